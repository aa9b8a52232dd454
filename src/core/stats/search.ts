/**
 * The smallest n ≥ start for which `holds(n)` is true, assuming it is monotone
 * (false, then true from some n on); null when it is still false at `cap`. An
 * exponential search brackets the answer, then bisection finds it, in about
 * 2·log2(n) evaluations.
 */
export function smallestHolding(
  start: number,
  holds: (n: number) => boolean,
  cap: number = Number.MAX_SAFE_INTEGER,
): number | null {
  if (holds(start)) return start;
  // `failing` does not hold, `passing` does.
  let failing = start;
  let step = 1;
  let next = Math.min(start + step, cap);
  while (!holds(next)) {
    if (next >= cap) return null;
    failing = next;
    step *= 2;
    next = start + step >= cap ? cap : start + step;
  }
  let passing = next;
  while (failing + 1 < passing) {
    const mid = failing + Math.floor((passing - failing) / 2);
    if (holds(mid)) passing = mid;
    else failing = mid;
  }
  return passing;
}
