// Issue 33 item 6: an approval binds to what the reviewer saw. The label promotes
// only when every record of the head (our commit statuses, our comment's data line)
// names one candidate; differing records are refused (exit 2) naming each digest.
import { describe, expect, it } from 'vitest';
import {
  bindRecord,
  PromotionRefused,
  readTrustedRecord,
  type CommentRecord,
  type RecordPort,
  type StatusRecord,
} from '../../src/app/index.js';
import { EXIT } from '../../src/errors.js';

const HEAD = 'c'.repeat(40);
const OTHER = 'd'.repeat(40);
const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

function status(digest: string, at: string, id: number, runId: number | null = 10): StatusRecord {
  return { recorded: { kind: 'candidate', digest }, runId, at, id };
}

function port(statuses: readonly StatusRecord[], comments: readonly CommentRecord[] = []) {
  const calls: string[] = [];
  const p: RecordPort = {
    statuses: (head) => {
      calls.push(`statuses ${head.slice(0, 4)}`);
      return Promise.resolve(statuses);
    },
    comments: () => {
      calls.push('comments');
      return Promise.resolve(comments);
    },
  };
  return { port: p, calls };
}

async function refusal(p: RecordPort): Promise<PromotionRefused> {
  try {
    await readTrustedRecord(p, HEAD, 'no status and no comment');
  } catch (error) {
    if (error instanceof PromotionRefused) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the trusted record of a head commit', () => {
  it('one status: its digest, run and time', async () => {
    const { port: p, calls } = port([status(A, '2024-05-01T10:00:00Z', 1, 42)]);
    const record = await readTrustedRecord(p, HEAD, 'x');
    expect(record).toEqual({
      digest: A,
      runId: 42,
      at: '2024-05-01T10:00:00Z',
      source: 'commit status',
    });
    expect(calls).toEqual([`statuses ${HEAD.slice(0, 4)}`, 'comments']);
  });

  it('several records of the same candidate (a re-run) are one record: the newest', async () => {
    const { port: p } = port(
      [status(A, '2024-05-01T10:00:00Z', 1, 41), status(A, '2024-05-01T11:00:00Z', 2, 42)],
      [{ sha: HEAD, digest: A, runId: 42, at: '2024-05-01T11:00:05Z' }],
    );
    const record = await readTrustedRecord(p, HEAD, 'x');
    expect(record).toMatchObject({ digest: A, runId: 42, at: '2024-05-01T11:00:00Z' });
  });

  it('a closed and reopened PR that re-recorded other entries on the same head is refused, exit 2, both digests named', async () => {
    // Before: the newest status (B) was promoted, though the reviewer may have seen A.
    const { port: p } = port([
      status(A, '2024-05-01T10:00:00Z', 1, 41),
      status(B, '2024-05-01T11:00:00Z', 2, 42),
    ]);
    const r = await refusal(p);
    expect(r.code).toBe('promotion.records-differ');
    expect(r.exitCode).toBe(EXIT.unusable);
    expect(r.message).toContain(`sha256:${A}`);
    expect(r.message).toContain(`sha256:${B}`);
    expect(r.advice).not.toBe('');
  });

  it('a status and the sticky comment that disagree on the head are refused', async () => {
    const { port: p } = port(
      [status(B, '2024-05-01T11:00:00Z', 2)],
      [{ sha: HEAD, digest: A, runId: 41, at: '2024-05-01T10:00:00Z' }],
    );
    const r = await refusal(p);
    expect(r.code).toBe('promotion.records-differ');
    expect(r.message).toContain(`sha256:${A} (comment)`);
    expect(r.message).toContain(`sha256:${B} (commit status)`);
  });

  it("the comment's line for another commit does not count", async () => {
    const { port: p } = port(
      [status(A, '2024-05-01T11:00:00Z', 2)],
      [{ sha: OTHER, digest: B, runId: 9, at: '2024-05-01T09:00:00Z' }],
    );
    expect((await readTrustedRecord(p, HEAD, 'x')).digest).toBe(A);
  });

  it('without a status, the record the sticky comment showed', async () => {
    const { port: p } = port([], [{ sha: HEAD, digest: B, runId: 7, at: null }]);
    expect(await readTrustedRecord(p, HEAD, 'x')).toEqual({
      digest: B,
      runId: 7,
      at: null,
      source: 'comment',
    });
  });

  it('the newest status saying no candidate is the answer (exit 1)', async () => {
    const { port: p } = port([
      status(A, '2024-05-01T10:00:00Z', 1),
      {
        recorded: { kind: 'none', reason: 'blind' },
        runId: null,
        at: '2024-05-01T12:00:00Z',
        id: 3,
      },
    ]);
    const r = await refusal(p);
    expect(r.code).toBe('promotion.not-admitted');
    expect(r.exitCode).toBe(EXIT.no);
  });

  it('no record at all names where it looked', () => {
    let caught: unknown;
    try {
      bindRecord({ head: HEAD, statuses: [], comments: [], where: 'no status "ctx"' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PromotionRefused);
    expect((caught as PromotionRefused).code).toBe('promotion.no-record');
    expect((caught as PromotionRefused).message).toContain('no status "ctx"');
  });
});
