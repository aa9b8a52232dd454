// The names of a step's artifacts, written once: the zipped artifact is named
// `artifact-name` (or that plus a `-` suffix on a clash, a shard or a re-run), the
// HTML report uploaded on its own is `<zipped artifact's name>.html`, and an
// approved baseline uploaded by promotion is `<artifact-name>-baseline`. The
// delivery names the HTML artifact with `htmlArtifactName`; promotion's candidate
// search skips it with `isHtmlReportArtifact`, so the two can never disagree.

/** The extension that marks a step's HTML report artifact. */
const HTML_ARTIFACT_SUFFIX = '.html';

/** The name of the HTML report's own artifact beside the zipped artifact `zipName`. */
export function htmlArtifactName(zipName: string): string {
  return `${zipName}${HTML_ARTIFACT_SUFFIX}`;
}

/** Whether an artifact is a step's HTML report uploaded as its own file (never a zip). */
export function isHtmlReportArtifact(name: string): boolean {
  return name.endsWith(HTML_ARTIFACT_SUFFIX);
}

/** The artifact promotion uploads an approved baseline as, when it is not committed. */
export function baselineArtifactName(artifactName: string): string {
  return `${artifactName}-baseline`;
}

/**
 * Whether an artifact may hold the candidate the gate wrote for `artifact-name`
 * `base`: that name, or that name plus a `-` suffix (a renamed or re-run upload),
 * but neither the HTML report's own artifact nor an approved baseline's upload.
 */
export function mayHoldCandidate(name: string, base: string): boolean {
  if (isHtmlReportArtifact(name)) return false;
  return name === base || (name.startsWith(`${base}-`) && name !== baselineArtifactName(base));
}
