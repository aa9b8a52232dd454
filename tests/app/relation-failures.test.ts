import { describe, expect, it } from 'vitest';
import { relationFailuresOf } from '../../src/app/relations.js';

const rel = (name: string, outcome: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'invariant',
  followupFingerprint: 'f',
  changed: true,
  outcome,
  ...extra,
});

describe('relation failures name the relation, the input and the reason', () => {
  it('gives each error its code (recorded, else from the record’s shape), the failed call’s reason and the words', () => {
    const failures = relationFailuresOf({
      cases: [
        {
          fingerprint: 'a'.repeat(64),
          relations: [
            rel('case', 'held'),
            rel('whitespace', 'error', { error: 'the transform failed: boom', changed: false }),
            rel('typo', 'error', {
              error: 'timed out after 10 ms',
              observation: { error: 'timed out after 10 ms', reason: 'timeout' },
            }),
          ],
        },
        {
          fingerprint: 'b'.repeat(64),
          relations: [
            rel('case', 'error', {
              error: 'the source call failed: exit 1',
              source: { error: 'exit 1', reason: 'runtime_error' },
            }),
            rel('typo', 'error', {
              error: 'the check failed: not a function',
              observation: { decision: 'refund' },
            }),
            rel('punct', 'error', {
              error: 'no source observation to compare with: the calls of this input failed',
            }),
            rel('x', 'error'),
            // A recorded code is read as recorded, never from the words.
            rel('y', 'error', { error: 'the transform failed: words', reason: 'no_source' }),
          ],
        },
      ],
    });
    expect(failures.map((f) => [f.relation, f.fingerprint[0], f.code, f.callReason])).toEqual([
      ['whitespace', 'a', 'transform_failed', undefined],
      ['typo', 'a', 'followup_failed', 'timeout'],
      ['case', 'b', 'source_failed', 'runtime_error'],
      ['typo', 'b', 'check_failed', undefined],
      ['punct', 'b', 'no_source', undefined],
      ['x', 'b', 'no_source', undefined],
      ['y', 'b', 'no_source', undefined],
    ]);
    expect(failures[0]?.reason).toBe('the transform failed: boom');
    expect(failures[5]?.reason).toBe('no reason was recorded');
  });
});
