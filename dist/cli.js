#!/usr/bin/env node
import { writeFileSync, existsSync, mkdirSync, statSync, accessSync, constants } from 'node:fs';
import path from 'node:path';
import { R as Refusal, I as InvalidArgumentError, a as REPORT_FORMATS, O as Option, b as ISOLATIONS, t as terminalSafe, d as describeThrown, c as assess, i as isRefusal, r as renderReport, L as LAYERS, e as readSuite, f as importInspect, g as importJsonl, h as importPromptfoo, j as readEvidence, m as mergeEvidence, k as digestOfEvidence, l as isDynamicPattern, n as glob, o as resolveEpsilon, p as renderReplayText, q as replayCurtailmentOnEvidence, V as VERSION, T as TOOL_NAME, s as readBaseline, u as renderCheckJson, v as renderCheckText, w as checkBaseline, x as digestOf, y as serialiseSuite, z as compareEvidence, A as renderCompareJson, B as renderCompareText, C as wilson, D as bestCaseAdmission, E as pairsForDeterministicCall, F as renderObservedPlanJson, G as renderObservedPlanText, H as planRouteRepeats, J as uniformCalls, K as renderSuitePlanJson, M as renderSuitePlanText, N as classify, P as evidenceDigest, Q as loadRelations, S as BUILTIN_RELATIONS, U as planCollection, W as ProgressPrinter, X as collectEvidence, Y as buildEvidenceFile, Z as serialiseEvidenceFile, _ as formatRate, $ as readSeeds, a0 as formatPercent, a1 as loadModuleAgent, a2 as commandAgent, a3 as httpAgent, a4 as buildBaseline, a5 as serialiseBaseline, a6 as admit, a7 as AdmissionRefused, a8 as renderSnapshotJson, a9 as renderSnapshotText, aa as precheckSnapshot, ab as CommanderError, ac as terminalSafeLines, ad as Command } from './chunks/shared.js';
import 'node:fs/promises';
import 'node:crypto';
import 'node:events';
import 'node:child_process';
import 'node:process';
import 'fs';
import 'path';
import 'url';
import 'module';
import 'node:buffer';
import 'node:url';
import 'node:perf_hooks';

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
/**
 * Refuses (exit 2) a file that clearly cannot be written: a folder, a path
 * through a file, or a folder without write permission. A live run checks its
 * evidence and report files this way before the first call, so that calls are
 * not spent on evidence that could not be kept.
 */
function checkWritable(file, what) {
    let reason = null;
    try {
        if (existsSync(file)) {
            if (statSync(file).isDirectory())
                reason = 'it is a folder';
            else
                accessSync(file, constants.W_OK);
        }
        else {
            let dir = path.dirname(file);
            while (!existsSync(dir) && path.dirname(dir) !== dir)
                dir = path.dirname(dir);
            if (!statSync(dir).isDirectory())
                reason = 'a part of the path is a file, not a folder';
            else
                accessSync(dir, constants.W_OK);
        }
    }
    catch (error) {
        const code = error.code;
        reason =
            code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
                ? 'permission denied'
                : error.message;
    }
    if (reason !== null) {
        throw new Refusal('output.write', `cannot write the ${what} there: ${reason}`, file);
    }
}
function processIo() {
    return {
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        cwd: process.cwd(),
        writeFile: writeReportFile,
        env: process.env,
        stdoutIsTTY: process.stdout.isTTY === true,
        stderrIsTTY: process.stderr.isTTY === true,
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

/** Exit codes (DESIGN.md §5). */
const EXIT = { clean: 0, no: 1, unusable: 2, internal: 70 };
const PRECISION_CHOICES = ['cheap', 'balanced', 'strict'];
function epsilonOption() {
    return new Option('--epsilon <e>', 'tolerance for the flip rate, between 0 and 1 (default 0.05)')
        .argParser(parseFraction)
        .conflicts('precision');
}
function precisionOption() {
    return new Option('--precision <preset>', 'tolerance preset: cheap 0.10, balanced 0.05, strict 0.01').choices(PRECISION_CHOICES);
}
/** `--isolation`: how independent the repeated calls were (carried into every report). */
function isolationOption(defaultValue, help) {
    return new Option('--isolation <isolation>', help).choices([...ISOLATIONS]).default(defaultValue);
}

/**
 * Guards for the real CLI process. A module agent runs inside this process, so
 * its code can end the process, print on the standard output the report goes
 * to, throw where no call awaits it, or leave timers that keep the process
 * alive. None of that may end a run silently, corrupt a report, print a stack
 * trace, or hang a CI job. Only the CLI entry (main.ts) and a run that owns the
 * process use these; in-process tests do not.
 */
/** The real `process.exit`, kept before any agent could replace it. */
const realExit = process.exit.bind(process);
/** Ends the process now with `code` (even while agent calls are guarded). */
function exitNow(code) {
    return realExit(code);
}
/** What an agent's `process.exit(…)` throws while its calls are guarded. */
class AgentExitError extends Error {
    name = 'AgentExitError';
}
/**
 * While agent code runs: `process.exit()` throws instead of ending the run (a
 * call that exits fails, and the run goes on to write its evidence), and the
 * agent's standard output goes to standard error, so a report printed on
 * standard output stays whole. Returns the function that undoes both.
 */
function guardAgentCalls() {
    const exit = process.exit;
    const write = Object.getOwnPropertyDescriptor(process.stdout, 'write');
    process.exit = ((code) => {
        throw new AgentExitError(`the agent called process.exit(${code === undefined ? '' : String(code)}); an agent must return or throw, not end the process`);
    });
    const toStderr = process.stderr.write.bind(process.stderr);
    Object.defineProperty(process.stdout, 'write', {
        configurable: true,
        writable: true,
        value: toStderr,
    });
    return () => {
        process.exit = exit;
        if (write === undefined)
            delete process.stdout.write;
        else
            Object.defineProperty(process.stdout, 'write', write);
    };
}
/**
 * Errors thrown where nothing awaits them (an agent's timer, a promise it never
 * handles) are reported on one line each instead of crashing with a stack
 * trace, and the run then ends with exit 2: the agent misbehaved outside the
 * calls the evidence records, so the result is not trusted.
 */
function watchStrayErrors(stderr) {
    let count = 0;
    const report = (what) => (error) => {
        count += 1;
        stderr(`agentverity: ${what} outside any agent call (in the agent's code or a library it uses): ${terminalSafe(describeThrown(error), 500)}\n`);
    };
    process.on('uncaughtException', report('an error was thrown'));
    process.on('unhandledRejection', report('a promise was rejected and never handled'));
    return {
        finalCode(code) {
            if (count === 0 || code >= EXIT.unusable)
                return code;
            stderr(`agentverity: ${count} ${count === 1 ? 'error' : 'errors'} escaped outside any call, so this result is not trusted (exit ${EXIT.unusable})\n`);
            return EXIT.unusable;
        },
    };
}
/**
 * Ends the process once standard output and standard error are flushed, with
 * the code `code()` gives then (after rejections still pending were reported).
 * Exiting explicitly matters: a timer or socket an agent left open would
 * otherwise keep the process (and the CI job) alive after the report.
 */
function exitWhenFlushed(code) {
    let pending = 2;
    const done = () => {
        pending -= 1;
        if (pending === 0)
            setImmediate(() => realExit(code()));
    };
    process.stdout.write('', done);
    process.stderr.write('', done);
    // Should a stream never call back (a stuck pipe), end anyway.
    setTimeout(() => realExit(code()), 5000).unref();
}
/** If the command never finished (its promise was left pending), say so and exit 70. */
function guardUnfinished(isFinished, stderr) {
    process.on('beforeExit', () => {
        if (isFinished())
            return;
        stderr('agentverity: internal error: the command stopped before it finished\nPlease report this with the command you ran.\n');
        realExit(EXIT.internal);
    });
}

/**
 * `assess` on evidence read from files: a refusal it raises (no cases, a series
 * too short to pair, an unusable observation) names the file(s) it is about, so
 * the user knows which file to fix.
 */
function assessFiles(files, cwd, evidence, suite, settings) {
    try {
        return assess(evidence, suite, settings);
    }
    catch (error) {
        if (!isRefusal(error) || files.length === 0)
            throw error;
        const named = files.map((f) => path.resolve(cwd, f));
        const where = named.length === 1 ? named[0] : `${named.join(' + ')} (merged)`;
        throw new Refusal(error.code, error.message, where);
    }
}
/**
 * The settings a report records for an assessment of recorded runs (`assess`,
 * and the Action reading evidence or imports).
 */
function importSettings(epsilon, precision, sources, suite) {
    return {
        epsilon,
        ...(precision === undefined ? {} : { precision }),
        blindnessThreshold: 0.9,
        evidence: sources.map((f) => path.basename(f)),
        suite: suite === undefined ? null : path.basename(suite),
    };
}

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
        .addOption(new Option('--output <path>', `write the report of the --format just before it to this file (repeatable; ${PAIRING})`).argParser((value, previous) => {
        outputAfter.push(formatsSeen);
        return [...(previous ?? []), value];
    }))
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
    if (formats.length === 0) {
        if (outputs.length > 1) {
            throw new Refusal('usage.format', `${outputs.length} --output values but no --format: give a --format before each --output (${PAIRING})`);
        }
        return [{ format: 'text', path: outputs[0] ?? null }];
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
/** NO_COLOR (https://no-color.org): present and not empty turns colour off. */
function colourWanted(io) {
    const noColor = io.env['NO_COLOR'];
    return io.stdoutIsTTY && (noColor === undefined || noColor === '');
}
/**
 * Render the assessment in every requested format and deliver each one: files
 * first, then standard output. With no report on standard output, the headline
 * is printed there so a person running the command still sees the answer.
 */
function emitReports(io, assessment, meta, options) {
    const targets = resolveReportTargets(options);
    const rendered = targets.map((t) => ({
        ...t,
        text: renderReport(t.format, assessment, meta, {
            colour: t.format === 'text' && t.path === null && colourWanted(io),
        }),
    }));
    for (const r of rendered) {
        if (r.path === null)
            continue;
        io.writeFile(path.resolve(io.cwd, r.path), r.text);
        io.stderr(`agentverity: wrote the ${r.format} report to ${terminalSafe(r.path, 500)}\n`);
    }
    const out = rendered.find((r) => r.path === null);
    if (out !== undefined)
        io.stdout(out.text);
    else
        io.stdout(`${assessment.headline.category}: ${terminalSafe(assessment.headline.text, 2000)}\n`);
}

const IMPORT_KINDS = ['promptfoo', 'jsonl', 'inspect'];
/**
 * Flags that shape an import, and the import kinds each applies to. A flag given
 * without a source it applies to is refused, not ignored.
 */
const IMPORT_FLAGS = [
    { key: 'inputPath', flag: '--input-path', kinds: ['promptfoo', 'jsonl'] },
    { key: 'decisionPath', flag: '--decision-path', kinds: ['promptfoo', 'jsonl', 'inspect'] },
    { key: 'textPath', flag: '--text-path', kinds: ['jsonl'] },
    { key: 'toolsPath', flag: '--tools-path', kinds: ['jsonl'] },
    { key: 'score', flag: '--score', kinds: ['inspect'] },
    { key: 'provider', flag: '--provider', kinds: ['promptfoo'] },
    { key: 'promptId', flag: '--prompt-id', kinds: ['promptfoo'] },
    { key: 'layer', flag: '--layer', kinds: ['jsonl', 'inspect'] },
    { key: 'isolation', flag: '--isolation', kinds: ['promptfoo', 'jsonl', 'inspect'] },
];
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
/** True when the options name at least one source. */
function hasSource(options) {
    return ['evidence', ...IMPORT_KINDS].some((k) => (options[k] ?? []).length > 0);
}
/** Refuses a command line that names no source of recorded runs. */
function requireSource(options, command = 'assess') {
    if (!hasSource(options)) {
        throw new Refusal('usage.assess-source', `${command} needs recorded runs: give --evidence FILE, or import them with --promptfoo FILE --suite SUITE, --jsonl FILE or --inspect FILE`);
    }
}
/** Expands globs (sorted matches; a pattern matching nothing is refused), keeps plain paths. */
async function expand(patterns, flag, cwd) {
    const out = [];
    for (const pattern of patterns) {
        if (!isDynamicPattern(pattern)) {
            out.push(pattern);
            continue;
        }
        const matches = await glob(pattern, { cwd, onlyFiles: true, expandDirectories: false });
        if (matches.length === 0) {
            throw new Refusal('usage.glob', `no file matches the pattern ${JSON.stringify(pattern)}`, flag);
        }
        out.push(...matches.sort());
    }
    return out;
}
function checkFlags(options, kind) {
    for (const { key, flag, kinds } of IMPORT_FLAGS) {
        if (options[key] === undefined)
            continue;
        if (kind === null) {
            throw new Refusal('usage.source-flag', key === 'isolation'
                ? 'an evidence file records its own isolation; --isolation applies only to imported runs (--promptfoo, --jsonl, --inspect)'
                : `${flag} applies only to imported runs (${kinds.map((k) => `--${k}`).join(', ')})`, flag);
        }
        if (!kinds.includes(kind)) {
            throw new Refusal('usage.source-flag', `${flag} does not apply to --${kind}; it applies to ${kinds.map((k) => `--${k}`).join(', ')}`, flag);
        }
    }
}
/**
 * Reads every source named on the command line and merges them: `--evidence`
 * files first, then the imported files, each in command-line order (globs in
 * sorted order). One import kind per command; evidence files may join it when
 * their layer and isolation agree.
 */
async function loadEvidence(options, io) {
    requireSource(options);
    const kinds = IMPORT_KINDS.filter((k) => (options[k] ?? []).length > 0);
    if (kinds.length > 1) {
        throw new Refusal('usage.source-kinds', `import one kind of run at a time: ${kinds.map((k) => `--${k}`).join(' and ')} were both given (evidence files may be added with --evidence)`);
    }
    const kind = kinds[0] ?? null;
    checkFlags(options, kind);
    let suite = null;
    if (options.suite !== undefined)
        suite = await readSuite(path.resolve(io.cwd, options.suite));
    if (kind === 'promptfoo' && suite === null) {
        throw new Refusal('usage.promptfoo-suite', 'a promptfoo export is read against the reviewed cases: give --suite SUITE (rows are matched to its inputs)', '--promptfoo');
    }
    const planned = [];
    for (const file of await expand(options.evidence ?? [], '--evidence', io.cwd)) {
        planned.push({ file, kind: 'evidence' });
    }
    if (kind !== null) {
        for (const file of await expand(options[kind] ?? [], `--${kind}`, io.cwd)) {
            planned.push({ file, kind });
        }
    }
    const seen = new Map();
    for (const p of planned) {
        const abs = path.resolve(io.cwd, p.file);
        const before = seen.get(abs);
        if (before !== undefined) {
            throw new Refusal('usage.duplicate-source', `the file ${p.file} is named twice${before === p.file ? '' : ` (also as ${before})`}; merging it with itself would count its runs twice`);
        }
        seen.set(abs, p.file);
    }
    const isolation = (options.isolation ?? 'unknown');
    const layer = (options.layer ?? 'verdict');
    const parts = [];
    for (const p of planned) {
        const abs = path.resolve(io.cwd, p.file);
        switch (p.kind) {
            case 'evidence': {
                const read = await readEvidence(abs);
                parts.push({
                    evidence: read.evidence,
                    ...(read.file ? { file: read.file } : {}),
                    name: p.file,
                });
                break;
            }
            case 'promptfoo':
                parts.push({
                    evidence: await importPromptfoo(abs, suite, {
                        isolation,
                        ...pick(options, ['inputPath', 'decisionPath', 'provider', 'promptId']),
                    }),
                    name: p.file,
                });
                break;
            case 'jsonl':
                parts.push({
                    evidence: await importJsonl(abs, {
                        isolation,
                        layer,
                        suite,
                        ...pick(options, ['inputPath', 'decisionPath', 'textPath', 'toolsPath']),
                    }),
                    name: p.file,
                });
                break;
            case 'inspect':
                parts.push({
                    evidence: await importInspect(abs, {
                        isolation,
                        layer,
                        suite,
                        ...pick(options, ['decisionPath', 'score']),
                    }),
                    name: p.file,
                });
                break;
        }
    }
    const evidence = parts.length === 1 ? parts[0].evidence : mergeEvidence(parts);
    const only = parts.length === 1 ? parts[0] : undefined;
    const collectedSettings = only?.file ? only.file.settings : {};
    // Computed on first use: the text report does not print it.
    let digest;
    return {
        evidence,
        sources: planned.map((p) => p.file),
        parts: planned,
        collectedSettings,
        get digest() {
            digest ??= digestOfEvidence(evidence, collectedSettings);
            return digest;
        },
    };
}
function pick(options, keys) {
    const out = {};
    for (const key of keys) {
        const value = options[key];
        if (typeof value === 'string')
            out[key] = value;
    }
    return out;
}

async function assessCommand(options, io) {
    // commander refuses --epsilon together with --precision (exit 2).
    const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
    requireSource(options);
    const loaded = await loadEvidence(options, io);
    let suite = null;
    if (options.suite !== undefined)
        suite = await readSuite(path.resolve(io.cwd, options.suite));
    const assessment = assessFiles(loaded.sources, io.cwd, loaded.evidence, suite, { epsilon });
    const settings = importSettings(epsilon, options.precision, loaded.sources, options.suite);
    emitReports(io, assessment, {
        tool: { name: TOOL_NAME, version: VERSION },
        settings,
        // Read only by the formats that print it (not the text report), so computed lazily.
        get evidenceDigest() {
            return loaded.digest;
        },
    }, options);
    // A counterfactual after the report, on stderr: it never changes the status or exit code.
    if (options.replayCurtailment === true) {
        io.stderr(renderReplayText(replayCurtailmentOnEvidence(assessment, loaded.evidence, suite?.cases.map((c) => c.expected))));
    }
    return assessment.exitCode;
}
function registerAssess(program, { io, setCode }) {
    const command = program
        .command('assess')
        .description('Assess recorded evidence: repeatability, blindness, routes and contract. Makes no model call.');
    addSourceOptions(command);
    command.option('--suite <file>', 'decision suite (agentverity.decision-suite/v1) with the reviewed cases and contract');
    command.addOption(epsilonOption()).addOption(precisionOption());
    command.option('--replay-curtailment', 'after the report, say (on stderr) where the curtailment rule would have stopped on this evidence: a counterfactual, the status is unchanged');
    addReportOptions(command);
    command.allowExcessArguments(false).action(async (opts) => {
        setCode(await assessCommand(opts, io));
    });
}

/**
 * Evidence against a baseline, assessed at the baseline's own tolerance and
 * blindness threshold (the `check` command and the Action's gate). A refusal
 * names the evidence files it is about.
 */
function checkEvidence(baseline, evidence, suite, files, cwd) {
    const assessment = assessFiles(files, cwd, evidence, suite, {
        epsilon: baseline.epsilon,
        blindnessThreshold: baseline.blindnessThreshold,
    });
    return checkBaseline(baseline, assessment, evidence, {
        suiteDigest: suite === null ? null : digestOf(serialiseSuite(suite)),
    });
}
async function checkCommand(options, io) {
    requireSource(options, 'check');
    const baseline = await readBaseline(path.resolve(io.cwd, options.baseline));
    const loaded = await loadEvidence(options, io);
    let suite = null;
    if (options.suite !== undefined)
        suite = await readSuite(path.resolve(io.cwd, options.suite));
    const result = checkEvidence(baseline, loaded.evidence, suite, loaded.sources, io.cwd);
    const report = options.format === 'json'
        ? renderCheckJson(result, baseline, {
            baselinePath: options.baseline,
            evidenceDigest: loaded.digest,
        })
        : renderCheckText(result, baseline);
    if (options.output !== undefined) {
        io.writeFile(path.resolve(io.cwd, options.output), report);
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
        .requiredOption('--baseline <file>', 'the approved baseline (agentverity-action/baseline@1)');
    addSourceOptions(command);
    command
        .option('--suite <file>', 'the decision suite, when the baseline was admitted with one')
        .addOption(new Option('--format <format>', 'report format: text or json')
        .argParser(parseFormat)
        .default('text'))
        .option('--output <path>', 'write the report to this file instead of standard output')
        .allowExcessArguments(false)
        .action(async (opts) => {
        setCode(await checkCommand(opts, io));
    });
}

async function compareEvidenceCommand(before, after, options, io) {
    // commander refuses --epsilon together with --precision (exit 2).
    const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
    const b = await loadEvidence({ evidence: [before] }, io);
    const a = await loadEvidence({ evidence: [after] }, io);
    const comparison = compareEvidence(b.evidence, a.evidence, {
        epsilon,
        names: { before: path.resolve(io.cwd, before), after: path.resolve(io.cwd, after) },
    });
    const report = options.format === 'json' ? renderCompareJson(comparison) : renderCompareText(comparison);
    if (options.output !== undefined) {
        io.writeFile(path.resolve(io.cwd, options.output), report);
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
        .description('Compare two evidence files route by route: changed calls, gained or lost decisions and flip pairs, isolation and provenance. Exit 1 on drift.')
        .argument('<before>', 'the earlier evidence file')
        .argument('<after>', 'the later evidence file')
        .addOption(epsilonOption())
        .addOption(precisionOption())
        .addOption(new Option('--format <format>', 'report format: text or json')
        .argParser(parseFormat)
        .default('text'))
        .option('--output <path>', 'write the comparison to this file instead of standard output')
        .allowExcessArguments(false)
        .action(async (before, after, opts) => {
        setCode(await compareEvidenceCommand(before, after, opts, io));
    });
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
    const plan = {
        observed: { flips, pairs, flipRate: rate, ciLow: low, ciHigh: high, call },
        epsilon,
        maxPairs: options.maxPairs ?? null,
        bestCase: {
            totalPairs: best.totalPairs,
            additionalPairs: best.additionalPairs,
            reachable: best.reachable,
        },
        pairsIfRatePersists: pairsForDeterministicCall(epsilon, { flipRate: rate }),
        costPerCall: options.costPerCall ?? null,
    };
    emit(io, options, options.format === 'json' ? renderObservedPlanJson(plan) : renderObservedPlanText(plan));
    return 0;
}
async function planSuite(file, epsilon, options, io) {
    const suite = await readSuite(path.resolve(io.cwd, file));
    const targets = suite.contract.stabilityTargets;
    const plans = planRouteRepeats({
        intended: suite.cases.map((c) => c.expected),
        epsilon,
        targets,
        minimumRepeats: 2,
    });
    const plan = {
        epsilon,
        routes: plans.map((p) => ({ ...p, targeted: targets.has(p.decision) })),
        totalCalls: plans.reduce((sum, p) => sum + p.calls, 0),
        uniformCalls: uniformCalls(plans),
        costPerCall: options.costPerCall ?? null,
    };
    emit(io, options, options.format === 'json' ? renderSuitePlanJson(plan) : renderSuitePlanText(plan));
    return 0;
}
/** A cost per call: a finite number >= 0 in any currency unit, e.g. 0.0021. */
function parseCost(value) {
    const n = Number(value);
    if (value.trim() === '' ||
        !/^[0-9]*\.?[0-9]+(e-?[0-9]+)?$/i.test(value.trim()) ||
        !Number.isFinite(n) ||
        n < 0) {
        throw new InvalidArgumentError('expected a cost per call of 0 or more, e.g. 0.002');
    }
    return n;
}
function registerPlan(program, { io, setCode }) {
    program
        .command('plan')
        .description('Plan pairs and calls before spending them: from observed flips, or per route from a suite.')
        .option('--observed <flips/pairs>', 'flips observed in disjoint pairs so far, e.g. 4/73', parseObserved)
        .option('--suite <file>', 'decision suite: plan calls per route from its cases and stability targets')
        .option('--cost-per-call <amount>', 'price of one agent call (any currency unit): adds the cost of each plan', parseCost)
        .option('--max-pairs <n>', 'with --observed: the most pairs you are willing to collect', parsePositiveInt)
        .addOption(epsilonOption())
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

/** Exit code after Ctrl-C: the evidence so far is written, nothing is assessed (128 + SIGINT). */
const EXIT_INTERRUPTED = 130;
const DEFAULT_EVIDENCE_OUT = 'agentverity-evidence.json';
const DEFAULT_TIMEOUT_MS = 120_000;
/** `--timeout none` (or 0): calls are never timed out. */
const NO_TIMEOUT = 0;
// ---------------------------------------------------------------------------
// Option parsers.
/**
 * `200ms`, `5s`, `2m`, or `0` / `none` for no timeout (returned as 0: commander
 * turns a parser's null into an empty string). A bare number is seconds.
 */
function parseDuration(value) {
    const v = value.trim().toLowerCase();
    if (v === 'none' || v === 'off' || v === '0')
        return NO_TIMEOUT;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min)?$/.exec(v);
    if (!m)
        throw new InvalidArgumentError('expected a duration such as 500ms, 30s or 2m (or none)');
    const n = Number(m[1]);
    const unit = m[2] ?? 's';
    const ms = unit === 'ms' ? n : unit === 's' ? n * 1000 : n * 60_000;
    if (!(ms > 0) || !Number.isFinite(ms))
        throw new InvalidArgumentError('expected a duration above 0');
    return ms;
}
/** `10/s`, `600/m` or a bare number of calls per second. */
function parseRate(value) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(s|sec|second|m|min|minute))?\s*$/i.exec(value);
    if (!m)
        throw new InvalidArgumentError('expected calls per second or minute, e.g. 10/s or 600/m');
    const n = Number(m[1]);
    const perMinute = m[2] !== undefined && m[2].toLowerCase().startsWith('m');
    const perSecond = perMinute ? n / 60 : n;
    if (!(perSecond > 0))
        throw new InvalidArgumentError('expected a rate above 0');
    return perSecond;
}
function parseThreshold(value) {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 1) {
        throw new InvalidArgumentError('expected a share above 0 and at most 1, e.g. 0.9');
    }
    return n;
}
function parseMoney(value) {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < 0) {
        throw new InvalidArgumentError('expected an amount of 0 or more, e.g. 0.002');
    }
    return n;
}
function parseHeaders(values) {
    const headers = {};
    for (const h of values ?? []) {
        const i = h.indexOf(':');
        if (i <= 0)
            throw new Refusal('usage.header', `expected NAME: VALUE, got ${JSON.stringify(h)}`, '--header');
        headers[h.slice(0, i).trim()] = h.slice(i + 1).trim();
    }
    return headers;
}
// ---------------------------------------------------------------------------
// The plan as text.
function describePlan(plan, agentLabel) {
    const lines = [];
    const c = plan.calls;
    const about = c.atMost ? 'at most ' : '';
    const eps = formatPercent(plan.epsilon, plan.epsilon * 100 >= 1 ? 0 : 1);
    lines.push(`plan: ${plan.inputs} input${plan.inputs === 1 ? '' : 's'}` +
        (plan.mode === 'sequential'
            ? `, sequential (pairs read at declared checkpoints)`
            : plan.settings.meter
                ? `, k = ${plan.k} repeats each`
                : ', meter off (no repeats)') +
        `, layer ${plan.layer}, epsilon ${eps}, isolation ${plan.isolation}` +
        (agentLabel === null ? '' : `, agent ${terminalSafe(agentLabel, 120)}`));
    lines.push(`  calls: meter ${c.meter}` +
        (c.sources > 0 ? ` + first draws ${c.sources}` : '') +
        (c.relationSources > 0 ? ` + relation sources ${c.relationSources}` : '') +
        ` + relations ${c.relations} = ${about}${c.total} total` +
        (plan.relationsSkipped > 0
            ? ` (${plan.relationsSkipped} relation checks skipped: unchanged input)`
            : ''));
    if (plan.routePlans !== null) {
        for (const r of plan.routePlans) {
            lines.push(`  route ${terminalSafe(r.decision, 60)}: ${r.cases} case(s) × ${r.repeatsEach} repeats = ${r.calls} calls (target ${formatRate(r.target)})`);
        }
    }
    if (plan.sequential !== null) {
        lines.push(`  checkpoints: ${plan.sequential.checkpoints.join(', ')} pairs (whole rounds of ${plan.inputs}); ` +
            `certify at the last with at most ${plan.sequential.certifyAtMost} flips`);
    }
    else if (plan.settings.meter) {
        lines.push(`  pairs: ${plan.pairs}` +
            (plan.pairsNeeded === null ? '' : `; ${plan.pairsNeeded} agreeing pairs certify ${eps}`));
    }
    if (plan.curtail !== null) {
        lines.push('  curtail: stops early only when even all-agreeing further pairs could not certify');
    }
    if (plan.cost !== null) {
        lines.push(`  cost: ${about}${formatMoney(plan.cost)} (${c.total} calls × ${plan.settings.costPerCall})`);
    }
    for (const w of plan.warnings)
        lines.push(`  note: ${w}`);
    return `${lines.join('\n')}\n`;
}
function formatMoney(x) {
    return x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : String(Number(x.toPrecision(3)));
}
function describeDiagnostics(d) {
    const lines = [];
    if ((d.restarts ?? 0) > 0)
        lines.push(`agentverity: ${d.restarts} worker restart(s)`);
    if ((d.retries ?? 0) > 0)
        lines.push(`agentverity: ${d.retries} HTTP retr${d.retries === 1 ? 'y' : 'ies'}`);
    if (d.stderr !== undefined && d.stderr.length > 0) {
        lines.push(`agentverity: the agent's stderr (last ${d.stderr.length} lines):`);
        for (const l of d.stderr)
            lines.push(`  ${terminalSafe(l, 300)}`);
    }
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
// ---------------------------------------------------------------------------
// The command.
async function makeAgent(options, io, isolation) {
    const iso = isolation === undefined ? {} : { isolation };
    if (options.agent !== undefined) {
        return loadModuleAgent(options.agent, { cwd: io.cwd, ...iso });
    }
    if (options.agentCommand !== undefined) {
        return commandAgent({ command: options.agentCommand, cwd: io.cwd, env: io.env, ...iso });
    }
    return httpAgent({
        url: options.agentUrl,
        ...(options.decisionPath === undefined ? {} : { decisionPath: options.decisionPath }),
        ...(options.textPath === undefined ? {} : { textPath: options.textPath }),
        ...(options.toolsPath === undefined ? {} : { toolsPath: options.toolsPath }),
        headers: parseHeaders(options.header),
        ...(options.httpRetries === undefined ? {} : { retries: options.httpRetries }),
        ...iso,
    });
}
function checkUsage(options) {
    const agents = [options.agent, options.agentCommand, options.agentUrl].filter((a) => a !== undefined);
    if (agents.length !== 1) {
        throw new Refusal('usage.run-agent', 'run needs exactly one agent: --agent FILE[:EXPORT], --agent-command "CMD" or --agent-url URL');
    }
    if ((options.inputs === undefined) === (options.suite === undefined)) {
        throw new Refusal('usage.run-seeds', 'run needs exactly one of --inputs FILE or --suite FILE');
    }
    const httpOnly = [
        options.decisionPath,
        options.textPath,
        options.toolsPath,
        options.header,
        options.httpRetries,
    ];
    if (options.agentUrl === undefined && httpOnly.some((v) => v !== undefined)) {
        throw new Refusal('usage.run-http', '--decision-path, --text-path, --tools-path, --header and --http-retries apply to --agent-url only');
    }
    if (options.meter === false) {
        const given = [
            ['--k', options.k],
            ['--budget', options.budget],
            ['--sequential', options.sequential],
            ['--curtail', options.curtail],
            ['--parallel-repeats', options.parallelRepeats],
        ].find(([, v]) => v !== undefined && v !== false);
        if (given !== undefined) {
            throw new Refusal('usage.run-meter-off', `${given[0]} shapes the meter's repeats, and --no-meter leaves the meter out`, given[0]);
        }
    }
    if (options.redact === true && options.layer === 'text') {
        throw new Refusal('usage.run-redact', 'cannot redact evidence on the text layer: the texts are what it compares', '--redact');
    }
}
async function loadSeeds(options, io) {
    const file = (options.suite ?? options.inputs);
    const seeds = await readSeeds(file, io.cwd);
    if (options.suite !== undefined && seeds.format !== 'suite') {
        throw new Refusal('usage.run-suite', `expected a decision suite (a .json file with the suite schema)`, file);
    }
    return seeds;
}
function collectSettings(options, seeds, relations, epsilon, isolation) {
    const timeout = options.timeout === undefined
        ? DEFAULT_TIMEOUT_MS
        : options.timeout === NO_TIMEOUT
            ? null
            : options.timeout;
    return {
        cases: seeds.cases,
        suite: seeds.suite,
        ...(options.layer === undefined ? {} : { layer: options.layer }),
        epsilon,
        ...(options.k === undefined ? {} : { k: options.k }),
        ...(options.budget === undefined ? {} : { budget: options.budget }),
        relations,
        reuse: options.reuse !== false,
        meter: options.meter !== false,
        blindness: options.blindness !== false,
        sequential: options.sequential === true,
        curtail: options.curtail === true,
        maxWorkers: options.maxWorkers ?? 1,
        parallelRepeats: options.parallelRepeats === true,
        timeoutMs: timeout,
        ratePerSecond: options.rateLimit ?? null,
        errorPolicy: options.errorPolicy ?? 'record',
        ...(isolation === undefined ? {} : { isolation }),
        costPerCall: options.costPerCall ?? null,
    };
}
/** The settings recorded in the evidence and the report (no paths beyond base names, no secrets). */
function recordedSettings(options, plan, agent, blindnessThreshold) {
    const s = plan.settings;
    return {
        command: 'run',
        epsilon: plan.epsilon,
        ...(options.precision === undefined ? {} : { precision: options.precision }),
        k: plan.mode === 'sequential' ? null : plan.k,
        budget: s.budget,
        layer: plan.layer,
        blindnessThreshold,
        relations: s.relations.map((r) => r.name),
        reuse: s.reuse,
        ...(s.meter ? {} : { meter: false }),
        ...(s.blindness ? {} : { blindness: false }),
        sequential: s.sequential,
        curtail: s.curtail,
        maxWorkers: s.maxWorkers,
        parallelRepeats: s.parallelRepeats,
        timeoutMs: s.timeoutMs,
        ratePerSecond: s.ratePerSecond,
        errorPolicy: s.errorPolicy,
        agent: agent.kind,
        seeds: path.basename((options.suite ?? options.inputs)),
    };
}
/**
 * Collect evidence from the agent as the options say and write it: the part of
 * `run` before the assessment, shared with `snapshot` from a live run. Returns
 * an exit code instead when there is nothing to assess (a dry run, or Ctrl-C).
 */
async function collectRun(options, io, hooks = {}, beforeCalls) {
    checkUsage(options);
    const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
    const blindnessThreshold = options.blindnessThreshold ?? 0.9;
    const seeds = await loadSeeds(options, io);
    const relations = options.relations === false
        ? []
        : typeof options.relations === 'string'
            ? await loadRelations(options.relations, io.cwd)
            : BUILTIN_RELATIONS;
    const say = (text) => {
        if (options.quiet !== true)
            io.stderr(text);
    };
    // Every setting is checked (and the plan made) before the agent is loaded.
    let plan = planCollection(collectSettings(options, seeds, relations, epsilon, options.isolation));
    beforeCalls?.(plan);
    if (options.dryRun === true) {
        io.stdout(describePlan(plan, null));
        io.stdout('dry run: no agent was loaded and no call was made\n');
        return 0;
    }
    // Before any call: the evidence must have somewhere to go.
    checkWritable(path.resolve(io.cwd, options.evidenceOut ?? DEFAULT_EVIDENCE_OUT), 'evidence');
    const ownsProcess = hooks.handleSigint === true;
    // A module agent runs in this process: from loading it to the last call, its
    // process.exit() fails the call instead of ending the run, and what it prints
    // goes to stderr, away from the report on stdout.
    const unguard = ownsProcess ? guardAgentCalls() : () => undefined;
    let agent;
    try {
        agent = await makeAgent(options, io, options.isolation);
    }
    catch (error) {
        unguard();
        throw error;
    }
    const controller = new AbortController();
    let interrupts = 0;
    // Ctrl-C, and SIGTERM (how CI systems and `docker stop` cancel a job), stop the
    // run and write the evidence collected so far; a second one quits at once.
    const onSignal = (signal) => {
        interrupts += 1;
        if (interrupts > 1)
            exitNow(EXIT_INTERRUPTED);
        io.stderr(`\nagentverity: interrupted${signal === 'SIGINT' ? '' : ` (${signal})`}; writing the evidence collected so far (Ctrl-C again to quit at once)\n`);
        controller.abort();
    };
    const onOuterAbort = () => controller.abort();
    hooks.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (ownsProcess) {
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
    }
    let result;
    try {
        if (options.isolation === undefined && agent.isolation !== null) {
            plan = planCollection(collectSettings(options, seeds, relations, epsilon, agent.isolation));
        }
        say(describePlan(plan, `${agent.kind} ${agent.label}`));
        const live = io.stderrIsTTY && !io.env['CI'];
        const printer = options.quiet === true ? null : new ProgressPrinter(io.stderr, live);
        result = await collectEvidence(plan, agent, {
            signal: controller.signal,
            ...(printer === null
                ? {}
                : {
                    onProgress: (p) => (p.phase === 'done' ? printer.finish(p) : printer.update(p)),
                    progressMs: ProgressPrinter.intervalFor(live),
                }),
        });
    }
    finally {
        try {
            await agent.close();
        }
        finally {
            unguard();
            hooks.signal?.removeEventListener('abort', onOuterAbort);
            if (ownsProcess) {
                process.off('SIGINT', onSignal);
                process.off('SIGTERM', onSignal);
            }
        }
    }
    // The evidence first, always.
    const settings = recordedSettings(options, plan, agent, blindnessThreshold);
    const file = buildEvidenceFile(result.evidence, {
        tool: { name: TOOL_NAME, version: VERSION },
        createdAt: new Date().toISOString(),
        settings,
        suiteDigest: seeds.suiteDigest,
        redact: options.redact === true,
    });
    const out = options.evidenceOut ?? DEFAULT_EVIDENCE_OUT;
    io.writeFile(path.resolve(io.cwd, out), serialiseEvidenceFile(file));
    const { stats } = result;
    io.stderr(`agentverity: wrote ${result.evidence.complete ? '' : 'incomplete '}evidence (${result.evidence.cases.length} inputs, ${stats.calls.total} calls, ${stats.errors} failed) to ${terminalSafe(out, 500)}\n`);
    io.stderr(describeDiagnostics(stats.agent));
    if (result.fatal !== undefined) {
        const cause = result.fatal.cause;
        if (cause !== undefined && !isRefusal(cause))
            throw cause;
        throw new Refusal('run.stopped', `collection stopped on an error (${terminalSafe(result.fatal.message, 500)}); the evidence collected so far is in ${out}`);
    }
    if (stats.stopReason === 'interrupted') {
        io.stderr(`agentverity: interrupted; assess what was collected with: agentverity assess --evidence ${terminalSafe(out, 500)}\n`);
        return EXIT_INTERRUPTED;
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
    return { result, file, evidencePath: out, settings, epsilon, blindnessThreshold, suite };
}
async function runCommand(options, io, hooks = {}) {
    // Refuse an ambiguous report request, or a report file that cannot be written, before any call.
    for (const target of resolveReportTargets(options)) {
        if (target.path !== null)
            checkWritable(path.resolve(io.cwd, target.path), 'report');
    }
    const collected = await collectRun(options, io, hooks);
    if (typeof collected === 'number')
        return collected;
    const { result, file, settings, epsilon, blindnessThreshold, suite } = collected;
    const { stats } = result;
    const assessment = assess(result.evidence, suite, { epsilon, blindnessThreshold });
    emitReports(io, assessment, {
        tool: { name: TOOL_NAME, version: VERSION },
        settings,
        evidenceDigest: evidenceDigest(file),
        run: {
            durationMs: Math.round(stats.elapsedMs),
            startedAt: file.createdAt,
            ...(stats.agent.retries === undefined ? {} : { retries: stats.agent.retries }),
        },
    }, options);
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
        new Option('--http-retries <n>', 'HTTP: retries on connection errors and 429/503 (default 3)').argParser((v) => (Number(v) === 0 ? 0 : parsePositiveInt(v))),
        new Option('--inputs <file>', 'seed file: text (one input per line), .jsonl ({"input", "expected"?} or a string per line) or a suite .json'),
        new Option('--suite <file>', 'decision suite (agentverity.decision-suite/v1): inputs, routes and contract'),
        new Option('--k <n>', 'repeats per input (default: planned from epsilon and --budget)').argParser(parsePositiveInt),
        new Option('--budget <calls>', 'most meter calls when k is planned; also caps sequential rounds').argParser(parsePositiveInt),
        epsilonOption(),
        precisionOption(),
        new Option('--layer <layer>', 'what is compared: verdict, text or tools (default verdict)').choices(['verdict', 'text', 'tools']),
        new Option('--blindness-threshold <share>', 'share of inputs one decision may hold before the probes are blind (default 0.9)').argParser(parseThreshold),
        new Option('--relations <file[:export]>', 'relations module replacing the four built-ins'),
        new Option('--no-relations', 'run no relations'),
        new Option('--no-meter', 'leave the repeatability meter out: one first draw per input for blindness, the contract and relations'),
        new Option('--no-blindness', 'leave the blindness check out'),
        new Option('--no-reuse', 'independent draws: blindness gets its own call and every relation asks the unchanged input again, instead of reusing the first repeat'),
        new Option('--sequential', 'stop early at checkpoints declared before the first call (whole rounds)'),
        new Option('--curtail', 'fixed endpoint: stop once even all-agreeing further pairs could not certify (never admits early)'),
        new Option('--max-workers <n>', 'distinct inputs called at once (default 1)').argParser(parsePositiveInt),
        new Option('--parallel-repeats', 'also run the repeats of one input at once (stateless agents only)'),
        new Option('--timeout <duration>', 'per call, e.g. 500ms, 30s, 2m, or none (default 120s)').argParser(parseDuration),
        new Option('--rate-limit <rate>', 'calls started per second across all workers, e.g. 10/s or 600/m').argParser(parseRate),
        new Option('--error-policy <policy>', 'record: a failed call is recorded and the run goes on; raise: stop at the first (default record)').choices(['record', 'raise']),
        isolationOption('unknown', 'how repeats were isolated (default: what the agent declares, else unknown); fresh-instance calls a module factory per call'),
        new Option('--cost-per-call <amount>', 'money per call, to show the cost in the plan').argParser(parseMoney),
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
function isMainProcessIo(io) {
    return io.cwd === process.cwd() && io.env === process.env;
}

const DEFAULT_BASELINE_PATH = '.agentverity/baseline.json';
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
/** The current time as ISO 8601; SOURCE_DATE_EPOCH (seconds) pins it for reproducible files. */
function nowIso(io) {
    const epoch = io.env.SOURCE_DATE_EPOCH;
    if (epoch !== undefined && /^\d+$/.test(epoch.trim())) {
        return new Date(Number(epoch.trim()) * 1000).toISOString();
    }
    return new Date().toISOString();
}
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
    const live = [options.agent, options.agentCommand, options.agentUrl].some((a) => a !== undefined);
    if (live && hasSource(options)) {
        throw new Refusal('usage.snapshot-source', 'snapshot reads either a live run (--agent, --agent-command or --agent-url) or recorded runs (--evidence, --promptfoo, --jsonl, --inspect), not both');
    }
    if (!live)
        requireSource(options, 'snapshot');
    // commander refuses --epsilon together with --precision (exit 2).
    const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
    const approver = accept ? approverOf(options, io) : null;
    const target = options.output ?? options.baselineOut ?? DEFAULT_BASELINE_PATH;
    let evidence;
    let digest;
    /** The files the evidence was read from (none for a live run). */
    let sources = [];
    let suite = null;
    let blindnessThreshold = 0.9;
    if (live) {
        // The pre-check refuses a k that could never certify, before the agent is loaded.
        checkWritable(path.resolve(io.cwd, target), 'baseline');
        const hooks = { handleSigint: isMainProcessIo(io) };
        const collected = await collectRun(liveRunOptions(options), io, hooks, (plan) => {
            if (options.k === undefined)
                return;
            const refused = precheckSnapshot(plan.inputs, options.k, plan.epsilon);
            if (refused !== null)
                throw new Refusal(refused.code, refused.reason, '--k');
        });
        if (typeof collected === 'number')
            return collected;
        evidence = collected.result.evidence;
        digest = evidenceDigest(collected.file);
        suite = collected.suite;
        blindnessThreshold = collected.blindnessThreshold;
    }
    else {
        const loaded = await loadEvidence(options, io);
        evidence = loaded.evidence;
        sources = loaded.sources;
        digest = loaded.digest;
        if (options.suite !== undefined)
            suite = await readSuite(path.resolve(io.cwd, options.suite));
    }
    const assessment = assessFiles(sources, io.cwd, evidence, suite, {
        epsilon,
        blindnessThreshold,
    });
    const createdAt = nowIso(io);
    const approval = approver === null ? null : { how: 'cli-flag', approver, approvedAt: createdAt };
    const mode = accept ? 'approved' : 'candidate';
    let outcome;
    try {
        const baseline = buildBaseline({
            assessment,
            evidence,
            evidenceDigest: digest,
            tool: { name: TOOL_NAME, version: VERSION },
            createdAt,
            approval,
            suiteDigest: suite === null ? null : digestOf(serialiseSuite(suite)),
        });
        io.writeFile(path.resolve(io.cwd, target), serialiseBaseline(baseline));
        outcome = {
            admission: admit(assessment, evidence, { approved: approval !== null }),
            mode,
            baseline,
            path: target,
        };
    }
    catch (error) {
        if (!(error instanceof AdmissionRefused))
            throw error;
        outcome = { admission: error.admission, mode, baseline: null, path: null };
    }
    if (options.format === 'json')
        io.stdout(renderSnapshotJson(outcome));
    else if (outcome.baseline === null)
        io.stderr(renderSnapshotText(outcome));
    else
        io.stdout(renderSnapshotText(outcome));
    return outcome.baseline === null ? EXIT.unusable : EXIT.clean;
}
/** The run options of a live snapshot (the baseline, not a report, is its output). */
function liveRunOptions(options) {
    const { format: _format, output: _output, layer, isolation, ...rest } = options;
    return {
        ...rest,
        // Both come from the source options, whose choices commander has checked.
        ...(layer === undefined ? {} : { layer: layer }),
        ...(isolation === undefined ? {} : { isolation: isolation }),
    };
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
];
function build(context) {
    const program = new Command('agentverity');
    program
        .description('Would this agent decision repeat, and did the probes reach more than one decision?')
        .version(`agentverity ${VERSION}`, '-V, --version')
        .exitOverride()
        .showHelpAfterError('(run agentverity --help for usage)')
        .configureOutput({ writeOut: context.io.stdout, writeErr: context.io.stderr })
        .allowExcessArguments(false);
    for (const register of COMMANDS)
        register(program, context);
    // Every subcommand shares the program's error handling (exit codes, no stack traces).
    for (const command of program.commands) {
        command
            .exitOverride()
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
        if (isRefusal(error)) {
            io.stderr(`agentverity: ${terminalSafeLines(error.message, 4000)}\n`);
            return EXIT.unusable;
        }
        const detail = terminalSafeLines(describeThrown(error), 4000);
        io.stderr(`agentverity: internal error: ${detail}\nPlease report this with the command you ran.\n`);
        if (process.env.AGENTVERITY_DEBUG && error instanceof Error && error.stack)
            io.stderr(`${error.stack}\n`);
        return EXIT.internal;
    }
}

const io = processIo();
const stray = watchStrayErrors(io.stderr);
let finished = false;
guardUnfinished(() => finished, io.stderr);
const code = await runCli(process.argv.slice(2), io);
finished = true;
exitWhenFlushed(() => stray.finalCode(code));
