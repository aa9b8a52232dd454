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
import { Refusal } from '../errors.js';
import {
  callBy,
  DEFAULT_PRECISION,
  intervalBy,
  PRECISIONS,
  validateEpsilon,
} from '../stats/index.js';
import { judgeCases, type CriterionJudgement } from './judge.js';
import { compareState, statesAgree } from './paths.js';
import {
  barStatus,
  casesToDecide,
  passHatKOf,
  passRateOf,
  type CaseTally,
  type Unit,
} from './rates.js';
import type {
  CaseResult,
  CaseRun,
  CasesConfig,
  CasesEvidenceModel,
  CasesFinding,
  CasesReport,
  CriterionStatus,
  CriterionSummary,
  RateInterval,
  Slice,
  StatefulCase,
  StateRepeatability,
} from './types.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The cluster a case's runs belong to: its own, its source's for a derived case, else its id. */
export function clusterOf(c: StatefulCase, byId: ReadonlyMap<string, StatefulCase>): string {
  if (c.cluster !== undefined) return c.cluster;
  if (c.derived !== undefined) {
    const s = byId.get(c.derived.source);
    return s?.cluster ?? c.derived.source;
  }
  return c.id;
}

/** What to do about a missing or insufficient reason code. */
const NEXT: Readonly<Record<string, string>> = {
  no_state: "make the system's snapshot() return its state after each run",
  no_expected_state: 'add `expected.state` to the cases named',
  no_expected_answer: 'add `expected.answer` to the cases named',
  agent_error: "look at the agent's errors in the evidence and run again",
  no_control_replay: 'run the cases with a replayable system (one that exports replay())',
  no_fault_replay: 'run the cases with a replayable system (one that exports replay())',
  replay_error:
    "look at the replay's error in the evidence; replay() must restore the world before the call and continue",
  control_replay_diverged:
    'make replay() restore the world exactly as it was before the call (a deterministic sandbox), or `ignore` the bookkeeping paths that differ',
  no_source_run: 'run the source cases as many times as their derived cases',
  no_derived_cases: "check the transform's `field`: it must name a string field of the inputs",
  transform_not_checked:
    "label the derived cases in the validity_labels file (one line per derived case: {case, transform, valid}) so the transform is known to keep each request's meaning",
};

function mostCommonCode(results: readonly CaseResult[]): string | undefined {
  const counts = new Map<string, number>();
  for (const r of results)
    if (r.reasonCode !== undefined) counts.set(r.reasonCode, (counts.get(r.reasonCode) ?? 0) + 1);
  let best: string | undefined;
  let n = 0;
  for (const [code, c] of counts) {
    if (c > n) {
      best = code;
      n = c;
    }
  }
  return best;
}

function codeTally(results: readonly CaseResult[]): string {
  const counts = new Map<string, number>();
  for (const r of results) {
    const code = r.reasonCode ?? 'unknown';
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts].map(([code, n]) => `${code} × ${n}`).join(', ');
}

const rateText = (r: RateInterval, passed: number, judged: number): string =>
  `pass rate ${pct(r.value)} (${passed} of ${plural(judged, 'judged run')}), ${r.method === 'cluster' ? 'cluster-aware' : 'Wilson'} interval ${pct(r.low)}–${pct(r.high)}`;

interface Summarised {
  readonly summary: CriterionSummary;
  readonly finding: CasesFinding;
}

const exitOf = (s: CriterionStatus): 0 | 1 | 2 => (s === 'passed' ? 0 : s === 'failed' ? 1 : 2);

function summarise(
  j: CriterionJudgement,
  config: CasesConfig,
  byId: ReadonlyMap<string, StatefulCase>,
): Summarised {
  const c = j.criterion;
  const rs = j.results;
  const count = (s: CriterionStatus): number => rs.filter((r) => r.status === s).length;
  const passed = count('passed');
  const failed = count('failed');
  const missing = count('missing');
  const insufficient = count('insufficient_evidence');
  const judged = passed + failed;
  const clusterOfCase = (id: string): string => {
    const k = byId.get(id);
    return k === undefined ? id : clusterOf(k, byId);
  };
  const units: Unit[] = rs
    .filter((r) => r.status === 'passed' || r.status === 'failed')
    .map((r) => ({ cluster: clusterOfCase(r.case), passed: r.status === 'passed' }));
  const passRate = passRateOf(units, config.confidence, { cluster: j.clustered });
  const tallies = new Map<string, { cluster: string; n: number; c: number }>();
  for (const r of rs) {
    if (r.status !== 'passed' && r.status !== 'failed') continue;
    const t = tallies.get(r.case) ?? { cluster: clusterOfCase(r.case), n: 0, c: 0 };
    t.n++;
    if (r.status === 'passed') t.c++;
    tallies.set(r.case, t);
  }
  const passHatK = passHatKOf([...tallies.values()] as CaseTally[], config.runs, config.confidence);
  const bar = c.bar ?? null;

  let status: CriterionStatus;
  let reasonCode: string | undefined;
  let reason: string;
  let next = '';
  const notes = j.notes.length === 0 ? '' : ` (${j.notes.join('; ')})`;
  const firstFailure = rs.find((r) => r.status === 'failed');
  const failureExample =
    firstFailure === undefined
      ? ''
      : ` For example, case ${JSON.stringify(firstFailure.case)} run ${firstFailure.run}: ${firstFailure.reason ?? 'failed'}.`;
  const missingRuns = rs.filter((r) => r.status === 'missing');
  if (j.blocked !== undefined && j.blocked.reasonCode !== 'transform_not_checked') {
    status = 'missing';
    reasonCode = j.blocked.reasonCode;
    reason = j.blocked.reason;
    next = NEXT[reasonCode] ?? '';
  } else if (j.blocked !== undefined) {
    status = 'insufficient_evidence';
    reasonCode = j.blocked.reasonCode;
    reason = j.blocked.reason;
    next = NEXT[reasonCode] ?? '';
  } else if (judged === 0) {
    status = insufficient > 0 ? 'insufficient_evidence' : 'missing';
    reasonCode = mostCommonCode(rs) ?? 'nothing_judged';
    reason =
      rs.length === 0
        ? `no case run could be judged${notes}`
        : `none of ${plural(rs.length, 'case run')} could be judged (${codeTally(rs)})${notes}`;
    next = NEXT[reasonCode] ?? '';
  } else if (bar !== null && barStatus(passRate as RateInterval, bar) === 'failed') {
    status = 'failed';
    reason = `${rateText(passRate as RateInterval, passed, judged)}: its upper bound is below the bar of ${pct(bar)}${notes}.${failureExample}`;
  } else if (bar === null && failed > 0) {
    status = 'failed';
    reason = `${failed} of ${plural(judged, 'judged case run')} failed${notes}.${failureExample}`;
  } else if (missing > 0) {
    status = 'missing';
    reasonCode = mostCommonCode(missingRuns) ?? 'missing';
    reason = `${plural(missing, 'case run')} could not be judged (${codeTally(missingRuns)}), and a missing run is never a pass; ${passed} of ${judged} judged runs passed${notes}`;
    next = NEXT[reasonCode] ?? '';
  } else if (bar !== null && barStatus(passRate as RateInterval, bar) === 'insufficient_evidence') {
    status = 'insufficient_evidence';
    reasonCode = 'bar_not_decided';
    reason = `${rateText(passRate as RateInterval, passed, judged)} straddles the bar of ${pct(bar)}${notes}`;
    const more = casesToDecide(units, config.runs, bar, config.confidence, true, {
      cluster: j.clustered,
    });
    const fewer = casesToDecide(units, config.runs, bar, config.confidence, false, {
      cluster: j.clustered,
    });
    const parts: string[] = [];
    if (more !== null) parts.push(`${plural(more, 'more case')} passing every run would clear it`);
    else parts.push('no number of passing cases would clear it');
    if (fewer !== null)
      parts.push(`${plural(fewer, 'more case')} failing every run would put it below`);
    next = `${parts.join('; ')}`;
  } else {
    status = 'passed';
    reason =
      bar === null
        ? `all ${plural(judged, 'judged case run')} passed${notes}`
        : `${rateText(passRate as RateInterval, passed, judged)} clears the bar of ${pct(bar)}${notes}`;
  }
  if (status === 'failed') next = 'see the failing runs and their compared paths in the case panel';

  const summary: CriterionSummary = {
    name: c.name,
    type: c.type,
    status,
    reason,
    ...(reasonCode === undefined ? {} : { reasonCode }),
    bar,
    passed,
    failed,
    missing,
    insufficient,
    passRate,
    passHatK,
    ...(c.type === 'fault_recovery'
      ? { recovery: { fault: c.fault, held: judged, recovered: passed, rate: passRate } }
      : {}),
  };
  const verb =
    status === 'passed'
      ? 'passed'
      : status === 'failed'
        ? 'failed'
        : status === 'missing'
          ? 'is missing evidence'
          : 'has insufficient evidence';
  const text = `${c.name} ${verb}: ${reason}${reason.endsWith('.') ? '' : '.'}${next === '' ? '' : ` Next: ${next}.`}`;
  return {
    summary,
    finding: {
      id: `criterion:${c.name}`,
      subject: c.name,
      outcome: status,
      gates: status !== 'passed',
      exitCode: exitOf(status),
      text,
    },
  };
}

// ---- the state layer ------------------------------------------------------------

/**
 * The repeatability meter on the state layer: each case's runs 1–2, 3–4, …
 * are disjoint pairs; a pair with a missing state or a failed call on either
 * side is left out; a flip is a pair whose end states differ (canonical JSON,
 * the criteria's bookkeeping `ignore` paths left out). The interval and the
 * call are the meter's (Wilson, z = 1.96, strict against epsilon). Null when
 * no pair was formed.
 */
export function stateRepeatability(
  runsByCase: ReadonlyMap<string, readonly CaseRun[]>,
  ignore: readonly string[],
  epsilon: number,
): StateRepeatability | null {
  let pairs = 0;
  let flips = 0;
  let cases = 0;
  for (const runs of runsByCase.values()) {
    const byRun = new Map<number, CaseRun>();
    for (const r of runs) byRun.set(r.run, r);
    const last = runs.reduce((m, r) => Math.max(m, r.run), 0);
    let any = false;
    for (let n = 1; n + 1 <= last; n += 2) {
      const a = byRun.get(n);
      const b = byRun.get(n + 1);
      if (a?.endState == null || b?.endState == null) continue;
      if (a.trajectory.error !== undefined || b.trajectory.error !== undefined) continue;
      pairs++;
      any = true;
      if (
        !statesAgree(
          compareState(a.endState.state, b.endState.state, a.endState.state, {
            mode: 'whole',
            ignore,
          }),
        )
      )
        flips++;
    }
    if (any) cases++;
  }
  if (pairs === 0) return null;
  const interval = intervalBy('wilson', flips, pairs);
  return {
    cases,
    pairs,
    flips,
    flipRate: flips / pairs,
    ciLow: interval.low,
    ciHigh: interval.high,
    call: callBy('wilson', flips, pairs, epsilon),
  };
}

// ---- slices -------------------------------------------------------------------------

function checkBounds(bounds: readonly number[], where: string): void {
  bounds.forEach((b, i) => {
    if (!Number.isSafeInteger(b) || b < 0 || (i > 0 && b <= (bounds[i - 1] as number))) {
      throw new Refusal(
        'stateful.slices',
        `expected slice bounds as whole numbers of at least 0 in increasing order, got ${JSON.stringify(bounds)}`,
        where,
      );
    }
  });
}

/** The buckets bounds make: [1, 2] → 0, 1, 2, 3+; [2, 5] → 0–1, 2, 3–5, 6+. */
export function bucketsOf(bounds: readonly number[]): { lo: number; hi: number; label: string }[] {
  if (bounds.length === 0) return [];
  const first = bounds[0] as number;
  const edges = [-1, first - 1, ...bounds];
  const out: { lo: number; hi: number; label: string }[] = [];
  for (let i = 1; i < edges.length; i++) {
    const lo = (edges[i - 1] as number) + 1;
    const hi = edges[i] as number;
    if (hi < lo) continue;
    out.push({ lo, hi, label: lo === hi ? `${lo}` : `${lo}–${hi}` });
  }
  const top = (bounds[bounds.length - 1] as number) + 1;
  out.push({ lo: top, hi: Number.POSITIVE_INFINITY, label: `${top}+` });
  return out;
}

/**
 * Slices over case runs, not per criterion: a case run judged by at least one
 * criterion (passed or failed) is one unit, and it passes when none of its
 * results failed. `tool_calls` buckets by its number of tool calls,
 * `trajectory_length` by its steps (every tool call, plus the final answer when
 * there is one). Rate and support per bucket; no curve is fitted.
 */
export function slicesOf(
  results: readonly CaseResult[],
  runsByCase: ReadonlyMap<string, readonly CaseRun[]>,
  config: CasesConfig,
): Slice[] {
  checkBounds(config.slices.toolCalls, 'slices.tool_calls');
  checkBounds(config.slices.trajectoryLength, 'slices.trajectory_length');
  const units = new Map<string, { run: CaseRun; passed: boolean }>();
  for (const r of results) {
    if (r.status !== 'passed' && r.status !== 'failed') continue;
    const run = (runsByCase.get(r.case) ?? []).find((x) => x.run === r.run);
    if (run === undefined) continue;
    const key = `${r.run}\u0000${r.case}`;
    const u = units.get(key) ?? { run, passed: true };
    if (r.status === 'failed') u.passed = false;
    units.set(key, u);
  }
  const out: Slice[] = [];
  const dims = [
    ['tool_calls', config.slices.toolCalls, (run: CaseRun) => run.trajectory.calls.length],
    [
      'trajectory_length',
      config.slices.trajectoryLength,
      (run: CaseRun) => run.trajectory.calls.length + (run.trajectory.answer === null ? 0 : 1),
    ],
  ] as const;
  for (const [dimension, bounds, measure] of dims) {
    for (const b of bucketsOf(bounds)) {
      let support = 0;
      let passed = 0;
      for (const u of units.values()) {
        const m = measure(u.run);
        if (m < b.lo || m > b.hi) continue;
        support++;
        if (u.passed) passed++;
      }
      out.push({
        dimension,
        bucket: b.label,
        support,
        passed,
        rate: support === 0 ? null : passed / support,
      });
    }
  }
  return out;
}

// ---- the report -------------------------------------------------------------------

export interface CasesReportOptions {
  readonly evidenceDigest: string;
  /** The state-layer meter's tolerance (default: the `balanced` precision, 0.05). */
  readonly epsilon?: number;
  /** Tests an `answer` criterion's regular expression (default: unbounded, here). */
  readonly matchPattern?: PatternMatcher;
}

/** Assess a cases run: see the module comment. */
export function buildCasesReport(
  model: CasesEvidenceModel,
  options: CasesReportOptions,
): CasesReport {
  const epsilon =
    options.epsilon === undefined
      ? PRECISIONS[DEFAULT_PRECISION]
      : validateEpsilon(options.epsilon, 'epsilon');
  const judgements = judgeCases(model, options.matchPattern);
  const byId = new Map(model.cases.map((c) => [c.id, c] as const));
  const runsByCase = new Map<string, CaseRun[]>();
  for (const r of model.runs) {
    const list = runsByCase.get(r.case) ?? [];
    list.push(r);
    runsByCase.set(r.case, list);
  }
  for (const list of runsByCase.values()) list.sort((a, b) => a.run - b.run);
  const bookkeeping = [
    ...new Set(
      model.config.criteria.flatMap((c) =>
        c.type === 'state_matches' || c.type === 'state_unchanged' ? (c.ignore ?? []) : [],
      ),
    ),
  ];
  const summarised = judgements.map((j) => summarise(j, model.config, byId));
  const criteria = summarised.map((s) => s.summary);
  const results = judgements.flatMap((j) => j.results);
  const findings: CasesFinding[] = summarised.map((s) => s.finding);
  if (criteria.length === 0) {
    findings.push({
      id: 'criteria:none',
      subject: '',
      outcome: 'missing',
      gates: true,
      exitCode: 2,
      text: 'No criterion is declared, so nothing was judged. Next: declare criteria in agentverity.yml.',
    });
  }
  if (!model.complete) {
    findings.push({
      id: 'run:incomplete',
      subject: '',
      outcome: 'missing',
      gates: true,
      exitCode: 2,
      text: 'Collection stopped before every planned run and replay was made, so the evidence is incomplete. Next: run the cases again.',
    });
  }
  const exitCode: 0 | 1 | 2 = findings.some((f) => f.gates && f.exitCode === 1)
    ? 1
    : findings.some((f) => f.gates && f.exitCode === 2)
      ? 2
      : 0;

  const names = (s: CriterionStatus): string[] =>
    criteria.filter((c) => c.status === s).map((c) => c.name);
  const failedNames = names('failed');
  const undecided = [...names('missing'), ...names('insufficient_evidence')];
  const sources = model.cases.filter((c) => c.derived === undefined).length;
  const derived = model.cases.length - sources;
  const scope = `${plural(sources, 'case')}${derived > 0 ? ` (+${derived} derived)` : ''} × ${plural(model.config.runs, 'run')}`;
  let headline: string;
  if (failedNames.length > 0) {
    headline = `${failedNames.length} of ${plural(criteria.length, 'criterion', 'criteria')} failed (${failedNames.join(', ')}) on ${scope}`;
  } else if (exitCode === 2) {
    headline =
      undecided.length > 0
        ? `No criterion failed, but ${undecided.length} of ${criteria.length} could not be decided (${undecided.join(', ')}) on ${scope}`
        : `Nothing could be decided on ${scope}`;
  } else {
    headline = `${criteria.length === 1 ? 'The criterion' : `All ${criteria.length} criteria`} passed on ${scope}`;
  }

  return {
    cases: model.cases.length,
    runs: model.config.runs,
    criteria,
    results,
    stateRepeatability: stateRepeatability(runsByCase, bookkeeping, epsilon),
    slices: slicesOf(results, runsByCase, model.config),
    exitCode,
    headline,
    findings,
    casePanel: model.cases.map((c) => ({
      case: c.id,
      input: c.input,
      runs: (runsByCase.get(c.id) ?? []).map((r) => ({
        run: r.run,
        calls: r.trajectory.calls.length,
        answer: r.trajectory.answer,
        // The case panel shows each tool call with its arguments and result.
        trajectory: r.trajectory,
      })),
    })),
    replaySources: replaySourcesOf(model),
    evidenceDigest: options.evidenceDigest,
  };
}

function replaySourcesOf(model: CasesEvidenceModel): CasesReport['replaySources'] {
  const cached = model.replays.filter((p) => p.cached === true);
  const versions = new Set<string>();
  for (const p of cached) versions.add(p.version ?? '(no version)');
  return {
    replays: model.replays.length,
    cached: cached.length,
    cachedVersions: [...versions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}
