// Our evidence file written case by case, with its evidence digest computed in
// the same pass: no file object holding every observation, no whole-file
// JSON.stringify and no canonicalisation of the whole evidence.
import { createHash, type Hash } from 'node:crypto';
import type {
  Evidence,
  EvidenceCase,
  RecordedObservation,
  RecordedRelation,
} from '../core/assess/model.js';
import { LONE_SURROGATE } from '../core/fingerprint.js';
import { canonicalJson } from './digest.js';
import { sameObservation } from './intern.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2 } from './schema.js';
import {
  buildEvidenceFile,
  checkRedactable,
  fileObservation,
  fileSeriesOf,
  serialiseEvidenceFile,
  type EvidenceFile,
  type EvidenceFileMeta,
  type FileObservation,
} from './run-evidence-file.js';

/** The formats a streamed write can take: evidence@1, or @2 with a decision table per case. */
export type EvidenceFileFormat = typeof EVIDENCE_FORMAT | typeof EVIDENCE_FORMAT_V2;

/** Our evidence file without its cases: what a streamed write keeps in memory. */
export type EvidenceFileHead = Omit<EvidenceFile, 'cases'>;

/** A streamed write: the file's head, its text in pieces, and the digest once every piece was taken. */
export interface EvidenceStream {
  readonly head: EvidenceFileHead;
  /**
   * The file's text in pieces, in order; taking them all computes the digest.
   * Their concatenation is exactly `serialiseEvidenceFile(buildEvidenceFile(…))`.
   */
  readonly chunks: Iterable<string>;
  /** The evidence digest (DESIGN.md §5); only after every chunk was taken. */
  readonly digest: () => string;
}

/** RFC 8785 writes a string as JSON.stringify does; a lone surrogate goes to `canonicalJson` to be refused. */
function canonString(text: string): string {
  return LONE_SURROGATE.test(text) ? canonicalJson(text) : JSON.stringify(text);
}

/** The indentations the file's fixed layout uses, made once (a case nests at most 7 levels). */
const PADS: readonly string[] = Array.from({ length: 8 }, (_, d) => `\n${'  '.repeat(d)}`);

/** Indentation of a line nested `depth` levels deep (two spaces a level, as the file is written). */
function pad(depth: number): string {
  return PADS[depth] ?? `\n${'  '.repeat(depth)}`;
}

/** What the writer reads of an observation: a recorded one, or its redacted file view. */
type ObservationFields = RecordedObservation | FileObservation;

/**
 * The observation as the file holds it. Unredacted, that is the recorded object
 * itself (the writer reads the same fields `fileObservation` would copy, and a
 * `cached: false` is left out by both), so no copy is made per observation.
 */
function viewOf(o: RecordedObservation, redact: boolean, keepTools: boolean): ObservationFields {
  return redact ? fileObservation(o, redact, keepTools) : o;
}

/** JSON texts of the few names a file repeats on every case (relation names, types, outcomes). */
const NAME_TEXTS = new Map<string, string>();

/** `JSON.stringify(name)` for a short name, remembered (at most 256 of them). */
function nameText(name: string): string {
  let t = NAME_TEXTS.get(name);
  if (t === undefined) {
    t = JSON.stringify(name);
    if (NAME_TEXTS.size < 256 && name.length <= 64) NAME_TEXTS.set(name, t);
  }
  return t;
}

/** `canonString(name)` for a short name, remembered as `nameText` is. */
const NAME_CANONS = new Map<string, string>();
function nameCanon(name: string): string {
  let t = NAME_CANONS.get(name);
  if (t === undefined) {
    t = canonString(name);
    if (NAME_CANONS.size < 256 && name.length <= 64) NAME_CANONS.set(name, t);
  }
  return t;
}

/**
 * A series' indices as the file writes them, `0, 0, 1, …`: the same text as
 * `indices.join(', ')`, with each run of equal neighbours written by one `repeat`
 * (a steady series is one run).
 */
function indexRuns(indices: readonly number[]): string {
  const n = indices.length;
  let out = '';
  let i = 0;
  while (i < n) {
    const item = indices[i] as number;
    let j = i + 1;
    while (j < n && indices[j] === item) j++;
    const one = String(item);
    const head = i === 0 ? one : `, ${one}`;
    out += j - i === 1 ? head : head + `, ${one}`.repeat(j - i - 1);
    i = j;
  }
  return out;
}

/** A list of item texts as JSON.stringify(…, null, 2) lays it out at `depth`. */
function listText(items: readonly string[], depth: number): string {
  if (items.length === 0) return '[]';
  const inner = pad(depth + 1);
  // Concatenated, not joined: the piece the list goes into is flattened once, when
  // it is written, so a join here would copy the list's text one time more.
  let out = `[${inner}${items[0] as string}`;
  const sep = `,${inner}`;
  for (let i = 1; i < items.length; i++) out += sep + (items[i] as string);
  return out + pad(depth) + ']';
}

/**
 * A string's JSON text for the file and for the digest: RFC 8785 writes a string
 * as JSON.stringify does, so both are the one `JSON.stringify`, unless the string
 * holds a lone surrogate, which `canonicalJson` refuses.
 */
function bothOf(text: string): readonly [string, string] {
  const j = JSON.stringify(text);
  return [j, canonOf(text, j)];
}

/** A string's canonical JSON given its `JSON.stringify` (the same text but for a lone surrogate). */
function canonOf(text: string, json: string): string {
  return LONE_SURROGATE.test(text) ? canonicalJson(text) : json;
}

/** An observation written: its file text, and its canonical members before and after `ms`. */
interface ObservationPieces {
  readonly text: string;
  /** `cached`, `decision`, `error`: the members that sort before `ms`, comma-separated. */
  readonly before: string;
  /** `reason`, `text`, `tools`: the members that sort after it. */
  readonly after: string;
}

/**
 * An observation's file text with its braces at `depth` (exactly what
 * JSON.stringify(…, null, 2) writes for it there, in the file's field order) and
 * its RFC 8785 canonical members (code-point order: cached, decision, error, ms,
 * reason, text, tools), each string stringified once for both.
 */
function observationPieces(o: ObservationFields, depth: number): ObservationPieces {
  const inner = pad(depth + 1);
  let text = '';
  let before = o.cached === true ? '"cached":true' : '';
  const d = o.decision;
  if (d !== undefined) {
    if (typeof d === 'string') {
      const [j, c] = bothOf(d);
      text = `"decision": ${j}`;
      before += `${before === '' ? '' : ','}"decision":${c}`;
    } else {
      const [j, c] = bothOf(d.noDecision);
      text = `"decision": {${inner}  "noDecision": ${j}${inner}}`;
      before += `${before === '' ? '' : ','}"decision":{"noDecision":${c}}`;
    }
  }
  let after = '';
  let textCanon: string | undefined;
  if (o.text !== undefined) {
    const [j, c] = bothOf(o.text);
    textCanon = c;
    text += `${text === '' ? '' : `,${inner}`}"text": ${j}`;
  }
  let toolsCanon: string | undefined;
  if (o.tools !== undefined) {
    const tools = o.tools;
    const texts = new Array<string>(tools.length);
    toolsCanon = '';
    for (let i = 0; i < tools.length; i++) {
      const [j, c] = bothOf(tools[i] as string);
      texts[i] = j;
      toolsCanon += i === 0 ? c : `,${c}`;
    }
    text += `${text === '' ? '' : `,${inner}`}"tools": ${listText(texts, depth + 1)}`;
  }
  if (o.ms !== undefined) text += `${text === '' ? '' : `,${inner}`}"ms": ${JSON.stringify(o.ms)}`;
  if (o.error !== undefined) {
    const [j, c] = bothOf(o.error);
    text += `${text === '' ? '' : `,${inner}`}"error": ${j}`;
    before += `${before === '' ? '' : ','}"error":${c}`;
  }
  if (o.reason !== undefined) {
    const [j, c] = bothOf(o.reason);
    text += `${text === '' ? '' : `,${inner}`}"reason": ${j}`;
    after = `"reason":${c}`;
  }
  if (o.cached === true) text += `${text === '' ? '' : `,${inner}`}"cached": true`;
  if (textCanon !== undefined) after += `${after === '' ? '' : ','}"text":${textCanon}`;
  if (toolsCanon !== undefined) after += `${after === '' ? '' : ','}"tools":[${toolsCanon}]`;
  return { text: text === '' ? '{}' : `{${inner}${text}${pad(depth)}}`, before, after };
}

/** The canonical JSON of an observation's members with `ms` (when given) where it sorts. */
function canonWithMs(p: ObservationPieces, ms: number | undefined): string {
  let canon = p.before;
  if (ms !== undefined) canon += `${canon === '' ? '' : ','}"ms":${canonicalJson(ms)}`;
  if (p.after !== '') canon += `${canon === '' ? '' : ','}${p.after}`;
  return `{${canon}}`;
}

/** An observation's file text at `depth` and its canonical JSON. */
function observationWritten(o: ObservationFields, depth: number): Written {
  const p = observationPieces(o, depth);
  return { text: p.text, canon: canonWithMs(p, o.ms) };
}

/** A relation's file text up to its follow-up fingerprint's value, per name and type (a few). */
const RELATION_HEADS = new Map<string, Map<string, string>>();
function relationHead(name: string, type: string): string {
  let byType = RELATION_HEADS.get(name);
  if (byType === undefined) {
    byType = new Map();
    if (RELATION_HEADS.size < 256) RELATION_HEADS.set(name, byType);
  }
  let head = byType.get(type);
  if (head === undefined) {
    const inner = pad(5);
    head = `{${inner}"name": ${nameText(name)},${inner}"type": ${nameText(type)},${inner}"followupFingerprint": `;
    if (byType.size < 16) byType.set(type, head);
  }
  return head;
}

/** A relation record's file text (braces at depth 4, inside a case's relations) and canonical JSON. */
function relationWritten(r: RecordedRelation, redact: boolean, keepTools: boolean): Written {
  const inner = pad(5);
  const observation =
    r.observation === undefined
      ? undefined
      : observationWritten(viewOf(r.observation, redact, keepTools), 5);
  const source =
    r.source === undefined ? undefined : observationWritten(viewOf(r.source, redact, keepTools), 5);
  const fpJson = JSON.stringify(r.followupFingerprint);
  const error = r.error === undefined ? undefined : bothOf(r.error);
  const reason = r.reason === undefined ? undefined : bothOf(r.reason);
  // File order: name, type, followupFingerprint, changed, observation, outcome, error, reason, source.
  let text =
    relationHead(r.name, r.type) + fpJson + (r.changed ? CHANGED_TEXT[1] : CHANGED_TEXT[0]);
  if (observation !== undefined) text += OBSERVATION_TEXT + observation.text;
  text += remembered(OUTCOME_TEXTS, r.outcome, () => `,${inner}"outcome": ${nameText(r.outcome)}`);
  if (error !== undefined) text += `,${inner}"error": ${error[0]}`;
  if (reason !== undefined) text += `,${inner}"reason": ${reason[0]}`;
  if (source !== undefined) text += `,${inner}"source": ${source.text}`;
  text += RELATION_END;
  // Canonical order: changed, error, followupFingerprint, name, observation, outcome, reason, source, type.
  let canon = r.changed ? '{"changed":true,' : '{"changed":false,';
  if (error !== undefined) canon += `"error":${error[1]},`;
  canon +=
    '"followupFingerprint":' +
    canonOf(r.followupFingerprint, fpJson) +
    remembered(NAME_MEMBERS, r.name, () => `,"name":${nameCanon(r.name)},`);
  if (observation !== undefined) canon += `"observation":${observation.canon},`;
  canon += remembered(OUTCOME_MEMBERS, r.outcome, () => `"outcome":${nameCanon(r.outcome)}`);
  if (reason !== undefined) canon += `,"reason":${reason[1]}`;
  if (source !== undefined) canon += `,"source":${source.canon}`;
  canon += remembered(TYPE_MEMBERS, r.type, () => `,"type":${nameCanon(r.type)}}`);
  return { text, canon };
}

/** The fixed pieces of a relation record's text (at depth 5) and canonical JSON. */
const CHANGED_TEXT = [`,${pad(5)}"changed": false`, `,${pad(5)}"changed": true`] as const;
const OBSERVATION_TEXT = `,${pad(5)}"observation": `;
const RELATION_END = `${pad(4)}}`;
const OUTCOME_TEXTS = new Map<string, string>();
const NAME_MEMBERS = new Map<string, string>();
const OUTCOME_MEMBERS = new Map<string, string>();
const TYPE_MEMBERS = new Map<string, string>();

/** A piece made of a short name, remembered (at most 256 names a table). */
function remembered(table: Map<string, string>, name: string, make: () => string): string {
  let piece = table.get(name);
  if (piece === undefined) {
    piece = make();
    if (table.size < 256 && name.length <= 64) table.set(name, piece);
  }
  return piece;
}

/** A case's series as a decision table: distinct outcomes (no ms), indices, and durations. */
function decisionTable(
  list: readonly RecordedObservation[],
  redact: boolean,
  keepTools: boolean,
): { outcomes: FileObservation[]; indices: number[]; ms: (number | null)[] | null } {
  const outcomes: FileObservation[] = [];
  const indices: number[] = new Array<number>(list.length);
  const byObject = new Map<RecordedObservation, number>();
  let ms: (number | null)[] | null = null;
  for (let k = 0; k < list.length; k++) {
    const o = list[k] as RecordedObservation;
    if (o.ms !== undefined) {
      ms ??= new Array<number | null>(k).fill(null);
    }
    if (ms !== null) ms.push(o.ms ?? null);
    let at = byObject.get(o);
    if (at === undefined) {
      const outcome = outcomeOf(o, redact, keepTools);
      at = outcomes.findIndex((d) => sameObservation(d, outcome));
      if (at < 0) {
        at = outcomes.length;
        outcomes.push(outcome);
      }
      byObject.set(o, at);
    }
    indices[k] = at;
  }
  return { outcomes, indices, ms };
}

/**
 * An observation as a decision table's outcome: what `fileObservation` keeps of
 * it, without its duration (the table lists durations apart). Built field by
 * field, not spread: one object per distinct observation of a case. Read only
 * here (the strings and lists are shared with the record, never changed).
 */
function outcomeOf(o: RecordedObservation, redact: boolean, keepTools: boolean): FileObservation {
  const out: {
    decision?: NonNullable<FileObservation['decision']>;
    text?: string;
    tools?: readonly string[];
    error?: string;
    reason?: NonNullable<FileObservation['reason']>;
    cached?: true;
  } = {};
  if (o.decision !== undefined) out.decision = o.decision;
  if (o.text !== undefined && !redact) out.text = o.text;
  if (o.tools !== undefined && (!redact || keepTools)) out.tools = o.tools;
  if (o.error !== undefined) out.error = o.error;
  if (o.reason !== undefined) out.reason = o.reason;
  if (o.cached === true) out.cached = true;
  return out;
}

/** One observation's file text (at a case's observation depth) and canonical JSON. */
interface Written {
  readonly text: string;
  readonly canon: string;
}

/** Pieces gathered into strings of about this many characters before they are handed on. */
const PIECE = 1 << 16;

/** A run of equal canonical entries this long or longer goes to the hash as bytes, not a string. */
const RUN_AS_BYTES = 512;

/**
 * The canonical JSON as it is written, into the hash in order. Text is gathered
 * into pieces of about PIECE characters; a long run of equal entries (a steady
 * series: one observation's canonical JSON k times) is turned into UTF-8 once
 * and repeated by `Buffer.fill`, so no k-fold string is built and flattened.
 */
class CanonicalHash {
  private text = '';

  constructor(private readonly hash: Hash) {}

  add(piece: string): void {
    this.text += piece;
    if (this.text.length >= PIECE) this.flush();
  }

  /** `unit` `times` times, one after another (the unit carries its separator). */
  repeat(unit: string, times: number): void {
    if (times <= 0) return;
    if (times === 1 || unit.length * times < RUN_AS_BYTES) {
      this.add(times === 1 ? unit : unit.repeat(times));
      return;
    }
    this.flush();
    const one = Buffer.from(unit, 'utf8');
    const all = Buffer.allocUnsafe(one.length * times);
    all.fill(one);
    this.hash.update(all);
  }

  flush(): void {
    if (this.text === '') return;
    this.hash.update(this.text, 'utf8');
    this.text = '';
  }
}

/**
 * Our evidence file for in-memory evidence, streamed: the same bytes as
 * `serialiseEvidenceFile(buildEvidenceFile(evidence, meta))` and the same
 * digest as `evidenceDigest` of that file. Each case is turned into its file
 * text and its RFC 8785 canonical JSON in one pass; an observation object
 * repeated within a case (the collector shares identical answers) is written
 * and canonicalised once. Canonical key order puts `cases` first among the
 * digested fields (after `blindness` when it is false), so the canonical bytes
 * go into the hash as the cases are written.
 */
export function streamEvidenceFile(
  evidence: Evidence,
  meta: EvidenceFileMeta,
  format: EvidenceFileFormat = EVIDENCE_FORMAT,
): EvidenceStream {
  // The head (and every refusal a build makes, such as a redaction that would erase
  // what the layer compares) comes from the one builder, on the evidence without cases.
  if (meta.redact === true) checkRedactable(evidence);
  const built = buildEvidenceFile({ ...evidence, cases: [] }, meta);
  const empty: EvidenceFile = format === EVIDENCE_FORMAT ? built : { ...built, schema: format };
  const tables = format === EVIDENCE_FORMAT_V2;
  const { cases: _none, ...head } = empty;
  const redact = meta.redact === true;
  const keepTools = !redact || evidence.layer === 'tools';
  const positions = meta.positions;
  const hash = createHash('sha256');
  let finished = false;

  const headText = serialiseEvidenceFile(empty);
  // `"cases": []` closes the head's text: the cases go between the brackets.
  const closing = '"cases": []\n}\n';
  if (!headText.endsWith(closing)) throw new Error('streamEvidenceFile: unexpected head layout');
  const opening = headText.slice(0, headText.length - closing.length);

  function* chunks(): Generator<string> {
    const cases = evidence.cases;
    let piece = `${opening}"cases": [`;
    const canonical = new CanonicalHash(hash);
    canonical.add(evidence.blindness === false ? '{"blindness":false,"cases":[' : '{"cases":[');
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i] as EvidenceCase;
      const at = positions?.get(c.fingerprint);
      if (i > 0) canonical.add(',');
      const text = writeCase(c, at, redact, keepTools, tables, canonical);
      piece += `${i === 0 ? '\n    ' : ',\n    '}${text}`;
      if (piece.length >= PIECE) {
        yield piece;
        piece = '';
      }
    }
    piece += cases.length === 0 ? ']\n}\n' : '\n  ]\n}\n';
    yield piece;
    canonical.flush();
    let canon = `],"isolation":${canonicalJson(head.isolation)},"layer":${canonicalJson(head.layer)},`;
    if (head.meter === false) canon += '"meter":false,';
    if (head.sequential !== undefined) canon += `"sequential":${canonicalJson(head.sequential)},`;
    canon += `"settings":${canonicalJson(head.settings)},"suite":${canonicalJson(head.suite)}}`;
    hash.update(canon, 'utf8');
    finished = true;
  }

  let digest: string | null = null;
  return {
    head,
    chunks: { [Symbol.iterator]: chunks },
    digest: () => {
      if (digest !== null) return digest;
      if (!finished)
        throw new Error('streamEvidenceFile: the digest is known once every chunk was taken');
      digest = hash.digest('hex');
      return digest;
    },
  };
}

/**
 * A case's file text (at depth 2, inside `cases`), returned, and its canonical
 * JSON, given to `canonical` as it is made.
 */
function writeCase(
  c: EvidenceCase,
  position: number | undefined,
  redact: boolean,
  keepTools: boolean,
  tables: boolean,
  canonical: CanonicalHash,
): string {
  const input = c.input === undefined || redact ? undefined : c.input;
  let text = '{';
  let canon = '{';
  // File order: input, fingerprint, expected, errors, observations, relations, source, position.
  const [fpJson, fpCanon] = bothOf(c.fingerprint);
  const expected = c.expected === undefined ? undefined : bothOf(c.expected);
  const inputBoth = input === undefined ? undefined : bothOf(input);
  if (inputBoth !== undefined) text += `\n      "input": ${inputBoth[0]},`;
  text += `\n      "fingerprint": ${fpJson},`;
  if (expected !== undefined) text += `\n      "expected": ${expected[0]},`;
  if (c.errors !== undefined) text += `\n      "errors": ${JSON.stringify(c.errors)},`;
  // Canonical order: errors, expected, fingerprint, input, observations, position, relations, source.
  if (c.errors !== undefined) canon += `"errors":${canonicalJson(c.errors)},`;
  if (expected !== undefined) canon += `"expected":${expected[1]},`;
  canon += `"fingerprint":${fpCanon},`;
  if (inputBoth !== undefined) canon += `"input":${inputBoth[1]},`;
  const list = fileSeriesOf(c);
  if (tables) {
    // The decision table (evidence@2): distinct outcomes once, the series as indices.
    const table = decisionTable(list, redact, keepTools);
    const pieces = table.outcomes.map((o) => observationPieces(o, 4));
    const outcomes = pieces.map((p) => ({ text: p.text, canon: canonWithMs(p, undefined) }));
    text += `\n      "outcomes": ${listText(
      outcomes.map((o) => o.text),
      3,
    )},`;
    text += `\n      "observations": [${indexRuns(table.indices)}]`;
    if (table.ms !== null)
      text += `,\n      "ms": [${table.ms.map((m) => JSON.stringify(m)).join(', ')}]`;
    // The digest covers the series as evidence@1 writes it: each observation in full.
    canonical.add(`${canon}"observations":[`);
    canon = '';
    const n = list.length;
    let k = 0;
    while (k < n) {
      const at = table.indices[k] as number;
      const ms = table.ms?.[k] ?? null;
      if (ms !== null) {
        // The outcome's canonical JSON with its duration where `ms` sorts (after `error`).
        const one = canonWithMs(pieces[at] as ObservationPieces, ms);
        canonical.add(k === 0 ? one : `,${one}`);
        k++;
        continue;
      }
      // A run of the same outcome without durations: one unit, repeated.
      let j = k + 1;
      while (j < n && table.indices[j] === at && (table.ms?.[j] ?? null) === null) j++;
      const unit = (outcomes[at] as Written).canon;
      canonical.add(k === 0 ? unit : `,${unit}`);
      canonical.repeat(`,${unit}`, j - k - 1);
      k = j;
    }
    canon += ']';
  } else if (list.length === 0) {
    text += '\n      "observations": []';
    canon += '"observations":[]';
  } else {
    const seen = new Map<RecordedObservation, Written>();
    text += '\n      "observations": [';
    canon += '"observations":[';
    for (let k = 0; k < list.length; k++) {
      const o = list[k] as RecordedObservation;
      let w = seen.get(o);
      if (w === undefined) {
        w = observationWritten(viewOf(o, redact, keepTools), 4);
        seen.set(o, w);
      }
      text += `${k === 0 ? '\n        ' : ',\n        '}${w.text}`;
      canon += k === 0 ? w.canon : `,${w.canon}`;
    }
    text += '\n      ]';
    canon += ']';
  }
  if (position !== undefined) canon += `,"position":${canonicalJson(position)}`;
  if (c.relations !== undefined) {
    const relations = c.relations.map((r) => relationWritten(r, redact, keepTools));
    text += `,\n      "relations": ${listText(
      relations.map((r) => r.text),
      3,
    )}`;
    canon += ',"relations":[';
    for (let i = 0; i < relations.length; i++) {
      canon += i === 0 ? (relations[i] as Written).canon : `,${(relations[i] as Written).canon}`;
    }
    canon += ']';
  }
  if (c.source !== undefined) {
    const source = observationWritten(viewOf(c.source, redact, keepTools), 3);
    text += `,\n      "source": ${source.text}`;
    canon += `,"source":${source.canon}`;
  }
  if (position !== undefined) text += `,\n      "position": ${JSON.stringify(position)}`;
  text += '\n    }';
  canon += '}';
  canonical.add(canon);
  return text;
}

/**
 * From this many recorded observations on, `run` writes evidence@2 (a decision
 * table per case): where the file's size and the memory of reading it back
 * matter. Smaller runs keep evidence@1, which every earlier reader of ours reads
 * and which is easy to read by eye (docs/evidence-format.md).
 */
export const TABLES_FROM_OBSERVATIONS = 10_000;

/** The format `run` writes for this evidence (see TABLES_FROM_OBSERVATIONS). */
export function chooseEvidenceFormat(evidence: Evidence): EvidenceFileFormat {
  let n = 0;
  for (const c of evidence.cases) {
    n += c.observations.length;
    if (n >= TABLES_FROM_OBSERVATIONS) return EVIDENCE_FORMAT_V2;
  }
  return EVIDENCE_FORMAT;
}
