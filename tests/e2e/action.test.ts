/**
 * The Action end to end: the committed dist/index.js, spawned as the runner spawns
 * it, against the OpenAPI-checked GitHub fake and the artifact results-service fake.
 * Every test ends with both fakes clean: no request GitHub does not describe.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/comment.js';
import { startFakeArtifactService, type FakeArtifactService } from './fakes/artifact-service.js';
import { startFakeGithub, type FakeGithub } from './fakes/github-api.js';
import {
  REPO_ROOT,
  pullRequestEvent,
  pullRequestTargetEvent,
  pushEvent,
  runAction,
  workflowRunEvent,
  zipped,
  type ActionRun,
  type RunActionOptions,
} from './harness.js';

const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const TOKEN = 'ghs_e2e-token';
const READ_ONLY = 'ghs_read-only';
const BOT = 'github-actions[bot]';
const PAT = 'ghp_maintainerpersonaltoken';
const APP = 'ghs_anappinstallationtoken';
const STABLE = 'examples/evidence/router.json';
const BLIND = 'tests/fixtures/reports/blind.evidence.json';
const PR = 7;

let github: FakeGithub;
let artifacts: FakeArtifactService;

beforeEach(async () => {
  github = await startFakeGithub({
    tokens: {
      [TOKEN]: { login: BOT, type: 'Bot', canWrite: true },
      [READ_ONLY]: { login: BOT, type: 'Bot', canWrite: false },
      [PAT]: { login: 'maintainer', type: 'User', canWrite: true },
      [APP]: { login: 'review-app[bot]', type: 'Bot', canWrite: true },
    },
  });
  artifacts = await startFakeArtifactService();
  github.addPull({ number: PR, headSha: HEAD });
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
    eventName: 'pull_request',
    payload: pullRequestEvent({ number: PR, headSha: HEAD }),
    ...options,
    env: { AGENTVERITY_API_RETRY_BASE_MS: '1', ...options.env },
  });
}

/** report.json, junit.xml, summary.md, the job summary and the outputs read the same verdict. */
function expectArtifactsAgree(
  run: ActionRun,
  want: {
    status: string;
    exitCode: number;
    baseline: 'passed' | 'failed' | 'error';
    /** The run wrote a candidate on a pull request without the approval label. */
    candidate?: boolean;
  },
): void {
  const dir = path.join(run.runnerTemp, 'agentverity');
  const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'));
  expect(report.status).toBe(want.status);
  expect(report.exitCode).toBe(want.exitCode);
  expect(run.outputs['status']).toBe(want.status);
  expect(run.outputs['exit-code']).toBe(String(want.exitCode));
  const finding = report.findings.find((f: { id: string }) => f.id === 'baseline');
  expect(finding).toMatchObject({ outcome: want.baseline, gates: want.baseline !== 'passed' });
  const junit = readFileSync(path.join(dir, 'junit.xml'), 'utf8');
  const red = [...junit.matchAll(/<(failure|error) /g)].length;
  expect(red > 0).toBe(want.exitCode !== 0);
  const baselineCase =
    /<testcase name="(baseline [^"]*)" classname="agentverity: baseline"[^>]*>\s*(<(failure|error)\b)?/.exec(
      junit,
    );
  expect(baselineCase, 'JUnit has a case for the baseline').not.toBeNull();
  expect(baselineCase![3] ?? 'passed').toBe(
    want.baseline === 'passed' ? 'passed' : want.baseline === 'failed' ? 'failure' : 'error',
  );
  const md = readFileSync(path.join(dir, 'summary.md'), 'utf8');
  expect(run.summary.startsWith(md.split('\n')[0]!)).toBe(true);
  if (want.exitCode === 0) expect(md.split('\n')[0]).toMatch(/TRUSTWORTHY/);
  else expect(md.split('\n')[0]).not.toMatch(/: TRUSTWORTHY/);
  // The candidate written and the approval it waits for are findings of the same
  // verdict (never gating): in report.json and as JUnit cases, beside the baseline's.
  if (want.candidate === true) {
    const ids = report.findings.map((f: { id: string }) => f.id);
    expect(ids).toContain('baseline:candidate');
    expect(report.findings.find((f: { id: string }) => f.id === 'baseline:approval')).toMatchObject(
      { gates: false, outcome: 'caution' },
    );
    expect(junit).toContain('name="baseline candidate"');
    expect(junit).toMatch(/name="CAUTION: baseline approval[^"]*"/);
    expect(run.outputs['candidate-digest']).toMatch(/^[0-9a-f]{64}$/);
  }
}

const ops = (id: string) => github.requests.filter((r) => r.operationId === id);
const ofLevel = (run: ActionRun, level: string) =>
  run.commands.filter((c) => c.command === level).map((c) => c.message);

describe('a pull request', () => {
  it('with no comment yet: files first, one artifact, the summary, a new sticky comment', async () => {
    const run = await action({ inputs: { evidence: STABLE } });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      status: 'deterministic',
      'exit-code': '0',
      blind: 'false',
      admitted: 'true',
      'flip-rate': '0',
      'artifact-name': 'agentverity',
    });
    expect(Number(run.outputs['ci-high'])).toBeCloseTo(0.0437, 3);
    const dir = path.join(run.runnerTemp, 'agentverity');
    expect(run.outputs['report-path']).toBe(path.join(dir, 'report.json'));
    for (const f of ['report.json', 'junit.xml', 'summary.md', 'evidence.json']) {
      expect(existsSync(path.join(dir, f))).toBe(true);
    }
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'));
    expect(report).toMatchObject({
      schema: 'agentverity-action/report@1',
      status: 'deterministic',
    });
    // JUnit points test reporters at the recorded file, relative to the workspace.
    const junit = readFileSync(path.join(dir, 'junit.xml'), 'utf8');
    const files = new Set([...junit.matchAll(/ file="([^"]*)"/g)].map((m) => m[1]));
    expect(files).toEqual(new Set([STABLE]));

    // One artifact with every file, its id in the outputs.
    expect(zipped(artifacts)).toHaveLength(1);
    const artifact = zipped(artifacts)[0]!;
    expect(run.outputs['artifact-id']).toBe(String(artifact.id));
    expect([...artifact.files.keys()].sort()).toEqual([
      'candidate-baseline.json',
      'evidence.json',
      'junit.xml',
      'report.html',
      'report.json',
      'summary.md',
    ]);
    // The HTML report again, on its own and unzipped, linked from the summary.
    const html = artifacts.artifacts.find((a) => a.name === 'agentverity.html');
    expect(html?.files.get('agentverity.html')?.toString('utf8')).toMatch(/^<!doctype html>/i);
    expect(run.summary).toContain(`/artifacts/${html!.id}`);
    // The evidence admits a baseline: the candidate is recorded on the head commit.
    expect(run.outputs['candidate-digest']).toMatch(/^[0-9a-f]{64}$/);
    expect(github.statuses(HEAD)).toEqual([
      expect.objectContaining({
        context: 'agentverity/baseline-candidate',
        state: 'success',
        description: `candidate sha256:${run.outputs['candidate-digest']}`,
      }),
    ]);
    // One evidence file of ours travels byte for byte; the report names its digest.
    expect(artifact.files.get('evidence.json')?.toString('utf8')).toBe(
      readFileSync(path.join(REPO_ROOT, STABLE), 'utf8'),
    );
    expect(report.evidenceDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(artifact.files.get('report.json')?.toString('utf8')).toBe(
      readFileSync(path.join(dir, 'report.json'), 'utf8'),
    );

    // The summary links the artifact; the comment is ours and holds the report.
    expect(run.summary).toContain('TRUSTWORTHY');
    expect(run.summary).toContain(`/artifacts/${artifact.id}`);
    const comments = github.comments(PR);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body.split('\n')[0]).toMatch(
      /^<!-- agentverity-action\/comment@1 key= digest=/,
    );
    expect(comments[0]!.body).toContain('TRUSTWORTHY');
    expect(run.outputs['comment-url']).toBe(comments[0]!.htmlUrl);
    expect(ops('issues/create-comment')).toHaveLength(1);
  });

  it('with our old comment: updated in place; unchanged results under on-change: left alone', async () => {
    const old = github.addComment({
      issue: PR,
      body: `${commentMarker('', 'sha256:old')}\nan older report`,
      login: BOT,
      type: 'Bot',
    });
    const first = await action({ inputs: { evidence: STABLE } });
    expect(first.code).toBe(0);
    expect(ops('issues/create-comment')).toHaveLength(0);
    expect(ops('issues/update-comment')).toHaveLength(1);
    expect(github.comments(PR)).toHaveLength(1);
    expect(github.comments(PR)[0]!.id).toBe(old.id);
    expect(github.comments(PR)[0]!.body).toContain('TRUSTWORTHY');

    const again = await action({ inputs: { evidence: STABLE, comment: 'on-change' } });
    expect(again.code).toBe(0);
    expect(ops('issues/update-comment')).toHaveLength(1);
    expect(again.outputs['comment-url']).toBe(github.comments(PR)[0]!.htmlUrl);
  });

  it("with a personal token: the token's own login is the author, so the next run updates", async () => {
    await action({ token: PAT, inputs: { evidence: STABLE } });
    await action({ token: PAT, inputs: { evidence: BLIND, 'fail-on': 'none' } });
    expect(ops('users/get-authenticated')).toHaveLength(2);
    const comments = github.comments(PR);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.login).toBe('maintainer');
    expect(comments[0]!.body).toContain('NOT TRUSTWORTHY');
  });

  it('with an app token and no comment-author: says how to keep one comment', async () => {
    const run = await action({ token: APP, inputs: { evidence: STABLE } });
    expect(run.code).toBe(0);
    expect(ofLevel(run, 'warning').join('\n')).toContain(
      'set the input comment-author to review-app[bot]',
    );
    const again = await action({
      token: APP,
      inputs: { evidence: STABLE, 'comment-author': 'review-app[bot]' },
    });
    expect(again.code).toBe(0);
    expect(github.comments(PR)).toHaveLength(1);
  });

  it("leaves someone else's look-alike comment alone and writes its own", async () => {
    const theirs = github.addComment({
      issue: PR,
      body: `${commentMarker('', 'sha256:x')}\ncopied by hand`,
      login: 'mallory',
      type: 'User',
    });
    const run = await action({ inputs: { evidence: STABLE } });
    expect(run.code).toBe(0);
    const comments = github.comments(PR);
    expect(comments).toHaveLength(2);
    expect(comments.find((c) => c.id === theirs.id)?.body).toContain('copied by hand');
    expect(ops('issues/update-comment')).toHaveLength(0);
    expect(ops('issues/delete-comment')).toHaveLength(0);
  });

  it('removes duplicates that concurrent runs left, keeping the oldest', async () => {
    const a = github.addComment({
      issue: PR,
      body: `${commentMarker('', 'd1')}\none`,
      login: BOT,
      type: 'Bot',
    });
    github.addComment({
      issue: PR,
      body: `${commentMarker('', 'd2')}\ntwo`,
      login: BOT,
      type: 'Bot',
    });
    const run = await action({ inputs: { evidence: STABLE } });
    expect(run.code).toBe(0);
    expect(github.comments(PR).map((c) => c.id)).toEqual([a.id]);
    expect(ops('issues/delete-comment')).toHaveLength(1);
  });

  it('keeps one comment per comment-key (a matrix over models)', async () => {
    await action({ inputs: { evidence: STABLE, 'comment-key': 'model-a' } });
    await action({ inputs: { evidence: STABLE, 'comment-key': 'model-b' } });
    await action({ inputs: { evidence: STABLE, 'comment-key': 'model-a' } });
    const bodies = github.comments(PR).map((c) => c.body.split('\n')[0]);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain('key=model-a');
    expect(bodies[1]).toContain('key=model-b');
  });

  it('from a fork with a read-only token: no comment, the summary says why, the step succeeds', async () => {
    const run = await action({
      token: READ_ONLY,
      payload: pullRequestEvent({ number: PR, headSha: HEAD, fork: true }),
      inputs: { evidence: STABLE },
    });
    expect(run.code).toBe(0);
    expect(ops('issues/create-comment').map((r) => r.status)).toEqual([403]);
    expect(github.comments(PR)).toHaveLength(0);
    expect(run.summary).toContain('TRUSTWORTHY');
    expect(run.summary).toMatch(/comes from a fork[\s\S]*read-only token/);
    expect(run.summary).toContain('workflow_run');
    expect(ofLevel(run, 'notice').join('\n')).toContain('PR comment was not written');
    expect(ofLevel(run, 'error')).toEqual([]);
    expect(run.outputs['comment-url']).toBe('');
    expect(run.outputs.status).toBe('deterministic');
    expect(zipped(artifacts)).toHaveLength(1);
  });

  it('retries 429 (honouring retry-after) and 5xx, then writes the comment', async () => {
    github.failNext('issues/list-comments', {
      status: 429,
      times: 1,
      headers: { 'retry-after': '0' },
    });
    github.failNext('issues/create-comment', { status: 502, times: 2 });
    const run = await action({ inputs: { evidence: STABLE } });
    expect(run.code).toBe(0);
    expect(
      ops('issues/list-comments')
        .map((r) => r.status)
        .slice(0, 2),
    ).toEqual([429, 200]);
    expect(ops('issues/create-comment').map((r) => r.status)).toEqual([502, 502, 201]);
    expect(github.comments(PR)).toHaveLength(1);
  });

  it('waits out a secondary rate limit (403 with retry-after) instead of giving up', async () => {
    github.failNext('issues/create-comment', {
      status: 403,
      times: 1,
      headers: { 'retry-after': '0' },
      body: { message: 'You have exceeded a secondary rate limit.' },
    });
    const run = await action({ inputs: { evidence: STABLE } });
    expect(run.code).toBe(0);
    expect(ops('issues/create-comment').map((r) => r.status)).toEqual([403, 201]);
    expect(github.comments(PR)).toHaveLength(1);
  });

  it('reports a persistent API failure (after retries) and keeps the step result', async () => {
    github.failNext('issues/list-comments', { status: 500, times: 10 });
    const run = await action({ inputs: { evidence: BLIND } });
    // The gate still fails on the evidence (blind, exit 1), not on the comment.
    expect(run.code).not.toBe(0);
    expect(ops('issues/list-comments')).toHaveLength(4);
    const warnings = ofLevel(run, 'warning').join('\n');
    expect(warnings).toContain('PR comment was not written (HTTP 500)');
    expect(run.summary).toContain('PR comment was not written (HTTP 500)');
    expect(run.outputs).toMatchObject({ status: 'blind', 'exit-code': '1', 'comment-url': '' });
    expect(existsSync(run.outputs['report-path']!)).toBe(true);
  });

  it('a failed artifact upload: the report stays on disk, outputs and summary are still written', async () => {
    artifacts.failNext('CreateArtifact', { status: 400 });
    const run = await action({ inputs: { evidence: STABLE } });
    expect(run.code).toBe(0);
    expect(zipped(artifacts)).toHaveLength(0);
    expect(run.outputs).toMatchObject({
      status: 'deterministic',
      'artifact-id': '',
      'exit-code': '0',
    });
    for (const key of ['report-path', 'junit-path', 'evidence-path']) {
      expect(existsSync(run.outputs[key]!)).toBe(true);
    }
    expect(ofLevel(run, 'warning').join('\n')).toContain('could not upload the reports');
    expect(run.summary).toContain('artifact upload failed');
    expect(run.summary).toContain('TRUSTWORTHY');
    expect(github.comments(PR)).toHaveLength(1);
  });

  it('a re-run of the job uploads under a new name instead of failing on the clash', async () => {
    const first = await action({ inputs: { evidence: STABLE }, runId: 500, runAttempt: 1 });
    const second = await action({ inputs: { evidence: STABLE }, runId: 500, runAttempt: 2 });
    expect(first.outputs['artifact-name']).toBe('agentverity');
    expect(second.outputs['artifact-name']).toBe('agentverity-attempt-2');
    expect(zipped(artifacts).map((a) => a.name)).toEqual(['agentverity', 'agentverity-attempt-2']);
    expect(ofLevel(second, 'notice').join('\n')).toContain('already used in this workflow run');
  });

  it('fails the gate on evidence that says no, with annotations and an escaped comment', async () => {
    const run = await action({ inputs: { evidence: BLIND } });
    expect(run.code).not.toBe(0);
    expect(run.outputs).toMatchObject({ status: 'blind', 'exit-code': '1', blind: 'true' });
    const errors = ofLevel(run, 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(10);
    const body = github.comments(PR)[0]!.body;
    expect(body).toContain('NOT TRUSTWORTHY');
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('\u001b');
    expect(run.stdout).not.toMatch(
      /^::(?!error |error::|warning |warning::|notice |notice::|group::|endgroup::|add-mask::|debug::)/m,
    );
  });

  it('fail-on none reports the same result without failing the step', async () => {
    const run = await action({ inputs: { evidence: BLIND, 'fail-on': 'none' } });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'blind', 'exit-code': '1' });
  });
});

describe('the artifact', () => {
  const SUITE_EVIDENCE = 'tests/fixtures/reports/payment.evidence.json';
  const SUITE = 'tests/fixtures/reports/payment-suite.json';

  it('carries a copy of the suite, unless redacted; retention-days sets its expiry', async () => {
    await action({
      inputs: { evidence: SUITE_EVIDENCE, suite: SUITE, 'retention-days': '3', comment: 'never' },
    });
    await action({
      inputs: { evidence: SUITE_EVIDENCE, suite: SUITE, redact: 'true', comment: 'never' },
    });
    const [plain, redacted] = zipped(artifacts);
    expect([...plain!.files.keys()]).toContain('suite.json');
    expect(plain!.files.get('suite.json')?.toString('utf8')).toBe(
      readFileSync(path.join(REPO_ROOT, SUITE), 'utf8'),
    );
    expect([...redacted!.files.keys()]).not.toContain('suite.json');
    expect(redacted!.files.get('evidence.json')?.toString('utf8')).not.toContain('charged twice');
    // Each step creates its zipped artifact and its HTML report's single-file artifact
    // (a name this run already has is retried under a new one, so look at the names).
    const creates = artifacts.requests.filter(
      (r) =>
        r.kind === 'CreateArtifact' &&
        !String((r.body as { name?: unknown }).name).endsWith('.html'),
    );
    const created = artifacts.artifacts;
    expect(created.map((a) => a.name)).toHaveLength(4);
    expect(creates[0]!.body).toHaveProperty('expires_at');
    expect(creates.at(-1)!.body).not.toHaveProperty('expires_at');
  });
});

describe('other events', () => {
  it('a push: reports and artifact, no API call at all', async () => {
    const run = await action({
      eventName: 'push',
      payload: pushEvent({ headSha: HEAD }),
      inputs: { evidence: STABLE },
    });
    expect(run.code).toBe(0);
    expect(github.requests).toEqual([]);
    expect(zipped(artifacts)).toHaveLength(1);
    expect(run.outputs['comment-url']).toBe('');
  });

  it('a workflow_run about a fork PR: the PR is found by its head commit and commented on', async () => {
    const run = await action({
      eventName: 'workflow_run',
      payload: workflowRunEvent({ runId: 4242, headSha: HEAD, fork: true }),
      inputs: { evidence: STABLE, 'artifact-name': 'agentverity-comment' },
    });
    expect(run.code).toBe(0);
    expect(ops('pulls/list')).toHaveLength(1);
    expect(github.comments(PR)).toHaveLength(1);
  });
});

describe('a live run', () => {
  it('runs the bundled agent, records the evidence and redacts it when asked', async () => {
    const run = await action({
      inputs: {
        agent: 'examples/agents/router.mjs',
        inputs: 'examples/agents/tickets.txt',
        redact: 'true',
      },
    });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ 'exit-code': '0' });
    const evidence = zipped(artifacts)[0]!.files.get('evidence.json')!.toString('utf8');
    const tickets = readFileSync(path.join(REPO_ROOT, 'examples/agents/tickets.txt'), 'utf8');
    const first = tickets.split('\n').find((l) => l.trim() !== '')!;
    expect(evidence).not.toContain(first.trim());
    expect(JSON.parse(evidence).cases[0]).not.toHaveProperty('input');
  });

  it('an agent that echoes its model key: no artifact, output or log line shows the key or a prefix of it', async () => {
    // Every character the Markdown escaper rewrites, as in a real key's `_`.
    const secret = 'sk_live&<>\\`*_[]|~$#@-0123456789abcdef';
    const run = await action({
      inputs: {
        agent: 'tests/fixtures/agents/leaky.mjs',
        inputs: 'tests/fixtures/agents/leaky-inputs.txt',
        k: '4',
      },
      env: { OPENAI_API_KEY: secret },
    });
    // One input's calls fail: the run is incomplete, and its messages are shown.
    expect(run.outputs['exit-code']).toBe('2');
    const dir = path.join(run.runnerTemp, 'agentverity');
    const texts: Record<string, string> = {
      summary: run.summary,
      comment: github
        .comments(PR)
        .map((c) => c.body)
        .join('\n'),
      log: run.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
      stderr: run.stderr,
      outputs: JSON.stringify(run.outputs),
    };
    for (const f of ['report.json', 'junit.xml', 'summary.md', 'evidence.json']) {
      texts[f] = readFileSync(path.join(dir, f), 'utf8');
    }
    for (const file of zipped(artifacts)[0]!.files.keys()) {
      texts[`artifact ${file}`] = zipped(artifacts)[0]!.files.get(file)!.toString('utf8');
    }
    // The runner is asked to mask the key in the log too.
    expect(run.commands.some((c) => c.command === 'add-mask' && c.message === secret)).toBe(true);
    const prefix = secret.slice(0, 8);
    for (const [name, text] of Object.entries(texts)) {
      expect(text, name).not.toContain(prefix);
      expect(text, name).not.toContain('sk\\_live');
    }
    expect(texts['evidence.json']).toContain('***');
  });

  it('an agent that leaves a timer running does not keep the job alive', async () => {
    const run = await action({
      timeoutMs: 30_000,
      inputs: {
        agent: 'tests/fixtures/agents/process-abuse.mjs:keepsAlive',
        inputs: 'examples/agents/tickets.txt',
        relations: 'none',
        comment: 'never',
      },
    });
    expect(run.code).toBe(0);
    expect(run.outputs['exit-code']).toBe('0');
  });

  it('an error no call awaited makes the result untrusted: exit 2', async () => {
    const run = await action({
      inputs: {
        agent: 'tests/fixtures/agents/process-abuse.mjs:strayRejection',
        inputs: 'examples/agents/tickets.txt',
        relations: 'none',
        comment: 'never',
      },
    });
    expect(run.code).not.toBe(0);
    expect(run.outputs['exit-code']).toBe('2');
    const log = `${run.stdout}${run.stderr}`;
    expect(log).toContain('never handled');
    // The evidence, and so every report, say so before the exit code does.
    expect(run.outputs.status).toBe('incomplete');
    const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')) as {
      exitCode: number;
      complete: boolean;
    };
    expect(report).toMatchObject({ exitCode: 2, complete: false });
    expect(log).not.toMatch(/\n\s+at /);
  });

  it('a cancelled job still writes the evidence collected so far', async () => {
    const run = await action({
      interrupt: { when: 'called', signal: 'SIGINT' },
      inputs: {
        agent: 'tests/fixtures/agents/slow.mjs',
        inputs: 'examples/agents/tickets.txt',
        relations: 'none',
        comment: 'never',
      },
    });
    expect(run.code).not.toBe(0);
    expect(run.outputs['exit-code']).toBe('130');
    const evidence = path.join(run.runnerTemp, 'agentverity/evidence.json');
    expect(JSON.parse(readFileSync(evidence, 'utf8'))).toMatchObject({ complete: false });
    expect(ofLevel(run, 'error').join('\n')).toContain('interrupted');
  });

  it('upload-evidence false keeps the evidence on the runner only', async () => {
    const run = await action({ inputs: { evidence: STABLE, 'upload-evidence': 'false' } });
    expect(run.code).toBe(0);
    expect([...zipped(artifacts)[0]!.files.keys()]).not.toContain('evidence.json');
    expect(existsSync(run.outputs['evidence-path']!)).toBe(true);
  });
});

describe('untrusted code', () => {
  /** A workspace that is a git checkout of "the fork's" commit, holding the agent. */
  function forkCheckout(): { dir: string; sha: string } {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-fork-'));
    mkdirSync(path.join(dir, 'agent'));
    copyFileSync(
      path.join(REPO_ROOT, 'examples/agents/router.mjs'),
      path.join(dir, 'agent/router.mjs'),
    );
    copyFileSync(
      path.join(REPO_ROOT, 'examples/agents/tickets.txt'),
      path.join(dir, 'tickets.txt'),
    );
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'fork');
    return { dir, sha: git('rev-parse', 'HEAD') };
  }

  it('refuses to load agent code from a fork under pull_request_target, unless opted in', async () => {
    const { dir, sha } = forkCheckout();
    const options: RunActionOptions = {
      eventName: 'pull_request_target',
      payload: pullRequestTargetEvent({ number: PR, headSha: sha, fork: true }),
      workspace: dir,
      inputs: { agent: 'agent/router.mjs', inputs: 'tickets.txt' },
    };
    const refused = await action(options);
    expect(refused.code).not.toBe(0);
    expect(ofLevel(refused, 'error').join('\n')).toContain('refusing to load agent code');
    expect(refused.outputs).toMatchObject({ status: 'refused', 'exit-code': '2' });
    expect(github.requests).toEqual([]);
    expect(artifacts.requests).toEqual([]);

    const allowed = await action({
      ...options,
      inputs: { ...options.inputs, 'allow-untrusted-code': 'true', comment: 'never' },
    });
    expect(allowed.code).toBe(0);
    expect(allowed.outputs['exit-code']).toBe('0');
  });
});

describe('the baseline', () => {
  it('is checked when committed: drift fails the step and is shown', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-baseline-'));
    execFileSync(process.execPath, [
      path.join(REPO_ROOT, 'dist/cli.js'),
      'snapshot',
      '--evidence',
      path.join(REPO_ROOT, STABLE),
      '--accept-reference',
      '--approver',
      'alice',
      '--baseline-out',
      path.join(dir, '.agentverity/baseline.json'),
    ]);
    copyFileSync(path.join(REPO_ROOT, STABLE), path.join(dir, 'clean.json'));
    const evidence = JSON.parse(readFileSync(path.join(REPO_ROOT, STABLE), 'utf8'));
    const changed = evidence.cases[0].observations[0].decision as string;
    for (const o of evidence.cases[0].observations) o.decision = `${changed}-v2`;
    writeFileSync(path.join(dir, 'drifted.json'), JSON.stringify(evidence));

    const clean = await action({ workspace: dir, inputs: { evidence: 'clean.json' } });
    expect(clean.code).toBe(0);
    expect(clean.summary).toMatch(/Baseline[\s\S]*Clean/);
    expectArtifactsAgree(clean, {
      status: 'deterministic',
      exitCode: 0,
      baseline: 'passed',
      candidate: true,
    });

    const drift = await action({ workspace: dir, inputs: { evidence: 'drifted.json' } });
    expect(drift.code).not.toBe(0);
    expect(drift.outputs['exit-code']).toBe('1');
    expect(drift.summary).toMatch(/Drift/);
    expect(github.comments(PR)[0]!.body).toContain(`${changed}-v2`);
    const check = path.join(drift.runnerTemp, 'agentverity/baseline-check.json');
    expect(JSON.parse(readFileSync(check, 'utf8')).status).toBe('drift');
    // Every artifact of the step says what the step's exit code says.
    expectArtifactsAgree(drift, {
      status: 'drift',
      exitCode: 1,
      baseline: 'failed',
      candidate: true,
    });
    expect(drift.summary.split('\n')[0]).toContain('DRIFTED FROM BASELINE');
    expect(github.comments(PR)[0]!.body).toContain('AgentVerity: DRIFTED FROM BASELINE');
    // A drifted run still writes the candidate a maintainer may approve instead.
    expect(drift.outputs['candidate-digest']).toMatch(/^[0-9a-f]{64}$/);
    expect(drift.outputs['admitted']).toBe('true');

    // A baseline of other inputs cannot be compared: refused, exit 2, in every artifact.
    const other = JSON.parse(readFileSync(path.join(REPO_ROOT, STABLE), 'utf8'));
    for (const c of other.cases) {
      c.input = `${c.input} (other)`;
      c.fingerprint = createHash('sha256').update(c.input, 'utf8').digest('hex');
    }
    writeFileSync(path.join(dir, 'other.json'), JSON.stringify(other));
    const refused = await action({ workspace: dir, inputs: { evidence: 'other.json' } });
    expect(refused.code).not.toBe(0);
    expectArtifactsAgree(refused, { status: 'baseline-refused', exitCode: 2, baseline: 'error' });
    expect(refused.summary.split('\n')[0]).toContain('BASELINE NOT COMPARED');
  });

  it('a baseline input naming a missing file is refused', async () => {
    const run = await action({ inputs: { evidence: STABLE, baseline: 'nope/baseline.json' } });
    expect(run.code).not.toBe(0);
    expect(ofLevel(run, 'error').join('\n')).toContain('baseline file does not exist');
  });
});

describe('bad input', () => {
  it('lists every problem in one error, sets exit-code 2 and touches no network', async () => {
    const run = await action({
      inputs: {
        agent: 'examples/agents/router.mjs',
        evidence: STABLE,
        k: '3',
        comment: 'sometimes',
        'fail-on': 'maybe',
        timeout: 'soon',
      },
    });
    expect(run.code).not.toBe(0);
    const error = ofLevel(run, 'error').join('\n');
    for (const name of ['agent', 'k', 'comment', 'fail-on', 'timeout']) {
      expect(error).toContain(`input '${name}`);
    }
    expect(error).not.toMatch(/\n\s+at /);
    expect(run.outputs).toMatchObject({ status: 'refused', 'exit-code': '2' });
    expect(github.requests).toEqual([]);
    expect(artifacts.requests).toEqual([]);
  });

  it('an unreadable evidence file: one clear error naming the file', async () => {
    const run = await action({ inputs: { evidence: 'examples/agents/tickets.txt' } });
    expect(run.code).not.toBe(0);
    expect(ofLevel(run, 'error').join('\n')).toContain('tickets.txt');
    expect(run.outputs['exit-code']).toBe('2');
  });
});
