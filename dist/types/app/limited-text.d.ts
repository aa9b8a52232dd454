/**
 * The text of a file this tool writes for its own readers (cases or bench
 * evidence), refused (`file.limit`, exit 2, nothing written) when its reader
 * would refuse it (docs/limits.md): a value past a limit, or a text over
 * `LIMITS.documentBytes`, which is also refused when the engine cannot build it.
 */
export declare function textWithinLimits(value: unknown, file: string, what: string, serialise: () => string): string;
