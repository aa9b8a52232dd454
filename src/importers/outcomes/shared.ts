import type {
  AgentRun,
  Attempt,
  AttemptOutcome,
  Benchmark,
  BenchTask,
} from '../../core/bench/types.js';
import { Refusal } from '../../core/errors.js';
import { LONE_SURROGATE } from '../../core/fingerprint.js';
import { canonicalJson, digestOf } from '../../evidence/digest.js';
import { findLoneSurrogate } from '../../evidence/json.js';
import { isBlank, isPlainObject, shortJson, typeName } from '../../evidence/paths.js';
import { loneSurrogateProblem } from '../common.js';

/**
 * What the three bench imports share: reading one recorded outcome, naming a
 * task, and gathering attempts per agent into `AgentRun`s over one implied
 * benchmark. No model is called; the tool that wrote the log did the grading.
 */

/** The refusal code of each format's own problems. */
export type FormatCode =
  'import.bench-jsonl' | 'import.bench-promptfoo' | 'import.bench-inspect' | 'import.bench-tau2';

/** The result of an import: the benchmark the log implies, and one run per agent in it. */
export interface BenchImport {
  readonly benchmark: Benchmark;
  readonly runs: AgentRun[];
}

/** Words a log may write for a pass or a fail (compared trimmed, in lower case). */
export const PASS_WORDS: readonly string[] = ['pass', 'passed', 'success'];
export const FAIL_WORDS: readonly string[] = ['fail', 'failed', 'failure'];

export const OUTCOME_SHAPES =
  'true/false, "pass"/"fail", "passed"/"failed", "success"/"failure", 1/0, a numeric score with a threshold, or null / {"kind": "no_decision"} for an error';

/** One recorded outcome read: graded, an error (no valid output), or why it cannot be read. */
export type Graded =
  | { readonly outcome: 'pass' | 'fail' }
  | { readonly outcome: 'error'; readonly error: string }
  | { readonly problem: string; readonly code?: 'import.bench-score' };

/**
 * Grades one recorded outcome value. A number passes when it is at least the
 * threshold; without a threshold only exactly 1 (pass) and 0 (fail) are read,
 * since any other cut-off would be a guess.
 */
export function gradeValue(value: unknown, threshold: number | undefined): Graded {
  if (value === true) return { outcome: 'pass' };
  if (value === false) return { outcome: 'fail' };
  if (value === null) return { outcome: 'error', error: 'no outcome was recorded (null)' };
  if (typeof value === 'number') {
    if (threshold !== undefined) return { outcome: value >= threshold ? 'pass' : 'fail' };
    if (value === 1) return { outcome: 'pass' };
    if (value === 0) return { outcome: 'fail' };
    return {
      problem: `found the score ${String(value)}, and no threshold was given: only 1 (pass) and 0 (fail) are read without one; give the threshold a score must reach to pass`,
      code: 'import.bench-score',
    };
  }
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (PASS_WORDS.includes(word)) return { outcome: 'pass' };
    if (FAIL_WORDS.includes(word)) return { outcome: 'fail' };
    const numeric = word !== '' && Number.isFinite(Number(word));
    return {
      problem: `expected ${OUTCOME_SHAPES}, found the text ${shortJson(value)}${numeric ? ' (a score must be a JSON number, not text)' : ''}`,
    };
  }
  if (isPlainObject(value) && value['kind'] === 'no_decision') {
    const reason = value['reason'];
    return {
      outcome: 'error',
      error: `no decision${typeof reason === 'string' && reason !== '' ? ` (${clip(reason, 80)})` : ''}`,
    };
  }
  return {
    problem: `expected ${OUTCOME_SHAPES}, found ${isPlainObject(value) ? shortJson(value) : typeName(value)}`,
  };
}

/** A task id from a log: a non-blank string or a whole number; the problem as text otherwise. */
export function taskIdOf(
  value: unknown,
): { readonly id: string; readonly numeric: boolean } | string {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return { id: String(value), numeric: true };
    return `expected a task id (a string or a whole number), found the number ${String(value)}`;
  }
  if (typeof value !== 'string') {
    return `expected a task id (a string or a whole number), found ${typeName(value)}`;
  }
  if (value.length === 0 || isBlank(value)) {
    return `expected a non-empty task id, found ${value.length === 0 ? 'an empty string' : 'only whitespace'}`;
  }
  if (LONE_SURROGATE.test(value)) return loneSurrogateProblem(value);
  return { id: value, numeric: false };
}

/** Text as a report keeps it: strings as they are, other JSON values as canonical JSON. */
export function outputText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  // A structure holding a lone surrogate has no canonical form: kept as JavaScript writes it.
  return findLoneSurrogate(value) === null ? canonicalJson(value) : JSON.stringify(value);
}

/** A latency in milliseconds (a finite number ≥ 0); the problem as text otherwise. */
export function latencyOf(value: unknown): number | string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  return `expected a latency in milliseconds (a number of at least 0), found ${typeof value === 'number' ? String(value) : typeName(value)}`;
}

/** At most `max` characters (by code point), with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The file's name without its folders and last extension: the default name of a benchmark or an agent. */
export function stemOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const stem = base.replace(/\.[^.]+$/, '');
  return stem === '' ? base || 'import' : stem;
}

interface TaskEntry {
  readonly id: string;
  name: string;
  prompt: string | null;
  /** False once two records of the task disagree on its prompt. */
  promptAgrees: boolean;
  readonly numeric: boolean;
  readonly where: string;
}

interface AgentEntry {
  readonly name: string;
  readonly attempts: Attempt[];
  readonly counts: Map<string, number>;
}

/** What one recorded attempt adds besides its task and outcome. */
export interface AttemptExtras {
  readonly output?: string | undefined;
  readonly error?: string | undefined;
  readonly ms?: number | undefined;
  /** The tool served this row from its cache (see BenchCollector.attempt). */
  readonly cached?: boolean | undefined;
}

/**
 * Tasks in order of first appearance and attempts per agent in collection
 * order; a task's run number is its count of attempts so far for that agent.
 */
export class BenchCollector {
  private readonly tasks = new Map<string, TaskEntry>();
  private readonly agents = new Map<string, AgentEntry>();

  constructor(private readonly code: FormatCode) {}

  /** Notes a task (first sight fixes its name and where it was met); a prompt that differs later is dropped. */
  task(
    id: string,
    where: string,
    options: {
      readonly numeric?: boolean;
      readonly name?: string;
      readonly prompt?: string | null;
    } = {},
  ): void {
    const numeric = options.numeric ?? false;
    const known = this.tasks.get(id);
    if (known === undefined) {
      // No UTF-8 form, so no report or digest could name the task faithfully.
      if (LONE_SURROGATE.test(id)) {
        throw new Refusal(this.code, `the task id: ${loneSurrogateProblem(id)}`, where);
      }
      this.tasks.set(id, {
        id,
        name: options.name ?? id,
        prompt: options.prompt ?? null,
        promptAgrees: true,
        numeric,
        where,
      });
      return;
    }
    if (known.numeric !== numeric) {
      throw new Refusal(
        this.code,
        `the task id ${JSON.stringify(id)} is written both as a number and as text (first at ${known.where}); write every task id the same way`,
        where,
      );
    }
    const prompt = options.prompt ?? null;
    if (known.promptAgrees && prompt !== known.prompt) {
      known.promptAgrees = false;
      known.prompt = null;
    }
  }

  /**
   * Adds one attempt of `agent` on `task` (already noted) and gives its run
   * number. A row the tool served from its cache (`extras.cached`) replays an
   * earlier call, so it is never a repeat: it waits until `finish`, where it is
   * left out (and counted) when the task has a fresh row of that agent, and
   * otherwise the first one stands as the task's one run and the rest are left
   * out. Its run number is given then; here 0.
   */
  attempt(
    agent: string,
    task: string,
    outcome: AttemptOutcome,
    extras: AttemptExtras = {},
  ): number {
    if (extras.cached === true) {
      const byTask = this.pending.get(agent) ?? new Map();
      this.pending.set(agent, byTask);
      const list = byTask.get(task) ?? [];
      list.push({ outcome, extras: { ...extras, cached: false } });
      byTask.set(task, list);
      return 0;
    }
    let entry = this.agents.get(agent);
    if (entry === undefined) {
      entry = { name: agent, attempts: [], counts: new Map() };
      this.agents.set(agent, entry);
    }
    const run = (entry.counts.get(task) ?? 0) + 1;
    entry.counts.set(task, run);
    const attempt: Attempt = {
      task,
      run,
      outcome,
      ...(outcome !== 'error' && extras.output !== undefined ? { output: extras.output } : {}),
      ...(outcome === 'error' ? { error: extras.error ?? 'the attempt failed' } : {}),
      ...(extras.ms === undefined ? {} : { ms: extras.ms }),
    };
    entry.attempts.push(attempt);
    return run;
  }

  /** Rows the tool served from its cache, per agent and task, in order: see `attempt`. */
  private readonly pending = new Map<
    string,
    Map<string, { outcome: AttemptOutcome; extras: AttemptExtras }[]>
  >();
  private readonly cachedOf = new Map<string, number>();

  /** Rows left out as served from the cache, over every agent. */
  get cachedCount(): number {
    let n = 0;
    for (const v of this.cachedOf.values()) n += v;
    return n;
  }

  /** See `attempt`: cached rows become at most one run of a task without a fresh one. */
  private settleCached(): void {
    for (const [agent, byTask] of this.pending) {
      for (const [task, list] of byTask) {
        const fresh = (this.agents.get(agent)?.counts.get(task) ?? 0) > 0;
        const first = list[0];
        if (!fresh && first !== undefined) this.attempt(agent, task, first.outcome, first.extras);
        const left = fresh ? list.length : list.length - 1;
        if (left > 0) this.cachedOf.set(agent, (this.cachedOf.get(agent) ?? 0) + left);
      }
    }
    this.pending.clear();
  }

  get taskCount(): number {
    return this.tasks.size;
  }

  /**
   * The benchmark and the runs. `order` sorts the tasks (default: first
   * appearance); every agent's run is complete unless `incomplete` says why not.
   */
  finish(
    name: string,
    source: string,
    options: {
      readonly order?: (a: BenchTask, b: BenchTask) => number;
      readonly stopReason?: string | undefined;
      readonly agentOrder?: readonly string[];
    } = {},
  ): BenchImport {
    let tasks: BenchTask[] = [...this.tasks.values()].map((t) => ({
      id: t.id,
      name: t.name,
      category: null,
      prompt: t.prompt,
      evaluation: null,
    }));
    if (options.order !== undefined) tasks = [...tasks].sort(options.order);
    const digest = digestOf({ name, tasks });
    const benchmark: Benchmark = { version: '1', name, tasks, digest };
    const ref = { name, digest };
    this.settleCached();
    const names = options.agentOrder ?? [...this.agents.keys()];
    const runs: AgentRun[] = names.map((agentName) => {
      const entry = this.agents.get(agentName) as AgentEntry;
      return {
        agent: { name: agentName, kind: 'import', source },
        benchmark: ref,
        runs: [...entry.counts.values()].reduce((m, n) => Math.max(m, n), 0),
        attempts: entry.attempts,
        complete: options.stopReason === undefined,
        ...(options.stopReason === undefined ? {} : { stopReason: options.stopReason }),
        ...((this.cachedOf.get(agentName) ?? 0) > 0
          ? { cachedLeftOut: this.cachedOf.get(agentName) as number }
          : {}),
      };
    });
    return { benchmark, runs };
  }
}

/** `a` and `b` unless taken: `b (2)`, `b (3)` … so agent names stay unique. */
export function uniqueName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let i = 2; ; i++) {
    const next = `${wanted} (${i})`;
    if (!taken.has(next)) return next;
  }
}

export const BENCH_IMPORT_FORMATS = [
  'outcomes-jsonl',
  'promptfoo',
  'inspect',
  'tau2',
  'auto',
] as const;
export type BenchImportFormat = (typeof BENCH_IMPORT_FORMATS)[number];

/** How to read a log of repeated outcomes (`importBenchRuns`). */
export interface BenchImportOptions {
  /** The log's format; `auto` (the default) tells them apart by their content. */
  readonly format?: BenchImportFormat;
  /**
   * Dotted path of the task id: in each JSONL line (default `task`), or in each
   * promptfoo row (default: the test's description and vars).
   */
  readonly taskPath?: string;
  /** JSONL: dotted path of the outcome (default `outcome`): pass/fail words, booleans, 1/0 or a score. */
  readonly outcomePath?: string;
  /** JSONL and Inspect: a numeric score passes when it is at least this. Needed for scores other than 0 and 1. */
  readonly threshold?: number;
  /** JSONL: dotted path of an error; a line whose error is set is an ERROR attempt. */
  readonly errorPath?: string;
  /** JSONL: dotted path of the agent's output (for output consistency). */
  readonly outputPath?: string;
  /** JSONL: dotted path of the latency in milliseconds. */
  readonly latencyPath?: string;
  /** JSONL: dotted path of the task's prompt. */
  readonly promptPath?: string;
  /** Inspect: the scorer whose value grades each sample; needed when the log has several. */
  readonly scorer?: string;
  /** The name of the implied benchmark (default: the log's task or description, else the file's stem). */
  readonly benchmarkName?: string;
  /** JSONL and Inspect: the agent's name (default: the model, else the file's stem). */
  readonly agentName?: string;
  /** JSONL: the longest line accepted, in bytes (default 8 MiB). */
  readonly maxLineBytes?: number;
}
