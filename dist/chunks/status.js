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
    'NO VERDICT MEASURED',
    'TRUSTWORTHY WITH CARE',
    'NO ANSWER YET',
    'TRUSTWORTHY AT POOLED LEVEL',
    'TRUSTWORTHY',
];

export { HEADLINE_CATEGORIES as H, STATUSES as S, exitCodeFor as e };
