// The approval gate of approval.mjs on the Vercel AI SDK's mock language model, so
// it runs with no key and no network: the mock "model" answers the schema's JSON by
// keyword.
//   npx agentverity run --agent examples/vercel-ai/approval-offline.mjs --suite examples/vercel-ai/approval-suite.json
import { MockLanguageModelV3 } from 'ai/test';
import { createApprover } from './approval.mjs';

const RULES = [
  ['review', ['fraud', 'chargeback', '$5,000']],
  ['deny', ['months ago', 'last year']],
  ['approve', ['twice', 'returned']],
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
    const decision = rule === undefined ? 'review' : rule[0];
    return {
      content: [{ type: 'text', text: JSON.stringify({ decision, reason: 'keyword match' }) }],
      finishReason: { unified: 'stop', raw: undefined },
      usage: {
        inputTokens: { total: 30, noCache: 30, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 8, text: 8, reasoning: 0 },
      },
      warnings: [],
    };
  },
});

export default createApprover(model);
