#!/usr/bin/env node
import nodeModule from 'node:module';
import v8 from 'node:v8';
import { w as watchClosedStreams, a as watchStrayErrors, g as guardUnfinished, e as exitWhenFlushed } from './chunks/telemetry.js';
import { p as processIo } from './chunks/io.js';
import { O as Option, A as Argument, C as Command, a as CommanderError } from './chunks/commander.js';
import { D as DEFAULT_BASELINE_PATH, d as describeRefusal } from './chunks/settings.js';
import { V as VERSION, t as terminalSafeLines, d as describeThrown, C as CLI_COMMAND } from './chunks/module-spec.js';
import { E as EXIT, e as exitCodeOf } from './chunks/errors.js';
import { a as addReportOptions } from './chunks/report-options.js';
import { a as addSettingOptions, b as benchOptions, c as casesOptions, d as argParser, p as parseDuration, C as CLI_WORDING } from './chunks/settings2.js';
import { t as textOrJsonFormat, f as formatFor, p as parseObserved, a as parsePositiveInt } from './chunks/options.js';
import { i as isRefusal } from './chunks/types.js';
import 'node:fs';
import 'node:path';
import 'node:url';
import 'node:events';
import 'node:child_process';
import 'node:process';
import './chunks/registry.js';
import './chunks/cases-setting-table.js';

// Node's on-disk cache of compiled modules (Node 22.1+, `module.enableCompileCache`):
// the second and later runs of the CLI skip compiling the ~1 MB of JavaScript a
// command loads. Each command's work is a chunk imported when the command runs,
// so enabling the cache before that import covers nearly all of it. Node keeps the
// cache in its own folder under the system's temporary directory, keyed by file
// content and Node version; NODE_DISABLE_COMPILE_CACHE=1 turns it off, and a
// NODE_COMPILE_CACHE folder the user set is theirs (Node has then enabled it).
// On Node 20, which has no such API, this does nothing.
/**
 * Enable Node's compile cache for this process when the Node running us has it
 * and the user has not chosen (NODE_DISABLE_COMPILE_CACHE, NODE_COMPILE_CACHE).
 * Returns whether it was asked for; a cache that cannot be written is not an error.
 */
function enableCliCompileCache(env = process.env, api = nodeModule) {
    if (env['NODE_DISABLE_COMPILE_CACHE'] !== undefined || env['NODE_COMPILE_CACHE'] !== undefined)
        return false;
    const enable = api.enableCompileCache;
    if (typeof enable !== 'function')
        return false;
    try {
        enable();
        return true;
    }
    catch {
        // A cache folder that cannot be made or written only costs the speed-up.
        return false;
    }
}

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

/** `assess`: its options here (its settings' from the settings table); its work (commands/assess.ts) loaded when it runs. */
function registerAssess(program, { io, setCode }) {
    const command = program
        .command('assess')
        .description('Assess recorded evidence: repeatability, blindness, routes and contract. Makes no model call.');
    addSettingOptions(command, 'assess');
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
/** The options `bench test` and `bench compare` share: their setting flags, then their own. */
function addBenchOptions(command, name) {
    for (const option of benchOptions(name))
        command.addOption(option);
    command
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
        .description('Run one agent on every task of a benchmark --runs times: PASS/FAIL/ERROR, reliability with intervals, pass^k, pass@k. Exit 0 when every attempt passes, 1 with failures or errors.'), 'test').action(async (agent, opts) => {
        const { benchCommand } = await import('./chunks/bench.js');
        setCode(await benchCommand('test', agent === undefined ? [] : [agent], opts, io));
    });
    addBenchOptions(bench
        .command('compare')
        .argument('[agents...]', `two or more agents; each is ${AGENT_HELP}`)
        .description('Run two or more agents on the same tasks, order, evaluators and runs, and compare them paired on task: differences with intervals, McNemar, Newcombe, Holm, tie groups. Exit 0 when it completes.'), 'compare').action(async (agents, opts) => {
        const { benchCommand } = await import('./chunks/bench.js');
        setCode(await benchCommand('compare', agents, opts, io));
    });
    const run = bench
        .command('run')
        .argument('<agent>', AGENT_HELP)
        .argument('<prompt>', 'the text sent to the agent')
        .description('Call the agent once with a prompt and print its answer (nothing is recorded).');
    for (const option of benchOptions('run'))
        run.addOption(option);
    run.action(async (agent, prompt, opts) => {
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
        .description('Run a stateful agent on its cases from a fresh reset each time, compare the world it leaves with the expected one, replay with a tool failing, and check relations between cases (docs/stateful.md). Exit 0 all criteria passed, 1 any failed, 2 missing or insufficient evidence.');
    // The setting flags come from the cases settings table (app/cases-setting-table.ts).
    for (const option of casesOptions())
        command.addOption(option);
    command.option('--quiet', 'no progress lines on stderr');
    addReportOptions(command);
    command.allowExcessArguments(false).action(async (opts) => {
        const { casesCommand } = await import('./chunks/cases.js');
        setCode(await casesCommand(opts, io));
    });
}

/** `check`: its options here (its settings' from the settings table); its work (commands/check.ts) loaded when it runs. */
function registerCheck(program, { io, setCode }) {
    const command = program
        .command('check')
        .description('Check current evidence against an approved baseline: exit 0 clean, 1 drift, 2 cannot compare. Makes no model call.')
        .option('--baseline <file>', `the approved baseline (agentverity-action/baseline@1; default ${DEFAULT_BASELINE_PATH}, where snapshot writes it)`);
    addSettingOptions(command, 'check');
    command
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
    const command = program
        .command('compare-evidence')
        .description('Compare two evidence files route by route: changed calls, gained or lost decisions and flip pairs, isolation and provenance. Exit 1 on drift. Every case of both files needs its intended decision (`expected`): collect or import the runs against a decision suite.')
        .argument('<before>', 'the earlier evidence file (every case with its expected decision)')
        .argument('<after>', 'the later evidence file (every case with its expected decision)');
    addSettingOptions(command, 'compare-evidence')
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
    const command = program
        .command('plan')
        .description('Plan pairs and calls before spending them: from observed flips, or per route from a suite.')
        .option('--observed <flips/pairs>', 'flips observed in disjoint pairs so far, e.g. 4/73', parseObserved)
        .option('--max-pairs <n>', 'with --observed: the most pairs you are willing to collect', parsePositiveInt);
    addSettingOptions(command, 'plan')
        .option('--latency <duration>', "with --suite: how long one agent call takes (e.g. 2s), to size the shards of the suite's run", argParser(parsePositiveDuration))
        .option('--wall-time <duration>', 'with --latency: the time a shard may take, e.g. 30m or 2h; plan says how many shards that needs', argParser(parsePositiveDuration))
        .addOption(textOrJsonFormat('plan format'))
        .option('--output <path>', 'write the plan to this file instead of standard output')
        .allowExcessArguments(false)
        .action(async (opts) => {
        const { planCommand } = await import('./chunks/plan.js');
        setCode(await planCommand(opts, io));
    });
}

/** The options of a live run that are no setting (`run` and `snapshot` both take them). */
function liveRunOptions() {
    return [
        new Option('--dry-run', 'print the plan and stop before loading the agent'),
        new Option('--quiet', 'no plan and no progress on stderr'),
    ];
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
/** `run`: its settings' flags from the settings table, then its own; its work loaded when it runs. */
function registerRun(program, { io, setCode }) {
    const command = program
        .command('run')
        .description('Call your agent on your inputs, write the evidence, then assess it like `assess`.');
    addSettingOptions(command, 'run');
    for (const option of liveRunOptions())
        command.addOption(option);
    addReportOptions(command);
    command.allowExcessArguments(false).action(async (opts, cmd) => {
        const { isMainProcessIo, runCommand } = await import('./chunks/run.js');
        setCode(await runCommand(givenRunOptions(opts, cmd), io, { handleSigint: isMainProcessIo(io) }));
    });
}

/**
 * `snapshot`: from recorded runs or a live run, so the settings of both (the
 * settings table's rows naming it; no --shard: a baseline is of the whole run),
 * then its own options.
 */
function registerSnapshot(program, { io, setCode }) {
    const command = program
        .command('snapshot')
        .description('Admit evidence as a regression baseline of decisions per input (or write an unapproved candidate): from recorded runs (no model call) or from a live run with the `run` options.');
    addSettingOptions(command, 'snapshot');
    for (const option of liveRunOptions())
        command.addOption(option);
    command
        .option('--accept-reference', 'approve these decisions as the baseline yourself (stability is not correctness: look at them first)')
        .option('--candidate', 'write an unapproved candidate baseline, for approval later (the approval label)')
        .option('--approver <name>', 'who approves, recorded in the baseline (default: AGENTVERITY_APPROVER, then the user name)')
        .option('--output <path>', `where to write the baseline (default ${DEFAULT_BASELINE_PATH})`)
        .option('--baseline-out <path>', 'the same as --output')
        .addOption(textOrJsonFormat('what to print'))
        .allowExcessArguments(false);
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
enableCliCompileCache();
watchClosedStreams();
const io = processIo();
const stray = watchStrayErrors(io.stderr);
let finished = false;
guardUnfinished(() => finished, io.stderr);
const code = await runCli(process.argv.slice(2), io);
finished = true;
exitWhenFlushed(() => stray.finalCode(code));
