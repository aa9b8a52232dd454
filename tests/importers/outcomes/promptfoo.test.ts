import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importBenchRuns, type BenchImportOptions } from '../../../src/importers/index.js';
import { refusalOf } from '../../evidence/helpers.js';
import { byTask, counts, readFixture, SHARED } from './helpers.js';

const imp = (value: unknown, options: BenchImportOptions = {}, file = 'export.json') =>
  importBenchRuns(typeof value === 'string' ? value : JSON.stringify(value), file, {
    format: 'promptfoo',
    ...options,
  });

/** A promptfoo v3 row. */
function row(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    provider: { id: 'openai:gpt-4o-mini', label: '' },
    promptId: 'p1',
    promptIdx: 0,
    prompt: { raw: 'Q', label: 'Q' },
    response: { output: 'A' },
    success: true,
    failureReason: 0,
    latencyMs: 10,
    ...fields,
  };
}
const exportOf = (rows: unknown[]): unknown => ({
  evalId: 'e1',
  results: { version: 3, results: rows },
});

describe('bench import, promptfoo: an export made with --repeat 3', () => {
  const r = importBenchRuns(readFixture('promptfoo-repeat-3.json'), 'promptfoo-repeat-3.json');

  it('finds the tests across repeats by description and vars, although testIdx grows with each repeat', () => {
    expect(r.benchmark.name).toBe('Synthetic repeat-3 smoke test');
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual([
      'Capital of France',
      'Multiplication 7x8',
      'Home planet',
    ]);
    expect(r.benchmark.tasks[0]).toEqual({
      id: 'Capital of France',
      name: 'Capital of France',
      category: null,
      prompt: 'Answer: What is the capital of France? One word.',
      evaluation: null,
    });
  });

  it('gives one agent per provider (its label when it has one), each with 3 runs of every test', () => {
    expect(r.runs.map((a) => a.agent)).toEqual([
      { name: 'openai:chat:gpt-4o-mini', kind: 'import', source: 'promptfoo-repeat-3.json' },
      { name: 'haiku', kind: 'import', source: 'promptfoo-repeat-3.json' },
    ]);
    for (const a of r.runs) {
      expect(a.runs).toBe(3);
      expect(a.complete).toBe(true);
      expect(a.attempts).toHaveLength(9);
      expect(a.benchmark.digest).toBe(r.benchmark.digest);
    }
  });

  it('grades rows by success, failureReason 2 as ERROR, and keeps outputs and latencies', () => {
    const [mini, haiku] = r.runs as [(typeof r.runs)[0], (typeof r.runs)[0]];
    expect(Object.fromEntries(byTask(mini))).toEqual({
      'Capital of France': ['pass', 'pass', 'pass'],
      'Multiplication 7x8': ['fail', 'pass', 'pass'],
      'Home planet': ['pass', 'pass', 'pass'],
    });
    expect(Object.fromEntries(byTask(haiku))).toEqual({
      'Capital of France': ['pass', 'error', 'pass'],
      'Multiplication 7x8': ['pass', 'pass', 'pass'],
      'Home planet': ['pass', 'fail', 'pass'],
    });
    expect(counts(haiku.attempts)).toEqual({ pass: 7, fail: 1, error: 1 });
    const error = haiku.attempts.find((a) => a.outcome === 'error')!;
    expect(error).toEqual({
      task: 'Capital of France',
      run: 2,
      outcome: 'error',
      error: 'API error: 529 overloaded',
      ms: 0,
    });
    expect(mini.attempts[1]).toEqual({
      task: 'Multiplication 7x8',
      run: 1,
      outcome: 'fail',
      output: '54',
      ms: 414,
    });
  });
});

describe('bench import, promptfoo: real exports without repeats import with 1 run per test', () => {
  it('simple-cli (1 provider × 2 prompts, no failureReason): one agent per prompt, named by its label', () => {
    const r = importBenchRuns(
      readFixture('promptfoo-example-simple-cli.json'),
      'promptfoo-example-simple-cli.json',
    );
    expect(r.runs.map((a) => a.agent.name)).toEqual([
      'openai:chat:gpt-5.4-mini · Rephrase this in {{language}}: {{body}}',
      'openai:chat:gpt-5.4-mini · Translate this to conversational {{language}}: {{body}}',
    ]);
    expect(r.benchmark.tasks).toHaveLength(4);
    // No description: a test is its vars (canonical JSON).
    expect(r.benchmark.tasks.map((t) => t.id)).toContain(
      '{"body":"I\'m hungry","language":"French"}',
    );
    for (const a of r.runs) {
      expect(a.runs).toBe(1);
      expect(counts(a.attempts)).toEqual({ pass: 4, fail: 0, error: 0 });
    }
    // Two prompts render a test differently: its prompt is not one text.
    expect(r.benchmark.tasks.every((t) => t.prompt === null)).toBe(true);
  });

  it('the legacy layout (results a list, no provider or prompt ids): prompts told apart by their template', () => {
    const r = importBenchRuns(
      readFixture('promptfoo-example-config-multishot-legacy.json'),
      'legacy.json',
    );
    expect(r.runs.map((a) => a.agent.name)).toEqual(['unknown · prompt 1', 'unknown · prompt 2']);
    expect(r.benchmark.name).toBe('legacy');
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual([
      '{"year":1950}',
      '{"year":1984}',
      '{"year":2020}',
      '{"year":2023}',
    ]);
    for (const a of r.runs) {
      expect(a.runs).toBe(1);
      expect(a.attempts).toHaveLength(4);
    }
  });

  const shared = (name: string): string | null => {
    const file = path.join(SHARED, 'promptfoo', name);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };

  it.skipIf(shared('nicheiq-matrix-2x4.json') === null)(
    'nicheiq (2 providers × 4 prompts, one prompt.raw shared by several tests): 8 agents, tests by description',
    () => {
      const r = importBenchRuns(shared('nicheiq-matrix-2x4.json')!, 'nicheiq.json');
      expect(r.runs).toHaveLength(8);
      expect(r.benchmark.tasks).toHaveLength(8);
      expect(r.runs.map((a) => a.agent.name)).toContain('gpt-4o · Pain Scorer v1 (word anchors)');
      // failureReason 1 (assertion failures, error set): FAIL with the output kept, never ERROR.
      for (const a of r.runs) {
        expect(a.runs).toBe(1);
        expect(counts(a.attempts).error).toBe(0);
        expect(a.attempts.every((t) => typeof t.output === 'string')).toBe(true);
      }
      expect(r.runs.reduce((s, a) => s + a.attempts.length, 0)).toBe(30);
    },
  );

  it.skipIf(shared('tds-rag-http-vs-openai.json') === null)(
    'tds (an HTTP provider with object output and an OpenAI one, 1 prompt): 2 agents named by provider',
    () => {
      const r = importBenchRuns(shared('tds-rag-http-vs-openai.json')!, 'tds.json');
      expect(r.runs.map((a) => a.agent.name)).toEqual([
        'https://tds-project-1-ruby-one.vercel.app/query',
        'openai:chat:gpt-4o-mini',
      ]);
      expect(counts(r.runs[0]!.attempts)).toEqual({ pass: 3, fail: 2, error: 0 });
      expect(counts(r.runs[1]!.attempts)).toEqual({ pass: 4, fail: 1, error: 0 });
      // An object output is kept as canonical JSON.
      expect(JSON.parse(r.runs[0]!.attempts[0]!.output!)).toHaveProperty('answer');
    },
  );

  it.skipIf(shared('measure-ai-drift-ratelimit-errors.json') === null)(
    'ratelimit errors (every row failureReason 2, no response): every attempt ERROR, none FAIL',
    () => {
      const r = importBenchRuns(shared('measure-ai-drift-ratelimit-errors.json')!, 'rl.json');
      expect(r.runs).toHaveLength(2);
      for (const a of r.runs) {
        expect(counts(a.attempts)).toEqual({ pass: 0, fail: 0, error: 8 });
        expect(a.attempts[0]!.error).toContain('RateLimitExhaustedError');
      }
    },
  );

  it.skipIf(
    shared('churn-http-structured.json') === null ||
      shared('measure-ai-drift-python-provider.json') === null ||
      shared('prompt-eval-workbench.json') === null,
  )('the other exports: one agent each, tests by description', () => {
    const churn = importBenchRuns(shared('churn-http-structured.json')!, 'churn.json');
    expect(counts(churn.runs[0]!.attempts)).toEqual({ pass: 0, fail: 5, error: 0 });
    const drift = importBenchRuns(shared('measure-ai-drift-python-provider.json')!, 'drift.json');
    // Eight tests share one rendered prompt; their descriptions tell them apart.
    expect(drift.benchmark.tasks).toHaveLength(8);
    const work = importBenchRuns(shared('prompt-eval-workbench.json')!, 'work.json');
    expect(work.benchmark.tasks.map((t) => t.id).sort()).toEqual([
      'Capital of France',
      'Home planet',
      'Multiplication 7×8',
    ]);
    expect(counts(work.runs[0]!.attempts)).toEqual({ pass: 2, fail: 1, error: 0 });
  });
});

describe('bench import, promptfoo: tests and agents', () => {
  it('a description shared by tests of different vars keeps them apart', () => {
    const r = imp(
      exportOf([
        row({ testCase: { description: 'greet' }, vars: { name: 'a' } }),
        row({ testCase: { description: 'greet' }, vars: { name: 'b' } }),
        row({ testCase: { description: 'greet' }, vars: { name: 'a' }, success: false }),
      ]),
    );
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual([
      'greet {"name":"a"}',
      'greet {"name":"b"}',
    ]);
    expect(r.benchmark.tasks.map((t) => t.name)).toEqual(['greet', 'greet']);
    expect(byTask(r.runs[0]!).get('greet {"name":"a"}')).toEqual(['pass', 'fail']);
  });

  it('a task path names the test instead', () => {
    const r = imp(
      exportOf([
        row({ vars: { id: 't1', n: 1 } }),
        row({ vars: { id: 't1', n: 2 }, success: false }),
      ]),
      { taskPath: 'vars.id' },
    );
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual(['t1']);
    expect(r.runs[0]!.runs).toBe(2);
  });

  it('two configurations of one model are two agents, told apart by their labels', () => {
    const r = imp(
      exportOf([
        row({ provider: { id: 'openai:gpt-4o', label: 'cold' }, vars: { q: 1 } }),
        row({ provider: { id: 'openai:gpt-4o', label: 'hot' }, vars: { q: 1 } }),
      ]),
    );
    expect(r.runs.map((a) => a.agent.name)).toEqual(['cold', 'hot']);
  });

  it('failureReason 2 is an ERROR even when the row has an output; failureReason 1 a FAIL', () => {
    const r = imp(
      exportOf([
        row({
          vars: { q: 1 },
          success: false,
          failureReason: 2,
          error: 'timeout',
          response: { output: '' },
        }),
        row({
          vars: { q: 1 },
          success: false,
          failureReason: 1,
          error: 'Expected "A"',
          response: { output: 'B' },
        }),
      ]),
    );
    expect(r.runs[0]!.attempts).toEqual([
      { task: '{"q":1}', run: 1, outcome: 'error', error: 'timeout', ms: 10 },
      { task: '{"q":1}', run: 2, outcome: 'fail', output: 'B', ms: 10 },
    ]);
  });

  it('a provider given as a plain string, and a response error, are read', () => {
    const r = imp(
      exportOf([
        row({ provider: 'echo', vars: { q: 1 } }),
        row({ provider: 'echo', vars: { q: 1 }, response: { output: null, error: 'boom' } }),
      ]),
    );
    expect(r.runs[0]!.agent.name).toBe('echo');
    expect(r.runs[0]!.attempts.map((a) => a.outcome)).toEqual(['pass', 'error']);
    expect(r.runs[0]!.attempts[1]!.error).toBe('boom');
  });
});

describe('bench import, promptfoo: refusals name the JSON path', () => {
  it('a row whose success is not a boolean', () => {
    const e = refusalOf(() =>
      imp(exportOf([row({ vars: { q: 1 } }), row({ vars: { q: 1 }, success: 'yes' })])),
    );
    expect(e.code).toBe('import.bench-promptfoo');
    expect(e.where).toBe('export.json: results.results[1].success');
    expect(e.message).toContain(
      "expected promptfoo's grade of the row (true or false), found a string",
    );
  });

  it('a row that names its test by nothing', () => {
    const e = refusalOf(() => imp(exportOf([row({ prompt: {} })])));
    expect(e.where).toBe('export.json: results.results[0]');
    expect(e.setting).toBe('taskPath');
  });

  it('rows that are not objects, no rows, no results', () => {
    expect(refusalOf(() => imp(exportOf([row({ vars: {} }), 3]))).where).toBe(
      'export.json: results.results[1]',
    );
    expect(refusalOf(() => imp(exportOf([]))).message).toContain('holds no result rows');
    expect(refusalOf(() => imp({ evalId: 'x' })).message).toContain('no "results"');
    expect(refusalOf(() => imp({ results: 'x' })).message).toContain('found a string');
  });

  it('a test whose description holds a lone surrogate', () => {
    const text = JSON.stringify(exportOf([row({ description: 'x' })])).replace('"x"', '"x\\ud800"');
    const e = refusalOf(() => imp(text));
    expect(e.code).toBe('import.bench-promptfoo');
    expect(e.where).toBe('export.json: results.results[0]');
    expect(e.message).toContain('lone surrogate');
  });

  it('vars holding a lone surrogate are refused; an output holding one is kept', () => {
    const vars = JSON.stringify(exportOf([row({ vars: { q: 'x' } })])).replace('"x"', '"x\\udc00"');
    const e = refusalOf(() => imp(vars));
    expect(e.where).toBe('export.json: results.results[0].vars');
    const output = JSON.stringify(
      exportOf([row({ vars: {}, response: { output: { a: 'x' } } })]),
    ).replace('"x"', '"x\\udc00"');
    expect(imp(output).runs[0]!.attempts[0]!.output).toBe('{"a":"x\\udc00"}');
  });

  it('a bad latency', () => {
    const e = refusalOf(() => imp(exportOf([row({ vars: {}, latencyMs: 'fast' })])));
    expect(e.where).toBe('export.json: results.results[0].latencyMs');
  });

  it('prototype keys in vars are data, and a deeply nested export is refused', () => {
    const text = `{"results":{"results":[${JSON.stringify(row({})).replace(/^\{/, '{"vars":{"__proto__":{"x":1}},')}]}}`;
    const r = imp(text);
    expect(r.benchmark.tasks[0]!.id).toBe('{"__proto__":{"x":1}}');
    const deep = `{"results":{"results":[${'['.repeat(2000)}${']'.repeat(2000)}]}}`;
    expect(refusalOf(() => imp(deep)).code).toBe('json.depth');
  });

  it('a threshold or an outcome path does not apply: refused, not ignored', () => {
    const e = refusalOf(() => imp(exportOf([row({ vars: {} })]), { threshold: 0.5 }));
    expect(e.code).toBe('usage.bench-import');
    expect(e.setting).toBe('threshold');
    expect(e.message).toContain('already graded');
    expect(refusalOf(() => imp(exportOf([row({ vars: {} })]), { outcomePath: 'x' })).setting).toBe(
      'outcomePath',
    );
  });
});

describe('bench import, promptfoo: its JSON Lines export (one row per line)', () => {
  const doc = JSON.parse(readFixture('promptfoo-repeat-3.json')) as {
    results: { results: Record<string, unknown>[] };
  };
  const rows = doc.results.results;
  const lines = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
  const fromJson = importBenchRuns(readFixture('promptfoo-repeat-3.json'), 'x', {
    benchmarkName: 'b',
  });

  it('gives the same runs as the JSON export, by content and by name', () => {
    for (const [file, options] of [
      ['x', { format: 'promptfoo' }],
      ['x', {}],
      ['results.jsonl', {}],
    ] as const) {
      const r = importBenchRuns(lines, file, { ...options, benchmarkName: 'b' });
      expect(r.benchmark).toEqual(fromJson.benchmark);
      expect(r.runs.map((a) => a.attempts)).toEqual(fromJson.runs.map((a) => a.attempts));
    }
  });

  it('reads two rows written back to back on one line', () => {
    const joined =
      rows
        .slice(0, 2)
        .map((r) => JSON.stringify(r))
        .join('') +
      '\n' +
      rows
        .slice(2)
        .map((r) => JSON.stringify(r))
        .join('\n');
    const r = importBenchRuns(joined, 'r.jsonl', { benchmarkName: 'b' });
    expect(r.runs.map((a) => a.attempts)).toEqual(fromJson.runs.map((a) => a.attempts));
  });

  it('names the line of a bad row', () => {
    const bad = lines.split('\n');
    bad[2] = JSON.stringify({ ...rows[2], success: 'maybe' });
    const e = refusalOf(() => importBenchRuns(bad.join('\n'), 'r.jsonl'));
    expect(e.code).toBe('import.bench-promptfoo');
    expect(e.where).toBe('r.jsonl:3: success');
    bad[2] = '{"success": true, "note": 1}';
    expect(refusalOf(() => importBenchRuns(bad.join('\n'), 'r.jsonl')).where).toBe('r.jsonl:3');
    bad[2] = '{"success": tru';
    const syntax = refusalOf(() => importBenchRuns(bad.join('\n'), 'r.jsonl'));
    expect(syntax.where).toBe('r.jsonl:3');
    expect(syntax.message).toContain('not valid JSON');
  });
});

describe('bench import, promptfoo: rows served from the cache', () => {
  const repeat = JSON.parse(readFixture('promptfoo-repeat-3.json')) as {
    results: { results: { response: Record<string, unknown> }[] };
  };

  it('leaves a cached row (response.cached: true) out of the attempts and counts it on its agent', () => {
    const warm = structuredClone(repeat);
    (warm.results.results[0] as { response: Record<string, unknown> }).response['cached'] = true;
    const fresh = importBenchRuns(JSON.stringify(repeat), 'export.json', { format: 'promptfoo' });
    const r = importBenchRuns(JSON.stringify(warm), 'export.json', { format: 'promptfoo' });
    const total = (x: typeof r) => x.runs.reduce((n, a) => n + a.attempts.length, 0);
    expect(total(r)).toBe(total(fresh) - 1);
    expect(r.runs.map((a) => a.cachedLeftOut ?? 0).reduce((x, y) => x + y, 0)).toBe(1);
    expect(fresh.runs.every((a) => a.cachedLeftOut === undefined)).toBe(true);
  });

  it('a warm rerun (every row cached) is one run per task, never three: the replayed repeats are left out', () => {
    const warm = structuredClone(repeat);
    for (const row of warm.results.results) {
      const response = (row as { response?: Record<string, unknown> }).response;
      if (response !== undefined) response['cached'] = true;
    }
    const r = importBenchRuns(JSON.stringify(warm), 'export.json', { format: 'promptfoo' });
    for (const a of r.runs) {
      expect(a.runs).toBe(1);
      expect(a.attempts).toHaveLength(3);
      expect(a.cachedLeftOut).toBe(6);
    }
  });

  it('a cached row beside a fresh row of the same task is left out, even when it comes first', () => {
    const r = imp(
      exportOf([
        row({ vars: { q: 1 }, response: { output: 'A', cached: true }, success: false }),
        row({ vars: { q: 1 } }),
        row({ vars: { q: 2 } }),
      ]),
    );
    expect(r.runs[0]?.attempts.map((a) => [a.task, a.outcome])).toEqual([
      ['{"q":1}', 'pass'],
      ['{"q":2}', 'pass'],
    ]);
    expect(r.runs[0]?.cachedLeftOut).toBe(1);
  });
});
