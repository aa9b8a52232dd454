// The real pieces end to end, for the golden and browser tests: the bundled `general`
// benchmark, the two example agents of examples/bench, collected by the engine
// (collectBench) into bench evidence in a temporary folder, and the core's report of it
// (reportBench). Deterministic: the agents are loaded from their files as `bench` loads
// them and only wrapped so that each call moves an injected monotonic clock by a fixed
// amount (a function of the prompt and the call's number), so every latency is fixed; the
// evidence's createdAt comes from a fixed clock; no timeout timer runs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Agent } from '../../../src/agents/index.js';
import {
  agentNames,
  benchAgentSpec,
  collectBench,
  makeBenchAgent,
  reportBench,
  type CollectedBench,
} from '../../../src/app/bench.js';
import { diskFiles, type AppIo } from '../../../src/app/ports.js';
import type { Benchmark, BenchReport } from '../../../src/core/bench/types.js';
import { loadBenchmark } from '../../../src/evidence/index.js';
import { ROOT } from '../../helpers/cli.js';

export const PASSING = 'examples/bench/passing-agent.mjs';
export const FAILING = 'examples/bench/failing-agent.mjs';
export const RUNS = 3;
/** 1 December 2026, noon UTC: the evidence's createdAt. */
export const CREATED_AT = Date.UTC(2026, 11, 1, 12);

/**
 * The latency of one call, in whole ms: fixed by the agent's file, the prompt and the
 * call's number (from 1 per agent). The failing agent is the slower one (90 to 329 ms,
 * the passing one 40 to 199 ms), so the latency chart has two different rows.
 */
export function latencyOf(file: string, prompt: string, callId: number): number {
  let h = 0;
  for (const ch of prompt) h = (h * 31 + (ch.codePointAt(0) as number)) % 1_000_003;
  const slow = file.includes('failing');
  return (slow ? 90 : 40) + ((h + callId * 37) % (slow ? 240 : 160));
}

/** The agent loaded from its file, each call moving `clock` by its fixed latency first. */
async function timed(file: string, clock: { t: number }, zero: boolean): Promise<Agent> {
  const inner = await makeBenchAgent(benchAgentSpec(file), { cwd: ROOT, env: process.env }, null);
  return {
    kind: inner.kind,
    label: inner.label,
    isolation: inner.isolation,
    call(input, callId, fresh) {
      if (!zero) clock.t += latencyOf(file, input, callId);
      return inner.call(input, callId, fresh);
    },
    close: () => inner.close(),
  };
}

function io(): AppIo {
  return {
    cwd: ROOT,
    env: process.env,
    files: diskFiles(),
    clock: { now: () => CREATED_AT },
    log: () => undefined,
    liveProgress: false,
    quiet: true,
  };
}

export interface BundledRun {
  readonly name: string;
  readonly command: 'test' | 'compare';
  readonly files: readonly string[];
  readonly collected: CollectedBench;
  /** The evidence file, absolute. */
  readonly evidenceFile: string;
  readonly report: BenchReport;
}

let general: Benchmark | undefined;

export interface BundledOptions {
  /** Runs of every task (default 3). */
  readonly runs?: number;
  /** The agents' names (default: as `bench` names them, from the file stems). */
  readonly names?: readonly string[];
  /** Every call takes 0 ms (an in-process agent on a coarse clock). */
  readonly zeroLatency?: boolean;
}

/** Runs the agent files on `general` through collectBench (names as `bench` gives them) and reports it. */
export async function bundledRun(
  name: string,
  command: 'test' | 'compare',
  files: readonly string[],
  options: BundledOptions = {},
): Promise<BundledRun> {
  general ??= await loadBenchmark('general', ROOT);
  const dir = mkdtempSync(path.join(tmpdir(), 'av-bench-bundled-'));
  const evidenceFile = path.join(dir, `${name}.evidence.json`);
  const clock = { t: 1000 };
  const specs = files.map(benchAgentSpec);
  const names = options.names ?? agentNames(specs);
  const agents = [];
  for (const [i, file] of files.entries())
    agents.push({
      name: names[i] as string,
      spec: specs[i]!,
      agent: await timed(file, clock, options.zeroLatency === true),
    });
  const collected = await collectBench(
    {
      benchmark: general,
      agents,
      runs: options.runs ?? RUNS,
      timeoutMs: null,
      evidenceOut: evidenceFile,
      now: () => clock.t,
    },
    io(),
  );
  if (collected.kind !== 'collected') throw new Error(`${name}: the collection was interrupted`);
  return {
    name,
    command,
    files,
    collected,
    evidenceFile,
    report: reportBench(collected, command),
  };
}

/** The three bundled runs: each example agent tested, and both compared. */
export async function bundledRuns(): Promise<BundledRun[]> {
  return [
    await bundledRun('passing-test', 'test', [PASSING]),
    await bundledRun('failing-test', 'test', [FAILING]),
    await bundledRun('compare', 'compare', [PASSING, FAILING]),
  ];
}
