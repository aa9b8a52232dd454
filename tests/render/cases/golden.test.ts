import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CasesReport } from '../../../src/core/stateful/types.js';
import { renderCases, type CasesReportMeta } from '../../../src/render/cases/index.js';
import { ROOT } from '../../helpers/cli.js';
import { CASES_FIXTURES } from './fixtures.js';

// Golden cases reports: one per fixture and format, reviewable as diffs. Any difference
// fails; after an intended change run
// `UPDATE_GOLDEN=1 npx vitest run tests/render/cases/golden.test.ts` and read the diff.
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';
const GOLDEN = path.join(ROOT, 'tests/fixtures/golden/cases');
const META: CasesReportMeta = {
  tool: { name: 'agentverity-action', version: 'golden' },
  casesFile: 'examples/stateful-agent/cases.jsonl',
};

const FORMATS = [
  { ext: 'txt', format: 'text' },
  { ext: 'json', format: 'json' },
  { ext: 'junit.xml', format: 'junit' },
  { ext: 'comment.md', format: 'markdown' },
  { ext: 'html', format: 'html' },
] as const;

/** The hostile fixture's JSON keeps its 60 kB value whole: checked in render.test.ts, not kept. */
const SKIP = new Set(['hostile.json']);

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

describe.each(Object.entries(CASES_FIXTURES))('golden cases reports: %s', (name, build) => {
  const report: CasesReport = build();
  it.each(FORMATS.filter((f) => !SKIP.has(`${name}.${f.ext}`)).map((f) => [f.ext, f] as const))(
    `${name}.%s`,
    (_, { ext, format }) => {
      golden(`${name}.${ext}`, renderCases(format, report, META));
    },
  );
});
