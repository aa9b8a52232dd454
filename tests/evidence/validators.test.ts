// The evidence validators are compiled ahead of time (validators.generated.js):
// the checked-in file is what the generator makes from the schemas now, so a
// schema change without regenerating fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { v1, v2 } from '../../src/evidence/validators.generated.js';
import { validatorsSource } from '../../src/evidence/validators-source.js';

describe('precompiled evidence validators', () => {
  it('are current with src/evidence/schema.ts (regenerate: npx tsx scripts/evidence-validators.ts)', () => {
    const file = fileURLToPath(
      new URL('../../src/evidence/validators.generated.js', import.meta.url),
    );
    expect(readFileSync(file, 'utf8')).toBe(validatorsSource());
  });

  it('count code points as JSON Schema minLength does, and report verbose errors', () => {
    // An empty decision label is too short; one astral character is long enough.
    const file = (decision: string) => ({
      cases: [{ fingerprint: 'x', observations: [{ decision }] }],
    });
    expect(v1(file(''))).toBe(false);
    const tooShort = (v1.errors ?? []).find((e) => e.keyword === 'minLength');
    expect(tooShort?.instancePath).toBe('/cases/0/observations/0/decision');
    expect(tooShort?.data).toBe('');
    v1(file('😀'));
    expect((v1.errors ?? []).some((e) => e.instancePath.endsWith('/decision'))).toBe(false);
    expect(v2({ schema: 'agentverity-action/evidence@2' })).toBe(false);
  });
});
