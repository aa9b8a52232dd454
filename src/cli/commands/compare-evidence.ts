import path from 'node:path';
import {
  checkCompareSettings,
  compareRecorded,
  outputPath,
  refusingWrites,
} from '../../app/index.js';
import { renderCompareJson, renderCompareText } from '../../render/baselines/index.js';
import type { CliIo } from '../io.js';
import type { Format } from '../options.js';
import { loadEvidence } from '../sources.js';

export interface CompareOptions {
  readonly epsilon?: number;
  readonly precision?: string;
  readonly format: Format;
  readonly output?: string;
}

export async function compareEvidenceCommand(
  before: string,
  after: string,
  options: CompareOptions,
  io: CliIo,
): Promise<number> {
  // The settings are refused before either file is read.
  const settings = {
    ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
    ...(options.precision === undefined ? {} : { precision: options.precision }),
  };
  checkCompareSettings(settings);
  const b = await loadEvidence({ evidence: [before] }, io);
  const a = await loadEvidence({ evidence: [after] }, io);
  const { comparison, exitCode } = compareRecorded(b.evidence, a.evidence, settings, {
    before: path.resolve(io.cwd, before),
    after: path.resolve(io.cwd, after),
  });
  const report =
    options.format === 'json' ? renderCompareJson(comparison) : renderCompareText(comparison);
  if (options.output !== undefined) {
    refusingWrites(io.writeFile)(outputPath(io.cwd, options.output, 'comparison'), report);
    io.stdout(`${comparison.drifted ? 'DRIFTED' : 'NO CHANGE'}\n`);
    io.stderr(`agentverity: wrote the ${options.format} comparison to ${options.output}\n`);
  } else {
    io.stdout(report);
  }
  return exitCode;
}
