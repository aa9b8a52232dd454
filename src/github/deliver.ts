// The gate's report set (and the merge's, which is the gate on the shards'
// evidence): what the one delivery (delivery.ts) writes, uploads, posts and sets
// for one evaluated result, with the gate's own step with the pull request — a
// stale approval label removed, the candidate recorded, the baseline section.
import path from 'node:path';
import { baselineSection, type BaselineSectionInput } from '../render/github/baseline-section.js';
import { renderText } from '../render/index.js';
import { annotationsFor, limitAnnotations } from './annotations.js';
import type { RunContext } from './context.js';
import {
  commentKeyLine,
  deliverReportSet,
  MARKDOWN_BUDGET_BYTES,
  type PullRequestPart,
  type PullRequestStep,
  type ReportSet,
} from './delivery.js';
import type { ReportFiles, Result } from './evaluate.js';
import {
  markdownFor,
  materialOf,
  reportFiles,
  resultOutputs,
  stableSection,
} from './gate-report.js';
import {
  isApprovalLabelEvent,
  recordCandidate,
  revokeStaleLabel,
  type RecordOutcome,
  type Revoked,
} from './gate-record.js';
import type { ActionSettings } from './inputs.js';
import type { GatePorts, LogAnnotation } from './ports.js';
import type { ResolvedPullRequest } from './pull-request.js';
import { CANDIDATE_FILE } from './record.js';
import { shardArtifactName } from './shards.js';

/** The artifact's name: a shard run's carries its shard, for `mode: merge` to find. */
export function uploadNameOf(settings: Pick<ActionSettings, 'artifactName' | 'shard'>): string {
  return settings.shard === null
    ? settings.artifactName
    : shardArtifactName(settings.artifactName, settings.shard);
}

export interface GateDelivery {
  readonly settings: ActionSettings;
  readonly ctx: RunContext;
  readonly result: Result;
  readonly files: ReportFiles;
  /** Values the comment must not show (secrets.ts). */
  readonly secrets: readonly string[];
  /** Whether `fail-on` fails the step for this result: applied last. */
  readonly fails: boolean;
}

/** The annotations of a result, pointed at the workspace's files. */
function annotationsOf(d: GateDelivery): LogAnnotation[] {
  const { result, ctx } = d;
  const rel = (file: string) => path.relative(ctx.workspace, file).split(path.sep).join('/');
  return limitAnnotations(
    annotationsFor(result.assessment, result.check?.result ?? null, {
      ...(result.suitePath === null ? {} : { suitePath: rel(result.suitePath) }),
      ...(result.suiteText === null ? {} : { suiteText: result.suiteText }),
      ...(result.check === null ? {} : { baselinePath: rel(result.check.file) }),
      ...(result.inputsPath === null ? {} : { inputsPath: rel(result.inputsPath) }),
      relationsChosen:
        d.settings.source.kind === 'run' && d.settings.source.options.relations !== undefined,
    }),
  );
}

/**
 * The gate's (and the merge's) report set: every file, the Markdown rendered
 * once, the outputs and annotations of the one result, and the gate's own step
 * with the pull request (the stale label, the candidate's record, the section).
 */
export function gateReportSet(d: GateDelivery): ReportSet {
  const { result, files, settings } = d;
  const markdown = markdownFor(result, 'comment', undefined, MARKDOWN_BUDGET_BYTES);
  const { writes, copies } = reportFiles(result, files, markdown);
  const shard = settings.shard;
  return {
    what: 'gate',
    dir: files.dir,
    writes,
    copies,
    evidenceFile: files.evidence,
    // A shard's report is a part: the merge job's HTML is the one to open.
    htmlFile: shard === null ? files.html : null,
    artifactName: uploadNameOf(settings),
    markdown,
    material: materialOf(result),
    commentPrefix: commentKeyLine(settings.commentKey),
    text: renderText(result.assessment, result.meta, { colour: false }),
    groupTitle: `AgentVerity: ${result.assessment.headline.category}`,
    headline: result.assessment.headline.text,
    status: result.status,
    exitCode: result.exitCode,
    outputs: resultOutputs(result, files),
    completeWith: {},
    annotations: annotationsOf(d),
    fails: d.fails,
    commentSkipped:
      shard === null
        ? null
        : `AgentVerity: shard ${shard.index}/${shard.count}: the PR comment and the candidate are the merge job's (mode: merge)`,
    pullRequest: (s) => gatePullRequest(d, s),
    secrets: d.secrets,
  };
}

/** Deliver an evaluated gate result through the one delivery (delivery.ts). */
export async function deliver(d: GateDelivery, ports: GatePorts): Promise<void> {
  await deliverReportSet(gateReportSet(d), d.settings, d.ctx, ports);
}

/** The gate's step with the pull request: the stale label, the candidate's record, the section. */
async function gatePullRequest(
  d: GateDelivery,
  s: Parameters<PullRequestStep>[0],
): Promise<PullRequestPart> {
  const { github, pr, log } = s;
  // A stale label is the merge job's to remove (a shard job's token may not write).
  const revoked =
    github !== null && pr !== null && d.settings.shard === null
      ? await revokeStaleLabel(github.pullRequests, log, d.settings, d.ctx, pr)
      : null;
  // A run started by the approval label itself (a gate that also listens to
  // `labeled`) leaves the record and the comment alone: rewriting them would make
  // the label older than the record it approves, racing the promote job.
  const approvalEvent = isApprovalLabelEvent(d.ctx, d.settings);
  if (approvalEvent) {
    log.info(
      'AgentVerity: this run was started by the approval label; the recorded candidate and the PR comment for this commit are left as they are',
    );
  }
  // A shard's evidence is a part: only the merge job records a candidate.
  const record =
    github !== null &&
    pr !== null &&
    pr.headSha !== null &&
    !approvalEvent &&
    d.settings.shard === null
      ? await recordCandidate(
          github.record,
          log,
          d.settings,
          d.ctx,
          pr.headSha,
          d.result,
          s.uploaded,
        )
      : null;
  // A shard has no candidate of its own: the section is the merge job's.
  const section =
    d.settings.shard === null
      ? baselineSection(baselineSectionInput(d, { pr, record, revoked }))
      : '';
  const dataBlock = record?.dataBlock ?? null;
  return {
    section,
    materialSection: stableSection(section, d.result),
    dataBlock,
    // The data block names this run's candidate; another run's of the same head is as valid.
    materialDataBlock: dataBlock === null ? '' : `candidate for ${pr?.headSha ?? ''}\n`,
    comment: !approvalEvent,
  };
}

/** What the baseline section is made of. */
export function baselineSectionInput(
  d: Pick<GateDelivery, 'result' | 'settings'>,
  state: {
    readonly pr: ResolvedPullRequest | null;
    readonly record: RecordOutcome | null;
    readonly revoked: Revoked | null;
  },
): BaselineSectionInput {
  const { result, settings } = d;
  const check = result.check;
  return {
    approvalLabel: settings.approval.label,
    approvalRoles: settings.approval.roles,
    candidateFile: CANDIDATE_FILE,
    candidate: result.candidate,
    admissionRefusals: result.admissionRefusals,
    pullRequest: state.pr !== null,
    record:
      state.record === null
        ? null
        : {
            headSha: state.record.headSha,
            statusWritten: state.record.written,
            problem: state.record.problem,
            inComment: state.record.dataBlock !== null,
          },
    replaces:
      check === null ? null : { path: check.path, drifted: check.result.status === 'drift' },
    revoked: state.revoked,
  };
}
