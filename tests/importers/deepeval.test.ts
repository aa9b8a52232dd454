import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/assess/index.js';
import { evidenceFromDeepEval } from '../../src/importers/index.js';
import { refusalOf } from '../evidence/helpers.js';

describe('DeepEval importer (library)', () => {
  const cases = [
    { input: 'refund please', actual_output: 'refund', expected_output: 'refund' },
    { input: 'card stolen', actual_output: 'card_security', expected_output: 'card_security' },
    { input: 'refund please', actual_output: 'refund', expected_output: 'refund' },
    { input: 'card stolen', actual_output: null, expected_output: 'card_security' },
    { input: 'card stolen', actual_output: 'merchant_dispute', expected_output: 'card_security' },
  ];

  it('groups outputs by input in order of first appearance; a null output is a failed run', () => {
    const e = evidenceFromDeepEval(cases, {
      expected: (tc) => tc['expected_output'] as string,
      provenance: { suite: 'payments' },
      harnessVersion: '3.4.0',
    });
    expect(
      e.cases.map((c) => [c.input, c.expected, c.observations.map((o) => o.decision), c.errors]),
    ).toEqual([
      ['refund please', 'refund', ['refund', 'refund'], undefined],
      ['card stolen', 'card_security', ['card_security', 'merchant_dispute'], 1],
    ]);
    expect(e.provenance).toEqual({
      harness: 'deepeval',
      harness_version: '3.4.0',
      suite: 'payments',
    });
    expect(assess(e, null, { epsilon: 0.05 }).status).toBe('incomplete');
  });

  it('maps outputs to labels with decision(), and accepts camelCase fields', () => {
    const e = evidenceFromDeepEval(
      [
        { input: 'q', actualOutput: 'Route: a' },
        { input: 'q', actualOutput: 'Route: a' },
      ],
      { decision: (out) => out.replace('Route: ', ''), isolation: 'fresh-session' },
    );
    expect(e.cases[0]?.observations.map((o) => o.decision)).toEqual(['a', 'a']);
    expect(e.isolation).toBe('fresh-session');
  });

  it('refuses what cannot be assessed, naming the test case', () => {
    expect(refusalOf(() => evidenceFromDeepEval([])).message).toContain('at least one test case');
    expect(refusalOf(() => evidenceFromDeepEval([{ input: '', actual_output: 'a' }])).where).toBe(
      'testCases[0].input',
    );
    expect(
      refusalOf(() =>
        evidenceFromDeepEval([
          { input: 'q', actual_output: 'a' },
          { input: 'q', actual_output: '  ' },
        ]),
      ).where,
    ).toBe('testCases[1].actual_output');
    expect(
      refusalOf(() => evidenceFromDeepEval([{ input: 'q', actual_output: 'a' }])).message,
    ).toContain('fewer than 2 runs');
    const disagree = refusalOf(() =>
      evidenceFromDeepEval(
        [
          { input: 'q', actual_output: 'a', e: 'x' },
          { input: 'q', actual_output: 'a', e: 'y' },
        ],
        { expected: (tc) => tc['e'] as string },
      ),
    );
    expect(disagree.message).toContain('"x" at testCases[0], "y" here');
  });
});
