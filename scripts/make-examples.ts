/**
 * Regenerates the bundled examples under examples/ (deterministic: a fixed seed
 * and a fixed timestamp). Run with `npx tsx scripts/make-examples.ts`.
 *
 * The router example is a six-route support-ticket router recorded with 14
 * repeats per case in fresh sessions; every decision repeats, so `assess` exits 0.
 */
import { writeFileSync } from 'node:fs';
import { inputFingerprint } from '../src/core/fingerprint.js';
import type { Evidence } from '../src/core/assess/model.js';
import { buildEvidenceFile, serialiseEvidenceFile } from '../src/evidence/index.js';
import { TOOL_NAME, VERSION } from '../src/version.js';

const CASES: { input: string; expected: string; reply: string }[] = [
  {
    input: 'I was charged twice for my March invoice.',
    expected: 'billing',
    reply: 'Routing to billing: duplicate charge on the March invoice.',
  },
  {
    input: 'Why did my subscription price go up?',
    expected: 'billing',
    reply: 'Routing to billing: question about a price change.',
  },
  {
    input: 'Please refund the headphones I returned last week.',
    expected: 'refund',
    reply: 'Routing to refunds: returned item awaiting refund.',
  },
  {
    input: 'The refund you promised never arrived.',
    expected: 'refund',
    reply: 'Routing to refunds: missing refund.',
  },
  {
    input: 'The app crashes when I open settings.',
    expected: 'technical',
    reply: 'Routing to technical support: crash on opening settings.',
  },
  {
    input: 'Sync has been stuck at 99% since yesterday.',
    expected: 'technical',
    reply: 'Routing to technical support: sync stalled.',
  },
  {
    input: 'I cannot log in after changing my email.',
    expected: 'account',
    reply: 'Routing to account services: login after email change.',
  },
  {
    input: 'Please delete my account and all my data.',
    expected: 'account',
    reply: 'Routing to account services: deletion request.',
  },
  {
    input: 'My parcel shows delivered but it is not here.',
    expected: 'shipping',
    reply: 'Routing to shipping: parcel marked delivered, not received.',
  },
  {
    input: 'Can I change the delivery address on order 1182?',
    expected: 'shipping',
    reply: 'Routing to shipping: address change for an open order.',
  },
  {
    input: 'This is the third time I am asking. I want a manager.',
    expected: 'escalate',
    reply: 'Escalating to a team lead: repeated unresolved contact.',
  },
  {
    input: 'Your product caused water damage in my kitchen.',
    expected: 'escalate',
    reply: 'Escalating to a team lead: possible damage claim.',
  },
];

const REPEATS = 14;

/** A small deterministic generator for plausible call durations. */
function durations(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return 380 + (state % 900);
  };
}

const next = durations(20261129);
const evidence: Evidence = {
  layer: 'verdict',
  isolation: 'fresh-session',
  provenance: { agent: 'ticket-router', model: 'recorded example' },
  complete: true,
  relations: [],
  cases: CASES.map((c) => ({
    input: c.input,
    fingerprint: inputFingerprint(c.input),
    expected: c.expected,
    observations: Array.from({ length: REPEATS }, () => ({
      decision: c.expected,
      text: c.reply,
      ms: next(),
    })),
  })),
};

const file = buildEvidenceFile(evidence, {
  tool: { name: TOOL_NAME, version: VERSION },
  createdAt: '2026-11-29T12:00:00.000Z',
  settings: { k: REPEATS, epsilon: 0.05, layer: 'verdict', maxWorkers: 4 },
});
writeFileSync('examples/evidence/router.json', serialiseEvidenceFile(file));

const routes = [...new Set(CASES.map((c) => c.expected))].sort();
const suite = {
  schema: 'agentverity.decision-suite/v1',
  contract: { allowed: routes, required: routes, critical: ['escalate'] },
  cases: CASES.map((c) => ({ input: c.input, expected: c.expected })),
};
writeFileSync('examples/suites/router.json', `${JSON.stringify(suite, null, 2)}\n`);
console.log('wrote examples/evidence/router.json and examples/suites/router.json');
