import { describe, expect, it } from 'vitest';
import { planCollection, routesAboveK } from '../../src/collect/index.js';
import { BUILTIN_RELATIONS, defineRelation, isRefusal, parseSuite } from '../../src/core/index.js';
import { expectNoFlag, refusalOf } from '../helpers/refusal.js';

const cases = (n: number) => Array.from({ length: n }, (_, i) => ({ input: `case ${i}` }));

describe('planCollection', () => {
  it('plans k as the reference does (6 inputs at 0.05 → 26; with a budget of 78 → 12)', () => {
    expect(planCollection({ cases: cases(6), epsilon: 0.05 }).k).toBe(26);
    expect(planCollection({ cases: cases(6), epsilon: 0.05, budget: 78 }).k).toBe(12);
    expect(planCollection({ cases: cases(1), epsilon: 0.05 }).k).toBe(146);
    // Settings read from JSON: null is not given, so k and the budget are planned as if absent.
    const fromJson = JSON.parse('{"k": null, "budget": null, "epsilon": null}') as object;
    expect(planCollection({ cases: cases(6), ...fromJson }).k).toBe(26);
  });

  it('counts n·(k + r) calls with reuse and n·(k + 1 + 2r) without; skipped relations cost nothing', () => {
    // "aaa" is unchanged by normalisation and tool selection; case and whitespace change it.
    const reuse = planCollection({
      cases: [{ input: 'aaa' }, { input: 'bbb' }],
      k: 4,
      relations: BUILTIN_RELATIONS,
    });
    expect(reuse.calls).toMatchObject({
      meter: 8,
      sources: 0,
      relationSources: 0,
      relations: 4,
      total: 12,
    });
    expect(reuse.relationsSkipped).toBe(4);
    const independent = planCollection({
      cases: [{ input: 'aaa' }, { input: 'bbb' }],
      k: 4,
      relations: BUILTIN_RELATIONS,
      reuse: false,
    });
    expect(independent.calls).toMatchObject({
      meter: 8,
      sources: 2,
      relationSources: 4,
      relations: 4,
      total: 18,
    });
  });

  it('works out each follow-up before any call; a failing transform is an error, not a call', () => {
    const broken = defineRelation({
      name: 'broken',
      type: 'directional',
      transform: () => {
        throw new Error('nope');
      },
      check: () => true,
    });
    const plan = planCollection({ cases: cases(2), k: 2, relations: [broken] });
    expect(plan.relationErrors).toBe(2);
    expect(plan.calls.relations).toBe(0);
    expect(plan.cases[0]?.followups[0]?.error).toMatch(/nope/);
  });

  it('refuses duplicate inputs, sequential with k, and sequential with curtail', () => {
    expect(() => planCollection({ cases: [{ input: 'a' }, { input: 'a' }] })).toThrow(
      /repeated: "a"/,
    );
    const withK = refusalOf(() => planCollection({ cases: cases(1), k: 4, sequential: true }));
    expect(withK).toMatchObject({ code: 'collect.sequential-k', setting: 'k', where: undefined });
    expect(withK.message).toMatch(/leave out k/);
    const both = refusalOf(() =>
      planCollection({ cases: cases(1), sequential: true, curtail: true }),
    );
    expect(both).toMatchObject({ code: 'collect.sequential-curtail', setting: 'curtail' });
    expect(both.message).toMatch(/one stopping rule/);
    const parallel = refusalOf(() =>
      planCollection({ cases: cases(1), sequential: true, parallelRepeats: true }),
    );
    expect(parallel).toMatchObject({
      code: 'collect.sequential-parallel',
      setting: 'parallelRepeats',
    });
    for (const r of [withK, both, parallel]) expectNoFlag(r);
  });

  it('refuses a setting out of range by its key, with the bound as data', () => {
    const k = refusalOf(() => planCollection({ cases: cases(2), k: 1 }));
    expect(k).toMatchObject({ code: 'collect.settings', setting: 'k', data: { min: 2 } });
    expect(k.message).toBe('expected a whole number >= 2, got 1');
    const policy = refusalOf(() =>
      planCollection({ cases: cases(2), errorPolicy: 'ignore' as 'record' }),
    );
    expect(policy).toMatchObject({ code: 'collect.settings', setting: 'errorPolicy' });
    const meterOff = refusalOf(() =>
      planCollection({ cases: cases(2), meter: false, sequential: true }),
    );
    expect(meterOff).toMatchObject({ code: 'collect.meter-off', setting: 'sequential' });
    expect(meterOff.message).toMatch(/^sequential stopping shapes the meter's repeats/);
  });

  it('warns when the endpoint cannot certify even if every pair agrees', () => {
    const plan = planCollection({ cases: cases(6), k: 24 });
    expect(plan.pairs).toBe(72);
    expect(plan.warnings[0]).toMatch(/72 pairs cannot certify 0.05.*k = 26/);
  });

  it('refuses a curtailed run whose endpoint could never certify', () => {
    const error = refusalOf(() => planCollection({ cases: cases(6), k: 24, curtail: true }));
    expect(isRefusal(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'collect.curtail-infeasible',
      setting: 'k',
      data: { pairsNeeded: 73, suggestedK: 26 },
    });
    expect(error.message).toMatch(/raise k to at least 26/);
    expectNoFlag(error);
    const ok = planCollection({ cases: cases(6), k: 26, curtail: true });
    expect(ok.curtail).toEqual([{ route: null, endpointPairs: 78, epsilon: 0.05 }]);
    expect(ok.calls.atMost).toBe(true);
  });

  it('plans repeats per route when the suite declares stability targets, and curtails per target', () => {
    const suite = parseSuite({
      schema: 'agentverity.decision-suite/v1',
      contract: { allowed: ['a', 'b'], stability_targets: { a: 0.1 } },
      cases: [
        { input: 'one', expected: 'a' },
        { input: 'two', expected: 'b' },
      ],
    });
    const plan = planCollection({ cases: [], suite, epsilon: 0.05, k: 2, curtail: true });
    expect(plan.cases.map((c) => c.repeats)).toEqual([70, 146]);
    // The given k = 2 is the floor, not what either route gets: the plan says so.
    expect(routesAboveK(plan)).toEqual([
      { decision: 'a', repeats: 70 },
      { decision: 'b', repeats: 146 },
    ]);
    expect(plan.warnings).toEqual([
      "k = 2 was given, but the suite's stability targets need more repeats: routes a (70), b (146) get more than k repeats per case (k is the floor on every route)",
    ]);
    // A k every route's target is met with is what every route gets: nothing to say.
    const enough = planCollection({ cases: [], suite, epsilon: 0.05, k: 146 });
    expect(enough.cases.map((c) => c.repeats)).toEqual([146, 146]);
    expect(routesAboveK(enough)).toEqual([]);
    expect(enough.warnings).toEqual([]);
    // Without a k nothing was raised.
    expect(routesAboveK(planCollection({ cases: [], suite, epsilon: 0.05 }))).toEqual([]);
    expect(plan.curtail).toEqual([
      { route: null, endpointPairs: 108, epsilon: 0.05 },
      { route: 'a', endpointPairs: 35, epsilon: 0.1 },
    ]);
  });

  it('plans repeats per route for a suite without targets (as plan --suite does); a given k is uniform and the short routes are named', () => {
    const suite = parseSuite({
      schema: 'agentverity.decision-suite/v1',
      contract: { allowed: ['a', 'b', 'c'] },
      cases: ['a', 'a', 'b', 'b', 'c', 'c'].map((expected, i) => ({
        input: `case ${i}`,
        expected,
      })),
    });
    // Before: the pooled k = 26 for all six, and every route 47 pairs short of 73.
    const planned = planCollection({ cases: [], suite, epsilon: 0.05 });
    expect(planned.cases.map((c) => c.repeats)).toEqual([74, 74, 74, 74, 74, 74]);
    expect(planned.calls.meter).toBe(444);
    expect(planned.routePlans?.map((r) => r.calls)).toEqual([148, 148, 148]);
    expect(planned.k).toBe(74);
    expect(planned.warnings).toEqual([]);
    const given = planCollection({ cases: [], suite, epsilon: 0.05, k: 26 });
    expect(given.routePlans).toBeNull();
    expect(given.calls.meter).toBe(156);
    expect(given.warnings[0]).toBe(
      'routes a (26 of 73), b (26 of 73), c (26 of 73) get fewer pairs than their targets need, so they can at best be undecided even if every pair agrees; leave k out to plan repeats per route',
    );
  });

  it('plans sequential checkpoints at whole rounds and the most calls they may take', () => {
    const plan = planCollection({
      cases: cases(5),
      epsilon: 0.05,
      sequential: true,
      costPerCall: 0.01,
    });
    expect(plan.sequential?.checkpoints).toEqual([20, 40, 55, 75]);
    expect(plan.calls.meter).toBe(150);
    expect(plan.calls.atMost).toBe(true);
    expect(plan.cost).toBeCloseTo(1.5, 10);
  });
});

describe('fastFingerprint', () => {
  it('equals the core fingerprint, and refuses a lone surrogate the same way', async () => {
    const { fastFingerprint } = await import('../../src/collect/plan.js');
    const { inputFingerprint } = await import('../../src/core/index.js');
    for (const text of ['', 'café', 'e\u0301', '😀 emoji', '\u0000nul', 'a'.repeat(1000)]) {
      expect(fastFingerprint(text)).toBe(inputFingerprint(text));
    }
    expect(() => fastFingerprint('x\uD800')).toThrow(/lone surrogate/);
  });

  it('gives an unchanged follow-up the case’s own fingerprint', () => {
    const plan = planCollection({ cases: [{ input: 'aaa' }], k: 2, relations: BUILTIN_RELATIONS });
    const c = plan.cases[0]!;
    expect(c.followups[0]).toMatchObject({ changed: false, fingerprint: c.fingerprint });
    expect(c.followups[1]?.fingerprint).not.toBe(c.fingerprint);
  });
});
