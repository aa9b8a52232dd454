/**
 * A refusal: the input or configuration cannot be assessed as given. Every
 * refusal carries a stable code (documented in docs/codes.md), the place it
 * concerns (a JSON path, a file and line) and a plain reason. A refusal about a
 * setting names the setting by its key (`decisionPath`, `k`), never by a flag:
 * the CLI shows it as `--decision-path`, the Action as `decision-path`, the
 * library as the property name. Numbers a shell may show (a suggested `k`)
 * travel as data. The shells turn a refusal into exit code 2 (src/errors.ts);
 * anything else that escapes is an internal error (exit 70).
 */
export interface RefusalDetail {
    /** The setting the refusal concerns, by its key in the typed settings. */
    readonly setting?: string;
    /** Numbers or names a shell may show beside the reason (a suggested value). */
    readonly data?: Readonly<Record<string, string | number | boolean | null>>;
}
export declare class Refusal extends Error {
    readonly name = "Refusal";
    readonly code: string;
    readonly where: string | undefined;
    readonly setting: string | undefined;
    readonly data: RefusalDetail['data'];
    /** The reason without the place. */
    readonly reason: string;
    constructor(code: string, message: string, where?: string, detail?: RefusalDetail);
}
/** True for a refusal from this package, whichever copy of the class made it. */
export declare function isRefusal(value: unknown): value is Refusal;
