// The files a step loads as code from the workspace, for the Action's guard
// against untrusted code (SECURITY.md): the entry files its settings name (an
// agent module or Python file, the words of a command that are files, a
// relations module, a cases system) and, as far as a cheap reading can tell, the
// files they import by a relative path. What is found here is checked by the
// shell; what is not found (a bare package import, a path built at run time, a
// `python -m` module) is not, and SECURITY.md says so.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAgentSpec } from '../agents/module.js';

/** One thing a setting names to load as code. */
export type CodeEntry =
  /** A JS module `file[:export]` (agent, relations module, cases system). */
  | { readonly kind: 'module'; readonly spec: string }
  /** A file loaded as it is (a Python agent's file). */
  | { readonly kind: 'file'; readonly file: string }
  /** A command line: each word naming a file in the working directory is code. */
  | { readonly kind: 'command'; readonly command: string };

/** A code file found, and what named it (the setting's entry, or the file importing it). */
export interface CodeFile {
  /** Absolute path. */
  readonly file: string;
  /** `entry` for a file a setting names; otherwise the file that imports it. */
  readonly from: 'entry' | string;
}

/** The most files followed through imports: beyond it the rest are not read (still checked when found). */
export const MAX_CODE_FILES = 500;
/** Files larger than this are checked but not read for their imports. */
const MAX_SCANNED_BYTES = 2 * 1024 * 1024;

const JS_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx'];
const RESOLVED_EXTENSIONS = [...JS_EXTENSIONS, '.json', '.node'];

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The entry files the entries name that exist (relative to `cwd`), in order, each once. */
export function entryFilesOf(entries: readonly CodeEntry[], cwd: string): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    if (entry.kind === 'module') out.push(path.resolve(cwd, parseAgentSpec(entry.spec).file));
    else if (entry.kind === 'file') out.push(path.resolve(cwd, entry.file));
    else {
      for (const word of entry.command.split(/\s+/)) {
        const bare = word.replace(/^["']|["']$/g, '');
        if (bare.length === 0) continue;
        const file = path.resolve(cwd, bare);
        if (isFile(file)) out.push(file);
      }
    }
  }
  return [...new Set(out)];
}

/** `./x`, `../y/z.js` in import, export … from, import(), require(). */
const JS_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(["'`])(\.{1,2}\/[^"'`\n]*)\1/g;
/** `from .x import`, `from pkg.mod import`, `import a.b, c`. */
const PY_FROM = /^[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import\b/gm;
const PY_IMPORT = /^[ \t]*import[ \t]+([\w., \t]+)$/gm;

function resolveJs(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.split(/[?#]/)[0] ?? spec);
  if (isFile(base)) return base;
  for (const ext of RESOLVED_EXTENSIONS) if (isFile(base + ext)) return base + ext;
  // TypeScript's `./x.js` written for `./x.ts`.
  const ext = path.extname(base);
  if (ext === '.js' || ext === '.mjs' || ext === '.cjs') {
    const stem = base.slice(0, -ext.length);
    for (const ts of ['.ts', '.mts', '.cts', '.tsx']) if (isFile(stem + ts)) return stem + ts;
  }
  for (const ext2 of RESOLVED_EXTENSIONS) {
    const index = path.join(base, `index${ext2}`);
    if (isFile(index)) return index;
  }
  return null;
}

function resolvePy(from: string, dots: string, name: string): string[] {
  // No dots: a sibling module (the script's folder is first on Python's path); each dot a folder up.
  let dir = path.dirname(from);
  for (let i = 1; i < dots.length; i++) dir = path.dirname(dir);
  const parts = name.split('.').filter((p) => p.length > 0);
  const out: string[] = [];
  for (let n = 1; n <= parts.length; n++) {
    const stem = path.join(dir, ...parts.slice(0, n));
    for (const candidate of [`${stem}.py`, path.join(stem, '__init__.py')]) {
      if (isFile(candidate)) out.push(candidate);
    }
  }
  if (parts.length === 0 && dots.length > 0) {
    const init = path.join(dir, '__init__.py');
    if (isFile(init)) out.push(init);
  }
  return out;
}

/** The files `file` imports by a relative path (JS) or from beside it (Python), that exist. */
export function importsOf(file: string): string[] {
  let text: string;
  try {
    if (statSync(file).size > MAX_SCANNED_BYTES) return [];
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const out: string[] = [];
  if (file.endsWith('.py')) {
    for (const m of text.matchAll(PY_FROM)) out.push(...resolvePy(file, m[1] ?? '', m[2] ?? ''));
    for (const m of text.matchAll(PY_IMPORT)) {
      for (const name of (m[1] ?? '').split(',')) {
        const bare = name.trim().split(/\s+/)[0] ?? '';
        if (bare.length > 0) out.push(...resolvePy(file, '', bare));
      }
    }
  } else if (JS_EXTENSIONS.includes(path.extname(file))) {
    for (const m of text.matchAll(JS_IMPORT)) {
      const resolved = resolveJs(file, m[2] ?? '');
      if (resolved !== null) out.push(resolved);
    }
  }
  return out;
}

/**
 * Every code file the entries load, as far as can be told: the entry files, then
 * (breadth first, up to MAX_CODE_FILES) the files they import by relative paths.
 * Each file once, with what named it first.
 */
export function codeFilesOf(entries: readonly CodeEntry[], cwd: string): CodeFile[] {
  const seen = new Map<string, string>();
  const queue: string[] = [];
  for (const file of entryFilesOf(entries, cwd)) {
    seen.set(file, 'entry');
    queue.push(file);
  }
  for (let i = 0; i < queue.length && seen.size < MAX_CODE_FILES; i++) {
    const file = queue[i] ?? '';
    for (const imported of importsOf(file)) {
      if (seen.has(imported) || seen.size >= MAX_CODE_FILES) continue;
      seen.set(imported, file);
      queue.push(imported);
    }
  }
  return [...seen.entries()].map(([file, from]) => ({ file, from }));
}
