// How the Action reads one input: the runner's `INPUT_<NAME>` convention, the
// problems collected for one refusal, and the parsers every mode's inputs share
// (lists, lines, numbers, choices, booleans).
import type { Problem, ProblemCode, Settings } from '../app/index.js';
import { keyOf } from './input-names.js';

/** Reads one input as the runner passes it (`INPUT_<NAME>`); '' when not given. */
export type InputReader = (name: string) => string;

/** The runner's convention: `INPUT_` + the name upper-cased, spaces as underscores. */
export function envInputReader(env: NodeJS.ProcessEnv): InputReader {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** Problems keyed by setting (an input's camelCase key), worded like the app's. */
export class Problems {
  readonly list: Problem[] = [];
  /** A problem with an input of the Action's own (`comment`, `fail-on`, …). */
  add(input: string, message: string, code: ProblemCode = 'action.input'): void {
    this.list.push({ setting: keyOf(input), code, message });
  }
}

/** Items of a comma- or line-separated list input, trimmed, without blanks. */
export function items(value: string): string[] {
  return value
    .split(/[,\r\n]+/)
    .map((v) => v.trim())
    .filter((v) => v !== '' && !v.startsWith('#'));
}

/** Lines of a multi-line input (a list), without blanks and `#` comments. */
export function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

export function parsed<T>(
  problems: Problems,
  read: InputReader,
  name: string,
  parse: (value: string) => T,
): T | undefined {
  const value = read(name);
  if (value === '') return undefined;
  try {
    return parse(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.add(name, `${reason}; got ${JSON.stringify(value.slice(0, 200))}`);
    return undefined;
  }
}

export function choice<T extends string>(
  problems: Problems,
  read: InputReader,
  name: string,
  choices: readonly T[],
): T | undefined {
  return parsed(problems, read, name, (v) => {
    const lower = v.toLowerCase();
    const found = choices.find((c) => c === lower);
    if (found === undefined) throw new Error(`expected one of ${choices.join(', ')}`);
    return found;
  });
}

/** YAML 1.2 core booleans, as `core.getBooleanInput` reads them. */
export function boolean(
  problems: Problems,
  read: InputReader,
  name: string,
  fallback: boolean,
): boolean {
  const value = parsed(problems, read, name, (v) => {
    if (['true', 'True', 'TRUE'].includes(v)) return true;
    if (['false', 'False', 'FALSE'].includes(v)) return false;
    throw new Error('expected true or false');
  });
  return value ?? fallback;
}

/**
 * A mode's own inputs, declared and parsed in the mode's own file (bench.ts,
 * cases.ts) and given to its row of the mode table (modes.ts); inputs.ts reads
 * every row the same way: another mode's own inputs are refused, and the mode's
 * settings are `read` from the inputs and the gate's settings read from the rest.
 */
export interface ModeInputs<S> {
  /** Inputs only this mode reads (action.yml); every other mode refuses them. */
  readonly own: readonly string[];
  /** Inputs another mode owns that this mode reads too (cases reads bench's `runs`). */
  readonly borrowed?: readonly string[];
  /** The code a mode that does not read one of `own` refuses it with. */
  readonly code?: ProblemCode;
  /** The mode's settings, its problems added (a gate input it does not read is one). */
  readonly read: (problems: Problems, read: InputReader, gate: Settings) => S;
  /**
   * Whether these settings load code from the workspace (a module or a worker
   * command), for the untrusted-code guard (workspace.ts). Required, so that a
   * new mode cannot slip past the guard by saying nothing.
   */
  loadsCode(settings: S): boolean;
}
