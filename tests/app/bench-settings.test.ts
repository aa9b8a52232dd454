// The bench settings and their one check (src/app/bench-settings.ts): which
// source a bench reads, which settings apply to it, and the import kinds it
// takes from the importer registry (an importer without `bench` is refused).
import { describe, expect, it } from 'vitest';
import {
  BENCH_IMPORT_KEYS,
  BENCH_IMPORT_SOURCES,
  BENCH_SETTING_KEYS,
  benchCommandFor,
  benchInputFilesOf,
  benchOptionsOf,
  checkBenchSettings,
  importsOf,
  parseBenchAgent,
} from '../../src/app/bench-settings.js';
import { IMPORTERS } from '../../src/importers/registry.js';
import { refusalOf } from '../helpers/refusal.js';

const pairs = (problems: readonly { code: string; setting: string }[]) =>
  problems.map((p) => [p.code, p.setting]);

describe('the bench import kinds come from the importer registry', () => {
  it('lists exactly the importers that declare bench, in registry order', () => {
    const declared = IMPORTERS.filter((i) => i.bench !== undefined).map((i) => i.kind);
    expect(BENCH_IMPORT_KEYS).toEqual(declared);
    expect(BENCH_IMPORT_SOURCES.map((s) => s.kind)).toEqual(declared);
    for (const source of BENCH_IMPORT_SOURCES) expect(source.help).toMatch(/instead of running/);
    for (const kind of declared) expect(BENCH_SETTING_KEYS).toContain(kind);
    expect(BENCH_SETTING_KEYS).not.toContain('deepeval');
  });

  it('refuses an import kind the bench does not read, naming it, before anything else', () => {
    const problems = checkBenchSettings('test', { deepeval: ['runs.json'], runs: 3 });
    expect(pairs(problems)).toEqual([['settings.import-kind', 'deepeval']]);
    expect(problems[0]?.message).toMatch(/does not import a DeepEval test run/);
    expect(problems[0]?.message).toContain('`promptfoo`, `jsonl`, `inspect` or `tau2`');
  });

  it('reads the files of every bench kind, in registry order, each with its flag', () => {
    const s = { jsonl: ['a.jsonl'], promptfoo: ['b.json'], tau2: ['c.json'] };
    expect(importsOf(s)).toEqual([
      { key: 'promptfoo', file: 'b.json' },
      { key: 'jsonl', file: 'a.jsonl' },
      { key: 'tau2', file: 'c.json' },
    ]);
    expect(benchInputFilesOf(s).map((f) => f.flag)).toEqual(['--promptfoo', '--jsonl', '--tau2']);
  });
});

describe('the bench settings declared once', () => {
  it('lists every key once, the outcome logs after evidence', () => {
    expect(new Set(BENCH_SETTING_KEYS).size).toBe(BENCH_SETTING_KEYS.length);
    expect(BENCH_SETTING_KEYS.slice(0, 3 + BENCH_IMPORT_KEYS.length)).toEqual([
      'benchmark',
      'runs',
      'evidence',
      ...BENCH_IMPORT_KEYS,
    ]);
    expect(BENCH_SETTING_KEYS.at(-1)).toBe('httpRetries');
  });

  it('refuses every live-only setting with imports, in table order', () => {
    const problems = checkBenchSettings('compare', {
      jsonl: ['x.jsonl'],
      httpRetries: 1,
      benchmark: 'general',
      timeout: null,
    });
    // `null` is "not given" except for timeout, whose null is "no timeout".
    expect(pairs(problems)).toEqual([
      ['settings.live-only', 'benchmark'],
      ['settings.live-only', 'timeout'],
      ['settings.live-only', 'httpRetries'],
    ]);
  });
});

describe('checkBenchSettings', () => {
  it('asks for something to assess, naming every source', () => {
    const [problem] = checkBenchSettings('test', {});
    expect(problem?.code).toBe('settings.nothing-to-assess');
    expect(problem?.message).toContain(
      '`evidence` (bench evidence), `promptfoo`, `jsonl`, `inspect` or `tau2`',
    );
  });

  it('refuses two sources at once', () => {
    expect(pairs(checkBenchSettings('test', { agents: ['a.mjs'], jsonl: ['x.jsonl'] }))).toEqual([
      ['settings.live-and-recorded', 'agents'],
    ]);
  });

  it('refuses live-only settings with imports and import-only ones with agents', () => {
    expect(pairs(checkBenchSettings('compare', { jsonl: ['x.jsonl'], runs: 2 }))).toEqual([
      ['settings.live-only', 'runs'],
    ]);
    const problems = checkBenchSettings('test', { agents: ['a.mjs'], taskPath: 'id' });
    expect(pairs(problems)).toEqual([['settings.import-only', 'taskPath']]);
    expect(problems[0]?.message).toBe(
      'applies to outcome logs (`promptfoo`, `jsonl`, `inspect`, `tau2`) only',
    );
  });

  it('checks pass^k against the runs before any call', () => {
    expect(pairs(checkBenchSettings('test', { agents: ['a.mjs'], passK: 4 }))).toEqual([
      ['settings.range', 'passK'],
    ]);
  });

  it('takes the command from the agents when the shell does not say', () => {
    expect(benchCommandFor({ agents: ['a.mjs'] })).toBe('test');
    expect(benchCommandFor({ agents: ['a.mjs', 'b.mjs'] })).toBe('compare');
    expect(benchCommandFor({ jsonl: ['x.jsonl'] })).toBe('compare');
  });
});

describe('parseBenchAgent and benchOptionsOf', () => {
  it('reads NAME=, cmd: and URLs', () => {
    expect(parseBenchAgent('base=cmd:node w.mjs')).toEqual({
      name: 'base',
      spec: { kind: 'command', command: 'node w.mjs' },
    });
    expect(parseBenchAgent('https://x.test/a?b=c').name).toBeNull();
  });

  it("keys the core's refusal of k by the setting passK", () => {
    expect(refusalOf(() => benchOptionsOf({ passK: 0 }))).toMatchObject({ setting: 'passK' });
  });
});
