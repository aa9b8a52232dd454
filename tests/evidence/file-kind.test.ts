// What a reader says of a path that is no file: in words a user can act on,
// never the system's error text (ELOOP, ENOTDIR).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTextFile } from '../../src/evidence/json.js';
import { asyncRefusalOf } from './helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'av-file-kind-'));

describe('a path that names no readable file', () => {
  it('a folder is called a folder, not an endless stream', async () => {
    mkdirSync(path.join(dir, 'folder'));
    const r = await asyncRefusalOf(() => readTextFile(path.join(dir, 'folder')));
    expect(r.code).toBe('file.not-regular');
    expect(r.reason).toBe(
      'not a regular file: it is a folder; give a file (a symbolic link to a file is fine)',
    );
  });

  it('a loop of symbolic links and a path through a file are said in words', async () => {
    symlinkSync(path.join(dir, 'b'), path.join(dir, 'a'));
    symlinkSync(path.join(dir, 'a'), path.join(dir, 'b'));
    const loop = await asyncRefusalOf(() => readTextFile(path.join(dir, 'a')));
    expect(loop.code).toBe('file.read');
    expect(loop.reason).toBe('cannot read the file: its symbolic links form a loop');
    writeFileSync(path.join(dir, 'plain'), 'x');
    const through = await asyncRefusalOf(() => readTextFile(path.join(dir, 'plain', 'x.json')));
    expect(through.reason).toBe('cannot read the file: a part of its path is a file, not a folder');
    expect(through.message).not.toMatch(/ENOTDIR|ELOOP/);
  });
});
