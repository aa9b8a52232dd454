/**
 * The criteria judged run by run on the cases as written: `state_matches`
 * (the end state against the expected one, by the criterion's mode),
 * `state_unchanged` (the declared paths, or everything the expected state does
 * not name, keep their initial values) and `answer` (exact, contains or a
 * regular expression run through the bounded matcher; a match that times out
 * is missing evidence, never a failure).
 */
import { Refusal } from '../errors.js';
import { isPatternTimeout, type PatternMatcher } from '../util/pattern.js';
import { compareState } from './paths.js';
import { type Criterion } from './types.js';
import {
  describeMismatches,
  judgeEachRun,
  listPaths,
  noState,
  q,
  quoteAnswer,
  unchangedViolations,
  type CriterionJudgement,
} from './judgement.js';
import type { Indexed } from './evidence-index.js';

export function judgeStateMatches(
  ix: Indexed,
  crit: Extract<Criterion, { type: 'state_matches' }>,
): CriterionJudgement {
  return judgeEachRun(ix, crit, (c, run) => {
    if (c.expected.state === undefined) {
      return {
        case: c.id,
        run: run.run,
        status: 'missing',
        reasonCode: 'no_expected_state',
        reason: 'the case declares no expected state to compare with',
      };
    }
    if (run.endState === null) return noState(run);
    const paths = compareState(c.expected.state, run.endState.state, c.initialState, {
      mode: crit.mode,
      ...(crit.paths === undefined ? {} : { paths: crit.paths }),
      ...(crit.tolerance === undefined ? {} : { tolerance: crit.tolerance }),
      ...(crit.ignore === undefined ? {} : { ignore: crit.ignore }),
    });
    const bad = paths.filter((p) => p.outcome === 'mismatch').length;
    const judged = paths.filter((p) => p.outcome !== 'ignored').length;
    return {
      case: c.id,
      run: run.run,
      status: bad === 0 ? 'passed' : 'failed',
      reason:
        bad === 0
          ? `the end state matches the expected one (${crit.mode}) on ${judged} compared path${judged === 1 ? '' : 's'}`
          : `${bad} of ${judged} compared paths differ: ${describeMismatches(paths)}`,
      paths,
    };
  });
}

export function judgeStateUnchanged(
  ix: Indexed,
  crit: Extract<Criterion, { type: 'state_unchanged' }>,
): CriterionJudgement {
  return judgeEachRun(ix, crit, (c, run) => {
    if (run.endState === null) return noState(run);
    const { changed, paths } = unchangedViolations(crit, c, run.endState.state);
    const scope =
      crit.everythingElse === true
        ? 'every path the expected state does not name'
        : 'the declared paths';
    return {
      case: c.id,
      run: run.run,
      status: changed.length === 0 ? 'passed' : 'failed',
      reason:
        changed.length === 0
          ? `${scope} kept ${crit.everythingElse === true ? 'its' : 'their'} initial values`
          : `${changed.length} path${changed.length === 1 ? '' : 's'} changed that must keep the initial value: ${listPaths(changed)}`,
      paths,
      changedPaths: changed,
    };
  });
}

function matchesAnswer(
  crit: Extract<Criterion, { type: 'answer' }>,
  expected: string,
  answer: string,
  where: string | undefined,
  match: PatternMatcher,
): boolean {
  const sensitive = crit.caseSensitive !== false;
  if (crit.match === 'regex') {
    try {
      new RegExp(expected, sensitive ? '' : 'i');
    } catch (error) {
      throw new Refusal(
        'stateful.answer-regex',
        `the expected answer is not a regular expression that compiles (${(error as Error).message})`,
        where,
      );
    }
    return match(expected, sensitive ? '' : 'i', answer);
  }
  const a = sensitive ? answer : answer.toLowerCase();
  const e = sensitive ? expected : expected.toLowerCase();
  return crit.match === 'exact' ? a.trim() === e.trim() : a.includes(e);
}

export function judgeAnswer(
  ix: Indexed,
  crit: Extract<Criterion, { type: 'answer' }>,
  match: PatternMatcher,
): CriterionJudgement {
  return judgeEachRun(ix, crit, (c, run) => {
    const base = { case: c.id, run: run.run } as const;
    const expected = c.expected.answer;
    if (expected === undefined) {
      return {
        ...base,
        status: 'missing',
        reasonCode: 'no_expected_answer',
        reason: 'the case declares no expected answer',
      };
    }
    const answer = run.trajectory.answer;
    if (answer === null)
      return { ...base, status: 'failed', reason: 'the agent gave no final answer' };
    let ok: boolean;
    try {
      ok = matchesAnswer(crit, expected, answer, c.where ?? `case ${q(c.id)}`, match);
    } catch (error) {
      if (!isPatternTimeout(error)) throw error;
      // Never graded: missing evidence (exit 2), not a failure (issue 33).
      return { ...base, status: 'missing', reasonCode: 'pattern_timeout', reason: error.message };
    }
    const how =
      crit.match === 'exact' ? 'equals' : crit.match === 'contains' ? 'contains' : 'matches';
    return {
      ...base,
      status: ok ? 'passed' : 'failed',
      reason: ok
        ? `the answer ${how} the expected one`
        : `the answer ${quoteAnswer(answer)} does not ${how === 'equals' ? 'equal' : how === 'contains' ? 'contain' : 'match'} ${q(expected)}`,
    };
  });
}
