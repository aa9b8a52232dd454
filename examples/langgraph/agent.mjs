// A support-ticket router built as a LangGraph.js graph: the model may look the
// order or the account up with a tool (as many steps as it needs), then answers
// with one route; a `route` node keeps that answer in the graph's state, and the
// state key `route` is the decision AgentVerity compares across repeats
// (`langGraphAgent`: the tool calls of every AI message are the tool path, the
// last AI message is the text).
//
// With a real model (npm install @langchain/langgraph @langchain/core @langchain/openai,
// OPENAI_API_KEY set):
//   npx agentverity run --agent examples/langgraph/agent.mjs --suite examples/langgraph/suite.json
// With an offline fake model, no key: examples/langgraph/offline.mjs.
import { Annotation, MemorySaver, MessagesAnnotation, START, END, StateGraph } from '@langchain/langgraph';
import { ToolNode, toolsCondition } from '@langchain/langgraph/prebuilt';
import { SystemMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { langGraphAgent } from 'agentverity-action';

/** The routes: the suite's allowed decisions are these labels. */
export const ROUTES = ['escalate', 'refund', 'track_parcel'];

const orderId = {
  type: 'object',
  properties: { order: { type: 'string', description: 'the order number, or "unknown"' } },
  required: ['order'],
};

/** Tools the model may call before it answers (stand-ins for your order and account services). */
export const tools = [
  tool(async ({ order }) => `order ${order}: charged once, shipped, no delivery scan for 9 days`, {
    name: 'lookup_order',
    description: 'Look an order up: its payments and its delivery status.',
    schema: orderId,
  }),
  tool(async () => 'account: a login from a new country yesterday; password changed', {
    name: 'check_account',
    description: "Look at the customer's account: recent logins and security events.",
    schema: { type: 'object', properties: {} },
  }),
];

export const SYSTEM =
  'You route customer support tickets. Use the tools when they help, then answer with exactly ' +
  `one word, the route: ${ROUTES.join(', ')}. When in doubt, escalate.`;

/** The route the model answered, or null when its answer is not one of ROUTES. */
export function routeOf(text) {
  const word = text.trim().toLowerCase().replace(/[.!"'`]+$/u, '').replace(/^["'`]+/u, '');
  return ROUTES.includes(word) ? word : null;
}

const State = Annotation.Root({
  ...MessagesAnnotation.spec,
  route: Annotation(),
});

/** The graph for a given chat model: agent ⇄ tools, then record_route. */
export function buildGraph(model) {
  const withTools = model.bindTools(tools);
  return new StateGraph(State)
    .addNode('agent', async (state) => ({
      messages: [await withTools.invoke([new SystemMessage(SYSTEM), ...state.messages])],
    }))
    .addNode('tools', new ToolNode(tools))
    .addNode('record_route', (state) => {
      // An answer that is not a route leaves `route` unset: that call is recorded
      // as an extraction failure (incomplete evidence), never guessed.
      const route = routeOf(state.messages.at(-1)?.text ?? '');
      return route === null ? {} : { route };
    })
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', toolsCondition, { tools: 'tools', [END]: 'record_route' })
    .addEdge('tools', 'agent')
    .addEdge('record_route', END)
    // A checkpointer, as a deployed graph has: langGraphAgent gives every call its
    // own thread, so nothing carries over between calls (fresh-session).
    .compile({ checkpointer: new MemorySaver() });
}

/** The agent for a given chat model: (ticket) => {decision, text, tools}. */
export function createRouter(model) {
  // decisionKey: a call whose state has no `route` is an extraction failure, and
  // recursionLimit stops a model that never stops calling tools (a failed call).
  return langGraphAgent(buildGraph(model), { decisionKey: 'route', config: { recursionLimit: 12 } });
}

/**
 * The factory (the named export createAgent): AgentVerity calls it once, then calls
 * the agent it returns. Swap in your own provider and model.
 */
export async function createAgent() {
  let ChatOpenAI;
  try {
    ({ ChatOpenAI } = await import('@langchain/openai'));
  } catch (error) {
    throw new Error(
      `this example's real model needs @langchain/openai (npm install @langchain/openai): ${error.message}`,
      { cause: error },
    );
  }
  return createRouter(new ChatOpenAI({ model: 'gpt-4o-mini' }));
}
