/**
 * No evidence is lost (issue 29, item 9): a run that failed or is incomplete never
 * replaces complete evidence at its default path. `run` keeps it with
 * `holdsCompleteEvidence` (src/app/live.ts); `bench` and `cases` use `targetOfFailedRun`
 * here with a check of their own format. A path the user named is written as asked.
 */
import { terminalSafe } from '../render/escape.js';
import { besidePath, outputPath } from './files.js';
import type { AppIo } from './ports.js';

export interface FailedRunTarget {
  /** The path as given (relative to `io.cwd` when it was). */
  readonly out: string;
  /** `out` resolved against `io.cwd`. */
  readonly target: string;
}

/**
 * Where this run writes its evidence: `out`, unless the run failed, the path is
 * the default (not named by the user) and `holdsComplete` says the file there is
 * complete evidence of the same kind; then beside it (`<name>.incomplete.json`),
 * checked writable and said on the log.
 */
export async function targetOfFailedRun(
  io: AppIo,
  given: { readonly out: string; readonly named: boolean; readonly failed: boolean },
  what: string,
  holdsComplete: (file: string) => Promise<boolean>,
): Promise<FailedRunTarget> {
  const target = outputPath(io.cwd, given.out, what);
  if (!given.failed || given.named || !(await completeOrFalse(holdsComplete, target))) {
    return { out: given.out, target };
  }
  const out = besidePath(given.out);
  const beside = outputPath(io.cwd, out, what);
  io.files.checkWritable(beside, what);
  io.log(
    `agentverity: this run failed or is incomplete, so the complete ${what} already in ${terminalSafe(given.out, 500)} is kept; this run's ${what} is written beside it, to ${terminalSafe(out, 500)}\n`,
  );
  return { out, target: beside };
}

/** Any failure to read the file (missing, damaged, another format) means: nothing to keep. */
async function completeOrFalse(
  holdsComplete: (file: string) => Promise<boolean>,
  file: string,
): Promise<boolean> {
  try {
    return await holdsComplete(file);
  } catch {
    return false;
  }
}
