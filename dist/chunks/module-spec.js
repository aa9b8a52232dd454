import { existsSync, statSync, writeFileSync, renameSync, rmSync, mkdirSync, accessSync, constants, openSync, closeSync, readSync, realpathSync, writeSync } from 'node:fs';
import path from 'node:path';
import { R as Refusal } from './types.js';

/**
 * The text of anything a `throw` can carry: an Error's message (else its name),
 * a string, JSON for plain values, else `String(value)`. Agent code can throw
 * anything, including objects whose getters or `toString` throw in turn, so no
 * step here may throw.
 */
function describeThrown(value) {
    try {
        if (value instanceof Error) {
            const message = value.message;
            if (typeof message === 'string' && message !== '')
                return message;
            const name = value.name;
            return typeof name === 'string' && name !== '' ? name : 'Error';
        }
        if (typeof value === 'string')
            return value;
        const json = JSON.stringify(value);
        if (json !== undefined)
            return json;
    }
    catch {
        // fall through to String()
    }
    try {
        return String(value);
    }
    catch {
        return `a thrown ${typeof value} that cannot be shown as text`;
    }
}

/**
 * Escaping of untrusted text (agent outputs, inputs, labels, error messages) for
 * every report format. Each function returns text that can be placed in its
 * format without changing the document's structure or acting on the reader.
 */
/** Bidirectional controls: they reorder what a reader sees (U+061C, U+200E/F, U+202A–E, U+2066–9). */
function isBidiControl(code) {
    return (code === 0x061c ||
        code === 0x200e ||
        code === 0x200f ||
        (code >= 0x202a && code <= 0x202e) ||
        (code >= 0x2066 && code <= 0x2069));
}
/**
 * Code points that act on a terminal or a viewer rather than being read: C0 and C1
 * controls, DEL, bidirectional controls, and the line and paragraph separators
 * (U+2028/9), which JavaScript, some editors and log viewers take as line breaks.
 */
function isTerminalControl(code) {
    return (code <= 0x1f ||
        (code >= 0x7f && code <= 0x9f) ||
        code === 0x2028 ||
        code === 0x2029 ||
        isBidiControl(code));
}
function isLoneSurrogate(code) {
    return code >= 0xd800 && code <= 0xdfff;
}
function visible(code) {
    return `\\u${code.toString(16).padStart(4, '0')}`;
}
/** Cut to `max` code points, marking the cut with an ellipsis; surrogate pairs stay whole. */
function cut(value, max) {
    const points = Array.from(value);
    if (points.length <= max)
        return value;
    return `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}
/**
 * Text that cannot act as a GitHub Actions workflow command when a CI log shows
 * it. The runner reads a line as a command when, after leading whitespace, it
 * starts with `::` (`::error::…`, `::add-mask::…`), or when it holds `##[`
 * anywhere (the older `##[error]…` form). So the `[` of every `##[` and a
 * leading `:` of `::` are written as `bracket` and `colon`, each format's own
 * spelling of that character. Text inside a value cannot start a log line
 * (line breaks are always escaped), so only the value's own start matters.
 */
function noWorkflowCommand(value, colon, bracket) {
    let out = value.includes('##[') ? value.replaceAll('##[', `##${bracket}`) : value;
    const lead = out.length - out.trimStart().length;
    if (out.startsWith('::', lead))
        out = `${out.slice(0, lead)}${colon}${out.slice(lead + 1)}`;
    return out;
}
/**
 * Make an untrusted string safe to print on a terminal: control characters (ESC
 * starts ANSI sequences), DEL and bidirectional overrides are shown as visible
 * \u escapes instead of acting on the terminal, and nothing in it can act as a
 * workflow command in a CI log. Long strings are cut.
 */
function terminalSafe(value, max = 200) {
    let out = '';
    for (const ch of value) {
        const code = ch.codePointAt(0);
        // A lone surrogate would reach the terminal as U+FFFD: shown as what it is instead.
        out += isTerminalControl(code) || isLoneSurrogate(code) ? visible(code) : ch;
    }
    return cut(noWorkflowCommand(out, '\\u003a', '\\u005b'), max);
}
/**
 * A multi-line message (a refusal listing its problems) safe for a terminal:
 * each line as `terminalSafe`, the line breaks kept.
 */
function terminalSafeLines(value, max = 2000) {
    return value
        .split('\n')
        .map((line) => terminalSafe(line, max))
        .join('\n');
}
/**
 * Pretty JSON (two-space indent, trailing newline) that cannot act as a workflow
 * command when printed in a CI log: `##[` only occurs inside strings, where
 * `##\u005b` reads back as the same text.
 */
function logSafeJson(value) {
    return `${JSON.stringify(value, null, 2).replaceAll('##[', '##\\u005b')}\n`;
}
/**
 * One line of plain, visible text: controls, bidirectional marks, lone surrogates
 * and the characters XML 1.0 forbids become visible \u escapes; the result is cut
 * to `max` code points (counted before escaping, so a cut never splits an escape).
 * The common first step of the Markdown, XML and HTML escapes.
 */
function plainLine(value, max) {
    let out = '';
    for (const ch of cut(value, max)) {
        const code = ch.codePointAt(0);
        out +=
            isTerminalControl(code) || isLoneSurrogate(code) || code === 0xfffe || code === 0xffff
                ? visible(code)
                : ch;
    }
    return out;
}
/**
 * As `plainLine`, but cut so that the visible text, its \u escapes included, holds
 * at most `max` code points (a name a reader shows in a fixed width); a cut never
 * splits an escape.
 */
function plainLineWithin(value, max) {
    // Each code point as shown, and its width: 1, or the length of its ASCII escape.
    const shown = [];
    let total = 0;
    for (const ch of value) {
        const text = plainLine(ch, 1);
        const width = text === ch ? 1 : text.length;
        shown.push({ text, width });
        total += width;
        if (total > max)
            break;
    }
    if (total <= max)
        return shown.map((p) => p.text).join('');
    let out = '';
    let used = 0;
    for (const p of shown) {
        if (used + p.width > max - 1)
            break;
        out += p.text;
        used += p.width;
    }
    return `${out}…`;
}
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Text for an HTML text node or a quoted attribute value. */
function htmlText(value, max = 200) {
    return noWorkflowCommand(plainLine(value, max).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]), '&#58;', '&#91;');
}
/** Text for an XML 1.0 text node or a double-quoted attribute value (always one line). */
function xmlText(value, max = 2000) {
    return noWorkflowCommand(plainLine(value, max).replace(/[&<>"']/g, (c) => c === "'" ? '&apos;' : HTML_ENTITIES[c]), '&#58;', '&#91;');
}
/** A zero-width joiner as an entity: visible in the source, invisible when rendered. */
const ZWJ = '&#x200D;';
/**
 * Text for GitHub-flavoured Markdown, inline (a sentence or a table cell): it can
 * open no HTML tag, comment or `<details>` close, no link or image (brackets are
 * escaped, so parentheses need not be), autolink, code span, emphasis,
 * strikethrough, table cell, heading or math; `@name` and `#123` stop being
 * mentions and references. Line breaks become spaces so a table row stays one row.
 */
function markdownText(value, max = 200) {
    const line = plainLine(value.replace(/\r\n|[\r\n\t]/g, ' '), max);
    let out = '';
    for (const ch of line) {
        switch (ch) {
            case '&':
                out += '&amp;';
                break;
            case '<':
                out += '&lt;';
                break;
            case '>':
                out += '&gt;';
                break;
            case '\\':
            case '`':
            case '*':
            case '_':
            case '[':
            case ']':
            case '|':
            case '~':
            case '$':
            case '#':
                out += `\\${ch}`;
                break;
            case '@':
                out += `@${ZWJ}`;
                break;
            default:
                out += ch;
        }
    }
    // Autolinks need `scheme://` or `www.` in the source text; a joiner breaks both.
    // (`#` and `[` are escaped above, so no `##[` is left; a leading `::` is.)
    return noWorkflowCommand(out
        .replace(/:\/\//g, `:${ZWJ}//`)
        .replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWJ}.`)
        .replace(/\\#(?=[0-9])/g, `\\#${ZWJ}`), '&#58;', '&#91;');
}
/**
 * Text for a Markdown code span (`` `…` ``): shown literally there, so only what
 * could end the span (a backtick, which becomes `'`) or the line is changed.
 */
function markdownCode(value, max = 200) {
    // A joiner (invisible in the span) keeps `##[` from reading as a workflow command
    // should the Markdown ever be printed in a CI log.
    const text = plainLine(value.replace(/\r\n|[\r\n\t]/g, ' '), max)
        .replace(/`/g, "'")
        .replaceAll('##[', '##\u200d[');
    return `\`${text.trim() === '' ? ' ' : text}\``;
}

// Writing the files a use case produces: folders created one level at a time,
// and every failure a refusal naming the file (exit 2), never a stack trace.
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
/**
 * The file a user named for an output, resolved against `cwd`. A name ending in a
 * path separator names a folder, not a file: it is refused (exit 2) before anything
 * is written, rather than written as a file of the folder's name.
 */
function outputPath(cwd, given, what = 'report') {
    if (given === '' || /[\\/]$/.test(given) || given === '.' || given === '..') {
        throw new Refusal('output.write', `cannot write the ${what} there: the path names a folder, not a file; give the file's name (its folders are created)`, given);
    }
    return path.resolve(cwd, given);
}
/** Write a text file (a report, evidence, a baseline); any failure is a refusal naming the file. */
function writeTextFile(file, text) {
    // Written beside the file and renamed into place: a full disk or a failed write
    // leaves the earlier file (or none), never a truncated one.
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
    try {
        makeParents(file);
        if (existsSync(file) && statSync(file).isDirectory()) {
            throw Object.assign(new Error('it is a folder'), { code: 'EISDIR' });
        }
        try {
            writeFileSync(temporary, text, 'utf8');
            renameSync(temporary, file);
        }
        catch (error) {
            rmSync(temporary, { force: true });
            throw error;
        }
    }
    catch (error) {
        throw writeRefusal(error, file);
    }
}
/**
 * As `writeTextFile`, for a text given in pieces: each piece is written as it
 * comes (the whole text is never held), to a file beside the target renamed into
 * place at the end, so a failed write leaves the earlier file (or none).
 */
function writeChunksFile(file, chunks) {
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
    try {
        makeParents(file);
        if (existsSync(file) && statSync(file).isDirectory()) {
            throw Object.assign(new Error('it is a folder'), { code: 'EISDIR' });
        }
        try {
            const fd = openSync(temporary, 'w');
            try {
                for (const chunk of chunks)
                    writeAll(fd, Buffer.from(chunk, 'utf8'));
            }
            finally {
                closeSync(fd);
            }
            renameSync(temporary, file);
        }
        catch (error) {
            rmSync(temporary, { force: true });
            throw error;
        }
    }
    catch (error) {
        throw writeRefusal(error, file);
    }
}
function writeAll(fd, bytes) {
    let at = 0;
    while (at < bytes.length)
        at += writeSync(fd, bytes, at, bytes.length - at);
}
/** A failed write of `file` as the refusal that names it and says why in plain words. */
function writeRefusal(error, file) {
    if (error instanceof Refusal)
        return error;
    const code = error.code;
    const reason = code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? 'permission denied'
        : code === 'EISDIR'
            ? 'it is a folder'
            : code === 'ENOTDIR' || code === 'EEXIST'
                ? 'a part of the path is a file, not a folder'
                : code === 'ENOENT'
                    ? 'the folder cannot be created'
                    : code === 'ENOSPC' || code === 'EDQUOT'
                        ? 'no space left on the device (nothing was written)'
                        : error instanceof Error
                            ? error.message
                            : String(error);
    return new Refusal('output.write', `cannot write the report: ${reason}`, file);
}
/**
 * A file writer (a port, which tests or another runner may replace) whose
 * failures to write (any error with a system error code) are refusals naming the
 * file, exit 2, never an internal error.
 */
function refusingWrites(write) {
    return (file, ...rest) => {
        try {
            write(file, ...rest);
        }
        catch (error) {
            if (typeof error?.code === 'string') {
                throw writeRefusal(error, file);
            }
            throw error;
        }
    };
}
/**
 * Write a file that must not exist yet (`init`): a file that appeared meanwhile is
 * refused (`init.exists`), never overwritten; any other failure as `writeTextFile`.
 */
function writeNewTextFile(file, text) {
    try {
        makeParents(file);
        writeFileSync(file, text, { encoding: 'utf8', flag: 'wx' });
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST' && existsSync(file)) {
            throw new Refusal('init.exists', 'already exists; init never overwrites a file', file);
        }
        const reason = code === 'EACCES' || code === 'EPERM'
            ? 'permission denied'
            : code === 'ENOTDIR' || code === 'EEXIST'
                ? 'a part of the path is a file, not a folder'
                : error.message;
        throw new Refusal('output.write', `cannot write the file: ${reason}`, file);
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
/** The same file on disk: the paths resolved, and symbolic links followed where they exist. */
function sameFile(cwd, a, b) {
    const real = (given) => {
        const resolved = path.resolve(cwd, given);
        try {
            return realpathSync(resolved);
        }
        catch {
            return resolved;
        }
    };
    return real(a) === real(b);
}
/**
 * No output may be one of the run's own inputs: writing it would destroy the
 * evidence, suite or config the result was computed from. Refused (exit 2)
 * before anything is read or called, naming both.
 */
function refuseOutputsOverInputs(cwd, outputs, inputs) {
    for (const output of outputs) {
        for (const input of inputs) {
            if (!sameFile(cwd, output.given, input.given))
                continue;
            throw new Refusal('output.is-input', `${output.flag} names the same file as ${input.flag} (${input.given}); writing it would overwrite what the run reads or keeps, so nothing was written: give another file for ${output.flag}`, output.given);
        }
    }
}
/**
 * Whether `file` holds complete evidence of ours: read from its head (the part
 * before its cases, at most the first MiB), never parsed whole. Anything else (no
 * file, another kind of file, an unreadable one) is not good evidence to keep.
 */
function holdsCompleteEvidence(file) {
    try {
        if (!existsSync(file) || !statSync(file).isFile())
            return false;
        const fd = openSync(file, 'r');
        let text;
        try {
            const bytes = Buffer.alloc(1 << 20);
            const read = readSync(fd, bytes, 0, bytes.length, 0);
            text = bytes.subarray(0, read).toString('utf8');
        }
        finally {
            closeSync(fd);
        }
        const cases = text.indexOf('\n  "cases": [');
        if (cases < 0)
            return false;
        const head = text.slice(0, cases);
        return (/^\{\n {2}"schema": "agentverity-action\/evidence@/.test(head) &&
            /\n {2}"complete": true,\n/.test(head));
    }
    catch {
        return false;
    }
}
/** Where a failed run's evidence goes when complete evidence is kept at `file`: beside it. */
function besidePath(file) {
    const ext = path.extname(file);
    return `${file.slice(0, file.length - ext.length)}.incomplete${ext === '' ? '.json' : ext}`;
}

/** The tool's name and version, stamped into every file we write. Kept equal to package.json by a test. */
const TOOL_NAME = 'agentverity-action';
const VERSION = '0.1.0';
/**
 * How a command is written wherever a report or a message suggests one: the form
 * that works in a clone (npm runs the package's own bin) and after an install.
 */
const CLI_COMMAND = 'npx agentverity';

// How a module setting (`--agent path/to/agent.mjs[:export]`, a relations module) names
// its file and export: a dependency-free reader, so the settings can name the file
// among a run's inputs (no output may overwrite it) without loading any agent code.
/** `path/to/agent.mjs[:exportName]` split into the file and the export (default `default`). */
function parseAgentSpec(spec) {
    const match = /^(.+):([A-Za-z_$][\w$]*)$/.exec(spec);
    // A single letter before the colon is a Windows drive, not a file.
    if (match && match[1].length > 1) {
        return { file: match[1], exportName: match[2] };
    }
    return { file: spec, exportName: 'default' };
}

export { CLI_COMMAND as C, TOOL_NAME as T, VERSION as V, terminalSafe as a, besidePath as b, checkWritable as c, describeThrown as d, refusingWrites as e, plainLineWithin as f, plainLine as g, htmlText as h, cut as i, markdownCode as j, writeTextFile as k, logSafeJson as l, markdownText as m, writeChunksFile as n, outputPath as o, parseAgentSpec as p, holdsCompleteEvidence as q, refuseOutputsOverInputs as r, terminalSafeLines as t, writeNewTextFile as w, xmlText as x };
