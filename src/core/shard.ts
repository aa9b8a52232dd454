// The partition of a run's inputs into shards (docs/sharding.md). Pure.

/** The most shards a run may be split into. */
export const MAX_SHARDS = 1000;

/** Which shard of how many: `index` from 1 to `count`. */
export interface ShardSpec {
  readonly index: number;
  readonly count: number;
}

/** Hex digits of the fingerprint read as a number: 48 bits, exact in a double. */
const SHARD_HEX_DIGITS = 12;

/**
 * The shard (from 1 to `count`) an input belongs to, from its fingerprint (the
 * lowercase hex SHA-256 of its UTF-8 bytes that the evidence records):
 * `1 + (the first 12 hex digits as a number) mod count`. It depends on the input
 * alone, so adding, removing or reordering other inputs never moves it.
 */
export function shardOfFingerprint(fingerprint: string, count: number): number {
  const head = Number.parseInt(fingerprint.slice(0, SHARD_HEX_DIGITS), 16);
  if (!Number.isSafeInteger(head) || !Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`shardOfFingerprint: bad fingerprint or count (${count})`);
  }
  return 1 + (head % count);
}

/** `2/4` → {index: 2, count: 4}; null when the text is not two whole numbers `I/N`. */
export function parseShardText(text: string): ShardSpec | null {
  const m = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(text);
  if (m === null) return null;
  return { index: Number(m[1]), count: Number(m[2]) };
}

/** `shards 3 and 4 of 4`, `shard 2 of 4`, `shards 1, 2 and 5 of 6`. */
export function describeShards(indexes: readonly number[], count: number): string {
  const shown = indexes.map(String);
  const list =
    shown.length <= 1
      ? (shown[0] ?? '')
      : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
  return `shard${indexes.length === 1 ? '' : 's'} ${list} of ${count}`;
}
