/** Any finite number: `0.05`, `1e-3`. */
export declare function parseNumber(text: string): number;
/** A whole number written with digits only: `4`, `0`. */
export declare function parseWhole(text: string): number;
/**
 * `200ms`, `5s`, `2m`, or `0` / `none` / `off` for no timeout (null). A bare
 * number is seconds.
 */
export declare function parseDuration(text: string): number | null;
/** `10/s`, `600/m` or a bare number of calls per second; returns calls per second. */
export declare function parseRate(text: string): number;
/** A cost per call: a plain decimal number of 0 or more in any currency unit, e.g. 0.0021. */
export declare function parseCost(text: string): number;
