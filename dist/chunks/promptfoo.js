import { R as Refusal } from './types.js';
import { v as decodeUtf8, g as isPlainObject, s as shortJson, t as typeName, p as parseJsonText, j as jsonPath } from './json.js';
import { h as readBytes, r as readJsonDocument, f as foreignFormatHint, s as sourceDetail, O as ObservationInterner, g as pyStrip, S as SeriesBuilder, c as casesOf, e as expectedBySuite, p as pyTruthy } from './common.js';
import { p as parseDottedPath, w as walk } from './paths.js';
import 'node:fs';
import 'node:fs/promises';
import 'node:buffer';
import './digest.js';
import 'node:crypto';
import './observation.js';
import './registry.js';

const CODE = 'import.promptfoo';
/**
 * The line of each result row when the export is JSON Lines (`--output
 * results.jsonl`, one result per line), so refusals name `file:line`; null for a
 * JSON export. Set only while `evidenceFromPromptfooLines` runs (synchronously).
 */
let rowLines = null;
/** `file: json.path`, or `file:line: path` for a row of a JSON Lines export. */
function placeOf(file, at) {
    const index = at[1];
    if (rowLines !== null && at[0] === 'results' && typeof index === 'number') {
        const rest = jsonPath(at.slice(2));
        return `${file}:${rowLines[index] ?? '?'}${rest === '' ? '' : `: ${rest}`}`;
    }
    const path = jsonPath(at);
    return path === '' ? file : `${file}: ${path}`;
}
function refuse(file, at, message, detail = {}) {
    throw new Refusal(CODE, message, placeOf(file, at), detail);
}
/** Provider id of a row: `provider.id` (else its label) or the provider itself; `unknown` when absent. */
function providerOf(row) {
    const p = row['provider'];
    if (isPlainObject(p)) {
        const id = p['id'] ?? p['label'];
        return id === undefined || id === null ? 'unknown' : idText(id);
    }
    return p === undefined || p === null ? 'unknown' : idText(p);
}
/**
 * The provider's label when it has one besides its id. promptfoo tells apart
 * two configurations of one model (`openai:gpt-4o` at two temperatures) only by
 * their labels, so the label is part of a cell.
 */
function providerLabelOf(row) {
    const p = row['provider'];
    if (!isPlainObject(p))
        return null;
    const label = p['label'];
    return typeof label === 'string' && label !== '' && label !== providerOf(row) ? label : null;
}
/** The row's prompt index (`promptIdx`) as text, when it has one. */
function promptIndexOf(row) {
    const idx = row['promptIdx'];
    return idx === undefined || idx === null ? null : idText(idx);
}
/** A provider × prompt cell as a message shows it: at most 80 characters. */
function clip(text) {
    if (text.length <= 80)
        return text;
    return `${Array.from(text).slice(0, 79).join('')}…`;
}
/** An id as text: strings as they are, other JSON values as JSON. */
function idText(value) {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'unknown');
}
/** Prompt id of a row: `promptId`, else `promptIdx`; `unknown` when absent. */
function promptOf(row) {
    const id = row['promptId'] ?? row['promptIdx'];
    return id === undefined || id === null ? 'unknown' : idText(id);
}
/** A provider or runtime failure: the row holds no usable output. */
function isErrorRow(row) {
    const response = row['response'];
    if (!isPlainObject(response) || !Object.hasOwn(response, 'output'))
        return true;
    if (pyTruthy(response['error']))
        return true;
    const reason = row['failureReason'];
    if (reason === 2)
        return true;
    // failureReason 1 is a failed assertion: the output is still an observation.
    return pyTruthy(row['error']) && reason !== 1;
}
/** Reads a promptfoo export (parsed JSON) against the reviewed suite. */
function evidenceFromPromptfoo(value, suite, options = {}, file = 'the promptfoo export') {
    const inputPath = parseDottedPath(options.inputPath ?? 'prompt.raw', 'inputPath');
    const decisionPath = options.decisionPath === undefined
        ? null
        : parseDottedPath(options.decisionPath, 'decisionPath');
    if (!isPlainObject(value)) {
        refuse(file, [], `expected a promptfoo result export (a JSON object with "results"), found ${typeName(value)}`);
    }
    const top = value['results'];
    let container;
    let prefix;
    if (isPlainObject(top)) {
        container = top;
        prefix = ['results'];
    }
    else if (Array.isArray(top)) {
        container = { results: top };
        prefix = [];
    }
    else {
        const hint = foreignFormatHint(value, 'promptfoo');
        refuse(file, top === undefined ? [] : ['results'], (top === undefined
            ? 'no "results": expected a promptfoo result export (promptfoo eval --output results.json)'
            : `expected "results" to be an object or a list, found ${typeName(top)}`) +
            (hint === null ? '' : `.${hint.text}`), sourceDetail('promptfoo', hint));
    }
    let rowsKey = 'results';
    let rows = container['results'];
    if (rows === undefined && 'outputs' in container) {
        rowsKey = 'outputs';
        rows = container['outputs'];
    }
    const rowsAt = prefix.length === 0 ? ['results'] : [...prefix, rowsKey];
    if (!Array.isArray(rows)) {
        refuse(file, rowsAt, rows === undefined
            ? 'missing; expected the list of result rows'
            : `expected the list of result rows, found ${typeName(rows)}`);
    }
    rows.forEach((row, i) => {
        if (!isPlainObject(row))
            refuse(file, [...rowsAt, i], `expected a result row (an object), found ${typeName(row)}`);
    });
    const allRows = rows;
    // One provider × prompt cell. --provider matches a provider's id or its label,
    // --prompt-id a prompt's id or its index, as their help says.
    //
    // A row may give its provider as `{id, label}` or as the plain id string: a
    // missing label is not a different label, so a row without one belongs to the
    // id's only label. Two rows with one id and two different labels are still two
    // cells (one model at two settings), and then an unlabelled row is a third.
    const labelsOfId = new Map();
    for (const row of allRows) {
        const label = providerLabelOf(row);
        if (label === null)
            continue;
        const id = providerOf(row);
        const labels = labelsOfId.get(id) ?? new Set();
        labels.add(label);
        labelsOfId.set(id, labels);
    }
    const labelOf = (row) => {
        const label = providerLabelOf(row);
        if (label !== null)
            return label;
        const labels = labelsOfId.get(providerOf(row));
        return labels !== undefined && labels.size === 1 ? [...labels][0] : null;
    };
    const kept = [];
    const cells = new Map();
    const shownCell = (row) => {
        const label = labelOf(row);
        return clip(`${providerOf(row)}${label === null ? '' : ` (${label})`}/${promptOf(row)}`);
    };
    allRows.forEach((row, index) => {
        const provider = providerOf(row);
        const label = labelOf(row);
        const prompt = promptOf(row);
        if (options.provider !== undefined &&
            provider !== options.provider &&
            label !== options.provider)
            return;
        if (options.promptId !== undefined &&
            prompt !== options.promptId &&
            promptIndexOf(row) !== options.promptId)
            return;
        kept.push({ row, index });
        cells.set(JSON.stringify([provider, label, prompt]), {
            provider,
            prompt,
            shown: shownCell(row),
        });
    });
    if (kept.length === 0) {
        const wanted = [
            options.provider === undefined ? null : `provider ${JSON.stringify(options.provider)}`,
            options.promptId === undefined ? null : `prompt id ${JSON.stringify(options.promptId)}`,
        ].filter((x) => x !== null);
        const present = [...new Set(allRows.map(shownCell))].slice(0, 4);
        refuse(file, rowsAt, allRows.length === 0
            ? 'the export holds no result rows'
            : `no row matches ${wanted.join(' and ')}; the export holds ${present.join(', ')}`);
    }
    if (cells.size > 1) {
        const list = [...cells.values()].map((c) => c.shown);
        refuse(file, rowsAt, `the export holds ${cells.size} provider × prompt cells (${list.slice(0, 4).join(', ')}${list.length > 4 ? ', …' : ''}); ` +
            'repeats of different providers or prompts cannot be pooled: choose one provider (an id or a label) and one prompt id (an id or an index)', { setting: 'provider' });
    }
    const cell = [...cells.values()][0];
    const suiteInputs = new Set(suite.cases.map((c) => c.input));
    const interner = new ObservationInterner();
    const series = new SeriesBuilder();
    const cachedByInput = new Map();
    for (const { row, index } of kept) {
        const at = [...rowsAt, index];
        const inputAt = walk(row, inputPath);
        if (!inputAt.found) {
            refuse(file, at, `no input at "${inputPath.text}" (${inputAt.at}: ${inputAt.reason}); set the input path to where the input is (e.g. vars.ticket)`, { setting: 'inputPath' });
        }
        const raw = inputAt.value;
        if (typeof raw !== 'string' || pyStrip(raw) === '') {
            refuse(file, [...at, ...inputPath.parts], `expected the input text (a non-empty string), found ${typeof raw === 'string' ? 'only whitespace' : typeName(raw)}`);
        }
        const input = pyStrip(raw);
        if (!suiteInputs.has(input)) {
            refuse(file, [...at, ...inputPath.parts], `${shortJson(input)} is not an input of the suite; every row must match a reviewed case exactly (check the input path)`, { setting: 'inputPath' });
        }
        const where = placeOf(file, at);
        if (isErrorRow(row)) {
            series.series(input, where).errors++;
            continue;
        }
        const response = row['response'];
        const output = response['output'];
        const label = decisionOf(output, decisionPath, file, [...at, 'response', 'output']);
        // A row promptfoo served from its cache (`response.cached: true`) replays an
        // earlier call: it is not an independent repeat, so it never makes a pair.
        // promptfoo caches per repeat index, so a warm rerun replays the whole run.
        // It is kept in the evidence, apart from the series (the case's `cached`).
        if (response['cached'] === true) {
            const list = cachedByInput.get(input) ?? [];
            list.push({ ...interner.label(label), cached: true });
            cachedByInput.set(input, list);
            continue;
        }
        series.add(input, interner.label(label), where);
    }
    const cases = suite.cases.map((c, i) => {
        const s = series.series(c.input, `${file}: suite case ${i}`);
        if (s.observations.length < 2) {
            const cached = cachedByInput.get(c.input)?.length ?? 0;
            throw new Refusal(CODE, `suite case ${i} (${shortJson(c.input, 50)}) has ${s.observations.length} usable observation(s) in the export${s.errors > 0 ? ` and ${s.errors} failed run(s)` : ''}${cached > 0 ? ` and ${cached} row(s) served from promptfoo's cache (response.cached: true), which replay an earlier call and are not repeats` : ''}; each case needs at least 2. Repeat the tests with promptfoo eval --repeat N or a per-test options.repeat${cached > 0 ? ', with the cache off (promptfoo eval --no-cache)' : ''}`, file);
        }
        return s;
    });
    const provenance = {
        harness: 'promptfoo',
        input_path: inputPath.text,
        provider: cell.provider,
        prompt_id: cell.prompt,
    };
    if (decisionPath !== null)
        provenance['decision_path'] = decisionPath.text;
    const version = container['version'];
    if (version !== undefined && version !== null)
        provenance['export_version'] = version;
    const timestamp = container['timestamp'];
    if (timestamp !== undefined && timestamp !== null)
        provenance['collected_at'] = timestamp;
    return {
        layer: 'verdict',
        isolation: options.isolation ?? 'unknown',
        provenance,
        cases: casesOf(cases, expectedBySuite(suite)).map((c) => {
            const cached = c.input === undefined ? undefined : cachedByInput.get(c.input);
            return cached === undefined ? c : { ...c, cached };
        }),
        complete: true,
        relations: [],
    };
}
function decisionOf(output, path, file, at) {
    if (path === null) {
        if (typeof output !== 'string') {
            refuse(file, at, `expected the decision as text, found ${typeName(output)}; for structured output give the decision path (e.g. route.name)`, { setting: 'decisionPath' });
        }
        const label = pyStrip(output);
        if (label === '')
            refuse(file, at, `expected a decision label, found ${output === '' ? 'an empty output' : 'only whitespace'}`);
        return label;
    }
    let structured = output;
    if (typeof output === 'string') {
        try {
            structured = JSON.parse(output);
        }
        catch {
            refuse(file, at, `the output is not JSON, so the decision path "${path.text}" cannot be followed; found ${shortJson(output)}`, { setting: 'decisionPath' });
        }
    }
    const found = walk(structured, path);
    if (!found.found) {
        refuse(file, at, `no decision at "${path.text}" in the output (${found.at}: ${found.reason})`, {
            setting: 'decisionPath',
        });
    }
    const v = found.value;
    if (typeof v !== 'string' || pyStrip(v) === '') {
        refuse(file, [...at, ...path.parts], `expected a decision label (a non-empty string), found ${typeof v === 'string' ? 'only whitespace' : typeName(v)}`);
    }
    return pyStrip(v);
}
/**
 * Reads promptfoo's JSON Lines export (`promptfoo eval --output results.jsonl`):
 * one result row per line. Some promptfoo versions write no line break between
 * two batches of rows, so a line may hold several rows back to back.
 */
function evidenceFromPromptfooLines(text, suite, options = {}, file = 'the promptfoo export') {
    const rows = [];
    const lines = [];
    text.split('\n').forEach((raw, i) => {
        const line = raw.replace(/\r$/, '').replace(/^\uFEFF/, '');
        if (line.trim() === '')
            return;
        let column = 0;
        for (const chunk of jsonValuesOf(line)) {
            rows.push(rowOf(chunk, file, i + 1, column));
            lines.push(i + 1);
            column += chunk.length;
        }
    });
    const first = rows[0];
    if (isPlainObject(first) && !PROMPTFOO_ROW_KEYS.some((k) => Object.hasOwn(first, k))) {
        throw new Refusal(CODE, `expected promptfoo result rows (with "response", "provider", "prompt" …), found ${shortJson(Object.keys(first))} as the keys: if this is a JSON Lines log of runs, import it as JSON Lines`, `${file}:${lines[0] ?? 1}`, { setting: 'promptfoo', data: { suggestedSetting: 'jsonl' } });
    }
    rowLines = lines;
    try {
        return evidenceFromPromptfoo({ results: rows }, suite, options, file);
    }
    finally {
        rowLines = null;
    }
}
/** Keys every promptfoo result row has some of. */
const PROMPTFOO_ROW_KEYS = ['response', 'provider', 'prompt', 'promptIdx', 'testIdx', 'vars'];
/** One row's JSON; a syntax error is named by the file's line and column. */
function rowOf(chunk, file, line, column) {
    try {
        return parseJsonText(chunk, ROW);
    }
    catch (error) {
        const m = /^\(row\):\d+:(\d+): (.*)$/s.exec(error instanceof Error ? error.message : '');
        if (!(error instanceof Refusal) || m === null)
            throw error;
        throw new Refusal(error.code, m[2], `${file}:${line}:${column + Number(m[1])}`);
    }
}
const ROW = '(row)';
/** Splits `{…}{…}` (JSON objects written back to back) into one text per object. */
function jsonValuesOf(line) {
    const out = [];
    let depth = 0;
    let inString = false;
    let start = 0;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (inString) {
            if (c === '\\')
                i++;
            else if (c === '"')
                inString = false;
        }
        else if (c === '"')
            inString = true;
        else if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']') {
            depth--;
            if (depth === 0) {
                out.push(line.slice(start, i + 1));
                start = i + 1;
            }
        }
    }
    const rest = line.slice(start);
    if (rest.trim() !== '' || out.length === 0)
        out.push(rest);
    return out;
}
/** Reads a promptfoo export file (strict UTF-8 JSON, or its JSON Lines export) against the reviewed suite. */
async function importPromptfoo(path, suite, options = {}) {
    if (/\.(jsonl|ndjson)$/i.test(path)) {
        const bytes = await readBytes(path);
        return evidenceFromPromptfooLines(decodeUtf8(bytes, path), suite, options, path);
    }
    try {
        return evidenceFromPromptfoo(await readJsonDocument(path, 'promptfoo'), suite, options, path);
    }
    catch (error) {
        const hint = OTHER_EXPORTS[/\.[^./\\]+$/.exec(path)?.[0].toLowerCase() ?? ''];
        if (hint === undefined || !(error instanceof Refusal) || error.code === CODE)
            throw error;
        // promptfoo also writes YAML, CSV, XML and HTML; only its JSON keeps every repeat.
        throw new Refusal(error.code, `${error.message}. ${hint}`, undefined, {
            setting: error.setting ?? 'promptfoo',
            ...(error.data === undefined ? {} : { data: error.data }),
        });
    }
}
const JSON_EXPORT = 'write the export as JSON (promptfoo eval --output results.json, or promptfoo export EVAL_ID) or as JSON Lines (promptfoo eval --output results.jsonl)';
const OTHER_EXPORTS = {
    '.yaml': `This looks like promptfoo's YAML export, which is not read: ${JSON_EXPORT}`,
    '.yml': `This looks like promptfoo's YAML export, which is not read: ${JSON_EXPORT}`,
    '.csv': `This looks like promptfoo's CSV export, which keeps no provider, prompt or failure per row: ${JSON_EXPORT}`,
    '.xml': `This looks like promptfoo's XML export, which is not read: ${JSON_EXPORT}`,
    '.html': `This looks like promptfoo's HTML report, which is not read: ${JSON_EXPORT}`,
};

export { evidenceFromPromptfoo, evidenceFromPromptfooLines, idText, importPromptfoo, jsonValuesOf, promptOf, providerLabelOf, providerOf };
