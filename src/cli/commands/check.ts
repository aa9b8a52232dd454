import path from 'node:path';
import { Option, type Command } from 'commander';
import {
  checkAgainstBaseline,
  checkSettings,
  obtainEvidence,
  refuseProblems,
} from '../../app/index.js';
import { readBaseline } from '../../evidence/index.js';
import { renderCheckJson, renderCheckText } from '../../render/baselines/index.js';
import { appIoOf, type CliIo } from '../io.js';
import { parseFormat, type Format } from '../options.js';
import { settingsOf } from '../settings.js';
import { EXIT, type CommandContext } from '../shared.js';
import { addSourceOptions, type SourceOptions } from '../sources.js';

export interface CheckOptions extends SourceOptions {
  readonly baseline: string;
  readonly suite?: string;
  readonly format: Format;
  readonly output?: string;
}

export async function checkCommand(options: CheckOptions, io: CliIo): Promise<number> {
  const settings = settingsOf(options);
  refuseProblems(checkSettings(settings, { source: 'recorded' }));
  const baseline = await readBaseline(path.resolve(io.cwd, options.baseline));
  const obtained = await obtainEvidence(settings, appIoOf(io), { source: 'recorded' });
  // Recorded runs are never interrupted nor planned; the types say so once here.
  if (obtained.kind !== 'evidence') return EXIT.unusable;
  const result = checkAgainstBaseline(baseline, obtained, io.cwd);
  const report =
    options.format === 'json'
      ? renderCheckJson(result, baseline, {
          baselinePath: options.baseline,
          evidenceDigest: obtained.digest,
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
