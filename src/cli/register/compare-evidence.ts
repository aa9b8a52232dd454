import type { Command } from 'commander';
import type { CompareOptions } from '../commands/compare-evidence.js';
import { formatFor, textOrJsonFormat } from '../options.js';
import { addSettingOptions } from '../settings.js';
import type { CommandContext } from '../shared.js';

/** `compare-evidence`: its options here; its work loaded when it runs. */
export function registerCompareEvidence(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('compare-evidence')
    .description(
      'Compare two evidence files route by route: changed calls, gained or lost decisions and flip pairs, isolation and provenance. Exit 1 on drift. Every case of both files needs its intended decision (`expected`): collect or import the runs against a decision suite.',
    )
    .argument('<before>', 'the earlier evidence file (every case with its expected decision)')
    .argument('<after>', 'the later evidence file (every case with its expected decision)');
  addSettingOptions(command, 'compare-evidence')
    .addOption(textOrJsonFormat('report format'))
    .option(
      '--output <path>',
      'write the comparison to this file instead of standard output (without --format, its extension names the format)',
    )
    .allowExcessArguments(false)
    .action(async (before: string, after: string, opts: CompareOptions, cmd: Command) => {
      const { compareEvidenceCommand } = await import('../commands/compare-evidence.js');
      setCode(
        await compareEvidenceCommand(before, after, { ...opts, format: formatFor(cmd, opts) }, io),
      );
    });
}
