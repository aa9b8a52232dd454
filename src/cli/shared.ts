import { Option, type Command } from 'commander';
import { parseNumber } from '../app/parse.js';
import { PRECISIONS } from '../app/settings.js';
import { ISOLATIONS } from '../app/vocabulary.js';
import type { CliIo } from './io.js';
import { argParser } from './settings.js';

/** Exit codes (DESIGN.md §5), from the errors leaf. */
export { EXIT } from '../errors.js';

/** What every command registration receives. */
export interface CommandContext {
  readonly io: CliIo;
  /** Record the command's exit code (the last one set wins). */
  readonly setCode: (code: number) => void;
}

/** A function that adds one command (with its options and action) to the program. */
export type RegisterCommand = (program: Command, context: CommandContext) => void;

/** `--epsilon`: read as a number; its range (and the clash with --precision) is the settings check's. */
export function epsilonOption(): Option {
  return new Option(
    '--epsilon <e>',
    'tolerance for the flip rate, between 0 and 1 (default 0.05)',
  ).argParser(argParser(parseNumber));
}

/** `--method`: the meter's decision rule (docs/statistics.md). */
export function methodOption(): Option {
  return new Option(
    '--method <rule>',
    "decision rule: wilson (the reference's Wilson bound, default) or exact (binomial tails; certifies with fewer pairs, both error rates at most 2.5%)",
  );
}

export function precisionOption(): Option {
  return new Option(
    '--precision <preset>',
    'tolerance preset: cheap 0.10, balanced 0.05, strict 0.01',
  ).choices([...PRECISIONS]);
}

/**
 * `--isolation`: how independent the repeated calls were (carried into every
 * report). No default of commander's: the help says what applies when it is
 * not given (what the agent declares, else `unknown`), once.
 */
export function isolationOption(help: string): Option {
  return new Option('--isolation <isolation>', help).choices([...ISOLATIONS]);
}
