/** A JSON object (not null, not an array). */
export declare function isObjectLike(value: unknown): value is Record<string, unknown>;
