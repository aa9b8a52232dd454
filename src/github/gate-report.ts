// What the gate delivers, computed without delivering it: the files and their
// text, the step outputs of a result, the Markdown of the summary and the comment
// (scrubbed of secrets). Pure apart from the renderers it calls; the gate renders
// its Markdown once (deliver.ts) and every place shows that one text.
import { serialiseBaseline } from '../app/index.js';
import { renderCheckJson, renderCheckMarkdown } from '../render/baselines/index.js';
import { reportLinks } from '../render/github/delivery.js';
import { renderHtml, renderJson, renderJunit, renderMarkdown, utf8Bytes } from '../render/index.js';
import type { CommentContent } from './comment.js';
import type { ReportFiles, Result } from './evaluate.js';
import type { ActionSettings } from './inputs.js';
import { numberOutput, type OutputName } from './outputs.js';
import { commentContentOf, commentKeyLine, type FileWrite } from './delivery.js';

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

/**
 * The report files of a result (the evidence is already written), and the suite
 * to copy; `markdown` is the run's one Markdown (summary.md).
 */
export function reportFiles(
  result: Result,
  files: ReportFiles,
  markdown: string,
): { readonly writes: FileWrite[]; readonly copies: { from: string; to: string }[] } {
  const writes: FileWrite[] = [
    { file: files.report, text: renderJson(result.assessment, result.meta) },
    { file: files.junit, text: renderJunit(result.assessment, result.meta) },
    { file: files.html, text: renderHtml(result.assessment, result.meta) },
    { file: files.summary, text: markdown },
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

/**
 * What the comment's digest is taken over: the verdict and the baseline check,
 * not the run (its links, times and evidence digest), so that under `on-change`
 * a new run of the same result leaves the comment alone.
 */
export function materialOf(result: Result): string {
  return JSON.stringify({ assessment: result.assessment, check: result.check?.result ?? null });
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

/** The gate's comment for one result, as the delivery composes it (delivery.ts `commentContentOf`). */
export function commentContent(c: CommentInput): CommentContent {
  const markdown = markdownFor(
    c.result,
    'comment',
    undefined,
    COMMENT_BUDGET_BYTES - utf8Bytes(c.section),
  );
  return commentContentOf(
    {
      commentPrefix: commentKeyLine(c.settings.commentKey),
      markdown,
      material: materialOf(c.result),
      secrets: c.secrets,
    },
    {
      section: c.section,
      materialSection: stableSection(c.section, c.result),
      dataBlock: c.dataBlock,
      materialDataBlock: c.dataBlock === null ? '' : `candidate for ${c.headSha ?? ''}\n`,
      comment: true,
    },
    reportLinks(c.artifactUrl, undefined),
  );
}
