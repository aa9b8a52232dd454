/**
 * Proves the e2e fakes with the real clients: Octokit from @actions/github (plus the
 * retry plugin) against the OpenAPI-checked GitHub fake, and DefaultArtifactClient
 * from @actions/artifact against the results-service fake.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { DefaultArtifactClient } from '@actions/artifact';
import { unzipSync } from 'fflate';
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
const execFileAsync = promisify(execFile);

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
      branch: 'own-branch',
    });
    expect(created.status).toBe(201);
    expect(fake.file('new/file.txt', 'own-branch')?.toString()).toBe('{"a":2}\n');
    expect(created.data.commit.parents?.[0]?.sha).toBe('f'.repeat(40));
    // A fork's branch is not a branch of this repository.
    const forkBranch = await rejection(
      gh.rest.repos.createOrUpdateFileContents({ ...put, path: 'x.txt', branch: 'feature/x' }),
    );
    expect(statusOf(forkBranch)).toBe(404);

    const arts = await gh.rest.actions.listWorkflowRunArtifacts({ ...r, run_id: 99 });
    expect(arts.data.artifacts.map((a) => [a.name, a.size_in_bytes])).toEqual([
      ['agentverity', 2048],
    ]);
    fake.addWorkflowRun({ id: 99, headSha: HEAD, headRepo: 'forker/agent-repo' });
    const runs = await gh.rest.actions.listWorkflowRunsForRepo({ ...r, head_sha: HEAD });
    expect(runs.data.workflow_runs.map((w) => [w.id, w.pull_requests])).toEqual([[99, []]]);
    const run = await gh.rest.actions.getWorkflowRun({ ...r, run_id: 99 });
    expect(run.data.head_repository.full_name).toBe('forker/agent-repo');
    const zip = await gh.rest.actions.downloadArtifact({
      ...r,
      artifact_id: arts.data.artifacts[0]!.id,
      archive_format: 'zip',
    });
    expect(zip.status).toBe(200);
    fake.addTeamMember(r.owner, 'reviewers', 'maintainer');
    const member = await gh.rest.teams.getMembershipForUserInOrg({
      org: r.owner,
      team_slug: 'reviewers',
      username: 'maintainer',
    });
    expect(member.data.state).toBe('active');
    const added = await gh.rest.issues.addLabels({ ...r, issue_number: 13, labels: ['x'] });
    expect(added.data.map((l) => l.name)).toEqual(['x']);

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

    expect(new Set(fake.requests.map((q) => q.operationId)).size).toBe(23);
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

describe('fake GitHub: what baseline promotion reads and writes', () => {
  let fake: FakeGithub;
  beforeEach(async () => {
    fake = await startFakeGithub({
      tokens: {
        tok: { login: 'github-actions[bot]', type: 'Bot', canWrite: true },
        pat: { login: 'maintainer', type: 'User' },
      },
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await fake.close();
  });
  const gh = () => getOctokit('tok', { baseUrl: fake.url });
  const repo = () => ({ owner: fake.owner, repo: fake.repo });
  const CANDIDATE = '{"schema":"candidate"}\n';

  it('downloads an artifact: 302 to a signed blob URL on another origin serving a real zip', async () => {
    fake.addWorkflowRun({ id: 501, headSha: HEAD });
    const id = fake.addArtifact(501, {
      name: 'agentverity',
      files: { 'candidate-baseline.json': CANDIDATE, 'report.json': '{}' },
    });
    const listed = await gh().rest.actions.listWorkflowRunArtifacts({ ...repo(), run_id: 501 });
    const art = listed.data.artifacts[0]!;
    expect(art.workflow_run).toMatchObject({ id: 501, head_sha: HEAD, head_branch: 'main' });

    // Octokit's fetch follows the redirect; the zip comes back as an ArrayBuffer.
    const res = await gh().rest.actions.downloadArtifact({
      ...repo(),
      artifact_id: id,
      archive_format: 'zip',
    });
    const zip = new Uint8Array(res.data as ArrayBuffer);
    expect(art.size_in_bytes).toBe(zip.length);
    expect(art.digest).toBe(`sha256:${createHash('sha256').update(zip).digest('hex')}`);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['candidate-baseline.json', 'report.json']);
    expect(Buffer.from(files['candidate-baseline.json']!).toString()).toBe(CANDIDATE);
    // The blob is another origin: the client did not forward the token.
    expect(fake.blobRequests).toEqual([
      expect.objectContaining({ method: 'GET', status: 200, authorization: false }),
    ]);

    // Without following: the Location is the signed URL; a forged signature is refused.
    const manual = await gh().rest.actions.downloadArtifact({
      ...repo(),
      artifact_id: id,
      archive_format: 'zip',
      request: { redirect: 'manual' },
    });
    expect(manual.status).toBe(302);
    const location = new URL(String(manual.headers.location));
    expect(location.origin).not.toBe(fake.url);
    expect(location.pathname).toBe(`/artifacts/${id}/agentverity.zip`);
    location.searchParams.set('sig', 'forged');
    expect((await fetch(location)).status).toBe(403);
    fake.assertClean();
  });

  it('answers an expired artifact with 410 and an unknown one or another format with 404', async () => {
    const expired = fake.addArtifact(502, { name: 'agentverity', expired: true, files: {} });
    const r = { ...repo(), archive_format: 'zip' };
    expect(
      statusOf(await rejection(gh().rest.actions.downloadArtifact({ ...r, artifact_id: expired }))),
    ).toBe(410);
    expect(
      statusOf(await rejection(gh().rest.actions.downloadArtifact({ ...r, artifact_id: 1 }))),
    ).toBe(404);
    expect(
      statusOf(
        await rejection(
          gh().rest.actions.downloadArtifact({ ...r, artifact_id: expired, archive_format: 'tar' }),
        ),
      ),
    ).toBe(404);
    fake.assertClean();
  });

  it('serves @actions/artifact downloadArtifact (findBy another run) the way GitHub does', async () => {
    fake.addWorkflowRun({ id: 503, headSha: HEAD });
    const id = fake.addArtifact(503, {
      name: 'agentverity',
      files: { 'candidate-baseline.json': CANDIDATE },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'av-download-'));
    // @actions/artifact's Octokit takes GITHUB_API_URL when its module loads: a child process.
    const script = [
      `import { DefaultArtifactClient } from '@actions/artifact';`,
      `const out = await new DefaultArtifactClient().downloadArtifact(${id}, {`,
      `  path: process.env.DIR,`,
      `  findBy: { token: 'tok', workflowRunId: 503, repositoryOwner: '${fake.owner}', repositoryName: '${fake.repo}' },`,
      `});`,
      `process.stderr.write(JSON.stringify(out));`,
    ].join('\n');
    const { stderr } = await execFileAsync(
      process.execPath,
      ['--input-type=module', '-e', script],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          GITHUB_API_URL: fake.url,
          DIR: dir,
          NO_PROXY: '127.0.0.1',
        },
      },
    );
    expect(JSON.parse(stderr)).toMatchObject({ downloadPath: dir });
    expect(readFileSync(path.join(dir, 'candidate-baseline.json'), 'utf8')).toBe(CANDIDATE);
    expect(fake.blobRequests).toEqual([
      expect.objectContaining({ status: 200, authorization: false }),
    ]);
    fake.assertClean();
  });

  it('lists workflow runs newest first, filtered by head_sha, status or conclusion, event; paged', async () => {
    const OTHER = 'f'.repeat(40);
    fake.addPull({ number: 7, headSha: HEAD });
    fake.addWorkflowRun({ id: 601, headSha: HEAD, conclusion: 'failure' });
    fake.addWorkflowRun({ id: 602, headSha: OTHER });
    fake.addWorkflowRun({ id: 603, headSha: HEAD, runAttempt: 2 });
    fake.addWorkflowRun({ id: 604, headSha: HEAD, status: 'in_progress' });
    fake.addWorkflowRun({ id: 605, headSha: HEAD, event: 'workflow_run' });
    const list = (q: Record<string, string | number> = {}) =>
      gh()
        .rest.actions.listWorkflowRunsForRepo({ ...repo(), ...q })
        .then((x) => x.data);
    const all = await list({ head_sha: HEAD });
    expect(all.total_count).toBe(4);
    expect(all.workflow_runs.map((w) => w.id)).toEqual([605, 604, 603, 601]);
    const first = all.workflow_runs.find((w) => w.id === 603)!;
    expect(first).toMatchObject({
      head_branch: 'feature-7',
      run_attempt: 2,
      status: 'completed',
      conclusion: 'success',
      html_url: `https://github.com/${fake.owner}/${fake.repo}/actions/runs/603`,
    });
    expect(first.pull_requests?.map((p) => p.number)).toEqual([7]);
    expect(
      (await list({ head_sha: HEAD, status: 'completed' })).workflow_runs.map((w) => w.id),
    ).toEqual([605, 603, 601]);
    expect(
      (await list({ head_sha: HEAD, status: 'failure' })).workflow_runs.map((w) => w.id),
    ).toEqual([601]);
    expect(
      (await list({ head_sha: HEAD, event: 'pull_request', status: 'success' })).workflow_runs.map(
        (w) => w.id,
      ),
    ).toEqual([603]);
    const paged = await gh().paginate(gh().rest.actions.listWorkflowRunsForRepo, {
      ...repo(),
      per_page: 2,
    });
    expect(paged.map((w) => w.id)).toEqual([605, 604, 603, 602, 601]);
    expect(
      statusOf(await rejection(gh().rest.actions.getWorkflowRun({ ...repo(), run_id: 9 }))),
    ).toBe(404);
    fake.assertClean();
  });

  it('answers team membership: active, pending, and 404 for anyone else', async () => {
    fake.addTeamMember(fake.owner, 'baseline-approvers', 'maintainer');
    fake.addTeamMember(fake.owner, 'baseline-approvers', 'newcomer', 'pending');
    const get = (username: string, team_slug = 'baseline-approvers') =>
      gh().rest.teams.getMembershipForUserInOrg({ org: fake.owner, team_slug, username });
    expect((await get('maintainer')).data).toMatchObject({ state: 'active', role: 'member' });
    expect((await get('newcomer')).data.state).toBe('pending');
    expect(statusOf(await rejection(get('rando')))).toBe(404);
    expect(statusOf(await rejection(get('maintainer', 'other-team')))).toBe(404);
    fake.assertClean();
  });

  it('moves a same-repo PR head on push and on a contents write; the commit names its parent', async () => {
    const PUSHED = 'c'.repeat(40);
    fake.addPull({ number: 7, headSha: HEAD });
    fake.addPull({ number: 9, headSha: 'd'.repeat(40), headRepo: 'forker/agent-repo' });
    fake.setHead(7, PUSHED);
    const pull = await gh().rest.pulls.get({ ...repo(), pull_number: 7 });
    expect(pull.data.head.sha).toBe(PUSHED);
    expect(fake.branchHead('feature-7')).toBe(PUSHED);

    const none = await rejection(
      gh().rest.repos.getContent({
        ...repo(),
        path: '.agentverity/baseline.json',
        ref: 'feature-7',
      }),
    );
    expect(statusOf(none)).toBe(404);
    const put = {
      ...repo(),
      path: '.agentverity/baseline.json',
      branch: 'feature-7',
      message: 'Approve',
      content: Buffer.from('{"v":1}\n').toString('base64'),
    };
    const created = await gh().rest.repos.createOrUpdateFileContents(put);
    expect(created.status).toBe(201);
    expect(created.data.commit.parents?.map((p) => p.sha)).toEqual([PUSHED]);
    const commit = created.data.commit.sha!;
    expect(fake.branchHead('feature-7')).toBe(commit);
    expect((await gh().rest.pulls.get({ ...repo(), pull_number: 7 })).data.head.sha).toBe(commit);
    expect(fake.file('.agentverity/baseline.json', 'feature-7')?.toString()).toBe('{"v":1}\n');
    expect(fake.file('.agentverity/baseline.json')).toBeUndefined();

    // Updating needs the blob sha GitHub gave: none -> 422, a wrong one -> 409.
    const blob = created.data.content!.sha!;
    expect(statusOf(await rejection(gh().rest.repos.createOrUpdateFileContents(put)))).toBe(422);
    expect(
      statusOf(await rejection(gh().rest.repos.createOrUpdateFileContents({ ...put, sha: HEAD }))),
    ).toBe(409);
    const updated = await gh().rest.repos.createOrUpdateFileContents({ ...put, sha: blob });
    expect(updated.data.commit.parents?.map((p) => p.sha)).toEqual([commit]);

    // A fork PR's head is seeded, its branch is not ours.
    fake.setHead(9, 'e'.repeat(40));
    expect((await gh().rest.pulls.get({ ...repo(), pull_number: 9 })).data.head.sha).toBe(
      'e'.repeat(40),
    );
    expect(
      statusOf(
        await rejection(
          gh().rest.repos.createOrUpdateFileContents({ ...put, branch: 'feature-9' }),
        ),
      ),
    ).toBe(404);
    fake.assertClean();
  });

  it('changes state just before a chosen request (beforeNext), once', async () => {
    fake.addPull({ number: 7, headSha: HEAD });
    fake.beforeNext('pulls/get', () => fake.setHead(7, 'c'.repeat(40)));
    const get = () => gh().rest.pulls.get({ ...repo(), pull_number: 7 });
    expect((await get()).data.head.sha).toBe('c'.repeat(40));
    fake.setHead(7, HEAD);
    expect((await get()).data.head.sha).toBe(HEAD);
    expect(() => fake.beforeNext('nope/nope', () => undefined)).toThrow(/not an operation/);
    fake.assertClean();
  });

  it('dates label events by the fake clock, in order with statuses, and marks app-made ones', async () => {
    fake.addPull({ number: 7, headSha: HEAD });
    const first = fake.addEvent({ issue: 7, event: 'labeled', label: 'ok', actor: 'maintainer' });
    const status = await gh().rest.repos.createCommitStatus({
      ...repo(),
      sha: HEAD,
      state: 'success',
    });
    const second = fake.addEvent({
      issue: 7,
      event: 'labeled',
      label: 'ok',
      actor: 'auto-labeler[bot]',
      actorType: 'Bot',
      viaApp: 'auto-labeler',
    });
    await gh().rest.issues.addLabels({ ...repo(), issue_number: 7, labels: ['by-token'] });
    expect(first.createdAt < status.data.created_at).toBe(true);
    expect(status.data.created_at < second.createdAt).toBe(true);
    const events = await gh().rest.issues.listEvents({ ...repo(), issue_number: 7 });
    expect(
      events.data.map((e) => [
        e.actor?.login,
        e.created_at,
        e.performed_via_github_app?.slug ?? null,
      ]),
    ).toEqual([
      ['maintainer', first.createdAt, null],
      ['auto-labeler[bot]', second.createdAt, 'auto-labeler'],
      ['github-actions[bot]', expect.any(String), null],
    ]);
    expect(fake.labels(7)).toEqual(['ok', 'by-token']);
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

  it("lists and downloads another job's artifacts of the run the way the client asks for them", async () => {
    // Job A uploads through the real client; the merge job (the service's own token) downloads.
    const otherJob = 'job-a-backend-id';
    process.env.ACTIONS_RUNTIME_TOKEN = svc.tokenForJob(otherJob);
    const uploaded = await new DefaultArtifactClient().uploadArtifact(
      'agentverity-shard-1-of-2',
      twoFiles(),
      path.join(workspace, 'out'),
    );
    const seeded = svc.seed('agentverity-shard-2-of-2', { 'evidence.json': '{"shard":2}\n' });
    process.env.ACTIONS_RUNTIME_TOKEN = svc.token;

    const client = new DefaultArtifactClient();
    const listed = await client.listArtifacts({ latest: true });
    expect(listed.artifacts.map((a) => [a.name, a.id]).sort()).toEqual([
      ['agentverity-shard-1-of-2', uploaded.id],
      ['agentverity-shard-2-of-2', seeded.id],
    ]);
    expect(listed.artifacts.find((a) => a.id === seeded.id)?.digest).toBe(seeded.digest);

    const into = path.join(workspace, 'down');
    const one = await client.downloadArtifact(uploaded.id!, {
      path: path.join(into, '1'),
      expectedHash: svc.artifacts.find((a) => a.id === uploaded.id)!.digest,
    });
    expect(one.digestMismatch).toBe(false);
    expect(readFileSync(path.join(into, '1', 'report.json'), 'utf8')).toBe(
      '{"status":"stochastic"}\n',
    );
    await client.downloadArtifact(seeded.id, { path: path.join(into, '2') });
    expect(readFileSync(path.join(into, '2', 'evidence.json'), 'utf8')).toBe('{"shard":2}\n');

    // The client's requests: its own ids to list (by id), the artifact's job to sign.
    const signs = svc.requests.filter((r) => r.kind === 'GetSignedArtifactURL');
    expect(
      signs.map((r) => (r.body as Record<string, unknown>).workflow_job_run_backend_id),
    ).toEqual([otherJob, seeded.jobBackendId]);
    const byId = svc.requests.filter(
      (r) =>
        r.kind === 'ListArtifacts' && (r.body as Record<string, unknown>).id_filter !== undefined,
    );
    expect(byId.map((r) => (r.body as Record<string, unknown>).id_filter)).toEqual([
      String(uploaded.id),
      String(seeded.id),
    ]);
    expect(svc.requests.filter((r) => r.kind === 'download').map((r) => r.status)).toEqual([
      200, 200,
    ]);
    expect(svc.violations).toEqual([]);
  });

  it('signs a download only for the job that holds the artifact, and serves it only signed', async () => {
    const seeded = svc.seed('shard', { 'evidence.json': '{}' }, { jobBackendId: 'job-b' });
    const post = (body: unknown) =>
      fetch(
        new URL(
          'twirp/github.actions.results.api.v1.ArtifactService/GetSignedArtifactURL',
          svc.url,
        ),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${svc.token}` },
          body: JSON.stringify(body),
        },
      );
    const wrongJob = await post({
      workflow_run_backend_id: svc.runBackendId,
      workflow_job_run_backend_id: 'job-c',
      name: 'shard',
    });
    expect(wrongJob.status).toBe(404);
    const signed = await post({
      workflow_run_backend_id: svc.runBackendId,
      workflow_job_run_backend_id: 'job-b',
      name: 'shard',
    });
    const { signed_url: url } = (await signed.json()) as { signed_url: string };
    const zip = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(Object.keys(unzipSync(new Uint8Array(zip)))).toEqual(['evidence.json']);
    expect(`sha256:${createHash('sha256').update(zip).digest('hex')}`).toBe(seeded.digest);
    const unsigned = await fetch(url.replace(/\?.*$/, ''));
    expect(unsigned.status).toBe(403);
    expect(svc.violations).toEqual(['blob GET without the signed URL signature']);
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
