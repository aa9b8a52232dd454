import { R as Refusal, M as MAX_LABEL_CHARS, N as NO_DECISION_REASONS } from './types.js';
import { L as LONE_SURROGATE, f as fastFingerprint } from './digest.js';
import { o as overlongLabel } from './observation.js';
import { z as readFileBytes, v as decodeUtf8, p as parseJsonText, g as isPlainObject, t as typeName, s as shortJson, i as isBlank } from './json.js';
import { a as IMPORTERS } from './registry.js';

/**
 * Python's `str.strip()` (the reference trims promptfoo inputs and labels that
 * way): Python whitespace, not JavaScript's, so U+FEFF stays and U+001C–U+001F go.
 */
const PY_SPACE = '\\u0009-\\u000D\\u001C-\\u001F\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const PY_EDGE = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'gu');
function pyStrip(text) {
    return text.replace(PY_EDGE, '');
}
/** Python truthiness of a JSON value: empty strings, lists and objects, 0, false and null are false. */
function pyTruthy(value) {
    if (value === null || value === undefined || value === false)
        return false;
    if (typeof value === 'number')
        return value !== 0;
    if (typeof value === 'string' || Array.isArray(value))
        return value.length > 0;
    if (isPlainObject(value))
        return Object.keys(value).length > 0;
    return true;
}
/** True when a label is empty once whitespace is stripped (cheap for ordinary labels). */
function isBlankLabel(text) {
    if (text.length === 0)
        return true;
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(text.length - 1);
    // A label that starts and ends with a visible ASCII character is not blank.
    if (first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f)
        return false;
    return isBlank(text);
}
/**
 * One frozen observation object per distinct (decision, text, tools): a million
 * imported rows of a handful of decisions hold a handful of objects.
 */
class ObservationInterner {
    labels = new Map();
    others = new Map();
    /** On the verdict layer a row's decision is what is compared, so its bound applies even beside text. */
    verdict;
    constructor(options = {}) {
        this.verdict = (options.layer ?? 'verdict') === 'verdict';
    }
    /**
     * A decision label alone. A label longer than MAX_LABEL_CHARS is not a bounded
     * decision: the row is recorded as a malformed call (a failed observation whose
     * message gives the length and the limit, never the text), as for a live agent.
     */
    label(label) {
        let obs = this.labels.get(label);
        if (obs === undefined) {
            const chars = overlongLabel(label);
            obs = Object.freeze(chars === null
                ? { decision: label }
                : {
                    error: `malformed: the recorded decision has ${chars} characters, more than the ${MAX_LABEL_CHARS} a decision label may have (a decision is a short categorical label; compare long answers on the text layer)`,
                });
            this.labels.set(label, obs);
        }
        return obs;
    }
    /** Any combination of decision, text, tools and error. */
    of(parts) {
        const { decision, text, tools, error } = parts;
        if (text === undefined && tools === undefined && error === undefined) {
            if (typeof decision === 'string')
                return this.label(decision);
        }
        // An over-long decision beside text or tools is still a malformed call on the verdict layer.
        if (this.verdict && error === undefined && typeof decision === 'string') {
            if (overlongLabel(decision) !== null)
                return this.label(decision);
        }
        const key = JSON.stringify([
            decision === undefined ? null : decision,
            text ?? null,
            tools ?? null,
            error ?? null,
        ]);
        let obs = this.others.get(key);
        if (obs === undefined) {
            obs = Object.freeze({
                ...(decision === undefined
                    ? {}
                    : {
                        decision: typeof decision === 'string'
                            ? decision
                            : Object.freeze({ noDecision: decision.noDecision }),
                    }),
                ...(text === undefined ? {} : { text }),
                ...(tools === undefined ? {} : { tools: Object.freeze([...tools]) }),
                ...(error === undefined ? {} : { error }),
            });
            this.others.set(key, obs);
        }
        return obs;
    }
}
/** With the `u` flag only unpaired surrogate halves match. */
/** Why a label holding a lone surrogate is refused: it has no UTF-8 encoding. */
function loneSurrogateProblem(text) {
    const at = LONE_SURROGATE.exec(text);
    const unit = at === null ? '' : ` U+${text.charCodeAt(at.index).toString(16).toUpperCase()}`;
    return `expected text that can be written as UTF-8, found a lone surrogate${unit} (an unpaired \\u escape)`;
}
const DECISION_SHAPES = 'a decision label (non-empty string), a list of tool names, or {"kind": "no_decision", "reason": ...}';
/**
 * Reads a decision value: a non-empty label, a list of tool names (a tool path), or
 * a typed no-decision. Returns the problem as text when the value is none of these.
 */
function readDecisionValue(value) {
    if (typeof value === 'string' && LONE_SURROGATE.test(value)) {
        return loneSurrogateProblem(value);
    }
    if (Array.isArray(value)) {
        const odd = value.findIndex((t) => typeof t === 'string' && LONE_SURROGATE.test(t));
        if (odd >= 0)
            return `tool ${odd}: ${loneSurrogateProblem(value[odd])}`;
    }
    if (typeof value === 'string') {
        if (isBlankLabel(value)) {
            return `expected ${DECISION_SHAPES}, found ${value.length === 0 ? 'an empty string' : 'only whitespace'}`;
        }
        return { kind: 'label', label: value };
    }
    if (Array.isArray(value)) {
        const bad = value.findIndex((t) => typeof t !== 'string');
        if (bad >= 0) {
            return `expected a list of tool names (strings), found ${typeName(value[bad])} at position ${bad}`;
        }
        return { kind: 'tools', tools: value };
    }
    if (isPlainObject(value) && value['kind'] === 'no_decision') {
        const reason = value['reason'];
        if (!NO_DECISION_REASONS.includes(reason)) {
            return `a no-decision needs a "reason" among ${NO_DECISION_REASONS.map((r) => `"${r}"`).join(', ')}, found ${shortJson(reason)}`;
        }
        return { kind: 'none', reason: reason };
    }
    return `expected ${DECISION_SHAPES}, found ${isPlainObject(value) ? shortJson(value) : typeName(value)}`;
}
/** Which decision shapes a layer accepts; the problem otherwise. */
function decisionFitsLayer(d, layer, hasToolsPath) {
    if (d.kind === 'tools' && layer !== 'tools') {
        return {
            message: `a list of tool names is a tool path: assess it on the tools layer${hasToolsPath ? '' : ' (or give the tools with a tools path)'}`,
            setting: 'layer',
        };
    }
    if (d.kind === 'none' && layer !== 'verdict') {
        return {
            message: `a no-decision can only be compared on the verdict layer, not on the ${layer} layer`,
            setting: 'layer',
        };
    }
    if (d.kind === 'label' && layer === 'tools' && !hasToolsPath) {
        return {
            message: 'the tools layer compares tool paths: expected a list of tool names here, or give a tools path',
            setting: 'toolsPath',
        };
    }
    return null;
}
/** Groups observations by input in order of first appearance. */
class SeriesBuilder {
    byInput = new Map();
    get size() {
        return this.byInput.size;
    }
    series(input, where) {
        let s = this.byInput.get(input);
        if (s === undefined) {
            s = { input, observations: [], errors: 0, where, order: this.byInput.size };
            this.byInput.set(input, s);
        }
        return s;
    }
    /** Adds an observation; `where` is asked for only when the input is new. */
    add(input, obs, where) {
        let s = this.byInput.get(input);
        if (s === undefined)
            s = this.series(input, typeof where === 'string' ? where : where());
        s.observations.push(obs);
    }
    all() {
        return [...this.byInput.values()];
    }
    get(input) {
        return this.byInput.get(input);
    }
}
/** Refuses an import with inputs seen fewer than `min` times, naming the count and the first. */
function requireRepeats(all, count, min, hint) {
    const short = all.filter((s) => count(s) < min);
    const first = short[0];
    if (first === undefined)
        return;
    throw new Refusal('import.too-few-runs', `${short.length} of ${all.length} input(s) have fewer than ${min} runs, so they cannot form a pair; the first, ${shortJson(first.input, 50)}, has ${count(first)}. ${hint}`, first.where);
}
/** The suite's intended decision per input, for `expected`. */
function expectedBySuite(suite) {
    const out = new Map();
    for (const c of suite?.cases ?? [])
        out.set(c.input, c.expected);
    return out;
}
/**
 * Refuses an imported observation whose decision, text or tool names hold a lone
 * surrogate (no UTF-8 form, so no evidence file or digest could hold it), naming
 * the input's first row and the observation. Interned observations are checked once.
 */
function refuseLoneObservations(s, checked) {
    // A list several series share (the JSONL importer's steady inputs) is read once.
    if (checked.has(s.observations))
        return;
    checked.add(s.observations);
    s.observations.forEach((o, k) => {
        if (checked.has(o))
            return;
        checked.add(o);
        const parts = [];
        if (typeof o.decision === 'string')
            parts.push(['decision', o.decision]);
        if (o.text !== undefined)
            parts.push(['text', o.text]);
        (o.tools ?? []).forEach((t, i) => parts.push([`tools[${i}]`, t]));
        for (const [what, value] of parts) {
            if (LONE_SURROGATE.test(value)) {
                throw new Refusal('json.lone-surrogate', `run ${k + 1} of this input, its ${what}: ${loneSurrogateProblem(value)}`, s.where);
            }
        }
    });
}
/** Series → evidence cases, fingerprinting each distinct input once. */
function casesOf(all, expected) {
    const checked = new WeakSet();
    return all.map((s) => {
        refuseLoneObservations(s, checked);
        const want = expected.get(s.input);
        return {
            input: s.input,
            // Where the input is, only to name it in a refusal (a series may make it on demand).
            fingerprint: LONE_SURROGATE.test(s.input)
                ? fastFingerprint(s.input, s.where)
                : fastFingerprint(s.input),
            ...(want === undefined ? {} : { expected: want }),
            observations: s.observations,
            ...(s.errors > 0 ? { errors: s.errors } : {}),
        };
    });
}
/**
 * A hint when a parsed JSON document is another tool's format than the one
 * asked for, so the refusal can say which setting reads it.
 */
function foreignFormatHint(value, asked) {
    if (!isPlainObject(value))
        return null;
    const schema = value['schema'];
    if (typeof schema === 'string' && /evidence/.test(schema) && asked !== 'evidence') {
        return {
            text: ' It looks like an evidence file: give it as evidence.',
            suggestedSetting: 'evidence',
        };
    }
    if (typeof schema === 'string' && /decision-suite/.test(schema)) {
        return {
            text: ' It looks like a decision suite: give it as the suite.',
            suggestedSetting: 'suite',
        };
    }
    // Another importer's format, by the registry's `detect` (in its order).
    for (const importer of IMPORTERS) {
        if (importer.kind === asked || importer.detect === undefined || !importer.detect(value))
            continue;
        return {
            text: ` It looks like ${importer.looksLike ?? importer.title}: import it as one.`,
            suggestedSetting: importer.kind,
        };
    }
    return null;
}
/** The detail of a refusal of a file given with `asked`, and the setting that reads it instead. */
function sourceDetail(asked, hint) {
    return hint === null
        ? { setting: asked }
        : { setting: asked, data: { suggestedSetting: hint.suggestedSetting } };
}
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** True when the bytes start like a zip archive (an Inspect `.eval` log). */
function isZip(bytes) {
    return ZIP_MAGIC.every((b, i) => bytes[i] === b);
}
/** Reads a file's bytes; a failure is a refusal naming the file. */
const readBytes = readFileBytes;
/**
 * Reads one JSON document (strict UTF-8, BOM and CRLF fine, last duplicate key
 * wins). A zip archive or a JSON Lines file is refused with the setting that reads it.
 */
async function readJsonDocument(path, asked) {
    const bytes = await readBytes(path);
    if (isZip(bytes)) {
        throw new Refusal('import.format', `this is a zip archive, not a JSON document${asked === 'inspect' ? '' : '; an Inspect AI .eval log is imported as an Inspect log'}`, path, asked === 'inspect'
            ? { setting: asked }
            : { setting: asked, data: { suggestedSetting: 'inspect' } });
    }
    const text = decodeUtf8(bytes, path);
    try {
        return parseJsonText(text, path);
    }
    catch (error) {
        if (error instanceof Refusal && error.code === 'json.syntax' && looksLikeJsonLines(text)) {
            throw new Refusal('json.syntax', `${error.reason}. It looks like JSON Lines (one object per line): import it as JSON Lines`, error.where, { setting: asked, data: { suggestedSetting: 'jsonl' } });
        }
        throw error;
    }
}
function looksLikeJsonLines(text) {
    const lines = text
        .replace(/^\uFEFF/, '')
        .split('\n')
        .filter((l) => l.trim() !== '');
    if (lines.length < 2)
        return false;
    try {
        return lines.slice(0, 2).every((l) => isPlainObject(JSON.parse(l)));
    }
    catch {
        return false;
    }
}

export { ObservationInterner as O, SeriesBuilder as S, requireRepeats as a, readDecisionValue as b, casesOf as c, decisionFitsLayer as d, expectedBySuite as e, foreignFormatHint as f, pyStrip as g, readBytes as h, isBlankLabel as i, isZip as j, loneSurrogateProblem as l, pyTruthy as p, readJsonDocument as r, sourceDetail as s };
