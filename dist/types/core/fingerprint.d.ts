/**
 * Matches a UTF-16 surrogate that is not part of a pair. With the `u` flag a
 * well-formed pair is read as one astral code point, so only lone halves match.
 */
export declare const LONE_SURROGATE: RegExp;
/**
 * The fingerprint of an input: lowercase hex SHA-256 of its UTF-8 bytes. No
 * normalisation is applied, so NFC and NFD spellings of the same text differ.
 *
 * A string holding a lone surrogate has no UTF-8 encoding; it is refused rather
 * than silently encoded as U+FFFD (which would collide with a real U+FFFD).
 */
export declare function inputFingerprint(text: string, where?: string): string;
