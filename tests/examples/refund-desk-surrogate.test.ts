// The refund desk's Python worker (examples/stateful-agent/system.py) writes what
// Python can hold: a lone surrogate (a Python str may hold one, UTF-8 cannot) in
// the world it snapshots or in the answer it gives is written as JSON writes it
// (a \u escape), instead of failing the write and ending the worker (issue 33).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const SYSTEM = path.join(ROOT, 'examples/stateful-agent/system.py');
const HAS_PYTHON = spawnSync('python3', ['--version']).status === 0;

/** The worker's answers to the request lines, in order (stdout split on line feeds). */
function exchange(lines: readonly string[]): { answers: unknown[]; status: number | null } {
  const run = spawnSync('python3', [SYSTEM], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    env: { ...process.env, PYTHONUNBUFFERED: '1', PYTHONIOENCODING: 'utf-8' },
  });
  const answers = run.stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as unknown);
  return { answers, status: run.status };
}

describe.skipIf(!HAS_PYTHON)('the refund desk worker and lone surrogates', () => {
  it('snapshots a world holding a lone surrogate as JSON escapes it, and goes on answering', () => {
    // The JSON text carries the escape; Python reads it as a str with a lone surrogate.
    const { answers, status } = exchange([
      '{"id": 1, "type": "reset", "state": {"orders": {}, "note": "a\\ud800b"}}',
      '{"id": 2, "type": "snapshot"}',
      '{"id": 3, "type": "describe"}',
    ]);
    expect(status).toBe(0);
    expect(answers).toHaveLength(3);
    expect(answers[1]).toEqual({ id: 2, state: { orders: {}, note: 'a\ud800b' } });
    expect((answers[2] as { stateful?: unknown }).stateful).toBe(true);
  });

  it('an error naming a lone surrogate is written, not the end of the worker', () => {
    const { answers, status } = exchange([
      '{"id": 1, "type": "\\udc00"}',
      '{"id": 2, "type": "describe"}',
    ]);
    expect(status).toBe(0);
    expect(answers).toHaveLength(2);
    expect(typeof (answers[0] as { error?: unknown }).error).toBe('string');
    expect((answers[1] as { id?: unknown }).id).toBe(2);
  });
});
