import { I as InvalidArgumentError, O as Option } from './commander.js';
import { R as REPORT_FORMATS, E as EXTENSION_FORMATS } from './cases-setting-table.js';
import { R as Refusal } from './types.js';

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

export { parsePositiveInt as a, formatOfPath as b, parseReportFormat as c, collect as d, formatFor as f, parseObserved as p, textOrJsonFormat as t };
