// Agent checks beside the other tests: Vitest (or Jest) runs them like any test.
// `expectRepeatable` runs the agent several times per input through AgentVerity's
// engine (the same plan, evidence file and verdict as `agentverity run`) and fails
// the test with the headline and the route table when the decisions do not repeat
// well enough to trust, or when the probes are blind (one decision for everything).
//
//   npx vitest run examples/vitest
//
// The evidence of each test is written to agentverity-evidence/<test name>.json;
// `npx agentverity assess --evidence <file>` reassesses it without calling the agent.
import { describe, expect, test } from 'vitest';
import { checkRepeatable, expectRepeatable } from 'agentverity-action';
import router from '../agents/router.mjs';

/** The router with a fault planted: every third billing ticket goes to refund. */
let billingCalls = 0;
function flaky(input) {
  const result = router(input);
  if (result.decision !== 'billing') return result;
  billingCalls += 1;
  return billingCalls % 3 === 0 ? { ...result, decision: 'refund' } : result;
}
flaky.isolation = 'fresh-session';

const tickets = [
  { input: 'I was charged twice for my order, I want a refund', expected: 'refund' },
  { input: 'Someone changed my password and I think my account was hacked', expected: 'security' },
  { input: 'My parcel has not arrived and the tracking page is blank', expected: 'shipping' },
  { input: "Please send me a copy of last month's invoice", expected: 'billing' },
  { input: 'Can I change the email address on my account?', expected: 'general' },
];

describe('the ticket router', () => {
  test('repeats its decision on every ticket', async () => {
    // Tolerance 10%: certified when the 95% upper bound of the flip rate is below it.
    const { assessment } = await expectRepeatable(router, tickets, { epsilon: 0.1 });
    expect(assessment.routes?.stochastic).toEqual([]);
  });

  test('a variant that flips is caught, with the route that flips named', async () => {
    // checkRepeatable returns the result instead of throwing, to look at it here;
    // in your own suite `await expectRepeatable(flaky, …)` would fail this test.
    const result = await checkRepeatable(flaky, tickets, { epsilon: 0.1 });
    expect(result.pass).toBe(false);
    expect(result.message).toContain('Stability by route');
    expect(result.assessment.routes?.stochastic).toContain('billing');
  });
});
