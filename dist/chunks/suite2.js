import { R as Refusal, D as DECLARABLE_REASONS } from './types.js';
import { c as compareCodePoints } from './order.js';
import { u as unknownKeyMessage } from './nearest.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/**
 * `base.key` for plain keys, `base["odd key"]` otherwise. A base that ends in
 * `:` names a file (fileRoot): its keys follow after a space, `suite.json: cases[0]`,
 * as every other reader names a place in a file.
 */
function pathOf(base, key) {
    const part = typeof key === 'number' ? `[${key}]` : IDENTIFIER.test(key) ? `.${key}` : `[${quoted(key)}]`;
    if (base.endsWith(':'))
        return `${base} ${part.startsWith('.') ? part.slice(1) : part}`;
    return `${base}${part}`;
}
/** The root of JSON paths inside a file: `suite.json:` (pathOf adds `schema`, `cases[0]` …). */
function fileRoot(file) {
    return `${file}:`;
}
/** A plain JSON object (not an array, not null). */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** An own property, or undefined; never reads the prototype chain. */
function ownField(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}
/** Longest text a message quotes from the file (a label, a key, a schema). */
const QUOTED_MAX = 60;
/** A string quoted for a message, cut to a readable length (an ellipsis marks the cut). */
function quoted(text) {
    if (text.length <= QUOTED_MAX)
        return JSON.stringify(text);
    const points = Array.from(text);
    return JSON.stringify(points.length <= QUOTED_MAX ? text : `${points.slice(0, QUOTED_MAX - 1).join('')}…`);
}
/** Quoted labels joined by commas, at most `max` of them, then how many more. */
function quotedList(values, max = 10) {
    const shown = values.slice(0, max).map(quoted).join(', ');
    return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}
/** A short, readable description of a JSON value for messages. */
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'string')
        return `the string ${quoted(value)}`;
    if (typeof value === 'boolean')
        return `the boolean ${String(value)}`;
    if (typeof value === 'number')
        return `the number ${String(value)}`;
    if (typeof value === 'object')
        return 'an object';
    return typeof value;
}
/** At most this many problems are listed in one refusal; the rest are counted. */
const PROBLEMS_LISTED = 10;
/**
 * Throw one Refusal for all problems found. A single problem is reported at its own
 * path with its own code; several are listed together under `where`, with the code
 * of the first.
 */
function refuseAll(problems, where) {
    const first = problems[0];
    if (first === undefined)
        return;
    if (problems.length === 1)
        throw new Refusal(first.code, first.message, first.path);
    // Inside a file the list is under its name: each line keeps only its JSON path.
    const inFile = `${where}: `;
    const lines = problems
        .slice(0, PROBLEMS_LISTED)
        .map((p) => `${p.path.startsWith(inFile) ? p.path.slice(inFile.length) : p.path}: ${p.message}`);
    const more = problems.length - lines.length;
    if (more > 0)
        lines.push(`… and ${more} more problem${more === 1 ? '' : 's'}`);
    throw new Refusal(first.code, `${problems.length} problems:\n  - ${lines.join('\n  - ')}`, where);
}
/**
 * Record a problem for every own key of `record` that is not in `known` (in the
 * order written), naming the nearest known key when one is close: a key the
 * reader does not know would otherwise be silently ignored (a misspelt
 * `stability_targets` or `critical` would drop the rule it carries).
 */
function checkKnownKeys(record, known, path, code, problems) {
    const knownSet = new Set(known);
    for (const key of Object.keys(record)) {
        if (knownSet.has(key))
            continue;
        problems.push({
            code,
            path: pathOf(path, key),
            message: unknownKeyMessage(key, known, quoted),
        });
    }
}

/** The keys a contract may have (the reference's snake_case names). */
const CONTRACT_KEYS = [
    'allowed',
    'required',
    'critical',
    'stability_targets',
    'minimum_cases',
    'allowed_no_decisions',
];
function sortedUnique(values) {
    return [...new Set(values)].sort(compareCodePoints);
}
/**
 * Read a list of non-empty strings. Returns null (and records a problem) when the
 * value is not such a list. A bare string is refused: it is not a list of labels.
 */
function readLabels(value, path, what, problems) {
    if (!Array.isArray(value)) {
        const hint = typeof value === 'string' ? ` (write [${quoted(value)}] for one label)` : '';
        problems.push({
            code: 'contract.not-a-list',
            path,
            message: `expected ${what} as a list of non-empty strings, found ${describe(value)}${hint}`,
        });
        return null;
    }
    const labels = [];
    let ok = true;
    value.forEach((item, index) => {
        if (typeof item !== 'string' || item.length === 0) {
            problems.push({
                code: 'contract.bad-label',
                path: pathOf(path, index),
                message: `expected a non-empty string, found ${describe(item)}`,
            });
            ok = false;
        }
        else {
            labels.push(item);
        }
    });
    return ok ? sortedUnique(labels) : null;
}
/** Record a problem for each label not in `of`; returns true when all are members. */
function checkSubset(labels, of, path, ofName, code, problems) {
    const outside = labels.filter((l) => !of.has(l));
    if (outside.length === 0)
        return true;
    problems.push({
        code,
        path,
        message: `${quotedList(outside)} ${outside.length === 1 ? 'is' : 'are'} not in ${ofName}; every entry must be one of ${quotedList([...of])}`,
    });
    return false;
}
/** Read a per-route map (`stability_targets`, `minimum_cases`) into a sorted Map. */
function readRouteMap(value, path, required, requiredPath, check, codes, problems) {
    const out = new Map();
    if (value === undefined || value === null)
        return out;
    if (!isRecord(value)) {
        problems.push({
            code: 'contract.not-an-object',
            path,
            message: `expected an object mapping required decisions to values, found ${describe(value)}`,
        });
        return out;
    }
    const entries = Object.entries(value).sort(([a], [b]) => compareCodePoints(a, b));
    for (const [key, raw] of entries) {
        const at = pathOf(path, key);
        if (required !== null && !required.has(key)) {
            problems.push({
                code: codes.key,
                path: at,
                message: `${quoted(key)} is not a required decision (see ${requiredPath})`,
            });
        }
        const bad = check(raw);
        if (bad !== null) {
            problems.push({ code: codes.value, path: at, message: `${bad}, found ${describe(raw)}` });
        }
        else {
            out.set(key, raw);
        }
    }
    return out;
}
function checkTarget(v) {
    return typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 1
        ? null
        : 'expected a number strictly between 0 and 1';
}
function checkMinimum(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 1
        ? null
        : `expected a whole number of at least 1 and at most ${Number.MAX_SAFE_INTEGER}`;
}
/**
 * Validate a contract, recording every problem; returns the contract when there are
 * none, else null.
 */
function readContract(value, where, problems) {
    const before = problems.length;
    if (!isRecord(value)) {
        problems.push({
            code: 'contract.not-an-object',
            path: where,
            message: `expected an object with at least "allowed", found ${describe(value)}`,
        });
        return null;
    }
    checkKnownKeys(value, CONTRACT_KEYS, where, 'contract.unknown-key', problems);
    // allowed
    const allowedPath = pathOf(where, 'allowed');
    const allowedRaw = ownField(value, 'allowed');
    let allowed = null;
    if (allowedRaw === undefined) {
        problems.push({
            code: 'contract.allowed-missing',
            path: allowedPath,
            message: 'missing; expected a non-empty list of the decisions the agent may return',
        });
    }
    else {
        allowed = readLabels(allowedRaw, allowedPath, 'the allowed decisions', problems);
        if (allowed !== null && allowed.length === 0) {
            problems.push({
                code: 'contract.allowed-empty',
                path: allowedPath,
                message: 'is empty; expected at least one allowed decision',
            });
            allowed = null;
        }
    }
    const allowedSet = allowed === null ? null : new Set(allowed);
    // required (defaults to all of allowed)
    const requiredPath = pathOf(where, 'required');
    const requiredRaw = ownField(value, 'required');
    let required;
    if (requiredRaw === undefined || requiredRaw === null) {
        required = allowed;
    }
    else {
        required = readLabels(requiredRaw, requiredPath, 'the required decisions', problems);
        if (required !== null && required.length === 0) {
            problems.push({
                code: 'contract.required-empty',
                path: requiredPath,
                message: 'is empty; expected at least one required decision (omit it to require every allowed one)',
            });
            required = null;
        }
        if (required !== null && allowedSet !== null) {
            if (!checkSubset(required, allowedSet, requiredPath, allowedPath, 'contract.required-not-allowed', problems)) {
                required = null;
            }
        }
    }
    const requiredSet = required === null ? null : new Set(required);
    // critical ⊆ required
    const criticalPath = pathOf(where, 'critical');
    const criticalRaw = ownField(value, 'critical');
    let critical = [];
    if (criticalRaw !== undefined && criticalRaw !== null) {
        critical = readLabels(criticalRaw, criticalPath, 'the critical decisions', problems) ?? [];
        if (requiredSet !== null) {
            checkSubset(critical, requiredSet, criticalPath, requiredPath, 'contract.critical-not-required', problems);
        }
    }
    const stabilityTargets = readRouteMap(ownField(value, 'stability_targets'), pathOf(where, 'stability_targets'), requiredSet, requiredPath, checkTarget, { key: 'contract.target-not-required', value: 'contract.target-out-of-range' }, problems);
    const minimumCases = readRouteMap(ownField(value, 'minimum_cases'), pathOf(where, 'minimum_cases'), requiredSet, requiredPath, checkMinimum, { key: 'contract.minimum-not-required', value: 'contract.minimum-not-whole' }, problems);
    // allowed_no_decisions ⊆ declarable reasons
    const declaredPath = pathOf(where, 'allowed_no_decisions');
    const declaredRaw = ownField(value, 'allowed_no_decisions');
    let allowedNoDecisions = [];
    if (declaredRaw !== undefined && declaredRaw !== null) {
        const reasons = readLabels(declaredRaw, declaredPath, 'the declared no-decision reasons', problems) ?? [];
        const declarable = new Set(DECLARABLE_REASONS);
        if (checkSubset(reasons, declarable, declaredPath, 'the declarable reasons', 'contract.reason-not-declarable', problems)) {
            allowedNoDecisions = reasons;
        }
    }
    if (problems.length > before || allowed === null || required === null)
        return null;
    return { allowed, required, critical, stabilityTargets, minimumCases, allowedNoDecisions };
}
/**
 * Validate a decision contract (reference-spec §8.1) and return it with its sets
 * sorted by code point and de-duplicated. Every problem found is reported in one
 * Refusal naming the JSON paths.
 */
function parseContract(value, where = 'contract') {
    const problems = [];
    const contract = readContract(value, where, problems);
    refuseAll(problems, where);
    if (contract === null)
        throw new Error('contract validation produced neither a contract nor a problem');
    return contract;
}
function sortedRecord(map) {
    // Object.fromEntries defines own data properties, so a key such as "__proto__" is safe.
    return Object.fromEntries([...map.entries()].sort(([a], [b]) => compareCodePoints(a, b)));
}
/** The contract in the reference's JSON shape, keys and sets sorted. */
function serialiseContract(contract) {
    // Keys in sorted order, as the reference writes them.
    return {
        allowed: sortedUnique(contract.allowed),
        ...(contract.allowedNoDecisions.length > 0
            ? { allowed_no_decisions: sortedUnique(contract.allowedNoDecisions) }
            : {}),
        critical: sortedUnique(contract.critical),
        ...(contract.minimumCases.size > 0
            ? { minimum_cases: sortedRecord(contract.minimumCases) }
            : {}),
        required: sortedUnique(contract.required),
        ...(contract.stabilityTargets.size > 0
            ? { stability_targets: sortedRecord(contract.stabilityTargets) }
            : {}),
    };
}

const SUITE_SCHEMA = 'agentverity.decision-suite/v1';
/**
 * Blank as the reference judges it: nothing left after stripping Python's
 * whitespace (`str.isspace`). JavaScript's `trim()` differs: it strips U+FEFF and
 * keeps U+001C–U+001F and U+0085.
 */
function isPythonSpace(c) {
    return ((c >= 0x09 && c <= 0x0d) ||
        (c >= 0x1c && c <= 0x20) ||
        c === 0x85 ||
        c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000);
}
function isBlank(text) {
    for (let i = 0; i < text.length; i++)
        if (!isPythonSpace(text.charCodeAt(i)))
            return false;
    return true;
}
/** The keys a suite, and each of its cases, may have. */
const SUITE_KEYS = ['schema', 'contract', 'cases'];
const CASE_KEYS = ['input', 'expected'];
/** How many duplicate inputs a refusal names before summarising the rest. */
const DUPLICATES_NAMED = 3;
function readText(record, key, path, problems) {
    const value = ownField(record, key);
    const at = pathOf(path, key);
    if (typeof value !== 'string') {
        problems.push({
            code: `suite.case-${key}-missing`,
            path: at,
            message: `expected a non-empty string, found ${value === undefined ? 'nothing' : describe(value)}`,
        });
        return null;
    }
    if (isBlank(value)) {
        problems.push({
            code: `suite.case-${key}-blank`,
            path: at,
            message: 'is blank; expected a non-empty string',
        });
        return null;
    }
    return value;
}
function readCases(value, path, contract, problems) {
    if (!Array.isArray(value)) {
        problems.push({
            code: value === undefined ? 'suite.cases-missing' : 'suite.cases-not-a-list',
            path,
            message: `expected a non-empty list of {"input", "expected"} cases, found ${value === undefined ? 'nothing' : describe(value)}`,
        });
        return [];
    }
    if (value.length === 0) {
        problems.push({
            code: 'suite.cases-empty',
            path,
            message: 'is empty; expected at least one case',
        });
        return [];
    }
    const allowed = contract === null ? null : new Set(contract.allowed);
    const cases = [];
    const firstIndex = new Map();
    const duplicates = [];
    value.forEach((item, index) => {
        const at = pathOf(path, index);
        if (!isRecord(item)) {
            problems.push({
                code: 'suite.case-not-an-object',
                path: at,
                message: `expected an object with "input" and "expected", found ${describe(item)}`,
            });
            return;
        }
        checkKnownKeys(item, CASE_KEYS, at, 'suite.unknown-key', problems);
        const input = readText(item, 'input', at, problems);
        const expected = readText(item, 'expected', at, problems);
        if (input !== null) {
            const first = firstIndex.get(input);
            if (first === undefined)
                firstIndex.set(input, index);
            else
                duplicates.push(`${pathOf(at, 'input')} repeats ${pathOf(pathOf(path, first), 'input')}`);
        }
        if (expected !== null && allowed !== null && !allowed.has(expected)) {
            problems.push({
                code: 'suite.expected-not-allowed',
                path: pathOf(at, 'expected'),
                message: `${quoted(expected)} is not an allowed decision; expected one of ${quotedList([...allowed])}`,
            });
        }
        if (input !== null && expected !== null)
            cases.push({ input, expected });
    });
    if (duplicates.length > 0) {
        const named = duplicates.slice(0, DUPLICATES_NAMED).join('; ');
        const more = duplicates.length - DUPLICATES_NAMED;
        problems.push({
            code: 'suite.duplicate-input',
            path,
            message: `inputs must be unique: ${named}${more > 0 ? ` (and ${more} more)` : ''}`,
        });
    }
    return cases;
}
/**
 * Validate an `agentverity.decision-suite/v1` document (reference-spec §8.1). Inputs
 * and expected labels are kept exactly as written. Every problem found is reported
 * in one Refusal naming the JSON paths.
 */
function parseSuite(value, file) {
    // Places inside a file read `file: cases[0].input`; a suite in memory, `suite.cases[0].input`.
    const where = file ?? 'suite';
    const root = file === undefined ? 'suite' : fileRoot(file);
    if (!isRecord(value)) {
        throw new Refusal('suite.not-an-object', `expected a decision suite object with "schema", "contract" and "cases", found ${describe(value)}`, where);
    }
    const schema = ownField(value, 'schema');
    if (schema !== SUITE_SCHEMA) {
        const found = schema === undefined
            ? 'no schema'
            : `schema ${typeof schema === 'string' ? quoted(schema) : describe(schema)}`;
        throw new Refusal('suite.schema', `unsupported decision suite: found ${found}, expected ${JSON.stringify(SUITE_SCHEMA)}`, pathOf(root, 'schema'));
    }
    const problems = [];
    checkKnownKeys(value, SUITE_KEYS, root, 'suite.unknown-key', problems);
    const contractPath = pathOf(root, 'contract');
    const contractRaw = ownField(value, 'contract');
    let contract = null;
    if (contractRaw === undefined) {
        problems.push({
            code: 'suite.contract-missing',
            path: contractPath,
            message: 'missing; expected the decision contract (at least "allowed")',
        });
    }
    else {
        contract = readContract(contractRaw, contractPath, problems);
    }
    const cases = readCases(ownField(value, 'cases'), pathOf(root, 'cases'), contract, problems);
    refuseAll(problems, where);
    if (contract === null)
        throw new Error('suite validation produced neither a suite nor a problem');
    return { contract, cases };
}
/** The suite in the reference's JSON shape. */
function serialiseSuite(suite) {
    return {
        cases: suite.cases.map((c) => ({ expected: c.expected, input: c.input })),
        contract: serialiseContract(suite.contract),
        schema: SUITE_SCHEMA,
    };
}

export { SUITE_SCHEMA as S, parseSuite as a, serialiseSuite as b, parseContract as p, serialiseContract as s };
