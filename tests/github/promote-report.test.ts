// How `mode: promote` reports an outcome (src/github/promote.ts reportPromotion),
// through in-memory ports: the outputs first, then the summary and the comment's
// section, the step's result last; a comment that cannot be updated is a warning
// and a note in the summary, never a lost report.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Baseline } from '../../src/core/index.js';
import { PromotionRefused } from '../../src/github/approval.js';
import { GithubApiError } from '../../src/github/comment.js';
import { OUTPUT_NAMES, type OutputName } from '../../src/github/outputs.js';
import type { PromotePorts } from '../../src/github/ports.js';
import type { Promoted } from '../../src/github/promote-approve.js';
import { reportPromotion, type PromotionOutcome } from '../../src/github/promote.js';
import { gateResult } from '../helpers/gate.js';

const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const COMMIT = 'c'.repeat(40);

function fakes(comment: 'ok' | 'fails' | 'never' = 'ok') {
  const calls: string[] = [];
  const outputs = new Map<OutputName, string>();
  const summaries: string[] = [];
  const sections: string[] = [];
  const log: { level: string; message: string }[] = [];
  const say = (level: string) => (message: string) => {
    calls.push(`log.${level}`);
    log.push({ level, message });
  };
  const ports: PromotePorts = {
    outputs: {
      set: (name, value) => {
        calls.push(`outputs.set:${name}`);
        outputs.set(name, value);
      },
    },
    log: {
      info: say('info'),
      notice: say('notice'),
      warning: say('warning'),
      group: say('group'),
      annotate: () => calls.push('log.annotate'),
      fail: say('fail'),
    },
    summary: {
      write: async (md) => {
        calls.push('summary.write');
        summaries.push(md);
      },
    },
    comment:
      comment === 'never'
        ? null
        : {
            updateSection: async (section) => {
              calls.push('comment.updateSection');
              if (comment === 'fails') {
                throw new GithubApiError('update comment', 502, 'Bad <b>gateway</b>', false);
              }
              sections.push(section);
              return { url: 'https://github.com/o/r/pull/7#issuecomment-9', warnings: [] };
            },
          },
  };
  return { ports, calls, outputs, summaries, sections, log };
}

let candidate: Baseline;

beforeAll(async () => {
  const stable = await gateResult('stable');
  candidate = stable.candidate!.baseline;
});

function promoted(how: 'commit' | 'artifact' | 'runner'): PromotionOutcome {
  const approval = {
    how: 'pr-label' as const,
    approver: 'maintainer',
    approvedAt: '2026-01-02T03:04:05Z',
    label: 'agentverity:approve-baseline',
    role: 'write',
    headSha: HEAD,
    pullRequest: 7,
    repository: 'octo-org/agent-repo',
  };
  const p: Promoted = {
    baseline: { ...candidate, approval },
    approval,
    digest: 'd'.repeat(64),
    candidateRun: 2001,
    candidateArtifact: 'agentverity-comment',
    record: { digest: 'd'.repeat(64), runId: 2001, at: null, source: 'commit status' },
    delivered: {
      how,
      commit: how === 'commit' ? COMMIT : null,
      branch: how === 'commit' ? 'feature-7' : null,
      artifact: how === 'artifact' ? { id: 12, name: 'agentverity-baseline' } : null,
      fallback: how === 'commit' ? null : "the pull request's branch lives in a fork",
      warnings: how === 'runner' ? ['the artifact upload failed: quota'] : [],
    },
    file: '/runner/temp/agentverity/promotion/baseline/baseline.json',
    repoPath: '.agentverity/baseline.json',
    labelRemoved: true,
  };
  return {
    kind: 'promoted',
    promoted: p,
    commitUrl: how === 'commit' ? `https://github.com/octo-org/agent-repo/commit/${COMMIT}` : null,
  };
}

const at = (calls: string[], c: string) => {
  const i = calls.indexOf(c);
  expect(i, `${c} missing from ${calls.join(' ')}`).toBeGreaterThanOrEqual(0);
  return i;
};

describe('reportPromotion', () => {
  it('committed: outputs first, then the summary, then the comment; every output set', async () => {
    const f = fakes();
    await reportPromotion(promoted('commit'), f.ports);
    expect(at(f.calls, 'outputs.set:status')).toBeLessThan(at(f.calls, 'summary.write'));
    expect(at(f.calls, 'summary.write')).toBeLessThan(at(f.calls, 'comment.updateSection'));
    expect(Object.fromEntries(f.outputs)).toMatchObject({
      status: 'promoted',
      'exit-code': '0',
      promoted: 'true',
      'baseline-commit': COMMIT,
      'candidate-digest': 'd'.repeat(64),
      'report-path': '/runner/temp/agentverity/promotion/baseline/baseline.json',
      'comment-url': 'https://github.com/o/r/pull/7#issuecomment-9',
    });
    expect([...f.outputs.keys()].sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(f.summaries[0]).toContain('### Baseline approved');
    expect(f.sections[0]).toContain(`(https://github.com/octo-org/agent-repo/commit/${COMMIT})`);
    expect(f.calls).not.toContain('log.fail');
    expect(f.calls.at(-1)).toBe('log.info');
  });

  it('uploaded instead: the fallback is a notice, the artifact in the outputs', async () => {
    const f = fakes();
    await reportPromotion(promoted('artifact'), f.ports);
    expect(f.outputs.get('artifact-id')).toBe('12');
    expect(f.outputs.get('baseline-commit')).toBe('');
    expect(f.log.some((l) => l.level === 'notice' && l.message.includes('fork'))).toBe(true);
  });

  it('delivered nowhere: refused, exit 2, and the step fails last', async () => {
    const f = fakes();
    await reportPromotion(promoted('runner'), f.ports);
    expect(f.outputs.get('status')).toBe('refused');
    expect(f.outputs.get('exit-code')).toBe('2');
    expect(f.outputs.get('promoted')).toBe('false');
    expect(f.calls.at(-1)).toBe('log.fail');
    expect(f.log.at(-1)!.message).toContain('baseline.json');
  });

  it('refused: exit 1, the section in the summary and the comment, the code in the failure', async () => {
    const f = fakes();
    await reportPromotion(
      {
        kind: 'refused',
        refusal: new PromotionRefused('approval.role', 'triager may not <b>approve</b>', 'ask'),
      },
      f.ports,
    );
    expect(f.outputs.get('status')).toBe('refused');
    expect(f.outputs.get('exit-code')).toBe('1');
    expect(f.summaries[0]).toContain('### Baseline not approved');
    expect(f.summaries[0]).toContain('&lt;b&gt;approve');
    expect(f.sections[0]).toBe(f.summaries[0]!.trimEnd());
    expect(f.calls.at(-1)).toBe('log.fail');
    expect(f.log.at(-1)!.message).toContain('[approval.role]');
    expect([...f.outputs.keys()].sort()).toEqual([...OUTPUT_NAMES].sort());
  });

  it('differing candidate records on one head: refused with exit 2, both digests named', async () => {
    const f = fakes();
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    await reportPromotion(
      {
        kind: 'refused',
        refusal: new PromotionRefused(
          'promotion.records-differ',
          `two records: sha256:${a}, sha256:${b}`,
          'push again',
        ),
      },
      f.ports,
    );
    expect(f.outputs.get('status')).toBe('refused');
    expect(f.outputs.get('exit-code')).toBe('2');
    expect(f.outputs.get('promoted')).toBe('false');
    expect(f.summaries[0]).toContain(a);
    expect(f.summaries[0]).toContain(b);
    expect(f.log.at(-1)!.message).toContain('[promotion.records-differ]');
  });

  it('an API failure: refused with exit 2, no summary or comment, the step fails', async () => {
    const f = fakes();
    await reportPromotion(
      { kind: 'api-error', error: new GithubApiError('read the pull request', 403, 'no', true) },
      f.ports,
    );
    expect(f.outputs.get('exit-code')).toBe('2');
    expect(f.calls).not.toContain('summary.write');
    expect(f.calls).not.toContain('comment.updateSection');
    expect(f.log.at(-1)!.message).toContain('pull-requests: write');
    expect([...f.outputs.keys()].sort()).toEqual([...OUTPUT_NAMES].sort());
  });

  it('a comment that cannot be updated: a warning and a note in the summary, the report kept', async () => {
    const f = fakes('fails');
    await reportPromotion(promoted('commit'), f.ports);
    expect(f.summaries).toHaveLength(2);
    expect(f.summaries[0]).toContain('### Baseline approved');
    expect(f.summaries[1]).toContain('### Delivery');
    expect(f.summaries[1]).toContain('(HTTP 502)');
    expect(f.summaries[1]).not.toContain('<b>');
    expect(f.log.some((l) => l.level === 'warning' && l.message.includes('not updated'))).toBe(
      true,
    );
    expect(f.outputs.get('comment-url')).toBe('');
    expect(f.outputs.get('promoted')).toBe('true');
  });

  it('comment: never writes the summary only', async () => {
    const f = fakes('never');
    await reportPromotion(promoted('commit'), f.ports);
    expect(f.calls).not.toContain('comment.updateSection');
    expect(f.outputs.get('comment-url')).toBe('');
  });
});
