import type { Json, JsonObject, PathComparison } from './types.js';
/** The value of a path that does not exist (never a JSON value). */
export declare const ABSENT: unique symbol;
export type Absent = typeof ABSENT;
export type Maybe = Json | Absent;
export type PathSegment = {
    readonly kind: 'key';
    readonly key: string;
} | {
    readonly kind: 'index';
    readonly index: number;
};
export declare function isAbsent(value: Maybe): value is Absent;
/** The value as a `PathComparison` shows it: the word `'absent'` for a missing path. */
export declare function shown(value: Maybe): Json | 'absent';
export declare function isJsonObject(value: Maybe): value is JsonObject;
/** Parse a path (grammar in the module comment); a malformed one is refused (`stateful.path`). */
export declare function parsePath(path: string): PathSegment[];
/** The canonical spelling of a path: bare keys where they parse back, brackets otherwise. */
export declare function formatPath(segments: readonly PathSegment[]): string;
/** The value at a path, or `ABSENT` when the path does not exist (never confused with null or "absent"). */
export declare function getPath(state: Maybe, path: string | readonly PathSegment[]): Maybe;
/**
 * A copy of `state` with `path` set to `value` (objects along the way are
 * copied, missing keys created); null when the path cannot be set (it runs
 * through a non-object, or an index is past an array's end).
 */
export declare function setPath(state: Json, path: string | readonly PathSegment[], value: Json): Json | null;
/**
 * RFC 8785 canonical JSON of a JSON value: object keys sorted by UTF-16 code
 * units, no whitespace, numbers and strings as ECMAScript's JSON.stringify
 * writes them (which is what RFC 8785 prescribes). A non-finite number (not
 * JSON) is refused.
 */
export declare function canonicalJson(value: Json): string;
/** Two JSON values are equal when their canonical forms are (key order never matters). */
export declare function jsonEqual(a: Maybe, b: Maybe): boolean;
export interface CompareOptions {
    /**
     * `whole`: every path of either state is judged; `subset`: only the paths the
     * expected state holds (the actual state may hold more keys; arrays keep their
     * length); `paths`: only `paths` (and what is under them); `tolerance`: like
     * whole, with numbers within `tolerance` of each other matching.
     */
    readonly mode: 'whole' | 'paths' | 'subset' | 'tolerance';
    readonly paths?: readonly string[];
    /** Numbers differing by at most this much are `within_tolerance` (any mode; required by `tolerance`). */
    readonly tolerance?: number;
    /** Paths never judged: each, and everything under it, is `ignored`. */
    readonly ignore?: readonly string[];
}
type Segs = readonly PathSegment[];
/** True when `prefix` is `path` or an ancestor of it. */
export declare function isUnder(path: Segs, prefix: Segs): boolean;
/**
 * Compare an actual state with the expected one, path by path (`initial` is
 * shown beside each). Nested objects are compared key by key, arrays index by
 * index (an element one side lacks is `absent` there), numbers within the
 * tolerance are `within_tolerance`, an absent path differs from a null one, and
 * an ignored path, with everything under it, is `ignored` — never judged.
 * Paths come out in walk order (keys in the expected state's order first).
 */
export declare function compareState(expected: Maybe, actual: Maybe, initial: Maybe, options: CompareOptions): PathComparison[];
/** True when no compared path is a mismatch. */
export declare function statesAgree(comparisons: readonly PathComparison[]): boolean;
export interface ChangedOptions {
    /** Paths never reported (bookkeeping), with everything under them. */
    readonly ignore?: readonly string[];
    /** Paths whose change is expected (named in `expected.state`), with everything under them. */
    readonly except?: readonly string[];
}
/**
 * Every leaf path whose value differs between the initial and the actual state
 * (changed, added or removed), minus the ignored and the excepted paths, in
 * walk order.
 */
export declare function changedPaths(initial: Maybe, actual: Maybe, options?: ChangedOptions): string[];
/** The leaf paths of a value (empty containers and primitives are leaves); the root is ''. */
export declare function leafPaths(value: Maybe): string[];
export {};
