import { Command, CommanderError } from 'commander';
import { describeRefusal } from '../app/problems.js';
import { isRefusal } from '../app/vocabulary.js';
import { describeThrown } from '../core/util/thrown.js';
import { terminalSafeLines } from '../render/escape.js';
import { exitCodeOf } from '../errors.js';
import { CLI_COMMAND, VERSION } from '../version.js';
import { registerAssess } from './register/assess.js';
import { registerBench } from './register/bench.js';
import { registerCases } from './register/cases.js';
import { registerCheck } from './register/check.js';
import { registerCompareEvidence } from './register/compare-evidence.js';
import { registerInit } from './register/init.js';
import { registerPlan } from './register/plan.js';
import { registerRun } from './register/run.js';
import { registerSnapshot } from './register/snapshot.js';
import type { CliIo } from './io.js';
import { CLI_WORDING } from './settings.js';
import { EXIT, type CommandContext, type RegisterCommand } from './shared.js';

export { EXIT } from './shared.js';

/** Every command, in the order `--help` lists them. */
const COMMANDS: readonly RegisterCommand[] = [
  registerRun,
  registerAssess,
  registerPlan,
  registerSnapshot,
  registerCheck,
  registerCompareEvidence,
  registerBench,
  registerCases,
  registerInit,
];

/**
 * The line after a usage error: a command that works whether the CLI is installed
 * or not (`npx agentverity …`, the form the docs use), for the command at hand.
 */
export function usageHint(command: string | null): string {
  return command === null
    ? `(${CLI_COMMAND} --help lists the commands)`
    : `(${CLI_COMMAND} ${command} --help lists its options)`;
}

/**
 * The commander program with every command and its options (what `--help` lists);
 * `runCli` parses argv with it, and the docs test reads its flags.
 */
export function buildProgram(context: CommandContext): Command {
  const program = new Command('agentverity');
  program
    .description(
      'Would this agent decision repeat, and did the probes reach more than one decision?',
    )
    .version(`agentverity ${VERSION}`, '-V, --version')
    .exitOverride()
    .showHelpAfterError(usageHint(null))
    .configureOutput({ writeOut: context.io.stdout, writeErr: context.io.stderr })
    .allowExcessArguments(false);
  for (const register of COMMANDS) register(program, context);
  // Every subcommand shares the program's error handling (exit codes, no stack traces).
  // Subcommands of a subcommand (`bench test`) too.
  const share = (commands: readonly Command[], parent: string) => {
    for (const command of commands) {
      const name = parent === '' ? command.name() : `${parent} ${command.name()}`;
      command
        .exitOverride()
        .showHelpAfterError(usageHint(name))
        .configureOutput({ writeOut: context.io.stdout, writeErr: context.io.stderr });
      share(command.commands, name);
    }
  };
  share(program.commands, '');
  return program;
}

/**
 * Run the CLI on argv (without the node and script entries) and return the exit
 * code. Refusals print one clear message and give 2; anything unexpected is an
 * internal error (70) and still never prints a stack trace unless AGENTVERITY_DEBUG is set.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let code: number = EXIT.clean;
  const program = buildProgram({ io, setCode: (c) => (code = c) });
  if (argv.length === 0) {
    program.outputHelp({ error: true });
    return EXIT.unusable;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (error) {
    return failureCode(error, io);
  } finally {
    // Each assessment's summary span, to the user's OpenTelemetry provider (if any).
    await io.telemetry?.flush();
  }
}

/** The exit code of what the command threw, said once on stderr. */
function failureCode(error: unknown, io: CliIo): number {
  if (error instanceof CommanderError) {
    if (
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help'
    ) {
      return EXIT.clean;
    }
    return EXIT.unusable;
  }
  // A refusal quotes the input it refuses, and inputs are untrusted: no control
  // character, bidirectional mark or workflow command reaches the terminal.
  // A setting is named as its flag (`--decision-path`), one problem per line.
  if (isRefusal(error)) {
    for (const line of describeRefusal(error, CLI_WORDING)) {
      io.stderr(`agentverity: ${terminalSafeLines(line, 4000)}\n`);
    }
    return exitCodeOf(error);
  }
  const detail = terminalSafeLines(describeThrown(error), 4000);
  io.stderr(
    `agentverity: internal error: ${detail}\nPlease report this with the command you ran.\n`,
  );
  if (process.env.AGENTVERITY_DEBUG && error instanceof Error && error.stack)
    io.stderr(`${error.stack}\n`);
  return exitCodeOf(error);
}
