import { createHash } from 'node:crypto';
import { R as Refusal } from './types.js';
import { L as LONE_SURROGATE, a8 as inputFingerprint } from './facts.js';

/**
 * The known key nearest to an unknown one, for "did you mean" hints: the fewest
 * single-character insertions, deletions, substitutions or swaps of two
 * neighbours (optimal string alignment distance), ignoring case. A key further
 * than a third of its length (at least 2) from every known key has no nearest
 * one: a hint that far off misleads more than it helps. Ties go to the earlier
 * known key.
 */
function nearestKey(key, known) {
    const limit = Math.max(2, Math.floor(key.length / 3));
    let best = null;
    let bestDistance = limit + 1;
    const a = key.toLowerCase();
    for (const candidate of known) {
        const d = editDistance(a, candidate.toLowerCase(), bestDistance);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}
/** Optimal string alignment distance between a and b, or `cap` once it is at least `cap`. */
function editDistance(a, b, cap) {
    if (Math.abs(a.length - b.length) >= cap)
        return cap;
    let before = [];
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                d = Math.min(d, before[j - 2] + 1);
            }
            row.push(d);
            if (d < rowMin)
                rowMin = d;
        }
        if (rowMin >= cap)
            return cap;
        before = previous;
        previous = row;
    }
    return Math.min(previous[b.length], cap);
}
/**
 * What a refusal of an unknown key says: the key, the nearest known key when one
 * is close, and every key the place takes. `quote` writes a key into the message.
 */
function unknownKeyMessage(key, known, quote = (text) => JSON.stringify(text)) {
    const near = nearestKey(key, known);
    const hint = near === null ? '' : ` (did you mean ${quote(near)}?)`;
    // A key of any length is named by its start: a message stays readable.
    const shown = key.length > 120 ? `${key.slice(0, 100)}…` : key;
    return `unknown key ${quote(shown)}${hint}; expected one of ${known.join(', ')}`;
}

function hasLoneSurrogate (value) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);

    if (code >= 0xD800 && code <= 0xDBFF) {
      if (i === value.length - 1) {
        return true;
      }
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xDC00 && next <= 0xDFFF)) {
        return true;
      }
      i++;
    } else if (code >= 0xDC00 && code <= 0xDFFF) {
      return true;
    }
  }

  return false;
}

function canonicalize (object, seen = new Set()) {
  if (typeof object === 'number' && isNaN(object)) {
    throw new Error('NaN is not allowed');
  }

  if (typeof object === 'number' && !isFinite(object)) {
    throw new Error('Infinity is not allowed');
  }

  if (typeof object === 'string' && hasLoneSurrogate(object)) {
    throw new Error('Lone surrogate is not allowed');
  }

  if (object === null || typeof object !== 'object') {
    return JSON.stringify(object);
  }

  if (typeof object.toJSON === 'function') {
    if (seen.has(object)) {
      throw new Error('Circular reference detected');
    }
    seen.add(object);
    const result = canonicalize(object.toJSON(), seen);
    seen.delete(object);
    return result;
  }

  if (seen.has(object)) {
    throw new Error('Circular reference detected');
  }
  seen.add(object);

  let result;
  if (Array.isArray(object)) {
    const values = object.map((cv) => {
      const value = cv === undefined || typeof cv === 'symbol' ? null : cv;
      return canonicalize(value, seen);
    });
    result = `[${values.join(',')}]`;
  } else {
    const parts = [];
    for (const key of Object.keys(object).sort()) {
      if (object[key] === undefined || typeof object[key] === 'symbol') {
        continue;
      }
      parts.push(`${canonicalize(key)}:${canonicalize(object[key], seen)}`);
    }
    result = `{${parts.join(',')}}`;
  }

  seen.delete(object);
  return result;
}

/**
 * Digests are SHA-256 (lowercase hex) over the RFC 8785 canonical JSON of a value,
 * so key order and number spelling never change them.
 */
function digestOf(value) {
    return createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
}
/** The RFC 8785 canonical JSON of a value; a value it cannot write is refused, not thrown raw. */
function canonicalJson(value) {
    let text;
    try {
        text = canonicalize(value);
    }
    catch (error) {
        throw new Refusal('digest.unrepresentable', `cannot digest a value that is not plain JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (text === undefined) {
        throw new Refusal('digest.unrepresentable', 'cannot digest a value that is not plain JSON');
    }
    return text;
}
/** The digest of the collection settings, stored in the file as `settingsDigest`. */
function settingsDigest(settings) {
    return digestOf(settings);
}
/**
 * The evidence digest: exactly `settings`, `suite`, `layer`, `isolation` and
 * `cases` of the file, and `sequential` when the evidence was collected
 * sequentially (the record that fixes which checkpoints decide), and `meter` /
 * `blindness` when a run left them out.
 */
function evidenceDigest(file) {
    return digestOf({
        settings: file.settings,
        suite: file.suite,
        layer: file.layer,
        isolation: file.isolation,
        cases: file.cases,
        ...(file.sequential === undefined ? {} : { sequential: file.sequential }),
        ...(file.meter === false ? { meter: false } : {}),
        ...(file.blindness === false ? { blindness: false } : {}),
    });
}
/**
 * The core's `inputFingerprint` (SHA-256 of the UTF-8 bytes, lowercase hex) with
 * Node's native hash, several times faster over thousands of inputs; a lone
 * surrogate goes to the core's function for its refusal.
 */
function fastFingerprint(text, where) {
    if (LONE_SURROGATE.test(text))
        return inputFingerprint(text, where);
    return createHash('sha256').update(text, 'utf8').digest('hex');
}

export { canonicalJson as c, digestOf as d, evidenceDigest as e, fastFingerprint as f, nearestKey as n, settingsDigest as s, unknownKeyMessage as u };
