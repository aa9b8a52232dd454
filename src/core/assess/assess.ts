// The assessment itself: evidence (with its suite, when one is applied) and the
// settings in, one Assessment out. It pairs the cases with the suite, scores the
// meter, blindness, routes, contract and relations, checks the recorded plans
// (plan-records.ts) and derives status, headline and next steps. The shape it
// returns is in assessment.ts.
import { scoreBlindnessKeys, DEFAULT_BLINDNESS_THRESHOLD } from '../blindness/index.js';
import { assessDecisionCoverage } from '../contract/index.js';
import type { DecisionSuite } from '../contract/types.js';
import { Refusal } from '../errors.js';
import { inputFingerprint } from '../fingerprint.js';
import {
  countSeries,
  flipPairsOf,
  scoreKeyedSeries,
  type MeterResult,
  type SeriesCount,
} from '../meter/index.js';
import type { ComparisonKey } from '../observation/observation.js';
import {
  judgeAgainstNoise,
  relationCallReasonOf,
  relationCoverageByRoute,
  relationFailureReasonOf,
  summariseRelations,
  type InputNoise,
} from '../relations/index.js';
import { stratify } from '../routes/index.js';
import { certifiesBy, isMethod, validateEpsilon, type Method } from '../stats/index.js';
import {
  isolationCaveat,
  type Assessment,
  type AssessmentError,
  type AssessSettings,
  type ContractResult,
} from './assessment.js';
import { failureGroupsOf } from './failure-groups.js';
import { decide } from './findings.js';
import { headlineFor } from './headline.js';
import { namedInputs, type NamedInputs } from './inputs.js';
import { KeyInterner, SeriesSharer } from './keys.js';
import type { Evidence, EvidenceCase, RecordedObservation } from './model.js';
import { nextSteps } from './next.js';
import {
  drawOrderOutcomes,
  recomputeEarlyRejection,
  recomputeSequential,
  replayAllocation,
  roundOrderOutcomes,
} from './plan-records.js';
import { exitCodeFor } from './status.js';

/**
 * Pair the evidence cases with the suite's cases. As in the reference, the
 * evidence must hold exactly the suite's inputs in the suite's order (the order
 * is what ties a case to its reviewed route). Inputs are compared by fingerprint,
 * so redacted evidence matches too. A refusal says which inputs are missing,
 * which are extra, or where the order first differs.
 */
function alignToSuite(evidence: Evidence, suite: DecisionSuite): readonly EvidenceCase[] {
  const suitePrints = suite.cases.map((c) => inputFingerprint(c.input));
  const evidencePrints = evidence.cases.map((c) => c.fingerprint);
  const evidenceSet = new Set(evidencePrints);
  const suiteSet = new Set(suitePrints);
  const missing = suitePrints.filter((f) => !evidenceSet.has(f));
  const extra = evidencePrints.filter((f) => !suiteSet.has(f));
  const show = (list: readonly string[]) =>
    list
      .slice(0, 10)
      .map((f) => f.slice(0, 12))
      .join(', ') + (list.length > 10 ? ` and ${list.length - 10} more` : '');
  if (missing.length > 0 || extra.length > 0) {
    const parts: string[] = [];
    if (missing.length > 0) {
      parts.push(`${missing.length} suite case(s) have no evidence (${show(missing)})`);
    }
    if (extra.length > 0) {
      parts.push(`${extra.length} evidence case(s) are not in the suite (${show(extra)})`);
    }
    throw new Refusal(
      'assess.suite-mismatch',
      `the evidence and the suite must hold the same inputs: ${parts.join('; ')} (fingerprint prefixes shown)`,
    );
  }
  if (evidencePrints.length !== suitePrints.length) {
    throw new Refusal(
      'assess.suite-mismatch',
      `the suite has ${suitePrints.length} cases but the evidence has ${evidencePrints.length}: an input appears more than once`,
    );
  }
  const firstDifference = suitePrints.findIndex((f, i) => evidencePrints[i] !== f);
  if (firstDifference >= 0) {
    throw new Refusal(
      'assess.suite-order',
      `the evidence holds the suite's inputs but in another order: case ${firstDifference} of the suite is case ${evidencePrints.indexOf(suitePrints[firstDifference] as string)} of the evidence. Write the evidence cases in suite order (the order ties each case to its reviewed route)`,
    );
  }
  return evidence.cases;
}

/**
 * Evidence (+ suite + settings) → Assessment. Pure: the same evidence always
 * gives the same assessment.
 */
export function assess(
  evidence: Evidence,
  suite: DecisionSuite | null,
  settings: AssessSettings,
): Assessment {
  const epsilon = settings.epsilon;
  validateEpsilon(epsilon);
  const method: Method = settings.method ?? evidence.method ?? 'wilson';
  if (!isMethod(method)) {
    throw new Refusal(
      'assess.method',
      `unknown method ${JSON.stringify(method)}; expected wilson or exact`,
      'method',
    );
  }
  const threshold = settings.blindnessThreshold ?? DEFAULT_BLINDNESS_THRESHOLD;
  const layer = evidence.layer;
  if (evidence.cases.length === 0) {
    throw new Refusal('assess.no-cases', 'the evidence holds no cases');
  }
  if (suite !== null && layer !== 'verdict') {
    throw new Refusal(
      'assess.suite-layer',
      `a decision suite compares decisions, so it needs verdict-layer evidence; this evidence is on the ${layer} layer`,
    );
  }
  const cases = suite === null ? evidence.cases : alignToSuite(evidence, suite);
  const meterOff = evidence.meter === false;
  const random = evidence.allocation ?? null;
  const drawOrder = random === null ? null : replayAllocation(random, cases, evidence.complete);

  const interner = new KeyInterner();
  const errors: AssessmentError[] = [];
  let errorCount = 0;
  let meterCalls = 0;
  let relationCalls = 0;
  let sourceCalls = 0;
  const sharer = new SeriesSharer();
  const usable: (readonly ComparisonKey[] | null)[] = [];
  /** Each case's first decision: its independent source draw when recorded, else its first repeat. */
  const sources: (ComparisonKey | null)[] = [];

  cases.forEach((c, caseIndex) => {
    const observed = c.observations;
    const n = observed.length;
    // A series that repeats one answer that is not an error (most cases of most
    // runs; importers give such a series a list of one object repeated) has one
    // key, repeated: its shared list is taken without building a list of its own.
    const one = observed[0];
    let steady = one !== undefined && one.error === undefined;
    for (let i = 1; steady && i < n; i++) if (observed[i] !== one) steady = false;
    let keys: readonly ComparisonKey[];
    if (steady) {
      meterCalls += n;
      keys = sharer.repeated(interner.of(one as RecordedObservation, layer), n);
    } else {
      const list = new Array<ComparisonKey>(n);
      let k = 0;
      for (const obs of observed) {
        meterCalls++;
        if (obs.error !== undefined) {
          errorCount++;
          errors.push({
            caseIndex,
            fingerprint: c.fingerprint,
            phase: 'meter',
            message: obs.error,
            ...(obs.reason === undefined ? {} : { reason: obs.reason }),
          });
          continue;
        }
        list[k++] = interner.of(obs, layer);
      }
      list.length = k;
      keys = list;
    }
    const recorded = c.errors ?? 0;
    // A count read from a file sizes no loop and no list: one entry stands for them all.
    if (!Number.isSafeInteger(recorded) || recorded < 0) {
      throw new Refusal(
        'assess.error-count',
        `expected the number of failed runs as a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, found ${String(recorded)}`,
        `cases[${caseIndex}].errors`,
      );
    }
    if (recorded > 0) {
      meterCalls += recorded;
      errorCount += recorded;
      if (!Number.isSafeInteger(errorCount)) {
        throw new Refusal(
          'assess.error-count',
          `the failures recorded up to this case add up to more than ${Number.MAX_SAFE_INTEGER}, which no count can hold exactly; the evidence was edited or damaged`,
          `cases[${caseIndex}].errors`,
        );
      }
      errors.push({
        caseIndex,
        fingerprint: c.fingerprint,
        phase: 'recorded',
        message: 'a recorded run failed before producing a decision',
        ...(recorded > 1 ? { count: recorded } : {}),
      });
    }
    if (c.source !== undefined) {
      sourceCalls++;
      if (c.source.error !== undefined) {
        errorCount++;
        errors.push({
          caseIndex,
          fingerprint: c.fingerprint,
          phase: 'source',
          message: c.source.error,
          ...(c.source.reason === undefined ? {} : { reason: c.source.reason }),
        });
        sources.push(null);
      } else {
        sources.push(interner.of(c.source, layer));
      }
    } else {
      sources.push(keys[0] ?? null);
    }
    for (const rel of c.relations ?? []) {
      // A follow-up call was made when the transform changed the input (and,
      // without call reuse, a fresh call on the unchanged input before it).
      if (rel.source !== undefined) relationCalls++;
      const sourceFailed = rel.source?.error !== undefined;
      if (rel.changed && rel.outcome !== 'skipped' && !sourceFailed) relationCalls++;
      if (rel.outcome === 'error') {
        errorCount++;
        const relationReason = relationFailureReasonOf(rel) ?? undefined;
        const callReason = relationCallReasonOf(rel, relationReason ?? null);
        errors.push({
          caseIndex,
          fingerprint: c.fingerprint,
          phase: 'relations',
          relation: rel.name,
          message: rel.error ?? 'the relation could not be checked',
          ...(relationReason === undefined ? {} : { relationReason }),
          ...(callReason === undefined ? {} : { reason: callReason }),
        });
      }
    }
    const failedHere = keys.length < c.observations.length + recorded;
    if (meterOff) {
      if (c.observations.length > 0) {
        throw new Refusal(
          'assess.meter-off',
          `the evidence says the meter was not run, yet this case holds ${c.observations.length} repeats`,
          `cases[${caseIndex}].observations`,
        );
      }
      usable.push(null);
    } else if (keys.length < 2) {
      // Evidence that says it stopped early (Ctrl-C, curtailment) may hold a short
      // series: it is reported as incomplete, not refused. Under random allocation
      // an input the draws never reached holds no repeats: not exercised.
      if (!failedHere && evidence.complete !== false && random === null) {
        throw new Refusal(
          'assess.series-too-short',
          `every case needs at least two observations to form a pair; this one has ${keys.length}`,
          `cases[${caseIndex}]`,
        );
      }
      usable.push(keys.length === 0 ? null : sharer.share(keys));
    } else {
      usable.push(sharer.share(keys));
    }
  });

  const describe = (i: number) => `cases[${i}]`;
  const scored = usable
    .map((keys, index) => ({ keys, index }))
    .filter(
      (x): x is { keys: readonly ComparisonKey[]; index: number } =>
        x.keys !== null && x.keys.length >= 2,
    );
  const wilsonMeter =
    scored.length === 0
      ? null
      : scoreKeyedSeries(
          scored.map((s) => s.keys),
          { layer, epsilon, method, describe: (i) => describe(scored[i]?.index ?? i) },
        );

  // A sequential run's call comes from its declared checkpoint, at the plan's tolerance only.
  const sequential = evidence.sequential;
  const sequentialApplies =
    sequential !== undefined && wilsonMeter !== null && sequential.epsilon === epsilon;
  let meter: MeterResult | null = wilsonMeter;
  if (sequential !== undefined && sequentialApplies && wilsonMeter !== null) {
    const decided = recomputeSequential(sequential, cases, interner, layer);
    meter = {
      ...wilsonMeter,
      call: decided.call,
      decidedBy: { rule: sequential.rule, pairs: decided.pairs },
    };
  }

  // Early rejection: only the declared mixture test may call stochastic; certification
  // is the method's, on every pair collected (the planned endpoint).
  const early = evidence.earlyRejection;
  const earlyApplies =
    early !== undefined &&
    sequential === undefined &&
    wilsonMeter !== null &&
    early.epsilon === epsilon;
  if (early !== undefined && earlyApplies && meter !== null) {
    const outcomes =
      drawOrder === null
        ? roundOrderOutcomes(cases, interner, layer)
        : drawOrderOutcomes(drawOrder, cases, interner, layer);
    const rejectedAt = recomputeEarlyRejection(early, outcomes);
    meter = {
      ...meter,
      call:
        rejectedAt !== null
          ? 'stochastic'
          : certifiesBy(method, meter.flips, meter.pairs, epsilon)
            ? 'deterministic'
            : 'undecided',
      decidedBy: {
        rule: 'early-rejection',
        pairs: rejectedAt ?? meter.pairs,
        rejected: rejectedAt !== null,
      },
    };
  }

  const firsts = sources.filter((k): k is ComparisonKey => k !== null);
  const blindness =
    evidence.blindness === false || firsts.length === 0
      ? null
      : scoreBlindnessKeys(firsts, layer, threshold);

  // Intended routes: the suite's expectations, else every case's `expected` when all have one.
  let intended: string[] | null = null;
  if (suite !== null) intended = suite.cases.map((c) => c.expected);
  else if (cases.every((c) => typeof c.expected === 'string' && c.expected.length > 0)) {
    intended = cases.map((c) => c.expected as string);
  }

  const routes =
    intended === null || meterOff
      ? null
      : stratify(
          intended.map((route, i) => {
            const keys = usable[i] ?? null;
            return { intended: route, keys: keys !== null && keys.length >= 2 ? keys : null };
          }),
          {
            layer,
            epsilon,
            describe,
            method,
            ...(suite !== null ? { targets: suite.contract.stabilityTargets } : {}),
          },
        );

  let contract: ContractResult | null = null;
  if (suite !== null) {
    // Each case's meter keys, or its single first draw when it has no series.
    const perCase = usable.map((k, i) => {
      if (k !== null) return k;
      const first = sources[i] ?? null;
      return first === null ? [] : [first];
    });
    const coverage = assessDecisionCoverage(suite, sources, perCase, [
      ...perCase.flat(),
      ...sources.filter((k): k is ComparisonKey => k !== null),
    ]);
    contract = { ...coverage, contract: suite.contract };
  }

  // Counted once per list: the steady cases share theirs.
  const counts = new Map<readonly ComparisonKey[], SeriesCount>();
  const countOf = (keys: readonly ComparisonKey[]): SeriesCount => {
    let c = counts.get(keys);
    if (c === undefined) {
      c = countSeries(keys);
      counts.set(keys, c);
    }
    return c;
  };
  const noise: (InputNoise | null)[] = usable.map((keys) =>
    keys === null || keys.length < 2 ? null : countOf(keys),
  );
  const relations = judgeAgainstNoise(summariseRelations(evidence.relations, cases), cases, noise);
  const relationCoverage =
    intended !== null && evidence.relations.length > 0
      ? relationCoverageByRoute(intended, cases)
      : null;

  const complete = errorCount === 0 && evidence.complete;

  const caveats: string[] = [];
  const isolationNote = isolationCaveat(evidence.isolation);
  if (isolationNote !== null) caveats.push(isolationNote);
  if (sequential !== undefined && !sequentialApplies && wilsonMeter !== null) {
    caveats.push(
      `The meter was collected sequentially for a ${sequential.epsilon} tolerance; at ${epsilon} its declared checkpoints do not apply, so the call comes from the Wilson bound over all ${wilsonMeter.pairs} pairs.`,
    );
  }
  if (early !== undefined && !earlyApplies && wilsonMeter !== null && sequential === undefined) {
    caveats.push(
      `The run declared early rejection for a ${early.epsilon} tolerance; at ${epsilon} it does not apply, so the call comes from the ${method === 'exact' ? 'exact rule' : 'Wilson bound'} over all ${wilsonMeter.pairs} pairs.`,
    );
  }
  const cachedReplays = cachedRowsOf(evidence);
  if (cachedReplays > 0) {
    caveats.push(
      `${cachedReplays} ${cachedReplays === 1 ? 'row' : 'rows'} served from the evaluation tool's cache (promptfoo response.cached, Inspect cache "read") ${cachedReplays === 1 ? 'was' : 'were'} left out: a cached row replays an earlier call and is not a repeat, so the meter counts only fresh calls.`,
    );
  }
  if (!evidence.complete) {
    caveats.push(
      `Collection stopped before it finished${evidence.stopReason ? ` (${evidence.stopReason})` : ''}; the figures cover only what was collected.`,
    );
  }

  const facts = {
    complete,
    layer,
    isolation: evidence.isolation,
    epsilon,
    method,
    allocation:
      random === null
        ? null
        : {
            kind: 'random' as const,
            seed: random.seed,
            pairs: random.pairs,
            inputs: cases.length,
            exercised: cases.filter((c) => c.observations.length > 0).length,
            unexercised: cases.filter((c) => c.observations.length === 0).map((c) => c.fingerprint),
            unexercisedInputs: namedInputs(
              cases,
              cases.flatMap((c, i) => (c.observations.length === 0 ? [i] : [])),
            ),
          },
    meter,
    flipPairs: flipPairsOf(scored.map((s) => s.keys)),
    blindness,
    routes,
    contract,
    relations,
    relationCoverage,
    errors,
    errorCount,
    failureGroups: failureGroupsOf(errors, cases),
    calls: {
      total: meterCalls + sourceCalls + relationCalls,
      meter: meterCalls,
      sources: sourceCalls,
      relations: relationCalls,
    },
    inputFingerprints: cases.map((c) => c.fingerprint),
    ...(evidence.stopReason !== undefined ? { stopReason: evidence.stopReason } : {}),
  };
  // The inputs the findings name: those whose decision changed on rerun (the
  // meter's inputsWithFlip), and those each relation changed the decision of.
  const changed = scored.filter((s) => countOf(s.keys).anyDifference).map((s) => s.index);
  const violatedBy = new Map<string, number[]>();
  cases.forEach((c, i) => {
    for (const rel of c.relations ?? []) {
      if (rel.outcome !== 'violated') continue;
      const list = violatedBy.get(rel.name) ?? [];
      if (list[list.length - 1] !== i) list.push(i);
      violatedBy.set(rel.name, list);
    }
  });
  const relationInputs = new Map<string, NamedInputs>(
    [...violatedBy].map(([name, indexes]) => [name, namedInputs(cases, indexes)]),
  );
  const { status, findings } = decide(facts, {
    meter: meter === null ? null : namedInputs(cases, changed),
    relations: relationInputs,
  });
  const partial = { ...facts, status, exitCode: exitCodeFor(status), findings };
  return {
    ...partial,
    headline: headlineFor(partial),
    caveats,
    ...(cachedReplays > 0 ? { cachedReplays } : {}),
    ...(settings.suiteNotApplied === undefined
      ? {}
      : { suiteNotApplied: settings.suiteNotApplied }),
    next: nextSteps(partial),
  };
}

/**
 * Rows served from the evaluation tool's cache that the evidence keeps out of its
 * series: those recorded per case (`EvidenceCase.cached`, evidence written since
 * they are kept) plus the count older evidence recorded in provenance.cached_replays.
 */
export function cachedRowsOf(evidence: Pick<Evidence, 'provenance' | 'cases'>): number {
  let n = cachedReplaysOf(evidence.provenance);
  for (const c of evidence.cases) n += c.cached?.length ?? 0;
  return n;
}

/** provenance.cached_replays as the importers wrote it before rows were kept: a whole number, else 0. */
export function cachedReplaysOf(provenance: Readonly<Record<string, unknown>>): number {
  const v = provenance['cached_replays'];
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0;
}
