import { Argument, type Command } from 'commander';
import { INIT_KINDS, type InitKind } from '../../app/init-kinds.js';
import type { InitOptions } from '../commands/init.js';
import type { CommandContext } from '../shared.js';

/** `init`: its options here; its work (commands/init.ts) loaded when it runs. */
export function registerInit(program: Command, { io, setCode }: CommandContext): void {
  program
    .command('init')
    .description(
      'Write a starter decision suite, an agent stub and the gate and promote workflows for the kind of agent you name; never overwrites a file.',
    )
    .addArgument(
      new Argument(
        '<kind>',
        'the kind of agent: module (JavaScript), typescript, python (a command worker) or http',
      ).choices([...INIT_KINDS]),
    )
    .option('--dir <folder>', 'the repository folder to write into', '.')
    .allowExcessArguments(false)
    .action(async (kind: InitKind, opts: InitOptions) => {
      const { initCommand } = await import('../commands/init.js');
      setCode(initCommand(kind, opts, io));
    });
}
