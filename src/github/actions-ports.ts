// The real ports (ports.ts) over the runner: @actions/core for outputs, the log
// and the job summary, @actions/artifact for the upload, Octokit for the pull
// request, the record and the comment, node:fs for the report files.
import { copyFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import { uploadReports, uploadSingleFile } from './artifact.js';
import { ourLogin } from './author.js';
import { upsertStickyComment } from './comment.js';
import type { RunContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import type { Octokit } from './octokit.js';
import type { OutputsPort } from './outputs.js';
import type {
  ArtifactPort,
  FilesPort,
  GithubPorts,
  LogAnnotation,
  LogPort,
  SummaryPort,
} from './ports.js';
import { resolvePullRequest } from './pull-request.js';
import { writeSummary } from './summary.js';

export function actionOutputs(): OutputsPort {
  return { set: (name, value) => core.setOutput(name, value) };
}

function annotate(a: LogAnnotation): void {
  const props: core.AnnotationProperties = {
    title: a.title,
    ...(a.file === undefined ? {} : { file: a.file }),
    ...(a.startLine === undefined ? {} : { startLine: a.startLine }),
  };
  if (a.level === 'error') core.error(a.message, props);
  else if (a.level === 'warning') core.warning(a.message, props);
  else core.notice(a.message, props);
}

export function actionLog(): LogPort {
  return {
    info: (message) => core.info(message),
    notice: (message) => core.notice(message),
    warning: (message) => core.warning(message),
    group: (title, text) => {
      core.startGroup(title);
      core.info(text);
      core.endGroup();
    },
    annotate,
    fail: (message) => core.setFailed(message),
  };
}

export function jobSummary(): SummaryPort {
  return { write: writeSummary };
}

/** Files on the runner; `write` is the caller's (it refuses with the file's name). */
export function runnerFiles(write: (file: string, text: string) => void): FilesPort {
  return {
    write,
    copy: (from, to) => {
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
    },
    list: (dir) =>
      readdirSync(dir)
        .map((f) => path.join(dir, f))
        .filter((f) => statSync(f).isFile()),
  };
}

/** The artifact service of this workflow run (a new name when one is taken). */
export function artifactService(
  ctx: Pick<RunContext, 'runAttempt' | 'job'>,
  settings: Pick<ActionSettings, 'retentionDays'>,
  env: NodeJS.ProcessEnv,
): ArtifactPort {
  return {
    upload: (files, root, name) =>
      uploadReports(files, root, name, {
        attempt: ctx.runAttempt,
        job: ctx.job,
        env,
        ...(settings.retentionDays === undefined ? {} : { retentionDays: settings.retentionDays }),
      }),
    uploadFile: (file) =>
      uploadSingleFile(file, {
        env,
        ...(settings.retentionDays === undefined ? {} : { retentionDays: settings.retentionDays }),
      }),
  };
}

/** The pull request, the record and the comment through the REST API. */
export function githubPorts(
  octokit: Octokit,
  settings: Pick<ActionSettings, 'commentKey' | 'commentAuthor' | 'commentAuthorGiven' | 'token'>,
  ctx: RunContext & { readonly repo: NonNullable<RunContext['repo']> },
): GithubPorts {
  const { owner, repo } = ctx.repo;
  return {
    pullRequests: {
      resolve: () => resolvePullRequest(octokit, ctx),
      removeLabel: async (issueNumber, name) => {
        await octokit.rest.issues.removeLabel({ owner, repo, issue_number: issueNumber, name });
      },
    },
    record: {
      write: async (s) => {
        await octokit.rest.repos.createCommitStatus({
          owner,
          repo,
          sha: s.sha,
          state: 'success',
          context: s.context,
          description: s.description,
          ...(s.targetUrl === undefined ? {} : { target_url: s.targetUrl }),
        });
      },
    },
    comment: {
      upsert: async (issueNumber, content, mode) => {
        const author = await ourLogin(settings, octokit);
        return upsertStickyComment(
          octokit,
          { owner, repo, issueNumber, key: settings.commentKey, author },
          content,
          mode,
        );
      },
    },
  };
}
