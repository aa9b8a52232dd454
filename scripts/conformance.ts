/**
 * Conformance: runs every vector of a vectors file through our code and compares
 * numbers, enumerations and structures with the reference's outputs. Driven only
 * by `kind`, so any file of the same kinds can be run through it:
 *
 *   npm run conformance -- [path/to/vectors.json]   (default ../shared/conformance/vectors.json)
 *
 * Prints one line per failing id and ends with `N passed, M failed[, K skipped]`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_YET, runVector, type Vector } from './conformance/harness.js';

async function main(): Promise<number> {
  const file = path.resolve(process.argv[2] ?? '../shared/conformance/vectors.json');
  let vectors: Vector[];
  try {
    vectors = JSON.parse(readFileSync(file, 'utf8')) as Vector[];
    if (!Array.isArray(vectors)) throw new Error('the file is not a list of vectors');
  } catch (error) {
    console.error(`conformance: cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const skippedKinds = new Map<string, number>();
  for (const v of vectors) {
    const { outcome, problems } = await runVector(v);
    if (outcome === 'pass') passed++;
    else if (outcome === 'skip') {
      skipped++;
      skippedKinds.set(v.kind, (skippedKinds.get(v.kind) ?? 0) + 1);
    } else {
      failed++;
      console.log(`FAIL ${v.id}: ${problems.slice(0, 3).join('; ')}`);
    }
  }
  for (const [kind, count] of skippedKinds) {
    console.log(`skipped ${count} ${kind} vector(s): built by the ${NOT_YET[kind]}`);
  }
  console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
