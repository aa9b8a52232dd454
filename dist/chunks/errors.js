/**
 * The one errors leaf (DESIGN.md §3, §5): the exit codes both shells use, the
 * mapping from a thrown value to its exit code, the results that are values
 * rather than numbers (an interrupted run), and the registry of every refusal
 * and promotion code with its meaning (docs/codes.md says what to do about
 * each; tests/errors.test.ts fails when src/, the registry and the docs
 * disagree). It imports nothing, so every layer but the pure core may use it;
 * the core's `Refusal` is recognised by its name, whichever copy of the class
 * made it.
 */
/** Exit codes of the CLI and the Action's `exit-code` output (DESIGN.md §5). */
const EXIT = {
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
};
/** Names a refusal may carry; the core's `Refusal` and the Action's `PromotionRefused`. */
const REFUSAL_NAMES = new Set(['Refusal', 'PromotionRefused']);
/** True for a refusal of this package (bad input, refused setting, refused promotion). */
function isRefusalLike(error) {
    return (error instanceof Error &&
        REFUSAL_NAMES.has(error.name) &&
        typeof error.code === 'string');
}
/**
 * The exit code for a thrown value: 2 for a refusal (the input, a setting or the
 * evidence cannot be used as given), 70 for anything else (an internal error).
 * Both shells call this; neither decides it again.
 */
function exitCodeOf(error) {
    return isRefusalLike(error) ? EXIT.unusable : EXIT.internal;
}
function interrupted(signal, evidencePath) {
    return { kind: 'interrupted', signal, evidencePath };
}
function isInterrupted(value) {
    return (typeof value === 'object' &&
        value !== null &&
        value.kind === 'interrupted');
}

export { EXIT as E, interrupted as a, exitCodeOf as e, isInterrupted as i };
