// The library's entry point to collection: plan (unless given a plan), collect with
// one Collection, report progress on a timer, stop on the caller's abort signal.
import type { Agent } from '../agents/index.js';
import type { CollectHooks, CollectResult } from './collected.js';
import { Collection } from './collector.js';
import { planCollection, type CollectionPlan, type CollectSettings } from './plan.js';

/**
 * Plan and collect: the library entry point (`run` = this + write evidence +
 * `assess`). Refusals about the settings are thrown before any call; everything
 * after the first call ends in a result with the evidence collected so far
 * (`fatal` says when it stopped on an error). The caller owns the agent and closes it.
 */
export async function collectEvidence(
  settings: CollectSettings | CollectionPlan,
  agent: Agent,
  hooks: CollectHooks = {},
): Promise<CollectResult> {
  const plan =
    'calls' in settings && 'mode' in settings
      ? settings
      : planCollection(
          settings.isolation === undefined && agent.isolation !== null
            ? { ...settings, isolation: agent.isolation }
            : settings,
        );
  hooks.onPlan?.(plan);
  const collection = new Collection(plan, agent, hooks);
  const onAbort = () => collection.stop('interrupted');
  if (hooks.signal?.aborted) collection.stop('interrupted');
  hooks.signal?.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setInterval> | null = null;
  if (hooks.onProgress !== undefined) {
    const report = hooks.onProgress;
    timer = setInterval(() => report(collection.progress()), hooks.progressMs ?? 1000);
    timer.unref?.();
  }
  try {
    const result = await collection.run();
    hooks.onProgress?.(collection.progress());
    return result;
  } finally {
    if (timer !== null) clearInterval(timer);
    hooks.signal?.removeEventListener('abort', onAbort);
  }
}
