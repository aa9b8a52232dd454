import { describe, expect, it } from 'vitest';
import { assess, buildBaseline, checkBaseline, inputFingerprint } from '../../../src/core/index.js';
import { annotationsFor } from '../../../src/github/annotations.js';
import { checkAnnotations } from '../../../src/github/annotations-baseline.js';
import { renderCheckMarkdown } from '../../../src/render/baselines/index.js';
import {
  renderHtml,
  renderJunit,
  renderMarkdown,
  renderText,
  type ReportMeta,
} from '../../../src/render/index.js';
import { alternating, evidenceOf, times } from '../../helpers/evidence.js';

const meta: ReportMeta = {
  tool: { name: 'agentverity-action', version: 'test' },
  settings: {},
  evidenceDigest: 'a'.repeat(64),
};

/** Everything a person reads about one assessment. */
function everything(e: Parameters<typeof assess>[0]): string {
  const a = assess(e, null, { epsilon: 0.05 });
  return [
    a.headline.text,
    ...a.next.map((n) => n.text),
    renderText(a, meta),
    renderMarkdown(a, meta, { mode: 'comment' }),
    renderHtml(a, meta),
    renderJunit(a, meta),
    ...annotationsFor(a, null, {}).map((x) => x.message),
  ].join('\n');
}

// Every input flips on every pair: stochastic, with no route table.
const flipping = (relations: boolean) =>
  evidenceOf(
    [
      ['a1', 'yes', 'no'],
      ['a2', 'no', 'yes'],
      ['a3', 'maybe', 'yes'],
    ].map(([input = '', first = '', second = '']) => ({
      input,
      obs: alternating(first, second, 20),
      ...(relations
        ? {
            relations: [
              {
                name: 'reword',
                type: 'invariant' as const,
                followupFingerprint: inputFingerprint(`${input}?`),
                changed: true,
                observation: { decision: 'yes' },
                outcome: 'held' as const,
              },
            ],
          }
        : {}),
    })),
    relations ? { relations: [{ name: 'reword', type: 'invariant' }] } : {},
  );

describe('advice about relation violations', () => {
  it('is not given when no relation ran', () => {
    const text = everything(flipping(false));
    expect(assess(flipping(false), null, { epsilon: 0.05 }).status).toBe('stochastic');
    expect(text).not.toMatch(/relation violation/i);
    expect(text).toMatch(/compare regressions/i);
  });

  it('is given when relations ran', () => {
    expect(everything(flipping(true))).toMatch(/relation violation/i);
  });
});

describe('a baseline check on an agent that now flips', () => {
  const quiet = evidenceOf(
    ['approve', 'deny'].map((label) => ({ input: label, obs: times(label, 80), expected: label })),
  );
  const baseline = buildBaseline({
    assessment: assess(quiet, null, { epsilon: 0.05 }),
    evidence: quiet,
    evidenceDigest: 'b'.repeat(64),
    tool: { name: 't', version: '0' },
    createdAt: '2026-01-01T00:00:00.000Z',
    approval: { how: 'cli-flag', approver: 'r', approvedAt: '2026-01-01T00:00:00.000Z' },
  });
  const now = evidenceOf([
    { input: 'approve', obs: alternating('approve', 'deny', 80), expected: 'approve' },
    { input: 'deny', obs: times('deny', 80), expected: 'deny' },
  ]);
  const result = checkBaseline(baseline, assess(now, null, { epsilon: 0.05 }), now);

  it('is an error annotation and a drift section with the route and its numbers', () => {
    expect(result.status).toBe('drift');
    const notes = checkAnnotations(result, {});
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ level: 'error', finding: 'baseline' });
    expect(notes[0]?.message).toMatch(/route approve flipped on 40 of 40 pairs/);
    const md = renderCheckMarkdown(result, baseline, '.agentverity/baseline.json');
    expect(md).toMatch(/\*\*Drift\*\*: the agent no longer repeats the decisions of/);
    expect(md).toMatch(/Exit code 1\./);
    expect(md).toMatch(/when the baseline was admitted, 0 of 80 disjoint pairs flipped/);
    expect(md).not.toMatch(/Not compared/);
  });
});
