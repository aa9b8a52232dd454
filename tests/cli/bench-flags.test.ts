// The bench commands' setting flags come from the bench settings table
// (app/bench-setting-table.ts): one flag per row the command takes, named by the
// key's kebab case, with the row's placeholder and help, its value read by the
// row's kind, and the registry's outcome-log flags after --evidence.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_DECLARED_KEYS, BENCH_SETTING_TABLE } from '../../src/app/bench-setting-table.js';
import { BENCH_SETTING_KEYS } from '../../src/app/bench-settings.js';
import { BENCH_IMPORT_SOURCES } from '../../src/app/settings.js';
import { benchOptions } from '../../src/cli/settings.js';
import { BENCH_ONLY_INPUTS, BENCH_SHARED_KEYS } from '../../src/github/inputs-bench.js';

const flagOf = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

describe('bench flags from the bench settings table', () => {
  it('test and compare: one flag per row they take, in table order, the logs after --evidence', () => {
    for (const command of ['test', 'compare'] as const) {
      const expected = BENCH_SETTING_KEYS.filter(
        (k) =>
          !(k in BENCH_SETTING_TABLE) ||
          (
            BENCH_SETTING_TABLE[k as keyof typeof BENCH_SETTING_TABLE].commands ?? [
              'test',
              'compare',
            ]
          ).includes(command),
      ).map(flagOf);
      expect(benchOptions(command).map((o) => o.long)).toEqual(expected);
    }
    const test = benchOptions('test').map((o) => o.long);
    const at = test.indexOf('--evidence');
    expect(test.slice(at + 1, at + 1 + BENCH_IMPORT_SOURCES.length)).toEqual(
      BENCH_IMPORT_SOURCES.map((s) => `--${s.kind}`),
    );
    expect(test).not.toContain('--fail-if-worse');
    expect(benchOptions('compare').map((o) => o.long)).toContain('--fail-if-worse');
  });

  it("each flag carries its row's placeholder and help; bench run takes its few with their own help", () => {
    for (const key of BENCH_DECLARED_KEYS) {
      const row = BENCH_SETTING_TABLE[key];
      const option = benchOptions('compare').find((o) => o.long === flagOf(key));
      expect(option?.flags, key).toBe(`${flagOf(key)} ${row.arg}`);
      expect(option?.description, key).toBe(row.help);
    }
    const run = benchOptions('run');
    expect(run.map((o) => o.long)).toEqual(['--timeout', '--header', '--text-path']);
    expect(run[0]?.description).toBe('per-call timeout (default 120s; 0 for none)');
  });

  it('reads values by the row kind', () => {
    const by = new Map(benchOptions('compare').map((o) => [o.long, o]));
    expect(by.get('--runs')?.parseArg?.('3', undefined)).toBe(3);
    expect(() => by.get('--runs')?.parseArg?.('0', undefined)).toThrow(
      'expected a whole number of at least 1',
    );
    expect(by.get('--seed')?.parseArg?.('0', undefined)).toBe(0);
    expect(by.get('--confidence')?.parseArg?.('0.9', undefined)).toBe(0.9);
    expect(by.get('--timeout')?.parseArg?.('2m', undefined)).toBe(120_000);
    expect(() => by.get('--timeout')?.parseArg?.('soon', undefined)).toThrow();
    expect(by.get('--header')?.parseArg?.('B: 2', ['A: 1'])).toEqual(['A: 1', 'B: 2']);
    expect(by.get('--rate-limit')?.parseArg?.('10/s', undefined)).toBe(10);
    expect(by.get('--benchmark')?.parseArg).toBeUndefined();
  });

  it("the Action's bench inputs come from the rows: its own ones in action.yml for `mode: bench`, the gate's shared", () => {
    const action = readFileSync(path.join(import.meta.dirname, '../../action.yml'), 'utf8');
    const own = BENCH_DECLARED_KEYS.filter((k) => BENCH_SETTING_TABLE[k].input === 'bench');
    expect(BENCH_ONLY_INPUTS).toEqual(['agents', ...own.map((k) => flagOf(k).slice(2))]);
    for (const input of BENCH_ONLY_INPUTS) {
      const at = action.search(new RegExp(`^  ${input}:`, 'm'));
      expect(at, `${input} is an input of action.yml`).toBeGreaterThan(-1);
      expect(action.slice(at, at + 400), input).toContain('`mode: bench`');
    }
    for (const key of BENCH_DECLARED_KEYS.filter((k) => BENCH_SETTING_TABLE[k].input === 'gate'))
      expect(BENCH_SHARED_KEYS.has(key), key).toBe(true);
    // The Action places the bench evidence itself: no input.
    expect(BENCH_SETTING_TABLE.evidenceOut.input).toBeUndefined();
  });
});
