// Promotion's last step as a use case (issue 28 item 2): the approved baseline is
// written on the runner first, then the approval label is consumed, then the file
// is committed on the pull request's branch — or, when that cannot be done (asked
// for an artifact, a fork's branch, a contents write the token may not make or
// that failed), uploaded as `<artifact-name>-baseline`, saying why. The order and
// every fallback are decided here; the shell only implements the
// `BaselineStorePort` (app/ports.ts) over the REST API and the artifact service.
import type { PrLabelApproval } from '../core/index.js';
import type { DeliveredBaseline } from '../render/github/promotion.js';
import { baselineArtifactName } from './artifact-names.js';
import type { BaselineStorePort, Files, StoreFailure } from './ports.js';
import { PromotionRefused } from './promotion-record.js';

/** What is written, and where. */
export interface BaselineWrite {
  /** The pull request. */
  readonly number: number;
  /** The approved head commit. */
  readonly headSha: string;
  /** The pull request's branch. */
  readonly headRef: string;
  /** The branch lives in another repository, which this workflow's token cannot write. */
  readonly fork: boolean;
  /** The baseline's path in the repository. */
  readonly repoPath: string;
  /** `promote`: commit on the branch, or upload only. */
  readonly promote: 'commit' | 'artifact';
  /** The approval label, consumed by the promotion. */
  readonly label: string;
  /** `artifact-name`: the upload is `<artifact-name>-baseline`. */
  readonly artifactName: string;
  /** The approved file on the runner, and its text. */
  readonly file: string;
  readonly text: string;
  readonly approval: PrLabelApproval;
}

export interface BaselineWritten {
  readonly delivered: DeliveredBaseline;
  /** The label is off the pull request (removed now, or already gone). */
  readonly labelRemoved: boolean;
  /** Why the label could not be removed, for the log; null when it was. */
  readonly labelWarning: string | null;
}

function short(sha: string): string {
  return sha.slice(0, 12);
}

/** The commit's message: the subject names the PR and the approver, the body the role, label and commit. */
export function baselineCommitMessage(number: number, approval: PrLabelApproval): string {
  return `Approve AgentVerity baseline for #${number} (label by @${approval.approver})\n\nApproved by @${approval.approver} (role ${approval.role}) with the label "${approval.label}" on ${approval.headSha}.`;
}

/** Why a failed contents write fell back to the artifact. */
function commitFallback(w: BaselineWrite, failure: StoreFailure): string {
  return failure.forbidden
    ? `this workflow's token cannot write to the branch ${w.headRef} (${failure.message}); give the job contents: write`
    : `the commit to ${w.headRef} failed (${failure.message})`;
}

/**
 * Commit the file once the head is confirmed to be the approved commit. Returns
 * the delivery, or the reason to fall back; throws `PromotionRefused`
 * (`approval.stale`) when the head moved: nothing is written then.
 */
async function commit(
  store: BaselineStorePort,
  w: BaselineWrite,
): Promise<{ readonly delivered: DeliveredBaseline } | { readonly fallback: string }> {
  const head = await store.currentHead();
  if (!head.ok) return { fallback: commitFallback(w, head) };
  if (head.sha !== w.headSha) {
    throw new PromotionRefused(
      'approval.stale',
      `the pull request's head moved from ${short(w.headSha)} to ${short(head.sha)} while promoting: nothing was written`,
      'review the candidate recorded for the new head, then add the label again',
    );
  }
  const done = await store.commitFile({
    path: w.repoPath,
    branch: w.headRef,
    text: w.text,
    message: baselineCommitMessage(w.number, w.approval),
  });
  if (!done.ok) return { fallback: commitFallback(w, done) };
  const warnings =
    done.parent !== null && done.parent !== w.headSha
      ? [
          `the baseline commit's parent is ${short(done.parent)}, not the approved ${short(w.headSha)}: a push landed between the last check and the write. The baseline is still the one approved; the next gate run checks the new code against it`,
        ]
      : [];
  return {
    delivered: {
      how: 'commit',
      commit: done.commit,
      branch: w.headRef,
      artifact: null,
      fallback: null,
      warnings,
    },
  };
}

/** Where the baseline goes when it is not committed: an artifact, else only the runner. */
async function upload(
  store: BaselineStorePort,
  w: BaselineWrite,
  fallback: string | null,
): Promise<DeliveredBaseline> {
  const uploaded = await store.uploadFile(w.file, baselineArtifactName(w.artifactName));
  const none = { commit: null, branch: null, fallback };
  if (uploaded.ok) {
    const { id, name } = uploaded.artifact;
    return { how: 'artifact', ...none, artifact: { id, name }, warnings: [] };
  }
  return {
    how: 'runner',
    ...none,
    artifact: null,
    warnings: [`the artifact upload failed: ${uploaded.reason}`],
  };
}

/**
 * Write an approved baseline: on the runner (through `files`, before any write to
 * GitHub), the label consumed (before the commit, so that a gate run the commit
 * starts does not see a stale label), then committed, or uploaded when it cannot
 * be. Throws `PromotionRefused` when the head moved before the commit.
 */
export async function writeApprovedBaseline(
  store: BaselineStorePort,
  files: Pick<Files, 'writeText'>,
  w: BaselineWrite,
): Promise<BaselineWritten> {
  files.writeText(w.file, w.text);

  // The approval is used up: a later promotion needs a fresh label.
  const removal = await store.removeLabel(w.label);
  const labelRemoved = removal.ok || removal.status === 404;
  const labelWarning =
    removal.ok || labelRemoved
      ? null
      : `the approval label could not be removed: ${removal.message}`;

  let fallback: string | null = null;
  if (w.promote === 'commit' && w.fork) {
    fallback = `the pull request's branch lives in a fork, which this workflow's token cannot write`;
  } else if (w.promote === 'commit') {
    const done = await commit(store, w);
    if ('delivered' in done) return { delivered: done.delivered, labelRemoved, labelWarning };
    fallback = done.fallback;
  }
  return { delivered: await upload(store, w, fallback), labelRemoved, labelWarning };
}
