/** Named tolerances: the flip rate a run tests against, by how much the user cares. */
export declare const PRECISIONS: Readonly<{
    readonly cheap: 0.1;
    readonly balanced: 0.05;
    readonly strict: 0.01;
}>;
export type Precision = keyof typeof PRECISIONS;
/** The preset used when neither a precision nor an epsilon is given. */
export declare const DEFAULT_PRECISION: Precision;
/**
 * Check that a tolerance is a finite number strictly between 0 and 1 and return it.
 * `where` names the setting or JSON path in the refusal.
 */
export declare function validateEpsilon(value: unknown, where?: string): number;
/** True when `name` is one of the precision presets. */
export declare function isPrecision(name: string): name is Precision;
/**
 * The tolerance a run tests against. An explicit epsilon wins (and must lie in
 * (0, 1)); otherwise the named preset, `balanced` when none is named.
 */
export declare function resolveEpsilon(precision: string | undefined, epsilon: number | null | undefined): number;
