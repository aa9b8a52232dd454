// The bounds on what a reader takes and a writer gives (issue 33, item 1): one
// table, the same numbers for writing and reading, so that a file this tool
// writes is always one it reads back. docs/limits.md lists them; a refusal over
// one names the limit, the file and, where known, the JSON path.
//
// This module is pure (no I/O): the readers in this folder and the writers in
// src/app and src/collect use it.
import { Refusal } from '../core/errors.js';
import { jsonPath, type PathPart } from './paths.js';

const MiB = 1024 * 1024;

/** The bounds, by what they bound. */
export const LIMITS = {
  /**
   * The largest file read as one document (every JSON file: evidence, cases and
   * bench evidence, baselines, suites, seeds, promptfoo and Inspect exports).
   * Half of what one JavaScript string can hold (2^29 − 24 UTF-16 units), so a
   * document under it always decodes; our largest measured evidence (5,000
   * inputs × k 38) is 17 MB.
   */
  documentBytes: 256 * MiB,
  /** The largest YAML file (a benchmark, a cases configuration, agentverity.yml). */
  yamlBytes: 64 * MiB,
  /** The largest JSON Lines log (read line by line; each line is bounded on its own). */
  logBytes: 4096 * MiB,
  /** How deeply arrays and objects (YAML sequences and mappings) may nest. */
  depth: 512,
  /** The most values (array elements and object members, all levels) one document may hold. */
  elements: 16_777_216,
  /** The longest string (in UTF-16 code units) one document may hold: a worker's answer line (16 MiB). */
  stringChars: 16 * MiB,
  /** How many alias nodes (`*name`) one YAML document may use. */
  yamlAliases: 100,
  /** The largest end state a stateful system's snapshot may give, as JSON text. */
  snapshotBytes: 64 * MiB,
} as const;

/** `268435456` → `256 MiB`; a count as `16,777,216`. */
export function bytesText(n: number): string {
  return n >= MiB && n % MiB === 0 ? `${n / MiB} MiB` : `${n.toLocaleString('en')} bytes`;
}

/** What a value breaks, when it breaks a limit: which, where, and the refusal's words. */
export interface LimitBreach {
  readonly limit: 'depth' | 'elements' | 'stringChars' | 'cycle' | 'bytes' | 'number';
  readonly path: readonly PathPart[];
  readonly message: string;
}

export interface MeasureOptions {
  readonly depth?: number;
  readonly elements?: number;
  readonly stringChars?: number;
  /** Stop once the JSON text would be longer than this (an estimate from below). */
  readonly bytes?: number;
  /** Refuse non-finite numbers (NaN, ±Infinity), which JSON cannot hold. */
  readonly finite?: boolean;
}

/**
 * Walks a parsed value (iteratively: no depth can overflow the stack) and returns
 * the first limit it breaks, or null. A value that contains itself (a cyclic
 * YAML alias) breaks `cycle`. The walk stops at the first breach, so its cost is
 * bounded by the limits, whatever the value.
 */
export function measure(value: unknown, options: MeasureOptions = {}): LimitBreach | null {
  const maxDepth = options.depth ?? LIMITS.depth;
  const maxElements = options.elements ?? LIMITS.elements;
  const maxString = options.stringChars ?? LIMITS.stringChars;
  const maxBytes = options.bytes ?? Infinity;
  // Each frame: the container, its keys (objects) and the next index.
  interface Frame {
    readonly value: object;
    readonly keys: readonly string[] | null;
    next: number;
    readonly part: PathPart | null;
  }
  const stack: Frame[] = [];
  const open = new Set<object>();
  let elements = 0;
  let bytes = 0;
  const pathOf = (last?: PathPart): PathPart[] => {
    const parts = stack.slice(1).map((f) => f.part as PathPart);
    if (last !== undefined) parts.push(last);
    return parts;
  };
  const visit = (v: unknown, part: PathPart | null): LimitBreach | null => {
    const at = (): PathPart[] => (part === null ? [] : pathOf(part));
    if (typeof v === 'string') {
      // Counted as written in JSON (an escape as its characters), as the readers count it.
      const written =
        v.length > maxString || v.length * 6 <= maxString ? v.length : JSON.stringify(v).length - 2;
      if (v.length > maxString || written > maxString) {
        return {
          limit: 'stringChars',
          path: at(),
          message: `a string of ${Math.max(v.length, written).toLocaleString('en')} characters, over the limit of ${maxString.toLocaleString('en')} (docs/limits.md)`,
        };
      }
      bytes += written + 2;
    } else if (typeof v === 'number') {
      if (options.finite === true && !Number.isFinite(v)) {
        return {
          limit: 'number',
          path: at(),
          message: 'a number JSON cannot hold (not finite); expected a finite number',
        };
      }
      bytes += 8;
    } else if (typeof v === 'object' && v !== null) {
      if (open.has(v)) {
        return {
          limit: 'cycle',
          path: at(),
          message:
            'the value contains itself (an alias refers to a node that holds it), which no file we read can be',
        };
      }
      if (stack.length >= maxDepth) {
        return {
          limit: 'depth',
          path: at(),
          message: `arrays and objects nest more than ${maxDepth} levels deep here, over the limit (docs/limits.md); no file we read needs that`,
        };
      }
      open.add(v);
      const keys = Array.isArray(v) ? null : Object.keys(v);
      stack.push({ value: v, keys, next: 0, part });
      bytes += 2;
      // An empty container counts as one value (its opening bracket), as the readers count.
      if (
        (keys === null ? (v as unknown[]).length : keys.length) === 0 &&
        ++elements > maxElements
      ) {
        return {
          limit: 'elements',
          path: at(),
          message: `more than ${maxElements.toLocaleString('en')} values (array elements and object members), over the limit (docs/limits.md)`,
        };
      }
    } else bytes += 5;
    if (bytes > maxBytes) {
      return {
        limit: 'bytes',
        path: at(),
        message: `more than ${bytesText(maxBytes)} as JSON, over the limit (docs/limits.md)`,
      };
    }
    return null;
  };
  const first = visit(value, null);
  if (first !== null) return first;
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as Frame;
    const size = top.keys === null ? (top.value as unknown[]).length : top.keys.length;
    if (top.next >= size) {
      open.delete(top.value);
      stack.pop();
      continue;
    }
    const i = top.next++;
    if (++elements > maxElements) {
      return {
        limit: 'elements',
        path: pathOf(),
        message: `more than ${maxElements.toLocaleString('en')} values (array elements and object members), over the limit (docs/limits.md)`,
      };
    }
    let part: PathPart;
    let child: unknown;
    if (top.keys === null) {
      part = i;
      child = (top.value as unknown[])[i];
    } else {
      part = top.keys[i] as string;
      if (part.length > maxString) {
        return {
          limit: 'stringChars',
          path: pathOf(),
          message: `a key of ${part.length.toLocaleString('en')} characters, over the limit of ${maxString.toLocaleString('en')} (docs/limits.md)`,
        };
      }
      bytes += part.length + 4;
      child = (top.value as Record<string, unknown>)[part];
    }
    const breach = visit(child, part);
    if (breach !== null) return breach;
  }
  return null;
}

/**
 * A value about to be written as `file` (evidence, cases or bench evidence) is
 * refused (`file.limit`, exit 2) when its reader would refuse it: too deep, too
 * many values, a string too long, more than `LIMITS.documentBytes` as JSON.
 */
export function refuseOverLimits(value: unknown, file: string, what: string): void {
  const breach = measure(value, { bytes: LIMITS.documentBytes });
  if (breach === null) return;
  throw new Refusal(
    'file.limit',
    `the ${what} cannot be written: it holds ${breach.message}${breach.path.length === 0 ? '' : ` at ${jsonPath(breach.path)}`}; its reader would refuse it, so nothing was written`,
    file,
  );
}
