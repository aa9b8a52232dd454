import path from 'node:path';
import { Option, type Command } from 'commander';
import { checkSettings, outputPath, refuseProblems, refusingWrites } from '../../app/index.js';
import { compareEvidence, resolveEpsilon } from '../../core/index.js';
import { renderCompareJson, renderCompareText } from '../../render/baselines/index.js';
import type { CliIo } from '../io.js';
import { formatFor, parseFormat, type Format } from '../options.js';
import { EXIT, epsilonOption, precisionOption, type CommandContext } from '../shared.js';
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

export function registerCompareEvidence(program: Command, { io, setCode }: CommandContext): void {
  program
    .command('compare-evidence')
    .description(
      'Compare two evidence files route by route: changed calls, gained or lost decisions and flip pairs, isolation and provenance. Exit 1 on drift. Every case of both files needs its intended decision (`expected`): collect or import the runs against a decision suite.',
    )
    .argument('<before>', 'the earlier evidence file (every case with its expected decision)')
    .argument('<after>', 'the later evidence file (every case with its expected decision)')
    .addOption(epsilonOption())
    .addOption(precisionOption())
    .addOption(
      new Option('--format <format>', 'report format: text or json')
        .argParser(parseFormat)
        .default('text' as Format),
    )
    .option(
      '--output <path>',
      'write the comparison to this file instead of standard output (without --format, its extension names the format)',
    )
    .allowExcessArguments(false)
    .action(async (before: string, after: string, opts: CompareOptions, cmd: Command) => {
      setCode(
        await compareEvidenceCommand(before, after, { ...opts, format: formatFor(cmd, opts) }, io),
      );
    });
}
