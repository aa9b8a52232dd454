import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionAgent } from '../../src/agents/index.js';
import { collectEvidence, planCollection } from '../../src/collect/index.js';
import { assess, BUILTIN_RELATIONS } from '../../src/core/index.js';
import {
  buildEvidenceFile,
  digestOfEvidence,
  evidenceDigest,
  parseEvidenceFile,
  serialiseEvidenceFile,
} from '../../src/evidence/index.js';
import { cli, ROOT } from '../helpers/cli.js';

const inputs = (...xs: string[]) => xs.map((input) => ({ input }));
const META = {
  tool: { name: 'agentverity-action', version: 'test' },
  createdAt: '2026-01-01T00:00:00Z',
  settings: {},
};

describe('a run without the meter (run --no-meter)', () => {
  it('makes one first draw per input, which blindness and the relation sources reuse', async () => {
    const calls: string[] = [];
    const agent = await functionAgent((input: string) => {
      calls.push(input);
      return { decision: input.trim().toLowerCase().startsWith('a') ? 'approve' : 'deny' };
    });
    const { evidence, stats } = await collectEvidence(
      { cases: inputs('aaa', 'bbb'), relations: BUILTIN_RELATIONS, meter: false, k: 7 },
      agent,
    );
    // 2 first draws + 2 changed relations × 2 inputs (case and whitespace), k ignored.
    expect(stats.calls).toMatchObject({ meter: 0, sources: 2, relationSources: 0, total: 6 });
    expect(calls.slice(0, 1)).toEqual(['aaa']);
    expect(evidence.meter).toBe(false);
    expect(evidence.cases.map((c) => c.observations.length)).toEqual([0, 0]);
    const a = assess(evidence, null, { epsilon: 0.05 });
    expect(a.meter).toBeNull();
    expect(a.routes).toBeNull();
    expect(a.blindness).toMatchObject({ inputs: 2, distinct: 2, blind: false });
    expect(a.status).toBe('unmeasured');
    expect(a.calls).toEqual({ total: 6, meter: 0, sources: 2, relations: 4 });
  });

  it('asks each relation its own source when there is no first draw to reuse', () => {
    const plan = planCollection({
      cases: inputs('aaa', 'bbb'),
      relations: BUILTIN_RELATIONS,
      meter: false,
      blindness: false,
    });
    expect(plan.calls).toMatchObject({ meter: 0, sources: 0, relationSources: 4, relations: 4 });
  });

  it('still judges a blind probe set and lists every input, even with no call at all', async () => {
    const agent = await functionAgent((_input: string) => ({ decision: 'deny' }));
    const blind = await collectEvidence({ cases: inputs('a', 'b', 'c'), meter: false }, agent);
    expect(assess(blind.evidence, null, { epsilon: 0.05 }).status).toBe('blind');
    const none = await collectEvidence(
      { cases: inputs('a', 'b'), meter: false, blindness: false },
      agent,
    );
    expect(none.stats.calls.total).toBe(0);
    expect(none.evidence.cases).toHaveLength(2);
    expect(assess(none.evidence, null, { epsilon: 0.05 })).toMatchObject({
      status: 'unmeasured',
      blindness: null,
      inputFingerprints: none.evidence.cases.map((c) => c.fingerprint),
    });
  });

  it('round-trips through our file; the flags are covered by the digest; repeats are refused', async () => {
    const agent = await functionAgent((input: string) => ({ decision: input }));
    const { evidence } = await collectEvidence(
      { cases: inputs('x', 'y'), meter: false, blindness: false },
      agent,
    );
    const file = buildEvidenceFile(evidence, META);
    const back = parseEvidenceFile(JSON.parse(serialiseEvidenceFile(file)));
    expect(back.evidence.meter).toBe(false);
    expect(back.evidence.blindness).toBe(false);
    expect(digestOfEvidence(evidence, {})).toBe(evidenceDigest(file));
    const { meter: _m, blindness: _b, ...plain } = evidence;
    expect(digestOfEvidence(plain, {})).not.toBe(evidenceDigest(file));
    // A file claiming the meter was on must hold repeats.
    expect(() =>
      parseEvidenceFile({ ...JSON.parse(serialiseEvidenceFile(file)), meter: true }),
    ).toThrow(/expected at least one observation/);
    const withRepeats = {
      ...evidence,
      cases: evidence.cases.map((c) => ({
        ...c,
        observations: [{ decision: 'x' }, { decision: 'x' }],
      })),
    };
    expect(() => assess(withRepeats, null, { epsilon: 0.05 })).toThrow(/meter was not run/);
  });

  it('is a CLI flag that refuses the meter-only flags before any call', async () => {
    const agent = path.join(ROOT, 'examples/agents/router.mjs');
    const seeds = path.join(ROOT, 'examples/agents/tickets.txt');
    const refused = await cli('run', '--agent', agent, '--inputs', seeds, '--no-meter', '--k', '4');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /--k: shapes the meter's repeats, but the meter is left out \(--no-meter\)/,
    );
    const r = await cli('run', '--agent', agent, '--inputs', seeds, '--no-meter', '--quiet');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^NO VERDICT MEASURED/);
    expect(r.stdout).toMatch(/5 distinct decisions/);
  });
});
