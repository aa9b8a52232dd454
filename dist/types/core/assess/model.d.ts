import type { Call, FailedCallReason, Isolation, Layer, NoDecisionReason } from '../observation/types.js';
import type { RelationFailureReason } from '../relations/failure-reasons.js';
import type { EarlyRejectionPlan, Method } from '../stats/index.js';
/**
 * The in-memory evidence the core assesses. File formats (ours and the
 * reference's) are read into this shape by src/evidence and src/importers.
 */
/** A recorded decision: a plain label, or a typed no-decision. */
export type RecordedDecision = string | {
    readonly noDecision: NoDecisionReason;
};
/** One agent call as recorded, in collection order. */
export interface RecordedObservation {
    /** Absent when the agent returned only text or tools (the verdict layer then compares text). */
    readonly decision?: RecordedDecision;
    readonly text?: string;
    readonly tools?: readonly string[];
    /** Duration of the call in milliseconds. */
    readonly ms?: number;
    /** Set when the call failed: the observation is not scored and the evidence is incomplete. */
    readonly error?: string;
    /** Why the call failed, beside its error (absent in evidence written before it was recorded). */
    readonly reason?: FailedCallReason;
    /**
     * True on a row the evaluation tool served from its cache (promptfoo
     * `response.cached`, an Inspect cache read): it replays an earlier call. Such an
     * observation is never in a case's series, only in `EvidenceCase.cached`.
     */
    readonly cached?: boolean;
}
export declare const RELATION_TYPES: readonly ["invariant", "monotone", "directional"];
export type RelationType = (typeof RELATION_TYPES)[number];
export type RelationOutcome = 'held' | 'violated' | 'skipped' | 'error';
/** One relation applied to one case's input. */
export interface RecordedRelation {
    readonly name: string;
    readonly type: RelationType;
    /** SHA-256 of the transformed input (equal to the case's when unchanged). */
    readonly followupFingerprint: string;
    readonly changed: boolean;
    /** The follow-up call; absent when skipped or when the transform failed. */
    readonly observation?: RecordedObservation;
    readonly outcome: RelationOutcome;
    readonly error?: string;
    /**
     * Why the relation could not be judged, beside its error (outcome `error` only);
     * absent in evidence written before it was recorded (relationFailureReasonOf).
     */
    readonly reason?: RelationFailureReason;
    /**
     * The relation's own fresh call on the unchanged input, when it was collected
     * without call reuse; absent when the case's first repeat served as the source.
     */
    readonly source?: RecordedObservation;
}
export interface EvidenceCase {
    /** The raw input; absent when the evidence was redacted. */
    readonly input?: string;
    /** Lowercase hex SHA-256 of the input's UTF-8 bytes. */
    readonly fingerprint: string;
    /** The intended decision (route) this case was written to exercise. */
    readonly expected?: string;
    readonly observations: readonly RecordedObservation[];
    /**
     * Rows served from the evaluation tool's cache, in the order they were read: kept
     * as evidence, never paired, never a repeat, never a first decision. Absent: none.
     */
    readonly cached?: readonly RecordedObservation[];
    /** Runs that failed without leaving an observation (the reference's `errors`). */
    readonly errors?: number;
    readonly relations?: readonly RecordedRelation[];
    /**
     * An independent draw of the input collected for blindness and the contract
     * (without call reuse). When absent, the first repeat serves as the case's
     * first decision.
     */
    readonly source?: RecordedObservation;
}
export interface RelationSpec {
    readonly name: string;
    readonly type: RelationType;
}
/**
 * A sequential run: the plan it declared before collection (`planSequential`
 * parameters) and the decision it reached. `assess` recomputes the decision from
 * the recorded pairs in round order and refuses a record that disagrees.
 */
export interface SequentialRecord {
    readonly rule: 'declared-checkpoint';
    /** The tolerance the plan was made for; the decision stands only at this tolerance. */
    readonly epsilon: number;
    readonly alpha: number;
    readonly looks: number;
    /** The plan's final checkpoint as requested (null: the plan's default). */
    readonly budget: number | null;
    /** Inputs per round (checkpoints fall on whole rounds). */
    readonly inputs: number;
    readonly checkpoints: readonly number[];
    readonly call: Call;
    /** Pairs read when the decision was made. */
    readonly pairs: number;
}
/**
 * A run whose pairs were allocated at random: pair j's input is draw j of the
 * seeded stream (core/stats/allocation.ts) over the cases in order. `assess`
 * replays the draws and refuses cases whose repeats do not match them.
 */
export interface RandomAllocation {
    readonly kind: 'random';
    readonly seed: number;
    /** Draws used: pairs asked for, including pairs cut short by a failed call. */
    readonly pairs: number;
}
/**
 * The early-rejection test declared before collection (core/stats/mixture.ts) and
 * where it stopped. `assess` recomputes it from the pairs in collection order
 * (rounds, or draws under random allocation) and refuses a record that disagrees.
 */
export interface EarlyRejectionRecord extends EarlyRejectionPlan {
    /** Pairs read when the test rejected; null when it never did. */
    readonly rejectedAt: number | null;
}
export interface Evidence {
    readonly layer: Layer;
    readonly isolation: Isolation;
    readonly provenance: Readonly<Record<string, unknown>>;
    readonly cases: readonly EvidenceCase[];
    /** False when collection stopped early (interrupted, budget, fatal error). */
    readonly complete: boolean;
    readonly stopReason?: string;
    /** The relation catalogue that was run, in order; empty when none was requested. */
    readonly relations: readonly RelationSpec[];
    /**
     * False when the run left the meter out (`run --no-meter`): cases then hold no
     * repeats, only their first draw (`source`) and relations, and nothing is paired.
     */
    readonly meter?: boolean;
    /** False when the run left the blindness check out (`run --no-blindness`). */
    readonly blindness?: boolean;
    /** Present when the meter was collected sequentially (whole rounds, declared checkpoints). */
    readonly sequential?: SequentialRecord;
    /** The decision rule the run was planned for; `assess` uses it unless told otherwise. */
    readonly method?: Method;
    /** Present when each pair's input was drawn at random (absent: every input in turn). */
    readonly allocation?: RandomAllocation;
    /** Present when the run declared the early-rejection test. */
    readonly earlyRejection?: EarlyRejectionRecord;
}
