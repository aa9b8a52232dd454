import { describe, expect, it } from 'vitest';
import { buildBenchReport, DEFAULT_BENCH_OPTIONS } from '../../../src/core/bench/index.js';
import { renderBench } from '../../../src/render/bench/index.js';
import { benchmarkOf, ids, runOf } from '../../core/bench/helpers.js';

/** Four tasks, two agents that differ nowhere: the exact test cannot reach α = 0.05 (½^4 = 0.0625). */
function fourTasks(failIfWorse?: string) {
  const four = ids(4);
  return buildBenchReport({
    command: 'compare',
    benchmark: benchmarkOf(four),
    runs: [
      runOf('A', Object.fromEntries(four.map((t) => [t, 'p']))),
      runOf('B', Object.fromEntries(four.map((t) => [t, 'p']))),
    ],
    options:
      failIfWorse === undefined ? DEFAULT_BENCH_OPTIONS : { ...DEFAULT_BENCH_OPTIONS, failIfWorse },
    evidenceDigest: 'e'.repeat(64),
  });
}

describe('a pair whose exact test cannot reach α', () => {
  it('is never "no detectable difference" in any format, with or without the gate; it is too small to tell', () => {
    for (const gate of [undefined, 'A']) {
      const r = fourTasks(gate);
      expect(r.comparison.pairs[0]?.reachable).toBe(false);
      expect(r.comparison.pairs[0]?.minimumDetectable).toBe(1);
      for (const format of ['text', 'markdown', 'html', 'junit', 'json'] as const) {
        const out = renderBench(format, r);
        expect(out, `${format}, gate ${String(gate)}`).not.toMatch(/no detectable difference/i);
        if (format === 'json') expect(out).toContain('"reachable": false');
        else expect(out, format).toMatch(/too small to tell/);
      }
    }
  });
});
