// The rooms' READMEs (src/<room>/README.md) stay current (issue 28 item 5): each
// names every source file of its room (and of the subfolders that have no README
// of their own, or names such a subfolder as `sub/`), and every file it names exists. A file is named by its name in the
// folder (`verdict.ts`) or its path from the README (`commands/plan.ts`); a file
// of another folder is named by a path (`app/verdict.ts`, `tests/app/x.test.ts`),
// which must resolve from the README's folder, src/ or the repository root.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const SOURCE = /\.(ts|js)$/;

/** The rooms' READMEs (src/<room>/README.md); the READMEs deeper down describe concepts. */
function roomReadmes(): string[] {
  return readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(ROOT, 'src', e.name, 'README.md')))
    .map((e) => `src/${e.name}/README.md`);
}

/** The source files a README speaks for, as paths from its folder. */
export function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(ROOT, dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix === '' ? e.name : `${prefix}/${e.name}`;
    if (e.isDirectory()) {
      // A subfolder with its own README speaks for itself.
      return existsSync(path.join(ROOT, dir, rel, 'README.md')) ? [] : filesOf(dir, rel);
    }
    return e.isFile() && SOURCE.test(e.name) ? [rel] : [];
  });
}

/** The file names and paths a README's text mentions (`.js` only as a path: `Node.js` is no file). */
export function mentionsOf(text: string): { bare: string[]; paths: string[] } {
  const bare = new Set<string>();
  const paths = new Set<string>();
  for (const m of text.matchAll(/(?<![\w./@-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w.-]+\.(ts|js))\b/g)) {
    const token = m[1]!;
    if (token.includes('/')) paths.add(token);
    else if (m[2] === 'ts') bare.add(token);
  }
  return { bare: [...bare], paths: [...paths] };
}

function names(text: string, file: string): boolean {
  const base = path.posix.basename(file);
  const dir = path.posix.dirname(file);
  const quoted = (s: string) =>
    new RegExp(`(?<![\\w.-])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
  if (quoted(file).test(text)) return true;
  // A file of a subfolder may go by its name, or be covered by its folder named as `sub/`.
  return dir !== '.' && (quoted(base).test(text) || text.includes(`\`${dir}/\``));
}

const READMES = roomReadmes();

describe('the folder READMEs under src/', () => {
  it('finds the rooms', () => {
    for (const room of ['app', 'cli', 'github', 'core', 'render', 'evidence']) {
      expect(READMES).toContain(`src/${room}/README.md`);
    }
  });

  it('the mention reader tells a bare name from a path', () => {
    expect(mentionsOf('`verdict.ts` and app/door.ts, `tests/a/b.test.ts`, LangGraph.js')).toEqual({
      bare: ['verdict.ts'],
      paths: ['app/door.ts', 'tests/a/b.test.ts'],
    });
  });

  for (const readme of READMES) {
    const dir = path.posix.dirname(readme);
    const text = readFileSync(path.join(ROOT, readme), 'utf8');

    it(`${readme} names every file of its folder`, () => {
      const unnamed = filesOf(dir).filter((f) => !names(text, f));
      expect(unnamed).toEqual([]);
    });

    it(`${readme} names no file that does not exist`, () => {
      const { bare, paths } = mentionsOf(text);
      const own = new Set(filesOf(dir).map((f) => path.posix.basename(f)));
      const stale = [
        ...bare.filter(
          (b) =>
            !own.has(b) &&
            !existsSync(path.join(ROOT, dir, b)) &&
            !existsSync(path.join(ROOT, 'src', b)),
        ),
        ...paths.filter(
          (p) =>
            !existsSync(path.join(ROOT, dir, p)) &&
            !existsSync(path.join(ROOT, 'src', p)) &&
            !existsSync(path.join(ROOT, p)),
        ),
      ];
      expect(stale).toEqual([]);
    });
  }
});
