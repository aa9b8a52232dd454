import { Refusal } from '../../core/errors.js';
import { canonicalJson } from '../../evidence/digest.js';
import {
  deepNestingOffset,
  findLoneSurrogate,
  lineAndColumn,
  locateSyntaxError,
  MAX_JSON_DEPTH,
} from '../../evidence/json.js';
import { isPlainObject, jsonPath, typeName, type PathPart } from '../../evidence/paths.js';
import { pyStrip, pyTruthy } from '../common.js';
import { parseDottedPath, walk, type DottedPath } from '../paths.js';
import { idText, jsonValuesOf, providerLabelOf, providerOf } from '../promptfoo/promptfoo.js';
import {
  BenchCollector,
  clip,
  latencyOf,
  outputText,
  stemOf,
  taskIdOf,
  uniqueName,
  type BenchImport,
  type BenchImportOptions,
} from './shared.js';

/**
 * promptfoo result exports (`promptfoo eval --repeat N --output results.json`).
 * promptfoo numbers every repeat as a new test (`testIdx` grows with each
 * repeat), so a test is known by what stays the same across its repeats: its
 * description and vars (or the value at a task path). Each provider is an
 * agent (each provider × prompt when the export holds several prompts), and a
 * test's rows of one agent, in export order, are its runs. `success` is the
 * grade promptfoo gave; `failureReason` 2 (a provider error) is an ERROR.
 */

const CODE = 'import.bench-promptfoo' as const;

function refuse(base: string, at: readonly PathPart[], message: string, setting?: string): never {
  throw new Refusal(CODE, message, placeOf(base, at), setting === undefined ? {} : { setting });
}

interface Row {
  readonly row: Record<string, unknown>;
  /** The file (`export.json`), or its line for a JSON Lines export (`export.jsonl:3`). */
  readonly base: string;
  /** The row's JSON path from `base` (empty for a line of a JSON Lines export). */
  readonly at: PathPart[];
}

/** `base: path`, or `base` alone. */
function placeOf(base: string, at: readonly PathPart[]): string {
  const path = jsonPath(at);
  return path === '' ? base : `${base}: ${path}`;
}

/** The export's rows and what surrounds them (the current layout and the legacy one). */
function rowsOf(value: unknown, file: string): { rows: Row[]; container: Record<string, unknown> } {
  if (!isPlainObject(value)) {
    refuse(
      file,
      [],
      `expected a promptfoo result export (a JSON object with "results"), found ${typeName(value)}`,
    );
  }
  const top = value['results'];
  let list: unknown;
  let at: PathPart[];
  let container: Record<string, unknown>;
  if (isPlainObject(top)) {
    container = top;
    list = top['results'];
    at = ['results', 'results'];
  } else if (Array.isArray(top)) {
    container = {};
    list = top;
    at = ['results'];
  } else {
    refuse(
      file,
      top === undefined ? [] : ['results'],
      top === undefined
        ? 'no "results": expected a promptfoo result export (promptfoo eval --output results.json)'
        : `expected "results" to be an object or a list, found ${typeName(top)}`,
    );
  }
  if (!Array.isArray(list)) {
    refuse(
      file,
      at,
      list === undefined
        ? 'missing; expected the list of result rows'
        : `expected the list of result rows, found ${typeName(list)}`,
    );
  }
  if (list.length === 0) refuse(file, at, 'the export holds no result rows');
  const rows = list.map((row: unknown, i) => {
    if (!isPlainObject(row)) {
      refuse(file, [...at, i], `expected a result row (an object), found ${typeName(row)}`);
    }
    return { row, base: file, at: [...at, i] };
  });
  return { rows, container };
}

/** The test's description (the row's, else its test case's), when it has one. */
function descriptionOf(row: Record<string, unknown>): string | null {
  const test = row['testCase'];
  for (const d of [row['description'], isPlainObject(test) ? test['description'] : undefined]) {
    if (typeof d === 'string' && pyStrip(d) !== '') return pyStrip(d);
  }
  return null;
}

/** The test's vars (the row's, else its test case's), when it has any. */
function varsOf(row: Record<string, unknown>): Record<string, unknown> | null {
  const test = row['testCase'];
  for (const v of [row['vars'], isPlainObject(test) ? test['vars'] : undefined]) {
    if (isPlainObject(v)) return v;
  }
  return null;
}

/** What identifies a test across its repeats, and how it is shown. */
interface TestKey {
  readonly key: string;
  readonly description: string | null;
  readonly vars: string | null;
}

function testKeyOf(row: Row, path: DottedPath | null): TestKey {
  const file = row.base;
  if (path !== null) {
    const found = walk(row.row, path);
    if (!found.found) {
      refuse(
        file,
        row.at,
        `no task at "${path.text}" (${found.at}: ${found.reason}); set the task path to where the test's id is (e.g. vars.id or testCase.description)`,
        'taskPath',
      );
    }
    const id = taskIdOf(found.value);
    if (typeof id === 'string') refuse(file, [...row.at, ...path.parts], id);
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
    refuse(
      file,
      row.at,
      'the row names its test by no description, vars or prompt; set the task path to where the test is named',
      'taskPath',
    );
  }
  let varsText: string | null = null;
  if (vars !== null) {
    const at = [...row.at, Object.hasOwn(row.row, 'vars') ? 'vars' : 'testCase'];
    if (findLoneSurrogate(vars) !== null) {
      refuse(
        file,
        at,
        'the vars hold a lone surrogate (an unpaired \\u escape), so they cannot name the test',
      );
    }
    varsText = canonicalJson(vars);
  }
  return { key: JSON.stringify(['test', description, varsText]), description, vars: varsText };
}

/** The rendered prompt of a row, when it has one. */
function promptTextOf(row: Record<string, unknown>): string | null {
  const prompt = row['prompt'];
  const raw = isPlainObject(prompt) ? prompt['raw'] : undefined;
  return typeof raw === 'string' ? raw : null;
}

/** The label of a prompt id from the export's `prompts` list, when it gives one. */
function promptLabels(container: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  const prompts = container['prompts'];
  if (!Array.isArray(prompts)) return out;
  for (const p of prompts) {
    if (!isPlainObject(p) || typeof p['id'] !== 'string') continue;
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
function promptKeyOf(row: Record<string, unknown>): string {
  const id = row['promptId'];
  if (id !== undefined && id !== null) return `id:${idText(id)}`;
  const idx = row['promptIdx'];
  if (idx !== undefined && idx !== null) return `idx:${idText(idx)}`;
  const prompt = row['prompt'];
  if (isPlainObject(prompt)) {
    for (const k of ['label', 'display']) {
      const v = prompt[k];
      if (typeof v === 'string' && v !== '') return `${k}:${v}`;
    }
  }
  return 'unknown';
}

/** A short name of the row's prompt: its label, else the start of a hash id; null for a template only. */
function promptShown(
  row: Record<string, unknown>,
  labels: ReadonlyMap<string, string>,
): string | null {
  const id = row['promptId'];
  if (typeof id === 'string') {
    const label = labels.get(id);
    if (label !== undefined) return label;
  }
  const prompt = row['prompt'];
  if (
    isPlainObject(prompt) &&
    typeof prompt['label'] === 'string' &&
    prompt['label'].trim() !== ''
  ) {
    return prompt['label'].trim();
  }
  if (typeof id === 'string') return /^[0-9a-f]{64}$/.test(id) ? id.slice(0, 12) : id;
  return null;
}

/** Reads a parsed promptfoo export into bench runs. */
export function benchFromPromptfoo(
  value: unknown,
  file: string,
  options: BenchImportOptions = {},
): BenchImport {
  const { rows, container } = rowsOf(value, file);
  return fromRows(rows, container, value, file, options);
}

/** Keys every promptfoo result row has some of. */
const ROW_KEYS = ['response', 'provider', 'prompt', 'promptIdx', 'testIdx', 'vars', 'success'];

/** True when a parsed JSON Lines row looks like a promptfoo result row. */
export function isPromptfooRow(value: unknown): boolean {
  return (
    isPlainObject(value) &&
    'success' in value &&
    ROW_KEYS.filter((k) => Object.hasOwn(value, k)).length >= 3
  );
}

/**
 * Reads promptfoo's JSON Lines export (`promptfoo eval --output results.jsonl`):
 * one result row per line (some promptfoo versions write two rows back to back
 * on one line); refusals name the line.
 */
export function benchFromPromptfooLines(
  text: string,
  file: string,
  options: BenchImportOptions = {},
): BenchImport {
  const rows: Row[] = [];
  text.split('\n').forEach((raw, i) => {
    const n = i + 1;
    let line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (n === 1 && line.startsWith('\uFEFF')) line = line.slice(1);
    if (line.trim() === '') return;
    const base = `${file}:${n}`;
    const deep = deepNestingOffset(line, MAX_JSON_DEPTH);
    if (deep >= 0) {
      throw new Refusal(
        'json.depth',
        `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep at column ${lineAndColumn(line, deep).column}; no result row needs that`,
        base,
      );
    }
    for (const chunk of jsonValuesOf(line)) {
      let row: unknown;
      try {
        row = JSON.parse(chunk) as unknown;
      } catch {
        const spot = locateSyntaxError(chunk);
        throw new Refusal(
          CODE,
          spot === null ? 'not valid JSON' : `not valid JSON: expected ${spot.expected}`,
          base,
        );
      }
      if (!isPromptfooRow(row)) {
        refuse(
          base,
          [],
          `expected a promptfoo result row (an object with "success", "response", "provider" …), found ${isPlainObject(row) ? 'an object without them' : typeName(row)}`,
        );
      }
      rows.push({ row: row as Record<string, unknown>, base, at: [] });
    }
  });
  if (rows.length === 0) refuse(file, [], 'the export holds no result rows');
  return fromRows(rows, {}, {}, file, options);
}

function fromRows(
  rows: readonly Row[],
  container: Record<string, unknown>,
  value: unknown,
  file: string,
  options: BenchImportOptions,
): BenchImport {
  const taskPath =
    options.taskPath === undefined ? null : parseDottedPath(options.taskPath, 'taskPath');

  // Test ids: the description when it names one test, otherwise description and vars.
  const keys = rows.map((r) => testKeyOf(r, taskPath));
  const keysOfDescription = new Map<string, Set<string>>();
  for (const k of keys) {
    if (k.description === null) continue;
    const set = keysOfDescription.get(k.description) ?? new Set<string>();
    set.add(k.key);
    keysOfDescription.set(k.description, set);
  }
  const idOfKey = new Map<string, { id: string; name: string }>();
  const takenIds = new Set<string>();
  for (const k of keys) {
    if (idOfKey.has(k.key)) continue;
    let id: string;
    if (k.description !== null && (keysOfDescription.get(k.description)?.size ?? 0) === 1) {
      id = k.description;
    } else if (k.description !== null) {
      id = `${k.description} ${k.vars ?? ''}`.trim();
    } else {
      id = k.vars as string;
    }
    id = uniqueName(id, takenIds);
    takenIds.add(id);
    idOfKey.set(k.key, { id, name: clip(k.description ?? id, 200) });
  }

  // Agents: providers (id, and label when it tells configurations apart), × prompts when several.
  const labelsOfId = new Map<string, Set<string>>();
  for (const { row } of rows) {
    const label = providerLabelOf(row);
    if (label === null) continue;
    const set = labelsOfId.get(providerOf(row)) ?? new Set<string>();
    set.add(label);
    labelsOfId.set(providerOf(row), set);
  }
  const providerName = (row: Record<string, unknown>): string => {
    const label = providerLabelOf(row);
    if (label !== null) return label;
    const labels = labelsOfId.get(providerOf(row));
    return labels !== undefined && labels.size === 1 ? ([...labels][0] as string) : providerOf(row);
  };
  const prompts = new Map<string, number>();
  for (const { row } of rows) {
    const key = promptKeyOf(row);
    if (!prompts.has(key)) prompts.set(key, prompts.size + 1);
  }
  const labels = promptLabels(container);
  const agentOfCell = new Map<string, string>();
  const taken = new Set<string>();
  const agentOf = (row: Record<string, unknown>): string => {
    const provider = providerName(row);
    const prompt = promptKeyOf(row);
    const cell = JSON.stringify([provider, providerOf(row), prompt]);
    let name = agentOfCell.get(cell);
    if (name === undefined) {
      const shown =
        prompts.size > 1
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
    const key = keys[i] as TestKey;
    const task = idOfKey.get(key.key) as { id: string; name: string };
    const where = placeOf(base, at);
    collector.task(task.id, where, { name: task.name, prompt: promptTextOf(row) });
    const agent = agentOf(row);
    const latency = row['latencyMs'];
    let ms: number | undefined;
    if (latency !== undefined && latency !== null) {
      const v = latencyOf(latency);
      if (typeof v === 'string') refuse(base, [...at, 'latencyMs'], v);
      ms = v;
    }
    const response = row['response'];
    const failure = row['failureReason'];
    // A row promptfoo served from its cache replays an earlier call: never a
    // repeat (the collector leaves it out, or keeps it as a task's one run).
    const cached = isPlainObject(response) && response['cached'] === true;
    if (
      failure === 2 ||
      !isPlainObject(response) ||
      pyTruthy(response['error']) ||
      !Object.hasOwn(response, 'output')
    ) {
      const message =
        (isPlainObject(response) && typeof response['error'] === 'string' && response['error']) ||
        (typeof row['error'] === 'string' && row['error']) ||
        'the provider gave no output';
      collector.attempt(agent, task.id, 'error', { error: clip(message, 500), ms, cached });
      return;
    }
    const success = row['success'];
    if (typeof success !== 'boolean') {
      refuse(
        base,
        [...at, 'success'],
        `expected promptfoo's grade of the row (true or false), found ${typeName(success)}`,
      );
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
  const name =
    options.benchmarkName ??
    (typeof description === 'string' && description.trim() !== ''
      ? description.trim()
      : typeof evalId === 'string' && evalId !== ''
        ? evalId
        : stemOf(file));
  return collector.finish(name, file);
}
