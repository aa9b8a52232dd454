// examples/vercel-ai: a tool-choosing router built on the Vercel AI SDK, run on the
// SDK's own mock language model (`ai/test`), with no network. The tool the model
// calls is the decision; the run goes through `agentverity run` as a module agent.
import path from 'node:path';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { readSuite } from '../../src/evidence/suite.js';
import { AgentCallError, failureReasonOf, functionAgent, loadModuleAgent } from '../../src/agents/index.js';
import { ROOT } from '../helpers/cli.js';
import { runDeterministicExample } from '../helpers/examples.js';
import { refusalOfAsync } from '../helpers/refusal.js';

const DIR = path.join(ROOT, 'examples/vercel-ai');
const SUITE = path.join(DIR, 'suite.json');

interface Example {
  createRouter: (model: unknown) => ((input: string) => Promise<unknown>) & { isolation?: string };
  tools: Record<string, unknown>;
}

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A mock model that answers each call with the given content and records what it was asked. */
function scripted(...answers: unknown[][]) {
  let i = 0;
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: (answers[Math.min(i++, answers.length - 1)] ?? []) as never,
      finishReason: { unified: 'tool-calls', raw: undefined },
      usage,
      warnings: [],
    }),
  });
}

const call = (toolName: string, id = '1') => ({
  type: 'tool-call',
  toolCallId: id,
  toolName,
  input: '{"reason":"test"}',
});

describe('examples/vercel-ai/agent.mjs', () => {
  it('offers one tool per allowed decision and reads the tool called as the decision', async () => {
    const example = (await import(path.join(DIR, 'agent.mjs'))) as Example;
    const suite = await readSuite(SUITE);
    expect(Object.keys(example.tools).sort()).toEqual([...suite.contract.allowed]);

    const model = scripted([call('track_parcel')]);
    const route = example.createRouter(model);
    expect(route.isolation).toBe('fresh-session');
    expect(await route('Where is my parcel?')).toEqual({
      decision: 'track_parcel',
      text: '',
      tools: ['track_parcel'],
    });
    // What the SDK sent the model: the ticket as the user's message and every tool.
    const sent = model.doGenerateCalls[0];
    expect(sent?.toolChoice).toEqual({ type: 'auto' });
    expect(sent?.tools?.map((t) => t.name).sort()).toEqual([...suite.contract.allowed]);
    expect(JSON.stringify(sent?.prompt)).toContain('Where is my parcel?');
  });

  it('a model that calls no tool gives the no-decision the suite declares', async () => {
    const example = (await import(path.join(DIR, 'agent.mjs'))) as Example;
    const suite = await readSuite(SUITE);
    const route = example.createRouter(scripted([{ type: 'text', text: 'Sorry.' }]));
    expect(await route('hello')).toEqual({
      decision: { noDecision: 'no_tool_selected' },
      text: 'Sorry.',
      tools: [],
    });
    expect(suite.contract.allowedNoDecisions).toEqual(['no_tool_selected']);
  });
});

describe('agentverity run on examples/vercel-ai/offline.mjs (the mock model)', () => {
  it('routes every case as the suite expects and repeats: deterministic, exit 0', async () => {
    const { evidence } = await runDeterministicExample(
      'examples/vercel-ai/offline.mjs',
      'examples/vercel-ai/suite.json',
      ['escalate', 'refund', 'track_parcel'],
    );
    for (const c of evidence.cases) {
      const first = c.observations[0];
      expect(first?.decision, c.expected).toBe(c.expected);
      // The tool path is the tool the model called.
      expect(first?.tools).toEqual([c.expected]);
    }
  });
});

describe('examples/vercel-ai/agent.mjs as a module agent', () => {
  it('is read as a createAgent factory (its provider package is the only thing missing here)', async () => {
    // A default export declaring no parameter is refused as ambiguous; the factory
    // is the named export createAgent, which loads @ai-sdk/openai (not installed here).
    const refusal = await refusalOfAsync(
      loadModuleAgent('examples/vercel-ai/agent.mjs', { cwd: ROOT }),
    );
    expect(refusal.code).toBe('agent.factory-threw');
    expect(refusal.message).toMatch(/@ai-sdk\/openai/);
    const gate = await refusalOfAsync(
      loadModuleAgent('examples/vercel-ai/approval.mjs', { cwd: ROOT }),
    );
    expect(gate.code).toBe('agent.factory-threw');
  });
});

interface ApprovalExample {
  createApprover: (model: unknown) => ((input: string) => Promise<unknown>) & {
    isolation?: string;
  };
  DECISIONS: string[];
}

describe('examples/vercel-ai/approval.mjs (generateText with Output.object)', () => {
  const answering = (text: string) =>
    new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: 'text', text }] as never,
        finishReason: { unified: 'stop', raw: undefined },
        usage,
        warnings: [],
      }),
    });

  it('asks for the schema and reads its decision key, with the reason as text', async () => {
    const example = (await import(path.join(DIR, 'approval.mjs'))) as ApprovalExample;
    const suite = await readSuite(path.join(DIR, 'approval-suite.json'));
    expect([...example.DECISIONS].sort()).toEqual([...suite.contract.allowed]);
    const model = answering('{"decision":"deny","reason":"outside the 30-day window"}');
    const gate = example.createApprover(model);
    expect(gate.isolation).toBe('fresh-session');
    expect(await gate('Refund what I bought last year')).toEqual({
      decision: 'deny',
      text: 'outside the 30-day window',
      tools: [],
    });
    // The SDK sent the schema as the response format, and the request as the user's message.
    const sent = model.doGenerateCalls[0];
    expect(sent?.responseFormat).toMatchObject({
      type: 'json',
      schema: { properties: { decision: { enum: example.DECISIONS } } },
    });
    expect(JSON.stringify(sent?.prompt)).toContain('Refund what I bought last year');
  });

  it('an answer that is not the object is the call’s malformed response; no decision key is an extraction failure', async () => {
    const example = (await import(path.join(DIR, 'approval.mjs'))) as ApprovalExample;
    const prose = await functionAgent(example.createApprover(answering('Sure, approved!')));
    const e = await Promise.resolve(prose.call('x', 1, false)).then(
      () => null,
      (error: unknown) => error,
    );
    // The example's AgentCallError is dist/lib.js's class, not this checkout's src one:
    // failureReasonOf reads the reason by the error's name and reason, not its class.
    expect(e).not.toBeInstanceOf(AgentCallError);
    expect(failureReasonOf(e)).toBe('malformed_response');
    const keyless = await functionAgent(
      example.createApprover(answering('{"outcome":"approve","reason":"ok"}')),
    );
    const k = await Promise.resolve(keyless.call('x', 1, false)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failureReasonOf(k)).toBe('extraction_failed');
  });
});

describe('agentverity run on examples/vercel-ai/approval-offline.mjs (the mock model)', () => {
  it('gives every case the expected decision and repeats: deterministic, exit 0', async () => {
    const { evidence } = await runDeterministicExample(
      'examples/vercel-ai/approval-offline.mjs',
      'examples/vercel-ai/approval-suite.json',
      ['approve', 'deny', 'review'],
    );
    for (const c of evidence.cases) {
      const first = c.observations[0];
      expect(first?.decision, c.expected).toBe(c.expected);
      expect(first?.text).toBe('keyword match');
      expect(first?.tools).toBeUndefined();
    }
  });
});
