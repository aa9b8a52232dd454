import { Argument, Option, type Command } from 'commander';
import { INIT_EXAMPLES, INIT_KINDS, type InitKind } from '../../app/init-kinds.js';
import type { InitOptions } from '../commands/init.js';
import type { CommandContext } from '../shared.js';

/** `init`: its options here; its work (commands/init.ts) loaded when it runs. */
export function registerInit(program: Command, { io, setCode }: CommandContext): void {
  program
    .command('init')
    .description(
      'Write a starter decision suite, an agent stub and the gate and promote workflows for the kind of agent you name, or copy a worked example (--example); never overwrites a file.',
    )
    .addArgument(
      new Argument(
        '[kind]',
        'the kind of agent: module (JavaScript), typescript, python (a command worker) or http (not with --example)',
      ).choices([...INIT_KINDS]),
    )
    .addOption(
      new Option(
        '--example <name>',
        'copy a worked example instead: stateful-agent (a refund desk with two planted flaws, for `cases`)',
      ).choices([...INIT_EXAMPLES]),
    )
    .option('--dir <folder>', 'the repository folder to write into', '.')
    .allowExcessArguments(false)
    .action(async (kind: InitKind | undefined, opts: InitOptions, command: Command) => {
      // One of the two, never both: a kind's starter files, or an example.
      if (kind === undefined && opts.example === undefined) {
        command.error(
          `error: missing the kind of agent (${INIT_KINDS.join(', ')}), or --example ${INIT_EXAMPLES.join('|')}`,
        );
      }
      if (kind !== undefined && opts.example !== undefined) {
        command.error(
          `error: give the kind of agent (${kind}) or --example ${opts.example}, not both`,
        );
      }
      const { initCommand, initExampleCommand } = await import('../commands/init.js');
      setCode(
        opts.example === undefined
          ? initCommand(kind as InitKind, opts, io)
          : initExampleCommand(opts.example, opts, io),
      );
    });
}
