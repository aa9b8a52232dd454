import type { AgentRun, Attempt, Benchmark, BenchTask } from '../../../src/core/bench/index.js';

/** A benchmark of `ids` graded elsewhere (no prompt, no evaluation). */
export function benchmarkOf(ids: readonly string[], extra: Partial<BenchTask> = {}): Benchmark {
  return {
    version: '1',
    name: 'fixture',
    tasks: ids.map((id) => ({
      id,
      name: id,
      category: null,
      prompt: null,
      evaluation: null,
      ...extra,
    })),
    digest: 'd'.repeat(64),
  };
}

/** A run whose attempts come from `outcomes[task] = 'ppf…'` (p pass, f fail, e error), run order. */
export function runOf(
  name: string,
  outcomes: Readonly<Record<string, string>>,
  options: {
    complete?: boolean;
    outputs?: Readonly<Record<string, readonly string[]>>;
    ms?: number;
  } = {},
): AgentRun {
  const attempts: Attempt[] = [];
  let runs = 0;
  for (const [task, letters] of Object.entries(outcomes)) {
    runs = Math.max(runs, letters.length);
    [...letters].forEach((l, i) => {
      const outcome = l === 'p' ? 'pass' : l === 'f' ? 'fail' : 'error';
      const output = options.outputs?.[task]?.[i] ?? (outcome === 'error' ? undefined : outcome);
      attempts.push({
        task,
        run: i + 1,
        outcome,
        ...(output === undefined ? { error: 'timeout' } : { output }),
        ...(options.ms === undefined ? {} : { ms: options.ms + i }),
      });
    });
  }
  return {
    agent: { name, kind: 'module', source: `${name}.mjs` },
    benchmark: { name: 'fixture', digest: 'd'.repeat(64) },
    runs,
    attempts,
    complete: options.complete ?? true,
  };
}

/** `tasks` task ids t01, t02, … */
export function ids(tasks: number): string[] {
  return Array.from({ length: tasks }, (_, i) => `t${String(i + 1).padStart(2, '0')}`);
}
