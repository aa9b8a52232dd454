// Reading evidence shares equal observations of a case (k identical answers are
// one object in memory), and a merge part keeps its file's head, not its
// observations a second time (issue 18: merging shards in bounded memory).
import { describe, expect, it } from 'vitest';
import {
  buildEvidenceFile,
  parseEvidenceFile,
  partFileOf,
  serialiseEvidenceFile,
} from '../../src/evidence/index.js';
import { inputFingerprint as fp } from '../../src/core/fingerprint.js';
import {
  ObservationSharer,
  sameObservation,
  SteadySeriesSharer,
} from '../../src/evidence/intern.js';
import { SAMPLE } from './sample.js';

const META = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  createdAt: '2026-07-28T14:32:43Z',
  settings: { k: 4 },
};

describe('shared observations', () => {
  it('reads equal observations of a case as one frozen object, unequal ones apart', () => {
    const evidence = {
      ...SAMPLE,
      cases: [
        {
          ...SAMPLE.cases[0]!,
          errors: 0,
          observations: [
            { decision: 'refund', text: 't' },
            { decision: 'refund', text: 't' },
            { decision: 'refund', text: 't', ms: 3 },
            { decision: { noDecision: 'refused' as const } },
            { decision: { noDecision: 'refused' as const } },
            { decision: 'refund', text: 't', tools: ['a'] },
            { decision: 'refund', text: 't' },
          ],
        },
      ],
    };
    const text = serialiseEvidenceFile(buildEvidenceFile(evidence, META));
    const read = parseEvidenceFile(JSON.parse(text)).evidence;
    const obs = read.cases[0]!.observations;
    expect(obs).toEqual(evidence.cases[0]!.observations);
    expect(obs[1]).toBe(obs[0]);
    expect(obs[6]).toBe(obs[0]);
    expect(obs[4]).toBe(obs[3]);
    expect(obs[2]).not.toBe(obs[0]);
    expect(obs[5]).not.toBe(obs[0]);
    expect(Object.isFrozen(obs[0])).toBe(true);
  });

  it('compares every field of an observation', () => {
    const base = { decision: 'a', text: 'x', tools: ['t'], ms: 1, error: 'e' };
    expect(sameObservation(base, { ...base, tools: ['t'] })).toBe(true);
    for (const change of [
      { decision: 'b' },
      { decision: { noDecision: 'refused' as const } },
      { text: 'y' },
      { tools: ['u'] },
      { tools: ['t', 'u'] },
      { ms: 2 },
      { error: 'f' },
    ]) {
      expect(sameObservation(base, { ...base, ...change })).toBe(false);
    }
  });

  it('stops sharing beyond a few distinct observations, keeping each as it came', () => {
    const sharer = new ObservationSharer();
    const made = Array.from({ length: 20 }, (_, i) => ({ decision: `d${i}` }));
    const given = made.map((o) => sharer.share(o));
    expect(given).toEqual(made);
    expect(sharer.share({ decision: 'd0' })).toBe(given[0]);
    const late = { decision: 'd19' };
    expect(sharer.share(late)).toBe(late);
  });

  it('keeps a merge part to the file head and each case fingerprint and position', () => {
    const positions = new Map(SAMPLE.cases.map((c, i) => [c.fingerprint, i]));
    const file = buildEvidenceFile(SAMPLE, {
      ...META,
      shard: { index: 1, count: 1, inputs: SAMPLE.cases.length },
      positions,
    });
    const part = partFileOf(file);
    expect(part.cases).toEqual(
      file.cases.map((c) => ({ fingerprint: c.fingerprint, position: c.position })),
    );
    expect(part.settingsDigest).toBe(file.settingsDigest);
    expect(part.shard).toEqual(file.shard);
    expect(JSON.stringify(part)).not.toContain('observations');
  });
});

describe('steady series shared across inputs', () => {
  const steadyOf = (o: object, n: number) => {
    const frozen = Object.freeze({ ...o });
    return Array.from({ length: n }, () => frozen);
  };

  it('gives one frozen array for every steady series of an equal answer and length', () => {
    const sharer = new SteadySeriesSharer();
    const a = sharer.share(steadyOf({ decision: 'refund' }, 38));
    const b = sharer.share(steadyOf({ decision: 'refund' }, 38));
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toEqual(Array.from({ length: 38 }, () => ({ decision: 'refund' })));
    // Another length, decision, text, tools, no-decision or error: another array.
    for (const [o, n] of [
      [{ decision: 'refund' }, 37],
      [{ decision: 'billing' }, 38],
      [{ decision: 'refund', text: '' }, 38],
      [{ decision: 'refund', tools: [] }, 38],
      [{ decision: { noDecision: 'refused' } }, 38],
      [{ decision: 'nrefused' }, 38],
      [{ error: 'down' }, 38],
    ] as const) {
      const other = sharer.share(steadyOf(o, n));
      expect(other).not.toBe(a);
      expect(other).toEqual(steadyOf(o, n));
    }
  });

  it('leaves every other series as it is', () => {
    const sharer = new SteadySeriesSharer();
    const o = Object.freeze({ decision: 'a' });
    const flipping = [o, Object.freeze({ decision: 'b' }), o];
    expect(sharer.share(flipping)).toBe(flipping);
    // Equal but separate objects, an unfrozen object, a single call: not steady by identity.
    const separate = [Object.freeze({ decision: 'a' }), Object.freeze({ decision: 'a' })];
    expect(sharer.share(separate)).toBe(separate);
    const open = { decision: 'a' };
    const unfrozen = [open, open];
    expect(sharer.share(unfrozen)).toBe(unfrozen);
    const one = [o];
    expect(sharer.share(one)).toBe(one);
    const long = steadyOf({ decision: 'a', text: 'x'.repeat(257) }, 4);
    expect(sharer.share(long)).toBe(long);
  });

  it('keeps a bounded number of series, then gives the rest back as they came', () => {
    const sharer = new SteadySeriesSharer();
    for (let i = 0; i < 64; i++) sharer.share(steadyOf({ decision: `d${i}` }, 4));
    const late = steadyOf({ decision: 'late' }, 4);
    expect(sharer.share(late)).toBe(late);
    const again = steadyOf({ decision: 'd0' }, 4);
    expect(sharer.share(again)).not.toBe(again);
  });

  it('reads steady inputs of a file as one shared series, flipping ones apart', () => {
    const evidence = {
      ...SAMPLE,
      relations: [],
      cases: ['one', 'two', 'three'].map((input, i) => ({
        input,
        fingerprint: fp(input),
        observations: Array.from({ length: 6 }, (_, k) => ({
          decision: i === 2 && k === 3 ? 'billing' : 'refund',
        })),
      })),
    };
    const text = serialiseEvidenceFile(buildEvidenceFile(evidence, META));
    const read = parseEvidenceFile(JSON.parse(text)).evidence;
    expect(read.cases.map((c) => c.observations)).toEqual(
      evidence.cases.map((c) => c.observations),
    );
    expect(read.cases[1]!.observations).toBe(read.cases[0]!.observations);
    expect(read.cases[2]!.observations).not.toBe(read.cases[0]!.observations);
  });
});
