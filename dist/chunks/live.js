import { randomInt } from 'node:crypto';
import path from 'node:path';
import { b as scrubbingAgent, s as scrubberOf, c as scrubThrown } from './scrub.js';
import { a as interrupted, E as EXIT } from './errors.js';
import { r as refuseOutputsOverInputs, o as outputPath, q as holdsCompleteEvidence, b as besidePath, a as terminalSafe, C as CLI_COMMAND, V as VERSION, T as TOOL_NAME } from './module-spec.js';
import { f as guardAgentCalls, s as settleStrayErrors, i as isoNow, n as writePieces, h as exitNow, j as strayErrorsSoFar, k as sealStrayErrors } from './telemetry.js';
import { c as commandAgent, h as headersOf } from './headers.js';
import { c as chunksWithinLimits, h as httpAgent, d as describeUnanswered } from './limited-text.js';
import { d as describePlan, a as describeDiagnostics } from './live-plan.js';
import { H as relationsFor } from './check2.js';
import { k as DEFAULT_EVIDENCE_OUT, g as inputFilesOf, w as withoutNulls, l as DEFAULT_BLINDNESS_THRESHOLD, y as shardOf, u as DEFAULT_EARLY_REJECTION, h as DEFAULT_TIMEOUT_MS } from './settings.js';
import { P as ProgressPrinter, a as shardPlan } from './shard.js';
import { c as collectEvidence, a as streamEvidenceFile, b as chooseEvidenceFormat, p as planCollection, d as routesAboveK, r as readSeeds } from './seeds.js';
import { i as isRefusal, R as Refusal } from './types.js';
import { w as formatRate, U as resolveEpsilon } from './facts.js';
import { l as loadModuleAgent, D as DEFAULT_LOAD_TIMEOUT_MS } from './module.js';
import 'node:fs';
import 'node:module';
import 'node:url';
import 'node:child_process';
import './json.js';
import 'node:fs/promises';
import 'node:buffer';
import './observation.js';
import './registry.js';
import './budget.js';
import './order.js';
import './digest.js';
import './intern.js';
import './schema.js';
import './nearest.js';
import 'node:perf_hooks';
import './suite.js';
import './curtail.js';
import 'node:worker_threads';

// A live run: load the agent, plan, call it, and write the evidence before
// anything else. Shared by `run`, a live `snapshot` and the Action's gate.
// ---------------------------------------------------------------------------
// The run.
async function makeAgent(settings, io, layer) {
    // The layer says whether every answer must carry a decision (the verdict layer).
    const iso = {
        layer,
        ...(settings.isolation === undefined ? {} : { isolation: settings.isolation }),
    };
    if (settings.agent !== undefined) {
        // `run` keeps a module agent in this thread: a thread costs one message round trip
        // (about 40 µs) per call, which a meter of 100k calls would pay many times over.
        // A call stuck in a synchronous loop is therefore not stopped here (the docs say so,
        // and that a command worker is); `bench` and `cases` run modules in a thread.
        return loadModuleAgent(settings.agent, {
            cwd: io.cwd,
            loadTimeoutMs: loadTimeoutOf(settings, io.env),
            thread: false,
            ...iso,
        });
    }
    // The agent's own text is scrubbed before it cuts any for a message.
    const scrub = scrubberOf(io.secrets);
    const scrubbing = scrub === null ? {} : { scrub };
    if (settings.agentCommand !== undefined) {
        return commandAgent({
            command: settings.agentCommand,
            cwd: io.cwd,
            env: io.env,
            ...iso,
            ...scrubbing,
        });
    }
    if (settings.agentUrl === undefined) {
        throw new Refusal('settings.no-agent', 'a live run needs an agent', undefined, {
            setting: 'agent',
        });
    }
    return httpAgent({
        url: settings.agentUrl,
        ...(settings.decisionPath === undefined ? {} : { decisionPath: settings.decisionPath }),
        ...(settings.textPath === undefined ? {} : { textPath: settings.textPath }),
        ...(settings.toolsPath === undefined ? {} : { toolsPath: settings.toolsPath }),
        headers: headersOf(settings.header),
        ...(settings.httpRetries === undefined ? {} : { retries: settings.httpRetries }),
        ...iso,
        ...scrubbing,
    });
}
/** The collection, marked incomplete because errors escaped outside every agent call. */
function withEscapedErrors(result, escaped) {
    const why = `${escaped} ${escaped === 1 ? 'error' : 'errors'} escaped outside any agent call (a timer or a promise the agent left unhandled), so the run is not trusted`;
    const before = result.evidence.stopReason;
    return {
        ...result,
        evidence: {
            ...result.evidence,
            complete: false,
            stopReason: before === undefined ? why : `${before}; ${why}`,
        },
    };
}
/**
 * How long a module agent may take to load and make its agent: 120 s, or the
 * per-call timeout when that is longer. `--timeout none` lifts the cap on calls,
 * not on loading. `AGENTVERITY_LOAD_TIMEOUT_MS` overrides it (tests use a short one).
 */
function loadTimeoutOf(settings, env) {
    const given = Number(env['AGENTVERITY_LOAD_TIMEOUT_MS']);
    if (env['AGENTVERITY_LOAD_TIMEOUT_MS'] !== undefined && Number.isSafeInteger(given) && given > 0)
        return given;
    return Math.max(DEFAULT_LOAD_TIMEOUT_MS, settings.timeout ?? 0);
}
/** The agent could not answer its first calls: the error once, with its count, and exit 2. */
function refuseUnanswered(u, out) {
    const top = u.errors[0];
    return new Refusal('run.agent-unavailable', `the agent cannot answer: ${terminalSafe(describeUnanswered(u), 800)}. Nothing was assessed; the evidence collected so far (marked incomplete) is in ${terminalSafe(out, 500)}`, undefined, {
        data: {
            calls: u.calls,
            error: top?.error ?? null,
            count: top?.count ?? 0,
            distinctErrors: u.errors.length,
        },
    });
}
async function loadSeeds(settings, cwd) {
    const file = settings.suite ?? settings.inputs;
    if (file === undefined) {
        throw new Refusal('settings.seeds', 'a live run needs `inputs` or `suite`', undefined, {
            setting: 'inputs',
        });
    }
    const seeds = await readSeeds(file, cwd);
    if (settings.suite !== undefined && seeds.format !== 'suite') {
        throw new Refusal('usage.run-suite', `expected a decision suite (a .json file with the suite schema)`, file, { setting: 'suite' });
    }
    return seeds;
}
function collectSettings(settings, seeds, relations, epsilon, isolation) {
    return {
        cases: seeds.cases,
        suite: seeds.suite,
        ...(settings.layer === undefined ? {} : { layer: settings.layer }),
        epsilon,
        ...(settings.k === undefined ? {} : { k: settings.k }),
        ...(settings.budget === undefined ? {} : { budget: settings.budget }),
        relations,
        reuse: settings.reuse !== false,
        meter: settings.meter !== false,
        blindness: settings.blindness !== false,
        sequential: settings.sequential === true,
        curtail: settings.curtail === true,
        maxWorkers: settings.maxWorkers ?? 1,
        parallelRepeats: settings.parallelRepeats === true,
        timeoutMs: settings.timeout === undefined ? DEFAULT_TIMEOUT_MS : settings.timeout,
        ratePerSecond: settings.rateLimit ?? null,
        errorPolicy: settings.errorPolicy ?? 'record',
        ...(isolation === undefined ? {} : { isolation }),
        costPerCall: settings.costPerCall ?? null,
        ...(settings.method === undefined ? {} : { method: settings.method }),
        ...(settings.allocation === undefined
            ? {}
            : { allocation: settings.allocation }),
        ...(settings.seed === undefined ? {} : { seed: settings.seed }),
        // Early rejection reads every input's pairs at once: a shard runs without it (docs/sharding.md).
        earlyRejection: settings.earlyRejection ?? (settings.shard === undefined ? DEFAULT_EARLY_REJECTION : false),
    };
}
/**
 * The plan of the whole run, cut down to the shard when the settings name one: k,
 * the per-route repeats and the budget's split are the whole run's either way.
 */
function planFor(settings, seeds, relations, epsilon, isolation) {
    const whole = planCollection(collectSettings(settings, seeds, relations, epsilon, isolation));
    const shard = shardOf(settings);
    return shard === null ? whole : shardPlan(whole, shard);
}
/** The settings recorded in the evidence and the report (no paths beyond base names, no secrets). */
function recordedSettings(settings, plan, agent, blindnessThreshold) {
    const s = plan.settings;
    const given = settings.suite ?? settings.inputs;
    // A given k the suite's stability targets raised on some routes: said, never silent.
    const raised = routesAboveK(plan);
    return {
        command: 'run',
        epsilon: plan.epsilon,
        ...(settings.precision === undefined ? {} : { precision: settings.precision }),
        k: plan.mode === 'sequential' ? null : plan.k,
        ...(raised.length === 0
            ? {}
            : { kRaised: Object.fromEntries(raised.map((r) => [r.decision, r.repeats])) }),
        budget: s.budget,
        layer: plan.layer,
        blindnessThreshold,
        relations: s.relations.map((r) => r.name),
        reuse: s.reuse,
        ...(s.meter ? {} : { meter: false }),
        ...(s.blindness ? {} : { blindness: false }),
        sequential: s.sequential,
        curtail: s.curtail,
        method: s.method,
        allocation: s.allocation,
        ...(s.seed === null ? {} : { seed: s.seed }),
        earlyRejection: plan.earlyRejection !== null,
        maxWorkers: s.maxWorkers,
        parallelRepeats: s.parallelRepeats,
        timeoutMs: s.timeoutMs,
        ratePerSecond: s.ratePerSecond,
        errorPolicy: s.errorPolicy,
        agent: agent.kind,
        seeds: given === undefined ? 'inline' : path.basename(given),
    };
}
/**
 * The plan a live run with these settings makes, before any agent is loaded:
 * `run --dry-run`, the plan printed before a run's first call and `plan --suite`
 * are this one plan. Every setting it uses is checked here (refusals before any call).
 */
async function planLive(asked, cwd, inline) {
    // `null` is "not given" (settings read from JSON).
    const given = withoutNulls(asked);
    // A random allocation without a seed gets one here; the run records it in the evidence.
    const settings = given.allocation === 'random' && given.seed === undefined
        ? { ...given, seed: randomInt(0, 2 ** 48 - 1) }
        : given;
    const epsilon = resolveEpsilon(settings.precision ?? 'balanced', settings.epsilon);
    const blindnessThreshold = settings.blindnessThreshold ?? DEFAULT_BLINDNESS_THRESHOLD;
    const seeds = inline ?? (await loadSeeds(settings, cwd));
    const relations = await relationsFor(settings.relations, cwd);
    const plan = planFor(settings, seeds, relations, epsilon, settings.isolation);
    return { plan, seeds, relations, epsilon, blindnessThreshold, settings };
}
/**
 * Collect evidence from the agent as the settings say and write it: the part of
 * `run` before the assessment. The settings must have passed checkSettings.
 * Returns the plan alone for a dry run, and `Interrupted` when Ctrl-C (or a
 * cancelled job) stopped the calls: the evidence so far is then written and
 * nothing is assessed.
 */
async function collectLive(given, io, options = {}) {
    // Every setting is checked (and the plan made) before the agent is loaded.
    let planned = await planLive(given, io.cwd, options.seeds);
    const { seeds, relations, epsilon, blindnessThreshold, settings } = planned;
    let plan = planned.plan;
    // The plan is made again below for the agent's declared isolation: this
    // function's frame must not keep the first one alive through the whole run
    // (nothing reads `planned` again: the assignment is for the collector's sake).
    // eslint-disable-next-line no-useless-assignment
    planned = null;
    const say = (text) => {
        if (io.quiet !== true)
            io.log(text);
    };
    options.beforeCalls?.(plan);
    if (options.dryRun === true)
        return { kind: 'planned', plan };
    // Before any call: the evidence must have somewhere to go.
    let out = settings.evidenceOut ?? DEFAULT_EVIDENCE_OUT;
    refuseOutputsOverInputs(io.cwd, [
        {
            flag: settings.evidenceOut === undefined ? 'the evidence file' : '--evidence-out',
            given: out,
        },
    ], inputFilesOf(settings));
    io.files.checkWritable(outputPath(io.cwd, out, 'evidence'), 'evidence');
    const ownsProcess = options.ownsProcess === true;
    // A module agent runs in this process: from loading it to the last call, its
    // process.exit() fails the call instead of ending the run, and what it prints
    // goes to stderr, away from the report on stdout.
    const unguard = ownsProcess ? guardAgentCalls() : () => undefined;
    const escapedBefore = strayErrorsSoFar();
    let agent;
    try {
        // Secrets leave each answer here, before the collector records or prints it.
        agent = scrubbingAgent(options.agent ?? (await makeAgent(settings, io, plan.layer)), scrubberOf(io.secrets));
    }
    catch (error) {
        unguard();
        // An agent that fails to load may say why with what it was given.
        throw scrubThrown(error, scrubberOf(io.secrets));
    }
    const controller = new AbortController();
    let interrupts = 0;
    let stoppedBy = 'SIGINT';
    // Ctrl-C, and SIGTERM (how CI systems and `docker stop` cancel a job), stop the
    // run and write the evidence collected so far; a second one quits at once.
    const onSignal = (signal) => {
        interrupts += 1;
        if (interrupts > 1)
            exitNow(EXIT.interrupted);
        stoppedBy = signal;
        io.log(`\nagentverity: interrupted${signal === 'SIGINT' ? '' : ` (${signal})`}; writing the evidence collected so far (Ctrl-C again to quit at once)\n`);
        controller.abort();
    };
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (ownsProcess) {
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
    }
    let result;
    try {
        if (settings.isolation === undefined && agent.isolation !== null) {
            plan = planFor(settings, seeds, relations, epsilon, agent.isolation);
        }
        say(describePlan(plan, `${agent.kind} ${agent.label}`));
        const printer = io.quiet === true ? null : new ProgressPrinter(io.log, io.liveProgress);
        result = await collectEvidence(plan, agent, {
            signal: controller.signal,
            ...(printer === null
                ? {}
                : {
                    onProgress: (p) => (p.phase === 'done' ? printer.finish(p) : printer.update(p)),
                    progressMs: ProgressPrinter.intervalFor(io.liveProgress),
                }),
        });
    }
    finally {
        try {
            await agent.close();
        }
        finally {
            unguard();
            options.signal?.removeEventListener('abort', onOuterAbort);
            if (ownsProcess) {
                process.off('SIGINT', onSignal);
                process.off('SIGTERM', onSignal);
            }
        }
    }
    // An error that escaped every call (an agent's timer, a promise it left
    // unhandled) makes the evidence incomplete before anything is written from it,
    // so that every report and the exit code say the same.
    if (ownsProcess) {
        await settleStrayErrors();
        const escaped = strayErrorsSoFar() - escapedBefore;
        sealStrayErrors();
        if (escaped > 0)
            result = withEscapedErrors(result, escaped);
    }
    // A failed run (a call failed, or it stopped early) never replaces complete
    // evidence at the default path (nobody
    // named the file, so nobody asked for it to be replaced): it is kept, and this
    // run's evidence is written beside it.
    const failed = !result.evidence.complete ||
        result.stats.errors > 0 ||
        result.fatal !== undefined ||
        result.stats.unanswered !== undefined ||
        result.stats.stopReason === 'interrupted';
    if (failed &&
        settings.evidenceOut === undefined &&
        holdsCompleteEvidence(outputPath(io.cwd, out, 'evidence'))) {
        const kept = out;
        out = besidePath(out);
        io.log(`agentverity: this run failed or is incomplete, so the complete evidence already in ${terminalSafe(kept, 500)} is kept; this run's evidence is written beside it, to ${terminalSafe(out, 500)}\n`);
    }
    // The evidence first, always.
    const recorded = recordedSettings(settings, plan, agent, blindnessThreshold);
    // Written case by case, the digest computed over the same cases in the same pass.
    // A long run's file is written with a decision table per case (evidence@2).
    const stream = streamEvidenceFile(result.evidence, {
        tool: { name: TOOL_NAME, version: VERSION },
        createdAt: isoNow(io.clock),
        settings: recorded,
        suiteDigest: seeds.suiteDigest,
        redact: settings.redact === true,
        ...(plan.shard === null
            ? {}
            : {
                shard: plan.shard,
                positions: new Map(plan.cases.map((c) => [c.fingerprint, c.index])),
            }),
    }, chooseEvidenceFormat(result.evidence));
    // What the evidence reader would refuse (docs/limits.md) is refused here, unwritten.
    const target = outputPath(io.cwd, out, 'evidence');
    writePieces(io.files, target, chunksWithinLimits(stream.chunks, target, 'evidence'));
    const file = stream.head;
    const digest = stream.digest();
    const { stats } = result;
    io.log(`agentverity: wrote ${result.evidence.complete ? '' : 'incomplete '}${plan.shard === null ? '' : `shard ${plan.shard.index}/${plan.shard.count} `}evidence (${result.evidence.cases.length} inputs, ${stats.calls.total} calls, ${stats.errors} failed) to ${terminalSafe(out, 500)}\n`);
    io.log(describeDiagnostics(stats.agent));
    if (stats.unanswered !== undefined)
        throw refuseUnanswered(stats.unanswered, out);
    if (result.fatal !== undefined) {
        const cause = result.fatal.cause;
        if (cause !== undefined && !isRefusal(cause))
            throw cause;
        throw new Refusal('run.stopped', `collection stopped on an error (${terminalSafe(result.fatal.message, 500)}); the evidence collected so far is in ${out}`);
    }
    if (stats.stopReason === 'interrupted') {
        io.log(`agentverity: interrupted; assess what was collected with: ${CLI_COMMAND} assess --evidence ${terminalSafe(out, 500)}\n`);
        return interrupted(options.signal?.aborted === true ? 'abort' : stoppedBy, out);
    }
    if (stats.curtailment !== undefined) {
        const s = stats.curtailment.stop;
        say(`agentverity: curtailed after pair ${s.atPair}: ${s.route === null ? 'pooled' : `route ${terminalSafe(s.route, 60)}`} has ${s.flips} flips in ${s.pairs} pairs; ` +
            `even if all ${s.endpointPairs - s.pairs} remaining pairs agreed, the upper bound at ${s.endpointPairs} pairs would be ${formatRate(s.bestCaseHigh)} >= ${formatRate(s.epsilon)}. ` +
            `${stats.curtailment.callsAvoided} calls avoided; the evidence is marked incomplete.\n`);
    }
    if (stats.sequential !== undefined) {
        say(`agentverity: sequential decision at declared checkpoints: ${stats.sequential.call} after ${stats.sequential.pairs} pairs (${stats.sequential.rounds} rounds)\n`);
    }
    let suite = seeds.suite;
    if (suite !== null && result.evidence.cases.length < suite.cases.length) {
        say(`agentverity: ${suite.cases.length - result.evidence.cases.length} suite cases were not collected, so the contract and route table are left out of this assessment\n`);
        suite = null;
    }
    return {
        kind: 'collected',
        result,
        file,
        digest,
        evidencePath: out,
        settings: recorded,
        epsilon,
        blindnessThreshold,
        suite,
        seedSuite: seeds.suite,
        shard: plan.shard,
    };
}

export { collectLive, describePlan, planLive };
