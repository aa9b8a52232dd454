import type { Evidence } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import { Refusal } from '../../core/errors.js';
import {
  isPlainObject,
  jsonPath,
  shortJson,
  typeName,
  type PathPart,
} from '../../evidence/paths.js';
import {
  casesOf,
  readJsonDocument,
  expectedBySuite,
  foreignFormatHint,
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

function refuse(file: string, at: readonly PathPart[], message: string): never {
  const path = jsonPath(at);
  throw new Refusal(CODE, message, path === '' ? file : `${file}: ${path}`);
}

/** Provider id of a row: `provider.id` (else its label) or the provider itself; `unknown` when absent. */
function providerOf(row: Record<string, unknown>): string {
  const p = row['provider'];
  if (isPlainObject(p)) {
    const id = p['id'] ?? p['label'];
    return id === undefined || id === null ? 'unknown' : idText(id);
  }
  return p === undefined || p === null ? 'unknown' : idText(p);
}

/** An id as text: strings as they are, other JSON values as JSON. */
function idText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'unknown');
}

/** Prompt id of a row: `promptId`, else `promptIdx`; `unknown` when absent. */
function promptOf(row: Record<string, unknown>): string {
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
  const inputPath = parseDottedPath(options.inputPath ?? 'prompt.raw', '--input-path');
  const decisionPath =
    options.decisionPath === undefined
      ? null
      : parseDottedPath(options.decisionPath, '--decision-path');

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
    refuse(
      file,
      top === undefined ? [] : ['results'],
      (top === undefined
        ? 'no "results": expected a promptfoo result export (promptfoo eval --output results.json)'
        : `expected "results" to be an object or a list, found ${typeName(top)}`) +
        foreignFormatHint(value, 'promptfoo'),
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

  // One provider × prompt cell.
  const kept: { row: Record<string, unknown>; index: number }[] = [];
  const cells = new Map<string, { provider: string; prompt: string }>();
  allRows.forEach((row, index) => {
    const provider = providerOf(row);
    const prompt = promptOf(row);
    if (options.provider !== undefined && provider !== options.provider) return;
    if (options.promptId !== undefined && prompt !== options.promptId) return;
    kept.push({ row, index });
    cells.set(JSON.stringify([provider, prompt]), { provider, prompt });
  });
  if (kept.length === 0) {
    const wanted = [
      options.provider === undefined ? null : `provider ${JSON.stringify(options.provider)}`,
      options.promptId === undefined ? null : `prompt id ${JSON.stringify(options.promptId)}`,
    ].filter((x) => x !== null);
    const present = [...new Set(allRows.map((r) => `${providerOf(r)}/${promptOf(r)}`))].slice(0, 4);
    refuse(
      file,
      rowsAt,
      allRows.length === 0
        ? 'the export holds no result rows'
        : `no row matches ${wanted.join(' and ')}; the export holds ${present.join(', ')}`,
    );
  }
  if (cells.size > 1) {
    const list = [...cells.values()].map((c) => `${c.provider}/${c.prompt}`);
    refuse(
      file,
      rowsAt,
      `the export holds ${cells.size} provider × prompt cells (${list.slice(0, 4).join(', ')}${list.length > 4 ? ', …' : ''}); ` +
        'repeats of different providers or prompts cannot be pooled: choose one with --provider and --prompt-id',
    );
  }
  const cell = [...cells.values()][0] as { provider: string; prompt: string };

  const suiteInputs = new Set(suite.cases.map((c) => c.input));
  const interner = new ObservationInterner();
  const series = new SeriesBuilder();
  for (const { row, index } of kept) {
    const at: PathPart[] = [...rowsAt, index];
    const inputAt = walk(row, inputPath);
    if (!inputAt.found) {
      refuse(
        file,
        at,
        `no input at "${inputPath.text}" (${inputAt.at}: ${inputAt.reason}); set --input-path (e.g. vars.ticket)`,
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
        `${shortJson(input)} is not an input of the suite; every row must match a reviewed case exactly (check --input-path)`,
      );
    }
    const where = `${file}: ${jsonPath(at)}`;
    if (isErrorRow(row)) {
      series.series(input, where).errors++;
      continue;
    }
    const output = (row['response'] as Record<string, unknown>)['output'];
    const label = decisionOf(output, decisionPath, file, [...at, 'response', 'output']);
    series.add(input, interner.label(label), where);
  }

  const cases = suite.cases.map((c, i) => {
    const s = series.series(c.input, `${file}: suite case ${i}`);
    if (s.observations.length < 2) {
      throw new Refusal(
        CODE,
        `suite case ${i} (${shortJson(c.input, 50)}) has ${s.observations.length} usable observation(s) in the export${s.errors > 0 ? ` and ${s.errors} failed run(s)` : ''}; each case needs at least 2. Repeat the tests with promptfoo eval --repeat N or a per-test options.repeat`,
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
    cases: casesOf(cases, expectedBySuite(suite)),
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
        `expected the decision as text, found ${typeName(output)}; for structured output give --decision-path (e.g. route.name)`,
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
        `the output is not JSON, so --decision-path "${path.text}" cannot be followed; found ${shortJson(output)}`,
      );
    }
  }
  const found = walk(structured, path);
  if (!found.found) {
    refuse(file, at, `no decision at "${path.text}" in the output (${found.at}: ${found.reason})`);
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

/** Reads a promptfoo export file (strict UTF-8 JSON) against the reviewed suite. */
export async function importPromptfoo(
  path: string,
  suite: DecisionSuite,
  options: PromptfooOptions = {},
): Promise<Evidence> {
  return evidenceFromPromptfoo(await readJsonDocument(path, 'promptfoo'), suite, options, path);
}
