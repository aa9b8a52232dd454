import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSuite } from '../../src/evidence/suite.js';
import { asyncRefusalOf } from './helpers.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'av-suite-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readSuite', () => {
  it('reads a decision suite file (BOM and CRLF included)', async () => {
    const path = join(dir, 'suite.json');
    const doc = {
      schema: 'agentverity.decision-suite/v1',
      contract: { allowed: ['refund', 'shipping'] },
      cases: [
        { input: 'Refund please', expected: 'refund' },
        { input: 'Where is my parcel?', expected: 'shipping' },
      ],
    };
    await writeFile(path, '\uFEFF' + JSON.stringify(doc, null, 2).replace(/\n/g, '\r\n'), 'utf8');
    const suite = await readSuite(path);
    expect(suite.cases.map((c) => c.expected)).toEqual(['refund', 'shipping']);
  });

  it('refuses a file of another format, naming the file', async () => {
    const path = join(dir, 'not-a-suite.json');
    await writeFile(path, '{"schema": "agentverity.evidence/v2"}', 'utf8');
    const r = await asyncRefusalOf(() => readSuite(path));
    expect(r.message).toContain(path);
    expect(r.message).toContain('agentverity.decision-suite/v1');
  });

  it('refuses a syntax error with line and column', async () => {
    const path = join(dir, 'broken.json');
    await writeFile(path, '{\n  "schema": \n}', 'utf8');
    const r = await asyncRefusalOf(() => readSuite(path));
    expect(r.where).toBe(`${path}:3:1`);
  });
});
