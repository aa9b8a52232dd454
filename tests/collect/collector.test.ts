import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionAgent, type Agent } from '../../src/agents/index.js';
import {
  collectEvidence,
  DeadlineSweeper,
  RateLimiter,
  type CollectSettings,
} from '../../src/collect/index.js';
import { assess, BUILTIN_RELATIONS, parseSuite, type Observation } from '../../src/core/index.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/agents');
const inputs = (...xs: string[]) => xs.map((input) => ({ input }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('collectEvidence', () => {
  it('records every call in collection order with relations, and assesses like the reference', async () => {
    const agent = await functionAgent((input: string) => ({
      decision: input.startsWith('a') ? 'x' : 'y',
    }));
    const { evidence, stats } = await collectEvidence(
      { cases: inputs('aaa', 'bbb'), k: 2, epsilon: 0.5, relations: BUILTIN_RELATIONS },
      agent,
    );
    expect(stats.calls).toEqual({
      total: 8,
      meter: 4,
      sources: 0,
      relationSources: 0,
      relations: 4,
    });
    expect(evidence.complete).toBe(true);
    expect(evidence.cases.map((c) => c.observations.map((o) => o.decision))).toEqual([
      ['x', 'x'],
      ['y', 'y'],
    ]);
    expect(evidence.cases[0]?.relations?.map((r) => r.outcome)).toEqual([
      'skipped',
      'violated', // "AAA" does not start with a
      'violated', // nor does "\naaa  "
      'skipped',
    ]);
    expect(evidence.relations.map((r) => r.name)).toEqual(BUILTIN_RELATIONS.map((r) => r.name));
    expect(assess(evidence, null, { epsilon: 0.5 }).status).toBe('undecided');
  });

  it('draws blindness its own call and asks the unchanged input again for every relation without reuse', async () => {
    let calls = 0;
    const agent = await functionAgent((input: string) => {
      calls++;
      return input;
    });
    const { stats, evidence } = await collectEvidence(
      { cases: inputs('aaa', 'bbb', 'ccc'), k: 4, relations: BUILTIN_RELATIONS, reuse: false },
      agent,
    );
    // The reference's accounting: n·(k + 1 + 2r) = 3·4 + 3 + 2·(2 changed relations × 3 inputs) = 27.
    expect(calls).toBe(12 + 3 + 6 + 6);
    expect(stats.calls.sources).toBe(3);
    expect(stats.calls.relationSources).toBe(6);
    expect(evidence.cases.every((c) => c.source?.text === c.input)).toBe(true);
    const changed = evidence.cases.flatMap((c) => c.relations ?? []).filter((r) => r.changed);
    expect(changed.every((r) => r.source !== undefined)).toBe(true);
    expect(assess(evidence, null, { epsilon: 0.5 }).calls).toEqual({
      total: 27,
      meter: 12,
      sources: 3,
      relations: 12,
    });
  });

  it('records throws, rejections, garbage and hangs as that call failing, ends that series, and goes on', async () => {
    const mod = (await import(path.join(FIXTURES, 'misbehaving.mjs'))) as Record<
      string,
      (i: string) => unknown
    >;
    const agent = await functionAgent((input: string) =>
      input.startsWith('t')
        ? mod.throws!(input)
        : input.startsWith('r')
          ? mod.rejects!(input)
          : input.startsWith('g')
            ? mod.garbage!(input)
            : mod.hangs!(input),
    );
    const { evidence, stats } = await collectEvidence(
      {
        // The first input answers, so the run is not stopped as an agent that cannot answer.
        cases: inputs('fine', 't boom', 'r boom', 'g undef', 'g obj', 'h hang'),
        k: 2,
        timeoutMs: 40,
      },
      agent,
    );
    const errors = evidence.cases.map((c) => c.observations[0]?.error ?? null);
    expect(errors[0]).toBeNull();
    expect(errors[1]).toMatch(/boom on t boom/);
    expect(errors[2]).toBe('async boom');
    expect(errors[3]).toMatch(/returned undefined/);
    expect(errors[4]).toMatch(/decision must be/);
    expect(errors[5]).toBe('timed out after 40 ms');
    // Each failing series ends at its first failed call.
    expect(evidence.cases.map((c) => c.observations.length)).toEqual([2, 1, 1, 1, 1, 1]);
    expect(stats.errors).toBe(5);
    expect(evidence.complete).toBe(true); // every call was made; assess calls it incomplete
    expect(assess(evidence, null, { epsilon: 0.05 }).status).toBe('incomplete');
  });

  it('stops at the first failure under the raise policy and keeps what was collected', async () => {
    const agent = await functionAgent((input: string) => {
      if (input === 'b') throw new Error('down');
      return 'ok';
    });
    const result = await collectEvidence(
      { cases: inputs('a', 'b', 'c'), k: 2, errorPolicy: 'raise' },
      agent,
    );
    expect(result.fatal?.message).toBe('input 2: down');
    expect(result.evidence.complete).toBe(false);
    expect(result.evidence.stopReason).toBe('error');
    expect(result.evidence.cases.map((c) => c.input)).toEqual(['a', 'b']);
  });

  it('stops on an abort: calls in flight are recorded as failed, the evidence is marked interrupted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const agent = await functionAgent(async (_input: string) => {
      calls++;
      if (calls === 3) setTimeout(() => controller.abort(), 0); // while this call is in flight
      await sleep(5);
      return { decision: 'a' };
    });
    const { evidence, stats } = await collectEvidence(
      { cases: inputs('a', 'b', 'c'), k: 4 },
      agent,
      { signal: controller.signal },
    );
    expect(stats.stopReason).toBe('interrupted');
    expect(evidence.complete).toBe(false);
    expect(evidence.stopReason).toBe('interrupted');
    expect(evidence.cases).toHaveLength(1);
    expect(evidence.cases[0]?.observations.at(-1)?.error).toMatch(/interrupted/);
  });

  it('curtails once even all-agreeing pairs cannot certify, never admitting early', async () => {
    let n = 0;
    const agent = await functionAgent((_input: string) => ({
      decision: n++ % 2 === 0 ? 'a' : 'b',
    }));
    const { evidence, stats } = await collectEvidence(
      { cases: inputs('p', 'q', 'r', 's', 't', 'u'), k: 26, curtail: true },
      agent,
    );
    // 78 pairs at 0.05: one flip already makes the best case Wilson(1, 78).high ≥ 0.05.
    expect(stats.curtailment?.stop).toMatchObject({
      atPair: 1,
      flips: 1,
      pairs: 1,
      endpointPairs: 78,
    });
    expect(stats.calls.total).toBe(2);
    expect(stats.curtailment?.callsAvoided).toBe(156 - 2);
    expect(evidence.complete).toBe(false);
    expect(evidence.stopReason).toBe('curtailed');
    expect(evidence.provenance.curtailment).toMatchObject({ atPair: 1, callsAvoided: 154 });
  });

  it('runs distinct inputs concurrently while each input’s repeats stay in order', async () => {
    let active = 0;
    let peak = 0;
    const seq = new Map<string, number>();
    const agent = await functionAgent(async (input: string) => {
      active++;
      peak = Math.max(peak, active);
      const i = (seq.get(input) ?? 0) + 1;
      seq.set(input, i);
      await sleep(2);
      active--;
      return { decision: 'd', text: String(i) };
    });
    const { evidence } = await collectEvidence(
      { cases: inputs('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), k: 4, maxWorkers: 4 },
      agent,
    );
    expect(peak).toBe(4);
    for (const c of evidence.cases)
      expect(c.observations.map((o) => o.text)).toEqual(['1', '2', '3', '4']);
  });

  it('runs the repeats of one input at once with parallelRepeats, keeping slot order', async () => {
    let active = 0;
    let peak = 0;
    // An agent with no parameter would be read as a factory; say it is the agent.
    const agent = await functionAgent(
      async () => {
        active++;
        peak = Math.max(peak, active);
        await sleep(2);
        active--;
        return 'same';
      },
      { factory: false },
    );
    const { evidence, stats } = await collectEvidence(
      { cases: inputs('only'), k: 6, maxWorkers: 3, parallelRepeats: true },
      agent,
    );
    expect(peak).toBe(3);
    expect(evidence.cases[0]?.observations).toHaveLength(6);
    expect(stats.pairs).toBe(3);
  });

  it('calls a factory per call under fresh-instance isolation', async () => {
    let made = 0;
    const agent = await functionAgent(
      () => {
        made++;
        return (_input: string) => 'x';
      },
      { factory: true },
    );
    await collectEvidence({ cases: inputs('a'), k: 4, isolation: 'fresh-instance' }, agent);
    expect(made).toBe(1 + 4);
  });

  it('replays the recorded promptfoo series sequentially: stochastic at 54 pairs, 18 calls per case', async () => {
    const data = JSON.parse(readFileSync(path.join(FIXTURES, 'promptfoo-series.json'), 'utf8')) as {
      cases: { input: string; answers: string[] }[];
    };
    const served = new Map<string, number>();
    const answers = new Map(data.cases.map((c) => [c.input, c.answers]));
    const agent = await functionAgent((input: string) => {
      const i = served.get(input) ?? 0;
      served.set(input, i + 1);
      return { decision: answers.get(input)![i] };
    });
    const suite = parseSuite(
      JSON.parse(readFileSync(path.join(FIXTURES, 'payment-suite.json'), 'utf8')),
    );
    const settings: CollectSettings = { cases: [], suite, epsilon: 0.05, sequential: true };
    const { evidence, stats } = await collectEvidence(settings, agent);
    expect(stats.sequential).toMatchObject({ call: 'stochastic', pairs: 54, rounds: 9 });
    expect([...served.values()]).toEqual([18, 18, 18, 18, 18, 18]);
    expect(stats.flips).toBe(8);
    expect(evidence.sequential).toMatchObject({
      rule: 'declared-checkpoint',
      call: 'stochastic',
      pairs: 54,
      inputs: 6,
    });
    expect(evidence.complete).toBe(true);
    // The assessment recomputes the call from the pairs in round order.
    const assessed = assess(evidence, suite, { epsilon: 0.05 });
    expect(assessed.meter?.decidedBy).toEqual({ rule: 'declared-checkpoint', pairs: 54 });
    expect(assessed.meter?.call).toBe('stochastic');
    // An edited record is refused rather than trusted.
    const edited = {
      ...evidence,
      sequential: { ...evidence.sequential!, call: 'deterministic' as const },
    };
    expect(() => assess(edited, suite, { epsilon: 0.05 })).toThrow(/edited or damaged/);
  });

  it('reports progress and the plan through hooks', async () => {
    const agent: Agent = {
      kind: 'fake',
      label: 'fake',
      isolation: null,
      call: (input: string): Observation => ({ text: input, verdict: 'v', tools: [] }),
      close: async () => undefined,
    };
    const seen: number[] = [];
    let planned = 0;
    await collectEvidence({ cases: inputs('a', 'b'), k: 2 }, agent, {
      onPlan: (p) => (planned = p.calls.total),
      onProgress: (p) => seen.push(p.callsDone),
    });
    expect(planned).toBe(4);
    expect(seen.at(-1)).toBe(4);
  });
});

describe('timing helpers', () => {
  it('sweeps only deadlines that are due', () => {
    let t = 0;
    const sweeper = new DeadlineSweeper(100, () => t);
    const expired: number[] = [];
    sweeper.add(1, 0, () => expired.push(1));
    sweeper.add(2, 50, () => expired.push(2));
    t = 120;
    sweeper.sweep();
    expect(expired).toEqual([1]);
    t = 150;
    sweeper.sweep();
    expect(expired).toEqual([1, 2]);
    sweeper.close();
  });

  it('spaces call starts at the shared rate', () => {
    let t = 0;
    const rate = new RateLimiter(10, () => t);
    expect([rate.reserve(), rate.reserve(), rate.reserve()]).toEqual([0, 100, 200]);
    t = 1000;
    expect(rate.reserve()).toBe(0);
  });
});

describe('steady series (issue 18: memory that does not grow with the repeats)', () => {
  it('holds one series for every steady input with an equal answer, and assesses as separate copies do', async () => {
    let calls = 0;
    const agent = await functionAgent((input: string) =>
      input.startsWith('flip') ? { decision: ++calls % 3 === 0 ? 'b' : 'a' } : { decision: 'a' },
    );
    const { evidence } = await collectEvidence(
      { cases: inputs('one', 'two', 'three', 'flip four'), k: 40, relations: BUILTIN_RELATIONS },
      agent,
    );
    const [one, two, three, flip] = evidence.cases;
    expect(two?.observations).toBe(one?.observations);
    expect(three?.observations).toBe(one?.observations);
    expect(Object.isFrozen(one?.observations)).toBe(true);
    expect(flip?.observations).not.toBe(one?.observations);
    expect(one?.observations).toHaveLength(40);
    // Shared arrays and their identity change nothing an assessment says.
    const copies = structuredClone(evidence);
    expect(assess(evidence, null, { epsilon: 0.05 })).toEqual(
      assess(copies, null, { epsilon: 0.05 }),
    );
  });
});
