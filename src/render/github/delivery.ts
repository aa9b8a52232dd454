/**
 * What the gate says about delivery that did not happen: the job summary's
 * "Delivery" notes (a failed upload, a comment the token could not write) and the
 * same sentences as plain text for the log. Pure; GitHub's and the artifact
 * service's messages are untrusted and escaped for the format asked for.
 */
import { markdownCode, markdownText, plainLine } from '../escape.js';
import { safeLink } from '../report-kit.js';

/** The summary's notes about what could not be delivered; empty when there are none. */
export function deliveryNote(lines: readonly string[]): string {
  return lines.length === 0 ? '' : `\n### Delivery\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
}

/** A failed artifact upload, in Markdown: the reports are still on the runner. */
export function uploadFailureNote(reason: string): string {
  return `The artifact upload failed: ${markdownText(reason, 500)}. The reports were written on the runner before the upload.`;
}

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
export function commentFailureNote(f: CommentFailure, format: 'markdown' | 'plain'): string {
  const message = format === 'markdown' ? markdownText(f.message, 500) : plainLine(f.message, 500);
  const code = (text: string) => (format === 'markdown' ? markdownCode(text, 200) : text);
  if (f.forbidden) {
    return f.fork
      ? `The PR comment was not written: this pull request comes from a fork, and GitHub gives its workflows a read-only token (${message}). The report is above and in the artifact. To comment on fork PRs, add the ${code('workflow_run')} workflow from examples/workflows/agentverity-comment.yml.`
      : `The PR comment was not written: the token cannot write to this pull request (${message}). Give the job ${code('permissions: pull-requests: write')}, or set ${code('comment: never')}.`;
  }
  return `The PR comment was not written${f.status === null ? '' : ` (HTTP ${f.status})`}: ${message}`;
}

/** A promotion section the PR comment could not take, in Markdown. */
export function commentUpdateFailureNote(message: string): string {
  return `The PR comment was not updated: ${markdownText(message, 500)}`;
}

/**
 * Where the run's reports are kept, after the report: the zipped artifact with
 * every file and the HTML report as its own unzipped artifact (opened in the
 * browser without a download). Empty when neither was uploaded.
 */
export function reportLinks(artifactUrl: string | undefined, htmlUrl: string | undefined): string {
  const full = safeLink(artifactUrl, 'full report');
  const html = safeLink(htmlUrl, 'HTML report');
  if (full === null && html === null) return '';
  const parts = [
    ...(full === null ? [] : [`The ${full} (JSON, JUnit, HTML) is kept with the run.`]),
    ...(html === null ? [] : [`Open the ${html} in the browser.`]),
  ];
  return `\n${parts.join(' ')}\n`;
}

/** The HTML report that could not be uploaded on its own: it is still in the zipped artifact. */
export function htmlUploadFailureNote(reason: string): string {
  return `The HTML report was not uploaded on its own: ${markdownText(reason, 500)}. It is in the zipped artifact and on the runner.`;
}
