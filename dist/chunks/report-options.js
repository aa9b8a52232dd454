import { I as InvalidArgumentError, O as Option } from './commander.js';
import { R as Refusal } from './types.js';

// The report formats every report family (gate, bench, cases) is rendered in:
// one line per format, its name (`--format`) and the file extensions that name it
// (the first is the one its files are written with). A leaf: the CLI's option
// definitions and the Action's file names load it without loading a renderer.
// Each family's renderers are in its own table (`GATE_FORMATS` in ./index.ts,
// `BENCH_FORMATS` in ./bench/index.ts, `CASES_FORMATS` in ./cases/index.ts), typed
// so that a format missing from one of them does not compile.
const REPORT_FORMAT_TABLE = [
    { name: 'text', title: 'terminal text', extensions: ['.txt', '.text', '.log'] },
    { name: 'json', title: 'JSON report', extensions: ['.json'] },
    { name: 'junit', title: 'JUnit XML', extensions: ['.xml'] },
    { name: 'markdown', title: 'Markdown (comment or summary)', extensions: ['.md', '.markdown'] },
    { name: 'html', title: 'self-contained HTML page', extensions: ['.html', '.htm'] },
];
/** The format names, in the table's order. */
const REPORT_FORMATS = REPORT_FORMAT_TABLE.map((f) => f.name);
/** Every extension the table knows, with the format it names. */
const EXTENSION_FORMATS = Object.fromEntries(REPORT_FORMAT_TABLE.flatMap((f) => f.extensions.map((e) => [e, f.name])));

/** Formats of commands that print data rather than an assessment report (`plan`). */
const FORMATS = ['text', 'json'];
function parseFormat(value) {
    if (!FORMATS.includes(value)) {
        throw new InvalidArgumentError(`expected one of ${FORMATS.join(', ')}`);
    }
    return value;
}
/** `--format text|json` (default text); `what` says what it formats (`report format`). */
function textOrJsonFormat(what) {
    return new Option('--format <format>', `${what}: text or json`)
        .argParser(parseFormat)
        .default('text');
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
function collect(value, previous) {
    return [...(previous ?? []), value];
}
/**
 * The format a file's extension names (the format table's extensions), among `allowed`: `text` for a file with
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

// The report options of `assess`, `run` and `snapshot` as commander declares them:
// cheap to load, so registering a command (and `--help`) does not load a renderer.
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

export { PAIRING as P, REPORT_FORMATS as R, addReportOptions as a, parseObserved as b, collect as c, formatOfPath as d, formatFor as f, parsePositiveInt as p, textOrJsonFormat as t };
