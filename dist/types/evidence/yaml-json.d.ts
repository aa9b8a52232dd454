/** One step of a JSON path: a key of an object or an index of an array. */
export type JsonPathPart = string | number;
/** A JSON text and where its values are, for line-numbered refusals. */
export interface JsonLocated {
    readonly text: string;
}
/**
 * The value a JSON text holds when the text is a JSON object or array with no key
 * given twice in one object (YAML refuses that; JSON.parse would keep the last),
 * or null: then the YAML reader reads it as YAML.
 */
export declare function parseJsonShapedYaml(text: string): unknown;
/**
 * The offset of the value at `parts` (or of its key, when `atKey`) in a valid
 * JSON text; where the path leaves the document, the offset of the last value
 * it reached. Linear in the text.
 */
export declare function jsonOffsetOf(text: string, parts: readonly JsonPathPart[], atKey: boolean): number;
/** The line (from 1) of an offset in the text. */
export declare function lineAt(text: string, offset: number): number;
