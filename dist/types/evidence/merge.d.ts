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
/** Merged shards, with what their evidence digest covers besides the cases. */
export interface MergedShards {
    readonly evidence: Evidence;
    /** The settings every shard recorded (they are equal). */
    readonly settings: Readonly<Record<string, unknown>>;
    /** The suite digest every shard recorded, or null. */
    readonly suiteDigest: string | null;
    /** The shards given and how many the run has. */
    readonly shards: {
        readonly count: number;
        readonly present: readonly number[];
    };
}
/** True when some part is shard evidence of ours (then `mergeShards` reads them all). */
export declare function hasShards(parts: readonly EvidencePart[]): boolean;
/**
 * Merges the shards of one sharded run (docs/sharding.md) into the evidence of the
 * whole run: every part must be a shard of the same count, each index given once,
 * collected against the same suite with the same settings (the shard itself is
 * not a setting, so their settings digests are equal). The cases are put back in
 * the run's order by their recorded positions. Shards not given make the merged
 * evidence incomplete, naming them. The other rules of `mergeEvidence` (layer,
 * isolation, relations) apply as well.
 */
export declare function mergeShards(parts: readonly EvidencePart[]): MergedShards;
