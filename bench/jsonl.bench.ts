/**
 * Speed and memory of `agentverity assess --jsonl` on a generated log of
 * 1,000,000 lines (10,000 inputs × 100 repeats, ~80 MB), written to .bench/,
 * and on the same log with a unique `id` and a `ts` on every row (~130 MB), as
 * real logs carry, and with the input and decision nested (`req.text`, `resp.label`:
 * a request object and a response object, the common shape of a real log). Prints figures; asserts nothing. Run with `npm run bench -- jsonl`.
 *
 *   1. phases in this process: read and split, full import (scan, group), assess, digest
 *   2. the whole command in this process (runCli, JSON report discarded)
 *   3. the whole command as a child process (wall time and peak RSS from
 *      /usr/bin/time when present, else from the child's own resource usage),
 *      once through tsx on the sources and as a bundled CLI (like dist/): with
 *      the JSON report (which prints the evidence digest) and with the default
 *      text report (which does not, so the digest is skipped), on both logs
 *   4. the targets of issue 18: dist/cli.js (or BENCH_CLI) beside the issue's figures, pass/fail
 *
 * BENCH_INPUTS and BENCH_REPEATS change the size.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { runCli } from '../src/cli/program.js';
import { digestOfEvidence } from '../src/evidence/index.js';
import type { CliIo } from '../src/cli/io.js';
import { assess } from '../src/core/assess/index.js';
import { forEachLine, forEachLineSpan, importJsonl } from '../src/importers/index.js';

const INPUTS = Number(process.env.BENCH_INPUTS ?? 10_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 100);
const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.join(ROOT, '.bench');
const FILE = path.join(DIR, `jsonl-${INPUTS}x${REPEATS}.jsonl`);
const FILE_IDS = path.join(DIR, `jsonl-${INPUTS}x${REPEATS}-ids.jsonl`);
const FILE_NESTED = path.join(DIR, `jsonl-${INPUTS}x${REPEATS}-nested.jsonl`);
const NESTED_PATHS = ['--input-path', 'req.text', '--decision-path', 'resp.label'];

/**
 * Round by round (every input once, then again), ~1% of inputs flipping between
 * two routes; with `ids`, each row also starts with a unique id and a timestamp.
 */
function generate(file: string, ids: boolean, nested = false): void {
  mkdirSync(DIR, { recursive: true });
  const fd = openSync(file, 'w');
  try {
    const inputs = Array.from(
      { length: INPUTS },
      (_, i) => `ticket ${String(i).padStart(5, '0')}: card declined twice today, please help`,
    );
    for (let r = 0; r < REPEATS; r++) {
      let chunk = '';
      for (let i = 0; i < INPUTS; i++) {
        const flips = i % 97 === 0 && r % 7 === 3;
        const route = `route_${(flips ? i + 1 : i) % 20}`;
        const row = r * INPUTS + i;
        const head = ids
          ? `"id":"run-${row.toString(36).padStart(6, '0')}","ts":"${new Date(Date.UTC(2026, 0, 1) + row * 1237).toISOString()}",`
          : '';
        chunk += nested
          ? `{"req":{"id":${row},"text":${JSON.stringify(inputs[i])}},"resp":{"label":"${route}","ms":12}}\n`
          : `{${head}"input":${JSON.stringify(inputs[i])},"decision":"${route}"}\n`;
      }
      writeSync(fd, chunk);
    }
  } finally {
    closeSync(fd);
  }
}

const ms = (t: number): string => `${(performance.now() - t).toFixed(0)} ms`;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function phases(): Promise<void> {
  let t = performance.now();
  let lines = 0;
  await forEachLineSpan(FILE, () => void lines++);
  console.log(`  read + UTF-8 check + split    ${ms(t)} (${lines.toLocaleString('en')} lines)`);

  t = performance.now();
  let objects = 0;
  await forEachLine(FILE, (line) => {
    if (JSON.parse(line) !== null) objects++;
  });
  console.log(
    `  (for comparison: decode + JSON.parse every line ${ms(t)}, ${objects.toLocaleString('en')} rows)`,
  );

  t = performance.now();
  const evidence = await importJsonl(FILE);
  console.log(`  import: read, scan, group     ${ms(t)} (${evidence.cases.length} inputs)`);

  t = performance.now();
  const a = assess(evidence, null, { epsilon: 0.05 });
  console.log(
    `  assess (score)                ${ms(t)} (${a.status}, ${a.meter?.pairs} pairs, ${a.meter?.flips} flips)`,
  );

  t = performance.now();
  digestOfEvidence(evidence, {});
  console.log(`  evidence digest               ${ms(t)}`);
}

function nullIo(): CliIo {
  return {
    stdout: () => undefined,
    stderr: (s) => void process.stderr.write(s),
    cwd: ROOT,
    writeFile: () => undefined,
    env: {},
    stdoutIsTTY: false,
    stderrIsTTY: false,
  };
}

function child(
  label: string,
  argv: string[],
  file = FILE,
  format = 'json',
  quiet = false,
  paths: readonly string[] = [],
): { ms: number; rssMib: number | null } {
  const args = [
    'assess',
    '--jsonl',
    file,
    ...paths,
    ...(format === 'text' ? [] : ['--format', format]),
  ];
  const useTime = existsSync('/usr/bin/time');
  const t = performance.now();
  const result = useTime
    ? spawnSync('/usr/bin/time', ['-v', process.execPath, ...argv, ...args], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
    : spawnSync(process.execPath, [...argv, ...args], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
  const wallMs = performance.now() - t;
  const wall = `${wallMs.toFixed(0)} ms`;
  const rss = useTime
    ? /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1]
    : null;
  const user = useTime ? Number(/User time \(seconds\): ([\d.]+)/.exec(result.stderr)?.[1]) : NaN;
  const sys = useTime ? Number(/System time \(seconds\): ([\d.]+)/.exec(result.stderr)?.[1]) : NaN;
  const cpu = Number.isFinite(user + sys) ? `, CPU ${((user + sys) * 1000).toFixed(0)} ms` : '';
  const status =
    (format === 'text'
      ? /^[A-Za-z][^\n]*/.exec(result.stdout)?.[0]?.slice(0, 40)
      : /"status": "([a-z-]+)"/.exec(result.stdout)?.[1]) ?? `exit ${result.status}`;
  if (!quiet) {
    console.log(
      `  ${label.padEnd(44)}  ${wall}${cpu}, peak RSS ${rss ? mb(Number(rss) * 1024) : 'n/a'} (${status})`,
    );
  }
  if (status.startsWith('exit')) console.log(result.stderr.slice(-2000));
  return { ms: wallMs, rssMib: rss ? Number(rss) / 1024 : null };
}

/** The issue's figures for `assess --jsonl` of this log (issue 18, second row). */
const ISSUE_JSONL = {
  oursBefore: { s: 2.48, mib: 130 },
  reference: { s: 11.45, mib: 219 },
} as const;

/**
 * The judged figure: the whole command as users run it (dist/cli.js, or the CLI
 * named by BENCH_CLI), --format json, median of 3, beside the issue's figures and
 * its targets (wall ≤ 0.12× the reference's, memory ≤ 0.5×). The Python reference
 * is not installed on this machine: its figures are the ones the issue states.
 */
function verdict(fallback: string | null): void {
  const named = process.env.BENCH_CLI ?? path.join(ROOT, 'dist/cli.js');
  const cli = existsSync(named) ? named : fallback;
  if (cli === null || NOT_THE_ISSUES_LOG) {
    console.log('targets: not judged (no CLI, or not the 10,000 × 100 log of the issue)');
    return;
  }
  const runs = [0, 1, 2].map(() => child('', [cli], FILE, 'json', true));
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] as number;
  const wall = med(runs.map((r) => r.ms)) / 1000;
  const rss = med(runs.map((r) => r.rssMib ?? Number.NaN));
  const ref = ISSUE_JSONL.reference;
  const targetS = 0.12 * ref.s;
  const targetMib = 0.5 * ref.mib;
  console.log(
    `targets (${path.relative(ROOT, cli)} assess --jsonl, --format json, median of 3): ours now ${wall.toFixed(2)} s, ${rss.toFixed(0)} MiB | ` +
      `ours in the issue ${ISSUE_JSONL.oursBefore.s} s, ${ISSUE_JSONL.oursBefore.mib} MiB | reference (the issue's figures; not installed here) ${ref.s} s, ${ref.mib} MiB`,
  );
  console.log(
    `  wall ≤ 0.12 × reference = ${targetS.toFixed(2)} s: ${wall <= targetS ? 'PASS' : 'FAIL'} (${(wall / ref.s).toFixed(3)}×); ` +
      `peak RSS ≤ 0.5 × reference = ${targetMib.toFixed(0)} MiB: ${rss <= targetMib ? 'PASS' : 'FAIL'} (${(rss / ref.mib).toFixed(2)}×)`,
  );
}

const NOT_THE_ISSUES_LOG = INPUTS !== 10_000 || REPEATS !== 100;

async function main(): Promise<void> {
  let t = performance.now();
  if (!existsSync(FILE)) generate(FILE, false);
  if (!existsSync(FILE_IDS)) generate(FILE_IDS, true);
  if (!existsSync(FILE_NESTED)) generate(FILE_NESTED, false, true);
  console.log(
    `assess --jsonl bench: ${INPUTS.toLocaleString('en')} inputs × ${REPEATS} repeats, ${mb(statSync(FILE).size)} (${path.relative(ROOT, FILE)}; with ids and timestamps ${mb(statSync(FILE_IDS).size)}; ready in ${ms(t)})`,
  );

  console.log('in this process:');
  await phases();
  const io = nullIo();
  const before = process.memoryUsage().rss;
  t = performance.now();
  const code = await runCli(['assess', '--jsonl', FILE, '--format', 'json'], io);
  console.log(`  runCli assess --jsonl         ${ms(t)} (exit ${code}; RSS here ${mb(before)})`);

  console.log('as a child process (wall time includes Node start-up):');
  child('tsx src/cli/main.ts, --format json', [
    '--import',
    'tsx',
    path.join(ROOT, 'src/cli/main.ts'),
  ]);
  const bundle = path.join(DIR, 'cli.mjs');
  const esbuild = path.join(ROOT, 'node_modules/.bin/esbuild');
  const built = spawnSync(
    esbuild,
    [
      path.join(ROOT, 'src/cli/main.ts'),
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      `--outfile=${bundle}`,
      '--log-level=error',
      '--banner:js=import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    ],
    { encoding: 'utf8' },
  );
  if (built.status === 0) {
    child('bundled CLI, --format json', [bundle]);
    child('bundled CLI, text report', [bundle], FILE, 'text');
    child('bundled CLI, --format json, ids + timestamps', [bundle], FILE_IDS);
    child('bundled CLI, text report, ids + timestamps', [bundle], FILE_IDS, 'text');
    child(
      'bundled CLI, --format json, nested paths',
      [bundle],
      FILE_NESTED,
      'json',
      false,
      NESTED_PATHS,
    );
  } else console.log(`  bundled CLI: esbuild failed: ${built.stderr.slice(0, 500)}`);
  verdict(built.status === 0 ? bundle : null);
}

await main();
