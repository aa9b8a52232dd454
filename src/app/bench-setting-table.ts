// The bench settings table (issue 32 item 1): each setting of `bench test` and
// `bench compare` once, in the order the shells list them (the outcome logs,
// one per importer that declares `bench`, follow `evidence`), with where it
// applies and the CLI flag's placeholder, value kind and help. Derived from it:
// the check's live-only and import-only lists (bench-settings.ts) and the bench
// commands' setting flags (cli/settings.ts `benchOptions`, cli/register/bench.ts).
// A leaf (a type import only) so that registering the CLI's commands loads
// nothing of the bench engine.
import type { BenchSettingKey } from './bench-settings.js';
import type { ImportKind } from './settings.js';

/**
 * How a bench flag's value is read: `positive` a whole number of at least 1,
 * `whole` one of at least 0, `number` any finite number, `duration` such as 30s
 * (0 for none), `rate` such as 10/s, `lines` a repeatable flag, `text` as given.
 */
export type BenchValue = 'positive' | 'whole' | 'number' | 'duration' | 'rate' | 'lines' | 'text';

/** The bench commands a setting's flag is defined on. */
export type BenchFlagCommand = 'test' | 'compare' | 'run';

/** What the shells and the check need to know of one bench setting. */
export interface BenchColumn {
  /**
   * `live`: applies when agents are run (refused beside imported logs or bench
   * evidence); `import`: when outcome logs are imported; `any`: whatever the
   * source (`failIfWorse` and `evidenceOut` have rules of their own in the check).
   */
  readonly scope: 'any' | 'live' | 'import';
  /** The CLI flag's value placeholder (`<n>`); the flag is `--` + the kebab case of the key. */
  readonly arg: string;
  /** How the CLI reads the value (text as given unless the row says). */
  readonly value?: BenchValue;
  /** The CLI help line. */
  readonly help: string;
  /** The commands that define its flag (default `test` and `compare`). */
  readonly commands?: readonly BenchFlagCommand[];
  /** Its help on `bench run` where that differs (the one-shot call has no defaults to state). */
  readonly runHelp?: string;
  /**
   * Its Action input (the kebab case of the key): `bench` an input of `mode: bench`
   * only, `gate` the gate's input of that name, read with the same meaning; none
   * when the Action has no input for it (it places the bench evidence itself).
   */
  readonly input?: 'bench' | 'gate';
}

/**
 * Every bench setting but the agents and the outcome logs. The mapped type makes
 * a BenchSettings key missing here a type error: adding a bench setting is its
 * BenchSettings field and one row here.
 */
export const BENCH_SETTING_TABLE: {
  readonly [K in Exclude<BenchSettingKey, 'agents' | ImportKind>]: BenchColumn;
} = {
  benchmark: {
    scope: 'live',
    input: 'bench',
    arg: '<file|name>',
    help: 'benchmark file (YAML, version "1") or the name of a bundled one (bench list); default general',
  },
  runs: {
    scope: 'live',
    input: 'bench',
    arg: '<n>',
    value: 'positive',
    help: 'runs of every task (default 3)',
  },
  evidence: {
    scope: 'any',
    input: 'gate',
    arg: '<file>',
    help: 'recompute the report from bench evidence written earlier, without calling any agent',
  },
  taskPath: {
    scope: 'import',
    input: 'bench',
    arg: '<path>',
    help: 'imports: dotted path of the task id (JSONL default task)',
  },
  outcomePath: {
    scope: 'import',
    input: 'bench',
    arg: '<path>',
    help: 'JSONL import: dotted path of the outcome (default outcome)',
  },
  errorPath: {
    scope: 'import',
    input: 'bench',
    arg: '<path>',
    help: 'JSONL import: dotted path of an error (an ERROR attempt)',
  },
  outputPath: {
    scope: 'import',
    input: 'bench',
    arg: '<path>',
    help: "JSONL import: dotted path of the agent's output",
  },
  latencyPath: {
    scope: 'import',
    input: 'bench',
    arg: '<path>',
    help: 'JSONL import: dotted path of the latency in ms',
  },
  promptPath: {
    scope: 'import',
    input: 'bench',
    arg: '<path>',
    help: "JSONL import: dotted path of the task's prompt",
  },
  threshold: {
    scope: 'import',
    input: 'bench',
    arg: '<score>',
    value: 'number',
    help: 'imports: a numeric score at least this passes (needed for scores other than 0 and 1)',
  },
  scorer: {
    scope: 'import',
    input: 'bench',
    arg: '<name>',
    help: 'Inspect import: the scorer that grades each sample',
  },
  benchmarkName: {
    scope: 'import',
    input: 'bench',
    arg: '<name>',
    help: 'imports: the name of the benchmark the logs imply',
  },
  confidence: {
    scope: 'any',
    input: 'bench',
    arg: '<level>',
    value: 'number',
    help: 'two-sided confidence of every interval (default 0.95); the tests use 1 − confidence',
  },
  seed: {
    scope: 'any',
    input: 'gate',
    arg: '<n>',
    value: 'whole',
    help: 'seed of the bootstrap and permutation draws (default 1)',
  },
  resamples: {
    scope: 'any',
    input: 'bench',
    arg: '<n>',
    value: 'positive',
    help: 'bootstrap resamples (default 2000)',
  },
  passK: {
    scope: 'any',
    input: 'bench',
    arg: '<k>',
    value: 'positive',
    help: 'the headline k of pass^k and pass@k (default: the fewest scored runs of any task)',
  },
  epsilon: {
    scope: 'any',
    input: 'gate',
    arg: '<e>',
    value: 'number',
    help: 'tolerance of the flip-rate meter on tasks that declare a decision (default 0.05)',
  },
  difference: {
    scope: 'any',
    input: 'bench',
    arg: '<d>',
    value: 'number',
    help: 'a difference in pass rate you want to be able to detect, e.g. 0.1: the report says how many tasks or runs that needs',
  },
  failIfWorse: {
    scope: 'any',
    input: 'bench',
    arg: '<name>',
    commands: ['compare'],
    help: 'exit 1 when this agent is significantly worse than another (e.g. the head branch against the base)',
  },
  maxWorkers: {
    scope: 'live',
    input: 'gate',
    arg: '<n>',
    value: 'positive',
    help: 'calls in flight at once per agent (default 1)',
  },
  timeout: {
    scope: 'live',
    input: 'gate',
    arg: '<duration>',
    value: 'duration',
    commands: ['test', 'compare', 'run'],
    help: 'per-call timeout, e.g. 30s or 2m (default 120s; 0 for none)',
    runHelp: 'per-call timeout (default 120s; 0 for none)',
  },
  rateLimit: {
    scope: 'live',
    input: 'gate',
    arg: '<rate>',
    value: 'rate',
    help: 'calls started per second, e.g. 10/s or 600/m',
  },
  evidenceOut: {
    scope: 'any',
    arg: '<file>',
    help: 'where the bench evidence is written (default agentverity-bench-evidence.json)',
  },
  header: {
    scope: 'live',
    input: 'gate',
    arg: '<line>',
    value: 'lines',
    commands: ['test', 'compare', 'run'],
    help: "HTTP agents: a request header 'Name: value' (repeatable)",
  },
  textPath: {
    scope: 'live',
    input: 'gate',
    arg: '<path>',
    commands: ['test', 'compare', 'run'],
    help: "HTTP agents: dotted path of the answer in the response's JSON",
  },
  httpRetries: {
    scope: 'live',
    input: 'gate',
    arg: '<n>',
    value: 'whole',
    help: 'HTTP agents: retries of a failed request',
  },
};

/** The table's keys, in its order. */
export const BENCH_DECLARED_KEYS = Object.keys(BENCH_SETTING_TABLE) as Exclude<
  BenchSettingKey,
  'agents' | ImportKind
>[];
