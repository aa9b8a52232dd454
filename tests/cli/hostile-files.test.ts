// Issue 33, items 1 and 4: every reader of a user's file refuses what is not a
// regular file before opening it (a FIFO, /dev/zero, a symbolic link to it, a
// folder), bounds what it reads, and refuses in the user's terms: exit 2 naming
// the file and the limit, never exit 70, never a hang, never the engine's words.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliWith, tempDir, type CliRun } from '../helpers/cli.js';

const ENGINE_WORDS =
  /Maximum call stack|Invalid string length|internal error|found a number$|found a number\b(?! out of range)|\n\s+at /m;

let dir: string;
let fifo: string;
let zero: string;
let folder: string;

beforeAll(() => {
  dir = tempDir();
  fifo = path.join(dir, 'pipe.json');
  execFileSync('mkfifo', [fifo]);
  zero = path.join(dir, 'zero.json');
  symlinkSync('/dev/zero', zero);
  folder = path.join(dir, 'folder.json');
  mkdirSync(folder);
});

async function run(...argv: string[]): Promise<CliRun> {
  const r = await cliWith({ cwd: dir }, ...argv);
  expect(r.stderr).not.toMatch(ENGINE_WORDS);
  expect(r.code).not.toBe(70);
  return r;
}

const write = (name: string, text: string): string => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

const AGENT = path.resolve(import.meta.dirname, '../../examples/bench/passing-agent.mjs');

describe('a path that is not a regular file is refused before it is opened', () => {
  const readers: [string, (file: string) => string[]][] = [
    ['assess --evidence', (f) => ['assess', '--evidence', f]],
    [
      'assess --jsonl',
      (f) => ['assess', '--jsonl', f, '--input-path', 'i', '--decision-path', 'd'],
    ],
    ['bench compare --evidence (bench evidence)', (f) => ['bench', 'compare', '--evidence', f]],
    ['bench test --benchmark', (f) => ['bench', 'test', AGENT, '--benchmark', f]],
    ['cases --config (agentverity.yml)', (f) => ['cases', '--config', f, '--system', 'x.mjs']],
    ['cases --evidence (cases evidence)', (f) => ['cases', '--evidence', f]],
  ];
  for (const [what, argv] of readers) {
    it.each([
      ['a FIFO', () => fifo, /a named pipe \(FIFO\)/],
      ['a symbolic link to /dev/zero', () => zero, /a character device/],
      ['a folder', () => folder, /a folder/],
    ])(
      `${what}: %s`,
      async (_, file, kind) => {
        const r = await run(...argv(file()));
        expect(r.code).toBe(2);
        expect(r.stderr).toContain(`${file()}: not a regular file: it is `);
        expect(r.stderr).toMatch(kind);
      },
      60_000,
    );
  }
});

describe('YAML readers refuse what would crash or hang them', () => {
  const BENCH_HEAD = 'version: "1"\nname: hostile\n';
  it('a cyclic alias in a benchmark (tasks: &t [*t]) names the file and the line', async () => {
    const file = write('cyclic.yaml', `${BENCH_HEAD}tasks: &t [*t]\n`);
    const r = await run('bench', 'test', AGENT, '--benchmark', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /cyclic\.yaml:\d+: tasks(\[0\])?: an alias \(\*name\) refers to a node that holds it/,
    );
  }, 60_000);

  it('a cyclic alias in agentverity.yml', async () => {
    const file = write('cyclic.yml', 'criteria: &c [*c]\n');
    const r = await run('cases', '--config', file, '--system', 'x.mjs');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cyclic\.yml:\d+: criteria(\[0\])?: an alias/);
  }, 60_000);

  it('a huge anchored string under an unknown key is named briefly, without crashing', async () => {
    const big = 'x'.repeat(1_000_000);
    const file = write(
      'anchored.yaml',
      `${BENCH_HEAD}junk: &a "${big}"\nmore: [${Array.from({ length: 90 }, () => '*a').join(', ')}]\ntasks: []\n`,
    );
    const r = await run('bench', 'test', AGENT, '--benchmark', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('anchored.yaml');
    expect(r.stderr.length).toBeLessThan(20_000);
  }, 60_000);

  it('deep nesting (100,000 levels) in a benchmark is refused naming the limit', async () => {
    const n = 100_000;
    const file = write('deep.yaml', `${BENCH_HEAD}tasks: ${'['.repeat(n)}${']'.repeat(n)}\n`);
    const r = await run('bench', 'test', AGENT, '--benchmark', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /deep\.yaml:\d+(:\d+)?: sequences and mappings nest too deeply to read \(the limit is 512 levels/,
    );
  }, 60_000);

  it('nesting past 512 levels (but within the parser) is refused at the limit', async () => {
    const n = 600;
    const file = write('deeper.yml', `criteria: ${'['.repeat(n)}${']'.repeat(n)}\n`);
    const r = await run('cases', '--config', file, '--system', 'x.mjs');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/deeper\.yml:\d+(:\d+)?: .*nest.* 512 levels/);
  }, 60_000);

  it('1e999 where a number is expected says "a finite number", never "expected a number, found a number"', async () => {
    const file = write(
      'inf.yml',
      'criteria:\n  - name: s\n    type: state_matches\n    bar: 1e999\n',
    );
    const r = await run('cases', '--config', file, '--system', 'x.mjs');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('inf.yml:4: criteria[0].bar: ');
    expect(r.stderr).toMatch(/expected a finite number.*out of range/);
  }, 60_000);
});

describe('JSON readers bound what they read', () => {
  it('evidence nested 100,000 levels deep is refused naming the limit', async () => {
    const n = 100_000;
    const file = write(
      'deep.json',
      `{"schema": "agentverity-action/evidence@1", "x": ${'['.repeat(n)}${']'.repeat(n)}}`,
    );
    const r = await run('assess', '--evidence', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/deep\.json:1:\d+: arrays and objects nest more than 512 levels/);
  }, 60_000);

  it('a string longer than the limit in evidence is refused naming the limit and the place', async () => {
    const file = write(
      'huge-string.json',
      `{"schema": "agentverity-action/evidence@1", "cases": [{"input": "${'y'.repeat(17 * 1024 * 1024)}"}]}`,
    );
    const r = await run('assess', '--evidence', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /huge-string\.json:1:\d+: a string of 17,825,792 characters starts here, over the limit of 16,777,216/,
    );
  }, 60_000);

  it('1e999 in bench evidence says "a finite number"', async () => {
    const file = write(
      'inf.bench.json',
      '{"schema": "agentverity-action/bench-evidence@1", "tool": {"name": "x", "version": 1e999}}',
    );
    const r = await run('bench', 'compare', '--evidence', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('inf.bench.json');
  }, 60_000);
});
