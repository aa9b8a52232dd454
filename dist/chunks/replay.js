import { K as KeyInterner } from './check2.js';
import { r as replayCurtailment } from './curtail.js';

/**
 * `assess --replay-curtailment`: where the curtailment rule (src/core/stats/curtail.ts)
 * would have stopped had it watched the recorded evidence. A counterfactual only:
 * it never changes the assessment.
 *
 * Collection order is not recorded across inputs, so it is defined here as input
 * order, then repeat order: every disjoint pair of the first input, then of the
 * second, and so on. A failed call is left out and the remaining calls are paired
 * as the meter pairs them.
 */
const REPLAY_ORDER = 'input order, then repeat order within each input';
/** The recorded disjoint pairs in the defined collection order, with their routes. */
function recordedPairs(evidence, intended) {
    const interner = new KeyInterner();
    const out = [];
    for (const [index, c] of evidence.cases.entries()) {
        const route = intended?.[index] ?? c.expected ?? null;
        const keys = c.observations
            .filter((o) => o.error === undefined)
            .map((o) => interner.of(o, evidence.layer));
        for (let i = 0; i + 1 < keys.length; i += 2) {
            out.push({ flip: keys[i] !== keys[i + 1], route });
        }
    }
    return out;
}
/**
 * Replay the rule on the assessment's evidence: the pooled scope with the meter's
 * pairs as its endpoint, and each targeted route with its own pairs and target.
 * `intended` gives each case's route when a suite supplied them (in case order);
 * otherwise the cases' own `expected`. Null when nothing was measured.
 */
function replayCurtailmentOnEvidence(assessment, evidence, intended) {
    const meter = assessment.meter;
    if (meter === null)
        return null;
    const scopes = [
        { route: null, endpointPairs: meter.pairs, epsilon: assessment.epsilon, method: meter.method },
    ];
    for (const r of assessment.routes?.routes ?? []) {
        if (r.targeted) {
            scopes.push({
                route: r.decision,
                endpointPairs: r.pairs,
                epsilon: r.epsilon,
                method: r.method,
            });
        }
    }
    const replay = replayCurtailment(recordedPairs(evidence, intended), scopes);
    return {
        order: REPLAY_ORDER,
        scopes,
        totalPairs: replay.totalPairs,
        stop: replay.stop,
        pairsAvoided: replay.pairsAvoided,
        callsAvoided: 2 * replay.pairsAvoided,
    };
}

export { REPLAY_ORDER as R, replayCurtailmentOnEvidence as a, recordedPairs as r };
