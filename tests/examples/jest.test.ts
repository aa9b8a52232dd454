// examples/jest: expectRepeatable under Jest (its ES-module mode), not Vitest: a
// failed check is a thrown error any runner reports, and the evidence file is
// named from Jest's own current-test name. Runs the committed dist/lib.js.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
const EVIDENCE = path.join(ROOT, 'agentverity-evidence');
const NAMES = [
  'the-ticket-router-under-jest-repeats-its-decision-on-every-ticket.json',
  'the-ticket-router-under-jest-a-variant-that-flips-fails-the-check.json',
];

describe.skipIf(!existsSync(JEST))('examples/jest under Jest', () => {
  it('passes both tests and writes each evidence file under its Jest test name', () => {
    for (const n of NAMES) rmSync(path.join(EVIDENCE, n), { force: true });
    const r = spawnSync(
      process.execPath,
      ['--experimental-vm-modules', JEST, '--config', 'examples/jest/jest.config.mjs', '--ci'],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Tests:\s+2 passed, 2 total/);
    for (const n of NAMES) {
      const evidence = JSON.parse(readFileSync(path.join(EVIDENCE, n), 'utf8')) as {
        schema: string;
      };
      expect(evidence.schema).toBe('agentverity-action/evidence@1');
    }
  });
});
