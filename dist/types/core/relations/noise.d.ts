/**
 * Relations judged against the measured noise (docs/statistics.md §8).
 *
 * A relation pair is (the input's first decision, the decision on the changed
 * input). When the agent flips on unchanged inputs, some relation pairs disagree
 * by chance alone, so "any violation counts" would charge the relation with the
 * agent's own flips. When the meter has seen flips, each relation is tested with
 * the exact conditional test of core/stats/fisher.ts, one stratum per input it
 * exercised: the relation's pair against that input's repeat pairs. Its
 * violations count only when p ≤ α/2 = 0.025; otherwise they are within the
 * measured noise. With no flips anywhere any violation counts, as in the reference.
 */
import type { EvidenceCase } from '../assess/model.js';
import type { RelationSummary } from './accounting.js';
/** The level each relation is tested at (the stochastic direction's α/2). */
export declare const NOISE_LEVEL = 0.025;
/** One input's repeat pairs as the meter formed them. */
export interface InputNoise {
    readonly pairs: number;
    readonly flips: number;
}
/** The test of one relation's violations against the repeat pairs of the same inputs. */
export interface NoiseJudgement {
    readonly test: 'stratified-exact';
    readonly pValue: number;
    readonly level: number;
    /** Relation pairs tested (inputs the relation changed and both calls answered). */
    readonly relationPairs: number;
    /** Repeat pairs of those inputs, and how many flipped. */
    readonly repeatPairs: number;
    readonly repeatFlips: number;
    /** p > level: the violations are what the agent's own flips predict. */
    readonly explained: boolean;
}
/**
 * Add the noise test to each relation summary that has violations, when the
 * meter saw at least one flip. `noise[i]` is case i's meter pairs (null when the
 * case has no scored series).
 */
export declare function judgeAgainstNoise(summaries: readonly RelationSummary[], cases: readonly EvidenceCase[], noise: readonly (InputNoise | null)[]): RelationSummary[];
/** Violations that count: present, and not explained by the measured noise. */
export declare function violationsCount(summary: RelationSummary): boolean;
