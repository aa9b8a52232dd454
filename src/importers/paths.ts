import { Refusal } from '../core/errors.js';
import { isPlainObject, typeName } from '../evidence/paths.js';

/**
 * Dotted paths into imported rows (`prompt.raw`, `vars.ticket`, `result.route`).
 * A part walks into an object's own key; a part that is a whole number also
 * indexes a list (`choices.0.text`). Parsed once per import, walked per row.
 */

export interface DottedPath {
  /** The path as the user wrote it. */
  readonly text: string;
  readonly parts: readonly string[];
}

/**
 * Parses a dotted path given as `setting` (its key: `inputPath`, `decisionPath`…);
 * an empty part (`a..b`, `.a`) is refused, naming the setting.
 */
export function parseDottedPath(text: string, setting: string): DottedPath {
  const parts = text.split('.');
  if (text.trim() === '' || parts.some((p) => p === '')) {
    throw new Refusal(
      'usage.path',
      `expected a dotted path such as "vars.ticket" (names joined by single dots), found ${JSON.stringify(text)}`,
      undefined,
      { setting },
    );
  }
  return { text, parts };
}

export type Walked =
  | { readonly found: true; readonly value: unknown }
  | {
      readonly found: false;
      /** The path up to and including the part that could not be followed. */
      readonly at: string;
      /** Why: what was there instead. */
      readonly reason: string;
    };

const INDEX = /^(0|[1-9][0-9]*)$/;

/** Follows `path` from `value`. */
export function walk(value: unknown, path: DottedPath): Walked {
  let current = value;
  const parts = path.parts;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (isPlainObject(current)) {
      if (!Object.hasOwn(current, part)) {
        return { found: false, at: parts.slice(0, i + 1).join('.'), reason: 'no such key' };
      }
      current = current[part];
    } else if (Array.isArray(current) && INDEX.test(part)) {
      const index = Number(part);
      if (index >= current.length) {
        return {
          found: false,
          at: parts.slice(0, i + 1).join('.'),
          reason: `the list has ${current.length} item(s)`,
        };
      }
      current = current[index];
    } else {
      return {
        found: false,
        at: parts.slice(0, i + 1).join('.'),
        reason: `${i === 0 ? 'the row' : parts.slice(0, i).join('.')} is ${typeName(current)}, not an object`,
      };
    }
  }
  return { found: true, value: current };
}
