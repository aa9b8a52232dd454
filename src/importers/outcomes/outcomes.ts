import { Refusal } from '../../core/errors.js';
import { mapStrings } from '../../core/util/map-strings.js';
import { decodeUtf8, parseJsonText } from '../../evidence/json.js';
import { isPlainObject } from '../../evidence/paths.js';
import { foreignFormatHint, isZip, readBytes } from '../common.js';
import { readEvalZip } from '../inspect/inspect.js';
import { benchFromTau2 } from '../tau2/bench.js';
import { isTau2Results } from '../tau2/read.js';
import { jsonValuesOf } from '../promptfoo/promptfoo.js';
import { benchFromInspect, inspectLogOf } from './inspect.js';
import { benchFromOutcomeJsonl } from './jsonl.js';
import { benchFromPromptfoo, benchFromPromptfooLines, isPromptfooRow } from './promptfoo.js';
import {
  BENCH_IMPORT_FORMATS,
  type BenchImport,
  type BenchImportFormat,
  type BenchImportOptions,
} from './shared.js';

/**
 * Import instead of rerun (issue 17): logs of repeated outcomes a user already
 * has become bench results (an implied benchmark and one `AgentRun` per agent),
 * so pass^k and the intervals come from runs already paid for. No call is made.
 */

type Format = Exclude<BenchImportFormat, 'auto'>;

/** The options each format reads; any other option given is refused rather than ignored. */
const OPTIONS_OF: Readonly<Record<Format, readonly (keyof BenchImportOptions)[]>> = {
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

const FORMAT_NAMES: Readonly<Record<Format, string>> = {
  'outcomes-jsonl': 'a JSONL outcome log',
  promptfoo: 'a promptfoo export',
  inspect: 'an Inspect AI log',
  tau2: 'τ²-bench results',
};

const WHY_NOT: Partial<Record<keyof BenchImportOptions, string>> = {
  threshold: 'its rows are already graded (success true or false)',
  outcomePath: 'its outcome is the row’s success',
  scorer: 'only Inspect logs have scorers',
  taskPath: 'a sample id is its task',
  agentName: 'it names an agent per provider (and prompt)',
};

function checkOptions(format: Format, options: BenchImportOptions): void {
  const allowed = new Set<string>([...OPTIONS_OF[format], 'format']);
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || allowed.has(key)) continue;
    const why = Object.hasOwn(WHY_NOT, key) ? WHY_NOT[key as keyof BenchImportOptions] : undefined;
    throw new Refusal(
      'usage.bench-import',
      `${key} does not apply to ${FORMAT_NAMES[format]}${why === undefined ? '' : `: ${why}`}`,
      undefined,
      { setting: key },
    );
  }
  const t = options.threshold;
  if (t !== undefined && !(typeof t === 'number' && Number.isFinite(t))) {
    throw new Refusal(
      'usage.bench-import',
      `expected the threshold as a finite number, found ${String(t)}`,
      undefined,
      { setting: 'threshold' },
    );
  }
  const max = options.maxLineBytes;
  if (max !== undefined && !(Number.isSafeInteger(max) && max > 0)) {
    throw new Refusal(
      'usage.bench-import',
      `expected the longest line as a whole number of bytes above 0, found ${String(max)}`,
      undefined,
      { setting: 'maxLineBytes' },
    );
  }
  for (const key of ['benchmarkName', 'agentName', 'scorer'] as const) {
    const v = options[key];
    if (v !== undefined && (typeof v !== 'string' || v.trim() === '' || v.length > 256)) {
      throw new Refusal(
        'usage.bench-import',
        `expected ${key} as a non-empty name of at most 256 characters`,
        undefined,
        { setting: key },
      );
    }
  }
}

/** What a parsed JSON document is, or null when it is neither log. */
function documentFormat(value: unknown): Format | null {
  if (!isPlainObject(value)) return null;
  if (isPlainObject(value['eval']) && ('samples' in value || 'plan' in value)) return 'inspect';
  if (isTau2Results(value)) return 'tau2';
  const results = value['results'];
  if ('evalId' in value || Array.isArray(results)) return 'promptfoo';
  if (isPlainObject(results) && Array.isArray(results['results'])) return 'promptfoo';
  return null;
}

const BOM = '\uFEFF';

/** The first JSON value of a line (two promptfoo rows may share one), or undefined when it is not JSON. */
function firstValueOf(line: string): unknown {
  try {
    return JSON.parse(jsonValuesOf(line)[0] ?? line) as unknown;
  } catch {
    return undefined;
  }
}

/** What a log is: its format, its document when it is one, or rows of promptfoo's JSON Lines export. */
interface Sniffed {
  readonly format: Format;
  readonly document?: unknown;
  readonly promptfooLines?: boolean;
}

/** The first non-blank line of a text (after a BOM). */
function firstLine(text: string): string | undefined {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  return body.split('\n').find((l) => l.trim() !== '');
}

/** JSON Lines: promptfoo's rows, else an outcome log. */
function linesFormat(text: string): Sniffed {
  const first = firstLine(text);
  if (first !== undefined && isPromptfooRow(firstValueOf(first))) {
    return { format: 'promptfoo', promptfooLines: true };
  }
  return { format: 'outcomes-jsonl' };
}

/** The format of a log by its content (and a `.jsonl` name), and its document when it is one. */
function sniff(text: string, fileName: string): Sniffed {
  if (/\.(jsonl|ndjson)$/i.test(fileName)) return linesFormat(text);
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  let document: unknown;
  let parsed = false;
  try {
    document = JSON.parse(body) as unknown;
    parsed = true;
  } catch {
    // Not one document: JSON Lines when its first line is an object.
  }
  if (parsed) {
    const format = documentFormat(document);
    if (format !== null) return { format, document: parseJsonText(text, fileName) };
    const lines = body.split('\n').filter((l) => l.trim() !== '').length;
    if (lines === 1 && isPlainObject(document)) return linesFormat(text);
    const hint = foreignFormatHint(document, 'jsonl');
    throw new Refusal(
      'import.bench-format',
      `expected a JSONL outcome log, a promptfoo export, an Inspect AI log or τ²-bench results, and this JSON document is none of them${hint === null ? '' : `.${hint.text}`}`,
      fileName,
      { setting: 'format' },
    );
  }
  const first = firstLine(text);
  if (first !== undefined && isPlainObject(firstValueOf(first))) return linesFormat(text);
  // Neither: the JSON reader names the line and column of the first syntax error.
  parseJsonText(text, fileName);
  throw new Refusal('import.bench-format', 'expected a JSON document or JSON Lines', fileName, {
    setting: 'format',
  });
}

/** For an explicit promptfoo format: its JSON export, or its JSON Lines export. */
function promptfooShape(text: string, fileName: string): Sniffed {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  let document: unknown;
  try {
    document = JSON.parse(body) as unknown;
  } catch {
    const first = firstLine(text);
    if (first !== undefined && isPromptfooRow(firstValueOf(first))) {
      return { format: 'promptfoo', promptfooLines: true };
    }
    return { format: 'promptfoo', document: parseJsonText(text, fileName) };
  }
  if (isPromptfooRow(document)) return { format: 'promptfoo', promptfooLines: true };
  return { format: 'promptfoo', document: parseJsonText(text, fileName) };
}

/**
 * Turns a log of repeated outcomes into bench results: `{benchmark, runs}`.
 * `text` is the file's content and `fileName` names it in refusals and as
 * every agent's source. Formats: `outcomes-jsonl` (a task path and an outcome
 * path per line), `promptfoo` (an export made with `--repeat`), `inspect` (an
 * eval log with epochs, as JSON), or `auto` (the default).
 */
export function importBenchRuns(
  text: string,
  fileName: string,
  options: BenchImportOptions = {},
): BenchImport {
  const asked = options.format ?? 'auto';
  if (!(BENCH_IMPORT_FORMATS as readonly unknown[]).includes(asked)) {
    throw new Refusal(
      'usage.bench-import',
      `expected the format as one of ${BENCH_IMPORT_FORMATS.join(', ')}, found ${JSON.stringify(asked)}`,
      undefined,
      { setting: 'format' },
    );
  }
  const sniffed: Sniffed =
    asked === 'auto'
      ? sniff(text, fileName)
      : asked === 'promptfoo'
        ? promptfooShape(text, fileName)
        : { format: asked };
  const format = sniffed.format;
  checkOptions(format, options);
  if (format === 'outcomes-jsonl') return benchFromOutcomeJsonl(text, fileName, options);
  if (sniffed.promptfooLines === true) return benchFromPromptfooLines(text, fileName, options);
  const document =
    sniffed.document !== undefined ? sniffed.document : parseJsonText(text, fileName);
  if (asked !== 'auto') {
    // Refused here only when the document is positively something else; otherwise
    // the format's reader names what is missing, and where.
    const found = documentFormat(document);
    const hint = foreignFormatHint(document, format === 'promptfoo' ? 'promptfoo' : 'inspect');
    if ((found !== null && found !== format) || (found === null && hint !== null)) {
      throw new Refusal(
        'import.bench-format',
        `expected ${FORMAT_NAMES[format]}, and this JSON document is ${found === null ? 'not one' : FORMAT_NAMES[found]}${hint === null ? '' : `.${hint.text}`}`,
        fileName,
        { setting: 'format' },
      );
    }
  }
  if (format === 'promptfoo') return benchFromPromptfoo(document, fileName, options);
  if (format === 'tau2') return benchFromTau2(document, fileName, options);
  return benchFromInspect(inspectLogOf(document, fileName), fileName, options);
}

/**
 * As `importBenchRuns`, reading the file at `path` (strict UTF-8); an Inspect
 * `.eval` log (a zip archive) is read as well.
 */
export async function importBenchRunsFile(
  path: string,
  options: BenchImportOptions = {},
  scrub: ((text: string) => string) | null = null,
): Promise<BenchImport> {
  const bytes = await readBytes(path);
  if (isZip(bytes)) {
    const format = options.format ?? 'auto';
    if (format !== 'auto' && format !== 'inspect') {
      throw new Refusal(
        'import.bench-format',
        `this is a zip archive, not ${FORMAT_NAMES[format as Format] ?? 'a text log'}; an Inspect AI .eval log is imported as an Inspect log`,
        path,
        { setting: 'format' },
      );
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
export function scrubbedLogText(text: string, scrub: (text: string) => string): string {
  let whole: unknown;
  try {
    whole = JSON.parse(text);
  } catch {
    return text
      .split('\n')
      .map((line) => {
        if (line.trim() === '') return line;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          return scrub(line);
        }
        const clean = mapStrings(value, scrub);
        if (clean === value) return line;
        return `${JSON.stringify(clean)}${line.endsWith('\r') ? '\r' : ''}`;
      })
      .join('\n');
  }
  const clean = mapStrings(whole, scrub);
  return clean === whole ? text : JSON.stringify(clean, null, 2);
}
