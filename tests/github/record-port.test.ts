// The record port over the REST API (promote-approve.ts recordPort): only our
// statuses (our context, a trusted author) and our sticky comment's data line count,
// and two of them naming different candidates for one head refuse the promotion.
import { describe, expect, it } from 'vitest';
import { PromotionRefused, readTrustedRecord } from '../../src/app/index.js';
import { commentMarker } from '../../src/github/comment.js';
import type { Octokit } from '../../src/github/octokit.js';
import { recordPort } from '../../src/github/promote-approve.js';
import {
  candidateDataBlock,
  candidateDescription,
  recordContext,
} from '../../src/github/record.js';

const HEAD = 'c'.repeat(40);
const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const BOT = { login: 'github-actions[bot]', type: 'Bot' };

interface FakeStatus {
  readonly id: number;
  readonly context: string;
  readonly description: string;
  readonly created_at: string;
  readonly creator: { login: string; type: string };
  readonly target_url: string;
}

function status(id: number, digest: string, at: string, over: Partial<FakeStatus> = {}) {
  return {
    id,
    context: recordContext(''),
    description: candidateDescription(digest),
    created_at: at,
    creator: BOT,
    target_url: `https://github.com/acme/app/actions/runs/${100 + id}`,
    ...over,
  };
}

function fakeOctokit(statuses: readonly FakeStatus[], comments: readonly unknown[]): Octokit {
  const listCommitStatusesForRef = () => Promise.resolve({ data: statuses });
  const listComments = () => Promise.resolve({ data: comments });
  return {
    paginate: async (method: () => Promise<{ data: unknown }>) => (await method()).data,
    rest: { repos: { listCommitStatusesForRef }, issues: { listComments } },
  } as unknown as Octokit;
}

function port(statuses: readonly FakeStatus[], comments: readonly unknown[] = []) {
  return recordPort(fakeOctokit(statuses, comments), {
    owner: 'acme',
    repo: 'app',
    issueNumber: 7,
    key: '',
    authors: ['github-actions[bot]'],
  });
}

function ourComment(digest: string) {
  return {
    id: 5,
    body: `${commentMarker('', 'x'.repeat(64))}\n${candidateDataBlock({ sha: HEAD, digest, runId: 101 })}\nreport`,
    user: BOT,
    html_url: 'https://github.com/acme/app/pull/7#issuecomment-5',
    updated_at: '2024-05-01T10:00:01Z',
  };
}

describe('recordPort', () => {
  it('reads our statuses and our comment line, ignoring statuses of another context or author', async () => {
    const p = port(
      [
        status(1, A, '2024-05-01T10:00:00Z'),
        status(2, B, '2024-05-01T11:00:00Z', { context: 'ci/other' }),
        status(3, B, '2024-05-01T11:00:00Z', { creator: { login: 'mallory', type: 'User' } }),
      ],
      [ourComment(A)],
    );
    expect(await p.statuses(HEAD)).toEqual([
      {
        recorded: { kind: 'candidate', digest: A },
        runId: 101,
        at: '2024-05-01T10:00:00Z',
        id: 1,
      },
    ]);
    expect(await readTrustedRecord(p, HEAD, 'x')).toMatchObject({ digest: A, runId: 101 });
  });

  it('a second gate record of other entries on the same head refuses, naming both digests', async () => {
    const p = port([status(1, A, '2024-05-01T10:00:00Z'), status(2, B, '2024-05-01T11:00:00Z')]);
    const refused = await readTrustedRecord(p, HEAD, 'x').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PromotionRefused);
    expect(refused).toMatchObject({ code: 'promotion.records-differ', exitCode: 2 });
    expect((refused as Error).message).toContain(A);
    expect((refused as Error).message).toContain(B);
  });

  it('our comment showing another candidate than the status refuses too', async () => {
    const p = port([status(1, B, '2024-05-01T11:00:00Z')], [ourComment(A)]);
    const refused = await readTrustedRecord(p, HEAD, 'x').catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'promotion.records-differ' });
  });
});
