// Fuzzing the evidence readers: our `agentverity-action/evidence@1` and the
// reference's `agentverity.evidence/v2`, read with `readEvidence` as `assess
// --evidence` reads them, then assessed, digested and rendered. See harness.ts
// for the contract each input is held to.
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/core/errors.js';
import { readEvidence, readEvidencePart, type ReadEvidence } from '../../src/evidence/index.js';
import { wholeReadAsPart } from '../evidence/helpers.js';
import { failureReport, fuzz, SHARED } from './harness.js';
import { documentInputs, fieldValue, loadSeeds } from './inputs.js';
import { assessAndRender, FIXTURES, fixOurEvidence } from './pipeline.js';

const at = (...parts: string[]) => path.join(FIXTURES, ...parts);
const shared = (...parts: string[]) => path.join(SHARED, 'data', ...parts);

const OURS = loadSeeds([
  at('evidence/ours-minimal.json'),
  ...[
    'blind',
    'contract-missing-route',
    'incomplete',
    'noise-exact',
    'payment',
    'stable',
    'undecided-violation',
    'unmeasured',
    'vacuous',
  ].map((n) => at('reports', `${n}.evidence.json`)),
  path.join(FIXTURES, '../../examples/evidence/router.json'),
]);

const REFERENCE = loadSeeds([
  at('evidence/reference-imported.json'),
  at('evidence/bom.json'),
  at('evidence/crlf.json'),
  at('evidence/duplicate-keys.json'),
  at('evidence/wrong-types.json'),
  path.join(FIXTURES, '../../examples/evidence/reference-v2.json'),
  shared('imported_evidence.json'),
  shared('reference/docs/evidence/agentkit/evidence-gpt4o_mini.json'),
  shared('reference/docs/evidence/agentkit/evidence-nova.json'),
  shared('reference/examples/production_stack/results/agentcore-canary.json'),
]);

const FOREIGN = loadSeeds([
  at('importers/promptfoo/normal.json'),
  at('importers/inspect/one-epoch.json'),
  at('reports/payment-suite.json'),
  at('evidence/ours-v3.json'),
]);

const layer = fc.constantFrom('verdict', 'text', 'tools', 'route');
const observation = fc.oneof(
  fc.constantFrom('a', 'b', '', ' ', '\ud800'),
  fc.record(
    { decision: fc.oneof(fc.string(), fc.record({ noDecision: fc.string() })) },
    { requiredKeys: [] },
  ),
  fc.record({ noDecision: fc.constantFrom('refused', 'runtime_error', 'x') }),
  fc.jsonValue({ maxDepth: 2 }),
);
const ourShaped = fc
  .record(
    {
      tool: fieldValue(fc.record({ name: fc.string(), version: fc.string() })),
      createdAt: fieldValue(fc.constant('2026-07-28T14:32:43Z')),
      layer: fieldValue(layer),
      isolation: fieldValue(fc.constantFrom('fresh-session', 'unknown')),
      provenance: fieldValue(),
      settings: fieldValue(fc.dictionary(fc.string(), fc.jsonValue())),
      settingsDigest: fieldValue(fc.stringMatching(/^[0-9a-f]{64}$/)),
      suite: fieldValue(fc.constant(null)),
      shard: fieldValue(fc.record({ index: fc.integer(), count: fc.integer() })),
      allocation: fieldValue(
        fc.record({
          kind: fc.constantFrom('per-input', 'random'),
          seed: fc.jsonValue(),
          pairs: fc.jsonValue(),
        }),
      ),
      complete: fieldValue(fc.boolean()),
      relations: fieldValue(fc.array(fc.record({ name: fc.string(), type: fc.string() }))),
      cases: fieldValue(
        fc.array(
          fc.record(
            {
              input: fieldValue(fc.string()),
              fingerprint: fieldValue(fc.stringMatching(/^[0-9a-f]{64}$/)),
              expected: fieldValue(fc.string()),
              errors: fieldValue(fc.integer()),
              observations: fieldValue(fc.array(observation, { maxLength: 6 })),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 4 },
        ),
      ),
    },
    { requiredKeys: [] },
  )
  .map((v) => ({ schema: 'agentverity-action/evidence@1', ...v }));

const referenceShaped = fc
  .record(
    {
      layer: fieldValue(layer),
      isolation: fieldValue(fc.constantFrom('fresh-session', 'unknown')),
      provenance: fieldValue(),
      cases: fieldValue(
        fc.array(
          fc.record(
            {
              input: fieldValue(fc.string()),
              expected: fieldValue(fc.string()),
              errors: fieldValue(fc.integer()),
              observations: fieldValue(fc.array(observation, { maxLength: 6 })),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 4 },
        ),
      ),
    },
    { requiredKeys: [] },
  )
  .map((v) => ({ schema: 'agentverity.evidence/v2', ...v }));

function after(read: ReadEvidence): void {
  assessAndRender(read.evidence, null, read.file?.settings ?? {});
}

describe('fuzzing the evidence readers', () => {
  it('our evidence: every input is read or refused with its place', async () => {
    const { stats, failures } = await fuzz({
      name: 'evidence-ours',
      runs: { ci: 500, full: 16_000 },
      arbitrary: documentInputs({
        seeds: OURS,
        ext: '.json',
        fixup: fixOurEvidence,
        shaped: ourShaped,
        foreign: [...REFERENCE.slice(0, 2), ...FOREIGN],
      }),
      read: (file) => readEvidence(file),
      after,
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
    expect(stats.refused).toBeGreaterThan(0);
  });

  it('our evidence read case by case (as assess reads it): the same evidence or the same refusal as a whole read', async () => {
    const outcome = async (read: () => Promise<unknown>): Promise<string> => {
      try {
        return JSON.stringify({ ok: await read() });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        return JSON.stringify({ refused: [error.code, error.message] });
      }
    };
    const { stats, failures } = await fuzz({
      name: 'evidence-ours-by-case',
      runs: { ci: 300, full: 8_000 },
      arbitrary: documentInputs({
        seeds: OURS,
        ext: '.json',
        fixup: fixOurEvidence,
        shaped: ourShaped,
        foreign: [...REFERENCE.slice(0, 2), ...FOREIGN],
      }),
      read: async (file) => {
        const part = await outcome(async () => {
          const { byCase: _how, ...read } = await readEvidencePart(file);
          return read;
        });
        const whole = await outcome(() => wholeReadAsPart(file));
        // Not a refusal: the harness reports it as a failure of the reader.
        if (part !== whole) throw new Error(`case by case: ${part}\nwhole: ${whole}`);
        return readEvidence(file);
      },
      after,
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
    expect(stats.refused).toBeGreaterThan(0);
  });

  it("the reference's evidence: every input is read or refused with its place", async () => {
    const { stats, failures } = await fuzz({
      name: 'evidence-reference',
      runs: { ci: 500, full: 12_000 },
      arbitrary: documentInputs({
        seeds: REFERENCE,
        ext: '.json',
        shaped: referenceShaped,
        foreign: [...OURS.slice(0, 2), ...FOREIGN],
      }),
      read: (file) => readEvidence(file),
      after,
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
    expect(stats.refused).toBeGreaterThan(0);
  });
});
