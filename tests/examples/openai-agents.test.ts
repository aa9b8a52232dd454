// examples/openai-agents: a refund approval gate built on OpenAI's Agents SDK (a tool,
// then a structured verdict), run on scripted implementations of the SDK's Model
// interface, with no network and no key. The structured decision is what is
// compared; the run goes through `agentverity run` as a module agent.
import path from 'node:path';
import {
  MaxTurnsExceededError,
  setTracingDisabled,
  Usage,
  type AgentOutputItem,
  type Model,
  type ModelRequest,
  type ModelResponse,
} from '@openai/agents';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSuite } from '../../src/evidence/suite.js';
import { ROOT } from '../helpers/cli.js';
import { runDeterministicExample } from '../helpers/examples.js';

const DIR = path.join(ROOT, 'examples/openai-agents');
const SUITE = path.join(DIR, 'suite.json');

beforeAll(() => setTracingDisabled(true));

type Gate = ((input: string) => Promise<unknown>) & { isolation?: string };

interface Example {
  createGate: (model: unknown) => Gate;
  Verdict: { shape: { decision: { options: readonly string[] } } };
  default: Gate;
}

/** A Model answering the turns in order (the last one again), recording every request. */
function scripted(...answers: AgentOutputItem[][]): Model & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    requests,
    getResponse(request: ModelRequest): Promise<ModelResponse> {
      const turn = requests.push(request) - 1;
      return Promise.resolve({
        usage: new Usage(),
        output: answers[Math.min(turn, answers.length - 1)] ?? [],
      });
    },
    getStreamedResponse() {
      throw new Error('no streaming here');
    },
  };
}

const lookup = (order: string): AgentOutputItem => ({
  type: 'function_call',
  callId: `call-${order}`,
  name: 'lookup_order',
  arguments: JSON.stringify({ order }),
  status: 'completed',
});

const answer = (json: unknown): AgentOutputItem => ({
  type: 'message',
  role: 'assistant',
  status: 'completed',
  content: [{ type: 'output_text', text: JSON.stringify(json) }],
});

describe('examples/openai-agents/agent.mjs', () => {
  it("asks for the suite's decisions, runs the tool, and reads the structured decision", async () => {
    const example = (await import(path.join(DIR, 'agent.mjs'))) as Example;
    const suite = await readSuite(SUITE);
    expect([...example.Verdict.shape.decision.options].sort()).toEqual([
      ...suite.contract.allowed,
    ]);
    // The default export is the agent on an OpenAI model: loading it calls nothing.
    expect(typeof example.default).toBe('function');
    expect(example.default.isolation).toBe('fresh-session');

    const model = scripted(
      [lookup('A-3001')],
      [answer({ decision: 'escalate', reason: 'over 100 EUR' })],
    );
    const gate = example.createGate(model);
    expect(gate.isolation).toBe('fresh-session');
    expect(await gate('Refund the laptop of order A-3001')).toEqual({
      decision: 'escalate',
      text: '{"decision":"escalate","reason":"over 100 EUR"}',
      tools: ['lookup_order'],
    });
    // The SDK offered the tool and the schema, and sent the tool's answer back.
    expect(model.requests[0]?.tools.map((t) => t.name)).toEqual(['lookup_order']);
    expect(model.requests[0]?.outputType).not.toBe('text');
    expect(JSON.stringify(model.requests[1]?.input)).toContain('laptop');
  });

  it('a model that never stops calling the tool is that call failing after 4 turns', async () => {
    const example = (await import(path.join(DIR, 'agent.mjs'))) as Example;
    const gate = example.createGate(scripted([lookup('A-1001')]));
    await expect(gate('Refund A-1001')).rejects.toBeInstanceOf(MaxTurnsExceededError);
  });
});

describe('agentverity run on examples/openai-agents/offline.mjs (the scripted model)', () => {
  it('decides every case as the suite expects and repeats: deterministic, exit 0', async () => {
    const { evidence } = await runDeterministicExample(
      'examples/openai-agents/offline.mjs',
      'examples/openai-agents/suite.json',
      ['approve', 'deny', 'escalate'],
    );
    for (const c of evidence.cases) {
      const first = c.observations[0];
      expect(first?.decision, c.expected).toBe(c.expected);
      // The tool path: the order was looked up before the verdict.
      expect(first?.tools).toEqual(['lookup_order']);
      expect(JSON.parse(first?.text ?? '{}')).toMatchObject({ decision: c.expected });
    }
  });
});
