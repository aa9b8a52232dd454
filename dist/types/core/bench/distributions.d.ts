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
/** ln Γ(x) for x > 0. */
export declare function logGamma(x: number): number;
/** The regularised upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a). */
export declare function gammaQ(a: number, x: number): number;
/** The regularised incomplete beta I_x(a, b). */
export declare function betaRegularized(x: number, a: number, b: number): number;
/** P(Z > z) for a standard normal Z. */
export declare function normalUpper(z: number): number;
/** P(T > t) for Student's t with `df` degrees of freedom (df > 0). */
export declare function studentUpper(t: number, df: number): number;
/** The standard normal quantile: z with P(Z ≤ z) = p, 0 < p < 1. */
export declare function normalQuantile(p: number): number;
/** Student's t quantile: t with P(T ≤ t) = p for `df` > 0 degrees of freedom. */
export declare function studentQuantile(p: number, df: number): number;
