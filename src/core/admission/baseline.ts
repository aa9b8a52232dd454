import type { Assessment } from '../assess/assessment.js';
import { KeyInterner } from '../assess/keys.js';
import type { Evidence, EvidenceCase } from '../assess/model.js';
import { Refusal } from '../errors.js';
import {
  keyOfLabel,
  keyOfReason,
  keyOfTools,
  keyValue,
  type ComparisonKey,
} from '../observation/observation.js';
import type { Layer } from '../observation/types.js';
import { admit, type Admission } from './rules.js';
import {
  BASELINE_SCHEMA,
  type AdmissionFacts,
  type Approval,
  type Baseline,
  type BaselineDecision,
  type BaselineEntry,
} from './types.js';

/** A stored decision → the comparison key it stands for (equal keys = same decision). */
export function keyOfBaselineDecision(d: BaselineDecision): ComparisonKey {
  if (typeof d === 'string') return keyOfLabel(d);
  if ('noDecision' in d) return keyOfReason(d.noDecision);
  return keyOfTools(d.tools);
}

/** A comparison key → the decision a baseline stores for it. */
export function baselineDecisionOfKey(key: ComparisonKey): BaselineDecision {
  const v = keyValue(key);
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return { tools: [...(v as readonly string[])] };
  const outcome = v as Exclude<typeof v, string | readonly string[]>;
  return outcome.kind === 'decision' ? outcome.label : { noDecision: outcome.reason };
}

/** A plain, human label for a stored decision. */
export function describeDecision(d: BaselineDecision): string {
  if (typeof d === 'string') return d === '' ? '(empty answer)' : d;
  if ('noDecision' in d) return `no decision: ${d.noDecision}`;
  return d.tools.length === 0 ? '(no tools)' : d.tools.join(' > ');
}

export interface ApprovedDecision {
  readonly key: ComparisonKey;
  readonly count: number;
  readonly observations: number;
}

/**
 * The decision a baseline approves for one input: the most common key over its
 * completed calls, the first seen winning a tie (reference-defects §8; the
 * reference stores the first observation). Null when no call completed.
 */
export function approvedDecision(
  c: EvidenceCase,
  layer: Layer,
  interner: KeyInterner = new KeyInterner(),
): ApprovedDecision | null {
  const counts = new Map<ComparisonKey, number>();
  let observations = 0;
  for (const o of c.observations) {
    if (o.error !== undefined) continue;
    observations++;
    const key = interner.of(o, layer);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: ComparisonKey | null = null;
  let bestCount = 0;
  // Map order is first insertion, so a strict '>' keeps the first seen on a tie.
  for (const [key, count] of counts) {
    if (count > bestCount) {
      best = key;
      bestCount = count;
    }
  }
  return best === null ? null : { key: best, count: bestCount, observations };
}

/** The baseline entries of evidence: one per case, in input order. */
export function baselineEntries(evidence: Evidence): BaselineEntry[] {
  const interner = new KeyInterner();
  return evidence.cases.map((c, i) => {
    const approved = approvedDecision(c, evidence.layer, interner);
    if (approved === null) {
      throw new Refusal(
        'admission.missing-observation',
        'this input has no completed call to take a decision from',
        `cases[${i}]`,
      );
    }
    return {
      fingerprint: c.fingerprint,
      ...(c.expected !== undefined ? { intended: c.expected } : {}),
      decision: baselineDecisionOfKey(approved.key),
      count: approved.count,
      observations: approved.observations,
    };
  });
}

/** Thrown when the evidence cannot support a baseline; `refusals` lists every reason. */
export class AdmissionRefused extends Refusal {
  readonly admission: Admission;
  constructor(admission: Admission) {
    const lines = admission.refusals.map((r) => `  - [${r.code}] ${r.reason}`);
    super(
      'admission.refused',
      `the evidence cannot be admitted as a baseline (${admission.refusals.length} ${admission.refusals.length === 1 ? 'reason' : 'reasons'}):\n${lines.join('\n')}`,
    );
    this.admission = admission;
  }
}

export interface BuildBaselineInput {
  readonly assessment: Assessment;
  readonly evidence: Evidence;
  /** From src/evidence `evidenceDigest` (or loadEvidence's digest). */
  readonly evidenceDigest: string;
  readonly tool: { readonly name: string; readonly version: string };
  /** ISO 8601, passed in (the core reads no clock). */
  readonly createdAt: string;
  /** Null writes a candidate: supported by the evidence, not yet approved. */
  readonly approval: Approval | null;
  readonly suiteDigest?: string | null;
  /** A live run's requested input count; the evidence's cases by default. */
  readonly requestedInputs?: number;
}

/**
 * Admit and build a baseline (or, with a null approval, a candidate). Throws
 * `AdmissionRefused` listing every failing rule when the evidence does not
 * support a baseline; approval is the only rule a candidate may fail.
 */
export function buildBaseline(input: BuildBaselineInput): Baseline {
  const { assessment: a, evidence } = input;
  const admission = admit(a, evidence, {
    approved: input.approval !== null,
    ...(input.requestedInputs !== undefined ? { requestedInputs: input.requestedInputs } : {}),
  });
  if (!admission.supported) throw new AdmissionRefused(admission);
  const meter = a.meter;
  const blindness = a.blindness;
  if (meter === null || blindness === null || meter.call !== 'deterministic') {
    // The rules refuse these; kept as a guard for the types.
    throw new AdmissionRefused(admission);
  }
  const admissionFacts: AdmissionFacts = {
    inputs: meter.inputs,
    pairs: meter.pairs,
    flips: meter.flips,
    ciHigh: meter.ciHigh,
    call: 'deterministic',
    blindnessSkew: blindness.skew,
    blindnessDistinct: blindness.distinct,
    routes: (a.routes?.routes ?? []).map((r) => ({
      decision: r.decision,
      pairs: r.pairs,
      flips: r.flips,
      ciHigh: r.ciHigh,
      epsilon: r.epsilon,
      targeted: r.targeted,
      call: r.call === 'deterministic' ? 'deterministic' : 'undecided',
    })),
  };
  return {
    schema: BASELINE_SCHEMA,
    tool: { name: input.tool.name, version: input.tool.version },
    createdAt: input.createdAt,
    layer: a.layer,
    epsilon: a.epsilon,
    blindnessThreshold: blindness.threshold,
    isolation: evidence.isolation,
    evidenceDigest: input.evidenceDigest,
    suite: input.suiteDigest == null ? null : { digest: input.suiteDigest },
    admission: admissionFacts,
    approval: input.approval,
    entries: baselineEntries(evidence),
  };
}

/** A candidate approved: the same baseline with its approval provenance filled in. */
export function approveCandidate(candidate: Baseline, approval: Approval): Baseline {
  if (candidate.approval !== null) {
    throw new Refusal('baseline.already-approved', 'this baseline is already approved', 'approval');
  }
  return { ...candidate, approval };
}
