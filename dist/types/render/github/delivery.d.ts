/** The summary's notes about what could not be delivered; empty when there are none. */
export declare function deliveryNote(lines: readonly string[]): string;
/** A failed artifact upload, in Markdown: the reports are still on the runner. */
export declare function uploadFailureNote(reason: string): string;
/** Why the PR comment was not written, as the Action knows it. */
export interface CommentFailure {
    /** The token may not write to the pull request. */
    readonly forbidden: boolean;
    /** The pull request comes from a fork (its workflows get a read-only token). */
    readonly fork: boolean;
    /** HTTP status, when a response came back. */
    readonly status: number | null;
    /** The error's message (GitHub's words), unescaped. */
    readonly message: string;
}
/**
 * The note for a comment that could not be written: Markdown for the job summary,
 * plain text for the log annotation.
 */
export declare function commentFailureNote(f: CommentFailure, format: 'markdown' | 'plain'): string;
/** A promotion section the PR comment could not take, in Markdown. */
export declare function commentUpdateFailureNote(message: string): string;
/**
 * Where the run's reports are kept, after the report: the zipped artifact with
 * every file and the HTML report as its own unzipped artifact (opened in the
 * browser without a download). Empty when neither was uploaded.
 */
export declare function reportLinks(artifactUrl: string | undefined, htmlUrl: string | undefined): string;
/** The HTML report that could not be uploaded on its own: it is still in the zipped artifact. */
export declare function htmlUploadFailureNote(reason: string): string;
