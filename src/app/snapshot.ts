// Baselines from evidence: an approved one (`snapshot --accept-reference`), or
// an unapproved candidate (`snapshot --candidate`, the Action's record), built
// by the admission rules and written through the files port.
import {
  AdmissionRefused,
  admit,
  buildBaseline,
  precheckSnapshot,
  Refusal,
  type Approval,
  type Assessment,
  type Baseline,
} from '../core/index.js';
import {
  baselineContentDigest,
  readRegularFileOrNull,
  serialiseBaseline,
} from '../evidence/index.js';
import type { SnapshotOutcome } from '../render/baselines/index.js';
import type { CollectionPlan } from '../collect/index.js';
import { suiteDigestOf, TOOL, type Obtained } from './obtain.js';
import { outputPath } from './files.js';
import { existsSync } from 'node:fs';
import type { AppIo } from './ports.js';

/**
 * The baseline the evidence admits, stamped `createdAt`, with `approval` (null
 * for a candidate); null when the admission rules refuse it.
 */
export function baselineOf(
  obtained: Pick<Obtained, 'evidence' | 'digest' | 'suite'>,
  assessment: Assessment,
  approval: Approval | null,
  createdAt: string,
): Baseline | null {
  try {
    return buildBaseline({
      assessment,
      evidence: obtained.evidence,
      evidenceDigest: obtained.digest,
      tool: TOOL,
      createdAt,
      approval,
      suiteDigest: suiteDigestOf(obtained.suite),
    });
  } catch (error) {
    if (error instanceof AdmissionRefused) return null;
    throw error;
  }
}

/** The unapproved candidate and its content digest, or null when the evidence admits none. */
export function candidateOf(
  obtained: Pick<Obtained, 'evidence' | 'digest' | 'suite'>,
  assessment: Assessment,
  createdAt: string,
): { readonly baseline: Baseline; readonly digest: string } | null {
  const baseline = baselineOf(obtained, assessment, null, createdAt);
  return baseline === null ? null : { baseline, digest: baselineContentDigest(baseline) };
}

/**
 * `snapshot`: admit the evidence as an approved baseline (or a candidate when
 * `approval` is null) and write it to `target` (as given; resolved against the
 * working directory). A refused admission writes nothing.
 */
export function writeSnapshot(
  obtained: Obtained,
  assessment: Assessment,
  approval: Approval | null,
  target: string,
  io: AppIo,
  createdAt: string,
): SnapshotOutcome {
  const mode = approval === null ? 'candidate' : 'approved';
  const file = outputPath(io.cwd, target, 'baseline');
  if (approval === null) refuseCandidateOverApproved(file, target);
  const baseline = baselineOf(obtained, assessment, approval, createdAt);
  if (baseline === null) {
    return {
      admission: admit(assessment, obtained.evidence, { approved: approval !== null }),
      mode,
      baseline: null,
      path: null,
    };
  }
  io.files.writeText(file, serialiseBaseline(baseline));
  return {
    admission: admit(assessment, obtained.evidence, { approved: approval !== null }),
    mode,
    baseline,
    path: target,
  };
}

/**
 * An unapproved candidate never replaces an approved baseline: a file at the
 * target that holds a baseline with an approval is refused (exit 2) before
 * anything is written (and, on a live run, before any call). A file that is not
 * such a baseline (none, a candidate, anything unreadable) is left to the write.
 */
export function refuseCandidateOverApproved(file: string, given: string): void {
  let approved = false;
  try {
    const bytes = existsSync(file) ? readRegularFileOrNull(file) : null;
    if (bytes !== null) {
      const value: unknown = JSON.parse(bytes.toString('utf8'));
      if (typeof value === 'object' && value !== null) {
        const { schema, approval } = value as { schema?: unknown; approval?: unknown };
        approved =
          typeof schema === 'string' &&
          schema.includes('baseline') &&
          typeof approval === 'object' &&
          approval !== null;
      }
    }
  } catch {
    approved = false;
  }
  if (approved) {
    throw new Refusal(
      'snapshot.approved-exists',
      'holds an approved baseline; a candidate never overwrites one, so nothing was written: give another --output for the candidate (or remove the approved baseline yourself)',
      given,
    );
  }
}

/**
 * The snapshot pre-check of a live run, made on the plan before any call: a plan
 * that could never certify the tolerance, even if no pair flipped, is refused.
 * With a k, that k is checked; without one, the plan's own k (planned from the
 * tolerance and the budget, as `run` plans it) is.
 */
export function snapshotPrecheck(
  given: number | null | undefined,
  budget?: number | null,
): (plan: CollectionPlan) => void {
  // `null` is "not given" (settings read from JSON): k is then planned, as for no k.
  const k = given ?? undefined;
  return (plan) => {
    // A planned run may give some routes more repeats: it is feasible when its pairs are.
    if (k === undefined && plan.pairsNeeded !== null && plan.pairs >= plan.pairsNeeded) return;
    const refused = precheckSnapshot(plan.inputs, k ?? null, plan.epsilon, {
      budget: budget ?? null,
      method: plan.method,
    });
    if (refused !== null) {
      throw new Refusal(refused.code, refused.reason, undefined, {
        setting: refused.setting,
        data: refused.data,
      });
    }
  };
}
