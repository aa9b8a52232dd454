import type { Evidence } from '../core/assess/model.js';
import { type EvidencePartFile } from './merge.js';
import { type EvidenceFile } from './run-evidence-file.js';
export type EvidenceFormat = 'ours' | 'reference';
export interface ReadEvidence {
    readonly evidence: Evidence;
    readonly format: EvidenceFormat;
    /** Our file's full contents (settings, suite, shard, …); absent for the reference's format. */
    readonly file?: EvidenceFile;
}
export declare const SUPPORTED_EVIDENCE_FORMATS: readonly ["agentverity-action/evidence@1", "agentverity-action/evidence@2", "agentverity.evidence/v2"];
/**
 * Reads an evidence file in our format or the reference's, chosen by its `schema`
 * field. The file is read in chunks and parsed member by member and case by case
 * (stream-json.ts), never as one whole text; a file that is not well-formed JSON
 * (or not an object) is read whole, so that it is refused as before.
 */
export declare function readEvidence(path: string): Promise<ReadEvidence>;
/** What `readEvidencePart` gives: the evidence, and of our file everything but its series. */
export interface ReadEvidencePart {
    readonly evidence: Evidence;
    readonly format: EvidenceFormat;
    /** Our file's head, and per case the fingerprint and shard position only. */
    readonly file?: EvidencePartFile;
    /** True when the file was read case by case; false when it was read whole (see below). */
    readonly byCase: boolean;
}
/**
 * As `readEvidence`, for assessing and merging: our file's cases are checked and
 * turned into evidence one by one as they are read, so the file's parsed series
 * never exist all at once (only the evidence the assessment reads does), and the
 * file's series are not kept (`file` holds its head and each case's fingerprint
 * and position). A file with a problem of any kind, a file whose `schema` does not
 * come before its cases, and the reference's format are read as `readEvidence`
 * reads them, so every refusal is the same.
 */
export declare function readEvidencePart(path: string): Promise<ReadEvidencePart>;
/** As `readEvidence`, from the file's whole text (the refusals of bad JSON name line and column). */
export declare function readEvidenceWhole(path: string): Promise<ReadEvidence>;
/** As `readEvidence`, for JSON already parsed; `file` names the source in refusals. */
export declare function evidenceFromJson(value: unknown, file: string, mayHoldLoneSurrogates?: boolean): ReadEvidence;
