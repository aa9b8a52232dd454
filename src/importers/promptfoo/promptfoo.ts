import type { Evidence, RecordedObservation } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import { Refusal, type RefusalDetail } from '../../core/errors.js';
import { decodeUtf8, parseJsonText } from '../../evidence/json.js';
import {
  isPlainObject,
  jsonPath,
  shortJson,
  typeName,
  type PathPart,
} from '../../evidence/paths.js';
import {
  casesOf,
  readBytes,
  readJsonDocument,
  expectedBySuite,
  foreignFormatHint,
  sourceDetail,
  ObservationInterner,
  pyStrip,
  pyTruthy,
  SeriesBuilder,
  type CommonImportOptions,
} from '../common.js';
import { parseDottedPath, walk, type DottedPath } from '../paths.js';

/**
 * promptfoo result exports (`promptfoo eval --repeat N --output results.json`).
 * Every repeat is its own row and nothing in a row links the repeats of one
 * test, so rows are matched to the reviewed suite by their input text, and
 * keep export order. One provider × prompt cell is read at a time.
 */

export interface PromptfooOptions extends CommonImportOptions {
  /** Dotted path of the input inside a result row (default `prompt.raw`; e.g. `vars.ticket`). */
  readonly inputPath?: string;
  /** Dotted path of the decision inside structured output; without it the output text is the label. */
  readonly decisionPath?: string;
  /** Keep only rows of this provider id (or label). */
  readonly provider?: string;
  /** Keep only rows of this prompt id (or index). */
  readonly promptId?: string;
}

const CODE = 'import.promptfoo';

/**
 * The line of each result row when the export is JSON Lines (`--output
 * results.jsonl`, one result per line), so refusals name `file:line`; null for a
 * JSON export. Set only while `evidenceFromPromptfooLines` runs (synchronously).
 */
let rowLines: readonly number[] | null = null;

/** `file: json.path`, or `file:line: path` for a row of a JSON Lines export. */
function placeOf(file: string, at: readonly PathPart[]): string {
  const index = at[1];
  if (rowLines !== null && at[0] === 'results' && typeof index === 'number') {
    const rest = jsonPath(at.slice(2));
    return `${file}:${rowLines[index] ?? '?'}${rest === '' ? '' : `: ${rest}`}`;
  }
  const path = jsonPath(at);
  return path === '' ? file : `${file}: ${path}`;
}

function refuse(
  file: string,
  at: readonly PathPart[],
  message: string,
  detail: RefusalDetail = {},
): never {
  throw new Refusal(CODE, message, placeOf(file, at), detail);
}

/** Provider id of a row: `provider.id` (else its label) or the provider itself; `unknown` when absent. */
export function providerOf(row: Record<string, unknown>): string {
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
export function providerLabelOf(row: Record<string, unknown>): string | null {
  const p = row['provider'];
  if (!isPlainObject(p)) return null;
  const label = p['label'];
  return typeof label === 'string' && label !== '' && label !== providerOf(row) ? label : null;
}

/** The row's prompt index (`promptIdx`) as text, when it has one. */
function promptIndexOf(row: Record<string, unknown>): string | null {
  const idx = row['promptIdx'];
  return idx === undefined || idx === null ? null : idText(idx);
}

/** A provider × prompt cell as a message shows it: at most 80 characters. */
function clip(text: string): string {
  if (text.length <= 80) return text;
  return `${Array.from(text).slice(0, 79).join('')}…`;
}

/** An id as text: strings as they are, other JSON values as JSON. */
export function idText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'unknown');
}

/** Prompt id of a row: `promptId`, else `promptIdx`; `unknown` when absent. */
export function promptOf(row: Record<string, unknown>): string {
  const id = row['promptId'] ?? row['promptIdx'];
  return id === undefined || id === null ? 'unknown' : idText(id);
}

/** A provider or runtime failure: the row holds no usable output. */
function isErrorRow(row: Record<string, unknown>): boolean {
  const response = row['response'];
  if (!isPlainObject(response) || !Object.hasOwn(response, 'output')) return true;
  if (pyTruthy(response['error'])) return true;
  const reason = row['failureReason'];
  if (reason === 2) return true;
  // failureReason 1 is a failed assertion: the output is still an observation.
  return pyTruthy(row['error']) && reason !== 1;
}

/** Reads a promptfoo export (parsed JSON) against the reviewed suite. */
export function evidenceFromPromptfoo(
  value: unknown,
  suite: DecisionSuite,
  options: PromptfooOptions = {},
  file = 'the promptfoo export',
): Evidence {
  const inputPath = parseDottedPath(options.inputPath ?? 'prompt.raw', 'inputPath');
  const decisionPath =
    options.decisionPath === undefined
      ? null
      : parseDottedPath(options.decisionPath, 'decisionPath');

  if (!isPlainObject(value)) {
    refuse(
      file,
      [],
      `expected a promptfoo result export (a JSON object with "results"), found ${typeName(value)}`,
    );
  }
  const top = value['results'];
  let container: Record<string, unknown>;
  let prefix: PathPart[];
  if (isPlainObject(top)) {
    container = top;
    prefix = ['results'];
  } else if (Array.isArray(top)) {
    container = { results: top };
    prefix = [];
  } else {
    const hint = foreignFormatHint(value, 'promptfoo');
    refuse(
      file,
      top === undefined ? [] : ['results'],
      (top === undefined
        ? 'no "results": expected a promptfoo result export (promptfoo eval --output results.json)'
        : `expected "results" to be an object or a list, found ${typeName(top)}`) +
        (hint === null ? '' : `.${hint.text}`),
      sourceDetail('promptfoo', hint),
    );
  }
  let rowsKey = 'results';
  let rows = container['results'];
  if (rows === undefined && 'outputs' in container) {
    rowsKey = 'outputs';
    rows = container['outputs'];
  }
  const rowsAt: PathPart[] = prefix.length === 0 ? ['results'] : [...prefix, rowsKey];
  if (!Array.isArray(rows)) {
    refuse(
      file,
      rowsAt,
      rows === undefined
        ? 'missing; expected the list of result rows'
        : `expected the list of result rows, found ${typeName(rows)}`,
    );
  }
  rows.forEach((row, i) => {
    if (!isPlainObject(row))
      refuse(file, [...rowsAt, i], `expected a result row (an object), found ${typeName(row)}`);
  });
  const allRows = rows as Record<string, unknown>[];

  // One provider × prompt cell. --provider matches a provider's id or its label,
  // --prompt-id a prompt's id or its index, as their help says.
  //
  // A row may give its provider as `{id, label}` or as the plain id string: a
  // missing label is not a different label, so a row without one belongs to the
  // id's only label. Two rows with one id and two different labels are still two
  // cells (one model at two settings), and then an unlabelled row is a third.
  const labelsOfId = new Map<string, Set<string>>();
  for (const row of allRows) {
    const label = providerLabelOf(row);
    if (label === null) continue;
    const id = providerOf(row);
    const labels = labelsOfId.get(id) ?? new Set<string>();
    labels.add(label);
    labelsOfId.set(id, labels);
  }
  const labelOf = (row: Record<string, unknown>): string | null => {
    const label = providerLabelOf(row);
    if (label !== null) return label;
    const labels = labelsOfId.get(providerOf(row));
    return labels !== undefined && labels.size === 1 ? ([...labels][0] as string) : null;
  };
  const kept: { row: Record<string, unknown>; index: number }[] = [];
  const cells = new Map<string, { provider: string; prompt: string; shown: string }>();
  const shownCell = (row: Record<string, unknown>) => {
    const label = labelOf(row);
    return clip(`${providerOf(row)}${label === null ? '' : ` (${label})`}/${promptOf(row)}`);
  };
  allRows.forEach((row, index) => {
    const provider = providerOf(row);
    const label = labelOf(row);
    const prompt = promptOf(row);
    if (
      options.provider !== undefined &&
      provider !== options.provider &&
      label !== options.provider
    )
      return;
    if (
      options.promptId !== undefined &&
      prompt !== options.promptId &&
      promptIndexOf(row) !== options.promptId
    )
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
    refuse(
      file,
      rowsAt,
      allRows.length === 0
        ? 'the export holds no result rows'
        : `no row matches ${wanted.join(' and ')}; the export holds ${present.join(', ')}`,
    );
  }
  if (cells.size > 1) {
    const list = [...cells.values()].map((c) => c.shown);
    refuse(
      file,
      rowsAt,
      `the export holds ${cells.size} provider × prompt cells (${list.slice(0, 4).join(', ')}${list.length > 4 ? ', …' : ''}); ` +
        'repeats of different providers or prompts cannot be pooled: choose one provider (an id or a label) and one prompt id (an id or an index)',
      { setting: 'provider' },
    );
  }
  const cell = [...cells.values()][0] as { provider: string; prompt: string };

  const suiteInputs = new Set(suite.cases.map((c) => c.input));
  const interner = new ObservationInterner();
  const series = new SeriesBuilder();
  const cachedByInput = new Map<string, RecordedObservation[]>();
  for (const { row, index } of kept) {
    const at: PathPart[] = [...rowsAt, index];
    const inputAt = walk(row, inputPath);
    if (!inputAt.found) {
      refuse(
        file,
        at,
        `no input at "${inputPath.text}" (${inputAt.at}: ${inputAt.reason}); set the input path to where the input is (e.g. vars.ticket)`,
        { setting: 'inputPath' },
      );
    }
    const raw = inputAt.value;
    if (typeof raw !== 'string' || pyStrip(raw) === '') {
      refuse(
        file,
        [...at, ...inputPath.parts],
        `expected the input text (a non-empty string), found ${typeof raw === 'string' ? 'only whitespace' : typeName(raw)}`,
      );
    }
    const input = pyStrip(raw);
    if (!suiteInputs.has(input)) {
      refuse(
        file,
        [...at, ...inputPath.parts],
        `${shortJson(input)} is not an input of the suite; every row must match a reviewed case exactly (check the input path)`,
        { setting: 'inputPath' },
      );
    }
    const where = placeOf(file, at);
    if (isErrorRow(row)) {
      series.series(input, where).errors++;
      continue;
    }
    const response = row['response'] as Record<string, unknown>;
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
      throw new Refusal(
        CODE,
        `suite case ${i} (${shortJson(c.input, 50)}) has ${s.observations.length} usable observation(s) in the export${s.errors > 0 ? ` and ${s.errors} failed run(s)` : ''}${cached > 0 ? ` and ${cached} row(s) served from promptfoo's cache (response.cached: true), which replay an earlier call and are not repeats` : ''}; each case needs at least 2. Repeat the tests with promptfoo eval --repeat N or a per-test options.repeat${cached > 0 ? ', with the cache off (promptfoo eval --no-cache)' : ''}`,
        file,
      );
    }
    return s;
  });

  const provenance: Record<string, unknown> = {
    harness: 'promptfoo',
    input_path: inputPath.text,
    provider: cell.provider,
    prompt_id: cell.prompt,
  };
  if (decisionPath !== null) provenance['decision_path'] = decisionPath.text;
  const version = container['version'];
  if (version !== undefined && version !== null) provenance['export_version'] = version;
  const timestamp = container['timestamp'];
  if (timestamp !== undefined && timestamp !== null) provenance['collected_at'] = timestamp;

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

function decisionOf(
  output: unknown,
  path: DottedPath | null,
  file: string,
  at: PathPart[],
): string {
  if (path === null) {
    if (typeof output !== 'string') {
      refuse(
        file,
        at,
        `expected the decision as text, found ${typeName(output)}; for structured output give the decision path (e.g. route.name)`,
        { setting: 'decisionPath' },
      );
    }
    const label = pyStrip(output);
    if (label === '')
      refuse(
        file,
        at,
        `expected a decision label, found ${output === '' ? 'an empty output' : 'only whitespace'}`,
      );
    return label;
  }
  let structured = output;
  if (typeof output === 'string') {
    try {
      structured = JSON.parse(output) as unknown;
    } catch {
      refuse(
        file,
        at,
        `the output is not JSON, so the decision path "${path.text}" cannot be followed; found ${shortJson(output)}`,
        { setting: 'decisionPath' },
      );
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
    refuse(
      file,
      [...at, ...path.parts],
      `expected a decision label (a non-empty string), found ${typeof v === 'string' ? 'only whitespace' : typeName(v)}`,
    );
  }
  return pyStrip(v);
}

/**
 * Reads promptfoo's JSON Lines export (`promptfoo eval --output results.jsonl`):
 * one result row per line. Some promptfoo versions write no line break between
 * two batches of rows, so a line may hold several rows back to back.
 */
export function evidenceFromPromptfooLines(
  text: string,
  suite: DecisionSuite,
  options: PromptfooOptions = {},
  file = 'the promptfoo export',
): Evidence {
  const rows: unknown[] = [];
  const lines: number[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '').replace(/^\uFEFF/, '');
    if (line.trim() === '') return;
    let column = 0;
    for (const chunk of jsonValuesOf(line)) {
      rows.push(rowOf(chunk, file, i + 1, column));
      lines.push(i + 1);
      column += chunk.length;
    }
  });
  const first = rows[0];
  if (isPlainObject(first) && !PROMPTFOO_ROW_KEYS.some((k) => Object.hasOwn(first, k))) {
    throw new Refusal(
      CODE,
      `expected promptfoo result rows (with "response", "provider", "prompt" …), found ${shortJson(Object.keys(first))} as the keys: if this is a JSON Lines log of runs, import it as JSON Lines`,
      `${file}:${lines[0] ?? 1}`,
      { setting: 'promptfoo', data: { suggestedSetting: 'jsonl' } },
    );
  }
  rowLines = lines;
  try {
    return evidenceFromPromptfoo({ results: rows }, suite, options, file);
  } finally {
    rowLines = null;
  }
}

/** Keys every promptfoo result row has some of. */
const PROMPTFOO_ROW_KEYS = ['response', 'provider', 'prompt', 'promptIdx', 'testIdx', 'vars'];

/** One row's JSON; a syntax error is named by the file's line and column. */
function rowOf(chunk: string, file: string, line: number, column: number): unknown {
  try {
    return parseJsonText(chunk, ROW);
  } catch (error) {
    const m = /^\(row\):\d+:(\d+): (.*)$/s.exec(error instanceof Error ? error.message : '');
    if (!(error instanceof Refusal) || m === null) throw error;
    throw new Refusal(error.code, m[2] as string, `${file}:${line}:${column + Number(m[1])}`);
  }
}
const ROW = '(row)';

/** Splits `{…}{…}` (JSON objects written back to back) into one text per object. */
export function jsonValuesOf(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) {
        out.push(line.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  const rest = line.slice(start);
  if (rest.trim() !== '' || out.length === 0) out.push(rest);
  return out;
}

/** Reads a promptfoo export file (strict UTF-8 JSON, or its JSON Lines export) against the reviewed suite. */
export async function importPromptfoo(
  path: string,
  suite: DecisionSuite,
  options: PromptfooOptions = {},
): Promise<Evidence> {
  if (/\.(jsonl|ndjson)$/i.test(path)) {
    const bytes = await readBytes(path);
    return evidenceFromPromptfooLines(decodeUtf8(bytes, path), suite, options, path);
  }
  try {
    return evidenceFromPromptfoo(await readJsonDocument(path, 'promptfoo'), suite, options, path);
  } catch (error) {
    const hint = OTHER_EXPORTS[/\.[^./\\]+$/.exec(path)?.[0].toLowerCase() ?? ''];
    if (hint === undefined || !(error instanceof Refusal) || error.code === CODE) throw error;
    // promptfoo also writes YAML, CSV, XML and HTML; only its JSON keeps every repeat.
    throw new Refusal(error.code, `${error.message}. ${hint}`, undefined, {
      setting: error.setting ?? 'promptfoo',
      ...(error.data === undefined ? {} : { data: error.data }),
    });
  }
}

const JSON_EXPORT =
  'write the export as JSON (promptfoo eval --output results.json, or promptfoo export EVAL_ID) or as JSON Lines (promptfoo eval --output results.jsonl)';
const OTHER_EXPORTS: Readonly<Record<string, string>> = {
  '.yaml': `This looks like promptfoo's YAML export, which is not read: ${JSON_EXPORT}`,
  '.yml': `This looks like promptfoo's YAML export, which is not read: ${JSON_EXPORT}`,
  '.csv': `This looks like promptfoo's CSV export, which keeps no provider, prompt or failure per row: ${JSON_EXPORT}`,
  '.xml': `This looks like promptfoo's XML export, which is not read: ${JSON_EXPORT}`,
  '.html': `This looks like promptfoo's HTML report, which is not read: ${JSON_EXPORT}`,
};
