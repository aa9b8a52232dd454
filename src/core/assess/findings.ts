import { violationsCount } from '../relations/index.js';
import { bestCaseAdmission, pairsForDeterministicCall, type Method } from '../stats/index.js';
import type { AssessmentFacts } from './assessment.js';
import type { NamedInputs } from './inputs.js';
import type { ExitCode, Status } from './status.js';

/**
 * The findings of an assessment, decided once: for each subject (evidence
 * completeness, the pooled meter, each route, blindness, the contract and each
 * of its problems, relation coverage and each relation) its outcome, whether it
 * sets the exit code, what it still needs and its numbers. The status ladder
 * lives here too, so the status and the findings cannot disagree: every report
 * format, the annotations and the exit code are views of this list.
 *
 * A finding gates when it alone would keep the run from passing: the evidence
 * says no (exit 1) or is not enough (exit 2). What the rest of the evidence
 * already explains does not gate: beside a route that flips, an undecided
 * pooled figure, an undecided targeted route and a relation violation are read
 * against the measured flip rate (reference-defects.md §2, DESIGN.md §4).
 * Invariant (tests/core/assess/findings.test.ts): the exit code is not 0
 * exactly when some finding gates, and the finding that names the status gates
 * with the status's exit code.
 */

export type FindingOutcome = 'passed' | 'failed' | 'error' | 'skipped' | 'caution';

export type FindingKind =
  | 'evidence'
  | 'meter'
  | 'route'
  | 'blindness'
  | 'contract'
  | 'contract-problem'
  | 'relations'
  | 'relation'
  | 'baseline';

export type ContractProblem =
  'missing-intended' | 'under-cased' | 'unknown-observed' | 'missing-observed';

/** Why a finding that would otherwise gate does not, or why it was skipped. */
export type FindingNote =
  /** A route with no declared target does not gate the run. */
  | 'no-target'
  /** Not gating, because a route already flips (the status explains the run). */
  | 'route-flips'
  /** Nothing was scored, so repeatability was not measured. */
  | 'not-measured'
  /** The transform left every input unchanged. */
  | 'unchanged'
  /** The relation's violations are what the agent's own flips on the same inputs predict. */
  | 'within-noise'
  /** Measured on what was left after failed calls: the run is incomplete, and that is what gates. */
  | 'incomplete';

/** Every finding note, for schemas and readers. */
export const FINDING_NOTES: readonly FindingNote[] = [
  'no-target',
  'route-flips',
  'not-measured',
  'unchanged',
  'within-noise',
  'incomplete',
];

/** What it takes to decide a route or the pooled meter at its tolerance. */
export interface PairsNeeded {
  /** Further pairs that decide it when every new pair agrees; null when no practical number does. */
  readonly additional: number | null;
  /** Pairs in all, counting those collected; null when no practical number does. */
  readonly total: number | null;
  /** Repeats per case (a route) or per input (the meter) that give `total` pairs. */
  readonly repeatsEach: number | null;
  /** After a flip: pairs in all if the observed rate persists (null: no number does). Absent with no flip. */
  readonly atObservedRate?: number | null;
}

export type FigureValue = number | string | boolean | null;

export interface Finding {
  /** Stable within one assessment: `evidence`, `meter`, `route:<decision>`, `relation:<name>`… */
  readonly id: string;
  readonly kind: FindingKind;
  /** The route, relation or contract problem it is about; '' for the run-wide ones. */
  readonly subject: string;
  readonly outcome: FindingOutcome;
  /** Sets the exit code: the run cannot pass while this finding stands. */
  readonly gates: boolean;
  /** The exit code it sets when it gates (1 or 2), else 0. */
  readonly exitCode: ExitCode;
  /** The status this finding stands for, when it gates or cautions. */
  readonly status: Status | 'drift' | 'baseline-refused' | null;
  readonly note?: FindingNote;
  /** What is still needed to decide it; null when nothing more pairs could change is missing. */
  readonly needs: PairsNeeded | null;
  /** For a contract problem: the decisions it names. */
  readonly decisions?: readonly string[];
  /**
   * The inputs it is about, when it is about some: for the meter those whose
   * decision changed on rerun, for a relation those it changed the decision of.
   */
  readonly inputs?: NamedInputs;
  /** The numbers it was decided from, by name. */
  readonly figures: Readonly<Record<string, FigureValue>>;
}

/** The largest number of pairs a next step will ask for. */
export const MAX_PAIRS = 10_000_000;

/**
 * Pairs still needed to decide at `epsilon`, if every new pair agrees, with the
 * repeats per case (or per input) over `units` that give them, and after a flip
 * the count at the observed rate. The one place this is computed.
 */
export function pairsNeeded(
  flips: number,
  pairs: number,
  epsilon: number,
  units: number,
  method: Method = 'wilson',
): PairsNeeded {
  const best = bestCaseAdmission({ flips, pairs, epsilon, maxPairs: MAX_PAIRS, method });
  const total = best.totalPairs;
  const base = {
    additional: best.additionalPairs,
    total,
    repeatsEach: total === null ? null : 2 * Math.ceil(total / Math.max(units, 1)),
  };
  if (flips === 0 || pairs === 0) return base;
  return {
    ...base,
    atObservedRate: pairsForDeterministicCall(epsilon, { flipRate: flips / pairs, method }),
  };
}

/** The ladder's verdict and the findings, from the same facts. */
export interface Decided {
  readonly status: Status;
  readonly findings: readonly Finding[];
}

type Facts = Omit<AssessmentFacts, 'status' | 'exitCode' | 'findings'>;

/** The inputs findings name (inputs.ts): the meter's changed ones, and each relation's violated ones. */
export interface FindingInputs {
  readonly meter: NamedInputs | null;
  readonly relations: ReadonlyMap<string, NamedInputs>;
}

const NO_INPUTS: FindingInputs = { meter: null, relations: new Map() };

function finding(
  base: Omit<Finding, 'exitCode' | 'needs'> & { needs?: PairsNeeded | null },
  code: ExitCode,
): Finding {
  return { ...base, needs: base.needs ?? null, exitCode: base.gates ? code : 0 };
}

/**
 * The status ladder (DESIGN.md §4, in the reference's order) and one finding per
 * subject, decided from the same booleans.
 */
export function decide(a: Facts, named: FindingInputs = NO_INPUTS): Decided {
  const routes = a.routes;
  const flipping = routes !== null && routes.stochastic.length > 0;
  const relationsRun = a.relations.length > 0;
  const exercised = a.relations.reduce((sum, r) => sum + r.exercised, 0);
  const vacuous = relationsRun && exercised === 0;
  const meter = a.meter;
  const contractBroken = a.contract !== null && !a.contract.satisfied;
  const blind = a.blindness?.blind === true;
  const violated = a.relations.some(violationsCount);

  let status: Status;
  if (!a.complete) status = 'incomplete';
  else if (contractBroken) status = 'contract';
  else if (blind) status = 'blind';
  else if (vacuous) status = 'vacuous';
  else if (routes !== null && routes.targetedStochastic.length > 0) status = 'target-failed';
  else if (flipping) status = 'stochastic';
  else if (routes !== null && routes.targetedUndecided.length > 0) status = 'undecided';
  else if (meter !== null && meter.call === 'undecided') status = 'undecided';
  else if (violated) status = 'violations';
  else if (meter !== null && meter.call === 'stochastic') status = 'stochastic';
  else if (meter !== null) status = 'deterministic';
  else status = 'unmeasured';

  const out: Finding[] = [];

  out.push(
    finding(
      {
        id: 'evidence',
        kind: 'evidence',
        subject: '',
        outcome: a.complete ? 'passed' : 'error',
        gates: !a.complete,
        status: a.complete ? null : 'incomplete',
        figures: {
          complete: a.complete,
          calls: a.calls.total,
          meterCalls: a.calls.meter,
          relationCalls: a.calls.relations,
          failures: a.errorCount,
          isolation: a.isolation,
          stopReason: a.stopReason ?? null,
        },
      },
      2,
    ),
  );

  if (meter === null) {
    out.push(
      finding(
        {
          id: 'meter',
          kind: 'meter',
          subject: '',
          outcome: 'skipped',
          gates: false,
          status: null,
          note: 'not-measured',
          figures: {},
        },
        0,
      ),
    );
  } else {
    const undecided = meter.call === 'undecided';
    const gates = undecided && !flipping;
    let outcome: FindingOutcome = 'passed';
    if (gates) outcome = 'error';
    else if (undecided || meter.call === 'stochastic') outcome = 'caution';
    out.push(
      finding(
        {
          id: 'meter',
          kind: 'meter',
          subject: '',
          outcome,
          gates,
          status: gates ? 'undecided' : meter.call === 'stochastic' ? 'stochastic' : null,
          ...(undecided && !gates ? { note: 'route-flips' as const } : {}),
          needs: undecided
            ? pairsNeeded(meter.flips, meter.pairs, meter.epsilon, meter.inputs, meter.method)
            : null,
          ...(named.meter !== null && named.meter.total > 0 ? { inputs: named.meter } : {}),
          figures: {
            call: meter.call,
            pairs: meter.pairs,
            flips: meter.flips,
            flipRate: meter.flipRate,
            ciLow: meter.ciLow,
            ciHigh: meter.ciHigh,
            epsilon: meter.epsilon,
            inputs: meter.inputs,
            repeats: meter.repeats,
            maxRepeats: meter.maxRepeats,
          },
        },
        2,
      ),
    );
  }

  for (const r of routes?.routes ?? []) {
    let outcome: FindingOutcome = 'passed';
    let gates = false;
    let code: ExitCode = 0;
    let note: FindingNote | undefined;
    let findingStatus: Finding['status'] = null;
    if (r.call === 'stochastic') {
      gates = r.targeted;
      outcome = r.targeted ? 'failed' : 'caution';
      code = 1;
      findingStatus = r.targeted ? 'target-failed' : 'stochastic';
      if (!r.targeted) note = 'no-target';
    } else if (r.call === 'undecided') {
      gates = r.targeted && !flipping;
      outcome = gates ? 'error' : 'caution';
      code = 2;
      findingStatus = gates ? 'undecided' : null;
      if (!gates) note = r.targeted ? 'route-flips' : 'no-target';
    }
    out.push(
      finding(
        {
          id: `route:${r.decision}`,
          kind: 'route',
          subject: r.decision,
          outcome,
          gates,
          status: findingStatus,
          ...(note === undefined ? {} : { note }),
          needs:
            r.call === 'undecided'
              ? pairsNeeded(r.flips, r.pairs, r.epsilon, r.cases, r.method)
              : null,
          figures: {
            call: r.call,
            cases: r.cases,
            pairs: r.pairs,
            flips: r.flips,
            flipRate: r.flipRate,
            ciLow: r.ciLow,
            ciHigh: r.ciHigh,
            epsilon: r.epsilon,
            targeted: r.targeted,
          },
        },
        code,
      ),
    );
  }

  const b = a.blindness;
  if (b !== null) {
    out.push(
      finding(
        {
          id: 'blindness',
          kind: 'blindness',
          subject: '',
          // On incomplete evidence the spread is of the inputs that survived the
          // failures, not of the probes: shown, never the reason the run stops.
          outcome: b.blind ? (a.complete ? 'failed' : 'caution') : 'passed',
          gates: b.blind && a.complete,
          status: b.blind && a.complete ? 'blind' : null,
          ...(b.blind && !a.complete ? { note: 'incomplete' as const } : {}),
          figures: {
            blind: b.blind,
            skew: b.skew,
            majorityCount: b.majorityCount,
            distinct: b.distinct,
            threshold: b.threshold,
            inputs: b.inputs,
          },
        },
        1,
      ),
    );
  }

  const c = a.contract;
  if (c !== null) {
    out.push(
      finding(
        {
          id: 'contract',
          kind: 'contract',
          subject: '',
          outcome: c.satisfied ? 'passed' : 'failed',
          gates: !c.satisfied,
          status: c.satisfied ? null : 'contract',
          figures: {
            satisfied: c.satisfied,
            intendedCoverage: c.intendedCoverage,
            observedCoverage: c.observedCoverage,
            required: c.contract.required.length,
          },
        },
        1,
      ),
    );
    const problems: [ContractProblem, readonly string[]][] = [
      ['missing-intended', c.missingIntended],
      ['under-cased', c.underCased.map(([name]) => name)],
      ['unknown-observed', c.unknownObserved],
      ['missing-observed', c.missingObserved],
    ];
    const critical = new Set(c.missingCritical);
    for (const [problem, names] of problems) {
      if (names.length === 0) continue;
      out.push(
        finding(
          {
            id: `contract:${problem}`,
            kind: 'contract-problem',
            subject: problem,
            outcome: 'failed',
            gates: true,
            status: 'contract',
            decisions: names,
            figures: {
              count: names.length,
              critical: names.filter((n) => critical.has(n)).length,
            },
          },
          1,
        ),
      );
    }
  }

  if (relationsRun) {
    out.push(
      finding(
        {
          id: 'relations',
          kind: 'relations',
          subject: '',
          outcome: vacuous ? 'failed' : 'passed',
          gates: vacuous,
          status: vacuous ? 'vacuous' : null,
          figures: {
            relations: a.relations.length,
            exercised,
            vacuous: a.relations.filter((r) => r.vacuous).length,
          },
        },
        1,
      ),
    );
    for (const r of a.relations) {
      const violatedInputs = named.relations.get(r.name);
      let outcome: FindingOutcome;
      let gates = false;
      let code: ExitCode = 0;
      let note: FindingNote | undefined;
      let findingStatus: Finding['status'] = null;
      if (r.errors > 0) {
        outcome = 'error';
        gates = true;
        code = 2;
        findingStatus = 'incomplete';
      } else if (r.exercised === 0) {
        outcome = 'skipped';
        note = 'unchanged';
        // All relations skipped is the vacuous status; the coverage finding gates for it.
      } else if (r.violated > 0 && !violationsCount(r)) {
        // Within the measured noise: shown with its numbers; the status follows the meter.
        outcome = 'caution';
        note = 'within-noise';
      } else if (r.violated > 0) {
        gates = !flipping;
        outcome = gates ? 'failed' : 'caution';
        code = 1;
        findingStatus = gates ? 'violations' : null;
        if (!gates) note = 'route-flips';
      } else {
        outcome = 'passed';
      }
      out.push(
        finding(
          {
            id: `relation:${r.name}`,
            kind: 'relation',
            subject: r.name,
            outcome,
            gates,
            status: findingStatus,
            ...(note === undefined ? {} : { note }),
            ...(violatedInputs !== undefined && violatedInputs.total > 0
              ? { inputs: violatedInputs }
              : {}),
            figures: {
              type: r.type,
              held: r.held,
              violated: r.violated,
              skipped: r.skipped,
              errors: r.errors,
              exercised: r.exercised,
              violationRate: r.violationRate,
              ...(r.noise === undefined
                ? {}
                : {
                    noisePValue: r.noise.pValue,
                    noiseLevel: r.noise.level,
                    noiseRepeatPairs: r.noise.repeatPairs,
                    noiseRepeatFlips: r.noise.repeatFlips,
                  }),
            },
          },
          code,
        ),
      );
    }
  }

  return { status, findings: out };
}
