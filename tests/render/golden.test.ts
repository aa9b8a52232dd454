import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checksOf,
  renderHtml,
  renderJson,
  renderJunit,
  renderMarkdown,
  renderText,
} from '../../src/render/index.js';
import {
  EXPECTED,
  expectReporterShape,
  expectValidJunit,
  expectValidReport,
  loadScenario,
  parseXml,
  SCENARIOS,
} from './helpers.js';

// Golden files: one per scenario and format, reviewable as diffs. Any difference fails;
// after an intended change run `UPDATE_GOLDEN=1 npx vitest run tests/render/golden.test.ts`.
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

const FORMATS = [
  { ext: 'txt', render: (a, m) => renderText(a, m) },
  { ext: 'json', render: (a, m) => renderJson(a, m) },
  { ext: 'junit.xml', render: (a, m) => renderJunit(a, m) },
  { ext: 'comment.md', render: (a, m) => renderMarkdown(a, m, { mode: 'comment' }) },
  { ext: 'html', render: (a, m) => renderHtml(a, m) },
] as const satisfies readonly {
  ext: string;
  render: (a: Parameters<typeof renderText>[0], m: Parameters<typeof renderJson>[1]) => string;
}[];

function golden(file: string, actual: string): void {
  const target = path.join(EXPECTED, file);
  if (UPDATE) {
    mkdirSync(EXPECTED, { recursive: true });
    writeFileSync(target, actual);
    return;
  }
  expect(existsSync(target), `${file} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
  expect(actual).toBe(readFileSync(target, 'utf8'));
}

describe.each(SCENARIOS)('golden reports: $name', (scenario) => {
  it.each(FORMATS.map((f) => [f.ext, f] as const))(
    `${scenario.name}.%s`,
    async (_, { ext, render }) => {
      const { assessment, meta } = await loadScenario(scenario);
      const text = render(assessment, meta);
      golden(`${scenario.name}.${ext}`, text);
      if (ext === 'json') expectValidReport(JSON.parse(text));
      if (ext === 'junit.xml') {
        await expectValidJunit(text);
        expectReporterShape(text);
      }
    },
  );

  it('renders the same bytes twice (no clock, no randomness)', async () => {
    const one = await loadScenario(scenario);
    const two = await loadScenario(scenario);
    for (const { render } of FORMATS)
      expect(render(one.assessment, one.meta)).toBe(render(two.assessment, two.meta));
  });

  it('JUnit outcomes agree with the exit code', async () => {
    const { assessment, meta } = await loadScenario(scenario);
    const outcomes = checksOf(assessment).map((c) => c.outcome);
    const suite = parseXml(renderJunit(assessment, meta)).children[0]!;
    const failures = Number(suite.attributes['failures']);
    const errors = Number(suite.attributes['errors']);
    expect(failures).toBe(outcomes.filter((o) => o === 'failed').length);
    expect(errors).toBe(outcomes.filter((o) => o === 'error').length);
    if (assessment.exitCode === 0) expect(failures + errors).toBe(0);
    if (assessment.exitCode === 1) expect(failures).toBeGreaterThan(0);
    if (assessment.exitCode === 2) expect(errors).toBeGreaterThan(0);
  });
});

describe('the promptfoo payment example', () => {
  it('gives the seed table: card_security 8/13 stochastic, five routes 0/13 undecided', async () => {
    const { assessment, meta } = await loadScenario(SCENARIOS[0]!);
    const report = JSON.parse(renderJson(assessment, meta));
    const rows = report.routes as {
      decision: string;
      pairs: number;
      flips: number;
      ciLow: number;
      ciHigh: number;
      call: string;
    }[];
    expect(rows).toHaveLength(6);
    const card = rows.find((r) => r.decision === 'card_security')!;
    expect(card).toMatchObject({ pairs: 13, flips: 8, call: 'stochastic' });
    expect(card.ciLow.toFixed(3)).toBe('0.355');
    expect(card.ciHigh.toFixed(3)).toBe('0.823');
    const others = rows.filter((r) => r.decision !== 'card_security');
    expect(others.map((r) => r.decision)).toEqual([
      'cash_withdrawal',
      'duplicate_charge',
      'merchant_dispute',
      'refund_delay',
      'transfer_delay',
    ]);
    for (const r of others) {
      expect(r).toMatchObject({ pairs: 13, flips: 0, call: 'undecided' });
      expect(r.ciLow.toFixed(3)).toBe('0.000');
      expect(r.ciHigh.toFixed(3)).toBe('0.228');
    }
    expect(report.flipPairs).toEqual([
      { decisions: ['card_security', 'merchant_dispute'], count: 8 },
    ]);
    const text = renderText(assessment, meta);
    expect(text).toMatch(/card_security\s+1\s+13\s+8\s+\[0\.355, 0\.823\]\s+stochastic/);
    expect(text).toContain('card_security <-> merchant_dispute  x8');
    const md = renderMarkdown(assessment, meta, { mode: 'comment' });
    expect(md).toContain('| card\\_security | 1 | 13 | 8 | [0.355, 0.823] | stochastic |');
  });
});
