/**
 * Dotted paths into imported rows (`prompt.raw`, `vars.ticket`, `result.route`).
 * A part walks into an object's own key; a part that is a whole number also
 * indexes a list (`choices.0.text`). Parsed once per import, walked per row.
 */
export interface DottedPath {
    /** The path as the user wrote it. */
    readonly text: string;
    readonly parts: readonly string[];
}
/**
 * Parses a dotted path given as `setting` (its key: `inputPath`, `decisionPath`…);
 * an empty part (`a..b`, `.a`) is refused, naming the setting.
 */
export declare function parseDottedPath(text: string, setting: string): DottedPath;
export type Walked = {
    readonly found: true;
    readonly value: unknown;
} | {
    readonly found: false;
    /** The path up to and including the part that could not be followed. */
    readonly at: string;
    /** Why: what was there instead. */
    readonly reason: string;
};
/** Follows `path` from `value`. */
export declare function walk(value: unknown, path: DottedPath): Walked;
