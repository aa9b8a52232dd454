import type { Evidence } from '../core/assess/model.js';
import { Refusal } from '../core/errors.js';
import { readJsonFile } from './json.js';
import { parseEvidenceFile, type EvidenceFile } from './ours.js';
import { isPlainObject, shortJson, typeName } from './paths.js';
import { parseReferenceEvidence, REFERENCE_EVIDENCE_SCHEMA } from './reference.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_PREFIX } from './schema.js';

export type EvidenceFormat = 'ours' | 'reference';

export interface ReadEvidence {
  readonly evidence: Evidence;
  readonly format: EvidenceFormat;
  /** Our file's full contents (settings, suite, shard, …); absent for the reference's format. */
  readonly file?: EvidenceFile;
}

export const SUPPORTED_EVIDENCE_FORMATS = [EVIDENCE_FORMAT, REFERENCE_EVIDENCE_SCHEMA] as const;

/** A hint for files that are another tool's output rather than evidence. */
function foreignHint(value: Record<string, unknown>): string {
  const results = value['results'];
  if (
    'evalId' in value ||
    (isPlainObject(results) && ('prompts' in results || 'results' in results)) ||
    (Array.isArray(results) && 'config' in value)
  ) {
    return ' It looks like a promptfoo result export, which is not an evidence file.';
  }
  return '';
}

/** Reads an evidence file in our format or the reference's, chosen by its `schema` field. */
export async function readEvidence(path: string): Promise<ReadEvidence> {
  const value = await readJsonFile(path);
  return evidenceFromJson(value, path);
}

/** As `readEvidence`, for JSON already parsed; `file` names the source in refusals. */
export function evidenceFromJson(value: unknown, file: string): ReadEvidence {
  const supported = SUPPORTED_EVIDENCE_FORMATS.map((s) => `"${s}"`).join(' or ');
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
  throw new Refusal(
    'evidence.format',
    (schema === undefined
      ? `no "schema" field, so this is not an evidence file; supported: ${supported}.`
      : `unsupported evidence format ${shortJson(schema)}; supported: ${supported}.`) +
      foreignHint(value),
    `${file}: schema`,
  );
}
