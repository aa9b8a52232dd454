import { R as Refusal } from './types.js';
import { L as LONE_SURROGATE, i as inputFingerprint } from './digest.js';
import { i as isBlank, f as deepNestingOffset, M as MAX_JSON_DEPTH, l as lineAndColumn, g as isPlainObject, e as locateSyntaxError, t as typeName, s as shortJson } from './json.js';
import { O as ObservationInterner, f as foreignFormatHint, s as sourceDetail, l as loneSurrogateProblem, b as readDecisionValue, d as decisionFitsLayer, a as requireRepeats, c as casesOf, e as expectedBySuite } from './common.js';
import { p as parseDottedPath, w as walk } from './paths.js';
import { f as forEachLineSpan, r as refuseAt } from './lines.js';
export { D as DEFAULT_MAX_LINE_BYTES } from './lines.js';
import 'node:crypto';
import 'node:fs';
import 'node:fs/promises';
import 'node:buffer';
import './observation.js';
import './registry.js';

/**
 * A validating scanner over the UTF-8 bytes of one JSONL line, for the common
 * shape `{"input": "...", "decision": "...", ...}`: it checks the whole line
 * against the JSON grammar and records where the values of two top-level keys
 * are, without building strings or objects. It is only ever trusted when it
 * says yes: any line it does not fully understand (an escaped key, a non-object,
 * a syntax error, deep nesting) makes it say no, and the caller parses the line
 * with JSON.parse instead. The bytes must already be valid UTF-8.
 *
 * Strings, most of a line, are read four bytes at a time: a word is checked for
 * a quote, a backslash or a control character with bit tricks, and only a word
 * holding one is looked at byte by byte. The same pass hashes the string.
 *
 * Soundness: when `scanLine` returns true, JSON.parse accepts the line and, for
 * each of the two keys, the last occurrence's value is the recorded span (the
 * tests check this against JSON.parse on generated lines).
 */
const MAX_DEPTH = 64;
function newScanResult() {
    return {
        aStart: -1,
        aEnd: -1,
        aEscaped: false,
        aHash: 0,
        bStart: -1,
        bEnd: -1,
        bEscaped: false,
        bHash: 0,
    };
}
// Constants are written out where they are used: a bundler may turn a module
// constant into a `var`, which V8 then reloads (boxed, past 30 bits) on every use.
/** A word with a quote, a backslash or a control character in one of its four bytes. */
function special(w) {
    const q = w ^ 0x22222222;
    const s = w ^ 0x5c5c5c5c;
    const flags = ((q - 0x01010101) & ~q) | ((s - 0x01010101) & ~s) | ((w - 0x20202020) & ~w);
    return (flags & 0x80808080) !== 0;
}
let lastBytes = null;
let lastView = new DataView(new ArrayBuffer(0));
/** A DataView over the same bytes (the last one is kept: lines come from one chunk at a time). */
function viewOf(b) {
    if (b !== lastBytes) {
        lastView = new DataView(b.buffer, b.byteOffset, b.byteLength);
        lastBytes = b;
    }
    return lastView;
}
/** State of the last string scanned. */
let strEscaped = false;
let strHash = 0;
/**
 * p just after an opening quote; returns the index after the closing quote, or
 * -1. Sets `strEscaped` and (without escapes) `strHash` = hashSpan of the content.
 */
function str(b, v, p, e) {
    let h = 0x811c9dc5 | 0;
    while (p + 4 <= e) {
        const w = v.getInt32(p, true);
        if (special(w))
            break;
        h = Math.imul(h ^ w, 0x01000193);
        h ^= h >>> 15;
        p += 4;
    }
    while (p < e) {
        const c = b[p];
        if (c === 0x22) {
            strEscaped = false;
            strHash = mix(h);
            return p + 1;
        }
        if (c === 0x5c)
            return escapedStr(b, p, e);
        if (c < 0x20)
            return -1;
        h = Math.imul(h ^ c, 0x01000193);
        p++;
    }
    return -1;
}
/** The final avalanche of MurmurHash3, so the low bits used by the table depend on every byte. */
function mix(h) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    // 30 bits: a small integer, which V8 stores without allocating.
    return (h ^ (h >>> 16)) & 0x3fffffff;
}
function isHex(c) {
    return (c !== undefined &&
        ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)));
}
/** The rest of a string from its first backslash at p. */
function escapedStr(b, p, e) {
    strEscaped = true;
    strHash = 0;
    while (p < e) {
        const c = b[p];
        if (c === 0x22)
            return p + 1;
        if (c === 0x5c) {
            const d = b[p + 1];
            if (d === 0x75) {
                if (p + 6 > e)
                    return -1;
                if (!isHex(b[p + 2]) || !isHex(b[p + 3]) || !isHex(b[p + 4]) || !isHex(b[p + 5]))
                    return -1;
                p += 6;
                continue;
            }
            if (d === 0x22 ||
                d === 0x5c ||
                d === 0x2f ||
                d === 0x62 ||
                d === 0x66 ||
                d === 0x6e ||
                d === 0x72 ||
                d === 0x74) {
                p += 2;
                continue;
            }
            return -1;
        }
        if (c < 0x20)
            return -1;
        p++;
    }
    return -1;
}
/** FNV-1a over b[s, e), four bytes at a time: the hash `scanLine` gives string values. */
function hashBytes(b, s, e) {
    const v = viewOf(b);
    let h = 0x811c9dc5 | 0;
    let p = s;
    for (; p + 4 <= e; p += 4) {
        h = Math.imul(h ^ v.getInt32(p, true), 0x01000193);
        h ^= h >>> 15;
    }
    for (; p < e; p++)
        h = Math.imul(h ^ b[p], 0x01000193);
    return mix(h);
}
function ws(b, p, e) {
    while (p < e) {
        const c = b[p];
        if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
            p++;
        else
            break;
    }
    return p;
}
function digits(b, p, e) {
    while (p < e) {
        const c = b[p];
        if (c >= 0x30 && c <= 0x39)
            p++;
        else
            break;
    }
    return p;
}
function num(b, p, e) {
    if (b[p] === 0x2d)
        p++;
    if (p >= e)
        return -1;
    const c = b[p];
    if (c === 0x30)
        p++;
    else if (c >= 0x31 && c <= 0x39)
        p = digits(b, p + 1, e);
    else
        return -1;
    if (p < e && b[p] === 0x2e) {
        const q = digits(b, p + 1, e);
        if (q === p + 1)
            return -1;
        p = q;
    }
    if (p < e && (b[p] === 0x65 || b[p] === 0x45)) {
        p++;
        if (p < e && (b[p] === 0x2b || b[p] === 0x2d))
            p++;
        const q = digits(b, p, e);
        if (q === p)
            return -1;
        p = q;
    }
    return p;
}
/** `true`, `false` or `null` at p (first letter already matched). */
function word(b, p, e, c) {
    if (c === 0x74) {
        return p + 4 <= e && b[p + 1] === 0x72 && b[p + 2] === 0x75 && b[p + 3] === 0x65 ? p + 4 : -1;
    }
    if (c === 0x66) {
        return p + 5 <= e &&
            b[p + 1] === 0x61 &&
            b[p + 2] === 0x6c &&
            b[p + 3] === 0x73 &&
            b[p + 4] === 0x65
            ? p + 5
            : -1;
    }
    return p + 4 <= e && b[p + 1] === 0x75 && b[p + 2] === 0x6c && b[p + 3] === 0x6c ? p + 4 : -1;
}
/** p at the first byte of a value; returns the index after it, or -1. */
function value(b, v, p, e, depth) {
    if (p >= e)
        return -1;
    const c = b[p];
    if (c === 0x22)
        return str(b, v, p + 1, e);
    if (c === 0x7b) {
        if (depth >= MAX_DEPTH)
            return -1;
        p = ws(b, p + 1, e);
        if (p < e && b[p] === 0x7d)
            return p + 1;
        for (;;) {
            if (p >= e || b[p] !== 0x22)
                return -1;
            p = str(b, v, p + 1, e);
            if (p < 0)
                return -1;
            p = ws(b, p, e);
            if (p >= e || b[p] !== 0x3a)
                return -1;
            p = value(b, v, ws(b, p + 1, e), e, depth + 1);
            if (p < 0)
                return -1;
            p = ws(b, p, e);
            if (p >= e)
                return -1;
            if (b[p] === 0x2c) {
                p = ws(b, p + 1, e);
                continue;
            }
            return b[p] === 0x7d ? p + 1 : -1;
        }
    }
    if (c === 0x5b) {
        if (depth >= MAX_DEPTH)
            return -1;
        p = ws(b, p + 1, e);
        if (p < e && b[p] === 0x5d)
            return p + 1;
        for (;;) {
            p = value(b, v, p, e, depth + 1);
            if (p < 0)
                return -1;
            p = ws(b, p, e);
            if (p >= e)
                return -1;
            if (b[p] === 0x2c) {
                p = ws(b, p + 1, e);
                continue;
            }
            return b[p] === 0x5d ? p + 1 : -1;
        }
    }
    if (c === 0x74 || c === 0x66 || c === 0x6e)
        return word(b, p, e, c);
    if (c === 0x2d || (c >= 0x30 && c <= 0x39))
        return num(b, p, e);
    return -1;
}
function sameBytes(b, s, e, key) {
    if (e - s !== key.length)
        return false;
    for (let i = 0; i < key.length; i++)
        if (b[s + i] !== key[i])
            return false;
    return true;
}
/**
 * As `scanLine`, for two paths of object keys (`req.text` is `["req", "text"]`,
 * each part as raw UTF-8 bytes needing no escaping; the paths must differ).
 * `out` holds the span of the value each path leads to, as `walk` would find it
 * on the object JSON.parse builds: a key met again replaces what the earlier
 * occurrence held (JSON.parse keeps the last), so a span is cleared each time a
 * key on its path starts a new value. It says no (the caller parses the line in
 * full) when an object on either path has an escaped key, or when a path goes
 * through an array (an index part is left to `walk`).
 */
function scanLinePaths(b, s, e, pathA, pathB, out) {
    out.aStart = out.aEnd = out.bStart = out.bEnd = -1;
    const v = viewOf(b);
    const p = ws(b, s, e);
    if (p >= e || b[p] !== 0x7b)
        return false;
    const q = tracked(b, v, p, e, 0, 0, 0, pathA, pathB, out);
    return q >= 0 && ws(b, q, e) === e;
}
/**
 * The object at p (b[p] is `{`), which sits at depth `depth` and on the first
 * `da` parts of path A (and `db` of B; -1 when it is on neither's way). Returns
 * the index after the object, or -1.
 */
function tracked(b, v, p, e, depth, da, db, pa, pb, out) {
    if (depth >= MAX_DEPTH)
        return -1;
    p = ws(b, p + 1, e);
    if (p < e && b[p] === 0x7d)
        return p + 1;
    for (;;) {
        if (p >= e || b[p] !== 0x22)
            return -1;
        const ks = p + 1;
        p = str(b, v, ks, e);
        if (p < 0 || strEscaped)
            return -1;
        const ke = p - 1;
        if (p < e && b[p] === 0x3a)
            p++;
        else {
            p = ws(b, p, e);
            if (p >= e || b[p] !== 0x3a)
                return -1;
            p++;
        }
        const vs = ws(b, p, e);
        const na = da >= 0 && sameBytes(b, ks, ke, pa[da]) ? da + 1 : -1;
        const nb = db >= 0 && sameBytes(b, ks, ke, pb[db]) ? db + 1 : -1;
        if (na > 0)
            out.aStart = out.aEnd = -1;
        if (nb > 0)
            out.bStart = out.bEnd = -1;
        const deeperA = na > 0 && na < pa.length;
        const deeperB = nb > 0 && nb < pb.length;
        if (deeperA || deeperB) {
            const c = b[vs];
            if (c === 0x7b) {
                p = tracked(b, v, vs, e, depth + 1, deeperA ? na : -1, deeperB ? nb : -1, pa, pb, out);
            }
            else if (c === 0x5b) {
                return -1;
            }
            else {
                p = value(b, v, vs, e, depth + 1);
            }
        }
        else {
            p = value(b, v, vs, e, depth + 1);
        }
        if (p < 0)
            return -1;
        if (na === pa.length) {
            out.aStart = vs;
            out.aEnd = p;
            out.aEscaped = strEscaped;
            out.aHash = strHash;
        }
        if (nb === pb.length) {
            out.bStart = vs;
            out.bEnd = p;
            out.bEscaped = strEscaped;
            out.bHash = strHash;
        }
        if (p < e && b[p] === 0x2c) {
            p = ws(b, p + 1, e);
            continue;
        }
        p = ws(b, p, e);
        if (p >= e)
            return -1;
        if (b[p] === 0x2c) {
            p = ws(b, p + 1, e);
            continue;
        }
        return b[p] === 0x7d ? p + 1 : -1;
    }
}
/**
 * An open-addressing table from byte strings to values. Keys are copied into one
 * growing buffer on insert and compared four bytes at a time. A probe reads the
 * slot (entry and hash side by side), then the key's place, then its bytes: few
 * cache lines, as a large table is probed once or twice a line.
 */
class ByteTable {
    /** Pairs (entry index + 1, hash); 0 marks an empty slot. */
    slots = new Int32Array(2 * 1024);
    /** Pairs (start in the arena, length) per entry. */
    places = new Int32Array(2 * 256);
    arena = Buffer.allocUnsafe(1 << 12);
    arenaView = new DataView(this.arena.buffer, this.arena.byteOffset, this.arena.length);
    used = 0;
    values = [];
    get size() {
        return this.values.length;
    }
    /** The entry index of key b[s, e), whose `hashBytes` is h, or -1. */
    find(b, s, e, h) {
        const n = e - s;
        const slots = this.slots;
        const mask = (slots.length >> 1) - 1;
        for (let i = h & mask;; i = (i + 1) & mask) {
            const at = slots[2 * i] - 1;
            if (at < 0)
                return -1;
            if (slots[2 * i + 1] === h && this.places[2 * at + 1] === n && this.same(b, s, n, at)) {
                return at;
            }
        }
    }
    /** The value of key b[s, e), whose `hashBytes` is h. */
    get(b, s, e, h) {
        const at = this.find(b, s, e, h);
        return at < 0 ? undefined : this.values[at];
    }
    same(b, s, n, at) {
        const v = viewOf(b);
        const a = this.arena;
        const av = this.arenaView;
        const k = this.places[2 * at];
        let i = 0;
        for (; i + 4 <= n; i += 4)
            if (v.getInt32(s + i, true) !== av.getInt32(k + i, true))
                return false;
        for (; i < n; i++)
            if (b[s + i] !== a[k + i])
                return false;
        return true;
    }
    /** Inserts a key known to be absent; returns its entry index. */
    set(b, s, e, h, value) {
        const index = this.values.length;
        if (2 * (index + 1) > this.slots.length >> 1)
            this.grow();
        const n = e - s;
        if (this.used + n > this.arena.length) {
            const bigger = Buffer.allocUnsafe(Math.max(this.arena.length * 2, this.used + n));
            this.arena.copy(bigger, 0, 0, this.used);
            this.arena = bigger;
            this.arenaView = new DataView(bigger.buffer, bigger.byteOffset, bigger.length);
        }
        // A short key is copied byte by byte: a subarray would be an object per key.
        const arena = this.arena;
        if (n <= 64)
            for (let i = 0; i < n; i++)
                arena[this.used + i] = b[s + i];
        else
            arena.set(b.subarray(s, e), this.used);
        if (2 * index + 2 > this.places.length) {
            const bigger = new Int32Array(this.places.length * 2);
            bigger.set(this.places);
            this.places = bigger;
        }
        this.places[2 * index] = this.used;
        this.places[2 * index + 1] = n;
        this.values.push(value);
        this.used += n;
        this.place(this.slots, h, index);
        return index;
    }
    place(slots, h, index) {
        const mask = (slots.length >> 1) - 1;
        let i = h & mask;
        while (slots[2 * i] !== 0)
            i = (i + 1) & mask;
        slots[2 * i] = index + 1;
        slots[2 * i + 1] = h;
    }
    grow() {
        const old = this.slots;
        const slots = new Int32Array(old.length * 2);
        for (let i = 0; i < old.length; i += 2) {
            const entry = old[i];
            if (entry !== 0)
                this.place(slots, old[i + 1], entry - 1);
        }
        this.slots = slots;
    }
}

const LOG_CHUNK = 1 << 16;
/**
 * Rows as (series index, observation id) in file order. A series whose rows so
 * far all hold one observation (most inputs of most logs: the same label every
 * time) keeps only that observation's id and its count; the first row that
 * differs turns it mixed, and from then on its rows go to a log of (series,
 * observation) pairs in fixed chunks of typed arrays (8 bytes a row, nothing for
 * the garbage collector to copy while a large file streams through). Its earlier
 * rows need no entry: they were all its first observation.
 */
class RowLog {
    chunks = [];
    current = null;
    used = 0;
    /** Rows per series. */
    counts = new Int32Array(256);
    /** The observation id of each series' first row. */
    firsts = new Int32Array(256);
    /** The row count at which a series turned mixed; 0 while every row holds its first observation. */
    mixedFrom = new Int32Array(256);
    add(series, observation) {
        if (series >= this.counts.length)
            this.grow(series);
        const counts = this.counts;
        const n = counts[series];
        counts[series] = n + 1;
        if (n === 0) {
            this.firsts[series] = observation;
            return;
        }
        if (this.mixedFrom[series] === 0) {
            if (observation === this.firsts[series])
                return;
            this.mixedFrom[series] = n;
        }
        let current = this.current;
        if (current === null || this.used === LOG_CHUNK) {
            if (current !== null)
                this.chunks.push(current);
            current = this.current = new Int32Array(2 * LOG_CHUNK);
            this.used = 0;
        }
        const at = 2 * this.used++;
        current[at] = series;
        current[at + 1] = observation;
    }
    grow(series) {
        const size = Math.max(2 * this.counts.length, series + 1);
        const bigger = (a) => {
            const b = new Int32Array(size);
            b.set(a);
            return b;
        };
        this.counts = bigger(this.counts);
        this.firsts = bigger(this.firsts);
        this.mixedFrom = bigger(this.mixedFrom);
    }
    /**
     * The series with their observations in file order. Each mixed series' list is
     * made once, at its size; series that repeat one observation the same number of
     * times share one frozen list (a thousand steady inputs of a hundred runs hold
     * one list of a hundred, not a thousand).
     */
    fill(inputs, firstLines, file, observations) {
        const uniform = new Map();
        const lists = inputs.map((_, i) => {
            const count = this.counts[i];
            const first = observations[this.firsts[i]];
            const from = this.mixedFrom[i];
            if (from > 0) {
                // Filled by push (its later rows come in order): a packed list, as the shared ones.
                const list = [];
                for (let k = 0; k < from; k++)
                    list.push(first);
                return list;
            }
            let byCount = uniform.get(this.firsts[i]);
            if (byCount === undefined) {
                byCount = new Map();
                uniform.set(this.firsts[i], byCount);
            }
            let shared = byCount.get(count);
            if (shared === undefined) {
                // Frozen: a list several series share can never be changed through one of them.
                const list = [];
                for (let k = 0; k < count; k++)
                    list.push(first);
                shared = Object.freeze(list);
                byCount.set(count, shared);
            }
            return shared;
        });
        const put = (chunk, used) => {
            for (let k = 0; k < 2 * used; k += 2) {
                const list = lists[chunk[k]];
                list.push(observations[chunk[k + 1]]);
            }
        };
        for (const chunk of this.chunks)
            put(chunk, LOG_CHUNK);
        if (this.current !== null)
            put(this.current, this.used);
        // Every list frozen once filled: the readers of the evidence then meet one kind of array.
        return inputs.map((input, i) => {
            const list = lists[i];
            if (!Object.isFrozen(list))
                Object.freeze(list);
            return new JsonlSeries(input, list, i, file, firstLines[i]);
        });
    }
}
/**
 * A series of the JSON Lines importer: where it is (`file:line`, for refusals) is
 * made only when asked for, not held as a string for each of many inputs.
 */
class JsonlSeries {
    input;
    observations;
    order;
    file;
    line;
    errors = 0;
    constructor(input, observations, order, file, line) {
        this.input = input;
        this.observations = observations;
        this.order = order;
        this.file = file;
        this.line = line;
    }
    get where() {
        return `${this.file}:${this.line}`;
    }
}

const BOM = '\uFEFF';
const PATH_NAMES = {
    inputPath: 'the input path',
    decisionPath: 'the decision path',
    textPath: 'the text path',
    toolsPath: 'the tools path',
};
/** Reads rows one line at a time; `finish()` gives the evidence. */
class JsonlImporter {
    options;
    file;
    input;
    decision;
    text;
    tools;
    layer;
    interner;
    /** Each input by its UTF-8 bytes, in order of first appearance (the entry index is the series'). */
    groups = new ByteTable();
    /** The line each input first appeared on, by series (its Series is made at the end). */
    firstLines = new Float64Array(256);
    /** Ids of plain label observations by the UTF-8 bytes of the label (fast path only). */
    labels = new ByteTable();
    /** Each distinct observation object once, by id, and the id of each. */
    observations = [];
    observationIds = new Map();
    /** Every row as (series, observation id), in file order; the series' lists are made at the end. */
    log = new RowLog();
    /** The key bytes of each path's parts for the fast path, when the options allow it. */
    fast;
    scanned = newScanResult();
    rows = 0;
    lines = 0;
    constructor(options, file) {
        this.options = options;
        this.file = file;
        this.input = parseDottedPath(options.inputPath ?? 'input', 'inputPath');
        this.text =
            options.textPath === undefined ? null : parseDottedPath(options.textPath, 'textPath');
        this.tools =
            options.toolsPath === undefined ? null : parseDottedPath(options.toolsPath, 'toolsPath');
        const readDecision = options.decisionPath !== undefined || (this.text === null && this.tools === null);
        this.decision = readDecision
            ? parseDottedPath(options.decisionPath ?? 'decision', 'decisionPath')
            : null;
        this.layer = options.layer ?? 'verdict';
        this.interner = new ObservationInterner({ layer: this.layer });
        // Keys written in the file without escapes: no quote, backslash or control character.
        const plainKey = (p) => !LONE_SURROGATE.test(p.text) &&
            [...p.text].every((ch) => ch !== '"' && ch !== '\\' && ch.charCodeAt(0) >= 0x20);
        const keys = (p) => p.parts.map((part) => Buffer.from(part));
        this.fast =
            this.layer === 'verdict' &&
                this.text === null &&
                this.tools === null &&
                this.decision !== null &&
                plainKey(this.input) &&
                plainKey(this.decision) &&
                this.input.text !== this.decision.text
                ? { input: keys(this.input), decision: keys(this.decision) }
                : null;
        if (this.layer === 'text' && this.decision === null && this.text === null) {
            throw new Refusal('usage.jsonl', 'the text layer needs a text path or a decision path', undefined, { setting: 'layer' });
        }
        if (this.layer === 'tools' && this.decision === null && this.tools === null) {
            throw new Refusal('usage.jsonl', 'the tools layer needs a tools path or a decision path', undefined, { setting: 'layer' });
        }
        if (this.layer === 'verdict' && this.decision === null && this.text === null) {
            throw new Refusal('usage.jsonl', 'the verdict layer compares decisions: give a decision path (or a text path to compare the text)', undefined, { setting: 'toolsPath' });
        }
    }
    /**
     * One line as UTF-8 bytes b[s, e) (valid UTF-8, without its line feed). A row
     * whose input and decision are strings written without escapes is checked by
     * the validating scanner in place: only a label or an input not seen before is
     * decoded, and no object is built. Every other line (and any line the scanner
     * does not vouch for, or whose values would be refused) is decoded and read in
     * full by `line`, which gives the same result or the precise refusal.
     */
    lineBytes(b, s, e, n) {
        const fast = this.fast;
        if (fast !== null) {
            const end = e > s && b[e - 1] === 0x0d ? e - 1 : e;
            const r = this.scanned;
            if (scanLinePaths(b, s, end, fast.input, fast.decision, r) &&
                r.aStart >= 0 &&
                r.bStart >= 0 &&
                b[r.aStart] === 0x22 &&
                b[r.bStart] === 0x22 &&
                !r.aEscaped &&
                !r.bEscaped) {
                const obs = this.labelId(b, r.bStart + 1, r.bEnd - 1, r.bHash);
                if (obs >= 0) {
                    const series = this.seriesIndex(b, r.aStart + 1, r.aEnd - 1, r.aHash, n);
                    if (series >= 0) {
                        this.log.add(series, obs);
                        this.rows++;
                        this.lines = n;
                        return;
                    }
                }
            }
        }
        this.line(b.toString('utf8', s, e), n);
    }
    /** The id of the label in b[s, e) (hash h), interned on first sight; -1 when it is blank. */
    labelId(b, s, e, h) {
        const known = this.labels.get(b, s, e, h);
        if (known !== undefined)
            return known;
        if (s === e)
            return -1;
        const label = b.toString('utf8', s, e);
        const c0 = label.charCodeAt(0);
        if (!((c0 > 0x20 && c0 < 0x7f) || !isBlank(label)))
            return -1;
        const id = this.idOf(this.interner.label(label));
        this.labels.set(b, s, e, h, id);
        return id;
    }
    /** The series of the input in b[s, e) (hash h), made on first sight; -1 when it is blank. */
    seriesIndex(b, s, e, h, n) {
        const known = this.groups.find(b, s, e, h);
        if (known >= 0)
            return known;
        if (s === e)
            return -1;
        const input = b.toString('utf8', s, e);
        // Starting with a visible ASCII character, it is not blank.
        const c0 = b[s];
        if (!(c0 > 0x20 && c0 < 0x7f) && isBlank(input))
            return -1;
        return this.newSeries(b, s, e, h, input, n);
    }
    /** A new series for `input` (bytes b[s, e), hash h), first seen on line n; returns its index. */
    newSeries(b, s, e, h, input, n) {
        const index = this.groups.set(b, s, e, h, input);
        if (index >= this.firstLines.length) {
            const bigger = new Float64Array(2 * this.firstLines.length);
            bigger.set(this.firstLines);
            this.firstLines = bigger;
        }
        this.firstLines[index] = n;
        return index;
    }
    /** The id of an interned observation object. */
    idOf(obs) {
        let id = this.observationIds.get(obs);
        if (id === undefined) {
            id = this.observations.length;
            this.observations.push(obs);
            this.observationIds.set(obs, id);
        }
        return id;
    }
    /** One line of the file, without its line end; `n` is its 1-based number. */
    line(raw, n) {
        this.lines = n;
        let text = raw;
        if (text.length > 0 && text.charCodeAt(text.length - 1) === 13)
            text = text.slice(0, -1);
        if (n === 1 && text.startsWith(BOM))
            text = text.slice(1);
        if (text.length === 0)
            return;
        const c0 = text.charCodeAt(0);
        if ((c0 <= 0x20 || c0 > 0x7e) && isBlank(text))
            return;
        let value;
        try {
            value = JSON.parse(text);
        }
        catch (error) {
            this.syntaxError(text, n, error);
        }
        const deep = deepNestingOffset(text, MAX_JSON_DEPTH);
        if (deep >= 0) {
            refuseAt(this.file, n, `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep at column ${lineAndColumn(text, deep).column}; no row needs that`, {}, 'json.depth');
        }
        if (!isPlainObject(value)) {
            refuseAt(this.file, n, `expected one JSON object per line, found ${typeName(value)}`);
        }
        this.rows++;
        try {
            this.row(value, n);
        }
        catch (error) {
            if (n === 1 && error instanceof Refusal) {
                const hint = foreignFormatHint(value, 'jsonl');
                const plain = error.where === undefined ? error.message : error.message.slice(error.where.length + 2);
                if (hint !== null)
                    refuseAt(this.file, n, `${plain}.${hint.text}`, sourceDetail('jsonl', hint));
            }
            throw error;
        }
    }
    syntaxError(text, n, error) {
        const spot = locateSyntaxError(text);
        const col = spot === null ? null : lineAndColumn(text, spot.offset).column;
        const what = spot === null
            ? `not valid JSON (${error instanceof Error ? error.message : String(error)})`
            : `not valid JSON: expected ${spot.expected} at column ${col}`;
        const trimmed = text.trim();
        const hint = n <= 2 && (trimmed === '{' || trimmed === '[' || /^"[^"]*"\s*:/.test(trimmed))
            ? '. It looks like one JSON document written over several lines, not JSON Lines: import a promptfoo export, an evidence file or an Inspect log as what it is'
            : '';
        refuseAt(this.file, n, `${what}${hint}`, hint === '' ? {} : { setting: 'jsonl' });
    }
    row(value, n) {
        const inputAt = walk(value, this.input);
        if (!inputAt.found) {
            refuseAt(this.file, n, `no input at "${this.input.text}" (${inputAt.at}: ${inputAt.reason}); set the input path to where the input is`, { setting: 'inputPath' });
        }
        const input = inputAt.value;
        if (typeof input !== 'string') {
            refuseAt(this.file, n, `${this.input.text}: expected the input text (a string), found ${typeName(input)}`);
        }
        if (input.length === 0 || isBlank(input)) {
            refuseAt(this.file, n, `${this.input.text}: expected a non-empty input, found ${input.length === 0 ? 'an empty string' : 'only whitespace'}`);
        }
        let obs;
        if (this.text === null &&
            this.tools === null &&
            this.layer === 'verdict' &&
            this.decision !== null) {
            obs = this.fastDecision(value, n);
        }
        else {
            obs = this.fullObservation(value, n);
        }
        this.log.add(this.group(input, n), this.idOf(obs));
    }
    /** The series index of an input, made on first sight. */
    group(input, n) {
        if (LONE_SURROGATE.test(input)) {
            // Refused here, before a lone surrogate's UTF-8 stand-in could join another input.
            inputFingerprint(input, `${this.file}:${n}: ${this.input.text}`);
        }
        const bytes = Buffer.from(input, 'utf8');
        const h = hashBytes(bytes, 0, bytes.length);
        const known = this.groups.find(bytes, 0, bytes.length, h);
        return known >= 0 ? known : this.newSeries(bytes, 0, bytes.length, h, input, n);
    }
    /** The common case: a decision label only. */
    fastDecision(value, n) {
        const path = this.decision;
        const at = walk(value, path);
        if (!at.found)
            this.missing(path, 'decisionPath', at, n);
        const d = at.value;
        if (typeof d === 'string' && d.length > 0) {
            if (LONE_SURROGATE.test(d))
                refuseAt(this.file, n, `${path.text}: ${loneSurrogateProblem(d)}`);
            const c0 = d.charCodeAt(0);
            if ((c0 > 0x20 && c0 < 0x7f) || !isBlank(d)) {
                const obs = this.interner.label(d);
                if (this.fast !== null && !LONE_SURROGATE.test(d)) {
                    const bytes = Buffer.from(d, 'utf8');
                    const h = hashBytes(bytes, 0, bytes.length);
                    if (this.labels.get(bytes, 0, bytes.length, h) === undefined) {
                        this.labels.set(bytes, 0, bytes.length, h, this.idOf(obs));
                    }
                }
                return obs;
            }
        }
        return this.fullObservation(value, n);
    }
    fullObservation(value, n) {
        let decision;
        let text;
        let tools;
        if (this.decision !== null) {
            const at = walk(value, this.decision);
            if (!at.found)
                this.missing(this.decision, 'decisionPath', at, n);
            const d = readDecisionValue(at.value);
            if (typeof d === 'string')
                refuseAt(this.file, n, `${this.decision.text}: ${d}`);
            const misfit = decisionFitsLayer(d, this.layer, this.tools !== null);
            if (misfit !== null) {
                refuseAt(this.file, n, `${this.decision.text}: ${misfit.message}`, {
                    setting: misfit.setting,
                });
            }
            if (d.kind === 'label') {
                decision = d.label;
                if (this.layer === 'text' && this.text === null)
                    text = d.label;
            }
            else if (d.kind === 'none')
                decision = { noDecision: d.reason };
            else
                tools = d.tools;
        }
        if (this.text !== null) {
            const at = walk(value, this.text);
            if (!at.found)
                this.missing(this.text, 'textPath', at, n);
            if (typeof at.value !== 'string') {
                refuseAt(this.file, n, `${this.text.text}: expected the agent's text (a string), found ${typeName(at.value)}`);
            }
            text = at.value;
        }
        if (this.tools !== null) {
            const at = walk(value, this.tools);
            if (!at.found)
                this.missing(this.tools, 'toolsPath', at, n);
            tools = toolNames(at.value, this.tools.text, this.file, n);
        }
        return this.interner.of({
            ...(decision === undefined ? {} : { decision }),
            ...(text === undefined ? {} : { text }),
            ...(tools === undefined ? {} : { tools }),
        });
    }
    missing(path, setting, at, n) {
        refuseAt(this.file, n, `nothing at "${path.text}" (${at.at}: ${at.reason}); set ${PATH_NAMES[setting]} to where it is`, { setting });
    }
    /** The evidence, once every line has been given. */
    finish() {
        if (this.rows === 0) {
            throw new Refusal('import.jsonl', this.lines === 0
                ? 'the file is empty; expected one JSON object per line'
                : 'no rows: every line is blank; expected one JSON object per line', this.file);
        }
        const all = this.log.fill(this.groups.values, this.firstLines, this.file, this.observations);
        requireRepeats(all, (s) => s.observations.length, 2, 'Every input needs at least two runs in the log (one pair); repeat the run or drop the input.');
        const o = this.options;
        return {
            layer: this.layer,
            isolation: o.isolation ?? 'unknown',
            provenance: {
                harness: 'jsonl',
                input_path: this.input.text,
                ...(this.decision === null ? {} : { decision_path: this.decision.text }),
                ...(this.text === null ? {} : { text_path: this.text.text }),
                ...(this.tools === null ? {} : { tools_path: this.tools.text }),
            },
            cases: casesOf(all, expectedBySuite(o.suite)),
            complete: true,
            relations: [],
        };
    }
}
function toolNames(value, path, file, n) {
    if (!Array.isArray(value)) {
        refuseAt(file, n, `${path}: expected a list of tool names, found ${typeName(value)}`);
    }
    return value.map((t, i) => {
        if (typeof t === 'string')
            return t;
        if (isPlainObject(t) && typeof t['name'] === 'string')
            return t['name'];
        return refuseAt(file, n, `${path}[${i}]: expected a tool name (a string, or an object with a "name"), found ${isPlainObject(t) ? shortJson(t) : typeName(t)}`);
    });
}
/** Builds evidence from lines already in memory (tests, conformance, small logs). */
function evidenceFromJsonlLines(lines, options = {}, file = 'the JSONL lines') {
    const importer = new JsonlImporter(options, file);
    let n = 0;
    for (const line of lines)
        importer.line(line, ++n);
    return importer.finish();
}
/** Builds evidence from JSONL text (a BOM and CRLF line ends are fine). */
function evidenceFromJsonlText(text, options = {}, file = 'the JSONL text') {
    const lines = text.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return evidenceFromJsonlLines(lines, options, file);
}
/** Streams a JSONL file into evidence (see `JsonlImporter`). */
async function importJsonl(path, options = {}) {
    const importer = new JsonlImporter(options, path);
    await forEachLineSpan(path, (b, s, e, n) => importer.lineBytes(b, s, e, n), options.maxLineBytes);
    return importer.finish();
}

export { JsonlImporter, evidenceFromJsonlLines, evidenceFromJsonlText, forEachLineSpan, importJsonl };
