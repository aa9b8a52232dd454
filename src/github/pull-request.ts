// Which pull request a run is about. For `pull_request(_target)` the event says so.
// For `workflow_run` the payload's list is empty for fork PRs and a number from an
// artifact would be attacker-controlled, so the PR is the open one whose head is
// the run's head commit, confirmed through the API.
import type { RunContext } from './context.js';
import { pullRequestOfEvent, workflowRunOf } from './context.js';
import type { Octokit } from './octokit.js';

export interface ResolvedPullRequest {
  readonly number: number;
  readonly headSha: string | null;
}

export async function resolvePullRequest(
  octokit: Octokit,
  ctx: RunContext,
): Promise<ResolvedPullRequest | null> {
  const fromEvent = pullRequestOfEvent(ctx);
  if (fromEvent !== null) return { number: fromEvent.number, headSha: fromEvent.headSha };
  const run = workflowRunOf(ctx);
  if (run === null || run.headSha === null || ctx.repo === null) return null;
  if (run.event !== null && run.event !== 'pull_request' && run.event !== 'pull_request_target') {
    return null;
  }
  const { owner, repo } = ctx.repo;
  for (const number of run.pullNumbers) {
    const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
    if (data.head.sha === run.headSha && data.state === 'open') {
      return { number, headSha: data.head.sha };
    }
  }
  const open = await octokit.paginate(octokit.rest.pulls.list, {
    owner,
    repo,
    state: 'open',
    per_page: 100,
  });
  const matches = open.filter((p) => p.head.sha === run.headSha);
  if (matches.length !== 1) return null;
  const only = matches[0];
  return only === undefined ? null : { number: only.number, headSha: only.head.sha };
}
