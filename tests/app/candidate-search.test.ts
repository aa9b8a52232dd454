// Promotion's candidate search through its port (app/candidate.ts): a fake of the
// runs and artifacts, no Octokit. A deleted run is skipped, a failed download is
// an unusable artifact named with its failure, and only the recorded digest binds.
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baselineContentDigest,
  CANDIDATE_FILE,
  searchCandidate,
  serialiseBaseline,
  type ArtifactPort,
  type ListedArtifact,
} from '../../src/app/index.js';
import { gateResult } from '../helpers/gate.js';

const HEAD = 'c'.repeat(40);
let zip: Uint8Array;
let digest: string;

beforeAll(async () => {
  const candidate = (await gateResult('stable')).candidate!.baseline;
  digest = baselineContentDigest(candidate);
  zip = zipSync({ [CANDIDATE_FILE]: strToU8(serialiseBaseline(candidate)) });
});

function artifact(id: number, name = 'agentverity'): ListedArtifact {
  return {
    id,
    name,
    size_in_bytes: 1000,
    expired: false,
    created_at: `2024-05-01T10:00:0${id}Z`,
    workflow_run: { id, head_sha: HEAD },
  };
}

function fake(downloads: Record<number, Uint8Array | Error>) {
  const calls: string[] = [];
  const port: ArtifactPort = {
    runsOf: (head) => {
      calls.push(`runs ${head.slice(0, 4)}`);
      return Promise.resolve([
        { id: 2, created_at: '2024-05-01T10:00:00Z', head_sha: HEAD },
        { id: 3, created_at: '2024-05-01T11:00:00Z', head_sha: HEAD },
      ]);
    },
    artifactsOf: (runId) => {
      calls.push(`list ${runId}`);
      return Promise.resolve(runId === 1 ? null : [artifact(runId)]);
    },
    download: (a) => {
      calls.push(`download ${a.id}`);
      const d = downloads[a.id];
      return d instanceof Error || d === undefined
        ? Promise.reject(d ?? new Error('gone'))
        : Promise.resolve(d);
    },
  };
  return { port, calls };
}

describe('searchCandidate', () => {
  it('skips a deleted recorded run, names a failed download, finds the recorded digest', async () => {
    const { port, calls } = fake({ 3: new Error('download artifact agentverity: 403'), 2: zip });
    const found = await searchCandidate(port, {
      owner: 'o',
      repo: 'r',
      headSha: HEAD,
      digest,
      runId: 1,
      selfRunId: null,
      artifactName: 'agentverity',
    });
    expect(calls).toEqual(['runs cccc', 'list 1', 'list 3', 'download 3', 'list 2', 'download 2']);
    if (!found.found) throw new Error('expected the candidate');
    expect(found.runId).toBe(2);
    expect(found.examined[0]).toEqual({
      runId: 3,
      artifact: 'agentverity',
      digest: null,
      problem: 'download artifact agentverity: 403',
    });
  });

  it('a candidate with another digest is examined, never taken', async () => {
    const { port } = fake({ 2: zip, 3: zip });
    const found = await searchCandidate(port, {
      owner: 'o',
      repo: 'r',
      headSha: HEAD,
      digest: 'f'.repeat(64),
      runId: null,
      selfRunId: 3,
      artifactName: 'agentverity',
    });
    expect(found.found).toBe(false);
    expect(found.examined.map((e) => e.digest)).toEqual([digest]);
  });

  it("never downloads a step's HTML report artifact (<name>.html)", async () => {
    const { port, calls } = fake({ 2: zip });
    const withHtml: ArtifactPort = {
      ...port,
      artifactsOf: async (runId) => {
        const listed = await port.artifactsOf(runId);
        return listed === null
          ? null
          : [{ ...artifact(runId + 100, 'agentverity-comment.html') }, ...listed];
      },
    };
    const found = await searchCandidate(withHtml, {
      owner: 'o',
      repo: 'r',
      headSha: HEAD,
      digest,
      runId: 2,
      selfRunId: null,
      artifactName: 'agentverity',
    });
    expect(found.found).toBe(true);
    expect(calls.filter((c) => c.startsWith('download'))).toEqual(['download 2']);
  });
});
