import path from 'node:path';
import { checkSettings, outputPath, refuseProblems, refusingWrites } from '../../app/index.js';
import { compareEvidence, resolveEpsilon } from '../../core/index.js';
import { renderCompareJson, renderCompareText } from '../../render/baselines/index.js';
import type { CliIo } from '../io.js';
import type { Format } from '../options.js';
import { EXIT } from '../shared.js';
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
  refuseProblems(
    checkSettings(
      {
        ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
        ...(options.precision === undefined ? {} : { precision: options.precision }),
      },
      { source: 'none' },
    ),
  );
  const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
  const b = await loadEvidence({ evidence: [before] }, io);
  const a = await loadEvidence({ evidence: [after] }, io);
  const comparison = compareEvidence(b.evidence, a.evidence, {
    epsilon,
    names: { before: path.resolve(io.cwd, before), after: path.resolve(io.cwd, after) },
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
  return comparison.drifted ? EXIT.no : EXIT.clean;
}
