import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/assess/index.js';
import { parseSuite } from '../../src/core/contract/index.js';
import { Refusal } from '../../src/core/errors.js';
import {
  buildEvidenceFile,
  parseEvidenceFile,
  parseJsonText,
  readEvidence,
  serialiseEvidenceFile,
} from '../../src/evidence/index.js';
import { ROOT } from '../helpers/cli.js';

const load = (rel: string) => JSON.parse(readFileSync(path.join(ROOT, rel), 'utf8'));
const suiteSchema = new Ajv({ allErrors: true, strict: true }).compile(
  load('schemas/suite.schema.json'),
);

describe('schemas/suite.schema.json', () => {
  it.each([
    'examples/suites/router.json',
    'examples/suites/payment.json',
    'examples/suites/route-targets.json',
  ])('%s validates and parses', (file) => {
    const value = load(file);
    expect(suiteSchema(value)).toBe(true);
    expect(() => parseSuite(value)).not.toThrow();
  });

  it('rejects what the parser rejects at the field level', () => {
    const bad = [
      {
        schema: 'agentverity.decision-suite/v2',
        contract: { allowed: ['a'] },
        cases: [{ input: 'q', expected: 'a' }],
      },
      {
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: [] },
        cases: [{ input: 'q', expected: 'a' }],
      },
      {
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['a'], stability_targets: { a: 1 } },
        cases: [{ input: 'q', expected: 'a' }],
      },
      {
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['a'] },
        cases: [{ input: '   ', expected: 'a' }],
      },
      { schema: 'agentverity.decision-suite/v1', contract: { allowed: ['a'] }, cases: [] },
      {
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['a'], critcal: ['a'] },
        cases: [{ input: 'q', expected: 'a' }],
      },
      {
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['a'] },
        cases: [{ input: 'q', expected: 'a', note: 'x' }],
      },
      {
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['a'] },
        cases: [{ input: 'q', expected: 'a' }],
        stability_targets: {},
      },
    ];
    for (const value of bad) {
      expect(suiteSchema(value)).toBe(false);
      expect(() => parseSuite(value)).toThrow(Refusal);
    }
  });
});

describe('our evidence file round trip', () => {
  it.each(['examples/evidence/router.json', 'examples/evidence/reference-v2.json'])(
    '%s: writing our format and reading it back gives the same assessment',
    async (file) => {
      const { evidence } = await readEvidence(path.join(ROOT, file));
      const text = serialiseEvidenceFile(
        buildEvidenceFile(evidence, {
          tool: { name: 'agentverity-action', version: '0.1.0' },
          createdAt: '2026-11-29T00:00:00.000Z',
          settings: { epsilon: 0.05 },
        }),
      );
      const back = parseEvidenceFile(
        parseJsonText(text, 'round-trip.json'),
        'round-trip.json',
      ).evidence;
      expect(assess(back, null, { epsilon: 0.05 })).toEqual(
        assess(evidence, null, { epsilon: 0.05 }),
      );
    },
  );
});
