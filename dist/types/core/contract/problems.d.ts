/**
 * The stable codes of the problems a suite or contract can have (docs/codes.md).
 * A literal union, so the registry test (tests/errors.test.ts) sees every one.
 */
export type ProblemCode = 'suite.cases-missing' | 'suite.cases-not-a-list' | 'suite.cases-empty' | 'suite.case-not-an-object' | 'suite.case-input-missing' | 'suite.case-input-blank' | 'suite.case-expected-missing' | 'suite.case-expected-blank' | 'suite.expected-not-allowed' | 'suite.duplicate-input' | 'suite.contract-missing' | 'suite.unknown-key' | 'contract.not-an-object' | 'contract.not-a-list' | 'contract.bad-label' | 'contract.allowed-missing' | 'contract.allowed-empty' | 'contract.required-empty' | 'contract.required-not-allowed' | 'contract.critical-not-required' | 'contract.target-not-required' | 'contract.target-out-of-range' | 'contract.minimum-not-required' | 'contract.minimum-not-whole' | 'contract.reason-not-declarable' | 'contract.unknown-key';
/** One thing wrong with an input: a stable code, the JSON path, and what was expected. */
export interface Problem {
    readonly code: ProblemCode;
    readonly path: string;
    readonly message: string;
}
/**
 * `base.key` for plain keys, `base["odd key"]` otherwise. A base that ends in
 * `:` names a file (fileRoot): its keys follow after a space, `suite.json: cases[0]`,
 * as every other reader names a place in a file.
 */
export declare function pathOf(base: string, key: string | number): string;
/** The root of JSON paths inside a file: `suite.json:` (pathOf adds `schema`, `cases[0]` …). */
export declare function fileRoot(file: string): string;
/** A plain JSON object (not an array, not null). */
export declare function isRecord(value: unknown): value is Record<string, unknown>;
/** An own property, or undefined; never reads the prototype chain. */
export declare function ownField(record: Record<string, unknown>, key: string): unknown;
/** A string quoted for a message, cut to a readable length (an ellipsis marks the cut). */
export declare function quoted(text: string): string;
/** Quoted labels joined by commas, at most `max` of them, then how many more. */
export declare function quotedList(values: readonly string[], max?: number): string;
/** A short, readable description of a JSON value for messages. */
export declare function describe(value: unknown): string;
/**
 * Throw one Refusal for all problems found. A single problem is reported at its own
 * path with its own code; several are listed together under `where`, with the code
 * of the first.
 */
export declare function refuseAll(problems: readonly Problem[], where: string): void;
/**
 * Record a problem for every own key of `record` that is not in `known` (in the
 * order written), naming the nearest known key when one is close: a key the
 * reader does not know would otherwise be silently ignored (a misspelt
 * `stability_targets` or `critical` would drop the rule it carries).
 */
export declare function checkKnownKeys(record: Record<string, unknown>, known: readonly string[], path: string, code: 'suite.unknown-key' | 'contract.unknown-key', problems: Problem[]): void;
