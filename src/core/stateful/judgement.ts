/**
 * What every evaluator of ./judge.ts shares: the judgement of one criterion
 * (`CriterionJudgement`), one result per run, and the wording of its reasons
 * (mismatched paths and answers quoted, at most QUOTED paths before "and N
 * more"). A run whose agent call failed is `missing` (`agent_error`), and one
 * without an end state is `missing` (`no_state`), never a pass.
 */
import { changedPaths, compareState, getPath, jsonEqual, leafPaths } from './paths.js';
import {
  type CaseResult,
  type CaseRun,
  type Criterion,
  type Json,
  type PathComparison,
  type StatefulCase,
} from './types.js';
import type { Indexed } from './evidence-index.js';

/** How many paths a reason quotes before it says "and N more". */
export const QUOTED = 3;
/** How many characters of an answer a reason quotes. */
export const ANSWER_CHARS = 120;

export interface CriterionJudgement {
  readonly criterion: Criterion;
  readonly results: readonly CaseResult[];
  /** The criterion's units share clusters (derived cases), so its rate must be cluster-aware. */
  readonly clustered: boolean;
  /** Set when the criterion as a whole could not be judged (its results carry the same code). */
  readonly blocked?: { readonly reasonCode: string; readonly reason: string };
  /** Plain facts the summary repeats (runs not judged, cases left out). */
  readonly notes: readonly string[];
}

export const q = (s: string): string => JSON.stringify(s);

export function show(v: Json | 'absent'): string {
  if (v === 'absent') return 'absent';
  const text = JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export function quoteAnswer(answer: string | null): string {
  if (answer === null) return 'no answer';
  const a = answer.length > ANSWER_CHARS ? `${answer.slice(0, ANSWER_CHARS - 1)}…` : answer;
  return JSON.stringify(a);
}

/** `a expected 1, got 2; b expected …; and 3 more` */
export function describeMismatches(paths: readonly PathComparison[]): string {
  const bad = paths.filter((p) => p.outcome === 'mismatch');
  const listed = bad
    .slice(0, QUOTED)
    .map(
      (p) =>
        `${p.path === '' ? 'the whole state' : p.path} expected ${show(p.expected)}, got ${show(p.actual)}`,
    );
  const more = bad.length > QUOTED ? `; and ${bad.length - QUOTED} more` : '';
  return `${listed.join('; ')}${more}`;
}

export function listPaths(paths: readonly string[]): string {
  const shownPaths = paths.slice(0, QUOTED).map((p) => (p === '' ? '(the whole state)' : p));
  const more = paths.length > QUOTED ? ` and ${paths.length - QUOTED} more` : '';
  return `${shownPaths.join(', ')}${more}`;
}

export type Judged = Omit<CaseResult, 'criterion'>;

export function result(criterion: string, r: Judged): CaseResult {
  return { criterion, ...r };
}

export function agentError(run: CaseRun): Judged | null {
  if (run.trajectory.error === undefined) return null;
  return {
    case: run.case,
    run: run.run,
    status: 'missing',
    reasonCode: 'agent_error',
    reason: `the agent's call failed (${run.trajectory.error}), so the run has nothing to judge`,
  };
}

export function noState(run: CaseRun, what = 'the system recorded no end state'): Judged {
  return {
    case: run.case,
    run: run.run,
    status: 'missing',
    reasonCode: 'no_state',
    reason: `${what}, so the run is missing, never a pass`,
  };
}

/** Paths named in the expected state whose expected value differs from the initial one. */
export function expectedChanges(c: StatefulCase): string[] {
  if (c.expected.state === undefined) return [];
  return leafPaths(c.expected.state).filter(
    (p) => !jsonEqual(getPath(c.expected.state as Json, p), getPath(c.initialState, p)),
  );
}

/** The paths a state_unchanged criterion finds changed in an end state. */
export function unchangedViolations(
  crit: Extract<Criterion, { type: 'state_unchanged' }>,
  c: StatefulCase,
  end: Json,
): { changed: string[]; paths: PathComparison[] } {
  const changed: string[] = [];
  const paths: PathComparison[] = [];
  const ignore = crit.ignore ?? [];
  for (const p of crit.paths ?? []) {
    const comps = compareState(c.initialState, end, c.initialState, {
      mode: 'paths',
      paths: [p],
      ignore,
    });
    paths.push(...comps);
    for (const x of comps) if (x.outcome === 'mismatch') changed.push(x.path);
  }
  if (crit.everythingElse === true) {
    const except = c.expected.state === undefined ? [] : leafPaths(c.expected.state);
    for (const p of changedPaths(c.initialState, end, { ignore, except })) {
      if (changed.includes(p)) continue;
      changed.push(p);
      paths.push(
        ...compareState(c.initialState, end, c.initialState, { mode: 'paths', paths: [p] }),
      );
    }
  }
  return { changed, paths };
}

/**
 * A criterion judged run by run: every run of every case, in case and run
 * order, gets one result; a run whose agent call failed is `missing` before
 * `judge` sees it.
 */
export function judgeEachRun(
  ix: Indexed,
  crit: Criterion,
  judge: (c: StatefulCase, run: CaseRun) => Judged,
): CriterionJudgement {
  const results: CaseResult[] = [];
  for (const c of ix.sources) {
    for (const run of ix.runs.get(c.id) ?? []) {
      results.push(result(crit.name, agentError(run) ?? judge(c, run)));
    }
  }
  return { criterion: crit, results, clustered: false, notes: [] };
}
