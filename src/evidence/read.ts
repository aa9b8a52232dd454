import type { Evidence } from '../core/assess/model.js';
import { Refusal } from '../core/errors.js';
import { parseJsonText, readTextFile, refuseLoneSurrogates } from './json.js';
import { partFileOf, type EvidencePartFile } from './merge.js';
import { type EvidenceFile } from './run-evidence-file.js';
import {
  EvidenceCaseReader,
  parseEvidenceFile,
  type EvidenceFormatName,
} from './run-evidence-read.js';
import { giveUpStreaming, streamEvidenceJson } from './stream-json.js';
import { isPlainObject, placeOf, shortJson, typeName } from './paths.js';
import { parseReferenceEvidence, REFERENCE_EVIDENCE_SCHEMA } from './reference.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_PREFIX, EVIDENCE_FORMAT_V2 } from './schema.js';

export type EvidenceFormat = 'ours' | 'reference';

export interface ReadEvidence {
  readonly evidence: Evidence;
  readonly format: EvidenceFormat;
  /** Our file's full contents (settings, suite, shard, …); absent for the reference's format. */
  readonly file?: EvidenceFile;
}

export const SUPPORTED_EVIDENCE_FORMATS = [
  EVIDENCE_FORMAT,
  EVIDENCE_FORMAT_V2,
  REFERENCE_EVIDENCE_SCHEMA,
] as const;

/**
 * A hint for files that are another tool's output rather than evidence: the
 * sentence, and the setting that imports such a file (the refusal's
 * `data.suggestedSetting`, which a shell may show as its flag or input).
 */
function foreignHint(
  value: Record<string, unknown>,
): { readonly text: string; readonly suggestedSetting: 'promptfoo' | 'inspect' } | null {
  const results = value['results'];
  if (
    'evalId' in value ||
    (isPlainObject(results) && ('prompts' in results || 'results' in results)) ||
    (Array.isArray(results) && 'config' in value)
  ) {
    return {
      text: ' It looks like a promptfoo result export, which is not an evidence file: import it as a promptfoo export, with the suite.',
      suggestedSetting: 'promptfoo',
    };
  }
  if (isPlainObject(value['eval']) && ('samples' in value || 'plan' in value)) {
    return {
      text: ' It looks like an Inspect AI eval log, which is not an evidence file: import it as an Inspect log.',
      suggestedSetting: 'inspect',
    };
  }
  return null;
}

/** True when the text reads as JSON Lines (its first two non-blank lines are objects). */
function looksLikeJsonLines(text: string): boolean {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 2);
  if (lines.length < 2) return false;
  try {
    return lines.every((l) => isPlainObject(JSON.parse(l)));
  } catch {
    return false;
  }
}

/**
 * Reads an evidence file in our format or the reference's, chosen by its `schema`
 * field. The file is read in chunks and parsed member by member and case by case
 * (stream-json.ts), never as one whole text; a file that is not well-formed JSON
 * (or not an object) is read whole, so that it is refused as before.
 */
export async function readEvidence(path: string): Promise<ReadEvidence> {
  const streamed = await streamEvidenceJson(path);
  if (streamed !== null) return evidenceFromJson(streamed.value, path, streamed.surrogateEscape);
  return readEvidenceWhole(path);
}

/** What `readEvidencePart` gives: the evidence, and of our file everything but its series. */
export interface ReadEvidencePart {
  readonly evidence: Evidence;
  readonly format: EvidenceFormat;
  /** Our file's head, and per case the fingerprint and shard position only. */
  readonly file?: EvidencePartFile;
  /** True when the file was read case by case; false when it was read whole (see below). */
  readonly byCase: boolean;
}

/**
 * As `readEvidence`, for assessing and merging: our file's cases are checked and
 * turned into evidence one by one as they are read, so the file's parsed series
 * never exist all at once (only the evidence the assessment reads does), and the
 * file's series are not kept (`file` holds its head and each case's fingerprint
 * and position). A file with a problem of any kind, a file whose `schema` does not
 * come before its cases, and the reference's format are read as `readEvidence`
 * reads them, so every refusal is the same.
 */
export async function readEvidencePart(path: string): Promise<ReadEvidencePart> {
  let reader: EvidenceCaseReader | null = null;
  let raw = false;
  const streamed = await streamEvidenceJson(path, (value, index, head) => {
    if (reader === null && !raw) {
      const schema = head['schema'];
      if (index === 0 && (schema === EVIDENCE_FORMAT || schema === EVIDENCE_FORMAT_V2)) {
        reader = new EvidenceCaseReader(schema as EvidenceFormatName);
      } else raw = true;
    }
    if (reader === null) return value;
    // A second "cases" array, or a case with a problem: read the file whole.
    if (index !== reader.count || !reader.add(value)) giveUpStreaming();
    return 0;
  });
  if (streamed === null) return partOf(await readEvidenceWhole(path));
  const top = streamed.value as Record<string, unknown>;
  const schema = top['schema'];
  // A file of ours without cases (or whose "cases" is not a list) has had none to read.
  const cases =
    reader !== null
      ? (reader as EvidenceCaseReader)
      : !raw && (schema === EVIDENCE_FORMAT || schema === EVIDENCE_FORMAT_V2)
        ? new EvidenceCaseReader(schema)
        : undefined;
  if (cases === undefined) return partOf(evidenceFromJson(top, path, streamed.surrogateEscape));
  const series = top['cases'];
  if (streamed.surrogateEscape || !Array.isArray(series) || series.length !== cases.count) {
    return partOf(await readEvidenceWhole(path));
  }
  const read = cases.finish(top, path);
  if (read === null) return partOf(await readEvidenceWhole(path));
  return { evidence: read.evidence, format: 'ours', file: read.file, byCase: true };
}

function partOf(read: ReadEvidence): ReadEvidencePart {
  return {
    evidence: read.evidence,
    format: read.format,
    ...(read.file === undefined ? {} : { file: partFileOf(read.file) }),
    byCase: false,
  };
}

/** As `readEvidence`, from the file's whole text (the refusals of bad JSON name line and column). */
export async function readEvidenceWhole(path: string): Promise<ReadEvidence> {
  const text = await readTextFile(path);
  let value: unknown;
  try {
    value = parseJsonText(text, path);
  } catch (error) {
    if (error instanceof Refusal && error.code === 'json.syntax' && looksLikeJsonLines(text)) {
      throw new Refusal(
        'json.syntax',
        `${error.reason}. It looks like JSON Lines (one run per line), which is not an evidence file: import it as JSON Lines`,
        error.where,
        { data: { suggestedSetting: 'jsonl' } },
      );
    }
    throw error;
  }
  // A lone surrogate can only come from a \uD800–\uDFFF escape in the text.
  return evidenceFromJson(value, path, SURROGATE_ESCAPE.test(text));
}

/** A \u escape of a surrogate half (it may be half of a whole pair: only a hint to look). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** As `readEvidence`, for JSON already parsed; `file` names the source in refusals. */
export function evidenceFromJson(
  value: unknown,
  file: string,
  mayHoldLoneSurrogates = true,
): ReadEvidence {
  if (mayHoldLoneSurrogates) refuseLoneSurrogates(value, (at) => placeOf(file, at));
  const named = SUPPORTED_EVIDENCE_FORMATS.map((s) => `"${s}"`);
  const supported = `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`;
  if (!isPlainObject(value)) {
    throw new Refusal(
      'evidence.format',
      `expected a JSON object with a "schema" field (${supported}), found ${typeName(value)}`,
      file,
    );
  }
  const schema = value['schema'];
  if (schema === REFERENCE_EVIDENCE_SCHEMA) {
    return { evidence: parseReferenceEvidence(value, file), format: 'reference' };
  }
  if (typeof schema === 'string' && schema.startsWith(EVIDENCE_FORMAT_PREFIX)) {
    const parsed = parseEvidenceFile(value, file);
    return { evidence: parsed.evidence, format: 'ours', file: parsed.file };
  }
  const hint = foreignHint(value);
  throw new Refusal(
    'evidence.format',
    (schema === undefined
      ? `no "schema" field, so this is not an evidence file; supported: ${supported}.`
      : `unsupported evidence format ${shortJson(schema)}; supported: ${supported}.`) +
      (hint?.text ?? ''),
    `${file}: schema`,
    hint === null ? {} : { data: { suggestedSetting: hint.suggestedSetting } },
  );
}
