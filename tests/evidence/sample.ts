import type { Evidence } from '../../src/core/assess/model.js';
import { inputFingerprint as fp } from '../../src/core/fingerprint.js';

/** Evidence using every field of the model: relations, errors, no-decisions, tools, a stop reason. */
export const SAMPLE: Evidence = {
  layer: 'verdict',
  isolation: 'fresh-session',
  provenance: { model: 'm-1', harness: { name: 'h', version: 2 } },
  complete: false,
  stopReason: 'budget reached',
  relations: [
    { name: 'normalise', type: 'invariant' },
    { name: 'politer', type: 'invariant' },
  ],
  cases: [
    {
      input: 'Refund my order',
      fingerprint: fp('Refund my order'),
      expected: 'refund',
      errors: 1,
      observations: [
        { decision: 'refund', text: 'Route: refund', ms: 120 },
        { decision: { noDecision: 'refused' }, text: 'I cannot help.', ms: 80.5 },
        { text: 'oops', error: 'timeout after 30 s' },
      ],
      relations: [
        {
          name: 'normalise',
          type: 'invariant',
          followupFingerprint: fp('Refund my order'),
          changed: false,
          outcome: 'skipped',
        },
        {
          name: 'politer',
          type: 'invariant',
          followupFingerprint: fp('Please, refund my order'),
          changed: true,
          observation: { decision: 'refund', text: 'Route: refund' },
          outcome: 'held',
        },
      ],
    },
    {
      input: 'Café ☕ — where is my parcel?',
      fingerprint: fp('Café ☕ — where is my parcel?'),
      observations: [{ decision: 'shipping', tools: ['lookup_order'] }, { decision: 'shipping' }],
    },
  ],
};
