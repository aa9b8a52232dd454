import { type Agent } from '../agents/index.js';
import { type CollectionPlan, type PlanShard, type CollectResult, type Seeds } from '../collect/index.js';
import { type DecisionSuite, type Relation } from '../core/index.js';
import { type Interrupted } from '../errors.js';
import { type EvidenceFileHead } from '../evidence/index.js';
export { describePlan } from './live-plan.js';
import { type AppIo } from './ports.js';
import { type Settings } from './settings.js';
/** A finished collection whose evidence file is on disk, ready to be assessed or admitted. */
export interface CollectedRun {
    readonly kind: 'collected';
    readonly result: CollectResult;
    /** The evidence file as written, without its cases (they are in `result.evidence`). */
    readonly file: EvidenceFileHead;
    /** The evidence digest (DESIGN.md §5), computed as the file was written. */
    readonly digest: string;
    /** Where the evidence was written, as given. */
    readonly evidencePath: string;
    /** The settings recorded in the evidence and the report. */
    readonly settings: Readonly<Record<string, unknown>>;
    readonly epsilon: number;
    readonly blindnessThreshold: number;
    /** The suite to assess with; null without one, or when some of its cases were not collected. */
    readonly suite: DecisionSuite | null;
    /** The suite named by the settings, whether or not all its cases were collected. */
    readonly seedSuite: DecisionSuite | null;
    /**
     * The shard this run collected, or null for a whole run. A shard's evidence is
     * one part of a run: assess it merged with the other shards (docs/sharding.md).
     */
    readonly shard: PlanShard | null;
}
/** `dryRun`: the plan, made before any agent was loaded. */
export interface PlannedRun {
    readonly kind: 'planned';
    readonly plan: CollectionPlan;
}
export interface LiveRunOptions {
    /** Stop after the plan, before loading the agent. */
    readonly dryRun?: boolean;
    /** Checks made on the plan before any call (the snapshot pre-check). */
    readonly beforeCalls?: (plan: CollectionPlan) => void;
    /** This run owns the process: SIGINT/SIGTERM and an agent's process.exit are handled. */
    readonly ownsProcess?: boolean;
    /** Aborting it works like Ctrl-C. */
    readonly signal?: AbortSignal;
    /** An agent the caller made (the library's test entry point): called instead of one the settings name. */
    readonly agent?: Agent;
    /** The inputs, given as values instead of an `inputs` or `suite` file. */
    readonly seeds?: Seeds;
}
/** A live run's plan and what it was made from, before any agent is loaded. */
export interface LivePlan {
    readonly plan: CollectionPlan;
    readonly seeds: Seeds;
    readonly relations: readonly Relation[];
    readonly epsilon: number;
    readonly blindnessThreshold: number;
    /** The settings the plan was made from: the given ones, with a random allocation's seed chosen. */
    readonly settings: Settings;
}
/**
 * The plan a live run with these settings makes, before any agent is loaded:
 * `run --dry-run`, the plan printed before a run's first call and `plan --suite`
 * are this one plan. Every setting it uses is checked here (refusals before any call).
 */
export declare function planLive(asked: Settings, cwd: string, inline?: Seeds): Promise<LivePlan>;
/**
 * Collect evidence from the agent as the settings say and write it: the part of
 * `run` before the assessment. The settings must have passed checkSettings.
 * Returns the plan alone for a dry run, and `Interrupted` when Ctrl-C (or a
 * cancelled job) stopped the calls: the evidence so far is then written and
 * nothing is assessed.
 */
export declare function collectLive(given: Settings, io: AppIo, options?: LiveRunOptions): Promise<CollectedRun | PlannedRun | Interrupted>;
