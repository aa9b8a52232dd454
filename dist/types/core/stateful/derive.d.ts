import type { Json, JsonObject, StatefulCase, Transform } from './types.js';
/** SHA-256 (lowercase hex) of the RFC 8785 canonical JSON of `{input, initial_state}` (as the cases file spells it). */
export declare function caseFingerprint(input: string | JsonObject, initialState: Json): string;
/** A case a transform did not change, and why. */
export interface UnchangedInput {
    readonly case: string;
    readonly transform: string;
    readonly reason: string;
}
/** The derived cases, in source order then transform order, and the inputs a transform left alone. */
export type DerivedCases = readonly StatefulCase[] & {
    readonly unchanged: readonly UnchangedInput[];
};
export interface DeriveOptions {
    /** The fingerprint of a derived case (default `caseFingerprint`). */
    readonly fingerprint?: (input: string | JsonObject, initialState: Json) => string;
}
/**
 * Derive a case per (source case, transform). Cases that are themselves
 * derived are not transformed again. See the module comment.
 */
export declare function deriveCases(cases: readonly StatefulCase[], transforms: readonly Transform[], options?: DeriveOptions): DerivedCases;
