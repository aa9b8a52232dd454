/**
 * Digests are SHA-256 (lowercase hex) over the RFC 8785 canonical JSON of a value,
 * so key order and number spelling never change them.
 */
export declare function digestOf(value: unknown): string;
/** The RFC 8785 canonical JSON of a value; a value it cannot write is refused, not thrown raw. */
export declare function canonicalJson(value: unknown): string;
/** The digest of the collection settings, stored in the file as `settingsDigest`. */
export declare function settingsDigest(settings: Readonly<Record<string, unknown>>): string;
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
export declare function evidenceDigest(file: DigestedParts): string;
/**
 * The core's `inputFingerprint` (SHA-256 of the UTF-8 bytes, lowercase hex) with
 * Node's native hash, several times faster over thousands of inputs; a lone
 * surrogate goes to the core's function for its refusal.
 */
export declare function fastFingerprint(text: string, where?: string): string;
/** SHA-256 of a text's UTF-8 bytes, lowercase hex. */
export declare function sha256Hex(text: string): string;
