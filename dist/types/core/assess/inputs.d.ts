import type { EvidenceCase } from './model.js';
/**
 * Inputs a finding is about (those whose decision changed on rerun, those a
 * relation changed the decision of), named so that a person can find them: by
 * their text where the evidence holds it, else by fingerprint. Redacted evidence
 * holds no input, so it is named by fingerprint only. Every format shows the
 * same bounded list: the first few, then how many more.
 */
/** One input, as a report names it. */
export interface NamedInput {
    /** Its index among the assessed cases. */
    readonly caseIndex: number;
    readonly fingerprint: string;
    /**
     * The input's text on one line (whitespace runs as one space), cut to
     * INPUT_EXCERPT_MAX characters; absent when the evidence holds no input (redacted).
     * Untrusted: every format escapes it.
     */
    readonly excerpt?: string;
}
/** The first inputs of a list, and how many there are in all. */
export interface NamedInputs {
    readonly shown: readonly NamedInput[];
    readonly total: number;
}
/** Inputs named in a list before "and N more". */
export declare const NAMED_INPUTS_SHOWN = 5;
/** Characters of an input's text shown. */
export declare const INPUT_EXCERPT_MAX = 60;
/** The text on one line, cut by code points (never half a surrogate pair) with an ellipsis. */
export declare function excerptOf(text: string, max?: number): string;
/** The cases at `indexes` (in case order), the first NAMED_INPUTS_SHOWN of them named. */
export declare function namedInputs(cases: readonly EvidenceCase[], indexes: readonly number[]): NamedInputs;
/** How one input reads: its text in quotes, else its fingerprint's first 12 hex digits. */
export declare function inputName(input: NamedInput): string;
/** `"a", "b" and 3 more`: the shown inputs, then the count of the rest. */
export declare function listInputs(list: NamedInputs): string;
