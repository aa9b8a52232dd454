import { type PathPart } from './paths.js';
/** The bounds, by what they bound. */
export declare const LIMITS: {
    /**
     * The largest file read as one document (every JSON file: evidence, cases and
     * bench evidence, baselines, suites, seeds, promptfoo and Inspect exports).
     * Half of what one JavaScript string can hold (2^29 − 24 UTF-16 units), so a
     * document under it always decodes; our largest measured evidence (5,000
     * inputs × k 38) is 17 MB.
     */
    readonly documentBytes: number;
    /** The largest YAML file (a benchmark, a cases configuration, agentverity.yml). */
    readonly yamlBytes: number;
    /** The largest JSON Lines log (read line by line; each line is bounded on its own). */
    readonly logBytes: number;
    /** How deeply arrays and objects (YAML sequences and mappings) may nest. */
    readonly depth: 512;
    /** The most values (array elements and object members, all levels) one document may hold. */
    readonly elements: 16777216;
    /** The longest string (in UTF-16 code units) one document may hold: a worker's answer line (16 MiB). */
    readonly stringChars: number;
    /** How many alias nodes (`*name`) one YAML document may use. */
    readonly yamlAliases: 100;
    /** The largest end state a stateful system's snapshot may give, as JSON text. */
    readonly snapshotBytes: number;
};
/** `268435456` → `256 MiB`; a count as `16,777,216`. */
export declare function bytesText(n: number): string;
/** What a value breaks, when it breaks a limit: which, where, and the refusal's words. */
export interface LimitBreach {
    readonly limit: 'depth' | 'elements' | 'stringChars' | 'cycle' | 'bytes' | 'number';
    readonly path: readonly PathPart[];
    readonly message: string;
}
export interface MeasureOptions {
    readonly depth?: number;
    readonly elements?: number;
    readonly stringChars?: number;
    /** Stop once the JSON text would be longer than this (an estimate from below). */
    readonly bytes?: number;
    /** Refuse non-finite numbers (NaN, ±Infinity), which JSON cannot hold. */
    readonly finite?: boolean;
}
/**
 * Walks a parsed value (iteratively: no depth can overflow the stack) and returns
 * the first limit it breaks, or null. A value that contains itself (a cyclic
 * YAML alias) breaks `cycle`. The walk stops at the first breach, so its cost is
 * bounded by the limits, whatever the value.
 */
export declare function measure(value: unknown, options?: MeasureOptions): LimitBreach | null;
/**
 * A value about to be written as `file` (evidence, cases or bench evidence) is
 * refused (`file.limit`, exit 2) when its reader would refuse it: too deep, too
 * many values, a string too long, more than `LIMITS.documentBytes` as JSON.
 */
export declare function refuseOverLimits(value: unknown, file: string, what: string): void;
