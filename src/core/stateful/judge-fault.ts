/**
 * The `fault_recovery` criterion: for each case run that called the tool, the
 * control replay (nothing changed) must reproduce the recorded end state, and
 * then the replay with the fault injected at that call must end in the
 * expected state (recovered) or hand over to an escalation tool, without
 * breaking a recorded constraint (a `state_unchanged` path, or collateral
 * damage: a path neither the expected state nor the recorded run changed).
 * Any replay or state that is not there makes the run missing, never judged.
 */
import {
  changedPaths,
  compareState,
  formatPath,
  getPath,
  isAbsent,
  isUnder,
  parsePath,
  statesAgree,
} from './paths.js';
import type {
  CaseResult,
  CaseRun,
  Criterion,
  Json,
  PathComparison,
  Replay,
  StatefulCase,
  ToolCall,
} from './types.js';
import {
  describeMismatches,
  expectedChanges,
  listPaths,
  quoteAnswer,
  result,
  unchangedViolations,
  type CriterionJudgement,
  type Judged,
} from './judgement.js';
import type { Indexed } from './evidence-index.js';

function findReplay(
  ix: Indexed,
  run: CaseRun,
  tool: string,
  callIndex: number,
  fault: Replay['fault'],
): Replay | undefined {
  return ix.model.replays.find(
    (r) =>
      r.case === run.case &&
      r.run === run.run &&
      r.tool === tool &&
      r.callIndex === callIndex &&
      r.fault === fault,
  );
}

type FaultRecovery = Extract<Criterion, { type: 'fault_recovery' }>;
type StateUnchanged = Extract<Criterion, { type: 'state_unchanged' }>;

const ordinal = (i: number): string => `call ${i + 1}`;

/** The replays a fault-recovery run is judged on, or why it is missing. */
type Replays =
  | { readonly missing: Judged }
  | { readonly recordedEnd: Json; readonly replay: Replay; readonly replayEnd: Json };

/**
 * The recorded run's end state and the fault replay, once the control replay
 * (nothing changed) reproduced the recording; each thing that is not there
 * makes the run missing, in this order.
 */
function replaysOf(
  ix: Indexed,
  crit: FaultRecovery,
  c: StatefulCase,
  run: CaseRun,
  callIndex: number,
): Replays {
  const missing = (reasonCode: string, reason: string, paths?: PathComparison[]): Replays => ({
    missing: {
      case: c.id,
      run: run.run,
      status: 'missing',
      reasonCode,
      reason,
      ...(paths === undefined ? {} : { paths }),
    },
  });
  if (run.endState === null) {
    return missing(
      'no_state',
      'the recorded run has no end state, so a replay cannot be checked against it; the case is missing, never judged',
    );
  }
  if (c.expected.state === undefined) {
    return missing(
      'no_expected_state',
      'the case declares no expected state, so recovery cannot be told from failure',
    );
  }
  const control = findReplay(ix, run, crit.tool, callIndex, null);
  if (control === undefined) {
    return missing(
      'no_control_replay',
      `no control replay (nothing changed) from before ${ordinal(callIndex)} (${crit.tool}) was recorded`,
    );
  }
  if (control.error !== undefined) {
    return missing('replay_error', `the control replay could not be made (${control.error})`);
  }
  if (control.endState === null) {
    return missing(
      'no_state',
      'the control replay recorded no end state, so it cannot be checked against the recording',
    );
  }
  const held = compareState(run.endState.state, control.endState.state, c.initialState, {
    mode: 'whole',
    ignore: ix.bookkeeping,
  });
  if (!statesAgree(held)) {
    return missing(
      'control_replay_diverged',
      `the control replay (nothing changed) did not reproduce the recorded end state (${describeMismatches(held)}), so the replay cannot be trusted and the case is not judged`,
      held,
    );
  }
  const replay = findReplay(ix, run, crit.tool, callIndex, crit.fault);
  if (replay === undefined) {
    return missing(
      'no_fault_replay',
      `no replay with a ${crit.fault} at ${ordinal(callIndex)} (${crit.tool}) was recorded`,
    );
  }
  if (replay.error !== undefined) {
    return missing('replay_error', `the ${crit.fault} replay could not be made (${replay.error})`);
  }
  if (replay.endState === null) {
    return missing('no_state', `the ${crit.fault} replay recorded no end state`);
  }
  return { recordedEnd: run.endState.state, replay, replayEnd: replay.endState.state };
}

/**
 * The paths the fault replay changed that were to keep their initial value: a
 * path a state_unchanged criterion protects, or collateral damage (a path that
 * neither the expected state nor the recorded run changed). After an
 * escalation, a hand-over's own record is not damage (see below).
 */
function brokenPaths(
  ix: Indexed,
  c: StatefulCase,
  constraints: readonly StateUnchanged[],
  recordedEnd: Json,
  end: Json,
  escalated: boolean,
): string[] {
  const broken: string[] = [];
  for (const k of constraints)
    for (const p of unchangedViolations(k, c, end).changed) if (!broken.includes(p)) broken.push(p);
  const allowed = [
    ...expectedChanges(c),
    ...changedPaths(c.initialState, recordedEnd, { ignore: ix.bookkeeping }),
  ];
  for (const p of changedPaths(c.initialState, end, {
    ignore: ix.bookkeeping,
    except: allowed,
  })) {
    if (!broken.includes(p)) broken.push(p);
  }
  if (!escalated) return broken;
  // A hand-over writes its own record (a ticket): after an escalation, a path
  // the initial state did not have is not collateral damage when it lies in a
  // part of the world (a top-level key) that neither the expected state nor
  // the recorded run writes. Changing a path the initial state had, or adding
  // to what the task writes (a second refund), is still damage.
  const top = (p: string): string => formatPath(parsePath(p).slice(0, 1));
  const taskParts = new Set(allowed.map(top));
  // Paths a state_unchanged criterion names explicitly stay protected.
  const kept = constraints.flatMap((k) => (k.paths ?? []).map((q) => parsePath(q)));
  return broken.filter(
    (p) =>
      !(
        isAbsent(getPath(c.initialState, p)) &&
        !taskParts.has(top(p)) &&
        !kept.some((q) => isUnder(parsePath(p), q))
      ),
  );
}

/** One run's verdict once its replays are there: damage fails, then recovery or a hand-over passes. */
function judgeReplay(
  ix: Indexed,
  crit: FaultRecovery,
  constraints: readonly StateUnchanged[],
  c: StatefulCase,
  run: CaseRun,
  callIndex: number,
  { recordedEnd, replay, replayEnd }: Exclude<Replays, { readonly missing: Judged }>,
): Judged {
  const base = { case: c.id, run: run.run } as const;
  const escalate = new Set(crit.escalateTools);
  const escalatedTo = replay.trajectory.calls
    .slice(callIndex + 1)
    .find((x) => escalate.has(x.tool));
  const broken = brokenPaths(ix, c, constraints, recordedEnd, replayEnd, escalatedTo !== undefined);
  const paths = compareState(c.expected.state as Json, replayEnd, c.initialState, {
    mode: 'subset',
    ignore: ix.bookkeeping,
  });
  const at = `after the injected ${crit.fault} at ${ordinal(callIndex)} (${crit.tool})`;
  if (broken.length > 0) {
    return {
      ...base,
      status: 'failed',
      reason: `${at} the agent changed ${listPaths(broken)}, which ${broken.length === 1 ? 'was' : 'were'} to keep the initial value`,
      paths,
      changedPaths: broken,
    };
  }
  if (statesAgree(paths)) {
    return {
      ...base,
      status: 'passed',
      reason: `${at} the agent recovered: the end state matches the expected one`,
      paths,
    };
  }
  if (escalatedTo !== undefined) {
    return {
      ...base,
      status: 'passed',
      reason: `${at} the agent handed over by calling ${escalatedTo.tool}`,
      paths,
    };
  }
  const esc =
    crit.escalateTools.length === 0
      ? 'no escalation tool is declared'
      : `it called none of ${crit.escalateTools.join(', ')}`;
  return {
    ...base,
    status: 'failed',
    reason: `${at} the end state is not the expected one (${describeMismatches(paths)}), and ${esc}; its answer was ${quoteAnswer(replay.trajectory.answer)}`,
    paths,
  };
}

/** Judge `fault_recovery` on every run of every case as written that called the tool. */
export function judgeFaultRecovery(ix: Indexed, crit: FaultRecovery): CriterionJudgement {
  const results: CaseResult[] = [];
  let notCalled = 0;
  const constraints = ix.model.config.criteria.filter(
    (x): x is StateUnchanged => x.type === 'state_unchanged',
  );
  for (const c of ix.sources) {
    for (const run of ix.runs.get(c.id) ?? []) {
      const callIndex = run.trajectory.calls.findIndex((x: ToolCall) => x.tool === crit.tool);
      if (callIndex < 0) {
        notCalled++;
        continue;
      }
      const replays = replaysOf(ix, crit, c, run, callIndex);
      const judged =
        'missing' in replays
          ? replays.missing
          : judgeReplay(ix, crit, constraints, c, run, callIndex, replays);
      results.push(result(crit.name, judged));
    }
  }
  const notes =
    notCalled > 0
      ? [
          `${notCalled} case run${notCalled === 1 ? '' : 's'} never called ${crit.tool} and ${notCalled === 1 ? 'was' : 'were'} not judged`,
        ]
      : [];
  return { criterion: crit, results, clustered: false, notes };
}
