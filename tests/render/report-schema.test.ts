import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { REPORT_JSON_SCHEMA, REPORT_SCHEMA } from '../../src/render/index.js';
import { ROOT } from '../helpers/cli.js';
import { EXPECTED, expectValidReport, loadScenario, SCENARIOS } from './helpers.js';
import { buildJsonReport } from '../../src/render/json.js';

const FILE = path.join(ROOT, 'schemas/report.schema.json');

describe('schemas/report.schema.json', () => {
  it('is REPORT_JSON_SCHEMA from src/render/report-schema.ts (UPDATE_GOLDEN=1 rewrites it)', () => {
    const expected = `${JSON.stringify(REPORT_JSON_SCHEMA, null, 2)}\n`;
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(FILE, expected);
    expect(readFileSync(FILE, 'utf8')).toBe(expected);
  });

  it('names the version the renderer writes', () => {
    const properties = REPORT_JSON_SCHEMA.properties as Record<string, { const?: string }>;
    expect(properties['schema']?.const).toBe(REPORT_SCHEMA);
    expect(REPORT_SCHEMA).toBe('agentverity-action/report@1');
  });

  it('is strict: unknown fields, a wrong version or a raw input are refused', async () => {
    const validate = new Ajv({ allErrors: true, strict: true }).compile(
      JSON.parse(readFileSync(FILE, 'utf8')),
    );
    const { assessment, meta } = await loadScenario(SCENARIOS[0]!);
    const report = buildJsonReport(assessment, meta);
    expect(validate(report)).toBe(true);
    expect(validate({ ...report, inputs: ['My card was charged twice'] })).toBe(false);
    expect(validate({ ...report, schema: 'agentverity-action/report@2' })).toBe(false);
    expect(validate({ ...report, meter: { ...(report.meter as object), extra: 1 } })).toBe(false);
    expect(validate({ ...report, inputFingerprints: ['not a digest'] })).toBe(false);
  });

  it('keeps the key order fixed (DESIGN.md §5 first)', async () => {
    const { assessment, meta } = await loadScenario(SCENARIOS[0]!);
    expect(Object.keys(buildJsonReport(assessment, meta)).slice(0, 6)).toEqual([
      'schema',
      'tool',
      'status',
      'exitCode',
      'headline',
      'complete',
    ]);
  });
});

describe('the golden JSON reports', () => {
  const files = readdirSync(EXPECTED).filter((f) => f.endsWith('.json'));

  it('are all there (one per scenario)', () => {
    expect(files.sort()).toEqual(SCENARIOS.map((s) => `${s.name}.json`).sort());
  });

  it.each(files)('%s validates against schemas/report.schema.json as committed', (file) => {
    expectValidReport(JSON.parse(readFileSync(path.join(EXPECTED, file), 'utf8')));
  });
});

describe('the schema says what the shape promises', () => {
  const validate = new Ajv({ allErrors: true, strict: true }).compile(
    JSON.parse(readFileSync(FILE, 'utf8')),
  );

  it('routes and flipPairs are arrays, never null', async () => {
    const { assessment, meta } = await loadScenario(SCENARIOS[0]!);
    const report = buildJsonReport(assessment, meta);
    expect(validate({ ...report, routes: null })).toBe(false);
    expect(validate({ ...report, flipPairs: null })).toBe(false);
    expect(validate({ ...report, routes: [], flipPairs: [] })).toBe(true);
  });

  it('a contract status or a declared stability target needs the contract object', async () => {
    const first = await loadScenario(SCENARIOS[0]!);
    const payment = buildJsonReport(first.assessment, first.meta);
    const rows = payment.routes as { targeted: boolean }[];
    const targeted = { ...payment, routes: rows.map((r, i) => ({ ...r, targeted: i === 0 })) };
    expect(validate(targeted)).toBe(true);
    expect(validate({ ...targeted, contract: null })).toBe(false);
    // Without a target and with another status, a report may have no contract.
    expect(validate({ ...payment, contract: null })).toBe(true);
    const failed = SCENARIOS.find((s) => s.name === 'contract-missing-route')!;
    const second = await loadScenario(failed);
    const contract = buildJsonReport(second.assessment, second.meta);
    expect(contract.status).toBe('contract');
    expect(validate(contract)).toBe(true);
    expect(validate({ ...contract, contract: null })).toBe(false);
  });

  it('no meter, no flip pairs', async () => {
    const { assessment, meta } = await loadScenario(SCENARIOS[0]!);
    const report = buildJsonReport(assessment, meta);
    expect(validate({ ...report, meter: null })).toBe(false);
    expect(validate({ ...report, meter: null, flipPairs: [] })).toBe(true);
  });
});
