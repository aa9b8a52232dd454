import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveCandidate, type Baseline } from '../../src/core/index.js';
import {
  baselineContentDigest,
  parseBaseline,
  serialiseBaseline,
} from '../../src/evidence/index.js';
import {
  candidateOfZip,
  findCandidate,
  MAX_ARTIFACT_BYTES,
  MAX_CANDIDATE_BYTES,
  type CandidateSearch,
} from '../../src/github/candidate.js';
import { GithubApiError } from '../../src/github/comment.js';
import type { Octokit } from '../../src/github/octokit.js';
import { CANDIDATE_FILE } from '../../src/github/record.js';
import { cli } from '../helpers/cli.js';

const HEAD = 'c'.repeat(40);
const OTHER_HEAD = 'd'.repeat(40);
/** The default branch's head: where a `workflow_run` job runs. */
const MAIN = 'b'.repeat(40);

let candidateText: string;
let candidate: Baseline;
let digest: string;
/** A candidate re-serialised after one entry's decision was changed: self-consistent, another digest. */
let tamperedText: string;
let tamperedDigest: string;
let approvedText: string;

beforeAll(async () => {
  const out = '/tmp/agentverity-candidate-test/candidate-baseline.json';
  const run = await cli(
    'snapshot',
    '--candidate',
    '--evidence',
    'examples/evidence/router.json',
    '--output',
    out,
  );
  expect(run.code, run.stderr).toBe(0);
  candidateText = run.files.get(out) ?? '';
  candidate = parseBaseline(JSON.parse(candidateText) as unknown, 'candidate');
  expect(candidate.approval).toBeNull();
  digest = baselineContentDigest(candidate);

  const first = candidate.entries[0];
  if (first === undefined) throw new Error('the example evidence admitted no entries');
  const tampered: Baseline = {
    ...candidate,
    entries: [
      { ...first, decision: first.decision === 'refund' ? 'billing' : 'refund' },
      ...candidate.entries.slice(1),
    ],
  };
  tamperedText = serialiseBaseline(tampered);
  tamperedDigest = baselineContentDigest(tampered);

  approvedText = serialiseBaseline(
    approveCandidate(candidate, {
      how: 'pr-label',
      approver: 'maintainer',
      approvedAt: '2024-05-01T10:00:00Z',
      label: 'agentverity:approve-baseline',
      role: 'write',
      headSha: HEAD,
      pullRequest: 1,
      repository: 'acme/app',
    }),
  );
});

function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files)) {
    entries[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zipSync(entries);
}

describe('candidateOfZip', () => {
  it('reads a valid candidate', () => {
    const read = candidateOfZip(
      zipOf({ [CANDIDATE_FILE]: candidateText, 'report.json': '{}' }),
      'artifact agentverity of run 1',
    );
    if (!('candidate' in read)) throw new Error(read.problem);
    expect(baselineContentDigest(read.candidate)).toBe(digest);
  });

  it('refuses an approved baseline: only a candidate can be promoted', () => {
    const read = candidateOfZip(zipOf({ [CANDIDATE_FILE]: approvedText }), 'a');
    expect(read).toEqual({ problem: expect.stringContaining('already approved') as string });
  });

  it('reports a missing candidate file, including one in a sub-folder', () => {
    expect(candidateOfZip(zipOf({ 'report.json': '{}' }), 'a')).toEqual({
      problem: `it holds no ${CANDIDATE_FILE}`,
    });
    expect(candidateOfZip(zipOf({ [`nested/${CANDIDATE_FILE}`]: candidateText }), 'a')).toEqual({
      problem: `it holds no ${CANDIDATE_FILE}`,
    });
  });

  it('reports a corrupt zip', () => {
    const read = candidateOfZip(strToU8('this is not a zip archive at all'), 'a');
    expect(read).toEqual({ problem: expect.stringContaining('not a readable zip') as string });
    const cutShort = zipOf({ [CANDIDATE_FILE]: candidateText }).slice(0, 100);
    expect('problem' in candidateOfZip(cutShort, 'a')).toBe(true);
  });

  it('reports a file that is not UTF-8 JSON', () => {
    const notJson = candidateOfZip(zipOf({ [CANDIDATE_FILE]: '{ "schema": ' }), 'a');
    expect(notJson).toEqual({ problem: expect.stringContaining('not UTF-8 JSON') as string });
    const notUtf8 = candidateOfZip(
      zipOf({ [CANDIDATE_FILE]: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }),
      'a',
    );
    expect(notUtf8).toEqual({ problem: expect.stringContaining('not UTF-8 JSON') as string });
  });

  it('reports a schema-invalid candidate, naming the artifact, file and JSON path', () => {
    const value = JSON.parse(candidateText) as Record<string, unknown>;
    value['epsilon'] = 'lots';
    const read = candidateOfZip(
      zipOf({ [CANDIDATE_FILE]: JSON.stringify(value) }),
      'artifact agentverity of run 9',
    );
    if (!('problem' in read)) throw new Error('expected a problem');
    expect(read.problem).toContain(`artifact agentverity of run 9/${CANDIDATE_FILE}`);
    expect(read.problem).toContain('epsilon');
    const wrongSchema = candidateOfZip(zipOf({ [CANDIDATE_FILE]: '{"schema":"nope"}' }), 'a');
    expect('problem' in wrongSchema).toBe(true);
    expect('problem' in candidateOfZip(zipOf({ [CANDIDATE_FILE]: '[]' }), 'a')).toBe(true);
  });

  it('reports a hand-edited candidate whose content digest no longer matches', () => {
    const value = JSON.parse(candidateText) as { entries: { decision: string }[] };
    const entry = value.entries[0];
    if (entry === undefined) throw new Error('no entries');
    entry.decision = entry.decision === 'refund' ? 'billing' : 'refund';
    const read = candidateOfZip(zipOf({ [CANDIDATE_FILE]: JSON.stringify(value) }), 'a');
    if (!('problem' in read)) throw new Error('expected a problem');
    expect(read.problem).toContain('edited by hand');
  });

  it('reads a self-consistent tampered candidate, whose digest differs from the original', () => {
    const read = candidateOfZip(zipOf({ [CANDIDATE_FILE]: tamperedText }), 'a');
    if (!('candidate' in read)) throw new Error(read.problem);
    expect(baselineContentDigest(read.candidate)).toBe(tamperedDigest);
    expect(tamperedDigest).not.toBe(digest);
  });

  it('refuses a candidate file that claims to be larger than the cap, before inflating it', () => {
    const zip = zipOf({ [CANDIDATE_FILE]: candidateText });
    // Patch the central directory's uncompressed size (offset 24 of the entry).
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    let patched = false;
    for (let i = zip.byteLength - 46; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, MAX_CANDIDATE_BYTES + 1, true);
        patched = true;
        break;
      }
    }
    expect(patched).toBe(true);
    expect(candidateOfZip(zip, 'a')).toEqual({
      problem: expect.stringContaining('larger than') as string,
    });
  });
});

// ---------------------------------------------------------------- findCandidate

interface FakeArtifact {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
  readonly expired?: boolean;
  readonly size_in_bytes?: number;
  readonly head_sha?: string;
  /** The zip served, or an HTTP status to fail the download with. */
  readonly zip: Uint8Array | number;
}

interface FakeRun {
  readonly id: number;
  readonly created_at: string;
  readonly head_sha?: string;
}

function httpError(status: number, message: string): Error {
  return Object.assign(new Error(message), {
    status,
    response: { status, data: { message } },
  });
}

/** A tiny in-process Octokit holding runs and their artifacts (404 for an unknown run). */
function fakeOctokit(
  runs: readonly FakeRun[],
  artifacts: Record<number, readonly FakeArtifact[] | number>,
) {
  const calls: string[] = [];
  const byId = new Map<number, FakeArtifact>();
  for (const list of Object.values(artifacts)) {
    if (typeof list !== 'number') for (const a of list) byId.set(a.id, a);
  }
  const listWorkflowRunArtifacts = (p: { run_id: number }) => {
    calls.push(`list ${p.run_id}`);
    const list = artifacts[p.run_id];
    if (list === undefined) return Promise.reject(httpError(404, 'Not Found'));
    if (typeof list === 'number') return Promise.reject(httpError(list, 'Server Error'));
    return Promise.resolve({
      data: {
        total_count: list.length,
        artifacts: list.map((a) => ({
          id: a.id,
          name: a.name,
          size_in_bytes: a.size_in_bytes ?? (typeof a.zip === 'number' ? 100 : a.zip.byteLength),
          expired: a.expired ?? false,
          created_at: a.created_at,
          workflow_run: { id: p.run_id, head_sha: a.head_sha ?? HEAD },
        })),
      },
    });
  };
  const octokit = {
    paginate: async (method: typeof listWorkflowRunArtifacts, params: { run_id: number }) =>
      (await method(params)).data.artifacts,
    rest: {
      actions: {
        listWorkflowRunsForRepo: (p: { head_sha: string }) => {
          calls.push(`runs ${p.head_sha.slice(0, 4)}`);
          return Promise.resolve({
            data: {
              total_count: runs.length,
              workflow_runs: runs.map((r) => ({
                id: r.id,
                created_at: r.created_at,
                head_sha: r.head_sha ?? HEAD,
              })),
            },
          });
        },
        listWorkflowRunArtifacts,
        downloadArtifact: (p: { artifact_id: number; archive_format: string }) => {
          calls.push(`download ${p.artifact_id}`);
          const a = byId.get(p.artifact_id);
          if (a === undefined) return Promise.reject(httpError(404, 'Not Found'));
          if (typeof a.zip === 'number') return Promise.reject(httpError(a.zip, 'Forbidden'));
          return Promise.resolve({ data: a.zip.slice().buffer });
        },
      },
    },
  };
  return { octokit: octokit as unknown as Octokit, calls };
}

function search(overrides: Partial<CandidateSearch> = {}): CandidateSearch {
  return {
    owner: 'acme',
    repo: 'app',
    headSha: HEAD,
    digest,
    runId: null,
    selfRunId: null,
    artifactName: 'agentverity',
    ...overrides,
  };
}

const good = () => zipOf({ [CANDIDATE_FILE]: candidateText });
const tampered = () => zipOf({ [CANDIDATE_FILE]: tamperedText });

describe('findCandidate', () => {
  it("finds the candidate in the recorded run's artifact", async () => {
    const { octokit, calls } = fakeOctokit([{ id: 5, created_at: '2024-05-01T09:00:00Z' }], {
      5: [{ id: 50, name: 'agentverity', created_at: '2024-05-01T09:01:00Z', zip: good() }],
    });
    const found = await findCandidate(octokit, search({ runId: 5 }));
    if (!found.found) throw new Error(JSON.stringify(found.examined));
    expect(found.runId).toBe(5);
    expect(found.artifact).toBe('agentverity');
    expect(baselineContentDigest(found.candidate)).toBe(digest);
    expect(found.examined).toEqual([{ runId: 5, artifact: 'agentverity', digest, problem: null }]);
    expect(calls).toEqual(['runs cccc', 'list 5', 'download 50']);
  });

  it("searches the recorded run first, then the head's runs newest first, skipping other heads", async () => {
    const { octokit, calls } = fakeOctokit(
      [
        { id: 6, created_at: '2024-05-01T10:00:00Z' },
        { id: 5, created_at: '2024-05-01T09:00:00Z' },
        { id: 7, created_at: '2024-05-01T11:00:00Z' },
        { id: 8, created_at: '2024-05-01T12:00:00Z', head_sha: OTHER_HEAD },
      ],
      {
        5: [{ id: 50, name: 'agentverity', created_at: '2024-05-01T09:01:00Z', zip: tampered() }],
        6: [{ id: 60, name: 'agentverity', created_at: '2024-05-01T10:01:00Z', zip: tampered() }],
        7: [{ id: 70, name: 'agentverity', created_at: '2024-05-01T11:01:00Z', zip: tampered() }],
        8: [{ id: 80, name: 'agentverity', created_at: '2024-05-01T12:01:00Z', zip: good() }],
      },
    );
    const found = await findCandidate(octokit, search({ runId: 5 }));
    expect(found.found).toBe(false);
    expect(found.examined.map((e) => e.runId)).toEqual([5, 7, 6]);
    expect(found.examined.every((e) => e.digest === tamperedDigest && e.problem === null)).toBe(
      true,
    );
    expect(calls).not.toContain('list 8');
  });

  it('never searches its own run, even when the record names it', async () => {
    const { octokit, calls } = fakeOctokit(
      [
        { id: 9, created_at: '2024-05-01T12:00:00Z' },
        { id: 5, created_at: '2024-05-01T09:00:00Z' },
      ],
      {
        9: [{ id: 90, name: 'agentverity', created_at: '2024-05-01T12:01:00Z', zip: good() }],
        5: [{ id: 50, name: 'agentverity', created_at: '2024-05-01T09:01:00Z', zip: good() }],
      },
    );
    const found = await findCandidate(octokit, search({ runId: 9, selfRunId: 9 }));
    expect(found.found && found.runId).toBe(5);
    expect(calls).not.toContain('list 9');
  });

  it('takes only unexpired artifacts named artifact-name or artifact-name-…, never …-baseline', async () => {
    const { octokit, calls } = fakeOctokit([{ id: 5, created_at: '2024-05-01T09:00:00Z' }], {
      5: [
        { id: 51, name: 'agentverity-baseline', created_at: '2024-05-01T09:09:00Z', zip: good() },
        { id: 52, name: 'agentverityx', created_at: '2024-05-01T09:08:00Z', zip: good() },
        { id: 53, name: 'other', created_at: '2024-05-01T09:07:00Z', zip: good() },
        {
          id: 54,
          name: 'agentverity',
          created_at: '2024-05-01T09:06:00Z',
          expired: true,
          zip: good(),
        },
        {
          id: 55,
          name: 'agentverity-old',
          created_at: '2024-05-01T09:05:00Z',
          head_sha: OTHER_HEAD,
          zip: good(),
        },
        { id: 56, name: 'agentverity-linux', created_at: '2024-05-01T09:04:00Z', zip: good() },
      ],
    });
    // Run 5 is found by the head commit (no record names it): an artifact of another
    // head in it is skipped.
    const found = await findCandidate(octokit, search());
    if (!found.found) throw new Error('expected a candidate');
    expect(found.artifact).toBe('agentverity-linux');
    expect(found.examined.map((e) => e.artifact)).toEqual(['agentverity-linux']);
    expect(calls.filter((c) => c.startsWith('download'))).toEqual(['download 56']);
  });

  it("searches the recorded run whatever its head commit (the fork pattern's workflow_run job)", async () => {
    // The comment job ran on the default branch (MAIN), recorded the candidate on the
    // PR's head, and holds it in its own artifact; no run of the PR's head has one.
    const { octokit, calls } = fakeOctokit([{ id: 7, created_at: '2024-05-01T08:00:00Z' }], {
      7: [],
      9: [
        {
          id: 90,
          name: 'agentverity-comment',
          created_at: '2024-05-01T09:01:00Z',
          head_sha: MAIN,
          zip: good(),
        },
      ],
    });
    const found = await findCandidate(octokit, search({ runId: 9 }));
    if (!found.found) throw new Error(JSON.stringify(found.examined));
    expect(found.runId).toBe(9);
    expect(found.artifact).toBe('agentverity-comment');
    expect(baselineContentDigest(found.candidate)).toBe(digest);
    expect(calls).toEqual(['runs cccc', 'list 9', 'download 90']);
  });

  it('still binds the recorded run of another head by the digest, the schema and the size', async () => {
    const { octokit } = fakeOctokit([], {
      9: [
        {
          id: 91,
          name: 'agentverity-comment',
          created_at: '2024-05-01T09:04:00Z',
          head_sha: MAIN,
          zip: tampered(),
        },
        {
          id: 92,
          name: 'agentverity-comment',
          created_at: '2024-05-01T09:03:00Z',
          head_sha: MAIN,
          zip: zipOf({ [CANDIDATE_FILE]: approvedText }),
        },
        {
          id: 93,
          name: 'agentverity-comment',
          created_at: '2024-05-01T09:02:00Z',
          head_sha: MAIN,
          size_in_bytes: MAX_ARTIFACT_BYTES + 1,
          zip: good(),
        },
        { id: 94, name: 'other', created_at: '2024-05-01T09:01:00Z', head_sha: MAIN, zip: good() },
      ],
    });
    const found = await findCandidate(octokit, search({ runId: 9 }));
    expect(found.found).toBe(false);
    expect(found.examined).toEqual([
      { runId: 9, artifact: 'agentverity-comment', digest: tamperedDigest, problem: null },
      {
        runId: 9,
        artifact: 'agentverity-comment',
        digest: null,
        problem: expect.stringContaining('already approved') as string,
      },
      {
        runId: 9,
        artifact: 'agentverity-comment',
        digest: null,
        problem: expect.stringContaining('larger than') as string,
      },
    ]);
  });

  it('a run of another head found other than through the record is never searched', async () => {
    // The listing filters by head_sha; a run it returns of another head is dropped.
    const { octokit, calls } = fakeOctokit(
      [{ id: 9, created_at: '2024-05-01T09:00:00Z', head_sha: MAIN }],
      {
        9: [
          {
            id: 90,
            name: 'agentverity',
            created_at: '2024-05-01T09:01:00Z',
            head_sha: MAIN,
            zip: good(),
          },
        ],
      },
    );
    const found = await findCandidate(octokit, search());
    expect(found.found).toBe(false);
    expect(calls).toEqual(['runs cccc']);
  });

  it('chooses the artifact whose digest matches the record, not the newest', async () => {
    const { octokit } = fakeOctokit([{ id: 5, created_at: '2024-05-01T09:00:00Z' }], {
      5: [
        { id: 50, name: 'agentverity-a', created_at: '2024-05-01T09:01:00Z', zip: good() },
        { id: 51, name: 'agentverity-b', created_at: '2024-05-01T09:02:00Z', zip: tampered() },
      ],
    });
    const found = await findCandidate(octokit, search({ runId: 5 }));
    if (!found.found) throw new Error('expected a candidate');
    expect(found.artifact).toBe('agentverity-a');
    // Newest first: the tampered one was looked at, and is reported with its digest.
    expect(found.examined).toEqual([
      { runId: 5, artifact: 'agentverity-b', digest: tamperedDigest, problem: null },
      { runId: 5, artifact: 'agentverity-a', digest, problem: null },
    ]);
  });

  it('never trusts a candidate whose digest differs from the record', async () => {
    const { octokit } = fakeOctokit([{ id: 5, created_at: '2024-05-01T09:00:00Z' }], {
      5: [{ id: 50, name: 'agentverity', created_at: '2024-05-01T09:01:00Z', zip: good() }],
    });
    const found = await findCandidate(octokit, search({ runId: 5, digest: tamperedDigest }));
    expect(found.found).toBe(false);
    expect(found.examined).toEqual([{ runId: 5, artifact: 'agentverity', digest, problem: null }]);
  });

  it('skips a recorded run that was deleted (404) and searches the others', async () => {
    const { octokit, calls } = fakeOctokit([{ id: 6, created_at: '2024-05-01T10:00:00Z' }], {
      6: [{ id: 60, name: 'agentverity', created_at: '2024-05-01T10:01:00Z', zip: good() }],
    });
    const found = await findCandidate(octokit, search({ runId: 5 }));
    expect(found.found && found.runId).toBe(6);
    expect(calls).toContain('list 5');
  });

  it('fails on other errors listing artifacts, naming the run', async () => {
    const { octokit } = fakeOctokit([{ id: 5, created_at: '2024-05-01T09:00:00Z' }], { 5: 500 });
    const error = await findCandidate(octokit, search()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GithubApiError);
    expect((error as GithubApiError).status).toBe(500);
    expect((error as GithubApiError).message).toContain('run 5');
  });

  it('reports unusable artifacts with their problems', async () => {
    const { octokit, calls } = fakeOctokit([{ id: 5, created_at: '2024-05-01T09:00:00Z' }], {
      5: [
        {
          id: 50,
          name: 'agentverity-empty',
          created_at: '2024-05-01T09:04:00Z',
          zip: zipOf({ 'report.json': '{}' }),
        },
        { id: 51, name: 'agentverity-denied', created_at: '2024-05-01T09:03:00Z', zip: 403 },
        {
          id: 52,
          name: 'agentverity-huge',
          created_at: '2024-05-01T09:02:00Z',
          size_in_bytes: MAX_ARTIFACT_BYTES + 1,
          zip: good(),
        },
        {
          id: 53,
          name: 'agentverity-approved',
          created_at: '2024-05-01T09:01:00Z',
          zip: zipOf({ [CANDIDATE_FILE]: approvedText }),
        },
      ],
    });
    const found = await findCandidate(octokit, search());
    expect(found.found).toBe(false);
    const byName = new Map(found.examined.map((e) => [e.artifact, e]));
    expect(byName.get('agentverity-empty')).toMatchObject({
      digest: null,
      problem: `it holds no ${CANDIDATE_FILE}`,
    });
    expect(byName.get('agentverity-denied')?.problem).toContain('403');
    expect(byName.get('agentverity-huge')?.problem).toContain('larger than');
    expect(byName.get('agentverity-approved')?.problem).toContain('already approved');
    expect(found.examined.every((e) => e.digest === null)).toBe(true);
    // The oversized artifact is never downloaded.
    expect(calls).not.toContain('download 52');
  });

  it('stops after 20 downloads, even if a later artifact would match', async () => {
    const many: FakeArtifact[] = Array.from({ length: 21 }, (_, i) => ({
      id: 100 + i,
      name: `agentverity-${i}`,
      // Newest first: the matching one (index 20) is the oldest.
      created_at: new Date(Date.UTC(2024, 4, 1, 10, 59 - i)).toISOString(),
      zip: i === 20 ? good() : tampered(),
    }));
    const { octokit, calls } = fakeOctokit([{ id: 5, created_at: '2024-05-01T09:00:00Z' }], {
      5: many,
    });
    const found = await findCandidate(octokit, search());
    expect(found.found).toBe(false);
    expect(found.examined).toHaveLength(20);
    expect(calls.filter((c) => c.startsWith('download'))).toHaveLength(20);
  });

  it('finds nothing when the head has no runs and no record', async () => {
    const { octokit } = fakeOctokit([], {});
    expect(await findCandidate(octokit, search())).toEqual({ found: false, examined: [] });
  });
});
