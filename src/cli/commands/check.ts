import path from 'node:path';
import { Option, type Command } from 'commander';
import {
  checkBaseline,
  serialiseSuite,
  type Baseline,
  type CheckResult,
  type DecisionSuite,
  type Evidence,
} from '../../core/index.js';
import { digestOf, readBaseline, readSuite } from '../../evidence/index.js';
import { renderCheckJson, renderCheckText } from '../../render/baselines/index.js';
import { assessFiles } from '../assess-files.js';
import type { CliIo } from '../io.js';
import { parseFormat, type Format } from '../options.js';
import type { CommandContext } from '../shared.js';
import { addSourceOptions, loadEvidence, requireSource, type SourceOptions } from '../sources.js';

export interface CheckOptions extends SourceOptions {
  readonly baseline: string;
  readonly suite?: string;
  readonly format: Format;
  readonly output?: string;
}

/**
 * Evidence against a baseline, assessed at the baseline's own tolerance and
 * blindness threshold (the `check` command and the Action's gate). A refusal
 * names the evidence files it is about.
 */
export function checkEvidence(
  baseline: Baseline,
  evidence: Evidence,
  suite: DecisionSuite | null,
  files: readonly string[],
  cwd: string,
): CheckResult {
  const assessment = assessFiles(files, cwd, evidence, suite, {
    epsilon: baseline.epsilon,
    blindnessThreshold: baseline.blindnessThreshold,
  });
  return checkBaseline(baseline, assessment, evidence, {
    suiteDigest: suite === null ? null : digestOf(serialiseSuite(suite)),
  });
}

export async function checkCommand(options: CheckOptions, io: CliIo): Promise<number> {
  requireSource(options, 'check');
  const baseline = await readBaseline(path.resolve(io.cwd, options.baseline));
  const loaded = await loadEvidence(options, io);
  let suite: DecisionSuite | null = null;
  if (options.suite !== undefined) suite = await readSuite(path.resolve(io.cwd, options.suite));
  const result = checkEvidence(baseline, loaded.evidence, suite, loaded.sources, io.cwd);
  const report =
    options.format === 'json'
      ? renderCheckJson(result, baseline, {
          baselinePath: options.baseline,
          evidenceDigest: loaded.digest,
        })
      : renderCheckText(result, baseline);
  if (options.output !== undefined) {
    io.writeFile(path.resolve(io.cwd, options.output), report);
    const first = renderCheckText(result, baseline).split('\n')[0] ?? '';
    io.stdout(`${first}\n`);
    io.stderr(`agentverity: wrote the ${options.format} check report to ${options.output}\n`);
  } else if (result.status === 'refused' && options.format !== 'json') {
    io.stderr(report);
  } else {
    io.stdout(report);
  }
  return result.exitCode;
}

export function registerCheck(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('check')
    .description(
      'Check current evidence against an approved baseline: exit 0 clean, 1 drift, 2 cannot compare. Makes no model call.',
    )
    .requiredOption('--baseline <file>', 'the approved baseline (agentverity-action/baseline@1)');
  addSourceOptions(command);
  command
    .option('--suite <file>', 'the decision suite, when the baseline was admitted with one')
    .addOption(
      new Option('--format <format>', 'report format: text or json')
        .argParser(parseFormat)
        .default('text' as Format),
    )
    .option('--output <path>', 'write the report to this file instead of standard output')
    .allowExcessArguments(false)
    .action(async (opts: CheckOptions) => {
      setCode(await checkCommand(opts, io));
    });
}
