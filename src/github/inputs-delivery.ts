// The Action's own inputs, whatever the mode: the comment, the artifact, the
// gate (`fail-on`), who may approve a baseline, and a shard run's `shard`.
import { DEFAULT_BASELINE_PATH, parseWhole } from '../app/index.js';
import { STATUSES } from '../app/vocabulary.js';
import { boolean, choice, items, parsed, type InputReader, type Problems } from './input-kit.js';
import type { Mode } from './inputs.js';
import { parseShardInput, type ShardSpec } from './shards.js';

export const COMMENT_MODES = ['always', 'on-change', 'never'] as const;
export type CommentSetting = (typeof COMMENT_MODES)[number];
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

/** Characters GitHub refuses in an artifact name. */
export const FORBIDDEN_IN_ARTIFACT_NAME = /[":<>|*?\\/\r\n]/g;

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

/** The inputs of the Action's own: the comment, the artifact, the gate, approval. */
export function readDelivery(problems: Problems, read: InputReader) {
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
  const allowUntrustedCode = boolean(problems, read, 'allow-untrusted-code', false);
  const failOn = parsed(problems, read, 'fail-on', parseFailOn) ?? {
    exitCodes: new Set([1, 2]),
    statuses: new Set<string>(),
  };
  const retentionDays = parsed(problems, read, 'retention-days', (v) => {
    const n = parseWhole(v);
    if (n < 1 || n > 400) throw new Error('expected a number of days from 1 to 400');
    return n;
  });
  const baselineValue = read('baseline');
  return {
    comment,
    commentKey,
    commentAuthor,
    commentAuthorGiven: commentAuthor !== DEFAULT_COMMENT_AUTHOR,
    token: read('github-token'),
    artifactName,
    uploadEvidence,
    failOn,
    workingDirectory: read('working-directory') || '.',
    allowUntrustedCode,
    ...(retentionDays === undefined ? {} : { retentionDays }),
    baseline:
      baselineValue.toLowerCase() === 'none'
        ? null
        : {
            path: baselineValue === '' ? DEFAULT_BASELINE_PATH : baselineValue,
            explicit: baselineValue !== '' && baselineValue !== DEFAULT_BASELINE_PATH,
          },
    approval: readApproval(problems, read),
  };
}

export function readApproval(problems: Problems, read: InputReader): ApprovalSettings {
  const label = read('approval-label') || DEFAULT_APPROVAL_LABEL;
  if (label.length > 50 || /[\r\n,]/.test(label)) {
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
  return { label, roles, approvers, allowSelfApproval, promote };
}

/**
 * The `shard` input, for the artifact's name. The engine checks it as the
 * `shard` setting (the collection of the shard), so a malformed value is refused
 * there, once.
 */
export function readShard(
  problems: Problems,
  read: InputReader,
  mode: Mode,
  uploadEvidence: boolean,
): ShardSpec | null {
  const text = read('shard');
  if (text === '' || mode !== 'gate') return null;
  const shard = parseShardInput(text);
  // A malformed value is refused once, by the engine's check of the `shard` setting.
  if (shard === null) return null;
  if (!uploadEvidence) {
    problems.add(
      'upload-evidence',
      "a shard run's evidence is what mode 'merge' reads from its artifact: leave upload-evidence true",
    );
  }
  return shard;
}
