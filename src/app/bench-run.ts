// `bench test` and `bench compare` as one use case both shells call: the bench
// evidence obtained (agents run, a bench evidence file read back, or outcome logs
// imported — then written as bench evidence before any report), and the report
// computed once by the core (`buildBenchReport`), which every format only renders.
// The settings and their one check are bench-settings.ts; the import, bench-import.ts.
import { type AgentRun, type Benchmark, type BenchReport } from '../core/bench/index.js';
import { Refusal } from '../core/errors.js';
import type { Interrupted } from '../errors.js';
import { loadBenchmark } from '../evidence/benchmark.js';
import {
  collectBench,
  readBench,
  reportBench,
  type BenchAgentInput,
  type BenchAgentSpec,
} from './bench.js';
import { importBench } from './bench-import.js';
import {
  aboutSetting,
  benchAgentNames,
  benchEvidenceOutOf,
  benchInputFilesOf,
  benchOptionsOf,
  checkBenchSettings,
  DEFAULT_BENCH_RUNS,
  DEFAULT_BENCHMARK,
  importsOf,
  parseBenchAgent,
  sourceOf,
  withSettingNames,
  type BenchCommand,
  type BenchSettingKey,
  type BenchSettings,
  type BenchSource,
} from './bench-settings.js';
import { refuseOutputsOverInputs } from './files.js';
import type { AppIo } from './ports.js';
import { scrubberOf, scrubDeep } from './scrub.js';
import { isSettingsRefusal, refuseProblems } from './problems.js';
import { withoutNulls } from './settings.js';

export * from './bench-settings.js';

/** Bench evidence on disk, ready for the report. */
export interface ObtainedBench {
  readonly kind: 'bench';
  readonly source: BenchSource;
  readonly benchmark: Benchmark;
  readonly runs: readonly AgentRun[];
  readonly evidenceDigest: string;
  /** The bench evidence file (written by this run, or the one read), relative to cwd as given. */
  readonly evidencePath: string;
}

export interface ObtainBenchHooks {
  readonly signal?: AbortSignal;
  readonly ownsProcess?: boolean;
}

/**
 * The bench evidence of a bench command, written before any report: agents run
 * on the benchmark, a bench evidence file read back, or outcome logs imported.
 * Settings are checked first (nothing is called when they are wrong).
 */
export async function obtainBench(
  command: BenchCommand,
  given: BenchSettings,
  io: AppIo,
  hooks: ObtainBenchHooks = {},
): Promise<ObtainedBench | Interrupted> {
  const s = withoutNulls(given);
  refuseProblems(checkBenchSettings(command, s));
  // The statistics' options are refused before any call, too.
  benchOptionsOf(s);
  // The check above leaves exactly one source.
  const source = sourceOf(s) ?? 'live';
  if (source !== 'evidence') {
    refuseOutputsOverInputs(io.cwd, [benchEvidenceOutOf(s)], benchInputFilesOf(s));
  }
  if (source === 'evidence') {
    const file = s.evidence as string;
    const read = await aboutSetting('evidence', () => readBench(file, io.cwd));
    // Recorded strings are untrusted: scrubbed before the core summarises (and cuts) them.
    const scrub = scrubberOf(io.secrets);
    return {
      kind: 'bench',
      source,
      benchmark: scrub === null ? read.benchmark : scrubDeep(read.benchmark, scrub),
      runs: scrub === null ? read.runs : scrubDeep(read.runs, scrub),
      evidenceDigest: read.evidenceDigest,
      evidencePath: file,
    };
  }
  if (source === 'import') return { kind: 'bench', source, ...(await importBench(s, io)) };
  const benchmark = await aboutSetting('benchmark', () =>
    loadBenchmark(s.benchmark ?? DEFAULT_BENCHMARK, io.cwd),
  );
  const parsed = (s.agents ?? []).map(parseBenchAgent);
  const names = benchAgentNames(s.agents ?? []);
  const agents: BenchAgentInput[] = parsed.map((p, i) => ({
    name: names[i] ?? `agent-${i + 1}`,
    spec: withHttpOptions(p.spec, s),
  }));
  const runs = s.runs ?? DEFAULT_BENCH_RUNS;
  const collected = await rekeyed(AGENT_KEYS, () =>
    collectBench(
      {
        benchmark,
        agents,
        runs,
        ...(s.maxWorkers === undefined ? {} : { maxWorkers: s.maxWorkers }),
        ...(s.timeout === undefined ? {} : { timeoutMs: s.timeout }),
        ...(s.rateLimit === undefined ? {} : { ratePerSecond: s.rateLimit }),
        ...(s.evidenceOut === undefined ? {} : { evidenceOut: s.evidenceOut }),
        ...(hooks.signal === undefined ? {} : { signal: hooks.signal }),
        ...(hooks.ownsProcess === undefined ? {} : { ownsProcess: hooks.ownsProcess }),
      },
      io,
    ),
  );
  if (collected.kind !== 'collected') return collected;
  return {
    kind: 'bench',
    source,
    benchmark,
    runs: collected.runs,
    evidenceDigest: collected.evidenceDigest,
    evidencePath: collected.evidencePath,
  };
}

/** The settings the collection names an agent by: in a bench, each is one of `agents`. */
const AGENT_KEYS: Readonly<Record<string, BenchSettingKey>> = {
  agent: 'agents',
  agentCommand: 'agents',
  agentUrl: 'agents',
};

/** Runs `f`; a refusal keyed by a setting of the layer below is keyed by the bench's own. */
async function rekeyed<T>(
  keys: Readonly<Record<string, BenchSettingKey>>,
  f: () => Promise<T>,
): Promise<T> {
  try {
    return await f();
  } catch (error) {
    const setting = error instanceof Refusal ? error.setting : undefined;
    const key = setting === undefined ? undefined : keys[setting];
    if (error instanceof Refusal && key !== undefined && !isSettingsRefusal(error)) {
      throw new Refusal(error.code, error.reason, error.where, {
        setting: key,
        ...(error.data === undefined ? {} : { data: error.data }),
      });
    }
    throw error;
  }
}

function withHttpOptions(spec: BenchAgentSpec, s: BenchSettings): BenchAgentSpec {
  if (spec.kind !== 'http') return spec;
  return {
    ...spec,
    ...(s.textPath === undefined ? {} : { textPath: s.textPath }),
    ...(s.header === undefined ? {} : { header: s.header }),
    ...(s.httpRetries === undefined ? {} : { httpRetries: s.httpRetries }),
  };
}

/**
 * The report of a bench command, decided once by the core: the summaries, the
 * comparison, the verdict and the exit code. `bench test` of evidence holding
 * several agents is refused by the core (it takes one).
 */
export function assessBench(
  command: BenchCommand,
  obtained: ObtainedBench,
  given: BenchSettings,
): BenchReport {
  const s = withoutNulls(given);
  if (command === 'test' && s.failIfWorse !== undefined) {
    refuseProblems([
      {
        setting: 'failIfWorse',
        code: 'settings.compare-only',
        message: `applies to a comparison of two or more agents; ${obtained.evidencePath} holds one`,
      },
    ]);
  }
  const options = benchOptionsOf(s);
  try {
    return withSettingNames(() => reportBench(obtained, command, options));
  } catch (error) {
    // Too few or too many agents in what was read: the setting that named it.
    if (error instanceof Refusal && error.code === 'bench.agents' && error.setting === undefined) {
      const setting: BenchSettingKey =
        obtained.source === 'evidence'
          ? 'evidence'
          : obtained.source === 'import'
            ? (importsOf(s)[0]?.key ?? 'agents')
            : 'agents';
      const hint =
        command === 'test'
          ? ': use bench compare'
          : obtained.source === 'live'
            ? ''
            : ': use bench test';
      throw new Refusal(error.code, `${error.reason}${hint}`, undefined, {
        setting,
        ...(error.data === undefined ? {} : { data: error.data }),
      });
    }
    throw error;
  }
}
