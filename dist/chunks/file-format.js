import { R as Refusal } from './types.js';
import { u as unknownKeyMessage, n as nearestKey } from './nearest.js';
import { u as pointerToPath, s as shortJson, w as wantedWords, t as typeName, d as placeOf, j as jsonPath, g as isPlainObject } from './json.js';
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
/** In a file written in YAML, a mapping is what JSON calls an object. */
const YAML_TYPE_WORDS = { ...TYPE_WORDS, object: 'a mapping (key: value)' };
/** Said where a YAML file has a number or true/false where text was wanted. */
const YAML_QUOTE_HINT = 'YAML reads an unquoted number or true/false as such: quote the text';
/** The keys the object's schema names (ajv's verbose `parentSchema`), for a "did you mean". */
function knownProperties(e) {
    const parent = e.parentSchema;
    if (typeof parent !== 'object' || parent === null)
        return [];
    const properties = parent.properties;
    return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}
/**
 * An ajv error in plain words: the JSON path and what the format expected there.
 * Every reader of a file we own words its schema problems here: its `override`
 * for the few problems only it can word, `options` for how its file is written.
 */
function problemFromAjv(e, format, override, options = {}) {
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
            if (options.keysAt !== undefined) {
                return { path: [...path, key], message: unknownKeyMessage(key, options.keysAt(path)) };
            }
            const near = nearestKey(key, knownProperties(e));
            return {
                path: [...path, key],
                message: `unexpected field; ${format} has no such field here${near === null ? '' : ` (did you mean ${JSON.stringify(near)}?)`}`,
            };
        }
        case 'type': {
            const types = String(params['type']).split(',');
            const words = options.yaml === true ? YAML_TYPE_WORDS : TYPE_WORDS;
            const wanted = types.map((t) => words[t] ?? t).join(' or ');
            const quote = options.yaml === true &&
                types.includes('string') &&
                ((typeof e.data === 'number' && Number.isFinite(e.data)) || typeof e.data === 'boolean');
            return {
                path,
                message: `expected ${wantedWords(wanted, e.data)}, found ${typeName(e.data)}${quote ? ` (${YAML_QUOTE_HINT}: "${String(e.data)}")` : ''}`,
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
        case 'maximum':
            return { path, message: `expected a number <= ${String(params['limit'])}${found}` };
        case 'exclusiveMinimum':
            return { path, message: `expected a number > ${String(params['limit'])}${found}` };
        case 'exclusiveMaximum':
            return { path, message: `expected a number < ${String(params['limit'])}${found}` };
        case 'maxLength':
            return { path, message: `is longer than ${String(params['limit'])} characters` };
        case 'maxItems':
            return { path, message: `has more than ${String(params['limit'])} items` };
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

/** A version as numbers (`1.2` → [1, 2]), or null when it is not one. */
function versionNumbers(version) {
    return /^\d+(\.\d+)*$/.test(version) && version.length <= 40
        ? version.split('.').map(Number)
        : null;
}
function compare(a, b) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
        const d = (a[i] ?? 0) - (b[i] ?? 0);
        if (d !== 0)
            return d;
    }
    return 0;
}
/** Who may read a version found: a newer tool, an older one, or neither said. */
function whoReads(version, format) {
    const found = versionNumbers(version);
    const known = format.reads
        .map((name) => versionNumbers(name.slice(format.prefix.length)))
        .filter((v) => v !== null);
    if (found === null || known.length === 0)
        return '';
    if (known.every((k) => compare(found, k) > 0)) {
        return ' (a newer agentverity-action may have written the file)';
    }
    if (known.every((k) => compare(found, k) < 0)) {
        return ' (an older agentverity-action wrote the file: read it with that version)';
    }
    return '';
}
/** Refuses a file whose `schema` is not a name `format` reads (the rule above); returns it as an object. */
function checkFileFormat(value, file, format) {
    const wanted = format.reads[0];
    if (!isPlainObject(value)) {
        throw new Refusal(format.formatCode, `expected a JSON object with "schema": "${wanted}", found ${typeName(value)}`, placeOf(file, []));
    }
    const schema = value['schema'];
    if (typeof schema === 'string' && format.reads.includes(schema))
        return value;
    const where = placeOf(file, ['schema']);
    if (typeof schema === 'string' && schema.startsWith(format.prefix)) {
        const version = schema.slice(format.prefix.length);
        throw new Refusal(format.versionCode, `${shortJson(schema)} (${format.what} format version ${shortJson(version)}) is not supported; this build reads ${format.reads.join(' and ')}${whoReads(version, format)}`, where);
    }
    const foreign = typeof schema === 'string' ? format.foreign?.(schema, where) : undefined;
    if (foreign !== undefined)
        throw foreign;
    throw new Refusal(format.formatCode, schema === undefined
        ? `missing; expected "${wanted}"`
        : `expected "${wanted}", found ${shortJson(schema)}`, where);
}

export { problemsRefusal as a, checkFileFormat as c, problemFromAjv as p, refuseProblems as r };
