import { describe, expect, it } from 'vitest';
import { textWithinLimits } from '../../src/app/limited-text.js';
import { refusalOf } from '../evidence/helpers.js';

describe('textWithinLimits: the writer refuses what its reader would', () => {
  it('passes a value within the limits through its serialiser', () => {
    expect(textWithinLimits({ a: 1 }, 'e.json', 'cases evidence', () => '{"a":1}\n')).toBe(
      '{"a":1}\n',
    );
  });
  it('refuses a value past a limit (file.limit), naming the file and the place', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const r = refusalOf(() =>
      textWithinLimits({ runs: [deep] }, 'out.json', 'cases evidence', () => 'never'),
    );
    expect(r.code).toBe('file.limit');
    expect(r.message).toMatch(/^out\.json: the cases evidence cannot be written: .*512 levels/);
  });
  it('turns the engine’s "Invalid string length" into the limit', () => {
    const r = refusalOf(() =>
      textWithinLimits({}, 'b.json', 'bench evidence', () => {
        throw new RangeError('Invalid string length');
      }),
    );
    expect(r.code).toBe('file.limit');
    expect(r.message).toBe(
      'b.json: the bench evidence cannot be written: it is more than 256 MiB as JSON, over the limit of its reader (docs/limits.md), so nothing was written',
    );
  });
});
