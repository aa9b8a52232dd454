/**
 * The port a user's regular expression is tested through (issue 33). The core
 * stays pure: it hands the pattern, its flags and the text to a matcher; a
 * shell supplies one that bounds the time (`src/evidence/pattern-match.ts`
 * runs it in a worker thread and ends it at a deadline). The default runs it
 * here, unbounded, for callers that trust their patterns.
 */
/** True when `source` (with `flags`) finds a match in `text`; throws `PatternTimeout` when cut off. */
export type PatternMatcher = (source: string, flags: string, text: string) => boolean;
/** A pattern that did not finish within its time bound: the attempt is an ERROR, not a FAIL. */
export declare class PatternTimeout extends Error {
    readonly source: string;
    readonly ms: number;
    readonly chars: number;
    constructor(source: string, ms: number, chars: number);
}
/** True for a PatternTimeout from any copy of this module. */
export declare function isPatternTimeout(error: unknown): error is PatternTimeout;
/** Runs the pattern here (no time bound): a backtracking pattern can take forever. */
export declare const unboundedMatcher: PatternMatcher;
