// What the runner tells the step about the workflow run: the event, the repository,
// the pull request (if any) and where files go. Read from the environment and the
// event payload, never from anything the PR's code can write.
import { Refusal } from '../app/vocabulary.js';

export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

export interface PullRequestRef {
  readonly number: number;
  readonly headSha: string | null;
  /** The PR's merge commit as the payload gives it (what `refs/pull/N/merge` checks out). */
  readonly mergeSha: string | null;
  /** The head branch lives in another repository (or one since deleted). */
  readonly fork: boolean;
}

export interface RunContext {
  readonly eventName: string;
  readonly payload: Record<string, unknown>;
  readonly repo: RepoRef | null;
  /** The commit the workflow runs on (GITHUB_SHA). */
  readonly sha: string | null;
  readonly runId: string | null;
  readonly runAttempt: number;
  readonly job: string | null;
  readonly serverUrl: string;
  readonly workspace: string;
  readonly runnerTemp: string | null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `a.b.c` of a parsed payload, or undefined. */
export function at(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    const r = record(current);
    if (r === null) return undefined;
    current = r[key];
  }
  return current;
}

/**
 * The run's context from the runner's environment. The event payload is read
 * from GITHUB_EVENT_PATH; a missing file is an empty payload (as `@actions/github`
 * treats it), an unreadable one a refusal.
 */
export function readRunContext(
  env: NodeJS.ProcessEnv,
  readFile: (file: string) => string,
  cwd: string,
): RunContext {
  let payload: Record<string, unknown> = {};
  const eventPath = env['GITHUB_EVENT_PATH'];
  if (eventPath !== undefined && eventPath !== '') {
    let raw: string | null;
    try {
      raw = readFile(eventPath);
    } catch {
      raw = null;
    }
    if (raw !== null) {
      try {
        payload = record(JSON.parse(raw)) ?? {};
      } catch {
        throw new Refusal(
          'action.event',
          'the event payload is not JSON (GITHUB_EVENT_PATH)',
          eventPath,
        );
      }
    }
  }
  const [owner, repo] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  const attempt = Number(env['GITHUB_RUN_ATTEMPT'] ?? '1');
  return {
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    payload,
    repo: owner && repo ? { owner, repo } : null,
    sha: text(env['GITHUB_SHA']),
    runId: text(env['GITHUB_RUN_ID']),
    runAttempt: Number.isSafeInteger(attempt) && attempt > 0 ? attempt : 1,
    job: text(env['GITHUB_JOB']),
    serverUrl: (text(env['GITHUB_SERVER_URL']) ?? 'https://github.com').replace(/\/+$/, ''),
    workspace: text(env['GITHUB_WORKSPACE']) ?? cwd,
    runnerTemp: text(env['RUNNER_TEMP']),
  };
}

function fullName(repo: unknown): string | null {
  return text(at(repo, 'full_name'));
}

/** The pull request a `pull_request` or `pull_request_target` event is about. */
export function pullRequestOfEvent(ctx: RunContext): PullRequestRef | null {
  if (!ctx.eventName.startsWith('pull_request')) return null;
  const pr = record(ctx.payload['pull_request']);
  const number = at(pr, 'number') ?? ctx.payload['number'];
  if (pr === null || typeof number !== 'number' || !Number.isSafeInteger(number)) return null;
  const head = fullName(at(pr, 'head.repo'));
  const base = fullName(at(pr, 'base.repo')) ?? fullName(ctx.payload['repository']);
  return {
    number,
    headSha: text(at(pr, 'head.sha')),
    mergeSha: text(pr['merge_commit_sha']),
    fork: head === null || base === null || head.toLowerCase() !== base.toLowerCase(),
  };
}

/** The workflow run a `workflow_run` event reports on: its head commit and where it came from. */
export function workflowRunOf(ctx: RunContext): {
  readonly headSha: string | null;
  readonly fork: boolean;
  readonly event: string | null;
  readonly pullNumbers: readonly number[];
} | null {
  if (ctx.eventName !== 'workflow_run') return null;
  const run = record(ctx.payload['workflow_run']);
  if (run === null) return null;
  const head = fullName(run['head_repository']);
  const base = fullName(ctx.payload['repository']) ?? fullName(run['repository']);
  const pulls = Array.isArray(run['pull_requests']) ? run['pull_requests'] : [];
  return {
    headSha: text(run['head_sha']),
    fork: head === null || base === null || head.toLowerCase() !== base.toLowerCase(),
    event: text(run['event']),
    pullNumbers: pulls
      .map((p) => at(p, 'number'))
      .filter((n): n is number => typeof n === 'number' && Number.isSafeInteger(n)),
  };
}

/** Events whose token and secrets are the base repository's, whatever the PR. */
/** The events whose payload is a pull request (the gate's label handling, promotion). */
export const PULL_REQUEST_EVENTS: readonly string[] = ['pull_request', 'pull_request_target'];

/** The payload's `action` on a pull-request event (`labeled`, `synchronize`, …), else null. */
export function pullRequestAction(ctx: RunContext): string | null {
  const action = at(ctx.payload, 'action');
  return PULL_REQUEST_EVENTS.includes(ctx.eventName) && typeof action === 'string' ? action : null;
}

export const PRIVILEGED_EVENTS = ['pull_request_target', 'workflow_run'] as const;

export interface TrustVerdict {
  /** True when code from the workspace must not be loaded without the opt-in. */
  readonly untrusted: boolean;
  readonly reason: string;
  /**
   * Set when a privileged event about a fork finds the workspace at the workflow's
   * own commit: every file loaded as code must then be that commit's (guard.ts).
   */
  readonly trustedCommit?: string;
}

/**
 * Whether the workspace may hold a fork's code under a privileged event. Fork
 * code is recognised by its commit (the PR head or merge commit, the workflow
 * run's head); a checkout that is neither that nor the workflow's own commit
 * cannot be told apart, so it is treated as untrusted too (fail closed).
 */
export function judgeWorkspace(ctx: RunContext, workspaceHead: string | null): TrustVerdict {
  if (!(PRIVILEGED_EVENTS as readonly string[]).includes(ctx.eventName)) {
    return {
      untrusted: false,
      reason: `${ctx.eventName || 'this event'} runs with the PR's own permissions`,
    };
  }
  const pr = pullRequestOfEvent(ctx);
  const run = workflowRunOf(ctx);
  const fork = pr?.fork ?? run?.fork ?? false;
  if (!fork) {
    return {
      untrusted: false,
      reason: `the ${ctx.eventName} event is not about a fork's code`,
    };
  }
  const forkShas = [pr?.headSha, pr?.mergeSha, run?.headSha].filter(
    (s): s is string => typeof s === 'string',
  );
  const who = pr !== null ? `fork pull request #${pr.number}` : 'a workflow run of a fork';
  if (workspaceHead !== null && forkShas.includes(workspaceHead)) {
    return {
      untrusted: true,
      reason: `the workspace is checked out at ${workspaceHead.slice(0, 12)}, the code of ${who}, and ${ctx.eventName} runs it with this repository's secrets and write token`,
    };
  }
  if (workspaceHead !== null && workspaceHead === ctx.sha) {
    return {
      untrusted: false,
      reason: `the workspace is the workflow's own commit ${workspaceHead.slice(0, 12)}`,
      trustedCommit: workspaceHead,
    };
  }
  return {
    untrusted: true,
    reason:
      workspaceHead === null
        ? `${ctx.eventName} is about ${who} and the workspace's commit cannot be read, so it may hold that fork's code`
        : `${ctx.eventName} is about ${who} and the workspace is checked out at ${workspaceHead.slice(0, 12)}, which is not the workflow's commit, so it may hold that fork's code`,
  };
}
