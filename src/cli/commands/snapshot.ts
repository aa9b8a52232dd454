import {
  assessEvidence,
  checkSettings,
  clockFrom,
  DEFAULT_BASELINE_PATH,
  inputFilesOf,
  isLive,
  isoNow,
  obtainEvidence,
  refuseCandidateOverApproved,
  refuseOutputsOverInputs,
  refuseProblems,
  snapshotPrecheck,
  writeSnapshot,
} from '../../app/index.js';
import { Refusal } from '../../app/vocabulary.js';
import type { Approval } from '../../core/index.js';
import { renderSnapshotJson, renderSnapshotText } from '../../render/baselines/index.js';
import { appIoOf, checkWritable, outputPath, type CliIo } from '../io.js';
import type { Format } from '../options.js';
import { settingsOf } from '../settings.js';
import { EXIT } from '../shared.js';
import type { SourceOptions } from '../sources.js';
import { exitBeforeAssessing, isMainProcessIo, type RunOptions } from './run.js';

export { DEFAULT_BASELINE_PATH };

export interface SnapshotOptions
  extends SourceOptions, Omit<RunOptions, 'layer' | 'isolation' | 'format' | 'output'> {
  readonly suite?: string;
  readonly withoutSuite?: boolean;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly acceptReference?: boolean;
  readonly candidate?: boolean;
  readonly approver?: string;
  readonly output?: string;
  readonly baselineOut?: string;
  readonly format: Format;
}

function approverOf(options: SnapshotOptions, io: CliIo): string {
  const name =
    options.approver ??
    io.env.AGENTVERITY_APPROVER ??
    io.env.USER ??
    io.env.USERNAME ??
    io.env.LOGNAME;
  if (name === undefined || name.trim() === '') {
    throw new Refusal(
      'usage.approver',
      'cannot tell who approves this baseline: give --approver NAME',
      '--approver',
    );
  }
  return name.trim();
}

export async function snapshotCommand(options: SnapshotOptions, io: CliIo): Promise<number> {
  const accept = options.acceptReference === true;
  const candidate = options.candidate === true;
  if (accept === candidate) {
    throw new Refusal(
      'usage.snapshot-mode',
      accept
        ? 'give either --accept-reference or --candidate, not both'
        : 'say what to write: --accept-reference to approve these decisions as the baseline yourself (a repeatable decision is not necessarily a right one, so a person must accept it), or --candidate to write an unapproved candidate for a later approval (the approval label)',
    );
  }
  if (options.approver !== undefined && !accept) {
    throw new Refusal('usage.approver', '--approver applies to --accept-reference only');
  }
  if (options.output !== undefined && options.baselineOut !== undefined) {
    throw new Refusal('usage.output', 'give --output or --baseline-out, not both');
  }
  const settings = settingsOf(options);
  refuseProblems(checkSettings(settings, { source: 'either' }));
  const approver = accept ? approverOf(options, io) : null;
  const target = options.output ?? options.baselineOut ?? DEFAULT_BASELINE_PATH;
  refuseOutputsOverInputs(
    io.cwd,
    [
      {
        flag:
          options.output !== undefined
            ? '--output'
            : options.baselineOut !== undefined
              ? '--baseline-out'
              : 'the baseline file',
        given: target,
      },
    ],
    inputFilesOf(settings),
  );
  const live = isLive(settings);
  // A live run spends calls: the baseline must have somewhere to go first.
  if (live) checkWritable(outputPath(io.cwd, target, 'baseline'), 'baseline');
  if (!accept) refuseCandidateOverApproved(outputPath(io.cwd, target, 'baseline'), target);
  const app = appIoOf(io, options.quiet === true);
  const obtained = await obtainEvidence(settings, app, {
    ownsProcess: live && isMainProcessIo(io),
    dryRun: options.dryRun === true,
    // The pre-check refuses a k that could never certify, before the agent is loaded.
    beforeCalls: snapshotPrecheck(settings.k, settings.budget),
  });
  if (obtained.kind !== 'evidence') return exitBeforeAssessing(obtained, io);
  const assessment = assessEvidence(obtained, app, 'snapshot');
  const createdAt = isoNow(clockFrom(io.env));
  const approval: Approval | null =
    approver === null ? null : { how: 'cli-flag', approver, approvedAt: createdAt };
  const outcome = writeSnapshot(obtained, assessment, approval, target, app, createdAt);

  if (options.format === 'json') io.stdout(renderSnapshotJson(outcome));
  else if (outcome.baseline === null) io.stderr(renderSnapshotText(outcome));
  else io.stdout(renderSnapshotText(outcome));
  return outcome.baseline === null ? EXIT.unusable : EXIT.clean;
}
