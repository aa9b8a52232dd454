// `agentverity init --example stateful-agent [--dir D]`: the refund desk of
// examples/stateful-agent/ copied into a folder, byte for byte (the bundle carries
// the files: src/app/init-example-files.ts, generated from the folder and checked
// here against it), never over an existing file (then nothing is written), with
// next steps naming the paths from where it ran; the copy runs where it lands.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  INIT_EXAMPLES,
  initExampleFiles,
  initExampleRunCommands,
  writeInitExample,
} from '../../src/app/init-example.js';
import { isRefusal } from '../../src/core/errors.js';
import { cliWith, ROOT, tempDir } from '../helpers/cli.js';

const EXAMPLE = path.join(ROOT, 'examples/stateful-agent');
const GENERATED = path.join(ROOT, 'src/app/init-example-files.ts');
const HAS_PYTHON = spawnSync('python3', ['--version']).status === 0;

const exampleFiles = (): string[] =>
  readdirSync(EXAMPLE, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();

/** The module the bundle carries, as generated from the example folder (prettier-formatted). */
async function generate(): Promise<string> {
  const entries = exampleFiles().map(
    (f) =>
      `  ${JSON.stringify(f)}: ${JSON.stringify(readFileSync(path.join(EXAMPLE, f), 'utf8'))},`,
  );
  const text = [
    '// Generated from examples/stateful-agent/ by tests/app/init-example.test.ts: do not edit.',
    '// After changing the example: UPDATE_GOLDEN=1 npx vitest run tests/app/init-example.test.ts',
    '/** The files of examples/stateful-agent/, by name: what `init --example stateful-agent` writes. */',
    'export const STATEFUL_AGENT_FILES: Readonly<Record<string, string>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
  const options = await prettier.resolveConfig(GENERATED);
  return prettier.format(text, { ...options, filepath: GENERATED });
}

const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];

async function init(dir: string, ...argv: string[]) {
  return cliWith({ cwd: dir }, 'init', ...argv);
}

describe('the example files in the bundle', () => {
  it('are the files of examples/stateful-agent/ (UPDATE_GOLDEN=1 regenerates them)', async () => {
    const want = await generate();
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(GENERATED, want);
    expect(readFileSync(GENERATED, 'utf8')).toBe(want);
  });

  it('lists every file of the example, each with what it is for, the system first', () => {
    const files = initExampleFiles('stateful-agent');
    expect(files.map((f) => f.path).sort()).toEqual(exampleFiles());
    expect(files[0]?.path).toBe('system.mjs');
    for (const f of files) {
      expect(f.text, f.path).toBe(readFileSync(path.join(EXAMPLE, f.path), 'utf8'));
      expect(f.about.length, f.path).toBeGreaterThan(10);
    }
    expect(INIT_EXAMPLES).toEqual(['stateful-agent']);
  });
});

describe('writeInitExample', () => {
  it('copies the example into the folder, byte for byte', () => {
    const dir = tempDir();
    const r = writeInitExample('stateful-agent', 'desk', dir);
    expect(r.written.map((w) => w.shown)).toEqual(
      initExampleFiles('stateful-agent').map((f) => `desk/${f.path}`),
    );
    expect(filesUnder(path.join(dir, 'desk'))).toEqual(exampleFiles());
    for (const f of exampleFiles()) {
      expect(readFileSync(path.join(dir, 'desk', f), 'utf8'), f).toBe(
        readFileSync(path.join(EXAMPLE, f), 'utf8'),
      );
    }
  });

  it('writes nothing when any file exists, naming the ones that do (init.exists)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'README.md'), 'mine\n');
    writeFileSync(path.join(dir, 'cases.jsonl'), '');
    let refusal: unknown;
    try {
      writeInitExample('stateful-agent', '.', dir);
    } catch (e) {
      refusal = e;
    }
    expect(isRefusal(refusal)).toBe(true);
    expect(refusal).toMatchObject({ code: 'init.exists', where: 'cases.jsonl' });
    expect((refusal as Error).message).toContain('README.md');
    expect(filesUnder(dir)).toEqual(['README.md', 'cases.jsonl']);
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe('mine\n');
  });
});

describe('agentverity init --example stateful-agent', () => {
  it('copies the example, lists the files and prints the commands that run it', async () => {
    const dir = tempDir();
    const r = await init(dir, '--example', 'stateful-agent');
    expect(r.code, r.stderr).toBe(0);
    expect(filesUnder(dir)).toEqual(exampleFiles());
    expect(r.stdout).toContain('wrote 6 files of the stateful-agent example:');
    for (const f of initExampleFiles('stateful-agent')) expect(r.stdout).toContain(f.path);
    expect(r.stdout).toContain(
      'npx agentverity cases --config agentverity.yml --system system.mjs',
    );
    expect(r.stdout).toContain(
      'npx agentverity cases --config agentverity.yml --system-command "python3 system.py"',
    );
    expect(r.stdout).toMatch(/recovers_from_error_at_issue_refund fails/);
    // The commands are the README's.
    const readme = readFileSync(path.join(EXAMPLE, 'README.md'), 'utf8');
    for (const c of initExampleRunCommands('stateful-agent', (f) => f)) expect(readme).toContain(c);
    expect(readme).toContain('npx agentverity init --example stateful-agent');
  });

  it('--dir copies into that folder and the next steps name the paths from here', async () => {
    const dir = tempDir();
    const r = await init(dir, '--example', 'stateful-agent', '--dir', 'examples/desk');
    expect(r.code, r.stderr).toBe(0);
    expect(filesUnder(path.join(dir, 'examples/desk'))).toEqual(exampleFiles());
    expect(r.stdout).toContain(
      'npx agentverity cases --config examples/desk/agentverity.yml --system examples/desk/system.mjs',
    );
    expect(r.stdout).toContain('--system-command "python3 examples/desk/system.py"');
  });

  it('never overwrites: a second init writes nothing and exits 2, naming the files', async () => {
    const dir = tempDir();
    expect((await init(dir, '--example', 'stateful-agent')).code).toBe(0);
    writeFileSync(path.join(dir, 'system.mjs'), '// my own\n');
    const again = await init(dir, '--example', 'stateful-agent');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('system.mjs: already exists, and so do system.py,');
    expect(again.stderr).toContain('nothing was written');
    expect(readFileSync(path.join(dir, 'system.mjs'), 'utf8')).toBe('// my own\n');
  });

  it('refuses an unknown example, a kind together with --example, and neither (exit 2, nothing written)', async () => {
    const dir = tempDir();
    const unknown = await init(dir, '--example', 'bogus');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('stateful-agent');
    const both = await init(dir, 'module', '--example', 'stateful-agent');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('not both');
    const neither = await init(dir);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain('module, typescript, python, http');
    expect(neither.stderr).toContain('--example stateful-agent');
    expect(filesUnder(dir)).toEqual([]);
  });

  it('the copy runs where it lands: the module and the worker answer a case of its own', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'desk'));
    expect((await init(dir, '--example', 'stateful-agent', '--dir', 'desk')).code).toBe(0);
    const first = JSON.parse(
      readFileSync(path.join(dir, 'desk/cases.jsonl'), 'utf8').split('\n')[0]!,
    ) as { input: unknown; initial_state: unknown; expected: { answer: string } };
    const m = (await import(pathToFileURL(path.join(dir, 'desk/system.mjs')).href)) as {
      default: (input: unknown) => Promise<{ answer: string; calls: { tool: string }[] }>;
      reset: (s: unknown) => void;
      snapshot: () => unknown;
      version: string;
    };
    m.reset(structuredClone(first.initial_state));
    const r = await m.default(first.input);
    expect(r.answer).toContain(first.expected.answer);
    expect(r.calls.map((c) => c.tool)).toEqual(['lookup_order', 'issue_refund']);
    if (HAS_PYTHON) {
      const lines = [
        { id: 1, type: 'describe' },
        { id: 2, type: 'reset', state: first.initial_state },
        { id: 3, input: first.input },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n');
      const py = spawnSync('python3', ['desk/system.py'], {
        cwd: dir,
        input: `${lines}\n`,
        encoding: 'utf8',
        env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
      });
      expect(py.status, py.stderr).toBe(0);
      const answers = py.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(answers[0]).toEqual({ id: 1, version: m.version, stateful: true, replayable: true });
      expect(answers[1]).toEqual({ id: 2, ok: true });
      expect(answers[2]).toEqual({ id: 3, ...r });
    }
  });
});
