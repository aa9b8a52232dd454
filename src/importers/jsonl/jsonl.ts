// The JSON Lines importer: ordered rows, one JSON object a line, an input and a
// decision (optionally text and tools) at dotted paths, grouped by input into
// evidence (JsonlImporter; the nested fast path is scan.ts, the reading lines.ts).
import type { Evidence, RecordedObservation } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import { Refusal } from '../../core/errors.js';
import { inputFingerprint, LONE_SURROGATE } from '../../core/fingerprint.js';
import type { Layer } from '../../core/observation/types.js';
import {
  deepNestingOffset,
  locateSyntaxError,
  lineAndColumn,
  MAX_JSON_DEPTH,
} from '../../evidence/json.js';
import { isBlank, isPlainObject, shortJson, typeName } from '../../evidence/paths.js';
import {
  casesOf,
  decisionFitsLayer,
  expectedBySuite,
  foreignFormatHint,
  ObservationInterner,
  loneSurrogateProblem,
  readDecisionValue,
  requireRepeats,
  sourceDetail,
  type CommonImportOptions,
} from '../common.js';
import { parseDottedPath, walk, type DottedPath } from '../paths.js';
import { ByteTable, hashBytes, newScanResult, scanLinePaths } from './scan.js';
import { forEachLineSpan, refuseAt } from './lines.js';
import { RowLog } from './row-log.js';

export { DEFAULT_MAX_LINE_BYTES, forEachLine, forEachLineSpan } from './lines.js';

/**
 * Ordered JSON Lines: one JSON object per line, in the order the runs happened.
 * Each line gives an input and a decision (and optionally the text and the tool
 * path) at dotted paths. Runs are grouped by input in order of first appearance
 * and keep file order inside a group, so pairing follows the file. The file is
 * streamed: rows are parsed one at a time and dropped; the evidence keeps one
 * shared observation object per distinct decision.
 */

export interface JsonlOptions extends CommonImportOptions {
  /** Dotted path of the input text (default `input`). */
  readonly inputPath?: string;
  /** Dotted path of the decision (default `decision`; read unless only text or tools paths are given). */
  readonly decisionPath?: string;
  /** Dotted path of the agent's text. */
  readonly textPath?: string;
  /** Dotted path of the tool path (a list of tool names, or of objects with a `name`). */
  readonly toolsPath?: string;
  /** The layer compared (default `verdict`). */
  readonly layer?: Layer;
  /** Gives each input its `expected` decision by exact input match. */
  readonly suite?: DecisionSuite | null;
  /** Longest line accepted, in bytes (default 8 MiB). */
  readonly maxLineBytes?: number;
}

const BOM = '\uFEFF';

/** The path settings of a JSON Lines import, and how a refusal names them. */
type PathSetting = 'inputPath' | 'decisionPath' | 'textPath' | 'toolsPath';
const PATH_NAMES: Readonly<Record<PathSetting, string>> = {
  inputPath: 'the input path',
  decisionPath: 'the decision path',
  textPath: 'the text path',
  toolsPath: 'the tools path',
};

/** Reads rows one line at a time; `finish()` gives the evidence. */
export class JsonlImporter {
  private readonly input: DottedPath;
  private readonly decision: DottedPath | null;
  private readonly text: DottedPath | null;
  private readonly tools: DottedPath | null;
  private readonly layer: Layer;
  private readonly interner: ObservationInterner;
  /** Each input by its UTF-8 bytes, in order of first appearance (the entry index is the series'). */
  private readonly groups = new ByteTable<string>();
  /** The line each input first appeared on, by series (its Series is made at the end). */
  private firstLines = new Float64Array(256);
  /** Ids of plain label observations by the UTF-8 bytes of the label (fast path only). */
  private readonly labels = new ByteTable<number>();
  /** Each distinct observation object once, by id, and the id of each. */
  private readonly observations: RecordedObservation[] = [];
  private readonly observationIds = new Map<RecordedObservation, number>();
  /** Every row as (series, observation id), in file order; the series' lists are made at the end. */
  private readonly log = new RowLog();
  /** The key bytes of each path's parts for the fast path, when the options allow it. */
  private readonly fast: {
    readonly input: readonly Uint8Array[];
    readonly decision: readonly Uint8Array[];
  } | null;
  private readonly scanned = newScanResult();
  private rows = 0;
  private lines = 0;

  constructor(
    private readonly options: JsonlOptions,
    private readonly file: string,
  ) {
    this.input = parseDottedPath(options.inputPath ?? 'input', 'inputPath');
    this.text =
      options.textPath === undefined ? null : parseDottedPath(options.textPath, 'textPath');
    this.tools =
      options.toolsPath === undefined ? null : parseDottedPath(options.toolsPath, 'toolsPath');
    const readDecision =
      options.decisionPath !== undefined || (this.text === null && this.tools === null);
    this.decision = readDecision
      ? parseDottedPath(options.decisionPath ?? 'decision', 'decisionPath')
      : null;
    this.layer = options.layer ?? 'verdict';
    this.interner = new ObservationInterner({ layer: this.layer });
    // Keys written in the file without escapes: no quote, backslash or control character.
    const plainKey = (p: DottedPath): boolean =>
      !LONE_SURROGATE.test(p.text) &&
      [...p.text].every((ch) => ch !== '"' && ch !== '\\' && ch.charCodeAt(0) >= 0x20);
    const keys = (p: DottedPath): Uint8Array[] => p.parts.map((part) => Buffer.from(part));
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
      throw new Refusal(
        'usage.jsonl',
        'the text layer needs a text path or a decision path',
        undefined,
        { setting: 'layer' },
      );
    }
    if (this.layer === 'tools' && this.decision === null && this.tools === null) {
      throw new Refusal(
        'usage.jsonl',
        'the tools layer needs a tools path or a decision path',
        undefined,
        { setting: 'layer' },
      );
    }
    if (this.layer === 'verdict' && this.decision === null && this.text === null) {
      throw new Refusal(
        'usage.jsonl',
        'the verdict layer compares decisions: give a decision path (or a text path to compare the text)',
        undefined,
        { setting: 'toolsPath' },
      );
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
  lineBytes(b: Buffer, s: number, e: number, n: number): void {
    const fast = this.fast;
    if (fast !== null) {
      const end = e > s && b[e - 1] === 0x0d ? e - 1 : e;
      const r = this.scanned;
      if (
        scanLinePaths(b, s, end, fast.input, fast.decision, r) &&
        r.aStart >= 0 &&
        r.bStart >= 0 &&
        b[r.aStart] === 0x22 &&
        b[r.bStart] === 0x22 &&
        !r.aEscaped &&
        !r.bEscaped
      ) {
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
  private labelId(b: Buffer, s: number, e: number, h: number): number {
    const known = this.labels.get(b, s, e, h);
    if (known !== undefined) return known;
    if (s === e) return -1;
    const label = b.toString('utf8', s, e);
    const c0 = label.charCodeAt(0);
    if (!((c0 > 0x20 && c0 < 0x7f) || !isBlank(label))) return -1;
    const id = this.idOf(this.interner.label(label));
    this.labels.set(b, s, e, h, id);
    return id;
  }

  /** The series of the input in b[s, e) (hash h), made on first sight; -1 when it is blank. */
  private seriesIndex(b: Buffer, s: number, e: number, h: number, n: number): number {
    const known = this.groups.find(b, s, e, h);
    if (known >= 0) return known;
    if (s === e) return -1;
    const input = b.toString('utf8', s, e);
    // Starting with a visible ASCII character, it is not blank.
    const c0 = b[s] as number;
    if (!(c0 > 0x20 && c0 < 0x7f) && isBlank(input)) return -1;
    return this.newSeries(b, s, e, h, input, n);
  }

  /** A new series for `input` (bytes b[s, e), hash h), first seen on line n; returns its index. */
  private newSeries(
    b: Uint8Array,
    s: number,
    e: number,
    h: number,
    input: string,
    n: number,
  ): number {
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
  private idOf(obs: RecordedObservation): number {
    let id = this.observationIds.get(obs);
    if (id === undefined) {
      id = this.observations.length;
      this.observations.push(obs);
      this.observationIds.set(obs, id);
    }
    return id;
  }

  /** One line of the file, without its line end; `n` is its 1-based number. */
  line(raw: string, n: number): void {
    this.lines = n;
    let text = raw;
    if (text.length > 0 && text.charCodeAt(text.length - 1) === 13) text = text.slice(0, -1);
    if (n === 1 && text.startsWith(BOM)) text = text.slice(1);
    if (text.length === 0) return;
    const c0 = text.charCodeAt(0);
    if ((c0 <= 0x20 || c0 > 0x7e) && isBlank(text)) return;

    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      this.syntaxError(text, n, error);
    }
    const deep = deepNestingOffset(text, MAX_JSON_DEPTH);
    if (deep >= 0) {
      refuseAt(
        this.file,
        n,
        `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep at column ${lineAndColumn(text, deep).column}; no row needs that`,
        {},
        'json.depth',
      );
    }
    if (!isPlainObject(value)) {
      refuseAt(this.file, n, `expected one JSON object per line, found ${typeName(value)}`);
    }
    this.rows++;
    try {
      this.row(value, n);
    } catch (error) {
      if (n === 1 && error instanceof Refusal) {
        const hint = foreignFormatHint(value, 'jsonl');
        const plain =
          error.where === undefined ? error.message : error.message.slice(error.where.length + 2);
        if (hint !== null)
          refuseAt(this.file, n, `${plain}.${hint.text}`, sourceDetail('jsonl', hint));
      }
      throw error;
    }
  }

  private syntaxError(text: string, n: number, error: unknown): never {
    const spot = locateSyntaxError(text);
    const col = spot === null ? null : lineAndColumn(text, spot.offset).column;
    const what =
      spot === null
        ? `not valid JSON (${error instanceof Error ? error.message : String(error)})`
        : `not valid JSON: expected ${spot.expected} at column ${col}`;
    const trimmed = text.trim();
    const hint =
      n <= 2 && (trimmed === '{' || trimmed === '[' || /^"[^"]*"\s*:/.test(trimmed))
        ? '. It looks like one JSON document written over several lines, not JSON Lines: import a promptfoo export, an evidence file or an Inspect log as what it is'
        : '';
    refuseAt(this.file, n, `${what}${hint}`, hint === '' ? {} : { setting: 'jsonl' });
  }

  private row(value: Record<string, unknown>, n: number): void {
    const inputAt = walk(value, this.input);
    if (!inputAt.found) {
      refuseAt(
        this.file,
        n,
        `no input at "${this.input.text}" (${inputAt.at}: ${inputAt.reason}); set the input path to where the input is`,
        { setting: 'inputPath' },
      );
    }
    const input = inputAt.value;
    if (typeof input !== 'string') {
      refuseAt(
        this.file,
        n,
        `${this.input.text}: expected the input text (a string), found ${typeName(input)}`,
      );
    }
    if (input.length === 0 || isBlank(input)) {
      refuseAt(
        this.file,
        n,
        `${this.input.text}: expected a non-empty input, found ${input.length === 0 ? 'an empty string' : 'only whitespace'}`,
      );
    }

    let obs: RecordedObservation;
    if (
      this.text === null &&
      this.tools === null &&
      this.layer === 'verdict' &&
      this.decision !== null
    ) {
      obs = this.fastDecision(value, n);
    } else {
      obs = this.fullObservation(value, n);
    }
    this.log.add(this.group(input, n), this.idOf(obs));
  }

  /** The series index of an input, made on first sight. */
  private group(input: string, n: number): number {
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
  private fastDecision(value: Record<string, unknown>, n: number): RecordedObservation {
    const path = this.decision as DottedPath;
    const at = walk(value, path);
    if (!at.found) this.missing(path, 'decisionPath', at, n);
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

  private fullObservation(value: Record<string, unknown>, n: number): RecordedObservation {
    let decision: RecordedObservation['decision'];
    let text: string | undefined;
    let tools: readonly string[] | undefined;
    if (this.decision !== null) {
      const at = walk(value, this.decision);
      if (!at.found) this.missing(this.decision, 'decisionPath', at, n);
      const d = readDecisionValue(at.value);
      if (typeof d === 'string') refuseAt(this.file, n, `${this.decision.text}: ${d}`);
      const misfit = decisionFitsLayer(d, this.layer, this.tools !== null);
      if (misfit !== null) {
        refuseAt(this.file, n, `${this.decision.text}: ${misfit.message}`, {
          setting: misfit.setting,
        });
      }
      if (d.kind === 'label') {
        decision = d.label;
        if (this.layer === 'text' && this.text === null) text = d.label;
      } else if (d.kind === 'none') decision = { noDecision: d.reason };
      else tools = d.tools;
    }
    if (this.text !== null) {
      const at = walk(value, this.text);
      if (!at.found) this.missing(this.text, 'textPath', at, n);
      if (typeof at.value !== 'string') {
        refuseAt(
          this.file,
          n,
          `${this.text.text}: expected the agent's text (a string), found ${typeName(at.value)}`,
        );
      }
      text = at.value;
    }
    if (this.tools !== null) {
      const at = walk(value, this.tools);
      if (!at.found) this.missing(this.tools, 'toolsPath', at, n);
      tools = toolNames(at.value, this.tools.text, this.file, n);
    }
    return this.interner.of({
      ...(decision === undefined ? {} : { decision }),
      ...(text === undefined ? {} : { text }),
      ...(tools === undefined ? {} : { tools }),
    });
  }

  private missing(
    path: DottedPath,
    setting: PathSetting,
    at: { at: string; reason: string },
    n: number,
  ): never {
    refuseAt(
      this.file,
      n,
      `nothing at "${path.text}" (${at.at}: ${at.reason}); set ${PATH_NAMES[setting]} to where it is`,
      { setting },
    );
  }

  /** The evidence, once every line has been given. */
  finish(): Evidence {
    if (this.rows === 0) {
      throw new Refusal(
        'import.jsonl',
        this.lines === 0
          ? 'the file is empty; expected one JSON object per line'
          : 'no rows: every line is blank; expected one JSON object per line',
        this.file,
      );
    }
    const all = this.log.fill(this.groups.values, this.firstLines, this.file, this.observations);
    requireRepeats(
      all,
      (s) => s.observations.length,
      2,
      'Every input needs at least two runs in the log (one pair); repeat the run or drop the input.',
    );
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

function toolNames(value: unknown, path: string, file: string, n: number): string[] {
  if (!Array.isArray(value)) {
    refuseAt(file, n, `${path}: expected a list of tool names, found ${typeName(value)}`);
  }
  return value.map((t: unknown, i) => {
    if (typeof t === 'string') return t;
    if (isPlainObject(t) && typeof t['name'] === 'string') return t['name'];
    return refuseAt(
      file,
      n,
      `${path}[${i}]: expected a tool name (a string, or an object with a "name"), found ${isPlainObject(t) ? shortJson(t) : typeName(t)}`,
    );
  });
}

/** Builds evidence from lines already in memory (tests, conformance, small logs). */
export function evidenceFromJsonlLines(
  lines: Iterable<string>,
  options: JsonlOptions = {},
  file = 'the JSONL lines',
): Evidence {
  const importer = new JsonlImporter(options, file);
  let n = 0;
  for (const line of lines) importer.line(line, ++n);
  return importer.finish();
}

/** Builds evidence from JSONL text (a BOM and CRLF line ends are fine). */
export function evidenceFromJsonlText(
  text: string,
  options: JsonlOptions = {},
  file = 'the JSONL text',
): Evidence {
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return evidenceFromJsonlLines(lines, options, file);
}

/** Streams a JSONL file into evidence (see `JsonlImporter`). */
export async function importJsonl(path: string, options: JsonlOptions = {}): Promise<Evidence> {
  const importer = new JsonlImporter(options, path);
  await forEachLineSpan(path, (b, s, e, n) => importer.lineBytes(b, s, e, n), options.maxLineBytes);
  return importer.finish();
}
