// The budget is the whole bill: every agent call (meter, first draws, relation
// sources, relations) counts against it, and no run makes more calls than it says.
import { describe, expect, it } from 'vitest';
import { functionAgent } from '../../src/agents/index.js';
import { collectEvidence, planCollection } from '../../src/collect/index.js';
import { BUILTIN_RELATIONS, parseSuite } from '../../src/core/index.js';
import { expectNoFlag, refusalOf, refusalOfAsync } from '../helpers/refusal.js';

/** Six inputs the built-in relations change (case and whitespace): two relation calls each. */
const SIX = [
  'Refund my order',
  'Where is my parcel',
  'Reset my password',
  'Cancel my plan',
  'Talk to a person',
  'Update my address',
].map((input) => ({ input }));

async function countingAgent(answer: (input: string) => unknown = () => 'same') {
  const count = { calls: 0 };
  const agent = await functionAgent((input: string) => {
    count.calls += 1;
    return answer(input) as string;
  });
  return { agent, count };
}

describe('the budget covers every call', () => {
  it('budget 24, 6 inputs, relations on: never more than 24 agent calls', async () => {
    const { agent, count } = await countingAgent();
    const settings = { cases: SIX, budget: 24, relations: BUILTIN_RELATIONS };
    const plan = planCollection(settings);
    // 12 relation calls leave the meter 12: k = 2 (before, k = 4 and 36 calls in all).
    expect(plan.calls).toMatchObject({ meter: 12, relations: 12, total: 24 });
    expect(plan.k).toBe(2);
    const { stats } = await collectEvidence(settings, agent);
    expect(count.calls).toBeLessThanOrEqual(24);
    expect(count.calls).toBe(stats.calls.total);
  });

  it('without call reuse the first draws and relation sources count too', async () => {
    const { agent, count } = await countingAgent();
    const settings = { cases: SIX, budget: 60, relations: BUILTIN_RELATIONS, reuse: false };
    const plan = planCollection(settings);
    // 6 first draws + 12 relation sources + 12 relations = 30, leaving the meter 30: k = 4.
    expect(plan.calls).toMatchObject({
      meter: 24,
      sources: 6,
      relationSources: 12,
      relations: 12,
      total: 54,
    });
    await collectEvidence(settings, agent);
    expect(count.calls).toBe(54);
  });

  it('refuses a given k whose plan exceeds the budget before any call, with the calls per phase and the k that fits', async () => {
    const { agent, count } = await countingAgent();
    const error = await refusalOfAsync(
      collectEvidence({ cases: SIX, k: 4, budget: 24, relations: BUILTIN_RELATIONS }, agent),
    );
    expect(count.calls).toBe(0);
    expect(error.code).toBe('collect.over-budget');
    expect(error.setting).toBe('budget');
    expect(error.message).toBe(
      'k = 4 needs 36 calls (meter 24 + relations 12), more than the budget of 24 calls in all; k = 2 fits (24 calls), or raise the budget to 36',
    );
    expect(error.data).toMatchObject({
      budget: 24,
      meterCalls: 24,
      relationCalls: 12,
      totalCalls: 36,
      minimumBudget: 36,
      fitsK: 2,
      fitsCalls: 24,
    });
    expectNoFlag(error);
  });

  it('refuses a budget that cannot pay for two repeats of every input plus the other calls', () => {
    const error = refusalOf(() =>
      planCollection({ cases: SIX, budget: 20, relations: BUILTIN_RELATIONS }),
    );
    expect(error.code).toBe('collect.over-budget');
    expect(error.message).toMatch(
      /^the smallest plan \(6 inputs × 2 repeats\) needs 24 calls \(meter 12 \+ relations 12\), more than the budget of 20 calls in all; raise the budget to at least 24 \(or run fewer relations\)$/,
    );
    expect(error.data).toMatchObject({ minimumBudget: 24, fitsK: null });
  });

  it('caps sequential rounds at what the budget leaves after the relations', async () => {
    const { agent, count } = await countingAgent();
    // 8 inputs: 16 relation calls; a budget of 100 leaves the meter 84, i.e. 5 whole rounds of 16 calls.
    const cases = [...SIX, { input: 'Close my account' }, { input: 'Change my email' }];
    const settings = { cases, budget: 100, sequential: true, relations: BUILTIN_RELATIONS };
    const plan = planCollection(settings);
    expect(plan.meterBudget).toBe(84);
    expect(plan.calls).toMatchObject({ meter: 80, relations: 16, total: 96, atMost: true });
    const { stats } = await collectEvidence(settings, agent);
    expect(stats.sequential?.reason).toBe('budget');
    expect(stats.calls.meter).toBe(80);
    expect(count.calls).toBe(96);
    expect(count.calls).toBeLessThanOrEqual(100);
  });

  it('fits a suite without targets in the budget with a uniform k, and refuses declared targets that do not fit', () => {
    const suite = (targets: Record<string, number>) =>
      parseSuite({
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['a', 'b', 'c'], stability_targets: targets },
        cases: SIX.map((c, i) => ({ input: c.input, expected: 'abc'[i % 3] })),
      });
    const plain = planCollection({
      cases: [],
      suite: suite({}),
      budget: 100,
      relations: BUILTIN_RELATIONS,
    });
    expect(plain.routePlans).toBeNull();
    expect(plain.calls.total).toBeLessThanOrEqual(100);
    expect(plain.k).toBe(14); // (100 - 12) / 6, rounded down to even
    expect(plain.warnings[0]).toMatch(/routes cannot all be certified/);
    const error = refusalOf(() =>
      planCollection({
        cases: [],
        suite: suite({ a: 0.1 }),
        budget: 100,
        relations: BUILTIN_RELATIONS,
      }),
    );
    expect(error.code).toBe('collect.route-budget');
    expect(error.message).toMatch(
      /^the per-route plan needs 380 calls \(meter 368 \+ relations 12\), more than the budget of 100 calls in all/,
    );
    expect(error.data).toMatchObject({ totalCalls: 380, plannedCalls: 380, budget: 100 });
  });

  it('makes no call the plan did not count when an input has no source for its relations', async () => {
    // Every call on this input fails, so reuse has nothing to reuse: the relations
    // are errors without a call (before, each asked the unchanged input again).
    const { agent, count } = await countingAgent((input) => {
      if (input === 'Cancel my plan') throw new Error('down');
      return 'same';
    });
    const settings = { cases: SIX, budget: 24, relations: BUILTIN_RELATIONS };
    const { evidence, stats } = await collectEvidence(settings, agent);
    expect(count.calls).toBeLessThanOrEqual(24);
    const failed = evidence.cases.find((c) => c.input === 'Cancel my plan');
    expect(failed?.observations).toEqual([{ error: 'down', reason: 'runtime_error' }]);
    const changed = failed?.relations?.filter((r) => r.changed) ?? [];
    expect(changed).toHaveLength(2);
    expect(changed.every((r) => r.outcome === 'error' && r.observation === undefined)).toBe(true);
    expect(stats.calls.relationSources).toBe(0);
    // The failed call is the one error; the relations it left without a source are not more.
    expect(stats.errors).toBe(1);
  });
});
