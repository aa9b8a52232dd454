/**
 * `mode: merge` end to end: the bundle (dist/index.js) in shard jobs and a merge
 * job of one workflow run, against the results-service fake holding the shard
 * artifacts (uploaded by the shard runs through the real client, each as its own
 * job, or seeded as zips) and the OpenAPI-checked GitHub fake. The merge downloads
 * them, and delivers one report, one comment, one candidate and one artifact.
 *
 * The shard runs themselves (`shard: I/N` partitioning a live run) and the engine's
 * checks of merged shards (a missing shard, a duplicate) need the engine's `shard`
 * setting; those tests run once the Action passes the `shard` input to the engine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SETTING_INPUT_KEYS } from '../../src/github/input-names.js';
import { startFakeArtifactService, type FakeArtifactService } from './fakes/artifact-service.js';
import { startFakeGithub, type FakeGithub } from './fakes/github-api.js';
import {
  REPO_ROOT,
  pullRequestEvent,
  runAction,
  type ActionRun,
  type RunActionOptions,
} from './harness.js';

const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const TOKEN = 'ghs_e2e-token';
const BOT = 'github-actions[bot]';
const PR = 7;
const STABLE = 'examples/evidence/router.json';
const AGENT = { agent: 'examples/agents/router.mjs', inputs: 'examples/agents/tickets.txt' };

/** The engine reads the `shard` input (the partition, the shard checks of the merge). */
const ENGINE_SHARDS = (SETTING_INPUT_KEYS as readonly string[]).includes('shard');

let github: FakeGithub;
let artifacts: FakeArtifactService;

beforeEach(async () => {
  github = await startFakeGithub({
    tokens: { [TOKEN]: { login: BOT, type: 'Bot', canWrite: true } },
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

/** One step of the workflow run; `job` picks the job's own runtime token. */
function step(options: RunActionOptions & { asJob?: string } = {}): Promise<ActionRun> {
  const { asJob, ...rest } = options;
  return runAction({
    github: { url: github.url, owner: github.owner, repo: github.repo },
    artifacts: {
      url: artifacts.url,
      token: asJob === undefined ? artifacts.token : artifacts.tokenForJob(asJob),
    },
    eventName: 'pull_request',
    payload: pullRequestEvent({ number: PR, headSha: HEAD }),
    ...rest,
    env: { AGENTVERITY_API_RETRY_BASE_MS: '1', ...rest.env },
  });
}

function reportOf(run: ActionRun): Record<string, unknown> {
  return JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')) as Record<string, unknown>;
}

/** What the merged report must share with the unsharded one. */
function numbers(report: Record<string, unknown>) {
  return {
    status: report.status,
    exitCode: report.exitCode,
    meter: report.meter,
    blindness: report.blindness,
    routes: report.routes,
    evidenceDigest: report.evidenceDigest,
    inputFingerprints: report.inputFingerprints,
  };
}

/** `examples/evidence/router.json` cut into `n` evidence files of consecutive cases. */
function splitEvidence(n: number): string[] {
  const whole = JSON.parse(readFileSync(path.join(REPO_ROOT, STABLE), 'utf8')) as {
    cases: unknown[];
  };
  const size = Math.ceil(whole.cases.length / n);
  return Array.from({ length: n }, (_, i) =>
    JSON.stringify({ ...whole, cases: whole.cases.slice(i * size, (i + 1) * size) }),
  );
}

const failures = (run: ActionRun) =>
  run.commands.filter((c) => c.command === 'error').map((c) => c.message);

describe('mode: merge', () => {
  it('downloads the matching artifacts of the run and delivers one report, comment, candidate and artifact', async () => {
    const whole = await step({ inputs: { evidence: STABLE, comment: 'never' } });
    expect(whole.code).toBe(0);
    const [a, b] = splitEvidence(2);
    artifacts.seed('agentverity-shard-2-of-2', { 'evidence.json': b!, 'report.json': '{}' });
    artifacts.seed('agentverity-shard-1-of-2', { 'evidence.json': a!, 'junit.xml': '<x/>' });
    artifacts.seed('something-else', { 'evidence.json': '{"not":"ours"}' });

    const merge = await step({ inputs: { mode: 'merge', 'artifact-name': 'agentverity-merged' } });
    // @actions/artifact's zip reader (unzip-stream) calls `new Buffer()`: Node's
    // DEP0005 warning is the only thing on stderr.
    expect(
      merge.stderr
        .split('\n')
        .filter((l) => l.trim() !== '' && !/DEP0005|--trace-deprecation/.test(l)),
    ).toEqual([]);
    expect(merge.code).toBe(0);
    expect(failures(merge)).toEqual([]);
    // The same numbers as the whole file. (Two plain evidence files are merged as
    // parts of one collection, whose digest is the engine's to define; the digest
    // of real shards is checked below.)
    const { evidenceDigest: _merged, ...got } = numbers(reportOf(merge));
    const { evidenceDigest: _whole, ...want } = numbers(reportOf(whole));
    expect(got).toEqual(want);
    expect(merge.stdout).toContain('merging 2 shard artifact(s)');

    // Each shard downloaded once, signed for the job that uploaded it; nothing else.
    const signed = artifacts.requests.filter((r) => r.kind === 'GetSignedArtifactURL');
    expect(signed.map((r) => (r.body as { name: string }).name)).toEqual([
      'agentverity-shard-1-of-2',
      'agentverity-shard-2-of-2',
    ]);
    // Into a fresh folder under RUNNER_TEMP.
    expect(merge.stdout).toContain(path.join(merge.runnerTemp, 'agentverity-shards-'));

    // One artifact: the merged evidence, the reports, the candidate.
    const uploaded = artifacts.artifacts.filter((x) => x.name === 'agentverity-merged');
    expect(uploaded).toHaveLength(1);
    const files = [...uploaded[0]!.files.keys()].sort();
    expect(files).toEqual(expect.arrayContaining(['candidate-baseline.json', 'evidence.json']));
    const merged = JSON.parse(uploaded[0]!.files.get('evidence.json')!.toString('utf8')) as {
      cases: unknown[];
    };
    expect(merged.cases).toHaveLength(12);
    expect(merge.outputs['artifact-name']).toBe('agentverity-merged');
    expect(merge.outputs['candidate-digest']).toMatch(/^[0-9a-f]{64}$/);

    // One sticky comment and one candidate record, by the merge job.
    expect(github.comments(PR)).toHaveLength(1);
    // (The unsharded run above recorded its own; the merge's is the latest.)
    const latest = github.statuses(HEAD)[0]!;
    expect(latest.context).toBe('agentverity/baseline-candidate');
    expect(latest.description).toContain(merge.outputs['candidate-digest']!);
    expect(merge.summary).toContain('Baseline candidate');
  });

  it('no artifact matching the pattern: a refusal naming it (exit 2), nothing delivered', async () => {
    artifacts.seed('agentverity', { 'evidence.json': '{}' });
    const run = await step({ inputs: { mode: 'merge', 'artifact-pattern': 'nightly-shard-*' } });
    expect(run.code).not.toBe(0);
    expect(run.outputs['exit-code']).toBe('2');
    expect(run.outputs.status).toBe('refused');
    const [message] = failures(run);
    expect(message).toContain('"nightly-shard-*"');
    expect(message).toContain("input 'artifact-pattern'");
    expect(message).toContain('"agentverity"');
    expect(artifacts.requests.filter((r) => r.kind === 'CreateArtifact')).toEqual([]);
    expect(github.comments(PR)).toEqual([]);
  });

  it('a shard artifact that cannot be downloaded: a refusal naming it (exit 2)', async () => {
    const [a, b] = splitEvidence(2);
    artifacts.seed('agentverity-shard-1-of-2', { 'evidence.json': a! });
    artifacts.seed('agentverity-shard-2-of-2', { 'evidence.json': b! });
    // The first shard's download URL cannot be signed.
    artifacts.failNext('GetSignedArtifactURL', { status: 404 });
    const run = await step({ inputs: { mode: 'merge' } });
    expect(run.outputs['exit-code']).toBe('2');
    const [message] = failures(run);
    expect(message).toMatch(
      /the artifact "agentverity-shard-1-of-2" \(id \d+\) cannot be downloaded/,
    );
    expect(message).toContain('404');
    expect(github.comments(PR)).toEqual([]);
  });

  it('an artifact without evidence (uploaded with upload-evidence: false) is refused by name', async () => {
    artifacts.seed('agentverity-shard-1-of-1', { 'report.json': '{}' });
    const run = await step({ inputs: { mode: 'merge' } });
    expect(run.outputs['exit-code']).toBe('2');
    expect(failures(run)[0]).toContain('"agentverity-shard-1-of-1" holds no evidence.json');
  });

  it('refuses an agent: the evidence of a merge is the shard artifacts', async () => {
    const run = await step({ inputs: { mode: 'merge', ...AGENT } });
    expect(run.outputs['exit-code']).toBe('2');
    expect(failures(run)[0]).toContain("input 'agent'");
    expect(artifacts.requests).toEqual([]);
  });
});

describe('a shard run (shard: I/N)', () => {
  it('uploads <artifact-name>-shard-I-of-N, and posts no comment and no record', async () => {
    const run = await step({ inputs: { ...AGENT, shard: '1/2' }, asJob: 'shard-1' });
    expect(run.code).toBe(0);
    expect(run.outputs['artifact-name']).toBe('agentverity-shard-1-of-2');
    expect(run.outputs['candidate-digest']).toBe('');
    expect(run.outputs['comment-url']).toBe('');
    expect(github.comments(PR)).toEqual([]);
    expect(github.statuses(HEAD)).toEqual([]);
    expect(run.stdout).toContain('the PR comment and the candidate are the merge job');
  });
});

describe.skipIf(!ENGINE_SHARDS)(
  'shards of a live run, merged (needs the engine’s shard setting)',
  () => {
    const shardRun = (i: number, n: number) =>
      step({ inputs: { ...AGENT, shard: `${i}/${n}`, comment: 'never' }, asJob: `shard-${i}` });

    it('two shards and the merge give the report of the unsharded run', async () => {
      // A shard leaves early rejection off (it sees only its own inputs): so does the whole run.
      const whole = await step({
        inputs: {
          ...AGENT,
          comment: 'never',
          'artifact-name': 'whole',
          'early-rejection': 'false',
        },
      });
      expect(whole.code).toBe(0);
      for (const i of [1, 2]) expect((await shardRun(i, 2)).code).toBe(0);
      const merge = await step({ inputs: { mode: 'merge' } });
      expect(failures(merge)).toEqual([]);
      expect(merge.code).toBe(0);
      expect(numbers(reportOf(merge))).toEqual(numbers(reportOf(whole)));
      expect(github.comments(PR)).toHaveLength(1);
    });

    it('a missing shard: incomplete evidence, exit 2', async () => {
      expect((await shardRun(1, 3)).code).toBe(0);
      expect((await shardRun(3, 3)).code).toBe(0);
      const merge = await step({ inputs: { mode: 'merge' } });
      expect(merge.outputs['exit-code']).toBe('2');
      expect(merge.outputs.status).toBe('incomplete');
      expect(JSON.stringify(reportOf(merge))).toMatch(/shard/i);
    });

    it('a duplicate shard: refused, exit 2', async () => {
      expect((await shardRun(1, 2)).code).toBe(0);
      expect((await shardRun(2, 2)).code).toBe(0);
      // The same shard again, as a second job of the matrix would have uploaded it.
      const first = artifacts.artifacts.find((a) => a.name === 'agentverity-shard-1-of-2')!;
      artifacts.seed('agentverity-shard-1-of-2-gate', Object.fromEntries(first.files));
      const merge = await step({ inputs: { mode: 'merge' } });
      expect(merge.outputs['exit-code']).toBe('2');
      expect(merge.outputs.status).toBe('refused');
      expect(failures(merge)[0]).toMatch(/shard 1/i);
      expect(github.comments(PR)).toEqual([]);
    });
  },
);
