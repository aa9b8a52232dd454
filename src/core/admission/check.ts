import type { Assessment } from '../assess/assess.js';
import { KeyInterner } from '../assess/keys.js';
import type { Evidence } from '../assess/model.js';
import type { Isolation } from '../observation/types.js';
import { plural } from '../util/format.js';
import { approvedDecision, baselineDecisionOfKey, keyOfBaselineDecision } from './baseline.js';
import { admit, type AdmissionRefusal } from './rules.js';
import type { Baseline, BaselineDecision } from './types.js';

/**
 * `check`: is the current evidence still making the baseline's decisions? In
 * order: the file must be an approved baseline; the current evidence must be
 * comparable (same layer, tolerance, threshold and suite) and must itself pass
 * admission (approval aside); it must cover exactly the baseline's inputs with
 * the same intended routes. Only then are decisions compared per fingerprint.
 * Every reason that stops the comparison is returned, not only the first.
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
  /** For `check.inputs`: fingerprints in the baseline but not the evidence, and the other way. */
  readonly missing?: readonly string[];
  readonly added?: readonly string[];
}

export interface DecisionChange {
  readonly fingerprint: string;
  readonly intended?: string;
  readonly baseline: BaselineDecision;
  readonly current: BaselineDecision;
  /** Completed calls that returned the current decision, of all completed calls. */
  readonly currentCount: number;
  readonly currentObservations: number;
}

export interface CheckResult {
  /** clean: every decision matched; drift: some changed; refused: no comparison was possible. */
  readonly status: 'clean' | 'drift' | 'refused';
  readonly exitCode: 0 | 1 | 2;
  /** Inputs compared (0 when refused). */
  readonly checked: number;
  readonly changes: readonly DecisionChange[];
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

  const readmission = admit(assessment, evidence, { approved: true });
  if (!readmission.supported) {
    refusals.push({
      code: 'check.readmission',
      reason: `the current evidence could not itself be admitted, so it cannot show whether the decisions changed (${plural(readmission.refusals.length, 'reason')})`,
      admission: readmission.refusals,
    });
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
    return { status: 'refused', exitCode: 2, checked: 0, changes: [], refusals, isolation };
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
      ...(entry.intended !== undefined ? { intended: entry.intended } : {}),
      baseline: entry.decision,
      current: baselineDecisionOfKey(now.key),
      currentCount: now.count,
      currentObservations: now.observations,
    });
  }
  const drift = changes.length > 0;
  return {
    status: drift ? 'drift' : 'clean',
    exitCode: drift ? 1 : 0,
    checked: baseline.entries.length,
    changes,
    refusals: [],
    isolation,
  };
}
