// A support-ticket router built with the Vercel AI SDK: the model picks one tool,
// and the tool it picks is the decision AgentVerity compares across repeats
// (`fromGenerateText`: the first tool called is the decision, every tool called is
// the tool path, and a model that calls none gives the no-decision
// `no_tool_selected`). `aiSdkAgent` wraps the call as an agent and reads its result
// with `fromGenerateText`; with `stopWhen` and tools that execute, every step's tool
// calls are the tool path and the final step's text is the text.
//
// With a real model (npm install ai @ai-sdk/openai, OPENAI_API_KEY set):
//   npx agentverity run --agent examples/vercel-ai/agent.mjs --suite examples/vercel-ai/suite.json
// With the SDK's mock model, offline: examples/vercel-ai/offline.mjs.
import { generateText, jsonSchema, tool } from 'ai';
import { aiSdkAgent } from 'agentverity-action';

const reason = jsonSchema({
  type: 'object',
  properties: { reason: { type: 'string', description: 'why this route, in a few words' } },
  required: ['reason'],
});

/** One tool per route: the suite's allowed decisions are these names. */
export const tools = {
  refund: tool({ description: 'Open a refund case for a charge the customer disputes.', inputSchema: reason }),
  track_parcel: tool({ description: 'Look up a delivery that is late or lost.', inputSchema: reason }),
  escalate: tool({
    description: 'Hand the ticket to a person: account security, safety, complaints.',
    inputSchema: reason,
  }),
};

const SYSTEM =
  'You route customer support tickets. Call exactly one tool: the route for this ticket. ' +
  'When in doubt, escalate.';

/** The agent for a given model: (ticket) => {decision, text, tools}. */
export function createRouter(model) {
  // toolChoice stays 'auto': a model that answers in words instead is the declared
  // no-decision no_tool_selected, not a failed call. aiSdkAgent declares
  // fresh-session isolation: each call is a fresh conversation.
  return aiSdkAgent((ticket) => generateText({ model, tools, system: SYSTEM, prompt: ticket }));
}

/**
 * The factory, exported as `createAgent` (a module's agent is its default export,
 * its factory the named export createAgent): AgentVerity calls it once and then
 * calls the agent it returns. Swap in your own provider and model.
 */
export async function createAgent() {
  const { openai } = await import('@ai-sdk/openai');
  return createRouter(openai('gpt-4o-mini'));
}
