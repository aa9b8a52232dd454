/**
 * The smallest n ≥ start for which `holds(n)` is true, assuming it is monotone
 * (false, then true from some n on); null when it is still false at `cap`. An
 * exponential search brackets the answer, then bisection finds it, in about
 * 2·log2(n) evaluations.
 */
export declare function smallestHolding(start: number, holds: (n: number) => boolean, cap?: number): number | null;
