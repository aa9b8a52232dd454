/**
 * The one errors leaf (DESIGN.md §3, §5): the exit codes both shells use, the
 * mapping from a thrown value to its exit code, and the results that are values
 * rather than numbers (an interrupted run). It imports nothing, so every layer
 * but the pure core may use it; the core's `Refusal` is recognised by its name,
 * whichever copy of the class made it.
 */

/** Exit codes of the CLI and the Action's `exit-code` output (DESIGN.md §5). */
export const EXIT = {
  /** Deterministic, stochastic or unmeasured: nothing to object to. */
  clean: 0,
  /** The evidence says no: blind, contract, vacuous, violations, target failed, drift. */
  no: 1,
  /** Not enough or unusable evidence, bad input, a refused setting, a usage error. */
  unusable: 2,
  /** A bug of ours: anything that is not a refusal. */
  internal: 70,
  /** Ctrl-C or a cancelled job: the evidence so far is written, nothing assessed (128 + SIGINT). */
  interrupted: 130,
} as const;

export type ExitCodeName = keyof typeof EXIT;
export type ExitCode = (typeof EXIT)[ExitCodeName];

/** Names a refusal may carry; the core's `Refusal` and the Action's `PromotionRefused`. */
const REFUSAL_NAMES = new Set(['Refusal', 'PromotionRefused']);

/** True for a refusal of this package (bad input, refused setting, refused promotion). */
export function isRefusalLike(error: unknown): error is Error & { readonly code: string } {
  return (
    error instanceof Error &&
    REFUSAL_NAMES.has(error.name) &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/**
 * The exit code for a thrown value: 2 for a refusal (the input, a setting or the
 * evidence cannot be used as given), 70 for anything else (an internal error).
 * Both shells call this; neither decides it again.
 */
export function exitCodeOf(error: unknown): ExitCode {
  return isRefusalLike(error) ? EXIT.unusable : EXIT.internal;
}

/** A run stopped by a signal before it could be assessed: a value, not an exit code. */
export interface Interrupted {
  readonly kind: 'interrupted';
  /** The signal that stopped it, when known. */
  readonly signal: string;
  /** Where the evidence collected so far was written, when it was. */
  readonly evidencePath: string | null;
}

export function interrupted(signal: string, evidencePath: string | null): Interrupted {
  return { kind: 'interrupted', signal, evidencePath };
}

export function isInterrupted(value: unknown): value is Interrupted {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'interrupted'
  );
}
