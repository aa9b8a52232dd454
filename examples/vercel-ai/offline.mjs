// The router of agent.mjs on the Vercel AI SDK's mock language model, so it runs
// with no key and no network: the mock "model" picks the tool by keyword.
//   npx agentverity run --agent examples/vercel-ai/offline.mjs --suite examples/vercel-ai/suite.json
import { MockLanguageModelV3 } from 'ai/test';
import { createRouter } from './agent.mjs';

const RULES = [
  ['escalate', ['password', 'logged into', 'complaint', 'fire']],
  ['refund', ['refund', 'money back', 'charged twice']],
  ['track_parcel', ['parcel', 'tracking', 'arrive']],
];

/** The text of the last user message in the prompt the SDK sends the model. */
function lastUserText(prompt) {
  const user = prompt.filter((m) => m.role === 'user').at(-1);
  if (user === undefined) return '';
  return user.content
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join(' ');
}

export const model = new MockLanguageModelV3({
  doGenerate: async ({ prompt }) => {
    const text = lastUserText(prompt).toLowerCase();
    const rule = RULES.find(([, words]) => words.some((w) => text.includes(w)));
    const toolName = rule === undefined ? 'escalate' : rule[0];
    return {
      content: [
        { type: 'tool-call', toolCallId: 'call-1', toolName, input: JSON.stringify({ reason: 'keyword match' }) },
      ],
      finishReason: { unified: 'tool-calls', raw: undefined },
      usage: {
        inputTokens: { total: 12, noCache: 12, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 5, text: 0, reasoning: 0 },
      },
      warnings: [],
    };
  },
});

export default createRouter(model);
