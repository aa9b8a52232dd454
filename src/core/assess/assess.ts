import {
  scoreBlindnessKeys,
  DEFAULT_BLINDNESS_THRESHOLD,
  type BlindnessResult,
} from '../blindness/index.js';
import { assessDecisionCoverage, type Coverage } from '../contract/index.js';
import type { DecisionContract, DecisionSuite } from '../contract/types.js';
import { Refusal } from '../errors.js';
import { inputFingerprint } from '../fingerprint.js';
import {
  countSeries,
  flipPairsOf,
  scoreKeyedSeries,
  type FlipPair,
  type MeterResult,
} from '../meter/index.js';
import type { ComparisonKey } from '../observation/observation.js';
import {
  FAILED_CALL_REASONS,
  type FailedCallReason,
  type Isolation,
  type Layer,
} from '../observation/types.js';
import {
  judgeAgainstNoise,
  relationCallReasonOf,
  relationCoverageByRoute,
  relationFailureReasonOf,
  summariseRelations,
  type InputNoise,
  type RelationCoverage,
  type RelationFailureReason,
  type RelationSummary,
} from '../relations/index.js';
import { stratify, type RouteTable } from '../routes/index.js';
import {
  AllocationDraws,
  certifiesBy,
  decideEarlyRejection,
  decideSequentially,
  isMethod,
  MAX_PLANNED_PAIRS,
  planEarlyRejection,
  planSequential,
  validateEpsilon,
  type Method,
  type SequentialDecision,
} from '../stats/index.js';
import { describeFailureGroups, failureGroupsOf, type FailureGroup } from './failure-groups.js';
import { decide, type Finding } from './findings.js';
import { headlineFor, type Headline } from './headline.js';
import { namedInputs, type NamedInputs } from './inputs.js';
import { KeyInterner, SeriesSharer } from './keys.js';
import type {
  EarlyRejectionRecord,
  Evidence,
  EvidenceCase,
  RandomAllocation,
  SequentialRecord,
} from './model.js';
import { nextSteps, type NextStep } from './next.js';
import { exitCodeFor, type ExitCode, type RunStatus, type Status } from './status.js';

export interface AssessSettings {
  /** Tolerance for the flip rate, 0 < epsilon < 1. */
  readonly epsilon: number;
  /** Share of inputs one decision may hold before the probes count as blind. */
  readonly blindnessThreshold?: number;
  /** The decision rule; default: the one the evidence records, else Wilson. */
  readonly method?: Method;
  /**
   * The digest of the suite the evidence was collected against, when it is judged
   * without it on request (`withoutSuite`): carried into the assessment, so that no
   * baseline is admitted from it (admission.suite-not-applied).
   */
  readonly suiteNotApplied?: string;
}

/** How a random-allocation run spread its pairs over the inputs. */
export interface AllocationSummary {
  readonly kind: 'random';
  readonly seed: number;
  /** Pairs drawn. */
  readonly pairs: number;
  readonly inputs: number;
  /** Inputs that gave at least one pair. */
  readonly exercised: number;
  /** Fingerprints of the inputs that gave no pair, in case order. */
  readonly unexercised: readonly string[];
  /** The same inputs named as reports name them (text where the evidence holds it). */
  readonly unexercisedInputs: NamedInputs;
}

export interface AssessmentError {
  readonly caseIndex: number;
  readonly fingerprint: string;
  readonly phase: 'meter' | 'source' | 'relations' | 'recorded';
  readonly relation?: string;
  readonly message: string;
  /** How many failures this entry stands for (runs recorded only as a count); absent: one. */
  readonly count?: number;
  /** Why the call failed, when its evidence records it (a relation's: its failed source or follow-up call). */
  readonly reason?: FailedCallReason;
  /** Why the relation could not be judged (phase `relations` only). */
  readonly relationReason?: RelationFailureReason;
}

/** How many failures had one reason (`not_recorded`: evidence that gives none). */
export interface FailureReasonCount {
  readonly reason: FailedCallReason | 'not_recorded';
  readonly count: number;
}

/**
 * The failed calls grouped by reason, most first (ties in the vocabulary's order),
 * those without a recorded reason last as `not_recorded`; relations that could not
 * be judged are grouped by failureGroupsOf.
 */
export function failureReasonCounts(
  errors: readonly AssessmentError[],
): readonly FailureReasonCount[] {
  const counts = new Map<FailedCallReason | 'not_recorded', number>();
  for (const e of errors) {
    if (e.phase === 'relations') continue;
    const key = e.reason ?? 'not_recorded';
    counts.set(key, (counts.get(key) ?? 0) + (e.count ?? 1));
  }
  const order = (r: FailedCallReason | 'not_recorded') =>
    r === 'not_recorded' ? FAILED_CALL_REASONS.length : FAILED_CALL_REASONS.indexOf(r);
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort(
      (a, b) =>
        (a.reason === 'not_recorded' ? 1 : 0) - (b.reason === 'not_recorded' ? 1 : 0) ||
        b.count - a.count ||
        order(a.reason) - order(b.reason),
    );
}

/**
 * "3 failed calls: 2 timeout, 1 malformed_response" (then the relations not judged,
 * by reason: failure-groups.ts); null when no failure records
 * its reason (evidence written before reasons were recorded reads as before).
 */
export function describeFailureReasons(errors: readonly AssessmentError[]): string | null {
  return describeFailureGroups(failureGroupsOf(errors));
}

export interface ContractResult extends Coverage {
  readonly contract: DecisionContract;
}

/** The facts an assessment decides from; headline and next steps are derived from them. */
export type AssessmentFacts = Omit<Assessment, 'headline' | 'caveats' | 'next' | 'status'> & {
  readonly status: Status;
};

export interface Assessment {
  /**
   * The run's status. An assessment of evidence alone has a `Status`; one with a
   * baseline check applied (`withBaseline`) may be `drift` or `baseline-refused`.
   */
  readonly status: RunStatus;
  readonly exitCode: ExitCode;
  readonly headline: Headline;
  /** False when any call failed, a failure was recorded, or collection stopped early. */
  readonly complete: boolean;
  readonly caveats: readonly string[];
  /**
   * Rows served from the tool's cache and kept out of every series (`cachedRowsOf`:
   * the cases' `cached` rows and provenance.cached_replays); absent when none.
   */
  readonly cachedReplays?: number;
  /** The suite digest whose contract was not applied on request (`withoutSuite`); absent otherwise. */
  readonly suiteNotApplied?: string;
  readonly layer: Layer;
  readonly isolation: Isolation;
  readonly epsilon: number;
  /** The decision rule every call was made by. */
  readonly method: Method;
  /** Present when each pair's input was drawn at random. */
  readonly allocation: AllocationSummary | null;
  readonly meter: MeterResult | null;
  /** The meter's flips by pair of decisions, over every scored input (empty without a meter). */
  readonly flipPairs: readonly FlipPair[];
  readonly blindness: BlindnessResult | null;
  readonly routes: RouteTable | null;
  readonly contract: ContractResult | null;
  readonly relations: readonly RelationSummary[];
  readonly relationCoverage: RelationCoverage | null;
  readonly errors: readonly AssessmentError[];
  /** Failures in all, including runs recorded only as a count. */
  readonly errorCount: number;
  /** Every failure grouped by kind and reason, with an example each (failure-groups.ts). */
  readonly failureGroups: readonly FailureGroup[];
  /**
   * Calls made: `meter` repeats, `sources` (independent first draws, only without
   * call reuse) and `relations` (follow-ups, plus fresh source calls without reuse).
   */
  readonly calls: {
    readonly total: number;
    readonly meter: number;
    readonly sources: number;
    readonly relations: number;
  };
  readonly inputFingerprints: readonly string[];
  /** One finding per subject: its outcome, whether it gates, what it still needs (findings.ts). */
  readonly findings: readonly Finding[];
  readonly next: readonly NextStep[];
  readonly stopReason?: string;
}

const ISOLATION_CAVEATS: Partial<Record<Isolation, string>> = {
  'shared-session':
    'The repeats shared one session, so they are not independent: the interval is narrower than the evidence supports, and this evidence cannot admit a baseline.',
  unknown:
    'How the agent was isolated between repeats was not recorded, so independence of the repeats is assumed, not established. Declare the isolation when you know it.',
};

export function isolationCaveat(isolation: Isolation): string | null {
  return ISOLATION_CAVEATS[isolation] ?? null;
}

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
 * The decision a sequential record's plan reaches on the recorded pairs, read in
 * the order a sequential run collects them: round by round (one pair per live
 * input per round), inputs in case order within a round. An input whose pair had
 * a failed call leaves the live set, as in collection. The record's own call and
 * pair count must agree with this; a record that does not is refused, so an
 * edited record cannot change the call.
 */
function recomputeSequential(
  record: SequentialRecord,
  cases: readonly EvidenceCase[],
  interner: KeyInterner,
  layer: Layer,
): SequentialDecision {
  const plan = planSequential({
    epsilon: record.epsilon,
    alpha: record.alpha,
    looks: record.looks,
    budget: record.budget,
    inputs: record.inputs,
  });
  const outcomes = roundOrderOutcomes(cases, interner, layer);
  const decided = decideSequentially(plan, outcomes);
  if (decided.call !== record.call || decided.pairs !== record.pairs) {
    throw new Refusal(
      'assess.sequential-record',
      `the sequential record says ${record.call} after ${record.pairs} pairs, but the recorded pairs read at its declared checkpoints give ${decided.call} after ${decided.pairs}; the evidence was edited or damaged`,
      'sequential',
    );
  }
  return decided;
}

/**
 * The pair outcomes in the order rounds collect them: round r is pair r of every
 * live input, inputs in case order; an input whose pair had a failed call (or
 * that has no further pair) leaves the live set.
 */
function roundOrderOutcomes(
  cases: readonly EvidenceCase[],
  interner: KeyInterner,
  layer: Layer,
): boolean[] {
  const outcomes: boolean[] = [];
  const live = cases.map((_, i) => i);
  for (let round = 0; live.length > 0; round++) {
    const leaving: number[] = [];
    let any = false;
    for (const index of live) {
      const series = (cases[index] as EvidenceCase).observations;
      const a = series[2 * round];
      const b = series[2 * round + 1];
      if (a === undefined || b === undefined) {
        leaving.push(index);
        continue;
      }
      any = true;
      if (a.error !== undefined || b.error !== undefined) {
        leaving.push(index);
        continue;
      }
      outcomes.push(interner.of(a, layer) !== interner.of(b, layer));
    }
    for (const index of leaving) live.splice(live.indexOf(index), 1);
    if (!any) break;
  }
  return outcomes;
}

/** Each draw's case and the pair of that case it asked for, in draw order. */
interface Draw {
  readonly caseIndex: number;
  readonly pair: number;
}

/**
 * Replay a random allocation's draws from its seed and check every case against
 * them: a case without a failed call holds exactly two repeats per draw of it;
 * a case with a failed call stops there, and a run that stopped early may stop
 * anywhere, so those hold at most that. Anything else is refused: the repeats could
 * not have come from these draws.
 *
 * The recorded number of draws sizes neither memory nor unbounded work: no plan
 * draws more than MAX_PLANNED_PAIRS, the draws are streamed, only those whose pair
 * is in the file are kept (at most one per two observations, plus one per case cut
 * short), and a case that must hold exactly its draws is refused at the first draw
 * past what it holds.
 */
function replayAllocation(
  record: RandomAllocation,
  cases: readonly EvidenceCase[],
  complete: boolean,
): Draw[] {
  if (!Number.isSafeInteger(record.pairs) || record.pairs < 0 || record.pairs > MAX_PLANNED_PAIRS) {
    throw new Refusal(
      'assess.allocation-record',
      `random allocation records ${String(record.pairs)} pairs drawn; a plan draws a whole number of pairs, at most ${MAX_PLANNED_PAIRS}, so the evidence was edited or damaged`,
      'allocation.pairs',
    );
  }
  const held = cases.map((c) => c.observations.length);
  // Complete evidence whose case had no failed call holds exactly two repeats per draw.
  const exact = cases.map((c) => complete && !c.observations.some((o) => o.error !== undefined));
  const counts = new Array<number>(cases.length).fill(0);
  const mismatch = (i: number, drawn: number, soFar: boolean) =>
    new Refusal(
      'assess.allocation-record',
      `random allocation with seed ${record.seed} drew this input for ${soFar ? 'at least ' : ''}${drawn} of ${record.pairs} pairs, so it should hold ${soFar ? 'at least ' : ''}${2 * drawn} repeats, but it holds ${held[i] as number}; the evidence was edited or damaged`,
      `cases[${i}].observations`,
    );
  const order: Draw[] = [];
  const draws = new AllocationDraws(record.seed, cases.length);
  for (let j = 0; j < record.pairs; j++) {
    const caseIndex = draws.next();
    const pair = counts[caseIndex] as number;
    counts[caseIndex] = pair + 1;
    if (2 * pair < (held[caseIndex] as number)) order.push({ caseIndex, pair });
    else if (exact[caseIndex] === true) throw mismatch(caseIndex, pair + 1, true);
  }
  cases.forEach((_, i) => {
    const expected = 2 * (counts[i] as number);
    const have = held[i] as number;
    const ok = exact[i] === true ? have === expected : have <= expected;
    if (!ok) throw mismatch(i, counts[i] as number, false);
  });
  return order;
}

/** The pair outcomes in draw order; an input leaves after a failed call. */
function drawOrderOutcomes(
  order: readonly Draw[],
  cases: readonly EvidenceCase[],
  interner: KeyInterner,
  layer: Layer,
): boolean[] {
  const left = new Set<number>();
  const outcomes: boolean[] = [];
  for (const d of order) {
    if (left.has(d.caseIndex)) continue;
    const series = (cases[d.caseIndex] as EvidenceCase).observations;
    const a = series[2 * d.pair];
    const b = series[2 * d.pair + 1];
    if (a === undefined || b === undefined || a.error !== undefined || b.error !== undefined) {
      left.add(d.caseIndex);
      continue;
    }
    outcomes.push(interner.of(a, layer) !== interner.of(b, layer));
  }
  return outcomes;
}

/**
 * Where the declared early-rejection test stops on the recorded pairs, read in
 * collection order. The record's own stop must agree, so an edited record cannot
 * change the call.
 */
function recomputeEarlyRejection(
  record: EarlyRejectionRecord,
  outcomes: readonly boolean[],
): number | null {
  const plan = planEarlyRejection({
    epsilon: record.epsilon,
    alpha: record.alpha,
    looks: record.looks,
    inputs: record.inputs,
    ...(record.lastLook === undefined ? {} : { lastLook: record.lastLook }),
  });
  const decided = decideEarlyRejection(plan, outcomes);
  if (decided.rejectedAt !== record.rejectedAt) {
    const said =
      record.rejectedAt === null ? 'never rejected' : `rejected after ${record.rejectedAt} pairs`;
    const got =
      decided.rejectedAt === null
        ? 'never reach its threshold'
        : `reach its threshold after ${decided.rejectedAt}`;
    throw new Refusal(
      'assess.early-rejection-record',
      `the early-rejection record says the test ${said}, but the recorded pairs read in collection order ${got}; the evidence was edited or damaged`,
      'earlyRejection',
    );
  }
  return decided.rejectedAt;
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
    const keys: ComparisonKey[] = [];
    for (const obs of c.observations) {
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
      keys.push(interner.of(obs, layer));
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

  const noise: (InputNoise | null)[] = usable.map((keys) =>
    keys === null || keys.length < 2 ? null : countSeries(keys),
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
  const changed = scored.filter((s) => countSeries(s.keys).anyDifference).map((s) => s.index);
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
