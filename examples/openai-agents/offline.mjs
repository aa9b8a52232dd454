// The gate of agent.mjs on a scripted model, so it runs with no key and no network.
// The script implements the Agents SDK's Model interface (getResponse), as the SDK's
// own tests do: the first turn calls lookup_order with the order id in the request,
// the second reads the tool's answer and returns the verdict the instructions ask for.
//   npx agentverity run --agent examples/openai-agents/offline.mjs --suite examples/openai-agents/suite.json
import { setTracingDisabled, Usage } from '@openai/agents';
import { createGate } from './agent.mjs';

// Nothing leaves this machine: no trace export either.
setTracingDisabled(true);

/** The text of the request's user message. */
function userText(input) {
  if (typeof input === 'string') return input;
  const user = input.filter((item) => item.role === 'user').at(-1);
  if (user === undefined) return '';
  return typeof user.content === 'string'
    ? user.content
    : user.content.map((part) => part.text ?? '').join(' ');
}

/** The verdict the instructions give for what lookup_order answered. */
function verdictFor(order) {
  if (order.error !== undefined) return { decision: 'escalate', reason: 'order not found' };
  if (order.amountEur > 100) return { decision: 'escalate', reason: 'over 100 EUR' };
  if (order.daysSinceDelivery > 30) return { decision: 'deny', reason: 'past 30 days' };
  return { decision: 'approve', reason: 'small and recent' };
}

let calls = 0;

export const model = {
  async getResponse(request) {
    const input = Array.isArray(request.input) ? request.input : [];
    const result = input.find((item) => item.type === 'function_call_result');
    if (result === undefined) {
      const id = /\b[a-z]-\d{4}\b/i.exec(userText(request.input))?.[0];
      const order = id === undefined ? 'unknown' : id.toUpperCase();
      const call = {
        type: 'function_call',
        callId: `call-${++calls}`,
        name: 'lookup_order',
        arguments: JSON.stringify({ order }),
        status: 'completed',
      };
      return { usage: new Usage(), output: [call] };
    }
    const output = typeof result.output === 'string' ? result.output : result.output.text;
    const message = {
      type: 'message',
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: JSON.stringify(verdictFor(JSON.parse(output))) }],
    };
    return { usage: new Usage(), output: [message] };
  },
  // AgentVerity runs the agent without streaming.
  getStreamedResponse() {
    throw new Error('the offline model does not stream');
  },
};

export default createGate(model);
