/**
 * One-sided p-value that the first group (v of m) disagrees more often than the
 * second (f of n).
 */
export declare function fisherGreater(v: number, m: number, f: number, n: number): number;
/** One input's share of a relation test: the relation's pairs and the repeat pairs of that input. */
export interface NoiseStratum {
    /** Relation pairs (unchanged input, changed input) that disagreed. */
    readonly violations: number;
    readonly relationPairs: number;
    /** The input's repeat pairs that flipped. */
    readonly flips: number;
    readonly pairs: number;
}
/** The largest total of relation pairs the stratified test convolves. */
export declare const MAX_NOISE_PAIRS = 1000000;
/**
 * The exact conditional test for several inputs at once (stratified 2×2 tables
 * with a common disagreement rate inside each input under H0; Cox, "The Analysis
 * of Binary Data", 1970, §4.3; Mehta, Patel and Gray, JASA 80 (1985) 969–973).
 * Within input i, given its vᵢ + fᵢ disagreements, the relation's share Vᵢ is
 * hypergeometric(mᵢ + nᵢ, vᵢ + fᵢ, mᵢ); inputs are independent, so the total V is
 * their convolution and the one-sided p-value is P(V ≥ Σ vᵢ). With one input this
 * is `fisherGreater`.
 */
export declare function stratifiedGreater(strata: readonly NoiseStratum[]): number;
