// The gate's record of a candidate baseline: what promotion trusts about the
// candidate (its digest, the head commit it was measured on, the run that holds
// it), written with a write token at gate time. Two forms: a commit status on the
// head commit (the primary one) and a data block in our own sticky comment. The
// artifact the candidate travels in is never trusted for any of these.
import type { RecordedCandidate } from '../app/index.js';
import { cut, plainLine } from '../render/escape.js';

/** The candidate's file name in the report folder and the artifact (app/candidate.ts). */
export { CANDIDATE_FILE } from '../app/index.js';

/** The commit status context, one per comment key (matrix jobs record separately). */
export function recordContext(key: string): string {
  return key === '' ? 'agentverity/baseline-candidate' : `agentverity/baseline-candidate (${key})`;
}

/** GitHub cuts a status description at 140 characters. */
const DESCRIPTION_MAX = 140;
const CANDIDATE_DESCRIPTION = /^candidate sha256:([0-9a-f]{64})$/;
const NONE_PREFIX = 'no candidate: ';

export function candidateDescription(digest: string): string {
  return `candidate sha256:${digest}`;
}

/** A status saying this head has no candidate (it supersedes an earlier attempt's). */
export function noCandidateDescription(reason: string): string {
  const flat = plainLine(reason.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX);
  const room = DESCRIPTION_MAX - NONE_PREFIX.length;
  let text = flat;
  // Cut by code points (never inside a surrogate pair) until it fits in UTF-16 units.
  for (let max = room; text.length > room; max--) text = cut(flat, max);
  return `${NONE_PREFIX}${text}`;
}

export type { RecordedCandidate };

/** What a status description records; null when it is not one of ours. */
export function parseRecordDescription(
  description: string | null | undefined,
): RecordedCandidate | null {
  if (typeof description !== 'string') return null;
  const m = CANDIDATE_DESCRIPTION.exec(description);
  if (m !== null) return { kind: 'candidate', digest: m[1] as string };
  if (description.startsWith(NONE_PREFIX)) {
    return { kind: 'none', reason: description.slice(NONE_PREFIX.length) };
  }
  return null;
}

export const CANDIDATE_BLOCK_SCHEMA = 'agentverity-action/candidate@1';

export interface CandidateBlock {
  readonly sha: string;
  readonly digest: string;
  /** The workflow run whose artifact holds the candidate, when known. */
  readonly runId: number | null;
}

/** The hidden data line our comment carries right after its marker. */
export function candidateDataBlock(block: CandidateBlock): string {
  const run = block.runId === null ? '' : ` run=${block.runId}`;
  return `<!-- ${CANDIDATE_BLOCK_SCHEMA} sha=${block.sha} digest=${block.digest}${run} -->`;
}

const BLOCK =
  /^<!-- agentverity-action\/candidate@1 sha=([0-9a-f]{40}|[0-9a-f]{64}) digest=([0-9a-f]{64})(?: run=([1-9][0-9]{0,15}))? -->$/;

/**
 * The data block of a comment body: only on the line right after the marker, so
 * that nothing rendered further down (agent output) can pose as one.
 */
export function parseCandidateDataBlock(body: string): CandidateBlock | null {
  const lines = body.split('\n', 3);
  const m = BLOCK.exec((lines[1] ?? '').trimEnd());
  if (m === null) return null;
  return {
    sha: m[1] as string,
    digest: m[2] as string,
    runId: m[3] === undefined ? null : Number(m[3]),
  };
}

/** The run id in a run URL of this repository (`…/owner/repo/actions/runs/123[/attempts/2]`). */
export function runIdOfUrl(
  url: string | null | undefined,
  owner: string,
  repo: string,
): number | null {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const parts = parsed.pathname.split('/').filter((p) => p !== '');
  if (parts.length < 5) return null;
  const [o, r, actions, runs, id] = parts;
  if (
    o?.toLowerCase() !== owner.toLowerCase() ||
    r?.toLowerCase() !== repo.toLowerCase() ||
    actions !== 'actions' ||
    runs !== 'runs' ||
    id === undefined ||
    !/^[1-9][0-9]{0,15}$/.test(id)
  ) {
    return null;
  }
  return Number(id);
}
