import type { Agent, AgentDiagnostics } from '../agents/index.js';
import type { CurtailStop, Evidence } from '../core/index.js';
import type { CollectionPlan } from './plan.js';
import { type Unanswered } from './health.js';
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
export declare function collectedResult(s: CollectedState): CollectResult;
