// Promotion's judgement of the label through its port (app/approve.ts): a fake of
// the pull request, its events, roles and teams, no Octokit.
import { describe, expect, it } from 'vitest';
import {
  judgeApproval,
  PromotionRefused,
  type ApprovalPort,
  type IssueEvent,
  type PullRequestFacts,
} from '../../src/app/index.js';

const HEAD = 'c'.repeat(40);
const LABEL = 'agentverity:approve-baseline';
const RULES = {
  label: LABEL,
  roles: ['admin', 'maintain', 'write'],
  approvers: [],
  allowSelfApproval: false,
};
const PR: PullRequestFacts = {
  open: true,
  merged: false,
  headSha: HEAD,
  headRef: 'feature',
  headRepo: 'acme/app',
  author: 'contributor',
};

function labeled(login: string, type = 'User'): IssueEvent {
  return {
    event: 'labeled',
    created_at: '2024-05-01T10:00:00Z',
    actor: { login, type },
    label: { name: LABEL },
  };
}

function fake(
  events: readonly IssueEvent[],
  over: Partial<PullRequestFacts> = {},
  teams: string[] = [],
) {
  const calls: string[] = [];
  const port: ApprovalPort = {
    pullRequest: () => {
      calls.push('pull');
      return Promise.resolve({ ...PR, ...over });
    },
    events: () => {
      calls.push('events');
      return Promise.resolve(events);
    },
    roleOf: (login) => {
      calls.push(`role ${login}`);
      return Promise.resolve(login === 'maintainer' || login === 'teammate' ? 'write' : 'read');
    },
    isTeamMember: (org, team, login) => {
      calls.push(`team ${org}/${team} ${login}`);
      return Promise.resolve(teams.includes(`${org}/${team}:${login}`));
    },
  };
  return { port, calls };
}

async function refused(run: Promise<unknown>): Promise<PromotionRefused> {
  const e = await run.catch((error: unknown) => error);
  if (e instanceof PromotionRefused) return e;
  throw new Error(`expected a refusal, got ${String(e)}`);
}

describe('judgeApproval', () => {
  it("a write user's label on the head approves, with their role", async () => {
    const { port, calls } = fake([labeled('maintainer')]);
    const judged = await judgeApproval(port, RULES, { number: 7, labeledHead: HEAD });
    expect(judged).toMatchObject({ role: 'write', approval: { login: 'maintainer' } });
    expect(calls).toEqual(['pull', 'events', 'role maintainer']);
  });

  it('a bot is refused before its role is looked up', async () => {
    const { port, calls } = fake([labeled('renovate[bot]', 'Bot')]);
    const r = await refused(judgeApproval(port, RULES, { number: 7, labeledHead: HEAD }));
    expect(r.code).toBe('approval.bot');
    expect(calls).not.toContain('role renovate[bot]');
  });

  it('a closed PR, a read role, the author, an unlisted user and a stale head are refused in order', async () => {
    const closed = fake([labeled('maintainer')], { open: false, merged: true });
    expect(
      (await refused(judgeApproval(closed.port, RULES, { number: 7, labeledHead: HEAD }))).message,
    ).toContain('merged');
    const reader = fake([labeled('visitor')]);
    expect(
      (await refused(judgeApproval(reader.port, RULES, { number: 7, labeledHead: HEAD }))).code,
    ).toBe('approval.role');
    const self = fake([labeled('maintainer')], { author: 'Maintainer' });
    expect(
      (await refused(judgeApproval(self.port, RULES, { number: 7, labeledHead: HEAD }))).code,
    ).toBe('approval.self');
    const listed = { ...RULES, approvers: ['acme/reviewers'] };
    const unlisted = fake([labeled('maintainer')]);
    expect(
      (await refused(judgeApproval(unlisted.port, listed, { number: 7, labeledHead: HEAD }))).code,
    ).toBe('approval.not-listed');
    const stale = fake([labeled('maintainer')]);
    expect(
      (await refused(judgeApproval(stale.port, RULES, { number: 7, labeledHead: 'd'.repeat(40) })))
        .code,
    ).toBe('approval.stale');
  });

  it('an active member of a listed team approves', async () => {
    const { port, calls } = fake([labeled('teammate')], {}, ['acme/reviewers:teammate']);
    const listed = { ...RULES, approvers: ['someone', 'acme/reviewers'] };
    await judgeApproval(port, listed, { number: 7, labeledHead: HEAD });
    expect(calls).toContain('team acme/reviewers teammate');
  });
});
