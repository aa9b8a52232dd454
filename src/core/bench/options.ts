/**
 * The knobs of the bench statistics: their defaults and the one check of their
 * ranges. A refusal names the option by its key (`confidence`, `k` …), never by
 * a flag; the shells add that.
 */
import { Refusal } from '../errors.js';
import { PRECISIONS, DEFAULT_PRECISION, validateEpsilon, validateSeed } from '../stats/index.js';
import type { BenchOptions } from './types.js';

/** The most bootstrap (or permutation) resamples accepted. */
export const MAX_RESAMPLES = 1_000_000;
/** The fewest resamples that give a percentile interval worth printing. */
export const MIN_RESAMPLES = 100;

export const DEFAULT_BENCH_OPTIONS: BenchOptions = Object.freeze({
  confidence: 0.95,
  seed: 1,
  resamples: 2000,
  epsilon: PRECISIONS[DEFAULT_PRECISION],
});

function show(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === undefined) return 'nothing';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function refuse(setting: string, message: string): never {
  throw new Refusal('bench.option', message, setting, { setting });
}

/**
 * Check every option's range and return the options. `k` is checked here only
 * as a whole number ≥ 1; against the runs of each task it is checked by
 * `checkK` (it depends on the evidence).
 */
export function checkBenchOptions(options: BenchOptions): BenchOptions {
  const { confidence, resamples, k, difference, failIfWorse } = options;
  if (typeof confidence !== 'number' || !(confidence > 0 && confidence < 1)) {
    refuse(
      'confidence',
      `expected a confidence strictly between 0 and 1 (such as 0.95), got ${show(confidence)}`,
    );
  }
  validateSeed(options.seed, 'seed');
  if (
    typeof resamples !== 'number' ||
    !Number.isSafeInteger(resamples) ||
    resamples < MIN_RESAMPLES ||
    resamples > MAX_RESAMPLES
  ) {
    refuse(
      'resamples',
      `expected a whole number of resamples from ${MIN_RESAMPLES} to ${MAX_RESAMPLES}, got ${show(resamples)}`,
    );
  }
  if (k !== undefined && (typeof k !== 'number' || !Number.isSafeInteger(k) || k < 1)) {
    refuse('k', `expected k as a whole number of at least 1, got ${show(k)}`);
  }
  validateEpsilon(options.epsilon, 'epsilon');
  if (
    difference !== undefined &&
    (typeof difference !== 'number' || !(difference > 0 && difference <= 1))
  ) {
    refuse(
      'difference',
      `expected a difference in pass rate above 0 and at most 1 (such as 0.1), got ${show(difference)}`,
    );
  }
  if (failIfWorse !== undefined && (typeof failIfWorse !== 'string' || failIfWorse.length === 0)) {
    refuse('failIfWorse', `expected the name of an agent, got ${show(failIfWorse)}`);
  }
  return options;
}

/** The options with every default filled in (explicit values win), checked. */
export function resolveBenchOptions(options: Partial<BenchOptions> = {}): BenchOptions {
  const merged: Record<string, unknown> = { ...DEFAULT_BENCH_OPTIONS };
  for (const [key, value] of Object.entries(options)) if (value !== undefined) merged[key] = value;
  return checkBenchOptions(merged as unknown as BenchOptions);
}

/**
 * The headline k: the asked-for k, or the smallest scored runs of any task.
 * `scored` lists each scored task's id and its scored runs (passes + fails).
 * Refuses a k above the smallest scored runs, naming that task.
 */
export function checkK(
  k: number | undefined,
  scored: readonly { readonly id: string; readonly runs: number }[],
): number {
  let smallest: { readonly id: string; readonly runs: number } | undefined;
  for (const t of scored) if (smallest === undefined || t.runs < smallest.runs) smallest = t;
  if (smallest === undefined) return 0;
  if (k === undefined) return smallest.runs;
  if (k > smallest.runs) {
    throw new Refusal(
      'bench.k-too-large',
      `k = ${k} needs at least ${k} scored runs of every task, but task ${JSON.stringify(smallest.id)} has ${smallest.runs}; use k = ${smallest.runs} or fewer, or collect more runs`,
      'k',
      { setting: 'k', data: { k, largest: smallest.runs, task: smallest.id } },
    );
  }
  return k;
}
