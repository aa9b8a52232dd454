// The Action's entry: the inputs and the run's context, the secrets masked, then
// the mode's step from the one mode table (modes.ts). A mode that reports goes
// through report-step.ts — settings, evidence, the assessment (and the baseline
// check), and only then the one delivery (delivery.ts): every file under
// $RUNNER_TEMP and the step's outputs before any network call, then the
// artifacts, the job summary and the sticky PR comment. `mode: promote` is
// promote.ts.
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { readRunContext, type RunContext } from './context.js';
import { envInputReader, readSettings, type ActionSettings } from './inputs.js';
import { MODE_STEPS } from './modes.js';
import { refuse } from './report-step.js';
import { rawSecretValues, secretValues } from './secrets.js';

/** The Action's entry: never throws; the step's result says how it went. */
export async function run(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Promise<void> {
  let settings: ActionSettings;
  let ctx: RunContext;
  const read = envInputReader(env);
  // The token, the agent's header values and credential-named environment values
  // (model keys) are masked by the runner in the log, before any input is checked:
  // a refusal quotes what it refuses.
  for (const secret of rawSecretValues(env, read)) core.setSecret(secret);
  try {
    settings = readSettings(read);
    const masked = new Set(rawSecretValues(env, read));
    for (const secret of secretValues(env, settings)) {
      if (!masked.has(secret)) core.setSecret(secret);
    }
    ctx = readRunContext(env, (f) => readFileSync(f, 'utf8'), cwd);
  } catch (error) {
    refuse(error);
    return;
  }

  await MODE_STEPS[settings.mode](settings, ctx, env);
}
