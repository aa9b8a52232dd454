import type { Admission, Baseline } from '../../core/index.js';
import { plural } from '../../core/index.js';
import { terminalSafe } from '../escape.js';
import { jsonText, tolerance } from './common.js';

export const ADMISSION_REPORT_SCHEMA = 'agentverity-action/admission@1';

/** What `snapshot` did: the admission, and the file written when there was one. */
export interface SnapshotOutcome {
  readonly admission: Admission;
  /** What was asked: an approved baseline or a candidate. */
  readonly mode: 'approved' | 'candidate';
  readonly baseline: Baseline | null;
  /** Where the baseline was written (as the user named it), null when refused. */
  readonly path: string | null;
}

export function renderSnapshotText(o: SnapshotOutcome): string {
  const out: string[] = [];
  const b = o.baseline;
  if (b === null) {
    const reasons =
      o.mode === 'candidate'
        ? o.admission.refusals.filter((r) => r.code !== 'admission.not-approved')
        : o.admission.refusals;
    out.push(
      `snapshot refused: the evidence cannot be admitted as a ${o.mode === 'candidate' ? 'candidate ' : ''}baseline (${plural(reasons.length, 'reason')})`,
    );
    for (const r of reasons) out.push(`  - ${terminalSafe(r.reason, 2000)} [${r.code}]`);
    return `${out.join('\n')}\n`;
  }
  const where = terminalSafe(o.path ?? '', 500);
  if (b.approval === null) {
    out.push(
      `candidate baseline written: ${plural(b.entries.length, 'decision')} on the ${b.layer} layer -> ${where}`,
    );
    out.push(
      '  not approved yet: approve it with snapshot --accept-reference or the approval label before check can use it',
    );
  } else {
    out.push(
      `baseline admitted: ${plural(b.entries.length, 'approved decision')} on the ${b.layer} layer -> ${where}`,
    );
    const how =
      b.approval.how === 'cli-flag'
        ? 'on the command line'
        : `by the label "${terminalSafe(b.approval.label, 80)}" on ${terminalSafe(b.approval.repository, 120)}#${b.approval.pullRequest} at ${b.approval.headSha.slice(0, 12)}`;
    out.push(
      `  approved by ${terminalSafe(b.approval.approver, 120)} ${how} (${b.approval.approvedAt})`,
    );
  }
  const a = b.admission;
  out.push(
    `  evidence: ${a.flips} flips in ${plural(a.pairs, 'disjoint pair')} over ${plural(a.inputs, 'input')}, upper bound ${a.ciHigh.toFixed(4)} < ${tolerance(b.epsilon)}; ${a.blindnessDistinct} distinct decisions`,
  );
  out.push(`  isolation: ${b.isolation}; evidence digest ${b.evidenceDigest.slice(0, 16)}…`);
  const unanimous = b.entries.filter((e) => e.count === e.observations).length;
  if (unanimous < b.entries.length) {
    out.push(
      `  ${b.entries.length - unanimous} of ${plural(b.entries.length, 'input')} did not answer the same on every call; each stores its most common decision with its count`,
    );
  }
  return `${out.join('\n')}\n`;
}

export function buildSnapshotJson(o: SnapshotOutcome): Record<string, unknown> {
  const b = o.baseline;
  return {
    schema: ADMISSION_REPORT_SCHEMA,
    mode: o.mode,
    admitted: o.admission.admitted,
    supported: o.admission.supported,
    written: b !== null,
    refusals: o.admission.refusals.map((r) => ({ code: r.code, reason: r.reason })),
    baseline:
      b === null
        ? null
        : {
            path: o.path,
            candidate: b.approval === null,
            entries: b.entries.length,
            layer: b.layer,
            epsilon: b.epsilon,
            isolation: b.isolation,
            evidenceDigest: b.evidenceDigest,
            approval: b.approval,
          },
  };
}

export function renderSnapshotJson(o: SnapshotOutcome): string {
  return jsonText(buildSnapshotJson(o));
}
