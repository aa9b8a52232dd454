import { R as Refusal } from './types.js';
import { Z as Z95, _ as validateEpsilon, a1 as wilson, q as exactCertifies } from './facts.js';

/**
 * Curtailment for fixed-endpoint collection: stop as soon as even an
 * all-agreeing continuation cannot certify by the endpoint.
 *
 * With f flips seen and an endpoint of P pairs, the best the finished run can
 * show is f flips in P pairs, so certification is still possible only while
 * Wilson(f, P).high < epsilon. That bound depends on the flips alone, so the rule
 * can fire only on a flip (or before the first pair, when the endpoint is too
 * small for any outcome). Curtailment never admits early: it only stops a run
 * that can no longer be admitted.
 */
/** True when f flips can still certify epsilon by the endpoint (every further pair agreeing). */
function canStillCertify(flips, endpointPairs, epsilon, z = Z95, method = 'wilson') {
    if (endpointPairs <= 0 || flips > endpointPairs)
        return false;
    // The exact rule: P(Bin(P, ε) ≤ f) ≤ α/2 at the endpoint (exact.ts).
    if (method === 'exact')
        return exactCertifies(flips, endpointPairs, epsilon);
    return wilson(flips, endpointPairs, z).high < epsilon;
}
/**
 * Watches pairs as they complete and says when to stop. Feed `pair(flip, route)`
 * for each completed disjoint pair in collection order; the first stop is kept.
 */
class Curtailer {
    scopes;
    flips = new Map();
    seen = new Map();
    count = 0;
    stopped = null;
    z;
    constructor(scopes, z = Z95) {
        if (scopes.length === 0) {
            throw new Refusal('curtail.scopes', 'curtailment needs at least one scope to watch');
        }
        for (const s of scopes) {
            validateEpsilon(s.epsilon);
            if (!Number.isSafeInteger(s.endpointPairs) || s.endpointPairs < 0) {
                throw new Refusal('curtail.endpoint', `the endpoint must be a whole number of pairs, got ${s.endpointPairs}`, s.route === null ? 'pooled' : `route ${s.route}`);
            }
        }
        this.scopes = scopes;
        this.z = z;
        for (const s of scopes) {
            if (!canStillCertify(0, s.endpointPairs, s.epsilon, z, s.method)) {
                this.stopped = this.stopOf(s, 0, 0);
                break;
            }
        }
    }
    /** The stop, once the rule has fired; null while certification is still possible. */
    get stop() {
        return this.stopped;
    }
    /** Pairs fed so far. */
    get pairs() {
        return this.count;
    }
    /** Record one completed pair; returns the stop when this pair makes it fire. */
    pair(flip, route = null) {
        this.count += 1;
        if (this.stopped !== null)
            return this.stopped;
        for (const scope of this.scopes) {
            if (scope.route !== null && scope.route !== route)
                continue;
            const key = scope.route;
            const seen = (this.seen.get(key) ?? 0) + 1;
            this.seen.set(key, seen);
            if (!flip)
                continue;
            const flips = (this.flips.get(key) ?? 0) + 1;
            this.flips.set(key, flips);
            if (this.stopped === null &&
                !canStillCertify(flips, scope.endpointPairs, scope.epsilon, this.z, scope.method)) {
                this.stopped = this.stopOf(scope, flips, seen);
            }
        }
        return this.stopped;
    }
    stopOf(scope, flips, pairs) {
        return {
            route: scope.route,
            atPair: this.count,
            flips,
            pairs,
            endpointPairs: scope.endpointPairs,
            epsilon: scope.epsilon,
            bestCaseHigh: scope.endpointPairs > 0
                ? wilson(Math.min(flips, scope.endpointPairs), scope.endpointPairs, this.z).high
                : 1,
        };
    }
}
/** Where the curtailment rule would have stopped on pairs already recorded. */
function replayCurtailment(pairs, scopes, z = Z95) {
    const watcher = new Curtailer(scopes, z);
    let total = 0;
    let stopAt = watcher.stop === null ? null : 0;
    for (const p of pairs) {
        total += 1;
        if (stopAt === null && watcher.pair(p.flip, p.route ?? null) !== null)
            stopAt = total;
    }
    return {
        stop: watcher.stop,
        totalPairs: total,
        pairsAvoided: stopAt === null ? 0 : total - stopAt,
    };
}

export { Curtailer as C, canStillCertify as c, replayCurtailment as r };
