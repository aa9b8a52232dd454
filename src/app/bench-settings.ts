// The settings of `bench test` and `bench compare`: their type, the keys in the
// order the shells list them, which apply to a live run or to imported outcome
// logs only, the one check both shells' settings go through, and the statistics'
// options they resolve to. The use case that runs on them is bench-run.ts.
import { resolveBenchOptions, type BenchOptions } from '../core/bench/index.js';
import { Refusal } from '../core/errors.js';
import { BENCH_DECLARED_KEYS, BENCH_SETTING_TABLE } from './bench-setting-table.js';
import {
  agentNames,
  benchAgentSpec,
  DEFAULT_BENCH_EVIDENCE_OUT,
  type BenchAgentSpec,
} from './bench.js';
import type { NamedFile } from './files.js';
import { isSettingsRefusal, type Problem } from './problems.js';
import { BENCH_IMPORT_SOURCES, IMPORT_KINDS, withoutNulls, type ImportKind } from './settings.js';
import { importerOf } from '../importers/registry.js';

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

/**
 * Which outcome logs a bench may import, by the setting that names them: the
 * importers of the registry that declare `bench` (src/importers/registry.ts), in
 * its order. A kind without it is refused by the check, never ignored.
 */
export const BENCH_IMPORT_KEYS: readonly ImportKind[] = BENCH_IMPORT_SOURCES.map((s) => s.kind);
export type BenchImportKey = ImportKind;

/** Each bench import kind and its one line (declared beside the settings, light enough for start-up). */
export { BENCH_IMPORT_SOURCES };

/** The import kinds a bench does not read (their setting is refused). */
const NOT_BENCH_KINDS: readonly ImportKind[] = IMPORT_KINDS.filter(
  (k) => !BENCH_IMPORT_KEYS.includes(k),
);

/** The bench's import settings as a reader names them: `a`, `b` and `c` (or `a, b, c`). */
function importList(last: 'or' | ','): string {
  const named = BENCH_IMPORT_KEYS.map((k) => `\`${k}\``);
  if (last === ',' || named.length < 2) return named.join(', ');
  return `${named.slice(0, -1).join(', ')} or ${named[named.length - 1] ?? ''}`;
}

/** The outcome-log files of a bench, one setting per importer that declares `bench`. */
export type BenchImportFiles = { readonly [K in ImportKind]?: readonly string[] };

/** The settings of `bench test` / `bench compare`, keyed as the CLI flags and the Action inputs. */
export interface BenchSettings extends BenchImportFiles {
  /** `[NAME=]AGENT` each: a module, a `.py` file with `run_agent`, an http(s) URL or `cmd:COMMAND`. */
  readonly agents?: readonly string[];
  /** A benchmark file or a bundled benchmark's name (default `general`). */
  readonly benchmark?: string;
  readonly runs?: number;
  /** A bench evidence file to recompute the report from, without any call. */
  readonly evidence?: string;
  // The outcome logs: one key per importer that declares `bench` (BenchImportFiles).
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
export const BENCH_SETTING_KEYS: readonly Exclude<BenchSettingKey, 'agents'>[] =
  BENCH_DECLARED_KEYS.flatMap((key) => (key === 'evidence' ? [key, ...BENCH_IMPORT_KEYS] : [key]));

/** Settings that apply to running agents only. */
const LIVE_ONLY: readonly BenchSettingKey[] = BENCH_DECLARED_KEYS.filter(
  (k) => BENCH_SETTING_TABLE[k].scope === 'live',
);
/** Settings that apply to importing outcome logs only. */
const IMPORT_ONLY: readonly BenchSettingKey[] = BENCH_DECLARED_KEYS.filter(
  (k) => BENCH_SETTING_TABLE[k].scope === 'import',
);

export type BenchSource = 'live' | 'evidence' | 'import';

export function importsOf(s: BenchSettings): { key: BenchImportKey; file: string }[] {
  return BENCH_IMPORT_KEYS.flatMap((key) => (s[key] ?? []).map((file) => ({ key, file })));
}

export function sourceOf(s: BenchSettings): BenchSource | null {
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
  for (const kind of NOT_BENCH_KINDS) {
    if (s[kind] !== undefined) {
      add(
        kind,
        'settings.import-kind',
        `a bench does not import ${importerOf(kind).title}: give outcome logs as ${importList('or')}, or assess these runs with the gate`,
      );
    }
  }
  if (problems.length > 0) return problems;
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
        ? `give the agent to test (a module, a .py file with run_agent, an http(s) URL or cmd:COMMAND), or recorded outcomes: \`evidence\` (bench evidence), ${importList('or')}`
        : `give two or more agents to compare, or recorded outcomes: \`evidence\` (bench evidence), ${importList('or')}`,
    );
    return problems;
  }
  if (given.length > 1) {
    add(
      given.includes('live') ? 'agents' : 'evidence',
      'settings.live-and-recorded',
      `give agents to run, a bench evidence file (\`evidence\`), or outcome logs to import (${importList(',')}) — one of them, not several`,
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
        add(key, 'settings.import-only', `applies to outcome logs (${importList(',')}) only`);
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

/**
 * Runs `f`; a refusal about a file it reads that names no setting is keyed by
 * the setting that named the file, so each shell says which flag or input it was.
 */
export async function aboutSetting<T>(setting: BenchSettingKey, f: () => Promise<T>): Promise<T> {
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
export function withSettingNames<T>(f: () => T): T {
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
