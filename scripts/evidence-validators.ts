/**
 * Writes src/evidence/validators.generated.js: the evidence@1 and evidence@2
 * validators compiled ahead of time (ajv standalone code), so reading evidence
 * does not compile the schemas at start-up (issue 18: start-up). Run with
 * `npx tsx scripts/evidence-validators.ts` after changing src/evidence/schema.ts;
 * tests/evidence/validators.test.ts fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validatorsSource } from '../src/evidence/validators-source.js';

const out = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/evidence/validators.generated.js',
);
writeFileSync(out, validatorsSource(), 'utf8');
console.log(`wrote ${path.relative(process.cwd(), out)}`);
