// A refund-approval gate built with the Vercel AI SDK's generateText and a structured
// output (`output: Output.object(…)`, the current API; generateObject is deprecated):
// the model fills a small schema, and its `decision` field is what AgentVerity
// compares across repeats (`aiSdkAgent` reads the result's `output`: the decision is
// its `decision` key, the text its `reason`). An answer that does not parse as the
// object (the SDK's NoObjectGeneratedError) is that call's malformed response, not a
// crash.
//
// With a real model (npm install ai @ai-sdk/openai, OPENAI_API_KEY set):
//   npx agentverity run --agent examples/vercel-ai/approval.mjs --suite examples/vercel-ai/approval-suite.json
// With the SDK's mock model, offline: examples/vercel-ai/approval-offline.mjs.
import { generateText, jsonSchema, Output } from 'ai';
import { aiSdkAgent } from 'agentverity-action';

/** The decisions the gate may give: the suite's allowed decisions. */
export const DECISIONS = ['approve', 'deny', 'review'];

export const schema = jsonSchema({
  type: 'object',
  properties: {
    decision: { type: 'string', enum: DECISIONS },
    reason: { type: 'string', description: 'why, in one sentence' },
  },
  required: ['decision', 'reason'],
  additionalProperties: false,
});

const SYSTEM =
  'You approve or deny refund requests. Approve a refund of a duplicate charge or a ' +
  'returned item; deny one outside the 30-day window; send anything that mentions ' +
  'fraud, a chargeback or a large amount to review.';

/** The gate for a given model: (request) => {decision, text, tools}. */
export function createApprover(model) {
  // aiSdkAgent declares fresh-session isolation: each call is a new conversation.
  return aiSdkAgent(
    (request) =>
      generateText({ model, output: Output.object({ schema }), system: SYSTEM, prompt: request }),
    { textKey: 'reason' },
  );
}

/** The factory, exported as createAgent: AgentVerity calls it once, then the agent it returns. */
export async function createAgent() {
  const { openai } = await import('@ai-sdk/openai');
  return createApprover(openai('gpt-4o-mini'));
}
