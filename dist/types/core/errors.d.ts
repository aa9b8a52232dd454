/**
 * A refusal: the input or configuration cannot be assessed as given. Every
 * refusal carries a stable code, the place it concerns (a JSON path, a file and
 * line, or a flag) and a plain reason. The CLI and the Action turn it into exit
 * code 2; anything else that escapes is an internal error (exit 70).
 */
export declare class Refusal extends Error {
    readonly name = "Refusal";
    readonly code: string;
    readonly where: string | undefined;
    constructor(code: string, message: string, where?: string);
}
/** True for a refusal from this package, whichever copy of the class made it. */
export declare function isRefusal(value: unknown): value is Refusal;
