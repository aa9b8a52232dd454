/**
 * How cost grows with work (issue 31, item 2): wall time and peak RSS of four
 * commands of dist/cli.js (so `npm run build` first) at 1×, 10× and 100× their
 * base size, each a child process timed by /usr/bin/time (peak RSS) and the
 * monotonic clock (wall), best of BENCH_ROUNDS (default 1) rounds:
 *
 *   run            a constant-time in-process agent, 30 × scale inputs, k 40 + the built-in relations
 *   assess --jsonl 6,000 × scale lines, nested paths (req.text, resp.label), 60 inputs × scale interleaved
 *   bench test     the bundled general benchmark, 15 tasks, 4 × scale runs, the passing example agent
 *   cases          the stateful example (examples/stateful), 3 cases, 4 × scale runs
 *
 * With REF_DIR set (the extracted Python reference, as ../shared/bench/side-by-side.sh
 * describes) `run` and `assess --jsonl` are timed with the reference beside ours.
 * Prints a table and writes docs/growth.svg: time and memory against size, log–log,
 * one line per command (dashed: the reference), so linear time is a slope of one
 * decade per decade and flat memory a level line. The SVG is written by hand
 * here (no plotting dependency). `npm run bench -- growth`; BENCH_SCALES=1,10 for fewer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'dist/cli.js');
const shared = path.resolve(root, '../shared/bench/agents');
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 1);
const SCALES = (process.env['BENCH_SCALES'] ?? '1,10,100').split(',').map(Number);
const REF_ENV = process.env['REF_DIR'];
const REF = REF_ENV === undefined ? undefined : path.resolve(REF_ENV);
const work = mkdtempSync(path.join(tmpdir(), 'agentverity-growth-'));

interface Point {
  readonly scale: number;
  readonly seconds: number;
  readonly mib: number;
  readonly ok: boolean;
}
interface Series {
  readonly name: string;
  readonly reference: boolean;
  readonly points: Point[];
}

const hasTime = existsSync('/usr/bin/time');

/** Best wall time over ROUNDS runs of the command, with its peak RSS. */
function measure(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Point {
  let best: Point = { scale: 0, seconds: Infinity, mib: 0, ok: false };
  const memFile = path.join(work, 'mem');
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    const child = hasTime
      ? spawnSync('/usr/bin/time', ['-f', '%M', '-o', memFile, command, ...args], {
          cwd: work,
          env: { ...process.env, ...env },
          stdio: ['ignore', 'ignore', 'pipe'],
          maxBuffer: 64 * 1024 * 1024,
        })
      : spawnSync(command, args, { cwd: work, env: { ...process.env, ...env }, stdio: 'ignore' });
    const seconds = (performance.now() - t0) / 1000;
    const kib = hasTime ? Number(readFileSync(memFile, 'utf8').trim().split('\n').pop()) : 0;
    // Exit 0 or 1 (a verdict) is a finished run; 2 and up is bad input or a fault.
    const ok = child.status === 0 || child.status === 1;
    if (!ok) process.stderr.write(`  ${command} ${args.join(' ')}: exit ${child.status}\n`);
    if (seconds < best.seconds) best = { scale: 0, seconds, mib: kib / 1024, ok };
  }
  return best;
}

function inputsFile(n: number): string {
  const file = path.join(work, `inputs-${n}.txt`);
  let text = '';
  for (let i = 0; i < n; i++) text += `ticket ${i}: charge ${i * 13} looks wrong\n`;
  writeFileSync(file, text);
  return file;
}

function jsonlFile(inputs: number, repeats: number): string {
  const file = path.join(work, `log-${inputs}.jsonl`);
  const routes = ['approve', 'deny', 'review', 'escalate'];
  const lines: string[] = [];
  for (let rep = 0; rep < repeats; rep++) {
    for (let i = 0; i < inputs; i++) {
      const label = routes[i % 4] as string;
      lines.push(
        JSON.stringify({
          req: { id: i, text: `claim ${i} for ${i * 3} EUR` },
          resp: { label, ms: 12 },
        }),
      );
    }
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const series: Series[] = [];
function add(name: string, reference: boolean, scale: number, p: Point): void {
  let s = series.find((x) => x.name === name && x.reference === reference);
  if (s === undefined) {
    s = { name, reference, points: [] };
    series.push(s);
  }
  s.points.push({ ...p, scale });
  const who = reference ? 'reference' : 'ours';
  console.log(
    `  ${name.padEnd(15)} ${who.padEnd(9)} ${String(scale).padStart(4)}×  ${p.seconds.toFixed(2).padStart(7)} s  ${p.mib.toFixed(0).padStart(5)} MiB${p.ok ? '' : '  (failed)'}`,
  );
}

if (!existsSync(cli)) {
  console.log('dist/cli.js is missing: npm run build first');
  process.exit(1);
}
const constant = path.join(shared, 'constant.mjs');
console.log(
  `growth: best of ${ROUNDS}, scales ${SCALES.join(', ')}${REF === undefined ? '' : ', reference beside'}`,
);
for (const scale of SCALES) {
  const inputs = inputsFile(30 * scale);
  if (existsSync(constant)) {
    const out = path.join(work, 'o.json');
    add(
      'run',
      false,
      scale,
      measure(process.execPath, [
        cli,
        'run',
        '--agent',
        constant,
        '--inputs',
        inputs,
        '--k',
        '40',
        '--quiet',
        '--evidence-out',
        out,
      ]),
    );
    if (REF !== undefined) {
      const env = { PYTHONPATH: `${REF}:${shared}` };
      add(
        'run',
        true,
        scale,
        measure(
          'python3',
          [
            '-m',
            'agentverity.cli',
            'run',
            '--agent',
            'constant_ref:build',
            '--inputs',
            inputs,
            '--k',
            '40',
            '--format',
            'json',
            '--output',
            path.join(work, 't.json'),
          ],
          env,
        ),
      );
    }
  }
  const log = jsonlFile(60 * scale, 100);
  add(
    'assess --jsonl',
    false,
    scale,
    measure(process.execPath, [
      cli,
      'assess',
      '--jsonl',
      log,
      '--input-path',
      'req.text',
      '--decision-path',
      'resp.label',
      '--format',
      'json',
      '--output',
      path.join(work, 'r.json'),
    ]),
  );
  if (REF !== undefined) {
    add(
      'assess --jsonl',
      true,
      scale,
      measure(
        'python3',
        [
          '-m',
          'agentverity.cli',
          'assess',
          '--jsonl',
          log,
          '--input-path',
          'req.text',
          '--decision-path',
          'resp.label',
        ],
        { PYTHONPATH: REF },
      ),
    );
  }
  add(
    'bench test',
    false,
    scale,
    measure(process.execPath, [
      cli,
      'bench',
      'test',
      path.join(root, 'examples/bench/passing-agent.mjs'),
      '--runs',
      String(4 * scale),
      '--quiet',
      '--evidence-out',
      path.join(work, 'b.json'),
    ]),
  );
  add(
    'cases',
    false,
    scale,
    measure(process.execPath, [
      cli,
      'cases',
      '--config',
      path.join(root, 'examples/stateful/agentverity.yml'),
      '--system',
      path.join(root, 'examples/stateful/system.mjs'),
      '--runs',
      String(4 * scale),
      '--quiet',
      '--evidence-out',
      path.join(work, 'c.json'),
    ]),
  );
}
rmSync(work, { recursive: true, force: true });
const svgFile = path.join(root, 'docs/growth.svg');
writeFileSync(svgFile, growthSvg(series));
console.log(`wrote ${path.relative(root, svgFile)}`);

// ---------------------------------------------------------------------------
// The plot: two log–log panels (wall seconds, peak MiB) against the scale.

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function growthSvg(all: readonly Series[]): string {
  const colours = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd'];
  const names = [...new Set(all.map((s) => s.name))];
  const W = 360;
  const H = 260;
  const pad = { l: 56, r: 12, t: 28, b: 40 };
  const panel = (x0: number, title: string, value: (p: Point) => number, unit: string): string => {
    const pts = all.flatMap((s) => s.points.filter((p) => p.ok && value(p) > 0));
    const ys = pts.map(value);
    const lo = Math.floor(Math.log10(Math.min(...ys, 1)));
    const hi = Math.ceil(Math.log10(Math.max(...ys, 1.0001)));
    const xs = SCALES.filter((s) => s > 0);
    const xlo = Math.log10(Math.min(...xs));
    const xhi = Math.max(Math.log10(Math.max(...xs)), xlo + 1);
    const X = (s: number) =>
      x0 + pad.l + ((Math.log10(s) - xlo) / (xhi - xlo)) * (W - pad.l - pad.r);
    const Y = (v: number) =>
      pad.t + (1 - (Math.log10(v) - lo) / Math.max(1, hi - lo)) * (H - pad.t - pad.b);
    const parts: string[] = [
      `<text x="${x0 + W / 2}" y="16" text-anchor="middle" font-weight="bold">${escapeXml(title)}</text>`,
    ];
    for (let e = lo; e <= hi; e++) {
      const y = Y(10 ** e).toFixed(1);
      parts.push(
        `<line x1="${x0 + pad.l}" x2="${x0 + W - pad.r}" y1="${y}" y2="${y}" stroke="#ddd"/>`,
      );
      parts.push(
        `<text x="${x0 + pad.l - 4}" y="${y}" text-anchor="end" dominant-baseline="middle">${escapeXml(String(10 ** e))} ${unit}</text>`,
      );
    }
    for (const s of xs) {
      const x = X(s).toFixed(1);
      parts.push(`<line x1="${x}" x2="${x}" y1="${pad.t}" y2="${H - pad.b}" stroke="#eee"/>`);
      parts.push(`<text x="${x}" y="${H - pad.b + 14}" text-anchor="middle">${s}×</text>`);
    }
    parts.push(
      `<text x="${x0 + W / 2}" y="${H - 8}" text-anchor="middle">work (× base size)</text>`,
    );
    for (const s of all) {
      const colour = colours[names.indexOf(s.name) % colours.length] as string;
      const ok = s.points.filter((p) => p.ok && value(p) > 0);
      if (ok.length === 0) continue;
      const d = ok
        .map((p, i) => `${i === 0 ? 'M' : 'L'}${X(p.scale).toFixed(1)},${Y(value(p)).toFixed(1)}`)
        .join(' ');
      const dash = s.reference ? ' stroke-dasharray="5,4"' : '';
      parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>`);
      for (const p of ok)
        parts.push(
          `<circle cx="${X(p.scale).toFixed(1)}" cy="${Y(value(p)).toFixed(1)}" r="3" fill="${colour}"/>`,
        );
    }
    return parts.join('\n');
  };
  const legend = all
    .map((s, i) => {
      const colour = colours[names.indexOf(s.name) % colours.length] as string;
      const y = H + 16 + i * 16;
      const dash = s.reference ? ' stroke-dasharray="5,4"' : '';
      return `<line x1="${pad.l}" x2="${pad.l + 28}" y1="${y}" y2="${y}" stroke="${colour}" stroke-width="2"${dash}/><text x="${pad.l + 34}" y="${y}" dominant-baseline="middle">${escapeXml(`${s.name}${s.reference ? ' (Python reference)' : ' (ours)'}`)}</text>`;
    })
    .join('\n');
  const height = H + 24 + all.length * 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * W}" height="${height}" viewBox="0 0 ${2 * W} ${height}" font-family="sans-serif" font-size="11">
<rect width="100%" height="100%" fill="white"/>
${panel(0, 'wall time (s), log scale', (p) => p.seconds, 's')}
${panel(W, 'peak memory (MiB), log scale', (p) => p.mib, 'MiB')}
${legend}
</svg>
`;
}
