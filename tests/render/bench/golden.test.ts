import path from 'node:path';
import { describe, it } from 'vitest';
import type { BenchReport } from '../../../src/core/bench/types.js';
import { renderBench, type BenchReportMeta } from '../../../src/render/bench/index.js';
import { ROOT } from '../../helpers/cli.js';
import { expectGolden, GOLDEN_FORMATS } from '../kit.js';
import { BENCH_FIXTURES } from './fixtures.js';

// Golden bench reports: one per fixture and format, reviewable as diffs. Any difference
// fails; after an intended change run
// `UPDATE_GOLDEN=1 npx vitest run tests/render/bench/golden.test.ts` and read the diff.
const GOLDEN = path.join(ROOT, 'tests/fixtures/golden/bench');
const META: BenchReportMeta = {
  tool: { name: 'agentverity-action', version: 'golden' },
  benchmarkFile: 'benchmarks/general.yaml',
};

const FORMATS = GOLDEN_FORMATS;

/** The hostile fixtures' JSON keeps its 100 kB output whole: checked in render.test.ts, not kept. */
const SKIP = new Set(['hostile.json', 'hostile-test.json']);

const golden = (file: string, actual: string) => expectGolden(GOLDEN, file, actual);

describe.each(Object.entries(BENCH_FIXTURES))('golden bench reports: %s', (name, build) => {
  const report: BenchReport = build();
  it.each(FORMATS.filter((f) => !SKIP.has(`${name}.${f.ext}`)).map((f) => [f.ext, f] as const))(
    `${name}.%s`,
    (_, { ext, format }) => {
      golden(`${name}.${ext}`, renderBench(format, report, META));
    },
  );
});
