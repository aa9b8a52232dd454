// Promotion's search for the candidate baseline the gate recorded for a head
// commit, through a port over the workflow runs and their artifacts (the shell's
// over the REST API; tests pass fakes). The artifacts are untrusted data: each
// candidate is schema-validated, must still be a candidate, and its content digest
// must equal the digest of the trusted record — never a digest the artifact itself
// carries.
import { unzipSync } from 'fflate';
import { isRefusal, type Baseline } from '../core/index.js';
import { describeThrown } from '../core/util/thrown.js';
import { baselineContentDigest, parseBaseline } from '../evidence/index.js';
import { mayHoldCandidate } from './artifact-names.js';

/** The candidate's file name in the report folder and the artifact. */
export const CANDIDATE_FILE = 'candidate-baseline.json';

/** Artifacts larger than this are not downloaded (a report artifact is far smaller). */
export const MAX_ARTIFACT_BYTES = 200 * 1024 * 1024;
/** The candidate file inside: refused above this size before it is inflated. */
export const MAX_CANDIDATE_BYTES = 64 * 1024 * 1024;
/** Artifacts examined at most, over every run. */
const MAX_DOWNLOADS = 20;
/** Runs of the head commit looked at, newest first. */
const MAX_RUNS = 30;

export interface CandidateSearch {
  readonly owner: string;
  readonly repo: string;
  readonly headSha: string;
  /** The digest the trusted record names. */
  readonly digest: string;
  /** The run the record points to, searched first (its own head commit may differ). */
  readonly runId: number | null;
  /** This run, which holds no candidate. */
  readonly selfRunId: number | null;
  /** `artifact-name`: artifacts named so, or so plus a `-` suffix. */
  readonly artifactName: string;
}

/** What one artifact held, for the refusal when nothing matched. */
export interface Examined {
  readonly runId: number;
  readonly artifact: string;
  /** The candidate's content digest, or null when it held none or an unusable one. */
  readonly digest: string | null;
  readonly problem: string | null;
}

export type CandidateFound =
  | {
      readonly found: true;
      readonly candidate: Baseline;
      readonly runId: number;
      readonly artifact: string;
      readonly examined: readonly Examined[];
    }
  | { readonly found: false; readonly examined: readonly Examined[] };

/** An artifact as the runs' artifact list gives it (only what is read). */
export interface ListedArtifact {
  readonly id: number;
  readonly name: string;
  readonly size_in_bytes: number;
  readonly expired: boolean;
  readonly created_at?: string | null;
  readonly workflow_run?: { readonly head_sha?: string; readonly id?: number } | null;
}

/** A workflow run of the head commit. */
export interface ListedRun {
  readonly id: number;
  readonly created_at: string;
  readonly head_sha: string;
}

/** Where the candidate is searched: the shell implements it over the REST API. */
export interface ArtifactPort {
  /** The workflow runs of `headSha` (a failure throws the API's error). */
  readonly runsOf: (headSha: string) => Promise<readonly ListedRun[]>;
  /** The artifacts of a run; null when the run no longer exists (404). */
  readonly artifactsOf: (runId: number) => Promise<readonly ListedArtifact[] | null>;
  /** The zip of an artifact; a failure throws an error whose message says what failed. */
  readonly download: (artifact: {
    readonly id: number;
    readonly name: string;
  }) => Promise<Uint8Array>;
}

/** The candidate file of a zip, or a problem. */
export function candidateOfZip(
  zip: Uint8Array,
  where: string,
): { candidate: Baseline } | { problem: string } {
  let files: Record<string, Uint8Array>;
  try {
    let tooBig = false;
    files = unzipSync(zip, {
      filter: (f) => {
        if (f.name !== CANDIDATE_FILE) return false;
        if (f.originalSize > MAX_CANDIDATE_BYTES) {
          tooBig = true;
          return false;
        }
        return true;
      },
    });
    if (tooBig)
      return { problem: `its ${CANDIDATE_FILE} is larger than ${MAX_CANDIDATE_BYTES} bytes` };
  } catch (error) {
    return { problem: `it is not a readable zip archive (${describeThrown(error)})` };
  }
  const bytes = files[CANDIDATE_FILE];
  if (bytes === undefined) return { problem: `it holds no ${CANDIDATE_FILE}` };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch (error) {
    return { problem: `its ${CANDIDATE_FILE} is not UTF-8 JSON (${describeThrown(error)})` };
  }
  try {
    const candidate = parseBaseline(value, `${where}/${CANDIDATE_FILE}`);
    if (candidate.approval !== null) {
      return { problem: `its ${CANDIDATE_FILE} is already approved, not a candidate` };
    }
    return { candidate };
  } catch (error) {
    if (isRefusal(error)) return { problem: error.message };
    throw error;
  }
}

async function runsToSearch(port: ArtifactPort, s: CandidateSearch): Promise<number[]> {
  const ids: number[] = [];
  if (s.runId !== null) ids.push(s.runId);
  const runs = await port.runsOf(s.headSha);
  const newest = [...runs]
    .filter((r) => r.head_sha === s.headSha)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  for (const r of newest.slice(0, MAX_RUNS)) if (!ids.includes(r.id)) ids.push(r.id);
  return ids.filter((id) => id !== s.selfRunId);
}

/**
 * The candidate with the recorded digest: the recorded run's artifacts first
 * (whatever commit that run ran on), then those of the head commit's other runs,
 * newest first.
 */
export async function searchCandidate(
  port: ArtifactPort,
  s: CandidateSearch,
): Promise<CandidateFound> {
  const examined: Examined[] = [];
  let downloads = 0;
  for (const runId of await runsToSearch(port, s)) {
    // The record may name a run since deleted (null): the other runs are still searched.
    const artifacts = await port.artifactsOf(runId);
    if (artifacts === null) continue;
    // The run the record names is searched whatever its head commit: in the fork
    // pattern the `workflow_run` job records the candidate, and a run started by
    // `workflow_run` runs on the default branch, so its head is never the PR's.
    // The recorded digest binds the candidate. Other runs must be of the head.
    const recorded = runId === s.runId;
    const usable = artifacts
      .filter((a) => mayHoldCandidate(a.name, s.artifactName) && !a.expired)
      .filter(
        (a) =>
          recorded ||
          a.workflow_run?.head_sha === undefined ||
          a.workflow_run.head_sha === s.headSha,
      )
      .sort(
        (a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '') || b.id - a.id,
      );
    for (const a of usable) {
      if (downloads >= MAX_DOWNLOADS) return { found: false, examined };
      const unusable = (problem: string) =>
        examined.push({ runId, artifact: a.name, digest: null, problem });
      const tooBig = `it is larger than ${MAX_ARTIFACT_BYTES} bytes`;
      if (a.size_in_bytes > MAX_ARTIFACT_BYTES) {
        unusable(tooBig);
        continue;
      }
      downloads++;
      let zip: Uint8Array;
      try {
        zip = await port.download(a);
      } catch (error) {
        unusable(describeThrown(error));
        continue;
      }
      if (zip.byteLength > MAX_ARTIFACT_BYTES) {
        unusable(tooBig);
        continue;
      }
      const read = candidateOfZip(zip, `artifact ${a.name} of run ${runId}`);
      if ('problem' in read) {
        unusable(read.problem);
        continue;
      }
      const digest = baselineContentDigest(read.candidate);
      examined.push({ runId, artifact: a.name, digest, problem: null });
      if (digest === s.digest) {
        return { found: true, candidate: read.candidate, runId, artifact: a.name, examined };
      }
    }
  }
  return { found: false, examined };
}
