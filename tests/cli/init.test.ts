// `agentverity init KIND`: for each kind of agent, the files it writes are valid —
// the suite loads with our suite reader, the workflows parse as YAML and use the
// Action with declared inputs and least-privilege permissions, and the stub runs
// through `run` (the module in-process, the Python stub as a command worker, the
// HTTP stub as a server on 127.0.0.1) — and it never overwrites a file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import {
  INIT_AGENT,
  INIT_GATE,
  INIT_KINDS,
  INIT_PROMOTE,
  INIT_SUITE,
  initFiles,
} from '../../src/app/index.js';
import { readSuite } from '../../src/evidence/suite.js';
import { cliWith, ROOT, tempDir } from '../helpers/cli.js';
import { pinProblems } from '../workflows/supply-chain.js';

type Mapping = Record<string, unknown>;

const HAS_PYTHON = spawnSync('python3', ['--version']).status === 0;

function yamlOf(file: string): Mapping {
  const doc = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: true });
  expect(doc.errors.map((e) => e.message)).toEqual([]);
  return doc.toJS() as Mapping;
}

const ACTION_INPUTS = new Set(
  Object.keys((yamlOf(path.join(ROOT, 'action.yml'))['inputs'] ?? {}) as Mapping),
);

/** Every file under `dir`, relative and `/`-separated. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`)
      : [`${prefix}${e.name}`],
  );
}

async function init(dir: string, ...argv: string[]) {
  return cliWith({ cwd: dir }, 'init', ...argv);
}

/** `run` in-process in `dir`, the JSON report captured. */
async function run(dir: string, ...argv: string[]) {
  const files = new Map<string, string>();
  const r = await cliWith(
    { cwd: dir, writeFile: (f, t) => void files.set(path.basename(f), t) },
    'run',
    ...argv,
    '--suite',
    INIT_SUITE,
    '--quiet',
    '--format',
    'json',
    '--output',
    'report.json',
  );
  const report = files.has('report.json')
    ? (JSON.parse(files.get('report.json')!) as Mapping)
    : null;
  return { ...r, report };
}

function actionStep(workflow: Mapping, job: string): Mapping {
  const steps = ((workflow['jobs'] as Mapping)[job] as Mapping)['steps'] as Mapping[];
  const ours = steps.filter(
    (s) => typeof s['uses'] === 'string' && /^agentverity\/action@v1$/.test(s['uses']),
  );
  expect(ours).toHaveLength(1);
  return ours[0] as Mapping;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

describe.each(INIT_KINDS)('agentverity init %s', (kind) => {
  it('writes the stub, the suite and the two workflows, and says what to run', async () => {
    const dir = tempDir();
    const r = await init(dir, kind);
    expect(r.code, r.stderr).toBe(0);
    expect(filesUnder(dir).sort()).toEqual(
      [INIT_AGENT[kind], INIT_GATE, INIT_PROMOTE, INIT_SUITE].sort(),
    );
    for (const f of [INIT_AGENT[kind], INIT_SUITE, INIT_GATE, INIT_PROMOTE]) {
      expect(r.stdout).toContain(f);
    }
    expect(r.stdout).toContain(`npx agentverity run --`);
    expect(r.stdout).toContain(`--suite ${INIT_SUITE}`);
  });

  it('writes a suite our reader loads, with every contract field in use', async () => {
    const dir = tempDir();
    await init(dir, kind);
    const suite = await readSuite(path.join(dir, INIT_SUITE));
    expect(suite.contract.required).toEqual(['escalate', 'refund', 'shipping']);
    expect(suite.contract.critical).toEqual(['escalate']);
    expect([...suite.contract.stabilityTargets]).toEqual([['escalate', 0.05]]);
    expect([...suite.contract.minimumCases]).toEqual([['escalate', 3]]);
    const counts = new Map<string, number>();
    for (const c of suite.cases) counts.set(c.expected, (counts.get(c.expected) ?? 0) + 1);
    expect(counts.get('escalate')).toBeGreaterThanOrEqual(3);
  });

  it('writes workflows that use the Action with declared inputs and least privilege', async () => {
    const dir = tempDir();
    await init(dir, kind);
    const gate = yamlOf(path.join(dir, INIT_GATE));
    expect(Object.keys(gate['on'] as Mapping)).toEqual(['pull_request']);
    expect(gate['permissions']).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      statuses: 'write',
    });
    const job = (gate['jobs'] as Mapping)['gate'] as Mapping;
    expect(job['if']).toBe('github.event.pull_request.head.repo.full_name == github.repository');
    const steps = job['steps'] as Mapping[];
    expect(steps[0]).toEqual({
      uses: 'actions/checkout@fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09',
      with: { 'persist-credentials': false },
    });
    // Third-party actions pinned by a verified SHA with its release, also in comments.
    for (const f of [INIT_GATE, INIT_PROMOTE]) {
      expect(pinProblems(readFileSync(path.join(dir, f), 'utf8')), f).toEqual([]);
    }
    const step = actionStep(gate, 'gate');
    const w = step['with'] as Mapping;
    for (const key of Object.keys(w)) expect(ACTION_INPUTS, key).toContain(key);
    expect(w['suite']).toBe(INIT_SUITE);
    expect(w['fail-on']).toBe('1, 2');
    // The agent input names the stub init wrote.
    if (kind === 'module') expect(w['agent']).toBe(INIT_AGENT.module);
    if (kind === 'python') expect(w['agent-command']).toBe(`python3 ${INIT_AGENT.python}`);
    if (kind === 'http') {
      expect(w['agent-url']).toBe('http://127.0.0.1:8787/decide');
      const start = steps.find((s) => s['name'] === 'Start the agent') as Mapping;
      expect(String(start['run'])).toContain(`node ${INIT_AGENT.http} 8787 &`);
      expect(steps.indexOf(start)).toBeLessThan(steps.indexOf(step));
    }
    // No secret on the job: only the agent's step may get one.
    expect(job['env']).toBeUndefined();
    expect(gate['env']).toBeUndefined();

    const promote = yamlOf(path.join(dir, INIT_PROMOTE));
    expect(promote['on']).toEqual({ pull_request_target: { types: ['labeled'] } });
    expect(promote['permissions']).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      statuses: 'read',
      actions: 'read',
      issues: 'read',
    });
    const p = (promote['jobs'] as Mapping)['promote'] as Mapping;
    expect(p['if']).toBe("github.event.label.name == 'agentverity:approve-baseline'");
    // A privileged workflow: no checkout, nothing executed, only the action.
    expect(p['steps']).toEqual([{ uses: 'agentverity/action@v1', with: { mode: 'promote' } }]);
  });

  it('refuses to overwrite (exit 2), names the file and writes nothing', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'agentverity'));
    writeFileSync(path.join(dir, INIT_SUITE), 'my own suite\n');
    const r = await init(dir, kind);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`agentverity: ${INIT_SUITE}: already exists`);
    expect(r.stderr).toContain('never overwrites');
    expect(readFileSync(path.join(dir, INIT_SUITE), 'utf8')).toBe('my own suite\n');
    expect(filesUnder(dir)).toEqual([INIT_SUITE]);
    // A second init over a complete one names every file and changes none.
    const other = tempDir();
    await init(other, kind);
    const before = filesUnder(other).map((f) => readFileSync(path.join(other, f), 'utf8'));
    const again = await init(other, kind);
    expect(again.code).toBe(2);
    for (const f of [INIT_AGENT[kind], INIT_SUITE, INIT_GATE, INIT_PROMOTE]) {
      expect(again.stderr).toContain(f);
    }
    expect(filesUnder(other).map((f) => readFileSync(path.join(other, f), 'utf8'))).toEqual(before);
  });
});

describe('the stubs run through `run` on the starter suite', () => {
  it('the module stub, as a module agent: deterministic, contract met, exit 0', async () => {
    const dir = tempDir();
    await init(dir, 'module');
    const r = await run(dir, '--agent', INIT_AGENT.module);
    expect(r.code, r.stderr).toBe(0);
    expect(r.report?.['status']).toBe('deterministic');
    expect((r.report?.['contract'] as Mapping)['satisfied']).toBe(true);
    const relations = r.report?.['relations'] as { name: string; held: number }[];
    // Every built-in changes at least one starter input, so none tested nothing.
    for (const rel of relations) expect(rel.held, rel.name).toBeGreaterThan(0);
  });

  it.skipIf(!HAS_PYTHON)('the Python stub, as a command worker: exit 0', async () => {
    const dir = tempDir();
    await init(dir, 'python');
    const r = await run(
      dir,
      '--agent-command',
      `python3 ${INIT_AGENT.python}`,
      '--isolation',
      'fresh-session',
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.report?.['status']).toBe('deterministic');
    expect((r.report?.['contract'] as Mapping)['satisfied']).toBe(true);
  });

  it('the HTTP stub, as a server on 127.0.0.1: exit 0', async () => {
    const dir = tempDir();
    await init(dir, 'http');
    const server = spawn(process.execPath, [INIT_AGENT.http, '0'], { cwd: dir });
    children.push(server);
    const url = await new Promise<string>((resolve, reject) => {
      let err = '';
      server.stderr.setEncoding('utf8');
      server.stderr.on('data', (chunk: string) => {
        err += chunk;
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+\/decide)/.exec(err);
        if (m !== null) resolve(m[1] as string);
      });
      server.on('exit', (code) => reject(new Error(`the stub server exited (${code}): ${err}`)));
    });
    const r = await run(dir, '--agent-url', url, '--isolation', 'fresh-session');
    expect(r.code, r.stderr).toBe(0);
    expect(r.report?.['status']).toBe('deterministic');
    expect((r.report?.['contract'] as Mapping)['satisfied']).toBe(true);
  });
});

describe('the Python-worker gate example', () => {
  it('is the gate `init python` writes (examples/workflows/agentverity-gate-python.yml)', () => {
    const gate = initFiles('python').find((f) => f.path === INIT_GATE);
    const example = readFileSync(
      path.join(ROOT, 'examples/workflows/agentverity-gate-python.yml'),
      'utf8',
    );
    expect(example).toBe(gate?.text);
  });
});

describe('agentverity init usage', () => {
  it('refuses an unknown kind or none (exit 2), listing the kinds', async () => {
    const dir = tempDir();
    for (const argv of [['bogus'], []]) {
      const r = await init(dir, ...argv);
      expect(r.code).toBe(2);
      expect(filesUnder(dir)).toEqual([]);
    }
    const r = await init(dir, 'bogus');
    expect(r.stderr).toContain('module, python, http');
  });

  it('--dir writes into another folder and the next steps name the paths from here', async () => {
    const dir = tempDir();
    const r = await init(dir, 'module', '--dir', 'repo');
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'repo', INIT_SUITE))).toBe(true);
    expect(r.stdout).toContain(
      'npx agentverity run --agent repo/agentverity/agent.mjs --suite repo/agentverity/suite.json',
    );
  });
});
