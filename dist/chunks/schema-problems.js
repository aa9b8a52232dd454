import { R as Refusal } from './types.js';
import { n as nearestKey } from './nearest.js';
import { u as pointerToPath, s as shortJson, w as wantedWords, t as typeName, d as placeOf, j as jsonPath } from './json.js';
import { D as DIGEST_PATTERN, b as DATE_TIME_PATTERN } from './schema.js';

/** At most this many problems are listed in one refusal. */
const MAX_PROBLEMS = 10;
const TYPE_WORDS = {
    object: 'an object',
    array: 'a list',
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'true or false',
    null: 'null',
};
/** The keys the object's schema names (ajv's verbose `parentSchema`), for a "did you mean". */
function knownProperties(e) {
    const parent = e.parentSchema;
    if (typeof parent !== 'object' || parent === null)
        return [];
    const properties = parent.properties;
    return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}
/** An ajv error in plain words: the JSON path and what the format expected there. */
function problemFromAjv(e, format, override) {
    const path = pointerToPath(e.instancePath);
    const params = e.params;
    const found = `, found ${shortJson(e.data)}`;
    const own = override?.(e, path, found);
    if (own !== undefined)
        return own;
    switch (e.keyword) {
        case 'if':
            return null; // its `then` reports the actual problem
        case 'required':
            return { path: [...path, String(params['missingProperty'])], message: 'missing (required)' };
        case 'additionalProperties': {
            const key = String(params['additionalProperty']);
            const near = nearestKey(key, knownProperties(e));
            return {
                path: [...path, key],
                message: `unexpected field; ${format} has no such field here${near === null ? '' : ` (did you mean ${JSON.stringify(near)}?)`}`,
            };
        }
        case 'type': {
            const types = String(params['type']).split(',');
            const wanted = types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
            return {
                path,
                message: `expected ${wantedWords(wanted, e.data)}, found ${typeName(e.data)}`,
            };
        }
        case 'const':
            return { path, message: `expected ${shortJson(params['allowedValue'])}${found}` };
        case 'enum':
            return {
                path,
                message: `expected one of ${params['allowedValues'].map((v) => JSON.stringify(v)).join(', ')}${found}`,
            };
        case 'pattern': {
            const pattern = params['pattern'];
            const wanted = pattern === DIGEST_PATTERN
                ? '64 lowercase hex digits (a SHA-256 digest)'
                : pattern === DATE_TIME_PATTERN
                    ? 'an ISO 8601 date-time such as 2026-07-28T14:32:43Z'
                    : `text matching ${String(pattern)}`;
            return { path, message: `expected ${wanted}${found}` };
        }
        case 'minLength':
            return { path, message: 'expected a non-empty string' };
        case 'minItems':
            return {
                path,
                message: `expected at least ${String(params['limit'])} item${params['limit'] === 1 ? '' : 's'}, found ${Array.isArray(e.data) ? e.data.length : 0}`,
            };
        case 'minimum':
            return { path, message: `expected a number >= ${String(params['limit'])}${found}` };
        default:
            return { path, message: `${e.message ?? `fails the ${e.keyword} rule`}${found}` };
    }
}
/**
 * What a refusal of a file with its problems says, and where: one problem is
 * named at its place; several are listed under one heading, at most ten, then
 * how many more. The caller throws it with its own code.
 */
function problemsRefusal(format, problems, file, fallback) {
    const first = problems[0];
    if (problems.length === 1 && first !== undefined) {
        return { message: first.message, where: placeOf(file, first.path) };
    }
    const shown = problems.slice(0, MAX_PROBLEMS).map((p) => {
        const path = jsonPath(p.path);
        return `  - ${path === '' ? '(top level)' : path}: ${p.message}`;
    });
    const more = problems.length - shown.length;
    if (more > 0)
        shown.push(`  - … and ${more} more problem${more === 1 ? '' : 's'}`);
    return {
        message: `not a valid ${format} file (${problems.length} problems):\n${shown.join('\n')}`,
        where: file ?? fallback,
    };
}
/** Refuses a file with its problems (see `problemsRefusal`). */
function refuseProblems(code, format, problems, file, fallback) {
    const { message, where } = problemsRefusal(format, problems, file, fallback);
    throw new Refusal(code, message, where);
}

export { problemsRefusal as a, problemFromAjv as p, refuseProblems as r };
