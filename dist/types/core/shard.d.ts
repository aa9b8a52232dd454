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
