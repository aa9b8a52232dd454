// Fuzzing the readers of the reviewed files: decision suites
// (`agentverity.decision-suite/v1`), baselines (`agentverity-action/baseline@1`)
// and the seed files `run` starts from. See harness.ts for the contract.
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSeeds } from '../../src/collect/seeds.js';
import {
  assess,
  buildBaseline,
  checkBaseline,
  serialiseSuite,
  type Approval,
  type Baseline,
} from '../../src/core/index.js';
import { digestOf, readBaseline, readSuite, serialiseBaseline } from '../../src/evidence/index.js';
import { renderCheckText } from '../../src/render/baselines/index.js';
import { evidenceOf, times } from '../helpers/evidence.js';
import { failureReport, fuzz, SHARED } from './harness.js';
import { documentInputs, fieldValue, loadSeeds, type SeedDoc } from './inputs.js';
import { FIXTURES, fixBaseline } from './pipeline.js';

const at = (...parts: string[]) => path.join(FIXTURES, ...parts);

const SUITES = loadSeeds([
  at('importers/promptfoo/suite.json'),
  at('importers/promptfoo/payment-suite.json'),
  at('reports/contract-missing-route.suite.json'),
  at('reports/undecided-violation.suite.json'),
  at('agents/payment-suite.json'),
  path.join(SHARED, 'data/payment_decisions.json'),
  path.join(SHARED, 'data/route_stability_plan.json'),
  path.join(SHARED, 'data/reference/docs/evidence/agentkit/suite.json'),
]);

const FOREIGN = loadSeeds([
  at('importers/promptfoo/normal.json'),
  at('evidence/reference-imported.json'),
  at('evidence/ours-minimal.json'),
]);

const labels = fc.array(fc.oneof(fc.constantFrom('approve', 'deny', 'review', ''), fc.string()), {
  maxLength: 4,
});
const suiteShaped = fc
  .record(
    {
      contract: fieldValue(
        fc.record(
          {
            allowed: fieldValue(labels),
            required: fieldValue(labels),
            critical: fieldValue(labels),
            allowed_no_decisions: fieldValue(
              fc.array(fc.constantFrom('refused', 'runtime_error', 'x')),
            ),
            stability_targets: fieldValue(fc.dictionary(fc.string(), fc.double())),
            min_cases: fieldValue(fc.dictionary(fc.string(), fc.double())),
          },
          { requiredKeys: [] },
        ),
      ),
      cases: fieldValue(
        fc.array(
          fc.record(
            {
              input: fieldValue(fc.string()),
              expected: fieldValue(fc.constantFrom('approve', 'deny')),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 5 },
        ),
      ),
    },
    { requiredKeys: [] },
  )
  .map((v) => ({ schema: 'agentverity.decision-suite/v1', ...v }));

// Baselines are written by `snapshot`; the seeds are made here the same way.
const AT = '2026-11-29T12:00:00.000Z';
const evidence = evidenceOf([
  { input: 'approve me', obs: times('approve', 146), expected: 'approve' },
  { input: 'deny me', obs: [...times('deny', 145), '!refused'], expected: 'deny' },
  { input: 'hold me', obs: times('!refused', 146), expected: 'hold' },
]);
const assessment = assess(evidence, null, { epsilon: 0.05 });
function baseline(approval: Approval | null): Baseline {
  return buildBaseline({
    assessment,
    evidence,
    evidenceDigest: 'e'.repeat(64),
    tool: { name: 'agentverity-action', version: '0.1.0' },
    createdAt: AT,
    approval,
  });
}
const BASELINES: SeedDoc[] = [
  baseline({ how: 'cli-flag', approver: 'r', approvedAt: AT }),
  baseline({
    how: 'pr-label',
    approver: 'octocat',
    approvedAt: AT,
    label: 'agentverity:approve-baseline',
    role: 'maintain',
    headSha: 'a'.repeat(40),
    pullRequest: 7,
    repository: 'o/r',
  } as Approval),
  baseline(null),
].map((b, i) => {
  const text = serialiseBaseline(b);
  return {
    name: `baseline-${i}`,
    value: JSON.parse(text) as unknown,
    bytes: new TextEncoder().encode(text),
  };
});

const SEED_LINES = loadSeeds([at('importers/jsonl/normal.jsonl')], true);

describe('fuzzing the suite, baseline and seed readers', () => {
  it('decision suites: every input is read or refused with its place', async () => {
    const { stats, failures } = await fuzz({
      name: 'suite',
      runs: { ci: 500, full: 12_000 },
      arbitrary: documentInputs({
        seeds: SUITES,
        ext: '.json',
        shaped: suiteShaped,
        foreign: FOREIGN,
      }),
      read: (file) => readSuite(file),
      after: (suite) => {
        digestOf(serialiseSuite(suite));
      },
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });

  it('baselines: every input is read or refused with its place, and checked against evidence', async () => {
    const { stats, failures } = await fuzz({
      name: 'baseline',
      runs: { ci: 500, full: 12_000 },
      arbitrary: documentInputs({
        seeds: BASELINES,
        ext: '.json',
        fixup: fixBaseline,
        foreign: [...FOREIGN, ...SUITES.slice(0, 1)],
      }),
      read: (file) => readBaseline(file),
      after: (b) => {
        renderCheckText(checkBaseline(b, assessment, evidence), b);
      },
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });

  it('seed files (suite, JSON list, JSON Lines, lines): read or refused with the place', async () => {
    const { stats, failures } = await fuzz({
      name: 'seeds',
      runs: { ci: 300, full: 6_000 },
      arbitrary: fc
        .tuple(
          documentInputs({
            seeds: [...SUITES.slice(0, 3), ...SEED_LINES],
            ext: '.json',
            foreign: FOREIGN,
          }),
          fc.constantFrom('.json', '.jsonl', '.txt'),
        )
        .map(([input, ext]) => ({ ...input, ext })),
      read: (file) => readSeeds(file),
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });
});
