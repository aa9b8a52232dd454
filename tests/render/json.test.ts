import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/assess/index.js';
import { parseSuite } from '../../src/core/contract/index.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import { buildJsonReport, renderJson } from '../../src/render/json.js';
import { renderText } from '../../src/render/text.js';
import { alternating, evidenceOf, times } from '../helpers/evidence.js';
import { ROOT } from '../helpers/cli.js';

const schema = JSON.parse(readFileSync(path.join(ROOT, 'schemas/report.schema.json'), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);
const meta = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  settings: { epsilon: 0.05 },
  evidenceDigest: 'a'.repeat(64),
};

const hostile =
  'route </details><script>alert(1)</script> | @org/team \u001b[31mred\u001b[0m \u202e';

const scenarios = {
  deterministic: evidenceOf(
    Array.from({ length: 6 }, (_, i) => ({
      input: `q${i}`,
      obs: times(`r${i}`, 26),
      expected: `r${i}`,
    })),
  ),
  stochastic: evidenceOf([
    { input: 'card', obs: alternating('card_security', hostile, 26), expected: 'card_security' },
    { input: 'refund', obs: times('refund_delay', 26), expected: 'refund_delay' },
  ]),
  blind: evidenceOf(
    Array.from({ length: 5 }, (_, i) => ({ input: `q${i}`, obs: times(hostile, 30) })),
  ),
  incomplete: evidenceOf([
    { input: 'q', obs: ['a', 'a', `x:${hostile}`] },
    { input: 'p', obs: ['b', 'b'] },
  ]),
  undecided: evidenceOf(
    [
      { input: 'q', obs: times('a', 4) },
      { input: 'p', obs: times('b', 4) },
    ],
    { isolation: 'unknown' },
  ),
  vacuous: evidenceOf(
    [
      {
        input: 'q',
        obs: times('a', 80),
        relations: [
          {
            name: 'identity',
            type: 'invariant',
            followupFingerprint: inputFingerprint('q'),
            changed: false,
            outcome: 'skipped',
          },
        ],
      },
      {
        input: 'p',
        obs: times('b', 80),
        relations: [
          {
            name: 'identity',
            type: 'invariant',
            followupFingerprint: inputFingerprint('p'),
            changed: false,
            outcome: 'skipped',
          },
        ],
      },
    ],
    { relations: [{ name: 'identity', type: 'invariant' }] },
  ),
};

const contractSuite = parseSuite({
  schema: 'agentverity.decision-suite/v1',
  contract: { allowed: ['approve', 'deny', 'review'], critical: ['deny'] },
  cases: [
    { input: 'a1', expected: 'approve' },
    { input: 'r1', expected: 'review' },
  ],
});
const contractEvidence = evidenceOf([
  { input: 'a1', obs: times('approve', 10) },
  { input: 'r1', obs: times('review', 10) },
]);

describe('the JSON report', () => {
  const all = [
    ...Object.entries(scenarios).map(
      ([name, e]) => [name, assess(e, null, { epsilon: 0.05 })] as const,
    ),
    ['contract', assess(contractEvidence, contractSuite, { epsilon: 0.05 })] as const,
  ];

  it.each(all)('%s validates against schemas/report.schema.json', (_name, a) => {
    const report = buildJsonReport(a, meta);
    const ok = validate(report);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(report.status).toBe(a.status);
    expect(report.exitCode).toBe(a.exitCode);
  });

  it('holds fingerprints, never raw inputs', () => {
    const text = renderJson(assess(scenarios.deterministic, null, { epsilon: 0.05 }), meta);
    expect(text).not.toContain('"q0"');
    expect(JSON.parse(text).inputFingerprints[0]).toBe(inputFingerprint('q0'));
  });

  it('uses the DESIGN.md field names', () => {
    const report = JSON.parse(
      renderJson(assess(scenarios.stochastic, null, { epsilon: 0.05 }), meta),
    );
    expect(Object.keys(report.meter)).toEqual(
      expect.arrayContaining([
        'inputs',
        'repeats',
        'pairs',
        'flips',
        'inputsWithFlip',
        'flipRate',
        'ciLow',
        'ciHigh',
        'call',
        'epsilon',
        'method',
      ]),
    );
    expect(Object.keys(report.blindness)).toEqual(
      expect.arrayContaining(['inputs', 'skew', 'distinct', 'blind', 'majority']),
    );
    expect(report.flipPairs[0].count).toBe(13);
    expect(report.calls).toEqual({ total: 52, meter: 52, sources: 0, relations: 0 });
  });

  it.each(all)(
    '%s: routes and flipPairs are arrays; contract is null only without a suite',
    (name, a) => {
      const report = buildJsonReport(a, meta);
      expect(Array.isArray(report.routes)).toBe(true);
      expect(Array.isArray(report.flipPairs)).toBe(true);
      expect(report.contract === null).toBe(name !== 'contract');
      const flips = (report.flipPairs as { count: number }[]).reduce((sum, p) => sum + p.count, 0);
      expect(flips).toBe(a.meter?.flips ?? 0);
    },
  );

  it('reports the pooled flip pairs of an agent with no suite and no intended decisions', () => {
    const evidence = evidenceOf([
      { input: 'q1', obs: alternating('allow', 'block', 8) },
      { input: 'q2', obs: ['block', 'review', 'review', 'block', 'allow', 'allow'] },
      { input: 'q3', obs: times('allow', 8) },
    ]);
    const report = JSON.parse(renderJson(assess(evidence, null, { epsilon: 0.05 }), meta));
    expect(report.meter.flips).toBe(6);
    expect(report.routes).toEqual([]);
    expect(report.contract).toBeNull();
    expect(report.flipPairs).toEqual([
      { decisions: ['allow', 'block'], count: 4 },
      { decisions: ['block', 'review'], count: 2 },
    ]);
    expect(validate(report)).toBe(true);
  });

  it('with the meter off: no rows, no flip pairs, and still a valid report', () => {
    // One first draw per input (blindness only), no repeat series.
    const drawn = evidenceOf([
      { input: 'q1', obs: [], expected: 'allow' },
      { input: 'q2', obs: [], expected: 'block' },
    ]);
    const off = {
      ...drawn,
      meter: false as const,
      cases: drawn.cases.map((c) => ({ ...c, source: { decision: c.expected ?? '' } })),
    };
    const a = assess(off, null, { epsilon: 0.05 });
    expect(a.status).toBe('unmeasured');
    const report = buildJsonReport(a, meta);
    expect(report.meter).toBeNull();
    expect(report.routes).toEqual([]);
    expect(report.flipPairs).toEqual([]);
    expect(validate(report)).toBe(true);
  });

  it('the contract section names the missing critical route', () => {
    const report = JSON.parse(
      renderJson(assess(contractEvidence, contractSuite, { epsilon: 0.05 }), meta),
    );
    expect(report.status).toBe('contract');
    expect(report.contract.missingCritical).toEqual(['deny']);
    expect(report.headline.category).toBe('NOT TRUSTWORTHY');
  });
});

describe('the text report', () => {
  it('leads with the headline category', () => {
    for (const e of Object.values(scenarios)) {
      const a = assess(e, null, { epsilon: 0.05 });
      expect(renderText(a).split('\n')[0]!.startsWith(`${a.headline.category}: `)).toBe(true);
    }
  });

  it('never lets agent output drive the terminal', () => {
    for (const name of ['stochastic', 'blind', 'incomplete'] as const) {
      const text = renderText(assess(scenarios[name], null, { epsilon: 0.05 }));
      expect(text.includes('\u001b')).toBe(false);
      expect(text.includes('\u202e')).toBe(false);
    }
    expect(renderText(assess(scenarios.blind, null, { epsilon: 0.05 }))).toContain('\\u001b[31m');
  });
});
