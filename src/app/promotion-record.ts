// Promotion's trusted record of the candidate for a head commit (issue 33 item 6:
// an approval binds to what the reviewer saw). The gate records a candidate in two
// places — a commit status on the head and a hidden data line in our sticky comment
// — and a head can carry several records (a re-run, a closed and reopened pull
// request). The label promotes only when every record of the head names one
// candidate (one content digest); records that differ are refused naming the
// digests, because nobody can tell which of them the reviewer saw. The records are
// read through a port (the shell's over the REST API; tests pass a fake).
import { EXIT, PROMOTION_CODES as PROMOTION_REGISTRY, type PromotionCode } from '../errors.js';

/** The stable codes promotion refuses with, from the registry (docs/codes.md). */
export type { PromotionCode };
export const PROMOTION_CODES = Object.keys(PROMOTION_REGISTRY) as readonly PromotionCode[];

/** Codes whose refusal means the records are unusable (exit 2) rather than a "no" (exit 1). */
const UNUSABLE: ReadonlySet<PromotionCode> = new Set<PromotionCode>(['promotion.records-differ']);

/** Why a promotion did not happen, and what would make it happen. */
export class PromotionRefused extends Error {
  readonly code: PromotionCode;
  /** One plain sentence: what to do next. */
  readonly advice: string;
  /** The exit code of the refusal: `EXIT.unusable` for records that cannot be told apart. */
  readonly exitCode: number;
  constructor(code: PromotionCode, reason: string, advice: string) {
    super(reason);
    this.name = 'PromotionRefused';
    this.code = code;
    this.advice = advice;
    this.exitCode = UNUSABLE.has(code) ? EXIT.unusable : EXIT.no;
  }
}

/** What one commit status of ours says about the head. */
export type RecordedCandidate =
  | { readonly kind: 'candidate'; readonly digest: string }
  | { readonly kind: 'none'; readonly reason: string };

/** One of our commit statuses on the head commit (our context, our author). */
export interface StatusRecord {
  readonly recorded: RecordedCandidate;
  /** The run its target URL names, when it names one of this repository. */
  readonly runId: number | null;
  /** Server time it was created. */
  readonly at: string;
  readonly id: number;
}

/** The data line of one of our sticky comments (any head commit). */
export interface CommentRecord {
  readonly sha: string;
  readonly digest: string;
  readonly runId: number | null;
  /** Server time the comment was last updated, when known. */
  readonly at: string | null;
}

/** Where the records are read: the shell implements it over the REST API. */
export interface RecordPort {
  /** Our statuses (context and author already matched) on `head`, in any order. */
  readonly statuses: (head: string) => Promise<readonly StatusRecord[]>;
  /** The data lines of our sticky comments (one per trusted author at most). */
  readonly comments: () => Promise<readonly CommentRecord[]>;
}

/** The trusted record of the candidate for the head commit. */
export interface TrustedRecord {
  readonly digest: string;
  readonly runId: number | null;
  /** Server time the record was written, when known. */
  readonly at: string | null;
  readonly source: 'commit status' | 'comment';
}

function time(value: string): number {
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY;
}

function short(sha: string): string {
  return sha.slice(0, 12);
}

/**
 * The one record of `head`, from its statuses and comment lines. Throws
 * `PromotionRefused`: `promotion.not-admitted` when the newest status says no
 * candidate, `promotion.records-differ` (exit 2) when the records name more than
 * one digest, `promotion.no-record` when there is none.
 */
export function bindRecord(input: {
  readonly head: string;
  readonly statuses: readonly StatusRecord[];
  readonly comments: readonly CommentRecord[];
  /** How the refusal names where records are looked for. */
  readonly where: string;
}): TrustedRecord {
  const { head } = input;
  const newest = [...input.statuses].sort((a, b) => time(b.at) - time(a.at) || b.id - a.id);
  const latest = newest[0];
  if (latest !== undefined && latest.recorded.kind === 'none') {
    throw new PromotionRefused(
      'promotion.not-admitted',
      `the latest gate run on ${short(head)} recorded no candidate: ${latest.recorded.reason}`,
      'collect the evidence the PR comment asks for, push, and add the label once a candidate is recorded',
    );
  }
  const records: TrustedRecord[] = [];
  for (const s of newest) {
    if (s.recorded.kind !== 'candidate') continue;
    records.push({ digest: s.recorded.digest, runId: s.runId, at: s.at, source: 'commit status' });
  }
  for (const c of input.comments) {
    if (c.sha !== head) continue;
    records.push({ digest: c.digest, runId: c.runId, at: c.at, source: 'comment' });
  }
  const digests = [...new Set(records.map((r) => r.digest))];
  if (digests.length > 1) {
    const named = digests.map((d) => {
      const from = [...new Set(records.filter((r) => r.digest === d).map((r) => r.source))];
      return `sha256:${d} (${from.join(' and ')})`;
    });
    throw new PromotionRefused(
      'promotion.records-differ',
      `the head commit ${short(head)} has ${digests.length} differing candidate records: ${named.join(', ')}; the label cannot tell which of them the reviewer saw`,
      'push a new commit so that the gate records one candidate, review it in the PR comment, then add the label again',
    );
  }
  const digest = digests[0];
  if (digest === undefined) {
    throw new PromotionRefused(
      'promotion.no-record',
      `no gate run recorded a candidate baseline for the head commit ${short(head)} (${input.where})`,
      'let the gate finish on this commit (its token needs statuses: write, or the workflow_run comment job on fork PRs), then add the label again',
    );
  }
  // One digest: the newest status that names it (its time is the record's and it
  // points to the run), else the comment's line.
  const chosen = records[0] as TrustedRecord;
  const runId = chosen.runId ?? records.find((r) => r.runId !== null)?.runId ?? null;
  const at = chosen.at;
  return { digest, runId, at, source: chosen.source };
}

/** Read the records of `head` through the port and bind them to one candidate. */
export async function readTrustedRecord(
  port: RecordPort,
  head: string,
  where: string,
): Promise<TrustedRecord> {
  const statuses = await port.statuses(head);
  const comments = await port.comments();
  return bindRecord({ head, statuses, comments, where });
}
