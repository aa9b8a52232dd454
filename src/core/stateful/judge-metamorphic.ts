/**
 * The `metamorphic_relation` criterion: each derived case against its source
 * case, run for run (the same answer, the same tool calls, or the same end
 * state). Derived cases share their source's cluster, so the rate is
 * cluster-aware (approximate, opt-in) and needs MIN_SOURCE_CASES sources; the
 * relation is judged only on derived cases labelled as keeping the request's
 * meaning, and not at all when labels are missing or the valid share is below
 * the config's minimum validity.
 */
import { Refusal } from '../errors.js';
import { compareState, jsonEqual, statesAgree } from './paths.js';
import { type CaseResult, type Criterion, type StatefulCase, type ToolCall } from './types.js';
import {
  agentError,
  describeMismatches,
  noState,
  q,
  quoteAnswer,
  result,
  type CriterionJudgement,
} from './judgement.js';
import type { Indexed } from './evidence-index.js';

/** The minimum number of distinct source cases a metamorphic rate needs. */
export const MIN_SOURCE_CASES = 20;

/** Derived cases of a transform, in evidence order. */
export function derivedOf(ix: Indexed, transform: string): StatefulCase[] {
  return ix.model.cases.filter((c) => c.derived?.transform === transform);
}

/**
 * Refuse a metamorphic criterion whose rate cannot be computed: derived cases
 * share their source's cluster, so the interval is cluster-aware (approximate)
 * and needs at least MIN_SOURCE_CASES clusters.
 */
export function checkMetamorphic(ix: Indexed): void {
  ix.model.config.criteria.forEach((crit, i) => {
    if (crit.type !== 'metamorphic_relation') return;
    const derived = derivedOf(ix, crit.transform);
    if (derived.length === 0) return;
    const where = `criteria[${i}] (${crit.name})`;
    if (!ix.model.config.allowApproximateMethods) {
      throw new Refusal(
        'stateful.approximate-methods',
        `a derived case shares its source's cluster, so this relation's rate needs a cluster-aware interval, which is approximate; set allow_approximate_methods: true in the config to accept it`,
        where,
      );
    }
    const sources = new Set(derived.map((d) => d.derived?.source));
    if (sources.size < MIN_SOURCE_CASES) {
      throw new Refusal(
        'stateful.too-few-sources',
        `the transform ${q(crit.transform)} derived cases from ${sources.size} source case${sources.size === 1 ? '' : 's'}; a cluster-aware interval needs at least ${MIN_SOURCE_CASES} (each source and its derived cases are one cluster), so add source cases`,
        where,
        { data: { sources: sources.size, needed: MIN_SOURCE_CASES } },
      );
    }
  });
}

function sameActions(a: readonly ToolCall[], b: readonly ToolCall[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => x.tool === b[i]?.tool && jsonEqual(x.args, b[i]?.args ?? null))
  );
}

export function judgeMetamorphic(
  ix: Indexed,
  crit: Extract<Criterion, { type: 'metamorphic_relation' }>,
): CriterionJudgement {
  const derived = derivedOf(ix, crit.transform);
  const results: CaseResult[] = [];
  if (derived.length === 0) {
    const reason = `no case was derived by the transform ${q(crit.transform)}, so the relation has nothing to compare`;
    return {
      criterion: crit,
      results,
      clustered: true,
      blocked: { reasonCode: 'no_derived_cases', reason },
      notes: [],
    };
  }
  // Validity: a derived case is valid when every label it has says so.
  const verdicts = new Map<string, boolean>();
  for (const l of ix.model.labels) {
    if (l.transform !== crit.transform) continue;
    verdicts.set(l.case, (verdicts.get(l.case) ?? true) && l.valid);
  }
  const unlabelled = derived.filter((d) => !verdicts.has(d.id));
  const labelled = derived.length - unlabelled.length;
  const valid = derived.filter((d) => verdicts.get(d.id) === true);
  const share = labelled === 0 ? 0 : valid.length / labelled;
  const minimum = ix.model.config.minimumValidity;
  let blocked: CriterionJudgement['blocked'];
  if (unlabelled.length > 0) {
    blocked = {
      reasonCode: 'transform_not_checked',
      reason: `${unlabelled.length} of ${derived.length} derived cases of the transform ${q(crit.transform)} have no validity label, so nobody has checked that it keeps each request's meaning`,
    };
  } else if (share < minimum) {
    blocked = {
      reasonCode: 'transform_not_checked',
      reason: `only ${valid.length} of ${labelled} labelled derived cases of the transform ${q(crit.transform)} keep the request's meaning (${(share * 100).toFixed(1)}%, below the minimum validity of ${(minimum * 100).toFixed(1)}%)`,
    };
  }
  const notes: string[] = [];
  const judgedCases = blocked === undefined ? valid : derived;
  if (blocked === undefined && valid.length < derived.length) {
    const n = derived.length - valid.length;
    notes.push(
      `${n} derived case${n === 1 ? ' was' : 's were'} labelled as changing the request's meaning and left out`,
    );
  }
  for (const d of judgedCases) {
    const source = ix.byId.get(d.derived?.source ?? '') as StatefulCase;
    for (const run of ix.runs.get(d.id) ?? []) {
      const base = { case: d.id, run: run.run } as const;
      if (blocked !== undefined) {
        results.push(
          result(crit.name, {
            ...base,
            status: 'insufficient_evidence',
            reasonCode: blocked.reasonCode,
            reason: blocked.reason,
          }),
        );
        continue;
      }
      const err = agentError(run);
      if (err !== null) {
        results.push(result(crit.name, err));
        continue;
      }
      const src = (ix.runs.get(source.id) ?? []).find((r) => r.run === run.run);
      if (src === undefined) {
        results.push(
          result(crit.name, {
            ...base,
            status: 'missing',
            reasonCode: 'no_source_run',
            reason: `the source case ${q(source.id)} has no run ${run.run} to compare with`,
          }),
        );
        continue;
      }
      const srcErr = agentError(src);
      if (srcErr !== null) {
        results.push(
          result(crit.name, {
            ...base,
            status: 'missing',
            reasonCode: 'agent_error',
            reason: `the source case's run ${run.run} failed (${src.trajectory.error})`,
          }),
        );
        continue;
      }
      if (crit.relation === 'same_output') {
        const a = src.trajectory.answer;
        const b = run.trajectory.answer;
        const same = a === null || b === null ? a === b : a.trim() === b.trim();
        results.push(
          result(crit.name, {
            ...base,
            status: same ? 'passed' : 'failed',
            reason: same
              ? `the answer is the same as the source case's`
              : `the answer changed from ${quoteAnswer(a)} to ${quoteAnswer(b)}`,
          }),
        );
      } else if (crit.relation === 'same_actions') {
        const same = sameActions(src.trajectory.calls, run.trajectory.calls);
        const seq = (calls: readonly ToolCall[]): string =>
          calls.length === 0 ? 'no calls' : calls.map((x) => x.tool).join(' → ');
        results.push(
          result(crit.name, {
            ...base,
            status: same ? 'passed' : 'failed',
            reason: same
              ? `the tool calls (names and arguments) are the same as the source case's`
              : `the tool calls changed: the source made ${seq(src.trajectory.calls)}, the derived case ${seq(run.trajectory.calls)}${seq(src.trajectory.calls) === seq(run.trajectory.calls) ? ' (with other arguments)' : ''}`,
          }),
        );
      } else {
        if (src.endState === null || run.endState === null) {
          results.push(
            result(
              crit.name,
              noState(
                run,
                src.endState === null
                  ? "the source case's run recorded no end state"
                  : 'the derived case recorded no end state',
              ),
            ),
          );
          continue;
        }
        const ignore = (crit as { readonly ignore?: readonly string[] }).ignore ?? [];
        const paths = compareState(src.endState.state, run.endState.state, d.initialState, {
          mode: 'whole',
          ignore,
        });
        const same = statesAgree(paths);
        results.push(
          result(crit.name, {
            ...base,
            status: same ? 'passed' : 'failed',
            reason: same
              ? `the end state is the same as the source case's`
              : `the end state differs from the source case's: ${describeMismatches(paths)}`,
            paths,
          }),
        );
      }
    }
  }
  return {
    criterion: crit,
    results,
    clustered: true,
    ...(blocked === undefined ? {} : { blocked }),
    notes,
  };
}
