// A deterministic fake ticket router: no model call, so the demo runs offline.
// `npx agentverity run --agent examples/agents/router.mjs --inputs examples/agents/tickets.txt`
//
// The default export is the agent itself: it takes the input. To build the agent
// once (or once per call under fresh-instance isolation), export a factory named
// createAgent instead: `export function createAgent() { return (input) => … }`.

const ROUTES = [
  ['refund', ['refund', 'money back', 'charged twice']],
  ['security', ['password', 'hacked', 'stolen', 'suspicious']],
  ['shipping', ['parcel', 'delivery', 'tracking', 'arrive']],
  ['billing', ['invoice', 'bill', 'payment']],
];

/** Declared isolation: every call is independent (no state between calls). */
router.isolation = 'fresh-session';

export default function router(input) {
  const text = input.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
  for (const [route, words] of ROUTES) {
    if (words.some((w) => text.includes(w))) {
      return { decision: route, text: `routed to ${route}`, tools: ['lookup_customer', `open_${route}_case`] };
    }
  }
  return { decision: 'general', text: 'routed to general', tools: ['lookup_customer'] };
}

/** A variant that flips on about one call in five (deterministically, by call count). */
let calls = 0;
export function flaky(input) {
  calls += 1;
  const result = router(input);
  if (result.decision === 'billing' && calls % 5 === 0) return { ...result, decision: 'refund' };
  return result;
}
