/**
 * The fingerprint of an input: lowercase hex SHA-256 of its UTF-8 bytes. No
 * normalisation is applied, so NFC and NFD spellings of the same text differ.
 *
 * A string holding a lone surrogate has no UTF-8 encoding; it is refused rather
 * than silently encoded as U+FFFD (which would collide with a real U+FFFD).
 */
export declare function inputFingerprint(text: string, where?: string): string;
