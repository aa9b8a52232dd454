/**
 * The promotion section of the PR comment and the job summary (`mode: promote`):
 * who approved which candidate and where the approved baseline went, or why the
 * label approved nothing. Pure; logins, roles, labels, branch and artifact names
 * and GitHub's messages are escaped here.
 */
import type { Baseline, PrLabelApproval } from '../../core/index.js';
import { markdownCode, markdownText } from '../escape.js';

/** Where the approved baseline went. */
export interface DeliveredBaseline {
  readonly how: 'commit' | 'artifact' | 'runner';
  readonly commit: string | null;
  readonly branch: string | null;
  readonly artifact: { readonly id: number; readonly name: string } | null;
  /** Why the baseline was not committed (a fork, a failed write), when it was not. */
  readonly fallback: string | null;
  readonly warnings: readonly string[];
}

export interface PromotionView {
  readonly baseline: Baseline;
  readonly approval: PrLabelApproval;
  /** The approved baseline's content digest. */
  readonly digest: string;
  readonly candidateRun: number;
  readonly candidateArtifact: string;
  /** Where the trusted record came from. */
  readonly record: { readonly source: string };
  readonly delivered: DeliveredBaseline;
  /** The approved file on the runner. */
  readonly file: string;
  /** Its path in the repository. */
  readonly repoPath: string;
  readonly labelRemoved: boolean;
}

/** What a refused promotion says: its stable code, the reason and one line of advice. */
export interface PromotionRefusalView {
  readonly code: string;
  readonly message: string;
  readonly advice: string;
}

function code(text: string): string {
  return markdownCode(text, 200);
}

function short(sha: string): string {
  return sha.slice(0, 12);
}

/** `commitUrl` links the baseline commit (built by the Action from its server URL). */
export function promotedMarkdown(p: PromotionView, commitUrl: string | null): string {
  const a = p.approval;
  const d = p.delivered;
  const lines = [
    '### Baseline approved',
    '',
    `@${markdownText(a.approver, 100)} (${markdownText(a.role, 60)}) approved the candidate ${code(`sha256:${p.digest.slice(0, 16)}…`)} measured on ${code(short(a.headSha))} with the label ${code(a.label)}.`,
    '',
  ];
  if (d.how === 'commit' && d.commit !== null) {
    const shown = markdownText(short(d.commit), 12);
    const link = commitUrl === null ? shown : `[${shown}](${commitUrl})`;
    lines.push(
      `Committed to ${code(p.repoPath)} on ${code(d.branch ?? '')} as ${link}. Later pull requests are checked against it. A commit made with the workflow's \`GITHUB_TOKEN\` starts no workflow: the gate runs on this branch again at the next push (or close and reopen the pull request).`,
    );
  } else if (d.how === 'artifact' && d.artifact !== null) {
    lines.push(
      `${d.fallback === null ? '' : `Not committed: ${markdownText(d.fallback, 600)}. `}Uploaded as the artifact ${code(d.artifact.name)}: download it and commit it as ${code(p.repoPath)}.`,
    );
  } else {
    lines.push(
      `Neither committed nor uploaded${d.fallback === null ? '' : ` (${markdownText(d.fallback, 600)})`}; the approved file is on the runner at ${code(p.file)}.`,
    );
  }
  const b = p.baseline;
  lines.push(
    '',
    `Provenance: evidence ${code(`sha256:${b.evidenceDigest}`)}, isolation ${code(b.isolation)}, tolerance ${markdownText(String(b.epsilon), 20)}, ${b.entries.length} decisions on the ${markdownText(b.layer, 40)} layer; record from the ${markdownText(p.record.source, 40)}, candidate from run ${p.candidateRun} (${code(p.candidateArtifact)}).`,
  );
  if (p.labelRemoved) {
    lines.push('', `The label was removed: each promotion needs its own approval.`);
  }
  for (const w of d.warnings) lines.push('', `> ${markdownText(w, 600)}`);
  return lines.join('\n');
}

export function refusedMarkdown(r: PromotionRefusalView): string {
  return [
    '### Baseline not approved',
    '',
    `${markdownText(r.message, 2000)} (${code(r.code)}).`,
    '',
    `What to do: ${markdownText(r.advice, 600)}.`,
  ].join('\n');
}
