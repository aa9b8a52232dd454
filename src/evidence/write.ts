// Our evidence file written case by case, with its evidence digest computed in
// the same pass: no file object holding every observation, no whole-file
// JSON.stringify and no canonicalisation of the whole evidence.
import { createHash } from 'node:crypto';
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
 * `items` joined by `sep`, with each run of equal neighbours written by one
 * `repeat` (a steady series is one run): the same text as `items.join(sep)`.
 */
function joinRuns(items: readonly string[], sep: string): string {
  const n = items.length;
  let out = '';
  let i = 0;
  while (i < n) {
    const item = items[i] as string;
    let j = i + 1;
    while (j < n && items[j] === item) j++;
    const run = j - i;
    const head = i === 0 ? item : sep + item;
    out += run === 1 ? head : head + (sep + item).repeat(run - 1);
    i = j;
  }
  return out;
}

/** A list of item texts as JSON.stringify(…, null, 2) lays it out at `depth`. */
function listText(items: readonly string[], depth: number): string {
  if (items.length === 0) return '[]';
  const inner = pad(depth + 1);
  return `[${inner}${items.join(`,${inner}`)}${pad(depth)}]`;
}

/**
 * An observation's file text with its braces at `depth`: exactly what
 * JSON.stringify(…, null, 2) writes for it there, in the file's field order.
 */
function observationText(o: ObservationFields, depth: number): string {
  const inner = pad(depth + 1);
  const parts: string[] = [];
  const d = o.decision;
  if (d !== undefined) {
    parts.push(
      `"decision": ${typeof d === 'string' ? JSON.stringify(d) : `{${inner}  "noDecision": ${JSON.stringify(d.noDecision)}${inner}}`}`,
    );
  }
  if (o.text !== undefined) parts.push(`"text": ${JSON.stringify(o.text)}`);
  if (o.tools !== undefined) {
    parts.push(
      `"tools": ${listText(
        o.tools.map((t) => JSON.stringify(t)),
        depth + 1,
      )}`,
    );
  }
  if (o.ms !== undefined) parts.push(`"ms": ${JSON.stringify(o.ms)}`);
  if (o.error !== undefined) parts.push(`"error": ${JSON.stringify(o.error)}`);
  if (o.reason !== undefined) parts.push(`"reason": ${JSON.stringify(o.reason)}`);
  if (o.cached === true) parts.push('"cached": true');
  return parts.length === 0 ? '{}' : `{${inner}${parts.join(`,${inner}`)}${pad(depth)}}`;
}

/** An observation's RFC 8785 canonical JSON (keys in code-point order: decision, error, ms, reason, text, tools). */
function observationCanon(o: ObservationFields): string {
  const parts: string[] = [];
  // Canonical key order: "cached" sorts before "decision".
  if (o.cached === true) parts.push('"cached":true');
  const d = o.decision;
  if (d !== undefined) {
    parts.push(
      `"decision":${typeof d === 'string' ? canonString(d) : `{"noDecision":${canonString(d.noDecision)}}`}`,
    );
  }
  if (o.error !== undefined) parts.push(`"error":${canonString(o.error)}`);
  if (o.ms !== undefined) parts.push(`"ms":${canonicalJson(o.ms)}`);
  if (o.reason !== undefined) parts.push(`"reason":${canonString(o.reason)}`);
  if (o.text !== undefined) parts.push(`"text":${canonString(o.text)}`);
  if (o.tools !== undefined) parts.push(`"tools":[${o.tools.map(canonString).join(',')}]`);
  return `{${parts.join(',')}}`;
}

/** A relation record's file text (braces at depth 4, inside a case's relations) and canonical JSON. */
function relationWritten(r: RecordedRelation, redact: boolean, keepTools: boolean): Written {
  const inner = pad(5);
  const changed = r.changed ? 'true' : 'false';
  const observation =
    r.observation === undefined ? undefined : viewOf(r.observation, redact, keepTools);
  const source = r.source === undefined ? undefined : viewOf(r.source, redact, keepTools);
  // File order: name, type, followupFingerprint, changed, observation, outcome, error, reason, source.
  let text = `{${inner}"name": ${nameText(r.name)},${inner}"type": ${nameText(r.type)},${inner}"followupFingerprint": ${JSON.stringify(r.followupFingerprint)},${inner}"changed": ${changed}`;
  if (observation !== undefined)
    text += `,${inner}"observation": ${observationText(observation, 5)}`;
  text += `,${inner}"outcome": ${nameText(r.outcome)}`;
  if (r.error !== undefined) text += `,${inner}"error": ${JSON.stringify(r.error)}`;
  if (r.reason !== undefined) text += `,${inner}"reason": ${JSON.stringify(r.reason)}`;
  if (source !== undefined) text += `,${inner}"source": ${observationText(source, 5)}`;
  text += `${pad(4)}}`;
  // Canonical order: changed, error, followupFingerprint, name, observation, outcome, reason, source, type.
  let canon = `{"changed":${changed},`;
  if (r.error !== undefined) canon += `"error":${canonString(r.error)},`;
  canon += `"followupFingerprint":${canonString(r.followupFingerprint)},"name":${nameCanon(r.name)},`;
  if (observation !== undefined) canon += `"observation":${observationCanon(observation)},`;
  canon += `"outcome":${nameCanon(r.outcome)}`;
  if (r.reason !== undefined) canon += `,"reason":${canonString(r.reason)}`;
  if (source !== undefined) canon += `,"source":${observationCanon(source)}`;
  canon += `,"type":${nameCanon(r.type)}}`;
  return { text, canon };
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
      const { ms: _ms, ...outcome } = fileObservation(o, redact, keepTools);
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

/** One observation's file text (at a case's observation depth) and canonical JSON. */
interface Written {
  readonly text: string;
  readonly canon: string;
}

/** Pieces gathered into strings of about this many characters before they are handed on. */
const PIECE = 1 << 16;

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
    let canon = evidence.blindness === false ? '{"blindness":false,"cases":[' : '{"cases":[';
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i] as EvidenceCase;
      const at = positions?.get(c.fingerprint);
      const written = writeCase(c, at, redact, keepTools, tables);
      piece += `${i === 0 ? '\n    ' : ',\n    '}${written.text}`;
      canon += i === 0 ? written.canon : `,${written.canon}`;
      if (canon.length >= PIECE) {
        hash.update(canon, 'utf8');
        canon = '';
      }
      if (piece.length >= PIECE) {
        yield piece;
        piece = '';
      }
    }
    piece += cases.length === 0 ? ']\n}\n' : '\n  ]\n}\n';
    yield piece;
    canon += `],"isolation":${canonicalJson(head.isolation)},"layer":${canonicalJson(head.layer)},`;
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

/** A case's file text (at depth 2, inside `cases`) and canonical JSON. */
function writeCase(
  c: EvidenceCase,
  position: number | undefined,
  redact: boolean,
  keepTools: boolean,
  tables: boolean,
): Written {
  const seen = new Map<RecordedObservation, Written>();
  const observation = (o: RecordedObservation): Written => {
    let w = seen.get(o);
    if (w === undefined) {
      const f = viewOf(o, redact, keepTools);
      w = { text: observationText(f, 4), canon: observationCanon(f) };
      seen.set(o, w);
    }
    return w;
  };
  const input = c.input === undefined || redact ? undefined : c.input;
  let text = '{';
  let canon = '{';
  // File order: input, fingerprint, expected, errors, observations, relations, source, position.
  if (input !== undefined) text += `\n      "input": ${JSON.stringify(input)},`;
  text += `\n      "fingerprint": ${JSON.stringify(c.fingerprint)},`;
  if (c.expected !== undefined) text += `\n      "expected": ${JSON.stringify(c.expected)},`;
  if (c.errors !== undefined) text += `\n      "errors": ${JSON.stringify(c.errors)},`;
  // Canonical order: errors, expected, fingerprint, input, observations, position, relations, source.
  if (c.errors !== undefined) canon += `"errors":${canonicalJson(c.errors)},`;
  if (c.expected !== undefined) canon += `"expected":${canonString(c.expected)},`;
  canon += `"fingerprint":${canonString(c.fingerprint)},`;
  if (input !== undefined) canon += `"input":${canonString(input)},`;
  const list = fileSeriesOf(c);
  if (tables) {
    // The decision table (evidence@2): distinct outcomes once, the series as indices.
    const table = decisionTable(list, redact, keepTools);
    text += `\n      "outcomes": ${listText(
      table.outcomes.map((o) => observationText(o, 4)),
      3,
    )},`;
    text += `\n      "observations": [${joinRuns(table.indices.map(String), ', ')}]`;
    if (table.ms !== null)
      text += `,\n      "ms": [${table.ms.map((m) => JSON.stringify(m)).join(', ')}]`;
    // The digest covers the series as evidence@1 writes it: each observation in full.
    const canonOf = table.outcomes.map(observationCanon);
    const ones = new Array<string>(list.length);
    for (let k = 0; k < list.length; k++) {
      const ms = table.ms?.[k] ?? null;
      const at = table.indices[k] as number;
      ones[k] =
        ms === null
          ? (canonOf[at] as string)
          : observationCanon({ ...(table.outcomes[at] as FileObservation), ms });
    }
    canon += `"observations":[${joinRuns(ones, ',')}]`;
  } else if (list.length === 0) {
    text += '\n      "observations": []';
    canon += '"observations":[]';
  } else {
    text += '\n      "observations": [';
    canon += '"observations":[';
    for (let k = 0; k < list.length; k++) {
      const w = observation(list[k] as RecordedObservation);
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
    canon += `,"relations":[${relations.map((r) => r.canon).join(',')}]`;
  }
  if (c.source !== undefined) {
    const source = viewOf(c.source, redact, keepTools);
    text += `,\n      "source": ${observationText(source, 3)}`;
    canon += `,"source":${observationCanon(source)}`;
  }
  if (position !== undefined) text += `,\n      "position": ${JSON.stringify(position)}`;
  text += '\n    }';
  canon += '}';
  return { text, canon };
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
