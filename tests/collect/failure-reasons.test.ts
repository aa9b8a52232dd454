// Each failed call records its reason beside its error (issue 30 item 6): the
// collector writes it, the evidence file keeps it (and old evidence without it
// still reads), and the reports group the failures by reason.
import { describe, expect, it } from 'vitest';
import { AgentCallError, functionAgent } from '../../src/agents/index.js';
import { collectEvidence } from '../../src/collect/index.js';
import { assess, describeFailureReasons, failureReasonCounts } from '../../src/core/index.js';
import {
  buildEvidenceFile,
  parseEvidenceFile,
  serialiseEvidenceFile,
} from '../../src/evidence/index.js';
import { renderJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderText } from '../../src/render/text.js';
import type { Evidence } from '../../src/core/index.js';

const META = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  createdAt: '2026-12-02T00:00:00.000Z',
  settings: { epsilon: 0.05 },
};
const REPORT_META = { tool: 'agentverity-action', version: '0.1.0' } as never;
const fileOf = (e: Evidence) => buildEvidenceFile(e, META);

async function collected() {
  let n = 0;
  const agent = await functionAgent(async (input: string) => {
    n++;
    if (input === 'slow') return new Promise<never>(() => undefined);
    if (input === 'shape') throw new AgentCallError('not a label', 'malformed_response');
    if (input === 'crash') throw new Error('the service is down');
    return { decision: 'ok' };
  });
  const { evidence } = await collectEvidence(
    {
      cases: [{ input: 'fine' }, { input: 'slow' }, { input: 'shape' }, { input: 'crash' }],
      k: 2,
      timeoutMs: 50,
    },
    agent,
  );
  expect(n).toBeGreaterThan(0);
  return evidence;
}

describe('failure reasons', () => {
  it('the collector records each failed call with its reason', async () => {
    const evidence = await collected();
    const failed = (i: number) => evidence.cases[i]?.observations[0];
    expect(failed(1)).toMatchObject({ reason: 'timeout' });
    expect(failed(2)).toMatchObject({ error: 'not a label', reason: 'malformed_response' });
    expect(failed(3)).toMatchObject({ reason: 'runtime_error' });
    expect(evidence.cases[0]?.observations.every((o) => o.reason === undefined)).toBe(true);

    // The file keeps the reason through a write and a read.
    const file = fileOf(evidence);
    const text = serialiseEvidenceFile(file);
    expect(text).toContain('"reason": "malformed_response"');
    const back = parseEvidenceFile(JSON.parse(text) as unknown).evidence;
    expect(back.cases[2]?.observations[0]?.reason).toBe('malformed_response');
  });

  it('the reports group the failures by reason', async () => {
    const a = assess(await collected(), null, { epsilon: 0.05 });
    expect(a.exitCode).toBe(2);
    expect(failureReasonCounts(a.errors).map((c) => c.reason)).toEqual([
      'runtime_error',
      'malformed_response',
      'timeout',
    ]);
    const line = '3 failed calls: 1 runtime_error, 1 malformed_response, 1 timeout';
    expect(describeFailureReasons(a.errors)).toBe(line);
    expect(renderText(a, null)).toContain(line);
    expect(renderMarkdown(a, null, { mode: 'comment' })).toContain(line);
    const json = JSON.parse(renderJson(a, REPORT_META)) as { errors: { reason?: string }[] };
    expect(json.errors.map((e) => e.reason).sort()).toEqual([
      'malformed_response',
      'runtime_error',
      'timeout',
    ]);
  });

  it('evidence written before reasons were recorded still reads, and reports as before', async () => {
    const text = serialiseEvidenceFile(fileOf(await collected()));
    const old = text.replace(/,\n\s*"reason": "[a-z_]+"/g, '');
    expect(old).not.toContain('"reason"');
    const back = parseEvidenceFile(JSON.parse(old) as unknown).evidence;
    expect(back.cases.flatMap((c) => c.observations).some((o) => o.error !== undefined)).toBe(true);
    const a = assess(back, null, { epsilon: 0.05 });
    expect(a.exitCode).toBe(2);
    expect(failureReasonCounts(a.errors)).toEqual([{ reason: 'not_recorded', count: 3 }]);
    expect(describeFailureReasons(a.errors)).toBeNull();
    expect(renderText(a, null)).not.toContain('failed calls:');
    // A reason outside the vocabulary is refused.
    expect(() =>
      parseEvidenceFile(JSON.parse(text.replace('"timeout"', '"sleepy"')) as unknown),
    ).toThrow();
  });
});
