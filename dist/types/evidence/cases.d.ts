import { caseFingerprint } from '../core/stateful/derive.js';
import type { StatefulCase } from '../core/stateful/types.js';
import { type PathPart } from './paths.js';
/**
 * Stateful cases files (issue 16): JSON Lines, one case per line, or one JSON
 * list of cases (docs/cases-format.md):
 *
 * ```json
 * {"id": "ord-001", "input": "Refund order 1", "initial_state": {"orders": {"1": {"status": "paid"}}},
 *  "expected": {"answer": "refunded", "state": {"orders": {"1": {"status": "refunded"}}}}, "cluster": "refunds"}
 * ```
 *
 * Choices, each refused rather than guessed (exit 2, the file, the line and the
 * JSON path named):
 * - `initial_state` is required; `null` is a state (the system is reset to null),
 *   distinct from a missing key, which is refused so a forgotten state is never
 *   read as null. `expected` is required too (`{}` when the criteria need nothing).
 * - ids are unique and never contain `~`: `<id>~<transform>` names a derived case.
 * - unknown keys, a byte-order mark other than one at the very start, a line over
 *   8 MiB, nesting past 512 levels, a lone surrogate and the keys `__proto__`,
 *   `constructor` and `prototype` (anywhere in a case: a state copied by
 *   assignment must not touch an object's prototype) are refused.
 * - blank lines of a JSONL file are skipped; CRLF line ends are fine.
 */
/** Keys refused anywhere in a case (and in the state paths of agentverity.yml). */
export declare const RESERVED_KEYS: ReadonlySet<string>;
/** The longest line (in UTF-8 bytes) of a JSONL cases file. */
export declare const MAX_CASE_LINE_BYTES: number;
/** The JSON Schema (draft-07) of one case as written (a JSONL line, or an item of a JSON list). */
export declare const CASES_JSON_SCHEMA: {
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly title: "AgentVerity Action stateful case";
    readonly description: "One stateful case: a line of a JSON Lines cases file, or an item of a JSON list of cases. The request, the world it starts in, and what is expected of the answer and of the world left behind.";
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["id", "input", "initial_state", "expected"];
    readonly properties: {
        readonly id: {
            readonly description: "Unique in the file; never contains \"~\" (a derived case is named <id>~<transform>).";
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 256;
            readonly pattern: "^[^~]*$";
        };
        readonly input: {
            readonly description: "The request: a non-empty string, or an object (a structured request).";
            readonly type: readonly ["string", "object"];
            readonly minLength: 1;
        };
        readonly initial_state: {
            readonly description: "The world the case starts in (any JSON value; null is a state). The system is reset to a fresh deep copy of it. Part of the case fingerprint.";
        };
        readonly expected: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly properties: {
                readonly answer: {
                    readonly type: "string";
                    readonly description: "What the answer criterion compares the final answer with.";
                };
                readonly state: {
                    readonly description: "The expected end state, or the part of it the state criteria compare (any JSON value).";
                };
            };
        };
        readonly cluster: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 256;
            readonly description: "Cases sharing a cluster are not independent (cluster-aware intervals); default: the case id.";
        };
    };
};
/** The first reserved key (`__proto__`, `constructor`, `prototype`) in a parsed JSON value, by path. */
export declare function findReservedKey(value: unknown): PathPart[] | null;
/**
 * A case's fingerprint: SHA-256 of the RFC 8785 canonical JSON of
 * `{input, initial_state}` (the names of the file). The expected values and the
 * end state are never part of it. A derived case's fingerprint is made the same way.
 */
export { caseFingerprint };
/**
 * Parses a cases file's text (JSONL, or a JSON list when the first character
 * other than whitespace is `[`); `file` names it in refusals. One leading
 * byte-order mark is dropped. Every refusal names the file, the line and, where
 * there is one, the JSON path.
 */
export declare function parseCases(text: string, file: string): StatefulCase[];
/** Reads a cases file (strict UTF-8), refusing what `parseCases` refuses. */
export declare function readCasesFile(path: string): Promise<StatefulCase[]>;
