// `bench test` and `bench compare` as one use case both shells call: typed
// settings and their one check, the bench evidence obtained (agents run, a bench
// evidence file read back, or outcome logs imported — then written as bench
// evidence before any report), and the report computed once by the core
// (`buildBenchReport`), which every format only renders.
import path from 'node:path';
import {
  resolveBenchOptions,
  type AgentRun,
  type Benchmark,
  type BenchOptions,
  type BenchReport,
  type BenchTask,
} from '../core/bench/index.js';
import { Refusal } from '../core/errors.js';
import type { Interrupted } from '../errors.js';
import { BENCH_ORDER } from '../collect/bench.js';
import {
  benchEvidenceDigest,
  buildBenchEvidence,
  serialiseBenchEvidence,
} from '../evidence/bench-evidence.js';
import { benchmarkDigest, loadBenchmark } from '../evidence/benchmark.js';
import { TOOL_NAME, VERSION } from '../version.js';
import {
  benchAgentSpec,
  agentNames,
  collectBench,
  DEFAULT_BENCH_EVIDENCE_OUT,
  readBench,
  reportBench,
  type BenchAgentInput,
  type BenchAgentSpec,
} from './bench.js';
import { outputPath, refuseOutputsOverInputs, type NamedFile } from './files.js';
import { textWithinLimits } from './limited-text.js';
import { scrubberOf, scrubDeep } from './scrub.js';
import { isoNow, type AppIo } from './ports.js';
import { isSettingsRefusal, refuseProblems, type Problem } from './problems.js';
import { withoutNulls } from './settings.js';

export const BENCH_COMMANDS = ['test', 'compare'] as const;
export type BenchCommand = (typeof BENCH_COMMANDS)[number];

/**
 * The command settings are checked as when the shell does not say (the Action):
 * one agent to run is tested, several compared; recorded outcomes are checked as
 * a comparison, since how many agents they hold is known once they are read.
 */
export function benchCommandFor(given: BenchSettings): BenchCommand {
  // `null` is "not given" (settings read from JSON), as for the gate's settings.
  const s = withoutNulls(given);
  const agents = (s.agents ?? []).length;
  if (agents === 1) return 'test';
  if (agents > 1) return 'compare';
  return sourceOf(s) === null ? 'test' : 'compare';
}

/** The bundled benchmark a live run uses when none is named. */
export const DEFAULT_BENCHMARK = 'general';
/** Runs of every task when none are asked for: enough for pass^k up to 3 and a flip pair. */
export const DEFAULT_BENCH_RUNS = 3;

/** Which outcome logs a bench may import, by the setting that names them. */
export const BENCH_IMPORT_KEYS = ['jsonl', 'promptfoo', 'inspect', 'tau2'] as const;
export type BenchImportKey = (typeof BENCH_IMPORT_KEYS)[number];

/** The settings of `bench test` / `bench compare`, keyed as the CLI flags and the Action inputs. */
export interface BenchSettings {
  /** `[NAME=]AGENT` each: a module, a `.py` file with `run_agent`, an http(s) URL or `cmd:COMMAND`. */
  readonly agents?: readonly string[];
  /** A benchmark file or a bundled benchmark's name (default `general`). */
  readonly benchmark?: string;
  readonly runs?: number;
  /** A bench evidence file to recompute the report from, without any call. */
  readonly evidence?: string;
  readonly jsonl?: readonly string[];
  readonly promptfoo?: readonly string[];
  readonly inspect?: readonly string[];
  /** τ²-bench `results.json` files: each task's trials are its runs. */
  readonly tau2?: readonly string[];
  readonly taskPath?: string;
  readonly outcomePath?: string;
  readonly errorPath?: string;
  readonly outputPath?: string;
  readonly latencyPath?: string;
  readonly promptPath?: string;
  readonly threshold?: number;
  readonly scorer?: string;
  readonly benchmarkName?: string;
  readonly confidence?: number;
  readonly seed?: number;
  readonly resamples?: number;
  /** The headline k of pass^k and pass@k. */
  readonly passK?: number;
  readonly epsilon?: number;
  readonly difference?: number;
  readonly failIfWorse?: string;
  readonly maxWorkers?: number;
  /** Per-call timeout in ms; null for none. */
  readonly timeout?: number | null;
  /** Calls started per second. */
  readonly rateLimit?: number;
  readonly evidenceOut?: string;
  readonly header?: readonly string[];
  readonly textPath?: string;
  readonly httpRetries?: number;
}

export type BenchSettingKey = keyof BenchSettings;

/** Every bench setting but the agents, in the order the shells list them. */
export const BENCH_SETTING_KEYS: readonly Exclude<BenchSettingKey, 'agents'>[] = [
  'benchmark',
  'runs',
  'evidence',
  'jsonl',
  'promptfoo',
  'inspect',
  'tau2',
  'taskPath',
  'outcomePath',
  'errorPath',
  'outputPath',
  'latencyPath',
  'promptPath',
  'threshold',
  'scorer',
  'benchmarkName',
  'confidence',
  'seed',
  'resamples',
  'passK',
  'epsilon',
  'difference',
  'failIfWorse',
  'maxWorkers',
  'timeout',
  'rateLimit',
  'evidenceOut',
  'header',
  'textPath',
  'httpRetries',
];

/** Settings that apply to running agents only. */
const LIVE_ONLY: readonly BenchSettingKey[] = [
  'benchmark',
  'runs',
  'maxWorkers',
  'timeout',
  'rateLimit',
  'header',
  'textPath',
  'httpRetries',
];
/** Settings that apply to importing outcome logs only. */
const IMPORT_ONLY: readonly BenchSettingKey[] = [
  'taskPath',
  'outcomePath',
  'errorPath',
  'outputPath',
  'latencyPath',
  'promptPath',
  'threshold',
  'scorer',
  'benchmarkName',
];

type BenchSource = 'live' | 'evidence' | 'import';

function importsOf(s: BenchSettings): { key: BenchImportKey; file: string }[] {
  return BENCH_IMPORT_KEYS.flatMap((key) => (s[key] ?? []).map((file) => ({ key, file })));
}

function sourceOf(s: BenchSettings): BenchSource | null {
  const found: BenchSource[] = [];
  if ((s.agents ?? []).length > 0) found.push('live');
  if (s.evidence !== undefined) found.push('evidence');
  if (importsOf(s).length > 0) found.push('import');
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** A name an agent may be given (`base=…`): it shows in tables, file names and JUnit. */
const AGENT_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

/**
 * One `[NAME=]AGENT` argument: `cmd:COMMAND` a command worker (docs/agent-protocol.md),
 * an http(s) URL an HTTP agent, a `.py` file a Python `run_agent` file, anything
 * else a JS/TS module (`FILE[:EXPORT]`).
 */
export function parseBenchAgent(arg: string): { name: string | null; spec: BenchAgentSpec } {
  const eq = arg.indexOf('=');
  let name: string | null = null;
  let rest = arg;
  if (eq > 0 && AGENT_NAME.test(arg.slice(0, eq)) && !/^(cmd|https?):/i.test(arg)) {
    name = arg.slice(0, eq);
    rest = arg.slice(eq + 1);
  }
  const command = /^cmd:(.*)$/s.exec(rest);
  if (command !== null) return { name, spec: { kind: 'command', command: command[1] ?? '' } };
  return { name, spec: benchAgentSpec(rest) };
}

/** The names the agents run under (`NAME=` or one made from the agent, unique): see `agentNames`. */
export function benchAgentNames(agents: readonly string[]): string[] {
  const parsed = agents.map(parseBenchAgent);
  return agentNames(
    parsed.map((p) => p.spec),
    parsed.map((p) => p.name),
  );
}

/**
 * The files a bench run reads, each with its setting's flag: the benchmark file
 * (a bundled benchmark's bare name is no file), the bench evidence and the
 * outcome logs. No output may be one of them.
 */
export function benchInputFilesOf(given: BenchSettings): NamedFile[] {
  const s = withoutNulls(given);
  const files: NamedFile[] = [];
  const benchmark = s.benchmark;
  if (benchmark !== undefined && /[\\/]|\.(ya?ml|json)$/i.test(benchmark)) {
    files.push({ flag: '--benchmark', given: benchmark });
  }
  if (s.evidence !== undefined) files.push({ flag: '--evidence', given: s.evidence });
  for (const { key, file } of importsOf(s)) files.push({ flag: `--${key}`, given: file });
  return files;
}

/** Where a bench run that runs or imports writes its evidence, with the flag that named it. */
export function benchEvidenceOutOf(s: BenchSettings): NamedFile {
  return s.evidenceOut === undefined
    ? { flag: 'the bench evidence file', given: DEFAULT_BENCH_EVIDENCE_OUT }
    : { flag: '--evidence-out', given: s.evidenceOut };
}

/** Every problem with the settings of a bench command, each keyed by its setting. */
export function checkBenchSettings(command: BenchCommand, asked: BenchSettings): Problem[] {
  // `null` is "not given" (settings read from JSON), as for the gate's settings.
  const s = withoutNulls(asked);
  const problems: Problem[] = [];
  const add = (setting: string, code: Problem['code'], message: string) =>
    problems.push({ setting, code, message });
  const agents = s.agents ?? [];
  const given: BenchSource[] = [];
  if (agents.length > 0) given.push('live');
  if (s.evidence !== undefined) given.push('evidence');
  if (importsOf(s).length > 0) given.push('import');
  if (given.length === 0) {
    add(
      'agents',
      'settings.nothing-to-assess',
      command === 'test'
        ? 'give the agent to test (a module, a .py file with run_agent, an http(s) URL or cmd:COMMAND), or recorded outcomes: `evidence` (bench evidence), `jsonl`, `promptfoo`, `inspect` or `tau2`'
        : 'give two or more agents to compare, or recorded outcomes: `evidence` (bench evidence), `jsonl`, `promptfoo`, `inspect` or `tau2`',
    );
    return problems;
  }
  if (given.length > 1) {
    add(
      given.includes('live') ? 'agents' : 'evidence',
      'settings.live-and-recorded',
      'give agents to run, a bench evidence file (`evidence`), or outcome logs to import (`jsonl`, `promptfoo`, `inspect`, `tau2`) — one of them, not several',
    );
    return problems;
  }
  const source = given[0];
  if (source === 'live') {
    if (command === 'test' && agents.length !== 1) {
      add(
        'agents',
        'settings.agents',
        `bench test takes one agent, got ${agents.length}; compare several with bench compare`,
      );
    }
    if (command === 'compare' && agents.length < 2) {
      add('agents', 'settings.agents', 'bench compare needs at least two agents');
    }
    agents.forEach((a, i) => {
      const { spec } = parseBenchAgent(a);
      const empty =
        (spec.kind === 'command' && spec.command.trim() === '') ||
        (spec.kind === 'module' && spec.module.trim() === '');
      if (empty) add('agents', 'settings.empty', `agent ${i + 1} is empty: ${JSON.stringify(a)}`);
    });
    const names = benchAgentNames(agents);
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    if (twice.length > 0) {
      add(
        'agents',
        'settings.agents',
        `two agents are named ${JSON.stringify(twice[0])}: name each one (NAME=AGENT) uniquely`,
      );
    }
    if (
      command === 'compare' &&
      s.failIfWorse !== undefined &&
      s.failIfWorse !== '' &&
      !names.includes(s.failIfWorse)
    ) {
      add(
        'failIfWorse',
        'settings.choice',
        `${JSON.stringify(s.failIfWorse)} is not one of the agents compared (${names.map((n) => JSON.stringify(n)).join(', ')}); name them with NAME=AGENT`,
      );
    }
    if (
      s.runs !== undefined &&
      !(Number.isSafeInteger(s.runs) && s.runs >= 1 && s.runs <= 10_000)
    ) {
      add('runs', 'settings.range', 'expected a whole number of runs from 1 to 10000');
    }
    // pass^k needs k scored runs of every task: known before any call.
    const runs = s.runs ?? DEFAULT_BENCH_RUNS;
    if (s.passK !== undefined && Number.isSafeInteger(s.passK) && s.passK > runs) {
      add(
        'passK',
        'settings.range',
        `pass^k with k = ${s.passK} needs at least ${s.passK} runs of every task, but \`runs\` is ${runs}${s.runs === undefined ? ' (the default)' : ''}: give k of ${runs} or fewer, or more runs`,
      );
    }
    if (s.maxWorkers !== undefined && !(Number.isSafeInteger(s.maxWorkers) && s.maxWorkers >= 1)) {
      add('maxWorkers', 'settings.range', 'expected a whole number of at least 1');
    }
  } else {
    for (const key of LIVE_ONLY) {
      if (s[key] !== undefined) {
        add(
          key,
          'settings.live-only',
          'applies when agents are run; recorded outcomes are assessed as they were recorded',
        );
      }
    }
  }
  if (source !== 'import') {
    for (const key of IMPORT_ONLY) {
      if (s[key] !== undefined) {
        add(
          key,
          'settings.import-only',
          'applies to outcome logs (`jsonl`, `promptfoo`, `inspect`, `tau2`) only',
        );
      }
    }
  }
  if (command === 'test' && s.failIfWorse !== undefined) {
    add(
      'failIfWorse',
      'settings.compare-only',
      'applies to a comparison of two or more agents: with one, there is no other for it to be worse than',
    );
  }
  if (source === 'evidence' && s.evidenceOut !== undefined) {
    add(
      'evidenceOut',
      'settings.live-only',
      'the bench evidence is the file given; nothing new is written',
    );
  }
  return problems;
}

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
  if (source === 'import') return importBench(s, io);
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

/**
 * Runs `f`; a refusal about a file it reads that names no setting is keyed by
 * the setting that named the file, so each shell says which flag or input it was.
 */
async function aboutSetting<T>(setting: BenchSettingKey, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (error) {
    if (error instanceof Refusal && error.setting === undefined && !isSettingsRefusal(error)) {
      throw new Refusal(error.code, error.reason, error.where, {
        setting,
        ...(error.data === undefined ? {} : { data: error.data }),
      });
    }
    throw error;
  }
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
 * Outcome logs become bench evidence: each file's runs, on the union of the
 * tasks they name (a task id must mean the same task in every file), under
 * one benchmark; then the evidence is written like a live run's.
 */
async function importBench(s: BenchSettings, io: AppIo): Promise<ObtainedBench> {
  const { importBenchRunsFile } = await import('../importers/outcomes/outcomes.js');
  const scrub = scrubberOf(io.secrets);
  const tasks = new Map<string, { task: BenchTask; file: string }>();
  const runs: AgentRun[] = [];
  let name: string | null = s.benchmarkName ?? null;
  const names = new Set<string>();
  for (const { key, file } of importsOf(s)) {
    const format = key === 'jsonl' ? 'outcomes-jsonl' : key;
    const imported = await aboutSetting(key, () =>
      importBenchRunsFile(
        path.resolve(io.cwd, file),
        {
          format,
          ...pick(s, 'taskPath', 'outcomePath', 'errorPath', 'outputPath', 'latencyPath'),
          ...pick(s, 'promptPath', 'scorer', 'benchmarkName'),
          ...(s.threshold === undefined ? {} : { threshold: s.threshold }),
        },
        // The logs' strings are untrusted: scrubbed as they are read, before a
        // reader cuts one (an error kept to 500 characters) and before the bench
        // evidence is written.
        scrub,
      ),
    );
    name ??= imported.benchmark.name;
    for (const t of imported.benchmark.tasks) {
      const seen = tasks.get(t.id);
      if (seen === undefined) tasks.set(t.id, { task: t, file });
      else if (seen.task.prompt !== null && t.prompt !== null && seen.task.prompt !== t.prompt) {
        throw new Refusal(
          'import.bench-tasks',
          `task ${JSON.stringify(t.id)} has a different prompt here than in ${seen.file}: the logs are not of the same tasks`,
          file,
        );
      }
    }
    for (const run of imported.runs) {
      let agentName = run.agent.name;
      for (let n = 2; names.has(agentName); n++) agentName = `${run.agent.name}-${n}`;
      names.add(agentName);
      runs.push({ ...run, agent: { ...run.agent, name: agentName } });
    }
  }
  const taskList = [...tasks.values()].map((t) => t.task);
  const benchName = name ?? 'imported';
  const digest = benchmarkDigest(benchName, taskList);
  const benchmark: Benchmark = { version: '1', name: benchName, tasks: taskList, digest };
  const rebased = runs.map((r) => ({ ...r, benchmark: { name: benchName, digest } }));
  const evidence = buildBenchEvidence(benchmark, rebased, {
    tool: { name: TOOL_NAME, version: VERSION },
    createdAt: isoNow(io.clock),
    options: {
      order: BENCH_ORDER,
      imported: importsOf(s).map(({ key, file }) => ({ format: key, file })),
    },
  });
  const out = s.evidenceOut ?? DEFAULT_BENCH_EVIDENCE_OUT;
  const target = outputPath(io.cwd, out, 'bench evidence');
  io.files.checkWritable(target, 'bench evidence');
  io.files.writeText(
    target,
    textWithinLimits(evidence, target, 'bench evidence', () => serialiseBenchEvidence(evidence)),
  );
  if (io.quiet !== true) {
    io.log(
      `agentverity: imported ${rebased.length} agent run${rebased.length === 1 ? '' : 's'} on ${taskList.length} tasks; wrote bench evidence to ${out}\n`,
    );
  }
  return {
    kind: 'bench',
    source: 'import',
    benchmark,
    runs: rebased,
    evidenceDigest: benchEvidenceDigest(evidence),
    evidencePath: out,
  };
}

function pick<K extends BenchSettingKey>(
  s: BenchSettings,
  ...keys: K[]
): Partial<Pick<BenchSettings, K>> {
  const out: Partial<Pick<BenchSettings, K>> = {};
  for (const k of keys) if (s[k] !== undefined) out[k] = s[k];
  return out;
}

/** The statistics' options from the settings, checked by the core (a refusal names the setting). */
export function benchOptionsOf(given: BenchSettings): BenchOptions {
  // `null` is "not given" (settings read from JSON), as for the gate's settings.
  const s = withoutNulls(given);
  return withSettingNames(() =>
    resolveBenchOptions({
      ...(s.confidence === undefined ? {} : { confidence: s.confidence }),
      ...(s.seed === undefined ? {} : { seed: s.seed }),
      ...(s.resamples === undefined ? {} : { resamples: s.resamples }),
      ...(s.passK === undefined ? {} : { k: s.passK }),
      ...(s.epsilon === undefined ? {} : { epsilon: s.epsilon }),
      ...(s.difference === undefined ? {} : { difference: s.difference }),
      ...(s.failIfWorse === undefined ? {} : { failIfWorse: s.failIfWorse }),
    }),
  );
}

/** The core names its options (`k`); the settings name pass^k's k `passK`. */
const SETTING_OF_OPTION: Readonly<Record<string, BenchSettingKey>> = { k: 'passK' };

/** Runs `f`, a core refusal about an option re-keyed by its setting (which each shell names). */
function withSettingNames<T>(f: () => T): T {
  try {
    return f();
  } catch (error) {
    if (error instanceof Refusal && error.setting !== undefined) {
      const setting = SETTING_OF_OPTION[error.setting] ?? error.setting;
      throw new Refusal(error.code, error.reason, undefined, {
        setting,
        ...(error.data === undefined ? {} : { data: error.data }),
      });
    }
    throw error;
  }
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
