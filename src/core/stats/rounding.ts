/**
 * Round a double to the nearest integer, halves to the even neighbour, as Python's
 * `round(x)` does. `Math.round` sends halves up, which changes some pair counts.
 */
export function roundHalfEven(x: number): number {
  if (!Number.isFinite(x)) return x;
  const floor = Math.floor(x);
  const rest = x - floor; // exact for doubles
  if (rest < 0.5) return floor;
  if (rest > 0.5) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** Ceiling of a / b for positive integers, without going through floating division. */
export function ceilDiv(a: number, b: number): number {
  const q = Math.floor(a / b);
  return q * b < a ? q + 1 : q;
}
