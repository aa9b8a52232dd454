import type { ErrorObject } from 'ajv';
import { type PathPart } from './paths.js';
/** One schema or semantic problem in a file we own: where, and what was expected. */
export interface Problem {
    readonly path: readonly PathPart[];
    readonly message: string;
}
/** At most this many problems are listed in one refusal. */
export declare const MAX_PROBLEMS = 10;
/**
 * A format's own wording for some ajv errors (e.g. a `oneOf` it knows the
 * shapes of); `undefined` falls back to the common wording, `null` drops the error.
 */
export type ProblemOverride = (e: ErrorObject, path: readonly PathPart[], found: string) => Problem | null | undefined;
/** Said where a YAML file has a number or true/false where text was wanted. */
export declare const YAML_QUOTE_HINT = "YAML reads an unquoted number or true/false as such: quote the text";
/** How a reader's file is written, for the words of some problems (each optional). */
export interface ProblemOptions {
    /**
     * The keys an object may hold, by its path: an unknown key is then named at
     * itself with the keys known there and the nearest one (`unknownKeyMessage`).
     */
    readonly keysAt?: (path: readonly PathPart[]) => readonly string[];
    /** Written in YAML: types as YAML names them, and a hint to quote text YAML read as a number. */
    readonly yaml?: boolean;
}
/**
 * An ajv error in plain words: the JSON path and what the format expected there.
 * Every reader of a file we own words its schema problems here: its `override`
 * for the few problems only it can word, `options` for how its file is written.
 */
export declare function problemFromAjv(e: ErrorObject, format: string, override?: ProblemOverride, options?: ProblemOptions): Problem | null;
/**
 * What a refusal of a file with its problems says, and where: one problem is
 * named at its place; several are listed under one heading, at most ten, then
 * how many more. The caller throws it with its own code.
 */
export declare function problemsRefusal(format: string, problems: readonly Problem[], file: string | undefined, fallback: string): {
    readonly message: string;
    readonly where: string;
};
/** Refuses a file with its problems (see `problemsRefusal`). */
export declare function refuseProblems(code: 'evidence.invalid' | 'baseline.invalid', format: string, problems: readonly Problem[], file: string | undefined, fallback: string): never;
