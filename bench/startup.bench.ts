/**
 * Start-up cost of the CLI (dist/cli.js): each command spawned as a user runs it,
 * N times, median wall time beside a bare `node -e 0` on the same machine. Prints
 * figures; asserts nothing. Run with `npm run bench -- startup` after `npm run build`.
 *
 *   1. `agentverity --version` and `--help` (no engine needed)
 *   2. `plan --observed 4/73 --epsilon 0.05` (arithmetic only; plan needs --observed or --suite)
 *   3. `assess --evidence examples/evidence/router.json` (a small recorded file)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'dist/cli.js');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

const CASES: readonly { readonly name: string; readonly args: readonly string[] }[] = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'agentverity --version', args: [cli, '--version'] },
  { name: 'agentverity --help', args: [cli, '--help'] },
  {
    name: 'agentverity plan --observed 4/73 --epsilon 0.05',
    args: [cli, 'plan', '--observed', '4/73', '--epsilon', '0.05'],
  },
  {
    name: 'agentverity assess --evidence examples/evidence/router.json',
    args: [cli, 'assess', '--evidence', 'examples/evidence/router.json'],
  },
];

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1
    ? (s[mid] as number)
    : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

function once(args: readonly string[]): number {
  const t = performance.now();
  const result = spawnSync(process.execPath, [...args], { cwd: root, stdio: 'ignore' });
  const ms = performance.now() - t;
  // assess exits 1 when the evidence does not certify; only a crash or a refusal counts.
  if (result.status === null || result.status >= 2) {
    throw new Error(`${args.join(' ')} exited ${result.status ?? result.signal}`);
  }
  return ms;
}

console.log(`${ROUNDS} rounds each (interleaved), median wall time of the whole process`);
const times = CASES.map(() => [] as number[]);
for (const { args } of CASES) once(args); // warm the file cache
for (let r = 0; r < ROUNDS; r++) {
  CASES.forEach(({ args }, i) => times[i]?.push(once(args)));
}
const bare = median(times[0] ?? []);
for (const [i, { name }] of CASES.entries()) {
  const m = median(times[i] ?? []);
  const over = i === 0 ? '' : `  (+${(m - bare).toFixed(1)} ms over bare node)`;
  console.log(`  ${name.padEnd(62)} ${m.toFixed(1).padStart(7)} ms${over}`);
}
