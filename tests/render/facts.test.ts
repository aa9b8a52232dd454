// The facts every gate report shows (src/render/facts.ts): the shared wording of
// figures, the contract rows and the note for a suite not applied.
import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/index.js';
import {
  capitalise,
  contractRows,
  interval,
  intervalName,
  suiteNotAppliedNote,
  tolerance,
} from '../../src/render/facts.js';
import type { ReportMeta } from '../../src/render/meta.js';
import { evidenceOf, times } from '../helpers/evidence.js';

describe('the wording of figures', () => {
  it('writes a tolerance as a percentage, with a decimal only below 1%', () => {
    expect(tolerance(0.05)).toBe('5%');
    expect(tolerance(0.005)).toBe('0.5%');
  });

  it('writes an interval as a bracketed pair and names the rule that made it', () => {
    expect(interval(0.355, 0.823)).toBe('[0.355, 0.823]');
    expect(intervalName('exact')).toBe('exact Clopper–Pearson');
    expect(intervalName('wilson')).toBe('Wilson');
    expect(capitalise('route a')).toBe('Route a');
  });
});

describe('contractRows', () => {
  it('has no rows when no contract was applied', () => {
    const a = assess(evidenceOf([{ input: 'a', obs: times('x', 20) }]), null, { epsilon: 0.05 });
    expect(contractRows(a)).toEqual([]);
  });
});

describe('suiteNotAppliedNote', () => {
  it('names the suite whose contract was not applied, and is null otherwise', () => {
    const digest = 'ab'.repeat(32);
    const meta = { suiteNotApplied: digest } as unknown as ReportMeta;
    expect(suiteNotAppliedNote(meta)).toContain(`decision suite ${digest.slice(0, 12)}`);
    expect(suiteNotAppliedNote(null)).toBeNull();
    expect(suiteNotAppliedNote({} as ReportMeta)).toBeNull();
  });
});
