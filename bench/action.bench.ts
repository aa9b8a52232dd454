/**
 * Cost of one Action step (dist/index.js), spawned as the runner spawns it, with no
 * network (a push event, no artifact service). Prints figures; asserts nothing.
 * Run with `npm run bench action` after `npm run build`.
 *
 *   1. Recorded evidence (examples/evidence/router.json, 12 inputs × 14 repeats).
 *   2. A live run of the bundled router agent (8 inputs, 176 calls).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/index.js');

function step(inputs: Record<string, string>): number {
  const temp = mkdtempSync(path.join(tmpdir(), 'agentverity-bench-'));
  const file = (name: string, text = '') => {
    const f = path.join(temp, name);
    writeFileSync(f, text);
    return f;
  };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: file('event.json', '{}'),
    GITHUB_REPOSITORY: 'acme/agent',
    GITHUB_WORKSPACE: root,
    GITHUB_OUTPUT: file('output'),
    GITHUB_STEP_SUMMARY: file('summary'),
    RUNNER_TEMP: temp,
    'INPUT_FAIL-ON': '1, 2',
    INPUT_COMMENT: 'never',
    INPUT_BASELINE: '.agentverity/baseline.json',
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const t = performance.now();
  const r = spawnSync(process.execPath, [entry], { cwd: root, env, encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`the step failed (${r.status}): ${r.stdout}${r.stderr}`);
  return ms;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function measure(label: string, inputs: Record<string, string>): void {
  step(inputs); // warm the file cache
  const times = Array.from({ length: 5 }, () => step(inputs));
  console.log(
    `${label}: median ${median(times).toFixed(0)} ms, range ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms (5 steps)`,
  );
}

console.log(`dist/index.js: ${(statSync(entry).size / 1e6).toFixed(2)} MB`);
measure('1. recorded evidence', { evidence: 'examples/evidence/router.json' });
measure('2. live run, bundled router', {
  agent: 'examples/agents/router.mjs',
  inputs: 'examples/agents/tickets.txt',
});
