import type { Evidence } from '../core/assess/model.js';
import type { EvidenceFile } from './ours.js';
/** One piece of evidence to merge; `name` (usually the file path) is used in refusals. */
export interface EvidencePart {
    readonly evidence: Evidence;
    readonly file?: EvidenceFile;
    readonly name: string;
}
/**
 * Merges evidence collected in parts (shards, or runs to add repeats). An input
 * (by fingerprint) seen in several parts keeps one case whose observations are
 * concatenated in part order, so pairs are formed after the concatenation. Cases
 * keep the order of first appearance. Parts must agree on layer, isolation, each
 * input's `expected`, the suite they were collected against and, where both ran
 * relations, the relation catalogue. An input's relation results are kept from
 * every part, but one relation may be recorded for an input by one part only (it
 * is checked once per input). The result is complete only if every part is.
 */
export declare function mergeEvidence(parts: readonly EvidencePart[]): Evidence;
