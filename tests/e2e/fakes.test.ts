/**
 * Proves the e2e fakes with the real clients: Octokit from @actions/github (plus the
 * retry plugin) against the OpenAPI-checked GitHub fake, and DefaultArtifactClient
 * from @actions/artifact against the results-service fake.
 */
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { DefaultArtifactClient } from '@actions/artifact';
import { startFakeGithub, webhookSchemaErrors, type FakeGithub } from './fakes/github-api.js';
import { startFakeArtifactService, type FakeArtifactService } from './fakes/artifact-service.js';
import {
  REPO_ROOT,
  parseCommands,
  parseOutputs,
  runAction,
  pullRequestEvent,
  pullRequestTargetEvent,
  pushEvent,
  workflowRunEvent,
} from './harness.js';

const HEAD = '1234567890abcdef1234567890abcdef12345678';

function statusOf(err: unknown): number | undefined {
  return typeof err === 'object' && err !== null && 'status' in err
    ? (err as { status: number }).status
    : undefined;
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}

describe('fake GitHub REST API', () => {
  let fake: FakeGithub;
  beforeEach(async () => {
    fake = await startFakeGithub({
      tokens: {
        tok: { login: 'github-actions[bot]', type: 'Bot', canWrite: true },
        ro: { login: 'github-actions[bot]', type: 'Bot', canWrite: false },
        pat: { login: 'maintainer', type: 'User' },
      },
    });
  });
  afterEach(async () => {
    await fake.close();
  });
  const octokit = (token = 'tok') => getOctokit(token, { baseUrl: fake.url });
  const repo = () => ({ owner: fake.owner, repo: fake.repo });

  it('creates, lists, updates and deletes an issue comment as the real client does', async () => {
    fake.addPull({ number: 7, headSha: HEAD });
    const gh = octokit();
    const created = await gh.rest.issues.createComment({ ...repo(), issue_number: 7, body: 'hi' });
    expect(created.status).toBe(201);
    expect(created.data.user?.login).toBe('github-actions[bot]');
    expect(created.data.user?.type).toBe('Bot');
    expect(created.data.html_url).toBe(
      `https://github.com/${fake.owner}/${fake.repo}/pull/7#issuecomment-${created.data.id}`,
    );
    expect(created.data.id).toBeGreaterThan(2 ** 31);

    const listed = await gh.rest.issues.listComments({ ...repo(), issue_number: 7 });
    expect(listed.data.map((c) => c.body)).toEqual(['hi']);

    const updated = await gh.rest.issues.updateComment({
      ...repo(),
      comment_id: created.data.id,
      body: 'hi again',
    });
    expect(updated.data.body).toBe('hi again');
    expect(fake.comments(7)[0]?.body).toBe('hi again');

    const deleted = await gh.rest.issues.deleteComment({ ...repo(), comment_id: created.data.id });
    expect(deleted.status).toBe(204);
    expect(fake.comments(7)).toEqual([]);
    const gone = await rejection(
      gh.rest.issues.getComment({ ...repo(), comment_id: created.data.id }),
    );
    expect(statusOf(gone)).toBe(404);

    expect(fake.requests.map((r) => `${r.operationId} ${r.status}`)).toEqual([
      'issues/create-comment 201',
      'issues/list-comments 200',
      'issues/update-comment 200',
      'issues/delete-comment 204',
      'issues/get-comment 404',
    ]);
    expect(fake.requests[0]?.token).toBe('tok');
    expect(fake.requests[0]?.headers.authorization).toBe('token tok');
    fake.assertClean();
  });

  it('paginates with GitHub Link headers across three pages', async () => {
    for (let i = 0; i < 65; i++) fake.addComment({ issue: 9, body: `c${i}`, login: 'someone' });
    const gh = octokit();
    const all = await gh.paginate(gh.rest.issues.listComments, {
      ...repo(),
      issue_number: 9,
      per_page: 25,
    });
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 65 }, (_, i) => `c${i}`));
    const pages = fake.requests.filter((r) => r.operationId === 'issues/list-comments');
    expect(pages.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
    // GitHub links by repository id; the fake serves that form too.
    expect(pages[1]?.path).toBe('/repositories/424242/issues/9/comments?per_page=25&page=2');

    const first = await fetch(
      `${fake.url}/repos/${fake.owner}/${fake.repo}/issues/9/comments?per_page=25`,
      {
        headers: { authorization: 'token tok' },
      },
    );
    expect(first.headers.get('link')).toBe(
      `<${fake.url}/repositories/424242/issues/9/comments?per_page=25&page=2>; rel="next", ` +
        `<${fake.url}/repositories/424242/issues/9/comments?per_page=25&page=3>; rel="last"`,
    );
    const last = await fetch(
      `${fake.url}/repos/${fake.owner}/${fake.repo}/issues/9/comments?per_page=25&page=3`,
      { headers: { authorization: 'token tok' } },
    );
    expect(last.headers.get('link')).toBe(
      `<${fake.url}/repositories/424242/issues/9/comments?per_page=25&page=2>; rel="prev", ` +
        `<${fake.url}/repositories/424242/issues/9/comments?per_page=25&page=1>; rel="first"`,
    );
    expect(((await last.json()) as unknown[]).length).toBe(15);
    fake.assertClean();
  });

  it('answers a read-only token with the 403 GitHub gives an integration on a write', async () => {
    fake.addIssue({ number: 3 });
    const seeded = fake.addComment({
      issue: 3,
      body: 'old',
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    const gh = octokit('ro');
    const err = await rejection(
      gh.rest.issues.createComment({ ...repo(), issue_number: 3, body: 'x' }),
    );
    expect(statusOf(err)).toBe(403);
    expect(String(err)).toContain('Resource not accessible by integration');
    // update-comment does not document 403: the reviewed allow-list admits basic-error.
    const err2 = await rejection(
      gh.rest.issues.updateComment({ ...repo(), comment_id: seeded.id, body: 'x' }),
    );
    expect(statusOf(err2)).toBe(403);
    // Reads still work.
    const listed = await gh.rest.issues.listComments({ ...repo(), issue_number: 3 });
    expect(listed.data).toHaveLength(1);
    expect(fake.comments(3).map((c) => c.body)).toEqual(['old']);
    fake.assertClean();
  });

  it('rejects an endpoint the description does not have', async () => {
    const gh = octokit();
    const err = await rejection(gh.request('GET /repos/{owner}/{repo}/frobnicate', repo()));
    expect(statusOf(err)).toBe(599);
    expect(fake.violations).toMatchObject([{ kind: 'unknown-endpoint', operationId: null }]);
    expect(() => fake.assertClean()).toThrow(/frobnicate/);
  });

  it('rejects a request body that does not match the schema', async () => {
    fake.addIssue({ number: 1 });
    const gh = octokit();
    const err = await rejection(
      gh.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repo(),
        issue_number: 1,
        body: 42 as unknown as string,
      }),
    );
    expect(statusOf(err)).toBe(599);
    expect(fake.violations).toMatchObject([
      { kind: 'request-body', operationId: 'issues/create-comment' },
    ]);
    expect(fake.violations[0]?.message).toContain('/body must be string');
    expect(fake.comments(1)).toEqual([]);
  });

  it('rejects bad parameters and a missing Authorization header', async () => {
    const gh = octokit();
    await rejection(
      gh.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repo(),
        issue_number: 'seven' as unknown as number,
      }),
    );
    await rejection(
      gh.request('GET /repos/{owner}/{repo}/pulls', { ...repo(), state: 'merged' as 'open' }),
    );
    await rejection(gh.request('GET /repos/{owner}/{repo}/pulls', { ...repo(), colour: 'red' }));
    const anon = await fetch(`${fake.url}/repos/${fake.owner}/${fake.repo}/pulls`);
    expect(anon.status).toBe(401);
    expect(fake.violations.map((v) => v.kind)).toEqual([
      'path-param',
      'query-param',
      'query-param',
      'auth',
    ]);
  });

  it('flags a canned response that does not match the description', async () => {
    const gh = octokit();
    fake.failNext('issues/get-comment', { status: 200, body: { id: 'not a number' } });
    const err = await rejection(gh.rest.issues.getComment({ ...repo(), comment_id: 1 }));
    expect(statusOf(err)).toBe(599);
    fake.failNext('issues/delete-comment', { status: 418 });
    await rejection(gh.rest.issues.deleteComment({ ...repo(), comment_id: 1 }));
    expect(fake.violations.map((v) => v.message)).toEqual([
      expect.stringContaining('200 body does not match the description'),
      'status 418 is not documented for issues/delete-comment',
    ]);
  });

  it('injects failures that the retry plugin rides out', async () => {
    fake.addIssue({ number: 5 });
    const gh = getOctokit('tok', { baseUrl: fake.url, retry: { retryAfterBaseValue: 1 } }, retry);
    fake.failNext('issues/list-comments', { status: 500, times: 3 });
    const ok = await gh.rest.issues.listComments({ ...repo(), issue_number: 5 });
    expect(ok.status).toBe(200);
    fake.failNext('issues/create-comment', {
      status: 429,
      headers: { 'retry-after': '0' },
      body: {
        message: 'API rate limit exceeded',
        documentation_url: 'https://docs.github.com/rest',
      },
    });
    const created = await gh.rest.issues.createComment({ ...repo(), issue_number: 5, body: 'x' });
    expect(created.status).toBe(201);
    expect(fake.requests.map((r) => r.status)).toEqual([500, 500, 500, 200, 429, 201]);
    fake.assertClean();
  });

  it('answers every fixture operation with a schema-valid body', async () => {
    fake.addPull({
      number: 12,
      headSha: HEAD,
      headRef: 'feature/x',
      headRepo: 'forker/agent-repo',
      labels: ['agentverity:approve'],
    });
    fake.addPull({ number: 13, headSha: 'f'.repeat(40), headRef: 'own-branch' });
    fake.setPermission('maintainer', 'maintain');
    fake.addEvent({ issue: 12, event: 'labeled', label: 'bug', actor: 'maintainer' });
    fake.addComment({ issue: 12, body: 'hello', login: 'maintainer' });
    fake.putFile('.agentverity/baseline.json', '{"a":1}\n');
    fake.putFile('.agentverity/nested/more.json', '{}');
    fake.addArtifact(99, { name: 'agentverity', size: 2048, digest: 'sha256:00' });
    const gh = octokit();
    const r = repo();

    const pull = await gh.rest.pulls.get({ ...r, pull_number: 12 });
    expect(pull.data.head.repo?.full_name).toBe('forker/agent-repo');
    expect(pull.data.head.repo?.fork).toBe(true);
    expect(pull.data.labels.map((l) => l.name)).toEqual(['agentverity:approve', 'bug']);
    const list = await gh.rest.pulls.list({
      ...r,
      state: 'open',
      head: `${fake.owner}:own-branch`,
    });
    expect(list.data.map((p) => p.number)).toEqual([13]);
    const all = await gh.rest.pulls.list({ ...r, state: 'all' });
    expect(all.data.map((p) => p.number)).toEqual([13, 12]);

    const perm = await gh.rest.repos.getCollaboratorPermissionLevel({
      ...r,
      username: 'maintainer',
    });
    expect([perm.data.permission, perm.data.role_name]).toEqual(['write', 'maintain']);
    const outsider = await gh.rest.repos.getCollaboratorPermissionLevel({
      ...r,
      username: 'rando',
    });
    expect(outsider.data.role_name).toBe('read');

    const events = await gh.rest.issues.listEvents({ ...r, issue_number: 12 });
    expect(events.data.map((e) => [e.event, e.actor?.login])).toEqual([['labeled', 'maintainer']]);
    const removed = await gh.rest.issues.removeLabel({ ...r, issue_number: 12, name: 'bug' });
    expect(removed.data.map((l) => l.name)).toEqual(['agentverity:approve']);
    const timeline = await gh.rest.issues.listEventsForTimeline({ ...r, issue_number: 12 });
    expect(timeline.data.map((e) => e.event)).toEqual(['labeled', 'commented', 'unlabeled']);
    const missingLabel = await rejection(
      gh.rest.issues.removeLabel({ ...r, issue_number: 12, name: 'nope' }),
    );
    expect(statusOf(missingLabel)).toBe(404);

    await gh.rest.repos.createCommitStatus({ ...r, sha: HEAD, state: 'pending', context: 'av' });
    await gh.rest.repos.createCommitStatus({ ...r, sha: HEAD, state: 'success', context: 'av' });
    const statuses = await gh.rest.repos.listCommitStatusesForRef({ ...r, ref: HEAD });
    expect(statuses.data.map((s) => s.state)).toEqual(['success', 'pending']);
    const combined = await gh.rest.repos.getCombinedStatusForRef({ ...r, ref: HEAD });
    expect([combined.data.state, combined.data.total_count]).toEqual(['success', 1]);

    const file = await gh.rest.repos.getContent({ ...r, path: '.agentverity/baseline.json' });
    expect(Array.isArray(file.data)).toBe(false);
    const content = file.data as { content: string; sha: string };
    expect(Buffer.from(content.content, 'base64').toString()).toBe('{"a":1}\n');
    const dir = await gh.rest.repos.getContent({ ...r, path: '.agentverity' });
    expect((dir.data as { name: string; type: string }[]).map((e) => [e.name, e.type])).toEqual([
      ['baseline.json', 'file'],
      ['nested', 'dir'],
    ]);
    const raw = await gh.rest.repos.getContent({
      ...r,
      path: '.agentverity/baseline.json',
      mediaType: { format: 'raw' },
    });
    expect(String(raw.data)).toBe('{"a":1}\n');
    const missing = await rejection(gh.rest.repos.getContent({ ...r, path: 'nope.json' }));
    expect(statusOf(missing)).toBe(404);

    const put = {
      ...r,
      path: '.agentverity/baseline.json',
      message: 'Promote baseline',
      content: Buffer.from('{"a":2}\n').toString('base64'),
    };
    const noSha = await rejection(gh.rest.repos.createOrUpdateFileContents(put));
    expect(statusOf(noSha)).toBe(422);
    const stale = await rejection(
      gh.rest.repos.createOrUpdateFileContents({ ...put, sha: 'e'.repeat(40) }),
    );
    expect(statusOf(stale)).toBe(409);
    const updated = await gh.rest.repos.createOrUpdateFileContents({ ...put, sha: content.sha });
    expect(updated.status).toBe(200);
    expect(fake.file('.agentverity/baseline.json')?.toString()).toBe('{"a":2}\n');
    const created = await gh.rest.repos.createOrUpdateFileContents({
      ...put,
      path: 'new/file.txt',
      branch: 'feature/x',
    });
    expect(created.status).toBe(201);
    expect(fake.file('new/file.txt', 'feature/x')?.toString()).toBe('{"a":2}\n');

    const arts = await gh.rest.actions.listWorkflowRunArtifacts({ ...r, run_id: 99 });
    expect(arts.data.artifacts.map((a) => [a.name, a.size_in_bytes])).toEqual([
      ['agentverity', 2048],
    ]);

    const bot = await rejection(gh.rest.users.getAuthenticated());
    expect(statusOf(bot)).toBe(403);
    const me = await octokit('pat').rest.users.getAuthenticated();
    expect(me.data.login).toBe('maintainer');

    const other = await rejection(
      gh.rest.pulls.get({ owner: 'someone-else', repo: r.repo, pull_number: 12 }),
    );
    expect(statusOf(other)).toBe(404);
    const unknown = await rejection(octokit('stolen').rest.pulls.get({ ...r, pull_number: 12 }));
    expect(statusOf(unknown)).toBe(401);

    const c = await gh.rest.issues.createComment({ ...r, issue_number: 12, body: 'sticky' });
    await gh.rest.issues.getComment({ ...r, comment_id: c.data.id });
    await gh.rest.issues.updateComment({ ...r, comment_id: c.data.id, body: 'sticky 2' });
    const comments = await gh.rest.issues.listComments({ ...r, issue_number: 12 });
    expect(comments.data.map((x) => [x.body, x.author_association])).toEqual([
      ['hello', 'COLLABORATOR'],
      ['sticky 2', 'NONE'],
    ]);
    await gh.rest.issues.deleteComment({ ...r, comment_id: c.data.id });

    expect(new Set(fake.requests.map((q) => q.operationId)).size).toBe(18);
    fake.assertClean();
  });

  it('refuses comment bodies GitHub refuses', async () => {
    fake.addIssue({ number: 2 });
    const gh = octokit();
    const long = await rejection(
      gh.rest.issues.createComment({ ...repo(), issue_number: 2, body: 'x'.repeat(65537) }),
    );
    expect(statusOf(long)).toBe(422);
    const fits = await gh.rest.issues.createComment({
      ...repo(),
      issue_number: 2,
      body: 'x'.repeat(65536),
    });
    expect(fits.status).toBe(201);
    const nowhere = await rejection(
      gh.rest.issues.createComment({ ...repo(), issue_number: 404, body: 'x' }),
    );
    expect(statusOf(nowhere)).toBe(404);
    fake.assertClean();
  });
});

describe('event payload builders', () => {
  it('match GitHub webhook schemas', () => {
    const base = { baseRepo: 'octo-org/agent-repo' };
    expect(
      webhookSchemaErrors(
        'pull_request.opened',
        pullRequestEvent({ ...base, number: 4, headSha: HEAD }),
      ),
    ).toEqual([]);
    expect(
      webhookSchemaErrors(
        'pull_request.synchronize',
        pullRequestEvent({ ...base, number: 4, headSha: HEAD, action: 'synchronize', fork: true }),
      ),
    ).toEqual([]);
    expect(
      webhookSchemaErrors(
        'pull_request.labeled',
        pullRequestEvent({
          ...base,
          number: 4,
          headSha: HEAD,
          action: 'labeled',
          label: 'approve',
        }),
      ),
    ).toEqual([]);
    expect(
      webhookSchemaErrors(
        'pull_request.opened',
        pullRequestTargetEvent({ ...base, number: 4, headSha: HEAD, fork: true }),
      ),
    ).toEqual([]);
    expect(webhookSchemaErrors('push', pushEvent({ ...base, headSha: HEAD }))).toEqual([]);
    expect(
      webhookSchemaErrors(
        'workflow_run.completed',
        workflowRunEvent({ ...base, runId: 77, headSha: HEAD, pullNumber: 4, fork: true }),
      ),
    ).toEqual([]);
    expect(webhookSchemaErrors('push', { ref: 42 })).not.toEqual([]);
  });
});

describe('harness parsers', () => {
  it('reads GITHUB_OUTPUT heredocs and key=value lines', () => {
    const text =
      'status<<ghadelimiter_0b1c\nstochastic\nghadelimiter_0b1c\n' +
      'multi<<ghadelimiter_x\nline 1\nline 2\nghadelimiter_x\n' +
      'plain=value=with=equals\n';
    expect(parseOutputs(text)).toEqual({
      status: 'stochastic',
      multi: 'line 1\nline 2',
      plain: 'value=with=equals',
    });
  });

  it('reads workflow commands and undoes the toolkit escaping', () => {
    const out = [
      'plain log line',
      '::error file=src/a%2Cb.ts,line=3,title=Flip%3A rate::50%25 flipped%0Asecond line',
      '::warning::careful',
      '::notice title=Note::hello',
      '::add-mask::s3cr3t',
      '::debug::not parsed as an annotation',
    ].join('\n');
    expect(parseCommands(out)).toEqual([
      {
        command: 'error',
        properties: { file: 'src/a,b.ts', line: '3', title: 'Flip: rate' },
        message: '50% flipped\nsecond line',
      },
      { command: 'warning', properties: {}, message: 'careful' },
      { command: 'notice', properties: { title: 'Note' }, message: 'hello' },
      { command: 'add-mask', properties: {}, message: 's3cr3t' },
    ]);
  });
});

describe('runAction', () => {
  it('runs a script as the runner would, against both fakes', async () => {
    const fake = await startFakeGithub();
    const svc = await startFakeArtifactService();
    try {
      fake.addPull({ number: 21, headSha: HEAD, headRepo: 'forker/agent-repo' });
      // A stand-in for dist/index.js built on the real toolkit packages.
      const lib = (pkg: string, file: string) =>
        JSON.stringify(
          pathToFileURL(path.join(REPO_ROOT, 'node_modules/@actions', pkg, 'lib', file)).href,
        );
      const dir = mkdtempSync(path.join(tmpdir(), 'av-stub-'));
      const entry = path.join(dir, 'index.mjs');
      writeFileSync(
        entry,
        [
          `import * as core from ${lib('core', 'core.js')};`,
          `import { getOctokit, context } from ${lib('github', 'github.js')};`,
          `import { DefaultArtifactClient } from ${lib('artifact', 'artifact.js')};`,
          `import { mkdirSync, writeFileSync } from 'node:fs';`,
          `import path from 'node:path';`,
          `const gh = getOctokit(core.getInput('github-token'));`,
          `const { data } = await gh.rest.issues.createComment({ ...context.repo,`,
          `  issue_number: context.payload.pull_request.number,`,
          "  body: `mode=${core.getInput('mode')} fail-on=${core.getInput('fail-on')}` });",
          `core.setOutput('comment-url', data.html_url);`,
          `core.setOutput('status', 'line 1\\nline 2');`,
          `const out = path.join(process.env.RUNNER_TEMP, 'out');`,
          `mkdirSync(out);`,
          `writeFileSync(path.join(out, 'report.json'), '{}');`,
          `const up = await new DefaultArtifactClient().uploadArtifact(`,
          `  core.getInput('artifact-name'), [path.join(out, 'report.json')], out);`,
          `core.setOutput('artifact-id', String(up.id));`,
          `await core.summary.addHeading('AgentVerity').addRaw('flip rate 0%').write();`,
          `core.error('50% flipped\\nsecond', { file: 'src/a,b.ts', startLine: 3, title: 'Flip: rate' });`,
          `core.setSecret('s3cr3t');`,
          `core.setFailed('gate says no');`,
        ].join('\n'),
      );
      // Inherited runner variables must not leak into the child.
      process.env.GITHUB_SERVER_URL = 'http://127.0.0.1:9';
      process.env.INPUT_MODE = 'bogus';
      process.env.HTTP_PROXY = 'http://127.0.0.1:9';
      const run = await runAction({
        entry,
        github: fake,
        artifacts: svc,
        token: 'ghs_stub',
        eventName: 'pull_request',
        payload: pullRequestEvent({ number: 21, headSha: HEAD, fork: true }),
        inputs: { 'fail-on': '1' },
      }).finally(() => {
        delete process.env.GITHUB_SERVER_URL;
        delete process.env.INPUT_MODE;
        delete process.env.HTTP_PROXY;
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(1);
      expect(run.outputs).toEqual({
        'comment-url': fake.comments(21)[0]?.htmlUrl,
        status: 'line 1\nline 2',
        'artifact-id': String(svc.artifacts[0]?.id),
      });
      expect(fake.comments(21)[0]?.body).toBe('mode=gate fail-on=1');
      expect(fake.requests[0]?.token).toBe('ghs_stub');
      expect(svc.artifacts[0]?.name).toBe('agentverity');
      expect(run.summary).toContain('<h1>AgentVerity</h1>');
      expect(run.commands).toEqual([
        // The artifact client masks the signed URL's `sig` (raw and URL-encoded).
        { command: 'add-mask', properties: {}, message: 'fake-signature' },
        { command: 'add-mask', properties: {}, message: 'fake-signature' },
        {
          command: 'error',
          properties: { title: 'Flip: rate', file: 'src/a,b.ts', line: '3' },
          message: '50% flipped\nsecond',
        },
        { command: 'add-mask', properties: {}, message: 's3cr3t' },
        { command: 'error', properties: {}, message: 'gate says no' },
      ]);
      expect(run.env['INPUT_GITHUB-TOKEN']).toBe('ghs_stub');
      expect(run.env['INPUT_COMMENT-KEY']).toBe('');
      expect(run.env.GITHUB_REF).toBe('refs/pull/21/merge');
      expect(run.env.GITHUB_SERVER_URL).toBeUndefined();
      expect(run.env.HTTP_PROXY).toBeUndefined();
      expect(run.env.GITHUB_HEAD_REF).toBe('feature-21');
      fake.assertClean();
      expect(svc.violations).toEqual([]);
    } finally {
      await fake.close();
      await svc.close();
    }
  });

  it('refuses an input action.yml does not declare', async () => {
    await expect(runAction({ entry: process.execPath, inputs: { fail_on: '1' } })).rejects.toThrow(
      /fail_on/,
    );
  });
});

describe('fake artifact results service', () => {
  let svc: FakeArtifactService;
  const saved: Record<string, string | undefined> = {};
  const KEYS = [
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RESULTS_URL',
    'GITHUB_WORKSPACE',
    'GITHUB_SERVER_URL',
  ];
  let workspace: string;

  beforeEach(async () => {
    svc = await startFakeArtifactService();
    // The toolkit writes `::debug::` lines straight to stdout; the runner would hide them.
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    for (const k of KEYS) saved[k] = process.env[k];
    workspace = mkdtempSync(path.join(tmpdir(), 'av-artifact-'));
    process.env.ACTIONS_RUNTIME_TOKEN = svc.token;
    process.env.ACTIONS_RESULTS_URL = svc.url;
    process.env.GITHUB_WORKSPACE = workspace;
    delete process.env.GITHUB_SERVER_URL;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const k of KEYS) {
      const v = saved[k];
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await svc.close();
  });

  const twoFiles = (): string[] => {
    mkdirSync(path.join(workspace, 'out'), { recursive: true });
    const a = path.join(workspace, 'out', 'report.json');
    const b = path.join(workspace, 'out', 'junit.xml');
    writeFileSync(a, '{"status":"stochastic"}\n');
    writeFileSync(b, '<testsuites name="agentverity"/>\n');
    return [a, b];
  };

  it('takes an upload from the real client and keeps the files unzipped', async () => {
    const client = new DefaultArtifactClient();
    const result = await client.uploadArtifact(
      'agentverity',
      twoFiles(),
      path.join(workspace, 'out'),
    );
    expect(result.id).toBeTypeOf('number');
    expect(result.size).toBeGreaterThan(0);
    const stored = svc.artifacts.find((a) => a.name === 'agentverity');
    expect(stored?.id).toBe(result.id);
    expect(stored?.size).toBe(result.size);
    expect([...(stored?.files.keys() ?? [])].sort()).toEqual(['junit.xml', 'report.json']);
    expect(stored?.files.get('report.json')?.toString()).toBe('{"status":"stochastic"}\n');
    expect(svc.requests.map((r) => r.kind)).toEqual([
      'CreateArtifact',
      'block',
      'blocklist',
      'FinalizeArtifact',
    ]);
    expect(svc.violations).toEqual([]);

    const listed = await client.listArtifacts();
    expect(listed.artifacts.map((a) => [a.name, a.id, a.size])).toEqual([
      ['agentverity', result.id, result.size],
    ]);
  });

  it('refuses a second artifact of the same name in the run with 409', async () => {
    const client = new DefaultArtifactClient();
    const files = twoFiles();
    await client.uploadArtifact('agentverity', files, path.join(workspace, 'out'));
    const err = await rejection(
      client.uploadArtifact('agentverity', files, path.join(workspace, 'out')),
    );
    expect(String(err)).toMatch(
      /409.*an artifact with this name already exists on the workflow run/,
    );
    expect(svc.artifacts).toHaveLength(1);
  });

  it('fails fast on an injected 4xx', async () => {
    const client = new DefaultArtifactClient();
    svc.failNext('CreateArtifact', { status: 400 });
    const err = await rejection(
      client.uploadArtifact('agentverity', twoFiles(), path.join(workspace, 'out')),
    );
    expect(String(err)).toContain('Failed to CreateArtifact');
    expect(String(err)).toContain('(400)');
    expect(svc.requests.map((r) => [r.kind, r.status])).toEqual([['CreateArtifact', 400]]);
    expect(svc.artifacts).toEqual([]);
  });

  it('checks the bearer token', async () => {
    const res = await fetch(
      new URL('twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts', svc.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer wrong' },
        body: '{}',
      },
    );
    expect(res.status).toBe(401);
    expect(svc.violations).toHaveLength(1);
  });
});
