/**
 * The minimum detectable difference (MDD) of `bench compare`, computed for the
 * exact test actually used, never from a normal approximation.
 *
 * The model (the *sign model*): the pair's G paired units (tasks for McNemar,
 * clusters for the sign-flip test) are independent; each differs in favour of
 * the better agent with probability (ψ + δ)/2, in favour of the other with
 * probability (ψ − δ)/2, and does not differ otherwise, where δ is the true
 * difference in pass rate and ψ the share of units that differ. ψ is taken as
 * max(ψ̂, δ), ψ̂ the observed share (discordant tasks for McNemar; clusters
 * whose difference is not 0 for the sign-flip test). A differing unit differs
 * by a whole point: with one run per task that is what a discordant task is,
 * and with more runs it is the largest difference a unit can carry.
 *
 * Given k differing units, b of them for one side, the test rejects when its
 * two-sided p is below α: the McNemar mid-p (Fagerland, Lydersen & Laake 2013),
 * or, for the sign-flip test, its exact p with equal magnitudes, which is the
 * exact two-sided sign test 2·P(X ≥ max(b, k − b)), X ~ Bin(k, ½) (beyond the
 * exact enumeration the product's Monte Carlo p estimates this same p).
 *
 * The power at δ is Σ_k Bin(k; G, ψ) · P(the split of k rejects | each unit
 * favours the better side with probability (1 + δ/ψ)/2): a finite sum, exact.
 * The MDD is the smallest δ in (0, 1] whose power is at least `power` (0.8);
 * power increases with δ (the symmetric two-sided region of a binomial test
 * gains with |θ − ½|, and with θ = 1 more differing units only help), so it is
 * found by bisection. When no split of G units can reach α the MDD is 1, the
 * cap: nothing at this size is detectable.
 */
import { logChoose } from '../stats/index.js';

/** Which exact test decides the pair. */
export type ExactPairedTest = 'mcnemar-mid-p' | 'sign-flip';

/** P(X = j) for X ~ Bin(k, θ); 0 outside 0..k. */
function pmfAt(k: number, j: number, theta: number): number {
  if (j < 0 || j > k) return 0;
  if (theta <= 0) return j === 0 ? 1 : 0;
  if (theta >= 1) return j === k ? 1 : 0;
  return Math.exp(logChoose(k, j) + j * Math.log(theta) + (k - j) * Math.log1p(-theta));
}

/** The two-sided p of b units one way and k − b the other (2b ≥ k), from U = P(X ≥ b) and P(X = b), X ~ Bin(k, ½). */
function pOfSplit(test: ExactPairedTest, b: number, k: number, upper: number, at: number): number {
  if (2 * b === k) return test === 'mcnemar-mid-p' ? 1 - 0.5 * at : 1;
  return test === 'mcnemar-mid-p' ? Math.min(1, 2 * upper - at) : Math.min(1, 2 * upper);
}

/**
 * P(X ≥ h) for X ~ Bin(k, θ), kept as k grows one unit at a time and h moves:
 * P_{k+1}(X ≥ h) = P_k(X ≥ h) + θ·P_k(X = h − 1), and P_k(X ≥ h + 1) =
 * P_k(X ≥ h) − P_k(X = h). Each step is O(1) plus the moves of h.
 */
class UpperTail {
  k = 0;
  h = 1;
  value = 0;
  constructor(private readonly theta: number) {}
  grow(): void {
    this.value += this.theta * pmfAt(this.k, this.h - 1, this.theta);
    this.k++;
  }
  moveTo(h: number): void {
    while (this.h < h) {
      this.value -= pmfAt(this.k, this.h, this.theta);
      this.h++;
    }
    while (this.h > h) {
      this.h--;
      this.value += pmfAt(this.k, this.h, this.theta);
    }
  }
  get(): number {
    return Math.min(1, Math.max(0, this.value));
  }
}

/** P(X ≤ m) likewise: P_{k+1}(X ≤ m) = P_k(X ≤ m) − θ·P_k(X = m). */
class LowerTail {
  k = 0;
  m = -1;
  value = 0;
  constructor(private readonly theta: number) {}
  grow(): void {
    this.value -= this.theta * pmfAt(this.k, this.m, this.theta);
    this.k++;
  }
  moveTo(m: number): void {
    while (this.m < m) {
      this.m++;
      this.value += pmfAt(this.k, this.m, this.theta);
    }
    while (this.m > m) {
      this.value -= pmfAt(this.k, this.m, this.theta);
      this.m--;
    }
  }
  get(): number {
    return Math.min(1, Math.max(0, this.value));
  }
}

/**
 * For every k = 0..units: the smallest b with 2b ≥ k whose split (b, k − b)
 * the test rejects at α (p < α), or k + 1 when no split of k units does. The
 * rejection region of k is { max(b, k − b) ≥ threshold }: p falls as the split
 * grows.
 */
export function rejectionThresholds(
  units: number,
  test: ExactPairedTest,
  alpha: number,
): Int32Array {
  const thresholds = new Int32Array(units + 1);
  thresholds[0] = 1;
  const tail = new UpperTail(0.5);
  let h = 1;
  for (let k = 1; k <= units; k++) {
    tail.grow();
    const lowest = Math.ceil(k / 2);
    const rejects = (b: number): boolean => {
      tail.moveTo(b);
      return pOfSplit(test, b, k, tail.get(), pmfAt(k, b, 0.5)) < alpha;
    };
    h = Math.max(h, lowest);
    while (h > lowest && rejects(h - 1)) h--;
    while (h <= k && !rejects(h)) h++;
    thresholds[k] = h;
  }
  return thresholds;
}

/**
 * The exact power of the test on `units` units under the sign model at
 * difference `delta`, with `observedShare` the observed share of differing
 * units; `thresholds` from rejectionThresholds for the same units.
 */
export function exactPower(
  units: number,
  delta: number,
  observedShare: number,
  thresholds: Int32Array,
): number {
  if (units <= 0 || !(delta > 0)) return 0;
  const d = Math.min(1, delta);
  const psi = Math.min(1, Math.max(observedShare, d));
  const theta = (1 + d / psi) / 2;
  const upper = new UpperTail(theta);
  const lower = new LowerTail(theta);
  let power = 0;
  for (let k = 1; k <= units; k++) {
    upper.grow();
    lower.grow();
    const h = thresholds[k] as number;
    if (h > k) continue;
    let reject: number;
    if (k - h >= h) reject = 1;
    else {
      upper.moveTo(h);
      lower.moveTo(k - h);
      reject = Math.min(1, upper.get() + lower.get());
    }
    power += pmfAt(units, k, psi) * reject;
  }
  return Math.min(1, power);
}

/**
 * The minimum detectable difference (see the module comment): the smallest δ
 * in (0, 1] at which the exact test on `units` units rejects at α with
 * probability at least `power`; 1 when it never can.
 */
export function exactMinimumDetectable(input: {
  readonly units: number;
  readonly differing: number;
  readonly test: ExactPairedTest;
  readonly alpha: number;
  readonly power: number;
}): number {
  const { units, differing, test, alpha, power } = input;
  if (!Number.isSafeInteger(units) || units <= 0) return 1;
  const share = Math.min(1, Math.max(0, differing / units));
  const thresholds = rejectionThresholds(units, test, alpha);
  if ((thresholds[units] as number) > units) return 1;
  if (exactPower(units, 1, share, thresholds) < power) return 1;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (exactPower(units, mid, share, thresholds) >= power) high = mid;
    else low = mid;
  }
  return Math.min(1, high);
}

/** Beyond this many units the search for a design that detects a difference gives up. */
export const MAX_UNITS_SEARCHED = 1_000_000;

/**
 * The fewest units (at least `from`) at which the exact test detects a true
 * difference `delta` with at least `power`, the share of differing units held
 * at `share`; null when even MAX_UNITS_SEARCHED would not. The power of a
 * discrete test is not quite monotone in the number of units (it saw-tooths),
 * so this is the first size of a doubling-then-bisection search: "about".
 */
export function unitsToDetect(input: {
  readonly delta: number;
  readonly share: number;
  readonly test: ExactPairedTest;
  readonly alpha: number;
  readonly power: number;
  readonly from: number;
}): number | null {
  const { delta, share, test, alpha, power } = input;
  if (!(delta > 0)) return null;
  const enough = (units: number): boolean =>
    exactPower(units, delta, share, rejectionThresholds(units, test, alpha)) >= power;
  let low = Math.max(1, Math.floor(input.from));
  if (enough(low)) return low;
  let high = low;
  while (!enough(high)) {
    low = high;
    if (high >= MAX_UNITS_SEARCHED) return null;
    high = Math.min(MAX_UNITS_SEARCHED, high * 2);
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (enough(mid)) high = mid;
    else low = mid;
  }
  return high;
}
