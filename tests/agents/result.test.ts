import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AgentCallError,
  failureReasonOf,
  observationFromResult,
  observationOfRecord,
  recordObservation,
  recordsAs,
  type ResultOptions,
} from '../../src/agents/index.js';
import {
  comparisonKey,
  MAX_LABEL_CHARS,
  type Observation,
  type RecordedObservation,
} from '../../src/core/index.js';
import { sameObservation } from '../../src/evidence/intern.js';

/** The call error reading `value` throws. */
function failureOf(value: unknown, options: ResultOptions = {}): AgentCallError {
  try {
    observationFromResult(value, options);
  } catch (error) {
    if (error instanceof AgentCallError) return error;
    throw error;
  }
  throw new Error('expected the answer to be refused, but it was read');
}

describe('observationFromResult', () => {
  it('reads a string as text with no decision (the verdict layer then compares the text)', () => {
    const o = observationFromResult('hello');
    expect(o).toMatchObject({ text: 'hello', verdict: null, tools: [] });
    expect(comparisonKey(o, 'verdict')).toBe('d:hello');
  });

  it('reads decision, text and tools; tool objects give their names', () => {
    const o = observationFromResult({
      decision: 'refund',
      text: 'ok',
      tools: ['lookup', { name: 'refund', args: { amount: 3 } }],
    });
    expect(o.verdict).toBe('refund');
    expect(o.text).toBe('ok');
    expect(o.tools).toEqual(['lookup', 'refund']);
  });

  it('accepts verdict as another name for decision, and a custom key', () => {
    expect(observationFromResult({ verdict: 'a' }).verdict).toBe('a');
    expect(observationFromResult({ route: 'b' }, { decisionKey: 'route' }).verdict).toBe('b');
  });

  it('reads typed no-decisions at the top level and as the decision', () => {
    expect(observationFromResult({ noDecision: 'refused', text: 'no' }).verdict).toEqual({
      kind: 'no_decision',
      reason: 'refused',
    });
    expect(observationFromResult({ decision: { noDecision: 'no_tool_selected' } }).verdict).toEqual(
      {
        kind: 'no_decision',
        reason: 'no_tool_selected',
      },
    );
    expect(observationFromResult({ kind: 'no_decision', reason: 'refused' }).verdict).toEqual({
      kind: 'no_decision',
      reason: 'refused',
    });
  });

  it('stringifies numbers and booleans with String by default, or as told', () => {
    expect(observationFromResult(7).text).toBe('7');
    expect(observationFromResult({ decision: true }).verdict).toBe('true');
    expect(observationFromResult({ decision: true }, { stringify: () => 'True' }).verdict).toBe(
      'True',
    );
  });

  it('makes harness bugs the call error instead of a decision', () => {
    expect(failureOf(undefined).reason).toBe('malformed_response');
    expect(failureOf({ decision: { nested: 1 } }).reason).toBe('malformed_response');
    expect(failureOf(() => 'x').message).toMatch(/returned function.*createAgent/);
    expect(() => observationFromResult(undefined)).toThrow(/returned undefined/);
    expect(() => observationFromResult(null)).toThrow(/returned null/);
    expect(() => observationFromResult({ decision: { nested: 1 } })).toThrow(/decision must be/);
    expect(() => observationFromResult({ noDecision: 'confused' })).toThrow(/unknown no-decision/);
    expect(() => observationFromResult({ decision: 'a', tools: 'search' })).toThrow(
      /must be a list/,
    );
    expect(() => observationFromResult({ decision: 'a', tools: [{ args: {} }] })).toThrow(
      /no tool name/,
    );
  });
});

describe('a result without a decision is not a decision', () => {
  it('makes an object with no decision key an extraction failure naming the keys it has', () => {
    const route = failureOf({ route: 'x' });
    expect(route.reason).toBe('extraction_failed');
    expect(failureReasonOf(route)).toBe('extraction_failed');
    expect(route.message).toMatch(
      /no decision in the answer: it has no "decision" or "verdict" key/,
    );
    expect(route.message).toMatch(/it has the key "route"\)/);
    const nested = failureOf({ output: { route: 'x' }, text: 'ok' });
    expect(nested.reason).toBe('extraction_failed');
    expect(nested.message).toMatch(/it has the keys "output", "text"/);
    expect(failureOf({}).message).toMatch(/it has no keys/);
  });

  it('does not take the text for the decision, nor a null decision for none', () => {
    expect(failureOf({ text: 'refund' }).reason).toBe('extraction_failed');
    const nul = failureOf({ decision: null, text: 'ok' });
    expect(nul.reason).toBe('extraction_failed');
    expect(nul.message).toMatch(/"decision" is null/);
    expect(failureOf({ tools: ['a'] }).reason).toBe('extraction_failed');
    expect(failureOf({ label: 'x' }, { decisionKey: 'route' }).message).toMatch(
      /no "route" key.*"label"/,
    );
  });

  it('makes an empty answer an extraction failure, and an empty label a malformed one', () => {
    expect(failureOf('').reason).toBe('extraction_failed');
    expect(failureOf('  ').reason).toBe('extraction_failed');
    expect(failureOf({ decision: '' }).reason).toBe('malformed_response');
    expect(failureOf({ decision: ' ' }).message).toMatch(/only whitespace/);
  });

  it('needs no decision on the text and tools layers', () => {
    expect(observationFromResult({ text: 'ok', output: 1 }, { layer: 'text' })).toMatchObject({
      text: 'ok',
      verdict: null,
    });
    expect(observationFromResult({ tools: ['a'] }, { layer: 'tools' }).tools).toEqual(['a']);
    expect(observationFromResult('', { layer: 'text' }).text).toBe('');
  });
});

describe('a decision label is bounded', () => {
  it(`accepts ${MAX_LABEL_CHARS} characters, counted as code points`, () => {
    expect(MAX_LABEL_CHARS).toBe(256);
    expect(observationFromResult({ decision: 'x'.repeat(256) }).verdict).toHaveLength(256);
    // 256 emoji are 512 UTF-16 units, and still 256 characters.
    expect(observationFromResult({ decision: '\u{1F600}'.repeat(256) }).verdict).toHaveLength(512);
  });

  it('refuses a longer label as malformed, giving the length and the limit, never the text', () => {
    const long = 'Dear customer, '.repeat(20_000);
    for (const value of [
      { decision: long },
      { verdict: long },
      { decision: { kind: 'decision', label: long } },
      long,
    ]) {
      const e = failureOf(value);
      expect(e.reason).toBe('malformed_response');
      expect(e.message).toMatch(/300000 characters/);
      expect(e.message).toMatch(/256/);
      expect(e.message).not.toMatch(/Dear customer/);
      expect(e.message.length).toBeLessThan(400);
    }
    expect(failureOf({ decision: 'x'.repeat(257) }).message).toMatch(/257 characters/);
  });

  it('bounds the decision on every layer, and the text only where it is the decision', () => {
    expect(failureOf({ decision: 'x'.repeat(300), text: 't' }, { layer: 'text' }).reason).toBe(
      'malformed_response',
    );
    const prose = 'word '.repeat(1000);
    expect(observationFromResult(prose, { layer: 'text' }).text).toBe(prose);
    expect(observationFromResult({ decision: 'ok', text: prose }).text).toBe(prose);
  });
});

describe('recordObservation', () => {
  it('keeps decision, text and tools together and leaves out empty parts', () => {
    expect(recordObservation({ text: 't', verdict: 'a', tools: ['x'] }, 1.5)).toEqual({
      decision: 'a',
      text: 't',
      tools: ['x'],
      ms: 1.5,
    });
    expect(recordObservation({ text: '', verdict: '', tools: [] })).toEqual({});
    expect(
      recordObservation({
        text: '',
        verdict: { kind: 'no_decision', reason: 'refused' },
        tools: [],
      }),
    ).toEqual({ decision: { noDecision: 'refused' } });
    expect(
      recordObservation({ text: '', verdict: { kind: 'decision', label: 'go' }, tools: [] }),
    ).toEqual({ decision: 'go' });
  });

  it('round-trips to an Observation with the same comparison keys', () => {
    const o = observationFromResult({ decision: { noDecision: 'refused' }, tools: ['a'] });
    const back = observationOfRecord(recordObservation(o));
    for (const layer of ['verdict', 'text', 'tools'] as const) {
      expect(comparisonKey(back, layer)).toBe(comparisonKey(o, layer));
    }
  });
});

describe('recordsAs: whether an answer records as a kept record (issue 31)', () => {
  const word = fc.constantFrom('', 'a', 'b', 'ab');
  const observationArb: fc.Arbitrary<Observation> = fc.record({
    text: word,
    verdict: fc.oneof(
      fc.constant(null),
      word,
      word.map((label) => ({ kind: 'decision' as const, label })),
      fc
        .constantFrom('refused' as const, 'open_ended' as const)
        .map((reason) => ({ kind: 'no_decision' as const, reason })),
    ),
    tools: fc.array(fc.constantFrom('x', 'y'), { maxLength: 2 }),
  });
  const extra = fc.record(
    {
      ms: fc.constant(3),
      error: fc.constant('boom'),
      reason: fc.constant('runtime_error' as const),
      cached: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('is true exactly when recordObservation of the answer equals the record', () => {
    fc.assert(
      fc.property(observationArb, observationArb, extra, (obs, other, more) => {
        const rec: RecordedObservation = { ...recordObservation(other), ...more };
        expect(recordsAs(obs, rec)).toBe(sameObservation(recordObservation(obs), rec));
        expect(recordsAs(obs, recordObservation(obs))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
