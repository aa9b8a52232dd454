import type { Evidence } from '../core/assess/model.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2 } from './schema.js';
import { type EvidenceFile, type EvidenceFileMeta } from './run-evidence-file.js';
/** The formats a streamed write can take: evidence@1, or @2 with a decision table per case. */
export type EvidenceFileFormat = typeof EVIDENCE_FORMAT | typeof EVIDENCE_FORMAT_V2;
/** Our evidence file without its cases: what a streamed write keeps in memory. */
export type EvidenceFileHead = Omit<EvidenceFile, 'cases'>;
/** A streamed write: the file's head, its text in pieces, and the digest once every piece was taken. */
export interface EvidenceStream {
    readonly head: EvidenceFileHead;
    /**
     * The file's text in pieces, in order; taking them all computes the digest.
     * Their concatenation is exactly `serialiseEvidenceFile(buildEvidenceFile(…))`.
     */
    readonly chunks: Iterable<string>;
    /** The evidence digest (DESIGN.md §5); only after every chunk was taken. */
    readonly digest: () => string;
}
/**
 * Our evidence file for in-memory evidence, streamed: the same bytes as
 * `serialiseEvidenceFile(buildEvidenceFile(evidence, meta))` and the same
 * digest as `evidenceDigest` of that file. Each case is turned into its file
 * text and its RFC 8785 canonical JSON in one pass; an observation object
 * repeated within a case (the collector shares identical answers) is written
 * and canonicalised once. Canonical key order puts `cases` first among the
 * digested fields (after `blindness` when it is false), so the canonical bytes
 * go into the hash as the cases are written.
 */
export declare function streamEvidenceFile(evidence: Evidence, meta: EvidenceFileMeta, format?: EvidenceFileFormat): EvidenceStream;
/**
 * From this many recorded observations on, `run` writes evidence@2 (a decision
 * table per case): where the file's size and the memory of reading it back
 * matter. Smaller runs keep evidence@1, which every earlier reader of ours reads
 * and which is easy to read by eye (docs/evidence-format.md).
 */
export declare const TABLES_FROM_OBSERVATIONS = 10000;
/** The format `run` writes for this evidence (see TABLES_FROM_OBSERVATIONS). */
export declare function chooseEvidenceFormat(evidence: Evidence): EvidenceFileFormat;
