// The same agent check under Jest: `expectRepeatable` fails a test by throwing,
// so it needs nothing of Vitest. Run with Jest's ES-module support:
//   node --experimental-vm-modules node_modules/jest/bin/jest.js --config examples/jest/jest.config.mjs
import { describe, expect, test } from '@jest/globals';
import { expectRepeatable, RepeatabilityError } from 'agentverity-action';
import router from '../agents/router.mjs';

const tickets = [
  { input: 'I was charged twice for my order, I want a refund', expected: 'refund' },
  { input: 'Someone changed my password and I think my account was hacked', expected: 'security' },
  { input: 'My parcel has not arrived and the tracking page is blank', expected: 'shipping' },
  { input: "Please send me a copy of last month's invoice", expected: 'billing' },
];

/** The router with a fault planted: every third billing ticket goes to refund. */
let billingCalls = 0;
function flaky(input) {
  const result = router(input);
  if (result.decision !== 'billing') return result;
  billingCalls += 1;
  return billingCalls % 3 === 0 ? { ...result, decision: 'refund' } : result;
}
flaky.isolation = 'fresh-session';

describe('the ticket router under Jest', () => {
  test('repeats its decision on every ticket', async () => {
    const { assessment } = await expectRepeatable(router, tickets, { epsilon: 0.1 });
    expect(assessment.status).toBe('deterministic');
  });

  test('a variant that flips fails the check', async () => {
    await expect(expectRepeatable(flaky, tickets, { epsilon: 0.1 })).rejects.toThrow(
      RepeatabilityError,
    );
  });
});
