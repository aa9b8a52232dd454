/**
 * Terminations that are not the agent's behaviour but a failed run
 * (tau2 `TerminationReason`): the evidence is then incomplete. `user_stop`,
 * `agent_stop` and `max_steps` end a conversation the agent conducted.
 */
export declare const FAILED_TERMINATIONS: ReadonlySet<string>;
/** One simulation as read. */
export interface Tau2Run {
    readonly task: string;
    /** True when the task id was a JSON number (kept so two spellings are refused). */
    readonly numeric: boolean;
    readonly trial: number;
    readonly termination: string;
    /** `reward_info.reward`, or null when the run was not evaluated (`reward_info: null`). */
    readonly reward: number | null;
    /** The agent's tool calls in order (assistant messages' `tool_calls[].name`), or null without `messages`. */
    readonly tools: readonly string[] | null;
    /** `simulations[i]` in the file. */
    readonly where: string;
}
/** True when a parsed JSON document looks like τ²-bench results. */
export declare function isTau2Results(document: unknown): boolean;
/**
 * The runs of a τ²-bench results document, grouped by task in order of first
 * appearance and, inside a task, in trial order (a run's place in the file is
 * the order it finished, not the order it was asked for). A task run twice
 * under one trial number is refused: its runs would count twice.
 */
export declare function tau2RunsOf(document: unknown, file: string): Tau2Run[];
/** tau2's success rule (`is_successful` in tau2/metrics/agent_metrics.py): a reward within 1e-6 of 1. */
export declare function isTau2Success(reward: number): boolean;
