import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../src/agents/index.js';
import {
  agentNames,
  agentRefOf,
  benchAgentSpec,
  collectBench,
  readBench,
  reportBench,
  runBenchPrompt,
  type CollectedBench,
} from '../../src/app/bench.js';
import { diskFiles, type AppIo } from '../../src/app/ports.js';
import { evaluateOutput } from '../../src/core/bench/index.js';
import type { Benchmark } from '../../src/core/bench/types.js';
import { isInterrupted } from '../../src/errors.js';
import { loadBenchmark } from '../../src/evidence/index.js';
import { refusalOfAsync } from '../helpers/refusal.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

let dir = '';
let general: Benchmark;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'av-bench-app-'));
  general = await loadBenchmark('general', ROOT);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function io(logs: string[] = []): AppIo {
  return {
    cwd: ROOT,
    env: process.env,
    files: diskFiles(),
    clock: { now: () => Date.UTC(2026, 11, 1) },
    log: (t) => logs.push(t),
    liveProgress: false,
    quiet: true,
  };
}

const out = (name: string) => path.join(dir, name);

function collected(r: CollectedBench | unknown): CollectedBench {
  expect((r as CollectedBench).kind).toBe('collected');
  return r as CollectedBench;
}

describe('benchAgentSpec and names', () => {
  it('picks the agent kind from the argument', () => {
    expect(benchAgentSpec('examples/bench/agent.py')).toEqual({
      kind: 'python',
      file: 'examples/bench/agent.py',
    });
    expect(benchAgentSpec('https://agent.example/run?key=s3cret')).toEqual({
      kind: 'http',
      url: 'https://agent.example/run?key=s3cret',
    });
    expect(benchAgentSpec('agent.mjs:named')).toEqual({
      kind: 'module',
      module: 'agent.mjs:named',
    });
    expect(
      agentNames([
        benchAgentSpec('a/agent.mjs'),
        benchAgentSpec('b/agent.mjs:createAgent'),
        benchAgentSpec('c/agent.py'),
      ]),
    ).toEqual(['agent', 'agent-2', 'agent-3']);
    // A made name never repeats a name given or made before it.
    expect(
      agentNames([benchAgentSpec('a.mjs'), benchAgentSpec('a-2.mjs'), benchAgentSpec('x/a.mjs')]),
    ).toEqual(['a', 'a-2', 'a-3']);
    expect(
      agentNames([benchAgentSpec('p/agent.mjs'), benchAgentSpec('q/agent.mjs')], [null, 'agent']),
    ).toEqual(['agent-2', 'agent']);
    // A URL's query (a key) never reaches the report.
    expect(agentRefOf('h', benchAgentSpec('https://u:p@agent.example/run?key=s3cret')).source).toBe(
      'https://agent.example/run',
    );
    expect(agentRefOf('c', { kind: 'command', command: 'node worker.mjs --token x' }).source).toBe(
      'node',
    );
  });
});

describe('collectBench on the bundled benchmark with the example agents', () => {
  it('the passing agents (JS module and Python file) pass every task of general; the evidence is written and reads back', async () => {
    const file = out('pass.json');
    const r = collected(
      await collectBench(
        {
          benchmark: general,
          agents: [
            { name: 'js', spec: benchAgentSpec('examples/bench/passing-agent.mjs') },
            { name: 'py', spec: benchAgentSpec('examples/bench/agent.py') },
          ],
          runs: 2,
          evidenceOut: file,
        },
        io(),
      ),
    );
    expect(r.runs).toHaveLength(2);
    for (const run of r.runs) {
      expect(run.complete).toBe(true);
      expect(run.attempts).toHaveLength(general.tasks.length * 2);
      const failed = run.attempts.filter((a) => a.outcome !== 'pass');
      expect(failed, run.agent.name).toEqual([]);
    }
    expect(r.runs[1]?.agent).toEqual({
      name: 'py',
      kind: 'python',
      source: 'examples/bench/agent.py',
    });
    // Same tasks, same order, same runs for every agent.
    const order = (i: number) => r.runs[i]?.attempts.map((a) => `${a.task}#${a.run}`);
    expect(order(0)).toEqual(order(1));
    expect(order(0)?.slice(0, 2)).toEqual([
      `${general.tasks[0]?.id}#1`,
      `${general.tasks[1]?.id}#1`,
    ]);
    const back = await readBench(file, dir);
    expect(back.runs).toEqual(r.runs);
    const { description: _description, ...withoutDescription } = general;
    expect(back.benchmark).toEqual(withoutDescription);
    expect(back.evidenceDigest).toBe(r.evidenceDigest);
    expect(back.evidence.options).toMatchObject({ runs: 2, order: 'run-major', maxWorkers: 1 });
    expect(back.evidence.createdAt).toBe('2026-12-01T00:00:00.000Z');
  });

  it('the failing agent fails some tasks and errors on one; a report can be recomputed from the evidence alone', async () => {
    const file = out('fail.json');
    const r = collected(
      await collectBench(
        {
          benchmark: general,
          agents: [{ name: 'failing', spec: benchAgentSpec('examples/bench/failing-agent.mjs') }],
          runs: 3,
          maxWorkers: 2,
          evidenceOut: file,
        },
        io(),
      ),
    );
    const attempts = r.runs[0]?.attempts ?? [];
    const byOutcome = (o: string) =>
      new Set(attempts.filter((a) => a.outcome === o).map((a) => a.task));
    expect(byOutcome('error')).toEqual(new Set(['iso-date']));
    expect(byOutcome('fail').size).toBeGreaterThanOrEqual(3);
    expect(byOutcome('pass').size).toBeGreaterThanOrEqual(3);
    expect(attempts.find((a) => a.outcome === 'error')?.error).toBe('the date tool is unavailable');
    // Recomputable: every recorded outcome follows from the evidence's own tasks and outputs.
    const back = await readBench(file, dir);
    const tasks = new Map(back.benchmark.tasks.map((t) => [t.id, t]));
    for (const a of back.runs[0]?.attempts ?? []) {
      if (a.outcome === 'error') continue;
      const t = tasks.get(a.task);
      expect(
        evaluateOutput(t?.evaluation ?? { type: 'contains', expected: '' }, a.output ?? ''),
      ).toBe(a.outcome === 'pass');
    }
  });

  it('reports through the core: test exits 0 for the passing agent and 1 for the failing one; compare completes; a report from the file equals the one from the collection', async () => {
    const file = out('compare.json');
    const r = collected(
      await collectBench(
        {
          benchmark: general,
          agents: [
            { name: 'passing', spec: benchAgentSpec('examples/bench/passing-agent.mjs') },
            { name: 'failing', spec: benchAgentSpec('examples/bench/failing-agent.mjs') },
          ],
          runs: 2,
          evidenceOut: file,
        },
        io(),
      ),
    );
    const one = (i: number) => ({ ...r, runs: [r.runs[i] as (typeof r.runs)[number]] });
    expect(reportBench(one(0), 'test').verdict.exitCode).toBe(0);
    expect(reportBench(one(1), 'test').verdict.exitCode).toBe(1);
    const compare = reportBench(r, 'compare', { seed: 7 });
    expect(compare.verdict.exitCode).toBe(0);
    expect(compare.comparison.pairs).toHaveLength(1);
    expect(compare.evidenceDigest).toBe(r.evidenceDigest);
    expect(compare.options.seed).toBe(7);
    const back = await readBench(file, dir);
    expect(reportBench(back, 'compare', { seed: 7 })).toEqual(compare);
    const bad = await refusalOfAsync(
      Promise.resolve().then(() => reportBench(back, 'compare', { confidence: 2 })),
    );
    expect(bad.setting).toBe('confidence');
  });

  it('refuses an agent that answers none of its first calls, after writing the evidence, and calls no later agent', async () => {
    const file = out('dead.json');
    let later = 0;
    const dead: Agent = {
      kind: 'function',
      label: 'dead',
      isolation: null,
      call: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9')),
      close: () => Promise.resolve(),
    };
    const alive: Agent = {
      ...dead,
      call: () => {
        later += 1;
        return { text: 'x', verdict: null, tools: [] };
      },
    };
    const r = await refusalOfAsync(
      collectBench(
        {
          benchmark: general,
          agents: [
            { name: 'dead', spec: { kind: 'module', module: 'dead.mjs' }, agent: dead },
            { name: 'alive', spec: { kind: 'module', module: 'alive.mjs' }, agent: alive },
          ],
          runs: 3,
          evidenceOut: file,
        },
        io(),
      ),
    );
    expect(r.code).toBe('bench.agent-unavailable');
    expect(r.reason).toContain(
      'agent dead cannot answer: its first 4 calls all failed: 4 × connect ECONNREFUSED',
    );
    expect(r.reason).toContain('the 1 agent after it was not called');
    expect(r.data).toMatchObject({ agent: 'dead', calls: 4, count: 4 });
    expect(later).toBe(0);
    expect(existsSync(file)).toBe(true);
    const back = await readBench(file, dir);
    expect(back.runs).toHaveLength(1);
    expect(back.runs[0]?.complete).toBe(false);
    expect(back.runs[0]?.stopReason).toMatch(/^the agent cannot answer/);
  });

  it('an abort writes the evidence so far and returns Interrupted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const agent: Agent = {
      kind: 'function',
      label: 'f',
      isolation: null,
      call: () => {
        calls += 1;
        if (calls === 3) controller.abort();
        return Promise.resolve({ text: '42', verdict: null, tools: [] });
      },
      close: () => Promise.resolve(),
    };
    const file = out('stopped.json');
    const r = await collectBench(
      {
        benchmark: general,
        agents: [{ name: 'f', spec: { kind: 'module', module: 'f.mjs' }, agent }],
        runs: 2,
        evidenceOut: file,
        signal: controller.signal,
      },
      io(),
    );
    expect(isInterrupted(r)).toBe(true);
    const back = await readBench(file, dir);
    expect(back.runs[0]?.complete).toBe(false);
    expect(back.runs[0]?.stopReason).toBe('interrupted');
    expect(back.runs[0]?.attempts).toHaveLength(3);
  });

  it('refuses before any call: no agent, two agents of one name, a Python file without run_agent', async () => {
    const none = await refusalOfAsync(
      collectBench({ benchmark: general, agents: [], runs: 1, evidenceOut: out('x.json') }, io()),
    );
    expect(none.code).toBe('bench.agent-names');
    const spec = benchAgentSpec('examples/bench/passing-agent.mjs');
    const twice = await refusalOfAsync(
      collectBench(
        {
          benchmark: general,
          agents: [
            { name: 'a', spec },
            { name: 'a', spec },
          ],
          runs: 1,
          evidenceOut: out('x.json'),
        },
        io(),
      ),
    );
    expect(twice.code).toBe('bench.agent-names');
    const py = await refusalOfAsync(
      collectBench(
        {
          benchmark: general,
          agents: [{ name: 'p', spec: benchAgentSpec('tests/fixtures/python/no_run_agent.py') }],
          runs: 1,
          evidenceOut: out('py.json'),
        },
        io(),
      ),
    );
    expect(py.code).toBe('agent.python-run-agent');
    expect(py.where).toBe('tests/fixtures/python/no_run_agent.py');
    expect(existsSync(out('x.json'))).toBe(false);
  });
});

describe('every agent kind', () => {
  it('an HTTP agent on 127.0.0.1 and a command worker are collected like a module', async () => {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        const { input } = JSON.parse(body) as { input: string };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ answer: { text: input.includes('17 + 25') ? '42' : 'no idea' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const worker = out('worker.mjs');
    await writeFile(
      worker,
      `import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  const { id, input } = JSON.parse(line);
  process.stdout.write(JSON.stringify({ id, text: input.includes('capital of France') ? 'Paris' : '?' }) + '\\n');
}
`,
      'utf8',
    );
    try {
      const r = collected(
        await collectBench(
          {
            benchmark: general,
            agents: [
              {
                name: 'http',
                spec: {
                  kind: 'http',
                  url: `http://127.0.0.1:${port}/agent`,
                  textPath: 'answer.text',
                },
              },
              {
                name: 'cmd',
                spec: { kind: 'command', command: `"${process.execPath}" "${worker}"` },
              },
            ],
            runs: 1,
            evidenceOut: out('kinds.json'),
          },
          io(),
        ),
      );
      const passed = (i: number) =>
        r.runs[i]?.attempts.filter((a) => a.outcome === 'pass').map((a) => a.task);
      expect(passed(0)).toEqual(['add-two-numbers']);
      expect(passed(1)).toEqual(['capital-of-france']);
      expect(r.runs.map((x) => x.agent.kind)).toEqual(['http', 'command']);
      expect(r.runs[0]?.agent.source).toBe(`http://127.0.0.1:${port}/agent`);
    } finally {
      server.close();
    }
  });
});

describe('runBenchPrompt (bench run AGENT PROMPT)', () => {
  it('one call to a Python agent gives its output', async () => {
    const r = await runBenchPrompt(
      benchAgentSpec('examples/bench/agent.py'),
      'What is 17 + 25? Answer with the number only.',
      io(),
    );
    expect(r.output).toBe('42');
    expect(r.ms).toBeGreaterThanOrEqual(0);
  });

  it('a failing call gives its error; an empty prompt is refused', async () => {
    const r = await runBenchPrompt(
      benchAgentSpec('examples/bench/failing-agent.mjs'),
      'Write the date 4 July 2026 in ISO 8601 format (YYYY-MM-DD).',
      io(),
    );
    expect(r).toMatchObject({ error: 'the date tool is unavailable' });
    const empty = await refusalOfAsync(runBenchPrompt(benchAgentSpec('x.mjs'), '  ', io()));
    expect(empty.code).toBe('bench.settings');
    expect(empty.setting).toBe('prompt');
  });
});
