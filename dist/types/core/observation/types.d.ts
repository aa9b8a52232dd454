/** The closed vocabulary of reasons an agent call produced no decision. */
export declare const NO_DECISION_REASONS: readonly ["no_tool_selected", "refused", "open_ended", "extraction_failed", "malformed_response", "runtime_error"];
export type NoDecisionReason = (typeof NO_DECISION_REASONS)[number];
/**
 * Why a call failed, as its evidence records it (every one means incomplete
 * evidence): `runtime_error` (the call itself failed), `extraction_failed` (no
 * decision where one was expected), `malformed_response` (the answer has the
 * wrong shape), `interrupted` (the run stopped to wait for a human: a LangGraph
 * interrupt, a tool approval request), `timeout` (no answer in time) and
 * `cancelled` (collection stopped while the call ran).
 */
export declare const FAILED_CALL_REASONS: readonly ["runtime_error", "extraction_failed", "malformed_response", "interrupted", "timeout", "cancelled"];
export type FailedCallReason = (typeof FAILED_CALL_REASONS)[number];
/** Reasons that describe the agent's behaviour and may be declared in a contract. */
export declare const DECLARABLE_REASONS: readonly NoDecisionReason[];
/** Reasons that mean the harness failed: the evidence is incomplete. */
export declare const INCOMPLETE_REASONS: readonly NoDecisionReason[];
/**
 * The longest decision label, in characters (Unicode code points). A decision is a
 * short categorical label (a route, a tool name); a longer one is agent prose, not
 * a bounded decision, and must not be carried into reports.
 */
export declare const MAX_LABEL_CHARS = 256;
export interface Decision {
    readonly kind: 'decision';
    readonly label: string;
}
export interface NoDecision {
    readonly kind: 'no_decision';
    readonly reason: NoDecisionReason;
}
export type Outcome = Decision | NoDecision;
/** What an adapter extracted as the categorical decision; null when nothing was. */
export type Verdict = string | Outcome | null;
/** One agent call's result. Immutable by convention. */
export interface Observation {
    readonly text: string;
    readonly verdict: Verdict;
    readonly tools: readonly string[];
    readonly raw?: unknown;
}
export declare const LAYERS: readonly ["verdict", "text", "tools"];
export type Layer = (typeof LAYERS)[number];
export declare const ISOLATIONS: readonly ["fresh-session", "fresh-instance", "shared-session", "unknown"];
export type Isolation = (typeof ISOLATIONS)[number];
/** The three-way call read from a Wilson interval against epsilon. */
export type Call = 'deterministic' | 'stochastic' | 'undecided';
