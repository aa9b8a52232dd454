// Writing the files a use case produces: folders created one level at a time,
// and every failure a refusal naming the file (exit 2), never a stack trace.
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { Refusal } from '../core/errors.js';

/**
 * Create the missing folders above `file`, one level at a time. (Node's recursive
 * mkdir can spin forever on some virtual file systems, e.g. under /proc.)
 */
function makeParents(file: string): void {
  const missing: string[] = [];
  let dir = path.dirname(file);
  while (!existsSync(dir) && missing.length < 256) {
    missing.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of missing.reverse()) mkdirSync(d);
}

/**
 * The file a user named for an output, resolved against `cwd`. A name ending in a
 * path separator names a folder, not a file: it is refused (exit 2) before anything
 * is written, rather than written as a file of the folder's name.
 */
export function outputPath(cwd: string, given: string, what = 'report'): string {
  if (given === '' || /[\\/]$/.test(given) || given === '.' || given === '..') {
    throw new Refusal(
      'output.write',
      `cannot write the ${what} there: the path names a folder, not a file; give the file's name (its folders are created)`,
      given,
    );
  }
  return path.resolve(cwd, given);
}

/** Write a text file (a report, evidence, a baseline); any failure is a refusal naming the file. */
export function writeTextFile(file: string, text: string): void {
  // Written beside the file and renamed into place: a full disk or a failed write
  // leaves the earlier file (or none), never a truncated one.
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    makeParents(file);
    if (existsSync(file) && statSync(file).isDirectory()) {
      throw Object.assign(new Error('it is a folder'), { code: 'EISDIR' });
    }
    try {
      writeFileSync(temporary, text, 'utf8');
      renameSync(temporary, file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  } catch (error) {
    throw writeRefusal(error, file);
  }
}

/**
 * As `writeTextFile`, for a text given in pieces: each piece is written as it
 * comes (the whole text is never held), to a file beside the target renamed into
 * place at the end, so a failed write leaves the earlier file (or none).
 */
export function writeChunksFile(file: string, chunks: Iterable<string>): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    makeParents(file);
    if (existsSync(file) && statSync(file).isDirectory()) {
      throw Object.assign(new Error('it is a folder'), { code: 'EISDIR' });
    }
    try {
      const fd = openSync(temporary, 'w');
      try {
        for (const chunk of chunks) writeAll(fd, Buffer.from(chunk, 'utf8'));
      } finally {
        closeSync(fd);
      }
      renameSync(temporary, file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  } catch (error) {
    throw writeRefusal(error, file);
  }
}

function writeAll(fd: number, bytes: Buffer): void {
  let at = 0;
  while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at);
}

/** A failed write of `file` as the refusal that names it and says why in plain words. */
export function writeRefusal(error: unknown, file: string): Refusal {
  if (error instanceof Refusal) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
      ? 'permission denied'
      : code === 'EISDIR'
        ? 'it is a folder'
        : code === 'ENOTDIR' || code === 'EEXIST'
          ? 'a part of the path is a file, not a folder'
          : code === 'ENOENT'
            ? 'the folder cannot be created'
            : code === 'ENOSPC' || code === 'EDQUOT'
              ? 'no space left on the device (nothing was written)'
              : error instanceof Error
                ? error.message
                : String(error);
  return new Refusal('output.write', `cannot write the report: ${reason}`, file);
}

/**
 * A file writer (a port, which tests or another runner may replace) whose
 * failures to write (any error with a system error code) are refusals naming the
 * file, exit 2, never an internal error.
 */
export function refusingWrites<A extends unknown[]>(
  write: (file: string, ...rest: A) => void,
): (file: string, ...rest: A) => void {
  return (file, ...rest) => {
    try {
      write(file, ...rest);
    } catch (error) {
      if (typeof (error as { code?: unknown } | null)?.code === 'string') {
        throw writeRefusal(error, file);
      }
      throw error;
    }
  };
}

/**
 * Write a file that must not exist yet (`init`): a file that appeared meanwhile is
 * refused (`init.exists`), never overwritten; any other failure as `writeTextFile`.
 */
export function writeNewTextFile(file: string, text: string): void {
  try {
    makeParents(file);
    writeFileSync(file, text, { encoding: 'utf8', flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && existsSync(file)) {
      throw new Refusal('init.exists', 'already exists; init never overwrites a file', file);
    }
    const reason =
      code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'ENOTDIR' || code === 'EEXIST'
          ? 'a part of the path is a file, not a folder'
          : (error as Error).message;
    throw new Refusal('output.write', `cannot write the file: ${reason}`, file);
  }
}

/**
 * Refuses (exit 2) a file that clearly cannot be written: a folder, a path
 * through a file, or a folder without write permission. A live run checks its
 * evidence and report files this way before the first call, so that calls are
 * not spent on evidence that could not be kept.
 */
export function checkWritable(file: string, what: string): void {
  let reason: string | null = null;
  try {
    if (existsSync(file)) {
      if (statSync(file).isDirectory()) reason = 'it is a folder';
      else accessSync(file, constants.W_OK);
    } else {
      let dir = path.dirname(file);
      while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
      if (!statSync(dir).isDirectory()) reason = 'a part of the path is a file, not a folder';
      else accessSync(dir, constants.W_OK);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    reason =
      code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? 'permission denied'
        : (error as Error).message;
  }
  if (reason !== null) {
    throw new Refusal('output.write', `cannot write the ${what} there: ${reason}`, file);
  }
}

/** A file a run reads or writes, as the user named it, with the flag that named it. */
export interface NamedFile {
  readonly flag: string;
  readonly given: string;
}

/** The same file on disk: the paths resolved, and symbolic links followed where they exist. */
function sameFile(cwd: string, a: string, b: string): boolean {
  const real = (given: string) => {
    const resolved = path.resolve(cwd, given);
    try {
      return realpathSync(resolved);
    } catch {
      return resolved;
    }
  };
  return real(a) === real(b);
}

/**
 * No output may be one of the run's own inputs: writing it would destroy the
 * evidence, suite or config the result was computed from. Refused (exit 2)
 * before anything is read or called, naming both.
 */
export function refuseOutputsOverInputs(
  cwd: string,
  outputs: readonly NamedFile[],
  inputs: readonly NamedFile[],
): void {
  for (const output of outputs) {
    for (const input of inputs) {
      if (!sameFile(cwd, output.given, input.given)) continue;
      throw new Refusal(
        'output.is-input',
        `${output.flag} names the same file as ${input.flag} (${input.given}); writing it would overwrite what the run reads or keeps, so nothing was written: give another file for ${output.flag}`,
        output.given,
      );
    }
  }
}

/**
 * Whether `file` holds complete evidence of ours: read from its head (the part
 * before its cases, at most the first MiB), never parsed whole. Anything else (no
 * file, another kind of file, an unreadable one) is not good evidence to keep.
 */
export function holdsCompleteEvidence(file: string): boolean {
  try {
    if (!existsSync(file) || !statSync(file).isFile()) return false;
    const fd = openSync(file, 'r');
    let text: string;
    try {
      const bytes = Buffer.alloc(1 << 20);
      const read = readSync(fd, bytes, 0, bytes.length, 0);
      text = bytes.subarray(0, read).toString('utf8');
    } finally {
      closeSync(fd);
    }
    const cases = text.indexOf('\n  "cases": [');
    if (cases < 0) return false;
    const head = text.slice(0, cases);
    return (
      /^\{\n {2}"schema": "agentverity-action\/evidence@/.test(head) &&
      /\n {2}"complete": true,\n/.test(head)
    );
  } catch {
    return false;
  }
}

/** Where a failed run's evidence goes when complete evidence is kept at `file`: beside it. */
export function besidePath(file: string): string {
  const ext = path.extname(file);
  return `${file.slice(0, file.length - ext.length)}.incomplete${ext === '' ? '.json' : ext}`;
}
