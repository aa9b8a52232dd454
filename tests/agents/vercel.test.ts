import {
  APICallError,
  dynamicTool,
  generateObject,
  generateText,
  Output,
  stepCountIs,
  tool,
} from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AgentCallError,
  aiSdkAgent,
  failureReasonOf,
  fromGenerateObject,
  fromGenerateText,
  functionAgent,
} from '../../src/agents/index.js';
import { collectEvidence } from '../../src/collect/index.js';
import { assess, type Observation } from '../../src/core/index.js';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

function model(content: unknown[]) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: content as never,
      finishReason: { unified: 'tool-calls', raw: undefined },
      usage,
      warnings: [],
    }),
  });
}

// The SDK's tool types do not fit exactOptionalPropertyTypes; the runtime objects are what matter.
const tools = {
  refund: tool({ description: 'refund', inputSchema: z.object({ amount: z.number() }) }),
  escalate: tool({ description: 'escalate', inputSchema: z.object({}) }),
} as never;

describe('fromGenerateText (Vercel AI SDK)', () => {
  it('reads tool calls as the tool path and the first tool as the decision', async () => {
    const result = await generateText({
      model: model([
        { type: 'tool-call', toolCallId: '1', toolName: 'refund', input: '{"amount":5}' },
        { type: 'tool-call', toolCallId: '2', toolName: 'escalate', input: '{}' },
      ]),
      tools,
      prompt: 'I want my money back',
    });
    expect(fromGenerateText(result)).toEqual({
      decision: 'refund',
      text: '',
      tools: ['refund', 'escalate'],
    });
    expect(fromGenerateText(result, { decision: 'last-tool', keepArgs: true })).toMatchObject({
      decision: 'escalate',
      tools: [
        { name: 'refund', args: { amount: 5 } },
        { name: 'escalate', args: {} },
      ],
    });
  });

  it('gives the typed no_tool_selected when the model calls no tool', async () => {
    const result = await generateText({
      model: model([{ type: 'text', text: 'Hello there' }]),
      tools,
      prompt: 'hi',
    });
    expect(fromGenerateText(result)).toEqual({
      decision: { noDecision: 'no_tool_selected' },
      text: 'Hello there',
      tools: [],
    });
  });

  it('plugs into an agent function without glue', async () => {
    const agent = await functionAgent(async (input: string) =>
      fromGenerateText(
        await generateText({
          model: model([{ type: 'tool-call', toolCallId: '1', toolName: 'escalate', input: '{}' }]),
          tools,
          prompt: input,
        }),
      ),
    );
    const o = (await agent.call('x', 1, false)) as Observation;
    expect(o.verdict).toBe('escalate');
    expect(o.tools).toEqual(['escalate']);
  });

  it('fails extraction when the rule finds no decision, and bounds the label it finds', async () => {
    const answer = (text: string, rule: 'text' | 'first-tool') =>
      functionAgent(async (input: string) =>
        fromGenerateText(
          await generateText({
            model: model([{ type: 'text', text }]),
            tools,
            prompt: input,
          }),
          { decision: rule },
        ),
      );
    const failure = async (text: string) => {
      const agent = await answer(text, 'text');
      const e: unknown = await Promise.resolve(agent.call('x', 1, false)).then(
        () => null,
        (error: unknown) => error,
      );
      if (e instanceof AgentCallError) return e;
      throw new Error('expected the call to fail');
    };
    // The text rule on an empty text gives no decision: not the empty decision.
    const empty = await failure('   ');
    expect(empty.reason).toBe('extraction_failed');
    expect(empty.message).toMatch(/"decision" is null/);
    const long = await failure('Dear customer, '.repeat(40));
    expect(long.reason).toBe('malformed_response');
    expect(long.message).toMatch(/599 characters, more than the 256/);
    const routed = await answer('  refund ', 'text');
    expect(((await routed.call('x', 1, false)) as Observation).verdict).toBe('refund');
  });
});

// ---------------------------------------------------------------------------
// Multi-step runs, structured output, generateObject and the agent wrapper, all on
// the SDK's own mock model and its real generateText / generateObject.

type Finish = 'tool-calls' | 'stop';

/** A mock model answering call n with the n-th content (the last one repeats). */
function steps(...answers: [unknown[], Finish][]) {
  let i = 0;
  return new MockLanguageModelV3({
    doGenerate: async () => {
      const [content, finish] = answers[Math.min(i++, answers.length - 1)] ?? [[], 'stop'];
      return {
        content: content as never,
        finishReason: { unified: finish, raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
}

const toolCall = (toolName: string, id: string, input = '{}') => ({
  type: 'tool-call',
  toolCallId: id,
  toolName,
  input,
});
const say = (text: string) => ({ type: 'text', text });

async function failureOf(work: () => unknown): Promise<AgentCallError> {
  const e: unknown = await Promise.resolve()
    .then(work)
    .then(
      () => null,
      (error: unknown) => error,
    );
  if (e instanceof AgentCallError) return e;
  throw new Error(`expected an AgentCallError, got ${String(e)}`);
}

describe('fromGenerateText: multi-step tool runs (stopWhen)', () => {
  it('reads every step: tool A executes, then tool B, then the final text', async () => {
    const ran: string[] = [];
    const stepTools = {
      lookup_order: tool({
        description: 'look up an order',
        inputSchema: z.object({ id: z.string() }),
        execute: async ({ id }: { id: string }) => (ran.push(`lookup ${id}`), { paid: true }),
      }),
      refund: tool({
        description: 'refund',
        inputSchema: z.object({ amount: z.number() }),
        execute: async ({ amount }: { amount: number }) => (ran.push(`refund ${amount}`), 'ok'),
      }),
    } as never;
    const result = await generateText({
      model: steps(
        [[say('Let me check.'), toolCall('lookup_order', 'a', '{"id":"42"}')], 'tool-calls'],
        [[toolCall('refund', 'b', '{"amount":5}')], 'tool-calls'],
        [[say('Refunded 5.')], 'stop'],
      ),
      tools: stepTools,
      stopWhen: stepCountIs(5) as never,
      prompt: 'refund order 42',
    });
    expect(ran).toEqual(['lookup 42', 'refund 5']);
    expect(result.steps).toHaveLength(3);
    // The path comes from the steps: the SDK's own toolCalls are the final step's (none)
    // in ai 6, and every step's (2) since ai 7.
    expect([0, 2]).toContain(result.toolCalls.length);
    expect(fromGenerateText(result)).toEqual({
      decision: 'lookup_order',
      // The final step's text, as the SDK defines result.text: not every step's.
      text: 'Refunded 5.',
      tools: ['lookup_order', 'refund'],
    });
    expect(fromGenerateText(result, { decision: 'last-tool', keepArgs: true })).toEqual({
      decision: 'refund',
      text: 'Refunded 5.',
      tools: [
        { name: 'lookup_order', args: { id: '42' } },
        { name: 'refund', args: { amount: 5 } },
      ],
    });
  });

  it('keeps a tool that threw, a dynamic tool and an unknown tool in the path; toolErrors: fail fails the call', async () => {
    const stepTools = {
      charge: tool({
        description: 'charge',
        inputSchema: z.object({}),
        execute: async (): Promise<string> => {
          throw new Error('card declined');
        },
      }),
      lookup: dynamicTool({
        description: 'a tool defined at run time',
        inputSchema: z.object({}),
        execute: async () => 'found',
      }),
    } as never;
    const run = () =>
      generateText({
        model: steps(
          [[toolCall('charge', 'a')], 'tool-calls'],
          [[toolCall('lookup', 'b'), toolCall('teleport', 'c')], 'tool-calls'],
          [[say('Done.')], 'stop'],
        ),
        tools: stepTools,
        stopWhen: stepCountIs(5) as never,
        prompt: 'x',
      });
    const result = await run();
    // The SDK records the throw and the unknown tool as tool-error parts and goes on.
    const errors = result.steps.flatMap((s) => s.content.filter((p) => p.type === 'tool-error'));
    expect(errors.map((p) => p.toolName)).toEqual(['charge', 'teleport']);
    expect(result.steps[1]?.toolCalls.map((c) => c.dynamic)).toEqual([true, true]);

    expect(fromGenerateText(result)).toEqual({
      decision: 'charge',
      text: 'Done.',
      tools: ['charge', 'lookup', 'teleport'],
    });
    expect(fromGenerateText(result, { keepArgs: true }).tools).toEqual([
      { name: 'charge', args: {}, failed: true },
      { name: 'lookup', args: {} },
      { name: 'teleport', args: {}, failed: true },
    ]);
    const failed = await failureOf(() => fromGenerateText(result, { toolErrors: 'fail' }));
    expect(failed.reason).toBe('runtime_error');
    expect(failed.message).toBe('the tool "charge" (tool call 1 of 3) failed: "card declined"');
  });
});

describe('fromGenerateText: structured output (output: Output.object / Output.choice)', () => {
  const answer = (json: unknown) => steps([[say(JSON.stringify(json))], 'stop']);

  it('reads the decision from the structured output by default, and by decisionKey', async () => {
    const result = await generateText({
      model: answer({ route: 'refund', reason: 'double charge' }),
      output: Output.object({ schema: z.object({ route: z.string(), reason: z.string() }) }),
      prompt: 'charged twice',
    });
    expect(result.output).toEqual({ route: 'refund', reason: 'double charge' });
    expect(fromGenerateText(result)).toEqual({
      decision: 'refund',
      text: '{"route":"refund","reason":"double charge"}',
      tools: [],
    });
    expect(
      fromGenerateText(result, { decision: 'output-key', decisionKey: 'reason', textKey: 'route' }),
    ).toEqual({ decision: 'double charge', text: 'refund', tools: [] });
    // An explicit tool rule still wins over the output.
    expect(fromGenerateText(result, { decision: 'first-tool' }).decision).toEqual({
      noDecision: 'no_tool_selected',
    });
    const missing = await failureOf(() => fromGenerateText(result, { decisionKey: 'queue' }));
    expect(missing.reason).toBe('extraction_failed');
    expect(missing.message).toBe(
      'no decision in the answer: the structured output has no key "queue" (it has the keys "route", "reason"); name the key with decisionKey',
    );
  });

  it('a choice output is the decision; text output is not a structured output', async () => {
    const chose = await generateText({
      model: answer({ result: 'escalate' }),
      output: Output.choice({ options: ['refund', 'escalate'] }),
      prompt: 'fire',
    });
    expect(fromGenerateText(chose).decision).toBe('escalate');
    // No output asked for: the SDK's output is the text itself, and the rule stays first-tool.
    const plain = await generateText({ model: answer('hello'), prompt: 'hi' });
    expect(plain.output).toBe('"hello"');
    expect(fromGenerateText(plain).decision).toEqual({ noDecision: 'no_tool_selected' });
    // output-key asked for where the final step gave no output (it ended with tool calls).
    const noOutput = await generateText({
      model: steps([[toolCall('escalate', 'a')], 'tool-calls']),
      tools,
      prompt: 'x',
    });
    expect(() => noOutput.output).toThrow(/No output generated/);
    const none = await failureOf(() => fromGenerateText(noOutput, { decision: 'output-key' }));
    expect(none.reason).toBe('extraction_failed');
    expect(none.message).toMatch(/^no decision in the answer: the result has no structured output/);
  });

  it('reads the output of a tool-using multi-step run after its tools', async () => {
    const result = await generateText({
      model: steps(
        [[toolCall('refund', 'a', '{"amount":5}')], 'tool-calls'],
        [[say('{"decision":"refunded"}')], 'stop'],
      ),
      tools: {
        refund: tool({
          description: 'refund',
          inputSchema: z.object({ amount: z.number() }),
          execute: async () => 'ok',
        }),
      } as never,
      output: Output.object({ schema: z.object({ decision: z.string() }) }),
      stopWhen: stepCountIs(3) as never,
      prompt: 'x',
    });
    expect(fromGenerateText(result)).toEqual({
      decision: 'refunded',
      text: '{"decision":"refunded"}',
      tools: ['refund'],
    });
  });
});

describe('fromGenerateObject', () => {
  const object = async (json: unknown) =>
    generateObject({
      model: steps([[say(JSON.stringify(json))], 'stop']),
      schema: z.object({}).passthrough(),
      prompt: 'x',
    });

  it('reads the first of decision, verdict, route, classification, or the key named', async () => {
    const r = await object({ reason: 'fine', verdict: 'approve', route: 'other' });
    expect(fromGenerateObject(r)).toEqual({
      decision: 'approve',
      text: '{"reason":"fine","verdict":"approve","route":"other"}',
      tools: [],
    });
    expect(fromGenerateObject(r, { decisionKey: 'route', textKey: 'reason' })).toEqual({
      decision: 'other',
      text: 'fine',
      tools: [],
    });
    const flags = await object({ approved: false, risk: 3 });
    expect(fromGenerateObject(flags, { decisionKey: 'approved' }).decision).toBe('false');
    expect(
      fromGenerateObject(flags, {
        decisionKey: (o) => ((o as { risk: number }).risk > 2 ? 'review' : 'pass'),
      }).decision,
    ).toBe('review');
  });

  it('an enum output is the decision itself', async () => {
    const r = await generateObject({
      model: steps([[say('{"result":"deny"}')], 'stop']),
      output: 'enum',
      enum: ['approve', 'deny'],
      prompt: 'x',
    });
    expect(r.object).toBe('deny');
    expect(fromGenerateObject(r)).toEqual({ decision: 'deny', text: 'deny', tools: [] });
  });

  it('absent or blank is an extraction failure; an object or a list is malformed', async () => {
    const none = await failureOf(async () => fromGenerateObject(await object({ reason: 'x' })));
    expect(none.reason).toBe('extraction_failed');
    expect(none.message).toBe(
      'no decision in the answer: the object has none of the keys "decision", "verdict", "route", "classification" (it has the key "reason"); name the key with decisionKey',
    );
    const blank = await failureOf(async () => fromGenerateObject(await object({ decision: ' ' })));
    expect(blank.reason).toBe('extraction_failed');
    expect(blank.message).toMatch(/key "decision" is only whitespace/);
    const nul = await failureOf(async () => fromGenerateObject(await object({ decision: null })));
    expect(nul.reason).toBe('extraction_failed');
    for (const value of [{ label: 'a' }, ['a']]) {
      const bad = await failureOf(async () =>
        fromGenerateObject(await object({ decision: value })),
      );
      expect(bad.reason).toBe('malformed_response');
      expect(bad.message).toMatch(/key "decision" is an? (object|list); a decision is a label/);
    }
    const notObject = await failureOf(() =>
      fromGenerateObject({ object: ['a'] }, { decisionKey: 'decision' }),
    );
    expect(notObject.reason).toBe('extraction_failed');
  });
});

describe('aiSdkAgent', () => {
  it('wraps generateText and generateObject calls as a fresh-session agent, read by shape', async () => {
    const text = aiSdkAgent((input) =>
      generateText({
        model: steps([[toolCall('escalate', 'a')], 'tool-calls']),
        tools,
        prompt: input,
      }),
    );
    expect(text.isolation).toBe('fresh-session');
    expect(text.length).toBe(1);
    const agent = await functionAgent(text);
    expect(agent.isolation).toBe('fresh-session');
    expect(await agent.call('x', 1, false)).toMatchObject({
      verdict: 'escalate',
      tools: ['escalate'],
    });

    const gate = await functionAgent(
      aiSdkAgent(
        (input) =>
          generateObject({
            model: steps([[say(`{"decision":"approve","why":${JSON.stringify(input)}}`)], 'stop']),
            schema: z.object({ decision: z.enum(['approve', 'deny']), why: z.string() }),
            prompt: input,
          }),
        { textKey: 'why', isolation: 'shared-session' },
      ),
    );
    expect(gate.isolation).toBe('shared-session');
    expect(await gate.call('small refund', 1, false)).toMatchObject({
      verdict: 'approve',
      text: 'small refund',
      tools: [],
    });
  });

  it('an object the schema rejects (NoObjectGeneratedError) is the call’s malformed response', async () => {
    const agent = await functionAgent(
      aiSdkAgent((input) =>
        generateObject({
          model: steps([[say('I think we should approve it.')], 'stop']),
          schema: z.object({ decision: z.string() }),
          prompt: input,
        }),
      ),
    );
    const e = await failureOf(() => agent.call('x', 1, false));
    expect(e.reason).toBe('malformed_response');
    expect(e.message).toMatch(
      /^the model's answer is not the object the schema asks for \(NoObjectGeneratedError: No object generated/,
    );
    expect(failureReasonOf(e)).toBe('malformed_response');
  });

  it('generateText whose output fails its schema, and an overlong label, are malformed too', async () => {
    const structured = await functionAgent(
      aiSdkAgent((input) =>
        generateText({
          model: steps([[say('approve, I think')], 'stop']),
          output: Output.object({ schema: z.object({ decision: z.string() }) }),
          prompt: input,
        }),
      ),
    );
    const e = await failureOf(() => structured.call('x', 1, false));
    expect(e.reason).toBe('malformed_response');
    expect(e.message).toMatch(/NoObjectGeneratedError/);
    const long = await functionAgent(
      aiSdkAgent(() => Promise.resolve({ object: { decision: 'a'.repeat(300) } })),
    );
    const l = await failureOf(() => long.call('x', 1, false));
    expect(l.reason).toBe('malformed_response');
    expect(l.message).toMatch(/300 characters, more than the 256/);
  });

  it('a tool approval request (needsApproval) ends the call as a failed call (interrupted)', async () => {
    let executed = 0;
    const gated = {
      refund: tool({
        description: 'refund',
        inputSchema: z.object({ amount: z.number() }),
        needsApproval: true,
        execute: async () => {
          executed++;
          return 'refunded';
        },
      }),
    } as never;
    const call = (input: string) =>
      generateText({
        model: model([
          { type: 'tool-call', toolCallId: '1', toolName: 'refund', input: '{"amount":5}' },
        ]),
        tools: gated,
        prompt: input,
      });
    // What the SDK itself returns: the call, not run, and its approval request.
    const result = await call('refund me');
    expect(executed).toBe(0);
    expect(result.content.map((p) => p.type)).toContain('tool-approval-request');
    const e = await failureOf(() => fromGenerateText(result));
    expect(e.reason).toBe('interrupted');
    expect(e.message).toMatch(/tool approval \("refund", needsApproval\)/);
    // Through the collector: failed calls, incomplete evidence (exit 2), never a decision.
    const agent = await functionAgent(aiSdkAgent(call));
    const { evidence } = await collectEvidence(
      { cases: [{ input: 'a' }, { input: 'b' }], k: 2 },
      agent,
    );
    const observations = evidence.cases.flatMap((c) => c.observations);
    expect(observations.length).toBeGreaterThan(0);
    for (const o of observations) {
      expect(o.decision).toBeUndefined();
      expect(o.error).toMatch(/approval/);
    }
    expect(assess(evidence, null, { epsilon: 0.05 }).exitCode).toBe(2);
  });

  it('refuses a value that is no SDK result as malformed', async () => {
    const agent = await functionAgent(aiSdkAgent(async () => null));
    expect((await failureOf(() => agent.call('x', 1, false))).reason).toBe('malformed_response');
  });

  it('a framework error is a failed call (runtime_error) in the evidence, not a crash', async () => {
    // The mock model's provider call fails for one ticket (an HTTP 500 from the API).
    const model = new MockLanguageModelV3({
      doGenerate: async ({ prompt }) => {
        if (JSON.stringify(prompt).includes('boom')) {
          throw new APICallError({
            message: 'Internal Server Error',
            url: 'https://api.example.test/v1/chat',
            requestBodyValues: {},
            statusCode: 500,
            isRetryable: false,
          });
        }
        return {
          content: [toolCall('refund', 'a')] as never,
          finishReason: { unified: 'tool-calls', raw: undefined },
          usage,
          warnings: [],
        };
      },
    });
    const route = aiSdkAgent((input) => generateText({ model, tools, prompt: input }));
    const agent = await functionAgent(route);
    const thrown: unknown = await Promise.resolve(agent.call('boom', 1, false)).then(
      () => null,
      (error: unknown) => error,
    );
    // The SDK's own error propagates: not an AgentCallError, so its reason is runtime_error.
    expect(APICallError.isInstance(thrown)).toBe(true);
    expect(failureReasonOf(thrown)).toBe('runtime_error');

    const { evidence, fatal } = await collectEvidence(
      { cases: [{ input: 'refund me' }, { input: 'boom' }, { input: 'money back' }], k: 2 },
      agent,
    );
    expect(fatal).toBeUndefined();
    expect(evidence.isolation).toBe('fresh-session');
    const [ok, failed, ok2] = evidence.cases;
    expect(ok?.observations.map((o) => o.decision)).toEqual(['refund', 'refund']);
    expect(ok2?.observations.map((o) => o.decision)).toEqual(['refund', 'refund']);
    // The series ends at its first failed call, recorded with the SDK's message.
    expect(failed?.observations).toHaveLength(1);
    expect(failed?.observations[0]?.decision).toBeUndefined();
    expect(failed?.observations[0]?.error).toBe('Internal Server Error');
    expect(evidence.complete).toBe(true);
    const a = assess(evidence, null, { epsilon: 0.05 });
    expect(a.status).toBe('incomplete');
  });
});
