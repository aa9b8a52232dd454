/** The name of the HTML report's own artifact beside the zipped artifact `zipName`. */
export declare function htmlArtifactName(zipName: string): string;
/** Whether an artifact is a step's HTML report uploaded as its own file (never a zip). */
export declare function isHtmlReportArtifact(name: string): boolean;
/** The artifact promotion uploads an approved baseline as, when it is not committed. */
export declare function baselineArtifactName(artifactName: string): string;
/**
 * Whether an artifact may hold the candidate the gate wrote for `artifact-name`
 * `base`: that name, or that name plus a `-` suffix (a renamed or re-run upload),
 * but neither the HTML report's own artifact nor an approved baseline's upload.
 */
export declare function mayHoldCandidate(name: string, base: string): boolean;
