// The links the Action writes (the run, an artifact, a commit), built in one place
// from the runner's server URL and the repository.
import type { RepoRef } from './context.js';

export interface RunPlace {
  /** GITHUB_SERVER_URL without a trailing slash. */
  readonly serverUrl: string;
  readonly repo: RepoRef | null;
  readonly runId: string | null;
}

function segment(value: string): string {
  return encodeURIComponent(value);
}

/** `…/owner/repo`, or undefined without a repository. */
export function repositoryUrl(serverUrl: string, repo: RepoRef): string {
  return `${serverUrl}/${segment(repo.owner)}/${segment(repo.repo)}`;
}

/** This workflow run's page, or undefined when the repository or the run id is unknown. */
export function runUrl(place: RunPlace): string | undefined {
  if (place.repo === null || place.runId === null) return undefined;
  return `${repositoryUrl(place.serverUrl, place.repo)}/actions/runs/${segment(place.runId)}`;
}

/** An artifact of this workflow run, or undefined when the run is unknown. */
export function artifactUrl(place: RunPlace, artifactId: number): string | undefined {
  const run = runUrl(place);
  return run === undefined ? undefined : `${run}/artifacts/${artifactId}`;
}

/** A commit of `repository` (`owner/repo`). */
export function commitUrl(serverUrl: string, repository: string, sha: string): string {
  const [owner = '', repo = ''] = repository.split('/');
  return `${repositoryUrl(serverUrl, { owner, repo })}/commit/${segment(sha)}`;
}
