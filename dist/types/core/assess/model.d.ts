import type { Isolation, Layer, NoDecisionReason } from '../observation/types.js';
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
}
export interface EvidenceCase {
    /** The raw input; absent when the evidence was redacted. */
    readonly input?: string;
    /** Lowercase hex SHA-256 of the input's UTF-8 bytes. */
    readonly fingerprint: string;
    /** The intended decision (route) this case was written to exercise. */
    readonly expected?: string;
    readonly observations: readonly RecordedObservation[];
    /** Runs that failed without leaving an observation (the reference's `errors`). */
    readonly errors?: number;
    readonly relations?: readonly RecordedRelation[];
}
export interface RelationSpec {
    readonly name: string;
    readonly type: RelationType;
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
}
