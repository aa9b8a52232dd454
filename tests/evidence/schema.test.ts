import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_JSON_SCHEMA } from '../../src/evidence/schema.js';

describe('schemas/evidence.schema.json', () => {
  it('is the schema the reader validates with', async () => {
    const path = fileURLToPath(new URL('../../schemas/evidence.schema.json', import.meta.url));
    const published = JSON.parse(await readFile(path, 'utf8')) as unknown;
    // If this fails, regenerate the file from src/evidence/schema.ts (see src/evidence/README.md).
    expect(published).toEqual(JSON.parse(JSON.stringify(EVIDENCE_JSON_SCHEMA)));
  });
});
