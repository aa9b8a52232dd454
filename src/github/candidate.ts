// The candidate search's port over the REST API (app/candidate.ts holds the
// search and its rules): the head commit's runs, a run's artifacts (a deleted run
// is null) and an artifact's zip, each failure a GithubApiError.
import {
  searchCandidate,
  type ArtifactPort,
  type CandidateFound,
  type CandidateSearch,
  type ListedArtifact,
} from '../app/index.js';
import { apiError } from './comment.js';
import type { Octokit } from './octokit.js';

export {
  candidateOfZip,
  MAX_ARTIFACT_BYTES,
  MAX_CANDIDATE_BYTES,
  type CandidateFound,
  type CandidateSearch,
  type Examined,
} from '../app/index.js';

/** The artifact port of a repository over Octokit. */
export function artifactPort(octokit: Octokit, owner: string, repo: string): ArtifactPort {
  return {
    runsOf: async (headSha) => {
      try {
        const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
          owner,
          repo,
          head_sha: headSha,
          per_page: 100,
        });
        return data.workflow_runs;
      } catch (error) {
        throw apiError('list the workflow runs of the head commit', error);
      }
    },
    artifactsOf: async (runId) => {
      try {
        return (await octokit.paginate(octokit.rest.actions.listWorkflowRunArtifacts, {
          owner,
          repo,
          run_id: runId,
          per_page: 100,
        })) as ListedArtifact[];
      } catch (error) {
        const e = apiError(`list the artifacts of run ${runId}`, error);
        if (e.status === 404) return null;
        throw e;
      }
    },
    download: async (a) => {
      try {
        const { data } = await octokit.rest.actions.downloadArtifact({
          owner,
          repo,
          artifact_id: a.id,
          archive_format: 'zip',
        });
        return new Uint8Array(data as ArrayBuffer);
      } catch (error) {
        throw apiError(`download artifact ${a.name}`, error);
      }
    },
  };
}

/**
 * The candidate with the recorded digest: the recorded run's artifacts first
 * (whatever commit that run ran on), then those of the head commit's other runs,
 * newest first (app/candidate.ts).
 */
export function findCandidate(octokit: Octokit, s: CandidateSearch): Promise<CandidateFound> {
  return searchCandidate(artifactPort(octokit, s.owner, s.repo), s);
}
