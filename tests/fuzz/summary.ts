// Global setup of `npm run fuzz`: after every reader has run, prints one table of
// the figures each wrote to test-output/fuzz/<reader>.json.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { OUT, summaryLine, type Failure, type Stats } from './harness.js';

export function setup(): void {
  if (existsSync(OUT)) rmSync(OUT, { recursive: true, force: true });
}

export function teardown(): void {
  if (!existsSync(OUT)) return;
  const files = readdirSync(OUT).filter((f) => f.endsWith('.json'));
  const all = files.map(
    (f) =>
      JSON.parse(readFileSync(path.join(OUT, f), 'utf8')) as {
        stats: Stats;
        failures: Failure[];
      },
  );
  const total = all.reduce((n, r) => n + r.stats.tried, 0);
  const exceptions = all.reduce((n, r) => n + r.stats.exceptions, 0);
  const longest = Math.max(0, ...all.map((r) => r.stats.longestMs));
  const known = all.flatMap((r) => r.failures.filter((f) => f.knownOwner !== undefined));
  console.log(
    [
      '',
      `reader fuzzing, seed ${all[0]?.stats.seed ?? '?'}:`,
      ...all.map((r) => `  ${summaryLine(r.stats)}`),
      `  ${'all'.padEnd(18)} tried ${String(total).padStart(7)}  exceptions ${exceptions}  longest ${longest.toFixed(0)} ms`,
      ...(known.length === 0
        ? []
        : [
            '  known classes owned by other work:',
            ...known.map((f) => `    ${f.kind} ×${f.count}: ${f.key} (${f.knownOwner})`),
          ]),
      '',
    ].join('\n'),
  );
}
