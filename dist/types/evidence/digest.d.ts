/**
 * Digests are SHA-256 (lowercase hex) over the RFC 8785 canonical JSON of a value,
 * so key order and number spelling never change them.
 */
export declare function digestOf(value: unknown): string;
/** The digest of the collection settings, stored in the file as `settingsDigest`. */
export declare function settingsDigest(settings: Readonly<Record<string, unknown>>): string;
/** The parts of an evidence file the evidence digest covers (DESIGN.md §5). */
export interface DigestedParts {
    readonly settings: unknown;
    readonly suite: unknown;
    readonly layer: unknown;
    readonly isolation: unknown;
    readonly cases: unknown;
}
/** The evidence digest: exactly `settings`, `suite`, `layer`, `isolation` and `cases` of the file. */
export declare function evidenceDigest(file: DigestedParts): string;
