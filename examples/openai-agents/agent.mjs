// A refund approval gate built with OpenAI's Agents SDK: the agent looks the order
// up with a tool, then answers with a structured verdict { decision, reason }; the
// decision is what AgentVerity compares across repeats (`openAIAgent` reads the
// structured output's `decision` key, and the tools the run called are its tool path).
//
// With a real model (npm install @openai/agents zod, OPENAI_API_KEY set):
//   npx agentverity run --agent examples/openai-agents/agent.mjs --suite examples/openai-agents/suite.json
// With a scripted model, offline: examples/openai-agents/offline.mjs.
import { Agent, tool } from '@openai/agents';
import { openAIAgent } from 'agentverity-action';
import { z } from 'zod';

/** The order book the tool reads (a stand-in for your shop's API). */
export const ORDERS = {
  'A-1001': { item: 'kettle', amountEur: 25, daysSinceDelivery: 3 },
  'A-1002': { item: 'running shoes', amountEur: 60, daysSinceDelivery: 12 },
  'A-2001': { item: 'desk lamp', amountEur: 40, daysSinceDelivery: 95 },
  'A-2002': { item: 'phone case', amountEur: 15, daysSinceDelivery: 45 },
  'A-3001': { item: 'laptop', amountEur: 480, daysSinceDelivery: 5 },
};

export const lookupOrder = tool({
  name: 'lookup_order',
  description: 'Look an order up by its id (like A-1001): item, amount in EUR, days since delivery.',
  parameters: z.object({ order: z.string().describe('the order id, like A-1001') }),
  execute: ({ order }) => JSON.stringify(ORDERS[order] ?? { error: `no order ${order}` }),
});

/** The structured verdict: its `decision` is one of the suite's allowed decisions. */
export const Verdict = z.object({
  decision: z.enum(['approve', 'deny', 'escalate']),
  reason: z.string().describe('why, in a few words'),
});

export const INSTRUCTIONS = [
  'You decide refund requests. First look the order up with lookup_order.',
  'Approve a refund of at most 100 EUR requested within 30 days of delivery.',
  'Deny one requested more than 30 days after delivery.',
  'Escalate anything over 100 EUR, an order that cannot be found, or when in doubt.',
].join(' ');

/** The gate on a given model (a model name, or an object implementing the SDK's Model). */
export function createGate(model) {
  const agent = new Agent({
    name: 'refund-gate',
    instructions: INSTRUCTIONS,
    model,
    tools: [lookupOrder],
    outputType: Verdict,
  });
  // Each call is one run from the request alone (fresh-session); a run that loops
  // on tools past 4 turns is that call failing (MaxTurnsExceededError), not a verdict.
  return openAIAgent(agent, { runOptions: { maxTurns: 4 } });
}

/**
 * The default export is the agent itself, on an OpenAI model: nothing is called
 * until AgentVerity calls it, so loading it needs no key. Swap in your model.
 */
export default createGate('gpt-4.1-mini');
