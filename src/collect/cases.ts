import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { findLoneSurrogate, readRegularFileOrNull } from '../evidence/json.js';
import { bytesText, LIMITS, measure } from '../evidence/limits.js';
import { Refusal } from '../core/errors.js';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { AgentCallError } from '../agents/types.js';
import type { ReplayChange, StatefulSystem, SystemAnswer } from '../agents/stateful.js';
import { deriveCases } from '../core/stateful/index.js';
import {
  ENVIRONMENT_STATE_SCHEMA,
  type CaseRun,
  type CasesConfig,
  type CasesEvidenceModel,
  type Criterion,
  type Fault,
  type Json,
  type Replay,
  type StatefulCase,
  type Trajectory,
  type ValidityLabel,
} from '../core/stateful/types.js';
import { describeThrown } from '../core/util/thrown.js';
import { canonicalJson } from '../evidence/digest.js';
import { AnswerWatch, describeUnanswered, firstCallsWatched, type Unanswered } from './health.js';
import type { Clock } from './timing.js';

/**
 * Running stateful cases (issue 16) on one system: every case (the cases given
 * and those derived from them by the config's transforms) `runs` times, then the
 * replays every `fault_recovery` criterion needs.
 *
 * **Isolation.** One message at a time: cases sharing one system never overlap.
 * Before each case run (and each replay) the system is reset to a fresh deep
 * copy of the case's initial state; after it, its snapshot is the end state
 * (`environment_state/v1`). A system that cannot reset and snapshot (not
 * stateful) still runs, but records no end state (null: missing, never a pass).
 *
 * **Replays.** For each `fault_recovery` criterion and each run whose trajectory
 * called its tool, from the checkpoint before the first such call: a control
 * replay (nothing changed; it must reproduce the recorded end state) and a fault
 * replay (the call's result replaced). Replays are cached by what decides them:
 * the system's `version` and the digests of its code and config
 * (`systemDigests`; no version or no code digest, no cache), keyed by the
 * SHA-256 of the canonical `{case fingerprint, trajectory, checkpoint, change,
 * system digests}`. A replay served from the cache is recorded `cached: true`,
 * so every report can say how many were not made now. A system that cannot
 * replay gets its replays recorded with an error (the core makes them missing).
 *
 * **A dead system.** When the first runs' agent calls all fail (as `run`:
 * src/collect/health.ts), the run stops there (`complete: false`, `unanswered`
 * set) rather than paying for every planned call.
 */

export const DEFAULT_CASES_TIMEOUT_MS = 120_000;

/** What the agent is given as a malformed result (`fault: malformed`). */
export const MALFORMED_RESULT: Json = '<<malformed result: not what this tool returns>>';

/** The change a fault makes to the result of the call at the checkpoint. */
export function faultChange(fault: Fault, tool: string): ReplayChange {
  switch (fault) {
    case 'error':
      return { fault: 'error', message: `${tool} failed (an injected fault)` };
    case 'timeout':
      return { fault: 'timeout' };
    case 'malformed':
      return { fault: 'malformed', result: MALFORMED_RESULT };
  }
}

/** A replay as it is cached: what the system did and the world it left. */
export interface CachedReplay {
  readonly trajectory: Trajectory;
  readonly endState: CaseRun['endState'];
}

/** What decides a replay besides the case and its trajectory: the SHA-256 of the system's code and of its config. */
export interface SystemDigests {
  /** The module file, or the files a command names (null: none could be read, so nothing is cached). */
  readonly code: string | null;
  /** The configuration the system is run with (null: none). */
  readonly config: string | null;
}

/** Where replays are kept between runs, for one system version (and code and config). */
export interface ReplayCache {
  get(key: string): CachedReplay | null;
  set(key: string, value: CachedReplay): void;
}

/** The cache key of a replay: SHA-256 of the canonical {case fingerprint, trajectory, checkpoint, change, system digests}. */
export function replayKey(
  fingerprint: string,
  trajectory: Trajectory,
  checkpoint: number,
  change: ReplayChange | null,
  system: SystemDigests = { code: null, config: null },
): string {
  return createHash('sha256')
    .update(
      canonicalJson({
        case: fingerprint,
        trajectory,
        checkpoint,
        change,
        code: system.code,
        config: system.config,
      }),
      'utf8',
    )
    .digest('hex');
}

// @2: entries also carry the system's code and config digests (an @1 entry is a miss).
const CACHE_SCHEMA = 'agentverity-action/replay-cache@2';

/** A folder name for a version: itself when it is a plain name, else a digest of it. */
export function versionFolder(version: string): string {
  return /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/.test(version)
    ? version
    : `v-${createHash('sha256').update(version, 'utf8').digest('hex').slice(0, 32)}`;
}

function isTrajectory(value: unknown): value is Trajectory {
  if (value === null || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return (
    Array.isArray(t.calls) &&
    t.calls.every(
      (c) =>
        c !== null &&
        typeof c === 'object' &&
        typeof (c as { tool?: unknown }).tool === 'string' &&
        Object.hasOwn(c as object, 'args'),
    ) &&
    (t.answer === null || typeof t.answer === 'string') &&
    (t.error === undefined || typeof t.error === 'string')
  );
}

function isEndState(value: unknown): value is CaseRun['endState'] {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return e.schema === ENVIRONMENT_STATE_SCHEMA && Object.hasOwn(e, 'state');
}

/**
 * The replay cache on disk: `<dir>/<version>/<key>.json`. A file that cannot be
 * read or is not a cached replay of this version, code and config digests and
 * key is a miss (it is rewritten after the replay is made again); a file that
 * cannot be written is left out (the cache only saves calls).
 */
export function diskReplayCache(
  dir: string,
  version: string,
  digests: SystemDigests = { code: null, config: null },
): ReplayCache {
  const folder = path.join(dir, versionFolder(version));
  const fileOf = (key: string) => path.join(folder, `${key}.json`);
  return {
    get(key) {
      let parsed: unknown;
      try {
        const bytes = readRegularFileOrNull(fileOf(key));
        if (bytes === null) return null;
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        return null;
      }
      if (parsed === null || typeof parsed !== 'object') return null;
      const p = parsed as Record<string, unknown>;
      if (
        p.schema !== CACHE_SCHEMA ||
        p.version !== version ||
        p.key !== key ||
        p.code !== digests.code ||
        p.config !== digests.config
      ) {
        return null;
      }
      if (!isTrajectory(p.trajectory) || !isEndState(p.endState)) return null;
      return { trajectory: p.trajectory, endState: p.endState };
    },
    set(key, value) {
      try {
        mkdirSync(folder, { recursive: true });
        const file = fileOf(key);
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(
          tmp,
          `${JSON.stringify({ schema: CACHE_SCHEMA, version, code: digests.code, config: digests.config, key, ...value }, null, 2)}\n`,
        );
        renameSync(tmp, file);
      } catch {
        /* a cache that cannot be written costs calls, nothing else */
      }
    },
  };
}

export interface RunCasesOptions {
  readonly system: StatefulSystem;
  /** The cases as read (derived cases are added from `config.transforms`). */
  readonly cases: readonly StatefulCase[];
  readonly config: CasesConfig;
  /** Runs of every case (default `config.runs`). */
  readonly runs?: number;
  /** The validity labels read, kept in the model as they are. */
  readonly labels?: readonly ValidityLabel[];
  /** Per message (call, reset, snapshot, replay) in ms; null: none (default 120 s). */
  readonly timeoutMs?: number | null;
  /**
   * The replay cache folder (`.agentverity/replay-cache`), or a cache; null or
   * absent: none. Only used when the system declares a `version` and
   * `systemDigests.code` is known.
   */
  readonly replayCache?: string | ((version: string, digests: SystemDigests) => ReplayCache) | null;
  /** The digests of the system's code and config, which key the replay cache beside the version. */
  readonly systemDigests?: SystemDigests;
  /** Milliseconds, monotonic (default performance.now): latencies. */
  readonly now?: Clock;
  /** Progress lines for a person (the app log). */
  readonly log?: (line: string) => void;
  /** Aborting it stops after the message in flight; the model is incomplete. */
  readonly signal?: AbortSignal;
}

export interface RunCasesResult {
  readonly model: CasesEvidenceModel;
  /** Messages that reached the agent: case calls and replays made (cache hits not counted). */
  readonly calls: number;
  /** Case runs whose agent call failed, and replays recorded with an error. */
  readonly errors: number;
  readonly cacheHits: number;
  /** Set when the first case runs all failed and the run stopped there. */
  readonly unanswered?: Unanswered;
  readonly interrupted: boolean;
}

class Timeout extends AgentCallError {
  constructor(what: string, ms: number) {
    super(`${what} timed out after ${ms} ms`);
  }
}

/** Every case: the given ones, then the derived ones (each once, in the core's order). */
export function allCases(
  cases: readonly StatefulCase[],
  config: CasesConfig,
): readonly StatefulCase[] {
  const derived = config.transforms.length === 0 ? [] : deriveCases(cases, config.transforms);
  const seen = new Set(cases.map((c) => c.id));
  const out = [...cases];
  for (const c of derived) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    out.push(c);
  }
  return out;
}

interface FaultPlan {
  readonly tool: string;
  readonly faults: readonly Fault[];
}

/** Per tool, the faults the `fault_recovery` criteria inject (each once, in order). */
function faultPlans(criteria: readonly Criterion[]): FaultPlan[] {
  const byTool = new Map<string, Fault[]>();
  for (const c of criteria) {
    if (c.type !== 'fault_recovery') continue;
    const faults = byTool.get(c.tool) ?? [];
    if (!faults.includes(c.fault)) faults.push(c.fault);
    byTool.set(c.tool, faults);
  }
  return [...byTool].map(([tool, faults]) => ({ tool, faults }));
}

/**
 * Run every case `runs` times on the system, one message at a time (run-major:
 * run 1 of every case, then run 2, …), then the replays. Never throws for what
 * the system does: a failure is recorded in the run or replay it belongs to.
 */
export async function runCases(options: RunCasesOptions): Promise<RunCasesResult> {
  const { system, config } = options;
  const runs = options.runs ?? config.runs;
  const timeoutMs = options.timeoutMs === undefined ? DEFAULT_CASES_TIMEOUT_MS : options.timeoutMs;
  const now = options.now ?? (() => performance.now());
  const log = options.log ?? (() => undefined);
  const cases = allCases(options.cases, config);
  const byId = new Map(cases.map((c) => [c.id, c]));
  const stopped = () => options.signal?.aborted === true;

  /** One message to the system, bounded by the timeout (a worker is killed when it is late). */
  const send = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    if (timeoutMs === null) return work();
    // A fresh worker thread's start-up after a stop is not the message's time.
    if (system.ready !== undefined) await system.ready();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Timeout(what, timeoutMs);
        system.abort(error.message);
        reject(error);
      }, timeoutMs);
    });
    try {
      return await Promise.race([Promise.resolve().then(work), late]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** Reset, then `work`, then snapshot; the end state is null when the system is not stateful or a step failed. */
  const isolated = async (
    c: StatefulCase,
    label: string,
    work: () => Promise<SystemAnswer>,
  ): Promise<{
    trajectory: Trajectory;
    endState: CaseRun['endState'];
    failed: string | null;
    timedOut: boolean;
  }> => {
    let stateOk = system.stateful;
    if (system.stateful) {
      try {
        await send(`reset before ${label}`, () => system.reset(structuredClone(c.initialState)));
      } catch (error) {
        const message = `reset failed: ${describeThrown(error)}`;
        log(`agentverity: cases: ${label}: ${message}\n`);
        return {
          trajectory: { calls: [], answer: null, error: message },
          endState: null,
          failed: message,
          timedOut: false,
        };
      }
    }
    let trajectory: Trajectory;
    let failed: string | null = null;
    let timedOut = false;
    let answer: SystemAnswer | null = null;
    try {
      answer = await send(label, work);
      trajectory = { calls: answer.calls, answer: answer.answer };
    } catch (error) {
      failed = describeThrown(error);
      trajectory = { calls: [], answer: null, error: failed };
      // A call cut off by the timeout may still be changing the world (or its worker is gone).
      if (error instanceof Timeout) {
        stateOk = false;
        timedOut = true;
      }
    }
    if (answer !== null) refuseLoneSurrogate({ answer: answer.answer, calls: answer.calls }, label);
    let endState: CaseRun['endState'] = null;
    if (stateOk) {
      let state: Json | undefined;
      let taken = false;
      try {
        state = await send(`snapshot after ${label}`, () => system.snapshot());
        taken = true;
      } catch (error) {
        log(
          `agentverity: cases: ${label}: snapshot failed, no end state: ${describeThrown(error)}\n`,
        );
      }
      if (taken) {
        refuseLoneSurrogate({ state }, `the snapshot after ${label}`);
        refuseHugeSnapshot(state, label);
        endState = { schema: ENVIRONMENT_STATE_SCHEMA, state: state as Json };
      }
    }
    return { trajectory, endState, failed, timedOut };
  };

  const planned = cases.length * runs;
  log(
    `agentverity: cases: ${cases.length} case${cases.length === 1 ? '' : 's'} (${options.cases.length} given, ${cases.length - options.cases.length} derived) × ${runs} run${runs === 1 ? '' : 's'} on ${system.kind} ${system.source}` +
      `${system.stateful ? '' : ' (not stateful: no end states are recorded)'}\n`,
  );
  const watch = new AnswerWatch(firstCallsWatched(1, planned));
  const caseRuns: CaseRun[] = [];
  let calls = 0;
  let errors = 0;
  let unanswered: Unanswered | undefined;
  const step = Math.max(1, Math.ceil(planned / 10));
  outer: for (let run = 1; run <= runs; run += 1) {
    for (const c of cases) {
      if (stopped()) break outer;
      const started = now();
      const r = await isolated(c, `case ${c.id} run ${run}`, () => system.call(c.input));
      calls += 1;
      if (r.failed !== null) errors += 1;
      caseRuns.push({
        case: c.id,
        run,
        trajectory: r.trajectory,
        endState: r.endState,
        ms: Math.max(0, Math.round(now() - started)),
      });
      const dead = watch.record(r.failed, r.timedOut && timeoutMs !== null ? timeoutMs : undefined);
      if (dead !== null) {
        unanswered = dead;
        log(
          `agentverity: cases: the system cannot answer: ${describeUnanswered(dead)}; stopping\n`,
        );
        break outer;
      }
      if (caseRuns.length % step === 0 || caseRuns.length === planned) {
        log(`agentverity: cases: ${caseRuns.length}/${planned} runs (${errors} failed)\n`);
      }
    }
  }

  const replays: Replay[] = [];
  let cacheHits = 0;
  const plans = unanswered === undefined ? faultPlans(config.criteria) : [];
  const digests: SystemDigests = options.systemDigests ?? { code: null, config: null };
  // A cache keyed by a version alone would serve a fixed bug's replays again: no code digest, no cache.
  const cache =
    system.version === null ||
    digests.code === null ||
    options.replayCache === undefined ||
    options.replayCache === null
      ? null
      : typeof options.replayCache === 'string'
        ? diskReplayCache(options.replayCache, system.version, digests)
        : options.replayCache(system.version, digests);
  let replayErrors = 0;
  outer2: for (const plan of plans) {
    for (const r of caseRuns) {
      const checkpoint = r.trajectory.calls.findIndex((call) => call.tool === plan.tool);
      if (checkpoint < 0) continue;
      const c = byId.get(r.case);
      if (c === undefined) continue;
      for (const fault of [null, ...plan.faults]) {
        if (stopped()) break outer2;
        const change = fault === null ? null : faultChange(fault, plan.tool);
        const base = {
          case: r.case,
          run: r.run,
          tool: plan.tool,
          callIndex: checkpoint,
          fault,
          version: system.version,
        };
        if (!system.replayable) {
          replayErrors += 1;
          replays.push({
            ...base,
            trajectory: { calls: [], answer: null },
            endState: null,
            error: system.stateful
              ? 'the system is not replayable (it has no replay)'
              : 'the system is not stateful (it has no reset and snapshot), so it cannot replay',
          });
          continue;
        }
        const key = replayKey(c.fingerprint, r.trajectory, checkpoint, change, digests);
        const hit = cache?.get(key) ?? null;
        if (hit !== null) {
          cacheHits += 1;
          replays.push({
            ...base,
            trajectory: hit.trajectory,
            endState: hit.endState,
            cached: true,
          });
          continue;
        }
        const label = `${fault === null ? 'control' : fault} replay of case ${r.case} run ${r.run} at ${plan.tool}`;
        const made = await isolated(c, label, () =>
          system.replay(r.trajectory, { checkpoint, change, input: c.input }),
        );
        calls += 1;
        if (made.failed !== null) {
          replayErrors += 1;
          replays.push({
            ...base,
            trajectory: made.trajectory,
            endState: made.endState,
            error: made.failed,
          });
          continue;
        }
        replays.push({ ...base, trajectory: made.trajectory, endState: made.endState });
        if (made.endState !== null || !system.stateful) {
          cache?.set(key, { trajectory: made.trajectory, endState: made.endState });
        }
      }
    }
  }
  if (replays.length > 0) {
    log(
      `agentverity: cases: ${replays.length} replay${replays.length === 1 ? '' : 's'} (${cacheHits} from the cache, ${replayErrors} failed)\n`,
    );
  }
  const interrupted = stopped();
  const model: CasesEvidenceModel = {
    cases,
    runs: caseRuns,
    replays,
    labels: options.labels ?? [],
    config: runs === config.runs ? config : { ...config, runs },
    complete: !interrupted && unanswered === undefined,
  };
  return {
    model,
    calls,
    errors: errors + replayErrors,
    cacheHits,
    ...(unanswered === undefined ? {} : { unanswered }),
    interrupted,
  };
}

/**
 * Text a system sent that has no UTF-8 form (a lone surrogate: a Python str may
 * hold one, and the shims write it as JSON's \u escape) is refused (exit 2) when
 * it arrives, naming where: the cases evidence could neither be written as UTF-8
 * nor digested, and replacing it would make it compare equal to a U+FFFD.
 */
function refuseLoneSurrogate(sent: Record<string, unknown>, label: string): void {
  const lone = findLoneSurrogate(sent);
  if (lone === null) return;
  const where = lone.path
    .map((p, i) =>
      typeof p === 'number'
        ? `[${p}]`
        : `${i === 0 ? '' : '.'}${p.length > 60 ? `${p.slice(0, 50)}…` : p}`,
    )
    .join('');
  throw new Refusal(
    'cases.system-text',
    `what the system sent for ${label} holds a lone surrogate U+${lone.unit.toString(16).toUpperCase()} (an unpaired \\u escape, which has no UTF-8 form) at ${where}${lone.inKey ? ' (in a key)' : ''}; have the system send whole characters`,
  );
}

/**
 * An end state past the limits (docs/limits.md) is refused (exit 2) when it
 * arrives, naming the limit: the cases evidence that would hold it could not
 * be written or read back (a snapshot of hundreds of MB would end as the
 * engine's "Invalid string length" when the evidence is written).
 */
function refuseHugeSnapshot(state: unknown, label: string): void {
  const breach = measure(state, { bytes: LIMITS.snapshotBytes });
  if (breach === null) return;
  throw new Refusal(
    'cases.snapshot-limit',
    `the system's snapshot after ${label} holds ${breach.message}${breach.path.length === 0 ? '' : ` (at state${breach.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p.length > 60 ? `${p.slice(0, 50)}…` : p}`)).join('')})`}; an end state may be at most ${bytesText(LIMITS.snapshotBytes)} as JSON: snapshot only the world the criteria judge`,
  );
}
