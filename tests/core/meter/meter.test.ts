import { describe, expect, it } from 'vitest';
import { scoreKeyedSeries, scoreSeries } from '../../../src/core/meter/index.js';
import {
  observation,
  decision,
  noDecision,
  keyOfLabel,
  keyOfReason,
} from '../../../src/core/observation/index.js';
import { Refusal } from '../../../src/core/errors.js';

const k = (...labels: string[]) => labels.map(keyOfLabel);

describe('the meter', () => {
  it('pairs disjointly: overlapping pairs would differ, disjoint pairs do not', () => {
    const m = scoreKeyedSeries([k('allow', 'allow', 'block', 'block', 'allow', 'allow')], {
      layer: 'verdict',
      epsilon: 0.05,
    });
    expect(m.pairs).toBe(3);
    expect(m.flips).toBe(0);
    expect(m.inputsWithFlip).toBe(1);
  });

  it('never pairs an odd last repeat, but counts it towards inputs with a flip', () => {
    const m = scoreKeyedSeries([k('allow', 'allow', 'allow', 'allow', 'block')], {
      layer: 'verdict',
      epsilon: 0.05,
    });
    expect(m).toMatchObject({ pairs: 2, flips: 0, inputsWithFlip: 1, repeats: 5, maxRepeats: 5 });
    expect(m.ciHigh).toBeCloseTo(0.6576280471103807, 12);
  });

  it('counts every pair as a flip when every pair flips', () => {
    const series = Array.from({ length: 8 }, () =>
      k('a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', 'a', 'b'),
    );
    const m = scoreKeyedSeries(series, { layer: 'verdict', epsilon: 0.5 });
    expect(m).toMatchObject({ pairs: 40, flips: 40, flipRate: 1, ciHigh: 1, call: 'stochastic' });
  });

  it('takes the call from the interval at the exact boundaries: 381 quiet pairs certify 1%, 380 do not', () => {
    const quiet = (n: number) => [Array.from({ length: 2 * n }, () => keyOfLabel('a'))];
    expect(scoreKeyedSeries(quiet(381), { layer: 'verdict', epsilon: 0.01 }).call).toBe(
      'deterministic',
    );
    expect(scoreKeyedSeries(quiet(380), { layer: 'verdict', epsilon: 0.01 }).call).toBe(
      'undecided',
    );
    expect(scoreKeyedSeries(quiet(73), { layer: 'verdict', epsilon: 0.05 }).call).toBe(
      'deterministic',
    );
    expect(scoreKeyedSeries(quiet(72), { layer: 'verdict', epsilon: 0.05 }).call).toBe('undecided');
  });

  it('reports shortest and longest series', () => {
    const m = scoreKeyedSeries([k('a', 'a'), k('b', 'b', 'b', 'b', 'b')], {
      layer: 'verdict',
      epsilon: 0.05,
    });
    expect(m).toMatchObject({ inputs: 2, repeats: 2, maxRepeats: 5, pairs: 3 });
  });

  it('refuses no series, a series of one, and epsilon outside (0, 1)', () => {
    expect(() => scoreKeyedSeries([], { layer: 'verdict', epsilon: 0.05 })).toThrow(Refusal);
    expect(() => scoreKeyedSeries([k('a')], { layer: 'verdict', epsilon: 0.05 })).toThrow(
      /at least two/,
    );
    expect(() => scoreKeyedSeries([k('a', 'a')], { layer: 'verdict', epsilon: 0 })).toThrow(
      Refusal,
    );
    expect(() => scoreKeyedSeries([k('a', 'a')], { layer: 'verdict', epsilon: 1 })).toThrow(
      Refusal,
    );
  });

  it('refuses incomplete and open-ended outcomes on the verdict layer only', () => {
    const broken = [[keyOfLabel('a'), keyOfReason('runtime_error')]];
    expect(() => scoreKeyedSeries(broken, { layer: 'verdict', epsilon: 0.05 })).toThrow(
      /harness failed/,
    );
    expect(() =>
      scoreKeyedSeries([[keyOfLabel('a'), keyOfReason('open_ended')]], {
        layer: 'verdict',
        epsilon: 0.05,
      }),
    ).toThrow(Refusal);
    expect(scoreKeyedSeries(broken, { layer: 'text', epsilon: 0.05 }).flips).toBe(1);
  });

  it('treats a bare label and a typed decision as equal, and a reason never equal to a label', () => {
    const same = scoreSeries(
      [[observation({ verdict: 'refund' }), observation({ verdict: decision('refund') })]],
      { layer: 'verdict', epsilon: 0.05 },
    );
    expect(same.flips).toBe(0);
    const differ = scoreSeries(
      [[observation({ verdict: 'refused' }), observation({ verdict: noDecision('refused') })]],
      { layer: 'verdict', epsilon: 0.05 },
    );
    expect(differ.flips).toBe(1);
  });

  it('falls back to the text when there is no verdict, and compares tool paths element-wise', () => {
    const text = scoreSeries(
      [[observation({ text: 'a' }), observation({ text: 'b', verdict: '' })]],
      {
        layer: 'verdict',
        epsilon: 0.05,
      },
    );
    expect(text.flips).toBe(1);
    const tools = scoreSeries(
      [
        [
          observation({ tools: ['search', 'lookup'] }),
          observation({ tools: ['lookup', 'search'] }),
        ],
      ],
      { layer: 'tools', epsilon: 0.05 },
    );
    expect(tools.flips).toBe(1);
  });

  it('refuses an unknown layer', () => {
    expect(() =>
      scoreSeries([[observation({}), observation({})]], {
        layer: 'logits' as 'text',
        epsilon: 0.05,
      }),
    ).toThrow(/unknown observation layer/);
  });
});

describe('the scorability gate in scoreKeyedSeries (issue 31: checked without naming every series)', () => {
  const ok = [keyOfLabel('a'), keyOfLabel('a')];
  it.each([
    ['extraction_failed', 'outcome.incomplete'],
    ['runtime_error', 'outcome.incomplete'],
    ['open_ended', 'outcome.open-ended'],
  ] as const)('refuses a series holding %s (%s), naming that series', (reason, code) => {
    const bad = [keyOfLabel('a'), keyOfReason(reason)];
    let thrown: unknown;
    try {
      scoreKeyedSeries([ok, bad], {
        layer: 'verdict',
        epsilon: 0.05,
        describe: (i) => `cases[${i}]`,
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code, where: 'cases[1]' });
  });

  it('scores a declarable no-decision, a label that looks like a reason key, and any key off the verdict layer', () => {
    const refused = [keyOfReason('refused'), keyOfReason('refused')];
    const lookalike = [keyOfLabel('n:open_ended'), keyOfLabel('n:open_ended')];
    expect(
      scoreKeyedSeries([ok, refused, lookalike], { layer: 'verdict', epsilon: 0.05 }).pairs,
    ).toBe(3);
    const open = [keyOfReason('open_ended'), keyOfReason('open_ended')];
    expect(scoreKeyedSeries([open], { layer: 'text', epsilon: 0.05 }).pairs).toBe(1);
  });
});
