/**
 * The port a user's regular expression is tested through (issue 33). The core
 * stays pure: it hands the pattern, its flags and the text to a matcher; a
 * shell supplies one that bounds the time (`src/evidence/pattern-match.ts`
 * runs it in a worker thread and ends it at a deadline). The default runs it
 * here, unbounded, for callers that trust their patterns.
 */

/** True when `source` (with `flags`) finds a match in `text`; throws `PatternTimeout` when cut off. */
export type PatternMatcher = (source: string, flags: string, text: string) => boolean;

/** A pattern that did not finish within its time bound: the attempt is an ERROR, not a FAIL. */
export class PatternTimeout extends Error {
  constructor(
    readonly source: string,
    readonly ms: number,
    readonly chars: number,
  ) {
    super(
      `the pattern ${JSON.stringify(source.length > 80 ? `${source.slice(0, 80)}…` : source)} did not finish within ${ms} ms on an answer of ${chars} characters`,
    );
    this.name = 'PatternTimeout';
  }
}

/** True for a PatternTimeout from any copy of this module. */
export function isPatternTimeout(error: unknown): error is PatternTimeout {
  return error instanceof Error && error.name === 'PatternTimeout';
}

const compiled = new Map<string, RegExp>();

/** Runs the pattern here (no time bound): a backtracking pattern can take forever. */
export const unboundedMatcher: PatternMatcher = (source, flags, text) => {
  const key = `${flags}/${source}`;
  let re = compiled.get(key);
  if (re === undefined) {
    re = new RegExp(source, flags);
    if (compiled.size > 1000) compiled.clear();
    compiled.set(key, re);
  }
  return re.test(text);
};
