/**
 * The few continuous distributions the bench statistics need: the standard
 * normal and Student's t, their tails and quantiles. Pure and deterministic.
 *
 * ln Γ is Lanczos' approximation (g = 7, nine terms; relative error below
 * 10⁻¹⁵ for x > 0.5, the reflection formula below). The normal tail is the
 * regularised incomplete gamma Q(½, z²/2), the t tail the regularised
 * incomplete beta I_{ν/(ν+t²)}(ν/2, ½); both are evaluated by the power series
 * or by the modified Lentz continued fraction (Abramowitz & Stegun 6.5.29,
 * 6.5.31, 26.5.8), whichever converges fast at the argument. Quantiles invert
 * the tails by bisection to the last representable digit, so a quantile and
 * its tail agree exactly with each other.
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
] as const;

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const y = x - 1;
  let a = LANCZOS[0];
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += (LANCZOS[i] as number) / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 10_000;

/** The regularised upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // Series for P(a, x).
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return Math.max(0, 1 - front * sum);
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.min(1, front * h);
}

/** The continued fraction of the incomplete beta (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return h;
}

/** The regularised incomplete beta I_x(a, b). */
export function betaRegularized(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x),
  );
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(a, b, x)) / a;
  return 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(Z > z) for a standard normal Z. */
export function normalUpper(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  if (z === 0) return 0.5;
  const q = 0.5 * gammaQ(0.5, (z * z) / 2);
  return z > 0 ? q : 1 - q;
}

/** P(T > t) for Student's t with `df` degrees of freedom (df > 0). */
export function studentUpper(t: number, df: number): number {
  if (t === 0) return 0.5;
  const q = 0.5 * betaRegularized(df / (df + t * t), df / 2, 0.5);
  return t > 0 ? q : 1 - q;
}

/** The smallest x with upper(x) ≤ p, by bisection on a decreasing tail. */
function invertUpper(upper: (x: number) => number, p: number): number {
  let lo = -1;
  let hi = 1;
  while (upper(lo) < p) lo *= 2;
  while (upper(hi) > p) hi *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (upper(mid) > p) lo = mid;
    else hi = mid;
  }
  return hi;
}

const normalCache = new Map<number, number>();
const studentCache = new Map<string, number>();

/** The standard normal quantile: z with P(Z ≤ z) = p, 0 < p < 1. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) return Number.NaN;
  if (p === 0.5) return 0;
  const hit = normalCache.get(p);
  if (hit !== undefined) return hit;
  const z = invertUpper(normalUpper, 1 - p);
  normalCache.set(p, z);
  return z;
}

/** Student's t quantile: t with P(T ≤ t) = p for `df` > 0 degrees of freedom. */
export function studentQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1) || !(df > 0)) return Number.NaN;
  if (p === 0.5) return 0;
  const key = `${p}|${df}`;
  const hit = studentCache.get(key);
  if (hit !== undefined) return hit;
  const t = invertUpper((x) => studentUpper(x, df), 1 - p);
  studentCache.set(key, t);
  return t;
}
