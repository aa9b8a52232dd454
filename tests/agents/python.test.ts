import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isPythonAgentPath,
  loadPythonAgent,
  pythonInterpreter,
  pythonShimPath,
  type Agent,
} from '../../src/agents/index.js';
import { collectBenchRun } from '../../src/collect/bench.js';
import type { Benchmark } from '../../src/core/bench/types.js';
import { exitCodeOf } from '../../src/errors.js';
import { asyncRefusalOf } from '../evidence/helpers.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/python');
const ROOT = path.resolve(import.meta.dirname, '../..');

// The brief's machine has python3; the tests say so rather than skip silently.
const PYTHON_VERSION = spawnSync('python3', ['--version'], { encoding: 'utf8' });

const opened: Agent[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((a) => a.close()));
});

async function load(file: string, env: Record<string, string | undefined> = process.env) {
  const agent = await loadPythonAgent({ file, cwd: FIXTURES, env });
  opened.push(agent);
  return agent;
}

async function outcome(agent: Agent, input: string, id: number) {
  try {
    const obs = await agent.call(input, id, false);
    return { text: obs.text };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe('Python run_agent files', () => {
  it('python3 is installed here', () => {
    expect(PYTHON_VERSION.status, PYTHON_VERSION.stderr).toBe(0);
    expect(PYTHON_VERSION.stdout).toMatch(/^Python 3\./);
  });

  it('the shim ships in the package folder, and the package files list it', () => {
    expect(pythonShimPath()).toBe(path.join(ROOT, 'workers', 'agentverity_run_agent.py'));
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      files: string[];
    };
    expect(pkg.files).toContain('workers');
    expect(pkg.files).toContain('benchmarks');
    expect(isPythonAgentPath('examples/bench/agent.py')).toBe(true);
    expect(isPythonAgentPath('agent.mjs')).toBe(false);
  });

  it('calls run_agent as is: its own imports work, its prints never reach the protocol', async () => {
    const agent = await load('good.py');
    expect(agent.kind).toBe('python');
    expect(agent.label).toBe('good.py');
    expect(await outcome(agent, 'greet', 1)).toEqual({ text: 'hello' });
    expect(await outcome(agent, 'shout', 2)).toEqual({ text: 'SHOUT' });
    expect(await outcome(agent, 'unicode', 3)).toEqual({ text: 'héllo ✓ \n second line' });
    expect(await outcome(agent, 'empty', 4)).toEqual({ text: '' });
    const stderr = agent.diagnostics?.().stderr ?? [];
    expect(stderr.join('\n')).toContain('thinking about greet');
    expect(stderr.join('\n')).toContain('loading good.py');
    // One worker served every call: no protocol error restarted it.
    expect(agent.diagnostics?.().restarts).toBe(0);
  });

  it('writes on file descriptor 1, a child process and input() cannot reach the protocol', async () => {
    const agent = await load('noisy.py');
    expect(await outcome(agent, 'x', 1)).toEqual({ text: 'quiet answer' });
    expect((await outcome(agent, 'ask', 2)).error).toBe(
      'run_agent raised EOFError: EOF when reading a line',
    );
    expect(await outcome(agent, 'y', 3)).toEqual({ text: 'quiet answer' });
    expect(agent.diagnostics?.().restarts).toBe(0);
    const stderr = (agent.diagnostics?.().stderr ?? []).join('\n');
    expect(stderr).toContain('raw bytes on fd 1');
    expect(stderr).toContain('a child process printing');
  });

  it('an exception, a non-string and SystemExit are that call’s errors; the worker goes on', async () => {
    const agent = await load('failing.py');
    const boom = await outcome(agent, 'boom', 1);
    expect(boom.error).toBe('run_agent raised ValueError: no answer for boom');
    expect((await outcome(agent, 'number', 2)).error).toBe(
      'run_agent returned int, expected a str',
    );
    expect((await outcome(agent, 'none', 3)).error).toBe('run_agent returned None, expected a str');
    expect((await outcome(agent, 'exit', 4)).error).toBe('run_agent raised SystemExit: 3');
    expect(await outcome(agent, 'fine', 5)).toEqual({ text: 'ok' });
    expect(agent.diagnostics?.().restarts).toBe(0);
  });

  it('an answer holding a lone surrogate arrives, escaped as JSON does (the worker lives on)', async () => {
    const agent = await load('surrogate.py');
    expect(await outcome(agent, 'lone', 1)).toEqual({ text: 'half \ufffd of a pair' });
    expect(await outcome(agent, 'x', 2)).toEqual({ text: 'whole \u{1F600} x' });
    expect(agent.diagnostics?.().restarts).toBe(0);
  });

  it('awaits an async run_agent', async () => {
    const agent = await load('async_agent.py');
    expect(await outcome(agent, 'x', 1)).toEqual({ text: 'async:x' });
  });

  it('refuses a file without run_agent, naming the file (exit 2)', async () => {
    const r = await asyncRefusalOf(() => load('no_run_agent.py'));
    expect(r.code).toBe('agent.python-run-agent');
    expect(exitCodeOf(r)).toBe(2);
    expect(r.where).toBe('no_run_agent.py');
    expect(r.reason).toContain('no function run_agent(task: str) -> str (found nothing)');
  });

  it('refuses a file that cannot be imported, and a missing file, before any call', async () => {
    const r = await asyncRefusalOf(() => load('broken_import.py'));
    expect(r.code).toBe('agent.python-load');
    expect(r.where).toBe('broken_import.py');
    expect(r.reason).toContain('ModuleNotFoundError');
    const missing = await asyncRefusalOf(() => load('nowhere.py'));
    expect(missing.code).toBe('agent.missing');
  });

  it('takes the interpreter from AGENTVERITY_PYTHON, refusing one that does not start', async () => {
    expect(pythonInterpreter({ AGENTVERITY_PYTHON: '/opt/py/bin/python3' })).toBe(
      '/opt/py/bin/python3',
    );
    expect(pythonInterpreter({})).toBe(process.platform === 'win32' ? 'python' : 'python3');
    const r = await asyncRefusalOf(() =>
      load('good.py', { ...process.env, AGENTVERITY_PYTHON: '/no/such/python3' }),
    );
    expect(r.code).toBe('agent.python-interpreter');
    expect(r.reason).toContain('AGENTVERITY_PYTHON');
  });

  it('as a benchmark agent: errors are ERROR attempts, a hung call times out', async () => {
    const bench: Benchmark = {
      version: '1',
      name: 'py',
      digest: '0'.repeat(64),
      tasks: [
        {
          id: 'ok',
          name: 'ok',
          category: null,
          prompt: 'fine',
          evaluation: { type: 'exact_match', expected: 'quick' },
        },
        {
          id: 'slow',
          name: 'slow',
          category: null,
          prompt: 'slow',
          evaluation: { type: 'exact_match', expected: 'quick' },
        },
      ],
    };
    const agent = await load('slow.py');
    const result = await collectBenchRun(
      bench,
      agent,
      { name: 'py', kind: 'python', source: 'slow.py' },
      {
        runs: 1,
        timeoutMs: 5_000,
      },
    );
    const [ok, slow] = result.run.attempts;
    expect(ok).toMatchObject({ task: 'ok', outcome: 'pass', output: 'quick' });
    expect(slow?.outcome).toBe('error');
    expect(slow?.error).toMatch(/^timed out after 5000 ms/);
    expect(result.run.complete).toBe(true);
  });
});
