import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AgentRun, Attempt } from '../../../src/core/bench/types.js';

export const fixturePath = (name: string): string =>
  fileURLToPath(new URL(`../../fixtures/outcomes/${name}`, import.meta.url));

export const readFixture = (name: string): string => readFileSync(fixturePath(name), 'utf8');

/** Where the shared third-party data lives (read only; some of it may not be copied). */
export const SHARED = fileURLToPath(
  new URL('../../../../shared/data/third-party/', import.meta.url),
);

export function counts(attempts: readonly Attempt[]): {
  pass: number;
  fail: number;
  error: number;
} {
  const c = { pass: 0, fail: 0, error: 0 };
  for (const a of attempts) c[a.outcome]++;
  return c;
}

/** Per task: the outcomes in run order. */
export function byTask(run: AgentRun): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const a of run.attempts) {
    const list = out.get(a.task) ?? [];
    expectRun(list.length + 1, a);
    list.push(a.outcome);
    out.set(a.task, list);
  }
  return out;
}

function expectRun(want: number, a: Attempt): void {
  if (a.run !== want) throw new Error(`task ${a.task}: run ${a.run} where ${want} was expected`);
}

/** The unbiased pass^k of one task with c passes in n runs: C(c,k)/C(n,k). */
export function passHat(c: number, n: number, k: number): number {
  const choose = (a: number, b: number): number => {
    if (b < 0 || b > a) return 0;
    let r = 1;
    for (let i = 1; i <= b; i++) r = (r * (a - b + i)) / i;
    return r;
  };
  return choose(c, k) / choose(n, k);
}
