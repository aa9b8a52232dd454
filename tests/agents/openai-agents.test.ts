// The OpenAI Agents SDK adapter, on the SDK's own machinery: a real Agent with real
// tool()s, hand-offs, guardrails and sessions, run by the SDK's `run`, against a
// scripted implementation of its Model interface (as the SDK's own tests do). No
// network, no key; tracing is off.
import {
  Agent,
  InputGuardrailTripwireTriggered,
  MaxTurnsExceededError,
  MemorySession,
  Runner,
  run,
  setTracingDisabled,
  tool,
  Usage,
  type AgentOutputItem,
  type Model,
  type ModelRequest,
  type ModelResponse,
  type StreamEvent,
} from '@openai/agents-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  AgentCallError,
  failureReasonOf,
  fromAgentsRunResult,
  functionAgent,
  openAIAgent,
  type OpenAIAgentOptions,
} from '../../src/agents/index.js';
import { collectEvidence } from '../../src/collect/index.js';
import { assess, type Observation } from '../../src/core/index.js';

beforeAll(() => setTracingDisabled(true));

type Script = (request: ModelRequest, turn: number) => AgentOutputItem[] | Error;

/** The SDK's Model interface, answering from a script and recording every request. */
class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  constructor(private readonly script: Script) {}

  getResponse(request: ModelRequest): Promise<ModelResponse> {
    const turn = this.requests.push(request) - 1;
    const output = this.script(request, turn);
    if (output instanceof Error) return Promise.reject(output);
    return Promise.resolve({ usage: new Usage(), output, responseId: `resp-${turn}` });
  }

  getStreamedResponse(): AsyncIterable<StreamEvent> {
    throw new Error('this model does not stream');
  }
}

/** A model answering the turns in order (the last one again when they run out). */
const turns = (...answers: (AgentOutputItem[] | Error)[]) =>
  new ScriptedModel((_, turn) => answers[Math.min(turn, answers.length - 1)] ?? []);

const say = (text: string): AgentOutputItem => ({
  type: 'message',
  role: 'assistant',
  status: 'completed',
  content: [{ type: 'output_text', text }],
});

let ids = 0;
const callTool = (name: string, args: unknown = {}): AgentOutputItem => ({
  type: 'function_call',
  callId: `call-${++ids}`,
  name,
  arguments: JSON.stringify(args),
  status: 'completed',
});

/** The text of the last user message the model was sent. */
function lastUserText(request: ModelRequest): string {
  if (typeof request.input === 'string') return request.input;
  const user = request.input.filter((i) => 'role' in i && i.role === 'user').at(-1);
  if (user === undefined || !('content' in user)) return '';
  const content = user.content;
  return typeof content === 'string'
    ? content
    : content.map((p) => ('text' in p ? p.text : '')).join(' ');
}

/** One call of an agent function through functionAgent, as the collector makes it. */
async function observe(fn: (input: string) => unknown, input: string): Promise<Observation> {
  const agent = await functionAgent(fn);
  return agent.call(input, 1, false);
}

async function callError(fn: (input: string) => unknown, input: string): Promise<AgentCallError> {
  const error: unknown = await observe(fn, input).then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof AgentCallError) return error;
  throw new Error(`expected an AgentCallError, got ${String(error)}`);
}

const reason = z.object({ reason: z.string() });

describe('openAIAgent: text answers', () => {
  it('reads the final text, and the text rule makes it the decision', async () => {
    const model = turns([say('  refund ')]);
    const agent = new Agent({ name: 'router', instructions: 'Answer with one word.', model });
    const route = openAIAgent(agent, { decision: 'text' });
    expect(route.isolation).toBe('fresh-session');
    expect(await route('I was charged twice')).toEqual({
      decision: 'refund',
      text: '  refund ',
      tools: [],
    });
    // The SDK sent the ticket and the instructions to the model.
    expect(model.requests[0]?.systemInstructions).toBe('Answer with one word.');
    expect(lastUserText(model.requests[0]!)).toBe('I was charged twice');
    expect((await observe(route, 'x')).verdict).toBe('refund');
  });

  it('without a rule a text answer with no tool call is the typed no_tool_selected', async () => {
    const agent = new Agent({ name: 'router', model: turns([say('Hello! How can I help?')]) });
    expect(await openAIAgent(agent)('hi')).toEqual({
      decision: { noDecision: 'no_tool_selected' },
      text: 'Hello! How can I help?',
      tools: [],
    });
  });

  it('an empty text under the text rule is the call failing extraction', async () => {
    const agent = new Agent({ name: 'router', model: turns([say('   ')]) });
    const e = await callError(openAIAgent(agent, { decision: 'text' }), 'x');
    expect(e.reason).toBe('extraction_failed');
    expect(e.message).toMatch(/final output text is empty/);
  });
});

describe('openAIAgent: structured output', () => {
  const Verdict = z.object({ decision: z.enum(['approve', 'deny']), reason: z.string() });

  it("reads the decision from the structured final output's decision key", async () => {
    const model = turns([say('{"decision":"deny","reason":"over the limit"}')]);
    const gate = new Agent({ name: 'gate', model, outputType: Verdict });
    expect(await openAIAgent(gate)('Approve a 9000 EUR refund?')).toEqual({
      decision: 'deny',
      text: '{"decision":"deny","reason":"over the limit"}',
      tools: [],
    });
    // The SDK asked the model for the schema (structured output, not text).
    expect(model.requests[0]?.outputType).not.toBe('text');
  });

  it('tries route and classification too, and decisionKey names another key (booleans are labels)', async () => {
    const Route = z.object({ route: z.string(), confidence: z.number() });
    const router = new Agent({
      name: 'r',
      model: turns([say('{"route":"billing","confidence":0.9}')]),
      outputType: Route,
    });
    expect((await openAIAgent(router)('x')).decision).toBe('billing');
    const Approval = z.object({ approved: z.boolean(), note: z.string() });
    const gate = new Agent({
      name: 'g',
      model: turns([say('{"approved":false,"note":"n"}')]),
      outputType: Approval,
    });
    expect((await openAIAgent(gate, { decisionKey: 'approved' })('x')).decision).toBe('false');
  });

  it('a structured output without the key is the call failing extraction, naming the keys it has', async () => {
    const Other = z.object({ answer: z.string() });
    const agent = new Agent({
      name: 'a',
      model: turns([say('{"answer":"yes"}')]),
      outputType: Other,
    });
    const e = await callError(openAIAgent(agent), 'x');
    expect(e.reason).toBe('extraction_failed');
    expect(e.message).toMatch(/no keys "decision", "verdict", "route", "classification"/);
    expect(e.message).toMatch(/it has the key "answer"/);
    const nested = new Agent({
      name: 'n',
      model: turns([say('{"decision":{"x":1}}')]),
      outputType: z.object({ decision: z.object({ x: z.number() }) }),
    });
    expect((await callError(openAIAgent(nested), 'x')).reason).toBe('malformed_response');
  });
});

describe('openAIAgent: tool paths', () => {
  it('runs tool A, then tool B, then answers: the tools in order, the first or last as decision', async () => {
    const executed: string[] = [];
    const lookup = tool({
      name: 'lookup_order',
      description: 'Find an order.',
      parameters: z.object({ order: z.string() }),
      execute: ({ order }) => {
        executed.push(`lookup ${order}`);
        return `order ${order}: charged twice`;
      },
    });
    const refund = tool({
      name: 'refund',
      description: 'Refund a charge.',
      parameters: reason,
      execute: ({ reason: why }) => {
        executed.push(`refund ${why}`);
        return 'refunded';
      },
    });
    const script = () =>
      turns(
        [callTool('lookup_order', { order: 'A17' })],
        [callTool('refund', { reason: 'duplicate' })],
        [say('Refunded the duplicate charge.')],
      );
    const model = script();
    const agent = new Agent({ name: 'support', model, tools: [lookup, refund] });
    expect(await openAIAgent(agent)('Charged twice for A17')).toEqual({
      decision: 'lookup_order',
      text: 'Refunded the duplicate charge.',
      tools: ['lookup_order', 'refund'],
    });
    // The SDK ran both tools, and sent their results back to the model.
    expect(executed).toEqual(['lookup A17', 'refund duplicate']);
    expect(model.requests).toHaveLength(3);
    expect(model.requests[0]?.tools.map((t) => t.name)).toEqual(['lookup_order', 'refund']);
    expect(JSON.stringify(model.requests[2]?.input)).toContain('refunded');

    const last = new Agent({ name: 'support', model: script(), tools: [lookup, refund] });
    const o = await openAIAgent(last, { decision: 'last-tool', keepArgs: true })('x');
    expect(o.decision).toBe('refund');
    expect(o.tools).toEqual([
      { name: 'lookup_order', args: { order: 'A17' } },
      { name: 'refund', args: { reason: 'duplicate' } },
    ]);
    // Only the names reach the observation.
    const viaFunction = new Agent({ name: 'support', model: script(), tools: [lookup, refund] });
    expect((await observe(openAIAgent(viaFunction, { keepArgs: true }), 'x')).tools).toEqual([
      'lookup_order',
      'refund',
    ]);
  });

  it('reads a plain result (no run items) from its history, and refuses a run paused for approval', async () => {
    expect(
      fromAgentsRunResult({
        finalOutput: 'done',
        history: [
          { type: 'message', role: 'user', content: 'x' },
          { type: 'function_call', name: 'lookup_order', arguments: '{"order":"1"}' },
          { type: 'function_call_result', name: 'lookup_order' },
          { type: 'hosted_tool_call', name: 'web_search_call' },
        ],
      }),
    ).toEqual({
      decision: 'lookup_order',
      text: 'done',
      tools: ['lookup_order', 'web_search_call'],
    });

    const risky = tool({
      name: 'wire_money',
      description: 'Send money.',
      parameters: reason,
      needsApproval: true,
      execute: () => 'sent',
    });
    const agent = new Agent({
      name: 'bank',
      model: turns([callTool('wire_money', { reason: 'r' })], [say('done')]),
      tools: [risky],
    });
    const e = await callError(openAIAgent(agent), 'Send 100 EUR');
    expect(e.reason).toBe('interrupted');
    expect(e.message).toMatch(/stopped for 1 tool approval \(wire_money\)/);
  });
});

describe('openAIAgent: hand-offs', () => {
  const specialists = () => {
    const billing = new Agent({
      name: 'billing',
      handoffDescription: 'Charges and refunds.',
      model: turns([say('Billing here: refund opened.')]),
    });
    const shipping = new Agent({
      name: 'shipping',
      handoffDescription: 'Parcels.',
      model: turns([say('Shipping here.')]),
    });
    return [billing, shipping];
  };

  it('the agent handed off to is the decision; the hand-off is no tool unless asked', async () => {
    const model = turns([callTool('transfer_to_billing')]);
    const triage = new Agent({ name: 'triage', model, handoffs: specialists() });
    expect(await openAIAgent(triage, { decision: 'handoff' })('I was charged twice')).toEqual({
      decision: 'billing',
      text: 'Billing here: refund opened.',
      tools: [],
    });
    // The SDK offered the model one hand-off per specialist.
    expect(model.requests[0]?.handoffs.map((h) => h.toolName)).toEqual([
      'transfer_to_billing',
      'transfer_to_shipping',
    ]);
    const again = new Agent({
      name: 'triage',
      model: turns([callTool('transfer_to_shipping')]),
      handoffs: specialists(),
    });
    expect(
      await openAIAgent(again, { decision: 'last-agent', handoffsInTools: true })('Where is it?'),
    ).toEqual({ decision: 'shipping', text: 'Shipping here.', tools: ['transfer_to_shipping'] });
  });

  it('a triage agent that answers itself hands off to nobody: no_tool_selected', async () => {
    const triage = new Agent({
      name: 'triage',
      model: turns([say('I can answer that myself.')]),
      handoffs: specialists(),
    });
    expect((await openAIAgent(triage, { decision: 'handoff' })('hi')).decision).toEqual({
      noDecision: 'no_tool_selected',
    });
    expect((await openAIAgent(triage, { decision: 'last-agent' })('hi')).decision).toBe('triage');
  });
});

describe('openAIAgent: framework errors are failed calls', () => {
  it('max turns, a model error and a guardrail tripwire are recorded as runtime_error, not a crash', async () => {
    const lookup = tool({
      name: 'lookup_order',
      description: 'Find an order.',
      parameters: z.object({ order: z.string() }),
      execute: () => 'not found',
    });
    const model = new ScriptedModel((request) => {
      const text = lastUserText(request);
      if (text.startsWith('loop')) return [callTool('lookup_order', { order: '1' })];
      if (text.startsWith('down')) return new Error('503 upstream model unavailable');
      // Answers once the tool's result is back.
      const answered = JSON.stringify(request.input).includes('not found');
      return answered ? [say('found')] : [callTool('lookup_order', { order: '1' })];
    });
    const agent = new Agent({
      name: 'support',
      model,
      tools: [lookup],
      inputGuardrails: [
        {
          name: 'no secrets',
          runInParallel: false,
          execute: ({ input }) =>
            Promise.resolve({
              outputInfo: null,
              tripwireTriggered: JSON.stringify(input).includes('password'),
            }),
        },
      ],
    });
    const fn = openAIAgent(agent, { runOptions: { maxTurns: 3 } });
    const { evidence, stats } = await collectEvidence(
      {
        cases: ['fine', 'loop forever', 'down', 'my password is hunter2'].map((input) => ({
          input,
        })),
        k: 2,
      },
      await functionAgent(fn),
    );
    const first = evidence.cases.map((c) => c.observations[0]);
    expect(first[0]).toMatchObject({ decision: 'lookup_order', tools: ['lookup_order'] });
    expect(first[0]?.error).toBeUndefined();
    // A failed call is recorded as its error, with no decision, and ends its series.
    expect(first.slice(1).map((o) => o?.decision)).toEqual([undefined, undefined, undefined]);
    expect(evidence.cases.map((c) => c.observations.length)).toEqual([2, 1, 1, 1]);
    expect(first[1]?.error).toMatch(/Max turns \(3\) exceeded/);
    expect(first[2]?.error).toMatch(/503 upstream model unavailable/);
    expect(first[3]?.error).toMatch(/guardrail/i);
    expect(stats.errors).toBe(3);
    expect(evidence.isolation).toBe('fresh-session');
    expect(assess(evidence, null, { epsilon: 0.05 }).status).toBe('incomplete');

    // The SDK's own error reaches the collector unchanged: a runtime error, not an extraction one.
    const thrown: unknown = await fn('loop again').then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(MaxTurnsExceededError);
    expect(failureReasonOf(thrown)).toBe('runtime_error');
    const tripped: unknown = await fn('password').then(
      () => null,
      (e: unknown) => e,
    );
    expect(tripped).toBeInstanceOf(InputGuardrailTripwireTriggered);
  });
});

describe('openAIAgent: isolation, runners and the lazy import', () => {
  it('a session shares the conversation across calls: shared-session', async () => {
    const model = new ScriptedModel((request) => [
      say(`seen ${Array.isArray(request.input) ? request.input.length : 1} items`),
    ]);
    const agent = new Agent({ name: 'chat', model });
    const session = new MemorySession();
    const fn = openAIAgent(agent, { decision: 'text', runOptions: { session } });
    expect(fn.isolation).toBe('shared-session');
    expect((await fn('one')).text).toBe('seen 1 items');
    // The second run saw the first exchange: the calls are not independent.
    expect((await fn('two')).text).toBe('seen 3 items');
    expect(openAIAgent(agent, { runOptions: { conversationId: 'c' } }).isolation).toBe(
      'shared-session',
    );
    expect(
      openAIAgent(agent, { runOptions: { session }, isolation: 'fresh-instance' }).isolation,
    ).toBe('fresh-instance');
  });

  it('without a session every call starts from its input alone', async () => {
    const model = new ScriptedModel((request) => [
      say(`seen ${Array.isArray(request.input) ? request.input.length : 1} items`),
    ]);
    const fn = openAIAgent(new Agent({ name: 'chat', model }), { decision: 'text' });
    expect((await fn('one')).text).toBe('seen 1 items');
    expect((await fn('two')).text).toBe('seen 1 items');
  });

  it('uses an injected run or Runner, with the run options and never streaming', async () => {
    const agent = new Agent({ name: 'a', model: turns([say('ok')]) });
    const seen: unknown[] = [];
    const injected: OpenAIAgentOptions['run'] = (a, input, options) => {
      seen.push([a, input, options]);
      return run(a as Agent, input);
    };
    const fn = openAIAgent(agent, {
      run: injected,
      decision: 'text',
      runOptions: { maxTurns: 2, stream: true },
    });
    expect((await fn('hello')).decision).toBe('ok');
    expect(seen).toEqual([[agent, 'hello', { maxTurns: 2, stream: false }]]);

    const runner = new Runner({ workflowName: 'agentverity test' });
    const spy = vi.spyOn(runner, 'run');
    const viaRunner = openAIAgent(agent, { runner, decision: 'text' });
    expect((await viaRunner('hi')).decision).toBe('ok');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('imports run from @openai/agents when none is given', async () => {
    // The default path: the SDK's own run, from the package users install.
    const agent = new Agent({ name: 'a', model: turns([say('fine')]) });
    expect((await openAIAgent(agent, { decision: 'text' })('x')).decision).toBe('fine');
  });

  it('names the package when the SDK is not installed, as that call failing', async () => {
    vi.resetModules();
    vi.doMock('@openai/agents', () => {
      throw new Error("Cannot find package '@openai/agents'");
    });
    vi.doMock('@openai/agents-core', () => {
      throw new Error("Cannot find package '@openai/agents-core'");
    });
    try {
      const fresh = await import('../../src/agents/openai-agents.js');
      const fn = fresh.openAIAgent({ name: 'a' });
      const e: unknown = await fn('x').then(
        () => null,
        (error: unknown) => error,
      );
      expect((e as Error).name).toBe('AgentCallError');
      expect((e as Error).message).toMatch(/npm install @openai\/agents/);
      expect((e as Error).message).toMatch(/Node 20/);
    } finally {
      vi.doUnmock('@openai/agents');
      vi.doUnmock('@openai/agents-core');
      vi.resetModules();
    }
  });

  it('refuses something that is not an agent at once', () => {
    expect(() => openAIAgent(null as never)).toThrow(/needs an Agents SDK Agent/);
  });
});
