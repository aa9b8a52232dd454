import { caseFingerprint } from '../../../src/core/stateful/index.js';
import {
  ENVIRONMENT_STATE_SCHEMA,
  type CaseRun,
  type CasesConfig,
  type CasesEvidenceModel,
  type Criterion,
  type Fault,
  type Json,
  type JsonObject,
  type Replay,
  type StatefulCase,
  type ToolCall,
  type ValidityLabel,
} from '../../../src/core/stateful/types.js';

export function mkCase(
  id: string,
  o: {
    input?: string | JsonObject;
    initial?: Json;
    state?: Json;
    answer?: string;
    cluster?: string;
  } = {},
): StatefulCase {
  const input = o.input ?? { message: `request ${id}` };
  const initialState = o.initial ?? null;
  return {
    id,
    input,
    initialState,
    expected: {
      ...(o.answer === undefined ? {} : { answer: o.answer }),
      ...(o.state === undefined ? {} : { state: o.state }),
    },
    ...(o.cluster === undefined ? {} : { cluster: o.cluster }),
    fingerprint: caseFingerprint(input, initialState),
  };
}

export function mkRun(
  id: string,
  run: number,
  o: { calls?: ToolCall[]; answer?: string | null; state?: Json | null; error?: string } = {},
): CaseRun {
  return {
    case: id,
    run,
    trajectory: {
      calls: o.calls ?? [],
      answer: o.answer === undefined ? 'done' : o.answer,
      ...(o.error === undefined ? {} : { error: o.error }),
    },
    endState: o.state === null ? null : { schema: ENVIRONMENT_STATE_SCHEMA, state: o.state ?? {} },
  };
}

export function mkReplay(
  run: CaseRun,
  tool: string,
  callIndex: number,
  fault: Fault | null,
  o: { calls?: ToolCall[]; answer?: string | null; state?: Json | null; error?: string } = {},
): Replay {
  const r = mkRun(run.case, run.run, o);
  return {
    case: run.case,
    run: run.run,
    tool,
    callIndex,
    fault,
    trajectory: r.trajectory,
    endState: r.endState,
    version: '1',
    ...(o.error === undefined ? {} : { error: o.error }),
  };
}

export function mkConfig(criteria: Criterion[], o: Partial<CasesConfig> = {}): CasesConfig {
  return {
    criteria,
    transforms: [],
    minimumValidity: 1,
    allowApproximateMethods: false,
    runs: 1,
    confidence: 0.95,
    slices: { toolCalls: [], trajectoryLength: [] },
    ...o,
  };
}

export function mkModel(
  cases: StatefulCase[],
  runs: CaseRun[],
  config: CasesConfig,
  o: { replays?: Replay[]; labels?: ValidityLabel[]; complete?: boolean } = {},
): CasesEvidenceModel {
  return {
    cases,
    runs,
    replays: o.replays ?? [],
    labels: o.labels ?? [],
    config,
    complete: o.complete ?? true,
  };
}

export const call = (tool: string, args: Json = {}, result?: Json): ToolCall =>
  result === undefined ? { tool, args } : { tool, args, result };
