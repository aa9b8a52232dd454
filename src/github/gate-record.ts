// The gate's part in promotion, through the ports: the trusted record of the
// candidate (a commit status on the head commit, and the comment's data block),
// and the removal of an approval label a push made stale.
import type { RecordProblem } from '../render/github/baseline-section.js';
import { sameLabel } from './approval.js';
import { apiError } from './comment.js';
import { at, pullRequestAction, type RunContext } from './context.js';
import type { Result } from './evaluate.js';
import type { ActionSettings } from './inputs.js';
import type { LogPort, PullRequestPort, RecordPort } from './ports.js';
import type { ResolvedPullRequest } from './pull-request.js';
import {
  candidateDataBlock,
  candidateDescription,
  noCandidateDescription,
  recordContext,
} from './record.js';
import { runUrl } from './urls.js';

/** A `labeled`/`unlabeled` event of the approval label. */
export function isApprovalLabelEvent(
  ctx: RunContext,
  settings: Pick<ActionSettings, 'approval'>,
): boolean {
  const action = pullRequestAction(ctx);
  return (
    (action === 'labeled' || action === 'unlabeled') &&
    sameLabel(at(ctx.payload, 'label.name'), settings.approval.label)
  );
}

/** What the gate did about the approval label on a push. */
export interface Revoked {
  readonly label: string;
  readonly removed: boolean;
}

/**
 * On a push to the PR (`synchronize`), an approval label given earlier no longer
 * approves anything: remove it when the token can, and say so. Promotion refuses
 * such a label in any case (its commit is not the head).
 */
export async function revokeStaleLabel(
  pulls: PullRequestPort,
  log: LogPort,
  settings: Pick<ActionSettings, 'approval'>,
  ctx: RunContext,
  pr: ResolvedPullRequest,
): Promise<Revoked | null> {
  if (pullRequestAction(ctx) !== 'synchronize' || ctx.repo === null) return null;
  const labels = at(ctx.payload, 'pull_request.labels');
  const label = settings.approval.label;
  const has =
    Array.isArray(labels) && labels.some((l) => sameLabel((l as { name?: unknown }).name, label));
  if (!has) return null;
  try {
    await pulls.removeLabel(pr.number, label);
  } catch (error) {
    const e = apiError('remove the approval label', error);
    if (e.status !== 404) {
      log.info(`AgentVerity: the stale approval label could not be removed (${e.message})`);
      return { label, removed: false };
    }
  }
  log.notice(
    `AgentVerity: removed the label ${label}: commits were pushed after it was given, so it approved an earlier commit`,
  );
  return { label, removed: true };
}

export interface RecordOutcome {
  readonly written: boolean;
  /** Why the commit status was not written; null when it was. */
  readonly problem: RecordProblem | null;
  /** The comment's data block (a second record, for a token that may comment but not set statuses). */
  readonly dataBlock: string | null;
  readonly headSha: string;
}

/**
 * The trusted record promotion reads: a commit status on the head commit with
 * the candidate's digest and this run's URL (or `no candidate: …`, which
 * supersedes an earlier run's candidate for the same commit).
 */
export async function recordCandidate(
  record: RecordPort,
  log: LogPort,
  settings: Pick<ActionSettings, 'commentKey'>,
  ctx: RunContext,
  headSha: string,
  result: Pick<Result, 'candidate' | 'admissionRefusals'>,
  uploaded: boolean,
): Promise<RecordOutcome> {
  const targetUrl = runUrl(ctx);
  const candidate = result.candidate;
  const promotable = candidate !== null && uploaded && ctx.runId !== null;
  const description =
    candidate === null
      ? noCandidateDescription(
          result.admissionRefusals.length === 0
            ? 'the evidence does not admit a baseline'
            : `the evidence fails ${result.admissionRefusals.map((r) => r.code).join(', ')}; see the PR comment`,
        )
      : promotable
        ? candidateDescription(candidate.digest)
        : noCandidateDescription('the candidate could not be uploaded as an artifact');
  const dataBlock = promotable
    ? candidateDataBlock({ sha: headSha, digest: candidate.digest, runId: Number(ctx.runId) })
    : null;
  try {
    await record.write({
      sha: headSha,
      context: recordContext(settings.commentKey),
      description,
      ...(targetUrl === undefined ? {} : { targetUrl }),
    });
    return { written: true, problem: null, dataBlock, headSha };
  } catch (error) {
    const e = apiError('record the candidate', error);
    const problem: RecordProblem = e.forbidden
      ? { kind: 'forbidden' }
      : { kind: 'failed', message: e.message };
    if (candidate !== null) {
      log.notice(
        `AgentVerity: the candidate baseline was not recorded on ${headSha.slice(0, 12)} (${e.message}); ${e.forbidden ? 'give the job statuses: write, or record it from the workflow_run comment job' : 'promotion will not find it'}`,
      );
    } else {
      log.info(`AgentVerity: the commit status was not written (${e.message})`);
    }
    return { written: false, problem, dataBlock, headSha };
  }
}
