import path from 'node:path';
import { describe, it } from 'vitest';
import type { CasesReport } from '../../../src/core/stateful/types.js';
import { renderCases, type CasesReportMeta } from '../../../src/render/cases/index.js';
import { ROOT } from '../../helpers/cli.js';
import { expectGolden, GOLDEN_FORMATS } from '../kit.js';
import { CASES_FIXTURES } from './fixtures.js';

// Golden cases reports: one per fixture and format, reviewable as diffs. Any difference
// fails; after an intended change run
// `UPDATE_GOLDEN=1 npx vitest run tests/render/cases/golden.test.ts` and read the diff.
const GOLDEN = path.join(ROOT, 'tests/fixtures/golden/cases');
const META: CasesReportMeta = {
  tool: { name: 'agentverity-action', version: 'golden' },
  casesFile: 'examples/stateful-agent/cases.jsonl',
};

const FORMATS = GOLDEN_FORMATS;

/** The hostile fixture's JSON keeps its 60 kB value whole: checked in render.test.ts, not kept. */
const SKIP = new Set(['hostile.json']);

const golden = (file: string, actual: string) => expectGolden(GOLDEN, file, actual);

describe.each(Object.entries(CASES_FIXTURES))('golden cases reports: %s', (name, build) => {
  const report: CasesReport = build();
  it.each(FORMATS.filter((f) => !SKIP.has(`${name}.${f.ext}`)).map((f) => [f.ext, f] as const))(
    `${name}.%s`,
    (_, { ext, format }) => {
      golden(`${name}.${ext}`, renderCases(format, report, META));
    },
  );
});
