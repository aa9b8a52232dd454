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

/** The most ranges `describeRanges` lists before it counts the rest. */
const SHOWN_RANGES = 8;

/** An inclusive run of positions `[first, last]`. */
export type PositionRange = readonly [number, number];

/**
 * Positions among a run's inputs, compactly as ranges: `position 4`,
 * `positions 0–2, 5 and 9–11`, and past eight ranges `…, and 12 more`.
 * The positions are sorted and counted once each.
 */
export function describePositions(positions: readonly number[]): string {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const p of sorted) {
    const last = ranges[ranges.length - 1];
    if (last !== undefined && p === last[1] + 1) last[1] = p;
    else ranges.push([p, p]);
  }
  return describeRanges(ranges);
}

/** Sorted, disjoint ranges of positions, as `describePositions` writes them. */
export function describeRanges(ranges: readonly PositionRange[]): string {
  const total = ranges.reduce((n, [a, b]) => n + b - a + 1, 0);
  const shown = ranges.slice(0, SHOWN_RANGES).map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`));
  const rest = ranges.slice(SHOWN_RANGES).reduce((n, [a, b]) => n + b - a + 1, 0);
  const word = total === 1 ? 'position' : 'positions';
  if (rest > 0) return `${word} ${shown.join(', ')}, and ${rest} more`;
  const list =
    shown.length <= 1
      ? (shown[0] ?? '')
      : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
  return `${word} ${list}`;
}

/**
 * The positions `0 … inputs−1` not among `present` (sorted, each once), as ranges;
 * computed from the gaps, so a huge `inputs` costs nothing.
 */
export function missingRanges(present: readonly number[], inputs: number): PositionRange[] {
  const out: PositionRange[] = [];
  let next = 0;
  for (const p of present) {
    if (p >= inputs) break;
    if (p > next) out.push([next, p - 1]);
    next = Math.max(next, p + 1);
  }
  if (next < inputs) out.push([next, inputs - 1]);
  return out;
}
