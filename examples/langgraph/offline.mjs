// The router of agent.mjs on an offline chat model, so it runs with no key and no
// network. LangChain's own fakes (@langchain/core/utils/testing) answer fixed
// strings or repeat one reply, so this is LangChain's fake pattern: a minimal
// BaseChatModel that decides by keyword. It looks the order or the account up
// first, then answers with the route.
//   npx agentverity run --agent examples/langgraph/offline.mjs --suite examples/langgraph/suite.json
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage } from '@langchain/core/messages';
import { createRouter } from './agent.mjs';

const RULES = [
  ['escalate', 'check_account', ['password', 'logged into', 'complaint', 'fire']],
  ['refund', 'lookup_order', ['refund', 'money back', 'charged twice']],
  ['track_parcel', 'lookup_order', ['parcel', 'tracking', 'arrive']],
];

export class KeywordChatModel extends BaseChatModel {
  _llmType() {
    return 'keyword-fake';
  }

  bindTools() {
    return this;
  }

  async _generate(messages) {
    const ticket = messages.filter((m) => m.getType() === 'human').at(-1)?.text.toLowerCase() ?? '';
    const rule = RULES.find(([, , words]) => words.some((w) => ticket.includes(w)));
    const [route, toolName] = rule ?? ['escalate', 'check_account'];
    const looked = messages.some((m) => m.getType() === 'tool');
    const message = looked
      ? new AIMessage(route)
      : new AIMessage({
          content: '',
          tool_calls: [{ id: 'call-1', name: toolName, args: toolName === 'lookup_order' ? { order: 'unknown' } : {} }],
        });
    return { generations: [{ text: message.text, message }] };
  }
}

export default createRouter(new KeywordChatModel({}));
