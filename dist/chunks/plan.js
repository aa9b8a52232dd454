import { a as terminalSafe, e as refusingWrites, o as outputPath, l as logSafeJson } from './module-spec.js';
import { j as jsonText, m as money } from './common2.js';
import { U as resolveEpsilon, y as intervalBy, i as callBy, h as bestCaseAdmission, Q as pairsForDeterministicCall, a2 as tolerance, w as formatRate, v as formatPercent } from './facts.js';
import { t as table } from './table.js';
import { R as Refusal } from './types.js';
import { u as uniformCalls, d as describePhases } from './budget.js';
import { r as refuseProblems, M as MAX_SHARDS } from './settings.js';
import { q as checkSettings } from './check2.js';
import { s as shardsNeeded, f as formatDuration } from './shard.js';
import 'node:fs';
import 'node:path';
import './order.js';
import './registry.js';
import './observation.js';
import 'node:url';
import './module.js';
import 'node:worker_threads';

// `plan`: how many repeats a design needs, before any call. Two use cases: from an
// observed flip count (the interval, the call, the best case within a pair budget)
// and from a suite (the route table of the live run with the same settings, from
// the one planner a live run uses, and optionally the shards a wall time needs).
// The shell checks its flags, calls these and renders.
/** The pair budget of an observed plan when none is given. */
const DEFAULT_MAX_PAIRS = 10_000_000;
/** The most shards a plan sizes (core's limit on `--shard I/N`). */
const PLAN_MAX_SHARDS = MAX_SHARDS;
/** Refuse the plan's settings (settings.*) and resolve its tolerance. */
function planEpsilon(settings) {
    refuseProblems(checkSettings({
        ...(settings.epsilon === undefined ? {} : { epsilon: settings.epsilon }),
        ...(settings.precision === undefined ? {} : { precision: settings.precision }),
        ...(settings.method === undefined ? {} : { method: settings.method }),
    }, { source: 'none' }));
    return resolveEpsilon(settings.precision ?? 'balanced', settings.epsilon);
}
/** The plan for an observed `flips` out of `pairs`. */
function planFromObserved(observed, settings) {
    const epsilon = planEpsilon(settings);
    const { flips, pairs } = observed;
    const maxPairs = settings.maxPairs ?? DEFAULT_MAX_PAIRS;
    const method = settings.method === 'exact' ? 'exact' : 'wilson';
    const { low, high } = intervalBy(method, flips, pairs);
    const call = callBy(method, flips, pairs, epsilon);
    const best = bestCaseAdmission({ flips, pairs, epsilon, maxPairs, method });
    const rate = pairs === 0 ? 0 : flips / pairs;
    return {
        observed: { flips, pairs, flipRate: rate, ciLow: low, ciHigh: high, call },
        epsilon,
        maxPairs: settings.maxPairs ?? null,
        bestCase: {
            totalPairs: best.totalPairs,
            additionalPairs: best.additionalPairs,
            reachable: best.reachable,
        },
        pairsIfRatePersists: pairsForDeterministicCall(epsilon, { flipRate: rate, method }),
        costPerCall: settings.costPerCall ?? null,
    };
}
/**
 * The route table of `run --suite` with the same settings: the plan comes from
 * the one planning function a live run uses (planLive), so the two never disagree.
 */
async function planFromSuite(file, settings, cwd, timing) {
    const epsilon = planEpsilon(settings);
    // A suite's plan is the live run's: its planner (and the suite reader) load only here.
    const { planLive } = await import('./live.js');
    const { plan: run, seeds } = await planLive({
        suite: file,
        epsilon,
        ...(settings.method === undefined ? {} : { method: settings.method }),
        ...(settings.costPerCall === undefined ? {} : { costPerCall: settings.costPerCall }),
    }, cwd);
    const suite = seeds.suite;
    const plans = run.routePlans;
    if (suite === null || plans === null)
        throw new Error('a suite plans repeats per route');
    const targets = suite.contract.stabilityTargets;
    const plan = {
        epsilon,
        routes: plans.map((p) => ({ ...p, targeted: targets.has(p.decision) })),
        totalCalls: run.calls.meter,
        uniformCalls: uniformCalls(plans),
        costPerCall: settings.costPerCall ?? null,
    };
    const sizing = timing === null ? null : { timing, result: shardsNeeded(run, timing, MAX_SHARDS) };
    return { plan, run, sizing };
}

const PLAN_REPORT_SCHEMA = 'agentverity-action/plan@1';
/** Calls (two per pair) and their cost for a number of additional pairs. */
function spend(pairs, costPerCall) {
    const calls = 2 * pairs;
    return costPerCall === null
        ? `${calls} calls`
        : `${calls} calls, about ${money(calls * costPerCall)} at ${money(costPerCall)} per call`;
}
function buildObservedPlanJson(p) {
    const cost = p.costPerCall;
    const persistingMore = p.pairsIfRatePersists === null ? null : Math.max(0, p.pairsIfRatePersists - p.observed.pairs);
    return {
        schema: PLAN_REPORT_SCHEMA,
        kind: 'observed',
        ...p,
        additionalCalls: {
            bestCase: p.bestCase.additionalPairs === null ? null : 2 * p.bestCase.additionalPairs,
            ifRatePersists: persistingMore === null ? null : 2 * persistingMore,
        },
        ...(cost === null
            ? {}
            : {
                additionalCost: {
                    bestCase: p.bestCase.additionalPairs === null ? null : 2 * p.bestCase.additionalPairs * cost,
                    ifRatePersists: persistingMore === null ? null : 2 * persistingMore * cost,
                },
            }),
    };
}
function renderObservedPlanJson(p) {
    return jsonText(buildObservedPlanJson(p));
}
function renderObservedPlanText(p) {
    const { flips, pairs, flipRate, ciLow, ciHigh, call } = p.observed;
    const eps = tolerance(p.epsilon);
    const best = p.bestCase;
    const lines = [];
    lines.push(`observed ${flips} flips in ${pairs} pairs: 95% CI [${formatRate(ciLow)}, ${formatRate(ciHigh)}], ${call} at ${eps}`);
    if (call === 'deterministic') {
        lines.push(`already certified: the upper bound is below ${eps}`);
    }
    else if (best.totalPairs === null || best.additionalPairs === null) {
        lines.push(`no practical number of pairs certifies ${eps}`);
    }
    else {
        lines.push(`best case: if every further pair agrees, the bound falls below ${eps} at ${best.totalPairs} pairs (${best.additionalPairs} more)` +
            (p.maxPairs === null
                ? ''
                : best.reachable
                    ? `, within the maximum of ${p.maxPairs}`
                    : `: not reachable within the maximum of ${p.maxPairs}`));
        lines.push(`  collecting them takes ${spend(best.additionalPairs, p.costPerCall)}`);
    }
    if (flips > 0 && call !== 'deterministic') {
        if (p.pairsIfRatePersists === null) {
            lines.push(`if the observed rate (${formatPercent(flipRate, 1)}) persists, no number of pairs certifies ${eps}`);
        }
        else {
            const more = Math.max(0, p.pairsIfRatePersists - pairs);
            lines.push(`if the observed rate (${formatPercent(flipRate, 1)}) persists, about ${p.pairsIfRatePersists} pairs are needed (${more} more, ${spend(more, p.costPerCall)})`);
        }
    }
    if (call === 'stochastic') {
        lines.push(`the evidence already calls it stochastic at ${eps}: the best case above would need every further pair to agree`);
    }
    if (call === 'undecided') {
        lines.push('Decide the maximum before collecting and stop there: adding pairs until the bound turns green inflates the false-certification rate (docs/statistics.md).');
    }
    return `${lines.join('\n')}\n`;
}
function buildSuitePlanJson(p) {
    const cost = p.costPerCall;
    const saved = Math.max(0, p.uniformCalls - p.totalCalls);
    return {
        schema: PLAN_REPORT_SCHEMA,
        kind: 'suite',
        epsilon: p.epsilon,
        routes: p.routes.map((r) => ({ ...r, ...(cost === null ? {} : { cost: r.calls * cost }) })),
        totalCalls: p.totalCalls,
        uniformCalls: p.uniformCalls,
        savedCalls: saved,
        costPerCall: cost,
        ...(cost === null
            ? {}
            : {
                totalCost: p.totalCalls * cost,
                uniformCost: p.uniformCalls * cost,
                savedCost: saved * cost,
            }),
    };
}
function renderSuitePlanText(p) {
    const cost = p.costPerCall;
    const header = ['route', 'cases', 'target', 'pairs*', 'repeats', 'calls'];
    if (cost !== null)
        header.push('cost');
    const rows = [header];
    for (const r of p.routes) {
        const row = [
            terminalSafe(r.decision, 40),
            String(r.cases),
            `${tolerance(r.target)}${r.targeted ? '' : ' (run)'}`,
            String(r.pairsNeeded),
            String(r.repeatsEach),
            String(r.calls),
        ];
        if (cost !== null)
            row.push(money(r.calls * cost));
        rows.push(row);
    }
    const cases = p.routes.reduce((s, r) => s + r.cases, 0);
    const total = ['total', String(cases), '', '', '', String(p.totalCalls)];
    if (cost !== null)
        total.push(money(p.totalCalls * cost));
    rows.push(total);
    const lines = table(rows, new Set([1, 2, 3, 4, 5, 6]));
    lines.push('');
    lines.push('* zero-flip disjoint pairs needed for each route to certify at its target (95%, by the meter\'s method); "(run)" marks routes without a declared target, held to the run tolerance.');
    if (p.uniformCalls > p.totalCalls) {
        const saved = p.uniformCalls - p.totalCalls;
        lines.push(`Uniform repeats for every case would cost ${p.uniformCalls} calls; planning per route saves ${saved}` +
            (cost === null
                ? '.'
                : ` (about ${money(saved * cost)} of ${money(p.uniformCalls * cost)}).`));
    }
    if (cost !== null) {
        lines.push(`Costs are calls × ${money(cost)} per call, in the unit you gave; they assume every pair agrees (a flip can end a route's certification early).`);
    }
    return `${lines.join('\n')}\n`;
}

function emit(io, options, text) {
    if (options.output !== undefined)
        refusingWrites(io.writeFile)(outputPath(io.cwd, options.output, 'plan'), text);
    else
        io.stdout(text);
}
async function planCommand(options, io) {
    if ((options.observed === undefined) === (options.suite === undefined)) {
        throw new Refusal('usage.plan-source', 'plan needs exactly one of --observed FLIPS/PAIRS or --suite FILE');
    }
    const settings = {
        ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
        ...(options.precision === undefined ? {} : { precision: options.precision }),
        ...(options.method === undefined ? {} : { method: options.method }),
        ...(options.costPerCall === undefined ? {} : { costPerCall: options.costPerCall }),
    };
    // The settings are refused before the flags' usage and the suite (settings.*).
    planEpsilon(settings);
    if (options.maxPairs !== undefined && options.observed === undefined) {
        throw new Refusal('usage.max-pairs', '--max-pairs applies to --observed only');
    }
    const sizing = [
        ['--latency', options.latency],
        ['--rate-limit', options.rateLimit],
        ['--max-workers', options.maxWorkers],
        ['--wall-time', options.wallTime],
    ];
    const givenSizing = sizing.filter(([, v]) => v !== undefined).map(([flag]) => flag);
    if (givenSizing.length > 0) {
        if (options.suite === undefined) {
            throw new Refusal('usage.plan-shards', `${givenSizing.join(', ')} size the shards of a suite's run: give --suite FILE`);
        }
        if (options.latency === undefined || options.wallTime === undefined) {
            throw new Refusal('usage.plan-shards', 'sizing the shards needs the latency of one call and the wall time a shard may take: give --latency and --wall-time (--rate-limit and --max-workers are optional)');
        }
        if (options.maxWorkers !== undefined && options.maxWorkers < 1) {
            throw new Refusal('usage.plan-shards', '--max-workers: expected a whole number of at least 1');
        }
        if (options.rateLimit !== undefined && !(options.rateLimit > 0)) {
            throw new Refusal('usage.plan-shards', '--rate-limit: expected a rate above 0');
        }
    }
    if (options.observed !== undefined) {
        const plan = planFromObserved(options.observed, {
            ...settings,
            ...(options.maxPairs === undefined ? {} : { maxPairs: options.maxPairs }),
        });
        emit(io, options, options.format === 'json' ? renderObservedPlanJson(plan) : renderObservedPlanText(plan));
        return 0;
    }
    return planSuite(options.suite, settings, options, io);
}
/** The calls of the whole run, after the route table. */
function runCallsLine(plan) {
    const c = plan.calls;
    return (`A run of this suite with these settings makes ${c.total} agent calls: ${describePhases(c)}` +
        (plan.settings.relations.length > 0 ? ' (the built-in relations)' : '') +
        '.\n');
}
/**
 * The route table of `run --suite` with the same settings: the plan comes from
 * the one planning function a live run uses (planLive), so the two never disagree.
 */
async function planSuite(file, settings, options, io) {
    const timing = options.latency === undefined || options.wallTime === undefined
        ? null
        : {
            latencyMs: options.latency,
            workers: options.maxWorkers ?? 1,
            ratePerSecond: options.rateLimit ?? null,
            wallTimeMs: options.wallTime,
        };
    const { plan, run, sizing } = await planFromSuite(file, settings, io.cwd, timing);
    const c = run.calls;
    emit(io, options, options.format === 'json'
        ? logSafeJson({
            ...buildSuitePlanJson(plan),
            run: {
                calls: {
                    meter: c.meter,
                    sources: c.sources,
                    relationSources: c.relationSources,
                    relations: c.relations,
                    total: c.total,
                },
                ...(run.cost === null ? {} : { cost: run.cost }),
            },
            ...(sizing === null ? {} : { shards: shardsJson(sizing.timing, sizing.result) }),
        })
        : `${renderSuitePlanText(plan)}${runCallsLine(run)}${sizing === null ? '' : shardsText(sizing.timing, sizing.result)}`);
    return 0;
}
/** The shard sizing as the JSON plan holds it (milliseconds and calls). */
function shardsJson(t, r) {
    return {
        shards: r.shards,
        latencyMs: t.latencyMs,
        workersPerShard: t.workers,
        ratePerSecondPerShard: t.ratePerSecond,
        wallTimeMs: t.wallTimeMs,
        msPerCall: r.msPerCall,
        totalCalls: r.totalCalls,
        unshardedMs: r.unshardedMs,
        largestShardCalls: r.largestShardCalls,
        largestShardMs: r.largestShardMs,
        emptyShards: r.emptyShards,
        largestInputCalls: r.largestInputCalls,
    };
}
/** The shard sizing as a sentence or two (docs/sharding.md has the formula). */
function shardsText(t, r) {
    const pace = `at ${formatDuration(t.latencyMs)} a call with ${t.workers} worker${t.workers === 1 ? '' : 's'} per shard` +
        (t.ratePerSecond === null ? '' : ` and at most ${t.ratePerSecond} calls/s per shard`) +
        `, a shard spends ${formatDuration(r.msPerCall)} per call`;
    const whole = `the run's ${r.totalCalls} calls take about ${formatDuration(r.unshardedMs)} on one machine`;
    if (r.shards === null) {
        const one = r.largestInputCalls * r.msPerCall;
        return (`Shards: ${pace}; ${whole}. No number of shards up to ${PLAN_MAX_SHARDS} finishes within ${formatDuration(t.wallTimeMs)}` +
            (one > t.wallTimeMs
                ? ` (one input's ${r.largestInputCalls} calls alone take ${formatDuration(one)}, and an input is never split)`
                : '') +
            ': raise the wall time, the workers or the rate limit.\n');
    }
    return (`Shards: ${pace}; ${whole}. To finish within ${formatDuration(t.wallTimeMs)}: ${r.shards} shard${r.shards === 1 ? '' : 's'}` +
        ` (run --shard 1/${r.shards} … ${r.shards}/${r.shards}); the largest holds ${r.largestShardCalls} calls, about ${formatDuration(r.largestShardMs ?? 0)}` +
        ((r.emptyShards ?? 0) > 0
            ? `; ${r.emptyShards} of them hold no input (inputs fall in shards by fingerprint, not evenly)`
            : '') +
        '.\n');
}

export { planCommand };
