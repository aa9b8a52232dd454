// Issue "Fewest calls, honest error rates, relations judged against the noise":
// the exact method, random allocation, early rejection and relations against the
// measured noise, end to end through the collector and the assessment.
import { describe, expect, it } from 'vitest';
import { functionAgent } from '../../src/agents/index.js';
import { collectEvidence, planCollection } from '../../src/collect/index.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assess, BUILTIN_RELATIONS, parseSuite, type Evidence } from '../../src/core/index.js';
import {
  buildEvidenceFile,
  parseEvidenceFile,
  serialiseEvidenceFile,
} from '../../src/evidence/index.js';

const inputsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ input: `ticket ${i + 1}: my card was charged twice` }));

/** A seeded stream of uniform numbers (the test's own; tests must be repeatable). */
function uniform(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

function roundTrip(evidence: Evidence): Evidence {
  const file = buildEvidenceFile(evidence, {
    tool: { name: 't', version: '0' },
    createdAt: '2026-01-01T00:00:00Z',
    settings: {},
  });
  return parseEvidenceFile(JSON.parse(serialiseEvidenceFile(file)), 'e.json').evidence;
}

describe('the exact method', () => {
  it('certifies on 72 agreeing pairs where Wilson needs 73', async () => {
    const agent = await functionAgent((input: string) => ({ decision: input.slice(0, 8) }));
    const exact = await collectEvidence({ cases: inputsOf(1), method: 'exact' }, agent);
    expect(exact.stats.calls.meter).toBe(144);
    const a = assess(roundTrip(exact.evidence), null, { epsilon: 0.05 });
    expect(a.method).toBe('exact');
    expect(a.meter?.method).toBe('exact');
    expect(a.meter?.call).toBe('deterministic');
    // The same 72 pairs under the Wilson bound are undecided.
    expect(assess(exact.evidence, null, { epsilon: 0.05, method: 'wilson' }).meter?.call).toBe(
      'undecided',
    );
  });
});

describe('random allocation', () => {
  for (const n of [1, 6, 20, 100]) {
    it(`certifies a repeatable agent in 144 calls at n = ${n}`, async () => {
      const agent = await functionAgent((input: string) => ({ decision: `r${input.length % 3}` }));
      const settings = {
        cases: inputsOf(n),
        method: 'exact' as const,
        allocation: 'random' as const,
        seed: 1234,
      };
      const plan = planCollection(settings);
      expect(plan.calls.meter).toBe(144);
      const { evidence, stats } = await collectEvidence(settings, agent);
      expect(stats.calls.total).toBe(144);
      const a = assess(roundTrip(evidence), null, { epsilon: 0.05 });
      expect(a.meter?.call).toBe('deterministic');
      expect(a.meter?.pairs).toBe(72);
      expect(a.allocation?.seed).toBe(1234);
      expect(a.allocation?.exercised).toBe(
        evidence.cases.filter((c) => c.observations.length > 0).length,
      );
      expect(a.allocation?.unexercised.length).toBe(n - (a.allocation?.exercised ?? 0));
    });
  }

  it('refuses evidence whose repeats do not match the draws of its seed', async () => {
    const agent = await functionAgent((_input: string) => ({ decision: 'x' }));
    const { evidence } = await collectEvidence(
      { cases: inputsOf(6), allocation: 'random', seed: 9 },
      agent,
    );
    const edited: Evidence = { ...evidence, allocation: { kind: 'random', seed: 10, pairs: 73 } };
    expect(() => assess(edited, null, { epsilon: 0.05 })).toThrow(/random allocation with seed 10/);
  });
});

describe('early rejection', () => {
  it('calls a clearly unstable agent stochastic within a few calls, and the record replays', async () => {
    const next = uniform(7);
    const agent = await functionAgent((_input: string) => ({ decision: next() < 0.5 ? 'a' : 'b' }));
    const { evidence, stats } = await collectEvidence(
      { cases: inputsOf(6), earlyRejection: true },
      agent,
    );
    expect(stats.calls.meter).toBeLessThan(60);
    expect(evidence.earlyRejection?.rejectedAt).not.toBeNull();
    const a = assess(roundTrip(evidence), null, { epsilon: 0.05 });
    expect(a.meter?.call).toBe('stochastic');
    expect(a.meter?.decidedBy?.rule).toBe('early-rejection');
    // An edited stop is refused.
    const edited: Evidence = {
      ...evidence,
      earlyRejection: {
        ...(evidence.earlyRejection as NonNullable<Evidence['earlyRejection']>),
        rejectedAt: null,
      },
    };
    expect(() => assess(edited, null, { epsilon: 0.05 })).toThrow(/early-rejection record/);
  });

  it('never stops a repeatable agent early, and certification stays at the planned end', async () => {
    const agent = await functionAgent((input: string) => ({ decision: input.slice(-5) }));
    const { evidence, stats } = await collectEvidence(
      { cases: inputsOf(6), earlyRejection: true },
      agent,
    );
    expect(stats.calls.meter).toBe(156);
    expect(assess(evidence, null, { epsilon: 0.05 }).meter?.call).toBe('deterministic');
  });
});

describe('early rejection with per-route repeats', () => {
  const suite = parseSuite(
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../examples/suites/route-targets.json'),
        'utf8',
      ),
    ),
    'route-targets.json',
  );

  it('looks only while every input takes part in the round, and still certifies', async () => {
    const agent = await functionAgent((input: string) => ({
      decision: suite.cases.find((c) => c.input === input)?.expected ?? 'x',
    }));
    const { evidence, plan } = await collectEvidence(
      { cases: [], suite, earlyRejection: true },
      agent,
    );
    const pairs = plan.cases.map((c) => c.repeats / 2);
    expect(new Set(pairs).size).toBeGreaterThan(1);
    expect(evidence.earlyRejection?.lastLook).toBe(Math.min(...pairs) * plan.inputs);
    expect(evidence.earlyRejection?.rejectedAt).toBeNull();
    const a = assess(roundTrip(evidence), suite, { epsilon: 0.05 });
    expect(a.meter?.decidedBy).toMatchObject({ rule: 'early-rejection', rejected: false });
    expect(a.complete).toBe(true);
  });

  it('stops an agent that flips on every input within the first rounds', async () => {
    const next = uniform(3);
    const agent = await functionAgent((_input: string) => ({
      decision: next() < 0.5 ? 'approve' : 'deny',
    }));
    const { evidence, stats, plan } = await collectEvidence(
      { cases: [], suite, earlyRejection: true },
      agent,
    );
    expect(evidence.earlyRejection?.rejectedAt).not.toBeNull();
    expect(stats.calls.meter).toBeLessThan(plan.calls.meter / 4);
    expect(assess(roundTrip(evidence), suite, { epsilon: 0.05 }).meter?.call).toBe('stochastic');
  });
});

describe('relations judged against the measured noise', () => {
  it('does not report the flips of a random-between-two-routes agent as relation violations', async () => {
    const next = uniform(11);
    // Random between two routes on the inputs that mention "twice", deterministic on the rest.
    const agent = await functionAgent((input: string) => ({
      decision:
        /twice/i.test(input) && Number(/\d+/.exec(input)?.[0] ?? 0) % 2 === 0
          ? next() < 0.5
            ? 'refund'
            : 'escalate'
          : 'refund',
    }));
    const { evidence } = await collectEvidence(
      { cases: inputsOf(6), relations: BUILTIN_RELATIONS },
      agent,
    );
    const a = assess(evidence, null, { epsilon: 0.05 });
    expect(a.status).not.toBe('violations');
    expect(a.findings.filter((f) => f.kind === 'relation' && f.gates)).toEqual([]);
    for (const r of a.relations.filter((x) => x.violated > 0)) {
      expect(r.noise?.explained).toBe(true);
    }
  });

  it('still reports an agent whose decision depends on letter case', async () => {
    const next = uniform(5);
    const agent = await functionAgent((input: string) => ({
      // Flips on rerun for input 1 only, and routes upper-case text elsewhere.
      decision: input.includes('ticket 1:')
        ? next() < 0.5
          ? 'a'
          : 'b'
        : input === input.toUpperCase()
          ? 'escalate'
          : 'refund',
    }));
    const { evidence } = await collectEvidence(
      { cases: inputsOf(6), relations: BUILTIN_RELATIONS },
      agent,
    );
    const a = assess(evidence, null, { epsilon: 0.05 });
    const swap = a.relations.find((r) => r.violated >= 5);
    expect(swap).toBeDefined();
    expect(swap?.noise?.explained).toBe(false);
    expect(a.findings.some((f) => f.kind === 'relation' && f.gates)).toBe(true);
  });
});

describe('curtailment under the exact method', () => {
  it('does not stop a 72-pair exact plan at once (Wilson would need 73)', async () => {
    const agent = await functionAgent((input: string) => ({ decision: input.slice(0, 6) }));
    const { evidence, stats } = await collectEvidence(
      { cases: inputsOf(1), method: 'exact', curtail: true, earlyRejection: false },
      agent,
    );
    expect(stats.calls.meter).toBe(144);
    expect(evidence.complete).toBe(true);
    expect(assess(evidence, null, { epsilon: 0.05 }).meter?.call).toBe('deterministic');
  });
});
