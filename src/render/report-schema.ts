import {
  FAILED_CALL_REASONS,
  FINDING_NOTES,
  HEADLINE_CATEGORIES,
  ISOLATIONS,
  LAYERS,
  RELATION_FAILURE_REASONS,
  RELATION_TYPES,
  RUN_STATUSES,
} from '../core/index.js';

export const REPORT_SCHEMA = 'agentverity-action/report@1';

const count = { $ref: '#/definitions/count' };
const rate = { $ref: '#/definitions/rate' };
const labels = { $ref: '#/definitions/labels' };
const nullable = (schema: Record<string, unknown>) => ({ oneOf: [{ type: 'null' }, schema] });
const object = (properties: Record<string, unknown>, optional: readonly string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});

/**
 * The JSON Schema (draft-07) of the JSON report, `agentverity-action/report@1`.
 * The published copy is schemas/report.schema.json; a test keeps the two
 * identical. Strict: no property outside the ones listed, so a reader (the
 * Action's second job reads reports from artifacts as untrusted data) can
 * validate before use.
 */
export const REPORT_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://agentverity.dev/schemas/report@1.json',
  title: 'AgentVerity Action report (agentverity-action/report@1)',
  definitions: {
    rate: { type: 'number', minimum: 0, maximum: 1 },
    count: { type: 'integer', minimum: 0 },
    call: { enum: ['deterministic', 'stochastic', 'undecided'] },
    sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    labels: { type: 'array', items: { type: 'string' } },
  },
  ...object(
    {
      schema: { const: REPORT_SCHEMA },
      tool: object({ name: { type: 'string' }, version: { type: 'string' } }),
      status: { enum: [...RUN_STATUSES] },
      exitCode: { enum: [0, 1, 2] },
      headline: object({
        category: { enum: [...HEADLINE_CATEGORIES] },
        text: { type: 'string', minLength: 1 },
      }),
      complete: { type: 'boolean' },
      stopReason: { type: 'string' },
      caveats: { type: 'array', items: { type: 'string' } },
      layer: { enum: [...LAYERS] },
      isolation: { enum: [...ISOLATIONS] },
      epsilon: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
      allocation: {
        description:
          "Present when each pair's input was drawn at random from a recorded seed: which inputs were exercised.",
        ...object({
          kind: { const: 'random' },
          seed: count,
          pairs: count,
          inputs: count,
          exercised: count,
          unexercised: labels,
        }),
      },
      meter: nullable(
        object(
          {
            inputs: count,
            repeats: count,
            maxRepeats: count,
            pairs: count,
            flips: count,
            inputsWithFlip: count,
            flipRate: rate,
            ciLow: rate,
            ciHigh: rate,
            call: { $ref: '#/definitions/call' },
            epsilon: { type: 'number' },
            method: { enum: ['wilson', 'exact'] },
            decidedBy: object(
              {
                rule: { enum: ['declared-checkpoint', 'early-rejection'] },
                pairs: count,
                rejected: { type: 'boolean' },
              },
              ['rejected'],
            ),
          },
          ['decidedBy'],
        ),
      ),
      blindness: nullable(
        object({
          inputs: count,
          skew: rate,
          distinct: count,
          blind: { type: 'boolean' },
          majority: { type: 'string' },
          majorityCount: count,
          threshold: rate,
        }),
      ),
      routes: {
        description:
          'One row per intended decision (route), in code-point order of the decision; empty when the cases carry no intended decision or the meter was not run.',
        type: 'array',
        items: object({
          decision: { type: 'string' },
          cases: count,
          pairs: count,
          flips: count,
          flipRate: rate,
          ciLow: rate,
          ciHigh: rate,
          epsilon: { type: 'number' },
          targeted: { type: 'boolean' },
          call: { $ref: '#/definitions/call' },
          pairsNeeded: { type: ['integer', 'null'], minimum: 1 },
        }),
      },
      flipPairs: {
        description:
          "The pooled meter's flips by the two decisions they went between (each pair's decisions in code-point order), most frequent first, then by the decisions; empty when nothing flipped or the meter was not run. Their counts add up to meter.flips.",
        type: 'array',
        items: object({
          decisions: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
          count: { type: 'integer', minimum: 1 },
        }),
      },
      contract: {
        description:
          'The decision contract and how the evidence meets it; null exactly when no decision suite (so no contract) was given.',
        ...nullable(
          object({
            satisfied: { type: 'boolean' },
            allowed: labels,
            required: labels,
            critical: labels,
            missingIntended: labels,
            missingObserved: labels,
            unknownObserved: labels,
            underCased: {
              type: 'array',
              items: object({ decision: { type: 'string' }, have: count, want: count }),
            },
            missingCritical: labels,
            intendedCoverage: rate,
            observedCoverage: rate,
            intendedCounts: { type: 'object', additionalProperties: count },
            observedCaseCounts: { type: 'object', additionalProperties: count },
          }),
        ),
      },
      relations: {
        type: 'array',
        items: object(
          {
            name: { type: 'string' },
            type: { enum: [...RELATION_TYPES] },
            total: count,
            held: count,
            violated: count,
            skipped: count,
            errors: count,
            exercised: count,
            violationRate: nullable(rate),
            vacuous: { type: 'boolean' },
            noise: object({
              test: { const: 'stratified-exact' },
              pValue: rate,
              level: rate,
              relationPairs: count,
              repeatPairs: count,
              repeatFlips: count,
              explained: { type: 'boolean' },
            }),
          },
          ['noise'],
        ),
      },
      relationCoverage: nullable(
        object({
          routes: {
            type: 'array',
            items: object({
              decision: { type: 'string' },
              cases: count,
              exercised: count,
              skipped: count,
              held: count,
              violated: count,
              errors: count,
              probed: { type: 'boolean' },
              violationRate: nullable(rate),
            }),
          },
          probed: labels,
          unprobed: labels,
        }),
      ),
      errors: {
        type: 'array',
        maxItems: 100,
        items: object(
          {
            caseIndex: count,
            fingerprint: { $ref: '#/definitions/sha256' },
            phase: { enum: ['meter', 'source', 'relations', 'recorded'] },
            count: { type: 'integer', minimum: 2 },
            relation: { type: 'string' },
            message: { type: 'string', maxLength: 1000 },
            reason: { enum: [...FAILED_CALL_REASONS] },
            relationReason: { enum: [...RELATION_FAILURE_REASONS] },
          },
          ['relation', 'count', 'reason', 'relationReason'],
        ),
      },
      errorCount: count,
      failureGroups: {
        description:
          'Every failure in one group by kind and reason (present when something failed), most first, with the first failure of each.',
        type: 'array',
        minItems: 1,
        items: object({
          kind: { enum: ['call', 'relation'] },
          reason: {
            enum: [...FAILED_CALL_REASONS, ...RELATION_FAILURE_REASONS, 'not_recorded'],
          },
          count: { type: 'integer', minimum: 1 },
          example: object(
            {
              caseIndex: count,
              fingerprint: { $ref: '#/definitions/sha256' },
              phase: { enum: ['meter', 'source', 'relations', 'recorded'] },
              relation: { type: 'string' },
              callReason: { enum: [...FAILED_CALL_REASONS] },
              message: { type: 'string', maxLength: 1000 },
            },
            ['relation', 'callReason'],
          ),
        }),
      },
      findings: {
        type: 'array',
        items: object(
          {
            id: { type: 'string', minLength: 1 },
            kind: {
              enum: [
                'evidence',
                'meter',
                'route',
                'blindness',
                'contract',
                'contract-problem',
                'relations',
                'relation',
                'baseline',
              ],
            },
            subject: { type: 'string' },
            outcome: { enum: ['passed', 'failed', 'error', 'skipped', 'caution'] },
            gates: { type: 'boolean' },
            exitCode: { enum: [0, 1, 2] },
            status: nullable({ enum: [...RUN_STATUSES] }),
            note: { enum: [...FINDING_NOTES] },
            needs: nullable(
              object(
                {
                  additional: nullable(count),
                  total: nullable(count),
                  repeatsEach: nullable(count),
                  atObservedRate: nullable(count),
                },
                ['atObservedRate'],
              ),
            ),
            decisions: labels,
            inputs: object({
              total: count,
              fingerprints: { type: 'array', items: { $ref: '#/definitions/sha256' } },
            }),
          },
          ['note', 'decisions', 'inputs'],
        ),
      },
      next: {
        type: 'array',
        items: object(
          { code: { type: 'string' }, text: { type: 'string' }, pairs: count, repeats: count },
          ['pairs', 'repeats'],
        ),
      },
      calls: object(
        { total: count, meter: count, sources: count, relations: count, retries: count },
        ['retries'],
      ),
      run: object(
        {
          durationMs: { type: 'number', minimum: 0 },
          startedAt: { type: 'string' },
          commit: { type: 'string' },
          url: { type: 'string' },
        },
        ['durationMs', 'startedAt', 'commit', 'url'],
      ),
      settings: { type: 'object' },
      evidenceDigest: nullable({ $ref: '#/definitions/sha256' }),
      inputFingerprints: { type: 'array', items: { $ref: '#/definitions/sha256' } },
    },
    ['stopReason', 'run', 'allocation', 'failureGroups'],
  ),
  allOf: [
    // Only a contract fails the contract, and only a suite declares stability targets:
    // both need the contract object.
    {
      if: { properties: { status: { const: 'contract' } } },
      then: { properties: { contract: { type: 'object' } } },
    },
    {
      if: {
        properties: {
          routes: {
            type: 'array',
            contains: { type: 'object', properties: { targeted: { const: true } } },
          },
        },
      },
      then: { properties: { contract: { type: 'object' } } },
    },
    // Without a meter nothing was paired, so nothing flipped.
    {
      if: { properties: { meter: { type: 'null' } } },
      then: { properties: { flipPairs: { type: 'array', maxItems: 0 } } },
    },
  ],
} as const;
