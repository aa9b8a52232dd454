import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestOf, evidenceDigest, settingsDigest } from '../../src/evidence/digest.js';
import { buildEvidenceFile, type EvidenceFile } from '../../src/evidence/run-evidence-file.js';
import { SAMPLE } from './sample.js';
import { refusalOf } from './helpers.js';

const sha = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const META = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  createdAt: '2026-07-28T14:32:43Z',
  settings: { repeats: 3, epsilon: 0.05 },
};

describe('digests', () => {
  it('hash the RFC 8785 canonical JSON', () => {
    // Canonical form: keys sorted by UTF-16 code units, no spaces, shortest numbers.
    expect(digestOf({ b: 1.0, a: [true, null, 'é'] })).toBe(sha('{"a":[true,null,"é"],"b":1}'));
    expect(digestOf({ n: 1e21, m: 0.1 })).toBe(sha('{"m":0.1,"n":1e+21}'));
    expect(settingsDigest({ repeats: 2, layer: 'verdict' })).toBe(
      'ca1bee9a20d399a55808ddf08a244f43cc573e13c9be1b1358c2a3a1b38ca9d4',
    );
  });

  it('do not depend on key order', () => {
    expect(digestOf({ a: 1, b: { c: 2, d: 3 } })).toBe(digestOf({ b: { d: 3, c: 2 }, a: 1 }));
    expect(settingsDigest({ x: 1, y: 2 })).toBe(settingsDigest({ y: 2, x: 1 }));
  });

  it('refuse values that are not plain JSON', () => {
    expect(refusalOf(() => digestOf(Number.NaN)).code).toBe('digest.unrepresentable');
    expect(refusalOf(() => digestOf(undefined)).code).toBe('digest.unrepresentable');
  });

  describe('evidence digest', () => {
    const file = buildEvidenceFile(SAMPLE, META);

    it('is stable under key order', () => {
      const reordered = JSON.parse(
        JSON.stringify(file, Object.keys(file).reverse().concat(allKeys(file).sort().reverse())),
      ) as EvidenceFile;
      expect(Object.keys(reordered)[0]).toBe('cases');
      expect(evidenceDigest(reordered)).toBe(evidenceDigest(file));
    });

    it('covers exactly settings, suite, layer, isolation and cases', () => {
      const d = evidenceDigest(file);
      expect(d).toBe(
        digestOf({
          cases: file.cases,
          isolation: file.isolation,
          layer: file.layer,
          settings: file.settings,
          suite: file.suite,
        }),
      );
      // Outside the digest: when, with what tool, provenance, shard, completeness.
      const other = buildEvidenceFile(
        { ...SAMPLE, provenance: { other: true }, complete: true },
        {
          ...META,
          createdAt: '2030-01-01T00:00:00Z',
          tool: { name: 't', version: '9' },
          shard: { index: 1, count: 2 },
        },
      );
      expect(evidenceDigest(other)).toBe(d);
      // Inside: settings, suite, layer, isolation.
      expect(
        evidenceDigest(
          buildEvidenceFile(SAMPLE, { ...META, settings: { repeats: 4, epsilon: 0.05 } }),
        ),
      ).not.toBe(d);
      expect(
        evidenceDigest(buildEvidenceFile(SAMPLE, { ...META, suiteDigest: 'b'.repeat(64) })),
      ).not.toBe(d);
      expect(evidenceDigest(buildEvidenceFile({ ...SAMPLE, layer: 'text' }, META))).not.toBe(d);
      expect(evidenceDigest(buildEvidenceFile({ ...SAMPLE, isolation: 'unknown' }, META))).not.toBe(
        d,
      );
    });

    it('changes when one observation changes', () => {
      const [first, second] = SAMPLE.cases;
      if (first === undefined || second === undefined) throw new Error('sample');
      const changed = {
        ...SAMPLE,
        cases: [
          first,
          { ...second, observations: [second.observations[0]!, { decision: 'billing' }] },
        ],
      };
      expect(evidenceDigest(buildEvidenceFile(changed, META))).not.toBe(evidenceDigest(file));
      // Order of observations matters too: pairs are formed in collection order.
      const swapped = {
        ...SAMPLE,
        cases: [first, { ...second, observations: [...second.observations].reverse() }],
      };
      expect(evidenceDigest(buildEvidenceFile(swapped, META))).not.toBe(evidenceDigest(file));
    });
  });
});

function allKeys(value: unknown, out = new Set<string>()): string[] {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      allKeys(v, out);
    }
  }
  return [...out];
}
