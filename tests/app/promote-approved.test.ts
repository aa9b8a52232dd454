// Promotion as one app use case (app/promote-approved.ts promoteApproved) through
// in-process fakes of every port: the pull request and its label, the gate's
// record, the artifacts, the baseline store and the runner's files. No Octokit.
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baselineContentDigest,
  CANDIDATE_FILE,
  promoteApproved,
  PromotionRefused,
  serialiseBaseline,
  type ApprovalPort,
  type ArtifactPort,
  type ApprovedPromotionRequest,
  type RecordPort,
} from '../../src/app/index.js';
import type { Baseline } from '../../src/core/index.js';
import { gateResult } from '../helpers/gate.js';
import { fakeStore } from './promotion-fake-store.js';

const HEAD = 'c'.repeat(40);
const LABEL = 'agentverity:approve-baseline';

let candidate: Baseline;
let digest: string;
beforeAll(async () => {
  candidate = (await gateResult('stable')).candidate!.baseline;
  digest = baselineContentDigest(candidate);
});

const approval: ApprovalPort = {
  pullRequest: async () => ({
    open: true,
    merged: false,
    headSha: HEAD,
    headRef: 'feature',
    headRepo: 'acme/app',
    author: 'contributor',
  }),
  events: async () => [
    {
      event: 'labeled',
      created_at: '2024-05-01T10:00:00Z',
      actor: { login: 'maintainer', type: 'User' },
      label: { name: LABEL },
    },
  ],
  roleOf: async (login) => (login === 'maintainer' ? 'maintain' : 'read'),
  isTeamMember: async () => false,
};

function record(recorded: string): RecordPort {
  return {
    statuses: async () => [
      {
        recorded: { kind: 'candidate', digest: recorded },
        runId: 2,
        at: '2024-05-01T09:00:00Z',
        id: 1,
      },
    ],
    comments: async () => [],
  };
}

function artifacts(holding: Baseline): ArtifactPort {
  const zip = zipSync({ [CANDIDATE_FILE]: strToU8(serialiseBaseline(holding)) });
  return {
    runsOf: async () => [{ id: 2, created_at: '2024-05-01T08:00:00Z', head_sha: HEAD }],
    artifactsOf: async (runId) => [
      {
        id: 20 + runId,
        name: 'agentverity',
        size_in_bytes: zip.length,
        expired: false,
        created_at: '2024-05-01T08:30:00Z',
        workflow_run: { id: runId, head_sha: HEAD },
      },
    ],
    download: async () => zip,
  };
}

const REQUEST: ApprovedPromotionRequest = {
  owner: 'acme',
  repo: 'app',
  number: 7,
  labeledHead: HEAD,
  approval: {
    label: LABEL,
    roles: ['admin', 'maintain', 'write'],
    approvers: [],
    allowSelfApproval: false,
    promote: 'commit',
  },
  artifactName: 'agentverity',
  selfRunId: 99,
  noRecord: 'no record of the gate',
  repoPath: '.agentverity/baseline.json',
  dir: '/runner/temp/agentverity-promote',
};

describe('promoteApproved: the label judged, the candidate found, the baseline written', () => {
  it('approves the recorded candidate and commits it to the branch, in the app’s order', async () => {
    const store = fakeStore(HEAD, [LABEL]);
    const written = new Map<string, string>();
    const promoted = await promoteApproved(
      {
        approval,
        record: record(digest),
        artifacts: artifacts(candidate),
        store,
        files: { writeText: (file, text) => void written.set(file, text) },
      },
      REQUEST,
    );
    expect(promoted.approval).toMatchObject({
      how: 'pr-label',
      approver: 'maintainer',
      role: 'maintain',
      approvedAt: '2024-05-01T10:00:00Z',
      headSha: HEAD,
      pullRequest: 7,
      repository: 'acme/app',
    });
    expect(promoted.candidateRun).toBe(2);
    expect(promoted.delivered.how).toBe('commit');
    expect(promoted.file).toBe('/runner/temp/agentverity-promote/baseline/baseline.json');
    // The runner's file first, then the store: the file committed is the one written.
    expect(written.get(promoted.file)).toBe(store.files.get('.agentverity/baseline.json'));
    expect(promoted.labelRemoved).toBe(true);
    expect(promoted.labelWarning).toBeNull();
  });

  it('refuses when no artifact holds the candidate the gate recorded (digest named)', async () => {
    const other = { ...candidate, createdAt: '2030-01-01T00:00:00Z' } as Baseline;
    const store = fakeStore(HEAD, [LABEL]);
    const error = await promoteApproved(
      {
        approval,
        record: record(digest),
        artifacts: artifacts(other),
        store,
        files: { writeText: () => undefined },
      },
      REQUEST,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PromotionRefused);
    expect((error as PromotionRefused).code).toBe('promotion.digest-mismatch');
    expect((error as PromotionRefused).message).toContain(digest);
    expect(store.calls).toEqual([]);
  });
});
