// Types of the generated validators (validators.generated.js, written by
// scripts/evidence-validators.ts): ajv validate functions.
import type { ValidateFunction } from 'ajv';

export declare const v1: ValidateFunction;
export declare const v2: ValidateFunction;
