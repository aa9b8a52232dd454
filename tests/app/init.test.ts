import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INIT_GATE, INIT_SUITE, writeInit, writeInitFiles } from '../../src/app/init.js';
import { isRefusal } from '../../src/core/errors.js';
import { tempDir } from '../helpers/cli.js';

/** Every file and link under `dir`, relative and sorted (folders are walked, not listed). */
function filesUnder(dir: string, at = ''): string[] {
  return readdirSync(path.join(dir, at), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(dir, path.join(at, e.name)) : [path.join(at, e.name)],
    )
    .sort();
}

function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

// `init` writes all of its files or none of them: every target is checked first.
describe('init writes all or nothing', () => {
  it('refuses a dangling symbolic link at a target as a file that exists, writing nothing', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
    symlinkSync(path.join(dir, 'nowhere.yml'), path.join(dir, INIT_GATE));
    const refusal = refusalOf(() => writeInit('module', '.', dir));
    expect(isRefusal(refusal)).toBe(true);
    expect(refusal).toMatchObject({ code: 'init.exists', where: INIT_GATE });
    expect(filesUnder(dir)).toEqual([INIT_GATE]);
  });

  it('refuses a target whose folder is a file before writing any other file', () => {
    const dir = tempDir();
    // `.github` is a file: the workflows cannot be written, so neither is the agent.
    writeFileSync(path.join(dir, '.github'), 'a file\n');
    const refusal = refusalOf(() => writeInit('module', '.', dir));
    expect(isRefusal(refusal)).toBe(true);
    expect(refusal).toMatchObject({ code: 'output.write' });
    expect((refusal as Error).message).toMatch(/a part of the path is a file/);
    expect(filesUnder(dir)).toEqual(['.github']);
  });

  it('removes what it wrote when a later write fails', () => {
    const dir = tempDir();
    // The third file appears (written by the first) after the checks: its write fails.
    const files = [
      { path: 'first.txt', text: 'one\n', about: 'first' },
      { path: 'second.txt', text: 'two\n', about: 'second' },
      { path: 'first.txt', text: 'again\n', about: 'there by now' },
    ];
    const refusal = refusalOf(() => writeInitFiles(files, '.', dir));
    expect(refusal).toMatchObject({ code: 'init.exists' });
    expect(filesUnder(dir)).toEqual([]);
  });

  it('writes every file when every target is free', () => {
    const dir = tempDir();
    const result = writeInit('module', '.', dir);
    expect(result.written.length).toBeGreaterThan(2);
    expect(filesUnder(dir)).toContain(INIT_SUITE);
  });
});
