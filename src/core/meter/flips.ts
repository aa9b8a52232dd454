import { keyLabel, type ComparisonKey } from '../observation/observation.js';
import { compareCodePoints } from '../util/order.js';

/** Which two decisions a flip went between, and how many disjoint pairs did so. */
export interface FlipPair {
  /** The two plain labels, in code-point order. */
  readonly decisions: readonly [string, string];
  readonly count: number;
}

/**
 * Count the flips of keyed series by the unordered pair of decisions they went
 * between. Pairs are the meter's disjoint pairs (observations 1–2, 3–4, … of each
 * series; an odd last repeat is never paired). Each pair's two labels are in
 * code-point order; the list is sorted by count, highest first, then by the two
 * labels in code-point order (as the reference sorts its flip pairs).
 */
export function flipPairsOf(series: Iterable<readonly ComparisonKey[]>): FlipPair[] {
  const counts = new Map<string, { decisions: [string, string]; count: number }>();
  // Each ordered pair of keys met is named once; its count is found by the keys after that.
  const byKeys = new Map<ComparisonKey, Map<ComparisonKey, { count: number }>>();
  for (const keys of series) {
    for (let i = 0; i + 1 < keys.length; i += 2) {
      const a = keys[i] as ComparisonKey;
      const b = keys[i + 1] as ComparisonKey;
      if (a === b) continue;
      let after = byKeys.get(a);
      if (after === undefined) {
        after = new Map();
        byKeys.set(a, after);
      }
      const known = after.get(b);
      if (known !== undefined) {
        known.count++;
        continue;
      }
      const la = keyLabel(a);
      const lb = keyLabel(b);
      const decisions: [string, string] = compareCodePoints(la, lb) <= 0 ? [la, lb] : [lb, la];
      const id = JSON.stringify(decisions);
      let entry = counts.get(id);
      if (entry === undefined) {
        entry = { decisions, count: 0 };
        counts.set(id, entry);
      }
      entry.count++;
      after.set(b, entry);
    }
  }
  return [...counts.values()].sort(
    (x, y) =>
      y.count - x.count ||
      compareCodePoints(x.decisions[0], y.decisions[0]) ||
      compareCodePoints(x.decisions[1], y.decisions[1]),
  );
}
