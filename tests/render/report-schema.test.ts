import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { REPORT_JSON_SCHEMA, REPORT_SCHEMA } from '../../src/render/index.js';
import { ROOT } from '../helpers/cli.js';
import { loadScenario, SCENARIOS } from './helpers.js';
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
