import crypto, { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { Refusal } from '../core/errors.js';
import { inputFingerprint, LONE_SURROGATE } from '../core/fingerprint.js';

/**
 * Digests are SHA-256 (lowercase hex) over the RFC 8785 canonical JSON of a value,
 * so key order and number spelling never change them.
 */
export function digestOf(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/** The RFC 8785 canonical JSON of a value; a value it cannot write is refused, not thrown raw. */
export function canonicalJson(value: unknown): string {
  let text: string | undefined;
  try {
    text = canonicalize(value);
  } catch (error) {
    throw new Refusal(
      'digest.unrepresentable',
      `cannot digest a value that is not plain JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (text === undefined) {
    throw new Refusal('digest.unrepresentable', 'cannot digest a value that is not plain JSON');
  }
  return text;
}

/** The digest of the collection settings, stored in the file as `settingsDigest`. */
export function settingsDigest(settings: Readonly<Record<string, unknown>>): string {
  return digestOf(settings);
}

/** The parts of an evidence file the evidence digest covers (DESIGN.md §5). */
export interface DigestedParts {
  readonly settings: unknown;
  readonly suite: unknown;
  readonly layer: unknown;
  readonly isolation: unknown;
  readonly cases: unknown;
  readonly sequential?: unknown;
  readonly meter?: unknown;
  readonly blindness?: unknown;
}

/**
 * The evidence digest: exactly `settings`, `suite`, `layer`, `isolation` and
 * `cases` of the file, and `sequential` when the evidence was collected
 * sequentially (the record that fixes which checkpoints decide), and `meter` /
 * `blindness` when a run left them out.
 */
export function evidenceDigest(file: DigestedParts): string {
  return digestOf({
    settings: file.settings,
    suite: file.suite,
    layer: file.layer,
    isolation: file.isolation,
    cases: file.cases,
    ...(file.sequential === undefined ? {} : { sequential: file.sequential }),
    ...(file.meter === false ? { meter: false } : {}),
    ...(file.blindness === false ? { blindness: false } : {}),
  });
}

/**
 * The core's `inputFingerprint` (SHA-256 of the UTF-8 bytes, lowercase hex) with
 * Node's native hash, several times faster over thousands of inputs; a lone
 * surrogate goes to the core's function for its refusal.
 */
export function fastFingerprint(text: string, where?: string): string {
  if (LONE_SURROGATE.test(text)) return inputFingerprint(text, where);
  return sha256Hex(text);
}

/**
 * Node's one-shot hash (Node 20.12 and 21.7 on): no Hash object per input, several
 * times faster on short texts; undefined on an older Node, which builds one.
 */
const oneShot = (
  crypto as unknown as {
    hash?: (algorithm: string, data: string, encoding: 'hex') => string;
  }
).hash;

/** SHA-256 of a text's UTF-8 bytes, lowercase hex. */
export function sha256Hex(text: string): string {
  return oneShot === undefined
    ? createHash('sha256').update(text, 'utf8').digest('hex')
    : oneShot('sha256', text, 'hex');
}
