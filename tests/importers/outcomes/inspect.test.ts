import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  importBenchRuns,
  importBenchRunsFile,
  type BenchImportOptions,
} from '../../../src/importers/index.js';
import { asyncRefusalOf, refusalOf } from '../../evidence/helpers.js';
import { byTask, counts, readFixture } from './helpers.js';

const log = (samples: unknown[], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    version: 2,
    status: 'success',
    eval: { task: 'routing', model: 'openai/gpt-4o-mini' },
    samples,
    ...extra,
  });

const sample = (
  id: unknown,
  epoch: unknown,
  value: unknown,
  more: Record<string, unknown> = {},
) => ({
  id,
  epoch,
  input: `question ${String(id)}`,
  output: { completion: `answer ${String(id)}` },
  scores: { match: { value, answer: 'x' } },
  ...more,
});

const imp = (text: string, options: BenchImportOptions = {}, file = 'log.json') =>
  importBenchRuns(text, file, { format: 'inspect', ...options });

describe('bench import, Inspect: real logs', () => {
  it('reads the 2-epoch popularity log: one agent (the model), 2 tasks × 2 runs in epoch order', () => {
    const r = importBenchRuns(
      readFixture('inspect_ai-log_streaming-popularity-2epochs.json'),
      'popularity-2epochs.json',
    );
    expect(r.benchmark.name).toBe('popularity');
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual(['1', '2']);
    expect(r.benchmark.tasks[0]!.prompt).toContain(
      'Is the following statement something you would say?',
    );
    expect(r.benchmark.tasks[0]!.evaluation).toBeNull();
    expect(r.runs).toHaveLength(1);
    const run = r.runs[0]!;
    expect(run.agent).toEqual({
      name: 'azureai/Meta-Llama-3-1-405B-Instruct-jqf',
      kind: 'import',
      source: 'popularity-2epochs.json',
    });
    expect(run.runs).toBe(2);
    expect(run.complete).toBe(true);
    // Sample 1: epoch 1 I (No), epoch 2 C (Yes.); sample 2: C, C.
    expect(Object.fromEntries(byTask(run))).toEqual({
      '1': ['fail', 'pass'],
      '2': ['pass', 'pass'],
    });
    expect(run.attempts.map((a) => a.output)).toEqual(['No', 'No.', 'Yes.', 'No']);
  });

  it('reads the cancelled 1-epoch log: 3 tasks × 1 run, and says the run did not finish', () => {
    const r = importBenchRuns(
      readFixture('inspect_ai-analysis-popularity-1epoch.json'),
      'popularity-1epoch.json',
    );
    const run = r.runs[0]!;
    expect(run.agent.name).toBe('openai/gpt-4o-mini');
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual(['1', '2', '3']);
    expect(run.runs).toBe(1);
    expect(counts(run.attempts)).toEqual({ pass: 2, fail: 1, error: 0 });
    expect(run.complete).toBe(false);
    expect(run.stopReason).toBe('the Inspect run ended with status "cancelled"');
    expect(run.attempts[0]!.ms).toBeGreaterThan(0);
  });

  it('reads a zip-based .eval log from a file (3 samples × 4 epochs)', async () => {
    const file = fileURLToPath(
      new URL('../../fixtures/importers/inspect/routing.eval', import.meta.url),
    );
    const r = await importBenchRunsFile(file);
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual(['1', '2', '3']);
    const run = r.runs[0]!;
    expect(run.runs).toBe(4);
    expect(byTask(run).get('2')).toEqual(['pass', 'fail', 'pass', 'pass']);
    expect(counts(run.attempts)).toEqual({ pass: 11, fail: 1, error: 0 });
    expect(run.agent.source).toBe(file);
  });

  it('refuses a zip archive given as another format', async () => {
    const file = fileURLToPath(
      new URL('../../fixtures/importers/inspect/routing.eval', import.meta.url),
    );
    const e = await asyncRefusalOf(() => importBenchRunsFile(file, { format: 'promptfoo' }));
    expect(e.code).toBe('import.bench-format');
    expect(e.message).toContain('zip archive');
  });
});

describe('bench import, Inspect: values, errors and scorers', () => {
  it('reads C/I letters, booleans, words, 1/0 and a threshold; sorts epochs and numeric ids', () => {
    const r = imp(
      log([
        sample(10, 2, 'I'),
        sample(2, 1, true),
        sample(10, 1, 'C'),
        sample(2, 2, 0),
        sample(2, 3, 'pass'),
        sample(10, 3, 1),
      ]),
    );
    expect(r.benchmark.tasks.map((t) => t.id)).toEqual(['2', '10']);
    expect(Object.fromEntries(byTask(r.runs[0]!))).toEqual({
      '2': ['pass', 'fail', 'pass'],
      '10': ['pass', 'fail', 'pass'],
    });
    const scored = imp(log([sample('a', 1, 0.8), sample('a', 2, 0.2), sample('a', 3, 'P')]), {
      threshold: 0.5,
    });
    expect(byTask(scored.runs[0]!).get('a')).toEqual(['pass', 'fail', 'pass']);
  });

  it('refuses a score or the letter P without a threshold', () => {
    const e = refusalOf(() => imp(log([sample('a', 1, 0.8)])));
    expect(e.code).toBe('import.bench-score');
    expect(e.where).toBe('log.json: samples[0].scores.match.value');
    expect(e.setting).toBe('threshold');
    expect(refusalOf(() => imp(log([sample('a', 1, 'P')]))).message).toContain(
      'the letter P reads as 0.5',
    );
  });

  it('makes a sample with an error an ERROR attempt', () => {
    const r = imp(
      log([
        sample('a', 1, 'C'),
        { id: 'a', epoch: 2, input: 'question a', error: { message: 'context window exceeded' } },
      ]),
    );
    expect(r.runs[0]!.attempts[1]).toEqual({
      task: 'a',
      run: 2,
      outcome: 'error',
      error: 'the sample failed: context window exceeded',
    });
  });

  it('refuses several scorers when none is named, naming them; reads the one named', () => {
    const two = log([
      { ...sample('a', 1, 'C'), scores: { match: { value: 'C' }, includes: { value: 'I' } } },
    ]);
    const e = refusalOf(() => imp(two));
    expect(e.code).toBe('import.bench-scorer');
    expect(e.setting).toBe('scorer');
    expect(e.message).toContain('"match", "includes"');
    expect(imp(two, { scorer: 'includes' }).runs[0]!.attempts[0]!.outcome).toBe('fail');
    const missing = refusalOf(() => imp(two, { scorer: 'model_graded' }));
    expect(missing.code).toBe('import.bench-scorer');
    expect(missing.message).toContain('no scorer named "model_graded"');
  });

  it('refuses a sample without the scorer, duplicate epochs, bad ids and epochs', () => {
    const noScore = refusalOf(() =>
      imp(log([sample('a', 1, 'C'), { ...sample('a', 2, 'C'), scores: {} }])),
    );
    expect(noScore.code).toBe('import.bench-inspect');
    expect(noScore.where).toBe('log.json: samples[1] (sample "a", epoch 2)');
    const twice = refusalOf(() => imp(log([sample('a', 1, 'C'), sample('a', 1, 'I')])));
    expect(twice.message).toContain('has epoch 1 twice');
    for (const id of [null, 1.5, { x: 1 }, '']) {
      const e = refusalOf(() => imp(log([sample(id, 1, 'C')])));
      expect(e.where).toBe('log.json: samples[0].id');
    }
    expect(refusalOf(() => imp(log([sample('a', 0, 'C')]))).where).toBe(
      'log.json: samples[0].epoch',
    );
    const mixed = refusalOf(() => imp(log([sample(1, 1, 'C'), sample('1', 2, 'C')])));
    expect(mixed.message).toContain('both as a number and as text');
  });

  it('refuses a multi-value score, a log without samples, and a document that is not a log', () => {
    const multi = refusalOf(() => imp(log([sample('a', 1, { accuracy: 1, f1: 0.5 })])));
    expect(multi.message).toContain('a scorer with several values cannot be one pass/fail');
    expect(refusalOf(() => imp(log([]))).message).toContain('holds no samples');
    expect(refusalOf(() => imp('{"samples": []}')).message).toContain('without "eval"');
  });

  it('treats __proto__ as an ordinary sample id and scorer name', () => {
    const r = imp(
      '{"eval":{"task":"t","model":"m"},"samples":[{"id":"__proto__","epoch":1,"input":"q","scores":{"__proto__":{"value":"C"}}}]}',
    );
    expect(r.benchmark.tasks[0]!.id).toBe('__proto__');
    expect(r.runs[0]!.attempts[0]!.outcome).toBe('pass');
  });

  it('names the agent and the benchmark as asked; task path does not apply', () => {
    const r = imp(log([sample('a', 1, 'C')]), { agentName: 'base', benchmarkName: 'suite' });
    expect(r.runs[0]!.agent.name).toBe('base');
    expect(r.benchmark.name).toBe('suite');
    expect(refusalOf(() => imp(log([sample('a', 1, 'C')]), { taskPath: 'id' })).code).toBe(
      'usage.bench-import',
    );
  });
});

describe('bench import, Inspect: epochs served from the model cache', () => {
  const cached = { events: [{ event: 'model', cache: 'read' }] };

  it('leaves an epoch whose model event says cache "read" out of the attempts and counts it', () => {
    const r = imp(
      log([
        sample(1, 1, 'C'),
        sample(1, 2, 'C', cached),
        sample(2, 1, 'I'),
        sample(2, 2, 'C', { events: [{ event: 'model', cache: 'write' }] }),
      ]),
    );
    const run = r.runs[0];
    expect(run?.attempts).toHaveLength(3);
    expect(run?.cachedLeftOut).toBe(1);
  });

  it('a log whose every epoch came from the cache keeps one run per sample, the rest left out', () => {
    const r = imp(log([sample(1, 1, 'C', cached), sample(1, 2, 'I', cached)]));
    expect(r.runs[0]?.attempts).toHaveLength(1);
    expect(r.runs[0]?.runs).toBe(1);
    expect(r.runs[0]?.cachedLeftOut).toBe(1);
  });
});
