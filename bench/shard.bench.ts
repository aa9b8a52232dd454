/**
 * Sharding (docs/sharding.md; issue 18). Prints figures; asserts nothing.
 * Run with `npm run bench -- shard` (after `npm run build`: it runs dist/cli.js).
 *
 *   1. A simulated 4-shard run of a 10 ms agent, 400 inputs × k 8, no relations:
 *      each shard and the unsharded run as their own processes, one after the
 *      other; the slowest shard plus the merge against the single-machine run.
 *   2. Merging 8 shards of 25,000 calls each (a constant in-process agent,
 *      1,000 inputs per shard × k 25 rounded to 24 + first draws): wall and peak
 *      RSS of `assess` on all 8 against `assess` on one shard, and the target of
 *      issue 18 (one shard plus the per-input summaries, measured as what 8,000
 *      inputs cost over 1,000 at k 2), pass/fail. Every figure is the median of
 *      3 runs of the same command (BENCH_MERGE_RUNS changes it), each shown with
 *      its spread and the load average, and the unsharded file of the same run is
 *      assessed beside the merge. BENCH_CLI names another CLI (e.g. an earlier
 *      build) to compare.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = process.env.BENCH_CLI ?? path.join(ROOT, 'dist/cli.js');
const TIME = existsSync('/usr/bin/time');

interface Measured {
  readonly ms: number;
  readonly rssMb: number | null;
  readonly code: number | null;
  readonly stderr: string;
}

function cli(args: readonly string[], cwd: string): Measured {
  const t = performance.now();
  const r = TIME
    ? spawnSync('/usr/bin/time', ['-v', process.execPath, CLI, ...args], {
        cwd,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      })
    : spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
  const ms = performance.now() - t;
  const rss = TIME ? /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1] : undefined;
  return {
    ms,
    rssMb: rss === undefined ? null : Number(rss) / 1024,
    code: r.status,
    stderr: r.stderr,
  };
}

function show(label: string, m: Measured): string {
  const rss = m.rssMb === null ? '' : `, peak RSS ${m.rssMb.toFixed(0)} MiB`;
  const line = `  ${label.padEnd(40)} ${m.ms.toFixed(0).padStart(6)} ms${rss} (exit ${m.code})`;
  if (m.code !== 0 && m.code !== 1) console.log(m.stderr.slice(-1500));
  return line;
}

function simulated(): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-shard-bench-'));
  writeFileSync(
    path.join(dir, 'agent.mjs'),
    [
      'export default function agent(input) {',
      '  return new Promise((resolve) => setTimeout(() => resolve({ decision: ["a", "b", "c"][Number(/\\d+/.exec(input)[0]) % 3] }), 10));',
      '}',
      "agent.isolation = 'fresh-session';",
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'inputs.txt'),
    Array.from({ length: 400 }, (_, i) => `ticket ${i}: please look at order ${i * 13}`).join('\n'),
  );
  const common = [
    'run',
    '--agent',
    'agent.mjs',
    '--inputs',
    'inputs.txt',
    '--k',
    '8',
    '--no-relations',
    '--no-early-rejection',
    '--max-workers',
    '16',
    '--quiet',
  ];
  console.log('1. 400 inputs × k 8 of a 10 ms agent, 16 workers per machine');
  const whole = cli([...common, '--evidence-out', 'whole.json'], dir);
  console.log(show('single machine', whole));
  const shards: Measured[] = [];
  for (let i = 1; i <= 4; i++) {
    const m = cli([...common, '--shard', `${i}/4`, '--evidence-out', `shard-${i}.json`], dir);
    shards.push(m);
    console.log(show(`shard ${i}/4`, m));
  }
  const merge = cli(['assess', '--evidence', 'shard-*.json', '--format', 'json'], dir);
  console.log(show('merge (assess shard-*.json)', merge));
  const slowest = Math.max(...shards.map((s) => s.ms));
  console.log(
    `  slowest shard + merge = ${(slowest + merge.ms).toFixed(0)} ms against ${whole.ms.toFixed(0)} ms on one machine: ` +
      `${((slowest + merge.ms) / whole.ms).toFixed(2)}× (ideal 0.25× plus process start-up)`,
  );
}

function mergeMemory(): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-merge-bench-'));
  writeFileSync(
    path.join(dir, 'agent.mjs'),
    "export default function agent(input) { return { decision: input.length % 2 === 0 ? 'refund' : 'billing' }; }\nagent.isolation = 'fresh-session';\n",
  );
  // 8,000 inputs × k 24 = 192,000 repeats: about 24,000 calls in each of 8 shards.
  writeFileSync(
    path.join(dir, 'inputs.txt'),
    Array.from({ length: 8000 }, (_, i) => `customer ${i}: charged twice for order ${i * 7}`).join(
      '\n',
    ),
  );
  const common = [
    'run',
    '--agent',
    'agent.mjs',
    '--inputs',
    'inputs.txt',
    '--k',
    '24',
    '--no-relations',
    '--no-early-rejection',
    '--quiet',
  ];
  for (let i = 1; i <= 8; i++) {
    const m = cli([...common, '--shard', `${i}/8`, '--evidence-out', `shard-${i}.json`], dir);
    if (m.code !== 0) console.log(show(`shard ${i}/8 (collection)`, m));
  }
  console.log(
    `2. 8 shards of ~24,000 calls each (8,000 inputs × k 24 in all); each figure the median of ${MERGE_RUNS} runs`,
  );
  cli([...common, '--evidence-out', 'unsharded.json'], dir);
  const one = medianOf(['assess', '--evidence', 'shard-1.json', '--format', 'json'], dir);
  // A shard alone is incomplete evidence (exit 2: the other 7 are missing), assessed in full.
  console.log(showMedian('assess one shard (alone: exit 2)', one, [0, 1, 2]));
  const all = medianOf(['assess', '--evidence', 'shard-*.json', '--format', 'json'], dir);
  console.log(showMedian('assess all 8 merged', all));
  const whole = medianOf(['assess', '--evidence', 'unsharded.json', '--format', 'json'], dir);
  console.log(showMedian('assess the unsharded run (same calls)', whole));
  // The per-input summaries' share: what assessing 8,000 inputs costs over 1,000 at the
  // fewest calls an input can have (k 2, one pair each), measured with the same CLI.
  const few = ['--k', '2', '--no-relations', '--no-early-rejection', '--quiet'];
  const base = ['run', '--agent', 'agent.mjs', '--inputs'];
  writeFileSync(
    path.join(dir, 'inputs-1000.txt'),
    Array.from({ length: 1000 }, (_, i) => `customer ${i}: charged twice for order ${i * 7}`).join(
      '\n',
    ),
  );
  cli([...base, 'inputs.txt', ...few, '--evidence-out', 'k2-8000.json'], dir);
  cli([...base, 'inputs-1000.txt', ...few, '--evidence-out', 'k2-1000.json'], dir);
  const many = medianOf(['assess', '--evidence', 'k2-8000.json', '--format', 'json'], dir);
  const some = medianOf(['assess', '--evidence', 'k2-1000.json', '--format', 'json'], dir);
  console.log(showMedian('assess 8,000 inputs × k 2 (unsharded)', many));
  console.log(showMedian('assess 1,000 inputs × k 2 (unsharded)', some));
  if (one.rssMb !== null && all.rssMb !== null && many.rssMb !== null && some.rssMb !== null) {
    const summaries = Math.max(0, many.rssMb - some.rssMb);
    const target = one.rssMb + summaries;
    console.log(
      `  target (issue 18): peak RSS of the merge ≤ one shard's (${one.rssMb.toFixed(1)} MiB) + the per-input summaries of the ` +
        `7,000 other inputs (${summaries.toFixed(1)} MiB = 8,000 − 1,000 inputs at k 2) = ${target.toFixed(1)} MiB: ` +
        `${all.rssMb <= target ? 'PASS' : 'FAIL'} (merged ${all.rssMb.toFixed(1)} MiB, margin ${(target - all.rssMb).toFixed(1)} MiB; ` +
        `${(all.rssMb / one.rssMb).toFixed(2)}× one shard, the issue measured 1.67× before streaming evidence; ` +
        `the unsharded file of the same calls: ${whole.rssMb?.toFixed(1)} MiB)`,
    );
  }
}

const MERGE_RUNS = Number(process.env.BENCH_MERGE_RUNS ?? 3);

interface Median {
  readonly ms: number;
  readonly rssMb: number | null;
  readonly runs: readonly Measured[];
  readonly loads: readonly number[];
}

/** The same command MERGE_RUNS times: median wall and median peak RSS, with the load average. */
function medianOf(args: readonly string[], cwd: string): Median {
  const runs: Measured[] = [];
  const loads: number[] = [];
  for (let i = 0; i < MERGE_RUNS; i++) {
    loads.push(loadavg()[0] as number);
    runs.push(cli(args, cwd));
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  const rss = runs.map((r) => r.rssMb);
  return {
    ms: mid(runs.map((r) => r.ms)),
    rssMb: rss.some((r) => r === null) ? null : mid(rss as number[]),
    runs,
    loads,
  };
}

function showMedian(label: string, m: Median, expected: readonly number[] = [0, 1]): string {
  const rss = m.runs.map((r) => r.rssMb);
  const spread = rss.some((r) => r === null)
    ? ''
    : ` [${Math.min(...(rss as number[])).toFixed(1)}–${Math.max(...(rss as number[])).toFixed(1)}]`;
  const codes = [...new Set(m.runs.map((r) => r.code))].join('/');
  for (const r of m.runs) if (!expected.includes(r.code ?? -1)) console.log(r.stderr.slice(-1500));
  return (
    `  ${label.padEnd(40)} ${m.ms.toFixed(0).padStart(6)} ms, peak RSS ${m.rssMb?.toFixed(1) ?? 'n/a'} MiB${spread} ` +
    `(exit ${codes}; load ${m.loads.map((l) => l.toFixed(1)).join(', ')})`
  );
}

if (!existsSync(CLI)) {
  console.log('dist/cli.js is missing: npm run build first');
  process.exitCode = 1;
} else {
  if (process.env.BENCH_SHARD_ONLY !== 'merge') simulated();
  mergeMemory();
}
