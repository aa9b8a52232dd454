// The one result of a promotion (issue 28 item 1): its findings are the candidate
// (found and bound to the record, or not) and the approval (promoted, refused and
// why, or no approval yet), and its exit code and status are computed from those
// findings only. Every artifact of `mode: promote` — the outputs, the summary and
// the comment's section, the step's result — is a view of it.
import type { ExitCode } from '../core/index.js';
import { EXIT } from '../errors.js';

/** How a promotion ended, as plain data (the shell maps its outcome to this). */
export type PromotionEnd =
  | {
      readonly kind: 'promoted';
      /** Where the approved baseline went: committed, uploaded, or only on the runner. */
      readonly delivered: 'commit' | 'artifact' | 'runner';
      /** The approved baseline's content digest. */
      readonly digest: string;
      readonly approver: string;
    }
  | {
      readonly kind: 'refused';
      readonly code: string;
      readonly message: string;
      readonly exitCode: number;
    }
  /** The API failed or the token may not read what promotion needs. */
  | { readonly kind: 'api-error'; readonly message: string }
  /** The label given is not the approval label: nothing was asked. */
  | { readonly kind: 'skipped'; readonly label: string | null };

export type PromotionFindingOutcome =
  | 'candidate found'
  | 'candidate not used'
  | 'promoted'
  | 'approved, not delivered'
  | 'refused'
  | 'no approval yet';

export interface PromotionFinding {
  readonly id: 'candidate' | 'approval';
  readonly outcome: PromotionFindingOutcome;
  /** Sets the exit code: the step cannot pass while this finding stands. */
  readonly gates: boolean;
  /** The exit code it sets when it gates (1 or 2), else 0. */
  readonly exitCode: ExitCode;
  /** The refusal's stable code, when refused. */
  readonly code: string | null;
  /** One plain line: what happened. */
  readonly message: string;
}

export type PromotionStatus = 'promoted' | 'refused' | 'skipped';

export interface PromotionResult {
  readonly findings: readonly PromotionFinding[];
  /** The largest exit code of the gating findings (0 when none gates). */
  readonly exitCode: ExitCode;
  readonly status: PromotionStatus;
  /** Whether a baseline was committed or uploaded. */
  readonly promoted: boolean;
}

function exitOf(code: number): ExitCode {
  return code === EXIT.no ? 1 : code === EXIT.clean ? 0 : 2;
}

function finding(
  id: PromotionFinding['id'],
  outcome: PromotionFindingOutcome,
  exitCode: number,
  message: string,
  code: string | null = null,
): PromotionFinding {
  const exit = exitOf(exitCode);
  return { id, outcome, gates: exit !== 0, exitCode: exit, code, message };
}

/** The findings of a promotion's end. */
export function promotionFindings(end: PromotionEnd): PromotionFinding[] {
  switch (end.kind) {
    case 'promoted': {
      const candidate = finding(
        'candidate',
        'candidate found',
        EXIT.clean,
        `the recorded candidate sha256:${end.digest} was found`,
      );
      if (end.delivered === 'runner') {
        return [
          candidate,
          finding(
            'approval',
            'approved, not delivered',
            EXIT.unusable,
            `@${end.approver} approved it, but it was neither committed nor uploaded`,
          ),
        ];
      }
      return [
        candidate,
        finding(
          'approval',
          'promoted',
          EXIT.clean,
          `@${end.approver} approved it; it was ${end.delivered === 'commit' ? 'committed' : 'uploaded'}`,
        ),
      ];
    }
    case 'refused':
      return [
        finding('candidate', 'candidate not used', EXIT.clean, 'no candidate was promoted'),
        finding('approval', 'refused', end.exitCode, end.message, end.code),
      ];
    case 'api-error':
      return [
        finding('candidate', 'candidate not used', EXIT.clean, 'no candidate was promoted'),
        finding('approval', 'refused', EXIT.unusable, end.message, 'api'),
      ];
    case 'skipped':
      return [
        finding('candidate', 'candidate not used', EXIT.clean, 'no candidate was promoted'),
        finding(
          'approval',
          'no approval yet',
          EXIT.clean,
          `the label ${JSON.stringify(end.label)} is not the approval label`,
        ),
      ];
  }
}

/** The result of a promotion: its findings, and the exit code and status computed from them. */
export function promotionResult(end: PromotionEnd): PromotionResult {
  const findings = promotionFindings(end);
  const exitCode = findings.reduce<ExitCode>(
    (worst, f) => (f.gates && f.exitCode > worst ? f.exitCode : worst),
    0,
  );
  const approval = findings.find((f) => f.id === 'approval');
  const promoted = approval?.outcome === 'promoted';
  const status: PromotionStatus = promoted
    ? 'promoted'
    : approval?.outcome === 'no approval yet'
      ? 'skipped'
      : 'refused';
  return { findings, exitCode, status, promoted };
}
