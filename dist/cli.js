#!/usr/bin/env node
import { w as watchStrayErrors, g as guardUnfinished, e as exitWhenFlushed } from './chunks/process-guard.js';
import { p as processIo } from './chunks/io.js';
import { O as Option, A as Argument, C as Command, a as CommanderError } from './chunks/commander.js';
import { P as PRECISIONS, D as DEFAULT_BASELINE_PATH, a as DEFAULT_EVIDENCE_OUT, d as describeRefusal } from './chunks/settings.js';
import { I as ISOLATIONS, L as LAYERS, V as VERSION, i as isRefusal, t as terminalSafeLines, d as describeThrown, C as CLI_COMMAND } from './chunks/types.js';
import { E as EXIT, e as exitCodeOf } from './chunks/errors.js';
import { a as addReportOptions, t as textOrJsonFormat, f as formatFor, p as parseObserved, b as parsePositiveInt } from './chunks/report-options.js';
import { a as argParser, C as CLI_WORDING } from './chunks/settings2.js';
import './chunks/telemetry.js';
import 'node:fs';
import 'node:module';
import 'node:path';
import 'node:url';
import 'node:events';
import 'node:child_process';
import 'node:process';

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
    return command
        .option('--evidence <files...>', 'evidence files (ours or agentverity.evidence/v2) or globs; several are merged in order')
        .option('--promptfoo <files...>', 'promptfoo result exports (promptfoo eval --repeat N --output FILE); needs --suite')
        .option('--jsonl <files...>', 'JSON Lines logs, one run per line in the order the runs happened')
        .option('--inspect <files...>', 'Inspect AI eval logs run with epochs (.eval or .json)')
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
    command.addOption(epsilonOption()).addOption(precisionOption()).addOption(methodOption());
    command.option('--replay-curtailment', 'after the report, say (on stderr) where the curtailment rule would have stopped on this evidence: a counterfactual, the status is unchanged');
    addReportOptions(command);
    command.allowExcessArguments(false).action(async (opts) => {
        const { assessCommand } = await import('./chunks/assess.js');
        setCode(await assessCommand(opts, io));
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

/** `init`: its options here; its work (commands/init.ts) loaded when it runs. */
function registerInit(program, { io, setCode }) {
    program
        .command('init')
        .description('Write a starter decision suite, an agent stub and the gate and promote workflows for the kind of agent you name; never overwrites a file.')
        .addArgument(new Argument('<kind>', 'the kind of agent: module (JavaScript), typescript, python (a command worker) or http').choices([...INIT_KINDS]))
        .option('--dir <folder>', 'the repository folder to write into', '.')
        .allowExcessArguments(false)
        .action(async (kind, opts) => {
        const { initCommand } = await import('./chunks/init.js');
        setCode(initCommand(kind, opts, io));
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
function build(context) {
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
    for (const command of program.commands) {
        command
            .exitOverride()
            .showHelpAfterError(usageHint(command.name()))
            .configureOutput({ writeOut: context.io.stdout, writeErr: context.io.stderr });
    }
    return program;
}
/**
 * Run the CLI on argv (without the node and script entries) and return the exit
 * code. Refusals print one clear message and give 2; anything unexpected is an
 * internal error (70) and still never prints a stack trace unless AGENTVERITY_DEBUG is set.
 */
async function runCli(argv, io) {
    let code = EXIT.clean;
    const program = build({ io, setCode: (c) => (code = c) });
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

const io = processIo();
const stray = watchStrayErrors(io.stderr);
let finished = false;
guardUnfinished(() => finished, io.stderr);
const code = await runCli(process.argv.slice(2), io);
finished = true;
exitWhenFlushed(() => stray.finalCode(code));
