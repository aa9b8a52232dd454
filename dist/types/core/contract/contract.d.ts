import type { DecisionContract } from './types.js';
import { type Problem } from './problems.js';
/** The reference's JSON shape of a contract (snake_case; empty optional parts omitted). */
export interface SerialisedContract {
    allowed: string[];
    allowed_no_decisions?: string[];
    critical: string[];
    minimum_cases?: Record<string, number>;
    required: string[];
    stability_targets?: Record<string, number>;
}
/**
 * Validate a contract, recording every problem; returns the contract when there are
 * none, else null.
 */
export declare function readContract(value: unknown, where: string, problems: Problem[]): DecisionContract | null;
/**
 * Validate a decision contract (reference-spec §8.1) and return it with its sets
 * sorted by code point and de-duplicated. Every problem found is reported in one
 * Refusal naming the JSON paths.
 */
export declare function parseContract(value: unknown, where?: string): DecisionContract;
/** The contract in the reference's JSON shape, keys and sets sorted. */
export declare function serialiseContract(contract: DecisionContract): SerialisedContract;
