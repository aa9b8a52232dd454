import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  checkAgainstBaseline,
  checkSettings,
  DEFAULT_BASELINE_PATH,
  obtainEvidence,
  refuseProblems,
} from '../../app/index.js';
import { Refusal } from '../../app/vocabulary.js';
import { readBaseline } from '../../app/index.js';
import { renderCheckJson, renderCheckText } from '../../render/baselines/index.js';
import { appIoOf, outputPath, refusingWrites, type CliIo } from '../io.js';
import type { Format } from '../options.js';
import { settingsOf } from '../settings.js';
import { EXIT } from '../shared.js';
import type { SourceOptions } from '../sources.js';

export interface CheckOptions extends SourceOptions {
  /** Default: where `snapshot` writes it (DEFAULT_BASELINE_PATH). */
  readonly baseline?: string;
  readonly suite?: string;
  readonly withoutSuite?: boolean;
  readonly format: Format;
  readonly output?: string;
}

export async function checkCommand(options: CheckOptions, io: CliIo): Promise<number> {
  const settings = settingsOf(options);
  refuseProblems(checkSettings(settings, { source: 'recorded' }));
  const baselinePath = options.baseline ?? DEFAULT_BASELINE_PATH;
  if (options.baseline === undefined && !existsSync(path.resolve(io.cwd, baselinePath))) {
    throw new Refusal(
      'file.read',
      `no baseline here (the default, where snapshot writes it): admit one with npx agentverity snapshot --accept-reference, or give --baseline FILE`,
      baselinePath,
    );
  }
  const baseline = await readBaseline(path.resolve(io.cwd, baselinePath));
  const app = appIoOf(io);
  const obtained = await obtainEvidence(settings, app, { source: 'recorded' });
  // Recorded runs are never interrupted nor planned; the types say so once here.
  if (obtained.kind !== 'evidence') return EXIT.unusable;
  const result = checkAgainstBaseline(baseline, obtained, app);
  const report =
    options.format === 'json'
      ? renderCheckJson(result, baseline, {
          baselinePath,
          evidenceDigest: obtained.digest,
        })
      : renderCheckText(result, baseline);
  if (options.output !== undefined) {
    refusingWrites(io.writeFile)(outputPath(io.cwd, options.output, 'check report'), report);
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
