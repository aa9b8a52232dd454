/** The most shards a run may be split into. */
export declare const MAX_SHARDS = 1000;
/** Which shard of how many: `index` from 1 to `count`. */
export interface ShardSpec {
    readonly index: number;
    readonly count: number;
}
/**
 * The shard (from 1 to `count`) an input belongs to, from its fingerprint (the
 * lowercase hex SHA-256 of its UTF-8 bytes that the evidence records):
 * `1 + (the first 12 hex digits as a number) mod count`. It depends on the input
 * alone, so adding, removing or reordering other inputs never moves it.
 */
export declare function shardOfFingerprint(fingerprint: string, count: number): number;
/** `2/4` → {index: 2, count: 4}; null when the text is not two whole numbers `I/N`. */
export declare function parseShardText(text: string): ShardSpec | null;
/** `shards 3 and 4 of 4`, `shard 2 of 4`, `shards 1, 2 and 5 of 6`. */
export declare function describeShards(indexes: readonly number[], count: number): string;
/** An inclusive run of positions `[first, last]`. */
export type PositionRange = readonly [number, number];
/**
 * Positions among a run's inputs, compactly as ranges: `position 4`,
 * `positions 0–2, 5 and 9–11`, and past eight ranges `…, and 12 more`.
 * The positions are sorted and counted once each.
 */
export declare function describePositions(positions: readonly number[]): string;
/** Sorted, disjoint ranges of positions, as `describePositions` writes them. */
export declare function describeRanges(ranges: readonly PositionRange[]): string;
/**
 * The positions `0 … inputs−1` not among `present` (sorted, each once), as ranges;
 * computed from the gaps, so a huge `inputs` costs nothing.
 */
export declare function missingRanges(present: readonly number[], inputs: number): PositionRange[];
