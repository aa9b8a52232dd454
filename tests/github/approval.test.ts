import { describe, expect, it } from 'vitest';
import {
  isBot,
  judgeApprover,
  judgeBinding,
  latestLabelEvent,
  PROMOTION_CODES,
  PromotionRefused,
  type IssueEvent,
  type LabelApproval,
} from '../../src/github/approval.js';
import type { ApprovalSettings } from '../../src/github/inputs.js';

const LABEL = 'agentverity:approve-baseline';
const HEAD = 'a'.repeat(40);

function ev(
  event: 'labeled' | 'unlabeled',
  at: string,
  login = 'maintainer',
  extra: Partial<IssueEvent> = {},
): IssueEvent {
  return {
    event,
    created_at: at,
    actor: { login, type: 'User' },
    label: { name: LABEL },
    ...extra,
  };
}

const settings: ApprovalSettings = {
  label: LABEL,
  roles: ['admin', 'maintain', 'write'],
  approvers: [],
  allowSelfApproval: false,
  promote: 'commit',
};

function person(login = 'maintainer'): LabelApproval {
  return { login, type: 'User', at: '2024-05-01T10:00:00Z', viaApp: false };
}

/** The refusal a function throws (fails the test when it throws none or something else). */
function refusal(run: () => void): PromotionRefused {
  try {
    run();
  } catch (error) {
    if (error instanceof PromotionRefused) return error;
    throw error;
  }
  throw new Error('expected a PromotionRefused');
}

describe('latestLabelEvent', () => {
  it('is null when the label was never added', () => {
    expect(latestLabelEvent([], LABEL)).toBeNull();
    expect(
      latestLabelEvent(
        [{ event: 'labeled', created_at: '2024-05-01T10:00:00Z', actor: { login: 'x' } }],
        LABEL,
      ),
    ).toBeNull();
  });

  it('takes the latest labeled event: its actor is the approver', () => {
    const events = [
      ev('labeled', '2024-05-01T10:00:00Z', 'first'),
      ev('unlabeled', '2024-05-01T10:05:00Z', 'first'),
      ev('labeled', '2024-05-01T10:10:00Z', 'second'),
    ];
    expect(latestLabelEvent(events, LABEL)).toEqual({
      login: 'second',
      type: 'User',
      at: '2024-05-01T10:10:00Z',
      viaApp: false,
    });
  });

  it('orders by time, not by position in the list', () => {
    const events = [
      ev('labeled', '2024-05-01T10:10:00Z', 'later'),
      ev('labeled', '2024-05-01T10:00:00Z', 'earlier'),
    ];
    expect(latestLabelEvent(events, LABEL)?.login).toBe('later');
  });

  it('a later unlabeled event cancels the approval', () => {
    const events = [
      ev('labeled', '2024-05-01T10:00:00Z'),
      ev('unlabeled', '2024-05-01T10:01:00Z', 'someone'),
    ];
    expect(latestLabelEvent(events, LABEL)).toBeNull();
  });

  it('an unlabeled event before the latest labeled one does not cancel it', () => {
    const events = [
      ev('unlabeled', '2024-05-01T09:00:00Z'),
      ev('labeled', '2024-05-01T10:00:00Z', 'back'),
    ];
    expect(latestLabelEvent(events, LABEL)?.login).toBe('back');
  });

  it('orders events of the same second by their place in the list', () => {
    const second = '2024-05-01T10:00:00Z';
    expect(
      latestLabelEvent([ev('labeled', second, 'a'), ev('unlabeled', second, 'b')], LABEL),
    ).toBeNull();
    expect(
      latestLabelEvent([ev('unlabeled', second, 'b'), ev('labeled', second, 'a')], LABEL)?.login,
    ).toBe('a');
    expect(
      latestLabelEvent([ev('labeled', second, 'a'), ev('labeled', second, 'c')], LABEL)?.login,
    ).toBe('c');
  });

  it('compares label names case-insensitively', () => {
    const events = [
      { ...ev('labeled', '2024-05-01T10:00:00Z', 'upper'), label: { name: LABEL.toUpperCase() } },
    ];
    expect(latestLabelEvent(events, LABEL)?.login).toBe('upper');
    expect(
      latestLabelEvent([ev('labeled', '2024-05-01T10:00:00Z')], 'AgentVerity:Approve-Baseline'),
    ).not.toBeNull();
    const removed = [
      ev('labeled', '2024-05-01T10:00:00Z'),
      {
        ...ev('unlabeled', '2024-05-01T10:01:00Z'),
        label: { name: 'AGENTVERITY:approve-BASELINE' },
      },
    ];
    expect(latestLabelEvent(removed, LABEL)).toBeNull();
  });

  it('ignores other labels and other kinds of event', () => {
    const events: IssueEvent[] = [
      ev('labeled', '2024-05-01T10:00:00Z', 'approver'),
      { ...ev('unlabeled', '2024-05-01T10:05:00Z'), label: { name: 'bug' } },
      { ...ev('labeled', '2024-05-01T10:06:00Z', 'other'), label: { name: 'bug' } },
      { event: 'commented', created_at: '2024-05-01T10:07:00Z', actor: { login: 'c' } },
      {
        event: 'unlabeled',
        created_at: '2024-05-01T10:08:00Z',
        actor: { login: 'c' },
        label: null,
      },
    ];
    expect(latestLabelEvent(events, LABEL)?.login).toBe('approver');
    // A label whose name merely contains ours is another label.
    expect(
      latestLabelEvent(
        [{ ...ev('labeled', '2024-05-01T10:00:00Z'), label: { name: `${LABEL}-old` } }],
        LABEL,
      ),
    ).toBeNull();
  });

  it('is null when the latest labeled event has no actor (a deleted account)', () => {
    const events = [
      ev('labeled', '2024-05-01T10:00:00Z', 'earlier'),
      { ...ev('labeled', '2024-05-01T10:10:00Z'), actor: null },
    ];
    expect(latestLabelEvent(events, LABEL)).toBeNull();
    expect(
      latestLabelEvent(
        [{ event: 'labeled', created_at: '2024-05-01T10:10:00Z', label: { name: LABEL } }],
        LABEL,
      ),
    ).toBeNull();
  });

  it('reports the actor type and whether a GitHub App performed the event', () => {
    const app = latestLabelEvent(
      [
        {
          ...ev('labeled', '2024-05-01T10:00:00Z', 'someone'),
          performed_via_github_app: { id: 1, slug: 'x' },
        },
      ],
      LABEL,
    );
    expect(app?.viaApp).toBe(true);
    const noType = latestLabelEvent(
      [{ ...ev('labeled', '2024-05-01T10:00:00Z'), actor: { login: 'x' } }],
      LABEL,
    );
    expect(noType?.type).toBeNull();
    const nullApp = latestLabelEvent(
      [{ ...ev('labeled', '2024-05-01T10:00:00Z'), performed_via_github_app: null }],
      LABEL,
    );
    expect(nullApp?.viaApp).toBe(false);
  });
});

describe('isBot', () => {
  it('a Bot actor, a [bot] login or an App-performed event is a bot', () => {
    expect(isBot({ ...person(), type: 'Bot' })).toBe(true);
    expect(isBot(person('dependabot[bot]'))).toBe(true);
    expect(isBot(person('Renovate[BOT]'))).toBe(true);
    expect(isBot({ ...person(), viaApp: true })).toBe(true);
  });

  it('a person is not, even with "bot" in the login', () => {
    expect(isBot(person())).toBe(false);
    expect(isBot(person('robot'))).toBe(false);
    expect(isBot(person('bot-lover'))).toBe(false);
    expect(isBot({ ...person(), type: null })).toBe(false);
  });
});

describe('judgeApprover', () => {
  const facts = { approval: person(), role: 'write', author: 'author', listed: true };

  it('accepts admin, maintain and write', () => {
    for (const role of ['admin', 'maintain', 'write', 'Write', 'ADMIN']) {
      expect(() => judgeApprover({ ...facts, role }, settings)).not.toThrow();
    }
  });

  it('refuses triage, read and no role with approval.role, naming the role', () => {
    for (const role of ['triage', 'read', 'none']) {
      const r = refusal(() => judgeApprover({ ...facts, role }, settings));
      expect(r.code).toBe('approval.role');
      expect(r.message).toContain(role);
      expect(r.message).toContain('@maintainer');
    }
    const empty = refusal(() => judgeApprover({ ...facts, role: '' }, settings));
    expect(empty.code).toBe('approval.role');
    expect(empty.message).toContain('none');
  });

  it('accepts custom role names only when configured', () => {
    const custom = { ...settings, roles: ['release manager', 'admin'] };
    expect(() => judgeApprover({ ...facts, role: 'Release Manager' }, custom)).not.toThrow();
    expect(refusal(() => judgeApprover({ ...facts, role: 'write' }, custom)).code).toBe(
      'approval.role',
    );
    expect(refusal(() => judgeApprover({ ...facts, role: 'Release Manager' }, settings)).code).toBe(
      'approval.role',
    );
  });

  it('refuses the author unless self-approval is allowed', () => {
    const own = { ...facts, author: 'Maintainer' };
    const r = refusal(() => judgeApprover(own, settings));
    expect(r.code).toBe('approval.self');
    expect(r.message).toContain('allow-self-approval');
    expect(() => judgeApprover(own, { ...settings, allowSelfApproval: true })).not.toThrow();
  });

  it('refuses someone not listed when approvers are given', () => {
    const listed = { ...settings, approvers: ['alice', 'org/team'] };
    const r = refusal(() => judgeApprover({ ...facts, listed: false }, listed));
    expect(r.code).toBe('approval.not-listed');
    expect(r.message).toContain('alice, org/team');
    expect(() => judgeApprover(facts, listed)).not.toThrow();
    // Without a list, `listed` is not consulted.
    expect(() => judgeApprover({ ...facts, listed: false }, settings)).not.toThrow();
  });

  it('refuses a bot before looking at its role', () => {
    const bot = { ...facts, approval: person('github-actions[bot]'), role: 'admin' };
    expect(refusal(() => judgeApprover(bot, settings)).code).toBe('approval.bot');
    const noRole = { ...facts, approval: { ...person(), viaApp: true }, role: '' };
    expect(refusal(() => judgeApprover(noRole, settings)).code).toBe('approval.bot');
  });

  it('checks the role before self-approval and the list', () => {
    const all = { approval: person('author'), role: 'triage', author: 'author', listed: false };
    expect(refusal(() => judgeApprover(all, { ...settings, approvers: ['alice'] })).code).toBe(
      'approval.role',
    );
    expect(
      refusal(() => judgeApprover({ ...all, role: 'write' }, { ...settings, approvers: ['alice'] }))
        .code,
    ).toBe('approval.self');
  });

  it('every refusal code it uses is a documented one', () => {
    const codes = new Set<string>(PROMOTION_CODES);
    for (const code of ['approval.bot', 'approval.role', 'approval.self', 'approval.not-listed']) {
      expect(codes.has(code)).toBe(true);
    }
    const r = refusal(() => judgeApprover({ ...facts, role: 'read' }, settings));
    expect(r.advice).not.toBe('');
    expect(r.name).toBe('PromotionRefused');
  });
});

describe('judgeBinding', () => {
  const base = {
    label: LABEL,
    labelAt: '2024-05-01T10:00:00Z',
    labeledHead: HEAD,
    currentHead: HEAD,
    recordedAt: '2024-05-01T09:00:00Z',
  };

  it('accepts a label given on the current head after the record', () => {
    expect(() => judgeBinding(base)).not.toThrow();
    expect(() => judgeBinding({ ...base, recordedAt: null })).not.toThrow();
  });

  it('refuses a label given on an older head', () => {
    const r = refusal(() => judgeBinding({ ...base, labeledHead: 'b'.repeat(40) }));
    expect(r.code).toBe('approval.stale');
    expect(r.message).toContain('b'.repeat(12));
    expect(r.message).toContain('a'.repeat(12));
  });

  it('refuses when the head at label time is unknown', () => {
    const r = refusal(() => judgeBinding({ ...base, labeledHead: null }));
    expect(r.code).toBe('approval.stale');
    expect(r.message).toContain('unknown commit');
  });

  it('refuses a label older than the record, accepts one of the same second', () => {
    const r = refusal(() => judgeBinding({ ...base, recordedAt: '2024-05-01T10:00:01Z' }));
    expect(r.code).toBe('approval.stale');
    expect(r.message).toContain('2024-05-01T10:00:01Z');
    expect(() => judgeBinding({ ...base, recordedAt: base.labelAt })).not.toThrow();
    // Same instant written differently.
    expect(() => judgeBinding({ ...base, recordedAt: '2024-05-01T12:00:00+02:00' })).not.toThrow();
  });
});
