/** Every status a run or an assessment can end in (DESIGN.md §4). */
export const STATUSES = [
  'incomplete',
  'contract',
  'blind',
  'vacuous',
  'target-failed',
  'stochastic',
  'undecided',
  'violations',
  'deterministic',
  'unmeasured',
] as const;
export type Status = (typeof STATUSES)[number];

/**
 * Every status a run can end in: an assessment's, or, when a baseline check
 * objects and the assessment alone would pass, the baseline's (drift, or a
 * baseline that could not be compared).
 */
export const RUN_STATUSES = [...STATUSES, 'drift', 'baseline-refused'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export type ExitCode = 0 | 1 | 2;

/** 0 clean, 1 the evidence says no, 2 not enough or unusable evidence. */
export function exitCodeFor(status: Status): ExitCode {
  switch (status) {
    case 'deterministic':
    case 'stochastic':
    case 'unmeasured':
      return 0;
    case 'blind':
    case 'contract':
    case 'vacuous':
    case 'violations':
    case 'target-failed':
      return 1;
    case 'incomplete':
    case 'undecided':
      return 2;
  }
}

export const HEADLINE_CATEGORIES = [
  'INCOMPLETE',
  'NOT TRUSTWORTHY',
  'NOT READY',
  'DRIFTED FROM BASELINE',
  'BASELINE NOT COMPARED',
  'NO VERDICT MEASURED',
  'TRUSTWORTHY WITH CARE',
  'NO ANSWER YET',
  'TRUSTWORTHY AT POOLED LEVEL',
  'TRUSTWORTHY',
] as const;
export type HeadlineCategory = (typeof HEADLINE_CATEGORIES)[number];
