import { u as unzipSync } from './fflate.js';
import { R as Refusal } from './types.js';
import { c as compareCodePoints } from './order.js';
import { g as isPlainObject, s as shortJson, t as typeName, p as parseJsonText, v as decodeUtf8 } from './json.js';
import { O as ObservationInterner, g as pyStrip, c as casesOf, e as expectedBySuite, h as readBytes, j as isZip, f as foreignFormatHint, s as sourceDetail } from './common.js';
import { p as parseDottedPath, w as walk } from './paths.js';
import 'module';
import 'node:fs';
import 'node:fs/promises';
import 'node:buffer';
import './digest.js';
import 'node:crypto';
import './observation.js';
import './registry.js';

const CODE = 'import.inspect';
function refuse(where, message, detail = {}) {
    throw new Refusal(CODE, message, where, detail);
}
/**
 * The text of a message content: a string, or the `text` parts of a content list
 * joined by line breaks (as Inspect's own `ChatMessage.text` joins them).
 */
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content)) {
        const texts = content
            .filter((p) => isPlainObject(p) && p['type'] === 'text' && typeof p['text'] === 'string')
            .map((p) => p['text']);
        return texts.join('\n');
    }
    return null;
}
function inputText(input, where) {
    if (typeof input === 'string')
        return input;
    if (Array.isArray(input)) {
        // A chat input: one `role: text` line per message.
        return input
            .map((m, i) => {
            if (!isPlainObject(m) || typeof m['role'] !== 'string') {
                refuse(`${where}.input[${i}]`, `expected a chat message with a "role", found ${typeName(m)}`);
            }
            return `${m['role']}: ${contentText(m['content']) ?? ''}`;
        })
            .join('\n');
    }
    return refuse(`${where}.input`, `expected the input (a string or a list of chat messages), found ${typeName(input)}`);
}
/** The completion text: `output.completion`, else the first choice's message content. */
function completionOf(sample) {
    const output = sample['output'];
    if (!isPlainObject(output))
        return null;
    if (typeof output['completion'] === 'string' && output['completion'] !== '') {
        return output['completion'];
    }
    const choices = output['choices'];
    if (Array.isArray(choices) && isPlainObject(choices[0]) && isPlainObject(choices[0]['message'])) {
        return contentText(choices[0]['message']['content']);
    }
    return typeof output['completion'] === 'string' ? output['completion'] : null;
}
/** Tool names called in the sample's conversation, in order. */
function toolPathOf(sample) {
    const tools = [];
    const messages = sample['messages'];
    if (!Array.isArray(messages))
        return tools;
    for (const m of messages) {
        if (!isPlainObject(m) || m['role'] !== 'assistant' || !Array.isArray(m['tool_calls']))
            continue;
        for (const call of m['tool_calls']) {
            if (isPlainObject(call) && typeof call['function'] === 'string')
                tools.push(call['function']);
        }
    }
    return tools;
}
/** Follows a dotted path; a string met before the last part is parsed as JSON and walked into. */
function walkDeep(value, path) {
    let current = value;
    for (let i = 0; i < path.parts.length; i++) {
        const part = path.parts[i];
        const at = path.parts.slice(0, i + 1).join('.');
        if (typeof current === 'string') {
            try {
                current = JSON.parse(current);
            }
            catch {
                return {
                    found: false,
                    at,
                    reason: `${path.parts.slice(0, i).join('.')} is text, not JSON`,
                };
            }
        }
        const step = walk(current, { parts: [part] });
        if (!step.found) {
            return {
                found: false,
                at,
                reason: step.reason === 'no such key'
                    ? 'no such key'
                    : `${i === 0 ? 'the sample' : path.parts.slice(0, i).join('.')} is ${typeName(current)}`,
            };
        }
        current = step.value;
    }
    return { found: true, value: current };
}
/**
 * Whether a sample's answer came from Inspect's model cache: one of its model
 * events says `cache: "read"` (Inspect records "read" or "write" there when
 * the cache is on). Such an epoch replays an earlier call.
 */
function servedFromCache(sample) {
    const events = sample['events'];
    if (!Array.isArray(events))
        return false;
    return events.some((e) => isPlainObject(e) && e['event'] === 'model' && e['cache'] === 'read');
}
/** Builds evidence from an Inspect log already read (see `readInspectLog`). */
function evidenceFromInspectLog(log, options = {}, file = 'the Inspect log') {
    if (options.score !== undefined && options.decisionPath !== undefined) {
        throw new Refusal('usage.inspect', 'give either a score or a decision path, not both', undefined, { setting: 'score' });
    }
    const path = options.decisionPath === undefined
        ? null
        : parseDottedPath(options.decisionPath, 'decisionPath');
    const layer = options.layer ?? 'verdict';
    const header = log.header;
    if (log.samples.length === 0) {
        refuse(file, 'the log holds no samples (was it written with header only, or did the run end before any sample?)');
    }
    const interner = new ObservationInterner({ layer });
    const runs = log.samples.map(({ sample, where }) => {
        if (!isPlainObject(sample))
            refuse(where, `expected a sample object, found ${typeName(sample)}`);
        const id = sample['id'];
        if (!(typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)))) {
            refuse(`${where}.id`, `expected the sample id (a string or a number), found ${typeName(id)}`);
        }
        const epoch = sample['epoch'];
        if (typeof epoch !== 'number' || !Number.isSafeInteger(epoch) || epoch < 1) {
            refuse(`${where}.epoch`, `expected the epoch (a whole number from 1), found ${shortJson(epoch)}`);
        }
        const input = inputText(sample['input'], where);
        if (pyStrip(input) === '')
            refuse(`${where}.input`, 'expected a non-empty input');
        const place = `${where} (sample ${JSON.stringify(id)}, epoch ${epoch})`;
        const error = sample['error'];
        if (error !== undefined && error !== null) {
            const message = isPlainObject(error) && typeof error['message'] === 'string'
                ? error['message']
                : shortJson(error);
            return {
                id,
                epoch,
                input,
                where: place,
                obs: interner.of({ error: `the sample failed: ${message}` }),
                cached: false,
            };
        }
        return {
            id,
            epoch,
            input,
            where: place,
            obs: observationOf(sample, place, options.score, path, layer, interner),
            cached: servedFromCache(sample),
        };
    });
    // Series by sample id, in epoch order.
    const byId = new Map();
    for (const run of runs) {
        const key = `${typeof run.id}:${String(run.id)}`;
        const list = byId.get(key);
        if (list === undefined)
            byId.set(key, [run]);
        else
            list.push(run);
    }
    const inputs = new Map();
    const series = [];
    const cachedByInput = new Map();
    for (const list of byId.values()) {
        list.sort((a, b) => a.epoch - b.epoch);
        const first = list[0];
        for (let i = 1; i < list.length; i++) {
            const run = list[i];
            if (run.epoch === list[i - 1].epoch) {
                refuse(run.where, `sample ${JSON.stringify(run.id)} has epoch ${run.epoch} twice`);
            }
            if (run.input !== first.input) {
                refuse(run.where, `the input differs from epoch ${first.epoch} of the same sample id`);
            }
        }
        const other = inputs.get(first.input);
        if (other !== undefined) {
            refuse(first.where, `the same input as sample ${other}; each input must belong to one sample id`);
        }
        inputs.set(first.input, JSON.stringify(first.id));
        // Epochs served from the cache replay an earlier call: never a repeat. They are
        // kept in the evidence, apart from the series (the case's `cached`).
        const fromCache = list
            .filter((r) => r.cached)
            .map((r) => ({ ...r.obs, cached: true }));
        const replays = fromCache.length;
        if (replays > 0)
            cachedByInput.set(first.input, fromCache);
        const observations = list.filter((r) => !r.cached).map((r) => r.obs);
        if (observations.length < 2) {
            refuse(first.where, replays > 0
                ? `sample ${JSON.stringify(first.id)} has ${observations.length} fresh epoch(s) and ${replays} served from the model cache (a model event with cache "read"), which replay an earlier call and are not repeats; a pair needs at least 2 fresh epochs: run the task again with the cache off`
                : `sample ${JSON.stringify(first.id)} has ${observations.length} epoch; a pair needs at least 2: run the task with epochs=2 or more`);
        }
        series.push({
            id: first.id,
            input: first.input,
            observations,
            errors: 0,
            where: first.where,
            order: series.length,
        });
    }
    // Case order: the suite's when given, otherwise by sample id.
    const suiteOrder = new Map((options.suite?.cases ?? []).map((c, i) => [c.input, i]));
    series.sort((a, b) => {
        const sa = suiteOrder.get(a.input);
        const sb = suiteOrder.get(b.input);
        if (sa !== undefined || sb !== undefined) {
            if (sa === undefined)
                return 1;
            if (sb === undefined)
                return -1;
            return sa - sb;
        }
        if (typeof a.id === 'number' && typeof b.id === 'number')
            return a.id - b.id;
        if (typeof a.id === 'number')
            return -1;
        if (typeof b.id === 'number')
            return 1;
        return compareCodePoints(a.id, b.id);
    });
    const evalSpec = isPlainObject(header['eval']) ? header['eval'] : {};
    const config = isPlainObject(evalSpec['config']) ? evalSpec['config'] : {};
    const packages = isPlainObject(evalSpec['packages']) ? evalSpec['packages'] : {};
    const provenance = { harness: 'inspect' };
    const put = (key, value) => {
        if (value !== undefined && value !== null)
            provenance[key] = value;
    };
    put('harness_version', packages['inspect_ai']);
    put('task', evalSpec['task']);
    put('model', evalSpec['model']);
    put('run_id', evalSpec['run_id']);
    put('eval_id', evalSpec['eval_id']);
    put('collected_at', evalSpec['created']);
    put('epochs', config['epochs']);
    if (options.score !== undefined)
        provenance['score'] = options.score;
    if (path !== null)
        provenance['decision_path'] = path.text;
    const status = header['status'];
    const finished = status === undefined || status === 'success';
    const stopReason = finished
        ? undefined
        : `the Inspect run ended with status ${shortJson(status)}${isPlainObject(header['error']) && typeof header['error']['message'] === 'string'
            ? `: ${header['error']['message']}`
            : status === 'started'
                ? ' (the log was still being written)'
                : ''}`;
    return {
        layer,
        isolation: options.isolation ?? 'unknown',
        provenance,
        cases: casesOf(series, expectedBySuite(options.suite)).map((c) => {
            const cached = c.input === undefined ? undefined : cachedByInput.get(c.input);
            return cached === undefined ? c : { ...c, cached };
        }),
        complete: finished,
        ...(stopReason === undefined ? {} : { stopReason }),
        relations: [],
    };
}
function observationOf(sample, where, score, path, layer, interner) {
    const text = completionOf(sample);
    const tools = toolPathOf(sample);
    let label;
    if (score !== undefined) {
        const scores = sample['scores'];
        const s = isPlainObject(scores) ? scores[score] : undefined;
        if (!isPlainObject(s)) {
            const names = isPlainObject(scores) ? Object.keys(scores).map((n) => JSON.stringify(n)) : [];
            refuse(where, `no score named ${JSON.stringify(score)}; ${names.length > 0 ? `the sample has ${names.join(', ')}` : 'the sample has no scores'}`, { setting: 'score' });
        }
        const answer = s['answer'];
        if (typeof answer !== 'string' || pyStrip(answer) === '') {
            refuse(`${where}.scores.${score}.answer`, `expected the scorer's answer (a non-empty string) as the decision, found ${typeof answer === 'string' ? 'only whitespace' : typeName(answer)}`);
        }
        label = pyStrip(answer);
    }
    else if (path !== null) {
        const found = walkDeep(sample, path);
        if (!found.found) {
            refuse(where, `no decision at "${path.text}" (${found.at}: ${found.reason}); set the decision path to where it is`, { setting: 'decisionPath' });
        }
        const v = found.value;
        if (typeof v !== 'string' || pyStrip(v) === '') {
            refuse(`${where}.${path.text}`, `expected a decision label (a non-empty string), found ${typeof v === 'string' ? 'only whitespace' : typeName(v)}`);
        }
        label = pyStrip(v);
    }
    else {
        if (text === null || pyStrip(text) === '') {
            if (layer === 'verdict') {
                refuse(`${where}.output`, 'no completion text to use as the decision; name a score, or the decision path', { setting: 'decisionPath' });
            }
            label = '';
        }
        else
            label = pyStrip(text);
    }
    return interner.of({
        ...(label === '' ? {} : { decision: label }),
        ...(text === null ? {} : { text }),
        ...(layer === 'tools' || tools.length > 0 ? { tools } : {}),
    });
}
function parseEntry(bytes, where) {
    return parseJsonText(decodeUtf8(bytes, where), where);
}
/**
 * An Inspect JSON log whose header was checked: its samples, each with its
 * place in the file (`refuse` names the importer's own code).
 */
function jsonLogOf(value, file, refuse) {
    const samples = value['samples'];
    if (samples !== undefined && samples !== null && !Array.isArray(samples)) {
        refuse(`${file}: samples`, `expected a list of samples, found ${typeName(samples)}`);
    }
    return {
        header: value,
        samples: (samples ?? []).map((sample, i) => ({
            sample,
            where: `${file}: samples[${i}]`,
        })),
    };
}
/** Reads an Inspect log: the zip-based `.eval` file or the JSON log. */
async function readInspectLog(path) {
    const bytes = await readBytes(path);
    if (isZip(bytes))
        return readEvalZip(bytes, path);
    if (path.endsWith('.eval')) {
        refuse(path, 'expected an Inspect .eval log (a zip archive); this file is not a zip archive');
    }
    const value = parseEntry(bytes, path);
    if (!isPlainObject(value))
        refuse(path, `expected an Inspect eval log (a JSON object), found ${typeName(value)}`);
    if (!isPlainObject(value['eval'])) {
        const hint = foreignFormatHint(value, 'inspect');
        refuse(path, `expected an Inspect eval log with "eval" and "samples"; this file has none${hint === null ? '' : `.${hint.text}`}`, sourceDetail('inspect', hint));
    }
    return jsonLogOf(value, path, refuse);
}
/** The largest zip entry unpacked (a sample with its whole transcript, or the header). */
const MAX_ENTRY_BYTES = 256 * 2 ** 20;
/** The `.eval` entries the importer reads; the rest (summaries, reductions, attachments) stay packed. */
function isReadEntry(name) {
    return (name === 'header.json' ||
        name === '_journal/start.json' ||
        name === 'start.json' ||
        name === 'results.json' ||
        (name.startsWith('samples/') && name.endsWith('.json')));
}
/** Reads the `.eval` zip: the header (or the journal's start record) and each sample file. */
function readEvalZip(bytes, path) {
    let entries;
    try {
        // Only the entries read below are unpacked, and none larger than the cap: a
        // few megabytes of zip can claim gigabytes of content.
        entries = unzipSync(bytes, {
            filter: (file) => {
                if (!isReadEntry(file.name))
                    return false;
                if (file.originalSize > MAX_ENTRY_BYTES) {
                    refuse(`${path}!${file.name}`, `this entry unpacks to ${Math.round(file.originalSize / 2 ** 20)} MiB, more than the ${MAX_ENTRY_BYTES / 2 ** 20} MiB one sample or header may hold`);
                }
                return true;
            },
        });
    }
    catch (error) {
        if (error instanceof Refusal)
            throw error;
        refuse(path, `not a readable zip archive (${error instanceof Error ? error.message : String(error)}); is the .eval file truncated?`);
    }
    const entry = (name) => {
        const data = entries[name];
        return data === undefined ? undefined : parseEntry(data, `${path}!${name}`);
    };
    let header = entry('header.json');
    if (header === undefined) {
        const start = entry('_journal/start.json') ?? entry('start.json');
        const results = entry('results.json');
        if (start === undefined) {
            refuse(path, 'this zip archive has no header.json or _journal/start.json, so it is not an Inspect .eval log');
        }
        // Without header.json (or the older results.json) the run never finished writing.
        header = {
            ...(isPlainObject(start) ? start : {}),
            ...(isPlainObject(results) ? results : { status: 'started' }),
        };
    }
    if (!isPlainObject(header))
        refuse(`${path}!header.json`, `expected an object, found ${typeName(header)}`);
    const names = Object.keys(entries)
        .filter((n) => n.startsWith('samples/') && n.endsWith('.json'))
        .sort(compareCodePoints);
    return {
        header,
        samples: names.map((name) => ({ sample: entry(name), where: `${path}!${name}` })),
    };
}
/** Reads an Inspect log file into evidence. */
async function importInspect(path, options = {}) {
    return evidenceFromInspectLog(await readInspectLog(path), options, path);
}

export { completionOf, evidenceFromInspectLog, importInspect, inputText, jsonLogOf, readEvalZip, readInspectLog, servedFromCache };
