// Whose comments and commit statuses are ours: `comment-author` when the workflow
// set it; for a personal or OAuth token, the token's own login (GET /user);
// otherwise `github-actions[bot]`, which is who GITHUB_TOKEN writes as.
import type { ActionSettings } from './inputs.js';
import type { Octokit } from './octokit.js';

export async function ourLogin(
  settings: Pick<ActionSettings, 'commentAuthor' | 'commentAuthorGiven' | 'token'>,
  octokit: Octokit,
): Promise<string> {
  if (settings.commentAuthorGiven || !/^(ghp_|github_pat_|gho_|ghu_)/.test(settings.token)) {
    return settings.commentAuthor;
  }
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch {
    return settings.commentAuthor;
  }
}
