import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { R as Refusal } from './types.js';
import { q as refuseOverSize, b as regularFile, x as fileReadRefusal, y as firstInvalidUtf8, L as LIMITS } from './json.js';

// Reading a JSON Lines file a line at a time: strict UTF-8 checked a chunk at a
// time, one leading BOM dropped, a zip archive named as one, a line over the limit
// refused, at most one chunk and one unfinished line held (forEachLineSpan gives
// byte spans, forEachLine strings); and the refusal that names a file's line.
const DEFAULT_MAX_LINE_BYTES = 8 * 1024 * 1024;
/** Refuses at line `line` of `file`. */
function refuseAt(file, line, message, detail = {}, code = 'import.jsonl') {
    throw new Refusal(code, message, `${file}:${line}`, detail);
}
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const CHUNK_BYTES = 1 << 20;
function utf8Refusal(bytes, file, line, lineStart) {
    const offset = firstInvalidUtf8(bytes);
    let l = line;
    let start = lineStart;
    for (let i = lineStart; i < offset; i++) {
        if (bytes[i] === 0x0a) {
            l++;
            start = i + 1;
        }
    }
    const byte = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    refuseAt(file, l, `not valid UTF-8: the sequence starting with byte 0x${byte} at byte ${offset - start + 1} of the line is not well-formed; save the file as UTF-8`, {}, 'file.utf8');
}
/**
 * Streams a file's lines as byte spans b[s, e) (strict UTF-8, checked a chunk at a
 * time; one leading BOM dropped; a `\r` before the line feed kept for the caller)
 * to `onLine` with 1-based numbers, holding at most one chunk and one unfinished
 * line. A line longer than `maxLineBytes` is refused.
 */
async function forEachLineSpan(path, onLine, maxLineBytes = DEFAULT_MAX_LINE_BYTES) {
    let pending = null;
    let n = 0;
    let first = true;
    const tooLong = (size) => refuseAt(path, n + 1, `the line is longer than ${maxLineBytes.toLocaleString('en')} bytes (at least ${size.toLocaleString('en')}); expected one JSON object per line`);
    const emitWhole = (bytes) => {
        if (bytes.length > maxLineBytes)
            tooLong(bytes.length);
        if (!isUtf8(bytes))
            utf8Refusal(bytes, path, n + 1, 0);
        onLine(bytes, 0, bytes.length, ++n);
    };
    // One buffer, reused for every read: the file is never held, only a chunk of it.
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let handle;
    // Refused before it is opened: not a regular file, or larger than a log may be.
    refuseOverSize(regularFile(path).size, LIMITS.logBytes, path);
    try {
        handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        throw fileReadRefusal(error, path);
    }
    try {
        for (;;) {
            let got;
            try {
                got = (await handle.read(buffer, 0, CHUNK_BYTES, null)).bytesRead;
            }
            catch (error) {
                throw fileReadRefusal(error, path);
            }
            if (got === 0)
                break;
            const chunk = buffer.subarray(0, got);
            let start = 0;
            if (first) {
                first = false;
                if (ZIP_MAGIC.every((b, i) => chunk[i] === b)) {
                    throw new Refusal('import.jsonl', 'this is a zip archive, not JSON Lines; an Inspect AI .eval log is imported as an Inspect log', path, { setting: 'jsonl', data: { suggestedSetting: 'inspect' } });
                }
                if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf)
                    start = 3;
            }
            const nl = chunk.indexOf(10, start);
            if (nl < 0) {
                const rest = chunk.subarray(start);
                pending = pending === null ? Buffer.from(rest) : Buffer.concat([pending, rest]);
                if (pending.length > maxLineBytes)
                    tooLong(pending.length);
                continue;
            }
            if (pending !== null) {
                const line = Buffer.concat([pending, chunk.subarray(start, nl)]);
                pending = null;
                emitWhole(line);
                start = nl + 1;
            }
            const last = chunk.lastIndexOf(10);
            if (last >= start) {
                if (!isUtf8(chunk.subarray(start, last))) {
                    utf8Refusal(chunk.subarray(start, last), path, n + 1, 0);
                }
                for (let s = start; s <= last;) {
                    const e = chunk.indexOf(10, s);
                    if (e - s > maxLineBytes)
                        tooLong(e - s);
                    onLine(chunk, s, e, ++n);
                    s = e + 1;
                }
                start = last + 1;
            }
            if (start < chunk.length) {
                pending = Buffer.from(chunk.subarray(start));
                if (pending.length > maxLineBytes)
                    tooLong(pending.length);
            }
        }
    }
    finally {
        await handle.close();
    }
    if (pending !== null && pending.length > 0)
        emitWhole(pending);
}

export { DEFAULT_MAX_LINE_BYTES as D, forEachLineSpan as f, refuseAt as r };
