import { a as ajvExports } from './ajv.js';
import { B as BASELINE_SCHEMA, c as BASELINE_SCHEMA_PREFIX } from './check2.js';
import { R as Refusal, a as ISOLATIONS, L as LAYERS, D as DECLARABLE_REASONS } from './types.js';
import { d as digestOf } from './digest.js';
import { r as readJsonFile, c as refuseLoneSurrogates, d as placeOf, s as shortJson } from './json.js';
import { c as checkFileFormat, p as problemFromAjv, r as refuseProblems } from './file-format.js';
import { D as DIGEST_PATTERN, b as DATE_TIME_PATTERN, T as TOOL_JSON_SCHEMA } from './schema.js';
import { C as CLI_COMMAND } from './module-spec.js';
import { i as inlineDefinitions } from './schema-inline.js';

/**
 * The baseline file, `agentverity-action/baseline@1`: reading (strict, every
 * problem named by JSON path), validating and writing. A candidate (approval null)
 * is a valid file; `check` refuses it, not the reader.
 */
const BASELINE_FORMAT = BASELINE_SCHEMA;
const approvalCommon = {
    approver: {
        type: 'string',
        minLength: 1,
        description: 'Who approved: a name or a GitHub login.',
    },
    approvedAt: { type: 'string', pattern: DATE_TIME_PATTERN },
};
/** The JSON Schema (draft-07) of the baseline file; schemas/baseline.schema.json is a copy. */
const BASELINE_JSON_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'AgentVerity Action baseline',
    description: 'An admitted snapshot of decisions per fingerprinted input, with the evidence that admitted it and who approved it (agentverity-action/baseline@1). A candidate has approval null.',
    type: 'object',
    additionalProperties: false,
    required: [
        'schema',
        'tool',
        'createdAt',
        'layer',
        'epsilon',
        'blindnessThreshold',
        'isolation',
        'evidenceDigest',
        'suite',
        'admission',
        'approval',
        'entries',
        'contentDigest',
    ],
    properties: {
        schema: { const: BASELINE_SCHEMA },
        tool: TOOL_JSON_SCHEMA,
        createdAt: { type: 'string', pattern: DATE_TIME_PATTERN },
        layer: { enum: [...LAYERS] },
        epsilon: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        blindnessThreshold: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
        isolation: {
            description: 'The isolation the admitting evidence established; never shared-session.',
            enum: ISOLATIONS.filter((i) => i !== 'shared-session'),
        },
        evidenceDigest: { $ref: '#/definitions/digest' },
        suite: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['digest'],
            properties: { digest: { $ref: '#/definitions/digest' } },
        },
        admission: {
            description: 'The figures the admitting evidence showed.',
            type: 'object',
            additionalProperties: false,
            required: [
                'inputs',
                'pairs',
                'flips',
                'ciHigh',
                'call',
                'blindnessSkew',
                'blindnessDistinct',
                'routes',
            ],
            properties: {
                inputs: { type: 'integer', minimum: 1 },
                pairs: { type: 'integer', minimum: 1 },
                flips: { type: 'integer', minimum: 0 },
                ciHigh: { type: 'number', minimum: 0, maximum: 1 },
                call: { const: 'deterministic' },
                blindnessSkew: { type: 'number', minimum: 0, maximum: 1 },
                blindnessDistinct: { type: 'integer', minimum: 1 },
                routes: {
                    type: 'array',
                    items: {
                        type: 'object',
                        additionalProperties: false,
                        required: ['decision', 'pairs', 'flips', 'ciHigh', 'epsilon', 'targeted', 'call'],
                        properties: {
                            decision: { type: 'string', minLength: 1 },
                            pairs: { type: 'integer', minimum: 0 },
                            flips: { type: 'integer', minimum: 0 },
                            ciHigh: { type: 'number', minimum: 0, maximum: 1 },
                            epsilon: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
                            targeted: { type: 'boolean' },
                            call: { enum: ['deterministic', 'undecided'] },
                        },
                    },
                },
            },
        },
        approval: {
            description: 'Who approved the baseline, when and how; null for a candidate.',
            oneOf: [
                { type: 'null' },
                {
                    type: 'object',
                    additionalProperties: false,
                    required: ['how', 'approver', 'approvedAt'],
                    properties: { how: { const: 'cli-flag' }, ...approvalCommon },
                },
                {
                    type: 'object',
                    additionalProperties: false,
                    required: [
                        'how',
                        'approver',
                        'approvedAt',
                        'label',
                        'role',
                        'headSha',
                        'pullRequest',
                        'repository',
                    ],
                    properties: {
                        how: { const: 'pr-label' },
                        ...approvalCommon,
                        label: { type: 'string', minLength: 1 },
                        role: { type: 'string', minLength: 1 },
                        headSha: { type: 'string', pattern: '^[0-9a-f]{40}([0-9a-f]{24})?$' },
                        pullRequest: { type: 'integer', minimum: 1 },
                        repository: { type: 'string', pattern: '^[^/\\s]+/[^/\\s]+$' },
                    },
                },
            ],
        },
        entries: {
            type: 'array',
            minItems: 1,
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['fingerprint', 'decision', 'count', 'observations'],
                properties: {
                    fingerprint: { $ref: '#/definitions/digest' },
                    intended: { type: 'string', minLength: 1 },
                    decision: { $ref: '#/definitions/decision' },
                    count: { type: 'integer', minimum: 1 },
                    observations: { type: 'integer', minimum: 1 },
                },
            },
        },
        contentDigest: {
            description: 'SHA-256 over the RFC 8785 canonical JSON of every other field but approval: a baseline edited by hand is refused (admit a new one instead).',
            $ref: '#/definitions/digest',
        },
    },
    definitions: {
        digest: { type: 'string', pattern: DIGEST_PATTERN },
        decision: {
            description: 'A plain label (the verdict, or the text on the text layer), a declarable no-decision, or a tool path.',
            oneOf: [
                { type: 'string' },
                {
                    type: 'object',
                    additionalProperties: false,
                    required: ['noDecision'],
                    properties: { noDecision: { enum: [...DECLARABLE_REASONS] } },
                },
                {
                    type: 'object',
                    additionalProperties: false,
                    required: ['tools'],
                    properties: { tools: { type: 'array', items: { type: 'string' } } },
                },
            ],
        },
    },
};
let validator;
function validate(value) {
    if (validator === undefined) {
        const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
        validator = ajv.compile(inlineDefinitions(BASELINE_JSON_SCHEMA));
    }
    return validator(value) ? [] : [...(validator.errors ?? [])];
}
/** Our wording for the approval and decision shapes, and for an empty entry list. */
const baselineProblem = (e, path, found) => {
    if (e.keyword === 'minItems')
        return { path, message: 'expected at least one entry' };
    if (e.keyword !== 'oneOf')
        return undefined;
    if (path[0] === 'approval') {
        return {
            path,
            message: `expected null (a candidate) or an approval with "how": "cli-flag" or "pr-label" and its fields${found}`,
        };
    }
    if (path[path.length - 1] === 'decision') {
        return {
            path,
            message: `expected a label, {"noDecision": "refused" | "no_tool_selected"} or {"tools": [...]}${found}`,
        };
    }
    return { path, message: `does not match any allowed form${found}` };
};
/** Drop the per-branch errors under a failing oneOf: its own message says what was expected. */
function simplify(errors) {
    const oneOfPaths = errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath);
    return errors
        .filter((e) => e.keyword === 'oneOf' ||
        !oneOfPaths.some((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`)))
        .map((e) => problemFromAjv(e, BASELINE_FORMAT, baselineProblem))
        .filter((p) => p !== null);
}
function refuse(problems, file) {
    return refuseProblems('baseline.invalid', BASELINE_FORMAT, problems, file, 'the baseline');
}
const BASELINE_FILE_FORMAT = {
    reads: [BASELINE_FORMAT],
    prefix: BASELINE_SCHEMA_PREFIX,
    what: 'baseline',
    formatCode: 'baseline.format',
    versionCode: 'baseline.version',
    foreign: (schema, where) => schema.startsWith('agentverity.snapshot/')
        ? new Refusal('baseline.reference-snapshot', `${shortJson(schema)} is a snapshot of the Python agentverity, not a ${BASELINE_FORMAT} file; admit a new baseline from evidence (${CLI_COMMAND} snapshot) instead of converting it`, where)
        : undefined,
};
function semanticProblems(b) {
    const problems = [];
    const seen = new Map();
    b.entries.forEach((e, i) => {
        const earlier = seen.get(e.fingerprint);
        if (earlier !== undefined) {
            problems.push({
                path: ['entries', i, 'fingerprint'],
                message: `the same input as entries[${earlier}]; a baseline holds one decision per input`,
            });
        }
        else
            seen.set(e.fingerprint, i);
        if (e.count > e.observations) {
            problems.push({
                path: ['entries', i, 'count'],
                message: `${e.count} calls cannot come from ${e.observations} observations`,
            });
        }
    });
    // Counts are exact whole numbers (compared below with what they describe).
    const counts = [
        [['admission', 'inputs'], b.admission.inputs],
        [['admission', 'pairs'], b.admission.pairs],
        [['admission', 'flips'], b.admission.flips],
        [['admission', 'blindnessDistinct'], b.admission.blindnessDistinct],
        ...b.entries.flatMap((e, i) => [
            [['entries', i, 'count'], e.count],
            [['entries', i, 'observations'], e.observations],
        ]),
    ];
    for (const [at, n] of counts) {
        if (!Number.isSafeInteger(n)) {
            problems.push({
                path: at,
                message: `expected a whole number up to ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly), found ${n}`,
            });
        }
    }
    if (b.admission.flips > b.admission.pairs) {
        problems.push({
            path: ['admission', 'flips'],
            message: `${b.admission.flips} flips cannot come from ${b.admission.pairs} pairs`,
        });
    }
    if (b.admission.ciHigh >= b.epsilon) {
        problems.push({
            path: ['admission', 'ciHigh'],
            message: `an admitted baseline's upper bound is below its tolerance (${b.epsilon}), found ${b.admission.ciHigh}`,
        });
    }
    return problems;
}
/**
 * The digest a baseline file carries as `contentDigest`: over every field but
 * `approval` (filled in when a candidate is approved) and the digest itself.
 */
function baselineContentDigest(b) {
    const { approval: _approval, ...content } = orderedBaseline(b);
    return digestOf(JSON.parse(JSON.stringify(content)));
}
/** Validates a parsed baseline value; refusals name the file and the JSON path. */
function parseBaseline(value, file) {
    refuseLoneSurrogates(value, (at) => placeOf(file, at));
    checkFileFormat(value, file, BASELINE_FILE_FORMAT);
    const errors = validate(value);
    if (errors.length > 0) {
        const problems = simplify(errors);
        refuse(problems.length > 0 ? problems : [{ path: [], message: 'does not match the format' }], file);
    }
    const { contentDigest, ...rest } = value;
    const baseline = rest;
    const problems = semanticProblems(baseline);
    if (problems.length > 0)
        refuse(problems, file);
    const expected = baselineContentDigest(baseline);
    if (contentDigest !== expected) {
        throw new Refusal('baseline.edited', `does not match the baseline's content (its digest is ${expected}): the file was edited by hand or damaged. A baseline holds only decisions the evidence admitted; admit a new one with ${CLI_COMMAND} snapshot instead of editing it`, placeOf(file, ['contentDigest']));
    }
    return baseline;
}
/** Reads a baseline file (strict UTF-8 JSON, then `parseBaseline`). */
async function readBaseline(path) {
    return parseBaseline(await readJsonFile(path), path);
}
/** The file's fields in the format's order (without its content digest). */
function orderedBaseline(b) {
    return {
        schema: b.schema,
        tool: { name: b.tool.name, version: b.tool.version },
        createdAt: b.createdAt,
        layer: b.layer,
        epsilon: b.epsilon,
        blindnessThreshold: b.blindnessThreshold,
        isolation: b.isolation,
        evidenceDigest: b.evidenceDigest,
        suite: b.suite === null ? null : { digest: b.suite.digest },
        admission: {
            inputs: b.admission.inputs,
            pairs: b.admission.pairs,
            flips: b.admission.flips,
            ciHigh: b.admission.ciHigh,
            call: b.admission.call,
            blindnessSkew: b.admission.blindnessSkew,
            blindnessDistinct: b.admission.blindnessDistinct,
            routes: b.admission.routes.map((r) => ({
                decision: r.decision,
                pairs: r.pairs,
                flips: r.flips,
                ciHigh: r.ciHigh,
                epsilon: r.epsilon,
                targeted: r.targeted,
                call: r.call,
            })),
        },
        approval: b.approval,
        entries: b.entries.map((e) => ({
            fingerprint: e.fingerprint,
            intended: e.intended,
            decision: e.decision,
            count: e.count,
            observations: e.observations,
        })),
    };
}
/** The file's text: 2-space JSON in the format's field order, with a trailing newline. */
function serialiseBaseline(b) {
    const ordered = { ...orderedBaseline(b), contentDigest: baselineContentDigest(b) };
    return `${JSON.stringify(ordered, null, 2)}\n`;
}

export { BASELINE_FORMAT as B, BASELINE_JSON_SCHEMA as a, parseBaseline as p, readBaseline as r, serialiseBaseline as s };
