// The LangGraph.js adapter on real graphs (StateGraph, ToolNode, createReactAgent,
// MemorySaver) driven by an offline chat model: LangChain's fakes in
// @langchain/core/utils/testing either answer strings only (FakeListChatModel) or
// repeat one reply (FakeStreamingChatModel), so a several-step tool path needs the
// framework's own fake pattern, a minimal BaseChatModel subclass that replays a script.
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { tool } from '@langchain/core/tools';
import {
  Annotation,
  END,
  interrupt,
  MemorySaver,
  MessagesAnnotation,
  START,
  StateGraph,
} from '@langchain/langgraph';
import { createReactAgent, ToolNode, toolsCondition } from '@langchain/langgraph/prebuilt';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AgentCallError,
  failureReasonOf,
  fromLangGraphState,
  functionAgent,
  langGraphAgent,
  type LangGraphLike,
} from '../../src/agents/index.js';
import { collectEvidence } from '../../src/collect/index.js';
import { assess, type Observation } from '../../src/core/index.js';

type Reply = AIMessage | ((messages: BaseMessage[]) => AIMessage);

/** An offline chat model replaying a script (a reply may depend on the messages it is sent). */
class ScriptedChatModel extends BaseChatModel {
  private turn = 0;
  readonly seen: BaseMessage[][] = [];

  constructor(private readonly replies: readonly Reply[]) {
    super({});
  }

  _llmType(): string {
    return 'scripted';
  }

  override bindTools(): this {
    return this;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    this.seen.push(messages);
    const next = this.replies[Math.min(this.turn++, this.replies.length - 1)];
    if (next === undefined) throw new Error('the script is empty');
    // A new message every turn: LangGraph gives a message an id in place, and the
    // same instance twice would replace itself in the state instead of adding a turn.
    const message =
      typeof next === 'function'
        ? next(messages)
        : new AIMessage({ content: next.content, tool_calls: next.tool_calls ?? [] });
    return { generations: [{ text: message.text, message }] };
  }
}

const calls = (...names: string[]) =>
  new AIMessage({
    content: '',
    tool_calls: names.map((name, i) => ({ id: `${name}-${i}`, name, args: { n: i } })),
  });

const lookup = tool(async () => 'order 17: shipped', {
  name: 'lookup_order',
  description: 'look an order up',
  schema: z.object({ n: z.number() }),
});
const refundTool = tool(async () => 'refund opened', {
  name: 'open_refund',
  description: 'open a refund',
  schema: z.object({ n: z.number() }),
});

/** The canonical tool loop: agent ⇄ tools until the model answers without a tool call. */
function toolLoop(model: ScriptedChatModel, checkpointer?: MemorySaver) {
  const tools = [lookup, refundTool];
  const graph = new StateGraph(MessagesAnnotation)
    .addNode('agent', async (s) => ({
      messages: [await model.bindTools().invoke(s.messages)],
    }))
    .addNode('tools', new ToolNode(tools))
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', toolsCondition)
    .addEdge('tools', 'agent');
  return checkpointer === undefined ? graph.compile() : graph.compile({ checkpointer });
}

async function failure(work: () => unknown): Promise<AgentCallError> {
  const e: unknown = await Promise.resolve()
    .then(work)
    .then(
      () => null,
      (error: unknown) => error,
    );
  if (e instanceof AgentCallError) return e;
  throw new Error(`expected an AgentCallError, got ${String(e)}`);
}

describe('fromLangGraphState: reading a final state', () => {
  it('reads message instances, plain objects and the serialised form alike', () => {
    const asInstances = {
      messages: [
        new HumanMessage('hi'),
        new AIMessage({
          content: [{ type: 'text', text: 'looking' }],
          tool_calls: [{ id: '1', name: 'lookup_order', args: {} }],
        }),
        new ToolMessage({ content: 'tool output, not the answer', tool_call_id: '1' }),
        new AIMessage({ content: 'Shipped yesterday.' }),
        new AIMessage({ content: '   ' }),
      ],
    };
    expect(fromLangGraphState(asInstances)).toEqual({
      text: 'Shipped yesterday.',
      tools: ['lookup_order'],
    });
    const asPlain = {
      messages: [
        { role: 'user', content: 'hi' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'c1', type: 'function', function: { name: 'a', arguments: '{"x":1}' } },
          ],
        },
        { role: 'tool', content: 'ok', tool_call_id: 'c1' },
        {
          type: 'ai',
          content: [
            { type: 'reasoning', text: 'hidden thoughts' },
            { type: 'text', text: 'Done ' },
            { type: 'text', text: 'now.' },
          ],
          tool_calls: [{ name: 'b', args: { y: 2 } }],
        },
      ],
    };
    expect(fromLangGraphState(asPlain, { keepArgs: true })).toEqual({
      text: 'Done now.',
      tools: [
        { name: 'a', args: { x: 1 } },
        { name: 'b', args: { y: 2 } },
      ],
    });
    const serialised = {
      messages: [
        {
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', 'HumanMessage'],
          kwargs: { content: 'q' },
        },
        {
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', 'AIMessage'],
          kwargs: { content: 'answer', tool_calls: [{ name: 'c', args: {} }] },
        },
      ],
    };
    expect(fromLangGraphState(serialised, { decision: 'last-tool' })).toEqual({
      decision: 'c',
      text: 'answer',
      tools: ['c'],
    });
  });

  it('takes a state key as the decision and refuses one that is not a label', async () => {
    expect(fromLangGraphState({ messages: [], verdict: 'approve', route: 'x' }).decision).toBe(
      'approve',
    );
    // The first non-empty key wins: an empty decision falls through to route.
    expect(fromLangGraphState({ decision: '', route: 'refund' }).decision).toBe('refund');
    expect(fromLangGraphState({ approved: true }, { decisionKey: 'approved' }).decision).toBe(
      'true',
    );
    expect(
      fromLangGraphState(
        { structuredResponse: { route: 'escalate' } },
        { decisionKey: ['structuredResponse', 'route'] },
      ).decision,
    ).toBe('escalate');
    expect(fromLangGraphState({ decision: { noDecision: 'refused' } }).decision).toEqual({
      noDecision: 'refused',
    });

    const object = await failure(() => fromLangGraphState({ route: { to: 'refund' } }));
    expect(object.reason).toBe('malformed_response');
    expect(object.message).toMatch(/state key "route" is an object/);
    const empty = await failure(() =>
      fromLangGraphState({ messages: [] }, { decisionKey: 'route' }),
    );
    expect(empty.reason).toBe('extraction_failed');
    const spaces = await failure(() =>
      fromLangGraphState({ route: '  ' }, { decisionKey: 'route' }),
    );
    expect(spaces.reason).toBe('extraction_failed');
    expect(spaces.message).toMatch(/only whitespace/);
    const long = await failure(() => fromLangGraphState({ decision: 'x'.repeat(300) }));
    expect(long.reason).toBe('malformed_response');
    expect(long.message).toMatch(/300 characters, more than the 256/);
    const missing = await failure(() =>
      fromLangGraphState({ messages: [], ticket: 't' }, { decisionKey: 'route' }),
    );
    expect(missing.reason).toBe('extraction_failed');
    expect(missing.message).toMatch(
      /the key "route" is missing \(the final state has "messages", "ticket"\)/,
    );
    const blank = await failure(() =>
      fromLangGraphState({ messages: [new AIMessage('  ')] }, { decision: 'text' }),
    );
    expect(blank.reason).toBe('extraction_failed');
    const none = await failure(() => fromLangGraphState({ route: 'x' }, { decision: () => null }));
    expect(none.reason).toBe('extraction_failed');
    expect(none.message).toMatch(/the decision function returned null/);
    expect(
      fromLangGraphState({ approved: false }, { decision: (s) => (s.approved ? 'ship' : 'hold') })
        .decision,
    ).toBe('hold');
    const bad = await failure(() => fromLangGraphState({ messages: 'hello' }));
    expect(bad.reason).toBe('malformed_response');
  });
});

describe('langGraphAgent on real graphs', () => {
  it('plain text: the last AI message, and no decision unless asked', async () => {
    const model = new ScriptedChatModel([new AIMessage('Your parcel ships today.')]);
    const graph = toolLoop(model);
    const agent = langGraphAgent(graph);
    expect(agent.isolation).toBe('fresh-session');
    expect(await agent('where is my parcel?')).toEqual({
      text: 'Your parcel ships today.',
      tools: [],
    });
    // The input went in as one user message.
    expect(model.seen[0]?.map((m) => [m.getType(), m.text])).toEqual([
      ['human', 'where is my parcel?'],
    ]);
    // On the text layer that is an answer; on the verdict layer, an extraction failure.
    const onText = await functionAgent(agent, { layer: 'text' });
    expect(((await onText.call('q', 1, false)) as Observation).text).toBe(
      'Your parcel ships today.',
    );
    const onVerdict = await functionAgent(agent);
    const e = await failure(() => onVerdict.call('q', 1, false));
    expect(e.reason).toBe('extraction_failed');
    const asText = langGraphAgent(graph, { decision: 'text' });
    expect((await asText('q')).decision).toBe('Your parcel ships today.');
  });

  it('a structured decision from a state key a node sets', async () => {
    const State = Annotation.Root({
      ...MessagesAnnotation.spec,
      route: Annotation<string>(),
    });
    const model = new ScriptedChatModel([
      (messages) =>
        new AIMessage(/refund/i.test(messages.at(-1)?.text ?? '') ? 'refund' : 'escalate'),
    ]);
    const graph = new StateGraph(State)
      .addNode('classify', async (s) => ({ messages: [await model.invoke(s.messages)] }))
      .addNode('decide', (s) => ({ route: (s.messages.at(-1)?.text ?? '').trim() }))
      .addEdge(START, 'classify')
      .addEdge('classify', 'decide')
      .addEdge('decide', END)
      .compile();
    const agent = await functionAgent(langGraphAgent(graph));
    const o = (await agent.call('I want a refund', 1, false)) as Observation;
    expect(o.verdict).toBe('refund');
    expect(o.text).toBe('refund');
    expect(((await agent.call('my account was hacked', 2, false)) as Observation).verdict).toBe(
      'escalate',
    );
  });

  it('a non-message graph: the input goes to its own key', async () => {
    const State = Annotation.Root({
      ticket: Annotation<string>(),
      classification: Annotation<string>(),
    });
    const graph = new StateGraph(State)
      .addNode('classify', (s) => ({
        classification: s.ticket.includes('late') ? 'delay' : 'other',
      }))
      .addEdge(START, 'classify')
      .addEdge('classify', END)
      .compile();
    const agent = langGraphAgent(graph, { inputKey: 'ticket' });
    expect(await agent('parcel is late')).toEqual({ decision: 'delay', text: '', tools: [] });
  });

  it('a tool path of several steps: tool A, then tool B, then the answer', async () => {
    const model = new ScriptedChatModel([
      calls('lookup_order'),
      calls('open_refund'),
      new AIMessage('Refund opened for order 17.'),
    ]);
    const agent = langGraphAgent(toolLoop(model), { decision: 'first-tool' });
    expect(await agent('refund order 17')).toEqual({
      decision: 'lookup_order',
      text: 'Refund opened for order 17.',
      tools: ['lookup_order', 'open_refund'],
    });
    // The tools really ran: the model saw their results.
    const last = model.seen.at(-1) ?? [];
    expect(last.filter((m) => m.getType() === 'tool').map((m) => m.text)).toEqual([
      'order 17: shipped',
      'refund opened',
    ]);
  });

  it("createReactAgent's graph: parallel tool calls keep their order; last-tool", async () => {
    const model = new ScriptedChatModel([
      calls('lookup_order', 'open_refund'),
      calls('lookup_order'),
      new AIMessage({ content: [{ type: 'text', text: 'All done.' }] }),
    ]);
    const graph = createReactAgent({ llm: model, tools: [lookup, refundTool] });
    const agent = await functionAgent(langGraphAgent(graph, { decision: 'last-tool' }));
    const o = (await agent.call('go', 1, false)) as Observation;
    expect(o.tools).toEqual(['lookup_order', 'open_refund', 'lookup_order']);
    expect(o.verdict).toBe('lookup_order');
    expect(o.text).toBe('All done.');
    // A model that calls no tool: the typed no-decision, not a failure.
    const quiet = langGraphAgent(
      createReactAgent({ llm: new ScriptedChatModel([new AIMessage('Hi!')]), tools: [lookup] }),
      { decision: 'first-tool' },
    );
    expect((await quiet('hi')).decision).toEqual({ noDecision: 'no_tool_selected' });
  });

  it('a framework error is a failed call (runtime_error) in the evidence, not a crash', async () => {
    // A model that always calls a tool never ends: LangGraph's GraphRecursionError.
    const looping = createReactAgent({
      llm: new ScriptedChatModel([calls('lookup_order')]),
      tools: [lookup],
    });
    const recursion = langGraphAgent(looping, { config: { recursionLimit: 4 } });
    const thrown: unknown = await recursion('x').then(
      () => null,
      (error: unknown) => error,
    );
    expect((thrown as Error).name).toBe('GraphRecursionError');
    expect(failureReasonOf(thrown)).toBe('runtime_error');

    // A node that throws, through the collector: every call recorded with its error.
    let n = 0;
    const broken = new StateGraph(MessagesAnnotation)
      .addNode('agent', () => {
        n++;
        throw new Error('the ticket service is down');
      })
      .addEdge(START, 'agent')
      .compile();
    for (const [graph, pattern] of [
      [broken, /the ticket service is down/],
      [looping, /Recursion limit of 4 reached/],
    ] as const) {
      const agent = await functionAgent(langGraphAgent(graph, { config: { recursionLimit: 4 } }));
      const { evidence } = await collectEvidence(
        { cases: [{ input: 'a' }, { input: 'b' }], k: 2 },
        agent,
      );
      expect(evidence.isolation).toBe('fresh-session');
      const observations = evidence.cases.flatMap((c) => c.observations);
      expect(observations.length).toBeGreaterThan(0);
      for (const o of observations) {
        expect(o.decision).toBeUndefined();
        expect(o.error).toMatch(pattern);
      }
      expect(assess(evidence, null, { epsilon: 0.05 }).status).toBe('incomplete');
    }
    expect(n).toBeGreaterThan(0);
  });

  it('a fresh thread per call: a checkpointed graph keeps nothing between calls', async () => {
    // The model says how many user messages the thread holds.
    const counting = () =>
      new ScriptedChatModel([
        (messages) =>
          new AIMessage(`seen ${messages.filter((m) => m.getType() === 'human').length}`),
      ]);
    const saver = new MemorySaver();
    const graph = toolLoop(counting(), saver);
    const threads: unknown[] = [];
    const spy: LangGraphLike = {
      invoke: (input, config) => {
        threads.push((config?.configurable as { thread_id?: unknown } | undefined)?.thread_id);
        return graph.invoke(input as never, config);
      },
    };
    const fresh = langGraphAgent(spy, { config: { recursionLimit: 10, tags: ['t'] } });
    expect(fresh.isolation).toBe('fresh-session');
    expect((await fresh('one')).text).toBe('seen 1');
    expect((await fresh('two')).text).toBe('seen 1');
    expect(threads).toHaveLength(2);
    expect(threads[0]).toMatch(/^agentverity-[0-9a-f-]{36}$/);
    expect(threads[1]).not.toBe(threads[0]);

    // A pinned thread is one conversation across calls: shared-session.
    const config = { configurable: { thread_id: 'support-1', user: 'u' } };
    const shared = langGraphAgent(toolLoop(counting(), new MemorySaver()), { config });
    expect(shared.isolation).toBe('shared-session');
    expect(shared.threadId).toBe('support-1');
    expect((await shared('one')).text).toBe('seen 1');
    expect((await shared('two')).text).toBe('seen 2');
    config.configurable.thread_id = 'changed later';
    expect((await shared('three')).text).toBe('seen 3');
    const agent = await functionAgent(shared);
    expect(agent.isolation).toBe('shared-session');
  });

  it("a pinned thread: each call reports its own tool calls and text, not the thread's", async () => {
    // One lookup per call, then an answer naming how many user messages the thread holds.
    const perCall = () =>
      new ScriptedChatModel([
        (messages) =>
          messages.at(-1)?.getType() === 'human'
            ? calls('lookup_order')
            : new AIMessage(`done ${messages.filter((m) => m.getType() === 'human').length}`),
      ]);
    const config = { configurable: { thread_id: 'support-7' } };
    const graph = toolLoop(perCall(), new MemorySaver());
    const shared = langGraphAgent(graph, { config, decision: 'last-tool' });
    for (const n of [1, 2, 3]) {
      // The thread grows (the model saw every earlier turn), the call's own path does not.
      expect(await shared(`call ${n}`)).toEqual({
        decision: 'lookup_order',
        text: `done ${n}`,
        tools: ['lookup_order'],
      });
    }
    const thread = (await graph.getState(config)).values.messages as BaseMessage[];
    expect(
      thread.filter((m) => m.getType() === 'ai' && (m as AIMessage).tool_calls?.length),
    ).toHaveLength(3);

    // Through the collector, on the tools layer: one path per call, no flips.
    const agent = await functionAgent(
      langGraphAgent(toolLoop(perCall(), new MemorySaver()), {
        config: { configurable: { thread_id: 't' } },
      }),
      { layer: 'tools' },
    );
    const { evidence } = await collectEvidence(
      { cases: [{ input: 'a' }], k: 4, layer: 'tools' },
      agent,
    );
    const observations = evidence.cases.flatMap((c) => c.observations);
    expect(observations.length).toBeGreaterThanOrEqual(2);
    for (const o of observations) expect(o.tools).toEqual(['lookup_order']);

    // An input built by inputState carries no id of ours: the thread is read before the call.
    const custom = toolLoop(perCall(), new MemorySaver());
    const own = langGraphAgent(custom, {
      config: { configurable: { thread_id: 'c' } },
      inputState: (input) => ({ messages: [new HumanMessage(input)] }),
    });
    for (const n of [1, 2]) expect((await own(`q${n}`)).tools).toEqual(['lookup_order']);
    // Without getState, a pinned thread with inputState cannot be split: a failed call.
    const bare: LangGraphLike = { invoke: (input, c) => custom.invoke(input as never, c) };
    const e = await failure(() =>
      langGraphAgent(bare, {
        config: { configurable: { thread_id: 'c' } },
        inputState: (input) => ({ messages: [new HumanMessage(input)] }),
      })('q3'),
    );
    expect(e.message).toMatch(/getState/);
  });

  it('a graph that stops at an interrupt is a failed call (interrupted), not a decision', async () => {
    const State = Annotation.Root({ ...MessagesAnnotation.spec, route: Annotation<string>() });
    const graph = new StateGraph(State)
      .addNode('classify', () => ({ route: 'refund' }))
      .addNode('approve', () => {
        const ok = interrupt({ question: 'approve the refund?' }) as boolean;
        return { route: ok ? 'refund' : 'escalate' };
      })
      .addEdge(START, 'classify')
      .addEdge('classify', 'approve')
      .addEdge('approve', END)
      .compile({ checkpointer: new MemorySaver() });
    // What LangGraph itself returns: the state so far, with the pending interrupt.
    const raw = (await graph.invoke(
      { messages: [new HumanMessage('refund me')] },
      { configurable: { thread_id: 'raw' } },
    )) as Record<string, unknown>;
    expect(raw.route).toBe('refund');
    expect(raw.__interrupt__).toHaveLength(1);
    expect((await failure(() => fromLangGraphState(raw))).reason).toBe('interrupted');
    for (const config of [undefined, { configurable: { thread_id: 'pinned' } }]) {
      const agent = langGraphAgent(graph, config === undefined ? {} : { config });
      const e = await failure(() => agent('refund me'));
      expect(e.reason).toBe('interrupted');
      expect(e.message).toMatch(/stopped at an interrupt/);
    }
    // Through the collector: every call failed, the evidence incomplete (exit 2), never green.
    const agent = await functionAgent(langGraphAgent(graph));
    const { evidence } = await collectEvidence(
      { cases: [{ input: 'a' }, { input: 'b' }], k: 2 },
      agent,
    );
    const observations = evidence.cases.flatMap((c) => c.observations);
    expect(observations.length).toBeGreaterThan(0);
    for (const o of observations) {
      expect(o.decision).toBeUndefined();
      expect(o.error).toMatch(/interrupt/);
    }
    expect(assess(evidence, null, { epsilon: 0.05 }).exitCode).toBe(2);
  });

  it('passes the config through and refuses what is not a graph', async () => {
    const seen: Record<string, unknown>[] = [];
    const given = { recursionLimit: 7, configurable: { model: 'm' }, tags: ['x'] };
    const agent = langGraphAgent(
      {
        invoke: async (_input, config) => {
          seen.push(config ?? {});
          return { decision: 'ok' };
        },
      },
      { config: given },
    );
    await agent('q');
    expect(seen[0]).toMatchObject({ recursionLimit: 7, tags: ['x'], configurable: { model: 'm' } });
    expect(given.configurable).toEqual({ model: 'm' });
    expect(() => langGraphAgent({} as LangGraphLike)).toThrow(/call \.compile\(\) on a StateGraph/);
  });
});
