import { statSync, openSync, fstatSync, readSync, closeSync, constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { R as Refusal } from './types.js';

/**
 * Where JSON text stops being JSON, in words a user can act on: Node does not
 * always report a position, and never says what was expected, so a failed
 * parse is scanned again here (`locateSyntaxError`), and the spot is given as
 * a 1-based line and column in code points (`lineAndColumn`) and the
 * character found there (`describeAt`). Also the nesting depth every file we
 * read keeps to (MAX_JSON_DEPTH); the scan follows at most four times that.
 */
/**
 * How deeply arrays and objects may nest in a document we read. No format we read
 * comes near it; past a few thousand levels the digests, the schema check and
 * the error messages would overflow the stack (an internal error, not a refusal).
 */
const MAX_JSON_DEPTH = 512;
class Stop {
    spot;
    constructor(spot) {
        this.spot = spot;
    }
}
const A_VALUE = 'a JSON value (object, array, string, number, true, false or null)';
/**
 * How deep the locator follows nesting (4 × MAX_JSON_DEPTH, which every file must keep
 * to anyway): a recursion this deep fits any stack, whatever calls it.
 */
const LOCATOR_DEPTH = 4 * MAX_JSON_DEPTH;
/** The first place `text` stops being JSON, or null when it scans as valid. */
function locateSyntaxError(text) {
    let i = 0;
    const n = text.length;
    const fail = (expected, at = i) => {
        throw new Stop({ offset: at, expected });
    };
    const ws = () => {
        while (i < n) {
            const c = text[i];
            if (c === ' ' || c === '\t' || c === '\n' || c === '\r')
                i++;
            else
                break;
        }
    };
    const literal = (word) => {
        for (let k = 0; k < word.length; k++) {
            if (text[i] !== word[k])
                fail(`'${word}'`, i);
            i++;
        }
    };
    const digits = (what) => {
        const start = i;
        while (i < n && (text[i] ?? '') >= '0' && (text[i] ?? '') <= '9')
            i++;
        if (i === start)
            fail(what);
    };
    const number = () => {
        if (text[i] === '-')
            i++;
        if (text[i] === '0')
            i++;
        else
            digits('a digit');
        if (text[i] === '.') {
            i++;
            digits('a digit after the decimal point');
        }
        if (text[i] === 'e' || text[i] === 'E') {
            i++;
            if (text[i] === '+' || text[i] === '-')
                i++;
            digits('a digit in the exponent');
        }
    };
    const string = () => {
        i++; // opening quote
        for (;;) {
            if (i >= n)
                fail('a closing double quote');
            const c = text.charCodeAt(i);
            if (c === 0x22) {
                i++;
                return;
            }
            if (c === 0x5c) {
                const e = text[i + 1];
                if (e === undefined)
                    fail('an escape character after the backslash', i + 1);
                if (e === 'u') {
                    for (let k = 2; k < 6; k++) {
                        if (!/^[0-9a-fA-F]$/.test(text[i + k] ?? '')) {
                            fail('four hex digits after \\u', i + k);
                        }
                    }
                    i += 6;
                }
                else if (e !== undefined && '"\\/bfnrt'.includes(e))
                    i += 2;
                else
                    fail('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)', i + 1);
                continue;
            }
            if (c < 0x20)
                fail('no raw control character inside a string (write it as an escape such as \\n)');
            i++;
        }
    };
    const value = (depth) => {
        // Far below any stack's limit, so the answer never depends on where it is called from.
        if (depth > LOCATOR_DEPTH)
            fail('less deeply nested JSON');
        ws();
        if (i >= n)
            fail(A_VALUE);
        const c = text[i];
        if (c === '{') {
            i++;
            ws();
            if (text[i] === '}') {
                i++;
                return;
            }
            for (;;) {
                ws();
                if (text[i] !== '"')
                    fail('a property name in double quotes');
                string();
                ws();
                if (text[i] !== ':')
                    fail("':' after the property name");
                i++;
                value(depth + 1);
                ws();
                if (text[i] === ',') {
                    i++;
                    continue;
                }
                if (text[i] === '}') {
                    i++;
                    return;
                }
                fail("',' or '}' after a property value");
            }
        }
        else if (c === '[') {
            i++;
            ws();
            if (text[i] === ']') {
                i++;
                return;
            }
            for (;;) {
                value(depth + 1);
                ws();
                if (text[i] === ',') {
                    i++;
                    continue;
                }
                if (text[i] === ']') {
                    i++;
                    return;
                }
                fail("',' or ']' after an array element");
            }
        }
        else if (c === '"')
            string();
        else if (c === '-' || (c !== undefined && c >= '0' && c <= '9'))
            number();
        else if (c === 't')
            literal('true');
        else if (c === 'f')
            literal('false');
        else if (c === 'n')
            literal('null');
        else
            fail(A_VALUE);
    };
    try {
        value(0);
        ws();
        if (i < n)
            fail('the end of the file after the JSON value');
        return null;
    }
    catch (stop) {
        if (stop instanceof Stop)
            return stop.spot;
        return null; // e.g. a stack overflow on absurd nesting: fall back to Node's message
    }
}
function fromNodeMessage(text, error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at position (\d+)/.exec(message);
    const offset = at?.[1] === undefined ? text.length : Math.min(Number(at[1]), text.length);
    return { offset, expected: `valid JSON (${message})` };
}
/** 1-based line and column (in code points) of a UTF-16 offset; CRLF counts as one line end. */
function lineAndColumn(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < text.length; i++) {
        if (text[i] === '\n') {
            line++;
            lineStart = i + 1;
        }
    }
    const column = [...text.slice(lineStart, offset).replace(/\r$/, '')].length + 1;
    return { line, column };
}
function describeAt(text, offset) {
    if (offset >= text.length)
        return 'the end of the file';
    const cp = text.codePointAt(offset) ?? 0;
    const ch = String.fromCodePoint(cp);
    if (ch === '\n' || (ch === '\r' && text[offset + 1] === '\n'))
        return 'the end of the line';
    if (cp < 0x20 || cp === 0x7f)
        return `control character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    return ch === "'" ? `"'"` : `'${ch}'`;
}

/** Small helpers shared by the readers: JSON paths, places in refusals, plain type names. */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** `['cases', 3, 'observations', 1]` → `cases[3].observations[1]`. */
function jsonPath(parts) {
    let out = '';
    for (const part of parts) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else if (IDENTIFIER.test(part))
            out += out === '' ? part : `.${part}`;
        // A key of any length is named by its start, so a place stays readable.
        else
            out += `[${JSON.stringify(part.length > 120 ? `${part.slice(0, 100)}…` : part)}]`;
    }
    return out;
}
/** A JSON pointer (`/cases/3/observations/1`) as a path (`cases[3].observations[1]`). */
function pointerToPath(pointer) {
    if (pointer === '')
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^(0|[1-9][0-9]*)$/.test(part) ? Number(part) : part));
}
/** The `where` of a refusal: the file and the JSON path inside it. */
function placeOf(file, parts) {
    const path = jsonPath(parts);
    if (file === undefined)
        return path === '' ? 'the evidence' : path;
    return path === '' ? file : `${file}: ${path}`;
}
/** What a non-finite number (`1e999` read as Infinity) is called in a refusal. */
const OUT_OF_RANGE = 'a number out of range (not finite: 1e999 and the like are beyond ±1.8e308)';
/**
 * The words for what a schema wanted (`a number`), made `a finite number` when
 * what was found is a number that is not finite, so the refusal never reads
 * "expected a number, found a number".
 */
function wantedWords(words, found) {
    return typeof found === 'number' && !Number.isFinite(found)
        ? words.replace(/\b(an integer|a number|number|integer)\b/g, (w) => w.startsWith('a') ? `a finite ${w.replace(/^an? /, '')}` : `finite ${w}`)
        : words;
}
/** A plain name for the JSON type of a value, for "expected X, found Y". */
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    switch (typeof value) {
        case 'string':
            return 'a string';
        case 'number':
            if (!Number.isFinite(value))
                return OUT_OF_RANGE;
            return Number.isInteger(value) ? 'an integer' : 'a number';
        case 'boolean':
            return value ? 'true' : 'false';
        case 'object':
            return 'an object';
        case 'undefined':
            return 'nothing';
        default:
            return typeof value;
    }
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Python's whitespace (`str.isspace`), which the reference strips before calling a
 * text empty. Not JavaScript's `\s`: U+001C–U+001F and U+0085 are in, U+FEFF is out.
 */
const PY_SPACE = '\\u0009-\\u000D\\u001C-\\u001F\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const ONLY_PY_SPACE = new RegExp(`^[${PY_SPACE}]*$`, 'u');
/** True when the text is empty once Python-style whitespace is stripped. */
function isBlank(text) {
    return ONLY_PY_SPACE.test(text);
}
/**
 * Shortens a value for a message: its JSON text, cut at `max` characters. Built
 * piece by piece and stopped once `max` is passed, so a huge value (a string of
 * hundreds of MB, a list of millions) costs only `max`, a value that contains
 * itself (a cyclic YAML alias) is shown with `[cycle]` where it recurs, and no
 * depth overflows the stack.
 */
function shortJson(value, max = 60) {
    // An absent value has no JSON: say so in words, never the engine's "undefined".
    if (value === undefined)
        return 'nothing';
    const text = boundedJson(value, max + 1);
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
/** JSON text of `value` (as JSON.stringify writes it, without spaces), at most about `budget` characters. */
function boundedJson(value, budget) {
    let out = '';
    const open = new Set();
    const put = (text) => {
        out +=
            text.length > budget - out.length ? text.slice(0, Math.max(0, budget - out.length)) : text;
        return out.length < budget;
    };
    const scalar = (v) => {
        if (typeof v === 'string')
            return JSON.stringify(v.length > budget ? v.slice(0, budget) : v);
        if (typeof v === 'number')
            return Number.isFinite(v) ? JSON.stringify(v) : String(v);
        if (typeof v === 'boolean' || v === null)
            return JSON.stringify(v);
        if (typeof v === 'bigint')
            return v.toString();
        return undefined;
    };
    const walk = (v, depth) => {
        const s = scalar(v);
        if (s !== undefined)
            return put(s);
        if (typeof v !== 'object' || v === null)
            return put(String(v));
        if (open.has(v))
            return put('[cycle]');
        if (depth > 64)
            return put(Array.isArray(v) ? '[…]' : '{…}');
        open.add(v);
        try {
            if (Array.isArray(v)) {
                if (!put('['))
                    return false;
                for (let i = 0; i < v.length; i++) {
                    if (i > 0 && !put(','))
                        return false;
                    const item = v[i];
                    const plain = item === undefined || typeof item === 'function' || typeof item === 'symbol';
                    if (!(plain ? put('null') : walk(item, depth + 1)))
                        return false;
                }
                return put(']');
            }
            if (!put('{'))
                return false;
            let first = true;
            for (const key of Object.keys(v)) {
                const item = v[key];
                if (item === undefined || typeof item === 'function' || typeof item === 'symbol')
                    continue;
                if (!first && !put(','))
                    return false;
                first = false;
                if (!put(`${JSON.stringify(key.length > budget ? key.slice(0, budget) : key)}:`))
                    return false;
                if (!walk(item, depth + 1))
                    return false;
            }
            return put('}');
        }
        finally {
            open.delete(v);
        }
    };
    walk(value, 0);
    return out;
}

// The bounds on what a reader takes and a writer gives (issue 33, item 1): one
// table, the same numbers for writing and reading, so that a file this tool
// writes is always one it reads back. docs/limits.md lists them; a refusal over
// one names the limit, the file and, where known, the JSON path.
//
// This module is pure (no I/O): the readers in this folder and the writers in
// src/app and src/collect use it.
const MiB = 1024 * 1024;
/** The bounds, by what they bound. */
const LIMITS = {
    /**
     * The largest file read as one document (every JSON file: evidence, cases and
     * bench evidence, baselines, suites, seeds, promptfoo and Inspect exports).
     * Half of what one JavaScript string can hold (2^29 − 24 UTF-16 units), so a
     * document under it always decodes; our largest measured evidence (5,000
     * inputs × k 38) is 17 MB.
     */
    documentBytes: 256 * MiB,
    /** The largest YAML file (a benchmark, a cases configuration, agentverity.yml). */
    yamlBytes: 64 * MiB,
    /** The largest JSON Lines log (read line by line; each line is bounded on its own). */
    logBytes: 4096 * MiB,
    /** How deeply arrays and objects (YAML sequences and mappings) may nest. */
    depth: 512,
    /** The most values (array elements and object members, all levels) one document may hold. */
    elements: 16_777_216,
    /** The longest string (in UTF-16 code units) one document may hold: a worker's answer line (16 MiB). */
    stringChars: 16 * MiB,
    /** How many alias nodes (`*name`) one YAML document may use. */
    yamlAliases: 100,
    /** The largest end state a stateful system's snapshot may give, as JSON text. */
    snapshotBytes: 64 * MiB,
};
/** `268435456` → `256 MiB`; a count as `16,777,216`. */
function bytesText(n) {
    return n >= MiB && n % MiB === 0 ? `${n / MiB} MiB` : `${n.toLocaleString('en')} bytes`;
}
/**
 * Walks a parsed value (iteratively: no depth can overflow the stack) and returns
 * the first limit it breaks, or null. A value that contains itself (a cyclic
 * YAML alias) breaks `cycle`. The walk stops at the first breach, so its cost is
 * bounded by the limits, whatever the value.
 */
function measure(value, options = {}) {
    const maxDepth = options.depth ?? LIMITS.depth;
    const maxElements = options.elements ?? LIMITS.elements;
    const maxString = options.stringChars ?? LIMITS.stringChars;
    const maxBytes = options.bytes ?? Infinity;
    const stack = [];
    const open = new Set();
    let elements = 0;
    let bytes = 0;
    const pathOf = (last) => {
        const parts = stack.slice(1).map((f) => f.part);
        if (last !== undefined)
            parts.push(last);
        return parts;
    };
    const visit = (v, part) => {
        const at = () => (part === null ? [] : pathOf(part));
        if (typeof v === 'string') {
            // Counted as written in JSON (an escape as its characters), as the readers count it.
            const written = v.length > maxString || v.length * 6 <= maxString ? v.length : JSON.stringify(v).length - 2;
            if (v.length > maxString || written > maxString) {
                return {
                    limit: 'stringChars',
                    path: at(),
                    message: `a string of ${Math.max(v.length, written).toLocaleString('en')} characters, over the limit of ${maxString.toLocaleString('en')} (docs/limits.md)`,
                };
            }
            bytes += written + 2;
        }
        else if (typeof v === 'number') {
            if (options.finite === true && !Number.isFinite(v)) {
                return {
                    limit: 'number',
                    path: at(),
                    message: 'a number JSON cannot hold (not finite); expected a finite number',
                };
            }
            bytes += 8;
        }
        else if (typeof v === 'object' && v !== null) {
            if (open.has(v)) {
                return {
                    limit: 'cycle',
                    path: at(),
                    message: 'the value contains itself (an alias refers to a node that holds it), which no file we read can be',
                };
            }
            if (stack.length >= maxDepth) {
                return {
                    limit: 'depth',
                    path: at(),
                    message: `arrays and objects nest more than ${maxDepth} levels deep here, over the limit (docs/limits.md); no file we read needs that`,
                };
            }
            open.add(v);
            const keys = Array.isArray(v) ? null : Object.keys(v);
            stack.push({ value: v, keys, next: 0, part });
            bytes += 2;
            // An empty container counts as one value (its opening bracket), as the readers count.
            if ((keys === null ? v.length : keys.length) === 0 &&
                ++elements > maxElements) {
                return {
                    limit: 'elements',
                    path: at(),
                    message: `more than ${maxElements.toLocaleString('en')} values (array elements and object members), over the limit (docs/limits.md)`,
                };
            }
        }
        else
            bytes += 5;
        if (bytes > maxBytes) {
            return {
                limit: 'bytes',
                path: at(),
                message: `more than ${bytesText(maxBytes)} as JSON, over the limit (docs/limits.md)`,
            };
        }
        return null;
    };
    const first = visit(value, null);
    if (first !== null)
        return first;
    while (stack.length > 0) {
        const top = stack[stack.length - 1];
        const size = top.keys === null ? top.value.length : top.keys.length;
        if (top.next >= size) {
            open.delete(top.value);
            stack.pop();
            continue;
        }
        const i = top.next++;
        if (++elements > maxElements) {
            return {
                limit: 'elements',
                path: pathOf(),
                message: `more than ${maxElements.toLocaleString('en')} values (array elements and object members), over the limit (docs/limits.md)`,
            };
        }
        let part;
        let child;
        if (top.keys === null) {
            part = i;
            child = top.value[i];
        }
        else {
            part = top.keys[i];
            if (part.length > maxString) {
                return {
                    limit: 'stringChars',
                    path: pathOf(),
                    message: `a key of ${part.length.toLocaleString('en')} characters, over the limit of ${maxString.toLocaleString('en')} (docs/limits.md)`,
                };
            }
            bytes += part.length + 4;
            child = top.value[part];
        }
        const breach = visit(child, part);
        if (breach !== null)
            return breach;
    }
    return null;
}
/**
 * A value about to be written as `file` (evidence, cases or bench evidence) is
 * refused (`file.limit`, exit 2) when its reader would refuse it: too deep, too
 * many values, a string too long, more than `LIMITS.documentBytes` as JSON.
 */
function refuseOverLimits$1(value, file, what) {
    const breach = measure(value, { bytes: LIMITS.documentBytes });
    if (breach === null)
        return;
    throw new Refusal('file.limit', `the ${what} cannot be written: it holds ${breach.message}${breach.path.length === 0 ? '' : ` at ${jsonPath(breach.path)}`}; its reader would refuse it, so nothing was written`, file);
}

/**
 * Reading JSON text the way users write it: one leading byte-order mark is
 * dropped, CRLF line ends are fine, a repeated key keeps its last value (as
 * `JSON.parse` does), and a syntax error becomes a refusal naming the file, the
 * line and column, and what was expected there.
 */
const BOM = '\uFEFF';
/** Parses JSON text; `file` names the source in refusals. */
function parseJsonText(text, file) {
    const body = text.startsWith(BOM) ? text.slice(1) : text;
    if (body.trim() === '') {
        throw new Refusal('json.empty', body.length === 0
            ? 'the file is empty; expected a JSON value'
            : 'the file holds only whitespace; expected a JSON value', file);
    }
    refuseOverLimits(body, file);
    let value;
    try {
        value = JSON.parse(body);
    }
    catch (error) {
        const found = locateSyntaxError(body) ?? fromNodeMessage(body, error);
        const { line, column } = lineAndColumn(body, found.offset);
        throw new Refusal('json.syntax', `not valid JSON: expected ${found.expected}, found ${describeAt(body, found.offset)}`, `${file}:${line}:${column}`);
    }
    refuseDeepNesting(body, file);
    return value;
}
/** Refuses JSON text (already known to be valid) nested deeper than MAX_JSON_DEPTH, naming where. */
function refuseDeepNesting(text, file) {
    const offset = deepNestingOffset(text, MAX_JSON_DEPTH);
    if (offset < 0)
        return;
    const { line, column } = lineAndColumn(text, offset);
    throw new Refusal('json.depth', `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep here; no file we read needs that`, `${file}:${line}:${column}`);
}
/** Where JSON text breaks the limit on strings or on values, and which; null when it keeps both. */
function limitsBreach(text, maxString = LIMITS.stringChars, maxValues = LIMITS.elements) {
    // Values are counted as the scanner of streamed evidence counts them: a separator
    // (",") or an opening bracket outside strings. Cheap, and never below the number
    // of array elements and object members.
    let values = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            const start = i;
            for (i++; i < n; i++) {
                const d = text.charCodeAt(i);
                if (d === 0x5c)
                    i++;
                else if (d === 0x22)
                    break;
            }
            // The string as written, between its quotes (escapes count as written).
            if (i - start - 1 > maxString) {
                return { offset: start, limit: 'stringChars', length: i - start - 1 };
            }
        }
        else if (c === 0x2c || c === 0x5b || c === 0x7b) {
            if (++values > maxValues)
                return { offset: i, limit: 'elements' };
        }
    }
    return null;
}
/**
 * Refuses JSON text (before it is parsed, so that memory stays bounded) holding
 * a string longer than `LIMITS.stringChars` or more than `LIMITS.elements`
 * values, naming the limit and the line and column (`file.limit`).
 */
function refuseOverLimits(text, file) {
    const breach = limitsBreach(text);
    if (breach === null)
        return;
    const { line, column } = lineAndColumn(text, breach.offset);
    throw new Refusal('file.limit', breach.limit === 'stringChars'
        ? `a string of ${(breach.length ?? 0).toLocaleString('en')} characters starts here, over the limit of ${LIMITS.stringChars.toLocaleString('en')} (docs/limits.md)`
        : `the document holds more than ${LIMITS.elements.toLocaleString('en')} values (array elements and object members) by here, over the limit (docs/limits.md)`, `${file}:${line}:${column}`);
}
/** The offset of the bracket that opens level `max + 1` of valid JSON text, or -1. */
function deepNestingOffset(text, max) {
    let depth = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            // Skip the string: valid JSON, so it ends at the next unescaped quote.
            for (i++; i < n; i++) {
                const d = text.charCodeAt(i);
                if (d === 0x5c)
                    i++;
                else if (d === 0x22)
                    break;
            }
        }
        else if (c === 0x5b || c === 0x7b) {
            if (++depth > max)
                return i;
        }
        else if (c === 0x5d || c === 0x7d)
            depth--;
    }
    return -1;
}
/** A failure to read a file as a refusal naming the file and why, in plain words. */
function fileReadRefusal(error, path) {
    const code = error.code;
    const why = code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
            ? 'it is a directory, not a file'
            : code === 'EACCES' || code === 'EPERM'
                ? 'permission denied'
                : code === 'ELOOP'
                    ? 'its symbolic links form a loop'
                    : code === 'ENOTDIR'
                        ? 'a part of its path is a file, not a folder'
                        : code === 'ENAMETOOLONG'
                            ? 'its name is too long'
                            : error instanceof Error
                                ? error.message
                                : String(error);
    return new Refusal('file.read', `cannot read the file: ${why}`, path);
}
/** What a path names, in words, for the refusal of one that is not a regular file. */
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a folder';
    if (stats.isFIFO())
        return 'a named pipe (FIFO)';
    if (stats.isCharacterDevice())
        return 'a character device (such as /dev/zero)';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSocket())
        return 'a socket';
    return 'not a regular file';
}
function notRegular(stats, path) {
    return new Refusal('file.not-regular', `not a regular file: it is ${kindOf(stats)}${stats.isDirectory() ? '' : ', which could be endless or never end'}; give a file (a symbolic link to a file is fine)`, path);
}
/**
 * Every reader's first step: the path must name a regular file (a symbolic link
 * is followed), checked before the file is opened, since opening a named pipe
 * blocks until someone writes to it and a device such as /dev/zero never ends.
 * Anything else is refused (`file.not-regular`, exit 2) naming the file; a
 * missing or unreadable path as `file.read`. Returns the file's status.
 */
function regularFile(path) {
    let stats;
    try {
        stats = statSync(path);
    }
    catch (error) {
        throw fileReadRefusal(error, path);
    }
    if (!stats.isFile())
        throw notRegular(stats, path);
    return stats;
}
/** Refuses (`file.too-large`) a file of `size` bytes over `max`, naming the limit. */
function refuseOverSize(size, max, path) {
    if (size <= max)
        return;
    throw new Refusal('file.too-large', `the file is too large: ${bytesText(size)}, over the limit of ${bytesText(max)} for this kind of file (docs/limits.md)`, path);
}
/** Opening without blocking: a path swapped for a pipe after the check cannot hang the open. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
/**
 * Reads a file's bytes, at most `maxBytes` (default `LIMITS.documentBytes`): a
 * path that is not a regular file is refused before it is opened, a larger file
 * is refused naming the limit, and any failure is a refusal naming the file.
 */
async function readFileBytes(path, maxBytes = LIMITS.documentBytes) {
    refuseOverSize(regularFile(path).size, maxBytes, path);
    try {
        const handle = await open(path, OPEN_FLAGS);
        try {
            const stats = await handle.stat();
            if (!stats.isFile())
                throw notRegular(stats, path);
            refuseOverSize(stats.size, maxBytes, path);
            const bytes = await handle.readFile();
            refuseOverSize(bytes.length, maxBytes, path);
            return bytes;
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        if (error instanceof Refusal)
            throw error;
        throw fileReadRefusal(error, path);
    }
}
/**
 * As `readFileBytes`, synchronously, for the places that look into a file they
 * may then ignore (a cache entry, a file about to be replaced): null for
 * anything but a regular file of at most `maxBytes` that can be read.
 */
function readRegularFileOrNull(path, maxBytes = LIMITS.documentBytes) {
    try {
        const stats = statSync(path);
        if (!stats.isFile() || stats.size > maxBytes)
            return null;
        const fd = openSync(path, OPEN_FLAGS);
        try {
            const again = fstatSync(fd);
            if (!again.isFile() || again.size > maxBytes)
                return null;
            const bytes = Buffer.alloc(again.size);
            let at = 0;
            while (at < bytes.length) {
                const got = readSync(fd, bytes, at, bytes.length - at, at);
                if (got === 0)
                    break;
                at += got;
            }
            return bytes.subarray(0, at);
        }
        finally {
            closeSync(fd);
        }
    }
    catch {
        return null;
    }
}
/** Reads a file as strict UTF-8 text (invalid bytes are refused, one BOM is kept for the parser). */
async function readTextFile(path, maxBytes = LIMITS.documentBytes) {
    return decodeUtf8(await readFileBytes(path, maxBytes), path);
}
/** Reads and parses a JSON file (strict UTF-8, see `parseJsonText`). */
async function readJsonFile(path) {
    return parseJsonText(await readTextFile(path), path);
}
/** Decodes bytes as strict UTF-8; a refusal names the file, byte offset and line of the first bad byte. */
function decodeUtf8(bytes, file) {
    // Well-formed UTF-8 (checked by Node's vectorised validator) decodes with Buffer,
    // several times faster than a fatal TextDecoder on a large file; a BOM is kept,
    // as ignoreBOM keeps it. Anything else takes the decoder's path for its refusal.
    if (isUtf8(bytes)) {
        try {
            return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
        }
        catch {
            // More text than one string can hold: refused below, as the decoder refuses it.
        }
    }
    try {
        return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    }
    catch {
        const offset = firstInvalidUtf8(bytes);
        if (offset >= bytes.length) {
            // Well-formed, but more text than one JavaScript string can hold.
            throw new Refusal('file.too-large', `the file is too large to read as one document (${Math.round(bytes.length / 2 ** 20)} MiB): more text than one JavaScript string can hold`, file);
        }
        let line = 1;
        for (let i = 0; i < offset; i++)
            if (bytes[i] === 0x0a)
                line++;
        const byte = bytes[offset] ?? 0;
        throw new Refusal('file.utf8', `not valid UTF-8: the sequence starting with byte 0x${hex2(byte)} at byte offset ${offset} (line ${line}) is not well-formed; save the file as UTF-8`, file);
    }
}
function hex2(n) {
    return n.toString(16).toUpperCase().padStart(2, '0');
}
/** Byte offset where the first ill-formed UTF-8 sequence starts (the length when all is well). */
function firstInvalidUtf8(bytes) {
    let i = 0;
    const n = bytes.length;
    while (i < n) {
        const b = bytes[i] ?? 0;
        if (b < 0x80) {
            i++;
            continue;
        }
        let need;
        let lo = 0x80;
        let hi = 0xbf;
        if (b >= 0xc2 && b <= 0xdf)
            need = 1;
        else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            if (b === 0xe0)
                lo = 0xa0; // no overlong forms
            if (b === 0xed)
                hi = 0x9f; // no surrogates
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            if (b === 0xf0)
                lo = 0x90; // no overlong forms
            if (b === 0xf4)
                hi = 0x8f; // nothing above U+10FFFF
        }
        else
            return i;
        for (let k = 1; k <= need; k++) {
            const c = bytes[i + k];
            const min = k === 1 ? lo : 0x80;
            const max = k === 1 ? hi : 0xbf;
            if (c === undefined || c < min || c > max)
                return i;
        }
        i += need + 1;
    }
    return n;
}
const LONE = /[\uD800-\uDFFF]/u;
/** The first lone surrogate in a parsed JSON value (keys and strings, document order), or null. */
function findLoneSurrogate(value) {
    if (typeof value === 'string') {
        const at = LONE.exec(value);
        return at === null ? null : { path: [], unit: value.charCodeAt(at.index), inKey: false };
    }
    const path = [];
    const stack = [];
    const enter = (v) => {
        if (Array.isArray(v))
            stack.push({ items: v, keys: null, next: 0 });
        else if (v !== null && typeof v === 'object') {
            const keys = Object.keys(v);
            for (const key of keys) {
                const at = LONE.exec(key);
                if (at !== null)
                    return { path: [...path, key], unit: key.charCodeAt(at.index), inKey: true };
            }
            const record = v;
            stack.push({ items: keys.map((k) => record[k]), keys, next: 0 });
        }
        else
            return null;
        path.push(0);
        return null;
    };
    const first = enter(value);
    if (first !== null)
        return first;
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        if (frame.next >= frame.items.length) {
            stack.pop();
            path.pop();
            continue;
        }
        const i = frame.next++;
        path[path.length - 1] = frame.keys === null ? i : frame.keys[i];
        const child = frame.items[i];
        if (typeof child === 'string') {
            const at = LONE.exec(child);
            if (at !== null)
                return { path: [...path], unit: child.charCodeAt(at.index), inKey: false };
        }
        else if (child !== null && typeof child === 'object') {
            const spot = enter(child);
            if (spot !== null)
                return spot;
        }
    }
    return null;
}
/**
 * Refuses (`json.lone-surrogate`) a parsed file of ours holding a lone surrogate,
 * naming the file and the JSON path; `place` writes the `where` of the refusal.
 */
function refuseLoneSurrogates(value, place) {
    const spot = findLoneSurrogate(value);
    if (spot === null)
        return;
    const unit = spot.unit.toString(16).toUpperCase();
    throw new Refusal('json.lone-surrogate', `expected text that can be written as UTF-8, found a lone surrogate U+${unit} (an unpaired \\u escape)${spot.inKey ? ' in this key' : ''}`, place(spot.path));
}

export { LIMITS as L, MAX_JSON_DEPTH as M, readTextFile as a, regularFile as b, refuseLoneSurrogates as c, placeOf as d, locateSyntaxError as e, deepNestingOffset as f, isPlainObject as g, findLoneSurrogate as h, isBlank as i, jsonPath as j, readRegularFileOrNull as k, lineAndColumn as l, measure as m, bytesText as n, refuseOverLimits$1 as o, parseJsonText as p, refuseOverSize as q, readJsonFile as r, shortJson as s, typeName as t, pointerToPath as u, decodeUtf8 as v, wantedWords as w, fileReadRefusal as x, firstInvalidUtf8 as y, readFileBytes as z };
