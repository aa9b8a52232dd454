import { describe, expect, it } from 'vitest';
import {
  judgeWorkspace,
  pullRequestOfEvent,
  readRunContext,
  workflowRunOf,
} from '../../src/github/context.js';

const BASE = 'acme/router';
const HEAD = 'a'.repeat(40);
const MERGE = 'b'.repeat(40);
const MAIN = 'c'.repeat(40);

function ctx(eventName: string, payload: unknown, sha = MAIN) {
  return readRunContext(
    {
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: '/event.json',
      GITHUB_REPOSITORY: BASE,
      GITHUB_SHA: sha,
      GITHUB_RUN_ATTEMPT: '2',
    },
    () => JSON.stringify(payload),
    '/work',
  );
}

function pr(fork: boolean) {
  return {
    number: 7,
    repository: { full_name: BASE },
    pull_request: {
      number: 7,
      merge_commit_sha: MERGE,
      head: { sha: HEAD, repo: { full_name: fork ? 'mallory/router' : BASE } },
      base: { sha: MAIN, repo: { full_name: BASE } },
    },
  };
}

describe('run context', () => {
  it('reads the repository, attempt and pull request', () => {
    const c = ctx('pull_request', pr(true));
    expect(c.repo).toEqual({ owner: 'acme', repo: 'router' });
    expect(c.runAttempt).toBe(2);
    expect(c.serverUrl).toBe('https://github.com');
    expect(pullRequestOfEvent(c)).toEqual({
      number: 7,
      headSha: HEAD,
      mergeSha: MERGE,
      fork: true,
    });
    expect(pullRequestOfEvent(ctx('pull_request', pr(false)))?.fork).toBe(false);
    expect(pullRequestOfEvent(ctx('push', { ref: 'refs/heads/main' }))).toBeNull();
  });

  it('refuses a payload that is not JSON', () => {
    expect(() => readRunContext({ GITHUB_EVENT_PATH: '/e.json' }, () => '{not json', '/w')).toThrow(
      /not JSON/,
    );
  });

  it('reads a workflow_run: head commit and fork', () => {
    const c = ctx('workflow_run', {
      repository: { full_name: BASE },
      workflow_run: {
        head_sha: HEAD,
        event: 'pull_request',
        head_repository: { full_name: 'mallory/router' },
        pull_requests: [],
      },
    });
    expect(workflowRunOf(c)).toEqual({
      headSha: HEAD,
      fork: true,
      event: 'pull_request',
      pullNumbers: [],
    });
  });
});

describe('judgeWorkspace', () => {
  it('trusts pull_request and push whatever is checked out', () => {
    expect(judgeWorkspace(ctx('pull_request', pr(true)), HEAD).untrusted).toBe(false);
    expect(judgeWorkspace(ctx('push', {}), null).untrusted).toBe(false);
  });

  it('refuses fork code under pull_request_target: head or merge commit', () => {
    expect(judgeWorkspace(ctx('pull_request_target', pr(true)), HEAD)).toMatchObject({
      untrusted: true,
    });
    expect(judgeWorkspace(ctx('pull_request_target', pr(true)), MERGE).untrusted).toBe(true);
  });

  it("trusts the workflow's own commit and a same-repository PR", () => {
    expect(judgeWorkspace(ctx('pull_request_target', pr(true)), MAIN).untrusted).toBe(false);
    expect(judgeWorkspace(ctx('pull_request_target', pr(false)), HEAD).untrusted).toBe(false);
  });

  it('fails closed when the checkout cannot be told apart', () => {
    const unknown = judgeWorkspace(ctx('pull_request_target', pr(true)), 'd'.repeat(40));
    expect(unknown.untrusted).toBe(true);
    expect(unknown.reason).toContain('may hold');
    expect(judgeWorkspace(ctx('pull_request_target', pr(true)), null).untrusted).toBe(true);
  });

  it('refuses a fork workflow run checked out at its head', () => {
    const c = ctx('workflow_run', {
      repository: { full_name: BASE },
      workflow_run: { head_sha: HEAD, head_repository: { full_name: 'mallory/router' } },
    });
    expect(judgeWorkspace(c, HEAD).untrusted).toBe(true);
    expect(judgeWorkspace(c, MAIN).untrusted).toBe(false);
  });
});
