// `agentverity bench …` in-process through runCli: exit codes, the sources
// (live agents, bench evidence, imports), the report files and the usage errors.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliWith, ROOT, tempDir, type CliRun } from '../helpers/cli.js';
import { expectValidJunit } from '../render/helpers.js';

const PASSING = path.join(ROOT, 'examples/bench/passing-agent.mjs');
const FAILING = path.join(ROOT, 'examples/bench/failing-agent.mjs');
const PYTHON = path.join(ROOT, 'examples/bench/agent.py');
const TAU = path.join(ROOT, 'tests/fixtures/bench/tau-bench-gpt-4o-airline.outcome.jsonl');
const PROMPTFOO = path.join(ROOT, 'tests/fixtures/outcomes/promptfoo-repeat-3.json');

const validate = new Ajv({ allErrors: true, strict: true }).compile(
  JSON.parse(readFileSync(path.join(ROOT, 'schemas/bench-report.schema.json'), 'utf8')) as object,
);

let dir: string;
/** An agent that fails every task of the general benchmark (a valid output, never an error). */
let allFail: string;
/** An agent that throws on every call. */
let dead: string;

beforeAll(() => {
  dir = tempDir();
  allFail = path.join(dir, 'all-fail.mjs');
  writeFileSync(
    allFail,
    'export default async function agent(prompt) { return `no idea: ${prompt.length}`; }\n',
  );
  dead = path.join(dir, 'dead.mjs');
  writeFileSync(
    dead,
    'export default async function agent(prompt) { throw new Error(`the model is down (${prompt.length})`); }\n',
  );
});

/** The CLI in a fresh temporary working directory; files land in `r.files`. */
async function bench(...argv: string[]): Promise<CliRun & { cwd: string }> {
  const cwd = tempDir();
  const r = await cliWith({ cwd }, 'bench', ...argv);
  return { ...r, cwd };
}

const fileIn = (r: CliRun & { cwd: string }, name: string): string | undefined =>
  r.files.get(path.resolve(r.cwd, name));

function jsonIn(r: CliRun & { cwd: string }, name: string): Record<string, unknown> {
  const text = fileIn(r, name);
  expect(text, `${name} written`).toBeDefined();
  const json = JSON.parse(text!) as Record<string, unknown>;
  expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  return json;
}

interface AgentJson {
  agent: { name: string };
  attempts: number;
  passed: number;
  failed: number;
  errored: number;
  passHatK: { k: number; value: number }[];
}

describe('bench test', () => {
  it('exits 0 when every attempt passes', async () => {
    const r = await bench('test', PASSING, '--quiet', '--report', 'json');
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^AgentVerity bench test: PASSED \(exit 0\)/);
    const report = jsonIn(r, 'agentverity-bench-report.json');
    const [agent] = report['agents'] as AgentJson[];
    expect(agent).toMatchObject({ attempts: 45, passed: 45, failed: 0, errored: 0 });
    // The evidence is written before the report, where the default says.
    expect(fileIn(r, 'agentverity-bench-evidence.json')).toBeDefined();
  });

  it('exits 1 when the benchmark completes with failures or errors', async () => {
    const r = await bench('test', FAILING, '--quiet', '--report', 'json');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^AgentVerity bench test: FAILED \(exit 1\)/);
    const [agent] = jsonIn(r, 'agentverity-bench-report.json')['agents'] as AgentJson[];
    expect(agent!.failed).toBeGreaterThan(0);
    // Its date tool is down: ERROR attempts, never counted as FAIL.
    expect(agent!.errored).toBe(3);
    expect(agent!.passed + agent!.failed + agent!.errored).toBe(45);
  });

  it('runs a Python file exposing run_agent as it is', async () => {
    const r = await bench('test', PYTHON, '--runs', '2', '--quiet');
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/30\/30 passed/);
  });

  it('--evidence recomputes the same report without calling any agent', async () => {
    const first = await bench(
      'compare',
      `base=${PASSING}`,
      `head=${FAILING}`,
      '--quiet',
      '--report',
      'json',
    );
    expect(first.code).toBe(0);
    const evidence = path.join(dir, 'recompute.bench-evidence.json');
    writeFileSync(evidence, fileIn(first, 'agentverity-bench-evidence.json')!);
    const again = await bench('compare', '--evidence', evidence, '--report', 'json');
    expect(again.code).toBe(0);
    // Nothing ran: no progress line, no evidence written.
    expect(again.stderr).not.toMatch(/calls/);
    expect(fileIn(again, 'agentverity-bench-evidence.json')).toBeUndefined();
    // The report carries no clock: it is the same, byte for byte.
    expect(fileIn(again, 'agentverity-bench-report.json')).toBe(
      fileIn(first, 'agentverity-bench-report.json'),
    );
    expect(again.stdout).toBe(first.stdout);
  });

  it('imports a JSONL outcome log: tau-bench pass^1..4 as published', async () => {
    const r = await bench(
      'test',
      '--jsonl',
      TAU,
      '--task-path',
      'input',
      '--outcome-path',
      'decision',
      '--report',
      'json',
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/imported 1 agent run on 50 tasks/);
    const [agent] = jsonIn(r, 'agentverity-bench-report.json')['agents'] as AgentJson[];
    expect(agent!.attempts).toBe(200);
    expect(agent!.passed).toBe(84);
    expect(agent!.passHatK.map((p) => [p.k, Number(p.value.toFixed(3))])).toEqual([
      [1, 0.42],
      [2, 0.273],
      [3, 0.22],
      [4, 0.2],
    ]);
    // The imported outcomes become bench evidence, like a live run's.
    expect(fileIn(r, 'agentverity-bench-evidence.json')).toBeDefined();
  });

  it('imports promptfoo repeats as a compare of its providers', async () => {
    const r = await bench('compare', '--promptfoo', PROMPTFOO, '--report', 'json');
    expect(r.code).toBe(0);
    const report = jsonIn(r, 'agentverity-bench-report.json');
    const agents = report['agents'] as AgentJson[];
    expect(agents.map((a) => a.agent.name)).toEqual(['openai:chat:gpt-4o-mini', 'haiku']);
    expect(agents.map((a) => [a.attempts, a.passed, a.errored])).toEqual([
      [9, 8, 0],
      [9, 7, 1],
    ]);
    expect((report['pairs'] as unknown[]).length).toBe(1);
    // 3 tasks: the exact paired test cannot reach α, so it is too small to tell, never 'no detectable difference'.
    expect(r.stdout).toMatch(/too small to tell/);
    expect(r.stdout).not.toMatch(/no detectable difference/);
  });

  it('--report all --report-dir writes both files there', async () => {
    const r = await bench('test', PASSING, '--quiet', '--report', 'all', '--report-dir', 'out');
    expect(r.code).toBe(0);
    jsonIn(r, 'out/agentverity-bench-report.json');
    expect(fileIn(r, 'out/agentverity-bench-report.html')).toMatch(/^<!DOCTYPE html>/);
    expect(fileIn(r, 'agentverity-bench-report.json')).toBeUndefined();
    // Named as given, relative to the working directory.
    expect(r.stderr).toContain(
      `wrote the json report to ${path.join('out', 'agentverity-bench-report.json')}\n`,
    );
    expect(r.stderr).toContain(
      `wrote the html report to ${path.join('out', 'agentverity-bench-report.html')}\n`,
    );
  });

  it('--format junit --output writes valid JUnit', async () => {
    const r = await bench('test', FAILING, '--quiet', '--format', 'junit', '--output', 'x.xml');
    expect(r.code).toBe(1);
    const xml = fileIn(r, 'x.xml')!;
    await expectValidJunit(xml);
    expect(xml).toMatch(/<testsuites [^>]*tests="15"/);
    expect(xml).toMatch(/<failure /);
  });
});

describe('bench compare', () => {
  it('exits 0 when it completes, even when one agent is far worse', async () => {
    const r = await bench('compare', `base=${PASSING}`, `head=${allFail}`, '--quiet');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^AgentVerity bench compare: COMPLETED \(exit 0\)/);
  });

  it('--fail-if-worse exits 1 when that agent is significantly worse', async () => {
    const r = await bench(
      'compare',
      `base=${PASSING}`,
      `head=${allFail}`,
      '--quiet',
      '--fail-if-worse',
      'head',
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/head is significantly worse/);
  });

  it('--fail-if-worse exits 0 when the named agent is the better one', async () => {
    const r = await bench(
      'compare',
      `base=${PASSING}`,
      `head=${allFail}`,
      '--quiet',
      '--fail-if-worse',
      'base',
    );
    expect(r.code).toBe(0);
  });

  it('--fail-if-worse exits 0 for two identical agents (no detectable difference)', async () => {
    const r = await bench(
      'compare',
      `base=${PASSING}`,
      `head=${PASSING}`,
      '--quiet',
      '--fail-if-worse',
      'head',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/no detectable difference/);
  });

  it('an agent that throws on every call is refused (exit 2) and its evidence kept', async () => {
    const r = await bench('compare', `base=${PASSING}`, `dead=${dead}`, '--quiet');
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.stderr).toMatch(/agent dead cannot answer/);
    const evidence = JSON.parse(fileIn(r, 'agentverity-bench-evidence.json')!) as {
      runs: { agent: { name: string } }[];
    };
    expect(evidence.runs.map((run) => run.agent.name)).toEqual(['base', 'dead']);
  });
});

describe('usage errors exit 2 naming the flag', () => {
  it.each([
    [
      '--runs with --evidence',
      ['test', '--evidence', 'e.json', '--runs', '3'],
      /--runs: applies when agents are run/,
    ],
    [
      'two sources',
      ['test', PASSING, '--jsonl', TAU],
      /AGENT: give agents to run, .*--evidence.*--jsonl/,
    ],
    ['compare with one agent', ['compare', PASSING], /AGENT: bench compare needs at least two/],
    ['test with two agents', ['test', PASSING, FAILING], /too many arguments for 'test'/],
    ['nothing to run', ['test'], /AGENT: give the agent to test/],
    [
      '--report-dir without --report',
      ['test', PASSING, '--report-dir', 'd'],
      /--report-dir: .*give --report/,
    ],
    [
      'an unknown benchmark name',
      ['test', PASSING, '--benchmark', 'nosuch'],
      /--benchmark: nosuch: /,
    ],
    ['--pass-k above --runs', ['test', PASSING, '--pass-k', '4'], /--pass-k: .* --runs is 3/],
    ['--confidence out of range', ['test', PASSING, '--confidence', '2'], /--confidence: /],
    ['--task-path without an import', ['test', PASSING, '--task-path', 'x'], /--task-path: /],
    ['a missing JSONL file', ['test', '--jsonl', 'nope.jsonl'], /--jsonl: .*nope\.jsonl/],
    [
      '--fail-if-worse naming no agent compared',
      ['compare', `base=${PASSING}`, `head=${FAILING}`, '--fail-if-worse', 'nobody'],
      /--fail-if-worse: "nobody" is not one of the agents compared \("base", "head"\)/,
    ],
    [
      'two agents of one name',
      ['compare', `base=${PASSING}`, `base=${FAILING}`],
      /AGENT: two agents are named "base"/,
    ],
    ['an agent that does not exist', ['test', 'nowhere.mjs'], /nowhere\.mjs/],
    ['a bad --report', ['test', PASSING, '--report', 'pdf'], /--report/],
  ])('%s', async (_, argv, message) => {
    const r = await bench(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/internal error|--agents/);
    // Refused before any call: no evidence.
    expect(fileIn(r, 'agentverity-bench-evidence.json')).toBeUndefined();
  });

  it('recorded outcomes of a number of agents the command does not take name their flag', async () => {
    const two = await bench('test', '--promptfoo', PROMPTFOO);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/--promptfoo: bench test takes one agent, got 2: use bench compare/);
    const one = await bench('test', PASSING, '--quiet');
    const evidence = path.join(dir, 'one-agent.bench-evidence.json');
    writeFileSync(evidence, fileIn(one, 'agentverity-bench-evidence.json')!);
    const compared = await bench('compare', '--evidence', evidence);
    expect(compared.code).toBe(2);
    expect(compared.stderr).toMatch(
      /^agentverity: --evidence: bench compare takes two or more agents, got 1: use bench test\n$/,
    );
  });

  it('a bad YAML benchmark names the flag, the file and the line', async () => {
    const file = path.join(dir, 'bad.yaml');
    writeFileSync(
      file,
      'version: "1"\nname: bad\ntasks:\n  - id: a\n    name: A\n    prompt: 3\n    evaluation: {type: nope, expected: "x"}\n',
    );
    const r = await bench('test', PASSING, '--benchmark', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--benchmark: ${file}: `);
    expect(r.stderr).toMatch(/\b6: tasks\[0\]\.prompt: expected a string/);
    expect(r.stderr).toMatch(/\b7: tasks\[0\]\.evaluation\.type: /);
    expect(fileIn(r, 'agentverity-bench-evidence.json')).toBeUndefined();
  });
});

it('an unnamed agent is never given the name of a named one', async () => {
  const r = await bench(
    'compare',
    `passing-agent-2=${FAILING}`,
    PASSING,
    PASSING,
    '--quiet',
    '--report',
    'json',
  );
  expect(r.code).toBe(0);
  const names = (jsonIn(r, 'agentverity-bench-report.json')['agents'] as AgentJson[]).map(
    (a) => a.agent.name,
  );
  expect(names).toEqual(['passing-agent-2', 'passing-agent', 'passing-agent-3']);
});

describe('bench list, info and run', () => {
  it('bench list names the bundled general benchmark', async () => {
    const r = await bench('list');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^general\s+15\s/m);
  });

  it('bench info general shows its tasks', async () => {
    const r = await bench('info', 'general');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^general \(benchmark version 1\)/);
    expect(r.stdout).toMatch(/^tasks: 15 /m);
    expect(r.stdout).toMatch(/^ {2}add-two-numbers\s/m);
  });

  it('bench info of an unknown benchmark is refused', async () => {
    const r = await bench('info', 'nosuch');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/nosuch/);
  });

  it('bench run calls the agent once and prints its answer', async () => {
    const r = await bench('run', PASSING, 'What is 2 + 3? Answer with the number only.');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('5\n');
    expect(r.files.size).toBe(0);
  });

  it('bench run of a Python run_agent file', async () => {
    const r = await bench('run', PYTHON, 'What is 2 + 3? Answer with the number only.');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('5\n');
  });

  it('bench run exits 1 when the call fails', async () => {
    const r = await bench('run', dead, 'hello');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ERROR.*the model is down \(5\)/);
  });

  it('bench run of an empty command names the argument, not a gate flag', async () => {
    const r = await bench('run', 'cmd:', 'hello');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^agentverity: AGENT: the agent command is empty\n$/);
  });

  it.each(['test', 'compare', 'run', 'list', 'info'])('bench %s --help exits 0', async (sub) => {
    const r = await bench(sub, '--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^Usage: agentverity bench ${sub} `));
  });
});
