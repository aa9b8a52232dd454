// The gate's Markdown (src/github/gate-report.ts): what the job summary and the
// sticky comment say, before any delivery.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../src/github/evaluate.js';
import { commentContent, markdownFor } from '../../src/github/gate-report.js';
import { baselineSection } from '../../src/render/github/baseline-section.js';
import { gateResult } from '../helpers/gate.js';

let stable: Result;
let payment: Result;

beforeAll(async () => {
  stable = await gateResult('stable');
  payment = await gateResult('payment');
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the gate report in Markdown', () => {
  it('leaves approval to the baseline section, which knows whether there is a pull request', () => {
    expect(stable.candidate).not.toBeNull();
    expect(stable.meta.approvalLabel).toBeDefined();
    for (const mode of ['summary', 'comment'] as const) {
      const md = markdownFor(stable, mode);
      expect(md).toContain('This evidence can support a regression baseline');
      expect(md).not.toMatch(/this pull request/);
      expect(md).not.toMatch(/To admit it/);
    }
    // On a push the section says there is nothing to approve here, and nothing says otherwise.
    const section = baselineSection({
      approvalLabel: 'agentverity:approve-baseline',
      approvalRoles: ['admin', 'maintain', 'write'],
      candidateFile: 'candidate-baseline.json',
      candidate: stable.candidate,
      admissionRefusals: [],
      pullRequest: false,
      record: null,
      replaces: null,
      revoked: null,
    });
    const summary = `${markdownFor(stable, 'summary')}${section}`;
    expect(summary).not.toMatch(/this pull request/);
    expect(summary).toContain('No pull request, so nothing to approve here');
    expect(summary).toContain('`npx agentverity snapshot --accept-reference`');
  });

  it('names the category once, explains the bars, and reads the settings in words', () => {
    const { body } = commentContent({
      settings: { commentKey: '' },
      result: payment,
      artifactUrl: undefined,
      headSha: null,
      section: '',
      dataBlock: null,
      secrets: [],
    });
    expect(count(body, 'TRUSTWORTHY WITH CARE')).toBe(1);
    expect(body).toMatch(/^### AgentVerity: TRUSTWORTHY WITH CARE\n\nDecisions change on rerun/);
    expect(body).not.toContain('┃ tolerance |');
    expect(body).toContain('| flip rate, 0–100% |');
    expect(body).toContain('█ covers the 95% interval, ┃ marks the tolerance');
    expect(body).not.toMatch(/Settings:|epsilon=|blindnessThreshold=/);
    expect(body).toContain(
      'Assessed with tolerance 5% · blind at 90% of inputs · evidence from payment.evidence.json · suite payment-suite.json.',
    );
  });
});
