import { R as Refusal } from './types.js';
import { g as isPlainObject, t as typeName } from './json.js';

/**
 * Parses a dotted path given as `setting` (its key: `inputPath`, `decisionPath`…);
 * an empty part (`a..b`, `.a`) is refused, naming the setting.
 */
function parseDottedPath(text, setting) {
    const parts = text.split('.');
    if (text.trim() === '' || parts.some((p) => p === '')) {
        throw new Refusal('usage.path', `expected a dotted path such as "vars.ticket" (names joined by single dots), found ${JSON.stringify(text)}`, undefined, { setting });
    }
    return { text, parts };
}
const INDEX = /^(0|[1-9][0-9]*)$/;
/** Follows `path` from `value`. */
function walk(value, path) {
    let current = value;
    const parts = path.parts;
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (isPlainObject(current)) {
            if (!Object.hasOwn(current, part)) {
                return { found: false, at: parts.slice(0, i + 1).join('.'), reason: 'no such key' };
            }
            current = current[part];
        }
        else if (Array.isArray(current) && INDEX.test(part)) {
            const index = Number(part);
            if (index >= current.length) {
                return {
                    found: false,
                    at: parts.slice(0, i + 1).join('.'),
                    reason: `the list has ${current.length} item(s)`,
                };
            }
            current = current[index];
        }
        else {
            return {
                found: false,
                at: parts.slice(0, i + 1).join('.'),
                reason: `${i === 0 ? 'the row' : parts.slice(0, i).join('.')} is ${typeName(current)}, not an object`,
            };
        }
    }
    return { found: true, value: current };
}

export { parseDottedPath as p, walk as w };
