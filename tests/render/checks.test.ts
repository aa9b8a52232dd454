// The findings as checks (src/render/checks.ts).
import { describe, expect, it } from 'vitest';
import { assess, type Evidence, type EvidenceCase } from '../../src/core/index.js';
import { checksOf } from '../../src/render/checks.js';
/** Six inputs whose decision alternates on every call, and one relation that changed a decision. */
function flippingWithViolation(): Evidence {
  const cases: EvidenceCase[] = Array.from({ length: 6 }, (_, i) => ({
    fingerprint: `${i}`.padStart(64, '0'),
    observations: Array.from({ length: 40 }, (_, k) => ({
      decision: k % 2 === 0 ? `a${i}` : `b${i}`,
    })),
    relations: [
      {
        name: 'case-invariance',
        type: 'invariant' as const,
        followupFingerprint: `f${i}`.padStart(64, '0'),
        changed: true,
        observation: { decision: i === 0 ? 'other' : `a${i}` },
        outcome: i === 0 ? ('violated' as const) : ('held' as const),
      },
    ],
  }));
  return {
    layer: 'verdict',
    isolation: 'fresh-session',
    provenance: {},
    cases,
    complete: true,
    relations: [{ name: 'case-invariance', type: 'invariant' }],
  };
}

describe('checksOf', () => {
  it('judges a violation on inputs that flip on rerun against the measured noise', () => {
    // Every repeat pair flips, so one disagreeing relation pair is what the noise predicts.
    const a = assess(flippingWithViolation(), null, { epsilon: 0.05 });
    expect(a.status).toBe('stochastic');
    const relation = checksOf(a).find((c) => c.name === 'relation case-invariance');
    expect(relation?.outcome).toBe('caution');
    expect(relation?.gates).toBe(false);
    expect(relation?.message).toContain('within the measured noise');
    expect(a.relations[0]?.noise?.explained).toBe(true);
  });
});

describe('checksOf on an incomplete run', () => {
  it('the blindness of the inputs left after failures is a caution that says why it does not gate', () => {
    const ok = (fp: string, n: number): EvidenceCase => ({
      fingerprint: fp.padStart(64, '0'),
      observations: Array.from({ length: n }, () => ({ decision: 'a' })),
    });
    const failed = (fp: string): EvidenceCase => ({
      fingerprint: fp.padStart(64, '0'),
      observations: [{ error: 'boom' }],
    });
    const a = assess(
      {
        layer: 'verdict',
        isolation: 'fresh-session',
        provenance: {},
        cases: [failed('1'), failed('2'), ok('3', 20)],
        complete: true,
        relations: [],
      },
      null,
      { epsilon: 0.05 },
    );
    expect(a.status).toBe('incomplete');
    const blind = checksOf(a).find((c) => c.id === 'blindness')!;
    expect(blind).toMatchObject({ outcome: 'caution', gates: false, exitCode: 0 });
    expect(blind.message).toContain('so it does not gate: the run is incomplete');
  });
});
