import { Command, CommanderError, Option } from 'commander';
import { isRefusal } from '../core/errors.js';
import { VERSION } from '../version.js';
import { assessCommand } from './assess.js';
import type { CliIo } from './io.js';
import {
  collect,
  parseFormat,
  parseFraction,
  parseObserved,
  parsePositiveInt,
  type Format,
} from './options.js';
import { planCommand } from './plan.js';

/** Exit codes (DESIGN.md §5). */
export const EXIT = { clean: 0, no: 1, unusable: 2, internal: 70 } as const;

const PRECISION_CHOICES = ['cheap', 'balanced', 'strict'];

function epsilonOption(): Option {
  return new Option('--epsilon <e>', 'tolerance for the flip rate, between 0 and 1 (default 0.05)')
    .argParser(parseFraction)
    .conflicts('precision');
}

function precisionOption(): Option {
  return new Option(
    '--precision <preset>',
    'tolerance preset: cheap 0.10, balanced 0.05, strict 0.01',
  ).choices(PRECISION_CHOICES);
}

function formatOption(): Option {
  return new Option('--format <format>', 'report format: text or json')
    .argParser(parseFormat)
    .default('text' as Format);
}

function build(io: CliIo, setCode: (code: number) => void): Command {
  const program = new Command('agentverity');
  program
    .description(
      'Would this agent decision repeat, and did the probes reach more than one decision?',
    )
    .version(`agentverity ${VERSION}`, '-V, --version')
    .exitOverride()
    .showHelpAfterError('(run agentverity --help for usage)')
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .allowExcessArguments(false);

  program
    .command('assess')
    .description(
      'Assess recorded evidence: repeatability, blindness, routes and contract. Makes no model call.',
    )
    .requiredOption(
      '--evidence <file>',
      'evidence file (ours or agentverity.evidence/v2); repeat to merge shards',
      collect,
    )
    .option(
      '--suite <file>',
      'decision suite (agentverity.decision-suite/v1) with the reviewed cases and contract',
    )
    .addOption(epsilonOption())
    .addOption(precisionOption())
    .addOption(formatOption())
    .option('--output <path>', 'write the report to this file instead of standard output')
    .allowExcessArguments(false)
    .action(
      async (opts: {
        evidence: string[];
        suite?: string;
        epsilon?: number;
        precision?: string;
        format: Format;
        output?: string;
      }) => {
        setCode(await assessCommand(opts, io));
      },
    );

  program
    .command('plan')
    .description(
      'Plan pairs and calls before spending them: from observed flips, or per route from a suite.',
    )
    .option(
      '--observed <flips/pairs>',
      'flips observed in disjoint pairs so far, e.g. 4/73',
      parseObserved,
    )
    .option(
      '--suite <file>',
      'decision suite: plan calls per route from its cases and stability targets',
    )
    .option(
      '--max-pairs <n>',
      'with --observed: the most pairs you are willing to collect',
      parsePositiveInt,
    )
    .addOption(epsilonOption())
    .addOption(precisionOption())
    .addOption(formatOption())
    .option('--output <path>', 'write the plan to this file instead of standard output')
    .allowExcessArguments(false)
    .action(
      async (opts: {
        observed?: { flips: number; pairs: number };
        suite?: string;
        epsilon?: number;
        precision?: string;
        maxPairs?: number;
        format: Format;
        output?: string;
      }) => {
        setCode(await planCommand(opts, io));
      },
    );

  return program;
}

/**
 * Run the CLI on argv (without the node and script entries) and return the exit
 * code. Refusals print one clear message and give 2; anything unexpected is an
 * internal error (70) and still never prints a stack trace unless AGENTVERITY_DEBUG is set.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let code: number = EXIT.clean;
  const program = build(io, (c) => (code = c));
  if (argv.length === 0) {
    program.outputHelp({ error: true });
    return EXIT.unusable;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (error) {
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
    if (isRefusal(error)) {
      io.stderr(`agentverity: ${error.message}\n`);
      return EXIT.unusable;
    }
    const detail = error instanceof Error ? error.message : String(error);
    io.stderr(
      `agentverity: internal error: ${detail}\nPlease report this with the command you ran.\n`,
    );
    if (process.env.AGENTVERITY_DEBUG && error instanceof Error && error.stack)
      io.stderr(`${error.stack}\n`);
    return EXIT.internal;
  }
}
