/**
 * The JSON Schema (draft-07) of a cases configuration, agentverity.yml as
 * written (snake_case keys), the criterion types it names and the most runs per
 * case it allows. ./cases-config.ts checks a file against it first, then by
 * its own rules. Published as schemas/agentverity-config.schema.json.
 */
import {
  ANSWER_MATCHES,
  FAULTS,
  RELATIONS,
  STATE_MODES,
  type CriterionType,
} from '../core/stateful/types.js';

/** The most runs per case a configuration may ask for. */
export const MAX_RUNS = 1000;

const NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';
const NAME = { type: 'string', minLength: 1, maxLength: 128, pattern: NAME_PATTERN } as const;
const PATHS = { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } } as const;
const BOUNDS = {
  type: 'array',
  maxItems: 100,
  items: { type: 'integer', minimum: 0 },
  description: 'Strictly increasing whole numbers: the bucket bounds.',
} as const;

export const CRITERION_TYPES = [
  'state_matches',
  'state_unchanged',
  'fault_recovery',
  'metamorphic_relation',
  'answer',
] as const satisfies readonly CriterionType[];

/** The JSON Schema (draft-07) of agentverity.yml as written (snake_case keys). Published as schemas/agentverity-config.schema.json. */
export const CASES_CONFIG_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'AgentVerity Action stateful cases configuration (agentverity.yml)',
  description:
    'The criteria stateful cases are judged by, the transforms that derive cases, the validity labels, repeats, confidence and slices. Written in YAML or JSON.',
  type: 'object',
  additionalProperties: false,
  required: ['criteria'],
  properties: {
    cases: {
      type: 'string',
      minLength: 1,
      description: 'The cases file (JSONL or a JSON list), relative to this file.',
    },
    runs: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_RUNS,
      description: 'Runs of every case, each from a fresh reset. Default 1.',
    },
    confidence: {
      type: 'number',
      exclusiveMinimum: 0,
      exclusiveMaximum: 1,
      description: 'Confidence level of every interval. Default 0.95.',
    },
    criteria: { type: 'array', minItems: 1, items: { $ref: '#/definitions/criterion' } },
    transforms: { type: 'array', items: { $ref: '#/definitions/transform' } },
    validity_labels: {
      type: 'string',
      minLength: 1,
      description: "People's validity labels of derived cases (JSONL), relative to this file.",
    },
    minimum_validity: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 1,
      description:
        "Share of a transform's labelled derived cases that must be valid before its relation is judged. Default 1.",
    },
    allow_approximate_methods: {
      type: 'boolean',
      description:
        'Allow cluster-aware (approximate) intervals; needed by metamorphic_relation. Default false.',
    },
    slices: {
      type: 'object',
      additionalProperties: false,
      properties: { tool_calls: BOUNDS, trajectory_length: BOUNDS },
    },
  },
  definitions: {
    criterion: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'type'],
      properties: {
        name: { ...NAME, description: 'Unique; names the finding and the JUnit test case.' },
        type: { enum: [...CRITERION_TYPES] },
        bar: {
          type: 'number',
          minimum: 0,
          maximum: 1,
          description:
            'Minimum pass rate: passes when the interval clears it, fails when the upper bound is below it.',
        },
        mode: {
          enum: [...STATE_MODES],
          description: 'state_matches: whole (default), paths, subset or tolerance.',
        },
        paths: {
          ...PATHS,
          description:
            'state_matches (mode: paths): the paths compared; state_unchanged: the paths that keep their initial values.',
        },
        tolerance: {
          type: 'number',
          minimum: 0,
          description: 'state_matches (mode: tolerance): numbers within this difference match.',
        },
        ignore: {
          ...PATHS,
          description: 'state_matches, state_unchanged: paths never judged (bookkeeping).',
        },
        everything_else: {
          type: 'boolean',
          description:
            'state_unchanged: every path not named in expected.state keeps its initial value.',
        },
        tool: { type: 'string', minLength: 1, description: 'fault_recovery: the tool that fails.' },
        fault: { enum: [...FAULTS], description: 'fault_recovery: error, timeout or malformed.' },
        escalate_tools: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'fault_recovery: calling one of these after the fault counts as recovering.',
        },
        relation: {
          enum: [...RELATIONS],
          description: 'metamorphic_relation: same_output, same_actions or same_state.',
        },
        transform: {
          type: 'string',
          minLength: 1,
          description: 'metamorphic_relation: the declared transform (by name).',
        },
        match: {
          enum: [...ANSWER_MATCHES],
          description: 'answer: exact (default), contains or regex.',
        },
        case_sensitive: {
          type: 'boolean',
          description: 'answer (exact, contains): default true.',
        },
      },
    },
    transform: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'template'],
      properties: {
        name: { ...NAME, description: 'Unique; derived cases are named <case id>~<name>.' },
        field: {
          type: 'string',
          description:
            'The dotted path of the input field replaced; "" (the default) for a string input itself.',
        },
        template: {
          type: 'string',
          minLength: 1,
          description: 'The new value; must contain {value}, the old value.',
        },
      },
    },
  },
} as const;
