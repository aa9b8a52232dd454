/**
 * Percentages for people: x·100 rounded half away from zero to `digits` places
 * (not Python's half-to-even; reference-defects.md §9), trailing zeros kept.
 */
export function formatPercent(x: number, digits = 0): string {
  if (!Number.isFinite(x)) return 'n/a';
  const scaled = x * 100;
  const sign = scaled < 0 ? '-' : '';
  return `${sign}${Math.abs(scaled).toFixed(digits)}%`;
}

/** A rate with three decimals, e.g. 0.355. */
export function formatRate(x: number, digits = 3): string {
  return Number.isFinite(x) ? x.toFixed(digits) : 'n/a';
}

/** A plain count with a noun, pluralised with an s: "1 pair", "3 pairs". */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

/** "a", "a and b", "a, b and c"; long lists are cut after `max` with "and N more". */
export function listing(items: readonly string[], max = 5): string {
  if (items.length === 0) return '';
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length === 1) return shown[0] as string;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] as string}`;
}
