// In-memory fakes of every port of the Action's one delivery (src/github/delivery.ts),
// recording one ordered log of calls, and a pull-request run context: for the
// gate, bench and cases delivery tests. The artifact fake models the toolkit's
// two uploads: a zipped one named by the caller, and a `skipArchive` one of a
// single file, named after the file (@actions/artifact 6.x UploadArtifactOptions).
import type { CommentContent, StickyResult } from '../../src/github/comment.js';
import type { RunContext } from '../../src/github/context.js';
import type { OutputName } from '../../src/github/outputs.js';
import type { GatePorts, LogAnnotation } from '../../src/github/ports.js';
import type { UploadOutcome } from '../../src/github/artifact.js';

export const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
export const PR = 7;
export const RUN = '4242';
export const LABEL = 'agentverity:approve-baseline';
export const DIR = '/runner/temp/agentverity';

/** Calls that leave the runner. */
export const NETWORK = new Set([
  'artifact.upload',
  'artifact.uploadFile',
  'pr.resolve',
  'pr.removeLabel',
  'record.write',
  'comment.upsert',
]);

export interface Fakes {
  readonly ports: GatePorts;
  /** Every call, in order: `port.method` (and a detail after a colon for files and outputs). */
  readonly calls: string[];
  readonly files: Map<string, string>;
  readonly outputs: Map<OutputName, string>;
  /** How often each output was set. */
  readonly outputWrites: Map<OutputName, number>;
  readonly summaries: string[];
  readonly comments: { issue: number; content: CommentContent; mode: string }[];
  readonly statuses: { sha: string; context: string; description: string; targetUrl?: string }[];
  readonly removedLabels: string[];
  readonly log: { level: string; message: string }[];
  readonly annotations: LogAnnotation[];
}

export interface FakeOptions {
  upload?: UploadOutcome;
  uploadFile?: UploadOutcome;
  github?: boolean;
  resolve?: () => Promise<{ number: number; headSha: string | null } | null>;
  record?: () => Promise<void>;
  comment?: () => Promise<StickyResult>;
  removeLabel?: () => Promise<void>;
}

export const STICKY: StickyResult = {
  action: 'created',
  id: 1,
  url: `https://github.com/octo-org/agent-repo/pull/${PR}#issuecomment-1`,
  removedDuplicates: [],
  warnings: [],
};

export function fakes(o: FakeOptions = {}): Fakes {
  const calls: string[] = [];
  const files = new Map<string, string>([[`${DIR}/evidence.json`, '{}']]);
  const outputs = new Map<OutputName, string>();
  const outputWrites = new Map<OutputName, number>();
  const summaries: string[] = [];
  const comments: Fakes['comments'] = [];
  const statuses: Fakes['statuses'] = [];
  const removedLabels: string[] = [];
  const log: Fakes['log'] = [];
  const annotations: LogAnnotation[] = [];
  const say = (level: string) => (message: string) => {
    calls.push(`log.${level}`);
    log.push({ level, message });
  };
  const ports: GatePorts = {
    files: {
      write: (file, text) => {
        calls.push(`files.write:${file.slice(DIR.length + 1)}`);
        files.set(file, text);
      },
      copy: (from, to) => {
        calls.push(`files.copy:${to.slice(DIR.length + 1)}`);
        files.set(to, `copy of ${from}`);
      },
      list: (dir) => {
        calls.push('files.list');
        return [...files.keys()].filter((f) => f.startsWith(`${dir}/`));
      },
    },
    outputs: {
      set: (name, value) => {
        calls.push(`outputs.set:${name}`);
        outputs.set(name, value);
        outputWrites.set(name, (outputWrites.get(name) ?? 0) + 1);
      },
    },
    log: {
      info: say('info'),
      notice: say('notice'),
      warning: say('warning'),
      group: (title, text) => {
        calls.push('log.group');
        log.push({ level: 'group', message: `${title}\n${text}` });
      },
      annotate: (a) => {
        calls.push('log.annotate');
        annotations.push(a);
      },
      fail: say('fail'),
    },
    artifact: {
      upload: async (list) => {
        calls.push('artifact.upload');
        calls.push(`artifact.files:${list.map((f) => f.slice(DIR.length + 1)).join(',')}`);
        return o.upload ?? { ok: true, artifact: { id: 5, name: 'agentverity', size: 100 } };
      },
      // As the toolkit's skipArchive upload: one file, the artifact named after it.
      uploadFile: async (file) => {
        calls.push('artifact.uploadFile');
        calls.push(`artifact.single:${file.slice(DIR.length + 1)}`);
        if (!files.has(file)) throw new Error(`no such file: ${file}`);
        return (
          o.uploadFile ?? { ok: true, artifact: { id: 6, name: file.split('/').at(-1)!, size: 10 } }
        );
      },
    },
    summary: {
      write: async (markdown) => {
        calls.push('summary.write');
        summaries.push(markdown);
      },
    },
    github:
      o.github === false
        ? null
        : {
            pullRequests: {
              resolve: async () => {
                calls.push('pr.resolve');
                return o.resolve ? o.resolve() : { number: PR, headSha: HEAD };
              },
              removeLabel: async (issue, label) => {
                calls.push('pr.removeLabel');
                if (o.removeLabel) await o.removeLabel();
                removedLabels.push(`${issue}:${label}`);
              },
            },
            record: {
              write: async (status) => {
                calls.push('record.write');
                if (o.record) await o.record();
                statuses.push(status);
              },
            },
            comment: {
              upsert: async (issue, content, mode) => {
                calls.push('comment.upsert');
                if (o.comment) return o.comment();
                comments.push({ issue, content, mode });
                return STICKY;
              },
            },
          },
  };
  return {
    ports,
    calls,
    files,
    outputs,
    outputWrites,
    summaries,
    comments,
    statuses,
    removedLabels,
    log,
    annotations,
  };
}

export function ctx(
  over: Partial<RunContext> = {},
  payload: Record<string, unknown> = {},
): RunContext {
  return {
    eventName: 'pull_request',
    payload: {
      action: 'opened',
      number: PR,
      pull_request: {
        number: PR,
        head: { sha: HEAD, repo: { full_name: 'octo-org/agent-repo' } },
        base: { repo: { full_name: 'octo-org/agent-repo' } },
        labels: [],
      },
      ...payload,
    },
    repo: { owner: 'octo-org', repo: 'agent-repo' },
    sha: 'm'.repeat(40),
    runId: RUN,
    runAttempt: 1,
    job: 'gate',
    serverUrl: 'https://github.com',
    workspace: '/runner/work/agent-repo',
    runnerTemp: '/runner/temp',
    ...over,
  };
}
