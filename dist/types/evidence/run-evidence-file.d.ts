import type { Evidence, EvidenceCase, RecordedDecision, RecordedObservation, RecordedRelation, RelationOutcome, RelationSpec, RelationType, SequentialRecord, EarlyRejectionRecord } from '../core/assess/model.js';
import { type Method } from '../core/stats/index.js';
import type { FailedCallReason, Isolation, Layer, NoDecisionReason } from '../core/observation/types.js';
import type { RelationFailureReason } from '../core/relations/failure-reasons.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2 } from './schema.js';
/**
 * Our evidence file, `agentverity-action/evidence@1` (DESIGN.md §5): the Evidence
 * model plus what it was collected with. Observations keep decision, text and tools
 * together so any layer can be assessed later.
 */
export type FileDecision = string | {
    readonly noDecision: NoDecisionReason;
};
export interface FileObservation {
    readonly decision?: FileDecision;
    readonly text?: string;
    readonly tools?: readonly string[];
    readonly ms?: number;
    readonly error?: string;
    /** Why the call failed (one of FAILED_CALL_REASONS); only beside an error. */
    readonly reason?: FailedCallReason;
    /** A row the evaluation tool served from its cache: kept, never a repeat (absent: a fresh call). */
    readonly cached?: true;
}
export interface FileRelation {
    readonly name: string;
    readonly type: RelationType;
    readonly followupFingerprint: string;
    readonly changed: boolean;
    readonly observation?: FileObservation;
    readonly outcome: RelationOutcome;
    readonly error?: string;
    /** Why the relation could not be judged (one of RELATION_FAILURE_REASONS); only beside an error. */
    readonly reason?: RelationFailureReason;
    /** The relation's own call on the unchanged input (collected without call reuse). */
    readonly source?: FileObservation;
}
export interface FileCase {
    /** Omitted when the file was redacted. */
    readonly input?: string;
    readonly fingerprint: string;
    readonly expected?: string;
    readonly errors?: number;
    /** In collection order; at least one (a pair needs two; assess counts what is there). */
    readonly observations: readonly FileObservation[];
    readonly relations?: readonly FileRelation[];
    /** An independent first draw for blindness and the contract (collected without call reuse). */
    readonly source?: FileObservation;
    /**
     * Shard evidence only: the input's place (from 0) among the whole run's inputs,
     * so that merged shards list their cases in the order of the unsharded run.
     */
    readonly position?: number;
}
/** A sequential run's plan and decision (DESIGN: decisions only at declared checkpoints). */
export type FileSequential = SequentialRecord;
export interface Allocation {
    readonly kind: 'per-input' | 'random';
    readonly seed?: string | number;
    /** Random allocation: the draws used (pairs asked for). */
    readonly pairs?: number;
}
export interface Shard {
    /** From 1 to count. */
    readonly index: number;
    readonly count: number;
    /** The inputs of the whole run, over every shard (written by this tool; optional to read). */
    readonly inputs?: number;
}
export interface EvidenceFile {
    /** The format the file was written in: the decision-table form (@2) reads as the same evidence. */
    readonly schema: typeof EVIDENCE_FORMAT | typeof EVIDENCE_FORMAT_V2;
    readonly tool: {
        readonly name: string;
        readonly version: string;
    };
    readonly createdAt: string;
    readonly layer: Layer;
    readonly isolation: Isolation;
    readonly provenance: Readonly<Record<string, unknown>>;
    readonly settings: Readonly<Record<string, unknown>>;
    readonly settingsDigest: string;
    readonly suite: {
        readonly digest: string;
    } | null;
    readonly shard: Shard | null;
    readonly allocation: Allocation;
    readonly complete: boolean;
    readonly stopReason?: string;
    readonly relations: readonly RelationSpec[];
    /** False when the run left the meter out (cases then hold no repeats). */
    readonly meter?: boolean;
    /** False when the run left the blindness check out. */
    readonly blindness?: boolean;
    /** Present only for evidence collected sequentially. */
    readonly sequential?: FileSequential;
    /** The decision rule the run was planned for (absent: wilson). */
    readonly method?: Method;
    /** Present when the run declared the early-rejection test. */
    readonly earlyRejection?: EarlyRejectionRecord;
    readonly cases: readonly FileCase[];
}
export interface EvidenceFileMeta {
    readonly tool: {
        readonly name: string;
        readonly version: string;
    };
    /** ISO 8601; passed in so that building a file stays reproducible. */
    readonly createdAt: string;
    readonly settings: Readonly<Record<string, unknown>>;
    readonly suiteDigest?: string | null;
    readonly shard?: Shard | null;
    readonly allocation?: Allocation;
    /** Drop inputs and texts, keeping fingerprints, decisions and tool names. */
    readonly redact?: boolean;
    /** Shard evidence: each input's place among the whole run's inputs, by fingerprint. */
    readonly positions?: ReadonlyMap<string, number>;
}
export declare function copyDecision(d: RecordedDecision): FileDecision;
/** An observation as the file writes it (texts dropped when redacting). */
export declare function fileObservation(o: RecordedObservation, redact?: boolean, keepTools?: boolean): FileObservation;
/**
 * A case's observations as the file lists them: the series in collection order,
 * then the rows served from the tool's cache, each marked `cached: true` (the
 * reader takes those out of the series again).
 */
export declare function fileSeriesOf(c: EvidenceCase): readonly RecordedObservation[];
/** A relation record as the file writes it. */
export declare function fileRelation(r: RecordedRelation, redact?: boolean, keepTools?: boolean): FileRelation;
/** A case as the file writes it. */
export declare function fileCase(c: EvidenceCase, redact?: boolean, keepTools?: boolean): FileCase;
/** The early-rejection record as the file writes it. */
export declare function fileEarlyRejection(r: EarlyRejectionRecord): EarlyRejectionRecord;
/** The sequential record as the file writes it. */
export declare function fileSequential(q: SequentialRecord): FileSequential;
/**
 * Refuses a redaction that would erase what the layer compares: on the text layer
 * every text, on the verdict layer the text of a call that gave no decision.
 */
export declare function checkRedactable(evidence: Evidence): void;
/** Our evidence file for in-memory evidence and the collection settings. */
export declare function buildEvidenceFile(evidence: Evidence, meta: EvidenceFileMeta): EvidenceFile;
/**
 * The file's text: 2-space JSON with a trailing newline. Known fields keep the
 * order of the format; free-form objects (provenance, settings) are key-sorted.
 */
export declare function serialiseEvidenceFile(file: EvidenceFile): string;
