import { describe, expect, it } from 'vitest';
import { buildBenchReport, DEFAULT_BENCH_OPTIONS } from '../../../src/core/bench/index.js';
import { renderBench } from '../../../src/render/bench/index.js';
import { benchmarkOf, ids, runOf } from '../../core/bench/helpers.js';

describe('rows an import left out as served from the cache', () => {
  it('are counted, by agent, in the headline of every format and in the JSON report', () => {
    const six = ids(6);
    const report = buildBenchReport({
      command: 'compare',
      benchmark: benchmarkOf(six),
      runs: [
        { ...runOf('A', Object.fromEntries(six.map((t) => [t, 'pp']))), cachedLeftOut: 12 },
        runOf('B', Object.fromEntries(six.map((t) => [t, 'pf']))),
      ],
      options: DEFAULT_BENCH_OPTIONS,
      evidenceDigest: 'e'.repeat(64),
    });
    expect(report.cachedLeftOut).toBe(12);
    expect(report.verdict.headline).toMatch(
      /^12 rows served from the evaluation tool's cache were left out \(12 of A\)/,
    );
    for (const format of ['text', 'markdown', 'html', 'junit'] as const) {
      expect(renderBench(format, report), format).toMatch(
        /12 rows served from the evaluation tool(&#39;|&apos;|')s cache were left out/,
      );
    }
    expect(JSON.parse(renderBench('json', report))).toMatchObject({ cachedLeftOut: 12 });
  });

  it('say nothing when there are none', () => {
    const two = ids(2);
    const report = buildBenchReport({
      command: 'test',
      benchmark: benchmarkOf(two),
      runs: [runOf('A', { t01: 'p', t02: 'p' })],
      options: DEFAULT_BENCH_OPTIONS,
      evidenceDigest: 'e'.repeat(64),
    });
    expect(report.verdict.headline).not.toMatch(/cache/);
    expect(JSON.parse(renderBench('json', report))).not.toHaveProperty('cachedLeftOut');
  });
});
