import { Refusal } from '../core/errors.js';
import type { ValidityLabel } from '../core/stateful/types.js';
import {
  deepNestingOffset,
  findLoneSurrogate,
  lineAndColumn,
  locateSyntaxError,
  MAX_JSON_DEPTH,
  readTextFile,
} from './json.js';
import { isBlank, isPlainObject, shortJson, typeName } from './paths.js';
import { unknownKeyMessage } from '../core/util/nearest.js';

/**
 * Validity labels (issue 16): JSON Lines, one person's judgement per line that a
 * transform kept a request's meaning:
 *
 * ```json
 * {"case": "ord-001~injected", "transform": "injected", "valid": true, "labeler": "ana"}
 * ```
 *
 * `case` is a derived case's id and must end in `~<transform>`; `labeler` is
 * optional. One labeler labels a derived case once (a label without a labeler
 * counts as one anonymous labeler). Blank lines are skipped; one leading
 * byte-order mark is dropped. Every refusal names the file and the line.
 * Whether each labelled case is a derived case of the run is checked by the
 * caller, once the cases are derived: `checkLabels`.
 */

export const MAX_LABEL_LINE_BYTES = 64 * 1024;

const KEYS = ['case', 'transform', 'valid', 'labeler'] as const;

/** Where each label was read (file:line), for the refusals of `checkLabels`. */
const PLACES = new WeakMap<ValidityLabel, string>();

function refuseAt(
  code: 'labels.invalid' | 'labels.duplicate' | 'json.syntax' | 'json.depth',
  message: string,
  where: string,
): never {
  throw new Refusal(code, message, where);
}

function labelOf(value: unknown, file: string, n: number): ValidityLabel {
  const where = `${file}:${n}`;
  const bad = (key: string, message: string): never =>
    refuseAt('labels.invalid', message, `${where}: ${key}`);
  if (!isPlainObject(value)) {
    refuseAt(
      'labels.invalid',
      `expected a label object ({"case", "transform", "valid"}), found ${typeName(value)}`,
      where,
    );
  }
  for (const key of Object.keys(value)) {
    if (!(KEYS as readonly string[]).includes(key)) {
      bad(key, unknownKeyMessage(key, KEYS));
    }
  }
  const lone = findLoneSurrogate(value);
  if (lone !== null) {
    throw new Refusal(
      'json.lone-surrogate',
      'expected text that can be written as UTF-8, found a lone surrogate (an unpaired \\u escape)',
      where,
    );
  }
  const text = (key: 'case' | 'transform' | 'labeler', required: boolean): string | undefined => {
    const v = value[key];
    if (v === undefined) {
      if (required) bad(key, 'missing (required)');
      return undefined;
    }
    if (typeof v !== 'string') return bad(key, `expected a string, found ${typeName(v)}`);
    if (isBlank(v)) return bad(key, 'is blank; expected a non-empty string');
    if (v.length > 256) return bad(key, 'is longer than 256 characters');
    return v;
  };
  const id = text('case', true) as string;
  const transform = text('transform', true) as string;
  const labeler = text('labeler', false);
  const valid = value['valid'];
  if (valid === undefined)
    bad('valid', 'missing (required): true when the transform kept the meaning, false when not');
  if (typeof valid !== 'boolean') bad('valid', `expected true or false, found ${typeName(valid)}`);
  if (!id.endsWith(`~${transform}`) || id.length === transform.length + 1) {
    bad(
      'case',
      `${shortJson(id)} is not a case derived by transform ${shortJson(transform)}; expected <case id>~${transform}`,
    );
  }
  const label: ValidityLabel = {
    case: id,
    transform,
    valid: valid as boolean,
    ...(labeler === undefined ? {} : { labeler }),
  };
  PLACES.set(label, where);
  return label;
}

/** Parses a validity labels file's text (JSONL); `file` names it in refusals. */
export function parseValidityLabels(text: string, file: string): ValidityLabel[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const labels: ValidityLabel[] = [];
  const firstLine = new Map<string, number>();
  body.split('\n').forEach((raw, i) => {
    const n = i + 1;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') return;
    if (Buffer.byteLength(line, 'utf8') > MAX_LABEL_LINE_BYTES) {
      refuseAt(
        'labels.invalid',
        `the line is longer than ${MAX_LABEL_LINE_BYTES.toLocaleString('en')} bytes; expected one label per line`,
        `${file}:${n}`,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(line) as unknown;
    } catch {
      const spot = locateSyntaxError(line);
      const col = spot === null ? 1 : lineAndColumn(line, spot.offset).column;
      refuseAt(
        'json.syntax',
        `not valid JSON: expected ${spot?.expected ?? 'a JSON object'}; a labels file holds one label object per line`,
        `${file}:${n}:${col}`,
      );
    }
    if (deepNestingOffset(line, MAX_JSON_DEPTH) >= 0) {
      refuseAt(
        'json.depth',
        `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep`,
        `${file}:${n}`,
      );
    }
    const label = labelOf(value, file, n);
    const key = `${label.case}\u0000${label.labeler ?? ''}`;
    const before = firstLine.get(key);
    if (before !== undefined) {
      refuseAt(
        'labels.duplicate',
        `${shortJson(label.case)} is labelled twice by ${label.labeler === undefined ? 'an unnamed labeler' : shortJson(label.labeler)} (line ${before} too); give each person's judgement once, with a labeler`,
        `${file}:${n}`,
      );
    }
    firstLine.set(key, n);
    labels.push(label);
  });
  return labels;
}

/** Reads a validity labels file (strict UTF-8), refusing what `parseValidityLabels` refuses. */
export async function readValidityLabels(file: string): Promise<ValidityLabel[]> {
  return parseValidityLabels(await readTextFile(file), file);
}

/**
 * Refuses (`labels.unknown-case`) the first label that names no derived
 * case of the run: a case id not in `derivedIds` (the `<id>~<transform>` ids the
 * declared transforms derived), named at the line it was read from.
 */
export function checkLabels(labels: readonly ValidityLabel[], derivedIds: Iterable<string>): void {
  const known = new Set(derivedIds);
  labels.forEach((label, i) => {
    if (known.has(label.case)) return;
    const tilde = label.case.lastIndexOf('~');
    const source = label.case.slice(0, tilde);
    throw new Refusal(
      'labels.unknown-case',
      `labels ${shortJson(label.case)}, which is not a derived case of this run (is there a case ${shortJson(source)}, and does transform ${shortJson(label.transform)} derive it?)`,
      `${PLACES.get(label) ?? `labels[${i}]`}: case`,
    );
  });
}
