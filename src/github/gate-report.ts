// What the gate delivers, computed without delivering it: the files and their
// text, the step outputs of a result, the Markdown of the summary and the comment
// (scrubbed of secrets). Pure apart from the renderers it calls.
import { digestOf, serialiseBaseline } from '../app/index.js';
import { renderCheckJson, renderCheckMarkdown } from '../render/baselines/index.js';
import { markdownText } from '../render/escape.js';
import { renderJson, renderJunit, renderMarkdown, utf8Bytes } from '../render/index.js';
import type { CommentContent } from './comment.js';
import type { ReportFiles, Result } from './evaluate.js';
import type { ActionSettings } from './inputs.js';
import { numberOutput, type OutputName } from './outputs.js';
import { scrubSecrets } from './secrets.js';

/** The comment's budget in UTF-8 bytes (GitHub's limit is 65,536 characters). */
export const COMMENT_BUDGET_BYTES = 60_000;

/** The Markdown for the summary or the comment: the report, then the baseline check. */
export function markdownFor(
  result: Result,
  mode: 'summary' | 'comment',
  artifactUrl?: string,
  budget?: number,
): string {
  const checkPart =
    result.check === null
      ? ''
      : `\n${renderCheckMarkdown(result.check.result, result.check.baseline, result.check.path)}`;
  // How to approve a candidate is the baseline section's to say: it knows
  // whether this run is about a pull request (on a push there is none).
  const report = renderMarkdown(result.assessment, result.meta, {
    mode,
    omitApproval: true,
    ...(artifactUrl === undefined ? {} : { artifactUrl }),
    ...(budget === undefined ? {} : { budgetBytes: Math.max(4096, budget - utf8Bytes(checkPart)) }),
  });
  return `${report}${checkPart}`;
}

export interface FileWrite {
  readonly file: string;
  readonly text: string;
}

/** The report files of a result (the evidence is already written), and the suite to copy. */
export function reportFiles(
  result: Result,
  files: ReportFiles,
): { readonly writes: FileWrite[]; readonly copies: { from: string; to: string }[] } {
  const writes: FileWrite[] = [
    { file: files.report, text: renderJson(result.assessment, result.meta) },
    { file: files.junit, text: renderJunit(result.assessment, result.meta) },
    { file: files.summary, text: markdownFor(result, 'summary') },
  ];
  if (files.check !== null && result.check !== null) {
    writes.push({
      file: files.check,
      text: renderCheckJson(result.check.result, result.check.baseline, {
        baselinePath: result.check.path,
        evidenceDigest: result.meta.evidenceDigest ?? '',
      }),
    });
  }
  if (result.candidate !== null) {
    writes.push({ file: files.candidate, text: serialiseBaseline(result.candidate.baseline) });
  }
  const copies =
    files.suite !== null && result.suitePath !== null
      ? [{ from: result.suitePath, to: files.suite }]
      : [];
  return { writes, copies };
}

/** The outputs a result sets before any network call. */
export function resultOutputs(
  result: Result,
  files: ReportFiles,
): Partial<Record<OutputName, string>> {
  const m = result.assessment.meter;
  return {
    status: result.status,
    'exit-code': String(result.exitCode),
    'report-path': files.report,
    'junit-path': files.junit,
    'evidence-path': files.evidence,
    'flip-rate': numberOutput(m?.flipRate),
    'ci-high': numberOutput(m?.ciHigh),
    blind: String(result.assessment.blindness?.blind === true),
    admitted: String(result.admitted),
    'candidate-digest': result.candidate?.digest ?? '',
    promoted: 'false',
    'baseline-commit': '',
  };
}

/** The section without the candidate's digest, which changes with the time it was built. */
export function stableSection(section: string, result: Result): string {
  const digest = result.candidate?.digest;
  return digest === undefined ? section : section.split(digest.slice(0, 16)).join('');
}

export interface CommentInput {
  readonly settings: Pick<ActionSettings, 'commentKey'>;
  readonly result: Result;
  readonly artifactUrl: string | undefined;
  /** The pull request's head commit, when known. */
  readonly headSha: string | null;
  /** The baseline section (Markdown) shown after the report. */
  readonly section: string;
  /** The candidate's data block, written right after the marker where promotion reads it. */
  readonly dataBlock: string | null;
  readonly secrets: readonly string[];
}

/**
 * The comment's body and the digest of its material content. Under `on-change`
 * a new run of the same result leaves the comment alone: the digest leaves out
 * the run's links and times, and the data block (which then names an earlier
 * run's candidate of the same head, equally valid).
 */
export function commentContent(c: CommentInput): CommentContent {
  const { result, settings } = c;
  const keyLine =
    settings.commentKey === '' ? '' : `<sub>${markdownText(settings.commentKey, 100)}</sub>\n\n`;
  const head = `${c.dataBlock === null ? '' : `${c.dataBlock}\n`}${keyLine}`;
  const budget = COMMENT_BUDGET_BYTES - utf8Bytes(c.section);
  const body = `${head}${markdownFor(result, 'comment', c.artifactUrl, budget)}${c.section}`;
  const stable = `${c.dataBlock === null ? '' : `candidate for ${c.headSha ?? ''}\n`}${keyLine}`;
  const timeless: Result = { ...result, meta: { ...result.meta, evidenceDigest: null, run: {} } };
  const material = `${stable}${markdownFor(timeless, 'comment', undefined, budget)}${stableSection(c.section, result)}`;
  return {
    body: scrubSecrets(body, c.secrets),
    contentDigest: digestOf(scrubSecrets(material, c.secrets)),
  };
}
