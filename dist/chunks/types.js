class Refusal extends Error {
    name = 'Refusal';
    code;
    where;
    setting;
    data;
    /** The reason without the place. */
    reason;
    constructor(code, message, where, detail = {}) {
        super(where === undefined ? message : `${where}: ${message}`);
        this.code = code;
        this.where = where;
        this.reason = message;
        this.setting = detail.setting;
        this.data = detail.data;
    }
}
/** True for a refusal from this package, whichever copy of the class made it. */
function isRefusal(value) {
    return value instanceof Refusal || (value instanceof Error && value.name === 'Refusal');
}

/** The closed vocabulary of reasons an agent call produced no decision. */
const NO_DECISION_REASONS = [
    'no_tool_selected',
    'refused',
    'open_ended',
    'extraction_failed',
    'malformed_response',
    'runtime_error',
];
/**
 * Why a call failed, as its evidence records it (every one means incomplete
 * evidence): `runtime_error` (the call itself failed), `extraction_failed` (no
 * decision where one was expected), `malformed_response` (the answer has the
 * wrong shape), `interrupted` (the run stopped to wait for a human: a LangGraph
 * interrupt, a tool approval request), `timeout` (no answer in time) and
 * `cancelled` (collection stopped while the call ran).
 */
const FAILED_CALL_REASONS = [
    'runtime_error',
    'extraction_failed',
    'malformed_response',
    'interrupted',
    'timeout',
    'cancelled',
];
/** Reasons that describe the agent's behaviour and may be declared in a contract. */
const DECLARABLE_REASONS = ['no_tool_selected', 'refused'];
/** Reasons that mean the harness failed: the evidence is incomplete. */
const INCOMPLETE_REASONS = [
    'extraction_failed',
    'malformed_response',
    'runtime_error',
];
/**
 * The longest decision label, in characters (Unicode code points). A decision is a
 * short categorical label (a route, a tool name); a longer one is agent prose, not
 * a bounded decision, and must not be carried into reports.
 */
const MAX_LABEL_CHARS = 256;
const LAYERS = ['verdict', 'text', 'tools'];
const ISOLATIONS = ['fresh-session', 'fresh-instance', 'shared-session', 'unknown'];

export { DECLARABLE_REASONS as D, FAILED_CALL_REASONS as F, INCOMPLETE_REASONS as I, LAYERS as L, MAX_LABEL_CHARS as M, NO_DECISION_REASONS as N, Refusal as R, ISOLATIONS as a, isRefusal as i };
