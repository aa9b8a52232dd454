/** Every status a run or an assessment can end in (DESIGN.md §4). */
const STATUSES = [
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
];
/**
 * Every status a run can end in: an assessment's, or, when a baseline check
 * objects and the assessment alone would pass, the baseline's (drift, or a
 * baseline that could not be compared).
 */
const RUN_STATUSES = [...STATUSES, 'drift', 'baseline-refused'];
/** 0 clean, 1 the evidence says no, 2 not enough or unusable evidence. */
function exitCodeFor(status) {
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
const HEADLINE_CATEGORIES = [
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
];

export { HEADLINE_CATEGORIES as H, RUN_STATUSES as R, STATUSES as S, exitCodeFor as e };
