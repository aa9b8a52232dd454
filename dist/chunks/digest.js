import { createHash } from 'node:crypto';
import { R as Refusal } from './types.js';
import { L as LONE_SURROGATE, i as inputFingerprint } from './fingerprint.js';

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

export { canonicalJson as c, digestOf as d, evidenceDigest as e, fastFingerprint as f, settingsDigest as s };
