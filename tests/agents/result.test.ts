import { describe, expect, it } from 'vitest';
import {
  observationFromResult,
  observationOfRecord,
  recordObservation,
} from '../../src/agents/index.js';
import { comparisonKey } from '../../src/core/index.js';

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
