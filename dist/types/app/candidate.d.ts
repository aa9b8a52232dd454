import { type Baseline } from '../core/index.js';
/** The candidate's file name in the report folder and the artifact. */
export declare const CANDIDATE_FILE = "candidate-baseline.json";
/** Artifacts larger than this are not downloaded (a report artifact is far smaller). */
export declare const MAX_ARTIFACT_BYTES: number;
/** The candidate file inside: refused above this size before it is inflated. */
export declare const MAX_CANDIDATE_BYTES: number;
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
export type CandidateFound = {
    readonly found: true;
    readonly candidate: Baseline;
    readonly runId: number;
    readonly artifact: string;
    readonly examined: readonly Examined[];
} | {
    readonly found: false;
    readonly examined: readonly Examined[];
};
/** An artifact as the runs' artifact list gives it (only what is read). */
export interface ListedArtifact {
    readonly id: number;
    readonly name: string;
    readonly size_in_bytes: number;
    readonly expired: boolean;
    readonly created_at?: string | null;
    readonly workflow_run?: {
        readonly head_sha?: string;
        readonly id?: number;
    } | null;
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
export declare function candidateOfZip(zip: Uint8Array, where: string): {
    candidate: Baseline;
} | {
    problem: string;
};
/**
 * The candidate with the recorded digest: the recorded run's artifacts first
 * (whatever commit that run ran on), then those of the head commit's other runs,
 * newest first.
 */
export declare function searchCandidate(port: ArtifactPort, s: CandidateSearch): Promise<CandidateFound>;
