/**
 * The cases report (issue 16): every criterion's status, decided once, with
 * its rates, the state-layer repeatability meter, the slices, the findings,
 * the exit code and the headline. Every report format formats this; nothing
 * is decided again (docs/statistics.md §13).
 *
 * A criterion's status, in this order:
 * - `missing` when it could not be judged as a whole (no derived cases), or
 *   when no run was judged and none is insufficient;
 * - `insufficient_evidence` when validity labels do not yet show its
 *   transform keeps meaning (`transform_not_checked`);
 * - with a bar: `failed` when the pass rate's upper bound is below the bar;
 *   without one: `failed` when any judged run failed;
 * - `missing` when some run is missing (a missing run is never a pass);
 * - with a bar: `insufficient_evidence` when the interval straddles the bar
 *   (`bar_not_decided`), `passed` when its lower bound is at least the bar;
 *   without one: `passed` (every judged run passed, at least one was judged).
 * The exit code: 1 when any criterion failed, else 2 when any is missing or
 * insufficient (or collection was incomplete, or no criterion was declared),
 * else 0.
 */
import type { PatternMatcher } from '../util/pattern.js';
import type { CaseResult, CaseRun, CasesConfig, CasesEvidenceModel, CasesReport, Slice, StatefulCase, StateRepeatability } from './types.js';
/** The cluster a case's runs belong to: its own, its source's for a derived case, else its id. */
export declare function clusterOf(c: StatefulCase, byId: ReadonlyMap<string, StatefulCase>): string;
/**
 * The repeatability meter on the state layer: each case's runs 1–2, 3–4, …
 * are disjoint pairs; a pair with a missing state or a failed call on either
 * side is left out; a flip is a pair whose end states differ (canonical JSON,
 * the criteria's bookkeeping `ignore` paths left out). The interval and the
 * call are the meter's (Wilson, z = 1.96, strict against epsilon). Null when
 * no pair was formed.
 */
export declare function stateRepeatability(runsByCase: ReadonlyMap<string, readonly CaseRun[]>, ignore: readonly string[], epsilon: number): StateRepeatability | null;
/** The buckets bounds make: [1, 2] → 0, 1, 2, 3+; [2, 5] → 0–1, 2, 3–5, 6+. */
export declare function bucketsOf(bounds: readonly number[]): {
    lo: number;
    hi: number;
    label: string;
}[];
/**
 * Slices over case runs, not per criterion: a case run judged by at least one
 * criterion (passed or failed) is one unit, and it passes when none of its
 * results failed. `tool_calls` buckets by its number of tool calls,
 * `trajectory_length` by its steps (every tool call, plus the final answer when
 * there is one). Rate and support per bucket; no curve is fitted.
 */
export declare function slicesOf(results: readonly CaseResult[], runsByCase: ReadonlyMap<string, readonly CaseRun[]>, config: CasesConfig): Slice[];
export interface CasesReportOptions {
    readonly evidenceDigest: string;
    /** The state-layer meter's tolerance (default: the `balanced` precision, 0.05). */
    readonly epsilon?: number;
    /** Tests an `answer` criterion's regular expression (default: unbounded, here). */
    readonly matchPattern?: PatternMatcher;
}
/** Assess a cases run: see the module comment. */
export declare function buildCasesReport(model: CasesEvidenceModel, options: CasesReportOptions): CasesReport;
