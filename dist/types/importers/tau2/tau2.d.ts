import type { Evidence } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import type { Isolation, Layer } from '../../core/observation/types.js';
/**
 * τ²-bench results for the meter: each task is an input (its `task_id`), each
 * trial one observation whose decision is the agent's tool path (the names of
 * its tool calls, in order), compared on the tools layer. A run that ended in
 * an error (FAILED_TERMINATIONS) is a failed run: the evidence is incomplete.
 */
export interface Tau2Options {
    readonly isolation?: Isolation;
    /** Only `tools` (the default): a simulation's decisions are its tool calls. */
    readonly layer?: Layer;
    /** Gives each task its `expected` decision by exact task id. */
    readonly suite?: DecisionSuite | null;
}
/** Evidence from a parsed τ²-bench results document; `file` names it in refusals. */
export declare function evidenceFromTau2(document: unknown, options: Tau2Options, file: string): Evidence;
/** Reads a τ²-bench results file into evidence (see evidenceFromTau2). */
export declare function importTau2(file: string, options?: Tau2Options): Promise<Evidence>;
