/**
 * Label-approved baseline promotion end to end (issue 8, /docs/baseline-promotion.md):
 * the gate's candidate and its record (a commit status, or a data block in our
 * comment), then `mode: promote` on the `labeled` event, spawned from dist/index.js
 * against the OpenAPI-checked GitHub fake and the artifact results-service fake.
 * Every refusal the issue lists has a test; each ends with both fakes clean.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseBaseline, serialiseBaseline } from '../../src/evidence/index.js';
import { startFakeArtifactService, type FakeArtifactService } from './fakes/artifact-service.js';
import { startFakeGithub, type FakeGithub, type SeededEvent } from './fakes/github-api.js';
import {
  hasActionBundle,
  pullRequestEvent,
  pullRequestTargetEvent,
  pushEvent,
  runAction,
  workflowRunEvent,
  type ActionRun,
  type PullRequestEventOptions,
  type RunActionOptions,
  zipped,
} from './harness.js';

const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const PUSHED = 'b2c3d4e5f60718293a4b5c6d7e8f901234567890';
const TOKEN = 'ghs_e2e-token';
/** A fork PR's `pull_request` token: reads, but every write is refused. */
const READ_ONLY = 'ghs_read-only-fork-token';
/** A personal token for the promote job (so that its commit starts workflows). */
const PAT = 'ghp_releasemanagerpersonaltoken';
const BOT = 'github-actions[bot]';
const STABLE = 'examples/evidence/router.json';
const BLIND = 'tests/fixtures/reports/blind.evidence.json';
const LABEL = 'agentverity:approve-baseline';
const CONTEXT = 'agentverity/baseline-candidate';
const PR = 7;
const BRANCH = `feature-${PR}`;
const GATE_RUN = 2001;
const PROMOTE_RUN = 3001;
const REPO = 'octo-org/agent-repo';
const runUrl = (id: number) => `https://github.com/${REPO}/actions/runs/${id}`;
const BASELINE_PATH = '.agentverity/baseline.json';

let github: FakeGithub;
let artifacts: FakeArtifactService;

beforeEach(async () => {
  github = await startFakeGithub({
    tokens: {
      [TOKEN]: { login: BOT, type: 'Bot', canWrite: true },
      [READ_ONLY]: { login: BOT, type: 'Bot', canWrite: false },
      [PAT]: { login: 'release-manager', type: 'User', canWrite: true },
    },
  });
  artifacts = await startFakeArtifactService();
  github.setPermission('maintainer', 'write');
  github.setPermission('admin-person', 'admin');
  github.setPermission('triager', 'triage');
  github.setPermission('contributor', 'write'); // the PR's author
});

afterEach(async () => {
  try {
    github.assertClean();
    expect(artifacts.violations).toEqual([]);
  } finally {
    await github.close();
    await artifacts.close();
  }
});

function action(options: RunActionOptions = {}): Promise<ActionRun> {
  return runAction({
    github: { url: github.url, owner: github.owner, repo: github.repo },
    artifacts: { url: artifacts.url, token: artifacts.token },
    token: TOKEN,
    ...options,
    env: { AGENTVERITY_API_RETRY_BASE_MS: '1', ...options.env },
  });
}

const ops = (id: string) => github.requests.filter((r) => r.operationId === id);
const ofLevel = (run: ActionRun, level: string) =>
  run.commands.filter((c) => c.command === level).map((c) => c.message);
const said = (run: ActionRun) =>
  [...run.commands.map((c) => c.message), run.stdout, run.stderr, run.summary].join('\n');
const stickyComments = () =>
  github.comments(PR).filter((c) => c.body.startsWith('<!-- agentverity-action/comment@1'));

interface Gated {
  run: ActionRun;
  digest: string;
  candidateText: string;
}

/** The gate on the PR's head: the candidate, its record, and its artifact as a workflow run. */
async function gate(
  opts: {
    evidence?: string;
    runId?: number;
    event?: Partial<PullRequestEventOptions>;
    inputs?: Record<string, string>;
    eventName?: string;
    /** Seed the run and its artifact for the Actions API (default true). */
    seed?: boolean;
  } = {},
): Promise<Gated> {
  const runId = opts.runId ?? GATE_RUN;
  const before = artifacts.artifacts.length;
  const run = await action({
    eventName: opts.eventName ?? 'pull_request',
    payload: pullRequestEvent({ number: PR, headSha: HEAD, ...opts.event }),
    runId,
    inputs: { evidence: opts.evidence ?? STABLE, 'fail-on': 'none', ...opts.inputs },
  });
  const file = path.join(run.runnerTemp, 'agentverity', 'candidate-baseline.json');
  const candidateText = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (opts.seed ?? true) {
    const uploaded = artifacts.artifacts.slice(before);
    github.addWorkflowRun({
      id: runId,
      headSha: opts.event?.headSha ?? HEAD,
      ...(opts.event?.fork ? { headRepo: 'forker/agent-repo', headBranch: BRANCH } : {}),
    });
    for (const a of uploaded)
      github.addArtifact(runId, {
        name: a.name,
        files: Object.fromEntries([...a.files].map(([k, v]) => [k, new Uint8Array(v)])),
      });
  }
  return { run, digest: run.outputs['candidate-digest'] ?? '', candidateText };
}

function label(actor: string, extra: { actorType?: 'User' | 'Bot'; viaApp?: string } = {}) {
  return github.addEvent({ issue: PR, event: 'labeled', label: LABEL, actor, ...extra });
}

function promote(
  opts: {
    sender?: string;
    headSha?: string;
    label?: string;
    inputs?: Record<string, string>;
    eventName?: string;
    payload?: unknown;
    fork?: boolean;
  } = {},
): Promise<ActionRun> {
  const event: PullRequestEventOptions = {
    number: PR,
    headSha: opts.headSha ?? HEAD,
    action: 'labeled',
    label: opts.label ?? LABEL,
    sender: opts.sender ?? 'maintainer',
    ...(opts.fork ? { fork: true, headRef: BRANCH } : {}),
  };
  const eventName = opts.eventName ?? 'pull_request';
  return action({
    eventName,
    payload:
      opts.payload ??
      (eventName === 'pull_request_target'
        ? pullRequestTargetEvent(event)
        : pullRequestEvent(event)),
    runId: PROMOTE_RUN,
    job: 'promote',
    inputs: { mode: 'promote', ...opts.inputs },
  });
}

/** A refusal: non-zero exit, status `refused`, nothing written, the rule named. */
function expectRefused(run: ActionRun, code: string): void {
  expect(run.code, said(run)).not.toBe(0);
  expect(run.outputs.status).toBe('refused');
  expect(run.outputs.promoted).toBe('false');
  expect(run.outputs['baseline-commit'] ?? '').toBe('');
  expect(ofLevel(run, 'error').join('\n')).toContain(code);
  expect(ops('repos/create-or-update-file-contents')).toHaveLength(0);
  expect(artifacts.artifacts.filter((a) => a.name.endsWith('-baseline'))).toHaveLength(0);
}

describe.skipIf(!hasActionBundle())('gate: the candidate and its record', () => {
  it('writes candidate-baseline.json, the candidate-digest output, a commit status and the data block', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { run, digest, candidateText } = await gate({ seed: false });
    expect(run.code, said(run)).toBe(0);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(run.outputs.promoted).toBe('false');

    // The candidate: a valid baseline file, unapproved, whose content digest is the output.
    const candidate = parseBaseline(JSON.parse(candidateText));
    expect(candidate.approval).toBeNull();
    expect(JSON.parse(candidateText).contentDigest).toBe(digest);
    // It travels in the artifact.
    const uploaded = artifacts.artifacts[0]!;
    expect(uploaded.files.get('candidate-baseline.json')?.toString('utf8')).toBe(candidateText);

    // The record: one status on the head commit, pointing at this run.
    const statuses = github.statuses(HEAD).filter((s) => s.context === CONTEXT);
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toMatchObject({
      state: 'success',
      description: `candidate sha256:${digest}`,
      targetUrl: runUrl(GATE_RUN),
      login: BOT,
    });

    // The comment: the data block right after the marker, the digest, the head, the label.
    const [comment] = stickyComments();
    expect(comment).toBeDefined();
    const lines = comment!.body.split('\n');
    expect(lines[1]).toBe(
      `<!-- agentverity-action/candidate@1 sha=${HEAD} digest=${digest} run=${GATE_RUN} -->`,
    );
    expect(comment!.body).toContain(digest);
    expect(comment!.body).toContain(LABEL);
    expect(comment!.body).toContain(HEAD.slice(0, 7));
  });

  it('with a comment-key: the status context carries the key', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { digest } = await gate({ seed: false, inputs: { 'comment-key': 'matrix-a' } });
    const [status] = github.statuses(HEAD);
    expect(status).toMatchObject({
      context: `${CONTEXT} (matrix-a)`,
      description: `candidate sha256:${digest}`,
    });
  });

  it('evidence that does not admit: no candidate file, `no candidate: …` status, the reasons in the comment', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { run, digest, candidateText } = await gate({ evidence: BLIND, seed: false });
    expect(digest).toBe('');
    expect(candidateText).toBe('');
    const [status] = github.statuses(HEAD).filter((s) => s.context === CONTEXT);
    expect(status?.state).toBe('success');
    expect(status?.description).toMatch(/^no candidate: ./);
    expect(status?.description?.length).toBeLessThanOrEqual(140);
    expect(status?.targetUrl).toBe(runUrl(GATE_RUN));
    const [comment] = stickyComments();
    expect(comment!.body).not.toContain('agentverity-action/candidate@1');
    expect(comment!.body).toMatch(/blind/i);
    expect(run.outputs.admitted).toBe('false');
  });

  it('a 403 on the status (read-only record) is a notice; the comment still records the candidate', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    github.failNext('repos/create-commit-status', {
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest',
        status: '403',
      },
    });
    const { run, digest } = await gate({ seed: false });
    expect(run.code, said(run)).toBe(0);
    expect(github.statuses(HEAD)).toHaveLength(0);
    expect(ofLevel(run, 'error')).toEqual([]);
    expect(stickyComments()[0]!.body.split('\n')[1]).toContain(`digest=${digest}`);
  });

  it('on synchronize with the approval label on the PR: removes it and says why', async () => {
    github.addPull({ number: PR, headSha: HEAD, labels: [LABEL, 'bug'] });
    const { run } = await gate({
      seed: false,
      event: { action: 'synchronize', labels: [LABEL, 'bug'], before: PUSHED },
    });
    expect(run.code, said(run)).toBe(0);
    expect(github.labels(PR)).toEqual(['bug']);
    const removed = ops('issues/remove-label');
    expect(removed).toHaveLength(1);
    expect(decodeURIComponent(removed[0]!.path)).toContain(`/labels/${LABEL}`);
    const body = stickyComments()[0]!.body;
    expect(body).toContain(LABEL);
    expect(body).toMatch(/removed/i);
    expect(body).toMatch(/push/i);
  });

  it('on synchronize without the label: no label request', async () => {
    github.addPull({ number: PR, headSha: HEAD, labels: ['bug'] });
    await gate({ seed: false, event: { action: 'synchronize', labels: ['bug'] } });
    expect(ops('issues/remove-label')).toHaveLength(0);
    expect(github.labels(PR)).toEqual(['bug']);
  });

  it('started by the approval label itself: the record and the comment are left alone', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const first = await gate({ seed: false });
    const status = github.statuses(HEAD);
    const comment = stickyComments()[0]!;
    label('maintainer');
    const again = await gate({
      seed: false,
      runId: GATE_RUN + 1,
      event: { action: 'labeled', label: LABEL, sender: 'maintainer' },
    });
    expect(again.run.code, said(again.run)).toBe(0);
    expect(again.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(github.statuses(HEAD)).toEqual(status);
    expect(stickyComments()).toEqual([comment]);
    expect(first.digest).toMatch(/^[0-9a-f]{64}$/);
    // Another label is an ordinary run: the record is written again.
    await gate({
      seed: false,
      runId: GATE_RUN + 2,
      event: { action: 'labeled', label: 'bug', sender: 'maintainer' },
    });
    expect(github.statuses(HEAD).length).toBeGreaterThan(status.length);
  });
});

describe.skipIf(!hasActionBundle())('promote: the happy path', () => {
  it('a write user’s label commits the approved baseline on the PR branch, consumes the label, updates the comment', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { digest, candidateText } = await gate();
    const given: SeededEvent = label('maintainer');

    const run = await promote();
    expect(run.code, said(run)).toBe(0);
    const commit = github.branchHead(BRANCH)!;
    expect(commit).not.toBe(HEAD);
    expect(run.outputs).toMatchObject({
      status: 'promoted',
      promoted: 'true',
      'candidate-digest': digest,
      'baseline-commit': commit,
    });

    // The commit: the baseline file on the PR branch, parented on the approved head.
    const puts = ops('repos/create-or-update-file-contents');
    expect(puts).toHaveLength(1);
    expect(decodeURIComponent(puts[0]!.path)).toContain(`/contents/${BASELINE_PATH}`);
    const body = puts[0]!.body as { branch: string; message: string; sha?: string };
    expect(body.branch).toBe(BRANCH);
    // The subject names the PR and the approver; the body the role, label and commit.
    expect(body.message.split('\n')[0]).toBe(
      `Approve AgentVerity baseline for #${PR} (label by @maintainer)`,
    );
    expect(body.message).toContain(HEAD);
    expect(body.sha).toBeUndefined();
    expect(github.file(BASELINE_PATH)).toBeUndefined(); // not on the default branch

    const written = github.file(BASELINE_PATH, BRANCH)!.toString('utf8');
    const baseline = parseBaseline(JSON.parse(written));
    const candidate = parseBaseline(JSON.parse(candidateText));
    expect(baseline.approval).toEqual({
      how: 'pr-label',
      approver: 'maintainer',
      approvedAt: given.createdAt,
      label: LABEL,
      role: 'write',
      headSha: HEAD,
      pullRequest: PR,
      repository: REPO,
    });
    // Everything but the approval is the candidate's: same evidence, same content digest.
    expect(baseline.evidenceDigest).toBe(candidate.evidenceDigest);
    expect(baseline.entries).toEqual(candidate.entries);
    expect(JSON.parse(written).contentDigest).toBe(digest);
    // Written to the runner first, under $RUNNER_TEMP/agentverity/promotion/.
    const onRunner = path.join(
      run.runnerTemp,
      'agentverity',
      'promotion',
      'baseline',
      'baseline.json',
    );
    expect(run.outputs['report-path']).toBe(onRunner);
    expect(readFileSync(onRunner, 'utf8')).toBe(written);

    // What it read: the PR twice (the head before writing), the events, the role, the
    // record, the run's artifact through the blob URL (no token sent there).
    expect(ops('pulls/get').length).toBeGreaterThanOrEqual(2);
    expect(ops('issues/list-events').length).toBeGreaterThanOrEqual(1);
    expect(ops('repos/get-collaborator-permission-level')).toHaveLength(1);
    expect(ops('repos/list-commit-statuses-for-ref').length).toBeGreaterThanOrEqual(1);
    expect(ops('actions/download-artifact').length).toBeGreaterThanOrEqual(1);
    expect(github.blobRequests.every((b) => !b.authorization && b.status === 200)).toBe(true);
    // Promotion never runs the agent: no artifact of reports from this run (the
    // gate's zipped artifact and its HTML report are all there is).
    expect(zipped(artifacts)).toHaveLength(1);
    expect(artifacts.artifacts.map((a) => a.name).sort()).toEqual([
      'agentverity',
      'agentverity.html',
    ]);

    // The label is consumed; the gate's comment gets one promotion section.
    expect(github.labels(PR)).not.toContain(LABEL);
    const comments = stickyComments();
    expect(comments).toHaveLength(1);
    const text = comments[0]!.body;
    expect(text.split('<!-- agentverity-action/promotion@1 -->')).toHaveLength(2);
    expect(text).toContain('<!-- /agentverity-action/promotion@1 -->');
    const section = text.slice(text.indexOf('<!-- agentverity-action/promotion@1 -->'));
    expect(section).toContain('@maintainer');
    expect(section).toContain(commit.slice(0, 7));
    expect(run.summary).toMatch(/promot/i);
  });

  it('replaces an existing baseline on the branch with its blob sha; a second promotion replaces the section', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    github.putFile(BASELINE_PATH, '{"old":true}\n', BRANCH);
    await gate();
    label('admin-person');
    const first = await promote({ sender: 'admin-person' });
    expect(first.code, said(first)).toBe(0);
    const put = ops('repos/create-or-update-file-contents')[0]!;
    expect((put.body as { sha?: string }).sha).toMatch(/^[0-9a-f]{40}$/);
    expect(ops('repos/get-content').length).toBeGreaterThanOrEqual(1);
    const baseline = parseBaseline(JSON.parse(github.file(BASELINE_PATH, BRANCH)!.toString()));
    expect(baseline.approval).toMatchObject({ approver: 'admin-person', role: 'admin' });
    const text = stickyComments()[0]!.body;
    expect(text.split('<!-- agentverity-action/promotion@1 -->')).toHaveLength(2);
  });

  it('the record from our comment when the status could not be written', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    github.failNext('repos/create-commit-status', { status: 403 });
    const { digest } = await gate();
    expect(github.statuses(HEAD)).toHaveLength(0);
    label('maintainer');
    const run = await promote();
    expect(run.code, said(run)).toBe(0);
    expect(run.outputs['candidate-digest']).toBe(digest);
  });

  it('`promote: artifact` uploads <artifact-name>-baseline instead of committing', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { digest } = await gate();
    label('maintainer');
    const run = await promote({ inputs: { promote: 'artifact' } });
    expect(run.code, said(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      status: 'promoted',
      promoted: 'true',
      'baseline-commit': '',
    });
    expect(ops('repos/create-or-update-file-contents')).toHaveLength(0);
    const uploaded = artifacts.artifacts.find((a) => a.name === 'agentverity-baseline');
    expect(uploaded).toBeDefined();
    const file = uploaded!.files.get('baseline.json')!.toString('utf8');
    const baseline = parseBaseline(JSON.parse(file));
    expect(baseline.approval).toMatchObject({ how: 'pr-label', approver: 'maintainer' });
    expect(JSON.parse(file).contentDigest).toBe(digest);
  });

  it('approved but delivered nowhere (no artifact service): refused, exit 2, the file on the runner', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { digest } = await gate();
    label('maintainer');
    const run = await runAction({
      github: { url: github.url, owner: github.owner, repo: github.repo },
      token: TOKEN,
      eventName: 'pull_request',
      payload: pullRequestEvent({
        number: PR,
        headSha: HEAD,
        action: 'labeled',
        label: LABEL,
        sender: 'maintainer',
      }),
      runId: PROMOTE_RUN,
      inputs: { mode: 'promote', promote: 'artifact' },
      env: { AGENTVERITY_API_RETRY_BASE_MS: '1' },
    });
    expect(run.code).not.toBe(0);
    expect(run.outputs).toMatchObject({ status: 'refused', promoted: 'false', 'exit-code': '2' });
    const onRunner = run.outputs['report-path']!;
    expect(JSON.parse(readFileSync(onRunner, 'utf8')).contentDigest).toBe(digest);
    expect(ofLevel(run, 'error').join('\n')).toContain(onRunner);
  });

  it('self-approval allowed with allow-self-approval: true', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('contributor');
    const run = await promote({ sender: 'contributor', inputs: { 'allow-self-approval': 'true' } });
    expect(run.code, said(run)).toBe(0);
    expect(run.outputs.promoted).toBe('true');
  });

  it('latest event wins: triage first, then a maintainer re-labels -> promoted by the maintainer', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('triager');
    github.addEvent({ issue: PR, event: 'unlabeled', label: LABEL, actor: 'triager' });
    label('maintainer');
    // Triggered by the triager's (earlier) labeled event.
    const run = await promote({ sender: 'triager' });
    expect(run.code, said(run)).toBe(0);
    const baseline = parseBaseline(JSON.parse(github.file(BASELINE_PATH, BRANCH)!.toString()));
    expect(baseline.approval).toMatchObject({ approver: 'maintainer' });
  });

  it('approvers: an active member of a listed team may approve', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    github.addTeamMember('octo-org', 'baseline-approvers', 'maintainer');
    await gate();
    label('maintainer');
    const run = await promote({
      inputs: { approvers: 'someone-else, octo-org/baseline-approvers' },
    });
    expect(run.code, said(run)).toBe(0);
    expect(run.outputs.promoted).toBe('true');
    expect(ops('teams/get-membership-for-user-in-org').length).toBeGreaterThanOrEqual(1);
  });

  it('approvers: a listed login may approve without a team lookup', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('maintainer');
    const run = await promote({ inputs: { approvers: 'maintainer' } });
    expect(run.code, said(run)).toBe(0);
    expect(ops('teams/get-membership-for-user-in-org')).toHaveLength(0);
  });

  it('a personal token in the promote job still trusts the gate’s GITHUB_TOKEN records', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { digest } = await gate();
    label('maintainer');
    const run = await action({
      eventName: 'pull_request_target',
      payload: pullRequestTargetEvent({
        number: PR,
        headSha: HEAD,
        action: 'labeled',
        label: LABEL,
        sender: 'maintainer',
      }),
      runId: PROMOTE_RUN,
      token: PAT,
      inputs: { mode: 'promote' },
    });
    expect(run.code, said(run)).toBe(0);
    expect(run.outputs['candidate-digest']).toBe(digest);
    expect(ops('users/get-authenticated')).toHaveLength(1);
    // The gate's comment (by the bot) is updated, not a second one written.
    expect(stickyComments()).toHaveLength(1);
    expect(stickyComments()[0]!.login).toBe(BOT);
    expect(stickyComments()[0]!.body).toContain('### Baseline approved');
    // A status with our context from any other account is still no record.
    const other = await action({
      eventName: 'pull_request_target',
      payload: pullRequestTargetEvent({
        number: PR,
        headSha: HEAD,
        action: 'labeled',
        label: LABEL,
        sender: 'maintainer',
      }),
      runId: PROMOTE_RUN + 1,
      token: PAT,
      inputs: { mode: 'promote', 'comment-author': 'someone-else' },
    });
    expect(other.outputs.status).toBe('refused');
  });

  it('pull_request_target works the same', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('maintainer');
    const run = await promote({ eventName: 'pull_request_target' });
    expect(run.code, said(run)).toBe(0);
    expect(run.outputs.promoted).toBe('true');
  });
});

describe.skipIf(!hasActionBundle())('promote: refusals', () => {
  it('another label: skipped, exit 0, nothing read or written', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    github.addEvent({ issue: PR, event: 'labeled', label: 'bug', actor: 'maintainer' });
    const run = await promote({ label: 'bug' });
    expect(run.code, said(run)).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'skipped', promoted: 'false' });
    expect(ops('repos/create-or-update-file-contents')).toHaveLength(0);
    expect(ops('issues/remove-label')).toHaveLength(0);
    // design: "a notice" naming the approval label.
    expect(ofLevel(run, 'notice').join('\n')).toContain(LABEL);
  });

  it('an event other than pull_request(_target) is refused, naming the events', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const run = await promote({ eventName: 'push', payload: pushEvent({ headSha: HEAD }) });
    // The step fails (the toolkit's exit 1); the refusal is the exit-code output 2.
    expect(run.code).not.toBe(0);
    expect(run.outputs).toMatchObject({ status: 'refused', 'exit-code': '2' });
    const errors = ofLevel(run, 'error').join('\n');
    expect(errors).toContain('pull_request');
    expect(errors).toContain('pull_request_target');
  });

  it('a triage-only labeler: approval.role (and the comment says so)', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('triager');
    const run = await promote({ sender: 'triager' });
    expectRefused(run, 'approval.role');
    expect(ofLevel(run, 'error').join('\n')).toContain('triage');
    expect(stickyComments()[0]!.body).toContain('approval.role');
    expect(github.labels(PR)).toContain(LABEL); // nothing consumed
  });

  it('a bot labeler: approval.bot', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    github.setPermission('renovate[bot]', 'write');
    await gate();
    label('renovate[bot]', { actorType: 'Bot' });
    const run = await promote({ sender: 'renovate[bot]' });
    expectRefused(run, 'approval.bot');
  });

  it('a label applied through a GitHub App on a person’s behalf: approval.bot', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('maintainer', { viaApp: 'auto-labeler' });
    const run = await promote();
    expectRefused(run, 'approval.bot');
  });

  it('the PR author with self-approval off: approval.self', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('contributor');
    const run = await promote({ sender: 'contributor' });
    expectRefused(run, 'approval.self');
  });

  it('label added before the latest push (payload head ≠ current head): approval.stale', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('maintainer');
    github.setHead(PR, PUSHED);
    const run = await promote({ headSha: HEAD });
    expectRefused(run, 'approval.stale');
    expect(ofLevel(run, 'error').join('\n')).toMatch(/push/i);
  });

  it('a push while promotion runs (between reading the PR and writing): approval.stale', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('maintainer');
    // The head moves after the candidate was found, before the write.
    github.beforeNext('actions/download-artifact', () => github.setHead(PR, PUSHED));
    const run = await promote();
    expectRefused(run, 'approval.stale');
    expect(github.file(BASELINE_PATH, BRANCH)).toBeUndefined();
  });

  it('a label older than the candidate record: approval.stale', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    label('maintainer');
    await gate();
    const run = await promote();
    expectRefused(run, 'approval.stale');
  });

  it('no record for the head commit: promotion.no-record', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    label('maintainer');
    const run = await promote();
    expectRefused(run, 'promotion.no-record');
  });

  it('a data block in someone else’s comment is no record', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    github.addComment({
      issue: PR,
      login: 'contributor',
      body: `<!-- agentverity-action/comment@1 key= digest=x -->\n<!-- agentverity-action/candidate@1 sha=${HEAD} digest=${'1'.repeat(64)} run=${GATE_RUN} -->\n`,
    });
    label('maintainer');
    const run = await promote();
    expectRefused(run, 'promotion.no-record');
  });

  it('a status with our context by someone else is no record', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    github.addStatus(HEAD, {
      state: 'success',
      context: CONTEXT,
      description: `candidate sha256:${'1'.repeat(64)}`,
      targetUrl: runUrl(GATE_RUN),
      login: 'contributor',
    });
    label('maintainer');
    const run = await promote();
    expectRefused(run, 'promotion.no-record');
  });

  it('a record but no candidate artifact for the head SHA: promotion.no-candidate', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate({ seed: false });
    label('maintainer');
    const run = await promote();
    expectRefused(run, 'promotion.no-candidate');
  });

  it('an expired candidate artifact is no candidate', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { candidateText } = await gate({ seed: false });
    github.addWorkflowRun({ id: GATE_RUN, headSha: HEAD });
    github.addArtifact(GATE_RUN, {
      name: 'agentverity',
      expired: true,
      files: { 'candidate-baseline.json': candidateText },
    });
    label('maintainer');
    const run = await promote();
    expectRefused(run, 'promotion.no-candidate');
  });

  it('a second record naming another digest on the same head: promotion.records-differ (exit 2), both digests named', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { digest } = await gate();
    const other = 'f'.repeat(64);
    github.addStatus(HEAD, {
      state: 'success',
      context: CONTEXT,
      description: `candidate sha256:${other}`,
      targetUrl: runUrl(GATE_RUN),
      login: BOT,
    });
    label('maintainer');
    const run = await promote();
    // The gate's own record (status and comment) names the candidate; the later
    // status names another: nobody can tell which the reviewer saw (issue 33 item 6).
    expectRefused(run, 'promotion.records-differ');
    expect(run.outputs['exit-code']).toBe('2');
    const errors = ofLevel(run, 'error').join('\n');
    expect(errors).toContain(other);
    expect(errors).toContain(digest);
  });

  it('a tampered candidate whose own fields are self-consistent: promotion.digest-mismatch', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    const { candidateText, digest } = await gate({ seed: false });
    const candidate = parseBaseline(JSON.parse(candidateText));
    const [first, ...rest] = candidate.entries;
    const tampered = serialiseBaseline({
      ...candidate,
      entries: [{ ...first!, decision: `${first!.decision}-tampered` }, ...rest],
    });
    // Self-consistent: it parses, and its own contentDigest matches its content.
    const reparsed = parseBaseline(JSON.parse(tampered));
    expect(JSON.parse(tampered).contentDigest).not.toBe(digest);
    expect(reparsed.entries[0]?.decision).not.toBe(first!.decision);
    github.addWorkflowRun({ id: GATE_RUN, headSha: HEAD });
    github.addArtifact(GATE_RUN, {
      name: 'agentverity',
      files: { 'candidate-baseline.json': tampered },
    });
    label('maintainer');
    const run = await promote();
    expectRefused(run, 'promotion.digest-mismatch');
  });

  it('evidence that does not admit: promotion.not-admitted', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate({ evidence: BLIND });
    label('maintainer');
    const run = await promote();
    expectRefused(run, 'promotion.not-admitted');
  });

  it('label removed and re-added by someone else: the latest event (triage) wins', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('maintainer');
    github.addEvent({ issue: PR, event: 'unlabeled', label: LABEL, actor: 'maintainer' });
    label('triager');
    // The run of the maintainer's (earlier) event still judges the latest one.
    const run = await promote({ sender: 'maintainer' });
    expectRefused(run, 'approval.role');
  });

  it('label removed after it was given: approval.not-labeled', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('maintainer');
    github.addEvent({ issue: PR, event: 'unlabeled', label: LABEL, actor: 'maintainer' });
    const run = await promote();
    expectRefused(run, 'approval.not-labeled');
  });

  it('a closed PR: approval.closed', async () => {
    github.addPull({ number: PR, headSha: HEAD, state: 'closed' });
    label('maintainer');
    const run = await promote();
    expectRefused(run, 'approval.closed');
  });

  it('approvers: not listed, not in the team, or only a pending member: approval.not-listed', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    github.addTeamMember('octo-org', 'baseline-approvers', 'maintainer', 'pending');
    await gate();
    label('maintainer');
    const run = await promote({ inputs: { approvers: 'octo-org/baseline-approvers, lead' } });
    expectRefused(run, 'approval.not-listed');
  });
});

describe.skipIf(!hasActionBundle())('promote: a branch it cannot write', () => {
  it('a fork PR: falls back to the artifact and says so', async () => {
    github.addPull({
      number: PR,
      headSha: HEAD,
      headRepo: 'forker/agent-repo',
      headRef: BRANCH,
      login: 'forker',
    });
    // The fork's gate ran in the base repository's context (pull_request_target / Zone B).
    const { digest } = await gate({
      eventName: 'pull_request_target',
      event: { fork: true, headRef: BRANCH },
    });
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    label('maintainer');
    const run = await promote({ eventName: 'pull_request_target', fork: true });
    expect(run.code, said(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      status: 'promoted',
      promoted: 'true',
      'baseline-commit': '',
    });
    expect(ops('repos/create-or-update-file-contents').filter((r) => r.status < 300)).toHaveLength(
      0,
    );
    const uploaded = artifacts.artifacts.find((a) => a.name === 'agentverity-baseline');
    expect(uploaded?.files.has('baseline.json')).toBe(true);
    expect(said(run)).toMatch(/fork/i);
    const text = stickyComments()[0]!.body;
    expect(text).toMatch(/artifact/i);
    expect(text).toMatch(/fork/i);
  });

  it('a 403 on the contents write: falls back to the artifact and says so', async () => {
    github.addPull({ number: PR, headSha: HEAD });
    await gate();
    label('maintainer');
    github.failNext('repos/create-or-update-file-contents', { status: 403 });
    const run = await promote();
    expect(run.code, said(run)).toBe(0);
    expect(run.outputs).toMatchObject({ promoted: 'true', 'baseline-commit': '' });
    expect(github.file(BASELINE_PATH, BRANCH)).toBeUndefined();
    expect(artifacts.artifacts.some((a) => a.name === 'agentverity-baseline')).toBe(true);
    expect(said(run)).toMatch(/artifact/i);
  });
});

describe.skipIf(!hasActionBundle())(
  'promote: the fork pattern (evaluate, then workflow_run, then the label)',
  () => {
    const EVALUATE_RUN = 5001;
    const COMMENT_RUN = 5002;
    /** The default branch's head, where a run started by `workflow_run` runs. */
    const MAIN_HEAD = 'b'.repeat(40);
    const FORK = 'forker/agent-repo';

    /** Seed a finished run and the artifacts it uploaded, as the Actions API lists them. */
    function seedRun(
      run: { id: number; headSha: string; event?: string; headBranch: string; headRepo?: string },
      uploaded: FakeArtifactService['artifacts'],
    ): void {
      github.addWorkflowRun(run);
      for (const a of uploaded)
        github.addArtifact(run.id, {
          name: a.name,
          files: Object.fromEntries([...a.files].map(([k, v]) => [k, new Uint8Array(v)])),
        });
    }

    it('the workflow_run job records the candidate from its own run, and a maintainer’s label promotes it', async () => {
      github.addPull({
        number: PR,
        headSha: HEAD,
        headRepo: FORK,
        headRef: BRANCH,
        login: 'forker',
      });

      // Zone A: `pull_request` from the fork, read-only token, no comment. It uploads the
      // evidence; its record is refused (no statuses: write), so it records nothing.
      const evaluate = await action({
        eventName: 'pull_request',
        payload: pullRequestEvent({ number: PR, headSha: HEAD, fork: true, headRef: BRANCH }),
        runId: EVALUATE_RUN,
        token: READ_ONLY,
        inputs: { evidence: STABLE, comment: 'never', 'artifact-name': 'agentverity' },
      });
      expect(evaluate.code, said(evaluate)).toBe(0);
      expect(github.statuses(HEAD)).toHaveLength(0);
      expect(stickyComments()).toHaveLength(0);
      const zoneA = artifacts.artifacts.slice();
      expect(zoneA.map((a) => a.name)).toEqual(['agentverity', 'agentverity.html']);
      seedRun({ id: EVALUATE_RUN, headSha: HEAD, headBranch: BRANCH, headRepo: FORK }, zoneA);

      // Zone B: `workflow_run`, on the default branch (GITHUB_SHA and the run's head_sha are
      // main's head), with a write token; Zone A's evidence downloaded as data.
      const download = mkdtempSync(path.join(os.tmpdir(), 'agentverity-zone-a-'));
      const evidence = path.join(download, 'evidence.json');
      writeFileSync(evidence, zoneA[0]!.files.get('evidence.json')!);
      const comment = await action({
        eventName: 'workflow_run',
        payload: workflowRunEvent({
          runId: EVALUATE_RUN,
          headSha: HEAD,
          fork: true,
          pullNumber: PR,
          headBranch: BRANCH,
        }),
        runId: COMMENT_RUN,
        sha: MAIN_HEAD,
        inputs: {
          evidence,
          comment: 'always',
          'fail-on': 'none',
          'artifact-name': 'agentverity-comment',
          'upload-evidence': 'false',
        },
      });
      expect(comment.code, said(comment)).toBe(0);
      const digest = comment.outputs['candidate-digest'] ?? '';
      expect(digest).toMatch(/^[0-9a-f]{64}$/);
      // The record: on the fork's head commit, pointing at the comment job's own run.
      const [status] = github.statuses(HEAD).filter((s) => s.context === CONTEXT);
      expect(status).toMatchObject({
        description: `candidate sha256:${digest}`,
        targetUrl: runUrl(COMMENT_RUN),
        login: BOT,
      });
      expect(stickyComments()[0]!.body.split('\n')[1]).toBe(
        `<!-- agentverity-action/candidate@1 sha=${HEAD} digest=${digest} run=${COMMENT_RUN} -->`,
      );
      const zoneB = artifacts.artifacts.slice(zoneA.length);
      expect(zoneB.map((a) => a.name)).toEqual(['agentverity-comment', 'agentverity-comment.html']);
      expect(zoneB[0]!.files.has('evidence.json')).toBe(false);
      expect(zoneB[0]!.files.has('candidate-baseline.json')).toBe(true);
      seedRun(
        { id: COMMENT_RUN, headSha: MAIN_HEAD, event: 'workflow_run', headBranch: 'main' },
        zoneB,
      );
      // GitHub lists the comment run's artifact under main's head, not the PR's.
      const listed = github.requests.length;

      // The label by a maintainer, then `pull_request_target` promotion.
      label('maintainer');
      const run = await promote({ eventName: 'pull_request_target', fork: true });
      expect(run.code, said(run)).toBe(0);
      expect(run.outputs).toMatchObject({
        status: 'promoted',
        promoted: 'true',
        'candidate-digest': digest,
        'baseline-commit': '',
      });
      // The candidate came from the run the record names, though its head is main's.
      const promotion = github.requests.slice(listed);
      const downloads = promotion.filter((r) => r.operationId === 'actions/download-artifact');
      expect(downloads).toHaveLength(1);
      const lists = promotion.filter(
        (r) => r.operationId === 'actions/list-workflow-run-artifacts',
      );
      expect(decodeURIComponent(lists[0]!.path)).toContain(
        `/actions/runs/${COMMENT_RUN}/artifacts`,
      );
      // A fork's branch cannot be written: the approved baseline is uploaded.
      const uploaded = artifacts.artifacts.find((a) => a.name === 'agentverity-baseline');
      const file = uploaded!.files.get('baseline.json')!.toString('utf8');
      const baseline = parseBaseline(JSON.parse(file));
      expect(JSON.parse(file).contentDigest).toBe(digest);
      expect(baseline.approval).toMatchObject({
        how: 'pr-label',
        approver: 'maintainer',
        headSha: HEAD,
        pullRequest: PR,
      });
      const text = stickyComments()[0]!.body;
      expect(text).toContain('### Baseline approved');
      expect(text).toContain(`candidate from run ${COMMENT_RUN}`);
    });
  },
);
