/**
 * The JSON Schema of cases evidence (`agentverity-action/cases-evidence@1`), the
 * shape ./cases-evidence.ts checks a file against before its own checks (the
 * fingerprints, the cases each run, replay and label names). A test keeps
 * `schemas/cases-evidence.schema.json` its copy.
 */
import {
  ANSWER_MATCHES,
  ENVIRONMENT_STATE_SCHEMA,
  FAULTS,
  RELATIONS,
  STATE_MODES,
} from '../core/stateful/types.js';
import { CRITERION_TYPES } from './cases-config-schema.js';
import { DATE_TIME_PATTERN, TOOL_JSON_SCHEMA } from './schema.js';

export const CASES_EVIDENCE_FORMAT = 'agentverity-action/cases-evidence@1';
export const CASES_EVIDENCE_PREFIX = 'agentverity-action/cases-evidence@';

const TEXT = { type: 'string', minLength: 1 } as const;
const ANY = {} as const;
const STRINGS = { type: 'array', items: TEXT } as const;
const BOUNDS = { type: 'array', items: { type: 'integer', minimum: 0 } } as const;

export const CASES_EVIDENCE_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'AgentVerity Action cases evidence',
  description:
    'The trajectories, end states, replays and validity labels of one stateful cases run, with its configuration and cases in full (agentverity-action/cases-evidence@1).',
  type: 'object',
  additionalProperties: false,
  required: [
    'schema',
    'tool',
    'createdAt',
    'system',
    'config',
    'cases',
    'runs',
    'replays',
    'labels',
    'complete',
  ],
  properties: {
    schema: { const: CASES_EVIDENCE_FORMAT },
    tool: TOOL_JSON_SCHEMA,
    createdAt: { type: 'string', pattern: DATE_TIME_PATTERN },
    system: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'source', 'version', 'stateful', 'replayable'],
      properties: {
        kind: { ...TEXT, description: 'How the system was called: module, command, http.' },
        source: { type: 'string', description: 'The module, command or URL.' },
        version: {
          type: ['string', 'null'],
          description: "The system's declared version (replays are cached by it).",
        },
        stateful: { type: 'boolean', description: 'It exports reset and snapshot.' },
        replayable: { type: 'boolean', description: 'It exports replay.' },
        codeDigest: {
          type: ['string', 'null'],
          description:
            "SHA-256 of the system's code (the module file, or the files the command names); null: none could be read. Keys the replay cache beside the version.",
        },
        configDigest: {
          type: ['string', 'null'],
          description:
            'SHA-256 of the configuration the system was run with. Keys the replay cache beside the version.',
        },
      },
    },
    config: { $ref: '#/definitions/config' },
    cases: { type: 'array', minItems: 1, items: { $ref: '#/definitions/case' } },
    runs: { type: 'array', items: { $ref: '#/definitions/run' } },
    replays: { type: 'array', items: { $ref: '#/definitions/replay' } },
    labels: { type: 'array', items: { $ref: '#/definitions/label' } },
    complete: { type: 'boolean', description: 'Every planned run and replay was made.' },
  },
  definitions: {
    config: {
      type: 'object',
      additionalProperties: false,
      required: [
        'criteria',
        'transforms',
        'minimumValidity',
        'allowApproximateMethods',
        'runs',
        'confidence',
        'slices',
      ],
      properties: {
        criteria: { type: 'array', minItems: 1, items: { $ref: '#/definitions/criterion' } },
        transforms: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'field', 'template'],
            properties: { name: TEXT, field: { type: 'string' }, template: TEXT },
          },
        },
        validityLabels: TEXT,
        minimumValidity: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
        allowApproximateMethods: { type: 'boolean' },
        runs: { type: 'integer', minimum: 1 },
        confidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        slices: {
          type: 'object',
          additionalProperties: false,
          required: ['toolCalls', 'trajectoryLength'],
          properties: { toolCalls: BOUNDS, trajectoryLength: BOUNDS },
        },
      },
    },
    criterion: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'type'],
      properties: {
        name: TEXT,
        type: { enum: [...CRITERION_TYPES] },
        bar: { type: 'number', minimum: 0, maximum: 1 },
        mode: { enum: [...STATE_MODES] },
        paths: STRINGS,
        tolerance: { type: 'number', minimum: 0 },
        ignore: STRINGS,
        everythingElse: { type: 'boolean' },
        tool: TEXT,
        fault: { enum: [...FAULTS] },
        escalateTools: STRINGS,
        relation: { enum: [...RELATIONS] },
        transform: TEXT,
        match: { enum: [...ANSWER_MATCHES] },
        caseSensitive: { type: 'boolean' },
      },
    },
    case: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'input', 'initialState', 'expected', 'fingerprint'],
      properties: {
        id: TEXT,
        input: { type: ['string', 'object'] },
        initialState: ANY,
        expected: {
          type: 'object',
          additionalProperties: false,
          properties: { answer: { type: 'string' }, state: ANY },
        },
        cluster: TEXT,
        derived: {
          type: 'object',
          additionalProperties: false,
          required: ['source', 'transform'],
          properties: { source: TEXT, transform: TEXT },
        },
        fingerprint: {
          type: 'string',
          pattern: '^[0-9a-f]{64}$',
          description: 'SHA-256 of the RFC 8785 canonical JSON of {input, initial_state}.',
        },
      },
    },
    call: {
      type: 'object',
      additionalProperties: false,
      required: ['tool', 'args'],
      properties: { tool: TEXT, args: ANY, result: ANY, error: { type: 'string' } },
    },
    trajectory: {
      type: 'object',
      additionalProperties: false,
      required: ['calls', 'answer'],
      properties: {
        calls: { type: 'array', items: { $ref: '#/definitions/call' } },
        answer: { type: ['string', 'null'] },
        error: { type: 'string' },
      },
    },
    endState: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['schema', 'state'],
      properties: { schema: { const: ENVIRONMENT_STATE_SCHEMA }, state: ANY },
    },
    run: {
      type: 'object',
      additionalProperties: false,
      required: ['case', 'run', 'trajectory', 'endState'],
      properties: {
        case: TEXT,
        run: { type: 'integer', minimum: 1 },
        trajectory: { $ref: '#/definitions/trajectory' },
        endState: { $ref: '#/definitions/endState' },
        ms: { type: 'number', minimum: 0 },
      },
    },
    replay: {
      type: 'object',
      additionalProperties: false,
      required: ['case', 'run', 'tool', 'callIndex', 'fault', 'trajectory', 'endState', 'version'],
      properties: {
        case: TEXT,
        run: { type: 'integer', minimum: 1 },
        tool: TEXT,
        callIndex: { type: 'integer', minimum: 0 },
        fault: { enum: [...FAULTS, null] },
        trajectory: { $ref: '#/definitions/trajectory' },
        endState: { $ref: '#/definitions/endState' },
        version: { type: ['string', 'null'] },
        error: { type: 'string' },
        cached: {
          type: 'boolean',
          description:
            'Served from the replay cache (made by an earlier run of the same version, code and config), not made by this run.',
        },
      },
    },
    label: {
      type: 'object',
      additionalProperties: false,
      required: ['case', 'transform', 'valid'],
      properties: { case: TEXT, transform: TEXT, valid: { type: 'boolean' }, labeler: TEXT },
    },
  },
} as const;
