// The Action's inputs (action.yml), read once and checked together: every problem
// is reported in one refusal, so a user fixes the workflow file in one go.
import { InvalidArgumentError } from 'commander';
import {
  ISOLATIONS,
  LAYERS,
  Refusal,
  STATUSES,
  type Isolation,
  type Layer,
} from '../core/index.js';
import { parseDuration, parseRate, type RunOptions } from '../cli/commands/run.js';
import { DEFAULT_BASELINE_PATH } from '../cli/commands/snapshot.js';
import { parseFraction, parsePositiveInt } from '../cli/options.js';
import type { SourceOptions } from '../cli/sources.js';

export const MODES = ['gate', 'promote'] as const;
export type Mode = (typeof MODES)[number];
export const COMMENT_MODES = ['always', 'on-change', 'never'] as const;
export type CommentSetting = (typeof COMMENT_MODES)[number];
const PRECISIONS = ['cheap', 'balanced', 'strict'] as const;
export const PROMOTE_TARGETS = ['commit', 'artifact'] as const;
export type PromoteTarget = (typeof PROMOTE_TARGETS)[number];
export const DEFAULT_APPROVAL_LABEL = 'agentverity:approve-baseline';
export const DEFAULT_APPROVER_ROLES = ['admin', 'maintain', 'write'] as const;
/** Who GITHUB_TOKEN writes comments as. */
export const DEFAULT_COMMENT_AUTHOR = 'github-actions[bot]';

/** The statuses `fail-on` may name: the assessment's, and the baseline check's. */
export const FAIL_ON_STATUSES = [...STATUSES, 'drift', 'baseline-refused'] as const;

/** Which results fail the step. */
export interface FailOn {
  readonly exitCodes: ReadonlySet<number>;
  readonly statuses: ReadonlySet<string>;
}

/** Where the evidence comes from: a live run of the agent, or recorded runs. */
export type Source =
  | { readonly kind: 'run'; readonly options: RunOptions }
  | { readonly kind: 'import'; readonly options: SourceOptions }
  | { readonly kind: 'none' };

/** Who may approve a baseline and how an approved one is delivered (docs/baseline-promotion.md). */
export interface ApprovalSettings {
  readonly label: string;
  /** Repository `role_name`s whose label counts, lower-case. */
  readonly roles: readonly string[];
  /** Logins (lower-case) and `org/team-slug` teams; empty when anyone with a role may approve. */
  readonly approvers: readonly string[];
  readonly allowSelfApproval: boolean;
  readonly promote: PromoteTarget;
}

export interface ActionSettings {
  readonly mode: Mode;
  readonly source: Source;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly suite?: string;
  /** The baseline file, null for `none`; `explicit` when the workflow named one (then it must exist). */
  readonly baseline: { readonly path: string; readonly explicit: boolean } | null;
  /** Days the artifact is kept; undefined for the repository's default. */
  readonly retentionDays?: number;
  readonly comment: CommentSetting;
  readonly commentKey: string;
  readonly commentAuthor: string;
  /** The workflow set `comment-author` to something other than the default. */
  readonly commentAuthorGiven: boolean;
  readonly token: string;
  readonly artifactName: string;
  readonly uploadEvidence: boolean;
  readonly redact: boolean;
  readonly failOn: FailOn;
  readonly workingDirectory: string;
  readonly allowUntrustedCode: boolean;
  readonly approval: ApprovalSettings;
}

/** Characters GitHub refuses in an artifact name. */
export const FORBIDDEN_IN_ARTIFACT_NAME = /[":<>|*?\\/\r\n]/g;

/** Reads one input as the runner passes it (`INPUT_<NAME>`); '' when not given. */
export type InputReader = (name: string) => string;

/** The runner's convention: `INPUT_` + the name upper-cased, spaces as underscores. */
export function envInputReader(env: NodeJS.ProcessEnv): InputReader {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

class Problems {
  readonly list: string[] = [];
  add(input: string, message: string): void {
    this.list.push(`input '${input}': ${message}`);
  }
}

/** Items of a comma- or line-separated list input, trimmed, without blanks. */
function items(value: string): string[] {
  return value
    .split(/[,\r\n]+/)
    .map((v) => v.trim())
    .filter((v) => v !== '' && !v.startsWith('#'));
}

/** Lines of a multi-line input (a list), without blanks and `#` comments. */
function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

function parsed<T>(
  problems: Problems,
  read: InputReader,
  name: string,
  parse: (value: string) => T,
): T | undefined {
  const value = read(name);
  if (value === '') return undefined;
  try {
    return parse(value);
  } catch (error) {
    const reason =
      error instanceof InvalidArgumentError || error instanceof Error
        ? error.message
        : String(error);
    problems.add(name, `${reason}; got ${JSON.stringify(value.slice(0, 200))}`);
    return undefined;
  }
}

function choice<T extends string>(
  problems: Problems,
  read: InputReader,
  name: string,
  choices: readonly T[],
): T | undefined {
  return parsed(problems, read, name, (v) => {
    const lower = v.toLowerCase();
    const found = choices.find((c) => c === lower);
    if (found === undefined) throw new Error(`expected one of ${choices.join(', ')}`);
    return found;
  });
}

/** YAML 1.2 core booleans, as `core.getBooleanInput` reads them. */
function boolean(problems: Problems, read: InputReader, name: string, fallback: boolean): boolean {
  const value = parsed(problems, read, name, (v) => {
    if (['true', 'True', 'TRUE'].includes(v)) return true;
    if (['false', 'False', 'FALSE'].includes(v)) return false;
    throw new Error('expected true or false');
  });
  return value ?? fallback;
}

function parseK(value: string): number {
  const k = parsePositiveInt(value);
  if (k < 2 || k % 2 !== 0) throw new Error('expected an even number of repeats of at least 2');
  return k;
}

export function parseFailOn(value: string): FailOn {
  const tokens = value
    .split(/[\s,]+/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
  if (tokens.length === 0) throw new Error('expected exit codes (1, 2), statuses or none');
  const exitCodes = new Set<number>();
  const statuses = new Set<string>();
  for (const t of tokens) {
    if (t === 'none' || t === 'never') continue;
    if (t === '1' || t === '2') exitCodes.add(Number(t));
    else if ((FAIL_ON_STATUSES as readonly string[]).includes(t)) statuses.add(t);
    else {
      throw new Error(
        `unknown value ${JSON.stringify(t.slice(0, 60))}: expected 1, 2, none or a status (${FAIL_ON_STATUSES.join(', ')})`,
      );
    }
  }
  if (tokens.some((t) => t === 'none' || t === 'never') && (exitCodes.size || statuses.size)) {
    throw new Error('none cannot be combined with other values');
  }
  return { exitCodes, statuses };
}

function parseHeaderLines(value: string): string[] {
  const out = lines(value);
  for (const line of out) {
    const i = line.indexOf(':');
    if (i <= 0 || line.slice(0, i).trim() === '') {
      throw new Error(
        `expected one "Name: value" per line, got ${JSON.stringify(line.slice(0, 80))}`,
      );
    }
  }
  return out;
}

const IMPORT_ONLY = ['input-path', 'score', 'provider', 'prompt-id'] as const;
const RUN_ONLY = [
  'headers',
  'k',
  'budget',
  'max-workers',
  'timeout',
  'rate-limit',
  'relations',
] as const;
/** Inputs that say what to assess: meaningless to `promote`. */
const GATE_ONLY = [
  ...new Set([
    'agent',
    'agent-command',
    'agent-url',
    'inputs',
    'suite',
    'evidence',
    'promptfoo',
    'jsonl',
    'inspect',
    'decision-path',
    'text-path',
    'tools-path',
    'layer',
    'isolation',
    'precision',
    'epsilon',
    ...IMPORT_ONLY,
    ...RUN_ONLY,
  ]),
];

/**
 * Read and check every input. Throws one `Refusal` (exit 2) listing every
 * problem found, so nothing runs on a half-valid configuration.
 */
export function readSettings(read: InputReader): ActionSettings {
  const problems = new Problems();

  const mode = choice(problems, read, 'mode', MODES) ?? 'gate';
  const agent = read('agent');
  const agentCommand = read('agent-command');
  const agentUrl = read('agent-url');
  const agents = [
    ['agent', agent],
    ['agent-command', agentCommand],
    ['agent-url', agentUrl],
  ].filter(([, v]) => v !== '');
  const imports = (['evidence', 'promptfoo', 'jsonl', 'inspect'] as const).filter(
    (name) => lines(read(name)).length > 0,
  );
  const live = agents.length > 0;
  const inputs = read('inputs');
  const suite = read('suite');
  if (mode === 'promote') {
    // Promotion reads the recorded candidate: it runs no agent and reads no evidence.
    for (const name of GATE_ONLY) {
      if (read(name) !== '')
        problems.add(
          name,
          "applies to mode 'gate' only: promotion runs no agent and reads no evidence",
        );
    }
  } else {
    if (agents.length > 1) {
      problems.add(
        agents.map(([n]) => n).join("' and '"),
        'give one agent: agent (a module), agent-command (a worker) or agent-url (HTTP)',
      );
    }
    if (agents.length > 0 && imports.length > 0) {
      problems.add(
        `${agents[0]?.[0] ?? 'agent'}' and '${imports.join("' and '")}`,
        'either run an agent or read recorded runs, not both',
      );
    }
    if (agents.length === 0 && imports.length === 0) {
      problems.add(
        'agent',
        'nothing to assess: give an agent (agent, agent-command or agent-url) with inputs or suite, or recorded runs (evidence, promptfoo, jsonl or inspect)',
      );
    }
    if (live && (inputs === '') === (suite === '')) {
      problems.add(
        inputs === '' ? 'inputs' : "inputs' and 'suite",
        'a live run needs exactly one of inputs (a file of seed inputs) or suite (a decision suite)',
      );
    }
    if (!live && inputs !== '') {
      problems.add('inputs', 'seed inputs are for a live run: give an agent, or leave inputs out');
    }
    // Inputs that only one kind of source reads are refused with the other, not ignored.
    const otherKind = live ? IMPORT_ONLY : imports.length > 0 ? RUN_ONLY : [];
    const belongsTo = live
      ? 'applies to recorded runs only (evidence, promptfoo, jsonl, inspect)'
      : 'applies to a live run of an agent only';
    for (const name of otherKind) if (read(name) !== '') problems.add(name, belongsTo);
    if (imports.includes('promptfoo') && suite === '') {
      problems.add('suite', 'a promptfoo export is read against the reviewed cases: give suite');
    }
    if (live && agentUrl === '') {
      for (const name of ['decision-path', 'text-path', 'tools-path', 'headers'] as const) {
        if (read(name) !== '') problems.add(name, 'applies to agent-url only (an HTTP agent)');
      }
    }
  }

  const epsilon = parsed(problems, read, 'epsilon', parseFraction);
  const precision = choice(problems, read, 'precision', PRECISIONS);
  if (epsilon !== undefined && precision !== undefined) {
    problems.add('epsilon', 'give epsilon or precision, not both');
  }
  const k = parsed(problems, read, 'k', parseK);
  const budget = parsed(problems, read, 'budget', parsePositiveInt);
  const maxWorkers = parsed(problems, read, 'max-workers', parsePositiveInt);
  const timeout = parsed(problems, read, 'timeout', parseDuration);
  const rateLimit = parsed(problems, read, 'rate-limit', parseRate);
  const layer = choice(problems, read, 'layer', LAYERS) as Layer | undefined;
  const isolation = choice(problems, read, 'isolation', ISOLATIONS) as Isolation | undefined;
  const headers = parsed(problems, read, 'headers', parseHeaderLines);
  const relationsValue = read('relations');
  const relations: string | false | undefined =
    relationsValue === ''
      ? undefined
      : relationsValue.toLowerCase() === 'none'
        ? false
        : relationsValue;

  const comment = choice(problems, read, 'comment', COMMENT_MODES) ?? 'always';
  const commentKey = read('comment-key');
  if (commentKey !== '' && !/^[A-Za-z0-9._-]{1,100}$/.test(commentKey)) {
    problems.add('comment-key', 'expected up to 100 letters, digits, dots, dashes or underscores');
  }
  const commentAuthor = read('comment-author') || DEFAULT_COMMENT_AUTHOR;
  if (!/^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(commentAuthor)) {
    problems.add('comment-author', 'expected a GitHub login such as github-actions[bot]');
  }
  const artifactName = read('artifact-name') || 'agentverity';
  if (artifactName.search(FORBIDDEN_IN_ARTIFACT_NAME) >= 0 || artifactName.length > 200) {
    problems.add(
      'artifact-name',
      'an artifact name may not contain " : < > | * ? \\ / or a line break, and at most 200 characters',
    );
  }
  const uploadEvidence = boolean(problems, read, 'upload-evidence', true);
  const redact = boolean(problems, read, 'redact', false);
  const allowUntrustedCode = boolean(problems, read, 'allow-untrusted-code', false);
  const failOn = parsed(problems, read, 'fail-on', parseFailOn) ?? {
    exitCodes: new Set([1, 2]),
    statuses: new Set<string>(),
  };
  if (redact && layer === 'text') {
    problems.add(
      'redact',
      'cannot redact evidence on the text layer: the texts are what it compares',
    );
  }
  const baselineValue = read('baseline');
  const retentionDays = parsed(problems, read, 'retention-days', (v) => {
    const n = parsePositiveInt(v);
    if (n > 400) throw new Error('expected a number of days from 1 to 400');
    return n;
  });
  const workingDirectory = read('working-directory') || '.';

  const approvalLabel = read('approval-label') || DEFAULT_APPROVAL_LABEL;
  if (approvalLabel.length > 50 || /[\r\n,]/.test(approvalLabel)) {
    problems.add(
      'approval-label',
      'expected a label name of at most 50 characters, without commas or line breaks',
    );
  }
  const roles = (
    read('approver-roles') === '' ? [...DEFAULT_APPROVER_ROLES] : items(read('approver-roles'))
  ).map((r) => r.toLowerCase());
  if (roles.length === 0)
    problems.add('approver-roles', 'expected at least one role, e.g. admin, maintain, write');
  for (const role of roles) {
    if (!/^[a-z0-9][a-z0-9 _-]{0,99}$/.test(role))
      problems.add(
        'approver-roles',
        `expected role names such as admin, maintain, write; got ${JSON.stringify(role.slice(0, 100))}`,
      );
  }
  const approvers = items(read('approvers')).map((a) => a.replace(/^@/, '').toLowerCase());
  for (const a of approvers) {
    if (!/^[a-z0-9-]{1,39}(\/[a-z0-9._-]{1,100})?$/.test(a)) {
      problems.add(
        'approvers',
        `expected GitHub logins or org/team-slug; got ${JSON.stringify(a.slice(0, 100))}`,
      );
    }
  }
  const allowSelfApproval = boolean(problems, read, 'allow-self-approval', false);
  const promote = choice(problems, read, 'promote', PROMOTE_TARGETS) ?? 'commit';

  if (problems.list.length > 0) {
    const n = problems.list.length;
    throw new Refusal(
      'action.inputs',
      `${n === 1 ? 'a problem' : `${n} problems`} with the step's inputs (the \`with:\` of the workflow step):\n${problems.list.map((p) => `  - ${p}`).join('\n')}`,
    );
  }

  const shared = {
    ...(suite === '' ? {} : { suite }),
    ...(epsilon === undefined ? {} : { epsilon }),
    ...(precision === undefined ? {} : { precision }),
    ...(layer === undefined ? {} : { layer }),
    ...(isolation === undefined ? {} : { isolation }),
  };
  const path = (name: string) => (read(name) === '' ? {} : { [camel(name)]: read(name) });
  let source: Source;
  if (mode === 'promote') {
    source = { kind: 'none' };
  } else if (live) {
    const options: RunOptions = {
      ...shared,
      ...(agent === '' ? {} : { agent }),
      ...(agentCommand === '' ? {} : { agentCommand }),
      ...(agentUrl === '' ? {} : { agentUrl }),
      ...(inputs === '' ? {} : { inputs }),
      ...path('decision-path'),
      ...path('text-path'),
      ...path('tools-path'),
      ...(headers === undefined ? {} : { header: headers }),
      ...(k === undefined ? {} : { k }),
      ...(budget === undefined ? {} : { budget }),
      ...(maxWorkers === undefined ? {} : { maxWorkers }),
      ...(timeout === undefined ? {} : { timeout }),
      ...(rateLimit === undefined ? {} : { rateLimit }),
      ...(relations === undefined ? {} : { relations }),
      redact,
    };
    source = { kind: 'run', options };
  } else {
    const list = (name: 'evidence' | 'promptfoo' | 'jsonl' | 'inspect') =>
      lines(read(name)).length === 0 ? {} : { [name]: lines(read(name)) };
    const options: SourceOptions = {
      ...shared,
      ...list('evidence'),
      ...list('promptfoo'),
      ...list('jsonl'),
      ...list('inspect'),
      ...path('input-path'),
      ...path('decision-path'),
      ...path('text-path'),
      ...path('tools-path'),
      ...path('score'),
      ...path('provider'),
      ...path('prompt-id'),
    };
    source = { kind: 'import', options };
  }

  return {
    mode,
    source,
    ...(epsilon === undefined ? {} : { epsilon }),
    ...(precision === undefined ? {} : { precision }),
    ...(suite === '' ? {} : { suite }),
    baseline:
      baselineValue.toLowerCase() === 'none'
        ? null
        : {
            path: baselineValue === '' ? DEFAULT_BASELINE_PATH : baselineValue,
            explicit: baselineValue !== '' && baselineValue !== DEFAULT_BASELINE_PATH,
          },
    ...(retentionDays === undefined ? {} : { retentionDays }),
    comment,
    commentKey,
    commentAuthor,
    commentAuthorGiven: commentAuthor !== DEFAULT_COMMENT_AUTHOR,
    token: read('github-token'),
    artifactName,
    uploadEvidence,
    redact,
    failOn,
    workingDirectory,
    allowUntrustedCode,
    approval: { label: approvalLabel, roles, approvers, allowSelfApproval, promote },
  };
}

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
