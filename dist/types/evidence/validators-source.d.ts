/** The options the validators are compiled with (the reader's, as before). */
export declare const VALIDATOR_OPTIONS: {
    readonly allErrors: true;
    readonly strict: true;
    readonly strictRequired: false;
    readonly allowUnionTypes: true;
    readonly verbose: true;
};
/**
 * The generated module's text: `v1` and `v2` (a whole file), `v1Case` and `v2Case`
 * (one of its cases), ajv validate functions (errors on `.errors`).
 */
export declare function validatorsSource(): string;
