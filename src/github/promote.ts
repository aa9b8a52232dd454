// The Action's `promote` mode (docs/baseline-promotion.md): on a pull request's
// `labeled` event, verify that the approval label was given by an approver on the
// current head commit, find the candidate the gate recorded for that commit, and
// write it — with its approval — as the baseline on the PR branch (or upload it).
// Nothing from the workspace is loaded or run; the artifact is data, bound to the
// digest of the record written at gate time. The judgement is promote-approve.ts,
// the delivery promote-deliver.ts; this file checks the setup and reports the
// outcome through ports (outputs, summary, the comment's section, the log).
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Refusal } from '../app/vocabulary.js';
import { EXIT } from '../errors.js';
import { plainLine } from '../render/escape.js';
import { commentUpdateFailureNote, deliveryNote } from '../render/github/delivery.js';
import { promotedMarkdown, refusedMarkdown } from '../render/github/promotion.js';
import { actionLog, actionOutputs, jobSummary } from './actions-ports.js';
import { PromotionRefused, sameLabel } from './approval.js';
import { apiError, GithubApiError } from './comment.js';
import { at, pullRequestAction, type RunContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { promotionResult, type PromotionEnd, type PromotionResult } from '../app/index.js';
import { makeOctokit } from './octokit.js';
import { StepOutputs, type OutputName } from './outputs.js';
import type { PromotePorts } from './ports.js';
import { promote, trustedAuthors, type Promoted } from './promote-approve.js';
import { promotionComment } from './promote-deliver.js';
import { commitUrl } from './urls.js';

export {
  PROMOTION_SECTION_END,
  PROMOTION_SECTION_START,
  withPromotionSection,
} from './promote-deliver.js';

/** The baseline's path in the repository, from `working-directory` and `baseline`. */
export function repositoryPath(workingDirectory: string, baseline: string): string {
  const posix = baseline.split(path.sep).join('/');
  if (path.posix.isAbsolute(posix) || path.isAbsolute(baseline)) {
    throw new Refusal(
      'action.baseline',
      `the baseline path must be relative to the repository (input 'baseline'); got ${JSON.stringify(baseline)}`,
    );
  }
  const joined = path.posix.normalize(
    path.posix.join(workingDirectory.split(path.sep).join('/'), posix),
  );
  if (
    path.posix.isAbsolute(joined) ||
    joined === '..' ||
    joined.startsWith('../') ||
    joined === '.'
  ) {
    throw new Refusal(
      'action.baseline',
      `the baseline path must lie inside the repository (inputs 'working-directory' and 'baseline'); got ${JSON.stringify(joined)}`,
    );
  }
  return joined;
}

/** A fresh folder for this step's approved baseline; a second step gets its own. */
function promotionDir(ctx: RunContext): string {
  const root = path.join(ctx.runnerTemp ?? os.tmpdir(), 'agentverity', 'promotion');
  let dir = root;
  for (let n = 2; existsSync(dir); n++) dir = `${root}-${n}`;
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** How a promotion that got past the setup ended. */
export type PromotionOutcome =
  | { readonly kind: 'promoted'; readonly promoted: Promoted; readonly commitUrl: string | null }
  | { readonly kind: 'refused'; readonly refusal: PromotionRefused }
  /** The API failed (after retries) or the token may not read what promotion needs. */
  | { readonly kind: 'api-error'; readonly error: GithubApiError };

/** The outcome as the app's plain promotion end, whose result every artifact reads. */
export function endOf(outcome: PromotionOutcome): PromotionEnd {
  switch (outcome.kind) {
    case 'api-error':
      return { kind: 'api-error', message: outcome.error.message };
    case 'refused':
      return {
        kind: 'refused',
        code: outcome.refusal.code,
        message: outcome.refusal.message,
        exitCode: outcome.refusal.exitCode,
      };
    case 'promoted':
      return {
        kind: 'promoted',
        delivered: outcome.promoted.delivered.how,
        digest: outcome.promoted.digest,
        approver: outcome.promoted.approval.approver,
      };
  }
}

/** The step's outputs: the status, exit code and `promoted` are the result's. */
export function promotionOutputs(
  outcome: PromotionOutcome,
  result: PromotionResult = promotionResult(endOf(outcome)),
): Partial<Record<OutputName, string>> {
  const verdict = {
    status: result.status,
    'exit-code': String(result.exitCode),
    promoted: String(result.promoted),
  };
  if (outcome.kind !== 'promoted') return verdict;
  const p = outcome.promoted;
  const d = p.delivered;
  return {
    ...verdict,
    'baseline-commit': d.commit ?? '',
    'candidate-digest': p.digest,
    'artifact-id': d.artifact === null ? '' : String(d.artifact.id),
    'artifact-name': d.artifact?.name ?? '',
    'report-path': p.file,
  };
}

/**
 * Report an outcome: the outputs first, then the summary and the comment's
 * section (a failed comment is a warning and a note in the summary), the step's
 * result last.
 */
export async function reportPromotion(
  outcome: PromotionOutcome,
  ports: PromotePorts,
): Promise<void> {
  const result = promotionResult(endOf(outcome));
  const outputs = new StepOutputs(ports.outputs);
  outputs.setAll(promotionOutputs(outcome, result));
  const { log } = ports;
  if (outcome.kind === 'api-error') {
    const e = outcome.error;
    outputs.complete();
    log.fail(
      `AgentVerity: promotion could not ${plainLine(e.message, 1000)}${e.forbidden ? ' (the job needs pull-requests: write, contents: write, actions: read and statuses: read)' : ''}`,
    );
    return;
  }
  const section =
    outcome.kind === 'refused'
      ? refusedMarkdown(outcome.refusal)
      : promotedMarkdown(outcome.promoted, outcome.commitUrl);
  await ports.summary.write(`${section}\n`);
  if (ports.comment !== null) {
    try {
      const sticky = await ports.comment.updateSection(section);
      outputs.set('comment-url', sticky.url);
      for (const w of sticky.warnings) log.warning(`AgentVerity: ${plainLine(w, 500)}`);
    } catch (error) {
      const message = apiError('update the PR comment', error).message;
      log.warning(`AgentVerity: the PR comment was not updated: ${plainLine(message, 500)}`);
      await ports.summary.write(deliveryNote([commentUpdateFailureNote(message)]));
    }
  }
  outputs.complete();

  if (outcome.kind === 'refused') {
    const r = outcome.refusal;
    log.fail(
      `AgentVerity: baseline not promoted [${r.code}]: ${plainLine(r.message, 2000)}. What to do: ${plainLine(r.advice, 500)}`,
    );
    return;
  }
  const p = outcome.promoted;
  const d = p.delivered;
  for (const w of d.warnings) log.warning(`AgentVerity: ${plainLine(w, 1000)}`);
  if (d.fallback !== null) {
    log.notice(
      `AgentVerity: the approved baseline was not committed: ${plainLine(d.fallback, 600)}.${d.artifact === null ? '' : ` It was uploaded as the artifact ${d.artifact.name}.`}`,
    );
  }
  if (result.exitCode !== EXIT.clean) {
    log.fail(
      `AgentVerity: the baseline was approved but neither committed nor uploaded; it is on the runner at ${p.file}`,
    );
    return;
  }
  log.info(
    `AgentVerity: baseline approved by @${p.approval.approver} (${p.approval.role}) for ${p.approval.headSha}: ${d.how === 'commit' ? `committed ${d.commit ?? ''} to ${d.branch ?? ''}:${p.repoPath}` : `uploaded as ${d.artifact?.name ?? ''}`}`,
  );
}

/**
 * `mode: promote`. Bad setup (wrong event, no token, no baseline path) throws a
 * Refusal for the caller (exit 2); everything else is reported here.
 */
export async function runPromote(
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  retryBaseMs: number,
): Promise<void> {
  const action = at(ctx.payload, 'action');
  if (pullRequestAction(ctx) !== 'labeled') {
    throw new Refusal(
      'action.promote-event',
      `mode 'promote' runs on a pull request's labeled event (on: pull_request_target: types: [labeled]); this run is a ${JSON.stringify(ctx.eventName)} event${typeof action === 'string' ? ` (${JSON.stringify(action)})` : ''}`,
    );
  }
  const log = actionLog();
  const given = at(ctx.payload, 'label.name');
  if (!sameLabel(given, settings.approval.label)) {
    const result = promotionResult({
      kind: 'skipped',
      label: typeof given === 'string' ? plainLine(given, 100) : null,
    });
    const outputs = new StepOutputs(actionOutputs());
    outputs.setAll({
      status: result.status,
      'exit-code': String(result.exitCode),
      promoted: String(result.promoted),
    });
    outputs.complete();
    log.notice(
      `AgentVerity: the label ${JSON.stringify(typeof given === 'string' ? plainLine(given, 100) : null)} is not the approval label ${JSON.stringify(settings.approval.label)}; nothing to promote`,
    );
    return;
  }
  if (ctx.repo === null) {
    throw new Refusal(
      'action.context',
      'GITHUB_REPOSITORY is not set: promotion needs the repository',
    );
  }
  if (settings.token === '') {
    throw new Refusal(
      'action.inputs',
      "input 'github-token' is empty: promotion reads the pull request's events and writes the baseline through the GitHub API",
    );
  }
  if (settings.baseline === null) {
    throw new Refusal(
      'action.baseline',
      "input 'baseline' is none: promotion needs the path to write the approved baseline to",
    );
  }
  const number = at(ctx.payload, 'pull_request.number');
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw new Refusal(
      'action.context',
      'the event payload names no pull request (pull_request.number)',
    );
  }
  const labeledHead = at(ctx.payload, 'pull_request.head.sha');
  const repoPath = repositoryPath(settings.workingDirectory, settings.baseline.path);
  const { owner, repo } = ctx.repo;
  const octokit = makeOctokit(settings.token, retryBaseMs);
  const dir = promotionDir(ctx);
  const authors = await trustedAuthors(settings, octokit);
  const ports: PromotePorts = {
    outputs: actionOutputs(),
    log,
    summary: jobSummary(),
    comment:
      settings.comment === 'never'
        ? null
        : promotionComment(
            octokit,
            { owner, repo, issueNumber: number },
            settings.commentKey,
            authors,
          ),
  };

  let outcome: PromotionOutcome;
  try {
    const promoted = await promote(
      octokit,
      settings,
      ctx,
      env,
      {
        owner,
        repo,
        number,
        labeledHead: typeof labeledHead === 'string' ? labeledHead : null,
        repoPath,
        dir,
        authors,
      },
      log,
    );
    const commit = promoted.delivered.commit;
    outcome = {
      kind: 'promoted',
      promoted,
      commitUrl:
        commit === null ? null : commitUrl(ctx.serverUrl, promoted.approval.repository, commit),
    };
  } catch (error) {
    if (error instanceof PromotionRefused) outcome = { kind: 'refused', refusal: error };
    else if (error instanceof GithubApiError) outcome = { kind: 'api-error', error };
    else throw error;
  }
  await reportPromotion(outcome, ports);
}
