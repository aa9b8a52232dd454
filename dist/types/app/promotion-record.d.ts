import { type PromotionCode } from '../errors.js';
/** The stable codes promotion refuses with, from the registry (docs/codes.md). */
export type { PromotionCode };
export declare const PROMOTION_CODES: readonly PromotionCode[];
/** Why a promotion did not happen, and what would make it happen. */
export declare class PromotionRefused extends Error {
    readonly code: PromotionCode;
    /** One plain sentence: what to do next. */
    readonly advice: string;
    /** The exit code of the refusal: `EXIT.unusable` for records that cannot be told apart. */
    readonly exitCode: number;
    constructor(code: PromotionCode, reason: string, advice: string);
}
/** What one commit status of ours says about the head. */
export type RecordedCandidate = {
    readonly kind: 'candidate';
    readonly digest: string;
} | {
    readonly kind: 'none';
    readonly reason: string;
};
/** One of our commit statuses on the head commit (our context, our author). */
export interface StatusRecord {
    readonly recorded: RecordedCandidate;
    /** The run its target URL names, when it names one of this repository. */
    readonly runId: number | null;
    /** Server time it was created. */
    readonly at: string;
    readonly id: number;
}
/** The data line of one of our sticky comments (any head commit). */
export interface CommentRecord {
    readonly sha: string;
    readonly digest: string;
    readonly runId: number | null;
    /** Server time the comment was last updated, when known. */
    readonly at: string | null;
}
/** Where the records are read: the shell implements it over the REST API. */
export interface RecordPort {
    /** Our statuses (context and author already matched) on `head`, in any order. */
    readonly statuses: (head: string) => Promise<readonly StatusRecord[]>;
    /** The data lines of our sticky comments (one per trusted author at most). */
    readonly comments: () => Promise<readonly CommentRecord[]>;
}
/** The trusted record of the candidate for the head commit. */
export interface TrustedRecord {
    readonly digest: string;
    readonly runId: number | null;
    /** Server time the record was written, when known. */
    readonly at: string | null;
    readonly source: 'commit status' | 'comment';
}
/**
 * The one record of `head`, from its statuses and comment lines. Throws
 * `PromotionRefused`: `promotion.not-admitted` when the newest status says no
 * candidate, `promotion.records-differ` (exit 2) when the records name more than
 * one digest, `promotion.no-record` when there is none.
 */
export declare function bindRecord(input: {
    readonly head: string;
    readonly statuses: readonly StatusRecord[];
    readonly comments: readonly CommentRecord[];
    /** How the refusal names where records are looked for. */
    readonly where: string;
}): TrustedRecord;
/** Read the records of `head` through the port and bind them to one candidate. */
export declare function readTrustedRecord(port: RecordPort, head: string, where: string): Promise<TrustedRecord>;
