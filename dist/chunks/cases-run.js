import { f as familyFormats } from './format-renderers.js';
import { i as isPatternTimeout, u as unboundedMatcher, z as zOf, j as passHatK, f as clusterInterval, v as parseYamlText, x as locatedRefusal, A as targetOfFailedRun, y as boundedMatcher } from './keep-evidence.js';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { writeFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { A as AgentCallError, D as DEFAULT_LOAD_TIMEOUT_MS, w as within, i as inWords, a as loadUserModule, c as chosenExport, F as FACTORY_EXPORT, h as hasExport } from './module.js';
import { R as Refusal } from './types.js';
import { S as StderrTail, J as JsonLinesWorker, e as exitsWithin, W as WORKER_GRACE_MS, s as safeUrlLabel, A as AnswerWatch, d as describeUnanswered, f as firstCallsWatched, t as textWithinLimits } from './limited-text.js';
import { d as describeThrown, p as parseAgentSpec, r as refuseOutputsOverInputs, o as outputPath, a as terminalSafe, V as VERSION, T as TOOL_NAME } from './module-spec.js';
import 'node:url';
import { a as readTextFile, p as parseJsonText, l as lineAndColumn, s as shortJson, e as locateSyntaxError, f as deepNestingOffset, M as MAX_JSON_DEPTH, g as isPlainObject, h as findLoneSurrogate, i as isBlank, j as jsonPath, t as typeName, L as LIMITS, r as readJsonFile, c as refuseLoneSurrogates, d as placeOf, k as readRegularFileOrNull, m as measure, n as bytesText } from './json.js';
import { performance } from 'node:perf_hooks';
import { b as bytesToHex, a as sha256$1, u as utf8ToBytes, d as digestOf, c as canonicalJson$1 } from './digest.js';
import { a as interrupted } from './errors.js';
import { a as ajvExports } from './ajv.js';
import { p as problemFromAjv, c as checkFileFormat, a as problemsRefusal } from './file-format.js';
import { i as inlineDefinitions } from './schema-inline.js';
import { b as DATE_TIME_PATTERN, T as TOOL_JSON_SCHEMA } from './schema.js';
import { u as unknownKeyMessage } from './nearest.js';
import { s as scrubberOf, d as scrubbingSystem, c as scrubThrown, a as scrubDeep } from './scrub.js';
import { f as guardAgentCalls, s as settleStrayErrors, i as isoNow, j as strayErrorsSoFar, k as sealStrayErrors } from './telemetry.js';
import { a1 as wilson, P as PRECISIONS, b as DEFAULT_PRECISION, _ as validateEpsilon, y as intervalBy, i as callBy } from './facts.js';
import { w as withoutNulls, r as refuseProblems } from './settings.js';
import { C as CASES_KEYS, a as CASES_SETTING_TABLE } from './cases-setting-table.js';

/**
 * Stateful agents (issue 16): the shapes every part agrees on.
 *
 * A case gives an agent a request and the world it starts in (`initialState`).
 * The system under test is reset to a fresh deep copy of that state, the agent
 * handles the request (its tool calls, with arguments and results, and its final
 * answer form the trajectory), and the system's snapshot after it is the end
 * state. Criteria (declared in agentverity.yml) judge each case run: the end
 * state against the expected one, paths that must not change, recovery from a
 * tool fault (by replaying from the checkpoint before that call with its result
 * replaced), relations between a case and a derived case, and the answer.
 * `buildCasesReport` decides, once, every criterion's status, what gates and
 * the exit code; every report formats it.
 */
const ENVIRONMENT_STATE_SCHEMA = 'environment_state/v1';
const FAULTS = ['error', 'timeout', 'malformed'];
// ---- configuration (agentverity.yml) ----------------------------------------
const STATE_MODES = ['whole', 'paths', 'subset', 'tolerance'];
const RELATIONS = ['same_output', 'same_actions', 'same_state'];
const ANSWER_MATCHES = ['exact', 'contains', 'regex'];

/**
 * Paths into a JSON state and the comparison of two states (issue 16).
 *
 * ## The path grammar
 *
 * ```
 * path    := '' | first rest*
 * first   := key | bracket
 * rest    := '.' key | bracket
 * key     := one or more characters other than '.', '[', ']'
 * bracket := '[' digits ']'          an array index (0-based, no sign, no leading zero)
 *          | '[' json-string ']'     an object key written as a JSON string: ["a.b"], ["x[0]"]
 * ```
 *
 * `orders.ord-1.items[0].qty` is the key `orders`, the key `ord-1`, the key
 * `items`, the index 0, the key `qty`. A key holding a dot or a bracket is
 * written in brackets as a JSON string: `config["feature.flag"]`. The empty path
 * is the whole state. A key segment reads an object's own property; an index
 * segment reads an array's element; anything else is absent (an index into an
 * object, a key into an array, any segment into a number). `items.0` is the key
 * "0", not the index 0.
 *
 * ## Absent is not null
 *
 * `getPath` returns the unique `ABSENT` symbol for a path that does not exist,
 * distinct from a JSON `null` stored there and from a string "absent". Only the
 * outputs (`PathComparison`, whose contract spells it `'absent'`) map it to the
 * word; every judgement is made on the symbol.
 */
/** The value of a path that does not exist (never a JSON value). */
const ABSENT = Symbol('absent');
function isAbsent(value) {
    return value === ABSENT;
}
/** The value as a `PathComparison` shows it: the word `'absent'` for a missing path. */
function shown(value) {
    return value === ABSENT ? 'absent' : value;
}
function isJsonObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function refusePath(path, at, expected) {
    throw new Refusal('stateful.path', `cannot read the path ${JSON.stringify(path)} at character ${at + 1}: expected ${expected} (write keys holding '.', '[' or ']' as ["a.b"])`);
}
/** Parse a path (grammar in the module comment); a malformed one is refused (`stateful.path`). */
function parsePath(path) {
    if (typeof path !== 'string') {
        throw new Refusal('stateful.path', `expected a path as a string, got ${typeof path}`);
    }
    const segments = [];
    let i = 0;
    const n = path.length;
    const readKey = () => {
        const start = i;
        while (i < n && path[i] !== '.' && path[i] !== '[' && path[i] !== ']')
            i++;
        if (i === start)
            refusePath(path, start, 'a key');
        segments.push({ kind: 'key', key: path.slice(start, i) });
    };
    const readBracket = () => {
        const open = i;
        i++; // '['
        if (path[i] === '"') {
            // A JSON string: find its closing quote, skipping escapes.
            const start = i;
            i++;
            while (i < n && path[i] !== '"')
                i += path[i] === '\\' ? 2 : 1;
            if (i >= n)
                refusePath(path, open, 'a closing quote');
            i++;
            let key;
            try {
                key = JSON.parse(path.slice(start, i));
            }
            catch {
                refusePath(path, start, 'a JSON string key');
            }
            if (path[i] !== ']')
                refusePath(path, i, "']'");
            i++;
            segments.push({ kind: 'key', key: key });
            return;
        }
        const start = i;
        while (i < n && path[i] !== undefined && path[i] >= '0' && path[i] <= '9')
            i++;
        const digits = path.slice(start, i);
        if (digits.length === 0 || path[i] !== ']') {
            refusePath(path, start, 'an array index (digits) or a quoted key, then ]');
        }
        if (digits.length > 1 && digits.startsWith('0')) {
            refusePath(path, start, 'an index without a leading zero');
        }
        const index = Number(digits);
        if (!Number.isSafeInteger(index))
            refusePath(path, start, 'an index below 2^53');
        i++;
        segments.push({ kind: 'index', index });
    };
    if (n === 0)
        return segments;
    if (path[0] === '[')
        readBracket();
    else
        readKey();
    while (i < n) {
        const c = path[i];
        if (c === '.') {
            i++;
            readKey();
        }
        else if (c === '[') {
            readBracket();
        }
        else {
            refusePath(path, i, "'.' or '['");
        }
    }
    return segments;
}
const BARE_KEY = /^[^.[\]"\s]+$/u;
/** The canonical spelling of a path: bare keys where they parse back, brackets otherwise. */
function formatPath(segments) {
    let out = '';
    for (const s of segments) {
        if (s.kind === 'index')
            out += `[${s.index}]`;
        else if (BARE_KEY.test(s.key))
            out += out.length === 0 ? s.key : `.${s.key}`;
        else
            out += `[${JSON.stringify(s.key)}]`;
    }
    return out;
}
function step(value, segment) {
    if (segment.kind === 'index') {
        if (!Array.isArray(value))
            return ABSENT;
        return segment.index < value.length ? value[segment.index] : ABSENT;
    }
    if (!isJsonObject(value))
        return ABSENT;
    return Object.hasOwn(value, segment.key) ? value[segment.key] : ABSENT;
}
const asSegments = (path) => typeof path === 'string' ? parsePath(path) : path;
/** The value at a path, or `ABSENT` when the path does not exist (never confused with null or "absent"). */
function getPath(state, path) {
    let value = state;
    for (const s of asSegments(path)) {
        value = step(value, s);
        if (value === ABSENT)
            return ABSENT;
    }
    return value;
}
/**
 * A copy of `state` with `path` set to `value` (objects along the way are
 * copied, missing keys created); null when the path cannot be set (it runs
 * through a non-object, or an index is past an array's end).
 */
function setPath(state, path, value) {
    const segments = asSegments(path);
    const go = (node, at) => {
        if (at === segments.length)
            return value;
        const s = segments[at];
        if (s.kind === 'index') {
            if (!Array.isArray(node) || s.index >= node.length)
                return null;
            const child = go(node[s.index], at + 1);
            if (child === null && at + 1 < segments.length)
                return null;
            const copy = [...node];
            copy[s.index] = child;
            return copy;
        }
        if (node !== ABSENT && !isJsonObject(node))
            return null;
        const base = node === ABSENT ? {} : node;
        const child = go(Object.hasOwn(base, s.key) ? base[s.key] : ABSENT, at + 1);
        if (child === null && at + 1 < segments.length)
            return null;
        return { ...base, [s.key]: child };
    };
    return go(state, 0);
}
// ---- canonical JSON ----------------------------------------------------------
/**
 * RFC 8785 canonical JSON of a JSON value: object keys sorted by UTF-16 code
 * units, no whitespace, numbers and strings as ECMAScript's JSON.stringify
 * writes them (which is what RFC 8785 prescribes). A non-finite number (not
 * JSON) is refused.
 */
function canonicalJson(value) {
    if (value === null || typeof value === 'boolean' || typeof value === 'string') {
        return JSON.stringify(value);
    }
    if (typeof value === 'number') {
        if (!Number.isFinite(value)) {
            throw new Refusal('digest.unrepresentable', `cannot write the number ${value} as JSON`);
        }
        return JSON.stringify(value);
    }
    if (Array.isArray(value))
        return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
    const obj = value;
    const keys = Object.keys(obj).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}
/** Two JSON values are equal when their canonical forms are (key order never matters). */
function jsonEqual(a, b) {
    if (a === ABSENT || b === ABSENT)
        return a === b;
    return canonicalJson(a) === canonicalJson(b);
}
const sameSeg = (a, b) => a.kind === 'key'
    ? b.kind === 'key' && a.key === b.key
    : b.kind === 'index' && a.index === b.index;
/** True when `prefix` is `path` or an ancestor of it. */
function isUnder(path, prefix) {
    if (prefix.length > path.length)
        return false;
    for (let i = 0; i < prefix.length; i++)
        if (!sameSeg(path[i], prefix[i]))
            return false;
    return true;
}
/** A copy of `value` (at `at`) without the ignored paths strictly under `at`. */
function withoutIgnored(value, at, ignore) {
    if (value === ABSENT || value === null || typeof value !== 'object')
        return value;
    const inner = ignore.filter((p) => p.length > at.length && isUnder(p, at));
    if (inner.length === 0)
        return value;
    if (Array.isArray(value)) {
        return value.map((v, i) => {
            const here = [...at, { kind: 'index', index: i }];
            const r = inner.some((p) => p.length === here.length && isUnder(p, here))
                ? null
                : withoutIgnored(v, here, inner);
            return r;
        });
    }
    const out = {};
    for (const [k, v] of Object.entries(value)) {
        const here = [...at, { kind: 'key', key: k }];
        if (inner.some((p) => p.length === here.length && isUnder(p, here)))
            continue;
        out[k] = withoutIgnored(v, here, inner);
    }
    return out;
}
function emit(w, at, e, a, outcome) {
    w.out.push({
        path: formatPath(at),
        expected: shown(e),
        actual: shown(a),
        initial: shown(getPath(w.initial, at)),
        outcome,
    });
}
const isEmptyContainer = (v) => Array.isArray(v) ? v.length === 0 : isJsonObject(v) && Object.keys(v).length === 0;
/** Emit every leaf of a container present on one side only (the other side absent there). */
function expandOneSided(w, at, e, a) {
    const present = e === ABSENT ? a : e;
    if (present !== ABSENT &&
        present !== null &&
        typeof present === 'object' &&
        !isEmptyContainer(present)) {
        const entries = Array.isArray(present)
            ? present.map((v, i) => [{ kind: 'index', index: i }, v])
            : Object.entries(present).map(([k, v]) => [{ kind: 'key', key: k }, v]);
        for (const [seg, v] of entries) {
            const here = [...at, seg];
            if (e === ABSENT)
                walk(w, here, ABSENT, v);
            else
                walk(w, here, v, ABSENT);
        }
        return;
    }
    emit(w, at, e, a, 'mismatch');
}
function walk(w, at, e, a) {
    if (w.ignore.some((p) => isUnder(at, p))) {
        emit(w, at, e, a, 'ignored');
        return;
    }
    if (e === ABSENT && a === ABSENT)
        return;
    if (e === ABSENT || a === ABSENT) {
        expandOneSided(w, at, e, a);
        return;
    }
    if (isJsonObject(e) && isJsonObject(a)) {
        const keys = w.subset ? Object.keys(e) : [...new Set([...Object.keys(e), ...Object.keys(a)])];
        if (keys.length === 0) {
            // Both empty (or an empty expected object in subset mode): the objects agree here.
            emit(w, at, e, a, 'match');
            return;
        }
        for (const k of keys) {
            const seg = { kind: 'key', key: k };
            walk(w, [...at, seg], step(e, seg), step(a, seg));
        }
        return;
    }
    if (Array.isArray(e) && Array.isArray(a)) {
        const len = Math.max(e.length, a.length);
        if (len === 0) {
            emit(w, at, e, a, 'match');
            return;
        }
        for (let i = 0; i < len; i++) {
            const seg = { kind: 'index', index: i };
            walk(w, [...at, seg], step(e, seg), step(a, seg));
        }
        return;
    }
    if (typeof e === 'number' && typeof a === 'number') {
        if (e === a)
            emit(w, at, e, a, 'match');
        else if (w.tolerance !== null && Math.abs(e - a) <= w.tolerance) {
            emit(w, at, e, a, 'within_tolerance');
        }
        else
            emit(w, at, e, a, 'mismatch');
        return;
    }
    // Different kinds (or equal primitives): compare what is left once ignored parts are removed.
    const same = jsonEqual(withoutIgnored(e, at, w.ignore), withoutIgnored(a, at, w.ignore));
    emit(w, at, e, a, same ? 'match' : 'mismatch');
}
function checkTolerance(tolerance) {
    if (tolerance === undefined)
        return null;
    if (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance < 0) {
        throw new Refusal('stateful.criterion', `expected a tolerance as a finite number of at least 0, got ${String(tolerance)}`);
    }
    return tolerance;
}
/**
 * Compare an actual state with the expected one, path by path (`initial` is
 * shown beside each). Nested objects are compared key by key, arrays index by
 * index (an element one side lacks is `absent` there), numbers within the
 * tolerance are `within_tolerance`, an absent path differs from a null one, and
 * an ignored path, with everything under it, is `ignored` — never judged.
 * Paths come out in walk order (keys in the expected state's order first).
 */
function compareState(expected, actual, initial, options) {
    const tolerance = checkTolerance(options.tolerance);
    if (options.mode === 'tolerance' && tolerance === null) {
        throw new Refusal('stateful.criterion', 'the tolerance mode needs a `tolerance` (a number ≥ 0)');
    }
    const w = {
        subset: options.mode === 'subset',
        tolerance,
        ignore: (options.ignore ?? []).map(parsePath),
        initial,
        out: [],
    };
    if (options.mode === 'paths') {
        const paths = options.paths ?? [];
        if (paths.length === 0) {
            throw new Refusal('stateful.criterion', 'the paths mode needs at least one path in `paths`');
        }
        for (const p of paths) {
            const at = parsePath(p);
            const e = getPath(expected, at);
            const a = getPath(actual, at);
            if (e === ABSENT && a === ABSENT && !w.ignore.some((q) => isUnder(at, q))) {
                emit(w, at, e, a, 'match');
            }
            else
                walk(w, at, e, a);
        }
        return w.out;
    }
    walk(w, [], expected, actual);
    return w.out;
}
/** True when no compared path is a mismatch. */
function statesAgree(comparisons) {
    return comparisons.every((c) => c.outcome !== 'mismatch');
}
/**
 * Every leaf path whose value differs between the initial and the actual state
 * (changed, added or removed), minus the ignored and the excepted paths, in
 * walk order.
 */
function changedPaths(initial, actual, options = {}) {
    const ignore = [...(options.ignore ?? []), ...(options.except ?? [])];
    return compareState(initial, actual, initial, { mode: 'whole', ignore })
        .filter((c) => c.outcome === 'mismatch')
        .map((c) => c.path);
}
/** The leaf paths of a value (empty containers and primitives are leaves); the root is ''. */
function leafPaths(value) {
    const out = [];
    const go = (v, at) => {
        if (v === ABSENT)
            return;
        if (Array.isArray(v) && v.length > 0) {
            v.forEach((x, i) => go(x, [...at, { kind: 'index', index: i }]));
        }
        else if (isJsonObject(v) && Object.keys(v).length > 0) {
            for (const [k, x] of Object.entries(v))
                go(x, [...at, { kind: 'key', key: k }]);
        }
        else
            out.push(formatPath(at));
    };
    go(value, []);
    return out;
}

/**
 * Derived cases (issue 16): a declared transform rewrites one field of each
 * case's input (`template`, where `{value}` stands for the old value); the
 * derived case `<source id>~<transform name>` keeps the source's initial state,
 * expected answer and state, and its cluster (a derived case is not an
 * independent probe). Its fingerprint is computed afresh over `{input,
 * initialState}`. A transform that would leave an input as it is (the field is
 * missing or not a string, or the template gives back the same text) derives
 * nothing for that case, and says so in `unchanged`.
 */
/** SHA-256 (lowercase hex) of the RFC 8785 canonical JSON of `{input, initial_state}` (as the cases file spells it). */
function caseFingerprint(input, initialState) {
    return bytesToHex(sha256$1(utf8ToBytes(canonicalJson({ input, initial_state: initialState }))));
}
const TRANSFORM_NAME = /^[A-Za-z0-9_.-]+$/u;
function checkTransforms(transforms) {
    const seen = new Set();
    transforms.forEach((t, i) => {
        const where = `transforms[${i}]`;
        if (typeof t.name !== 'string' || !TRANSFORM_NAME.test(t.name)) {
            throw new Refusal('stateful.transform', `expected a name of letters, digits, '_', '-' or '.', got ${JSON.stringify(t.name)}`, where);
        }
        if (seen.has(t.name)) {
            throw new Refusal('stateful.transform', `the transform ${JSON.stringify(t.name)} is declared twice`, where);
        }
        seen.add(t.name);
        if (typeof t.template !== 'string' || !t.template.includes('{value}')) {
            throw new Refusal('stateful.transform', 'expected a template holding {value} (where the old value goes)', where);
        }
        if (t.field !== undefined && typeof t.field !== 'string') {
            throw new Refusal('stateful.transform', 'expected the field as a dotted path', where);
        }
        if (t.field) {
            try {
                parsePath(t.field);
            }
            catch (error) {
                throw new Refusal('stateful.transform', error.message, `${where}.field`);
            }
        }
    });
}
/** Replace every `{value}` of the template by the old value. */
const fill = (template, value) => template.split('{value}').join(value);
/**
 * Derive a case per (source case, transform). Cases that are themselves
 * derived are not transformed again. See the module comment.
 */
function deriveCases(cases, transforms, options = {}) {
    checkTransforms(transforms);
    const fingerprint = options.fingerprint ?? caseFingerprint;
    const ids = new Set(cases.filter((c) => c.derived === undefined).map((c) => c.id));
    const out = [];
    const unchanged = [];
    for (const source of cases) {
        if (source.derived !== undefined)
            continue;
        for (const t of transforms) {
            const field = t.field ?? '';
            const skip = (reason) => {
                unchanged.push({ case: source.id, transform: t.name, reason });
            };
            let input;
            if (field === '') {
                if (typeof source.input !== 'string') {
                    skip('the input is an object and the transform names no field');
                    continue;
                }
                input = fill(t.template, source.input);
                if (input === source.input) {
                    skip('the template gives back the same input');
                    continue;
                }
            }
            else {
                if (typeof source.input === 'string') {
                    skip(`the input is a string, so it has no field ${JSON.stringify(field)}`);
                    continue;
                }
                const old = getPath(source.input, field);
                if (isAbsent(old)) {
                    skip(`the input has no field ${JSON.stringify(field)}`);
                    continue;
                }
                if (typeof old !== 'string') {
                    skip(`the field ${JSON.stringify(field)} is not a string`);
                    continue;
                }
                const value = fill(t.template, old);
                if (value === old) {
                    skip('the template gives back the same value');
                    continue;
                }
                input = setPath(source.input, field, value);
            }
            const id = `${source.id}~${t.name}`;
            if (ids.has(id)) {
                throw new Refusal('stateful.transform', `the derived case ${JSON.stringify(id)} would have the id of a case in the file`, source.where);
            }
            const derived = {
                id,
                input,
                initialState: source.initialState,
                expected: source.expected,
                cluster: source.cluster ?? source.id,
                derived: { source: source.id, transform: t.name },
                fingerprint: fingerprint(input, source.initialState),
                ...(source.where === undefined ? {} : { where: source.where }),
            };
            out.push(derived);
        }
    }
    return Object.assign(out, { unchanged });
}

/**
 * What every evaluator of ./judge.ts shares: the judgement of one criterion
 * (`CriterionJudgement`), one result per run, and the wording of its reasons
 * (mismatched paths and answers quoted, at most QUOTED paths before "and N
 * more"). A run whose agent call failed is `missing` (`agent_error`), and one
 * without an end state is `missing` (`no_state`), never a pass.
 */
/** How many paths a reason quotes before it says "and N more". */
const QUOTED = 3;
/** How many characters of an answer a reason quotes. */
const ANSWER_CHARS = 120;
const q = (s) => JSON.stringify(s);
function show(v) {
    if (v === 'absent')
        return 'absent';
    const text = JSON.stringify(v);
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
function quoteAnswer(answer) {
    if (answer === null)
        return 'no answer';
    const a = answer.length > ANSWER_CHARS ? `${answer.slice(0, ANSWER_CHARS - 1)}…` : answer;
    return JSON.stringify(a);
}
/** `a expected 1, got 2; b expected …; and 3 more` */
function describeMismatches(paths) {
    const bad = paths.filter((p) => p.outcome === 'mismatch');
    const listed = bad
        .slice(0, QUOTED)
        .map((p) => `${p.path === '' ? 'the whole state' : p.path} expected ${show(p.expected)}, got ${show(p.actual)}`);
    const more = bad.length > QUOTED ? `; and ${bad.length - QUOTED} more` : '';
    return `${listed.join('; ')}${more}`;
}
function listPaths(paths) {
    const shownPaths = paths.slice(0, QUOTED).map((p) => (p === '' ? '(the whole state)' : p));
    const more = paths.length > QUOTED ? ` and ${paths.length - QUOTED} more` : '';
    return `${shownPaths.join(', ')}${more}`;
}
function result(criterion, r) {
    return { criterion, ...r };
}
function agentError(run) {
    if (run.trajectory.error === undefined)
        return null;
    return {
        case: run.case,
        run: run.run,
        status: 'missing',
        reasonCode: 'agent_error',
        reason: `the agent's call failed (${run.trajectory.error}), so the run has nothing to judge`,
    };
}
function noState(run, what = 'the system recorded no end state') {
    return {
        case: run.case,
        run: run.run,
        status: 'missing',
        reasonCode: 'no_state',
        reason: `${what}, so the run is missing, never a pass`,
    };
}
/** Paths named in the expected state whose expected value differs from the initial one. */
function expectedChanges(c) {
    if (c.expected.state === undefined)
        return [];
    return leafPaths(c.expected.state).filter((p) => !jsonEqual(getPath(c.expected.state, p), getPath(c.initialState, p)));
}
/** The paths a state_unchanged criterion finds changed in an end state. */
function unchangedViolations(crit, c, end) {
    const changed = [];
    const paths = [];
    const ignore = crit.ignore ?? [];
    for (const p of crit.paths ?? []) {
        const comps = compareState(c.initialState, end, c.initialState, {
            mode: 'paths',
            paths: [p],
            ignore,
        });
        paths.push(...comps);
        for (const x of comps)
            if (x.outcome === 'mismatch')
                changed.push(x.path);
    }
    if (crit.everythingElse === true) {
        const except = c.expected.state === undefined ? [] : leafPaths(c.expected.state);
        for (const p of changedPaths(c.initialState, end, { ignore, except })) {
            if (changed.includes(p))
                continue;
            changed.push(p);
            paths.push(...compareState(c.initialState, end, c.initialState, { mode: 'paths', paths: [p] }));
        }
    }
    return { changed, paths };
}
/**
 * A criterion judged run by run: every run of every case, in case and run
 * order, gets one result; a run whose agent call failed is `missing` before
 * `judge` sees it.
 */
function judgeEachRun(ix, crit, judge) {
    const results = [];
    for (const c of ix.sources) {
        for (const run of ix.runs.get(c.id) ?? []) {
            results.push(result(crit.name, agentError(run) ?? judge(c, run)));
        }
    }
    return { criterion: crit, results, clustered: false, notes: [] };
}

/**
 * The cases evidence indexed once for every evaluator of ./judge.ts, and the
 * checks that refuse evidence or a config that does not hold together: a case
 * id twice, a run of an unknown case or repeated, a derived case without its
 * source (`stateful.evidence`); a criterion with a bad name, bar, mode, path,
 * fault, relation or match (`stateful.criterion`); the run-wide numbers
 * (`stateful.config`). The `ignore` paths of every state criterion are
 * gathered here as the bookkeeping paths no comparison of a replay looks at.
 */
function refuseEvidence(message, where) {
    throw new Refusal('stateful.evidence', message, where);
}
function checkCriterion(c, i, names) {
    const where = `criteria[${i}]`;
    const bad = (message) => {
        throw new Refusal('stateful.criterion', message, where);
    };
    if (typeof c.name !== 'string' || c.name.length === 0)
        bad('expected a non-empty name');
    if (names.has(c.name))
        bad(`the name ${q(c.name)} is used by another criterion`);
    names.add(c.name);
    if (c.bar !== undefined && (typeof c.bar !== 'number' || !(c.bar >= 0 && c.bar <= 1))) {
        bad(`expected the bar as a pass rate from 0 to 1, got ${String(c.bar)}`);
    }
    const checkPaths = (paths, field) => {
        for (const p of paths ?? []) {
            try {
                parsePath(p);
            }
            catch (error) {
                throw new Refusal('stateful.criterion', error.message, `${where}.${field}`);
            }
        }
    };
    switch (c.type) {
        case 'state_matches':
            if (!STATE_MODES.includes(c.mode))
                bad(`unknown mode ${q(String(c.mode))}`);
            if (c.mode === 'paths' && (c.paths ?? []).length === 0)
                bad('the paths mode needs `paths`');
            if (c.mode === 'tolerance' && c.tolerance === undefined)
                bad('the tolerance mode needs `tolerance`');
            if (c.tolerance !== undefined && !(Number.isFinite(c.tolerance) && c.tolerance >= 0)) {
                bad('expected the tolerance as a number of at least 0');
            }
            checkPaths(c.paths, 'paths');
            checkPaths(c.ignore, 'ignore');
            break;
        case 'state_unchanged':
            if ((c.paths ?? []).length === 0 && c.everythingElse !== true) {
                bad('expected `paths` that must keep their initial values, or `everything_else: true`');
            }
            checkPaths(c.paths, 'paths');
            checkPaths(c.ignore, 'ignore');
            break;
        case 'fault_recovery':
            if (typeof c.tool !== 'string' || c.tool.length === 0)
                bad('expected the `tool` whose call is faulted');
            if (!FAULTS.includes(c.fault))
                bad(`unknown fault ${q(String(c.fault))}`);
            if (!Array.isArray(c.escalateTools))
                bad('expected `escalate_tools` as a list of tool names');
            break;
        case 'metamorphic_relation':
            if (!RELATIONS.includes(c.relation))
                bad(`unknown relation ${q(String(c.relation))}`);
            break;
        case 'answer':
            if (!ANSWER_MATCHES.includes(c.match))
                bad(`unknown match ${q(String(c.match))}`);
            break;
        default:
            bad(`unknown criterion type ${q(String(c.type))}`);
    }
}
/** The run-wide numbers of the config (`stateful.config`). */
function checkConfig(config) {
    const bad = (field, expected, got) => {
        throw new Refusal('stateful.config', `expected ${expected}, got ${String(got)}`, field);
    };
    if (!(typeof config.confidence === 'number' && config.confidence > 0 && config.confidence < 1)) {
        bad('confidence', 'a number strictly between 0 and 1', config.confidence);
    }
    if (!Number.isSafeInteger(config.runs) || config.runs < 1) {
        bad('runs', 'a whole number of at least 1', config.runs);
    }
    const m = config.minimumValidity;
    if (!(typeof m === 'number' && m >= 0 && m <= 1)) {
        bad('minimum_validity', 'a share from 0 to 1', m);
    }
    if (typeof config.allowApproximateMethods !== 'boolean') {
        bad('allow_approximate_methods', 'true or false', config.allowApproximateMethods);
    }
}
/** Index the model, refusing evidence that does not hold together (`stateful.evidence`). */
function indexModel(model) {
    const byId = new Map();
    model.cases.forEach((c, i) => {
        if (byId.has(c.id))
            refuseEvidence(`the case id ${q(c.id)} appears twice`, c.where ?? `cases[${i}]`);
        byId.set(c.id, c);
    });
    for (const c of model.cases) {
        if (c.derived !== undefined && !byId.has(c.derived.source)) {
            refuseEvidence(`the derived case ${q(c.id)} names a source case ${q(c.derived.source)} that is not in the evidence`, c.where);
        }
    }
    const runs = new Map();
    const seen = new Set();
    model.runs.forEach((r, i) => {
        const where = `runs[${i}]`;
        if (!byId.has(r.case))
            refuseEvidence(`names case ${q(r.case)}, which the evidence does not hold`, where);
        if (!Number.isSafeInteger(r.run) || r.run < 1)
            refuseEvidence(`expected a run number of at least 1, got ${String(r.run)}`, where);
        const key = `${r.run}\u0000${r.case}`;
        if (seen.has(key))
            refuseEvidence(`repeats run ${r.run} of case ${q(r.case)}`, where);
        seen.add(key);
        const list = runs.get(r.case) ?? [];
        list.push(r);
        runs.set(r.case, list);
    });
    for (const list of runs.values())
        list.sort((a, b) => a.run - b.run);
    model.replays.forEach((r, i) => {
        if (!byId.has(r.case))
            refuseEvidence(`names case ${q(r.case)}, which the evidence does not hold`, `replays[${i}]`);
    });
    checkConfig(model.config);
    const names = new Set();
    model.config.criteria.forEach((c, i) => checkCriterion(c, i, names));
    const bookkeeping = [];
    for (const c of model.config.criteria) {
        if (c.type === 'state_matches' || c.type === 'state_unchanged')
            bookkeeping.push(...(c.ignore ?? []));
    }
    return {
        model,
        byId,
        runs,
        sources: model.cases.filter((c) => c.derived === undefined),
        bookkeeping: [...new Set(bookkeeping)],
    };
}

/**
 * The `fault_recovery` criterion: for each case run that called the tool, the
 * control replay (nothing changed) must reproduce the recorded end state, and
 * then the replay with the fault injected at that call must end in the
 * expected state (recovered) or hand over to an escalation tool, without
 * breaking a recorded constraint (a `state_unchanged` path, or collateral
 * damage: a path neither the expected state nor the recorded run changed).
 * Any replay or state that is not there makes the run missing, never judged.
 */
function findReplay(ix, run, tool, callIndex, fault) {
    return ix.model.replays.find((r) => r.case === run.case &&
        r.run === run.run &&
        r.tool === tool &&
        r.callIndex === callIndex &&
        r.fault === fault);
}
const ordinal = (i) => `call ${i + 1}`;
/**
 * The recorded run's end state and the fault replay, once the control replay
 * (nothing changed) reproduced the recording; each thing that is not there
 * makes the run missing, in this order.
 */
function replaysOf(ix, crit, c, run, callIndex) {
    const missing = (reasonCode, reason, paths) => ({
        missing: {
            case: c.id,
            run: run.run,
            status: 'missing',
            reasonCode,
            reason,
            ...(paths === undefined ? {} : { paths }),
        },
    });
    if (run.endState === null) {
        return missing('no_state', 'the recorded run has no end state, so a replay cannot be checked against it; the case is missing, never judged');
    }
    if (c.expected.state === undefined) {
        return missing('no_expected_state', 'the case declares no expected state, so recovery cannot be told from failure');
    }
    const control = findReplay(ix, run, crit.tool, callIndex, null);
    if (control === undefined) {
        return missing('no_control_replay', `no control replay (nothing changed) from before ${ordinal(callIndex)} (${crit.tool}) was recorded`);
    }
    if (control.error !== undefined) {
        return missing('replay_error', `the control replay could not be made (${control.error})`);
    }
    if (control.endState === null) {
        return missing('no_state', 'the control replay recorded no end state, so it cannot be checked against the recording');
    }
    const held = compareState(run.endState.state, control.endState.state, c.initialState, {
        mode: 'whole',
        ignore: ix.bookkeeping,
    });
    if (!statesAgree(held)) {
        return missing('control_replay_diverged', `the control replay (nothing changed) did not reproduce the recorded end state (${describeMismatches(held)}), so the replay cannot be trusted and the case is not judged`, held);
    }
    const replay = findReplay(ix, run, crit.tool, callIndex, crit.fault);
    if (replay === undefined) {
        return missing('no_fault_replay', `no replay with a ${crit.fault} at ${ordinal(callIndex)} (${crit.tool}) was recorded`);
    }
    if (replay.error !== undefined) {
        return missing('replay_error', `the ${crit.fault} replay could not be made (${replay.error})`);
    }
    if (replay.endState === null) {
        return missing('no_state', `the ${crit.fault} replay recorded no end state`);
    }
    return { recordedEnd: run.endState.state, replay, replayEnd: replay.endState.state };
}
/**
 * The paths the fault replay changed that were to keep their initial value: a
 * path a state_unchanged criterion protects, or collateral damage (a path that
 * neither the expected state nor the recorded run changed). After an
 * escalation, a hand-over's own record is not damage (see below).
 */
function brokenPaths(ix, c, constraints, recordedEnd, end, escalated) {
    const broken = [];
    for (const k of constraints)
        for (const p of unchangedViolations(k, c, end).changed)
            if (!broken.includes(p))
                broken.push(p);
    const allowed = [
        ...expectedChanges(c),
        ...changedPaths(c.initialState, recordedEnd, { ignore: ix.bookkeeping }),
    ];
    for (const p of changedPaths(c.initialState, end, {
        ignore: ix.bookkeeping,
        except: allowed,
    })) {
        if (!broken.includes(p))
            broken.push(p);
    }
    if (!escalated)
        return broken;
    // A hand-over writes its own record (a ticket): after an escalation, a path
    // the initial state did not have is not collateral damage when it lies in a
    // part of the world (a top-level key) that neither the expected state nor
    // the recorded run writes. Changing a path the initial state had, or adding
    // to what the task writes (a second refund), is still damage.
    const top = (p) => formatPath(parsePath(p).slice(0, 1));
    const taskParts = new Set(allowed.map(top));
    // Paths a state_unchanged criterion names explicitly stay protected.
    const kept = constraints.flatMap((k) => (k.paths ?? []).map((q) => parsePath(q)));
    return broken.filter((p) => !(isAbsent(getPath(c.initialState, p)) &&
        !taskParts.has(top(p)) &&
        !kept.some((q) => isUnder(parsePath(p), q))));
}
/** One run's verdict once its replays are there: damage fails, then recovery or a hand-over passes. */
function judgeReplay(ix, crit, constraints, c, run, callIndex, { recordedEnd, replay, replayEnd }) {
    const base = { case: c.id, run: run.run };
    const escalate = new Set(crit.escalateTools);
    const escalatedTo = replay.trajectory.calls
        .slice(callIndex + 1)
        .find((x) => escalate.has(x.tool));
    const broken = brokenPaths(ix, c, constraints, recordedEnd, replayEnd, escalatedTo !== undefined);
    const paths = compareState(c.expected.state, replayEnd, c.initialState, {
        mode: 'subset',
        ignore: ix.bookkeeping,
    });
    const at = `after the injected ${crit.fault} at ${ordinal(callIndex)} (${crit.tool})`;
    if (broken.length > 0) {
        return {
            ...base,
            status: 'failed',
            reason: `${at} the agent changed ${listPaths(broken)}, which ${broken.length === 1 ? 'was' : 'were'} to keep the initial value`,
            paths,
            changedPaths: broken,
        };
    }
    if (statesAgree(paths)) {
        return {
            ...base,
            status: 'passed',
            reason: `${at} the agent recovered: the end state matches the expected one`,
            paths,
        };
    }
    if (escalatedTo !== undefined) {
        return {
            ...base,
            status: 'passed',
            reason: `${at} the agent handed over by calling ${escalatedTo.tool}`,
            paths,
        };
    }
    const esc = crit.escalateTools.length === 0
        ? 'no escalation tool is declared'
        : `it called none of ${crit.escalateTools.join(', ')}`;
    return {
        ...base,
        status: 'failed',
        reason: `${at} the end state is not the expected one (${describeMismatches(paths)}), and ${esc}; its answer was ${quoteAnswer(replay.trajectory.answer)}`,
        paths,
    };
}
/** Judge `fault_recovery` on every run of every case as written that called the tool. */
function judgeFaultRecovery(ix, crit) {
    const results = [];
    let notCalled = 0;
    const constraints = ix.model.config.criteria.filter((x) => x.type === 'state_unchanged');
    for (const c of ix.sources) {
        for (const run of ix.runs.get(c.id) ?? []) {
            const callIndex = run.trajectory.calls.findIndex((x) => x.tool === crit.tool);
            if (callIndex < 0) {
                notCalled++;
                continue;
            }
            const replays = replaysOf(ix, crit, c, run, callIndex);
            const judged = 'missing' in replays
                ? replays.missing
                : judgeReplay(ix, crit, constraints, c, run, callIndex, replays);
            results.push(result(crit.name, judged));
        }
    }
    const notes = notCalled > 0
        ? [
            `${notCalled} case run${notCalled === 1 ? '' : 's'} never called ${crit.tool} and ${notCalled === 1 ? 'was' : 'were'} not judged`,
        ]
        : [];
    return { criterion: crit, results, clustered: false, notes };
}

/**
 * The `metamorphic_relation` criterion: each derived case against its source
 * case, run for run (the same answer, the same tool calls, or the same end
 * state). Derived cases share their source's cluster, so the rate is
 * cluster-aware (approximate, opt-in) and needs MIN_SOURCE_CASES sources; the
 * relation is judged only on derived cases labelled as keeping the request's
 * meaning, and not at all when labels are missing or the valid share is below
 * the config's minimum validity.
 */
/** The minimum number of distinct source cases a metamorphic rate needs. */
const MIN_SOURCE_CASES = 20;
/** Derived cases of a transform, in evidence order. */
function derivedOf(ix, transform) {
    return ix.model.cases.filter((c) => c.derived?.transform === transform);
}
/**
 * Refuse a metamorphic criterion whose rate cannot be computed: derived cases
 * share their source's cluster, so the interval is cluster-aware (approximate)
 * and needs at least MIN_SOURCE_CASES clusters.
 */
function checkMetamorphic(ix) {
    ix.model.config.criteria.forEach((crit, i) => {
        if (crit.type !== 'metamorphic_relation')
            return;
        const derived = derivedOf(ix, crit.transform);
        if (derived.length === 0)
            return;
        const where = `criteria[${i}] (${crit.name})`;
        if (!ix.model.config.allowApproximateMethods) {
            throw new Refusal('stateful.approximate-methods', `a derived case shares its source's cluster, so this relation's rate needs a cluster-aware interval, which is approximate; set allow_approximate_methods: true in the config to accept it`, where);
        }
        const sources = new Set(derived.map((d) => d.derived?.source));
        if (sources.size < MIN_SOURCE_CASES) {
            throw new Refusal('stateful.too-few-sources', `the transform ${q(crit.transform)} derived cases from ${sources.size} source case${sources.size === 1 ? '' : 's'}; a cluster-aware interval needs at least ${MIN_SOURCE_CASES} (each source and its derived cases are one cluster), so add source cases`, where, { data: { sources: sources.size, needed: MIN_SOURCE_CASES } });
        }
    });
}
function sameActions(a, b) {
    return (a.length === b.length &&
        a.every((x, i) => x.tool === b[i]?.tool && jsonEqual(x.args, b[i]?.args ?? null)));
}
function judgeMetamorphic(ix, crit) {
    const derived = derivedOf(ix, crit.transform);
    const results = [];
    if (derived.length === 0) {
        const reason = `no case was derived by the transform ${q(crit.transform)}, so the relation has nothing to compare`;
        return {
            criterion: crit,
            results,
            clustered: true,
            blocked: { reasonCode: 'no_derived_cases', reason },
            notes: [],
        };
    }
    // Validity: a derived case is valid when every label it has says so.
    const verdicts = new Map();
    for (const l of ix.model.labels) {
        if (l.transform !== crit.transform)
            continue;
        verdicts.set(l.case, (verdicts.get(l.case) ?? true) && l.valid);
    }
    const unlabelled = derived.filter((d) => !verdicts.has(d.id));
    const labelled = derived.length - unlabelled.length;
    const valid = derived.filter((d) => verdicts.get(d.id) === true);
    const share = labelled === 0 ? 0 : valid.length / labelled;
    const minimum = ix.model.config.minimumValidity;
    let blocked;
    if (unlabelled.length > 0) {
        blocked = {
            reasonCode: 'transform_not_checked',
            reason: `${unlabelled.length} of ${derived.length} derived cases of the transform ${q(crit.transform)} have no validity label, so nobody has checked that it keeps each request's meaning`,
        };
    }
    else if (share < minimum) {
        blocked = {
            reasonCode: 'transform_not_checked',
            reason: `only ${valid.length} of ${labelled} labelled derived cases of the transform ${q(crit.transform)} keep the request's meaning (${(share * 100).toFixed(1)}%, below the minimum validity of ${(minimum * 100).toFixed(1)}%)`,
        };
    }
    const notes = [];
    const judgedCases = blocked === undefined ? valid : derived;
    if (blocked === undefined && valid.length < derived.length) {
        const n = derived.length - valid.length;
        notes.push(`${n} derived case${n === 1 ? ' was' : 's were'} labelled as changing the request's meaning and left out`);
    }
    for (const d of judgedCases) {
        const source = ix.byId.get(d.derived?.source ?? '');
        for (const run of ix.runs.get(d.id) ?? []) {
            const base = { case: d.id, run: run.run };
            if (blocked !== undefined) {
                results.push(result(crit.name, {
                    ...base,
                    status: 'insufficient_evidence',
                    reasonCode: blocked.reasonCode,
                    reason: blocked.reason,
                }));
                continue;
            }
            const err = agentError(run);
            if (err !== null) {
                results.push(result(crit.name, err));
                continue;
            }
            const src = (ix.runs.get(source.id) ?? []).find((r) => r.run === run.run);
            if (src === undefined) {
                results.push(result(crit.name, {
                    ...base,
                    status: 'missing',
                    reasonCode: 'no_source_run',
                    reason: `the source case ${q(source.id)} has no run ${run.run} to compare with`,
                }));
                continue;
            }
            const srcErr = agentError(src);
            if (srcErr !== null) {
                results.push(result(crit.name, {
                    ...base,
                    status: 'missing',
                    reasonCode: 'agent_error',
                    reason: `the source case's run ${run.run} failed (${src.trajectory.error})`,
                }));
                continue;
            }
            if (crit.relation === 'same_output') {
                const a = src.trajectory.answer;
                const b = run.trajectory.answer;
                const same = a === null || b === null ? a === b : a.trim() === b.trim();
                results.push(result(crit.name, {
                    ...base,
                    status: same ? 'passed' : 'failed',
                    reason: same
                        ? `the answer is the same as the source case's`
                        : `the answer changed from ${quoteAnswer(a)} to ${quoteAnswer(b)}`,
                }));
            }
            else if (crit.relation === 'same_actions') {
                const same = sameActions(src.trajectory.calls, run.trajectory.calls);
                const seq = (calls) => calls.length === 0 ? 'no calls' : calls.map((x) => x.tool).join(' → ');
                results.push(result(crit.name, {
                    ...base,
                    status: same ? 'passed' : 'failed',
                    reason: same
                        ? `the tool calls (names and arguments) are the same as the source case's`
                        : `the tool calls changed: the source made ${seq(src.trajectory.calls)}, the derived case ${seq(run.trajectory.calls)}${seq(src.trajectory.calls) === seq(run.trajectory.calls) ? ' (with other arguments)' : ''}`,
                }));
            }
            else {
                if (src.endState === null || run.endState === null) {
                    results.push(result(crit.name, noState(run, src.endState === null
                        ? "the source case's run recorded no end state"
                        : 'the derived case recorded no end state')));
                    continue;
                }
                const ignore = crit.ignore ?? [];
                const paths = compareState(src.endState.state, run.endState.state, d.initialState, {
                    mode: 'whole',
                    ignore,
                });
                const same = statesAgree(paths);
                results.push(result(crit.name, {
                    ...base,
                    status: same ? 'passed' : 'failed',
                    reason: same
                        ? `the end state is the same as the source case's`
                        : `the end state differs from the source case's: ${describeMismatches(paths)}`,
                    paths,
                }));
            }
        }
    }
    return {
        criterion: crit,
        results,
        clustered: true,
        ...(blocked === undefined ? {} : { blocked }),
        notes,
    };
}

/**
 * The criteria judged run by run on the cases as written: `state_matches`
 * (the end state against the expected one, by the criterion's mode),
 * `state_unchanged` (the declared paths, or everything the expected state does
 * not name, keep their initial values) and `answer` (exact, contains or a
 * regular expression run through the bounded matcher; a match that times out
 * is missing evidence, never a failure).
 */
function judgeStateMatches(ix, crit) {
    return judgeEachRun(ix, crit, (c, run) => {
        if (c.expected.state === undefined) {
            return {
                case: c.id,
                run: run.run,
                status: 'missing',
                reasonCode: 'no_expected_state',
                reason: 'the case declares no expected state to compare with',
            };
        }
        if (run.endState === null)
            return noState(run);
        const paths = compareState(c.expected.state, run.endState.state, c.initialState, {
            mode: crit.mode,
            ...(crit.paths === undefined ? {} : { paths: crit.paths }),
            ...(crit.tolerance === undefined ? {} : { tolerance: crit.tolerance }),
            ...(crit.ignore === undefined ? {} : { ignore: crit.ignore }),
        });
        const bad = paths.filter((p) => p.outcome === 'mismatch').length;
        const judged = paths.filter((p) => p.outcome !== 'ignored').length;
        return {
            case: c.id,
            run: run.run,
            status: bad === 0 ? 'passed' : 'failed',
            reason: bad === 0
                ? `the end state matches the expected one (${crit.mode}) on ${judged} compared path${judged === 1 ? '' : 's'}`
                : `${bad} of ${judged} compared paths differ: ${describeMismatches(paths)}`,
            paths,
        };
    });
}
function judgeStateUnchanged(ix, crit) {
    return judgeEachRun(ix, crit, (c, run) => {
        if (run.endState === null)
            return noState(run);
        const { changed, paths } = unchangedViolations(crit, c, run.endState.state);
        const scope = crit.everythingElse === true
            ? 'every path the expected state does not name'
            : 'the declared paths';
        return {
            case: c.id,
            run: run.run,
            status: changed.length === 0 ? 'passed' : 'failed',
            reason: changed.length === 0
                ? `${scope} kept ${crit.everythingElse === true ? 'its' : 'their'} initial values`
                : `${changed.length} path${changed.length === 1 ? '' : 's'} changed that must keep the initial value: ${listPaths(changed)}`,
            paths,
            changedPaths: changed,
        };
    });
}
function matchesAnswer(crit, expected, answer, where, match) {
    const sensitive = crit.caseSensitive !== false;
    if (crit.match === 'regex') {
        try {
            new RegExp(expected, sensitive ? '' : 'i');
        }
        catch (error) {
            throw new Refusal('stateful.answer-regex', `the expected answer is not a regular expression that compiles (${error.message})`, where);
        }
        return match(expected, sensitive ? '' : 'i', answer);
    }
    const a = sensitive ? answer : answer.toLowerCase();
    const e = sensitive ? expected : expected.toLowerCase();
    return crit.match === 'exact' ? a.trim() === e.trim() : a.includes(e);
}
function judgeAnswer(ix, crit, match) {
    return judgeEachRun(ix, crit, (c, run) => {
        const base = { case: c.id, run: run.run };
        const expected = c.expected.answer;
        if (expected === undefined) {
            return {
                ...base,
                status: 'missing',
                reasonCode: 'no_expected_answer',
                reason: 'the case declares no expected answer',
            };
        }
        const answer = run.trajectory.answer;
        if (answer === null)
            return { ...base, status: 'failed', reason: 'the agent gave no final answer' };
        let ok;
        try {
            ok = matchesAnswer(crit, expected, answer, c.where ?? `case ${q(c.id)}`, match);
        }
        catch (error) {
            if (!isPatternTimeout(error))
                throw error;
            // Never graded: missing evidence (exit 2), not a failure (issue 33).
            return { ...base, status: 'missing', reasonCode: 'pattern_timeout', reason: error.message };
        }
        const how = crit.match === 'exact' ? 'equals' : crit.match === 'contains' ? 'contains' : 'matches';
        return {
            ...base,
            status: ok ? 'passed' : 'failed',
            reason: ok
                ? `the answer ${how} the expected one`
                : `the answer ${quoteAnswer(answer)} does not ${how === 'equals' ? 'equal' : how === 'contains' ? 'contain' : 'match'} ${q(expected)}`,
        };
    });
}

/**
 * Per-criterion judgement of a cases run (issue 16): every criterion of the
 * config on every case run it applies to, each a CaseResult with a status
 * (passed, failed, missing, insufficient_evidence) and a plain reason.
 *
 * - Which runs: `state_matches`, `state_unchanged`, `fault_recovery` and
 *   `answer` judge the cases as written (not the derived ones: those exist to
 *   test a relation, and are judged only by `metamorphic_relation` against
 *   their source).
 * - A run whose agent call failed (`trajectory.error`) is missing
 *   (`agent_error`) for every criterion: the harness could not complete it.
 * - Bookkeeping: the `ignore` paths of every state criterion are never
 *   compared when a control replay is checked against its recording, when a
 *   fault replay's constraints are checked, or by the state-layer meter.
 */
/** Judge one criterion over the indexed evidence. */
function judgeCriterion(ix, criterion, match = unboundedMatcher) {
    switch (criterion.type) {
        case 'state_matches':
            return judgeStateMatches(ix, criterion);
        case 'state_unchanged':
            return judgeStateUnchanged(ix, criterion);
        case 'fault_recovery':
            return judgeFaultRecovery(ix, criterion);
        case 'metamorphic_relation':
            return judgeMetamorphic(ix, criterion);
        case 'answer':
            return judgeAnswer(ix, criterion, match);
    }
}
/** Every criterion of the config on the evidence, in config order. */
function judgeCases(model, match = unboundedMatcher) {
    const ix = indexModel(model);
    checkMetamorphic(ix);
    return model.config.criteria.map((c) => judgeCriterion(ix, c, match));
}
/** Every criterion's results on the evidence, in config order, then case and run order. */
function judgeResults(model) {
    return judgeCases(model).flatMap((j) => j.results);
}

/**
 * The rates of the cases report (docs/statistics.md §13): a criterion's pass
 * rate over case runs, pass^k over cases, and a bar's three-way decision.
 *
 * - Independent units (every cluster judged once: one run per case, no shared
 *   cluster): the Wilson interval over case runs (stats/wilson.ts).
 * - Units that repeat (runs > 1, or cases sharing a cluster, such as derived
 *   cases and their source): the cluster-robust interval of the ratio
 *   r = Σ passes / Σ runs over G clusters (Miller 2024, arXiv 2411.00640):
 *   SE = √(G/(G−1) · Σ_g (passes_g − r·runs_g)²) / Σ runs, r ± t_{G−1}·SE
 *   clipped to [0, 1] — the benchmarks' estimator (bench/summary.ts) — and
 *   never narrower than a Wilson interval at r over the G clusters (reruns of
 *   a case are not independent draws: when every case passes every run the
 *   clustered SE is 0, and the clusters, not the runs, say how sure that is);
 *   with fewer than two clusters, that Wilson interval alone.
 * - pass^k: per case, the unbiased C(c, k)/C(n, k) over its judged runs
 *   (bench/estimators.ts), averaged over the cases judged at least k times; the
 *   interval is the same cluster-robust one over the per-case values, never
 *   narrower than a Wilson interval at that value over the cases.
 */
const clip = (x) => (x < 0 ? 0 : x > 1 ? 1 : x);
/** The Wilson score interval at a (possibly fractional) proportion p of n. */
function wilsonAt(p, n, z) {
    if (n <= 0)
        return { low: 0, high: 0 };
    const zz = z * z;
    const denom = 1 + zz / n;
    const centre = (p + zz / (2 * n)) / denom;
    const margin = (z * Math.sqrt((p * (1 - p) + zz / (4 * n)) / n)) / denom;
    return { low: clip(centre - margin), high: clip(centre + margin) };
}
function clusterBounds(groups, confidence, floor) {
    const b = clusterInterval(groups, confidence, floor);
    return { low: b.low, high: b.high };
}
/**
 * The pass rate of judged units with its interval (see the module comment);
 * null when nothing was judged. `cluster: true` forces the cluster-aware method.
 */
function passRateOf(units, confidence, options = {}) {
    if (units.length === 0)
        return null;
    const groups = new Map();
    let passes = 0;
    for (const u of units) {
        const g = groups.get(u.cluster) ?? { y: 0, m: 0 };
        g.m++;
        if (u.passed) {
            g.y++;
            passes++;
        }
        groups.set(u.cluster, g);
    }
    const n = units.length;
    const w = wilson(passes, n, zOf(confidence));
    const repeats = [...groups.values()].some((g) => g.m > 1);
    if (!repeats && options.cluster !== true) {
        return { value: passes / n, low: w.low, high: w.high, method: 'wilson' };
    }
    // The floor counts clusters, not runs: a case's reruns are not independent
    // draws, so an all-pass run of 20 cases × 3 runs is as sure as 20 cases.
    const floor = wilsonAt(passes / n, groups.size, zOf(confidence));
    const b = clusterBounds([...groups.values()], confidence, {
        low: Math.min(floor.low, w.low),
        high: Math.max(floor.high, w.high),
    });
    return { value: passes / n, low: b.low, high: b.high, method: 'cluster' };
}
/** pass^k over cases judged at least k times (k ≥ 2), with its interval; null when none was or k < 2. */
function passHatKOf(cases, k, confidence) {
    if (!Number.isSafeInteger(k) || k < 2)
        return null;
    const scored = cases.filter((t) => t.n >= k);
    if (scored.length === 0)
        return null;
    const groups = new Map();
    let sum = 0;
    for (const t of scored) {
        const v = passHatK(t.n, t.c, k);
        sum += v;
        const g = groups.get(t.cluster) ?? { y: 0, m: 0 };
        g.y += v;
        g.m++;
        groups.set(t.cluster, g);
    }
    const value = sum / scored.length;
    const floor = wilsonAt(value, scored.length, zOf(confidence));
    const b = clusterBounds([...groups.values()], confidence, floor);
    return { k, value, low: b.low, high: b.high };
}
/**
 * A bar's decision on an interval: passed when the lower bound is at least the
 * bar, failed when the upper bound is below it, insufficient evidence between.
 */
function barStatus(rate, bar) {
    if (rate.low >= bar)
        return 'passed';
    if (rate.high < bar)
        return 'failed';
    return 'insufficient_evidence';
}
/**
 * How many more cases, each passing all `runs` runs (or each failing them all),
 * would decide a bar that the interval straddles now; null when none up to
 * `limit` would (a bar of 1 is never cleared).
 */
function casesToDecide(units, runs, bar, confidence, outcome, options = {}) {
    const limit = options.limit ?? 2000;
    const r = Math.max(1, runs);
    const decides = (m) => {
        const extra = [];
        for (let i = 0; i < m; i++) {
            for (let j = 0; j < r; j++)
                extra.push({ cluster: `\u0000more-${i}`, passed: outcome });
        }
        const rate = passRateOf([...units, ...extra], confidence, options);
        if (rate === null)
            return false;
        return outcome ? rate.low >= bar : rate.high < bar;
    };
    if (!decides(limit))
        return null;
    let lo = 1;
    let hi = limit;
    // The interval moves monotonically with more agreeing cases: bisect the smallest m.
    while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (decides(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** The cluster a case's runs belong to: its own, its source's for a derived case, else its id. */
function clusterOf(c, byId) {
    if (c.cluster !== undefined)
        return c.cluster;
    if (c.derived !== undefined) {
        const s = byId.get(c.derived.source);
        return s?.cluster ?? c.derived.source;
    }
    return c.id;
}
/** What to do about a missing or insufficient reason code. */
const NEXT = {
    no_state: "make the system's snapshot() return its state after each run",
    no_expected_state: 'add `expected.state` to the cases named',
    no_expected_answer: 'add `expected.answer` to the cases named',
    agent_error: "look at the agent's errors in the evidence and run again",
    no_control_replay: 'run the cases with a replayable system (one that exports replay())',
    no_fault_replay: 'run the cases with a replayable system (one that exports replay())',
    replay_error: "look at the replay's error in the evidence; replay() must restore the world before the call and continue",
    control_replay_diverged: 'make replay() restore the world exactly as it was before the call (a deterministic sandbox), or `ignore` the bookkeeping paths that differ',
    no_source_run: 'run the source cases as many times as their derived cases',
    no_derived_cases: "check the transform's `field`: it must name a string field of the inputs",
    transform_not_checked: "label the derived cases in the validity_labels file (one line per derived case: {case, transform, valid}) so the transform is known to keep each request's meaning",
};
function mostCommonCode(results) {
    const counts = new Map();
    for (const r of results)
        if (r.reasonCode !== undefined)
            counts.set(r.reasonCode, (counts.get(r.reasonCode) ?? 0) + 1);
    let best;
    let n = 0;
    for (const [code, c] of counts) {
        if (c > n) {
            best = code;
            n = c;
        }
    }
    return best;
}
function codeTally(results) {
    const counts = new Map();
    for (const r of results) {
        const code = r.reasonCode ?? 'unknown';
        counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    return [...counts].map(([code, n]) => `${code} × ${n}`).join(', ');
}
const rateText = (r, passed, judged) => `pass rate ${pct(r.value)} (${passed} of ${plural(judged, 'judged run')}), ${r.method === 'cluster' ? 'cluster-aware' : 'Wilson'} interval ${pct(r.low)}–${pct(r.high)}`;
const exitOf = (s) => (s === 'passed' ? 0 : s === 'failed' ? 1 : 2);
function summarise(j, config, byId) {
    const c = j.criterion;
    const rs = j.results;
    const count = (s) => rs.filter((r) => r.status === s).length;
    const passed = count('passed');
    const failed = count('failed');
    const missing = count('missing');
    const insufficient = count('insufficient_evidence');
    const judged = passed + failed;
    const clusterOfCase = (id) => {
        const k = byId.get(id);
        return k === undefined ? id : clusterOf(k, byId);
    };
    const units = rs
        .filter((r) => r.status === 'passed' || r.status === 'failed')
        .map((r) => ({ cluster: clusterOfCase(r.case), passed: r.status === 'passed' }));
    const passRate = passRateOf(units, config.confidence, { cluster: j.clustered });
    const tallies = new Map();
    for (const r of rs) {
        if (r.status !== 'passed' && r.status !== 'failed')
            continue;
        const t = tallies.get(r.case) ?? { cluster: clusterOfCase(r.case), n: 0, c: 0 };
        t.n++;
        if (r.status === 'passed')
            t.c++;
        tallies.set(r.case, t);
    }
    const passHatK = passHatKOf([...tallies.values()], config.runs, config.confidence);
    const bar = c.bar ?? null;
    let status;
    let reasonCode;
    let reason;
    let next = '';
    const notes = j.notes.length === 0 ? '' : ` (${j.notes.join('; ')})`;
    const firstFailure = rs.find((r) => r.status === 'failed');
    const failureExample = firstFailure === undefined
        ? ''
        : ` For example, case ${JSON.stringify(firstFailure.case)} run ${firstFailure.run}: ${firstFailure.reason ?? 'failed'}.`;
    const missingRuns = rs.filter((r) => r.status === 'missing');
    if (j.blocked !== undefined && j.blocked.reasonCode !== 'transform_not_checked') {
        status = 'missing';
        reasonCode = j.blocked.reasonCode;
        reason = j.blocked.reason;
        next = NEXT[reasonCode] ?? '';
    }
    else if (j.blocked !== undefined) {
        status = 'insufficient_evidence';
        reasonCode = j.blocked.reasonCode;
        reason = j.blocked.reason;
        next = NEXT[reasonCode] ?? '';
    }
    else if (judged === 0) {
        status = insufficient > 0 ? 'insufficient_evidence' : 'missing';
        reasonCode = mostCommonCode(rs) ?? 'nothing_judged';
        reason =
            rs.length === 0
                ? `no case run could be judged${notes}`
                : `none of ${plural(rs.length, 'case run')} could be judged (${codeTally(rs)})${notes}`;
        next = NEXT[reasonCode] ?? '';
    }
    else if (bar !== null && barStatus(passRate, bar) === 'failed') {
        status = 'failed';
        reason = `${rateText(passRate, passed, judged)}: its upper bound is below the bar of ${pct(bar)}${notes}.${failureExample}`;
    }
    else if (bar === null && failed > 0) {
        status = 'failed';
        reason = `${failed} of ${plural(judged, 'judged case run')} failed${notes}.${failureExample}`;
    }
    else if (missing > 0) {
        status = 'missing';
        reasonCode = mostCommonCode(missingRuns) ?? 'missing';
        reason = `${plural(missing, 'case run')} could not be judged (${codeTally(missingRuns)}), and a missing run is never a pass; ${passed} of ${judged} judged runs passed${notes}`;
        next = NEXT[reasonCode] ?? '';
    }
    else if (bar !== null && barStatus(passRate, bar) === 'insufficient_evidence') {
        status = 'insufficient_evidence';
        reasonCode = 'bar_not_decided';
        reason = `${rateText(passRate, passed, judged)} straddles the bar of ${pct(bar)}${notes}`;
        const more = casesToDecide(units, config.runs, bar, config.confidence, true, {
            cluster: j.clustered,
        });
        const fewer = casesToDecide(units, config.runs, bar, config.confidence, false, {
            cluster: j.clustered,
        });
        const parts = [];
        if (more !== null)
            parts.push(`${plural(more, 'more case')} passing every run would clear it`);
        else
            parts.push('no number of passing cases would clear it');
        if (fewer !== null)
            parts.push(`${plural(fewer, 'more case')} failing every run would put it below`);
        next = `${parts.join('; ')}`;
    }
    else {
        status = 'passed';
        reason =
            bar === null
                ? `all ${plural(judged, 'judged case run')} passed${notes}`
                : `${rateText(passRate, passed, judged)} clears the bar of ${pct(bar)}${notes}`;
    }
    if (status === 'failed')
        next = 'see the failing runs and their compared paths in the case panel';
    const summary = {
        name: c.name,
        type: c.type,
        status,
        reason,
        ...(reasonCode === undefined ? {} : { reasonCode }),
        bar,
        passed,
        failed,
        missing,
        insufficient,
        passRate,
        passHatK,
        ...(c.type === 'fault_recovery'
            ? { recovery: { fault: c.fault, held: judged, recovered: passed, rate: passRate } }
            : {}),
    };
    const verb = status === 'passed'
        ? 'passed'
        : status === 'failed'
            ? 'failed'
            : status === 'missing'
                ? 'is missing evidence'
                : 'has insufficient evidence';
    const text = `${c.name} ${verb}: ${reason}${reason.endsWith('.') ? '' : '.'}${next === '' ? '' : ` Next: ${next}.`}`;
    return {
        summary,
        finding: {
            id: `criterion:${c.name}`,
            subject: c.name,
            outcome: status,
            gates: status !== 'passed',
            exitCode: exitOf(status),
            text,
        },
    };
}
// ---- the state layer ------------------------------------------------------------
/**
 * The repeatability meter on the state layer: each case's runs 1–2, 3–4, …
 * are disjoint pairs; a pair with a missing state or a failed call on either
 * side is left out; a flip is a pair whose end states differ (canonical JSON,
 * the criteria's bookkeeping `ignore` paths left out). The interval and the
 * call are the meter's (Wilson, z = 1.96, strict against epsilon). Null when
 * no pair was formed.
 */
function stateRepeatability(runsByCase, ignore, epsilon) {
    let pairs = 0;
    let flips = 0;
    let cases = 0;
    for (const runs of runsByCase.values()) {
        const byRun = new Map();
        for (const r of runs)
            byRun.set(r.run, r);
        const last = runs.reduce((m, r) => Math.max(m, r.run), 0);
        let any = false;
        for (let n = 1; n + 1 <= last; n += 2) {
            const a = byRun.get(n);
            const b = byRun.get(n + 1);
            if (a?.endState == null || b?.endState == null)
                continue;
            if (a.trajectory.error !== undefined || b.trajectory.error !== undefined)
                continue;
            pairs++;
            any = true;
            if (!statesAgree(compareState(a.endState.state, b.endState.state, a.endState.state, {
                mode: 'whole',
                ignore,
            })))
                flips++;
        }
        if (any)
            cases++;
    }
    if (pairs === 0)
        return null;
    const interval = intervalBy('wilson', flips, pairs);
    return {
        cases,
        pairs,
        flips,
        flipRate: flips / pairs,
        ciLow: interval.low,
        ciHigh: interval.high,
        call: callBy('wilson', flips, pairs, epsilon),
    };
}
// ---- slices -------------------------------------------------------------------------
function checkBounds(bounds, where) {
    bounds.forEach((b, i) => {
        if (!Number.isSafeInteger(b) || b < 0 || (i > 0 && b <= bounds[i - 1])) {
            throw new Refusal('stateful.slices', `expected slice bounds as whole numbers of at least 0 in increasing order, got ${JSON.stringify(bounds)}`, where);
        }
    });
}
/** The buckets bounds make: [1, 2] → 0, 1, 2, 3+; [2, 5] → 0–1, 2, 3–5, 6+. */
function bucketsOf(bounds) {
    if (bounds.length === 0)
        return [];
    const first = bounds[0];
    const edges = [-1, first - 1, ...bounds];
    const out = [];
    for (let i = 1; i < edges.length; i++) {
        const lo = edges[i - 1] + 1;
        const hi = edges[i];
        if (hi < lo)
            continue;
        out.push({ lo, hi, label: lo === hi ? `${lo}` : `${lo}–${hi}` });
    }
    const top = bounds[bounds.length - 1] + 1;
    out.push({ lo: top, hi: Number.POSITIVE_INFINITY, label: `${top}+` });
    return out;
}
/**
 * Slices over case runs, not per criterion: a case run judged by at least one
 * criterion (passed or failed) is one unit, and it passes when none of its
 * results failed. `tool_calls` buckets by its number of tool calls,
 * `trajectory_length` by its steps (every tool call, plus the final answer when
 * there is one). Rate and support per bucket; no curve is fitted.
 */
function slicesOf(results, runsByCase, config) {
    checkBounds(config.slices.toolCalls, 'slices.tool_calls');
    checkBounds(config.slices.trajectoryLength, 'slices.trajectory_length');
    const units = new Map();
    for (const r of results) {
        if (r.status !== 'passed' && r.status !== 'failed')
            continue;
        const run = (runsByCase.get(r.case) ?? []).find((x) => x.run === r.run);
        if (run === undefined)
            continue;
        const key = `${r.run}\u0000${r.case}`;
        const u = units.get(key) ?? { run, passed: true };
        if (r.status === 'failed')
            u.passed = false;
        units.set(key, u);
    }
    const out = [];
    const dims = [
        ['tool_calls', config.slices.toolCalls, (run) => run.trajectory.calls.length],
        [
            'trajectory_length',
            config.slices.trajectoryLength,
            (run) => run.trajectory.calls.length + (run.trajectory.answer === null ? 0 : 1),
        ],
    ];
    for (const [dimension, bounds, measure] of dims) {
        for (const b of bucketsOf(bounds)) {
            let support = 0;
            let passed = 0;
            for (const u of units.values()) {
                const m = measure(u.run);
                if (m < b.lo || m > b.hi)
                    continue;
                support++;
                if (u.passed)
                    passed++;
            }
            out.push({
                dimension,
                bucket: b.label,
                support,
                passed,
                rate: support === 0 ? null : passed / support,
            });
        }
    }
    return out;
}
/** Assess a cases run: see the module comment. */
function buildCasesReport(model, options) {
    const epsilon = options.epsilon === undefined
        ? PRECISIONS[DEFAULT_PRECISION]
        : validateEpsilon(options.epsilon, 'epsilon');
    const judgements = judgeCases(model, options.matchPattern);
    const byId = new Map(model.cases.map((c) => [c.id, c]));
    const runsByCase = new Map();
    for (const r of model.runs) {
        const list = runsByCase.get(r.case) ?? [];
        list.push(r);
        runsByCase.set(r.case, list);
    }
    for (const list of runsByCase.values())
        list.sort((a, b) => a.run - b.run);
    const bookkeeping = [
        ...new Set(model.config.criteria.flatMap((c) => c.type === 'state_matches' || c.type === 'state_unchanged' ? (c.ignore ?? []) : [])),
    ];
    const summarised = judgements.map((j) => summarise(j, model.config, byId));
    const criteria = summarised.map((s) => s.summary);
    const results = judgements.flatMap((j) => j.results);
    const findings = summarised.map((s) => s.finding);
    if (criteria.length === 0) {
        findings.push({
            id: 'criteria:none',
            subject: '',
            outcome: 'missing',
            gates: true,
            exitCode: 2,
            text: 'No criterion is declared, so nothing was judged. Next: declare criteria in agentverity.yml.',
        });
    }
    if (!model.complete) {
        findings.push({
            id: 'run:incomplete',
            subject: '',
            outcome: 'missing',
            gates: true,
            exitCode: 2,
            text: 'Collection stopped before every planned run and replay was made, so the evidence is incomplete. Next: run the cases again.',
        });
    }
    const exitCode = findings.some((f) => f.gates && f.exitCode === 1)
        ? 1
        : findings.some((f) => f.gates && f.exitCode === 2)
            ? 2
            : 0;
    const names = (s) => criteria.filter((c) => c.status === s).map((c) => c.name);
    const failedNames = names('failed');
    const undecided = [...names('missing'), ...names('insufficient_evidence')];
    const sources = model.cases.filter((c) => c.derived === undefined).length;
    const derived = model.cases.length - sources;
    const scope = `${plural(sources, 'case')}${derived > 0 ? ` (+${derived} derived)` : ''} × ${plural(model.config.runs, 'run')}`;
    let headline;
    if (failedNames.length > 0) {
        headline = `${failedNames.length} of ${plural(criteria.length, 'criterion', 'criteria')} failed (${failedNames.join(', ')}) on ${scope}`;
    }
    else if (exitCode === 2) {
        headline =
            undecided.length > 0
                ? `No criterion failed, but ${undecided.length} of ${criteria.length} could not be decided (${undecided.join(', ')}) on ${scope}`
                : `Nothing could be decided on ${scope}`;
    }
    else {
        headline = `${criteria.length === 1 ? 'The criterion' : `All ${criteria.length} criteria`} passed on ${scope}`;
    }
    return {
        cases: model.cases.length,
        runs: model.config.runs,
        criteria,
        results,
        stateRepeatability: stateRepeatability(runsByCase, bookkeeping, epsilon),
        slices: slicesOf(results, runsByCase, model.config),
        exitCode,
        headline,
        findings,
        casePanel: model.cases.map((c) => ({
            case: c.id,
            input: c.input,
            runs: (runsByCase.get(c.id) ?? []).map((r) => ({
                run: r.run,
                calls: r.trajectory.calls.length,
                answer: r.trajectory.answer,
                // The case panel shows each tool call with its arguments and result.
                trajectory: r.trajectory,
            })),
        })),
        replaySources: replaySourcesOf(model),
        evidenceDigest: options.evidenceDigest,
    };
}
function replaySourcesOf(model) {
    const cached = model.replays.filter((p) => p.cached === true);
    const versions = new Set();
    for (const p of cached)
        versions.add(p.version ?? '(no version)');
    return {
        replays: model.replays.length,
        cached: cached.length,
        cachedVersions: [...versions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    };
}

/**
 * Stateful cases files (issue 16): JSON Lines, one case per line, or one JSON
 * list of cases (docs/cases-format.md):
 *
 * ```json
 * {"id": "ord-001", "input": "Refund order 1", "initial_state": {"orders": {"1": {"status": "paid"}}},
 *  "expected": {"answer": "refunded", "state": {"orders": {"1": {"status": "refunded"}}}}, "cluster": "refunds"}
 * ```
 *
 * Choices, each refused rather than guessed (exit 2, the file, the line and the
 * JSON path named):
 * - `initial_state` is required; `null` is a state (the system is reset to null),
 *   distinct from a missing key, which is refused so a forgotten state is never
 *   read as null. `expected` is required too (`{}` when the criteria need nothing).
 * - ids are unique and never contain `~`: `<id>~<transform>` names a derived case.
 * - unknown keys, a byte-order mark other than one at the very start, a line over
 *   8 MiB, nesting past 512 levels, a lone surrogate and the keys `__proto__`,
 *   `constructor` and `prototype` (anywhere in a case: a state copied by
 *   assignment must not touch an object's prototype) are refused.
 * - blank lines of a JSONL file are skipped; CRLF line ends are fine.
 */
/** Keys refused anywhere in a case (and in the state paths of agentverity.yml). */
const RESERVED_KEYS = new Set([
    '__proto__',
    'constructor',
    'prototype',
]);
/** The longest line (in UTF-8 bytes) of a JSONL cases file. */
const MAX_CASE_LINE_BYTES = 8 * 1024 * 1024;
const ID = {
    type: 'string',
    minLength: 1,
    maxLength: 256,
    pattern: '^[^~]*$',
};
/** The JSON Schema (draft-07) of one case as written (a JSONL line, or an item of a JSON list). */
const CASES_JSON_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'AgentVerity Action stateful case',
    description: 'One stateful case: a line of a JSON Lines cases file, or an item of a JSON list of cases. The request, the world it starts in, and what is expected of the answer and of the world left behind.',
    type: 'object',
    additionalProperties: false,
    required: ['id', 'input', 'initial_state', 'expected'],
    properties: {
        id: {
            ...ID,
            description: 'Unique in the file; never contains "~" (a derived case is named <id>~<transform>).',
        },
        input: {
            description: 'The request: a non-empty string, or an object (a structured request).',
            type: ['string', 'object'],
            minLength: 1,
        },
        initial_state: {
            description: 'The world the case starts in (any JSON value; null is a state). The system is reset to a fresh deep copy of it. Part of the case fingerprint.',
        },
        expected: {
            type: 'object',
            additionalProperties: false,
            properties: {
                answer: {
                    type: 'string',
                    description: 'What the answer criterion compares the final answer with.',
                },
                state: {
                    description: 'The expected end state, or the part of it the state criteria compare (any JSON value).',
                },
            },
        },
        cluster: {
            type: 'string',
            minLength: 1,
            maxLength: 256,
            description: 'Cases sharing a cluster are not independent (cluster-aware intervals); default: the case id.',
        },
    },
};
/** `file:line: path` (the path left out when empty). */
function placeAt(file, line, path) {
    const at = jsonPath(path);
    return at === '' ? `${file}:${line}` : `${file}:${line}: ${at}`;
}
function refuseCase(problems, file, line) {
    const first = problems[0];
    if (problems.length === 1) {
        throw new Refusal(first.code, first.message, placeAt(file, line, first.path));
    }
    const shown = problems.slice(0, 10).map((p) => {
        const at = jsonPath(p.path);
        return `  - ${at === '' ? '(the case)' : at}: ${p.message}`;
    });
    const more = problems.length - shown.length;
    if (more > 0)
        shown.push(`  - … and ${more} more problem${more === 1 ? '' : 's'}`);
    throw new Refusal(first.code, `not a valid case (${problems.length} problems):\n${shown.join('\n')}`, `${file}:${line}`);
}
/** The first reserved key (`__proto__`, `constructor`, `prototype`) in a parsed JSON value, by path. */
function findReservedKey(value) {
    const stack = [{ v: value, path: [] }];
    while (stack.length > 0) {
        const { v, path } = stack.pop();
        if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push({ v: v[i], path: [...path, i] });
        }
        else if (isPlainObject(v)) {
            const keys = Object.keys(v);
            for (const k of keys)
                if (RESERVED_KEYS.has(k))
                    return [...path, k];
            for (let i = keys.length - 1; i >= 0; i--) {
                const k = keys[i];
                stack.push({ v: v[k], path: [...path, k] });
            }
        }
    }
    return null;
}
let validator$2 = null;
function schemaProblems(value) {
    if (validator$2 === null) {
        const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
        validator$2 = ajv.compile(inlineDefinitions(CASES_JSON_SCHEMA));
    }
    if (validator$2(value))
        return [];
    return (validator$2.errors ?? [])
        .map((e) => problemOfAjv(e))
        .filter((p) => p !== null);
}
const KNOWN_KEYS = {
    '': Object.keys(CASES_JSON_SCHEMA.properties),
    expected: Object.keys(CASES_JSON_SCHEMA.properties.expected.properties),
};
function problemOfAjv(e) {
    const problem = problemFromAjv(e, 'a cases file', (err, path) => {
        const params = err.params;
        if (err.keyword === 'minLength' && path.length === 1 && path[0] === 'input') {
            return {
                path,
                message: 'is empty; expected the request (a non-empty string or an object)',
            };
        }
        if (err.keyword === 'required' && params['missingProperty'] === 'initial_state') {
            return {
                path: ['initial_state'],
                message: 'missing (required): give the world the case starts in; write "initial_state": null for a system whose state is null',
            };
        }
        return undefined;
    }, { keysAt: (path) => KNOWN_KEYS[jsonPath(path)] ?? [] });
    if (problem === null)
        return null;
    const reservedId = e.keyword === 'pattern' && jsonPath(problem.path) === 'id';
    return reservedId
        ? {
            code: 'cases.reserved-id',
            path: problem.path,
            message: `contains "~", which names derived cases (<id>~<transform>); found ${shortJson(e.data)}`,
        }
        : { code: 'cases.invalid', ...problem };
}
/** One parsed item (a line's value, or a list item) as a case, or a refusal at `file:line`. */
function caseOf(value, file, line, prefix) {
    const at = (path) => [...prefix, ...path];
    const fail = (code, path, message) => refuseCase([{ code, path: at(path), message }], file, line);
    if (!isPlainObject(value)) {
        fail('cases.invalid', [], `expected a case object ({"id", "input", "initial_state", "expected"}), found ${typeName(value)}`);
    }
    const reserved = findReservedKey(value);
    if (reserved !== null) {
        fail('cases.reserved-key', reserved, `the key ${JSON.stringify(reserved[reserved.length - 1])} is not allowed in a case (it names an object's prototype); rename it`);
    }
    const lone = findLoneSurrogate(value);
    if (lone !== null) {
        fail('json.lone-surrogate', lone.path, `expected text that can be written as UTF-8, found a lone surrogate U+${lone.unit.toString(16).toUpperCase()} (an unpaired \\u escape)${lone.inKey ? ' in this key' : ''}`);
    }
    const problems = schemaProblems(value).map((p) => ({ ...p, path: at(p.path) }));
    if (problems.length > 0)
        refuseCase(problems, file, line);
    const raw = value;
    if (typeof raw.input === 'string' && isBlank(raw.input)) {
        fail('cases.invalid', ['input'], 'is blank; expected the request (a non-empty string or an object)');
    }
    if (isBlank(raw.id))
        fail('cases.invalid', ['id'], 'is blank; expected a non-empty id');
    if (raw.cluster !== undefined && isBlank(raw.cluster)) {
        fail('cases.invalid', ['cluster'], 'is blank; give a cluster name or leave the key out');
    }
    const expected = {
        ...(raw.expected.answer === undefined ? {} : { answer: raw.expected.answer }),
        ...('state' in raw.expected && raw.expected.state !== undefined
            ? { state: raw.expected.state }
            : {}),
    };
    return {
        id: raw.id,
        input: raw.input,
        initialState: raw.initial_state,
        expected,
        ...(raw.cluster === undefined ? {} : { cluster: raw.cluster }),
        fingerprint: caseFingerprint(raw.input, raw.initial_state),
        where: `${file}:${line}`,
    };
}
/** The offsets where the items of a valid top-level JSON list start. */
function itemOffsets(text) {
    const out = [];
    let depth = 0;
    let expectItem = false;
    const n = text.length;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d)
            continue;
        if (depth === 1 && expectItem) {
            if (c !== 0x5d)
                out.push(i);
            expectItem = false;
        }
        if (c === 0x22) {
            for (i++; i < n; i++) {
                const d = text.charCodeAt(i);
                if (d === 0x5c)
                    i++;
                else if (d === 0x22)
                    break;
            }
        }
        else if (c === 0x5b || c === 0x7b) {
            depth++;
            if (depth === 1)
                expectItem = true;
        }
        else if (c === 0x5d || c === 0x7d)
            depth--;
        else if (c === 0x2c && depth === 1)
            expectItem = true;
    }
    return out;
}
/** The values of a JSONL text with their line numbers (blank lines skipped). */
function jsonlValues(body, file) {
    const out = [];
    const lines = body.split('\n');
    lines.forEach((raw, i) => {
        const n = i + 1;
        const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (text.trim() === '')
            return;
        const bytes = Buffer.byteLength(text, 'utf8');
        if (bytes > MAX_CASE_LINE_BYTES) {
            throw new Refusal('cases.too-long', `the line is ${bytes.toLocaleString('en')} bytes, longer than ${MAX_CASE_LINE_BYTES.toLocaleString('en')}; expected one case per line (keep large states smaller, or split the case)`, `${file}:${n}`);
        }
        if (text.startsWith('\uFEFF')) {
            throw new Refusal('cases.invalid', 'the line starts with a byte-order mark (U+FEFF): were two files joined? Only the first line of a file may start with one', `${file}:${n}`);
        }
        let value;
        try {
            value = JSON.parse(text);
        }
        catch (error) {
            const spot = locateSyntaxError(text);
            const col = spot === null ? 1 : lineAndColumn(text, spot.offset).column;
            const multi = n <= 2 && /^\s*[{[]\s*$/.test(text);
            throw new Refusal('json.syntax', spot === null
                ? `not valid JSON (${error instanceof Error ? error.message : String(error)})`
                : `not valid JSON: expected ${spot.expected}${multi ? '. A JSONL cases file holds one case per line; a case written over several lines belongs in a JSON list ([ … ])' : ''}`, `${file}:${n}:${col}`);
        }
        const deep = deepNestingOffset(text, MAX_JSON_DEPTH);
        if (deep >= 0) {
            throw new Refusal('json.depth', `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep here; no file we read needs that`, `${file}:${n}:${lineAndColumn(text, deep).column}`);
        }
        out.push({ value, line: n });
    });
    return out;
}
/**
 * Parses a cases file's text (JSONL, or a JSON list when the first character
 * other than whitespace is `[`); `file` names it in refusals. One leading
 * byte-order mark is dropped. Every refusal names the file, the line and, where
 * there is one, the JSON path.
 */
function parseCases(text, file) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    if (body.trim() === '') {
        throw new Refusal('cases.empty', 'the file holds no case; expected one case per line (JSONL) or a JSON list of cases', file);
    }
    let items;
    if (body.trimStart().startsWith('[')) {
        const list = parseJsonText(body, file);
        if (!Array.isArray(list)) {
            throw new Refusal('cases.invalid', 'expected a JSON list of cases', `${file}:1`);
        }
        const offsets = itemOffsets(body);
        items = list.map((value, i) => ({
            value,
            line: lineAndColumn(body, offsets[i] ?? 0).line,
            prefix: [i],
        }));
    }
    else {
        items = jsonlValues(body, file).map((v) => ({ ...v, prefix: [] }));
    }
    if (items.length === 0) {
        throw new Refusal('cases.empty', 'the list holds no case; expected at least one', file);
    }
    const cases = [];
    const firstLine = new Map();
    for (const item of items) {
        const c = caseOf(item.value, file, item.line, item.prefix);
        const before = firstLine.get(c.id);
        if (before !== undefined) {
            refuseCase([
                {
                    code: 'cases.duplicate-id',
                    path: [...item.prefix, 'id'],
                    message: `duplicate id ${shortJson(c.id)}: line ${before} has it too; every case id must be unique`,
                },
            ], file, item.line);
        }
        firstLine.set(c.id, item.line);
        cases.push(c);
    }
    return cases;
}
/** Reads a cases file (strict UTF-8), refusing what `parseCases` refuses. */
async function readCasesFile(path) {
    return parseCases(await readTextFile(path), path);
}

/**
 * The JSON Schema (draft-07) of a cases configuration, agentverity.yml as
 * written (snake_case keys), the criterion types it names and the most runs per
 * case it allows. ./cases-config.ts checks a file against it first, then by
 * its own rules. Published as schemas/agentverity-config.schema.json.
 */
/** The most runs per case a configuration may ask for. */
const MAX_RUNS = 1000;
const NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';
const NAME = { type: 'string', minLength: 1, maxLength: 128, pattern: NAME_PATTERN };
const PATHS = { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } };
const BOUNDS$1 = {
    type: 'array',
    maxItems: 100,
    items: { type: 'integer', minimum: 0 },
    description: 'Strictly increasing whole numbers: the bucket bounds.',
};
const CRITERION_TYPES = [
    'state_matches',
    'state_unchanged',
    'fault_recovery',
    'metamorphic_relation',
    'answer',
];
/** The JSON Schema (draft-07) of agentverity.yml as written (snake_case keys). Published as schemas/agentverity-config.schema.json. */
const CASES_CONFIG_JSON_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'AgentVerity Action stateful cases configuration (agentverity.yml)',
    description: 'The criteria stateful cases are judged by, the transforms that derive cases, the validity labels, repeats, confidence and slices. Written in YAML or JSON.',
    type: 'object',
    additionalProperties: false,
    required: ['criteria'],
    properties: {
        cases: {
            type: 'string',
            minLength: 1,
            description: 'The cases file (JSONL or a JSON list), relative to this file.',
        },
        runs: {
            type: 'integer',
            minimum: 1,
            maximum: MAX_RUNS,
            description: 'Runs of every case, each from a fresh reset. Default 1.',
        },
        confidence: {
            type: 'number',
            exclusiveMinimum: 0,
            exclusiveMaximum: 1,
            description: 'Confidence level of every interval. Default 0.95.',
        },
        criteria: { type: 'array', minItems: 1, items: { $ref: '#/definitions/criterion' } },
        transforms: { type: 'array', items: { $ref: '#/definitions/transform' } },
        validity_labels: {
            type: 'string',
            minLength: 1,
            description: "People's validity labels of derived cases (JSONL), relative to this file.",
        },
        minimum_validity: {
            type: 'number',
            exclusiveMinimum: 0,
            maximum: 1,
            description: "Share of a transform's labelled derived cases that must be valid before its relation is judged. Default 1.",
        },
        allow_approximate_methods: {
            type: 'boolean',
            description: 'Allow cluster-aware (approximate) intervals; needed by metamorphic_relation. Default false.',
        },
        slices: {
            type: 'object',
            additionalProperties: false,
            properties: { tool_calls: BOUNDS$1, trajectory_length: BOUNDS$1 },
        },
    },
    definitions: {
        criterion: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'type'],
            properties: {
                name: { ...NAME, description: 'Unique; names the finding and the JUnit test case.' },
                type: { enum: [...CRITERION_TYPES] },
                bar: {
                    type: 'number',
                    minimum: 0,
                    maximum: 1,
                    description: 'Minimum pass rate: passes when the interval clears it, fails when the upper bound is below it.',
                },
                mode: {
                    enum: [...STATE_MODES],
                    description: 'state_matches: whole (default), paths, subset or tolerance.',
                },
                paths: {
                    ...PATHS,
                    description: 'state_matches (mode: paths): the paths compared; state_unchanged: the paths that keep their initial values.',
                },
                tolerance: {
                    type: 'number',
                    minimum: 0,
                    description: 'state_matches (mode: tolerance): numbers within this difference match.',
                },
                ignore: {
                    ...PATHS,
                    description: 'state_matches, state_unchanged: paths never judged (bookkeeping).',
                },
                everything_else: {
                    type: 'boolean',
                    description: 'state_unchanged: every path not named in expected.state keeps its initial value.',
                },
                tool: { type: 'string', minLength: 1, description: 'fault_recovery: the tool that fails.' },
                fault: { enum: [...FAULTS], description: 'fault_recovery: error, timeout or malformed.' },
                escalate_tools: {
                    type: 'array',
                    items: { type: 'string', minLength: 1 },
                    description: 'fault_recovery: calling one of these after the fault counts as recovering.',
                },
                relation: {
                    enum: [...RELATIONS],
                    description: 'metamorphic_relation: same_output, same_actions or same_state.',
                },
                transform: {
                    type: 'string',
                    minLength: 1,
                    description: 'metamorphic_relation: the declared transform (by name).',
                },
                match: {
                    enum: [...ANSWER_MATCHES],
                    description: 'answer: exact (default), contains or regex.',
                },
                case_sensitive: {
                    type: 'boolean',
                    description: 'answer (exact, contains): default true.',
                },
            },
        },
        transform: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'template'],
            properties: {
                name: { ...NAME, description: 'Unique; derived cases are named <case id>~<name>.' },
                field: {
                    type: 'string',
                    description: 'The dotted path of the input field replaced; "" (the default) for a string input itself.',
                },
                template: {
                    type: 'string',
                    minLength: 1,
                    description: 'The new value; must contain {value}, the old value.',
                },
            },
        },
    },
};

/** Which criterion types take each type-specific key. */
const KEY_TYPES = {
    mode: ['state_matches'],
    paths: ['state_matches', 'state_unchanged'],
    tolerance: ['state_matches'],
    ignore: ['state_matches', 'state_unchanged'],
    everything_else: ['state_unchanged'],
    tool: ['fault_recovery'],
    fault: ['fault_recovery'],
    escalate_tools: ['fault_recovery'],
    relation: ['metamorphic_relation'],
    transform: ['metamorphic_relation'],
    match: ['answer'],
    case_sensitive: ['answer'],
};
function refuse$1(problems, file, at) {
    const { message, where } = locatedRefusal(problems, file, at, 'agentverity.yml');
    throw new Refusal(problems[0].code, message, where);
}
let validator$1 = null;
function knownKeysAt(p) {
    const s = CASES_CONFIG_JSON_SCHEMA;
    if (p.length === 0)
        return Object.keys(s.properties);
    if (p[0] === 'slices')
        return Object.keys(s.properties.slices.properties);
    if (p[0] === 'criteria')
        return Object.keys(s.definitions.criterion.properties);
    return Object.keys(s.definitions.transform.properties);
}
/**
 * An ajv error in the words every reader of ours uses (schema-problems.ts, as
 * YAML names types, an unknown key at the key with the known ones), with the
 * config's own for a name that breaks its pattern.
 */
function problemOf(e) {
    const p = problemFromAjv(e, 'agentverity.yml', (err, at) => err.keyword === 'pattern' && at[at.length - 1] === 'name'
        ? {
            path: at,
            message: `expected a name of letters, digits, "_", "." and "-" (starting with a letter or digit), found ${shortJson(err.data)}`,
        }
        : undefined, { yaml: true, keysAt: knownKeysAt });
    if (p === null)
        return null;
    return { code: 'config.invalid', ...p, atKey: e.keyword === 'additionalProperties' };
}
/**
 * Why a dotted state path (`orders.ord-1.status`, `items[0].qty`) cannot be used,
 * or null: empty steps, unbalanced brackets, and the keys `__proto__`,
 * `constructor` and `prototype` are refused.
 */
function statePathProblem(text) {
    if (text === '')
        return 'is empty; expected a dotted path such as orders.ord-1.status';
    const step = /^(?:[^.[\]]+|\[(?:0|[1-9][0-9]*)\])/;
    let rest = text;
    let first = true;
    while (rest !== '') {
        if (!first) {
            if (rest.startsWith('.'))
                rest = rest.slice(1);
            else if (!rest.startsWith('['))
                return `is not a dotted path (at ${shortJson(rest)})`;
        }
        const m = step.exec(rest);
        if (m === null) {
            return `is not a dotted path: expected a key or [index] at ${shortJson(rest)} (no empty steps, indexes as [0])`;
        }
        const key = m[0];
        if (RESERVED_KEYS.has(key))
            return `names ${JSON.stringify(key)}, which is not allowed in a path`;
        rest = rest.slice(key.length);
        first = false;
    }
    return null;
}
function listOf(types) {
    return types.length === 1
        ? types[0]
        : `${types.slice(0, -1).join(', ')} and ${types[types.length - 1]}`;
}
/** The rules a schema cannot state. */
function semanticProblems$1(raw) {
    const problems = [];
    const push = (code, at, message, atKey = false) => {
        problems.push({ code, path: at, message, atKey });
    };
    const transforms = raw.transforms ?? [];
    const transformAt = new Map();
    transforms.forEach((t, i) => {
        const before = transformAt.get(t.name);
        if (before !== undefined) {
            push('config.duplicate-name', ['transforms', i, 'name'], `duplicate transform name ${shortJson(t.name)}: transforms[${before}] has it too`);
        }
        else
            transformAt.set(t.name, i);
        if (!t.template.includes('{value}')) {
            push('config.invalid', ['transforms', i, 'template'], 'must contain {value} (the old value): a template without it replaces the request, so no derived case could keep its meaning');
        }
        if (t.field !== undefined && t.field !== '') {
            const why = statePathProblem(t.field);
            if (why !== null)
                push('config.invalid', ['transforms', i, 'field'], why);
        }
    });
    const criterionAt = new Map();
    raw.criteria.forEach((c, i) => {
        const at = ['criteria', i];
        const before = criterionAt.get(c.name);
        if (before !== undefined) {
            push('config.duplicate-name', [...at, 'name'], `duplicate criterion name ${shortJson(c.name)}: criteria[${before}] has it too; every criterion name must be unique`);
        }
        else
            criterionAt.set(c.name, i);
        for (const key of Object.keys(c)) {
            const types = KEY_TYPES[key];
            if (types !== undefined && !types.includes(c.type)) {
                push('config.misplaced-key', [...at, key], `applies to ${listOf(types)} only; ${c.type === 'answer' ? 'an' : 'a'} ${c.type} criterion has no ${key}`, true);
            }
        }
        for (const key of ['paths', 'ignore']) {
            c[key]?.forEach((p, j) => {
                const why = statePathProblem(p);
                if (why !== null)
                    push('config.invalid', [...at, key, j], why);
            });
        }
        switch (c.type) {
            case 'state_matches': {
                const mode = c.mode ?? 'whole';
                if (mode === 'paths' && c.paths === undefined) {
                    push('config.invalid', [...at, 'paths'], 'missing: mode: paths compares the paths listed here');
                }
                if (mode !== 'paths' && c.paths !== undefined) {
                    push('config.misplaced-key', [...at, 'paths'], `applies to mode: paths only; mode ${mode} compares ${mode === 'whole' || mode === 'tolerance' ? 'the whole state' : 'every path of expected.state'} (give mode: paths, or ignore for paths not judged)`, true);
                }
                if (mode === 'tolerance' && c.tolerance === undefined) {
                    push('config.invalid', [...at, 'tolerance'], 'missing: mode: tolerance needs a tolerance (a number >= 0)');
                }
                if (mode !== 'tolerance' && c.tolerance !== undefined) {
                    push('config.misplaced-key', [...at, 'tolerance'], `applies to mode: tolerance only, not mode ${mode}`, true);
                }
                break;
            }
            case 'state_unchanged':
                if (c.paths === undefined && c.everything_else !== true) {
                    push('config.invalid', at, 'says nothing to keep: give paths that must keep their initial values, or everything_else: true');
                }
                break;
            case 'fault_recovery':
                if (c.tool === undefined)
                    push('config.invalid', [...at, 'tool'], 'missing (required): the tool whose result is replaced by the fault');
                if (c.fault === undefined)
                    push('config.invalid', [...at, 'fault'], 'missing (required): expected one of error, timeout, malformed');
                c.escalate_tools?.forEach((t, j) => {
                    if (c.escalate_tools?.indexOf(t) !== j) {
                        push('config.invalid', [...at, 'escalate_tools', j], `${shortJson(t)} is listed twice`);
                    }
                });
                break;
            case 'metamorphic_relation':
                if (c.relation === undefined)
                    push('config.invalid', [...at, 'relation'], 'missing (required): expected one of same_output, same_actions, same_state');
                if (c.transform === undefined) {
                    push('config.invalid', [...at, 'transform'], 'missing (required): the name of a declared transform');
                }
                else if (!transformAt.has(c.transform)) {
                    const names = [...transformAt.keys()];
                    push('config.unknown-transform', [...at, 'transform'], `names transform ${shortJson(c.transform)}, which transforms does not declare${names.length === 0 ? ' (it declares none)' : `; declared: ${names.join(', ')}`}`);
                }
                if (raw.allow_approximate_methods !== true) {
                    push('config.approximate', [...at, 'type'], "a derived case shares its source's cluster, so the relation's rates need cluster-aware intervals, which are approximate: set allow_approximate_methods: true (and give at least 20 source cases)");
                }
                break;
            case 'answer':
                if (c.match === 'regex' && c.case_sensitive !== undefined) {
                    push('config.misplaced-key', [...at, 'case_sensitive'], 'applies to match: exact and contains only; write the regex case-insensitively instead', true);
                }
                break;
        }
    });
    for (const key of ['tool_calls', 'trajectory_length']) {
        const bounds = raw.slices?.[key];
        bounds?.forEach((b, j) => {
            const prev = bounds[j - 1];
            if (prev !== undefined && b <= prev) {
                push('config.invalid', ['slices', key, j], `expected bounds in increasing order, found ${b} after ${prev}`);
            }
        });
    }
    return problems;
}
function criterionOf(c) {
    const base = { name: c.name, ...(c.bar === undefined ? {} : { bar: c.bar }) };
    const ignore = c.ignore === undefined ? {} : { ignore: [...c.ignore] };
    switch (c.type) {
        case 'state_matches':
            return {
                ...base,
                type: 'state_matches',
                mode: c.mode ?? 'whole',
                ...(c.paths === undefined ? {} : { paths: [...c.paths] }),
                ...(c.tolerance === undefined ? {} : { tolerance: c.tolerance }),
                ...ignore,
            };
        case 'state_unchanged':
            return {
                ...base,
                type: 'state_unchanged',
                ...(c.paths === undefined ? {} : { paths: [...c.paths] }),
                everythingElse: c.everything_else === true,
                ...ignore,
            };
        case 'fault_recovery':
            return {
                ...base,
                type: 'fault_recovery',
                tool: c.tool,
                fault: c.fault,
                escalateTools: [...(c.escalate_tools ?? [])],
            };
        case 'metamorphic_relation':
            return {
                ...base,
                type: 'metamorphic_relation',
                relation: c.relation,
                transform: c.transform,
            };
        case 'answer': {
            const match = c.match ?? 'exact';
            return {
                ...base,
                type: 'answer',
                match,
                ...(match === 'regex' ? {} : { caseSensitive: c.case_sensitive ?? true }),
            };
        }
    }
}
/**
 * Parses agentverity.yml from its text; `file` names it in refusals and is the
 * base the `cases` and `validity_labels` paths are resolved against. Defaults:
 * runs 1, confidence 0.95, minimum_validity 1, allow_approximate_methods false,
 * no transforms, no slices; a state_matches criterion's mode `whole`, an answer
 * criterion's match `exact` (case-sensitive), a fault_recovery criterion's
 * escalate_tools none. `CasesConfig.validityLabels` keeps the path as written.
 */
async function parseCasesConfig(text, file) {
    const { value, at } = await parseYamlText(text, file, {
        syntax: 'config.syntax',
        invalid: 'config.invalid',
        what: 'an agentverity.yml with criteria',
        mapping: 'a mapping with criteria (and cases, runs, transforms …)',
    });
    withoutNullSettings(value);
    if (validator$1 === null) {
        const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
        validator$1 = ajv.compile(inlineDefinitions(CASES_CONFIG_JSON_SCHEMA));
    }
    if (!validator$1(value)) {
        const problems = (validator$1.errors ?? [])
            .map(problemOf)
            .filter((p) => p !== null);
        refuse$1(problems, file, at);
    }
    const raw = value;
    const problems = semanticProblems$1(raw);
    if (problems.length > 0)
        refuse$1(problems, file, at);
    const transforms = (raw.transforms ?? []).map((t) => ({
        name: t.name,
        field: t.field ?? '',
        template: t.template,
    }));
    const config = {
        criteria: raw.criteria.map(criterionOf),
        transforms,
        ...(raw.validity_labels === undefined ? {} : { validityLabels: raw.validity_labels }),
        minimumValidity: raw.minimum_validity ?? 1,
        allowApproximateMethods: raw.allow_approximate_methods ?? false,
        runs: raw.runs ?? 1,
        confidence: raw.confidence ?? 0.95,
        slices: {
            toolCalls: [...(raw.slices?.tool_calls ?? [])],
            trajectoryLength: [...(raw.slices?.trajectory_length ?? [])],
        },
    };
    const dir = path.dirname(file);
    return {
        config,
        casesFile: raw.cases === undefined ? null : path.resolve(dir, raw.cases),
        validityLabelsFile: raw.validity_labels === undefined ? null : path.resolve(dir, raw.validity_labels),
    };
}
/** Keys a mapping of agentverity.yml must hold: their `null` stays, to be refused where it is written. */
const REQUIRED_KEYS = new Set(['criteria', 'name', 'type', 'template']);
/**
 * `null` is "not given" in a settings file (`runs:` with nothing after it, or
 * `runs: null`): an optional key whose value is null is dropped, at every level,
 * so it is defaulted as if absent rather than refused. A required key keeps its
 * null, and the schema refuses it at its line.
 */
function withoutNullSettings(value) {
    if (Array.isArray(value)) {
        for (const item of value)
            withoutNullSettings(item);
        return;
    }
    if (typeof value !== 'object' || value === null)
        return;
    const mapping = value;
    for (const key of Object.keys(mapping)) {
        if (mapping[key] === null && !REQUIRED_KEYS.has(key))
            delete mapping[key];
        else
            withoutNullSettings(mapping[key]);
    }
}
/** Reads agentverity.yml (strict UTF-8), refusing what `parseCasesConfig` refuses. */
async function readCasesConfig(file) {
    return parseCasesConfig(await readTextFile(file, LIMITS.yamlBytes), file);
}

/**
 * Validity labels (issue 16): JSON Lines, one person's judgement per line that a
 * transform kept a request's meaning:
 *
 * ```json
 * {"case": "ord-001~injected", "transform": "injected", "valid": true, "labeler": "ana"}
 * ```
 *
 * `case` is a derived case's id and must end in `~<transform>`; `labeler` is
 * optional. One labeler labels a derived case once (a label without a labeler
 * counts as one anonymous labeler). Blank lines are skipped; one leading
 * byte-order mark is dropped. Every refusal names the file and the line.
 * Whether each labelled case is a derived case of the run is checked by the
 * caller, once the cases are derived: `checkLabels`.
 */
const MAX_LABEL_LINE_BYTES = 64 * 1024;
const KEYS = ['case', 'transform', 'valid', 'labeler'];
/** Where each label was read (file:line), for the refusals of `checkLabels`. */
const PLACES = new WeakMap();
function refuseAt(code, message, where) {
    throw new Refusal(code, message, where);
}
function labelOf(value, file, n) {
    const where = `${file}:${n}`;
    const bad = (key, message) => refuseAt('labels.invalid', message, `${where}: ${key}`);
    if (!isPlainObject(value)) {
        refuseAt('labels.invalid', `expected a label object ({"case", "transform", "valid"}), found ${typeName(value)}`, where);
    }
    for (const key of Object.keys(value)) {
        if (!KEYS.includes(key)) {
            bad(key, unknownKeyMessage(key, KEYS));
        }
    }
    const lone = findLoneSurrogate(value);
    if (lone !== null) {
        throw new Refusal('json.lone-surrogate', 'expected text that can be written as UTF-8, found a lone surrogate (an unpaired \\u escape)', where);
    }
    const text = (key, required) => {
        const v = value[key];
        if (v === undefined) {
            if (required)
                bad(key, 'missing (required)');
            return undefined;
        }
        if (typeof v !== 'string')
            return bad(key, `expected a string, found ${typeName(v)}`);
        if (isBlank(v))
            return bad(key, 'is blank; expected a non-empty string');
        if (v.length > 256)
            return bad(key, 'is longer than 256 characters');
        return v;
    };
    const id = text('case', true);
    const transform = text('transform', true);
    const labeler = text('labeler', false);
    const valid = value['valid'];
    if (valid === undefined)
        bad('valid', 'missing (required): true when the transform kept the meaning, false when not');
    if (typeof valid !== 'boolean')
        bad('valid', `expected true or false, found ${typeName(valid)}`);
    if (!id.endsWith(`~${transform}`) || id.length === transform.length + 1) {
        bad('case', `${shortJson(id)} is not a case derived by transform ${shortJson(transform)}; expected <case id>~${transform}`);
    }
    const label = {
        case: id,
        transform,
        valid: valid,
        ...(labeler === undefined ? {} : { labeler }),
    };
    PLACES.set(label, where);
    return label;
}
/** Parses a validity labels file's text (JSONL); `file` names it in refusals. */
function parseValidityLabels(text, file) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const labels = [];
    const firstLine = new Map();
    body.split('\n').forEach((raw, i) => {
        const n = i + 1;
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line.trim() === '')
            return;
        if (Buffer.byteLength(line, 'utf8') > MAX_LABEL_LINE_BYTES) {
            refuseAt('labels.invalid', `the line is longer than ${MAX_LABEL_LINE_BYTES.toLocaleString('en')} bytes; expected one label per line`, `${file}:${n}`);
        }
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            const spot = locateSyntaxError(line);
            const col = spot === null ? 1 : lineAndColumn(line, spot.offset).column;
            refuseAt('json.syntax', `not valid JSON: expected ${spot?.expected ?? 'a JSON object'}; a labels file holds one label object per line`, `${file}:${n}:${col}`);
        }
        if (deepNestingOffset(line, MAX_JSON_DEPTH) >= 0) {
            refuseAt('json.depth', `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep`, `${file}:${n}`);
        }
        const label = labelOf(value, file, n);
        const key = `${label.case}\u0000${label.labeler ?? ''}`;
        const before = firstLine.get(key);
        if (before !== undefined) {
            refuseAt('labels.duplicate', `${shortJson(label.case)} is labelled twice by ${label.labeler === undefined ? 'an unnamed labeler' : shortJson(label.labeler)} (line ${before} too); give each person's judgement once, with a labeler`, `${file}:${n}`);
        }
        firstLine.set(key, n);
        labels.push(label);
    });
    return labels;
}
/** Reads a validity labels file (strict UTF-8), refusing what `parseValidityLabels` refuses. */
async function readValidityLabels(file) {
    return parseValidityLabels(await readTextFile(file), file);
}
/**
 * Refuses (`labels.unknown-case`) the first label that names no derived
 * case of the run: a case id not in `derivedIds` (the `<id>~<transform>` ids the
 * declared transforms derived), named at the line it was read from.
 */
function checkLabels(labels, derivedIds) {
    const known = new Set(derivedIds);
    labels.forEach((label, i) => {
        if (known.has(label.case))
            return;
        const tilde = label.case.lastIndexOf('~');
        const source = label.case.slice(0, tilde);
        throw new Refusal('labels.unknown-case', `labels ${shortJson(label.case)}, which is not a derived case of this run (is there a case ${shortJson(source)}, and does transform ${shortJson(label.transform)} derive it?)`, `${PLACES.get(label) ?? `labels[${i}]`}: case`);
    });
}

/**
 * The JSON Schema of cases evidence (`agentverity-action/cases-evidence@1`), the
 * shape ./cases-evidence.ts checks a file against before its own checks (the
 * fingerprints, the cases each run, replay and label names). A test keeps
 * `schemas/cases-evidence.schema.json` its copy.
 */
const CASES_EVIDENCE_FORMAT = 'agentverity-action/cases-evidence@1';
const CASES_EVIDENCE_PREFIX = 'agentverity-action/cases-evidence@';
const TEXT = { type: 'string', minLength: 1 };
const ANY = {};
const STRINGS = { type: 'array', items: TEXT };
const BOUNDS = { type: 'array', items: { type: 'integer', minimum: 0 } };
const CASES_EVIDENCE_JSON_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'AgentVerity Action cases evidence',
    description: 'The trajectories, end states, replays and validity labels of one stateful cases run, with its configuration and cases in full (agentverity-action/cases-evidence@1).',
    type: 'object',
    additionalProperties: false,
    required: [
        'schema',
        'tool',
        'createdAt',
        'system',
        'config',
        'cases',
        'runs',
        'replays',
        'labels',
        'complete',
    ],
    properties: {
        schema: { const: CASES_EVIDENCE_FORMAT },
        tool: TOOL_JSON_SCHEMA,
        createdAt: { type: 'string', pattern: DATE_TIME_PATTERN },
        system: {
            type: 'object',
            additionalProperties: false,
            required: ['kind', 'source', 'version', 'stateful', 'replayable'],
            properties: {
                kind: { ...TEXT, description: 'How the system was called: module, command, http.' },
                source: { type: 'string', description: 'The module, command or URL.' },
                version: {
                    type: ['string', 'null'],
                    description: "The system's declared version (replays are cached by it).",
                },
                stateful: { type: 'boolean', description: 'It exports reset and snapshot.' },
                replayable: { type: 'boolean', description: 'It exports replay.' },
                codeDigest: {
                    type: ['string', 'null'],
                    description: "SHA-256 of the system's code (the module file, or the files the command names); null: none could be read. Keys the replay cache beside the version.",
                },
                configDigest: {
                    type: ['string', 'null'],
                    description: 'SHA-256 of the configuration the system was run with. Keys the replay cache beside the version.',
                },
            },
        },
        config: { $ref: '#/definitions/config' },
        cases: { type: 'array', minItems: 1, items: { $ref: '#/definitions/case' } },
        runs: { type: 'array', items: { $ref: '#/definitions/run' } },
        replays: { type: 'array', items: { $ref: '#/definitions/replay' } },
        labels: { type: 'array', items: { $ref: '#/definitions/label' } },
        complete: { type: 'boolean', description: 'Every planned run and replay was made.' },
    },
    definitions: {
        config: {
            type: 'object',
            additionalProperties: false,
            required: [
                'criteria',
                'transforms',
                'minimumValidity',
                'allowApproximateMethods',
                'runs',
                'confidence',
                'slices',
            ],
            properties: {
                criteria: { type: 'array', minItems: 1, items: { $ref: '#/definitions/criterion' } },
                transforms: {
                    type: 'array',
                    items: {
                        type: 'object',
                        additionalProperties: false,
                        required: ['name', 'field', 'template'],
                        properties: { name: TEXT, field: { type: 'string' }, template: TEXT },
                    },
                },
                validityLabels: TEXT,
                minimumValidity: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
                allowApproximateMethods: { type: 'boolean' },
                runs: { type: 'integer', minimum: 1 },
                confidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
                slices: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['toolCalls', 'trajectoryLength'],
                    properties: { toolCalls: BOUNDS, trajectoryLength: BOUNDS },
                },
            },
        },
        criterion: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'type'],
            properties: {
                name: TEXT,
                type: { enum: [...CRITERION_TYPES] },
                bar: { type: 'number', minimum: 0, maximum: 1 },
                mode: { enum: [...STATE_MODES] },
                paths: STRINGS,
                tolerance: { type: 'number', minimum: 0 },
                ignore: STRINGS,
                everythingElse: { type: 'boolean' },
                tool: TEXT,
                fault: { enum: [...FAULTS] },
                escalateTools: STRINGS,
                relation: { enum: [...RELATIONS] },
                transform: TEXT,
                match: { enum: [...ANSWER_MATCHES] },
                caseSensitive: { type: 'boolean' },
            },
        },
        case: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'input', 'initialState', 'expected', 'fingerprint'],
            properties: {
                id: TEXT,
                input: { type: ['string', 'object'] },
                initialState: ANY,
                expected: {
                    type: 'object',
                    additionalProperties: false,
                    properties: { answer: { type: 'string' }, state: ANY },
                },
                cluster: TEXT,
                derived: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['source', 'transform'],
                    properties: { source: TEXT, transform: TEXT },
                },
                fingerprint: {
                    type: 'string',
                    pattern: '^[0-9a-f]{64}$',
                    description: 'SHA-256 of the RFC 8785 canonical JSON of {input, initial_state}.',
                },
            },
        },
        call: {
            type: 'object',
            additionalProperties: false,
            required: ['tool', 'args'],
            properties: { tool: TEXT, args: ANY, result: ANY, error: { type: 'string' } },
        },
        trajectory: {
            type: 'object',
            additionalProperties: false,
            required: ['calls', 'answer'],
            properties: {
                calls: { type: 'array', items: { $ref: '#/definitions/call' } },
                answer: { type: ['string', 'null'] },
                error: { type: 'string' },
            },
        },
        endState: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['schema', 'state'],
            properties: { schema: { const: ENVIRONMENT_STATE_SCHEMA }, state: ANY },
        },
        run: {
            type: 'object',
            additionalProperties: false,
            required: ['case', 'run', 'trajectory', 'endState'],
            properties: {
                case: TEXT,
                run: { type: 'integer', minimum: 1 },
                trajectory: { $ref: '#/definitions/trajectory' },
                endState: { $ref: '#/definitions/endState' },
                ms: { type: 'number', minimum: 0 },
            },
        },
        replay: {
            type: 'object',
            additionalProperties: false,
            required: ['case', 'run', 'tool', 'callIndex', 'fault', 'trajectory', 'endState', 'version'],
            properties: {
                case: TEXT,
                run: { type: 'integer', minimum: 1 },
                tool: TEXT,
                callIndex: { type: 'integer', minimum: 0 },
                fault: { enum: [...FAULTS, null] },
                trajectory: { $ref: '#/definitions/trajectory' },
                endState: { $ref: '#/definitions/endState' },
                version: { type: ['string', 'null'] },
                error: { type: 'string' },
                cached: {
                    type: 'boolean',
                    description: 'Served from the replay cache (made by an earlier run of the same version, code and config), not made by this run.',
                },
            },
        },
        label: {
            type: 'object',
            additionalProperties: false,
            required: ['case', 'transform', 'valid'],
            properties: { case: TEXT, transform: TEXT, valid: { type: 'boolean' }, labeler: TEXT },
        },
    },
};

function refuse(problems, file) {
    const { message, where } = problemsRefusal(CASES_EVIDENCE_FORMAT, problems, file, 'the cases evidence');
    throw new Refusal(problems[0].code, message, where);
}
/** A case as stored: without `where` (a place on the machine that wrote it). */
function storedCase(c) {
    const { where: _where, ...rest } = c;
    return rest;
}
/** The model as plain JSON, as it is written and digested (no `where`, no undefined fields). */
function plain(model) {
    return JSON.parse(JSON.stringify({
        config: model.config,
        cases: model.cases.map(storedCase),
        runs: model.runs,
        replays: model.replays,
        labels: model.labels,
    }));
}
/**
 * The cases evidence digest: SHA-256 of the RFC 8785 canonical JSON of
 * `{config, cases, runs, replays, labels}` as stored (a case's `where` left out;
 * not the tool, the time, the system or `complete`): what a report says it was
 * computed from (`CasesReport.evidenceDigest`).
 */
function casesEvidenceDigest(model) {
    return digestOf(plain(model));
}
/** The file's text: pretty JSON, one trailing newline. */
function serialiseCasesEvidence(model, meta) {
    const body = plain(model);
    const file = {
        schema: CASES_EVIDENCE_FORMAT,
        tool: { name: meta.tool.name, version: meta.tool.version },
        createdAt: meta.createdAt,
        system: {
            kind: meta.system.kind,
            source: meta.system.source,
            version: meta.system.version,
            stateful: meta.system.stateful,
            replayable: meta.system.replayable,
            ...(meta.system.codeDigest === undefined ? {} : { codeDigest: meta.system.codeDigest }),
            ...(meta.system.configDigest === undefined ? {} : { configDigest: meta.system.configDigest }),
        },
        config: body.config,
        cases: body.cases,
        runs: body.runs,
        replays: body.replays,
        labels: body.labels,
        complete: model.complete,
    };
    return `${JSON.stringify(file, null, 2)}\n`;
}
/**
 * Writes cases evidence to a file (the engine may write `serialiseCasesEvidence`
 * through its file port instead). A failure to write is Node's error.
 */
function writeCasesEvidence(file, model, meta) {
    writeFileSync(file, serialiseCasesEvidence(model, meta), 'utf8');
}
const CASES_FILE_FORMAT = {
    reads: [CASES_EVIDENCE_FORMAT],
    prefix: CASES_EVIDENCE_PREFIX,
    what: 'cases evidence',
    formatCode: 'cases.evidence-format',
    versionCode: 'cases.evidence-version',
};
let validator = null;
/** The rules a schema cannot state. */
function semanticProblems(e) {
    const problems = [];
    const push = (code, path, message) => {
        problems.push({ code, path, message });
    };
    const names = new Set();
    e.config.criteria.forEach((c, i) => {
        if (names.has(c.name)) {
            push('cases.evidence-duplicate', ['config', 'criteria', i, 'name'], `criterion ${shortJson(c.name)} is listed twice`);
        }
        names.add(c.name);
    });
    const transforms = new Set(e.config.transforms.map((t) => t.name));
    e.config.criteria.forEach((c, i) => {
        if (c.type === 'metamorphic_relation' && !transforms.has(c.transform)) {
            push('cases.evidence-invalid', ['config', 'criteria', i, 'transform'], `names transform ${shortJson(c.transform)}, which the config does not declare`);
        }
    });
    const cases = new Map();
    e.cases.forEach((c, i) => {
        const at = ['cases', i];
        if (cases.has(c.id))
            push('cases.evidence-duplicate', [...at, 'id'], `case ${shortJson(c.id)} is listed twice`);
        cases.set(c.id, c);
        const actual = caseFingerprint(c.input, c.initialState);
        if (actual !== c.fingerprint) {
            push('cases.evidence-fingerprint', [...at, 'fingerprint'], `does not match the case's input and initial state (they digest to ${actual}): the file was edited or is corrupt`);
        }
    });
    e.cases.forEach((c, i) => {
        const at = ['cases', i];
        if (c.derived === undefined) {
            if (c.id.includes('~'))
                push('cases.evidence-invalid', [...at, 'id'], `${shortJson(c.id)} names a derived case, but the case has no derived {source, transform}`);
            return;
        }
        const { source, transform } = c.derived;
        if (c.id !== `${source}~${transform}`) {
            push('cases.evidence-invalid', [...at, 'id'], `a case derived from ${shortJson(source)} by ${shortJson(transform)} is named ${shortJson(`${source}~${transform}`)}, not ${shortJson(c.id)}`);
        }
        const src = cases.get(source);
        if (src === undefined || src.derived !== undefined) {
            push('cases.evidence-unknown-case', [...at, 'derived', 'source'], `names source case ${shortJson(source)}, which the file does not hold as a source case`);
        }
        if (!transforms.has(transform)) {
            push('cases.evidence-invalid', [...at, 'derived', 'transform'], `names transform ${shortJson(transform)}, which the config does not declare`);
        }
    });
    const runs = new Map();
    e.runs.forEach((r, i) => {
        const at = ['runs', i];
        if (!cases.has(r.case))
            push('cases.evidence-unknown-case', [...at, 'case'], `names case ${shortJson(r.case)}, which the file does not hold`);
        if (r.run > e.config.runs)
            push('cases.evidence-invalid', [...at, 'run'], `run ${r.run} is past the config's runs (${e.config.runs})`);
        const key = `${r.case}\u0000${r.run}`;
        if (runs.has(key))
            push('cases.evidence-duplicate', at, `run ${r.run} of case ${shortJson(r.case)} is recorded twice`);
        runs.set(key, r);
    });
    // A run that stopped early is incomplete: evidence marked complete holds every case on every
    // run (checked once the runs are known to be distinct runs of known cases within range).
    if (problems.length === 0 && e.complete && e.runs.length !== e.cases.length * e.config.runs) {
        push('cases.evidence-invalid', ['complete'], `is true, but the file records ${e.runs.length} case runs where ${e.config.runs} runs of ${e.cases.length} cases make ${e.cases.length * e.config.runs}`);
    }
    const replays = new Set();
    e.replays.forEach((p, i) => {
        const at = ['replays', i];
        if (!cases.has(p.case)) {
            push('cases.evidence-unknown-case', [...at, 'case'], `names case ${shortJson(p.case)}, which the file does not hold`);
            return;
        }
        const recorded = runs.get(`${p.case}\u0000${p.run}`);
        if (recorded === undefined) {
            push('cases.evidence-unknown-case', [...at, 'run'], `replays run ${p.run} of case ${shortJson(p.case)}, which the file does not record`);
        }
        else {
            const call = recorded.trajectory.calls[p.callIndex];
            if (call === undefined || call.tool !== p.tool) {
                push('cases.evidence-invalid', [...at, 'callIndex'], `the recorded run has no call ${p.callIndex} to ${shortJson(p.tool)}${call === undefined ? ` (it made ${recorded.trajectory.calls.length} calls)` : ` (call ${p.callIndex} is to ${shortJson(call.tool)})`}`);
            }
        }
        const key = JSON.stringify([p.case, p.run, p.callIndex, p.fault, p.version]);
        if (replays.has(key))
            push('cases.evidence-duplicate', at, `the replay of run ${p.run} of case ${shortJson(p.case)} at call ${p.callIndex} with fault ${String(p.fault)} is recorded twice`);
        replays.add(key);
    });
    const labelled = new Set();
    e.labels.forEach((l, i) => {
        const at = ['labels', i];
        const c = cases.get(l.case);
        if (c?.derived?.transform !== l.transform) {
            push('cases.evidence-unknown-case', [...at, 'case'], `labels ${shortJson(l.case)}, which is not a case the file holds as derived by transform ${shortJson(l.transform)}`);
        }
        const key = `${l.case}\u0000${l.labeler ?? ''}`;
        if (labelled.has(key))
            push('cases.evidence-duplicate', at, `${shortJson(l.case)} is labelled twice by ${l.labeler === undefined ? 'an unnamed labeler' : shortJson(l.labeler)}`);
        labelled.add(key);
    });
    return problems;
}
/** Checks a parsed cases evidence value; `file` names it in refusals. */
function parseCasesEvidence(value, file) {
    checkFileFormat(value, file, CASES_FILE_FORMAT);
    refuseLoneSurrogates(value, (at) => placeOf(file, at));
    if (validator === null) {
        const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
        validator = ajv.compile(inlineDefinitions(CASES_EVIDENCE_JSON_SCHEMA));
    }
    if (!validator(value)) {
        const problems = (validator.errors ?? [])
            .map((err) => problemFromAjv(err, CASES_EVIDENCE_FORMAT))
            .filter((p) => p !== null)
            .map((p) => ({ code: 'cases.evidence-invalid', ...p }));
        refuse(problems, file);
    }
    const e = value;
    const problems = semanticProblems(e);
    if (problems.length > 0)
        refuse(problems, file);
    const model = {
        cases: e.cases,
        runs: e.runs,
        replays: e.replays,
        labels: e.labels,
        config: e.config,
        complete: e.complete,
    };
    return {
        model,
        meta: { tool: e.tool, createdAt: e.createdAt, system: e.system },
        digest: casesEvidenceDigest(model),
    };
}
/** Reads a cases evidence file (strict UTF-8 JSON), refusing what `parseCasesEvidence` refuses. */
async function readCasesEvidence(file) {
    return parseCasesEvidence(await readJsonFile(file), file);
}

/** A version string: 1 to 256 characters. */
const MAX_VERSION = 256;
const MAX_TOOL_NAME = 256;
// ---- checking what a system returns ----------------------------------------
function kindOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
/**
 * A deep copy of `value` when it is plain JSON (null, booleans, finite numbers,
 * strings, lists and plain objects, no cycles); otherwise an `AgentCallError`
 * saying where (`what` names the value: `snapshot()`, `calls[2].args`).
 */
function jsonCopy(value, what) {
    const seen = new Set();
    const copy = (v, at) => {
        if (v === null || typeof v === 'string' || typeof v === 'boolean')
            return v;
        if (typeof v === 'number') {
            if (!Number.isFinite(v)) {
                throw new AgentCallError(`${at} is ${String(v)}, which is not JSON`, 'malformed_response');
            }
            return v;
        }
        if (typeof v !== 'object') {
            throw new AgentCallError(`${at} is ${kindOf(v)}, which is not JSON`, 'malformed_response');
        }
        if (seen.has(v)) {
            throw new AgentCallError(`${at} refers to itself (a cycle is not JSON)`, 'malformed_response');
        }
        seen.add(v);
        try {
            if (Array.isArray(v))
                return v.map((item, i) => copy(item, `${at}[${i}]`));
            const proto = Object.getPrototypeOf(v);
            if (proto !== Object.prototype && proto !== null) {
                throw new AgentCallError(`${at} is a ${v.constructor?.name ?? 'class instance'}, not a plain JSON object`, 'malformed_response');
            }
            const out = {};
            for (const [key, item] of Object.entries(v)) {
                if (item === undefined)
                    continue;
                out[key] = copy(item, `${at}.${key}`);
            }
            return out;
        }
        finally {
            seen.delete(v);
        }
    };
    return copy(value, what);
}
function checkToolCall(value, at) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new AgentCallError(`${at} is ${kindOf(value)}; each call must be an object {tool, args, result?, error?}`, 'malformed_response');
    }
    const v = value;
    if (typeof v.tool !== 'string' || v.tool.trim() === '' || v.tool.length > MAX_TOOL_NAME) {
        throw new AgentCallError(`${at}.tool must be a tool name (a non-empty string of at most ${MAX_TOOL_NAME} characters), got ${kindOf(v.tool)}`, 'malformed_response');
    }
    if (!Object.hasOwn(v, 'args') || v.args === undefined) {
        throw new AgentCallError(`${at} (${v.tool}) has no args; give the arguments the tool was called with (null or {} for none)`, 'malformed_response');
    }
    const call = {
        tool: v.tool,
        args: jsonCopy(v.args, `${at}.args`),
    };
    if (v.result !== undefined)
        call.result = jsonCopy(v.result, `${at}.result`);
    if (v.error !== undefined && v.error !== null) {
        if (typeof v.error !== 'string') {
            throw new AgentCallError(`${at}.error must be a string (what the agent was told), got ${kindOf(v.error)}`, 'malformed_response');
        }
        call.error = v.error;
    }
    const extra = Object.keys(v).filter((k) => !['tool', 'args', 'result', 'error'].includes(k));
    if (extra.length > 0) {
        throw new AgentCallError(`${at} has unknown keys ${extra
            .slice(0, 5)
            .map((k) => JSON.stringify(k))
            .join(', ')}; a call has tool, args, result and error`, 'malformed_response');
    }
    return call;
}
/**
 * What an agent (or a replay) returned, checked: a string is an answer with no
 * calls; an object gives `answer` (or, in a worker's reply, `text`: a string or
 * null) and `calls` (a list of `{tool, args, result?, error?}`).
 */
function systemAnswerOf(value, what = 'the answer') {
    if (typeof value === 'string')
        return { answer: value, calls: [] };
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new AgentCallError(`${what} is ${kindOf(value)}; expected a string or an object {answer, calls}`, 'malformed_response');
    }
    const v = value;
    const given = v.answer !== undefined ? v.answer : v.text;
    if (given !== undefined && given !== null && typeof given !== 'string') {
        throw new AgentCallError(`${what}.${v.answer !== undefined ? 'answer' : 'text'} must be a string or null, got ${kindOf(given)}`, 'malformed_response');
    }
    const rawCalls = v.calls ?? [];
    if (!Array.isArray(rawCalls)) {
        throw new AgentCallError(`${what}.calls must be a list of {tool, args, result?, error?}, got ${kindOf(rawCalls)}`, 'malformed_response');
    }
    const calls = rawCalls.map((c, i) => checkToolCall(c, `${what}.calls[${i}]`));
    return { answer: given ?? null, calls };
}
function checkVersion(value, where, what) {
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_VERSION) {
        throw new Refusal('system.version', `${what} must be a non-empty string of at most ${MAX_VERSION} characters, got ${kindOf(value)}${typeof value === 'string' ? ` of ${value.length} characters` : ''}`, where);
    }
    return value;
}

/**
 * The system's one worker (json-lines-worker.ts) answering one message at a
 * time. A crash, a line that is not JSON, an answer with another id or an abort
 * fails the message in flight and ends the process; the next message starts a new
 * one (the harness resets the world before every case, so nothing is lost that a
 * case relies on). Request ids count up over the system's life; stderr is kept
 * across its processes.
 */
class SystemWorker {
    options;
    worker = null;
    busy = false;
    nextId = 0;
    started = 0;
    stderr;
    exits = [];
    closed = false;
    /** A worker is its own process group: killed if this process exits without closing it. */
    onExit = () => this.kill();
    constructor(options) {
        this.options = options;
        this.stderr = new StderrTail(options.stderrLines ?? 40);
        process.on('exit', this.onExit);
    }
    running() {
        if (this.worker !== null && !this.worker.dead)
            return this.worker;
        this.started += 1;
        const worker = new JsonLinesWorker({
            command: this.options.command,
            cwd: this.options.cwd,
            ...(this.options.env === undefined ? {} : { env: this.options.env }),
            ...(this.options.maxLine === undefined ? {} : { maxLine: this.options.maxLine }),
            ...(this.options.scrub === undefined ? {} : { scrub: this.options.scrub }),
            noun: 'message',
            keep: (line) => this.stderr.keep(line),
            stderrHint: () => this.stderr.hint(),
        });
        this.exits.push(worker.whenExited());
        this.worker = worker;
        return worker;
    }
    /** Sends one message; resolves with the answer's fields (without `id`). */
    request(message) {
        if (this.closed)
            return Promise.reject(new AgentCallError('the system was closed'));
        if (this.busy)
            return Promise.reject(new AgentCallError('a message is already in flight'));
        const worker = this.running();
        this.nextId += 1;
        const id = this.nextId;
        return new Promise((resolve, reject) => {
            this.busy = true;
            worker.send({
                id,
                answered: (fields) => {
                    this.busy = false;
                    resolve(fields);
                },
                failed: (error) => {
                    this.busy = false;
                    reject(error);
                },
            }, message);
        });
    }
    stderrLines() {
        return this.stderr.lines();
    }
    stderrHint() {
        return this.stderr.hint();
    }
    /** Fails the message in flight (if any) and ends the worker. */
    fail(message) {
        this.worker?.fail(message);
    }
    kill() {
        this.worker?.kill();
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const worker = this.worker;
        if (worker !== null) {
            worker.reject('the system was closed');
            if (!worker.dead)
                await worker.stop();
        }
        await exitsWithin(this.exits, 4 * WORKER_GRACE_MS);
        process.off('exit', this.onExit);
    }
    pid() {
        return this.worker === null || this.worker.dead ? undefined : this.worker.child.pid;
    }
    /** Which worker process the next message goes to: changes when one is started. */
    generation() {
        return this.worker === null || this.worker.dead ? this.started + 1 : this.started;
    }
}
/**
 * Start a command worker system and ask it what it can do (`describe` →
 * `{stateful, replayable, version}`). A worker that cannot answer `describe` is
 * refused naming the command (`system.describe`).
 */
async function loadCommandSystem(options) {
    if (options.command.trim() === '') {
        throw new Refusal('agent.command', 'the system command is empty', undefined, {
            setting: 'agentCommand',
        });
    }
    const label = options.command.trim().split(/\s+/)[0] ?? 'command';
    const worker = new SystemWorker(options);
    const loadTimeoutMs = options.loadTimeoutMs === undefined ? DEFAULT_LOAD_TIMEOUT_MS : options.loadTimeoutMs;
    let described;
    try {
        described = await within(worker.request({ type: 'describe' }), loadTimeoutMs, () => {
            worker.kill();
            return new AgentCallError(`no answer within ${inWords(loadTimeoutMs ?? 0)}`);
        });
    }
    catch (error) {
        await worker.close();
        throw new Refusal('system.describe', `the system worker did not answer the describe message: ${describeThrown(error)}${worker.stderrHint()} (a stateful worker answers {"id", "stateful", "replayable", "version"}; docs/agent-protocol.md)`, label);
    }
    const bad = (what) => new Refusal('system.describe', `the system worker's describe answer ${what} (expected {"id", "stateful": true|false, "replayable": true|false, "version": "…"|null})`, label);
    if (typeof described.stateful !== 'boolean') {
        await worker.close();
        throw bad(`has no boolean "stateful" (it has ${kindOf(described.stateful)})`);
    }
    if (described.replayable !== undefined && typeof described.replayable !== 'boolean') {
        await worker.close();
        throw bad('has a "replayable" that is not a boolean');
    }
    let version;
    try {
        version = checkVersion(described.version, label, 'the describe answer\'s "version"');
    }
    catch (error) {
        await worker.close();
        throw error;
    }
    return new CommandSystem(label, worker, described.stateful, described.stateful && described.replayable === true, version);
}
class CommandSystem {
    source;
    worker;
    stateful;
    replayable;
    version;
    kind = 'command';
    /** The worker the world was last reset in (a new worker does not hold it). */
    resetIn = -1;
    constructor(source, worker, stateful, replayable, version) {
        this.source = source;
        this.worker = worker;
        this.stateful = stateful;
        this.replayable = replayable;
        this.version = version;
    }
    async call(input) {
        return systemAnswerOf(await this.worker.request({ type: 'call', input }));
    }
    async reset(state) {
        if (!this.stateful)
            throw new AgentCallError('the system declared it is not stateful');
        const generation = this.worker.generation();
        await this.worker.request({ type: 'reset', state });
        this.resetIn = generation;
    }
    async snapshot() {
        if (!this.stateful)
            throw new AgentCallError('the system declared it is not stateful');
        if (this.worker.generation() !== this.resetIn) {
            throw new AgentCallError('the worker was restarted since the reset (it crashed or was stopped), so its world is not the one the case left');
        }
        const answer = await this.worker.request({ type: 'snapshot' });
        if (!Object.hasOwn(answer, 'state')) {
            throw new AgentCallError('the snapshot answer has no "state" (expected {"id", "state": …})', 'malformed_response');
        }
        return jsonCopy(answer.state, 'the snapshot answer\'s "state"');
    }
    async replay(trajectory, options) {
        if (!this.replayable)
            throw new AgentCallError('the system declared it is not replayable');
        const answer = await this.worker.request({
            type: 'replay',
            trajectory,
            checkpoint: options.checkpoint,
            change: options.change,
            input: options.input,
        });
        return systemAnswerOf(answer, 'the replay answer');
    }
    abort(reason) {
        this.worker.fail(reason);
    }
    close() {
        return this.worker.close();
    }
    stderr() {
        return this.worker.stderrLines();
    }
    /** The running worker's process id (tests). */
    pid() {
        return this.worker.pid();
    }
}

const SYSTEM_EXPORTS = ['reset', 'snapshot', 'replay'];
/**
 * Load a system module `path/to/system.mjs[:exportName]`: the agent is the default
 * export (or the named one), or the `createAgent` factory's result (called once:
 * the world lives in the module, so every case runs on the same instance, reset
 * between cases); `reset`, `snapshot`, `replay` and `version` are named exports.
 * Refusals name the file.
 */
async function loadModuleSystem(spec, options) {
    const { file, exportName: given } = parseAgentSpec(spec);
    const named = file !== spec;
    const resolved = path.resolve(options.cwd, file);
    if (!existsSync(resolved))
        throw new Refusal('agent.missing', 'no such system module', file);
    const loadTimeoutMs = options.loadTimeoutMs === undefined ? DEFAULT_LOAD_TIMEOUT_MS : options.loadTimeoutMs;
    const late = () => new Refusal('agent.load-timeout', `the system module did not finish loading within ${inWords(loadTimeoutMs ?? 0)}: its top-level code awaits something that never settles`, file);
    // The one module loader (module.ts): in a worker thread unless told not to or a
    // TypeScript file a thread cannot load, then in this one.
    const { mod, thread } = await loadUserModule(resolved, file, options.thread !== false, loadTimeoutMs, late);
    try {
        return await systemOf(mod, file, named, given, loadTimeoutMs, thread);
    }
    catch (error) {
        await thread?.close();
        throw error;
    }
}
/** The system a loaded module (or its stand-ins in a worker thread) gives, checked. */
async function systemOf(mod, file, named, given, loadTimeoutMs, thread) {
    const has = (name) => hasExport(mod, name);
    const exportName = chosenExport(mod, given, named, file);
    if (!has(exportName)) {
        throw new Refusal('agent.export', `the system module has no export named '${exportName}'` +
            (named ? '' : ` (nor a factory ${FACTORY_EXPORT}); its default export must be the agent`), file);
    }
    let target = mod[exportName];
    if (exportName === FACTORY_EXPORT) {
        if (typeof target !== 'function') {
            throw new Refusal('agent.export-type', `export '${FACTORY_EXPORT}' is ${kindOf(target)}; a factory is a function () => agent`, file);
        }
        const factory = target;
        try {
            target = await within(Promise.resolve().then(() => factory()), loadTimeoutMs, () => {
                return new Refusal('agent.load-timeout', `the agent factory did not return the agent within ${inWords(loadTimeoutMs ?? 0)}`, file);
            });
        }
        catch (error) {
            if (error instanceof Refusal)
                throw error;
            throw new Refusal('agent.factory-threw', `the agent factory threw before any call: ${describeThrown(error)}`, file);
        }
    }
    let agent;
    if (typeof target === 'function') {
        if (exportName !== FACTORY_EXPORT && target.length === 0) {
            throw new Refusal('agent.ambiguous', `export '${exportName}' declares no parameter, so it could be the agent or a factory; ` +
                `declare its input (export default async (input) => …) or export the factory as ${FACTORY_EXPORT}`, file);
        }
        agent = target;
    }
    else if (target !== null &&
        typeof target === 'object' &&
        typeof target.call === 'function') {
        const obj = target;
        agent = (input) => obj.call(input);
    }
    else {
        throw new Refusal(exportName === FACTORY_EXPORT ? 'agent.factory-result' : 'agent.export-type', `${exportName === FACTORY_EXPORT ? 'the factory returned' : `export '${exportName}' is`} ${kindOf(target)}; the agent is a function (input) => {answer, calls}, or an object with call(input)`, file);
    }
    const hooks = {};
    for (const name of SYSTEM_EXPORTS) {
        if (!has(name))
            continue;
        if (typeof mod[name] !== 'function') {
            throw new Refusal('system.export-type', `export '${name}' is ${kindOf(mod[name])}; it must be a function (docs/agent-protocol.md, stateful systems)`, file);
        }
        hooks[name] = mod[name];
    }
    const version = checkVersion(mod.version, file, "export 'version'");
    const source = `${path.basename(file)}:${exportName}`;
    if (thread === null)
        return new ModuleSystem(source, agent, hooks, version);
    if (exportName !== FACTORY_EXPORT) {
        const make = { op: 'make', name: exportName, factory: false };
        await thread.request(make);
        thread.remember(make);
    }
    return new ThreadSystem(source, thread, hooks, version);
}
class ModuleSystem {
    source;
    agent;
    hooks;
    version;
    kind = 'module';
    stateful;
    replayable;
    constructor(source, agent, hooks, version) {
        this.source = source;
        this.agent = agent;
        this.hooks = hooks;
        this.version = version;
        this.stateful = hooks.reset !== undefined && hooks.snapshot !== undefined;
        this.replayable = this.stateful && hooks.replay !== undefined;
    }
    async call(input) {
        const value = await this.agent(structuredClone(input));
        return systemAnswerOf(value);
    }
    async reset(state) {
        const reset = this.hooks.reset;
        if (reset === undefined)
            throw new AgentCallError('the system has no reset export');
        await reset(state);
    }
    async snapshot() {
        const snapshot = this.hooks.snapshot;
        if (snapshot === undefined)
            throw new AgentCallError('the system has no snapshot export');
        return jsonCopy(await snapshot(), 'snapshot()');
    }
    async replay(trajectory, options) {
        const replay = this.hooks.replay;
        if (replay === undefined)
            throw new AgentCallError('the system has no replay export');
        const value = await replay(structuredClone(trajectory), structuredClone(options));
        return systemAnswerOf(value, 'replay()');
    }
    abort() {
        /* an in-process call cannot be stopped; its result is ignored */
    }
    close() {
        return Promise.resolve();
    }
    stderr() {
        return [];
    }
}
/**
 * A system module in a worker thread (module.ts, thread.ts): its agent and its
 * hooks run there, so a call, reset, snapshot or replay past its timeout is
 * stopped (`abort` ends the thread; the next message starts a fresh one, loading
 * the module again). A fresh thread does not hold the world the case was reset
 * to, so a snapshot after one is refused, as a restarted command worker's is.
 */
class ThreadSystem {
    source;
    thread;
    version;
    kind = 'module';
    stateful;
    replayable;
    /** The thread the world was last reset in (-1: never reset). */
    resetIn = -1;
    constructor(source, thread, hooks, version) {
        this.source = source;
        this.thread = thread;
        this.version = version;
        this.stateful = hooks.reset !== undefined && hooks.snapshot !== undefined;
        this.replayable = this.stateful && hooks.replay !== undefined;
        this.has = new Set(Object.keys(hooks));
    }
    has;
    hook(name, args) {
        if (!this.has.has(name)) {
            return Promise.reject(new AgentCallError(`the system has no ${name} export`));
        }
        return this.thread.request({ op: 'hook', name, args });
    }
    async call(input) {
        return systemAnswerOf(await this.thread.request({ op: 'call', input, fresh: false }));
    }
    async reset(state) {
        const generation = this.thread.generation();
        await this.hook('reset', [state]);
        this.resetIn = generation;
    }
    async snapshot() {
        if (this.resetIn !== -1 && this.thread.generation() !== this.resetIn) {
            throw new AgentCallError("the system's worker thread was stopped since the reset (a call ran past its timeout), so its world is not the one the case left");
        }
        return jsonCopy(await this.hook('snapshot', []), 'snapshot()');
    }
    async replay(trajectory, options) {
        return systemAnswerOf(await this.hook('replay', [trajectory, options]), 'replay()');
    }
    ready() {
        return this.thread.ready();
    }
    abort(reason) {
        this.thread.stop(reason);
    }
    close() {
        return this.thread.close();
    }
    stderr() {
        return [];
    }
}
/** The refusal for a stateful run over HTTP: we cannot reset or snapshot a remote world. */
function httpSystemRefusal(url) {
    return new Refusal('system.http', 'a stateful case run needs a system it can reset and snapshot, and an HTTP endpoint cannot be reset by us; ' +
        'run the system as a JS module or a command worker that answers the reset, snapshot and replay messages (docs/agent-protocol.md)', safeUrlLabel(url));
}

/**
 * Running stateful cases (issue 16) on one system: every case (the cases given
 * and those derived from them by the config's transforms) `runs` times, then the
 * replays every `fault_recovery` criterion needs.
 *
 * **Isolation.** One message at a time: cases sharing one system never overlap.
 * Before each case run (and each replay) the system is reset to a fresh deep
 * copy of the case's initial state; after it, its snapshot is the end state
 * (`environment_state/v1`). A system that cannot reset and snapshot (not
 * stateful) still runs, but records no end state (null: missing, never a pass).
 *
 * **Replays.** For each `fault_recovery` criterion and each run whose trajectory
 * called its tool, from the checkpoint before the first such call: a control
 * replay (nothing changed; it must reproduce the recorded end state) and a fault
 * replay (the call's result replaced). Replays are cached by what decides them:
 * the system's `version` and the digests of its code and config
 * (`systemDigests`; no version or no code digest, no cache), keyed by the
 * SHA-256 of the canonical `{case fingerprint, trajectory, checkpoint, change,
 * system digests}`. A replay served from the cache is recorded `cached: true`,
 * so every report can say how many were not made now. A system that cannot
 * replay gets its replays recorded with an error (the core makes them missing).
 *
 * **A dead system.** When the first runs' agent calls all fail (as `run`:
 * src/collect/health.ts), the run stops there (`complete: false`, `unanswered`
 * set) rather than paying for every planned call.
 */
const DEFAULT_CASES_TIMEOUT_MS = 120_000;
/** What the agent is given as a malformed result (`fault: malformed`). */
const MALFORMED_RESULT = '<<malformed result: not what this tool returns>>';
/** The change a fault makes to the result of the call at the checkpoint. */
function faultChange(fault, tool) {
    switch (fault) {
        case 'error':
            return { fault: 'error', message: `${tool} failed (an injected fault)` };
        case 'timeout':
            return { fault: 'timeout' };
        case 'malformed':
            return { fault: 'malformed', result: MALFORMED_RESULT };
    }
}
/** The cache key of a replay: SHA-256 of the canonical {case fingerprint, trajectory, checkpoint, change, system digests}. */
function replayKey(fingerprint, trajectory, checkpoint, change, system = { code: null, config: null }) {
    return createHash('sha256')
        .update(canonicalJson$1({
        case: fingerprint,
        trajectory,
        checkpoint,
        change,
        code: system.code,
        config: system.config,
    }), 'utf8')
        .digest('hex');
}
// @2: entries also carry the system's code and config digests (an @1 entry is a miss).
const CACHE_SCHEMA = 'agentverity-action/replay-cache@2';
/** A folder name for a version: itself when it is a plain name, else a digest of it. */
function versionFolder(version) {
    return /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/.test(version)
        ? version
        : `v-${createHash('sha256').update(version, 'utf8').digest('hex').slice(0, 32)}`;
}
function isTrajectory(value) {
    if (value === null || typeof value !== 'object')
        return false;
    const t = value;
    return (Array.isArray(t.calls) &&
        t.calls.every((c) => c !== null &&
            typeof c === 'object' &&
            typeof c.tool === 'string' &&
            Object.hasOwn(c, 'args')) &&
        (t.answer === null || typeof t.answer === 'string') &&
        (t.error === undefined || typeof t.error === 'string'));
}
function isEndState(value) {
    if (value === null)
        return true;
    if (typeof value !== 'object')
        return false;
    const e = value;
    return e.schema === ENVIRONMENT_STATE_SCHEMA && Object.hasOwn(e, 'state');
}
/**
 * The replay cache on disk: `<dir>/<version>/<key>.json`. A file that cannot be
 * read or is not a cached replay of this version, code and config digests and
 * key is a miss (it is rewritten after the replay is made again); a file that
 * cannot be written is left out (the cache only saves calls).
 */
function diskReplayCache(dir, version, digests = { code: null, config: null }) {
    const folder = path.join(dir, versionFolder(version));
    const fileOf = (key) => path.join(folder, `${key}.json`);
    return {
        get(key) {
            let parsed;
            try {
                const bytes = readRegularFileOrNull(fileOf(key));
                if (bytes === null)
                    return null;
                parsed = JSON.parse(bytes.toString('utf8'));
            }
            catch {
                return null;
            }
            if (parsed === null || typeof parsed !== 'object')
                return null;
            const p = parsed;
            if (p.schema !== CACHE_SCHEMA ||
                p.version !== version ||
                p.key !== key ||
                p.code !== digests.code ||
                p.config !== digests.config) {
                return null;
            }
            if (!isTrajectory(p.trajectory) || !isEndState(p.endState))
                return null;
            return { trajectory: p.trajectory, endState: p.endState };
        },
        set(key, value) {
            try {
                mkdirSync(folder, { recursive: true });
                const file = fileOf(key);
                const tmp = `${file}.${process.pid}.tmp`;
                writeFileSync(tmp, `${JSON.stringify({ schema: CACHE_SCHEMA, version, code: digests.code, config: digests.config, key, ...value }, null, 2)}\n`);
                renameSync(tmp, file);
            }
            catch {
                /* a cache that cannot be written costs calls, nothing else */
            }
        },
    };
}
class Timeout extends AgentCallError {
    constructor(what, ms) {
        super(`${what} timed out after ${ms} ms`);
    }
}
/** Every case: the given ones, then the derived ones (each once, in the core's order). */
function allCases(cases, config) {
    const derived = config.transforms.length === 0 ? [] : deriveCases(cases, config.transforms);
    const seen = new Set(cases.map((c) => c.id));
    const out = [...cases];
    for (const c of derived) {
        if (seen.has(c.id))
            continue;
        seen.add(c.id);
        out.push(c);
    }
    return out;
}
/** Per tool, the faults the `fault_recovery` criteria inject (each once, in order). */
function faultPlans(criteria) {
    const byTool = new Map();
    for (const c of criteria) {
        if (c.type !== 'fault_recovery')
            continue;
        const faults = byTool.get(c.tool) ?? [];
        if (!faults.includes(c.fault))
            faults.push(c.fault);
        byTool.set(c.tool, faults);
    }
    return [...byTool].map(([tool, faults]) => ({ tool, faults }));
}
/**
 * Run every case `runs` times on the system, one message at a time (run-major:
 * run 1 of every case, then run 2, …), then the replays. Never throws for what
 * the system does: a failure is recorded in the run or replay it belongs to.
 */
async function runCases(options) {
    const { system, config } = options;
    const runs = options.runs ?? config.runs;
    const timeoutMs = options.timeoutMs === undefined ? DEFAULT_CASES_TIMEOUT_MS : options.timeoutMs;
    const now = options.now ?? (() => performance.now());
    const log = options.log ?? (() => undefined);
    const cases = allCases(options.cases, config);
    const byId = new Map(cases.map((c) => [c.id, c]));
    const stopped = () => options.signal?.aborted === true;
    /** One message to the system, bounded by the timeout (a worker is killed when it is late). */
    const send = async (what, work) => {
        if (timeoutMs === null)
            return work();
        // A fresh worker thread's start-up after a stop is not the message's time.
        if (system.ready !== undefined)
            await system.ready();
        let timer;
        const late = new Promise((_, reject) => {
            timer = setTimeout(() => {
                const error = new Timeout(what, timeoutMs);
                system.abort(error.message);
                reject(error);
            }, timeoutMs);
        });
        try {
            return await Promise.race([Promise.resolve().then(work), late]);
        }
        finally {
            clearTimeout(timer);
        }
    };
    /** Reset, then `work`, then snapshot; the end state is null when the system is not stateful or a step failed. */
    const isolated = async (c, label, work) => {
        let stateOk = system.stateful;
        if (system.stateful) {
            try {
                await send(`reset before ${label}`, () => system.reset(structuredClone(c.initialState)));
            }
            catch (error) {
                const message = `reset failed: ${describeThrown(error)}`;
                log(`agentverity: cases: ${label}: ${message}\n`);
                return {
                    trajectory: { calls: [], answer: null, error: message },
                    endState: null,
                    failed: message,
                    timedOut: false,
                };
            }
        }
        let trajectory;
        let failed = null;
        let timedOut = false;
        let answer = null;
        try {
            answer = await send(label, work);
            trajectory = { calls: answer.calls, answer: answer.answer };
        }
        catch (error) {
            failed = describeThrown(error);
            trajectory = { calls: [], answer: null, error: failed };
            // A call cut off by the timeout may still be changing the world (or its worker is gone).
            if (error instanceof Timeout) {
                stateOk = false;
                timedOut = true;
            }
        }
        if (answer !== null)
            refuseLoneSurrogate({ answer: answer.answer, calls: answer.calls }, label);
        let endState = null;
        if (stateOk) {
            let state;
            let taken = false;
            try {
                state = await send(`snapshot after ${label}`, () => system.snapshot());
                taken = true;
            }
            catch (error) {
                log(`agentverity: cases: ${label}: snapshot failed, no end state: ${describeThrown(error)}\n`);
            }
            if (taken) {
                refuseLoneSurrogate({ state }, `the snapshot after ${label}`);
                refuseHugeSnapshot(state, label);
                endState = { schema: ENVIRONMENT_STATE_SCHEMA, state: state };
            }
        }
        return { trajectory, endState, failed, timedOut };
    };
    const planned = cases.length * runs;
    log(`agentverity: cases: ${cases.length} case${cases.length === 1 ? '' : 's'} (${options.cases.length} given, ${cases.length - options.cases.length} derived) × ${runs} run${runs === 1 ? '' : 's'} on ${system.kind} ${system.source}` +
        `${system.stateful ? '' : ' (not stateful: no end states are recorded)'}\n`);
    const watch = new AnswerWatch(firstCallsWatched(1, planned));
    const caseRuns = [];
    let calls = 0;
    let errors = 0;
    let unanswered;
    const step = Math.max(1, Math.ceil(planned / 10));
    outer: for (let run = 1; run <= runs; run += 1) {
        for (const c of cases) {
            if (stopped())
                break outer;
            const started = now();
            const r = await isolated(c, `case ${c.id} run ${run}`, () => system.call(c.input));
            calls += 1;
            if (r.failed !== null)
                errors += 1;
            caseRuns.push({
                case: c.id,
                run,
                trajectory: r.trajectory,
                endState: r.endState,
                ms: Math.max(0, Math.round(now() - started)),
            });
            const dead = watch.record(r.failed, r.timedOut && timeoutMs !== null ? timeoutMs : undefined);
            if (dead !== null) {
                unanswered = dead;
                log(`agentverity: cases: the system cannot answer: ${describeUnanswered(dead)}; stopping\n`);
                break outer;
            }
            if (caseRuns.length % step === 0 || caseRuns.length === planned) {
                log(`agentverity: cases: ${caseRuns.length}/${planned} runs (${errors} failed)\n`);
            }
        }
    }
    const replays = [];
    let cacheHits = 0;
    const plans = unanswered === undefined ? faultPlans(config.criteria) : [];
    const digests = options.systemDigests ?? { code: null, config: null };
    // A cache keyed by a version alone would serve a fixed bug's replays again: no code digest, no cache.
    const cache = system.version === null ||
        digests.code === null ||
        options.replayCache === undefined ||
        options.replayCache === null
        ? null
        : typeof options.replayCache === 'string'
            ? diskReplayCache(options.replayCache, system.version, digests)
            : options.replayCache(system.version, digests);
    let replayErrors = 0;
    outer2: for (const plan of plans) {
        for (const r of caseRuns) {
            const checkpoint = r.trajectory.calls.findIndex((call) => call.tool === plan.tool);
            if (checkpoint < 0)
                continue;
            const c = byId.get(r.case);
            if (c === undefined)
                continue;
            for (const fault of [null, ...plan.faults]) {
                if (stopped())
                    break outer2;
                const change = fault === null ? null : faultChange(fault, plan.tool);
                const base = {
                    case: r.case,
                    run: r.run,
                    tool: plan.tool,
                    callIndex: checkpoint,
                    fault,
                    version: system.version,
                };
                if (!system.replayable) {
                    replayErrors += 1;
                    replays.push({
                        ...base,
                        trajectory: { calls: [], answer: null },
                        endState: null,
                        error: system.stateful
                            ? 'the system is not replayable (it has no replay)'
                            : 'the system is not stateful (it has no reset and snapshot), so it cannot replay',
                    });
                    continue;
                }
                const key = replayKey(c.fingerprint, r.trajectory, checkpoint, change, digests);
                const hit = cache?.get(key) ?? null;
                if (hit !== null) {
                    cacheHits += 1;
                    replays.push({
                        ...base,
                        trajectory: hit.trajectory,
                        endState: hit.endState,
                        cached: true,
                    });
                    continue;
                }
                const label = `${fault === null ? 'control' : fault} replay of case ${r.case} run ${r.run} at ${plan.tool}`;
                const made = await isolated(c, label, () => system.replay(r.trajectory, { checkpoint, change, input: c.input }));
                calls += 1;
                if (made.failed !== null) {
                    replayErrors += 1;
                    replays.push({
                        ...base,
                        trajectory: made.trajectory,
                        endState: made.endState,
                        error: made.failed,
                    });
                    continue;
                }
                replays.push({ ...base, trajectory: made.trajectory, endState: made.endState });
                if (made.endState !== null || !system.stateful) {
                    cache?.set(key, { trajectory: made.trajectory, endState: made.endState });
                }
            }
        }
    }
    if (replays.length > 0) {
        log(`agentverity: cases: ${replays.length} replay${replays.length === 1 ? '' : 's'} (${cacheHits} from the cache, ${replayErrors} failed)\n`);
    }
    const interrupted = stopped();
    const model = {
        cases,
        runs: caseRuns,
        replays,
        labels: options.labels ?? [],
        config: runs === config.runs ? config : { ...config, runs },
        complete: !interrupted && unanswered === undefined,
    };
    return {
        model,
        calls,
        errors: errors + replayErrors,
        cacheHits,
        ...(unanswered === undefined ? {} : { unanswered }),
        interrupted,
    };
}
/**
 * Text a system sent that has no UTF-8 form (a lone surrogate: a Python str may
 * hold one, and the shims write it as JSON's \u escape) is refused (exit 2) when
 * it arrives, naming where: the cases evidence could neither be written as UTF-8
 * nor digested, and replacing it would make it compare equal to a U+FFFD.
 */
function refuseLoneSurrogate(sent, label) {
    const lone = findLoneSurrogate(sent);
    if (lone === null)
        return;
    const where = lone.path
        .map((p, i) => typeof p === 'number'
        ? `[${p}]`
        : `${i === 0 ? '' : '.'}${p.length > 60 ? `${p.slice(0, 50)}…` : p}`)
        .join('');
    throw new Refusal('cases.system-text', `what the system sent for ${label} holds a lone surrogate U+${lone.unit.toString(16).toUpperCase()} (an unpaired \\u escape, which has no UTF-8 form) at ${where}${lone.inKey ? ' (in a key)' : ''}; have the system send whole characters`);
}
/**
 * An end state past the limits (docs/limits.md) is refused (exit 2) when it
 * arrives, naming the limit: the cases evidence that would hold it could not
 * be written or read back (a snapshot of hundreds of MB would end as the
 * engine's "Invalid string length" when the evidence is written).
 */
function refuseHugeSnapshot(state, label) {
    const breach = measure(state, { bytes: LIMITS.snapshotBytes });
    if (breach === null)
        return;
    throw new Refusal('cases.snapshot-limit', `the system's snapshot after ${label} holds ${breach.message}${breach.path.length === 0 ? '' : ` (at state${breach.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p.length > 60 ? `${p.slice(0, 50)}…` : p}`)).join('')})`}; an end state may be at most ${bytesText(LIMITS.snapshotBytes)} as JSON: snapshot only the world the criteria judge`);
}

/** The cases report formats: its column of the renderer table (../format-renderers.ts). */
const CASES_FORMATS = familyFormats('cases');
/**
 * Render a cases report (issue 16, stateful agents) in one format: a pure
 * function of the CasesReport and the meta. Every status, finding, figure,
 * the exit code and the headline are the report's (`buildCasesReport`); the
 * renderers only format and escape them.
 */
function renderCases(format, report, meta = {}) {
    return CASES_FORMATS[format](report, meta, {});
}

// Stateful cases (issue 16) as one use case both shells call: the system loaded
// (a JS module or a command worker; HTTP is refused), every case run on it from a
// fresh reset, the replays its fault_recovery criteria need, the cases evidence
// written before any report, and the report computed once by the core
// (`buildCasesReport`), which every format only renders. A report is also
// recomputable from a cases evidence file alone (`readCases`), without calling
// the system.
const DEFAULT_CASES_EVIDENCE_OUT = 'agentverity-cases-evidence.json';
/** Where replays are cached, relative to the working directory. */
const DEFAULT_REPLAY_CACHE = '.agentverity/replay-cache';
/** The most runs of every case. */
const MAX_CASE_RUNS = 1000;
function checkSystemSpec(spec) {
    const given = ['module', 'command', 'url'].filter((k) => Object.hasOwn(spec, k) && spec[k] !== undefined);
    if (given.length !== 1) {
        throw new Refusal('cases.system', given.length === 0
            ? 'no system was given: a stateful case run needs a JS module or a worker command'
            : `one system is run at a time, and ${given.join(' and ')} were both given`);
    }
    if ('url' in spec)
        throw httpSystemRefusal(spec.url);
}
function checkRuns(runs) {
    if (runs === undefined)
        return;
    if (!Number.isSafeInteger(runs) || runs < 1 || runs > MAX_CASE_RUNS) {
        throw new Refusal('cases.settings', `runs must be a whole number from 1 to ${MAX_CASE_RUNS}, got ${String(runs)}`, undefined, { setting: 'runs' });
    }
}
function checkTimeout(ms, setting) {
    if (ms === undefined || ms === null)
        return;
    if (!Number.isFinite(ms) || ms <= 0) {
        throw new Refusal('cases.settings', `the timeout must be a positive number of milliseconds (or none), got ${String(ms)}`, undefined, { setting });
    }
}
async function loadSystem(spec, options, io) {
    const loadTimeout = options.loadTimeoutMs === undefined ? {} : { loadTimeoutMs: options.loadTimeoutMs };
    if ('module' in spec)
        return loadModuleSystem(spec.module, { cwd: io.cwd, ...loadTimeout });
    if ('command' in spec) {
        // The worker's own text is scrubbed before it cuts any for a message.
        const scrub = scrubberOf(io.secrets);
        return loadCommandSystem({
            command: spec.command,
            cwd: io.cwd,
            env: io.env,
            ...loadTimeout,
            ...(scrub === null ? {} : { scrub }),
        });
    }
    throw httpSystemRefusal(spec.url);
}
function sha256(data) {
    return createHash('sha256').update(data).digest('hex');
}
/** A file's bytes, or null when it is not a readable regular file. */
function fileBytes(file) {
    return readRegularFileOrNull(file);
}
/**
 * What decides a replay besides the version: the SHA-256 of the system's code
 * (a module: its file; a command: every word of it that is a readable file,
 * relative to `cwd`, e.g. the script of `node worker.mjs`; none: null, and the
 * replay cache is not used) and of its config (the cases configuration and the
 * system as it was named). Only the entry file is read: a change in a file it
 * imports is not seen, so the declared version still has to change with it.
 */
function systemDigestsOf(spec, config, cwd) {
    let code = null;
    if ('module' in spec) {
        const bytes = fileBytes(path.resolve(cwd, parseAgentSpec(spec.module).file));
        code = bytes === null ? null : sha256(bytes);
    }
    else if ('command' in spec) {
        const files = spec.command
            .split(/\s+/)
            .map((word) => word.replace(/^["']|["']$/g, ''))
            .filter((word) => word.length > 0)
            .flatMap((word) => {
            const bytes = fileBytes(path.resolve(cwd, word));
            return bytes === null ? [] : [{ file: word, sha256: sha256(bytes) }];
        });
        code = files.length === 0 ? null : sha256(canonicalJson$1(files));
    }
    return { code, config: sha256(canonicalJson$1({ system: spec, config })) };
}
/**
 * Run the cases on the system and write the cases evidence (always before any
 * report, and before any refusal about the run). Refused before any call: a bad
 * setting, a system that is not one module or one command (HTTP cannot be reset),
 * an unreadable config, cases or labels file, a label of no derived case, a
 * metamorphic relation that cannot be judged (too few source cases, or
 * approximate methods not allowed), an evidence path that cannot be written, a
 * system that does not load. After the calls: a system whose first case runs all
 * failed is refused (`cases.system-unavailable`) once the evidence is written;
 * an aborted `signal` writes the evidence so far and returns `Interrupted`.
 */
async function obtainCases(options, io) {
    checkSystemSpec(options.system);
    checkRuns(options.runs);
    checkTimeout(options.timeoutMs, 'timeout');
    checkTimeout(options.loadTimeoutMs, 'loadTimeout');
    const say = (text) => {
        if (io.quiet !== true)
            io.log(text);
    };
    let config;
    let casesFile = null;
    let labelsFile;
    if (typeof options.config === 'string') {
        const loaded = await readCasesConfig(path.resolve(io.cwd, options.config));
        config = loaded.config;
        casesFile = loaded.casesFile;
        labelsFile = loaded.validityLabelsFile;
    }
    else {
        config = options.config;
        labelsFile =
            config.validityLabels === undefined ? null : path.resolve(io.cwd, config.validityLabels);
    }
    if (options.cases !== undefined)
        casesFile = path.resolve(io.cwd, options.cases);
    if (options.labels !== undefined)
        labelsFile = path.resolve(io.cwd, options.labels);
    if (casesFile === null) {
        throw new Refusal('cases.no-cases-file', 'no cases file was given, and the configuration names none (`cases:` in agentverity.yml)', typeof options.config === 'string' ? options.config : undefined, { setting: 'cases' });
    }
    // The cases and labels files the configuration names are inputs too: the evidence
    // is never written over them (refused before anything is read or called).
    refuseOutputsOverInputs(io.cwd, [
        {
            flag: options.evidenceOut === undefined ? 'the cases evidence file' : '--evidence-out',
            given: options.evidenceOut ?? DEFAULT_CASES_EVIDENCE_OUT,
        },
    ], [
        { flag: 'the cases file', given: casesFile },
        ...(labelsFile === null ? [] : [{ flag: 'the validity labels file', given: labelsFile }]),
    ]);
    const runs = options.runs ?? config.runs;
    checkRuns(runs);
    const cases = await readCasesFile(casesFile);
    const every = allCases(cases, config);
    const labels = labelsFile === null ? [] : await readValidityLabels(labelsFile);
    checkLabels(labels, every.filter((c) => c.derived !== undefined).map((c) => c.id));
    // What the core would refuse after the calls (a relation it cannot judge), refused before them.
    checkMetamorphic(indexModel({ cases: every, runs: [], replays: [], labels, config, complete: true }));
    const given = options.evidenceOut ?? DEFAULT_CASES_EVIDENCE_OUT;
    io.files.checkWritable(outputPath(io.cwd, given, 'cases evidence'), 'cases evidence');
    const timeoutMs = options.timeoutMs === undefined ? DEFAULT_CASES_TIMEOUT_MS : options.timeoutMs;
    const cacheDir = options.replayCache === null
        ? null
        : path.resolve(io.cwd, options.replayCache ?? DEFAULT_REPLAY_CACHE);
    const digests = systemDigestsOf(options.system, config, io.cwd);
    const ownsProcess = options.ownsProcess === true;
    const unguard = ownsProcess ? guardAgentCalls() : () => undefined;
    const escapedBefore = strayErrorsSoFar();
    let system;
    const scrub = scrubberOf(io.secrets);
    try {
        // Secrets leave each answer, snapshot and error before it is recorded or judged.
        system = scrubbingSystem(await loadSystem(options.system, options, io), scrub);
    }
    catch (error) {
        unguard();
        throw scrubThrown(error, scrub);
    }
    let result;
    try {
        result = await runCases({
            system,
            cases,
            config,
            runs,
            labels,
            timeoutMs,
            replayCache: cacheDir,
            systemDigests: digests,
            log: say,
            ...(options.signal === undefined ? {} : { signal: options.signal }),
        });
    }
    finally {
        try {
            await system.close();
        }
        finally {
            unguard();
        }
    }
    // An error that escaped every call (a timer of the system's, a promise it left
    // unhandled) makes the evidence incomplete before it is written.
    if (ownsProcess) {
        await settleStrayErrors();
        const escaped = strayErrorsSoFar() - escapedBefore;
        sealStrayErrors();
        if (escaped > 0) {
            result = { ...result, model: { ...result.model, complete: false } };
            io.log(`agentverity: ${escaped} ${escaped === 1 ? 'error' : 'errors'} escaped outside any call of the system, so the cases evidence is marked incomplete\n`);
        }
    }
    // The evidence first, always.
    const meta = {
        tool: { name: TOOL_NAME, version: VERSION },
        createdAt: isoNow(io.clock),
        system: {
            kind: system.kind,
            source: system.source,
            version: system.version,
            stateful: system.stateful,
            replayable: system.replayable,
            codeDigest: digests.code,
            configDigest: digests.config,
        },
    };
    const { model } = result;
    // A failed run never replaces complete cases evidence at the default path.
    const { out, target } = await targetOfFailedRun(io, {
        out: given,
        named: options.evidenceOut !== undefined,
        failed: !model.complete || result.unanswered !== undefined || result.interrupted,
    }, 'cases evidence', async (file) => (await readCasesEvidence(file)).model.complete);
    io.files.writeText(target, textWithinLimits(model, target, 'cases evidence', () => serialiseCasesEvidence(model, meta)));
    io.log(`agentverity: wrote ${model.complete ? '' : 'incomplete '}cases evidence (${model.cases.length} cases, ${model.runs.length} runs, ${model.replays.length} replays${result.cacheHits > 0 ? `, ${result.cacheHits} from the replay cache of version ${terminalSafe(system.version ?? '', 120)}` : ''}) to ${terminalSafe(out, 500)}\n`);
    const stderr = system.stderr();
    if (stderr.length > 0 && result.errors > 0) {
        say(`agentverity: the system's last stderr lines:\n${stderr
            .slice(-5)
            .map((l) => `  ${terminalSafe(l, 300)}`)
            .join('\n')}\n`);
    }
    if (result.unanswered !== undefined) {
        throw new Refusal('cases.system-unavailable', `the system ${terminalSafe(system.source, 120)} cannot answer: ${terminalSafe(describeUnanswered(result.unanswered), 800)}. Nothing was assessed; the cases evidence collected so far (marked incomplete) is in ${terminalSafe(out, 500)}`, undefined, { data: { calls: result.unanswered.calls } });
    }
    if (result.interrupted)
        return interrupted('abort', target);
    return {
        model,
        digest: casesEvidenceDigest(model),
        meta,
        evidencePath: target,
        calls: result.calls,
        errors: result.errors,
        cacheHits: result.cacheHits,
    };
}
/** Cases evidence read back (relative to `cwd`), for a report recomputed without calling the system. */
function readCases(file, cwd) {
    return readCasesEvidence(path.resolve(cwd, file));
}
/** The report, decided once by the core: every format renders it. */
function assessCases(model, digest) {
    return buildCasesReport(model, { evidenceDigest: digest, matchPattern: boundedMatcher() });
}

/** Where the configuration is looked for when none is named. */
const DEFAULT_CASES_CONFIG = 'agentverity.yml';
/**
 * The settings whose `null` is a value (no timeout, no replay cache); any other
 * `null` is "not given" (settings read from JSON), as for the gate's settings.
 */
const CASES_NULL_VALUES = CASES_KEYS.filter((k) => CASES_SETTING_TABLE[k].nullIsValue);
/** Settings that apply to running the system only. */
const LIVE_ONLY = CASES_KEYS.filter((k) => CASES_SETTING_TABLE[k].scope === 'live');
/** The cases settings with an Action input of `mode: cases` only (github/cases.ts names them). */
CASES_KEYS.filter((k) => CASES_SETTING_TABLE[k].ownInput);
/** Every problem with the settings of `cases`, each keyed by its setting. */
function checkCasesSettings(given) {
    const s = withoutNulls(given, CASES_NULL_VALUES);
    const problems = [];
    const systems = ['system', 'systemCommand'].filter((k) => s[k] !== undefined);
    if (s.evidence !== undefined) {
        if (systems.length > 0) {
            problems.push({
                setting: 'evidence',
                code: 'settings.live-and-recorded',
                message: 'give a system to run (`system` or `systemCommand`) or cases evidence to recompute the report from (`evidence`), not both',
            });
        }
        for (const key of LIVE_ONLY) {
            if (s[key] !== undefined) {
                problems.push({
                    setting: key,
                    code: 'settings.live-only',
                    message: 'applies when the system is run; the cases evidence is assessed as it was recorded',
                });
            }
        }
        return problems;
    }
    if (systems.length === 0) {
        problems.push({
            setting: 'system',
            code: 'settings.no-agent',
            message: 'give the system under test: `system` (a JS module exporting the agent, reset and snapshot) or `systemCommand` (a worker speaking the stateful protocol), or `evidence` to recompute a report',
        });
    }
    else if (systems.length > 1) {
        problems.push({
            setting: 'system',
            code: 'settings.agents',
            message: 'give one system: `system` or `systemCommand`, not both',
        });
    }
    if (s.runs !== undefined &&
        !(Number.isSafeInteger(s.runs) && s.runs >= 1 && s.runs <= MAX_CASE_RUNS)) {
        problems.push({
            setting: 'runs',
            code: 'settings.range',
            message: `expected a whole number of runs from 1 to ${MAX_CASE_RUNS}`,
        });
    }
    return problems;
}
/** The files a cases run reads (config, cases, labels, evidence), each with its flag. */
function casesInputFilesOf(given) {
    const s = withoutNulls(given, CASES_NULL_VALUES);
    const files = [];
    if (s.evidence !== undefined)
        files.push({ flag: '--evidence', given: s.evidence });
    else
        files.push({
            flag: s.config === undefined ? 'the configuration' : '--config',
            given: s.config ?? DEFAULT_CASES_CONFIG,
        });
    if (s.cases !== undefined)
        files.push({ flag: '--cases', given: s.cases });
    if (s.labels !== undefined)
        files.push({ flag: '--labels', given: s.labels });
    return files;
}
/** Where a cases run writes its evidence, with the flag that named it. */
function casesEvidenceOutOf(s) {
    return s.evidenceOut === undefined || s.evidenceOut === null
        ? { flag: 'the cases evidence file', given: DEFAULT_CASES_EVIDENCE_OUT }
        : { flag: '--evidence-out', given: s.evidenceOut };
}
/**
 * `cases` up to the report: the settings checked, the system run (the evidence
 * written before any report or refusal about the run) or the evidence read
 * back, then the report the core decides.
 */
async function casesReportOf(given, io, hooks = {}) {
    const s = withoutNulls(given, CASES_NULL_VALUES);
    refuseProblems(checkCasesSettings(s));
    if (s.evidence !== undefined) {
        const read = await readCases(s.evidence, io.cwd);
        // Recorded strings are untrusted too: scrubbed before the core judges (and cuts) them.
        const scrub = scrubberOf(io.secrets);
        return {
            report: assessCases(scrub === null ? read.model : scrubDeep(read.model, scrub), read.digest),
            evidencePath: s.evidence,
            live: false,
        };
    }
    refuseOutputsOverInputs(io.cwd, [casesEvidenceOutOf(s)], casesInputFilesOf(s));
    const system = s.system !== undefined ? { module: s.system } : { command: s.systemCommand ?? '' };
    const obtained = await obtainCases({
        config: s.config ?? DEFAULT_CASES_CONFIG,
        system,
        ...(s.cases === undefined ? {} : { cases: s.cases }),
        ...(s.runs === undefined ? {} : { runs: s.runs }),
        ...(s.labels === undefined ? {} : { labels: s.labels }),
        ...(s.timeout === undefined ? {} : { timeoutMs: s.timeout }),
        ...(s.evidenceOut === undefined ? {} : { evidenceOut: s.evidenceOut }),
        ...(s.replayCache === undefined ? {} : { replayCache: s.replayCache }),
        ...(hooks.signal === undefined ? {} : { signal: hooks.signal }),
        ...(hooks.ownsProcess === undefined ? {} : { ownsProcess: hooks.ownsProcess }),
    }, io);
    if ('kind' in obtained && obtained.kind === 'interrupted')
        return obtained;
    const done = obtained;
    return {
        report: assessCases(done.model, done.digest),
        evidencePath: done.evidencePath,
        live: true,
    };
}

export { stateRepeatability as $, ABSENT as A, judgeCriterion as B, judgeResults as C, leafPaths as D, ENVIRONMENT_STATE_SCHEMA as E, FAULTS as F, loadCommandSystem as G, loadModuleSystem as H, obtainCases as I, parseCases as J, parseCasesConfig as K, parsePath as L, MIN_SOURCE_CASES as M, passHatKOf as N, passRateOf as O, readCases as P, readCasesConfig as Q, RELATIONS as R, STATE_MODES as S, readCasesEvidence as T, readCasesFile as U, readValidityLabels as V, renderCases as W, runCases as X, setPath as Y, shown as Z, slicesOf as _, ANSWER_MATCHES as a, statesAgree as a0, wilsonAt as a1, writeCasesEvidence as a2, assessCases as b, barStatus as c, bucketsOf as d, buildCasesReport as e, canonicalJson as f, caseFingerprint as g, casesEvidenceDigest as h, casesReportOf as i, casesToDecide as j, changedPaths as k, checkCasesSettings as l, checkMetamorphic as m, clusterOf as n, compareState as o, deriveCases as p, derivedOf as q, describeMismatches as r, formatPath as s, getPath as t, indexModel as u, isAbsent as v, isJsonObject as w, isUnder as x, jsonEqual as y, judgeCases as z };
