// Text to values, as both shells read them (a flag's argument, an input's text).
// Only the syntax is checked here; ranges and combinations are checkSettings's.
// Each parser throws an Error whose message says what was expected.

/** Any finite number: `0.05`, `1e-3`. */
export function parseNumber(text: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) throw new Error('expected a number, e.g. 0.05');
  return n;
}

/** A whole number written with digits only: `4`, `0`. */
export function parseWhole(text: string): number {
  const n = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) {
    throw new Error('expected a whole number, e.g. 4');
  }
  return n;
}

/**
 * `200ms`, `5s`, `2m`, or `0` / `none` / `off` for no timeout (null). A bare
 * number is seconds.
 */
export function parseDuration(text: string): number | null {
  const v = text.trim().toLowerCase();
  if (v === 'none' || v === 'off' || v === '0') return null;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min)?$/.exec(v);
  if (!m) throw new Error('expected a duration such as 500ms, 30s or 2m (or none)');
  const n = Number(m[1]);
  const unit = m[2] ?? 's';
  const ms = unit === 'ms' ? n : unit === 's' ? n * 1000 : n * 60_000;
  if (!(ms > 0) || !Number.isFinite(ms)) throw new Error('expected a duration above 0');
  return ms;
}

/** `10/s`, `600/m` or a bare number of calls per second; returns calls per second. */
export function parseRate(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(s|sec|second|m|min|minute))?\s*$/i.exec(text);
  if (!m) throw new Error('expected calls per second or minute, e.g. 10/s or 600/m');
  const n = Number(m[1]);
  const perMinute = m[2] !== undefined && m[2].toLowerCase().startsWith('m');
  return perMinute ? n / 60 : n;
}

/** A cost per call: a plain decimal number of 0 or more in any currency unit, e.g. 0.0021. */
export function parseCost(text: string): number {
  const v = text.trim();
  const n = Number(v);
  if (v === '' || !/^[0-9]*\.?[0-9]+(e-?[0-9]+)?$/i.test(v) || !Number.isFinite(n)) {
    throw new Error('expected a cost per call of 0 or more, e.g. 0.002');
  }
  return n;
}
