import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BenchReport } from '../../../src/core/bench/types.js';
import { renderBench, type BenchReportMeta } from '../../../src/render/bench/index.js';
import { ROOT } from '../../helpers/cli.js';
import { BENCH_FIXTURES } from './fixtures.js';

// Golden bench reports: one per fixture and format, reviewable as diffs. Any difference
// fails; after an intended change run
// `UPDATE_GOLDEN=1 npx vitest run tests/render/bench/golden.test.ts` and read the diff.
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';
const GOLDEN = path.join(ROOT, 'tests/fixtures/golden/bench');
const META: BenchReportMeta = {
  tool: { name: 'agentverity-action', version: 'golden' },
  benchmarkFile: 'benchmarks/general.yaml',
};

const FORMATS = [
  { ext: 'txt', format: 'text' },
  { ext: 'json', format: 'json' },
  { ext: 'junit.xml', format: 'junit' },
  { ext: 'comment.md', format: 'markdown' },
  { ext: 'html', format: 'html' },
] as const;

/** The hostile fixtures' JSON keeps its 100 kB output whole: checked in render.test.ts, not kept. */
const SKIP = new Set(['hostile.json', 'hostile-test.json']);

function golden(file: string, actual: string): void {
  const target = path.join(GOLDEN, file);
  if (UPDATE) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(target, actual);
    return;
  }
  expect(existsSync(target), `${file} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
  expect(actual).toBe(readFileSync(target, 'utf8'));
}

describe.each(Object.entries(BENCH_FIXTURES))('golden bench reports: %s', (name, build) => {
  const report: BenchReport = build();
  it.each(FORMATS.filter((f) => !SKIP.has(`${name}.${f.ext}`)).map((f) => [f.ext, f] as const))(
    `${name}.%s`,
    (_, { ext, format }) => {
      golden(`${name}.${ext}`, renderBench(format, report, META));
    },
  );
});
