import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/index.js';
import {
  COMMENT_BUDGET_BYTES,
  intervalBar,
  renderMarkdown,
  SUMMARY_BUDGET_BYTES,
  utf8Bytes,
  type ReportMeta,
} from '../../src/render/index.js';
import { alternating, evidenceOf, times } from '../helpers/evidence.js';

const plainMeta: ReportMeta = {
  tool: { name: 'agentverity-action', version: 'test' },
  settings: { epsilon: 0.05 },
  evidenceDigest: 'b'.repeat(64),
};
const meta: ReportMeta = { ...plainMeta, approvalLabel: 'agentverity:approve' };

/** Many routes with long, multi-byte labels: far over a comment's budget. */
function wide(routes: number) {
  return assess(
    evidenceOf(
      Array.from({ length: routes }, (_, i) => {
        const label = `route-${i}-${'é'.repeat(100)}`;
        return {
          input: `q${i}`,
          obs: i % 7 === 0 ? alternating(label, `other-${i}`, 8) : times(label, 8),
          expected: label,
        };
      }),
    ),
    null,
    { epsilon: 0.05 },
  );
}

describe('renderMarkdown budgets (UTF-8 bytes)', () => {
  it('utf8Bytes counts like Buffer.byteLength', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (s) => {
        expect(utf8Bytes(s)).toBe(Buffer.byteLength(s, 'utf8'));
      }),
    );
  });

  it('keeps a small report whole', () => {
    const md = renderMarkdown(wide(3), meta, { mode: 'comment' });
    expect(md).not.toContain('Shortened');
    expect(md).toContain('<details>');
  });

  it('a comment over 60,000 bytes loses rows first, visibly, and links the artifact', () => {
    const a = wide(600);
    const full = renderMarkdown(a, meta, { mode: 'summary' });
    expect(utf8Bytes(full)).toBeGreaterThan(COMMENT_BUDGET_BYTES);
    expect(full).not.toContain('Shortened');
    const md = renderMarkdown(a, meta, {
      mode: 'comment',
      artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
    });
    expect(utf8Bytes(md)).toBeLessThanOrEqual(COMMENT_BUDGET_BYTES);
    expect(md).toMatch(/> Shortened to fit 60000 bytes: \d+ of 600 routes shown/);
    expect(md).toContain('[full report](https://github.com/o/r/actions/runs/1/artifacts/2)');
    // The flipping routes are the ones kept.
    expect(md).toContain('route-0-');
    expect(md).toContain('… and ');
  });

  it('without an artifact URL it says where the full report is, without a link', () => {
    const md = renderMarkdown(wide(600), meta, { mode: 'comment' });
    expect(md).toContain('the full report (in the run’s artifacts)');
    expect(md).not.toMatch(/\]\(/);
  });

  it('the summary budget defaults to 1 MiB', () => {
    expect(SUMMARY_BUDGET_BYTES).toBe(1_048_576);
    const md = renderMarkdown(wide(600), meta, { mode: 'summary' });
    expect(utf8Bytes(md)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
  });

  it('never exceeds any budget from 1 KB up, and always keeps the headline', () => {
    const a = wide(200);
    fc.assert(
      fc.property(fc.integer({ min: 1024, max: 120_000 }), (budget) => {
        const md = renderMarkdown(a, meta, { mode: 'comment', budgetBytes: budget });
        expect(utf8Bytes(md)).toBeLessThanOrEqual(budget);
        expect(md.startsWith(`### AgentVerity: ${a.headline.category}`)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('says how to approve a baseline when the evidence admits one', () => {
    const a = assess(
      evidenceOf(
        Array.from({ length: 4 }, (_, i) => ({ input: `q${i}`, obs: times(`r${i}`, 80) })),
      ),
      null,
      { epsilon: 0.05 },
    );
    expect(a.status).toBe('deterministic');
    const md = renderMarkdown(a, meta, { mode: 'comment' });
    expect(md).toContain('the label "agentverity:approve"');
    const without = renderMarkdown(a, plainMeta, { mode: 'comment' });
    expect(without).toContain('a maintainer approves it');
  });
});

describe('intervalBar', () => {
  it('draws the interval on a 0–100% scale with the tolerance mark', () => {
    expect(intervalBar(0.355, 0.823, 0.05)).toBe('·┃······██████████···');
    expect(intervalBar(0, 0.228, 0.05)).toBe('█┃████···············');
    expect(intervalBar(0, 1, 0.5)).toBe('██████████┃██████████');
    expect(intervalBar(0.9, 1, 0.99)).toBe('··················██┃');
  });
});
