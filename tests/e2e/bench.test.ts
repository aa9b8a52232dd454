/**
 * `mode: bench` end to end: the bundle (dist/index.js) against the loopback
 * GitHub and artifact fakes. A comparison of agents on a pull request posts its
 * own sticky comment (key `bench`, beside the gate's), uploads one artifact with
 * the bench evidence and every report, and sets the step's outputs; the
 * `fail-if-worse` agent fails the step when significantly worse; a Python agent
 * and an import work; a dead agent is refused and its evidence kept. The same
 * benchmark through the CLI gives the same findings.
 */
import { execFileSync } from 'node:child_process';
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
import { cliWith } from '../helpers/cli.js';
import { startFakeArtifactService, type FakeArtifactService } from './fakes/artifact-service.js';
import { startFakeGithub, type FakeGithub } from './fakes/github-api.js';
import {
  REPO_ROOT,
  pullRequestEvent,
  pullRequestTargetEvent,
  pushEvent,
  runAction,
  zipped,
  type ActionRun,
  type RunActionOptions,
} from './harness.js';

const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const TOKEN = 'ghs_e2e-token';
const BOT = 'github-actions[bot]';
const PR = 7;
const STABLE = 'examples/evidence/router.json';
const BENCH_FILES = [
  'bench-evidence.json',
  'bench-report.html',
  'bench-report.json',
  'junit.xml',
  'summary.md',
];

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

/**
 * A workspace holding the agents: the two examples, one that answers every task
 * wrongly, one that throws on every call, and the Python example, in `agents/`.
 */
function workspace(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-bench-ws-'));
  const agents = path.join(dir, 'agents');
  mkdirSync(agents);
  for (const f of ['passing-agent.mjs', 'failing-agent.mjs', 'agent.py'])
    copyFileSync(path.join(REPO_ROOT, 'examples/bench', f), path.join(agents, f));
  writeFileSync(
    path.join(agents, 'wrong.mjs'),
    'export default async function agent(prompt) { return `no idea (${prompt.length})`; }\n',
  );
  writeFileSync(
    path.join(agents, 'dead.mjs'),
    'export default async function agent(prompt) { throw new Error(`the model is down (${prompt.length})`); }\n',
  );
  return dir;
}

function step(options: RunActionOptions = {}): Promise<ActionRun> {
  return runAction({
    github: { url: github.url, owner: github.owner, repo: github.repo },
    artifacts: { url: artifacts.url, token: artifacts.token },
    eventName: 'pull_request',
    payload: pullRequestEvent({ number: PR, headSha: HEAD }),
    ...options,
    inputs: { mode: 'bench', ...options.inputs },
    env: { AGENTVERITY_API_RETRY_BASE_MS: '1', ...options.env },
  });
}

const failures = (run: ActionRun) =>
  run.commands.filter((c) => c.command === 'error').map((c) => c.message);

function reportOf(run: ActionRun): BenchReportJson {
  return JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')) as BenchReportJson;
}

interface BenchReportJson {
  command: string;
  exitCode: number;
  headline: string;
  findings: { id: string; kind: string; text: string }[];
  agents: {
    agent: { name: string };
    attempts: number;
    passed: number;
    failed: number;
    errored: number;
    reliability: unknown;
    consistency: number;
    passHatK: { k: number; value: number }[];
    passAtK: unknown;
  }[];
  pairs: unknown[];
  tieGroups: unknown;
}

/** What the CLI's and the Action's reports of the same benchmark must share. */
function findingsAndNumbers(r: BenchReportJson) {
  return {
    command: r.command,
    exitCode: r.exitCode,
    headline: r.headline,
    findings: r.findings,
    agents: r.agents.map((a) => ({
      name: a.agent.name,
      attempts: a.attempts,
      passed: a.passed,
      failed: a.failed,
      errored: a.errored,
      reliability: a.reliability,
      consistency: a.consistency,
      passHatK: a.passHatK,
      passAtK: a.passAtK,
    })),
    pairs: r.pairs,
    tieGroups: r.tieGroups,
  };
}

const markerKey = (body: string) =>
  /^<!-- agentverity-action\/comment@1 key=([^ ]*) /.exec(body.split('\n')[0] ?? '')?.[1];

describe('mode: bench on a pull request', () => {
  it('compares two agents: one sticky comment (key bench), one artifact, the outputs', async () => {
    const ws = workspace();
    const run = await step({
      workspace: ws,
      inputs: { agents: 'base=agents/passing-agent.mjs\nhead=agents/failing-agent.mjs' },
    });
    expect(failures(run)).toEqual([]);
    expect(run.code).toBe(0);
    const dir = path.join(run.runnerTemp, 'agentverity-bench');
    expect(run.outputs).toMatchObject({
      status: 'completed',
      'exit-code': '0',
      'report-path': path.join(dir, 'bench-report.json'),
      'junit-path': path.join(dir, 'junit.xml'),
      'evidence-path': path.join(dir, 'bench-evidence.json'),
      'artifact-name': 'agentverity',
    });
    for (const f of BENCH_FILES) expect(existsSync(path.join(dir, f)), f).toBe(true);
    const report = reportOf(run);
    expect(report.command).toBe('compare');
    expect(report.agents.map((a) => a.agent.name)).toEqual(['base', 'head']);

    // One artifact with the bench evidence and every report.
    expect(zipped(artifacts)).toHaveLength(1);
    const artifact = zipped(artifacts)[0]!;
    expect(run.outputs['artifact-id']).toBe(String(artifact.id));
    expect([...artifact.files.keys()].sort()).toEqual(BENCH_FILES);
    expect(artifact.files.get('bench-report.json')?.toString('utf8')).toBe(
      readFileSync(run.outputs['report-path']!, 'utf8'),
    );

    // One sticky comment of its own, comparing the agents.
    const comments = github.comments(PR);
    expect(comments).toHaveLength(1);
    expect(markerKey(comments[0]!.body)).toBe('bench');
    expect(comments[0]!.body).toContain('base');
    expect(comments[0]!.body).toContain('head');
    expect(run.outputs['comment-url']).toBe(comments[0]!.htmlUrl);
    expect(run.summary).toContain(`/artifacts/${artifact.id}`);

    // A gate in the same PR keeps its own comment; the bench's is updated, never doubled.
    const gate = await step({ inputs: { mode: 'gate', evidence: STABLE } });
    expect(gate.code).toBe(0);
    const again = await step({
      workspace: ws,
      inputs: { agents: 'base=agents/passing-agent.mjs\nhead=agents/failing-agent.mjs' },
    });
    expect(again.code).toBe(0);
    const keys = github.comments(PR).map((c) => markerKey(c.body));
    expect(keys.sort()).toEqual(['', 'bench']);
  });

  it('fail-if-worse fails the step (exit-code 1) when that agent is significantly worse', async () => {
    const ws = workspace();
    const agents = 'base=agents/passing-agent.mjs\nhead=agents/wrong.mjs';
    const worse = await step({
      workspace: ws,
      inputs: { agents, 'fail-if-worse': 'head', comment: 'never' },
    });
    expect(worse.code).not.toBe(0);
    expect(worse.outputs).toMatchObject({ status: 'worse', 'exit-code': '1' });
    expect(failures(worse).join('\n')).toMatch(/head is significantly worse/);
    // Delivered all the same.
    expect(zipped(artifacts)).toHaveLength(1);

    const better = await step({
      workspace: ws,
      inputs: { agents, 'fail-if-worse': 'base', comment: 'never' },
    });
    expect(better.code).toBe(0);
    expect(better.outputs).toMatchObject({ status: 'completed', 'exit-code': '0' });
  });

  it('tests a Python agent exposing run_agent, as it is', async () => {
    const run = await step({
      workspace: workspace(),
      inputs: { agents: 'agents/agent.py', runs: '2', comment: 'never' },
    });
    expect(failures(run)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'passed', 'exit-code': '0' });
    const [agent] = reportOf(run).agents;
    expect(agent).toMatchObject({ attempts: 30, passed: 30 });
  });

  it('imports an outcome log: pass^k of the published tau-bench trajectories', async () => {
    const run = await step({
      inputs: {
        jsonl: 'tests/fixtures/bench/tau-bench-gpt-4o-airline.outcome.jsonl',
        'task-path': 'input',
        'outcome-path': 'decision',
        comment: 'never',
      },
    });
    // A test with failures: exit 1, which fail-on 1 fails.
    expect(run.outputs).toMatchObject({ status: 'failed', 'exit-code': '1' });
    expect(run.code).not.toBe(0);
    const [agent] = reportOf(run).agents;
    expect(agent!.passHatK.map((p) => Number(p.value.toFixed(3)))).toEqual([
      0.42, 0.273, 0.22, 0.2,
    ]);
    // The import became bench evidence, uploaded with the reports.
    expect([...zipped(artifacts)[0]!.files.keys()].sort()).toEqual(BENCH_FILES);
  });

  it('a dead agent (throws on every call): refused with exit 2, the incomplete evidence uploaded', async () => {
    const run = await step({
      workspace: workspace(),
      inputs: { agents: 'base=agents/passing-agent.mjs\ndead=agents/dead.mjs' },
    });
    expect(run.code).not.toBe(0);
    expect(run.outputs['exit-code']).toBe('2');
    expect(failures(run).join('\n')).toMatch(/dead/);
    const evidencePath = run.outputs['evidence-path']!;
    const evidence = JSON.parse(readFileSync(evidencePath, 'utf8')) as {
      runs: { agent: { name: string } }[];
    };
    expect(evidence.runs.map((r) => r.agent.name)).toEqual(['base', 'dead']);
    expect(zipped(artifacts)).toHaveLength(1);
    expect([...zipped(artifacts)[0]!.files.keys()]).toEqual(['bench-evidence.json']);
    expect(zipped(artifacts)[0]!.files.get('bench-evidence.json')?.toString('utf8')).toBe(
      readFileSync(evidencePath, 'utf8'),
    );
    expect(github.comments(PR)).toEqual([]);
  });

  it('a refused input is named as the input, nothing run', async () => {
    const run = await step({
      workspace: workspace(),
      inputs: { agents: 'agents/passing-agent.mjs', k: '6', 'pass-k': '4' },
    });
    expect(run.outputs).toMatchObject({ status: 'refused', 'exit-code': '2' });
    const message = failures(run).join('\n');
    expect(message).toContain("input 'k': does not apply to mode 'bench'");
    expect(message).toContain("input 'pass-k': ");
    expect(artifacts.requests).toEqual([]);
    expect(github.comments(PR)).toEqual([]);
  });

  it('an unknown benchmark is refused naming the input', async () => {
    const run = await step({
      workspace: workspace(),
      inputs: { agents: 'agents/passing-agent.mjs', benchmark: 'nosuch' },
    });
    expect(run.outputs).toMatchObject({ status: 'refused', 'exit-code': '2' });
    expect(failures(run).join('\n')).toContain("input 'benchmark': nosuch: ");
    expect(github.comments(PR)).toEqual([]);
  });
});

describe('mode: bench honours the delivery inputs', () => {
  it('comment: never writes no comment', async () => {
    const run = await step({
      workspace: workspace(),
      inputs: { agents: 'agents/passing-agent.mjs', comment: 'never' },
    });
    expect(run.code).toBe(0);
    expect(github.comments(PR)).toEqual([]);
    expect(run.outputs['comment-url']).toBe('');
    expect(zipped(artifacts)).toHaveLength(1);
  });

  it('upload-evidence: false keeps the bench evidence on the runner only', async () => {
    const run = await step({
      workspace: workspace(),
      inputs: { agents: 'agents/passing-agent.mjs', 'upload-evidence': 'false', comment: 'never' },
    });
    expect(run.code).toBe(0);
    const names = [...zipped(artifacts)[0]!.files.keys()].sort();
    expect(names).toEqual(BENCH_FILES.filter((f) => f !== 'bench-evidence.json'));
    expect(existsSync(run.outputs['evidence-path']!)).toBe(true);
  });

  it('working-directory: agents, the benchmark and the evidence input are relative to it', async () => {
    const ws = workspace();
    const sub = path.join(ws, 'project');
    mkdirSync(path.join(sub, 'bench'), { recursive: true });
    copyFileSync(path.join(ws, 'agents/passing-agent.mjs'), path.join(sub, 'agent.mjs'));
    copyFileSync(
      path.join(REPO_ROOT, 'benchmarks/general.yaml'),
      path.join(sub, 'bench/mine.yaml'),
    );
    const run = await step({
      workspace: ws,
      inputs: {
        agents: 'agent.mjs',
        benchmark: 'bench/mine.yaml',
        'working-directory': 'project',
        comment: 'never',
      },
    });
    expect(failures(run)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('passed');
    // The bench evidence read back from the working directory.
    copyFileSync(run.outputs['evidence-path']!, path.join(sub, 'earlier.json'));
    const read = await step({
      workspace: ws,
      inputs: { evidence: 'earlier.json', 'working-directory': 'project', comment: 'never' },
    });
    expect(failures(read)).toEqual([]);
    expect(read.code).toBe(0);
    expect(findingsAndNumbers(reportOf(read))).toEqual(findingsAndNumbers(reportOf(run)));
  });

  it('on a push (no pull request): no comment, the summary still written', async () => {
    const run = await step({
      workspace: workspace(),
      eventName: 'push',
      payload: pushEvent({ headSha: HEAD }),
      inputs: { agents: 'agents/passing-agent.mjs' },
    });
    expect(run.code).toBe(0);
    expect(github.comments(PR)).toEqual([]);
    expect(run.summary).toMatch(/AgentVerity/);
  });
});

describe('untrusted code', () => {
  /** The workspace as a git checkout of "the fork's" commit. */
  function forkCheckout(): { dir: string; sha: string } {
    const dir = workspace();
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

  it('refuses to run agents from a fork under pull_request_target, unless opted in; an import runs no code', async () => {
    const { dir, sha } = forkCheckout();
    const options: RunActionOptions = {
      eventName: 'pull_request_target',
      payload: pullRequestTargetEvent({ number: PR, headSha: sha, fork: true }),
      workspace: dir,
    };
    for (const agents of ['agents/passing-agent.mjs', 'agents/agent.py', 'cmd:node agents/w.mjs']) {
      const refused = await step({ ...options, inputs: { agents } });
      expect(refused.outputs).toMatchObject({ status: 'refused', 'exit-code': '2' });
      expect(failures(refused).join('\n')).toContain('refusing to load agent code');
    }
    expect(github.requests).toEqual([]);
    expect(artifacts.requests).toEqual([]);

    const allowed = await step({
      ...options,
      inputs: {
        agents: 'agents/passing-agent.mjs',
        'allow-untrusted-code': 'true',
        comment: 'never',
      },
    });
    expect(allowed.outputs['exit-code']).toBe('0');
    copyFileSync(
      path.join(REPO_ROOT, 'tests/fixtures/bench/tau-bench-gpt-4o-airline.outcome.jsonl'),
      path.join(dir, 'tau.jsonl'),
    );
    const imported = await step({
      ...options,
      inputs: {
        jsonl: 'tau.jsonl',
        'task-path': 'input',
        'outcome-path': 'decision',
        comment: 'never',
      },
    });
    expect(imported.outputs['exit-code']).toBe('1');
    expect(failures(imported).join('\n')).not.toContain('refusing');
  });
});

describe('the bundle', () => {
  it('a glob in a gate input works (the lazily loaded matcher is initialised before the step runs)', async () => {
    const run = await step({
      inputs: { mode: 'gate', evidence: 'examples/evidence/route*.json', comment: 'never' },
    });
    expect(failures(run)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.outputs['exit-code']).toBe('0');
  });
});

describe('the CLI and the Action', () => {
  it('give the same findings and numbers for the same benchmark', async () => {
    const ws = workspace();
    const agents = ['base=agents/passing-agent.mjs', 'head=agents/failing-agent.mjs'];
    const action = await step({
      workspace: ws,
      inputs: { agents: agents.join('\n'), runs: '2', 'fail-if-worse': 'head', comment: 'never' },
    });
    expect(action.outputs['exit-code']).toBe('1');
    const cli = await cliWith(
      { cwd: ws },
      'bench',
      'compare',
      ...agents,
      '--runs',
      '2',
      '--fail-if-worse',
      'head',
      '--quiet',
      '--format',
      'json',
      '--output',
      'report.json',
    );
    expect(cli.code).toBe(Number(action.outputs['exit-code']));
    const cliReport = JSON.parse(cli.files.get(path.join(ws, 'report.json'))!) as BenchReportJson;
    expect(findingsAndNumbers(cliReport)).toEqual(findingsAndNumbers(reportOf(action)));
    expect(cliReport.findings.length).toBeGreaterThan(2);
  });
});
