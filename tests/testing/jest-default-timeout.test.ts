// testRepeatable under Jest's DEFAULT configuration (issue 30 item 4): a nested
// Jest run (its ES-module mode) on a fixture project in a temp dir whose config
// sets no testTimeout (Jest's 5 s) and whose test file uses Jest's global `test`,
// as the README's complete file says. The agent's first call waits 5.5 s: the test
// registered by testRepeatable passes, expectRepeatable in a plain test times out.
// Jest runs ES modules without a transform, so this imports the committed
// dist/lib.js (skipped when dist or Jest is absent).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';

const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
const LIB = path.join(ROOT, 'dist/lib.js');

interface JestReport {
  readonly testResults: readonly {
    readonly assertionResults: readonly {
      readonly title: string;
      readonly status: string;
      readonly failureMessages: readonly string[];
    }[];
  }[];
}

const hasTestRepeatable = existsSync(LIB) && readFileSync(LIB, 'utf8').includes('testRepeatable');

describe.skipIf(!existsSync(JEST) || !hasTestRepeatable)('testRepeatable under Jest', () => {
  it("passes under Jest's default 5 s timeout where a plain test with expectRepeatable times out", () => {
    const dir = tempDir();
    // A config that sets nothing a user would not: no testTimeout.
    writeFileSync(
      path.join(dir, 'jest.config.mjs'),
      "export default { transform: {}, testEnvironment: 'node' };\n",
    );
    writeFileSync(
      path.join(dir, 'router.test.mjs'),
      `import { expectRepeatable, testRepeatable } from ${JSON.stringify(pathToFileURL(LIB).href)};

function slowRouter() {
  let first = true;
  return async (input) => {
    if (first) {
      first = false;
      await new Promise((resolve) => setTimeout(resolve, 5500));
    }
    return { decision: input.includes('refund') ? 'refund' : 'other' };
  };
}
const tickets = ['refund my order', 'where is my parcel'];

testRepeatable(test, 'registered by testRepeatable', slowRouter(), tickets, { k: 4, epsilon: 0.5 });

test('expectRepeatable in a plain test', async () => {
  await expectRepeatable(slowRouter(), tickets, { k: 4, epsilon: 0.5 });
});
`,
    );
    const out = path.join(dir, 'report.json');
    const r = spawnSync(
      process.execPath,
      [
        '--experimental-vm-modules',
        JEST,
        '--rootDir',
        dir,
        '--config',
        path.join(dir, 'jest.config.mjs'),
        '--ci',
        '--json',
        `--outputFile=${out}`,
      ],
      { cwd: dir, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(existsSync(out), r.stderr).toBe(true);
    const report = JSON.parse(readFileSync(out, 'utf8')) as JestReport;
    const byTitle = new Map(
      report.testResults.flatMap((f) => f.assertionResults).map((a) => [a.title, a]),
    );
    const registered = byTitle.get('registered by testRepeatable');
    expect(registered?.status, `${registered?.failureMessages.join('\n')}\n${r.stderr}`).toBe(
      'passed',
    );
    const plain = byTitle.get('expectRepeatable in a plain test');
    expect(plain?.status).toBe('failed');
    expect(plain?.failureMessages.join('\n')).toMatch(/Exceeded timeout of 5000 ms/);
    expect(
      readFileSync(
        path.join(dir, 'agentverity-evidence', 'registered-by-testrepeatable.json'),
        'utf8',
      ),
    ).toContain('"cases"');
  }, 120_000);
});
