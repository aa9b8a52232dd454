import type { Agent } from '../agents/index.js';
import type { CollectHooks, CollectResult } from './collected.js';
import { type CollectionPlan, type CollectSettings } from './plan.js';
/**
 * Plan and collect: the library entry point (`run` = this + write evidence +
 * `assess`). Refusals about the settings are thrown before any call; everything
 * after the first call ends in a result with the evidence collected so far
 * (`fatal` says when it stopped on an error). The caller owns the agent and closes it.
 */
export declare function collectEvidence(settings: CollectSettings | CollectionPlan, agent: Agent, hooks?: CollectHooks): Promise<CollectResult>;
