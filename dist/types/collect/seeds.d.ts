import { type DecisionSuite } from '../core/index.js';
import type { SeedCase } from './plan.js';
/** The inputs a run starts from. */
export interface Seeds {
    readonly format: 'lines' | 'jsonl' | 'suite';
    readonly cases: readonly SeedCase[];
    readonly suite: DecisionSuite | null;
    /** SHA-256 of the suite's canonical JSON, for the evidence file. */
    readonly suiteDigest: string | null;
}
/** Python's str.strip(): its whitespace set, not JavaScript's (so fingerprints agree). */
export declare function stripPython(text: string): string;
/**
 * A text seed file as the reference reads `--inputs`: one input per line, each
 * line stripped of surrounding whitespace, blank lines skipped. Line ends are
 * \n, \r\n or \r. A leading byte-order mark is dropped.
 */
export declare function parseSeedLines(text: string): SeedCase[];
/** A JSONL seed file: one JSON string or `{"input", "expected"?}` per line; blank lines skipped. */
export declare function parseSeedJsonl(text: string, file: string): SeedCase[];
/** Read a seed file: a decision suite (`.json`), JSONL (`.jsonl`, `.ndjson`), or text lines. */
export declare function readSeeds(file: string, cwd?: string): Promise<Seeds>;
/**
 * Inputs given as values (the library's test entry point): each a non-empty
 * string or `{input, expected?}`, as a JSON seed list holds them; a refusal
 * names the value by its index (`inputs[3]`).
 */
export declare function seedsOfValues(values: readonly unknown[], name?: string): Seeds;
