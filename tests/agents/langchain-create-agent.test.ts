// LangChain v1's createAgent (the current API; createReactAgent is deprecated for it)
// through langGraphAgent, offline on a scripted chat model: fresh threads, a pinned
// thread reporting each call's own tool calls, the decision read from the
// structuredResponse of a responseFormat, and a human-in-the-loop interrupt ending
// the call as `interrupted`. `langchain` is not a dev dependency: this file is
// skipped without it, and CI's adapters job installs it (langchain@1).
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { tool } from '@langchain/core/tools';
import { MemorySaver } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { langGraphAgent, type LangGraphLike } from '../../src/agents/langgraph.js';

/** The part of `langchain` used here (it is not installed in the main job). */
interface LangChain {
  readonly createAgent: (options: Record<string, unknown>) => LangGraphLike;
  readonly humanInTheLoopMiddleware: (options: Record<string, unknown>) => unknown;
}
const LANGCHAIN = 'langchain';
const langchain = (await import(LANGCHAIN).catch(() => null)) as LangChain | null;

/** Replies in turn, each a new message (LangGraph ids a message in place). */
class ScriptedChatModel extends BaseChatModel {
  private turn = 0;
  constructor(private readonly replies: readonly (() => AIMessage)[]) {
    super({});
  }
  _llmType(): string {
    return 'scripted';
  }
  override bindTools(): this {
    return this;
  }
  async _generate(): Promise<ChatResult> {
    const next = this.replies[this.turn++ % this.replies.length] as () => AIMessage;
    const message = next();
    return { generations: [{ text: message.text, message }] };
  }
}

let ids = 0;
const callTool = (name: string, args: Record<string, unknown>) => () =>
  new AIMessage({ content: '', tool_calls: [{ id: `${name}-${ids++}`, name, args }] });
const say = (content: string) => () => new AIMessage({ content });

const lookup = tool(async () => 'order 17: shipped', {
  name: 'lookup_order',
  description: 'look an order up',
  schema: z.object({ n: z.number() }),
});

describe.skipIf(langchain === null)("langchain's createAgent through langGraphAgent", () => {
  const lc = langchain as LangChain;

  it('fresh threads: one call, its tool calls and text', async () => {
    const agent = langGraphAgent(
      lc.createAgent({
        model: new ScriptedChatModel([callTool('lookup_order', { n: 1 }), say('shipped')]),
        tools: [lookup],
      }),
    );
    expect(agent.isolation).toBe('fresh-session');
    expect(await agent('where is order 17?')).toEqual({ text: 'shipped', tools: ['lookup_order'] });
  });

  it("a pinned thread: each call reports its own tool calls, not the thread's", async () => {
    const agent = langGraphAgent(
      lc.createAgent({
        model: new ScriptedChatModel([callTool('lookup_order', { n: 1 }), say('shipped')]),
        tools: [lookup],
        checkpointer: new MemorySaver(),
      }),
      { config: { configurable: { thread_id: 'support-1' } } },
    );
    expect(agent.isolation).toBe('shared-session');
    for (let i = 0; i < 3; i++) {
      expect(await agent('where is order 17?')).toEqual({
        text: 'shipped',
        tools: ['lookup_order'],
      });
    }
  });

  it('a responseFormat: the decision is read from structuredResponse by its path', async () => {
    const agent = langGraphAgent(
      lc.createAgent({
        model: new ScriptedChatModel([callTool('extract-1', { route: 'refund' })]),
        tools: [],
        responseFormat: z.object({ route: z.string() }),
      }),
      { decisionKey: ['structuredResponse', 'route'] },
    );
    expect(await agent('I was charged twice')).toMatchObject({ decision: 'refund' });
  });

  it('a human-in-the-loop interrupt ends the call as a failed call (interrupted)', async () => {
    const refund = tool(async () => 'refunded', {
      name: 'refund',
      description: 'refund an order',
      schema: z.object({ n: z.number() }),
    });
    const agent = langGraphAgent(
      lc.createAgent({
        model: new ScriptedChatModel([callTool('refund', { n: 17 })]),
        tools: [refund],
        checkpointer: new MemorySaver(),
        middleware: [lc.humanInTheLoopMiddleware({ interruptOn: { refund: true } })],
      }),
    );
    await expect(agent('refund order 17')).rejects.toMatchObject({ reason: 'interrupted' });
  });
});
