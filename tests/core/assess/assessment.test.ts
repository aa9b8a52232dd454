// The readings of an assessment that reports share (src/core/assess/assessment.ts):
// failures by reason and the isolation caveat.
import { describe, expect, it } from 'vitest';
import {
  describeFailureReasons,
  failureReasonCounts,
  isolationCaveat,
  type AssessmentError,
} from '../../../src/core/assess/assessment.js';

function failure(reason?: AssessmentError['reason'], count?: number): AssessmentError {
  return {
    caseIndex: 0,
    fingerprint: 'f',
    phase: 'meter',
    message: 'failed',
    ...(reason === undefined ? {} : { reason }),
    ...(count === undefined ? {} : { count }),
  };
}

describe('failureReasonCounts', () => {
  it('groups by reason, most first, runs recorded as a count weighed by it, unknown last', () => {
    const counts = failureReasonCounts([
      failure('timeout'),
      failure(undefined, 5),
      failure('malformed_response'),
      failure('malformed_response'),
      failure('timeout', 2),
    ]);
    expect(counts).toEqual([
      { reason: 'timeout', count: 3 },
      { reason: 'malformed_response', count: 2 },
      { reason: 'not_recorded', count: 5 },
    ]);
  });
});

describe('describeFailureReasons', () => {
  it('says how many calls failed and why', () => {
    expect(describeFailureReasons([failure('timeout'), failure('timeout'), failure()])).toBe(
      '3 failed calls: 2 timeout, 1 reason not recorded',
    );
    expect(describeFailureReasons([failure('timeout')])).toBe('1 failed call: 1 timeout');
  });

  it('is null when no failure records a reason', () => {
    expect(describeFailureReasons([failure(), failure(undefined, 3)])).toBeNull();
    expect(describeFailureReasons([])).toBeNull();
  });
});

describe('isolationCaveat', () => {
  it('warns of shared sessions and unrecorded isolation, and of nothing else', () => {
    expect(isolationCaveat('shared-session')).toMatch(/cannot admit a baseline/);
    expect(isolationCaveat('unknown')).toMatch(/assumed, not established/);
    expect(isolationCaveat('fresh-session')).toBeNull();
  });
});
