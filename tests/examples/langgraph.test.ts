// examples/langgraph: a support-ticket router built as a LangGraph.js graph (agent ⇄
// tools, then a node keeping the route in the state), run on an offline chat model
// with no network. The state key `route` is the decision; the tools the model called
// are the tool path; the run goes through `agentverity run` as a module agent.
import { createRequire } from 'node:module';
import path from 'node:path';
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { describe, expect, it } from 'vitest';
import { functionAgent } from '../../src/agents/index.js';
import { readSuite } from '../../src/evidence/suite.js';
import { ROOT } from '../helpers/cli.js';
import { runDeterministicExample } from '../helpers/examples.js';

const DIR = path.join(ROOT, 'examples/langgraph');
const SUITE = path.join(DIR, 'suite.json');

type Router = ((input: string) => Promise<unknown>) & { isolation?: string };

interface Example {
  ROUTES: string[];
  tools: { name: string }[];
  SYSTEM: string;
  createRouter: (model: unknown) => Router;
  createAgent: () => Promise<Router>;
}

/** A chat model answering with the given messages in turn, recording what it was sent. */
class Scripted extends BaseChatModel {
  readonly sent: BaseMessage[][] = [];
  private i = 0;
  constructor(private readonly replies: (() => AIMessage)[]) {
    super({});
  }
  _llmType(): string {
    return 'scripted';
  }
  override bindTools(): this {
    return this;
  }
  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    this.sent.push(messages);
    const reply = this.replies[Math.min(this.i++, this.replies.length - 1)];
    const message = reply?.() ?? new AIMessage('');
    return { generations: [{ text: message.text, message }] };
  }
}

const toolCall = (name: string) => () =>
  new AIMessage({ content: '', tool_calls: [{ id: `${name}-1`, name, args: { order: '17' } }] });
const say = (text: string) => () => new AIMessage(text);

const load = async () => (await import(path.join(DIR, 'agent.mjs'))) as Example;

describe('examples/langgraph/agent.mjs', () => {
  it('routes through the tools to the state key the suite allows', async () => {
    const example = await load();
    const suite = await readSuite(SUITE);
    expect([...example.ROUTES].sort()).toEqual([...suite.contract.allowed]);

    const model = new Scripted([toolCall('lookup_order'), say(' Refund. ')]);
    const route = example.createRouter(model);
    expect(route.isolation).toBe('fresh-session');
    expect(await route('I was charged twice')).toEqual({
      decision: 'refund',
      text: ' Refund. ',
      tools: ['lookup_order'],
    });
    // What the graph sent the model: the system prompt and the ticket, then the tool's result.
    const [first, second] = model.sent;
    expect(first?.map((m) => m.getType())).toEqual(['system', 'human']);
    expect(first?.[0]?.text).toBe(example.SYSTEM);
    expect(first?.[1]?.text).toBe('I was charged twice');
    expect(second?.map((m) => m.getType())).toEqual(['system', 'human', 'ai', 'tool']);
    expect(second?.[3]?.text).toMatch(/^order 17: /);
  });

  it('an answer that is not a route is an extraction failure, never a guessed decision', async () => {
    const example = await load();
    const agent = await functionAgent(
      example.createRouter(new Scripted([say('I think this is about a refund, probably.')])),
    );
    const e: unknown = await Promise.resolve(agent.call('x', 1, false)).then(
      () => null,
      (error: unknown) => error,
    );
    // The example's AgentCallError is dist/lib.js's class, not src's: read it structurally.
    expect(e).toMatchObject({ name: 'AgentCallError', reason: 'extraction_failed' });
    expect((e as Error).message).toMatch(/the key "route" is missing/);
  });

  it('a model that never stops calling tools ends at the recursion limit: a failed call', async () => {
    const example = await load();
    const route = example.createRouter(new Scripted([toolCall('check_account')]));
    await expect(route('x')).rejects.toThrow(/Recursion limit of 12 reached/);
  });

  const hasOpenAI = (() => {
    try {
      createRequire(path.join(DIR, 'agent.mjs')).resolve('@langchain/openai');
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(hasOpenAI)('the real-model factory names the package it needs', async () => {
    const example = await load();
    await expect(example.createAgent()).rejects.toThrow(/needs @langchain\/openai/);
  });
});

describe('agentverity run on examples/langgraph/offline.mjs (the offline model)', () => {
  it('routes every case as the suite expects and repeats: deterministic, exit 0', async () => {
    const { evidence } = await runDeterministicExample(
      'examples/langgraph/offline.mjs',
      'examples/langgraph/suite.json',
      ['escalate', 'refund', 'track_parcel'],
    );
    for (const c of evidence.cases) {
      const first = c.observations[0];
      expect(first?.decision, c.expected).toBe(c.expected);
      // The tool path: the lookup the model made before it answered.
      expect(first?.tools).toEqual([c.expected === 'escalate' ? 'check_account' : 'lookup_order']);
      expect(first?.text).toBe(c.expected);
    }
  });
});
