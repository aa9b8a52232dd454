import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { Refusal } from './errors.js';

/**
 * Matches a UTF-16 surrogate that is not part of a pair. With the `u` flag a
 * well-formed pair is read as one astral code point, so only lone halves match.
 */
export const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * The fingerprint of an input: lowercase hex SHA-256 of its UTF-8 bytes. No
 * normalisation is applied, so NFC and NFD spellings of the same text differ.
 *
 * A string holding a lone surrogate has no UTF-8 encoding; it is refused rather
 * than silently encoded as U+FFFD (which would collide with a real U+FFFD).
 */
export function inputFingerprint(text: string, where?: string): string {
  if (typeof text !== 'string') {
    throw new Refusal(
      'fingerprint.not-text',
      `an input must be a string, got ${typeof text}`,
      where,
    );
  }
  const lone = LONE_SURROGATE.exec(text);
  if (lone !== null) {
    const unit = text.charCodeAt(lone.index).toString(16).toUpperCase();
    throw new Refusal(
      'fingerprint.lone-surrogate',
      `the input holds a lone surrogate U+${unit} at UTF-16 offset ${lone.index}; it cannot be encoded as UTF-8`,
      where,
    );
  }
  return bytesToHex(sha256(utf8ToBytes(text)));
}
