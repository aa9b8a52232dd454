import type { Assessment } from '../assess/assessment.js';
import { pairsNeeded } from '../assess/findings.js';
import { excerptOf } from '../assess/inputs.js';
import { KeyInterner } from '../assess/keys.js';
import type { Evidence } from '../assess/model.js';
import type { Call, Isolation } from '../observation/types.js';
import { formatPercent, formatRate, listing, plural } from '../util/format.js';
import { approvedDecision, baselineDecisionOfKey, keyOfBaselineDecision } from './baseline.js';
import { admit, type AdmissionCode, type AdmissionRefusal } from './rules.js';
import type { Baseline, BaselineDecision } from './types.js';

/**
 * `check`: is the current evidence still making the baseline's decisions? In
 * order: the file must be an approved baseline; the current evidence must be
 * comparable (same layer, tolerance, threshold and suite) and must itself pass
 * admission (approval aside); it must cover exactly the baseline's inputs with
 * the same intended routes. Only then are decisions compared per fingerprint.
 * Every reason that stops the comparison is returned, not only the first.
 *
 * Re-admission fails for two different reasons, and they are told apart. An
 * agent that repeated its decisions when the baseline was approved and now
 * flips above the tolerance (a route, or the pooled figure, is stochastic) has
 * changed behaviour: that is drift (exit 1), with the routes and the numbers
 * (`instability`). Evidence that is only too small to decide is not enough
 * (exit 2), and the refusal says how many pairs are missing.
 */

export const CHECK_CODES = [
  'check.candidate',
  'check.layer',
  'check.epsilon',
  'check.blindness-threshold',
  'check.suite',
  'check.readmission',
  'check.inputs',
  'check.intended',
] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

export interface CheckRefusal {
  readonly code: CheckCode;
  readonly reason: string;
  /** For `check.readmission`: the current evidence's failing admission rules. */
  readonly admission?: readonly AdmissionRefusal[];
  /**
   * For `check.readmission` on evidence too small to decide: the pooled pairs
   * still needed if every new pair agrees (null when no practical number does).
   */
  readonly pairsMissing?: number | null;
  /** For `check.inputs`: fingerprints in the baseline but not the evidence, and the other way. */
  readonly missing?: readonly string[];
  readonly added?: readonly string[];
}

export interface DecisionChange {
  readonly fingerprint: string;
  /** The input's text on one line, cut (inputs.ts); absent when the evidence is redacted. */
  readonly excerpt?: string;
  readonly intended?: string;
  readonly baseline: BaselineDecision;
  readonly current: BaselineDecision;
  /** Completed calls that returned the current decision, of all completed calls. */
  readonly currentCount: number;
  readonly currentObservations: number;
}

/** A figure of the current evidence that flips: a route, or the pooled meter (decision ''). */
export interface UnstableFigure {
  readonly decision: string;
  readonly pairs: number;
  readonly flips: number;
  readonly ciLow: number;
  readonly ciHigh: number;
  readonly epsilon: number;
  readonly call: Call;
}

/**
 * The agent repeated its decisions when the baseline was admitted and now flips
 * above the tolerance: a change in behaviour, reported as drift.
 */
export interface Instability {
  /** What the admitting evidence showed (the baseline's admission facts). */
  readonly admitted: { readonly pairs: number; readonly flips: number; readonly ciHigh: number };
  /** The routes that now flip above their tolerance (stochastic), in table order. */
  readonly routes: readonly UnstableFigure[];
  /** The pooled figure now, whatever its call. */
  readonly pooled: UnstableFigure | null;
  /** The whole finding in one sentence, the same in every format. */
  readonly reason: string;
}

export interface CheckResult {
  /**
   * clean: every decision matched; drift: some changed, or the agent no longer
   * repeats them (`instability`); refused: no comparison was possible.
   */
  readonly status: 'clean' | 'drift' | 'refused';
  readonly exitCode: 0 | 1 | 2;
  /** Inputs compared (0 when refused). */
  readonly checked: number;
  readonly changes: readonly DecisionChange[];
  /** Set when the agent now flips where the baseline repeated (drift, exit 1). */
  readonly instability: Instability | null;
  readonly refusals: readonly CheckRefusal[];
  readonly isolation: {
    readonly baseline: Isolation;
    readonly current: Isolation;
    /** The baseline was admitted on fresh sessions or instances and the current evidence was not. */
    readonly weakened: boolean;
  };
}

export interface CheckOptions {
  /** Digest of the suite given with the current evidence, null when none was. */
  readonly suiteDigest?: string | null;
}

const FRESH: readonly Isolation[] = ['fresh-session', 'fresh-instance'];

/** Fingerprint prefixes for a message: the first ten, then a count. */
export function listFingerprints(prints: readonly string[], max = 10): string {
  const shown = prints.slice(0, max).map((f) => f.slice(0, 12));
  const more = prints.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** The admission rules that fail because decisions flip or too few pairs were collected. */
const REPEATABILITY_RULES: ReadonlySet<AdmissionCode> = new Set([
  'admission.route-stochastic',
  'admission.targeted-undecided',
  'admission.pooled-not-deterministic',
]);

function rangeText(f: UnstableFigure): string {
  return `[${formatRate(f.ciLow)}, ${formatRate(f.ciHigh)}]`;
}

function pct(x: number): string {
  return formatPercent(x, x * 100 >= 1 || x === 0 ? 0 : 1);
}

/** The current evidence flips above the tolerance: its routes and pooled figure; else null. */
function instabilityOf(baseline: Baseline, a: Assessment): Instability | null {
  const m = a.meter;
  const routes: UnstableFigure[] = (a.routes?.routes ?? [])
    .filter((r) => r.call === 'stochastic')
    .map((r) => ({
      decision: r.decision,
      pairs: r.pairs,
      flips: r.flips,
      ciLow: r.ciLow,
      ciHigh: r.ciHigh,
      epsilon: r.epsilon,
      call: r.call,
    }));
  if (routes.length === 0 && m?.call !== 'stochastic') return null;
  const pooled: UnstableFigure | null =
    m === null
      ? null
      : {
          decision: '',
          pairs: m.pairs,
          flips: m.flips,
          ciLow: m.ciLow,
          ciHigh: m.ciHigh,
          epsilon: m.epsilon,
          call: m.call,
        };
  const was = baseline.admission;
  const routeText = listing(
    routes.map(
      (r) =>
        `route ${r.decision} flipped on ${r.flips} of ${plural(r.pairs, 'pair')} (95% interval ${rangeText(r)}, tolerance ${pct(r.epsilon)})`,
    ),
    8,
  );
  const pooledText =
    pooled === null
      ? ''
      : `all inputs together flipped on ${pooled.flips} of ${plural(pooled.pairs, 'pair')} (95% interval ${rangeText(pooled)}, ${pooled.call})`;
  const now = [routeText, pooledText].filter((t) => t !== '').join('; ');
  const reason =
    `when the baseline was admitted, ${was.flips} of ${plural(was.pairs, 'disjoint pair')} flipped (upper bound ${formatRate(was.ciHigh)}, under the ${pct(baseline.epsilon)} tolerance); now ${now}. ` +
    'A decision that repeated and now flips is a change in behaviour: find what changed (model, prompt, temperature, tools), or admit a new baseline once the decisions repeat again.';
  return {
    admitted: { pairs: was.pairs, flips: was.flips, ciHigh: was.ciHigh },
    routes,
    pooled,
    reason,
  };
}

/** Why the current evidence cannot be re-admitted; with the pairs missing when it is only too small. */
function readmissionRefusal(
  a: Assessment,
  refusals: readonly AdmissionRefusal[],
  instability: Instability | null,
): CheckRefusal {
  const m = a.meter;
  if (instability !== null) {
    return {
      code: 'check.readmission',
      reason: `the current evidence could not itself be admitted (${plural(refusals.length, 'reason')}); among them, decisions that repeated when the baseline was admitted now flip: ${instability.reason}`,
      admission: refusals,
    };
  }
  const tooSmall = m !== null && refusals.every((r) => REPEATABILITY_RULES.has(r.code));
  if (tooSmall && m !== null) {
    const need = pairsNeeded(m.flips, m.pairs, a.epsilon, m.inputs);
    const missing = m.call === 'deterministic' ? 0 : need.additional;
    const pooled =
      m.call === 'deterministic'
        ? `the pooled figure is decided (${m.flips} of ${plural(m.pairs, 'pair')} flipped)`
        : missing === null || need.total === null
          ? `${m.flips} of ${plural(m.pairs, 'disjoint pair')} flipped, and no practical number of pairs decides it at ${pct(a.epsilon)}`
          : `it has ${plural(m.pairs, 'disjoint pair')} (${m.flips} flipped); if every new pair agrees, ${need.total} decide it at ${pct(a.epsilon)}: ${missing} more (about ${need.repeatsEach ?? 2} repeats per input)`;
    return {
      code: 'check.readmission',
      reason: `the current evidence is too small to show whether the decisions still repeat, so it cannot be compared with the baseline: ${pooled}${refusals.some((r) => r.code === 'admission.targeted-undecided') ? '; routes with a stability target need more pairs too (below)' : ''}`,
      admission: refusals,
      ...(m.call === 'deterministic' ? {} : { pairsMissing: missing }),
    };
  }
  return {
    code: 'check.readmission',
    reason: `the current evidence could not itself be admitted, so it cannot show whether the decisions changed (${plural(refusals.length, 'reason')})`,
    admission: refusals,
  };
}

export function checkBaseline(
  baseline: Baseline,
  assessment: Assessment,
  evidence: Evidence,
  options: CheckOptions = {},
): CheckResult {
  const refusals: CheckRefusal[] = [];
  const isolation = {
    baseline: baseline.isolation,
    current: evidence.isolation,
    weakened: FRESH.includes(baseline.isolation) && !FRESH.includes(evidence.isolation),
  };

  if (baseline.approval === null) {
    refusals.push({
      code: 'check.candidate',
      reason:
        'the file is a candidate baseline: nobody has approved it, so there is no reference to check against; approve it first (with the snapshot command, or the approval label on the pull request)',
    });
  }
  if (assessment.layer !== baseline.layer) {
    refusals.push({
      code: 'check.layer',
      reason: `the baseline compares the ${baseline.layer} layer but the evidence is on the ${assessment.layer} layer`,
    });
  }
  if (assessment.epsilon !== baseline.epsilon) {
    refusals.push({
      code: 'check.epsilon',
      reason: `the baseline was admitted at a tolerance of ${baseline.epsilon} but the evidence was assessed at ${assessment.epsilon}`,
    });
  }
  if (
    assessment.blindness !== null &&
    assessment.blindness.threshold !== baseline.blindnessThreshold
  ) {
    refusals.push({
      code: 'check.blindness-threshold',
      reason: `the baseline was admitted with a blindness threshold of ${baseline.blindnessThreshold} but the evidence was assessed with ${assessment.blindness.threshold}`,
    });
  }
  const suiteDigest = options.suiteDigest ?? null;
  const baselineSuite = baseline.suite?.digest ?? null;
  if (suiteDigest !== baselineSuite) {
    refusals.push({
      code: 'check.suite',
      reason:
        baselineSuite === null
          ? 'the baseline was admitted without a decision suite; check it without one'
          : suiteDigest === null
            ? 'the baseline was admitted with a decision suite; give the same suite'
            : 'the decision suite differs from the one the baseline was admitted with (its digest changed); admit a new baseline for the new suite',
    });
  }

  // An agent that now flips has changed behaviour (drift), unless something else
  // also keeps the evidence from being admitted; evidence that is only too small
  // to decide is refused with the pairs it is missing.
  const readmission = admit(assessment, evidence, { approved: true });
  const instability = readmission.supported ? null : instabilityOf(baseline, assessment);
  const onlyFlips =
    instability !== null && readmission.refusals.every((r) => REPEATABILITY_RULES.has(r.code));
  let readmissionRefused = false;
  if (!readmission.supported && !onlyFlips) {
    refusals.push(readmissionRefusal(assessment, readmission.refusals, instability));
    readmissionRefused = true;
  }

  const current = new Map<string, number>();
  evidence.cases.forEach((c, i) => {
    if (!current.has(c.fingerprint)) current.set(c.fingerprint, i);
  });
  const stored = new Set(baseline.entries.map((e) => e.fingerprint));
  const missing = baseline.entries.map((e) => e.fingerprint).filter((f) => !current.has(f));
  const added = [...current.keys()].filter((f) => !stored.has(f));
  if (missing.length > 0 || added.length > 0) {
    const parts: string[] = [];
    if (missing.length > 0) {
      parts.push(
        `${plural(missing.length, 'baseline input')} ${missing.length === 1 ? 'is' : 'are'} missing (${listFingerprints(missing)})`,
      );
    }
    if (added.length > 0) {
      parts.push(
        `${plural(added.length, 'input')} ${added.length === 1 ? 'is' : 'are'} new (${listFingerprints(added)})`,
      );
    }
    refusals.push({
      code: 'check.inputs',
      reason: `the evidence must cover exactly the baseline's inputs: ${parts.join('; ')} (fingerprint prefixes); admit a new baseline when the inputs change on purpose`,
      missing,
      added,
    });
  }

  const intendedChanged = baseline.entries.filter((e) => {
    const i = current.get(e.fingerprint);
    if (i === undefined) return false;
    return (evidence.cases[i]?.expected ?? undefined) !== e.intended;
  });
  if (intendedChanged.length > 0) {
    refusals.push({
      code: 'check.intended',
      reason: `the intended decision changed for ${plural(intendedChanged.length, 'input')} (${listFingerprints(intendedChanged.map((e) => e.fingerprint))}); the reviewed routes differ from the baseline's`,
    });
  }

  if (refusals.length > 0) {
    // The comparison is refused for another reason: the flips are still a reason not to compare.
    if (!readmission.supported && !readmissionRefused) {
      refusals.push(readmissionRefusal(assessment, readmission.refusals, instability));
    }
    return {
      status: 'refused',
      exitCode: 2,
      checked: 0,
      changes: [],
      instability: null,
      refusals,
      isolation,
    };
  }

  const interner = new KeyInterner();
  const changes: DecisionChange[] = [];
  for (const entry of baseline.entries) {
    const c = evidence.cases[current.get(entry.fingerprint) as number];
    const now = c === undefined ? null : approvedDecision(c, evidence.layer, interner);
    if (now === null) continue; // refused above (missing observation)
    if (now.key === keyOfBaselineDecision(entry.decision)) continue;
    changes.push({
      fingerprint: entry.fingerprint,
      ...(typeof c?.input === 'string' ? { excerpt: excerptOf(c.input) } : {}),
      ...(entry.intended !== undefined ? { intended: entry.intended } : {}),
      baseline: entry.decision,
      current: baselineDecisionOfKey(now.key),
      currentCount: now.count,
      currentObservations: now.observations,
    });
  }
  const drift = changes.length > 0 || instability !== null;
  return {
    status: drift ? 'drift' : 'clean',
    exitCode: drift ? 1 : 0,
    checked: baseline.entries.length,
    changes,
    instability,
    refusals: [],
    isolation,
  };
}
