#!/usr/bin/env node
import { w as writeTextFile, o as openTelemetry, c as clockFrom, d as diskFiles, I as InvalidArgumentError, R as Refusal, a as REPORT_FORMATS, O as Option, r as renderReports, b as refusingWrites, e as outputPath, t as terminalSafe, S as SETTING_KEYS, D as DEFAULT_EARLY_REJECTION, k as kebab, P as PRECISIONS, f as ISOLATIONS, p as parseNumber, L as LAYERS, g as refuseProblems, h as checkSettings, l as loadRecorded, i as obtainEvidence, E as EXIT, j as assessEvidence, m as reportMetaOf, n as casesFileOf, q as renderReplayText, s as replayCurtailmentOnEvidence, u as DEFAULT_BASELINE_PATH, v as readBaseline, x as checkAgainstBaseline, y as renderCheckJson, z as renderCheckText, A as resolveEpsilon, B as compareEvidence, C as renderCompareJson, F as renderCompareText, G as Argument, H as INIT_KINDS, J as writeInit, K as initRunCommands, M as tsxCommand, N as intervalBy, Q as callBy, T as bestCaseAdmission, U as pairsForDeterministicCall, V as renderObservedPlanJson, W as renderObservedPlanText, X as planLive, Y as uniformCalls, Z as logSafeJson, _ as buildSuitePlanJson, $ as renderSuitePlanText, a0 as describePhases, a1 as parseCost, a2 as checkWritable, a3 as parseWhole, a4 as parseDuration, a5 as parseRate, a6 as DEFAULT_EVIDENCE_OUT, a7 as isInterrupted, a8 as describePlan, a9 as isoNow, aa as writeSnapshot, ab as renderSnapshotJson, ac as renderSnapshotText, ad as isLive, ae as snapshotPrecheck, af as Command, ag as VERSION, ah as CommanderError, ai as isRefusal, aj as describeRefusal, ak as terminalSafeLines, al as exitCodeOf, am as describeThrown, an as CLI_COMMAND, ao as watchStrayErrors, ap as guardUnfinished, aq as exitWhenFlushed } from './chunks/shared.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import 'node:fs/promises';
import 'node:crypto';
import 'node:buffer';
import 'node:perf_hooks';
import 'node:url';
import 'node:child_process';
import 'node:module';
import 'node:events';
import 'node:process';
import 'fs';
import 'path';
import 'url';
import 'module';

/** The app's ports on the CLI's I/O: messages on stderr, files through `writeFile`. */
function appIoOf(io, quiet = false) {
    return {
        cwd: io.cwd,
        env: io.env,
        files: diskFiles(io.writeFile),
        clock: clockFrom(io.env),
        log: io.stderr,
        liveProgress: io.stderrIsTTY && !io.env['CI'],
        quiet,
        ...(io.telemetry === undefined ? {} : { telemetry: io.telemetry }),
    };
}
function processIo() {
    const stderr = (text) => process.stderr.write(text);
    return {
        stdout: (text) => process.stdout.write(text),
        stderr,
        cwd: process.cwd(),
        writeFile: writeTextFile,
        env: process.env,
        stdoutIsTTY: process.stdout.isTTY === true,
        stderrIsTTY: process.stderr.isTTY === true,
        // The user's OpenTelemetry setup, if any (loaded only when there is a span to send).
        telemetry: openTelemetry({ cwd: process.cwd(), env: process.env, log: stderr }),
    };
}

/** Formats of commands that print data rather than an assessment report (`plan`). */
const FORMATS = ['text', 'json'];
function parseFormat(value) {
    if (!FORMATS.includes(value)) {
        throw new InvalidArgumentError(`expected one of ${FORMATS.join(', ')}`);
    }
    return value;
}
function parseReportFormat(value) {
    if (!REPORT_FORMATS.includes(value)) {
        throw new InvalidArgumentError(`expected one of ${REPORT_FORMATS.join(', ')}`);
    }
    return value;
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
/** Report formats by file extension, for an --output given without --format. */
const EXTENSION_FORMATS = {
    '.txt': 'text',
    '.text': 'text',
    '.log': 'text',
    '.json': 'json',
    '.xml': 'junit',
    '.md': 'markdown',
    '.markdown': 'markdown',
    '.html': 'html',
    '.htm': 'html',
};
/**
 * The format a file's extension names, among `allowed`: `text` for a file with
 * no extension, null for an extension that names no allowed format (the caller
 * refuses rather than write one format into a file named for another).
 */
function formatOfPath(file, allowed) {
    const base = file.split(/[\\/]/).pop() ?? file;
    const dot = base.lastIndexOf('.');
    const ext = dot <= 0 ? '' : base.slice(dot).toLowerCase();
    const format = ext === '' ? 'text' : EXTENSION_FORMATS[ext];
    return format !== undefined && allowed.includes(format)
        ? format
        : null;
}
/**
 * The `--format` of a text-or-json command: as given, or, when only `--output`
 * was given, the format its extension names (`check.json` is JSON); a file named
 * for another format is refused.
 */
function formatFor(cmd, options) {
    if (options.output === undefined || cmd.getOptionValueSource('format') === 'cli') {
        return options.format;
    }
    const inferred = formatOfPath(options.output, FORMATS);
    if (inferred === null) {
        throw new Refusal('usage.format', `cannot tell the format of --output ${options.output} from its extension: give --format (${FORMATS.join(' or ')})`);
    }
    return inferred;
}

/** `--markdown-form`: the job summary (≤ 1 MiB, the default) or the PR comment (≤ 60,000 bytes). */
const MARKDOWN_FORMS = ['summary', 'comment'];
const PAIRING = 'each --output is the file for the --format just before it; a --format without --output goes to standard output';
/**
 * `--format F` (repeatable) and `--output PATH` (repeatable). Each --output takes
 * the --format written just before it, e.g.
 * `--format text --format json --output r.json --format junit --output r.xml`
 * prints text and writes JSON and JUnit files.
 */
function addReportOptions(command) {
    let formatsSeen = 0;
    const outputAfter = [];
    return command
        .addOption(new Option('--format <format>', `report format: ${REPORT_FORMATS.join(', ')} (repeatable; default text)`).argParser((value, previous) => {
        formatsSeen++;
        return [...(previous ?? []), parseReportFormat(value)];
    }))
        .addOption(new Option('--output <path>', `write the report of the --format just before it to this file (repeatable; ${PAIRING}); one --output without any --format takes the format its extension names (.txt, .json, .xml, .md, .html)`).argParser((value, previous) => {
        outputAfter.push(formatsSeen);
        return [...(previous ?? []), value];
    }))
        .addOption(new Option('--markdown-form <form>', "markdown only: summary (a job summary, up to 1 MiB; default) or comment (a PR comment, up to 60,000 bytes, under GitHub's 65,536-character limit)").choices([...MARKDOWN_FORMS]))
        .hook('preAction', (thisCommand) => {
        if (outputAfter.length > 0)
            thisCommand.setOptionValue('outputAfter', [...outputAfter]);
    });
}
/**
 * Where each requested report goes, or a refusal (exit 2) for an ambiguous
 * request. Commands that collect call it before any agent call.
 */
function resolveReportTargets(options) {
    const formats = options.format ?? [];
    const outputs = options.output ?? [];
    if (options.markdownForm !== undefined && !formats.includes('markdown')) {
        throw new Refusal('usage.markdown-form', '--markdown-form applies to the markdown report only: give --format markdown');
    }
    if (formats.length === 0) {
        if (outputs.length > 1) {
            throw new Refusal('usage.format', `${outputs.length} --output values but no --format: give a --format before each --output (${PAIRING})`);
        }
        const only = outputs[0];
        if (only === undefined)
            return [{ format: 'text', path: null }];
        // `--output report.html` alone: the format its extension names, never text in an .html file.
        const inferred = formatOfPath(only, REPORT_FORMATS);
        if (inferred === null) {
            throw new Refusal('usage.format', `cannot tell the report format of --output ${only} from its extension: give --format (${REPORT_FORMATS.join(', ')}) before it`);
        }
        return [{ format: inferred, path: only }];
    }
    const paths = formats.map(() => null);
    outputs.forEach((output, j) => {
        const index = options.outputAfter !== undefined ? (options.outputAfter[j] ?? 0) - 1 : j;
        if (index < 0) {
            throw new Refusal('usage.format', `--output ${output} comes before any --format, so it is not clear which report it is for (${PAIRING})`);
        }
        if (index >= formats.length) {
            throw new Refusal('usage.format', `more --output values (${outputs.length}) than --format values (${formats.length}) (${PAIRING})`);
        }
        const earlier = paths[index];
        if (earlier !== null) {
            throw new Refusal('usage.format', `--format ${formats[index]} has two files, ${earlier} and ${output}: give one --output per --format`);
        }
        paths[index] = output;
    });
    const toStdout = formats.filter((_, i) => paths[i] === null);
    if (toStdout.length > 1) {
        throw new Refusal('usage.format', `${toStdout.join(' and ')} would all go to standard output: give an --output for all but one (${PAIRING})`);
    }
    const seen = new Map();
    formats.forEach((format, i) => {
        const p = paths[i];
        if (p === null || p === undefined)
            return;
        const key = path.resolve(p);
        const other = seen.get(key);
        if (other !== undefined) {
            throw new Refusal('usage.format', `--output ${p} is given for both ${other} and ${format}: give each report its own file`);
        }
        seen.set(key, format);
    });
    return formats.map((format, i) => ({ format, path: paths[i] ?? null }));
}
/**
 * Whether to colour standard output, the usual way (as chalk's supports-color):
 * FORCE_COLOR set to anything but `0` or `false` turns colour on, even when the
 * output is not a terminal (a CI log), and `0` or `false` turns it off; without
 * it, NO_COLOR (https://no-color.org) present and not empty turns colour off;
 * otherwise colour follows whether standard output is a terminal.
 */
function colourWanted(io) {
    const force = io.env['FORCE_COLOR'];
    if (force !== undefined)
        return !/^(0|false)$/i.test(force.trim());
    const noColor = io.env['NO_COLOR'];
    if (noColor !== undefined && noColor !== '')
        return false;
    return io.stdoutIsTTY;
}
/**
 * Render the assessment in every requested format and deliver each one: files
 * first, then standard output. With no report on standard output, the headline
 * is printed there so a person running the command still sees the answer.
 */
function emitReports(io, assessment, meta, options) {
    const targets = resolveReportTargets(options);
    const rendered = renderReports(assessment, meta, targets, {
        colour: colourWanted(io),
        ...(options.markdownForm === undefined ? {} : { markdownForm: options.markdownForm }),
    });
    for (const r of rendered) {
        if (r.path === null)
            continue;
        refusingWrites(io.writeFile)(outputPath(io.cwd, r.path), r.text);
        io.stderr(`agentverity: wrote the ${r.format} report to ${terminalSafe(r.path, 500)}\n`);
    }
    const out = rendered.find((r) => r.path === null);
    if (out !== undefined)
        io.stdout(out.text);
    else
        io.stdout(`${assessment.headline.category}: ${terminalSafe(assessment.headline.text, 2000)}\n`);
}

// argv → app settings: commander's option bag (whose attribute names are the
// setting keys) copied into the typed settings, and how the CLI names a setting.
/** The flags that do not follow the rule `--` + kebab case: the negated switches. */
const FLAG_EXCEPTIONS = {
    meter: '--no-meter',
    blindness: '--no-blindness',
    reuse: '--no-reuse',
    // On by default: only its negation is ever given.
    earlyRejection: '--no-early-rejection',
};
/** The flag of a setting: `decisionPath` → `--decision-path`, `meter` → `--no-meter`. */
function flagOf(key) {
    return FLAG_EXCEPTIONS[key] ?? `--${kebab(key)}`;
}
/** How the CLI words a setting in a refusal. */
const CLI_WORDING = { nameOf: flagOf };
/** The typed settings from commander's option values (unset and defaulted switches left out). */
function settingsOf(options) {
    const bag = options;
    const out = {};
    for (const key of SETTING_KEYS) {
        const value = bag[key];
        if (value === undefined)
            continue;
        // commander sets a negated switch (--no-meter) to true unless it is given.
        if ((key === 'meter' || key === 'blindness' || key === 'reuse') && value === true)
            continue;
        // --early-rejection and --no-early-rejection: only a choice other than the default counts.
        if (key === 'earlyRejection' && value === DEFAULT_EARLY_REJECTION)
            continue;
        if (key === 'timeout')
            out[key] = value === 0 ? null : value;
        else
            out[key] = value;
    }
    return out;
}
/** An app parser as a commander argument parser (its message becomes commander's). */
function argParser(parse) {
    return (text) => {
        try {
            return parse(text);
        }
        catch (error) {
            throw new InvalidArgumentError(error.message);
        }
    };
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
/**
 * Reads every recorded run the options name and merges them (app/recorded.ts),
 * after the settings check: `--evidence` files first, then the imported files.
 */
async function loadEvidence(options, io) {
    const settings = settingsOf(options);
    refuseProblems(checkSettings(settings, { source: 'recorded' }));
    return loadRecorded(settings, io.cwd);
}

async function assessCommand(options, io) {
    const settings = settingsOf(options);
    const app = appIoOf(io);
    const obtained = await obtainEvidence(settings, app, { source: 'recorded' });
    // Recorded runs are never interrupted nor planned; the types say so once here.
    if (obtained.kind !== 'evidence')
        return EXIT.unusable;
    const assessment = assessEvidence(obtained, app);
    emitReports(io, assessment, reportMetaOf(obtained, { casesFile: casesFileOf(settings, obtained) }), options);
    // A counterfactual after the report, on stderr: it never changes the status or exit code.
    if (options.replayCurtailment === true) {
        io.stderr(renderReplayText(replayCurtailmentOnEvidence(assessment, obtained.evidence, obtained.suite?.cases.map((c) => c.expected))));
    }
    return assessment.exitCode;
}
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
        setCode(await assessCommand(opts, io));
    });
}

async function checkCommand(options, io) {
    const settings = settingsOf(options);
    refuseProblems(checkSettings(settings, { source: 'recorded' }));
    const baselinePath = options.baseline ?? DEFAULT_BASELINE_PATH;
    if (options.baseline === undefined && !existsSync(path.resolve(io.cwd, baselinePath))) {
        throw new Refusal('file.read', `no baseline here (the default, where snapshot writes it): admit one with npx agentverity snapshot --accept-reference, or give --baseline FILE`, baselinePath);
    }
    const baseline = await readBaseline(path.resolve(io.cwd, baselinePath));
    const app = appIoOf(io);
    const obtained = await obtainEvidence(settings, app, { source: 'recorded' });
    // Recorded runs are never interrupted nor planned; the types say so once here.
    if (obtained.kind !== 'evidence')
        return EXIT.unusable;
    const result = checkAgainstBaseline(baseline, obtained, app);
    const report = options.format === 'json'
        ? renderCheckJson(result, baseline, {
            baselinePath,
            evidenceDigest: obtained.digest,
        })
        : renderCheckText(result, baseline);
    if (options.output !== undefined) {
        refusingWrites(io.writeFile)(outputPath(io.cwd, options.output, 'check report'), report);
        const first = renderCheckText(result, baseline).split('\n')[0] ?? '';
        io.stdout(`${first}\n`);
        io.stderr(`agentverity: wrote the ${options.format} check report to ${options.output}\n`);
    }
    else if (result.status === 'refused' && options.format !== 'json') {
        io.stderr(report);
    }
    else {
        io.stdout(report);
    }
    return result.exitCode;
}
function registerCheck(program, { io, setCode }) {
    const command = program
        .command('check')
        .description('Check current evidence against an approved baseline: exit 0 clean, 1 drift, 2 cannot compare. Makes no model call.')
        .option('--baseline <file>', `the approved baseline (agentverity-action/baseline@1; default ${DEFAULT_BASELINE_PATH}, where snapshot writes it)`);
    addSourceOptions(command);
    command
        .option('--suite <file>', 'the decision suite, when the baseline was admitted with one')
        .addOption(new Option('--format <format>', 'report format: text or json')
        .argParser(parseFormat)
        .default('text'))
        .option('--output <path>', 'write the report to this file instead of standard output (without --format, its extension names the format)')
        .allowExcessArguments(false)
        .action(async (opts, cmd) => {
        setCode(await checkCommand({ ...opts, format: formatFor(cmd, opts) }, io));
    });
}

async function compareEvidenceCommand(before, after, options, io) {
    refuseProblems(checkSettings({
        ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
        ...(options.precision === undefined ? {} : { precision: options.precision }),
    }, { source: 'none' }));
    const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
    const b = await loadEvidence({ evidence: [before] }, io);
    const a = await loadEvidence({ evidence: [after] }, io);
    const comparison = compareEvidence(b.evidence, a.evidence, {
        epsilon,
        names: { before: path.resolve(io.cwd, before), after: path.resolve(io.cwd, after) },
    });
    const report = options.format === 'json' ? renderCompareJson(comparison) : renderCompareText(comparison);
    if (options.output !== undefined) {
        refusingWrites(io.writeFile)(outputPath(io.cwd, options.output, 'comparison'), report);
        io.stdout(`${comparison.drifted ? 'DRIFTED' : 'NO CHANGE'}\n`);
        io.stderr(`agentverity: wrote the ${options.format} comparison to ${options.output}\n`);
    }
    else {
        io.stdout(report);
    }
    return comparison.drifted ? EXIT.no : EXIT.clean;
}
function registerCompareEvidence(program, { io, setCode }) {
    program
        .command('compare-evidence')
        .description('Compare two evidence files route by route: changed calls, gained or lost decisions and flip pairs, isolation and provenance. Exit 1 on drift. Every case of both files needs its intended decision (`expected`): collect or import the runs against a decision suite.')
        .argument('<before>', 'the earlier evidence file (every case with its expected decision)')
        .argument('<after>', 'the later evidence file (every case with its expected decision)')
        .addOption(epsilonOption())
        .addOption(precisionOption())
        .addOption(new Option('--format <format>', 'report format: text or json')
        .argParser(parseFormat)
        .default('text'))
        .option('--output <path>', 'write the comparison to this file instead of standard output (without --format, its extension names the format)')
        .allowExcessArguments(false)
        .action(async (before, after, opts, cmd) => {
        setCode(await compareEvidenceCommand(before, after, { ...opts, format: formatFor(cmd, opts) }, io));
    });
}

const KIND_TEXT = {
    module: 'a JavaScript module agent',
    typescript: 'a TypeScript module agent',
    python: 'a Python command worker',
    http: 'an HTTP agent',
};
/** Write the starter files and say what they are and what to run next. */
function initCommand(kind, options, io) {
    const result = writeInit(kind, options.dir, io.cwd);
    const width = Math.max(...result.written.map((w) => w.shown.length));
    const lines = [
        `wrote ${result.written.length} files for ${KIND_TEXT[kind]}:`,
        ...result.written.map((w) => `  ${terminalSafe(w.shown, 500).padEnd(width)}  ${w.about}`),
        '',
        'next: run the stub on the starter suite (no model, no key)',
        ...initRunCommands(kind, (file) => terminalSafe(path.join(options.dir, file).split(path.sep).join('/'), 500), 
        // On Node 20: this same CLI, as it was started, under the tsx loader.
        terminalSafe(tsxCommand({ cwd: io.cwd }).replace(/ …$/, ''), 500)).map((c) => `  ${c}`),
        'then put your agent in the stub and your reviewed cases in the suite',
        '(https://github.com/agentverity/action/blob/v1/docs/suite-format.md),',
        'and commit the two workflows.',
        '',
    ];
    io.stdout(lines.join('\n'));
    return EXIT.clean;
}
function registerInit(program, { io, setCode }) {
    program
        .command('init')
        .description('Write a starter decision suite, an agent stub and the gate and promote workflows for the kind of agent you name; never overwrites a file.')
        .addArgument(new Argument('<kind>', 'the kind of agent: module (JavaScript), typescript, python (a command worker) or http').choices([...INIT_KINDS]))
        .option('--dir <folder>', 'the repository folder to write into', '.')
        .allowExcessArguments(false)
        .action((kind, opts) => {
        setCode(initCommand(kind, opts, io));
    });
}

const DEFAULT_MAX_PAIRS = 10_000_000;
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
    refuseProblems(checkSettings({
        ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
        ...(options.precision === undefined ? {} : { precision: options.precision }),
        ...(options.method === undefined ? {} : { method: options.method }),
    }, { source: 'none' }));
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
    const method = options.method === 'exact' ? 'exact' : 'wilson';
    const { low, high } = intervalBy(method, flips, pairs);
    const call = callBy(method, flips, pairs, epsilon);
    const best = bestCaseAdmission({ flips, pairs, epsilon, maxPairs, method });
    const rate = pairs === 0 ? 0 : flips / pairs;
    const plan = {
        observed: { flips, pairs, flipRate: rate, ciLow: low, ciHigh: high, call },
        epsilon,
        maxPairs: options.maxPairs ?? null,
        bestCase: {
            totalPairs: best.totalPairs,
            additionalPairs: best.additionalPairs,
            reachable: best.reachable,
        },
        pairsIfRatePersists: pairsForDeterministicCall(epsilon, { flipRate: rate, method }),
        costPerCall: options.costPerCall ?? null,
    };
    emit(io, options, options.format === 'json' ? renderObservedPlanJson(plan) : renderObservedPlanText(plan));
    return 0;
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
async function planSuite(file, epsilon, options, io) {
    const { plan: run, seeds } = await planLive({
        suite: file,
        epsilon,
        ...(options.method === undefined ? {} : { method: options.method }),
        ...(options.costPerCall === undefined ? {} : { costPerCall: options.costPerCall }),
    }, io.cwd);
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
        costPerCall: options.costPerCall ?? null,
    };
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
        })
        : `${renderSuitePlanText(plan)}${runCallsLine(run)}`);
    return 0;
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
        .addOption(new Option('--format <format>', 'plan format: text or json')
        .argParser(parseFormat)
        .default('text'))
        .option('--output <path>', 'write the plan to this file instead of standard output')
        .allowExcessArguments(false)
        .action(async (opts) => {
        setCode(await planCommand(opts, io));
    });
}

/** `--timeout none` (or 0): calls are never timed out (commander cannot carry null). */
const NO_TIMEOUT = 0;
async function runCommand(options, io, hooks = {}) {
    const settings = settingsOf(options);
    refuseProblems(checkSettings(settings, { source: 'live' }));
    // Refuse an ambiguous report request, or a report file that cannot be written, before any call.
    for (const target of resolveReportTargets(options)) {
        if (target.path !== null)
            checkWritable(outputPath(io.cwd, target.path), 'report');
    }
    const app = appIoOf(io, options.quiet === true);
    const obtained = await obtainEvidence(settings, app, {
        source: 'live',
        dryRun: options.dryRun === true,
        ownsProcess: hooks.handleSigint === true,
        ...(hooks.signal === undefined ? {} : { signal: hooks.signal }),
    });
    if (obtained.kind !== 'evidence')
        return exitBeforeAssessing(obtained, io);
    const assessment = assessEvidence(obtained, app);
    emitReports(io, assessment, reportMetaOf(obtained, { casesFile: casesFileOf(settings, obtained) }), options);
    return assessment.exitCode;
}
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
        setCode(await runCommand(givenRunOptions(opts, cmd), io, { handleSigint: isMainProcessIo(io) }));
    });
}
/**
 * SIGINT (and the other process guards) belong to the real CLI process, not to
 * in-process test runs.
 */
/** A run that ends before any assessment: interrupted (130), or a dry run's plan (0). */
function exitBeforeAssessing(stopped, io) {
    if (isInterrupted(stopped))
        return EXIT.interrupted;
    io.stdout(describePlan(stopped.plan, null));
    io.stdout('dry run: no agent was loaded and no call was made\n');
    return EXIT.clean;
}
function isMainProcessIo(io) {
    return io.cwd === process.cwd() && io.env === process.env;
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
function approverOf(options, io) {
    const name = options.approver ??
        io.env.AGENTVERITY_APPROVER ??
        io.env.USER ??
        io.env.USERNAME ??
        io.env.LOGNAME;
    if (name === undefined || name.trim() === '') {
        throw new Refusal('usage.approver', 'cannot tell who approves this baseline: give --approver NAME', '--approver');
    }
    return name.trim();
}
async function snapshotCommand(options, io) {
    const accept = options.acceptReference === true;
    const candidate = options.candidate === true;
    if (accept === candidate) {
        throw new Refusal('usage.snapshot-mode', accept
            ? 'give either --accept-reference or --candidate, not both'
            : 'say what to write: --accept-reference to approve these decisions as the baseline yourself (a repeatable decision is not necessarily a right one, so a person must accept it), or --candidate to write an unapproved candidate for a later approval (the approval label)');
    }
    if (options.approver !== undefined && !accept) {
        throw new Refusal('usage.approver', '--approver applies to --accept-reference only');
    }
    if (options.output !== undefined && options.baselineOut !== undefined) {
        throw new Refusal('usage.output', 'give --output or --baseline-out, not both');
    }
    const settings = settingsOf(options);
    refuseProblems(checkSettings(settings, { source: 'either' }));
    const approver = accept ? approverOf(options, io) : null;
    const target = options.output ?? options.baselineOut ?? DEFAULT_BASELINE_PATH;
    const live = isLive(settings);
    // A live run spends calls: the baseline must have somewhere to go first.
    if (live)
        checkWritable(outputPath(io.cwd, target, 'baseline'), 'baseline');
    const app = appIoOf(io, options.quiet === true);
    const obtained = await obtainEvidence(settings, app, {
        ownsProcess: live && isMainProcessIo(io),
        dryRun: options.dryRun === true,
        // The pre-check refuses a k that could never certify, before the agent is loaded.
        beforeCalls: snapshotPrecheck(settings.k, settings.budget),
    });
    if (obtained.kind !== 'evidence')
        return exitBeforeAssessing(obtained, io);
    const assessment = assessEvidence(obtained, app, 'snapshot');
    const createdAt = isoNow(clockFrom(io.env));
    const approval = approver === null ? null : { how: 'cli-flag', approver, approvedAt: createdAt };
    const outcome = writeSnapshot(obtained, assessment, approval, target, app, createdAt);
    if (options.format === 'json')
        io.stdout(renderSnapshotJson(outcome));
    else if (outcome.baseline === null)
        io.stderr(renderSnapshotText(outcome));
    else
        io.stdout(renderSnapshotText(outcome));
    return outcome.baseline === null ? EXIT.unusable : EXIT.clean;
}
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
        .addOption(new Option('--format <format>', 'what to print: text or json')
        .argParser(parseFormat)
        .default('text'))
        .allowExcessArguments(false);
    // A live run: the `run` options, less the ones shared with the evidence sources above.
    addRunOptions(command, SHARED_WITH_SOURCES);
    command.action(async (opts, cmd) => {
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
