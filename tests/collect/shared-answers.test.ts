// Identical answers of one input are recorded as one shared, frozen object, so a
// stable series of k calls holds one observation object, not k (issue 18:
// memory that does not grow with the calls); timed answers keep their own ms.
import { describe, expect, it } from 'vitest';
import { functionAgent } from '../../src/agents/index.js';
import { collectEvidence } from '../../src/collect/index.js';

describe('shared answers', () => {
  it('records identical untimed answers of an input as one frozen object', async () => {
    let n = 0;
    const agent = await functionAgent((input: string) => {
      n += 1;
      // Two alternating answers per input, and one with tools.
      return n % 2 === 0
        ? { decision: 'refund', text: `ok ${input.length}` }
        : { decision: 'refund', text: 'other', tools: ['lookup', 'refund'] };
    });
    const { evidence } = await collectEvidence(
      { cases: [{ input: 'a' }, { input: 'bb' }], k: 8, timeoutMs: 10_000 },
      agent,
    );
    for (const c of evidence.cases) {
      expect(c.observations).toHaveLength(8);
      const distinct = new Set(c.observations);
      expect(distinct.size).toBe(2);
      for (const o of distinct) expect(Object.isFrozen(o)).toBe(true);
    }
    // Not shared across inputs.
    const [a, b] = evidence.cases;
    expect(a!.observations.some((o) => b!.observations.includes(o))).toBe(false);
    // What is recorded is unchanged: every answer as it came.
    expect(evidence.cases[0]!.observations[1]).toEqual({
      decision: 'refund',
      text: 'ok 1',
    });
    expect(evidence.cases[0]!.observations[0]).toEqual({
      decision: 'refund',
      text: 'other',
      tools: ['lookup', 'refund'],
    });
  });

  it('keeps a timed answer its own object (its ms is its own)', async () => {
    const agent = await functionAgent(async (_input: string) => {
      await new Promise((r) => setTimeout(r, 1));
      return { decision: 'refund' };
    });
    const { evidence } = await collectEvidence(
      { cases: [{ input: 'a' }], k: 4, timeoutMs: 10_000 },
      agent,
    );
    const obs = evidence.cases[0]!.observations;
    expect(new Set(obs).size).toBe(4);
    for (const o of obs) expect(typeof o.ms).toBe('number');
  });

  it('tells apart answers that differ only in tools or in text', async () => {
    let n = 0;
    const answers = [
      { decision: 'a', tools: ['t1'], text: 'x' },
      { decision: 'a', tools: ['t1'] },
      { decision: 'a', tools: ['t2'] },
      { decision: 'a', tools: ['t1', 't2'] },
    ];
    const agent = await functionAgent((_input: string) => answers[n++ % answers.length]!);
    const { evidence } = await collectEvidence(
      { cases: [{ input: 'a' }], k: 8, timeoutMs: 10_000, layer: 'tools' },
      agent,
    );
    const obs = evidence.cases[0]!.observations;
    expect(new Set(obs).size).toBe(4);
    expect(obs[4]).toBe(obs[0]);
    expect(obs[6]).toBe(obs[2]);
    expect(obs[2]).not.toBe(obs[1]);
    expect(obs[1]).not.toBe(obs[0]);
  });
});
