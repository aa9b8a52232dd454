#!/usr/bin/env node
import { writeFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { R as Refusal, r as resolveEpsilon, a as readEvidence, m as mergeEvidence, b as readSuite, c as assess, e as evidenceDigest, d as buildEvidenceFile, f as renderJson, g as renderText, t as terminalSafe, V as VERSION, T as TOOL_NAME, I as InvalidArgumentError, w as wilson, h as bestCaseAdmission, p as pairsForDeterministicCall, i as formatPercent, j as formatRate, k as planRouteRepeats, u as uniformCalls, l as classify, C as CommanderError, n as isRefusal, o as Command, O as Option } from './chunks/shared.js';
import 'node:fs/promises';
import 'node:crypto';
import 'node:events';
import 'node:child_process';
import 'node:process';

/**
 * Create the missing folders above `file`, one level at a time. (Node's recursive
 * mkdir can spin forever on some virtual file systems, e.g. under /proc.)
 */
function makeParents(file) {
    const missing = [];
    let dir = path.dirname(file);
    while (!existsSync(dir) && missing.length < 256) {
        missing.push(dir);
        const parent = path.dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    for (const d of missing.reverse())
        mkdirSync(d);
}
/** Write a report file; any failure is a clear refusal naming the file (exit 2). */
function writeReportFile(file, text) {
    try {
        makeParents(file);
        writeFileSync(file, text, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const reason = code === 'EACCES' || code === 'EPERM'
            ? 'permission denied'
            : code === 'EISDIR'
                ? 'it is a folder'
                : code === 'ENOTDIR' || code === 'EEXIST'
                    ? 'a part of the path is a file, not a folder'
                    : code === 'ENOENT'
                        ? 'the folder cannot be created'
                        : error.message;
        throw new Refusal('output.write', `cannot write the report: ${reason}`, file);
    }
}
function processIo() {
    return {
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        cwd: process.cwd(),
        writeFile: writeReportFile,
    };
}

async function assessCommand(options, io) {
    // commander refuses --epsilon together with --precision (exit 2).
    const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
    const parts = [];
    for (const file of options.evidence) {
        const resolved = path.resolve(io.cwd, file);
        const read = await readEvidence(resolved);
        parts.push({ ...read, name: file });
    }
    const evidence = parts.length === 1 ? parts[0].evidence : mergeEvidence(parts);
    let suite = null;
    if (options.suite !== undefined)
        suite = await readSuite(path.resolve(io.cwd, options.suite));
    const assessment = assess(evidence, suite, { epsilon });
    const tool = { name: TOOL_NAME, version: VERSION };
    const settings = {
        epsilon,
        ...(options.precision !== undefined ? { precision: options.precision } : {}),
        blindnessThreshold: 0.9,
        evidence: options.evidence.map((f) => path.basename(f)),
        suite: options.suite === undefined ? null : path.basename(options.suite),
    };
    const collected = parts.length === 1 && parts[0].file ? parts[0].file.settings : {};
    const digest = evidenceDigest(buildEvidenceFile(evidence, { tool, createdAt: '', settings: collected, suiteDigest: null }));
    const report = options.format === 'json'
        ? renderJson(assessment, { tool, settings, evidenceDigest: digest })
        : renderText(assessment);
    if (options.output !== undefined) {
        const target = path.resolve(io.cwd, options.output);
        io.writeFile(target, report);
        io.stdout(`${assessment.headline.category}: ${terminalSafe(assessment.headline.text, 2000)}\n`);
        io.stderr(`agentverity: wrote the ${options.format} report to ${options.output}\n`);
    }
    else {
        io.stdout(report);
    }
    return assessment.exitCode;
}

const FORMATS = ['text', 'json'];
function parseFormat(value) {
    if (!FORMATS.includes(value)) {
        throw new InvalidArgumentError(`expected one of ${FORMATS.join(', ')}`);
    }
    return value;
}
/** A number strictly between 0 and 1 (a tolerance or a threshold). */
function parseFraction(value) {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || n >= 1) {
        throw new InvalidArgumentError('expected a number between 0 and 1 (exclusive), e.g. 0.05');
    }
    return n;
}
function parsePositiveInt(value) {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) {
        throw new InvalidArgumentError('expected a whole number of at least 1');
    }
    return n;
}
/** `F/P`: F flips observed in P disjoint pairs. */
function parseObserved(value) {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
    if (!match)
        throw new InvalidArgumentError('expected FLIPS/PAIRS, e.g. 4/73');
    const flips = Number(match[1]);
    const pairs = Number(match[2]);
    if (!Number.isSafeInteger(flips) || !Number.isSafeInteger(pairs) || flips > pairs) {
        throw new InvalidArgumentError('expected FLIPS/PAIRS with 0 <= FLIPS <= PAIRS, e.g. 4/73');
    }
    return { flips, pairs };
}
function collect(value, previous) {
    return [...(previous ?? []), value];
}

const DEFAULT_MAX_PAIRS = 10_000_000;
function emit(io, options, text) {
    if (options.output !== undefined)
        io.writeFile(path.resolve(io.cwd, options.output), text);
    else
        io.stdout(text);
}
async function planCommand(options, io) {
    if ((options.observed === undefined) === (options.suite === undefined)) {
        throw new Refusal('usage.plan-source', 'plan needs exactly one of --observed FLIPS/PAIRS or --suite FILE');
    }
    // commander refuses --epsilon together with --precision (exit 2).
    if (options.maxPairs !== undefined && options.observed === undefined) {
        throw new Refusal('usage.max-pairs', '--max-pairs applies to --observed only');
    }
    const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
    if (options.observed !== undefined)
        return planObserved(options.observed, epsilon, options, io);
    return planSuite(options.suite, epsilon, options, io);
}
function planObserved(observed, epsilon, options, io) {
    const { flips, pairs } = observed;
    const maxPairs = options.maxPairs ?? DEFAULT_MAX_PAIRS;
    const { low, high } = wilson(flips, pairs);
    const call = pairs === 0 ? 'undecided' : classify(low, high, epsilon);
    const best = bestCaseAdmission({ flips, pairs, epsilon, maxPairs });
    const rate = pairs === 0 ? 0 : flips / pairs;
    const persisting = pairsForDeterministicCall(epsilon, { flipRate: rate });
    const result = {
        observed: { flips, pairs, flipRate: rate, ciLow: low, ciHigh: high, call },
        epsilon,
        maxPairs: options.maxPairs ?? null,
        bestCase: {
            totalPairs: best.totalPairs,
            additionalPairs: best.additionalPairs,
            reachable: best.reachable,
        },
        pairsIfRatePersists: persisting,
    };
    if (options.format === 'json') {
        emit(io, options, `${JSON.stringify(result, null, 2)}\n`);
        return 0;
    }
    const eps = formatPercent(epsilon, epsilon * 100 >= 1 ? 0 : 1);
    const lines = [
        `observed ${flips} flips in ${pairs} pairs: 95% CI [${formatRate(low)}, ${formatRate(high)}], ${call} at ${eps}`,
        call === 'deterministic'
            ? `already certified: the upper bound is below ${eps}`
            : best.totalPairs === null
                ? `no practical number of pairs certifies ${eps}`
                : `best case: if every further pair agrees, the bound falls below ${eps} at ${best.totalPairs} pairs (${best.additionalPairs} more)` +
                    (options.maxPairs === undefined
                        ? ''
                        : best.reachable
                            ? `, within the maximum of ${options.maxPairs}`
                            : `: not reachable within the maximum of ${options.maxPairs}`),
        flips === 0
            ? ''
            : persisting === null
                ? `if the observed rate (${formatPercent(rate, 1)}) persists, no number of pairs certifies ${eps}`
                : `if the observed rate (${formatPercent(rate, 1)}) persists, about ${persisting} pairs are needed`,
    ].filter((l) => l !== '');
    emit(io, options, `${lines.join('\n')}\n`);
    return 0;
}
async function planSuite(file, epsilon, options, io) {
    const suite = await readSuite(path.resolve(io.cwd, file));
    const plans = planRouteRepeats({
        intended: suite.cases.map((c) => c.expected),
        epsilon,
        targets: suite.contract.stabilityTargets,
        minimumRepeats: 2,
    });
    const total = plans.reduce((sum, p) => sum + p.calls, 0);
    const uniform = uniformCalls(plans);
    if (options.format === 'json') {
        emit(io, options, `${JSON.stringify({ epsilon, routes: plans, totalCalls: total, uniformCalls: uniform, savedCalls: Math.max(0, uniform - total) }, null, 2)}\n`);
        return 0;
    }
    const rows = [['route', 'cases', 'target', 'pairs*', 'repeats', 'calls']];
    for (const p of plans) {
        rows.push([
            terminalSafe(p.decision, 40),
            String(p.cases),
            formatRate(p.target),
            String(p.pairsNeeded),
            String(p.repeatsEach),
            String(p.calls),
        ]);
    }
    rows.push(['total', String(suite.cases.length), '', '', '', String(total)]);
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
    const lines = rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
    lines.push('');
    lines.push('* zero-flip disjoint pairs needed for each route to certify at its target (Wilson, 95%).');
    if (uniform > total) {
        lines.push(`Uniform repeats for every case would cost ${uniform} calls; planning per route saves ${uniform - total}.`);
    }
    emit(io, options, `${lines.join('\n')}\n`);
    return 0;
}

/** Exit codes (DESIGN.md §5). */
const EXIT = { clean: 0, unusable: 2, internal: 70 };
const PRECISION_CHOICES = ['cheap', 'balanced', 'strict'];
function epsilonOption() {
    return new Option('--epsilon <e>', 'tolerance for the flip rate, between 0 and 1 (default 0.05)')
        .argParser(parseFraction)
        .conflicts('precision');
}
function precisionOption() {
    return new Option('--precision <preset>', 'tolerance preset: cheap 0.10, balanced 0.05, strict 0.01').choices(PRECISION_CHOICES);
}
function formatOption() {
    return new Option('--format <format>', 'report format: text or json')
        .argParser(parseFormat)
        .default('text');
}
function build(io, setCode) {
    const program = new Command('agentverity');
    program
        .description('Would this agent decision repeat, and did the probes reach more than one decision?')
        .version(`agentverity ${VERSION}`, '-V, --version')
        .exitOverride()
        .showHelpAfterError('(run agentverity --help for usage)')
        .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
        .allowExcessArguments(false);
    program
        .command('assess')
        .description('Assess recorded evidence: repeatability, blindness, routes and contract. Makes no model call.')
        .requiredOption('--evidence <file>', 'evidence file (ours or agentverity.evidence/v2); repeat to merge shards', collect)
        .option('--suite <file>', 'decision suite (agentverity.decision-suite/v1) with the reviewed cases and contract')
        .addOption(epsilonOption())
        .addOption(precisionOption())
        .addOption(formatOption())
        .option('--output <path>', 'write the report to this file instead of standard output')
        .allowExcessArguments(false)
        .action(async (opts) => {
        setCode(await assessCommand(opts, io));
    });
    program
        .command('plan')
        .description('Plan pairs and calls before spending them: from observed flips, or per route from a suite.')
        .option('--observed <flips/pairs>', 'flips observed in disjoint pairs so far, e.g. 4/73', parseObserved)
        .option('--suite <file>', 'decision suite: plan calls per route from its cases and stability targets')
        .option('--max-pairs <n>', 'with --observed: the most pairs you are willing to collect', parsePositiveInt)
        .addOption(epsilonOption())
        .addOption(precisionOption())
        .addOption(formatOption())
        .option('--output <path>', 'write the plan to this file instead of standard output')
        .allowExcessArguments(false)
        .action(async (opts) => {
        setCode(await planCommand(opts, io));
    });
    return program;
}
/**
 * Run the CLI on argv (without the node and script entries) and return the exit
 * code. Refusals print one clear message and give 2; anything unexpected is an
 * internal error (70) and still never prints a stack trace unless AGENTVERITY_DEBUG is set.
 */
async function runCli(argv, io) {
    let code = EXIT.clean;
    const program = build(io, (c) => (code = c));
    if (argv.length === 0) {
        program.outputHelp({ error: true });
        return EXIT.unusable;
    }
    try {
        await program.parseAsync([...argv], { from: 'user' });
        return code;
    }
    catch (error) {
        if (error instanceof CommanderError) {
            if (error.code === 'commander.helpDisplayed' ||
                error.code === 'commander.version' ||
                error.code === 'commander.help') {
                return EXIT.clean;
            }
            return EXIT.unusable;
        }
        if (isRefusal(error)) {
            io.stderr(`agentverity: ${error.message}\n`);
            return EXIT.unusable;
        }
        const detail = error instanceof Error ? error.message : String(error);
        io.stderr(`agentverity: internal error: ${detail}\nPlease report this with the command you ran.\n`);
        if (process.env.AGENTVERITY_DEBUG && error instanceof Error && error.stack)
            io.stderr(`${error.stack}\n`);
        return EXIT.internal;
    }
}

process.exitCode = await runCli(process.argv.slice(2), processIo());
