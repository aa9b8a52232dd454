import { R as RELATION_TYPES } from './facts.js';
import { R as RELATION_FAILURE_REASONS } from './nearest.js';
import { N as NO_DECISION_REASONS, a as ISOLATIONS, L as LAYERS, F as FAILED_CALL_REASONS } from './types.js';

/**
 * The JSON Schema (draft-07) of `agentverity-action/evidence@1`. The published copy
 * is schemas/evidence.schema.json; a test keeps the two identical. Rules a schema
 * cannot state (fingerprints match inputs, the settings digest matches the settings,
 * relation names come from the catalogue) are checked in `parseEvidenceFile`.
 */
const EVIDENCE_FORMAT = 'agentverity-action/evidence@1';
const EVIDENCE_FORMAT_PREFIX = 'agentverity-action/evidence@';
const DIGEST_PATTERN = '^[0-9a-f]{64}$';
const DATE_TIME_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$';
/** The `tool` object of our files: who wrote them. */
const TOOL_JSON_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'version'],
    properties: {
        name: { type: 'string', minLength: 1 },
        version: { type: 'string', minLength: 1 },
    },
};
const EVIDENCE_JSON_SCHEMA = {
    properties: {
        schema: { const: EVIDENCE_FORMAT },
        tool: TOOL_JSON_SCHEMA,
        createdAt: {
            description: 'When the file was written, ISO 8601 date-time.',
            type: 'string',
            pattern: DATE_TIME_PATTERN,
        },
        layer: { enum: [...LAYERS] },
        isolation: { enum: [...ISOLATIONS] },
        provenance: { type: 'object' },
        settings: {
            description: 'The collection settings, free-form.',
            type: 'object',
        },
        settingsDigest: {
            description: 'SHA-256 of the RFC 8785 canonical JSON of settings.',
            $ref: '#/definitions/digest',
        },
        suite: {
            description: 'The decision suite the inputs came from, or null.',
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['digest'],
            properties: { digest: { $ref: '#/definitions/digest' } },
        },
        shard: {
            description: 'Which shard of a split collection this is (index from 1), or null; inputs: how many the whole run has.',
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['index', 'count'],
            properties: {
                index: { type: 'integer', minimum: 1 },
                count: { type: 'integer', minimum: 1, maximum: 1000 },
                inputs: { type: 'integer', minimum: 0 },
            },
        },
        allocation: {
            description: 'How calls were spread over inputs: every input in turn, or drawn at random with a recorded seed.',
            type: 'object',
            additionalProperties: false,
            required: ['kind'],
            properties: {
                kind: { enum: ['per-input', 'random'] },
                seed: { type: ['string', 'integer'] },
                pairs: {
                    description: 'Random allocation: the pairs drawn from the seeded stream. With a whole-number seed, readers replay the draws and check each case against them.',
                    type: 'integer',
                    minimum: 0,
                },
            },
            if: { properties: { kind: { const: 'random' } } },
            then: { required: ['seed'] },
        },
        method: {
            description: 'The decision rule the run was planned for: wilson (the reference) or exact (binomial tails). Absent: wilson.',
            enum: ['wilson', 'exact'],
        },
        earlyRejection: {
            description: 'Present when the run declared the early-rejection test (a mixture likelihood ratio for stochastic). Readers recompute where it stopped from the pairs in collection order.',
            type: 'object',
            additionalProperties: false,
            required: ['rule', 'prior', 'epsilon', 'alpha', 'looks', 'inputs', 'rejectedAt'],
            properties: {
                rule: { const: 'mixture' },
                prior: { const: 'uniform' },
                epsilon: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
                alpha: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
                looks: { enum: ['rounds', 'pairs'] },
                inputs: { type: 'integer', minimum: 1 },
                lastLook: { type: 'integer', minimum: 0 },
                rejectedAt: { type: ['integer', 'null'], minimum: 1 },
            },
        },
        complete: { type: 'boolean' },
        stopReason: { type: 'string', minLength: 1 },
        relations: {
            description: 'The relation catalogue that was run, in order.',
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'type'],
                properties: {
                    name: { type: 'string', minLength: 1 },
                    type: { enum: [...RELATION_TYPES] },
                },
            },
        },
        meter: {
            description: 'False when the run left the meter out: cases then hold no repeats, only a first draw (source) and relations.',
            type: 'boolean',
        },
        blindness: {
            description: 'False when the run left the blindness check out.',
            type: 'boolean',
        },
        sequential: {
            description: 'Present for sequential runs: the plan declared before collection and the decision it reached. Readers recompute the decision from the pairs in round order.',
            type: 'object',
            additionalProperties: false,
            required: [
                'rule',
                'epsilon',
                'alpha',
                'looks',
                'budget',
                'inputs',
                'checkpoints',
                'call',
                'pairs',
            ],
            properties: {
                rule: { const: 'declared-checkpoint' },
                epsilon: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
                alpha: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
                looks: { type: 'integer', minimum: 1 },
                budget: { type: ['integer', 'null'], minimum: 1 },
                inputs: { type: 'integer', minimum: 1 },
                checkpoints: { type: 'array', items: { type: 'integer', minimum: 1 } },
                call: { enum: ['deterministic', 'stochastic', 'undecided'] },
                pairs: { type: 'integer', minimum: 0 },
            },
        },
        cases: { type: 'array', items: { $ref: '#/definitions/case' } },
    },
    definitions: {
        digest: { type: 'string', pattern: DIGEST_PATTERN },
        decision: {
            description: 'A decision label, or {"noDecision": reason}.',
            type: ['string', 'object'],
            minLength: 1,
            additionalProperties: false,
            required: ['noDecision'],
            properties: { noDecision: { enum: [...NO_DECISION_REASONS] } },
        },
        observation: {
            type: 'object',
            additionalProperties: false,
            properties: {
                decision: { $ref: '#/definitions/decision' },
                text: { type: 'string' },
                tools: { type: 'array', items: { type: 'string' } },
                ms: { type: 'number', minimum: 0 },
                error: { type: 'string' },
                reason: { enum: [...FAILED_CALL_REASONS] },
                cached: {
                    const: true,
                    description: 'A row the evaluation tool served from its cache: kept as evidence, never a repeat (absent: a fresh call).',
                },
            },
        },
        case: {
            type: 'object',
            additionalProperties: false,
            required: ['fingerprint', 'observations'],
            properties: {
                input: { type: 'string', minLength: 1 },
                fingerprint: { $ref: '#/definitions/digest' },
                expected: { type: 'string', minLength: 1 },
                errors: { type: 'integer', minimum: 0 },
                observations: {
                    description: 'In collection order; pairs are observations 1-2, 3-4, ...',
                    type: 'array',
                    items: { $ref: '#/definitions/observation' },
                },
                relations: { type: 'array', items: { $ref: '#/definitions/relation' } },
                source: {
                    description: 'An independent first draw used for blindness and the contract (collected without call reuse).',
                    $ref: '#/definitions/observation',
                },
                position: {
                    description: "Shard evidence only: the input's place (from 0) among the whole run's inputs.",
                    type: 'integer',
                    minimum: 0,
                },
            },
        },
        relation: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'type', 'followupFingerprint', 'changed', 'outcome'],
            properties: {
                name: { type: 'string', minLength: 1 },
                type: { enum: [...RELATION_TYPES] },
                followupFingerprint: { $ref: '#/definitions/digest' },
                changed: { type: 'boolean' },
                observation: { $ref: '#/definitions/observation' },
                outcome: { enum: ['held', 'violated', 'skipped', 'error'] },
                error: { type: 'string' },
                reason: {
                    description: 'Why the relation could not be judged (outcome error only; absent in evidence written before it was recorded).',
                    enum: [...RELATION_FAILURE_REASONS],
                },
                source: {
                    description: "The relation's own call on the unchanged input (without call reuse).",
                    $ref: '#/definitions/observation',
                },
            },
        },
    },
};
/**
 * `agentverity-action/evidence@2`: evidence@1 with each case's series stored as
 * a decision table. `outcomes` lists the case's distinct answers (decision, text,
 * tools, error) once each, in order of first appearance; `observations` is the
 * series in collection order as indices into `outcomes`; `ms`, when present, is
 * each observation's duration (null for one without). Expanded, a v2 case is
 * exactly the v1 case (the evidence digest is defined over that logical content,
 * so v1 and v2 files of one run have the same digest). The published copy is
 * schemas/evidence-v2.schema.json; a test keeps the two identical.
 */
const EVIDENCE_FORMAT_V2 = 'agentverity-action/evidence@2';
const { observations: _v1Series, ...v1CaseProperties } = EVIDENCE_JSON_SCHEMA.definitions.case.properties;
({
    properties: { ...EVIDENCE_JSON_SCHEMA.properties},
    definitions: {
        ...EVIDENCE_JSON_SCHEMA.definitions,
        outcome: {
            properties: {
                reason: { enum: [...FAILED_CALL_REASONS] }},
        },
        case: {
            properties: {
                ...v1CaseProperties},
        },
    },
});

export { DIGEST_PATTERN as D, EVIDENCE_FORMAT as E, TOOL_JSON_SCHEMA as T, EVIDENCE_FORMAT_V2 as a, DATE_TIME_PATTERN as b, EVIDENCE_FORMAT_PREFIX as c };
