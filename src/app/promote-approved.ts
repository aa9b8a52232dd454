// Promotion as one use case (docs/baseline-promotion.md, docs/adr/0007): the
// label judged (approve.ts), the gate's trusted record read and the label bound
// to it and to the head (promotion-record.ts, approval.ts), the candidate with the
// recorded digest found (candidate.ts), the approval written into it, and the
// approved baseline written and delivered in the app's order (promote.ts). Every
// port is the shell's (the REST API, the artifact service) or a test's fake; the
// file system is the app's `Files`. Any rule that fails throws `PromotionRefused`.
import path from 'node:path';
import type { Baseline, PrLabelApproval } from '../core/index.js';
import { judgeBinding, type ApprovalSettings } from './approval.js';
import { judgeApproval, type ApprovalPort } from './approve.js';
import { searchCandidate, type ArtifactPort, type Examined } from './candidate.js';
import type { DeliveredBaseline } from '../render/github/promotion.js';
import type { BaselineStorePort, Files } from './ports.js';
import { writeApprovedBaseline } from './promote.js';
import {
  PromotionRefused,
  readTrustedRecord,
  type RecordPort,
  type TrustedRecord,
} from './promotion-record.js';
import { approvedBaseline } from './verdict.js';

/** What promotion reads and writes through. */
export interface PromotionPorts {
  readonly approval: ApprovalPort;
  readonly record: RecordPort;
  readonly artifacts: ArtifactPort;
  readonly store: BaselineStorePort;
  readonly files: Pick<Files, 'writeText'>;
}

/** What promotion works on: the pull request, the label's commit, the settings, the paths. */
export interface ApprovedPromotionRequest {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** The head commit in the labeled event's payload. */
  readonly labeledHead: string | null;
  readonly approval: ApprovalSettings & { readonly promote: 'commit' | 'artifact' };
  /** `artifact-name`: where the gate's candidates are, and the upload's prefix. */
  readonly artifactName: string;
  /** The run promoting, which holds no candidate. */
  readonly selfRunId: number | null;
  /** Why there is no record, in the shell's words (which record, whose comment). */
  readonly noRecord: string;
  /** The baseline's path in the repository. */
  readonly repoPath: string;
  /** This step's folder on the runner. */
  readonly dir: string;
}

/** A promotion that went through: the approved baseline and where it went. */
export interface PromotedBaseline {
  readonly baseline: Baseline;
  readonly approval: PrLabelApproval;
  readonly digest: string;
  readonly candidateRun: number;
  readonly candidateArtifact: string;
  readonly record: TrustedRecord;
  readonly delivered: DeliveredBaseline;
  /** The approved file on the runner. */
  readonly file: string;
  readonly repoPath: string;
  readonly labelRemoved: boolean;
  /** Why the label could not be removed, for the log; null when it was. */
  readonly labelWarning: string | null;
}

function short(sha: string): string {
  return sha.slice(0, 12);
}

/** No artifact holds the recorded candidate: a digest that differs, or none at all. */
export function candidateMismatch(
  examined: readonly Examined[],
  record: TrustedRecord,
  head: string,
): PromotionRefused {
  const list = examined
    .slice(0, 8)
    .map(
      (e) =>
        `${e.artifact} (run ${e.runId}): ${e.digest === null ? (e.problem ?? 'unusable') : `sha256:${e.digest}`}`,
    )
    .join('; ');
  if (examined.some((e) => e.digest !== null)) {
    return new PromotionRefused(
      'promotion.digest-mismatch',
      `no artifact of ${short(head)} holds the candidate the gate recorded (sha256:${record.digest}, from the ${record.source}); found ${list}`,
      'do not promote by hand: re-run the gate on this commit, then add the label again',
    );
  }
  return new PromotionRefused(
    'promotion.no-candidate',
    `no artifact of the runs of ${short(head)} holds a candidate baseline${list === '' ? '' : ` (${list})`}`,
    'the artifacts may have expired or the upload failed: re-run the gate on this commit, then add the label again',
  );
}

/** The approval's time as the baseline records it: ISO 8601, whole seconds without `.000`. */
function approvedAtOf(at: string): string {
  const ms = Date.parse(at);
  return Number.isFinite(ms) ? new Date(ms).toISOString().replace(/\.000Z$/, 'Z') : at;
}

/** Judge the approval, find the candidate, write and deliver the approved baseline. */
export async function promoteApproved(
  ports: PromotionPorts,
  q: ApprovedPromotionRequest,
): Promise<PromotedBaseline> {
  const { owner, repo, number, labeledHead, repoPath } = q;
  const label = q.approval.label;
  const { pr, approval, role } = await judgeApproval(ports.approval, q.approval, {
    number,
    labeledHead,
  });
  const head = pr.headSha;
  const record = await readTrustedRecord(ports.record, head, q.noRecord);
  judgeBinding({
    label,
    labelAt: approval.at,
    labeledHead,
    currentHead: head,
    recordedAt: record.at,
  });
  const found = await searchCandidate(ports.artifacts, {
    owner,
    repo,
    headSha: head,
    digest: record.digest,
    runId: record.runId,
    selfRunId: q.selfRunId,
    artifactName: q.artifactName,
  });
  if (!found.found) throw candidateMismatch(found.examined, record, head);

  const provenance: PrLabelApproval = {
    how: 'pr-label',
    approver: approval.login,
    approvedAt: approvedAtOf(approval.at),
    label,
    role,
    headSha: head,
    pullRequest: number,
    repository: `${owner}/${repo}`,
  };
  const { baseline, text, digest } = approvedBaseline(found.candidate, provenance);
  // A head branch in another repository (or one since deleted) cannot take a commit.
  const headRepo = pr.headRepo;
  const fork = headRepo === null || headRepo.toLowerCase() !== `${owner}/${repo}`.toLowerCase();
  const file = path.join(q.dir, 'baseline', path.posix.basename(repoPath));
  // The order (the runner, the label, the commit or the upload) and the fallbacks.
  const { delivered, labelRemoved, labelWarning } = await writeApprovedBaseline(
    ports.store,
    ports.files,
    {
      number,
      headSha: head,
      headRef: pr.headRef,
      fork,
      repoPath,
      promote: q.approval.promote,
      label,
      artifactName: q.artifactName,
      file,
      text,
      approval: provenance,
    },
  );
  return {
    baseline,
    approval: provenance,
    digest,
    candidateRun: found.runId,
    candidateArtifact: found.artifact,
    record,
    delivered,
    file,
    repoPath,
    labelRemoved,
    labelWarning,
  };
}
