/**
 * Speed of `assess` on a generated evidence set of 10,000 inputs × 100
 * observations (1,000,000 observations, 20 routes, a few flipping inputs).
 * Prints figures; asserts nothing. Run with `npm run bench`.
 *
 *   1. assess() on the in-memory Evidence (the pure core)
 *   2. the same through our evidence file: serialise, then read + parse + assess
 */
import { mkdirSync, rmSync, writeFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { assess } from '../src/core/assess/index.js';
import type { Evidence, EvidenceCase } from '../src/core/assess/model.js';
import { inputFingerprint } from '../src/core/fingerprint.js';
import { buildEvidenceFile, readEvidence, serialiseEvidenceFile } from '../src/evidence/index.js';

const INPUTS = Number(process.env.BENCH_INPUTS ?? 10_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 100);
const ROUNDS = 5;

function generate(): Evidence {
  const cases: EvidenceCase[] = [];
  for (let i = 0; i < INPUTS; i++) {
    const route = `route_${i % 20}`;
    const flips = i % 97 === 0; // ~1% of inputs flip between two routes
    const observations = Array.from({ length: REPEATS }, (_, j) => ({
      decision: flips && j % 7 === 3 ? `route_${(i + 1) % 20}` : route,
    }));
    const input = `ticket ${i}: customer message with some length to fingerprint, about ${route}`;
    cases.push({ input, fingerprint: inputFingerprint(input), expected: route, observations });
  }
  return {
    layer: 'verdict',
    isolation: 'fresh-session',
    provenance: {},
    complete: true,
    relations: [],
    cases,
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const evidence = generate();
  const generateMs = performance.now() - t0;

  const times: number[] = [];
  let status = '';
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now();
    const a = assess(evidence, null, { epsilon: 0.05 });
    times.push(performance.now() - t);
    status = `${a.status}, ${a.meter?.pairs} pairs, ${a.meter?.flips} flips, ${a.routes?.routes.length} routes`;
  }

  const dir = path.resolve('.bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'evidence-10k-x-100.json');
  const t1 = performance.now();
  writeFileSync(
    file,
    serialiseEvidenceFile(
      buildEvidenceFile(evidence, {
        tool: { name: 'bench', version: '0' },
        createdAt: '2026-01-01T00:00:00.000Z',
        settings: {},
      }),
    ),
  );
  const writeMs = performance.now() - t1;
  const size = statSync(file).size;

  const readTimes: number[] = [];
  for (let r = 0; r < 3; r++) {
    const t = performance.now();
    const read = await readEvidence(file);
    const a = assess(read.evidence, null, { epsilon: 0.05 });
    readTimes.push(performance.now() - t);
    if (a.status !== 'stochastic' && a.status !== 'deterministic')
      throw new Error(`unexpected ${a.status}`);
  }
  rmSync(file);

  console.log(
    `assess bench: ${INPUTS.toLocaleString('en')} inputs × ${REPEATS} observations (${(INPUTS * REPEATS).toLocaleString('en')} observations)`,
  );
  console.log(`  result                      ${status}`);
  console.log(`  generate (in memory)        ${generateMs.toFixed(0)} ms`);
  console.log(
    `  assess() in memory          median ${median(times).toFixed(0)} ms of ${ROUNDS} (min ${Math.min(...times).toFixed(0)} ms)`,
  );
  console.log(`  write evidence file         ${writeMs.toFixed(0)} ms, ${mb(size)}`);
  console.log(`  read + parse + assess file  median ${median(readTimes).toFixed(0)} ms of 3`);
  console.log(`  peak RSS                    ${mb(process.resourceUsage().maxRSS * 1024)}`);
  console.log(`  node ${process.version}, ${process.platform}/${process.arch}`);
}

await main();
