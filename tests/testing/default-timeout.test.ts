// testRepeatable under a runner's DEFAULT configuration: a nested Vitest run on a
// fixture project in a temp dir, whose config sets no testTimeout (Vitest's 5 s).
// The agent's first call waits 5.5 s, longer than that default: the test
// registered by testRepeatable (its own timeout) passes, the same check as
// expectRepeatable in a plain test times out, as it did for users.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REPEATABLE_TEST_TIMEOUT_MS,
  testRepeatable,
  type RegisterTest,
} from '../../src/testing/index.js';
import { ROOT, tempDir } from '../helpers/cli.js';

interface JsonReport {
  readonly testResults: readonly {
    readonly assertionResults: readonly {
      readonly title: string;
      readonly status: string;
      readonly failureMessages: readonly string[];
    }[];
  }[];
}

describe('testRepeatable', () => {
  it('registers the test with its own timeout (10 minutes, or testTimeout)', () => {
    const registered: [string, number | undefined][] = [];
    const test: RegisterTest = (name, _fn, timeout) => registered.push([name, timeout]);
    testRepeatable(test, 'routes', () => ({ decision: 'a' }), ['x']);
    testRepeatable(test, 'quick', () => ({ decision: 'a' }), ['x'], { testTimeout: 30_000 });
    expect(registered).toEqual([
      ['routes', REPEATABLE_TEST_TIMEOUT_MS],
      ['quick', 30_000],
    ]);
    expect(REPEATABLE_TEST_TIMEOUT_MS).toBe(600_000);
    expect(() => testRepeatable(undefined as never, 'n', () => ({}), ['x'])).toThrow(
      /needs the runner's test function first/,
    );
    expect(() => testRepeatable(test, 'n', () => ({}), ['x'], { testTimeout: 0 })).toThrow(
      /testTimeout must be a positive number/,
    );
  });

  it("passes under Vitest's default 5 s timeout where a plain test with expectRepeatable times out", () => {
    const dir = tempDir();
    const entry = JSON.stringify(path.join(ROOT, 'src', 'index.ts'));
    // A config that sets nothing: the runner's defaults.
    writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default {};\n');
    writeFileSync(
      path.join(dir, 'router.test.mjs'),
      `import { test } from 'vitest';
import { expectRepeatable, testRepeatable } from ${entry};

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
        path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--root',
        dir,
        '--config',
        path.join(dir, 'vitest.config.mjs'),
        '--reporter=json',
        `--outputFile=${out}`,
      ],
      { cwd: dir, encoding: 'utf8', timeout: 120_000 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport;
    const results = report.testResults.flatMap((f) => f.assertionResults);
    const byTitle = new Map(results.map((a) => [a.title, a]));
    const registered = byTitle.get('registered by testRepeatable');
    expect(registered?.status, `${registered?.failureMessages.join('\n')}\n${r.stderr}`).toBe(
      'passed',
    );
    const plain = byTitle.get('expectRepeatable in a plain test');
    expect(plain?.status).toBe('failed');
    // The runner's timeout (its message, or the stack it keeps for one).
    expect(plain?.failureMessages.join('\n')).toMatch(/timed out in 5000ms|STACK_TRACE_ERROR/);
    // The evidence is named after the registered test.
    expect(
      readFileSync(
        path.join(dir, 'agentverity-evidence', 'registered-by-testrepeatable.json'),
        'utf8',
      ),
    ).toContain('"cases"');
  }, 120_000);
});
