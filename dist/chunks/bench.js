import path from 'node:path';
import { R as Refusal, i as isRefusal } from './types.js';
import { J as DEFAULT_BENCH_EVIDENCE_OUT, b as benchAgentSpec, K as agentNames, L as benchmarkDigest, f as buildBenchEvidence, M as BENCH_ORDER, N as serialiseBenchEvidence, c as benchEvidenceDigest, z as reportBench, i as collectBench, p as loadBenchmark, v as readBench, o as listBenchmarks, y as renderBench, A as runBenchPrompt, e as benchmarkInfo } from './bench2.js';
import { V as VERSION, T as TOOL_NAME, o as outputPath, r as refuseOutputsOverInputs, a as terminalSafe, t as terminalSafeLines, c as checkWritable } from './module-spec.js';
import { B as BENCH_DECLARED_KEYS, e as BENCH_SETTING_TABLE, f as flagOf } from './settings2.js';
import { w as withoutNulls, i as isSettingsRefusal, B as BENCH_IMPORT_SOURCES, r as refuseProblems, d as describeRefusal } from './settings.js';
import { i as importerOf, I as IMPORT_KINDS } from './registry.js';
import { r as resolveBenchOptions } from './keep-evidence.js';
import { t as textWithinLimits } from './limited-text.js';
import { i as isoNow } from './telemetry.js';
import { s as scrubberOf, a as scrubDeep } from './scrub.js';
import { E as EXIT, e as exitCodeOf, i as isInterrupted } from './errors.js';
import { a as appIoOf } from './io.js';
import { a as resolveReportTargets, r as refuseReportsOverInputs } from './reports.js';
import './format-renderers.js';
import './facts.js';
import './failure-groups.js';
import './nearest.js';
import './observation.js';
import './table.js';
import './cases-setting-table.js';
import './headers.js';
import './module.js';
import 'node:fs';
import 'node:url';
import 'node:worker_threads';
import 'node:perf_hooks';
import 'node:child_process';
import './ajv.js';
import './digest.js';
import 'node:crypto';
import './json.js';
import 'node:fs/promises';
import 'node:buffer';
import './schema-inline.js';
import './file-format.js';
import './schema.js';
import './commander.js';
import 'node:events';
import 'node:process';
import './options.js';
import 'node:module';
import './report-options.js';

// The settings of `bench test` and `bench compare`: their type, the keys in the
// order the shells list them, which apply to a live run or to imported outcome
// logs only, the one check both shells' settings go through, and the statistics'
// options they resolve to. The use case that runs on them is bench-run.ts.
/** The bundled benchmark a live run uses when none is named. */
const DEFAULT_BENCHMARK = 'general';
/** Runs of every task when none are asked for: enough for pass^k up to 3 and a flip pair. */
const DEFAULT_BENCH_RUNS = 3;
/**
 * Which outcome logs a bench may import, by the setting that names them: the
 * importers of the registry that declare `bench` (src/importers/registry.ts), in
 * its order. A kind without it is refused by the check, never ignored.
 */
const BENCH_IMPORT_KEYS = BENCH_IMPORT_SOURCES.map((s) => s.kind);
/** The import kinds a bench does not read (their setting is refused). */
const NOT_BENCH_KINDS = IMPORT_KINDS.filter((k) => !BENCH_IMPORT_KEYS.includes(k));
/** The bench's import settings as a reader names them: `a`, `b` and `c` (or `a, b, c`). */
function importList(last) {
    const named = BENCH_IMPORT_KEYS.map((k) => `\`${k}\``);
    if (last === ',' || named.length < 2)
        return named.join(', ');
    return `${named.slice(0, -1).join(', ')} or ${named[named.length - 1] ?? ''}`;
}
/** Every bench setting but the agents, in the order the shells list them. */
const BENCH_SETTING_KEYS = BENCH_DECLARED_KEYS.flatMap((key) => (key === 'evidence' ? [key, ...BENCH_IMPORT_KEYS] : [key]));
/** Settings that apply to running agents only. */
const LIVE_ONLY = BENCH_DECLARED_KEYS.filter((k) => BENCH_SETTING_TABLE[k].scope === 'live');
/** Settings that apply to importing outcome logs only. */
const IMPORT_ONLY = BENCH_DECLARED_KEYS.filter((k) => BENCH_SETTING_TABLE[k].scope === 'import');
function importsOf(s) {
    return BENCH_IMPORT_KEYS.flatMap((key) => (s[key] ?? []).map((file) => ({ key, file })));
}
function sourceOf(s) {
    const found = [];
    if ((s.agents ?? []).length > 0)
        found.push('live');
    if (s.evidence !== undefined)
        found.push('evidence');
    if (importsOf(s).length > 0)
        found.push('import');
    return found.length === 1 ? (found[0] ?? null) : null;
}
/** A name an agent may be given (`base=…`): it shows in tables, file names and JUnit. */
const AGENT_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;
/**
 * One `[NAME=]AGENT` argument: `cmd:COMMAND` a command worker (docs/agent-protocol.md),
 * an http(s) URL an HTTP agent, a `.py` file a Python `run_agent` file, anything
 * else a JS/TS module (`FILE[:EXPORT]`).
 */
function parseBenchAgent(arg) {
    const eq = arg.indexOf('=');
    let name = null;
    let rest = arg;
    if (eq > 0 && AGENT_NAME.test(arg.slice(0, eq)) && !/^(cmd|https?):/i.test(arg)) {
        name = arg.slice(0, eq);
        rest = arg.slice(eq + 1);
    }
    const command = /^cmd:(.*)$/s.exec(rest);
    if (command !== null)
        return { name, spec: { kind: 'command', command: command[1] ?? '' } };
    return { name, spec: benchAgentSpec(rest) };
}
/** The names the agents run under (`NAME=` or one made from the agent, unique): see `agentNames`. */
function benchAgentNames(agents) {
    const parsed = agents.map(parseBenchAgent);
    return agentNames(parsed.map((p) => p.spec), parsed.map((p) => p.name));
}
/**
 * The files a bench run reads, each with its setting's flag: the benchmark file
 * (a bundled benchmark's bare name is no file), the bench evidence and the
 * outcome logs. No output may be one of them.
 */
function benchInputFilesOf(given) {
    const s = withoutNulls(given);
    const files = [];
    const benchmark = s.benchmark;
    if (benchmark !== undefined && /[\\/]|\.(ya?ml|json)$/i.test(benchmark)) {
        files.push({ flag: '--benchmark', given: benchmark });
    }
    if (s.evidence !== undefined)
        files.push({ flag: '--evidence', given: s.evidence });
    for (const { key, file } of importsOf(s))
        files.push({ flag: `--${key}`, given: file });
    return files;
}
/** Where a bench run that runs or imports writes its evidence, with the flag that named it. */
function benchEvidenceOutOf(s) {
    return s.evidenceOut === undefined
        ? { flag: 'the bench evidence file', given: DEFAULT_BENCH_EVIDENCE_OUT }
        : { flag: '--evidence-out', given: s.evidenceOut };
}
/** Every problem with the settings of a bench command, each keyed by its setting. */
function checkBenchSettings(command, asked) {
    // `null` is "not given" (settings read from JSON), as for the gate's settings.
    const s = withoutNulls(asked);
    const problems = [];
    const add = (setting, code, message) => problems.push({ setting, code, message });
    for (const kind of NOT_BENCH_KINDS) {
        if (s[kind] !== undefined) {
            add(kind, 'settings.import-kind', `a bench does not import ${importerOf(kind).title}: give outcome logs as ${importList('or')}, or assess these runs with the gate`);
        }
    }
    if (problems.length > 0)
        return problems;
    const agents = s.agents ?? [];
    const given = [];
    if (agents.length > 0)
        given.push('live');
    if (s.evidence !== undefined)
        given.push('evidence');
    if (importsOf(s).length > 0)
        given.push('import');
    if (given.length === 0) {
        add('agents', 'settings.nothing-to-assess', command === 'test'
            ? `give the agent to test (a module, a .py file with run_agent, an http(s) URL or cmd:COMMAND), or recorded outcomes: \`evidence\` (bench evidence), ${importList('or')}`
            : `give two or more agents to compare, or recorded outcomes: \`evidence\` (bench evidence), ${importList('or')}`);
        return problems;
    }
    if (given.length > 1) {
        add(given.includes('live') ? 'agents' : 'evidence', 'settings.live-and-recorded', `give agents to run, a bench evidence file (\`evidence\`), or outcome logs to import (${importList(',')}) — one of them, not several`);
        return problems;
    }
    const source = given[0];
    if (source === 'live') {
        if (command === 'test' && agents.length !== 1) {
            add('agents', 'settings.agents', `bench test takes one agent, got ${agents.length}; compare several with bench compare`);
        }
        if (command === 'compare' && agents.length < 2) {
            add('agents', 'settings.agents', 'bench compare needs at least two agents');
        }
        agents.forEach((a, i) => {
            const { spec } = parseBenchAgent(a);
            const empty = (spec.kind === 'command' && spec.command.trim() === '') ||
                (spec.kind === 'module' && spec.module.trim() === '');
            if (empty)
                add('agents', 'settings.empty', `agent ${i + 1} is empty: ${JSON.stringify(a)}`);
        });
        const names = benchAgentNames(agents);
        const twice = names.filter((n, i) => names.indexOf(n) !== i);
        if (twice.length > 0) {
            add('agents', 'settings.agents', `two agents are named ${JSON.stringify(twice[0])}: name each one (NAME=AGENT) uniquely`);
        }
        if (command === 'compare' &&
            s.failIfWorse !== undefined &&
            s.failIfWorse !== '' &&
            !names.includes(s.failIfWorse)) {
            add('failIfWorse', 'settings.choice', `${JSON.stringify(s.failIfWorse)} is not one of the agents compared (${names.map((n) => JSON.stringify(n)).join(', ')}); name them with NAME=AGENT`);
        }
        if (s.runs !== undefined &&
            !(Number.isSafeInteger(s.runs) && s.runs >= 1 && s.runs <= 10_000)) {
            add('runs', 'settings.range', 'expected a whole number of runs from 1 to 10000');
        }
        // pass^k needs k scored runs of every task: known before any call.
        const runs = s.runs ?? DEFAULT_BENCH_RUNS;
        if (s.passK !== undefined && Number.isSafeInteger(s.passK) && s.passK > runs) {
            add('passK', 'settings.range', `pass^k with k = ${s.passK} needs at least ${s.passK} runs of every task, but \`runs\` is ${runs}${s.runs === undefined ? ' (the default)' : ''}: give k of ${runs} or fewer, or more runs`);
        }
        if (s.maxWorkers !== undefined && !(Number.isSafeInteger(s.maxWorkers) && s.maxWorkers >= 1)) {
            add('maxWorkers', 'settings.range', 'expected a whole number of at least 1');
        }
    }
    else {
        for (const key of LIVE_ONLY) {
            if (s[key] !== undefined) {
                add(key, 'settings.live-only', 'applies when agents are run; recorded outcomes are assessed as they were recorded');
            }
        }
    }
    if (source !== 'import') {
        for (const key of IMPORT_ONLY) {
            if (s[key] !== undefined) {
                add(key, 'settings.import-only', `applies to outcome logs (${importList(',')}) only`);
            }
        }
    }
    if (command === 'test' && s.failIfWorse !== undefined) {
        add('failIfWorse', 'settings.compare-only', 'applies to a comparison of two or more agents: with one, there is no other for it to be worse than');
    }
    if (source === 'evidence' && s.evidenceOut !== undefined) {
        add('evidenceOut', 'settings.live-only', 'the bench evidence is the file given; nothing new is written');
    }
    return problems;
}
/**
 * Runs `f`; a refusal about a file it reads that names no setting is keyed by
 * the setting that named the file, so each shell says which flag or input it was.
 */
async function aboutSetting(setting, f) {
    try {
        return await f();
    }
    catch (error) {
        if (error instanceof Refusal && error.setting === undefined && !isSettingsRefusal(error)) {
            throw new Refusal(error.code, error.reason, error.where, {
                setting,
                ...(error.data === undefined ? {} : { data: error.data }),
            });
        }
        throw error;
    }
}
/** The statistics' options from the settings, checked by the core (a refusal names the setting). */
function benchOptionsOf(given) {
    // `null` is "not given" (settings read from JSON), as for the gate's settings.
    const s = withoutNulls(given);
    return withSettingNames(() => resolveBenchOptions({
        ...(s.confidence === undefined ? {} : { confidence: s.confidence }),
        ...(s.seed === undefined ? {} : { seed: s.seed }),
        ...(s.resamples === undefined ? {} : { resamples: s.resamples }),
        ...(s.passK === undefined ? {} : { k: s.passK }),
        ...(s.epsilon === undefined ? {} : { epsilon: s.epsilon }),
        ...(s.difference === undefined ? {} : { difference: s.difference }),
        ...(s.failIfWorse === undefined ? {} : { failIfWorse: s.failIfWorse }),
    }));
}
/** The core names its options (`k`); the settings name pass^k's k `passK`. */
const SETTING_OF_OPTION = { k: 'passK' };
/** Runs `f`, a core refusal about an option re-keyed by its setting (which each shell names). */
function withSettingNames(f) {
    try {
        return f();
    }
    catch (error) {
        if (error instanceof Refusal && error.setting !== undefined) {
            const setting = SETTING_OF_OPTION[error.setting] ?? error.setting;
            throw new Refusal(error.code, error.reason, undefined, {
                setting,
                ...(error.data === undefined ? {} : { data: error.data }),
            });
        }
        throw error;
    }
}

// Outcome logs imported as bench evidence (`bench test|compare --jsonl …`): each
// file's runs on the union of the tasks they name, under one benchmark, written
// as bench evidence before any report, like a live run's.
/** The bench reader's format of an import kind (the check let only bench kinds through). */
function benchFormatOf(kind) {
    const bench = importerOf(kind).bench;
    if (bench === undefined)
        throw new Error(`importBench: ${kind} has no bench reader`);
    return bench.format;
}
/**
 * Outcome logs become bench evidence: each file's runs, on the union of the
 * tasks they name (a task id must mean the same task in every file), under
 * one benchmark; then the evidence is written like a live run's.
 */
async function importBench(s, io) {
    const { importBenchRunsFile } = await import('./outcomes.js');
    const scrub = scrubberOf(io.secrets);
    const tasks = new Map();
    const runs = [];
    let name = s.benchmarkName ?? null;
    const names = new Set();
    for (const { key, file } of importsOf(s)) {
        const format = benchFormatOf(key);
        const imported = await aboutSetting(key, () => importBenchRunsFile(path.resolve(io.cwd, file), {
            format,
            ...pick(s, 'taskPath', 'outcomePath', 'errorPath', 'outputPath', 'latencyPath'),
            ...pick(s, 'promptPath', 'scorer', 'benchmarkName'),
            ...(s.threshold === undefined ? {} : { threshold: s.threshold }),
        }, 
        // The logs' strings are untrusted: scrubbed as they are read, before a
        // reader cuts one (an error kept to 500 characters) and before the bench
        // evidence is written.
        scrub));
        name ??= imported.benchmark.name;
        for (const t of imported.benchmark.tasks) {
            const seen = tasks.get(t.id);
            if (seen === undefined)
                tasks.set(t.id, { task: t, file });
            else if (seen.task.prompt !== null && t.prompt !== null && seen.task.prompt !== t.prompt) {
                throw new Refusal('import.bench-tasks', `task ${JSON.stringify(t.id)} has a different prompt here than in ${seen.file}: the logs are not of the same tasks`, file);
            }
        }
        for (const run of imported.runs) {
            let agentName = run.agent.name;
            for (let n = 2; names.has(agentName); n++)
                agentName = `${run.agent.name}-${n}`;
            names.add(agentName);
            runs.push({ ...run, agent: { ...run.agent, name: agentName } });
        }
    }
    const taskList = [...tasks.values()].map((t) => t.task);
    const benchName = name ?? 'imported';
    const digest = benchmarkDigest(benchName, taskList);
    const benchmark = { version: '1', name: benchName, tasks: taskList, digest };
    const rebased = runs.map((r) => ({ ...r, benchmark: { name: benchName, digest } }));
    const evidence = buildBenchEvidence(benchmark, rebased, {
        tool: { name: TOOL_NAME, version: VERSION },
        createdAt: isoNow(io.clock),
        options: {
            order: BENCH_ORDER,
            imported: importsOf(s).map(({ key, file }) => ({ format: key, file })),
        },
    });
    const out = s.evidenceOut ?? DEFAULT_BENCH_EVIDENCE_OUT;
    const target = outputPath(io.cwd, out, 'bench evidence');
    io.files.checkWritable(target, 'bench evidence');
    io.files.writeText(target, textWithinLimits(evidence, target, 'bench evidence', () => serialiseBenchEvidence(evidence)));
    if (io.quiet !== true) {
        io.log(`agentverity: imported ${rebased.length} agent run${rebased.length === 1 ? '' : 's'} on ${taskList.length} tasks; wrote bench evidence to ${out}\n`);
    }
    return {
        benchmark,
        runs: rebased,
        evidenceDigest: benchEvidenceDigest(evidence),
        evidencePath: out,
    };
}
function pick(s, ...keys) {
    const out = {};
    for (const k of keys)
        if (s[k] !== undefined)
            out[k] = s[k];
    return out;
}

// `bench test` and `bench compare` as one use case both shells call: the bench
// evidence obtained (agents run, a bench evidence file read back, or outcome logs
// imported — then written as bench evidence before any report), and the report
// computed once by the core (`buildBenchReport`), which every format only renders.
// The settings and their one check are bench-settings.ts; the import, bench-import.ts.
/**
 * The bench evidence of a bench command, written before any report: agents run
 * on the benchmark, a bench evidence file read back, or outcome logs imported.
 * Settings are checked first (nothing is called when they are wrong).
 */
async function obtainBench(command, given, io, hooks = {}) {
    const s = withoutNulls(given);
    refuseProblems(checkBenchSettings(command, s));
    // The statistics' options are refused before any call, too.
    benchOptionsOf(s);
    // The check above leaves exactly one source.
    const source = sourceOf(s) ?? 'live';
    if (source !== 'evidence') {
        refuseOutputsOverInputs(io.cwd, [benchEvidenceOutOf(s)], benchInputFilesOf(s));
    }
    if (source === 'evidence') {
        const file = s.evidence;
        const read = await aboutSetting('evidence', () => readBench(file, io.cwd));
        // Recorded strings are untrusted: scrubbed before the core summarises (and cuts) them.
        const scrub = scrubberOf(io.secrets);
        return {
            kind: 'bench',
            source,
            benchmark: scrub === null ? read.benchmark : scrubDeep(read.benchmark, scrub),
            runs: scrub === null ? read.runs : scrubDeep(read.runs, scrub),
            evidenceDigest: read.evidenceDigest,
            evidencePath: file,
        };
    }
    if (source === 'import')
        return { kind: 'bench', source, ...(await importBench(s, io)) };
    const benchmark = await aboutSetting('benchmark', () => loadBenchmark(s.benchmark ?? DEFAULT_BENCHMARK, io.cwd));
    const parsed = (s.agents ?? []).map(parseBenchAgent);
    const names = benchAgentNames(s.agents ?? []);
    const agents = parsed.map((p, i) => ({
        name: names[i] ?? `agent-${i + 1}`,
        spec: withHttpOptions(p.spec, s),
    }));
    const runs = s.runs ?? DEFAULT_BENCH_RUNS;
    const collected = await rekeyed(AGENT_KEYS, () => collectBench({
        benchmark,
        agents,
        runs,
        ...(s.maxWorkers === undefined ? {} : { maxWorkers: s.maxWorkers }),
        ...(s.timeout === undefined ? {} : { timeoutMs: s.timeout }),
        ...(s.rateLimit === undefined ? {} : { ratePerSecond: s.rateLimit }),
        ...(s.evidenceOut === undefined ? {} : { evidenceOut: s.evidenceOut }),
        ...(hooks.signal === undefined ? {} : { signal: hooks.signal }),
        ...(hooks.ownsProcess === undefined ? {} : { ownsProcess: hooks.ownsProcess }),
    }, io));
    if (collected.kind !== 'collected')
        return collected;
    return {
        kind: 'bench',
        source,
        benchmark,
        runs: collected.runs,
        evidenceDigest: collected.evidenceDigest,
        evidencePath: collected.evidencePath,
    };
}
/** The settings the collection names an agent by: in a bench, each is one of `agents`. */
const AGENT_KEYS = {
    agent: 'agents',
    agentCommand: 'agents',
    agentUrl: 'agents',
};
/** Runs `f`; a refusal keyed by a setting of the layer below is keyed by the bench's own. */
async function rekeyed(keys, f) {
    try {
        return await f();
    }
    catch (error) {
        const setting = error instanceof Refusal ? error.setting : undefined;
        const key = setting === undefined ? undefined : keys[setting];
        if (error instanceof Refusal && key !== undefined && !isSettingsRefusal(error)) {
            throw new Refusal(error.code, error.reason, error.where, {
                setting: key,
                ...(error.data === undefined ? {} : { data: error.data }),
            });
        }
        throw error;
    }
}
function withHttpOptions(spec, s) {
    if (spec.kind !== 'http')
        return spec;
    return {
        ...spec,
        ...(s.textPath === undefined ? {} : { textPath: s.textPath }),
        ...(s.header === undefined ? {} : { header: s.header }),
        ...(s.httpRetries === undefined ? {} : { httpRetries: s.httpRetries }),
    };
}
/**
 * The report of a bench command, decided once by the core: the summaries, the
 * comparison, the verdict and the exit code. `bench test` of evidence holding
 * several agents is refused by the core (it takes one).
 */
function assessBench(command, obtained, given) {
    const s = withoutNulls(given);
    if (command === 'test' && s.failIfWorse !== undefined) {
        refuseProblems([
            {
                setting: 'failIfWorse',
                code: 'settings.compare-only',
                message: `applies to a comparison of two or more agents; ${obtained.evidencePath} holds one`,
            },
        ]);
    }
    const options = benchOptionsOf(s);
    try {
        return withSettingNames(() => reportBench(obtained, command, options));
    }
    catch (error) {
        // Too few or too many agents in what was read: the setting that named it.
        if (error instanceof Refusal && error.code === 'bench.agents' && error.setting === undefined) {
            const setting = obtained.source === 'evidence'
                ? 'evidence'
                : obtained.source === 'import'
                    ? (importsOf(s)[0]?.key ?? 'agents')
                    : 'agents';
            const hint = command === 'test'
                ? ': use bench compare'
                : obtained.source === 'live'
                    ? ''
                    : ': use bench test';
            throw new Refusal(error.code, `${error.reason}${hint}`, undefined, {
                setting,
                ...(error.data === undefined ? {} : { data: error.data }),
            });
        }
        throw error;
    }
}

// `bench test`, `bench compare`, `bench run`, `bench list` and `bench info`:
// argv → the engine's bench settings (src/app/bench-run.ts), the report decided
// once by the core, and each requested format rendered from it.
/** The files `--report` writes, by kind. */
const BENCH_REPORT_FILES = {
    json: 'agentverity-bench-report.json',
    html: 'agentverity-bench-report.html',
};
/** The engine's bench settings from the command line (unset options left out; `--timeout 0` is none). */
function benchSettingsOf(agents, options) {
    const bag = options;
    const out = {};
    if (agents.length > 0)
        out['agents'] = [...agents];
    for (const key of BENCH_SETTING_KEYS) {
        const value = bag[key];
        if (value === undefined)
            continue;
        out[key] = key === 'timeout' && value === 0 ? null : value;
    }
    return out;
}
/** Where `--report` writes: the kinds it names, each to its file in --report-dir. */
function reportFilesOf(options, cwd) {
    const kind = options.report ?? 'none';
    const dir = options.reportDir ?? '.';
    const kinds = kind === 'all' ? ['json', 'html'] : kind === 'none' ? [] : [kind];
    return kinds.map((format) => {
        const shown = path.join(dir, BENCH_REPORT_FILES[format]);
        return { format, file: outputPath(cwd, shown), shown };
    });
}
/** Settings the layers below name an agent by; on the bench commands it is the AGENT argument. */
const AGENT_SETTINGS = new Set([
    'agents',
    'agent',
    'agentCommand',
    'agentUrl',
]);
/**
 * How the bench commands word a setting: as its flag, but the agents are the
 * command's arguments (there is no `--agents`, nor the gate's `--agent-command`).
 */
const BENCH_WORDING = {
    nameOf: (key) => (AGENT_SETTINGS.has(key) ? 'AGENT' : flagOf(key)),
};
/** Runs a bench command; a refusal is said on stderr in the bench's wording, one problem a line. */
async function worded(io, f) {
    try {
        return await f();
    }
    catch (error) {
        if (!isRefusal(error))
            throw error;
        for (const line of describeRefusal(error, BENCH_WORDING)) {
            io.stderr(`agentverity: ${terminalSafeLines(line, 4000)}\n`);
        }
        return exitCodeOf(error);
    }
}
async function benchCommand(command, agents, options, io) {
    return worded(io, () => runBench(command, agents, options, io));
}
async function runBench(command, agents, options, io) {
    const settings = benchSettingsOf(agents, options);
    refuseProblems(checkBenchSettings(command, settings));
    if (options.reportDir !== undefined && (options.report ?? 'none') === 'none') {
        refuseProblems([
            {
                setting: 'reportDir',
                code: 'settings.empty',
                message: 'says where `report` writes its files: give `report` (json, html or all) too',
            },
        ]);
    }
    // An ambiguous report request, or a report file that cannot be written, is refused before any call.
    const targets = resolveReportTargets(options);
    for (const t of targets)
        if (t.path !== null)
            checkWritable(outputPath(io.cwd, t.path), 'report');
    const files = reportFilesOf(options, io.cwd);
    for (const f of files)
        checkWritable(f.file, 'report');
    // No report (nor the report folder's files) may be what the run reads or the evidence it writes.
    const inputs = [...benchInputFilesOf(settings), benchEvidenceOutOf(settings)];
    refuseReportsOverInputs(options, io.cwd, inputs);
    refuseOutputsOverInputs(io.cwd, files.map((f) => ({ flag: '--report-dir', given: f.file })), inputs);
    const app = appIoOf(io, options.quiet === true);
    const obtained = await obtainBench(command, settings, app, { ownsProcess: isMainProcess(io) });
    if (isInterrupted(obtained))
        return EXIT.interrupted;
    const report = assessBench(command, obtained, settings);
    const meta = {
        tool: { name: TOOL_NAME, version: VERSION },
        ...(settings.benchmark !== undefined && obtained.source === 'live'
            ? { benchmarkFile: settings.benchmark }
            : {}),
    };
    emitBenchReports(io, report, meta, options, files);
    return report.verdict.exitCode;
}
function isMainProcess(io) {
    return io.cwd === process.cwd() && io.env === process.env;
}
/** Every requested format: the files first, then what goes to standard output. */
function emitBenchReports(io, report, meta, options, files) {
    for (const f of files) {
        io.writeFile(f.file, renderBench(f.format, report, meta));
        // Named as given (relative to the working directory), as the evidence is.
        io.stderr(`agentverity: wrote the ${f.format} report to ${terminalSafe(f.shown, 500)}\n`);
    }
    for (const t of resolveReportTargets(options)) {
        const m = t.format === 'markdown' && options.markdownForm === 'summary'
            ? { ...meta, budgetBytes: 1024 * 1024 - 32 * 1024 }
            : meta;
        const text = renderBench(t.format, report, m);
        if (t.path === null)
            io.stdout(t.format === 'text' ? terminalSafeLines(text, 10_000_000) : text);
        else
            io.writeFile(outputPath(io.cwd, t.path), text);
    }
}
/** `bench run AGENT PROMPT`: one call, its answer on stdout; exit 1 when the call failed. */
async function benchRunCommand(agent, prompt, options, io) {
    return worded(io, () => runPrompt(agent, prompt, options, io));
}
async function runPrompt(agent, prompt, options, io) {
    const { spec } = parseBenchAgent(agent);
    const withHttp = spec.kind === 'http'
        ? {
            ...spec,
            ...(options.textPath === undefined ? {} : { textPath: options.textPath }),
            ...(options.header === undefined ? {} : { header: options.header }),
        }
        : spec;
    const outcome = await runBenchPrompt(withHttp, prompt, appIoOf(io), {
        ...(options.timeout === undefined
            ? {}
            : { timeoutMs: options.timeout === 0 ? null : options.timeout }),
    });
    if (outcome.output !== undefined) {
        io.stdout(`${terminalSafeLines(outcome.output, 1_000_000)}\n`);
        io.stderr(`agentverity: answered in ${Math.round(outcome.ms)} ms\n`);
        return EXIT.clean;
    }
    io.stderr(`agentverity: the agent gave no answer (ERROR): ${terminalSafe(outcome.error ?? 'no output', 2000)}\n`);
    return EXIT.no;
}
/** `bench list`: the bundled benchmarks. */
async function benchListCommand(io) {
    const list = await listBenchmarks();
    const width = Math.max(4, ...list.map((b) => b.name.length));
    io.stdout(`${'name'.padEnd(width)}  tasks  description\n`);
    for (const b of list) {
        io.stdout(`${b.name.padEnd(width)}  ${String(b.tasks).padStart(5)}  ${terminalSafe(b.description ?? '', 200)}\n`);
    }
    io.stdout(`\nUse one with: agentverity bench test AGENT --benchmark ${list[0]?.name ?? 'NAME'}\n`);
    return EXIT.clean;
}
/** `bench info FILE|NAME`: what the benchmark holds, after the same checks a run makes. */
async function benchInfoCommand(benchmark, io) {
    return worded(io, () => showInfo(benchmark, io));
}
async function showInfo(benchmark, io) {
    const info = await benchmarkInfo(benchmark, io.cwd);
    const s = (text, max = 200) => terminalSafe(text, max);
    const lines = [
        `${s(info.name)} (benchmark version ${info.version})`,
        ...(info.description === null ? [] : [s(info.description, 1000)]),
        `file: ${s(info.file, 500)}`,
        `digest: ${info.digest}`,
        `tasks: ${info.tasks} (${info.clusters} cluster${info.clusters === 1 ? '' : 's'}; ${info.decisionTasks} declare a decision)`,
        `categories: ${Object.entries(info.categories)
            .map(([c, n]) => `${s(c, 80)} ${n}`)
            .join(', ')}`,
        `evaluations: ${Object.entries(info.evaluations)
            .map(([e, n]) => `${e} ${n}`)
            .join(', ')}`,
        '',
        'tasks:',
        ...info.benchmark.tasks.map((t) => `  ${s(t.id, 80)}  ${s(t.name, 80)}  [${t.evaluation?.type ?? 'graded elsewhere'}]${t.category === null ? '' : `  (${s(t.category, 40)})`}`),
    ];
    io.stdout(`${lines.join('\n')}\n`);
    return EXIT.clean;
}

export { BENCH_REPORT_FILES, benchCommand, benchInfoCommand, benchListCommand, benchRunCommand, benchSettingsOf };
