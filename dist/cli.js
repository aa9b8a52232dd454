#!/usr/bin/env node
import v8 from 'node:v8';
import { w as watchClosedStreams, a as watchStrayErrors, g as guardUnfinished, e as exitWhenFlushed } from './chunks/telemetry.js';
import { p as processIo } from './chunks/io.js';
import { O as Option, A as Argument, C as Command, a as CommanderError } from './chunks/commander.js';
import { P as PRECISIONS, I as IMPORT_SOURCES, B as BENCH_IMPORT_SOURCES, D as DEFAULT_BASELINE_PATH, a as DEFAULT_EVIDENCE_OUT, d as describeRefusal } from './chunks/settings.js';
import { V as VERSION, t as terminalSafeLines, d as describeThrown, C as CLI_COMMAND } from './chunks/module-spec.js';
import { E as EXIT, e as exitCodeOf } from './chunks/errors.js';
import { a as addReportOptions, c as collect, p as parsePositiveInt, t as textOrJsonFormat, f as formatFor, b as parseObserved } from './chunks/report-options.js';
import { a as argParser, C as CLI_WORDING } from './chunks/settings2.js';
import { I as ISOLATIONS, L as LAYERS, i as isRefusal } from './chunks/types.js';
import 'node:fs';
import 'node:module';
import 'node:path';
import 'node:url';
import 'node:events';
import 'node:child_process';
import 'node:process';

// The CLI's V8 heap policy, set from inside the process before the work starts
// (issue 18: peak memory of `run` and `assess --jsonl`). Node starts V8 with a
// young generation that grows to two 16 MiB semi-spaces and an old generation
// that may grow to several times what is live before it is collected; for a
// harness whose live data is a few tens of MiB that doubles the peak RSS. Two of
// V8's policy flags are read each time V8 decides to grow, so setting them here
// (at start-up, before the engine is loaded) takes effect for the whole run:
//
//   --semi-space-growth-factor=1  the young generation keeps its starting size
//                                 (1 MiB semi-spaces) instead of doubling to 16;
//   --heap-growing-percent=20     the old generation is collected again once it
//                                 has grown 20% over what was live at the last
//                                 collection (V8's own factor is up to 4×).
//
// They change when memory is reclaimed, never what a program computes. Flags
// fixed when the heap is created (--max-semi-space-size, --max-old-space-size)
// cannot be changed here; a user who names a young-generation or heap-growing
// flag of their own (in NODE_OPTIONS or on node's command line) keeps theirs and
// we set neither. The library (src/index.ts) never does this: only the CLI
// process, which owns its heap.
/** The flags the CLI sets, in order. */
const CLI_HEAP_FLAGS = [
    '--semi-space-growth-factor=1',
    '--heap-growing-percent=20',
];
/** Flags of the user's that mean they chose the heap's shape themselves. */
const THEIRS = /--(?:max[-_]semi[-_]space|min[-_]semi[-_]space|semi[-_]space[-_]growth|heap[-_]growing|optimize[-_]for[-_]size)/;
/** Whether the user named a heap flag of their own (node's arguments or NODE_OPTIONS). */
function userChoseHeap(execArgv, nodeOptions) {
    return execArgv.some((a) => THEIRS.test(a)) || THEIRS.test(nodeOptions ?? '');
}
/**
 * Set the CLI's heap policy unless the user chose their own; returns the flags set.
 * `set` is V8's (tests pass a recorder).
 */
function tuneCliHeap(execArgv = process.execArgv, nodeOptions = process.env['NODE_OPTIONS'], set = (flag) => v8.setFlagsFromString(flag)) {
    if (userChoseHeap(execArgv, nodeOptions))
        return [];
    for (const flag of CLI_HEAP_FLAGS)
        set(flag);
    return CLI_HEAP_FLAGS;
}

// Text to values, as both shells read them (a flag's argument, an input's text).
// Only the syntax is checked here; ranges and combinations are checkSettings's.
// Each parser throws an Error whose message says what was expected.
/** Any finite number: `0.05`, `1e-3`. */
function parseNumber(text) {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n))
        throw new Error('expected a number, e.g. 0.05');
    return n;
}
/** A whole number written with digits only: `4`, `0`. */
function parseWhole(text) {
    const n = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) {
        throw new Error('expected a whole number, e.g. 4');
    }
    return n;
}
/**
 * `200ms`, `5s`, `2m`, or `0` / `none` / `off` for no timeout (null). A bare
 * number is seconds.
 */
function parseDuration(text) {
    const v = text.trim().toLowerCase();
    if (v === 'none' || v === 'off' || v === '0')
        return null;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min)?$/.exec(v);
    if (!m)
        throw new Error('expected a duration such as 500ms, 30s or 2m (or none)');
    const n = Number(m[1]);
    const unit = m[2] ?? 's';
    const ms = unit === 'ms' ? n : unit === 's' ? n * 1000 : n * 60_000;
    if (!(ms > 0) || !Number.isFinite(ms))
        throw new Error('expected a duration above 0');
    return ms;
}
/** `10/s`, `600/m` or a bare number of calls per second; returns calls per second. */
function parseRate(text) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(s|sec|second|m|min|minute))?\s*$/i.exec(text);
    if (!m)
        throw new Error('expected calls per second or minute, e.g. 10/s or 600/m');
    const n = Number(m[1]);
    const perMinute = m[2] !== undefined && m[2].toLowerCase().startsWith('m');
    return perMinute ? n / 60 : n;
}
/** A cost per call: a plain decimal number of 0 or more in any currency unit, e.g. 0.0021. */
function parseCost(text) {
    const v = text.trim();
    const n = Number(v);
    if (v === '' || !/^[0-9]*\.?[0-9]+(e-?[0-9]+)?$/i.test(v) || !Number.isFinite(n)) {
        throw new Error('expected a cost per call of 0 or more, e.g. 0.002');
    }
    return n;
}

/** `--epsilon`: read as a number; its range (and the clash with --precision) is the settings check's. */
function epsilonOption() {
    return new Option('--epsilon <e>', 'tolerance for the flip rate, between 0 and 1 (default 0.05)').argParser(argParser(parseNumber));
}
/** `--method`: the meter's decision rule (docs/statistics.md). */
function methodOption() {
    return new Option('--method <rule>', "decision rule: wilson (the reference's Wilson bound, default) or exact (binomial tails; certifies with fewer pairs, both error rates at most 2.5%)");
}
function precisionOption() {
    return new Option('--precision <preset>', 'tolerance preset: cheap 0.10, balanced 0.05, strict 0.01').choices([...PRECISIONS]);
}
/**
 * `--isolation`: how independent the repeated calls were (carried into every
 * report). No default of commander's: the help says what applies when it is
 * not given (what the agent declares, else `unknown`), once.
 */
function isolationOption(help) {
    return new Option('--isolation <isolation>', help).choices([...ISOLATIONS]);
}

// Where a command reads recorded runs from, as commander declares it: cheap to
// load, so registering a command (and `--help`) does not load an importer.
function addSourceOptions(command) {
    command.option('--evidence <files...>', 'evidence files (ours or agentverity.evidence/v2) or globs; several are merged in order');
    // One flag per importer (src/importers/registry.ts, through app).
    for (const { kind, help } of IMPORT_SOURCES) {
        command.option(`--${kind} <files...>`, help.replace(/the suite\b/, '--suite'));
    }
    return command
        .option('--input-path <path>', 'dotted path of the input in each row (promptfoo default prompt.raw, jsonl default input)')
        .option('--decision-path <path>', 'dotted path of the decision: in structured promptfoo output, in a JSONL row (default decision) or in an Inspect sample')
        .option('--text-path <path>', "dotted path of the agent's text in a JSONL row")
        .option('--tools-path <path>', 'dotted path of the tool path (list of tool names) in a JSONL row')
        .option('--score <name>', 'Inspect: the score whose answer is the decision')
        .option('--provider <id>', 'promptfoo: read only this provider (id or label)')
        .option('--prompt-id <id>', 'promptfoo: read only this prompt (id or index)')
        .addOption(new Option('--layer <layer>', 'what is compared for imports: verdict (default), text or tools').choices([...LAYERS]))
        .addOption(new Option('--isolation <isolation>', 'how independent the imported repeats were (default unknown; evidence files record their own)').choices([...ISOLATIONS]));
}

/** `assess`: its options here; its work (commands/assess.ts) loaded when it runs. */
function registerAssess(program, { io, setCode }) {
    const command = program
        .command('assess')
        .description('Assess recorded evidence: repeatability, blindness, routes and contract. Makes no model call.');
    addSourceOptions(command);
    command.option('--suite <file>', 'decision suite (agentverity.decision-suite/v1) with the reviewed cases and contract');
    command.option('--without-suite', 'assess evidence collected against a suite without that suite: its contract is not applied, and every report says so first (without this, such evidence is refused)');
    command.addOption(epsilonOption()).addOption(precisionOption()).addOption(methodOption());
    command.option('--replay-curtailment', 'after the report, say (on stderr) where the curtailment rule would have stopped on this evidence: a counterfactual, the status is unchanged');
    addReportOptions(command);
    command.allowExcessArguments(false).action(async (opts) => {
        const { assessCommand } = await import('./chunks/assess.js');
        setCode(await assessCommand(opts, io));
    });
}

/** `--report`: the report files AgentVerdict users know, beside `--format`/`--output`. */
const BENCH_REPORT_KINDS = ['none', 'json', 'html', 'all'];
const AGENT_HELP = 'an agent: a JS/TS module (FILE[:EXPORT]), a Python file exposing run_agent(task) -> str, an http(s) URL, or cmd:COMMAND (a JSON-lines worker); NAME=AGENT names it in the reports';
/** The options `bench test` and `bench compare` share. */
function addBenchOptions(command) {
    command
        .option('--benchmark <file|name>', 'benchmark file (YAML, version "1") or the name of a bundled one (bench list); default general')
        .option('--runs <n>', 'runs of every task (default 3)', parsePositiveInt)
        .option('--evidence <file>', 'recompute the report from bench evidence written earlier, without calling any agent');
    // One flag per importer that reads outcome logs for a bench (the registry's `bench`).
    for (const { kind, help } of BENCH_IMPORT_SOURCES)
        command.option(`--${kind} <file>`, help, collect);
    command
        .option('--task-path <path>', 'imports: dotted path of the task id (JSONL default task)')
        .option('--outcome-path <path>', 'JSONL import: dotted path of the outcome (default outcome)')
        .option('--error-path <path>', 'JSONL import: dotted path of an error (an ERROR attempt)')
        .option('--output-path <path>', "JSONL import: dotted path of the agent's output")
        .option('--latency-path <path>', 'JSONL import: dotted path of the latency in ms')
        .option('--prompt-path <path>', "JSONL import: dotted path of the task's prompt")
        .option('--threshold <score>', 'imports: a numeric score at least this passes (needed for scores other than 0 and 1)', argParser(parseNumber))
        .option('--scorer <name>', 'Inspect import: the scorer that grades each sample')
        .option('--benchmark-name <name>', 'imports: the name of the benchmark the logs imply')
        .option('--confidence <level>', 'two-sided confidence of every interval (default 0.95); the tests use 1 − confidence', argParser(parseNumber))
        .option('--pass-k <k>', 'the headline k of pass^k and pass@k (default: the fewest scored runs of any task)', parsePositiveInt)
        .option('--seed <n>', 'seed of the bootstrap and permutation draws (default 1)', argParser(parseWhole))
        .option('--resamples <n>', 'bootstrap resamples (default 2000)', parsePositiveInt)
        .option('--epsilon <e>', 'tolerance of the flip-rate meter on tasks that declare a decision (default 0.05)', argParser(parseNumber))
        .option('--difference <d>', 'a difference in pass rate you want to be able to detect, e.g. 0.1: the report says how many tasks or runs that needs', argParser(parseNumber))
        .option('--max-workers <n>', 'calls in flight at once per agent (default 1)', parsePositiveInt)
        .option('--timeout <duration>', 'per-call timeout, e.g. 30s or 2m (default 120s; 0 for none)', argParser((text) => {
        const ms = parseDuration(text);
        if (ms === null)
            throw new Error('expected a duration such as 30s, 2m or 0');
        return ms;
    }))
        .option('--rate-limit <rate>', 'calls started per second, e.g. 10/s or 600/m', argParser(parseRate))
        .option('--header <line>', "HTTP agents: a request header 'Name: value' (repeatable)", collect)
        .option('--text-path <path>', "HTTP agents: dotted path of the answer in the response's JSON")
        .option('--http-retries <n>', 'HTTP agents: retries of a failed request', argParser(parseWhole))
        .option('--evidence-out <file>', 'where the bench evidence is written (default agentverity-bench-evidence.json)')
        .addOption(new Option('--report <kind>', 'also write report files: json (agentverity-bench-report.json), html (agentverity-bench-report.html), all, or none (default)').choices([...BENCH_REPORT_KINDS]))
        .option('--report-dir <dir>', 'where --report writes its files (default: the current directory)')
        .option('--quiet', 'no progress lines on stderr');
    return addReportOptions(command);
}
/** `bench`: benchmarks and side-by-side comparisons (docs/bench.md). */
function registerBench(program, { io, setCode }) {
    const bench = program
        .command('bench')
        .description('Benchmark an agent on a fixed task suite, or compare agents task by task, with intervals, pass^k and paired tests.');
    addBenchOptions(bench
        .command('test')
        .argument('[agent]', AGENT_HELP)
        .description('Run one agent on every task of a benchmark --runs times: PASS/FAIL/ERROR, reliability with intervals, pass^k, pass@k. Exit 0 when every attempt passes, 1 with failures or errors.')).action(async (agent, opts) => {
        const { benchCommand } = await import('./chunks/bench.js');
        setCode(await benchCommand('test', agent === undefined ? [] : [agent], opts, io));
    });
    addBenchOptions(bench
        .command('compare')
        .argument('[agents...]', `two or more agents; each is ${AGENT_HELP}`)
        .description('Run two or more agents on the same tasks, order, evaluators and runs, and compare them paired on task: differences with intervals, McNemar, Newcombe, Holm, tie groups. Exit 0 when it completes.')
        .option('--fail-if-worse <name>', 'exit 1 when this agent is significantly worse than another (e.g. the head branch against the base)')).action(async (agents, opts) => {
        const { benchCommand } = await import('./chunks/bench.js');
        setCode(await benchCommand('compare', agents, opts, io));
    });
    bench
        .command('run')
        .argument('<agent>', AGENT_HELP)
        .argument('<prompt>', 'the text sent to the agent')
        .description('Call the agent once with a prompt and print its answer (nothing is recorded).')
        .option('--timeout <duration>', 'per-call timeout (default 120s; 0 for none)', argParser((text) => {
        const ms = parseDuration(text);
        if (ms === null)
            throw new Error('expected a duration such as 30s, 2m or 0');
        return ms;
    }))
        .option('--header <line>', "HTTP agents: a request header 'Name: value' (repeatable)", collect)
        .option('--text-path <path>', "HTTP agents: dotted path of the answer in the response's JSON")
        .action(async (agent, prompt, opts) => {
        const { benchRunCommand } = await import('./chunks/bench.js');
        setCode(await benchRunCommand(agent, prompt, opts, io));
    });
    bench
        .command('list')
        .description('List the bundled benchmarks.')
        .action(async () => {
        const { benchListCommand } = await import('./chunks/bench.js');
        setCode(await benchListCommand(io));
    });
    bench
        .command('info')
        .argument('<benchmark>', 'a benchmark file or the name of a bundled one')
        .description("Show a benchmark's tasks, categories and evaluations, and check it.")
        .action(async (benchmark) => {
        const { benchInfoCommand } = await import('./chunks/bench.js');
        setCode(await benchInfoCommand(benchmark, io));
    });
}

/** `cases`: stateful agents — reset the world, check the world left behind, fail a tool. */
function registerCases(program, { io, setCode }) {
    const command = program
        .command('cases')
        .description('Run a stateful agent on its cases from a fresh reset each time, compare the world it leaves with the expected one, replay with a tool failing, and check relations between cases (docs/stateful.md). Exit 0 all criteria passed, 1 any failed, 2 missing or insufficient evidence.')
        .option('--config <file>', 'agentverity.yml: criteria, transforms, validity labels, runs (default agentverity.yml)')
        .option('--cases <file>', 'the cases file (JSONL or a JSON list); default: the one the config names')
        .option('--system <module>', 'a JS/TS module (FILE[:EXPORT]) exporting the agent, reset(state), snapshot() and optionally replay() and version')
        .option('--system-command <command>', 'a command starting a worker that speaks the stateful protocol (docs/agent-protocol.md)')
        .option('--runs <n>', "runs of every case, each from a fresh reset (default: the config's runs)", parsePositiveInt)
        .option('--labels <file>', 'validity labels (JSONL); default: the file the config names')
        .option('--timeout <duration>', 'per message to the system, e.g. 30s or 2m (default 120s; 0 or none for none)', 
    // 0 stands for none here; the command makes it null for the engine.
    argParser((text) => parseDuration(text) ?? 0))
        .option('--evidence <file>', 'recompute the report from cases evidence written earlier, without running the system')
        .option('--evidence-out <file>', 'where the cases evidence is written (default agentverity-cases-evidence.json)')
        .option('--replay-cache <dir>', "where replays are cached by the system's version, code and config digests (default .agentverity/replay-cache)")
        .option('--no-replay-cache', 'make every replay afresh')
        .option('--quiet', 'no progress lines on stderr');
    addReportOptions(command);
    command.allowExcessArguments(false).action(async (opts) => {
        const { casesCommand } = await import('./chunks/cases.js');
        setCode(await casesCommand(opts, io));
    });
}

/** `check`: its options here; its work (commands/check.ts) loaded when it runs. */
function registerCheck(program, { io, setCode }) {
    const command = program
        .command('check')
        .description('Check current evidence against an approved baseline: exit 0 clean, 1 drift, 2 cannot compare. Makes no model call.')
        .option('--baseline <file>', `the approved baseline (agentverity-action/baseline@1; default ${DEFAULT_BASELINE_PATH}, where snapshot writes it)`);
    addSourceOptions(command);
    command
        .option('--suite <file>', 'the decision suite, when the baseline was admitted with one')
        .option('--without-suite', 'check evidence collected against a suite without that suite: its contract is not applied, and the report says so first (without this, such evidence is refused)')
        .addOption(textOrJsonFormat('report format'))
        .option('--output <path>', 'write the report to this file instead of standard output (without --format, its extension names the format)')
        .allowExcessArguments(false)
        .action(async (opts, cmd) => {
        const { checkCommand } = await import('./chunks/check.js');
        setCode(await checkCommand({ ...opts, format: formatFor(cmd, opts) }, io));
    });
}

/** `compare-evidence`: its options here; its work loaded when it runs. */
function registerCompareEvidence(program, { io, setCode }) {
    program
        .command('compare-evidence')
        .description('Compare two evidence files route by route: changed calls, gained or lost decisions and flip pairs, isolation and provenance. Exit 1 on drift. Every case of both files needs its intended decision (`expected`): collect or import the runs against a decision suite.')
        .argument('<before>', 'the earlier evidence file (every case with its expected decision)')
        .argument('<after>', 'the later evidence file (every case with its expected decision)')
        .addOption(epsilonOption())
        .addOption(precisionOption())
        .addOption(textOrJsonFormat('report format'))
        .option('--output <path>', 'write the comparison to this file instead of standard output (without --format, its extension names the format)')
        .allowExcessArguments(false)
        .action(async (before, after, opts, cmd) => {
        const { compareEvidenceCommand } = await import('./chunks/compare-evidence.js');
        setCode(await compareEvidenceCommand(before, after, { ...opts, format: formatFor(cmd, opts) }, io));
    });
}

/** The kinds of agent `init` writes a stub for (a leaf: the CLI's `init` options load it alone). */
const INIT_KINDS = ['module', 'typescript', 'python', 'http'];
/** The examples `init --example NAME` copies (their files: src/app/init-example.ts). */
const INIT_EXAMPLES = ['stateful-agent'];

/** `init`: its options here; its work (commands/init.ts) loaded when it runs. */
function registerInit(program, { io, setCode }) {
    program
        .command('init')
        .description('Write a starter decision suite, an agent stub and the gate and promote workflows for the kind of agent you name, or copy a worked example (--example); never overwrites a file.')
        .addArgument(new Argument('[kind]', 'the kind of agent: module (JavaScript), typescript, python (a command worker) or http (not with --example)').choices([...INIT_KINDS]))
        .addOption(new Option('--example <name>', 'copy a worked example instead: stateful-agent (a refund desk with two planted flaws, for `cases`)').choices([...INIT_EXAMPLES]))
        .option('--dir <folder>', 'the repository folder to write into', '.')
        .allowExcessArguments(false)
        .action(async (kind, opts, command) => {
        // One of the two, never both: a kind's starter files, or an example.
        if (kind === undefined && opts.example === undefined) {
            command.error(`error: missing the kind of agent (${INIT_KINDS.join(', ')}), or --example ${INIT_EXAMPLES.join('|')}`);
        }
        if (kind !== undefined && opts.example !== undefined) {
            command.error(`error: give the kind of agent (${kind}) or --example ${opts.example}, not both`);
        }
        const { initCommand, initExampleCommand } = await import('./chunks/init.js');
        setCode(opts.example === undefined
            ? initCommand(kind, opts, io)
            : initExampleCommand(opts.example, opts, io));
    });
}

/** A duration above 0 in milliseconds (`30m`, `2s`, and hours: `2h`). */
function parsePositiveDuration(text) {
    const hours = /^\s*(\d+(?:\.\d+)?)\s*h\s*$/i.exec(text);
    const ms = hours !== null ? Number(hours[1]) * 3_600_000 : parseDuration(text);
    if (ms === null || !(ms > 0))
        throw new Error('expected a duration above 0, e.g. 2s, 30m or 2h');
    return ms;
}
function registerPlan(program, { io, setCode }) {
    program
        .command('plan')
        .description('Plan pairs and calls before spending them: from observed flips, or per route from a suite.')
        .option('--observed <flips/pairs>', 'flips observed in disjoint pairs so far, e.g. 4/73', parseObserved)
        .option('--suite <file>', 'decision suite: plan calls per route from its cases and stability targets')
        .option('--cost-per-call <amount>', 'price of one agent call (any currency unit): adds the cost of each plan', argParser(parseCost))
        .option('--max-pairs <n>', 'with --observed: the most pairs you are willing to collect', parsePositiveInt)
        .addOption(epsilonOption())
        .addOption(methodOption())
        .addOption(precisionOption())
        .addOption(textOrJsonFormat('plan format'))
        .option('--latency <duration>', "with --suite: how long one agent call takes (e.g. 2s), to size the shards of the suite's run", argParser(parsePositiveDuration))
        .option('--rate-limit <rate>', 'with --latency: calls started per second in each shard, e.g. 10/s or 600/m (as run --rate-limit)', argParser(parseRate))
        .option('--max-workers <n>', 'with --latency: inputs called at once in each shard (as run --max-workers; default 1)', argParser(parseWhole))
        .option('--wall-time <duration>', 'with --latency: the time a shard may take, e.g. 30m or 2h; plan says how many shards that needs', argParser(parsePositiveDuration))
        .option('--output <path>', 'write the plan to this file instead of standard output')
        .allowExcessArguments(false)
        .action(async (opts) => {
        const { planCommand } = await import('./chunks/plan.js');
        setCode(await planCommand(opts, io));
    });
}

/** `--timeout none` (or 0): calls are never timed out (commander cannot carry null). */
const NO_TIMEOUT = 0;
/** Every `run` option except the report options, in help order. */
function runOptions() {
    return [
        new Option('--agent <file[:export]>', 'JS module agent: an export (default `default`) that is the agent (input) => result or a factory () => agent'),
        new Option('--agent-command <command>', 'command worker speaking JSON lines on stdin/stdout (docs/agent-protocol.md), one process per worker'),
        new Option('--agent-url <url>', 'HTTP agent: POST {"input": …} and read the JSON answer'),
        new Option('--decision-path <path>', 'HTTP: where the decision is in the answer, e.g. result.route (default decision or verdict)'),
        new Option('--text-path <path>', 'HTTP: where the text is (default text)'),
        new Option('--tools-path <path>', 'HTTP: where the tool names are (default tools)'),
        new Option('--header <name: value>', 'HTTP: a request header (repeatable)').argParser((v, prev) => [...(prev ?? []), v]),
        new Option('--http-retries <n>', 'HTTP: retries on connection errors and 429/503 (default 3)').argParser(argParser(parseWhole)),
        new Option('--inputs <file>', 'seed file: text (one input per line), .jsonl ({"input", "expected"?} or a string per line) or a suite .json'),
        new Option('--suite <file>', 'decision suite (agentverity.decision-suite/v1): inputs, routes and contract'),
        new Option('--k <n>', 'repeats per input, even (pairs are repeats 1-2, 3-4, …; default: planned from epsilon and --budget, per route for a suite)').argParser(argParser(parseWhole)),
        new Option('--budget <calls>', 'the most agent calls in all (meter, first draws, relations): k is planned to fit, a --k that does not fit is refused; also caps sequential rounds').argParser(argParser(parseWhole)),
        epsilonOption(),
        precisionOption(),
        methodOption(),
        new Option('--allocation <how>', "per-input: k repeats of every input (default); random: each pair's input drawn with --seed, so certifying costs the same calls at any number of inputs"),
        new Option('--seed <n>', 'seed of a random allocation (default: one is chosen and recorded in the evidence)').argParser(argParser(parseWhole)),
        new Option('--early-rejection', 'declare the early-rejection test (the default): stop as soon as the evidence that the agent flips is conclusive; certification is still decided at the planned end'),
        new Option('--no-early-rejection', 'collect every planned pair, without the early-rejection test'),
        new Option('--layer <layer>', 'what is compared: verdict, text or tools (default verdict)').choices(['verdict', 'text', 'tools']),
        new Option('--blindness-threshold <share>', 'share of inputs one decision may hold before the probes are blind (default 0.9)').argParser(argParser(parseNumber)),
        new Option('--relations <names|file[:export]>', 'built-in relations by name, comma-separated (normalisation, case, whitespace, tool-selection), or a module of your own relations (default: the four built-ins)'),
        new Option('--no-relations', 'run no relations'),
        new Option('--no-meter', 'leave the repeatability meter out: one first draw per input for blindness, the contract and relations'),
        new Option('--no-blindness', 'leave the blindness check out'),
        new Option('--no-reuse', 'independent draws: blindness gets its own call and every relation asks the unchanged input again, instead of reusing the first repeat'),
        new Option('--sequential', 'stop early at checkpoints declared before the first call (whole rounds)'),
        new Option('--curtail', 'fixed endpoint: stop once even all-agreeing further pairs could not certify (never admits early)'),
        new Option('--max-workers <n>', 'distinct inputs called at once (default 1)').argParser(argParser(parseWhole)),
        new Option('--parallel-repeats', 'also run the repeats of one input at once (stateless agents only)'),
        new Option('--timeout <duration>', 'per call, e.g. 500ms, 30s, 2m, or none (default 120s)').argParser(argParser((v) => parseDuration(v) ?? NO_TIMEOUT)),
        new Option('--rate-limit <rate>', 'calls started per second across all workers, e.g. 10/s or 600/m').argParser(argParser(parseRate)),
        new Option('--error-policy <policy>', 'record: a failed call is recorded and the run goes on; raise: stop at the first (default record)').choices(['record', 'raise']),
        isolationOption('how repeats were isolated (default: what the agent declares, else unknown); fresh-instance calls a module factory per call'),
        new Option('--cost-per-call <amount>', 'money per call, to show the cost in the plan').argParser(argParser(parseCost)),
        new Option('--dry-run', 'print the plan and stop before loading the agent'),
        new Option('--quiet', 'no plan and no progress on stderr'),
        new Option('--evidence-out <file>', `where the evidence is written (default ${DEFAULT_EVIDENCE_OUT})`),
        new Option('--redact', 'keep fingerprints, decisions and tool names in the evidence; drop inputs and texts'),
        new Option('--shard <I/N>', "collect shard I of N only: the inputs whose fingerprint falls in it, with the whole run's plan; no report (assess the shards' evidence together)"),
    ];
}
/**
 * Add the `run` options to a command, leaving out the ones it defines itself
 * (named by attribute, e.g. `suite`, `epsilon`).
 */
function addRunOptions(command, skip = new Set()) {
    for (const option of runOptions()) {
        if (!skip.has(option.attributeName()))
            command.addOption(option);
    }
    return command;
}
/**
 * The run options as given: without --isolation on the command line, the
 * agent's own declaration counts, so the option's default is dropped.
 */
function givenRunOptions(opts, cmd) {
    const options = { ...opts };
    if (cmd.getOptionValueSource('isolation') !== 'cli')
        delete options.isolation;
    return options;
}
function registerRun(program, { io, setCode }) {
    const command = program
        .command('run')
        .description('Call your agent on your inputs, write the evidence, then assess it like `assess`.');
    addRunOptions(command);
    addReportOptions(command);
    command.allowExcessArguments(false).action(async (opts, cmd) => {
        const { isMainProcessIo, runCommand } = await import('./chunks/run.js');
        setCode(await runCommand(givenRunOptions(opts, cmd), io, { handleSigint: isMainProcessIo(io) }));
    });
}

/** Run options `snapshot` takes for a live run; the rest it shares with the evidence sources. */
const SHARED_WITH_SOURCES = new Set([
    'suite',
    'epsilon',
    'precision',
    'layer',
    'isolation',
    'decisionPath',
    'textPath',
    'toolsPath',
]);
function registerSnapshot(program, { io, setCode }) {
    const command = program
        .command('snapshot')
        .description('Admit evidence as a regression baseline of decisions per input (or write an unapproved candidate): from recorded runs (no model call) or from a live run with the `run` options.');
    addSourceOptions(command);
    command
        .option('--suite <file>', 'decision suite the evidence was collected from (contract, targets)')
        .option('--without-suite', 'judge evidence collected against a suite without that suite: its contract is not applied, every report says so first, and no baseline or candidate is admitted from it (admission.suite-not-applied)')
        .addOption(epsilonOption())
        .addOption(precisionOption())
        .option('--accept-reference', 'approve these decisions as the baseline yourself (stability is not correctness: look at them first)')
        .option('--candidate', 'write an unapproved candidate baseline, for approval later (the approval label)')
        .option('--approver <name>', 'who approves, recorded in the baseline (default: AGENTVERITY_APPROVER, then the user name)')
        .option('--output <path>', `where to write the baseline (default ${DEFAULT_BASELINE_PATH})`)
        .option('--baseline-out <path>', 'the same as --output')
        .addOption(textOrJsonFormat('what to print'))
        .allowExcessArguments(false);
    // A live run: the `run` options, less the ones shared with the evidence sources above.
    // No --shard: a baseline is of the whole run, never of one shard.
    addRunOptions(command, new Set([...SHARED_WITH_SOURCES, 'shard']));
    command.action(async (opts, cmd) => {
        const { snapshotCommand } = await import('./chunks/snapshot.js');
        setCode(await snapshotCommand(givenRunOptions(opts, cmd), io));
    });
}

/** Every command, in the order `--help` lists them. */
const COMMANDS = [
    registerRun,
    registerAssess,
    registerPlan,
    registerSnapshot,
    registerCheck,
    registerCompareEvidence,
    registerBench,
    registerCases,
    registerInit,
];
/**
 * The line after a usage error: a command that works whether the CLI is installed
 * or not (`npx agentverity …`, the form the docs use), for the command at hand.
 */
function usageHint(command) {
    return command === null
        ? `(${CLI_COMMAND} --help lists the commands)`
        : `(${CLI_COMMAND} ${command} --help lists its options)`;
}
/**
 * The commander program with every command and its options (what `--help` lists);
 * `runCli` parses argv with it, and the docs test reads its flags.
 */
function buildProgram(context) {
    const program = new Command('agentverity');
    program
        .description('Would this agent decision repeat, and did the probes reach more than one decision?')
        .version(`agentverity ${VERSION}`, '-V, --version')
        .exitOverride()
        .showHelpAfterError(usageHint(null))
        .configureOutput({ writeOut: context.io.stdout, writeErr: context.io.stderr })
        .allowExcessArguments(false);
    for (const register of COMMANDS)
        register(program, context);
    // Every subcommand shares the program's error handling (exit codes, no stack traces).
    // Subcommands of a subcommand (`bench test`) too.
    const share = (commands, parent) => {
        for (const command of commands) {
            const name = parent === '' ? command.name() : `${parent} ${command.name()}`;
            command
                .exitOverride()
                .showHelpAfterError(usageHint(name))
                .configureOutput({ writeOut: context.io.stdout, writeErr: context.io.stderr });
            share(command.commands, name);
        }
    };
    share(program.commands, '');
    return program;
}
/**
 * Run the CLI on argv (without the node and script entries) and return the exit
 * code. Refusals print one clear message and give 2; anything unexpected is an
 * internal error (70) and still never prints a stack trace unless AGENTVERITY_DEBUG is set.
 */
async function runCli(argv, io) {
    let code = EXIT.clean;
    const program = buildProgram({ io, setCode: (c) => (code = c) });
    if (argv.length === 0) {
        program.outputHelp({ error: true });
        return EXIT.unusable;
    }
    try {
        await program.parseAsync([...argv], { from: 'user' });
        return code;
    }
    catch (error) {
        return failureCode(error, io);
    }
    finally {
        // Each assessment's summary span, to the user's OpenTelemetry provider (if any).
        await io.telemetry?.flush();
    }
}
/** The exit code of what the command threw, said once on stderr. */
function failureCode(error, io) {
    if (error instanceof CommanderError) {
        if (error.code === 'commander.helpDisplayed' ||
            error.code === 'commander.version' ||
            error.code === 'commander.help') {
            return EXIT.clean;
        }
        return EXIT.unusable;
    }
    // A refusal quotes the input it refuses, and inputs are untrusted: no control
    // character, bidirectional mark or workflow command reaches the terminal.
    // A setting is named as its flag (`--decision-path`), one problem per line.
    if (isRefusal(error)) {
        for (const line of describeRefusal(error, CLI_WORDING)) {
            io.stderr(`agentverity: ${terminalSafeLines(line, 4000)}\n`);
        }
        return exitCodeOf(error);
    }
    const detail = terminalSafeLines(describeThrown(error), 4000);
    io.stderr(`agentverity: internal error: ${detail}\nPlease report this with the command you ran.\n`);
    if (process.env.AGENTVERITY_DEBUG && error instanceof Error && error.stack)
        io.stderr(`${error.stack}\n`);
    return exitCodeOf(error);
}

tuneCliHeap();
watchClosedStreams();
const io = processIo();
const stray = watchStrayErrors(io.stderr);
let finished = false;
guardUnfinished(() => finished, io.stderr);
const code = await runCli(process.argv.slice(2), io);
finished = true;
exitWhenFlushed(() => stray.finalCode(code));
