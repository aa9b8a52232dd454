import { describe, expect, it } from 'vitest';
import { scoreBlindnessKeys } from '../../../src/core/blindness/index.js';
import { keyOfLabel, keyOfTools } from '../../../src/core/observation/index.js';
import { Refusal } from '../../../src/core/errors.js';

const k = (...labels: string[]) => labels.map(keyOfLabel);

describe('blindness', () => {
  it('is blind exactly at the threshold (9 of 10 at 0.9) and not below it', () => {
    const nine = scoreBlindnessKeys(k(...Array(9).fill('allow'), 'block'), 'verdict');
    expect(nine).toMatchObject({
      blind: true,
      skew: 0.9,
      distinct: 2,
      majority: 'd:allow',
      majorityCount: 9,
    });
    const eight = scoreBlindnessKeys(k(...Array(8).fill('allow'), 'block', 'deny'), 'verdict');
    expect(eight).toMatchObject({ blind: false, skew: 0.8, distinct: 3 });
  });

  it('gives a tie to the decision seen first', () => {
    expect(scoreBlindnessKeys(k('b', 'a', 'a', 'b'), 'verdict').majority).toBe('d:b');
    expect(scoreBlindnessKeys(k('c', 'b', 'a'), 'verdict').majority).toBe('d:c');
  });

  it('a single input is always blind; threshold 1 needs every input to agree', () => {
    expect(scoreBlindnessKeys(k('a'), 'verdict').blind).toBe(true);
    expect(scoreBlindnessKeys(k('a', 'a', 'a', 'b'), 'verdict', 1).blind).toBe(false);
  });

  it('counts tool paths as whole sequences', () => {
    const b = scoreBlindnessKeys(
      [keyOfTools(['search']), keyOfTools(['search', 'refund'])],
      'tools',
    );
    expect(b.distinct).toBe(2);
  });

  it('refuses an empty list and a threshold outside (0, 1]', () => {
    expect(() => scoreBlindnessKeys([], 'verdict')).toThrow(Refusal);
    expect(() => scoreBlindnessKeys(k('a'), 'verdict', 0)).toThrow(Refusal);
    expect(() => scoreBlindnessKeys(k('a'), 'verdict', 1.5)).toThrow(Refusal);
  });
});
