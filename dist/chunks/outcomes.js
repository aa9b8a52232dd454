import { R as Refusal } from './types.js';
import { m as mapStrings } from './scrub.js';
import { g as isPlainObject, s as shortJson, t as typeName, i as isBlank, e as locateSyntaxError, l as lineAndColumn, f as deepNestingOffset, M as MAX_JSON_DEPTH, j as jsonPath, h as findLoneSurrogate, p as parseJsonText, v as decodeUtf8 } from './json.js';
import { p as pyTruthy, g as pyStrip, f as foreignFormatHint, h as readBytes, j as isZip } from './common.js';
import { inputText, servedFromCache, completionOf, jsonLogOf, readEvalZip } from './inspect.js';
import { t as tau2RunsOf, s as stemOf, a as BenchCollector, F as FAILED_TERMINATIONS, i as isTau2Success, c as clip, g as gradeValue, o as outputText, b as taskIdOf, l as latencyOf, u as uniqueName, B as BENCH_IMPORT_FORMATS, d as isTau2Results } from './read.js';
import { jsonValuesOf, providerLabelOf, providerOf, idText } from './promptfoo.js';
import { c as compareCodePoints } from './order.js';
import { p as parseDottedPath, w as walk } from './paths.js';
import { D as DEFAULT_MAX_LINE_BYTES } from './lines.js';
import { c as canonicalJson } from './digest.js';
import 'node:fs';
import 'node:fs/promises';
import 'node:buffer';
import './observation.js';
import './registry.js';
import './fflate.js';
import 'module';
import 'node:crypto';

/**
 * τ²-bench results as bench results: each task's trials are its attempts, in
 * trial order; a trial passes when its reward is 1 (tau2's own rule,
 * `is_successful`), an error when it ended in one (FAILED_TERMINATIONS) or was
 * not evaluated (`reward_info: null`). pass^k and its intervals are then the
 * bench's (core/bench/estimators.ts), over the trials the file holds.
 * The agent is the file's agent model (`info.agent_info.llm`), else the file's stem.
 */
function benchFromTau2(document, fileName, options = {}) {
    const runs = tau2RunsOf(document, fileName);
    const info = document['info'];
    const agentInfo = info['agent_info'];
    const llm = typeof agentInfo === 'object' && agentInfo !== null
        ? agentInfo['llm']
        : undefined;
    const env = info['environment_info'];
    const domain = typeof env === 'object' && env !== null
        ? env['domain_name']
        : undefined;
    const agent = options.agentName ?? (typeof llm === 'string' && llm.trim() !== '' ? llm : stemOf(fileName));
    const name = options.benchmarkName ??
        (typeof domain === 'string' && domain.trim() !== '' ? `tau2-${domain}` : stemOf(fileName));
    const collector = new BenchCollector('import.bench-tau2');
    for (const run of runs) {
        collector.task(run.task, run.where, { numeric: run.numeric });
        if (FAILED_TERMINATIONS.has(run.termination)) {
            collector.attempt(agent, run.task, 'error', {
                error: `the simulation ended in ${run.termination}`,
            });
        }
        else if (run.reward === null) {
            collector.attempt(agent, run.task, 'error', { error: 'the simulation was not evaluated' });
        }
        else {
            collector.attempt(agent, run.task, isTau2Success(run.reward) ? 'pass' : 'fail');
        }
    }
    if (collector.taskCount === 0) {
        throw new Refusal('import.bench-tau2', 'expected at least one simulation', fileName);
    }
    return collector.finish(name, fileName);
}

/**
 * Inspect AI eval logs run with `epochs`: one agent per log (its model), one
 * task per sample id, and a sample's epochs as its runs, in epoch order. The
 * chosen scorer's value grades each epoch: `C` passes and `I` fails (Inspect's
 * letters), booleans, pass/fail words and 1/0 as anywhere else, other numbers
 * against a threshold; a sample with an `error` is an ERROR.
 */
const CODE$2 = 'import.bench-inspect';
function refuse$1(where, message, detail = {}, code = CODE$2) {
    throw new Refusal(code, message, where, detail);
}
/** Inspect's value letters: correct, incorrect, partial, no answer (as its `value_to_float` reads them). */
const LETTERS = { C: 1, I: 0, P: 0.5, N: 0 };
/** Reads an Inspect log's JSON text (already parsed) as the log the importers share. */
function inspectLogOf(value, file) {
    if (!isPlainObject(value) || !isPlainObject(value['eval'])) {
        refuse$1(file, `expected an Inspect eval log (a JSON object with "eval" and "samples"), found ${isPlainObject(value) ? 'an object without "eval"' : typeName(value)}`);
    }
    return jsonLogOf(value, file, refuse$1);
}
/** Reads an Inspect log into bench runs (one agent). */
function benchFromInspect(log, file, options = {}) {
    if (log.samples.length === 0) {
        refuse$1(file, 'the log holds no samples (was it written with header only, or did the run end before any sample?)');
    }
    const epochs = log.samples.map(({ sample, where }) => {
        if (!isPlainObject(sample))
            refuse$1(where, `expected a sample object, found ${typeName(sample)}`);
        const id = sample['id'];
        if (!(typeof id === 'string'
            ? id.trim() !== ''
            : typeof id === 'number' && Number.isSafeInteger(id))) {
            refuse$1(`${where}.id`, `expected the sample id (a non-empty string or a whole number), found ${typeof id === 'string' ? 'an empty string' : shortJson(id)}`);
        }
        const epoch = sample['epoch'];
        if (typeof epoch !== 'number' || !Number.isSafeInteger(epoch) || epoch < 1) {
            refuse$1(`${where}.epoch`, `expected the epoch (a whole number from 1), found ${shortJson(epoch)}`);
        }
        return { id: String(id), numeric: typeof id === 'number', epoch, sample, where };
    });
    // The scorer: the one named, or the only one the log has.
    const names = new Set();
    for (const e of epochs) {
        const scores = e.sample['scores'];
        if (isPlainObject(scores))
            for (const n of Object.keys(scores))
                names.add(n);
    }
    const listed = [...names].map((n) => JSON.stringify(n)).join(', ');
    let scorer = options.scorer;
    if (scorer !== undefined && !names.has(scorer)) {
        refuse$1(file, `no scorer named ${JSON.stringify(scorer)}; ${names.size > 0 ? `the log's samples are scored by ${listed}` : 'the samples have no scores'}`, { setting: 'scorer' }, 'import.bench-scorer');
    }
    if (scorer === undefined && names.size > 1) {
        refuse$1(file, `the samples are scored by ${names.size} scorers (${listed}); name the scorer whose value is the pass/fail`, { setting: 'scorer' }, 'import.bench-scorer');
    }
    scorer ??= [...names][0];
    // Tasks ordered by sample id (numbers first), attempts in epoch order.
    epochs.sort((a, b) => {
        if (a.epoch !== b.epoch)
            return a.epoch - b.epoch;
        return compareIds(a, b);
    });
    const seen = new Map();
    const collector = new BenchCollector(CODE$2);
    const model = isPlainObject(log.header['eval']) ? log.header['eval']['model'] : undefined;
    const agent = options.agentName ?? (typeof model === 'string' && model !== '' ? model : stemOf(file));
    for (const e of epochs) {
        const key = `${e.id}\u0000${e.epoch}`;
        const twice = seen.get(key);
        if (twice !== undefined && twice.numeric === e.numeric) {
            refuse$1(e.where, `sample ${JSON.stringify(e.id)} has epoch ${e.epoch} twice (also at ${twice.where})`);
        }
        seen.set(key, e);
        const prompt = inputText(e.sample['input'], e.where);
        collector.task(e.id, e.where, { numeric: e.numeric, prompt });
        const place = `${e.where} (sample ${JSON.stringify(e.id)}, epoch ${e.epoch})`;
        const time = e.sample['total_time'];
        const ms = typeof time === 'number' && Number.isFinite(time) && time >= 0 ? time * 1000 : undefined;
        // An epoch served from Inspect's model cache replays an earlier call:
        // never a repeat (the collector leaves it out, or keeps it as the task's one run).
        const cached = servedFromCache(e.sample);
        const error = e.sample['error'];
        if (error !== undefined && error !== null) {
            const message = isPlainObject(error) && typeof error['message'] === 'string'
                ? error['message']
                : shortJson(error, 200);
            collector.attempt(agent, e.id, 'error', {
                error: clip(`the sample failed: ${message}`, 500),
                ms,
                cached,
            });
            continue;
        }
        const scores = e.sample['scores'];
        const score = scorer === undefined || !isPlainObject(scores) ? undefined : scores[scorer];
        if (!isPlainObject(score) || !Object.hasOwn(score, 'value')) {
            refuse$1(place, scorer === undefined
                ? 'the sample has no scores and no error; expected a scored sample'
                : `no value of the scorer ${JSON.stringify(scorer)}; expected scores.${scorer}.value`, { setting: 'scorer' });
        }
        const raw = score['value'];
        const value = typeof raw === 'string' && Object.hasOwn(LETTERS, raw) ? LETTERS[raw] : raw;
        const graded = gradeValue(value, options.threshold);
        if ('problem' in graded) {
            refuse$1(`${e.where}.scores.${scorer}.value`, `${graded.problem}${typeof raw === 'string' && Object.hasOwn(LETTERS, raw) ? ` (the letter ${raw} reads as ${String(value)})` : ''}${isPlainObject(raw) ? '; a scorer with several values cannot be one pass/fail' : ''}`, graded.code === undefined ? {} : { setting: 'threshold' }, graded.code ?? CODE$2);
        }
        if (graded.outcome === 'error') {
            collector.attempt(agent, e.id, 'error', { error: graded.error, ms, cached });
            continue;
        }
        collector.attempt(agent, e.id, graded.outcome, {
            output: outputText(completionOf(e.sample)),
            ms,
            cached,
        });
    }
    const numeric = new Set(epochs.filter((e) => e.numeric).map((e) => e.id));
    const header = log.header;
    const evalSpec = isPlainObject(header['eval']) ? header['eval'] : {};
    const task = evalSpec['task'];
    const status = header['status'];
    const finished = status === undefined || status === 'success';
    const stopReason = finished
        ? undefined
        : `the Inspect run ended with status ${shortJson(status)}${isPlainObject(header['error']) && typeof header['error']['message'] === 'string'
            ? `: ${clip(header['error']['message'], 200)}`
            : ''}`;
    return collector.finish(options.benchmarkName ?? (typeof task === 'string' && task !== '' ? task : stemOf(file)), file, {
        order: (a, b) => {
            const na = numeric.has(a.id);
            const nb = numeric.has(b.id);
            if (na && nb)
                return Number(a.id) - Number(b.id);
            if (na !== nb)
                return na ? -1 : 1;
            return compareCodePoints(a.id, b.id);
        },
        stopReason,
    });
}
function compareIds(a, b) {
    if (a.numeric && b.numeric)
        return Number(a.id) - Number(b.id);
    if (a.numeric !== b.numeric)
        return a.numeric ? -1 : 1;
    return compareCodePoints(a.id, b.id);
}

/**
 * Outcome logs as JSON Lines, in collection order: one attempt per line, with
 * the task at one dotted path and its pass/fail (or score) at another. A
 * task's run numbers are the order its lines appear in.
 */
const CODE$1 = 'import.bench-jsonl';
const BOM$1 = '\uFEFF';
const PATH_NAMES = {
    taskPath: 'the task path',
    outcomePath: 'the outcome path',
    errorPath: 'the error path',
    outputPath: 'the output path',
    latencyPath: 'the latency path',
    promptPath: 'the prompt path',
};
function refuseAt(file, line, message, detail = {}, code = CODE$1) {
    throw new Refusal(code, message, `${file}:${line}`, detail);
}
function optionalPath(text, setting) {
    return text === undefined ? null : parseDottedPath(text, setting);
}
/** Reads an outcome log given as JSONL text (a BOM and CRLF line ends are fine). */
function benchFromOutcomeJsonl(text, file, options = {}) {
    const task = parseDottedPath(options.taskPath ?? 'task', 'taskPath');
    const outcome = parseDottedPath(options.outcomePath ?? 'outcome', 'outcomePath');
    const error = optionalPath(options.errorPath, 'errorPath');
    const output = optionalPath(options.outputPath, 'outputPath');
    const latency = optionalPath(options.latencyPath, 'latencyPath');
    const prompt = optionalPath(options.promptPath, 'promptPath');
    const maxBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    const agent = options.agentName ?? stemOf(file);
    const collector = new BenchCollector(CODE$1);
    function missing(path, setting, at, n) {
        const where = at.found ? path.text : `${at.at}: ${at.reason}`;
        refuseAt(file, n, `nothing at "${path.text}" (${where}); set ${PATH_NAMES[setting]} to where it is`, { setting });
    }
    const lines = text.split('\n');
    let rows = 0;
    for (let i = 0; i < lines.length; i++) {
        const n = i + 1;
        let line = lines[i];
        if (line.length > 0 && line.charCodeAt(line.length - 1) === 13)
            line = line.slice(0, -1);
        if (n === 1 && line.startsWith(BOM$1))
            line = line.slice(1);
        // A UTF-16 code unit is at most 3 UTF-8 bytes: count bytes only when it could matter.
        if (line.length * 3 > maxBytes && Buffer.byteLength(line, 'utf8') > maxBytes) {
            refuseAt(file, n, `the line is longer than ${maxBytes.toLocaleString('en')} bytes (${Buffer.byteLength(line, 'utf8').toLocaleString('en')}); expected one JSON object per line`);
        }
        if (line.length === 0 || isBlank(line))
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch (e) {
            const spot = locateSyntaxError(line);
            const trimmed = line.trim();
            const document = n <= 2 && (trimmed === '{' || trimmed === '[' || /^"[^"]*"\s*:/.test(trimmed))
                ? '. It looks like one JSON document written over several lines, not JSON Lines: import a promptfoo export or an Inspect log as what it is'
                : '';
            refuseAt(file, n, (spot === null
                ? `not valid JSON (${e instanceof Error ? e.message : String(e)})`
                : `not valid JSON: expected ${spot.expected} at column ${lineAndColumn(line, spot.offset).column}`) +
                document, document === '' ? {} : { setting: 'format' });
        }
        const deep = deepNestingOffset(line, MAX_JSON_DEPTH);
        if (deep >= 0) {
            refuseAt(file, n, `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep at column ${lineAndColumn(line, deep).column}; no outcome line needs that`, {}, 'json.depth');
        }
        if (!isPlainObject(value)) {
            refuseAt(file, n, `expected one JSON object per line, found ${typeName(value)}`);
        }
        rows++;
        const taskAt = walk(value, task);
        if (!taskAt.found) {
            const hint = ['response', 'success', 'provider'].every((k) => Object.hasOwn(value, k))
                ? ". This looks like a row of promptfoo's JSON Lines export: import it as a promptfoo export"
                : options.taskPath === undefined && Object.hasOwn(value, 'input')
                    ? ' (this line has an "input": is it the task? then set the task path to "input")'
                    : '';
            refuseAt(file, n, `no task at "${task.text}" (${taskAt.at}: ${taskAt.reason}); set the task path to where the task id is${hint}`, { setting: 'taskPath' });
        }
        const id = taskIdOf(taskAt.value);
        if (typeof id === 'string')
            refuseAt(file, n, `${task.text}: ${id}`);
        let promptText = null;
        if (prompt !== null) {
            const at = walk(value, prompt);
            if (!at.found)
                missing(prompt, 'promptPath', at, n);
            if (typeof at.value !== 'string') {
                refuseAt(file, n, `${prompt.text}: expected the task's prompt (a string), found ${typeName(at.value)}`);
            }
            promptText = at.value;
        }
        collector.task(id.id, `${file}:${n}`, { numeric: id.numeric, prompt: promptText });
        let ms;
        if (latency !== null) {
            const at = walk(value, latency);
            if (at.found && at.value !== null) {
                const v = latencyOf(at.value);
                if (typeof v === 'string')
                    refuseAt(file, n, `${latency.text}: ${v}`);
                ms = v;
            }
        }
        // An error recorded on the line makes the attempt an ERROR, whatever its outcome says.
        if (error !== null) {
            const at = walk(value, error);
            if (at.found && pyTruthy(at.value)) {
                const message = typeof at.value === 'string' ? at.value : shortJson(at.value, 200);
                collector.attempt(agent, id.id, 'error', { error: clip(message, 500), ms });
                continue;
            }
        }
        const at = walk(value, outcome);
        if (!at.found) {
            const hint = options.outcomePath === undefined && Object.hasOwn(value, 'decision')
                ? ' (this line has a "decision": is it the outcome? then set the outcome path to "decision")'
                : '';
            refuseAt(file, n, `no outcome at "${outcome.text}" (${at.at}: ${at.reason}); set the outcome path to where the pass/fail or score is${hint}`, { setting: 'outcomePath' });
        }
        const graded = gradeValue(at.value, options.threshold);
        if ('problem' in graded) {
            refuseAt(file, n, `${outcome.text}: ${graded.problem}`, graded.code === undefined ? {} : { setting: 'threshold' }, graded.code ?? CODE$1);
        }
        if (graded.outcome === 'error') {
            collector.attempt(agent, id.id, 'error', { error: graded.error, ms });
            continue;
        }
        let out;
        if (output !== null) {
            const o = walk(value, output);
            if (o.found)
                out = outputText(o.value);
        }
        collector.attempt(agent, id.id, graded.outcome, { output: out, ms });
    }
    if (rows === 0) {
        throw new Refusal(CODE$1, text.replace(BOM$1, '').length === 0
            ? 'the file is empty; expected one JSON object per line, each with a task and an outcome'
            : 'no rows: every line is blank; expected one JSON object per line, each with a task and an outcome', file);
    }
    return collector.finish(options.benchmarkName ?? stemOf(file), file);
}

/**
 * promptfoo result exports (`promptfoo eval --repeat N --output results.json`).
 * promptfoo numbers every repeat as a new test (`testIdx` grows with each
 * repeat), so a test is known by what stays the same across its repeats: its
 * description and vars (or the value at a task path). Each provider is an
 * agent (each provider × prompt when the export holds several prompts), and a
 * test's rows of one agent, in export order, are its runs. `success` is the
 * grade promptfoo gave; `failureReason` 2 (a provider error) is an ERROR.
 */
const CODE = 'import.bench-promptfoo';
function refuse(base, at, message, setting) {
    throw new Refusal(CODE, message, placeOf(base, at), setting === undefined ? {} : { setting });
}
/** `base: path`, or `base` alone. */
function placeOf(base, at) {
    const path = jsonPath(at);
    return path === '' ? base : `${base}: ${path}`;
}
/** The export's rows and what surrounds them (the current layout and the legacy one). */
function rowsOf(value, file) {
    if (!isPlainObject(value)) {
        refuse(file, [], `expected a promptfoo result export (a JSON object with "results"), found ${typeName(value)}`);
    }
    const top = value['results'];
    let list;
    let at;
    let container;
    if (isPlainObject(top)) {
        container = top;
        list = top['results'];
        at = ['results', 'results'];
    }
    else if (Array.isArray(top)) {
        container = {};
        list = top;
        at = ['results'];
    }
    else {
        refuse(file, top === undefined ? [] : ['results'], top === undefined
            ? 'no "results": expected a promptfoo result export (promptfoo eval --output results.json)'
            : `expected "results" to be an object or a list, found ${typeName(top)}`);
    }
    if (!Array.isArray(list)) {
        refuse(file, at, list === undefined
            ? 'missing; expected the list of result rows'
            : `expected the list of result rows, found ${typeName(list)}`);
    }
    if (list.length === 0)
        refuse(file, at, 'the export holds no result rows');
    const rows = list.map((row, i) => {
        if (!isPlainObject(row)) {
            refuse(file, [...at, i], `expected a result row (an object), found ${typeName(row)}`);
        }
        return { row, base: file, at: [...at, i] };
    });
    return { rows, container };
}
/** The test's description (the row's, else its test case's), when it has one. */
function descriptionOf(row) {
    const test = row['testCase'];
    for (const d of [row['description'], isPlainObject(test) ? test['description'] : undefined]) {
        if (typeof d === 'string' && pyStrip(d) !== '')
            return pyStrip(d);
    }
    return null;
}
/** The test's vars (the row's, else its test case's), when it has any. */
function varsOf(row) {
    const test = row['testCase'];
    for (const v of [row['vars'], isPlainObject(test) ? test['vars'] : undefined]) {
        if (isPlainObject(v))
            return v;
    }
    return null;
}
function testKeyOf(row, path) {
    const file = row.base;
    if (path !== null) {
        const found = walk(row.row, path);
        if (!found.found) {
            refuse(file, row.at, `no task at "${path.text}" (${found.at}: ${found.reason}); set the task path to where the test's id is (e.g. vars.id or testCase.description)`, 'taskPath');
        }
        const id = taskIdOf(found.value);
        if (typeof id === 'string')
            refuse(file, [...row.at, ...path.parts], id);
        return { key: `${id.numeric ? 'n' : 's'}:${id.id}`, description: id.id, vars: null };
    }
    const description = descriptionOf(row.row);
    const vars = varsOf(row.row);
    if (description === null && vars === null) {
        const prompt = row.row['prompt'];
        const raw = isPlainObject(prompt) ? prompt['raw'] : undefined;
        if (typeof raw === 'string' && pyStrip(raw) !== '') {
            return {
                key: JSON.stringify(['prompt', pyStrip(raw)]),
                description: pyStrip(raw),
                vars: null,
            };
        }
        refuse(file, row.at, 'the row names its test by no description, vars or prompt; set the task path to where the test is named', 'taskPath');
    }
    let varsText = null;
    if (vars !== null) {
        const at = [...row.at, Object.hasOwn(row.row, 'vars') ? 'vars' : 'testCase'];
        if (findLoneSurrogate(vars) !== null) {
            refuse(file, at, 'the vars hold a lone surrogate (an unpaired \\u escape), so they cannot name the test');
        }
        varsText = canonicalJson(vars);
    }
    return { key: JSON.stringify(['test', description, varsText]), description, vars: varsText };
}
/** The rendered prompt of a row, when it has one. */
function promptTextOf(row) {
    const prompt = row['prompt'];
    const raw = isPlainObject(prompt) ? prompt['raw'] : undefined;
    return typeof raw === 'string' ? raw : null;
}
/** The label of a prompt id from the export's `prompts` list, when it gives one. */
function promptLabels(container) {
    const out = new Map();
    const prompts = container['prompts'];
    if (!Array.isArray(prompts))
        return out;
    for (const p of prompts) {
        if (!isPlainObject(p) || typeof p['id'] !== 'string')
            continue;
        const label = p['label'] ?? p['display'];
        if (typeof label === 'string' && label.trim() !== '' && !out.has(p['id'])) {
            out.set(p['id'], label.trim());
        }
    }
    return out;
}
/**
 * What tells a row's prompt apart: its id, else its index, else (legacy
 * exports) its label or template text.
 */
function promptKeyOf(row) {
    const id = row['promptId'];
    if (id !== undefined && id !== null)
        return `id:${idText(id)}`;
    const idx = row['promptIdx'];
    if (idx !== undefined && idx !== null)
        return `idx:${idText(idx)}`;
    const prompt = row['prompt'];
    if (isPlainObject(prompt)) {
        for (const k of ['label', 'display']) {
            const v = prompt[k];
            if (typeof v === 'string' && v !== '')
                return `${k}:${v}`;
        }
    }
    return 'unknown';
}
/** A short name of the row's prompt: its label, else the start of a hash id; null for a template only. */
function promptShown(row, labels) {
    const id = row['promptId'];
    if (typeof id === 'string') {
        const label = labels.get(id);
        if (label !== undefined)
            return label;
    }
    const prompt = row['prompt'];
    if (isPlainObject(prompt) &&
        typeof prompt['label'] === 'string' &&
        prompt['label'].trim() !== '') {
        return prompt['label'].trim();
    }
    if (typeof id === 'string')
        return /^[0-9a-f]{64}$/.test(id) ? id.slice(0, 12) : id;
    return null;
}
/** Reads a parsed promptfoo export into bench runs. */
function benchFromPromptfoo(value, file, options = {}) {
    const { rows, container } = rowsOf(value, file);
    return fromRows(rows, container, value, file, options);
}
/** Keys every promptfoo result row has some of. */
const ROW_KEYS = ['response', 'provider', 'prompt', 'promptIdx', 'testIdx', 'vars', 'success'];
/** True when a parsed JSON Lines row looks like a promptfoo result row. */
function isPromptfooRow(value) {
    return (isPlainObject(value) &&
        'success' in value &&
        ROW_KEYS.filter((k) => Object.hasOwn(value, k)).length >= 3);
}
/**
 * Reads promptfoo's JSON Lines export (`promptfoo eval --output results.jsonl`):
 * one result row per line (some promptfoo versions write two rows back to back
 * on one line); refusals name the line.
 */
function benchFromPromptfooLines(text, file, options = {}) {
    const rows = [];
    text.split('\n').forEach((raw, i) => {
        const n = i + 1;
        let line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (n === 1 && line.startsWith('\uFEFF'))
            line = line.slice(1);
        if (line.trim() === '')
            return;
        const base = `${file}:${n}`;
        const deep = deepNestingOffset(line, MAX_JSON_DEPTH);
        if (deep >= 0) {
            throw new Refusal('json.depth', `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep at column ${lineAndColumn(line, deep).column}; no result row needs that`, base);
        }
        for (const chunk of jsonValuesOf(line)) {
            let row;
            try {
                row = JSON.parse(chunk);
            }
            catch {
                const spot = locateSyntaxError(chunk);
                throw new Refusal(CODE, spot === null ? 'not valid JSON' : `not valid JSON: expected ${spot.expected}`, base);
            }
            if (!isPromptfooRow(row)) {
                refuse(base, [], `expected a promptfoo result row (an object with "success", "response", "provider" …), found ${isPlainObject(row) ? 'an object without them' : typeName(row)}`);
            }
            rows.push({ row: row, base, at: [] });
        }
    });
    if (rows.length === 0)
        refuse(file, [], 'the export holds no result rows');
    return fromRows(rows, {}, {}, file, options);
}
function fromRows(rows, container, value, file, options) {
    const taskPath = options.taskPath === undefined ? null : parseDottedPath(options.taskPath, 'taskPath');
    // Test ids: the description when it names one test, otherwise description and vars.
    const keys = rows.map((r) => testKeyOf(r, taskPath));
    const keysOfDescription = new Map();
    for (const k of keys) {
        if (k.description === null)
            continue;
        const set = keysOfDescription.get(k.description) ?? new Set();
        set.add(k.key);
        keysOfDescription.set(k.description, set);
    }
    const idOfKey = new Map();
    const takenIds = new Set();
    for (const k of keys) {
        if (idOfKey.has(k.key))
            continue;
        let id;
        if (k.description !== null && (keysOfDescription.get(k.description)?.size ?? 0) === 1) {
            id = k.description;
        }
        else if (k.description !== null) {
            id = `${k.description} ${k.vars ?? ''}`.trim();
        }
        else {
            id = k.vars;
        }
        id = uniqueName(id, takenIds);
        takenIds.add(id);
        idOfKey.set(k.key, { id, name: clip(k.description ?? id, 200) });
    }
    // Agents: providers (id, and label when it tells configurations apart), × prompts when several.
    const labelsOfId = new Map();
    for (const { row } of rows) {
        const label = providerLabelOf(row);
        if (label === null)
            continue;
        const set = labelsOfId.get(providerOf(row)) ?? new Set();
        set.add(label);
        labelsOfId.set(providerOf(row), set);
    }
    const providerName = (row) => {
        const label = providerLabelOf(row);
        if (label !== null)
            return label;
        const labels = labelsOfId.get(providerOf(row));
        return labels !== undefined && labels.size === 1 ? [...labels][0] : providerOf(row);
    };
    const prompts = new Map();
    for (const { row } of rows) {
        const key = promptKeyOf(row);
        if (!prompts.has(key))
            prompts.set(key, prompts.size + 1);
    }
    const labels = promptLabels(container);
    const agentOfCell = new Map();
    const taken = new Set();
    const agentOf = (row) => {
        const provider = providerName(row);
        const prompt = promptKeyOf(row);
        const cell = JSON.stringify([provider, providerOf(row), prompt]);
        let name = agentOfCell.get(cell);
        if (name === undefined) {
            const shown = prompts.size > 1
                ? `${provider} · ${clip(promptShown(row, labels) ?? `prompt ${prompts.get(prompt) ?? '?'}`, 60)}`
                : provider;
            name = uniqueName(clip(shown, 160), taken);
            taken.add(name);
            agentOfCell.set(cell, name);
        }
        return name;
    };
    const collector = new BenchCollector(CODE);
    rows.forEach(({ row, at, base }, i) => {
        const key = keys[i];
        const task = idOfKey.get(key.key);
        const where = placeOf(base, at);
        collector.task(task.id, where, { name: task.name, prompt: promptTextOf(row) });
        const agent = agentOf(row);
        const latency = row['latencyMs'];
        let ms;
        if (latency !== undefined && latency !== null) {
            const v = latencyOf(latency);
            if (typeof v === 'string')
                refuse(base, [...at, 'latencyMs'], v);
            ms = v;
        }
        const response = row['response'];
        const failure = row['failureReason'];
        // A row promptfoo served from its cache replays an earlier call: never a
        // repeat (the collector leaves it out, or keeps it as a task's one run).
        const cached = isPlainObject(response) && response['cached'] === true;
        if (failure === 2 ||
            !isPlainObject(response) ||
            pyTruthy(response['error']) ||
            !Object.hasOwn(response, 'output')) {
            const message = (isPlainObject(response) && typeof response['error'] === 'string' && response['error']) ||
                (typeof row['error'] === 'string' && row['error']) ||
                'the provider gave no output';
            collector.attempt(agent, task.id, 'error', { error: clip(message, 500), ms, cached });
            return;
        }
        const success = row['success'];
        if (typeof success !== 'boolean') {
            refuse(base, [...at, 'success'], `expected promptfoo's grade of the row (true or false), found ${typeName(success)}`);
        }
        collector.attempt(agent, task.id, success ? 'pass' : 'fail', {
            output: outputText(response['output']),
            ms,
            cached,
        });
    });
    const config = isPlainObject(value) && isPlainObject(value['config']) ? value['config'] : {};
    const description = config['description'];
    const evalId = isPlainObject(value) ? value['evalId'] : undefined;
    const name = options.benchmarkName ??
        (typeof description === 'string' && description.trim() !== ''
            ? description.trim()
            : typeof evalId === 'string' && evalId !== ''
                ? evalId
                : stemOf(file));
    return collector.finish(name, file);
}

/** The options each format reads; any other option given is refused rather than ignored. */
const OPTIONS_OF = {
    'outcomes-jsonl': [
        'taskPath',
        'outcomePath',
        'threshold',
        'errorPath',
        'outputPath',
        'latencyPath',
        'promptPath',
        'benchmarkName',
        'agentName',
        'maxLineBytes',
    ],
    promptfoo: ['taskPath', 'benchmarkName'],
    inspect: ['scorer', 'threshold', 'benchmarkName', 'agentName'],
    tau2: ['benchmarkName', 'agentName'],
};
const FORMAT_NAMES = {
    'outcomes-jsonl': 'a JSONL outcome log',
    promptfoo: 'a promptfoo export',
    inspect: 'an Inspect AI log',
    tau2: 'τ²-bench results',
};
const WHY_NOT = {
    threshold: 'its rows are already graded (success true or false)',
    outcomePath: 'its outcome is the row’s success',
    scorer: 'only Inspect logs have scorers',
    taskPath: 'a sample id is its task',
    agentName: 'it names an agent per provider (and prompt)',
};
function checkOptions(format, options) {
    const allowed = new Set([...OPTIONS_OF[format], 'format']);
    for (const [key, value] of Object.entries(options)) {
        if (value === undefined || allowed.has(key))
            continue;
        const why = Object.hasOwn(WHY_NOT, key) ? WHY_NOT[key] : undefined;
        throw new Refusal('usage.bench-import', `${key} does not apply to ${FORMAT_NAMES[format]}${why === undefined ? '' : `: ${why}`}`, undefined, { setting: key });
    }
    const t = options.threshold;
    if (t !== undefined && !(typeof t === 'number' && Number.isFinite(t))) {
        throw new Refusal('usage.bench-import', `expected the threshold as a finite number, found ${String(t)}`, undefined, { setting: 'threshold' });
    }
    const max = options.maxLineBytes;
    if (max !== undefined && !(Number.isSafeInteger(max) && max > 0)) {
        throw new Refusal('usage.bench-import', `expected the longest line as a whole number of bytes above 0, found ${String(max)}`, undefined, { setting: 'maxLineBytes' });
    }
    for (const key of ['benchmarkName', 'agentName', 'scorer']) {
        const v = options[key];
        if (v !== undefined && (typeof v !== 'string' || v.trim() === '' || v.length > 256)) {
            throw new Refusal('usage.bench-import', `expected ${key} as a non-empty name of at most 256 characters`, undefined, { setting: key });
        }
    }
}
/** What a parsed JSON document is, or null when it is neither log. */
function documentFormat(value) {
    if (!isPlainObject(value))
        return null;
    if (isPlainObject(value['eval']) && ('samples' in value || 'plan' in value))
        return 'inspect';
    if (isTau2Results(value))
        return 'tau2';
    const results = value['results'];
    if ('evalId' in value || Array.isArray(results))
        return 'promptfoo';
    if (isPlainObject(results) && Array.isArray(results['results']))
        return 'promptfoo';
    return null;
}
const BOM = '\uFEFF';
/** The first JSON value of a line (two promptfoo rows may share one), or undefined when it is not JSON. */
function firstValueOf(line) {
    try {
        return JSON.parse(jsonValuesOf(line)[0] ?? line);
    }
    catch {
        return undefined;
    }
}
/** The first non-blank line of a text (after a BOM). */
function firstLine(text) {
    const body = text.startsWith(BOM) ? text.slice(1) : text;
    return body.split('\n').find((l) => l.trim() !== '');
}
/** JSON Lines: promptfoo's rows, else an outcome log. */
function linesFormat(text) {
    const first = firstLine(text);
    if (first !== undefined && isPromptfooRow(firstValueOf(first))) {
        return { format: 'promptfoo', promptfooLines: true };
    }
    return { format: 'outcomes-jsonl' };
}
/** The format of a log by its content (and a `.jsonl` name), and its document when it is one. */
function sniff(text, fileName) {
    if (/\.(jsonl|ndjson)$/i.test(fileName))
        return linesFormat(text);
    const body = text.startsWith(BOM) ? text.slice(1) : text;
    let document;
    let parsed = false;
    try {
        document = JSON.parse(body);
        parsed = true;
    }
    catch {
        // Not one document: JSON Lines when its first line is an object.
    }
    if (parsed) {
        const format = documentFormat(document);
        if (format !== null)
            return { format, document: parseJsonText(text, fileName) };
        const lines = body.split('\n').filter((l) => l.trim() !== '').length;
        if (lines === 1 && isPlainObject(document))
            return linesFormat(text);
        const hint = foreignFormatHint(document, 'jsonl');
        throw new Refusal('import.bench-format', `expected a JSONL outcome log, a promptfoo export, an Inspect AI log or τ²-bench results, and this JSON document is none of them${hint === null ? '' : `.${hint.text}`}`, fileName, { setting: 'format' });
    }
    const first = firstLine(text);
    if (first !== undefined && isPlainObject(firstValueOf(first)))
        return linesFormat(text);
    // Neither: the JSON reader names the line and column of the first syntax error.
    parseJsonText(text, fileName);
    throw new Refusal('import.bench-format', 'expected a JSON document or JSON Lines', fileName, {
        setting: 'format',
    });
}
/** For an explicit promptfoo format: its JSON export, or its JSON Lines export. */
function promptfooShape(text, fileName) {
    const body = text.startsWith(BOM) ? text.slice(1) : text;
    let document;
    try {
        document = JSON.parse(body);
    }
    catch {
        const first = firstLine(text);
        if (first !== undefined && isPromptfooRow(firstValueOf(first))) {
            return { format: 'promptfoo', promptfooLines: true };
        }
        return { format: 'promptfoo', document: parseJsonText(text, fileName) };
    }
    if (isPromptfooRow(document))
        return { format: 'promptfoo', promptfooLines: true };
    return { format: 'promptfoo', document: parseJsonText(text, fileName) };
}
/**
 * Turns a log of repeated outcomes into bench results: `{benchmark, runs}`.
 * `text` is the file's content and `fileName` names it in refusals and as
 * every agent's source. Formats: `outcomes-jsonl` (a task path and an outcome
 * path per line), `promptfoo` (an export made with `--repeat`), `inspect` (an
 * eval log with epochs, as JSON), or `auto` (the default).
 */
function importBenchRuns(text, fileName, options = {}) {
    const asked = options.format ?? 'auto';
    if (!BENCH_IMPORT_FORMATS.includes(asked)) {
        throw new Refusal('usage.bench-import', `expected the format as one of ${BENCH_IMPORT_FORMATS.join(', ')}, found ${JSON.stringify(asked)}`, undefined, { setting: 'format' });
    }
    const sniffed = asked === 'auto'
        ? sniff(text, fileName)
        : asked === 'promptfoo'
            ? promptfooShape(text, fileName)
            : { format: asked };
    const format = sniffed.format;
    checkOptions(format, options);
    if (format === 'outcomes-jsonl')
        return benchFromOutcomeJsonl(text, fileName, options);
    if (sniffed.promptfooLines === true)
        return benchFromPromptfooLines(text, fileName, options);
    const document = sniffed.document !== undefined ? sniffed.document : parseJsonText(text, fileName);
    if (asked !== 'auto') {
        // Refused here only when the document is positively something else; otherwise
        // the format's reader names what is missing, and where.
        const found = documentFormat(document);
        const hint = foreignFormatHint(document, format === 'promptfoo' ? 'promptfoo' : 'inspect');
        if ((found !== null && found !== format) || (found === null && hint !== null)) {
            throw new Refusal('import.bench-format', `expected ${FORMAT_NAMES[format]}, and this JSON document is ${found === null ? 'not one' : FORMAT_NAMES[found]}${hint === null ? '' : `.${hint.text}`}`, fileName, { setting: 'format' });
        }
    }
    if (format === 'promptfoo')
        return benchFromPromptfoo(document, fileName, options);
    if (format === 'tau2')
        return benchFromTau2(document, fileName, options);
    return benchFromInspect(inspectLogOf(document, fileName), fileName, options);
}
/**
 * As `importBenchRuns`, reading the file at `path` (strict UTF-8); an Inspect
 * `.eval` log (a zip archive) is read as well.
 */
async function importBenchRunsFile(path, options = {}, scrub = null) {
    const bytes = await readBytes(path);
    if (isZip(bytes)) {
        const format = options.format ?? 'auto';
        if (format !== 'auto' && format !== 'inspect') {
            throw new Refusal('import.bench-format', `this is a zip archive, not ${FORMAT_NAMES[format] ?? 'a text log'}; an Inspect AI .eval log is imported as an Inspect log`, path, { setting: 'format' });
        }
        checkOptions('inspect', options);
        const log = readEvalZip(bytes, path);
        return benchFromInspect(scrub === null ? log : mapStrings(log, scrub), path, options);
    }
    const text = decodeUtf8(bytes, path);
    return importBenchRuns(scrub === null ? text : scrubbedLogText(text, scrub), path, options);
}
/**
 * A log's text with `scrub` applied to every string of its JSON values before any
 * reader takes (and cuts) one: a JSON document as a whole, or each line of a JSON
 * Lines log (a line that is no JSON is scrubbed as text; the reader refuses it).
 * Only what held a secret is written anew, so a clean log is read as it was, and
 * a JSON Lines log keeps its line numbers.
 */
function scrubbedLogText(text, scrub) {
    let whole;
    try {
        whole = JSON.parse(text);
    }
    catch {
        return text
            .split('\n')
            .map((line) => {
            if (line.trim() === '')
                return line;
            let value;
            try {
                value = JSON.parse(line);
            }
            catch {
                return scrub(line);
            }
            const clean = mapStrings(value, scrub);
            if (clean === value)
                return line;
            return `${JSON.stringify(clean)}${line.endsWith('\r') ? '\r' : ''}`;
        })
            .join('\n');
    }
    const clean = mapStrings(whole, scrub);
    return clean === whole ? text : JSON.stringify(clean, null, 2);
}

export { importBenchRuns, importBenchRunsFile, scrubbedLogText };
