/**
 * `value` with `f` applied to every string in it, keys too. Objects and arrays
 * in which nothing changed are returned as they are (the same reference), so a
 * value `f` leaves alone is never copied. Pure; shared references and cycles are
 * mapped once.
 */
export function mapStrings<T>(value: T, f: (text: string) => string): T {
  const seen = new Map<object, unknown>();
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return f(v);
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return seen.get(v);
    seen.set(v, v);
    let changed = false;
    let out: unknown;
    if (Array.isArray(v)) {
      const items = v.map((item) => {
        const next = walk(item);
        if (next !== item) changed = true;
        return next;
      });
      out = changed ? items : v;
    } else {
      const entries = Object.entries(v).map(([k, item]) => {
        const key = f(k);
        const next = walk(item);
        if (next !== item || key !== k) changed = true;
        return [key, next] as const;
      });
      out = changed ? Object.fromEntries(entries) : v;
    }
    seen.set(v, out);
    return out;
  };
  return walk(value) as T;
}
