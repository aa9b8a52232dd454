import { describe, expect, it } from 'vitest';
import { digestOf } from '../../../src/evidence/digest.js';
import { importBenchRuns, type BenchImportOptions } from '../../../src/importers/index.js';
import { refusalOf } from '../../evidence/helpers.js';
import { byTask, counts, passHat, readFixture } from './helpers.js';

const jsonl = (rows: readonly unknown[]): string =>
  rows.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';

const imp = (text: string, options: BenchImportOptions = {}, file = 'log.jsonl') =>
  importBenchRuns(text, file, { format: 'outcomes-jsonl', ...options });

describe('bench import, JSONL outcome logs: real logs', () => {
  it('reads the τ-bench GPT-4o airline log (50 tasks × 4 trials, trial-major) and recomputes pass^k from it', () => {
    const r = importBenchRuns(
      readFixture('tau-bench-gpt-4o-airline.outcome.jsonl'),
      'tau-bench-gpt-4o-airline.outcome.jsonl',
      { taskPath: 'input', outcomePath: 'decision' },
    );
    expect(r.benchmark.tasks).toHaveLength(50);
    expect(r.benchmark.tasks[0]).toEqual({
      id: 'airline-task-0',
      name: 'airline-task-0',
      category: null,
      prompt: null,
      evaluation: null,
    });
    expect(r.benchmark.name).toBe('tau-bench-gpt-4o-airline.outcome');
    expect(r.benchmark.digest).toBe(digestOf({ name: r.benchmark.name, tasks: r.benchmark.tasks }));
    expect(r.runs).toHaveLength(1);
    const run = r.runs[0]!;
    expect(run.agent).toEqual({
      name: 'tau-bench-gpt-4o-airline.outcome',
      kind: 'import',
      source: 'tau-bench-gpt-4o-airline.outcome.jsonl',
    });
    expect(run.benchmark).toEqual({ name: r.benchmark.name, digest: r.benchmark.digest });
    expect(run.runs).toBe(4);
    expect(run.complete).toBe(true);
    expect(counts(run.attempts)).toEqual({ pass: 84, fail: 116, error: 0 });
    // Trial-major order: the first 50 attempts are run 1 of each task, in task order.
    expect(run.attempts.slice(0, 50).every((a) => a.run === 1)).toBe(true);
    expect(run.attempts[50]).toEqual({ task: 'airline-task-0', run: 2, outcome: 'fail' });
    const tasks = byTask(run);
    expect([...tasks.values()].every((o) => o.length === 4)).toBe(true);
    // pass^k recomputed from the log with the unbiased estimator, mean over tasks.
    const passes = [...tasks.values()].map((o) => o.filter((x) => x === 'pass').length);
    const hat = (k: number): number =>
      passes.reduce((s, c) => s + passHat(c, 4, k), 0) / passes.length;
    expect(hat(1)).toBeCloseTo(0.42, 12); // 84 / 200
    expect(hat(2)).toBeCloseTo(0.27333333333333, 12);
    expect(hat(3)).toBeCloseTo(0.22, 12);
    expect(hat(4)).toBeCloseTo(0.2, 12); // 10 of 50 tasks pass all four trials
  });

  it('reads the agentrial claude-3-haiku log (7 cases × 20 trials, pass/fail)', () => {
    const r = importBenchRuns(
      readFixture('agentrial-claude-3-haiku.outcome.jsonl'),
      'agentrial-claude-3-haiku.outcome.jsonl',
      { taskPath: 'input', outcomePath: 'decision', agentName: 'haiku' },
    );
    expect(r.benchmark.tasks.map((t) => t.id)).toHaveLength(7);
    const run = r.runs[0]!;
    expect(run.agent.name).toBe('haiku');
    expect(run.runs).toBe(20);
    expect(run.attempts).toHaveLength(140);
    expect(counts(run.attempts)).toEqual({ pass: 132, fail: 8, error: 0 });
    expect([...byTask(run).values()].every((o) => o.length === 20)).toBe(true);
  });
});

describe('bench import, JSONL outcome logs: values', () => {
  it('reads every pass/fail spelling, numbers as 1/0, and keeps run order per task', () => {
    const r = imp(
      jsonl([
        { task: 'a', outcome: true },
        { task: 'b', outcome: 'PASS' },
        { task: 'a', outcome: 'failed' },
        { task: 'b', outcome: ' failure ' },
        { task: 'a', outcome: 1 },
        { task: 'b', outcome: 0 },
        { task: 'a', outcome: 'success' },
        { task: 'b', outcome: false },
        { task: 'a', outcome: 'passed' },
        { task: 'b', outcome: 'fail' },
      ]),
    );
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual(['a', 'b']);
    const t = byTask(r.runs[0]!);
    expect(t.get('a')).toEqual(['pass', 'fail', 'pass', 'pass', 'pass']);
    expect(t.get('b')).toEqual(['pass', 'fail', 'fail', 'fail', 'fail']);
    expect(r.runs[0]!.runs).toBe(5);
  });

  it('grades scores against the threshold (score ≥ threshold passes)', () => {
    const text = jsonl([
      { task: 'a', outcome: 0.7 },
      { task: 'a', outcome: 0.69 },
      { task: 'a', outcome: 1 },
      { task: 'a', outcome: 0 },
    ]);
    expect(byTask(imp(text, { threshold: 0.7 }).runs[0]!).get('a')).toEqual([
      'pass',
      'fail',
      'pass',
      'fail',
    ]);
    // A threshold above 1 makes even a 1 fail: the threshold decides, not the 1/0 rule.
    expect(byTask(imp(text, { threshold: 1.5 }).runs[0]!).get('a')).toEqual([
      'fail',
      'fail',
      'fail',
      'fail',
    ]);
  });

  it('refuses a score other than 0/1 without a threshold, naming the line and the score', () => {
    const e = refusalOf(() =>
      imp(
        jsonl([
          { task: 'a', outcome: 1 },
          { task: 'a', outcome: 0.5 },
        ]),
        {},
        'scores.jsonl',
      ),
    );
    expect(e.code).toBe('import.bench-score');
    expect(e.where).toBe('scores.jsonl:2');
    expect(e.setting).toBe('threshold');
    expect(e.message).toContain('0.5');
  });

  it('refuses a score written as text, and an unknown word', () => {
    const a = refusalOf(() => imp(jsonl([{ task: 'a', outcome: '0.9' }]), { threshold: 0.5 }));
    expect(a.code).toBe('import.bench-jsonl');
    expect(a.message).toContain('must be a JSON number');
    const b = refusalOf(() => imp(jsonl([{ task: 'a', outcome: 'ok' }])));
    expect(b.message).toContain('found the text "ok"');
    const c = refusalOf(() => imp(jsonl([{ task: 'a', outcome: ['pass'] }])));
    expect(c.message).toContain('found a list');
  });

  it('makes null outcomes, no-decisions and lines with an error ERROR attempts, never FAILs', () => {
    const r = imp(
      jsonl([
        { task: 'a', outcome: null },
        { task: 'a', outcome: { kind: 'no_decision', reason: 'no_tool_selected' } },
        { task: 'a', outcome: 'pass', err: 'timeout after 30 s' },
        { task: 'a', outcome: 'pass', err: null },
        { task: 'a', err: { type: 'RateLimit' } },
      ]),
      { errorPath: 'err' },
    );
    const run = r.runs[0]!;
    expect(run.attempts.map((a) => a.outcome)).toEqual([
      'error',
      'error',
      'error',
      'pass',
      'error',
    ]);
    expect(run.attempts[1]!.error).toBe('no decision (no_tool_selected)');
    expect(run.attempts[2]!.error).toBe('timeout after 30 s');
    expect(run.attempts[4]!.error).toContain('RateLimit');
    expect(counts(run.attempts)).toEqual({ pass: 1, fail: 0, error: 4 });
  });

  it('keeps outputs (text as is, structures as canonical JSON), latencies and prompts', () => {
    const r = imp(
      jsonl([
        { t: { id: 7 }, ok: 1, out: 'Paris', ms: 12.5, p: 'Capital of France?' },
        { t: { id: 7 }, ok: 0, out: { b: 1, a: 2 }, ms: null, p: 'Capital of France?' },
        { t: { id: 8 }, ok: 1, p: 'first' },
        { t: { id: 8 }, ok: 1, p: 'second' },
      ]),
      {
        taskPath: 't.id',
        outcomePath: 'ok',
        outputPath: 'out',
        latencyPath: 'ms',
        promptPath: 'p',
      },
    );
    expect(r.runs[0]!.attempts.slice(0, 3)).toEqual([
      { task: '7', run: 1, outcome: 'pass', output: 'Paris', ms: 12.5 },
      { task: '7', run: 2, outcome: 'fail', output: '{"a":2,"b":1}' },
      { task: '8', run: 1, outcome: 'pass' },
    ]);
    expect(r.benchmark.tasks[0]!.prompt).toBe('Capital of France?');
    // Two records of a task disagree on its prompt: no prompt rather than a guess.
    expect(r.benchmark.tasks[1]!.prompt).toBeNull();
  });

  it('gives runs as the largest runs of any task', () => {
    const r = imp(
      jsonl([
        { task: 'a', outcome: 1 },
        { task: 'b', outcome: 1 },
        { task: 'b', outcome: 0 },
      ]),
    );
    expect(r.runs[0]!.runs).toBe(2);
  });

  it('changes the digest with the task list and the name, not with the outcomes', () => {
    const one = imp(jsonl([{ task: 'a', outcome: 1 }]));
    const two = imp(jsonl([{ task: 'a', outcome: 0 }]));
    const other = imp(jsonl([{ task: 'b', outcome: 1 }]));
    const renamed = imp(jsonl([{ task: 'a', outcome: 1 }]), { benchmarkName: 'x' });
    expect(one.benchmark.digest).toBe(two.benchmark.digest);
    expect(other.benchmark.digest).not.toBe(one.benchmark.digest);
    expect(renamed.benchmark.digest).not.toBe(one.benchmark.digest);
    expect(one.benchmark.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a BOM, CRLF line ends and blank lines', () => {
    const r = imp('\uFEFF{"task":"a","outcome":1}\r\n\r\n   \n{"task":"a","outcome":0}\r\n');
    expect(byTask(r.runs[0]!).get('a')).toEqual(['pass', 'fail']);
  });
});

describe('bench import, JSONL outcome logs: refusals name the line and what was expected', () => {
  const refusal = (text: string, options: BenchImportOptions = {}) =>
    refusalOf(() => imp(text, options, 'bad.jsonl'));

  it('a missing task, with a hint when the line has an input', () => {
    const e = refusal(jsonl([{ input: 'a', decision: 'pass' }]));
    expect(e.code).toBe('import.bench-jsonl');
    expect(e.where).toBe('bad.jsonl:1');
    expect(e.setting).toBe('taskPath');
    expect(e.message).toContain('set the task path to "input"');
  });

  it('a missing outcome, with a hint when the line has a decision', () => {
    const e = refusal(
      jsonl([
        { task: 'a', outcome: 1 },
        { task: 'a', decision: 'pass' },
      ]),
    );
    expect(e.where).toBe('bad.jsonl:2');
    expect(e.setting).toBe('outcomePath');
    expect(e.message).toContain('set the outcome path to "decision"');
  });

  it('task ids that are not strings or whole numbers, or blank', () => {
    for (const task of [null, true, 1.5, { id: 1 }, ['a'], '', '  ']) {
      const e = refusal(jsonl([{ task, outcome: 1 }]));
      expect(e.code).toBe('import.bench-jsonl');
      expect(e.where).toBe('bad.jsonl:1');
      expect(e.message).toMatch(/^bad\.jsonl:1: task: expected a (non-empty )?task id/);
    }
  });

  it("a row of promptfoo's JSON Lines export, saying which export to give", () => {
    const e = refusal(jsonl([{ provider: { id: 'x' }, success: true, response: { output: 'a' } }]));
    expect(e.message).toContain("promptfoo's JSON Lines export");
  });

  it('an option named like an Object.prototype member is refused as an unknown option', () => {
    const e = refusalOf(() =>
      imp(jsonl([{ task: 'a', outcome: 1 }]), {
        constructor: 'x',
      } as unknown as BenchImportOptions),
    );
    expect(e.code).toBe('usage.bench-import');
    expect(e.message).toBe('constructor does not apply to a JSONL outcome log');
  });

  it('one task written as a number and as text', () => {
    const e = refusal(
      jsonl([
        { task: 1, outcome: 1 },
        { task: '1', outcome: 1 },
      ]),
    );
    expect(e.where).toBe('bad.jsonl:2');
    expect(e.message).toContain('both as a number and as text (first at bad.jsonl:1)');
  });

  it('a line that is not JSON, or not an object', () => {
    const a = refusal('{"task":"a","outcome":1}\n{"task": "a", outcome: 1}\n');
    expect(a.where).toBe('bad.jsonl:2');
    expect(a.message).toContain('not valid JSON');
    const b = refusal('[1, 2]\n');
    expect(b.message).toContain('expected one JSON object per line, found a list');
  });

  it('a JSON document written over several lines', () => {
    const e = refusal('{\n  "task": "a",\n  "outcome": 1\n}\n');
    expect(e.where).toBe('bad.jsonl:1');
    expect(e.message).toContain('one JSON document written over several lines');
  });

  it('an empty file, or one of blank lines only', () => {
    expect(refusal('').message).toContain('the file is empty');
    expect(refusal('\n  \n').message).toContain('every line is blank');
  });

  it('a bad latency or prompt', () => {
    expect(
      refusal(jsonl([{ task: 'a', outcome: 1, ms: -1 }]), { latencyPath: 'ms' }).message,
    ).toContain('ms: expected a latency in milliseconds');
    expect(
      refusal(jsonl([{ task: 'a', outcome: 1, p: 3 }]), { promptPath: 'p' }).message,
    ).toContain("p: expected the task's prompt (a string), found an integer");
    expect(refusal(jsonl([{ task: 'a', outcome: 1 }]), { promptPath: 'p' }).setting).toBe(
      'promptPath',
    );
  });

  it('a malformed dotted path names its setting', () => {
    const e = refusalOf(() => imp(jsonl([{ task: 'a', outcome: 1 }]), { outcomePath: 'a..b' }));
    expect(e.code).toBe('usage.path');
    expect(e.setting).toBe('outcomePath');
  });
});

describe('bench import, JSONL outcome logs: hostile input', () => {
  it('refuses a line longer than the limit without parsing it', () => {
    const big = `{"task":"a","outcome":1,"pad":"${'x'.repeat(5000)}"}`;
    const e = refusalOf(() => imp(`${big}\n`, { maxLineBytes: 1000 }, 'big.jsonl'));
    expect(e.code).toBe('import.bench-jsonl');
    expect(e.where).toBe('big.jsonl:1');
    expect(e.message).toContain('longer than 1,000 bytes');
    // The limit counts UTF-8 bytes, not UTF-16 units.
    const wide = `{"task":"a","outcome":1,"pad":"${'é'.repeat(400)}"}`;
    expect(refusalOf(() => imp(`${wide}\n`, { maxLineBytes: 600 })).message).toContain(
      'longer than 600 bytes',
    );
    expect(imp(`${wide}\n`, { maxLineBytes: 1000 }).runs[0]!.attempts).toHaveLength(1);
  });

  it('treats prototype keys as plain data: __proto__ and constructor are task ids like any', () => {
    const r = imp(
      jsonl([
        '{"task":"__proto__","outcome":1}',
        '{"task":"constructor","outcome":0}',
        '{"__proto__":{"task":"polluted"},"task":"toString","outcome":1}',
      ]),
    );
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(({} as Record<string, unknown>)['task']).toBeUndefined();
    // A path through __proto__ walks the row's own key, never the prototype.
    const e = refusalOf(() => imp(jsonl(['{"outcome":1}']), { taskPath: '__proto__.task' }));
    expect(e.message).toContain('no such key');
    const own = imp(jsonl(['{"__proto__":{"task":"own"},"outcome":1}']), {
      taskPath: '__proto__.task',
    });
    expect(own.benchmark.tasks[0]!.id).toBe('own');
  });

  it('refuses nesting deeper than any outcome line needs', () => {
    const deep = `{"task":"a","outcome":1,"x":${'['.repeat(600)}${']'.repeat(600)}}`;
    const e = refusalOf(() => imp(`${deep}\n`, {}, 'deep.jsonl'));
    expect(e.code).toBe('json.depth');
    expect(e.where).toBe('deep.jsonl:1');
  });

  it('refuses a task id holding a lone surrogate', () => {
    const e = refusalOf(() => imp('{"task":"a\\ud800","outcome":1}\n'));
    expect(e.message).toContain('lone surrogate');
  });
});
