// The Action's Markdown sections (src/render/github): the baseline candidate, the
// promotion and the delivery notes. Golden files under tests/fixtures/expected/github/;
// after an intended change run `UPDATE_GOLDEN=1 npx vitest run tests/render/github.test.ts`
// and read the diff. Every section is also checked for invariants that hold for
// hostile input: no raw HTML, no link or mention from untrusted text, code spans
// closed on their line.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Baseline, PrLabelApproval } from '../../src/core/index.js';
import {
  baselineSection,
  revokedNote,
  type BaselineSectionInput,
} from '../../src/render/github/baseline-section.js';
import {
  commentFailureNote,
  commentUpdateFailureNote,
  deliveryNote,
  uploadFailureNote,
  type CommentFailure,
} from '../../src/render/github/delivery.js';
import {
  promotedMarkdown,
  refusedMarkdown,
  type PromotionView,
} from '../../src/render/github/promotion.js';
import { gateResult } from '../helpers/gate.js';
import { EXPECTED } from './helpers.js';

const UPDATE = process.env['UPDATE_GOLDEN'] === '1';
const DIR = path.join(EXPECTED, 'github');

function golden(file: string, actual: string): void {
  const target = path.join(DIR, file);
  if (UPDATE) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(target, actual);
    return;
  }
  expect(existsSync(target), `${file} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
  expect(actual).toBe(readFileSync(target, 'utf8'));
}

const HEAD = '0123456789abcdef0123456789abcdef01234567';
const LABEL = 'agentverity:approve-baseline';
const HOSTILE_LOGIN = '<img src=x onerror=alert(1)>';
const HOSTILE_LABEL = 'ok`</code><b>bold</b>`[x](https://evil.example) @org/team #12';
const HOSTILE_MESSAGE =
  'Resource <b>not</b> accessible [click](https://evil.example) @admins #1 ::error::x ##[warning]y\n# Heading';

/** Markdown with every code span removed: what GitHub would interpret. */
function outsideCode(md: string): string {
  return md
    .split('\n')
    .map((line) => line.replace(/`[^`]*`/g, ''))
    .join('\n');
}

/** The invariants of every section, whatever it was given. */
function expectSafe(md: string): void {
  const text = outsideCode(md);
  // No raw HTML tag or comment can open outside a code span.
  expect(text).not.toMatch(/<[a-z/!]/i);
  // No link or autolink from untrusted text, no mention, no issue reference.
  expect(text).not.toMatch(/\]\(https:\/\/evil/);
  expect(text).not.toMatch(/https:\/\/evil/);
  expect(text).not.toMatch(/(^|[^\w`])@(org|admins)\b/);
  expect(text).not.toMatch(/(^|\s)#1\b/);
  // No workflow command can start a line, no heading comes from untrusted text.
  for (const line of md.split('\n')) {
    expect(line.trimStart().startsWith('::')).toBe(false);
    expect(line).not.toContain('##[');
    expect(line.startsWith('# ')).toBe(false);
    // Every code span is closed on its line.
    expect((line.replace(/\\`/g, '').match(/`/g) ?? []).length % 2, line).toBe(0);
  }
}

let candidate: { baseline: Baseline; digest: string };
let refusals: BaselineSectionInput['admissionRefusals'];

beforeAll(async () => {
  const stable = await gateResult('stable');
  if (stable.candidate === null) throw new Error('the stable fixture admits no baseline');
  candidate = stable.candidate;
  refusals = (await gateResult('blind')).admissionRefusals;
});

function section(over: Partial<BaselineSectionInput> = {}): BaselineSectionInput {
  return {
    approvalLabel: LABEL,
    approvalRoles: ['admin', 'maintain', 'write'],
    candidateFile: 'candidate-baseline.json',
    candidate,
    admissionRefusals: [],
    pullRequest: true,
    record: { headSha: HEAD, statusWritten: true, problem: null, inComment: true },
    replaces: null,
    revoked: null,
    ...over,
  };
}

describe('baselineSection', () => {
  const cases: [string, () => BaselineSectionInput][] = [
    ['recorded', () => section()],
    [
      'status-forbidden-comment-record',
      () =>
        section({
          record: {
            headSha: HEAD,
            statusWritten: false,
            problem: { kind: 'forbidden' },
            inComment: true,
          },
          replaces: { path: '.agentverity/baseline.json', drifted: true },
          revoked: { label: LABEL, removed: true },
        }),
    ],
    [
      'not-recorded',
      () =>
        section({
          record: {
            headSha: HEAD,
            statusWritten: false,
            problem: { kind: 'failed', message: HOSTILE_MESSAGE },
            inComment: false,
          },
          revoked: { label: HOSTILE_LABEL, removed: false },
        }),
    ],
    ['head-unknown', () => section({ record: null })],
    ['no-pull-request', () => section({ pullRequest: false, record: null })],
    ['no-candidate', () => section({ candidate: null, admissionRefusals: refusals })],
    [
      'many-refusals',
      () =>
        section({
          candidate: null,
          admissionRefusals: Array.from({ length: 15 }, (_, i) => ({
            code: `admission.rule-${i}`,
            reason: `reason ${i}: ${HOSTILE_MESSAGE}`,
          })),
        }),
    ],
    [
      'hostile-settings',
      () =>
        section({
          approvalLabel: HOSTILE_LABEL,
          approvalRoles: ['write', '<script>x</script>'],
          replaces: { path: '`evil`</code>.json', drifted: false },
        }),
    ],
  ];

  it.each(cases)('%s', (name, input) => {
    const md = baselineSection(input());
    golden(`baseline-${name}.md`, md);
    expectSafe(md);
    expect(md.startsWith('\n### Baseline candidate\n')).toBe(true);
    expect(md.endsWith('\n')).toBe(true);
  });

  it('names the candidate, its numbers, the label and the commit it is bound to', () => {
    const md = baselineSection(section());
    const b = candidate.baseline;
    expect(md).toContain(`${b.entries.length} decisions on the ${b.layer} layer`);
    expect(md).toContain(`${b.admission.flips} flips in ${b.admission.pairs} disjoint pairs`);
    expect(md).toContain(`\`sha256:${candidate.digest.slice(0, 16)}…\``);
    expect(md).toContain(`\`${LABEL}\``);
    expect(md).toContain(`\`${HEAD.slice(0, 12)}\``);
    expect(md).not.toContain('cannot be approved');
  });

  it('lists at most twelve refusals and counts the rest', () => {
    const md = baselineSection(cases[6]![1]());
    expect(md.split('\n').filter((l) => l.startsWith('- reason'))).toHaveLength(12);
    expect(md).toContain('… and 3 more reasons in the report.');
  });

  it('shows a label in a code span as it is (no backslash escapes inside the span)', () => {
    expect(revokedNote('needs_review*', true)).toContain('`needs_review*`');
    expect(revokedNote('needs_review*', false)).toContain('`needs_review*`');
  });

  it('is pure: the same bytes twice', () => {
    for (const [, input] of cases) expect(baselineSection(input())).toBe(baselineSection(input()));
  });
});

const COMMIT = 'f'.repeat(40);
const COMMIT_URL = `https://github.com/acme/app/commit/${COMMIT}`;

function promoted(over: Partial<PromotionView> = {}, label = HOSTILE_LABEL): PromotionView {
  const approval: PrLabelApproval = {
    how: 'pr-label',
    approver: HOSTILE_LOGIN,
    approvedAt: '2024-05-01T10:00:00Z',
    label,
    role: 'write<script>x</script>',
    headSha: HEAD,
    pullRequest: 7,
    repository: 'acme/app',
  };
  return {
    baseline: { ...candidate.baseline, approval },
    approval,
    digest: 'ab'.repeat(32),
    candidateRun: 42,
    candidateArtifact: 'agentverity-<i>x</i>',
    record: { source: 'commit status' },
    delivered: {
      how: 'commit',
      commit: COMMIT,
      branch: 'feature/`x`<b>',
      artifact: null,
      fallback: null,
      warnings: [],
    },
    file: '/tmp/runner/agentverity/promotion/baseline/baseline.json',
    repoPath: '.agentverity/baseline.json',
    labelRemoved: true,
    ...over,
  };
}

describe('promotedMarkdown', () => {
  it('committed: who approved what, where it was committed, that the label was used up', () => {
    const md = promotedMarkdown(promoted({}, LABEL), COMMIT_URL);
    golden('promoted-commit.md', md);
    expectSafe(md);
    expect(md).toContain('### Baseline approved');
    expect(md).toContain(`sha256:${'ab'.repeat(8)}`);
    expect(md).toContain(HEAD.slice(0, 12));
    expect(md).toContain(`\`${LABEL}\``);
    expect(md).toContain(`[${COMMIT.slice(0, 12)}](${COMMIT_URL})`);
    expect(md).toContain('`.agentverity/baseline.json`');
    expect(md).toContain(`${candidate.baseline.entries.length} decisions`);
    expect(md).toContain(`sha256:${candidate.baseline.evidenceDigest}`);
    expect(md).toContain('run 42');
    expect(md).toContain('The label was removed');
    expect(promotedMarkdown(promoted({ labelRemoved: false }), COMMIT_URL)).not.toContain(
      'The label was removed',
    );
  });

  it('escapes hostile logins, roles, labels, branch and artifact names', () => {
    const md = promotedMarkdown(promoted(), COMMIT_URL);
    golden('promoted-hostile.md', md);
    expectSafe(md);
    expect(md).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('an artifact fallback says why it was not committed', () => {
    const md = promotedMarkdown(
      promoted({
        delivered: {
          how: 'artifact',
          commit: null,
          branch: null,
          artifact: { id: 3, name: 'agentverity-baseline' },
          fallback: "the pull request's branch lives in a fork <script>",
          warnings: ['the upload was slow <b>x</b>'],
        },
      }),
      null,
    );
    golden('promoted-artifact.md', md);
    expectSafe(md);
    expect(md).toContain('Not committed: the pull request');
    expect(md).toContain('`agentverity-baseline`');
    expect(md).toContain('commit it as `.agentverity/baseline.json`');
    expect(md).toContain('> the upload was slow');
  });

  it('neither committed nor uploaded: where the file is', () => {
    const md = promotedMarkdown(
      promoted({
        delivered: {
          how: 'runner',
          commit: null,
          branch: null,
          artifact: null,
          fallback: 'the commit failed',
          warnings: ['the artifact upload failed: quota'],
        },
      }),
      null,
    );
    golden('promoted-runner.md', md);
    expectSafe(md);
    expect(md).toContain('Neither committed nor uploaded (the commit failed)');
    expect(md).toContain('/tmp/runner/agentverity/promotion/baseline/baseline.json');
    expect(md).toContain('> the artifact upload failed: quota');
  });

  it('without a commit URL the commit is named, not linked', () => {
    const md = promotedMarkdown(promoted({}, LABEL), null);
    expect(md).toContain(`as ${COMMIT.slice(0, 12)}.`);
    expect(md).not.toContain('](');
  });
});

describe('refusedMarkdown', () => {
  it('shows the reason, the code and what to do', () => {
    const md = refusedMarkdown({
      code: 'promotion.no-record',
      message: 'no record for abc',
      advice: 'let the gate finish',
    });
    golden('promotion-refused.md', md);
    expect(md).toContain('### Baseline not approved');
    expect(md).toContain('no record for abc');
    expect(md).toContain('`promotion.no-record`');
    expect(md).toContain('What to do: let the gate finish.');
  });

  it('escapes a hostile reason and advice, and keeps them on their lines', () => {
    const md = refusedMarkdown({
      code: 'approval.role',
      message: `the label ${HOSTILE_LABEL} was added by ${HOSTILE_LOGIN}\n# Heading\n<!-- x -->`,
      advice: `ask ${HOSTILE_MESSAGE}`,
    });
    golden('promotion-refused-hostile.md', md);
    expectSafe(md);
    expect(md).toContain('&lt;img');
    expect(md.split('\n')).toHaveLength(5);
  });
});

describe('delivery notes', () => {
  const failures: [string, CommentFailure][] = [
    ['fork', { forbidden: true, fork: true, status: 403, message: HOSTILE_MESSAGE }],
    ['forbidden', { forbidden: true, fork: false, status: 403, message: HOSTILE_MESSAGE }],
    ['http', { forbidden: false, fork: false, status: 502, message: HOSTILE_MESSAGE }],
    ['network', { forbidden: false, fork: false, status: null, message: 'socket hang up' }],
  ];

  it('the summary section lists every note, Markdown-escaped', () => {
    const md = deliveryNote([
      uploadFailureNote(`quota exceeded ${HOSTILE_MESSAGE}`),
      ...failures.map(([, f]) => commentFailureNote(f, 'markdown')),
      commentUpdateFailureNote(HOSTILE_MESSAGE),
    ]);
    golden('delivery.md', md);
    expectSafe(md);
    expect(md.startsWith('\n### Delivery\n\n- The artifact upload failed: quota exceeded')).toBe(
      true,
    );
    expect(md).toContain('The reports were written on the runner before the upload.');
    expect(md).toContain('comes from a fork');
    expect(md).toContain('`permissions: pull-requests: write`');
    expect(md).toContain('(HTTP 502)');
    expect(deliveryNote([])).toBe('');
  });

  it('the log form is plain text on one line, with no workflow command at its start', () => {
    const text = failures.map(([, f]) => commentFailureNote(f, 'plain')).join('\n');
    golden('delivery-plain.txt', `${text}\n`);
    for (const [, f] of failures) {
      const line = commentFailureNote(f, 'plain');
      expect(line).not.toContain('\n');
      expect(line).not.toContain('`');
      expect(line.startsWith('The PR comment was not written')).toBe(true);
    }
    expect(commentFailureNote(failures[0]![1], 'plain')).toContain('add the workflow_run workflow');
  });
});
