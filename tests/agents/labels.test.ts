// One rule for a structured decision, whichever framework wrote it: the Vercel
// AI SDK's object, the OpenAI Agents SDK's structured output and a LangGraph
// state key fail the same way on the same value.
import { describe, expect, it } from 'vitest';
import { AgentCallError } from '../../src/agents/index.js';
import { decisionLabel } from '../../src/agents/labels.js';
import { fromLangGraphState } from '../../src/agents/langgraph.js';
import { fromAgentsRunResult } from '../../src/agents/openai-agents.js';
import { fromGenerateObject } from '../../src/agents/vercel.js';

function reasonOf(f: () => unknown): string {
  try {
    f();
  } catch (error) {
    if (error instanceof AgentCallError) return error.reason;
    throw error;
  }
  return 'ok';
}

const READERS: Record<string, (value: unknown) => unknown> = {
  vercel: (value) => fromGenerateObject({ object: { decision: value } }),
  'openai-agents': (value) =>
    fromAgentsRunResult(
      { finalOutput: { decision: value }, newItems: [] },
      { decision: 'output-key' },
    ),
  langgraph: (value) => fromLangGraphState({ decision: value }, { decisionKey: 'decision' }),
};

describe('decisionLabel', () => {
  it('labels strings, numbers and booleans; passes a typed no-decision', () => {
    expect(decisionLabel('refund', 'x')).toBe('refund');
    expect(decisionLabel(3, 'x')).toBe('3');
    expect(decisionLabel(false, 'x')).toBe('false');
    expect(decisionLabel({ noDecision: 'refused' }, 'x')).toEqual({ noDecision: 'refused' });
  });

  for (const [name, read] of Object.entries(READERS)) {
    it(`${name}: blank is extraction_failed; an object, a list or an overlong label is malformed`, () => {
      expect(reasonOf(() => read('approve'))).toBe('ok');
      expect(reasonOf(() => read('   '))).toBe('extraction_failed');
      expect(reasonOf(() => read({ to: 'refund' }))).toBe('malformed_response');
      expect(reasonOf(() => read(['a']))).toBe('malformed_response');
      expect(reasonOf(() => read('x'.repeat(257)))).toBe('malformed_response');
    });
  }
});
