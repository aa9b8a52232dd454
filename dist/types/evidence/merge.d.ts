import type { Evidence } from '../core/assess/model.js';
import type { EvidenceFile, FileCase } from './run-evidence-file.js';
/** One piece of evidence to merge; `name` (usually the file path) is used in refusals. */
/**
 * What merging reads of our file besides its evidence: everything but the
 * observations (each case's fingerprint and shard position only), so a part
 * need not keep its parsed file's observations alive.
 */
export type EvidencePartFile = Omit<EvidenceFile, 'cases'> & {
    readonly cases: readonly Pick<FileCase, 'fingerprint' | 'position'>[];
};
/** A file's part for merging: its head, and per case the fingerprint and position only. */
export declare function partFileOf(file: EvidenceFile): EvidencePartFile;
export interface EvidencePart {
    readonly evidence: Evidence;
    readonly file?: EvidencePartFile;
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
        /** With every shard given, how many positions of the run no shard holds. */
        readonly positionsMissing: number;
    };
}
/** True when some part is shard evidence of ours (then `mergeShards` reads them all). */
export declare function hasShards(parts: readonly EvidencePart[]): boolean;
/**
 * Merges the shards of one sharded run (docs/sharding.md) into the evidence of the
 * whole run: every part must be a shard of the same count, each index given once,
 * collected against the same suite with the same settings (the shard itself is
 * not a setting, so their settings digests are equal), from the same agent (their
 * provenance agrees but for how each shard's collection went), no position of the
 * run in two shards. The cases are put back in the run's order by their recorded
 * positions. Shards not given, and with every shard given any position of the run
 * `0 … inputs−1` that no shard holds, make the merged evidence incomplete, naming them. The other rules of `mergeEvidence` (layer,
 * isolation, relations) apply as well.
 */
export declare function mergeShards(parts: readonly EvidencePart[]): MergedShards;
