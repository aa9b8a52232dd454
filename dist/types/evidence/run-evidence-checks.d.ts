import { type Problem } from './schema-problems.js';
import type { EvidenceFile, FileCase, FileObservation } from './run-evidence-file.js';
export declare function hasContent(o: FileObservation): boolean;
/** A file without its cases: what the checks read besides them. */
export type FileHead = Omit<EvidenceFile, 'cases'>;
/**
 * What the checks of a file read of one case: the case without its series, the
 * series' length, and which of its observations hold nothing. A file read whole
 * and a file read case by case are checked by the same functions over these.
 */
export interface CaseView extends Omit<FileCase, 'observations'> {
    readonly observationCount: number;
    readonly contentless: readonly number[];
}
export declare const NONE_CONTENTLESS: readonly number[];
export declare function caseViewOf(c: FileCase): CaseView;
/** What a schema cannot say: digests and fingerprints match, relations come from the catalogue. */
export declare function semanticProblems(f: FileHead, cases: readonly CaseView[]): Problem[];
/**
 * A shard's cases: each input falls in the shard by its fingerprint (the
 * partition of docs/sharding.md), and each has a distinct place among the run's
 * inputs, below their number. Evidence that is not a shard has no places.
 */
export declare function shardProblems(f: FileHead, cases: readonly CaseView[]): Problem[];
/**
 * Counts are checked against the data they describe, never trusted to size work:
 * recorded failures are exact whole numbers (each, and their sum, at most 2^53 − 1);
 * a random allocation drew at least one pair per pair the cases hold and at most
 * what any plan draws; a sequential or early-rejection record's inputs are the cases
 * (fewer cases only when collection stopped early), its pairs are pairs in the file,
 * and its looks and budget are within what a plan may have.
 */
export declare function countProblems(f: FileHead, cases: readonly CaseView[]): Problem[];
