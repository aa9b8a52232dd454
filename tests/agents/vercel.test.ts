import { generateText, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AgentCallError, fromGenerateText, functionAgent } from '../../src/agents/index.js';
import type { Observation } from '../../src/core/index.js';

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
