import { a as phaseCalls } from './budget.js';
import { s as shardOfFingerprint } from './settings.js';

/**
 * Progress on stderr: a live bar redrawn in place on a terminal; on anything
 * else (CI logs) one plain line per report. The caller decides how often to
 * report (e.g. every 100 ms on a terminal, every 5 s in CI) and stays silent
 * when asked to be quiet.
 */
class ProgressPrinter {
    write;
    live;
    width;
    drawn = false;
    constructor(write, live, width = 24) {
        this.write = write;
        this.live = live;
        this.width = width;
    }
    /** How often to report for this output (ms). */
    static intervalFor(live) {
        return live ? 100 : 5000;
    }
    update(p) {
        const line = ProgressPrinter.describe(p, this.live ? this.width : 0);
        if (this.live) {
            this.write(`\r${line}\x1b[K`);
            this.drawn = true;
        }
        else {
            this.write(`agentverity: ${line}\n`);
        }
    }
    /** Leave the terminal on a fresh line. */
    finish(p) {
        if (this.live) {
            this.update(p);
            if (this.drawn)
                this.write('\n');
        }
        else if (p.callsDone > 0) {
            this.update(p);
        }
    }
    static describe(p, barWidth) {
        const planned = Math.max(1, p.callsPlanned);
        const share = Math.min(1, p.callsDone / planned);
        const parts = [];
        if (barWidth > 0) {
            const full = Math.round(share * barWidth);
            parts.push(`[${'#'.repeat(full)}${'.'.repeat(barWidth - full)}]`);
        }
        parts.push(`${p.callsDone}/${p.atMost ? '≤' : ''}${p.callsPlanned} calls`);
        parts.push(`${p.flips} flips in ${p.pairs} pairs`);
        if (p.errors > 0)
            parts.push(`${p.errors} errors`);
        const timedOut = p.timedOut;
        if (timedOut > 0)
            parts.push(`${timedOut} timed out`);
        // A timed-out call is no measure of how long the others take: the ETA is
        // from the calls that ended without running past the timeout, and there is
        // none until one did (issue 33: four timeouts made it climb past 50 min).
        const ended = p.callsDone - timedOut;
        if (p.phase !== 'done' && p.callsDone > 0 && share < 1) {
            if (ended > 0) {
                const eta = (p.elapsedMs / ended) * (p.callsPlanned - p.callsDone);
                parts.push(`ETA ${formatDuration(eta)}`);
            }
            else {
                parts.push(`${formatDuration(p.elapsedMs)}, no ETA yet (no call has ended in time)`);
            }
        }
        else {
            parts.push(formatDuration(p.elapsedMs));
        }
        return parts.join('  ');
    }
}
/** 850 ms, 12 s, 3 min 05 s, 1 h 02 min. */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return '?';
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const s = Math.round(ms / 1000);
    if (s < 60)
        return `${s} s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m} min ${String(s % 60).padStart(2, '0')} s`;
    return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

// Sharding a planned run (docs/sharding.md): the whole run is planned first, so k,
// the per-route repeats and the budget's split are the unsharded run's; a shard
// then keeps the inputs whose fingerprint falls in it, each with the repeats and
// follow-ups the whole plan gave it.
/** The calls one planned input makes, by phase, under this plan. */
function caseCalls(plan, c) {
    const changed = c.followups.filter((f) => f.error === undefined && f.changed).length;
    return {
        meter: c.repeats,
        // First draws and relation sources are, per plan, one per input and one per changed relation, or none.
        sources: plan.calls.sources > 0 ? 1 : 0,
        relationSources: plan.calls.relationSources > 0 ? changed : 0,
        relations: changed,
    };
}
/** Every call one planned input makes. */
function caseCallsTotal(plan, c) {
    const k = caseCalls(plan, c);
    return k.meter + k.sources + k.relationSources + k.relations;
}
/**
 * The plan of one shard of a whole run's plan: the inputs whose fingerprint falls
 * in the shard, in seed order, each with its planned repeats and follow-ups; the
 * calls, pairs and cost are the shard's. A shard may hold no input (then it makes
 * no call). The plan must be a fixed-endpoint, per-input one without curtailment
 * or early rejection (the settings check refuses the others with a shard).
 */
function shardPlan(plan, shard) {
    if (plan.sequential !== null ||
        plan.allocation !== null ||
        plan.curtail !== null ||
        plan.earlyRejection !== null) {
        throw new Error('shardPlan: this plan depends on the whole run and cannot be sharded');
    }
    const cases = plan.cases.filter((c) => shardOfFingerprint(c.fingerprint, shard.count) === shard.index);
    let meter = 0;
    let sources = 0;
    let relationSources = 0;
    let relations = 0;
    let skipped = 0;
    let errors = 0;
    let pairs = 0;
    for (const c of cases) {
        const k = caseCalls(plan, c);
        meter += k.meter;
        sources += k.sources;
        relationSources += k.relationSources;
        relations += k.relations;
        pairs += Math.floor(c.repeats / 2);
        for (const f of c.followups) {
            if (f.error !== undefined)
                errors++;
            else if (!f.changed)
                skipped++;
        }
    }
    const calls = phaseCalls(meter, { sources, relationSources, relations });
    const costPerCall = plan.settings.costPerCall;
    return {
        ...plan,
        inputs: cases.length,
        cases,
        shard: { index: shard.index, count: shard.count, inputs: plan.inputs },
        calls: { ...calls, atMost: plan.calls.atMost },
        relationsSkipped: skipped,
        relationErrors: errors,
        cost: costPerCall === null ? null : costPerCall * calls.total,
        pairs,
    };
}
/**
 * The fewest shards (up to `maxShards`) for which the largest shard's calls ×
 * max(latency / workers, 1 / rate) is within the wall time. Each shard's calls
 * come from the real partition of these inputs, not an even split.
 */
function shardsNeeded(plan, timing, maxShards) {
    const perCall = Math.max(timing.latencyMs / timing.workers, timing.ratePerSecond === null ? 0 : 1000 / timing.ratePerSecond);
    const calls = plan.cases.map((c) => caseCallsTotal(plan, c));
    const total = calls.reduce((a, b) => a + b, 0);
    const largestInput = Math.max(0, ...calls);
    const base = {
        msPerCall: perCall,
        totalCalls: total,
        unshardedMs: total * perCall,
        largestInputCalls: largestInput,
    };
    // What is said when no number of shards fits the wall time.
    const unfit = {
        ...base,
        shards: null,
        largestShardCalls: null,
        largestShardMs: null,
        emptyShards: null,
    };
    // No split can put less than one input's calls on a shard.
    if (largestInput * perCall > timing.wallTimeMs)
        return unfit;
    const first = Math.max(1, Math.ceil((total * perCall) / timing.wallTimeMs));
    for (let n = first; n <= maxShards; n++) {
        const load = new Array(n).fill(0);
        const held = new Array(n).fill(0);
        plan.cases.forEach((c, i) => {
            const s = shardOfFingerprint(c.fingerprint, n) - 1;
            load[s] = load[s] + calls[i];
            held[s] = held[s] + 1;
        });
        const largest = Math.max(...load);
        if (largest * perCall <= timing.wallTimeMs) {
            return {
                ...base,
                shards: n,
                largestShardCalls: largest,
                largestShardMs: largest * perCall,
                emptyShards: held.filter((h) => h === 0).length,
            };
        }
    }
    return unfit;
}

export { ProgressPrinter as P, shardPlan as a, formatDuration as f, shardsNeeded as s };
