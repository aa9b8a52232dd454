// Every workflow we ship (.github/workflows and examples/workflows): third-party
// actions pinned by a verified full commit SHA with its release as a comment, and
// each job's token limited to the writes SECURITY.md documents for it — no
// `write-all`, no `read-all`, no job left with the repository's default.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { ROOT } from '../helpers/cli.js';
import {
  documentedWrites,
  jobPermissions,
  permissionProblems,
  pinProblem,
  pinProblems,
  VERIFIED_PINS,
} from './supply-chain.js';

const DIRS = ['.github/workflows', 'examples/workflows'];
const FILES = DIRS.flatMap((dir) =>
  readdirSync(path.join(ROOT, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => `${dir}/${f}`),
);
const SECURITY = readFileSync(path.join(ROOT, 'SECURITY.md'), 'utf8');
const DOCUMENTED = documentedWrites(SECURITY);

function parse(text: string): unknown {
  const doc = parseDocument(text);
  expect(doc.errors.map((e) => e.message)).toEqual([]);
  return doc.toJS();
}

function expectedFor(file: string): Map<string, readonly string[]> {
  return new Map(DOCUMENTED.filter((r) => r.workflow === file).map((r) => [r.job, r.writes]));
}

describe('the shipped workflows', () => {
  it('are all in SECURITY.md, and SECURITY.md names no other', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(10);
    expect([...new Set(DOCUMENTED.map((r) => r.workflow))].sort()).toEqual([...FILES].sort());
  });

  it.each(FILES)('%s: third-party actions are pinned by a verified SHA', (file) => {
    expect(pinProblems(readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it.each(FILES)('%s: each job writes only what SECURITY.md says it needs', (file) => {
    const workflow = parse(readFileSync(path.join(ROOT, file), 'utf8'));
    expect(permissionProblems(workflow, expectedFor(file))).toEqual([]);
  });

  it('pin real releases: every verified pin is a 40-hex SHA of a vX.Y.Z tag, and each is used', () => {
    const used = FILES.map((f) => readFileSync(path.join(ROOT, f), 'utf8')).join('\n');
    for (const [repo, pins] of Object.entries(VERIFIED_PINS)) {
      for (const [sha, tag] of Object.entries(pins)) {
        expect(sha).toMatch(/^[0-9a-f]{40}$/);
        expect(tag).toMatch(/^v\d+\.\d+\.\d+$/);
        expect(used, `${repo}@${sha}`).toMatch(new RegExp(`${repo}(/[\\w/-]+)?@${sha} # ${tag}`));
      }
    }
  });
});

describe('the pin check', () => {
  const CHECKOUT = 'fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09';

  it('accepts a verified SHA with its tag, our own action by tag, and local actions', () => {
    expect(pinProblem(`actions/checkout@${CHECKOUT}`, '# v5.1.0')).toBeNull();
    expect(
      pinProblem('github/codeql-action/init@8aad20d150bbac5944a9f9d289da16a4b0d87c1e', '# v4.36.2'),
    ).toBeNull();
    expect(pinProblem('agentverity/action@v1', '')).toBeNull();
    expect(pinProblem('./', '')).toBeNull();
    expect(pinProblem('./.github/actions/setup', '')).toBeNull();
  });

  it('refuses a tag, a branch, a short SHA, a missing or wrong comment and unverified pins', () => {
    const cases: [string, string, RegExp][] = [
      ['actions/checkout@v5', '', /full 40-hex commit SHA/],
      ['actions/checkout@main', '', /full 40-hex commit SHA/],
      ['actions/checkout@fbc6f39', '# v5.1.0', /full 40-hex commit SHA/],
      [`actions/checkout@${CHECKOUT}`, '', /'# vX.Y.Z' comment/],
      [`actions/checkout@${CHECKOUT}`, '# v5', /'# vX.Y.Z' comment/],
      [
        `actions/checkout@${CHECKOUT}`,
        '# v5.0.0',
        /comment says v5.0.0, but that commit is v5.1.0/,
      ],
      [`actions/checkout@${'a'.repeat(40)}`, '# v5.1.0', /not a verified commit/],
      [`someone/thing@${CHECKOUT}`, '# v1.0.0', /not among the verified pins/],
      ['docker://alpine:3', '', /sha256 digest/],
      ['agentverity/action@main', '', /full 40-hex commit SHA/],
    ];
    for (const [uses, comment, problem] of cases) {
      expect(pinProblem(uses, comment), uses).toMatch(problem);
    }
  });

  it('reads every uses: line, commented out ones included, and flow-style steps', () => {
    const text = [
      'on: push',
      'permissions: {}',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      `      - uses: actions/checkout@${CHECKOUT} # v5.1.0`,
      '      # - uses: actions/setup-node@v5',
      '      - { uses: actions/setup-python@v5 }',
      '',
    ].join('\n');
    const problems = pinProblems(text);
    expect(problems.join('\n')).toMatch(/line 8: actions\/setup-node@v5: .*40-hex/);
    expect(problems.join('\n')).toMatch(/actions\/setup-python@v5: a uses: reference not written/);
  });
});

describe('the permission check', () => {
  const job = (extra: Record<string, unknown> = {}) => ({ 'runs-on': 'x', steps: [], ...extra });

  it('takes a job its own block, else the workflow block', () => {
    const wf = {
      permissions: { contents: 'read', statuses: 'write' },
      jobs: { a: job(), b: job({ permissions: { contents: 'read', 'pull-requests': 'write' } }) },
    };
    const perms = jobPermissions(wf);
    expect(perms.get('a')?.writes).toEqual(['statuses']);
    expect(perms.get('b')?.writes).toEqual(['pull-requests']);
    expect(
      permissionProblems(
        wf,
        new Map([
          ['a', ['statuses']],
          ['b', ['pull-requests']],
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses no block, write-all, read-all, unknown scopes and levels, and undocumented writes', () => {
    const expected = new Map([['a', [] as string[]]]);
    expect(permissionProblems({ jobs: { a: job() } }, expected).join('\n')).toMatch(
      /no permissions: block/,
    );
    expect(permissionProblems({ permissions: 'write-all', jobs: { a: job() } }, expected)).toEqual(
      expect.arrayContaining([expect.stringMatching(/write-all/)]),
    );
    expect(
      permissionProblems({ jobs: { a: job({ permissions: 'read-all' }) } }, expected).join('\n'),
    ).toMatch(/read-all/);
    expect(
      permissionProblems({ jobs: { a: job({ permissions: { content: 'read' } }) } }, expected),
    ).toEqual(['jobs.a.permissions: unknown permission scope content']);
    expect(
      permissionProblems({ jobs: { a: job({ permissions: { contents: 'admin' } }) } }, expected),
    ).toEqual(['jobs.a.permissions: contents: admin (expected read, write or none)']);
    expect(
      permissionProblems({ jobs: { a: job({ permissions: { contents: 'write' } }) } }, expected),
    ).toEqual(['jobs.a: writes contents, expected nothing']);
    expect(permissionProblems({ permissions: {}, jobs: { a: job(), b: job() } }, expected)).toEqual(
      ['jobs.b: no expected permissions documented for this job'],
    );
    expect(permissionProblems({ permissions: {}, jobs: {} }, expected)).toEqual([
      'jobs.a: documented but not in the workflow',
    ]);
  });
});
