// Issue 30 item 6: a relation that could not be judged records its reason code in
// the evidence at collection time (not re-read from its words), older evidence
// without the code still reads (its reason from the record's shape), and every
// report groups the failures (calls and relations) by reason with a first example,
// escaped per format, from the assessment's own groups.
import { describe, expect, it } from 'vitest';
import { AgentCallError, functionAgent } from '../../src/agents/index.js';
import { scrubberOf, scrubDeep } from '../../src/app/index.js';
import { relationFailuresOf } from '../../src/app/relations.js';
import { collectEvidence } from '../../src/collect/index.js';
import { assess, defineRelation, type Evidence } from '../../src/core/index.js';
import {
  buildEvidenceFile,
  digestOfEvidence,
  EVIDENCE_FORMAT,
  EVIDENCE_FORMAT_V2,
  parseEvidenceFile,
  serialiseEvidenceFile,
  streamEvidenceFile,
} from '../../src/evidence/index.js';
import { renderHtml } from '../../src/render/html.js';
import { renderJson } from '../../src/render/json.js';
import { renderJunit } from '../../src/render/junit.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderText } from '../../src/render/text.js';

const META = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  createdAt: '2026-12-02T00:00:00.000Z',
  settings: { epsilon: 0.05 },
};
const REPORT_META = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  settings: {},
} as never;
const SECRET = 'sk-live-0123456789abcdef';

async function collected(): Promise<Evidence> {
  const agent = await functionAgent(async (input: string) => {
    if (input === 'crash') throw new Error(`the service is down (key ${SECRET})`);
    if (input.endsWith(' <b>|FAIL</b>'))
      throw new AgentCallError('not a label <script>|', 'malformed_response');
    return { decision: 'ok' };
  });
  const relations = [
    defineRelation({
      name: 'boom',
      type: 'invariant',
      transform: () => {
        throw new Error('cannot rewrite');
      },
      check: () => true,
    }),
    defineRelation({
      name: 'suffix',
      type: 'invariant',
      transform: (s) => `${s} <b>|FAIL</b>`,
      check: () => true,
    }),
    defineRelation({
      name: 'bad check',
      type: 'invariant',
      transform: (s) => `${s}!`,
      check: () => {
        throw new Error('check exploded');
      },
    }),
  ];
  const { evidence } = await collectEvidence(
    { cases: [{ input: 'fine' }, { input: 'crash' }], k: 2, relations },
    agent,
  );
  return evidence;
}

describe('relation failure reasons', () => {
  it('the collector records each relation error with its reason code', async () => {
    const evidence = await collected();
    const reasons = (i: number) =>
      evidence.cases[i]?.relations?.map((r) => [r.name, r.outcome, r.reason]);
    expect(reasons(0)).toEqual([
      ['boom', 'error', 'transform_failed'],
      ['suffix', 'error', 'followup_failed'],
      ['bad check', 'error', 'check_failed'],
    ]);
    // The input's own calls failed: nothing to compare with (reuse is on).
    expect(reasons(1)).toEqual([
      ['boom', 'error', 'transform_failed'],
      ['suffix', 'error', 'no_source'],
      ['bad check', 'error', 'no_source'],
    ]);
    // The file keeps the code through a write and a read, in both versions, and the
    // streamed writer's digest (its own canonical text) is the evidence digest.
    for (const format of [EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2] as const) {
      const stream = streamEvidenceFile(evidence, META, format);
      const text = [...stream.chunks].join('');
      expect(text).toContain('"reason": "check_failed"');
      expect(stream.digest()).toBe(digestOfEvidence(evidence, META.settings));
      const back = parseEvidenceFile(JSON.parse(text) as unknown).evidence;
      expect(back.cases[0]?.relations?.map((r) => r.reason)).toEqual([
        'transform_failed',
        'followup_failed',
        'check_failed',
      ]);
    }
  });

  it('older evidence without the code reads, its reason from the record’s shape', async () => {
    const text = serialiseEvidenceFile(buildEvidenceFile(await collected(), META));
    const old = text.replace(
      /,\n\s*"reason": "(transform_failed|no_source|source_failed|followup_failed|check_failed)"/g,
      '',
    );
    expect(old).not.toMatch(/"reason": "(transform_failed|no_source|check_failed)"/);
    const back = parseEvidenceFile(JSON.parse(old) as unknown).evidence;
    expect(back.cases[0]?.relations?.every((r) => r.reason === undefined)).toBe(true);
    expect(relationFailuresOf(back).map((f) => [f.relation, f.code, f.callReason])).toEqual([
      ['boom', 'transform_failed', undefined],
      ['suffix', 'followup_failed', 'malformed_response'],
      ['bad check', 'check_failed', undefined],
      ['boom', 'transform_failed', undefined],
      ['suffix', 'no_source', undefined],
      ['bad check', 'no_source', undefined],
    ]);
    const a = assess(back, null, { epsilon: 0.05 });
    expect(a.failureGroups.filter((g) => g.kind === 'relation').map((g) => g.reason)).toEqual([
      'transform_failed',
      'no_source',
      'followup_failed',
      'check_failed',
    ]);
  });

  it('a reason the record contradicts, or one on a relation that did not fail, is refused', async () => {
    const file = JSON.parse(serialiseEvidenceFile(buildEvidenceFile(await collected(), META))) as {
      cases: { relations: Record<string, unknown>[] }[];
    };
    const edited = structuredClone(file);
    (edited.cases[0]?.relations[0] as Record<string, unknown>)['reason'] = 'check_failed';
    expect(() => parseEvidenceFile(edited)).toThrow(
      /cases\[0\]\.relations\[0\]\.reason.*expected transform_failed for a record with an unchanged input and no call, found check_failed/s,
    );
    const unknown = structuredClone(file);
    (unknown.cases[0]?.relations[0] as Record<string, unknown>)['reason'] = 'gremlins';
    expect(() => parseEvidenceFile(unknown)).toThrow(/reason/);
  });

  it('the assessment groups every failure by reason, each with its first, and the reports show the groups', async () => {
    const evidence = scrubDeep(await collected(), scrubberOf([SECRET]) ?? ((s: string) => s));
    const a = assess(evidence, null, { epsilon: 0.05 });
    expect(a.exitCode).toBe(2);
    const failedCalls = evidence.cases[1]?.observations.filter((o) => o.error !== undefined);
    expect(failedCalls?.length).toBeGreaterThan(0);
    expect(a.failureGroups.map((g) => [g.kind, g.reason, g.count])).toEqual([
      ['call', 'runtime_error', failedCalls?.length],
      ['relation', 'transform_failed', 2],
      ['relation', 'no_source', 2],
      ['relation', 'followup_failed', 1],
      ['relation', 'check_failed', 1],
    ]);
    // Each failure is in one group: the counts add up to the failures.
    expect(a.failureGroups.reduce((n, g) => n + g.count, 0)).toBe(a.errorCount);
    const followup = a.failureGroups.find((g) => g.reason === 'followup_failed');
    expect(followup?.example).toMatchObject({
      caseIndex: 0,
      excerpt: 'fine',
      relation: 'suffix',
      callReason: 'malformed_response',
      message: 'not a label <script>|',
    });
    const call = a.failureGroups[0];
    expect(call?.example.message).toBe('the service is down (key ***)');

    const n = failedCalls?.length ?? 0;
    const line = `${n} failed ${n === 1 ? 'call' : 'calls'}: ${n} runtime_error; 6 relations not judged: 2 transform_failed, 2 no_source, 1 followup_failed, 1 check_failed`;
    const text = renderText(a, null);
    expect(text).toContain(line);
    expect(text).toMatch(
      /relation not judged +followup_failed \(call: malformed_response\) +1 +case 0 "fine", relation suffix +not a label <script>\|/,
    );
    const md = renderMarkdown(a, null, { mode: 'comment' });
    expect(md).toContain('| failure | reason | count | first | message |');
    expect(md).toContain(
      '| relation not judged | followup_failed (call: malformed_response) | 1 | case 0 "fine", relation suffix |',
    );
    // A pipe or a tag in the message cannot end the cell or open an element.
    const row = md.split('\n').find((l) => l.includes('followup_failed (call'));
    expect(row?.split(/(?<!\\)\|/).length).toBe(7);
    expect(row).not.toContain('<script>');
    const html = renderHtml(a, null);
    expect(html).toContain('<table id="failure-reasons">');
    expect(html).toContain('not a label &lt;script&gt;|');
    expect(html).not.toContain('<script>|');
    const junit = renderJunit(a, REPORT_META);
    expect(junit).toContain('failures.relation.check_failed=1, first case 0 &quot;fine&quot;');
    expect(junit).toContain(
      'failures.relation.followup_failed=1, first case 0 &quot;fine&quot;, relation suffix (call: malformed_response): not a label &lt;script&gt;|',
    );
    const json = JSON.parse(renderJson(a, REPORT_META)) as {
      failureGroups: { kind: string; reason: string; count: number; example: object }[];
      errors: { relationReason?: string; reason?: string }[];
    };
    expect(json.failureGroups.map((g) => `${g.kind} ${g.reason} ${g.count}`)).toEqual([
      `call runtime_error ${n}`,
      'relation transform_failed 2',
      'relation no_source 2',
      'relation followup_failed 1',
      'relation check_failed 1',
    ]);
    // The JSON report holds no raw input: the example is named by fingerprint.
    expect(JSON.stringify(json.failureGroups)).not.toContain('"fine"');
    expect(json.errors.filter((e) => e.relationReason === 'followup_failed')).toEqual([
      expect.objectContaining({ reason: 'malformed_response' }),
    ]);
    for (const out of [text, md, html, junit, JSON.stringify(json)]) {
      expect(out).not.toContain(SECRET);
    }
  });
});
