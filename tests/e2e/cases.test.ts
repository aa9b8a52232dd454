/**
 * `mode: cases` end to end: the bundle (dist/index.js) against the loopback
 * GitHub and artifact fakes. The refund desk (examples/stateful-agent) on a pull
 * request posts its own sticky comment (key `cases`, beside a gate's and a
 * bench's), uploads one artifact with the cases evidence and every report, sets
 * the step's outputs and fails the step (exit 1) for its two planted flaws; a
 * fixed copy passes, as a JS module and as a Python worker; cases evidence is
 * recomputed without the system; fork code under pull_request_target is refused.
 * The same cases through the CLI give the same findings.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
const EXAMPLE = path.join(REPO_ROOT, 'examples/stateful-agent');
const PLANTED = ['recovers_from_error_at_issue_refund', 'same_state_under_injected'];
const CASES_FILES = [
  'cases-evidence.json',
  'cases-report.html',
  'cases-report.json',
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

/** A workspace with the refund desk in `desk/`, both flaws fixed when asked. */
function workspace(fixed = false): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-cases-ws-'));
  const desk = path.join(dir, 'desk');
  cpSync(EXAMPLE, desk, { recursive: true });
  if (fixed) {
    for (const [file, t, f] of [
      ['system.mjs', 'true;', 'false;'],
      ['system.py', 'True', 'False'],
    ] as const) {
      let text = readFileSync(path.join(desk, file), 'utf8');
      for (const name of ['OBEYS_PASTED_INSTRUCTIONS', 'REPORTS_FAILED_REFUND_AS_DONE']) {
        const prefix = file === 'system.mjs' ? `const ${name} = ` : `${name} = `;
        expect(text, `${file} plants ${name}`).toContain(`${prefix}${t}`);
        text = text.replace(`${prefix}${t}`, `${prefix}${f}`);
      }
      writeFileSync(path.join(desk, file), text);
    }
  }
  return dir;
}

function step(options: RunActionOptions = {}): Promise<ActionRun> {
  return runAction({
    github: { url: github.url, owner: github.owner, repo: github.repo },
    artifacts: { url: artifacts.url, token: artifacts.token },
    eventName: 'pull_request',
    payload: pullRequestEvent({ number: PR, headSha: HEAD }),
    ...options,
    inputs: { mode: 'cases', ...options.inputs },
    env: { AGENTVERITY_API_RETRY_BASE_MS: '1', ...options.env },
  });
}

const failures = (run: ActionRun) =>
  run.commands.filter((c) => c.command === 'error').map((c) => c.message);

interface CasesReportJson {
  exitCode: number;
  headline: string;
  findings: { id: string; outcome: string; text: string }[];
  criteria: { name: string; status: string }[];
}

const reportOf = (run: ActionRun): CasesReportJson =>
  JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')) as CasesReportJson;

const failedOf = (r: CasesReportJson) =>
  r.criteria.filter((c) => c.status !== 'passed').map((c) => `${c.name}:${c.status}`);

/** What the CLI's and the Action's reports of the same cases must share. */
const findingsOf = (r: CasesReportJson) => ({
  exitCode: r.exitCode,
  headline: r.headline,
  criteria: r.criteria,
  findings: r.findings,
});

const markerKey = (body: string) =>
  /^<!-- agentverity-action\/comment@1 key=([^ ]*) /.exec(body.split('\n')[0] ?? '')?.[1];

const DESK = { config: 'desk/agentverity.yml', 'replay-cache': 'none' };

describe('mode: cases on a pull request', () => {
  it('the refund desk: the step fails (exit 1) for the two planted flaws; one comment (key cases), one artifact, the outputs', async () => {
    const ws = workspace();
    const run = await step({ workspace: ws, inputs: { ...DESK, system: 'desk/system.mjs' } });
    expect(run.code).not.toBe(0);
    const dir = path.join(run.runnerTemp, 'agentverity-cases');
    expect(run.outputs).toMatchObject({
      status: 'failed',
      'exit-code': '1',
      'report-path': path.join(dir, 'cases-report.json'),
      'junit-path': path.join(dir, 'junit.xml'),
      'evidence-path': path.join(dir, 'cases-evidence.json'),
      'artifact-name': 'agentverity',
    });
    expect(failures(run).join('\n')).toMatch(/AgentVerity cases: failed \(exit 1\)/);
    for (const f of CASES_FILES) expect(existsSync(path.join(dir, f)), f).toBe(true);
    const report = reportOf(run);
    expect(failedOf(report)).toEqual(PLANTED.map((n) => `${n}:failed`));
    expect(report.criteria).toHaveLength(5);

    // One artifact with the cases evidence and every report.
    expect(zipped(artifacts)).toHaveLength(1);
    const artifact = zipped(artifacts)[0]!;
    expect(run.outputs['artifact-id']).toBe(String(artifact.id));
    expect([...artifact.files.keys()].sort()).toEqual(CASES_FILES);
    expect(artifact.files.get('cases-report.json')?.toString('utf8')).toBe(
      readFileSync(run.outputs['report-path']!, 'utf8'),
    );
    const evidence = JSON.parse(artifact.files.get('cases-evidence.json')!.toString('utf8')) as {
      schema: string;
    };
    expect(evidence.schema).toMatch(/cases-evidence@1/);

    // One sticky comment of its own, naming the failed criteria.
    const comments = github.comments(PR);
    expect(comments).toHaveLength(1);
    expect(markerKey(comments[0]!.body)).toBe('cases');
    expect(comments[0]!.body).toContain('recovers\\_from\\_error\\_at\\_issue\\_refund');
    expect(run.outputs['comment-url']).toBe(comments[0]!.htmlUrl);
    expect(run.summary).toContain(`/artifacts/${artifact.id}`);

    // A gate and a bench in the same PR keep their own comments; the cases one is updated, never doubled.
    const gate = await step({ inputs: { mode: 'gate', evidence: STABLE } });
    expect(gate.code).toBe(0);
    const bench = await step({
      inputs: { mode: 'bench', agents: 'examples/bench/passing-agent.mjs' },
    });
    expect(bench.code).toBe(0);
    const again = await step({ workspace: ws, inputs: { ...DESK, system: 'desk/system.mjs' } });
    expect(again.outputs['exit-code']).toBe('1');
    const keys = github.comments(PR).map((c) => markerKey(c.body));
    expect(keys.sort()).toEqual(['', 'bench', 'cases']);
  });

  it('a copy with both flaws fixed passes, as a JS module and as a Python worker', async () => {
    const ws = workspace(true);
    const js = await step({
      workspace: ws,
      inputs: { ...DESK, system: 'desk/system.mjs', comment: 'never' },
    });
    expect(failures(js)).toEqual([]);
    expect(js.code).toBe(0);
    expect(js.outputs).toMatchObject({ status: 'passed', 'exit-code': '0' });
    expect(failedOf(reportOf(js))).toEqual([]);

    const py = await step({
      workspace: ws,
      inputs: {
        ...DESK,
        'system-command': 'python3 system.py',
        'working-directory': 'desk',
        config: 'agentverity.yml',
        comment: 'never',
      },
    });
    expect(failures(py)).toEqual([]);
    expect(py.code).toBe(0);
    expect(py.outputs).toMatchObject({ status: 'passed', 'exit-code': '0' });
    expect(findingsOf(reportOf(py)).criteria).toEqual(findingsOf(reportOf(js)).criteria);
  });

  it('the Python worker on the flawed desk fails for the same two reasons', async () => {
    const run = await step({
      workspace: workspace(),
      inputs: {
        'system-command': 'python3 system.py',
        'working-directory': 'desk',
        runs: '2',
        comment: 'never',
      },
    });
    expect(run.outputs['exit-code']).toBe('1');
    expect(failedOf(reportOf(run))).toEqual(PLANTED.map((n) => `${n}:failed`));
  });

  it('evidence: recomputes the same report without running the system', async () => {
    const ws = workspace();
    const first = await step({
      workspace: ws,
      inputs: { ...DESK, system: 'desk/system.mjs', comment: 'never' },
    });
    expect(first.outputs['exit-code']).toBe('1');
    cpSync(first.outputs['evidence-path']!, path.join(ws, 'earlier.json'));
    // The system is gone: nothing can have run it.
    writeFileSync(path.join(ws, 'desk/system.mjs'), 'throw new Error("not loaded");\n');
    const again = await step({
      workspace: ws,
      inputs: { evidence: 'earlier.json', comment: 'never' },
    });
    expect(again.outputs).toMatchObject({
      status: 'failed',
      'exit-code': '1',
      'evidence-path': path.join(ws, 'earlier.json'),
    });
    expect(readFileSync(again.outputs['report-path']!, 'utf8')).toBe(
      readFileSync(first.outputs['report-path']!, 'utf8'),
    );
  });

  it('a refused input is named as the input, nothing run', async () => {
    const run = await step({
      workspace: workspace(),
      inputs: { system: 'desk/system.mjs', agent: 'a.mjs', k: '6' },
    });
    expect(run.outputs).toMatchObject({ status: 'refused', 'exit-code': '2' });
    const message = failures(run).join('\n');
    expect(message).toContain("input 'agent': mode 'cases' takes the system under test");
    expect(message).toContain("input 'k': does not apply to mode 'cases'");
    expect(artifacts.requests).toEqual([]);
    expect(github.comments(PR)).toEqual([]);
  });
});

describe('untrusted code', () => {
  it('refuses to load a fork’s system under pull_request_target, unless opted in; evidence runs no code', async () => {
    const dir = workspace();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'fork');
    const options: RunActionOptions = {
      eventName: 'pull_request_target',
      payload: pullRequestTargetEvent({
        number: PR,
        headSha: git('rev-parse', 'HEAD'),
        fork: true,
      }),
      workspace: dir,
    };
    for (const system of [
      { system: 'desk/system.mjs' },
      { 'system-command': 'python3 desk/system.py' },
    ]) {
      const refused = await step({ ...options, inputs: { ...DESK, ...system } });
      expect(refused.outputs).toMatchObject({ status: 'refused', 'exit-code': '2' });
      expect(failures(refused).join('\n')).toContain('refusing to load agent code');
    }
    expect(github.requests).toEqual([]);
    expect(artifacts.requests).toEqual([]);

    const allowed = await step({
      ...options,
      inputs: {
        ...DESK,
        system: 'desk/system.mjs',
        'allow-untrusted-code': 'true',
        comment: 'never',
      },
    });
    expect(allowed.outputs['exit-code']).toBe('1');
    cpSync(allowed.outputs['evidence-path']!, path.join(dir, 'earlier.json'));
    const recomputed = await step({
      ...options,
      inputs: { evidence: 'earlier.json', comment: 'never' },
    });
    expect(recomputed.outputs['exit-code']).toBe('1');
    expect(failures(recomputed).join('\n')).not.toContain('refusing');
  });
});

describe('the CLI and the Action', () => {
  it('give the same findings for the same cases', async () => {
    const ws = workspace();
    const action = await step({
      workspace: ws,
      inputs: { ...DESK, system: 'desk/system.mjs', runs: '2', comment: 'never' },
    });
    expect(action.outputs['exit-code']).toBe('1');
    const cli = await cliWith(
      { cwd: ws },
      'cases',
      '--config',
      'desk/agentverity.yml',
      '--system',
      'desk/system.mjs',
      '--runs',
      '2',
      '--no-replay-cache',
      '--quiet',
      '--format',
      'json',
      '--output',
      'report.json',
    );
    expect(cli.code).toBe(Number(action.outputs['exit-code']));
    const cliReport = JSON.parse(cli.files.get(path.join(ws, 'report.json'))!) as CasesReportJson;
    expect(findingsOf(cliReport)).toEqual(findingsOf(reportOf(action)));
    expect(cliReport.findings.length).toBe(5);
  });
});
