// What a collection gives back (CollectResult: the evidence, its stats, the plan,
// and the fatal error when it stopped on one), the hooks and progress it reports
// through, and the one function that builds the Evidence and stats from the state
// a collection ended in (collectedResult). Pure: the elapsed time is passed in.
import type { Agent, AgentDiagnostics } from '../agents/index.js';
import type { CurtailStop, Evidence, EvidenceCase } from '../core/index.js';
import type { CollectionPlan } from './plan.js';
import { describeUnanswered, type Unanswered } from './health.js';
import type { SequentialOutcome } from './schedule.js';
import type { Clock } from './timing.js';
import type { SteadySeriesSharer } from '../evidence/intern.js';
import type { CaseState } from './series.js';

/**
 * Why collection ended before its plan was done: a signal, curtailment, an error
 * (error policy `raise`, or a fault of ours), or the agent could not answer any
 * of its first calls (`Unanswered`).
 */
export type StopReason = 'interrupted' | 'curtailed' | 'error' | 'agent-unavailable';

export interface CollectHooks {
  /** Milliseconds, monotonic; default performance.now. */
  readonly now?: Clock;
  /** Aborting it stops collection: calls in flight are abandoned, the evidence is marked incomplete. */
  readonly signal?: AbortSignal;
  /** Called every `progressMs` (default 1000) while collecting, and once at the end. */
  readonly onProgress?: (progress: CollectProgress) => void;
  readonly progressMs?: number;
  /** Called once with the plan, before the first call. */
  readonly onPlan?: (plan: CollectionPlan) => void;
}

export interface CollectProgress {
  readonly phase: 'meter' | 'relations' | 'done';
  readonly callsDone: number;
  readonly callsPlanned: number;
  /** callsPlanned is a ceiling (sequential or curtailed runs may stop sooner). */
  readonly atMost: boolean;
  readonly pairs: number;
  readonly flips: number;
  readonly errors: number;
  /** Calls that ran past the per-call timeout (counted in callsDone and errors too). */
  readonly timedOut: number;
  readonly elapsedMs: number;
}

export interface CurtailmentReport {
  readonly stop: CurtailStop;
  /** Calls the plan had left when the run stopped. */
  readonly callsAvoided: number;
}

export interface CollectStats {
  readonly calls: {
    readonly total: number;
    readonly meter: number;
    /** Independent first draws (only without call reuse). */
    readonly sources: number;
    readonly relationSources: number;
    readonly relations: number;
  };
  readonly errors: number;
  readonly pairs: number;
  readonly flips: number;
  readonly elapsedMs: number;
  readonly stopReason?: StopReason;
  readonly curtailment?: CurtailmentReport;
  readonly sequential?: SequentialOutcome;
  /** Set when the run stopped because its first calls all failed. */
  readonly unanswered?: Unanswered;
  readonly agent: AgentDiagnostics;
}

export interface CollectResult {
  /** Always present: what was collected, marked incomplete when it stopped early. */
  readonly evidence: Evidence;
  readonly stats: CollectStats;
  readonly plan: CollectionPlan;
  /**
   * Set when collection stopped on an error: error policy `raise`, a fault of our
   * own, or an agent that could not answer its first calls (`stats.unanswered`).
   */
  readonly fatal?: {
    readonly message: string;
    readonly caseIndex?: number;
    readonly cause?: unknown;
  };
}

/** The calls made so far, by phase, and what they gave. */
export interface CallCounts {
  meter: number;
  sources: number;
  relationSources: number;
  relations: number;
  errors: number;
  pairs: number;
  flips: number;
  timedOut: number;
}

/** The state a collection ended in, as collectedResult reads it. */
export interface CollectedState {
  readonly plan: CollectionPlan;
  readonly agent: Agent;
  readonly cases: readonly CaseState[];
  readonly steady: SteadySeriesSharer;
  readonly counts: CallCounts;
  readonly halted: StopReason | null;
  readonly unanswered: Unanswered | null;
  readonly curtailStop: CurtailStop | null;
  readonly sequentialOutcome: SequentialOutcome | null;
  readonly drawsUsed: number;
  readonly rejectedAt: number | null;
  readonly elapsedMs: number;
  readonly fatal: CollectResult['fatal'];
}

/** The evidence and stats of a collection that ended in state `s`. */
export function collectedResult(s: CollectedState): CollectResult {
  const cases: EvidenceCase[] = [];
  for (const c of s.cases) {
    const observations = c.observations.series(s.steady);
    // With the meter on, an input that was never reached is left out; without it
    // every input is listed (its first draw and relations may be all there is).
    // Random allocation keeps every input: its draws are replayed over all of them.
    if (s.plan.settings.meter && observations.length === 0 && s.plan.allocation === null) continue;
    cases.push({
      input: c.plan.input,
      fingerprint: c.plan.fingerprint,
      ...(c.plan.expected === undefined ? {} : { expected: c.plan.expected }),
      observations,
      ...(c.relationsRun ? { relations: c.relations } : {}),
      ...(c.source === null ? {} : { source: c.source }),
    });
  }
  const counts = s.counts;
  const total = counts.meter + counts.sources + counts.relationSources + counts.relations;
  const stopReason = s.halted ?? undefined;
  // The evidence names why it stopped; an agent that could not answer, with its error and count.
  const evidenceStop =
    s.unanswered !== null
      ? `the agent cannot answer: ${describeUnanswered(s.unanswered)}`
      : stopReason;
  const curtailment: CurtailmentReport | undefined =
    s.curtailStop === null
      ? undefined
      : { stop: s.curtailStop, callsAvoided: Math.max(0, s.plan.calls.total - total) };
  const provenance: Record<string, unknown> = {
    collector: 'agentverity run',
    agent: { kind: s.agent.kind, label: s.agent.label },
    mode: s.plan.mode,
    k: s.plan.k,
    ...(s.sequentialOutcome === null ? {} : { sequentialRounds: s.sequentialOutcome.rounds }),
    ...(curtailment === undefined
      ? {}
      : { curtailment: { ...curtailment.stop, callsAvoided: curtailment.callsAvoided } }),
    ...(s.unanswered === null
      ? {}
      : {
          unanswered: {
            calls: s.unanswered.calls,
            errors: s.unanswered.errors.map((e) => ({ ...e })),
          },
        }),
  };
  const evidence: Evidence = {
    layer: s.plan.layer,
    isolation: s.plan.isolation,
    provenance,
    cases,
    complete: stopReason === undefined,
    ...(evidenceStop === undefined ? {} : { stopReason: evidenceStop }),
    relations: s.plan.settings.relations.map((r) => ({ name: r.name, type: r.type })),
    ...(s.plan.settings.meter ? {} : { meter: false }),
    ...(s.plan.settings.blindness ? {} : { blindness: false }),
    ...(s.plan.settings.meter ? { method: s.plan.method } : {}),
    ...(s.plan.allocation === null
      ? {}
      : {
          allocation: {
            kind: 'random' as const,
            seed: s.plan.allocation.seed,
            pairs: s.drawsUsed,
          },
        }),
    ...(s.plan.earlyRejection === null
      ? {}
      : {
          earlyRejection: {
            ...s.plan.earlyRejection,
            rejectedAt: s.rejectedAt,
          },
        }),
    ...(s.sequentialOutcome === null || s.plan.sequential === null
      ? {}
      : {
          sequential: {
            rule: 'declared-checkpoint' as const,
            epsilon: s.plan.sequential.epsilon,
            alpha: s.plan.sequential.alpha,
            looks: s.plan.sequential.looks,
            budget: null,
            inputs: s.plan.inputs,
            checkpoints: [...s.plan.sequential.checkpoints],
            call: s.sequentialOutcome.call,
            pairs: s.sequentialOutcome.pairs,
          },
        }),
  };
  const stats: CollectStats = {
    calls: {
      total,
      meter: counts.meter,
      sources: counts.sources,
      relationSources: counts.relationSources,
      relations: counts.relations,
    },
    errors: counts.errors,
    pairs: counts.pairs,
    flips: counts.flips,
    elapsedMs: s.elapsedMs,
    ...(stopReason === undefined ? {} : { stopReason }),
    ...(curtailment === undefined ? {} : { curtailment }),
    ...(s.sequentialOutcome === null ? {} : { sequential: s.sequentialOutcome }),
    ...(s.unanswered === null ? {} : { unanswered: s.unanswered }),
    agent: s.agent.diagnostics?.() ?? {},
  };
  return {
    evidence,
    stats,
    plan: s.plan,
    ...(s.fatal === undefined ? {} : { fatal: s.fatal }),
  };
}
