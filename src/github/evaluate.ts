// The gate's evaluation under the Action: the inputs and the event become the
// app's gate request (app/gate.ts runGate: the evidence, the assessment, the
// baseline check, the verdict decided once and the candidate), and refusals name
// the Action's inputs. Nothing here decides anything or touches the network.
import {
  failsUnder,
  readGateBaseline,
  runGate,
  sameLabel,
  type AppIo,
  type GateBaseline,
  type GateBaselineState,
  type GateResult,
} from '../app/index.js';
import { Refusal } from '../app/vocabulary.js';
import { type Interrupted } from '../errors.js';
import { at, pullRequestAction, pullRequestOfEvent, type RunContext } from './context.js';
import { forAction } from './input-names.js';
import { runUrl } from './urls.js';
import type { ActionSettings } from './inputs.js';

/** The files of one step, all under `dir`. */
export interface ReportFiles {
  readonly dir: string;
  readonly evidence: string;
  readonly report: string;
  readonly junit: string;
  readonly html: string;
  readonly summary: string;
  readonly suite: string | null;
  readonly check: string | null;
  readonly candidate: string;
}

/** The gate's one result (app/gate.ts), before any delivery. */
export type Result = GateResult;

/** Whether `fail-on` fails the step for this result (the verdict's, app/gate.ts failsUnder). */
export function fails(settings: ActionSettings, result: Result): boolean {
  // A shard's assessment covers part of the inputs: the merge job's is the verdict.
  if (settings.shard !== null) return false;
  return failsUnder(settings.failOn, result.assessment);
}

/** The approved baseline the workflow names (or the default, when it is there). */
export function readBaselineIfAny(
  settings: ActionSettings,
  workdir: string,
): Promise<GateBaseline | null> {
  return readGateBaseline(
    settings.baseline,
    workdir,
    (file) =>
      new Refusal(
        'action.baseline',
        `the baseline file does not exist (input 'baseline'); commit an approved baseline there or leave the input out`,
        file,
      ),
  );
}

/**
 * Evaluate the gate through the app: obtain the evidence and write it to
 * `files.evidence`, assess it, check it against the baseline, and build the
 * candidate it admits. A refusal names settings as the Action's inputs. A run
 * stopped by a signal returns `Interrupted` (the evidence collected so far is written).
 */
export async function evaluate(
  settings: ActionSettings,
  ctx: RunContext,
  files: ReportFiles,
  workdir: string,
  io: AppIo,
  baseline: GateBaseline | null,
): Promise<Result | Interrupted> {
  const source = settings.source;
  if (source.kind !== 'run' && source.kind !== 'import') {
    throw new Refusal('action.mode', "mode 'gate' needs an agent or recorded runs");
  }
  const url = runUrl(ctx);
  try {
    return await runGate(
      {
        settings: source.options,
        evidenceOut: files.evidence,
        redact: settings.redact,
        suite: settings.suite,
        baseline,
        state: baselineStateOf(settings, ctx),
        approvalLabel: settings.approval.label,
        junitRoot: ctx.workspace,
        run: {
          ...(ctx.sha === null ? {} : { commit: ctx.sha }),
          ...(url === undefined ? {} : { url }),
        },
      },
      { ...io, cwd: workdir },
    );
  } catch (error) {
    throw forAction(error);
  }
}

/**
 * What the gate knows of the candidate's approval from its event: a shard writes
 * no candidate; on a pull request, whether the approval label is on it and
 * whether this run was started by a push (which makes an earlier label stale).
 */
export function baselineStateOf(
  settings: Pick<ActionSettings, 'shard' | 'approval'>,
  ctx: RunContext,
): GateBaselineState {
  const pr = pullRequestOfEvent(ctx);
  const labels = at(ctx.payload, 'pull_request.labels');
  const label = settings.approval.label;
  return {
    candidateWanted: settings.shard === null,
    pullRequest:
      pr === null
        ? null
        : {
            label,
            labelGiven:
              Array.isArray(labels) &&
              labels.some((l) => sameLabel((l as { name?: unknown }).name, label)),
            pushed: pullRequestAction(ctx) === 'synchronize',
          },
  };
}
