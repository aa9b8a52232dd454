/**
 * Runs the committed Action bundle (`dist/index.js`) in a child process the way the
 * GitHub runner does: a clean environment, every input as `INPUT_<NAME>` (including
 * the defaults declared in action.yml), the event payload in a file, and the file
 * commands (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, …) as existing empty files. The REST
 * API and the artifact results service are the loopback fakes in ./fakes/.
 *
 * Also builds realistic webhook payloads for the events the Action handles; their
 * shape is checked against GitHub's webhook schemas in fakes.test.ts.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { githubRepository, githubUser, type Json } from './fakes/github-api.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const ACTION_ENTRY = path.join(REPO_ROOT, 'dist/index.js');

/** True once the Action bundle exists (tests may `describe.skipIf(!hasActionBundle())`). */
export function hasActionBundle(): boolean {
  return existsSync(ACTION_ENTRY);
}

export interface RunActionOptions {
  /** Inputs by their action.yml name (`fail-on`, `github-token`, …); unknown names throw. */
  inputs?: Record<string, string>;
  /** `GITHUB_EVENT_NAME`. Default `pull_request`. */
  eventName?: string;
  /** The webhook payload written to `GITHUB_EVENT_PATH`. Default `{}`. */
  payload?: unknown;
  /** The GitHub API: a fake (`url`, `owner`, `repo`). */
  github?: { url: string; owner: string; repo: string };
  /** The results-service fake; sets ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL. */
  artifacts?: { url: string; token: string };
  /** What `${{ github.token }}` becomes. Default `ghs_e2e-token`. */
  token?: string;
  /** GITHUB_WORKSPACE. Default the repository root. */
  workspace?: string;
  /** The child's working directory. Default the workspace. */
  cwd?: string;
  runId?: number;
  runAttempt?: number;
  job?: string;
  /** GITHUB_SHA. Default derived from the event (merge commit, head or base sha). */
  sha?: string;
  /** GITHUB_REF. Default derived from the event. */
  ref?: string;
  actor?: string;
  /** Extra variables last; `undefined` removes one. */
  env?: Record<string, string | undefined>;
  /** Kill the child after this long. Default 60 s. */
  timeoutMs?: number;
  /** Send `signal` once the child's stderr first contains `when` (a cancelled job). */
  interrupt?: { when: string; signal: NodeJS.Signals };
  /** The script to run. Default `<repo>/dist/index.js`. */
  entry?: string;
}

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  /** The step summary file's text. */
  summary: string;
  /** `::error`, `::warning`, `::notice`, `::add-mask::` lines from stdout, unescaped. */
  commands: WorkflowCommand[];
  /** Values of `GITHUB_ENV`, `GITHUB_STATE` and `GITHUB_PATH` as written. */
  files: { env: string; state: string; path: string };
  runnerTemp: string;
  workspace: string;
  /** The environment the child saw. */
  env: Record<string, string>;
}

const DROPPED = /^(INPUT_|GITHUB_|RUNNER_|ACTIONS_|VITEST|NODE_OPTIONS$|NODE_V8_COVERAGE$)/;
const PROXY = /^(https?_proxy|all_proxy|no_proxy)$/i;

interface ActionInput {
  default?: unknown;
}

/** action.yml's inputs with their defaults as the runner passes them (`${{ github.token }}` replaced). */
export function actionDefaults(token: string): Map<string, string | undefined> {
  const doc = parseYaml(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, ActionInput | null>;
  };
  const out = new Map<string, string | undefined>();
  for (const [name, spec] of Object.entries(doc.inputs ?? {})) {
    const value = spec?.default;
    if (value === undefined || value === null) {
      out.set(name, undefined);
      continue;
    }
    const text = String(value).replace(/\$\{\{\s*github\.token\s*\}\}/g, token);
    if (text.includes('${{'))
      throw new Error(`action.yml input ${name}: the harness cannot evaluate the default ${text}`);
    out.set(name, text);
  }
  return out;
}

/** `INPUT_<NAME>` as @actions/core reads it: spaces to underscores, upper case, hyphens kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Parses a GITHUB_OUTPUT file: `name<<delimiter` heredocs and `name=value` lines. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line);
    if (heredoc?.[1] && heredoc[2]) {
      const value: string[] = [];
      let j = i + 1;
      for (; j < lines.length && lines[j] !== heredoc[2]; j++) value.push(lines[j] ?? '');
      if (j >= lines.length)
        throw new Error(`GITHUB_OUTPUT: no closing ${heredoc[2]} for ${heredoc[1]}`);
      out[heredoc[1]] = value.join('\n');
      i = j;
      continue;
    }
    const kv = /^([^=]+)=(.*)$/.exec(line);
    if (kv?.[1] !== undefined) out[kv[1]] = kv[2] ?? '';
    else if (line.trim() !== '')
      throw new Error(`GITHUB_OUTPUT: cannot read line ${JSON.stringify(line)}`);
  }
  return out;
}

const UNESCAPE: Record<string, string> = {
  '%25': '%',
  '%0D': '\r',
  '%0A': '\n',
  '%3A': ':',
  '%2C': ',',
};

function unescapeData(s: string): string {
  return s.replace(/%(25|0D|0A)/gi, (m) => UNESCAPE[m.toUpperCase()] ?? m);
}

function unescapeProperty(s: string): string {
  return s.replace(/%(25|0D|0A|3A|2C)/gi, (m) => UNESCAPE[m.toUpperCase()] ?? m);
}

const ANNOTATIONS = new Set(['error', 'warning', 'notice', 'add-mask']);

/**
 * Workflow commands on stdout (`::name k=v,k=v::message`) that the runner acts on:
 * annotations and masks. Honours `::stop-commands::token` … `::token::`.
 */
export function parseCommands(stdout: string): WorkflowCommand[] {
  const out: WorkflowCommand[] = [];
  let stopToken: string | null = null;
  for (const line of stdout.split(/\r?\n/)) {
    const m = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m?.[1]) {
      if (stopToken !== null && line === `::${stopToken}::`) stopToken = null;
      continue;
    }
    const command = m[1];
    if (stopToken !== null) {
      if (command === stopToken && !m[2] && m[3] === '') stopToken = null;
      continue;
    }
    if (command === 'stop-commands') {
      stopToken = m[3] ?? null;
      continue;
    }
    if (!ANNOTATIONS.has(command)) continue;
    const properties: Record<string, string> = {};
    for (const part of (m[2] ?? '').split(',')) {
      const eq = part.indexOf('=');
      if (eq > 0) properties[part.slice(0, eq).trim()] = unescapeProperty(part.slice(eq + 1));
    }
    out.push({ command, properties, message: unescapeData(m[3] ?? '') });
  }
  return out;
}

function defaultRefAndSha(eventName: string, payload: unknown): { ref: string; sha: string } {
  const p = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
    string,
    Json
  >;
  const pr = p.pull_request as Record<string, Json> | undefined;
  const base = pr?.base as Record<string, Json> | undefined;
  if (eventName === 'pull_request' && pr)
    return { ref: `refs/pull/${String(pr.number)}/merge`, sha: mergeSha(String(pr.number)) };
  if (eventName === 'pull_request_target' && base)
    return { ref: `refs/heads/${String(base.ref)}`, sha: String(base.sha) };
  if (eventName === 'push' && typeof p.ref === 'string' && typeof p.after === 'string')
    return { ref: p.ref, sha: p.after };
  // workflow_run, schedule, workflow_dispatch…: the default branch's head.
  const repo = p.repository as Record<string, Json> | undefined;
  const branch = typeof repo?.default_branch === 'string' ? repo.default_branch : 'main';
  return { ref: `refs/heads/${branch}`, sha: 'b'.repeat(40) };
}

function mergeSha(seed: string): string {
  return (Buffer.from(`merge-${seed}`).toString('hex') + '0'.repeat(40)).slice(0, 40);
}

/** Runs the Action bundle once; resolves when the process exits. */
export async function runAction(options: RunActionOptions = {}): Promise<ActionRun> {
  const entry = options.entry ?? ACTION_ENTRY;
  if (!existsSync(entry))
    throw new Error(`${entry} does not exist: build the Action bundle first (npm run build)`);
  const token = options.token ?? 'ghs_e2e-token';
  const eventName = options.eventName ?? 'pull_request';
  const payload = options.payload ?? {};
  const workspace = options.workspace ?? REPO_ROOT;
  const runnerTemp = mkdtempSync(path.join(tmpdir(), 'agentverity-e2e-'));
  const commandsDir = path.join(runnerTemp, '_runner_file_commands');
  const workflowDir = path.join(runnerTemp, '_github_workflow');
  mkdirSync(commandsDir);
  mkdirSync(workflowDir);
  const file = (prefix: string): string => {
    const f = path.join(commandsDir, `${prefix}_${randomUUID()}`);
    writeFileSync(f, '');
    return f;
  };
  const files = {
    output: file('set_output'),
    summary: file('step_summary'),
    state: file('save_state'),
    env: file('set_env'),
    path: file('add_path'),
  };
  const eventPath = path.join(workflowDir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(payload, null, 2));

  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !DROPPED.test(k) && !PROXY.test(k)) env[k] = v;

  const defaults = actionDefaults(token);
  const unknown = Object.keys(options.inputs ?? {}).filter((k) => !defaults.has(k));
  if (unknown.length > 0)
    throw new Error(`inputs not declared in action.yml: ${unknown.join(', ')}`);
  for (const [name, value] of defaults) if (value !== undefined) env[inputVariable(name)] = value;
  for (const [name, value] of Object.entries(options.inputs ?? {}))
    env[inputVariable(name)] = value;

  const owner = options.github?.owner ?? 'octo-org';
  const repo = options.github?.repo ?? 'agent-repo';
  const derived = defaultRefAndSha(eventName, payload);
  Object.assign(env, {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${owner}/${repo}`,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_WORKSPACE: workspace,
    GITHUB_RUN_ID: String(options.runId ?? 1001),
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: String(options.runAttempt ?? 1),
    GITHUB_JOB: options.job ?? 'gate',
    GITHUB_WORKFLOW: 'agentverity',
    GITHUB_SHA: options.sha ?? derived.sha,
    GITHUB_REF: options.ref ?? derived.ref,
    GITHUB_ACTOR: options.actor ?? 'contributor',
    GITHUB_ACTION: '__agentverity_action',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'e2e',
    RUNNER_ENVIRONMENT: 'github-hosted',
  });
  const p = payload as { pull_request?: { head?: { ref?: string }; base?: { ref?: string } } };
  if ((eventName === 'pull_request' || eventName === 'pull_request_target') && p.pull_request) {
    env.GITHUB_HEAD_REF = p.pull_request.head?.ref ?? '';
    env.GITHUB_BASE_REF = p.pull_request.base?.ref ?? '';
  }
  if (options.github) env.GITHUB_API_URL = options.github.url;
  if (options.artifacts) {
    env.ACTIONS_RUNTIME_TOKEN = options.artifacts.token;
    env.ACTIONS_RESULTS_URL = options.artifacts.url;
  }
  for (const [k, v] of Object.entries(options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }

  const node = process.env.AGENTVERITY_E2E_NODE ?? process.execPath;
  const child = spawn(node, [entry], {
    cwd: options.cwd ?? workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  let interrupted = false;
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    if (
      options.interrupt !== undefined &&
      !interrupted &&
      stderr.includes(options.interrupt.when)
    ) {
      interrupted = true;
      child.kill(options.interrupt.signal);
    }
  });
  const timeoutMs = options.timeoutMs ?? 60_000;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (c, signal) => resolve(c ?? (signal ? 128 : 1)));
  }).finally(() => clearTimeout(timer));
  if (timedOut)
    throw new Error(
      `the Action did not finish within ${timeoutMs} ms\n--- stdout\n${stdout.slice(-4000)}\n--- stderr\n${stderr.slice(-4000)}`,
    );

  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    commands: parseCommands(stdout),
    files: {
      env: readFileSync(files.env, 'utf8'),
      state: readFileSync(files.state, 'utf8'),
      path: readFileSync(files.path, 'utf8'),
    },
    runnerTemp,
    workspace,
    env,
  };
}

// ---------------------------------------------------------------------------------
// Event payloads
// ---------------------------------------------------------------------------------

type JsonObject = { [key: string]: Json };

const BASE_REPO = 'octo-org/agent-repo';
const BASE_REPO_ID = 424242;
const CREATED = '2026-01-01T00:00:00Z';

export interface PullRequestEventOptions {
  number: number;
  headSha: string;
  /** `owner/name` of the base repository. Default `octo-org/agent-repo` (the fake's default). */
  baseRepo?: string;
  /** The head branch lives in a fork (`forker/<name>`). */
  fork?: boolean;
  /** Default `opened`. */
  action?: 'opened' | 'synchronize' | 'labeled' | 'unlabeled' | 'reopened' | 'edited';
  headRef?: string;
  baseRef?: string;
  baseSha?: string;
  /** For `labeled`/`unlabeled`: the label. */
  label?: string;
  /** Labels on the pull request. */
  labels?: string[];
  /** For `synchronize`: the previous head. */
  before?: string;
  /** The PR author. Default `contributor` (`forker` for a fork). */
  author?: string;
  /** Who triggered the event. Default the author. */
  sender?: string;
  title?: string;
}

function labelJson(baseRepo: string, name: string, i: number): JsonObject {
  const id = 7_100_000_000 + i;
  return {
    id,
    node_id: `LA_kwDO${id.toString(36)}`,
    url: `https://api.github.com/repos/${baseRepo}/labels/${encodeURIComponent(name)}`,
    name,
    color: 'ededed',
    default: false,
    description: null,
  };
}

function pullRequestObject(o: PullRequestEventOptions): JsonObject {
  const baseRepo = o.baseRepo ?? BASE_REPO;
  const name = baseRepo.split('/')[1] ?? 'agent-repo';
  const baseOwner = baseRepo.split('/')[0] ?? 'octo-org';
  const headRepo = o.fork ? `forker/${name}` : baseRepo;
  const headOwner = headRepo.split('/')[0] ?? baseOwner;
  const author = o.author ?? (o.fork ? 'forker' : 'contributor');
  const headRef = o.headRef ?? `feature-${o.number}`;
  const baseRef = o.baseRef ?? 'main';
  const a = `https://api.github.com/repos/${baseRepo}`;
  const web = `https://github.com/${baseRepo}`;
  const labels = [...(o.labels ?? [])];
  if (o.action === 'labeled' && o.label && !labels.includes(o.label)) labels.push(o.label);
  const href = (h: string): JsonObject => ({ href: h });
  return {
    url: `${a}/pulls/${o.number}`,
    id: 2_000_000_000 + o.number,
    node_id: `PR_kwDO${o.number.toString(36)}`,
    html_url: `${web}/pull/${o.number}`,
    diff_url: `${web}/pull/${o.number}.diff`,
    patch_url: `${web}/pull/${o.number}.patch`,
    issue_url: `${a}/issues/${o.number}`,
    number: o.number,
    state: 'open',
    locked: false,
    title: o.title ?? `Change ${o.number}`,
    user: githubUser(author),
    body: null,
    created_at: CREATED,
    updated_at: CREATED,
    closed_at: null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    labels: labels.map((l, i) => labelJson(baseRepo, l, i)),
    milestone: null,
    draft: false,
    commits_url: `${a}/pulls/${o.number}/commits`,
    review_comments_url: `${a}/pulls/${o.number}/comments`,
    review_comment_url: `${a}/pulls/comments{/number}`,
    comments_url: `${a}/issues/${o.number}/comments`,
    statuses_url: `${a}/statuses/${o.headSha}`,
    head: {
      label: `${headOwner}:${headRef}`,
      ref: headRef,
      sha: o.headSha,
      user: githubUser(headOwner, o.fork ? 'User' : 'Organization'),
      repo: githubRepository(headRepo, {
        id: o.fork ? BASE_REPO_ID + 1000 + o.number : BASE_REPO_ID,
        fork: o.fork ?? false,
      }),
    },
    base: {
      label: `${baseOwner}:${baseRef}`,
      ref: baseRef,
      sha: o.baseSha ?? 'b'.repeat(40),
      user: githubUser(baseOwner, 'Organization'),
      repo: githubRepository(baseRepo, { id: BASE_REPO_ID }),
    },
    _links: {
      self: href(`${a}/pulls/${o.number}`),
      html: href(`${web}/pull/${o.number}`),
      issue: href(`${a}/issues/${o.number}`),
      comments: href(`${a}/issues/${o.number}/comments`),
      review_comments: href(`${a}/pulls/${o.number}/comments`),
      review_comment: href(`${a}/pulls/comments{/number}`),
      commits: href(`${a}/pulls/${o.number}/commits`),
      statuses: href(`${a}/statuses/${o.headSha}`),
    },
    author_association: o.fork ? 'FIRST_TIME_CONTRIBUTOR' : 'COLLABORATOR',
    auto_merge: null,
    active_lock_reason: null,
    merged: false,
    mergeable: null,
    rebaseable: null,
    mergeable_state: 'unknown',
    merged_by: null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: o.fork ?? false,
    commits: 1,
    additions: 1,
    deletions: 0,
    changed_files: 1,
  };
}

/** A `pull_request` webhook payload (GITHUB_EVENT_NAME=pull_request). */
export function pullRequestEvent(o: PullRequestEventOptions): JsonObject {
  const baseRepo = o.baseRepo ?? BASE_REPO;
  const action = o.action ?? 'opened';
  const author = o.author ?? (o.fork ? 'forker' : 'contributor');
  const payload: JsonObject = {
    action,
    number: o.number,
    pull_request: pullRequestObject(o),
    repository: githubRepository(baseRepo, { id: BASE_REPO_ID }),
    sender: githubUser(o.sender ?? author),
  };
  if (action === 'synchronize') {
    payload.before = o.before ?? 'e'.repeat(40);
    payload.after = o.headSha;
  }
  if ((action === 'labeled' || action === 'unlabeled') && o.label)
    payload.label = labelJson(baseRepo, o.label, 99);
  return payload;
}

/** The same payload under `pull_request_target` (runs in the base repository's context). */
export function pullRequestTargetEvent(o: PullRequestEventOptions): JsonObject {
  return pullRequestEvent(o);
}

export interface PushEventOptions {
  headSha: string;
  baseRepo?: string;
  /** Default `refs/heads/main`. */
  ref?: string;
  before?: string;
  pusher?: string;
  message?: string;
}

/** A `push` webhook payload. */
export function pushEvent(o: PushEventOptions): JsonObject {
  const baseRepo = o.baseRepo ?? BASE_REPO;
  const pusher = o.pusher ?? 'contributor';
  const before = o.before ?? 'e'.repeat(40);
  const commit: JsonObject = {
    id: o.headSha,
    tree_id: 'd'.repeat(40),
    distinct: true,
    message: o.message ?? 'Update the agent',
    timestamp: '2026-01-01T00:00:00+00:00',
    url: `https://github.com/${baseRepo}/commit/${o.headSha}`,
    author: { name: pusher, email: `${pusher}@example.com`, username: pusher },
    committer: { name: pusher, email: `${pusher}@example.com`, username: pusher },
    added: [],
    removed: [],
    modified: ['src/agent.ts'],
  };
  const repository = githubRepository(baseRepo, { id: BASE_REPO_ID });
  return {
    ref: o.ref ?? 'refs/heads/main',
    before,
    after: o.headSha,
    created: false,
    deleted: false,
    forced: false,
    base_ref: null,
    compare: `https://github.com/${baseRepo}/compare/${before.slice(0, 12)}...${o.headSha.slice(0, 12)}`,
    commits: [commit],
    head_commit: commit,
    // Push payloads give timestamps as epoch seconds and the owner with `name`.
    repository: {
      ...repository,
      pushed_at: 1767225600,
      created_at: 1735689600,
      master_branch: 'main',
    },
    pusher: { name: pusher, email: `${pusher}@example.com` },
    sender: githubUser(pusher),
  };
}

export interface WorkflowRunEventOptions {
  runId: number;
  headSha: string;
  baseRepo?: string;
  /** The pull request the run was for; with `fork`, GitHub leaves `pull_requests` empty. */
  pullNumber?: number;
  fork?: boolean;
  headBranch?: string;
  /** Default `pull_request`. */
  event?: string;
  /** Default `success`. */
  conclusion?: 'success' | 'failure' | 'cancelled' | 'skipped' | 'neutral' | 'timed_out';
  workflowName?: string;
  actor?: string;
}

/** A `workflow_run` (completed) webhook payload, as Zone B sees it. */
export function workflowRunEvent(o: WorkflowRunEventOptions): JsonObject {
  const baseRepo = o.baseRepo ?? BASE_REPO;
  const a = `https://api.github.com/repos/${baseRepo}`;
  const web = `https://github.com/${baseRepo}`;
  const name = baseRepo.split('/')[1] ?? 'agent-repo';
  const headRepo = o.fork ? `forker/${name}` : baseRepo;
  const actor = githubUser(o.actor ?? (o.fork ? 'forker' : 'contributor'));
  const headBranch = o.headBranch ?? (o.pullNumber ? `feature-${o.pullNumber}` : 'main');
  const workflowId = 161335;
  const run = `${a}/actions/runs/${o.runId}`;
  const repoId = (full: string): number => (full === baseRepo ? BASE_REPO_ID : BASE_REPO_ID + 1000);
  const pullRequests: Json[] =
    o.pullNumber !== undefined && !o.fork
      ? [
          {
            url: `${a}/pulls/${o.pullNumber}`,
            id: 2_000_000_000 + o.pullNumber,
            number: o.pullNumber,
            head: { ref: headBranch, sha: o.headSha, repo: { id: BASE_REPO_ID, url: a, name } },
            base: { ref: 'main', sha: 'b'.repeat(40), repo: { id: BASE_REPO_ID, url: a, name } },
          },
        ]
      : [];
  const workflowName = o.workflowName ?? 'agentverity';
  return {
    action: 'completed',
    repository: githubRepository(baseRepo, { id: BASE_REPO_ID }),
    sender: actor,
    workflow: {
      badge_url: `${web}/workflows/${workflowName}/badge.svg`,
      created_at: CREATED,
      html_url: `${web}/blob/main/.github/workflows/${workflowName}.yml`,
      id: workflowId,
      name: workflowName,
      node_id: `W_kwDO${workflowId.toString(36)}`,
      path: `.github/workflows/${workflowName}.yml`,
      state: 'active',
      updated_at: CREATED,
      url: `${a}/actions/workflows/${workflowId}`,
    },
    workflow_run: {
      actor,
      artifacts_url: `${run}/artifacts`,
      cancel_url: `${run}/cancel`,
      check_suite_id: 30_000_000_000 + o.runId,
      check_suite_node_id: `CS_kwDO${o.runId.toString(36)}`,
      check_suite_url: `${a}/check-suites/${30_000_000_000 + o.runId}`,
      conclusion: o.conclusion ?? 'success',
      created_at: CREATED,
      event: o.event ?? 'pull_request',
      head_branch: headBranch,
      head_commit: {
        id: o.headSha,
        tree_id: 'd'.repeat(40),
        message: 'Update the agent',
        timestamp: CREATED,
        author: { name: 'contributor', email: 'contributor@example.com' },
        committer: { name: 'contributor', email: 'contributor@example.com' },
      },
      head_repository: githubRepository(headRepo, { id: repoId(headRepo), fork: o.fork ?? false }),
      head_sha: o.headSha,
      html_url: `${web}/actions/runs/${o.runId}`,
      id: o.runId,
      jobs_url: `${run}/jobs`,
      logs_url: `${run}/logs`,
      name: workflowName,
      node_id: `WFR_kwLO${o.runId.toString(36)}`,
      path: `.github/workflows/${workflowName}.yml`,
      previous_attempt_url: null,
      pull_requests: pullRequests,
      referenced_workflows: [],
      repository: githubRepository(baseRepo, { id: BASE_REPO_ID }),
      rerun_url: `${run}/rerun`,
      run_attempt: 1,
      run_number: 1,
      run_started_at: CREATED,
      status: 'completed',
      triggering_actor: actor,
      updated_at: CREATED,
      url: run,
      workflow_id: workflowId,
      workflow_url: `${a}/actions/workflows/${workflowId}`,
      display_title: 'Update the agent',
    },
  };
}

/**
 * The zipped artifacts a run uploaded, without the HTML report each reporting
 * step uploads again on its own (unzipped, named `<artifact>.html`).
 */
export function zipped<T extends { readonly name: string }>(service: {
  readonly artifacts: readonly T[];
}): T[] {
  return service.artifacts.filter((a) => !a.name.endsWith('.html'));
}
