// Types of the generated validators (validators.generated.js, written by
// scripts/evidence-validators.ts): ajv validate functions.
import type { ValidateFunction } from 'ajv';

/** A whole evidence@1 file. */
export declare const v1: ValidateFunction;
/** A whole evidence@2 file. */
export declare const v2: ValidateFunction;
/** One case of an evidence@1 file (`#/definitions/case`). */
export declare const v1Case: ValidateFunction;
/** One case of an evidence@2 file (`#/definitions/case`). */
export declare const v2Case: ValidateFunction;
