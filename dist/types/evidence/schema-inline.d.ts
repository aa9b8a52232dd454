/**
 * A JSON Schema with its local `$ref`s (`#/definitions/NAME`) replaced by the
 * definitions they name, for validating with ajv's `allErrors`.
 *
 * Why (issue 33): ajv compiles each referenced definition to a function of its
 * own, and after every call that failed it appends that call's errors to the
 * errors so far with `Array.prototype.concat`, copying them all. A file with
 * 200,000 invalid tasks (one `$ref` call each) then copies a growing list
 * 200,000 times: minutes to refuse. Inlined, the errors are pushed one by one
 * and validation is linear in the size of the file.
 *
 * A definition that refers to itself, directly or through others, keeps its
 * `$ref` where the cycle closes (and `definitions` stays for it): the schemas
 * read here have none today.
 */
/** The schema with every non-recursive local `$ref` inlined; the input is not changed. */
export declare function inlineDefinitions<T>(schema: T): T;
