import { beforeAll, describe, expect, it } from 'vitest';
import { isRefusal, type Baseline } from '../../src/core/index.js';
import { parseBaseline } from '../../src/evidence/index.js';
import { judgeApprover, PromotionRefused } from '../../src/github/approval.js';
import {
  PROMOTION_SECTION_END,
  PROMOTION_SECTION_START,
  promotedMarkdown,
  refusedMarkdown,
  repositoryPath,
  withPromotionSection,
} from '../../src/github/promote.js';
import { cli } from '../helpers/cli.js';

type Promoted = Parameters<typeof promotedMarkdown>[0];

const HEAD = '0123456789abcdef0123456789abcdef01234567';
const DIGEST = 'ab'.repeat(32);
const SERVER = 'https://github.com';

function refusalOf(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (isRefusal(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('repositoryPath', () => {
  it('joins the working directory and the baseline path', () => {
    expect(repositoryPath('.', '.agentverity/baseline.json')).toBe('.agentverity/baseline.json');
    expect(repositoryPath('packages/agent', 'baseline.json')).toBe('packages/agent/baseline.json');
    expect(repositoryPath('./sub/', './x/../b.json')).toBe('sub/b.json');
    // Up and out of the working directory but still inside the repository.
    expect(repositoryPath('sub', '../b.json')).toBe('b.json');
  });

  it('refuses paths that leave the repository', () => {
    for (const [wd, file] of [
      ['.', '../b.json'],
      ['sub', '../../b.json'],
      ['.', 'a/../../b.json'],
      ['..', 'b.json'],
    ] as const) {
      const r = refusalOf(() => repositoryPath(wd, file));
      expect(r.code, `${wd} + ${file}`).toBe('action.baseline');
      expect(r.message).toContain("'working-directory'");
      expect(r.message).toContain("'baseline'");
    }
  });

  it('refuses the repository root itself', () => {
    expect(refusalOf(() => repositoryPath('.', '.')).code).toBe('action.baseline');
    expect(refusalOf(() => repositoryPath('sub', '..')).code).toBe('action.baseline');
  });

  it('refuses an absolute working directory', () => {
    expect(refusalOf(() => repositoryPath('/home/runner/work/app', 'b.json')).code).toBe(
      'action.baseline',
    );
  });

  it('refuses an absolute baseline path instead of reading it as relative', () => {
    // path.posix.join('.', '/etc/b.json') is 'etc/b.json': an absolute path would
    // silently become a file inside the repository that the gate never reads.
    expect(refusalOf(() => repositoryPath('.', '/etc/b.json')).code).toBe('action.baseline');
    expect(refusalOf(() => repositoryPath('sub', '/b.json')).code).toBe('action.baseline');
  });
});

describe('withPromotionSection', () => {
  const section = '### Baseline approved\n\ntext';
  const block = `${PROMOTION_SECTION_START}\n${section}\n${PROMOTION_SECTION_END}`;

  it('appends the section when there is none', () => {
    expect(withPromotionSection('## Report\n\nbody\n\n\n', section)).toBe(
      `## Report\n\nbody\n\n${block}\n`,
    );
  });

  it('creates a body holding only the section from nothing', () => {
    const body = withPromotionSection('', section);
    expect(body).toContain(block);
    expect(body.trim()).toBe(block);
  });

  it('replaces an earlier section in place, keeping what is around it', () => {
    const before = `head\n${PROMOTION_SECTION_START}\nold refusal\n${PROMOTION_SECTION_END}\ntail`;
    const after = withPromotionSection(before, section);
    expect(after).toBe(`head\n${block}\ntail`);
    expect(after).not.toContain('old refusal');
  });

  it('is idempotent, and a second promotion leaves one section', () => {
    const once = withPromotionSection('report', 'first');
    expect(withPromotionSection(once, 'first')).toBe(once);
    const twice = withPromotionSection(once, 'second');
    expect(twice.split(PROMOTION_SECTION_START)).toHaveLength(2);
    expect(twice.split(PROMOTION_SECTION_END)).toHaveLength(2);
    expect(twice).toContain('second');
    expect(twice).not.toContain('first');
    expect(twice.startsWith('report')).toBe(true);
  });

  it('inserts the section literally ($-patterns are not replacement patterns)', () => {
    const text = "cost $& and $1 and $' and $`";
    expect(withPromotionSection('body', text)).toContain(text);
    const replaced = withPromotionSection(withPromotionSection('body', 'x'), text);
    expect(replaced).toContain(text);
  });

  it('a stray end marker before the section does not make sections pile up', () => {
    let body = `report\n${PROMOTION_SECTION_END}\nmore`;
    for (const n of [1, 2, 3]) body = withPromotionSection(body, `attempt ${n}`);
    expect(body.split(PROMOTION_SECTION_START)).toHaveLength(2);
    expect(body).toContain('attempt 3');
    expect(body).not.toContain('attempt 1');
  });
});

// ---------------------------------------------------------------- Markdown

let baseline: Baseline;

beforeAll(async () => {
  const out = '/tmp/agentverity-promote-test/candidate.json';
  const run = await cli(
    'snapshot',
    '--candidate',
    '--evidence',
    'examples/evidence/router.json',
    '--output',
    out,
  );
  expect(run.code, run.stderr).toBe(0);
  baseline = parseBaseline(JSON.parse(run.files.get(out) ?? '') as unknown, out);
});

const HOSTILE_LOGIN = '<img src=x onerror=alert(1)>';
const HOSTILE_LABEL = 'ok`</code><b>bold</b>`[x](https://evil.example)';

function promoted(overrides: Partial<Promoted> = {}, label = HOSTILE_LABEL): Promoted {
  const approval = {
    how: 'pr-label' as const,
    approver: HOSTILE_LOGIN,
    approvedAt: '2024-05-01T10:00:00Z',
    label,
    role: 'write<script>x</script>',
    headSha: HEAD,
    pullRequest: 7,
    repository: 'acme/app',
  };
  return {
    baseline: { ...baseline, approval },
    approval,
    digest: DIGEST,
    candidateRun: 42,
    candidateArtifact: 'agentverity-<i>x</i>',
    record: { digest: DIGEST, runId: 42, at: '2024-05-01T09:00:00Z', source: 'commit status' },
    delivered: {
      how: 'commit',
      commit: 'f'.repeat(40),
      branch: 'feature/`x`<b>',
      artifact: null,
      fallback: null,
      warnings: [],
    },
    file: '/tmp/runner/agentverity/promotion/baseline/baseline.json',
    repoPath: '.agentverity/baseline.json',
    labelRemoved: true,
    ...overrides,
  };
}

/**
 * No raw HTML tag can open: every `<` outside a code span is escaped (inside one,
 * CommonMark shows it literally). Each code span must also stay on its line.
 */
function outsideCode(md: string): string {
  return md
    .split('\n')
    .map((line) => line.replace(/`[^`]*`/g, ''))
    .join('\n');
}

function noRawHtml(md: string): void {
  expect(outsideCode(md)).not.toMatch(/<[a-z/!]/i);
}

/** Every code span is closed on its line: an odd number of backticks would spill over. */
function balancedBackticks(md: string): void {
  for (const line of md.split('\n')) {
    const unescaped = line.replace(/\\`/g, '');
    expect((unescaped.match(/`/g) ?? []).length % 2, line).toBe(0);
  }
}

describe('promotedMarkdown', () => {
  it('says who approved what, where it was committed, and that the label was used up', () => {
    const md = promotedMarkdown(promoted({}, 'agentverity:approve-baseline'), SERVER);
    expect(md).toContain('### Baseline approved');
    expect(md).toContain(`sha256:${DIGEST.slice(0, 16)}`);
    expect(md).toContain(HEAD.slice(0, 12));
    expect(md).toContain('`agentverity:approve-baseline`');
    expect(md).toContain(`(${SERVER}/acme/app/commit/${'f'.repeat(40)})`);
    expect(md).toContain('`.agentverity/baseline.json`');
    expect(md).toContain(`${baseline.entries.length} decisions`);
    expect(md).toContain(`sha256:${baseline.evidenceDigest}`);
    expect(md).toContain('run 42');
    expect(md).toContain('The label was removed');
    expect(promotedMarkdown(promoted({ labelRemoved: false }), SERVER)).not.toContain(
      'The label was removed',
    );
  });

  it('escapes hostile logins, roles, labels, branch and artifact names', () => {
    const md = promotedMarkdown(promoted(), SERVER);
    noRawHtml(md);
    balancedBackticks(md);
    expect(md).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // Inside a code span a link is text; outside one there is none.
    expect(outsideCode(md)).not.toContain('https://evil');
  });

  it('tells an artifact fallback and why it was not committed', () => {
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
      SERVER,
    );
    expect(md).toContain('Not committed: the pull request');
    expect(md).toContain('`agentverity-baseline`');
    expect(md).toContain('commit it as `.agentverity/baseline.json`');
    expect(md).toContain('> the upload was slow');
    noRawHtml(md);
    balancedBackticks(md);
  });

  it('tells where the file is when it was neither committed nor uploaded', () => {
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
      SERVER,
    );
    expect(md).toContain('Neither committed nor uploaded (the commit failed)');
    expect(md).toContain('/tmp/runner/agentverity/promotion/baseline/baseline.json');
    expect(md).toContain('> the artifact upload failed: quota');
  });
});

describe('refusedMarkdown', () => {
  it('shows the reason, the code and what to do', () => {
    const md = refusedMarkdown(
      new PromotionRefused('promotion.no-record', 'no record for abc', 'let the gate finish'),
    );
    expect(md).toContain('### Baseline not approved');
    expect(md).toContain('no record for abc');
    expect(md).toContain('`promotion.no-record`');
    expect(md).toContain('What to do: let the gate finish.');
  });

  it('escapes a hostile label or login carried in the reason', () => {
    let refused: PromotionRefused | null = null;
    try {
      judgeApprover(
        {
          approval: {
            login: HOSTILE_LOGIN,
            type: 'User',
            at: '2024-05-01T10:00:00Z',
            viaApp: false,
          },
          role: '<b>triage</b>',
          author: 'a',
          listed: true,
        },
        {
          label: HOSTILE_LABEL,
          roles: ['write'],
          approvers: [],
          allowSelfApproval: false,
          promote: 'commit',
        },
      );
    } catch (error) {
      if (error instanceof PromotionRefused) refused = error;
    }
    if (refused === null) throw new Error('expected a refusal');
    const md = refusedMarkdown(refused);
    noRawHtml(md);
    balancedBackticks(md);
    expect(md).not.toContain('https://evil');
    expect(md).toContain('&lt;img');
  });

  it('keeps a multi-line reason on its line', () => {
    const md = refusedMarkdown(
      new PromotionRefused('approval.stale', 'line one\n# Heading\n<!-- x -->', 'do\nthis'),
    );
    expect(md.split('\n').some((l) => l.startsWith('#') && l.includes('Heading'))).toBe(false);
    noRawHtml(md);
  });
});
