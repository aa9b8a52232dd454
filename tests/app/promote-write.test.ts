// The last step of a promotion as the app's use case (app/promote.ts): the order
// (the runner, the label, the commit or the upload) and every fallback, decided in
// app against an in-process store (promotion-fake-store.ts), never in the shell.
import { describe, expect, it } from 'vitest';
import {
  baselineArtifactName,
  htmlArtifactName,
  isHtmlReportArtifact,
  mayHoldCandidate,
  PromotionRefused,
  writeApprovedBaseline,
  type BaselineWrite,
} from '../../src/app/index.js';
import { failure, fakeStore } from './promotion-fake-store.js';

const HEAD = 'a'.repeat(40);
const LABEL = 'agentverity:approve-baseline';

function request(over: Partial<BaselineWrite> = {}): BaselineWrite {
  return {
    number: 7,
    headSha: HEAD,
    headRef: 'feature',
    fork: false,
    repoPath: '.agentverity/baseline.json',
    promote: 'commit',
    label: LABEL,
    artifactName: 'agentverity',
    file: '/runner/promotion/baseline/baseline.json',
    text: '{"schema":"agentverity-action/baseline@1"}\n',
    approval: {
      how: 'pr-label',
      approver: 'maintainer',
      approvedAt: '2026-01-02T03:04:05Z',
      label: LABEL,
      role: 'write',
      headSha: HEAD,
      pullRequest: 7,
      repository: 'o/r',
    },
    ...over,
  };
}

function runnerFiles(): {
  written: Map<string, string>;
  writeText: (f: string, t: string) => void;
} {
  const written = new Map<string, string>();
  return { written, writeText: (f, t) => void written.set(f, t) };
}

describe('writeApprovedBaseline', () => {
  it('writes the runner file first, consumes the label, then commits on the approved head', async () => {
    const store = fakeStore(HEAD, [LABEL]);
    const files = runnerFiles();
    const order: string[] = [];
    const w = await writeApprovedBaseline(
      store,
      { writeText: (f, t) => (order.push(`runner ${store.calls.length}`), files.writeText(f, t)) },
      request(),
    );
    expect(order).toEqual(['runner 0']);
    expect(files.written.get(request().file)).toBe(request().text);
    expect(store.calls.map((c) => c.op)).toEqual(['removeLabel', 'currentHead', 'commitFile']);
    expect(store.labels.has(LABEL)).toBe(false);
    expect(store.files.get('.agentverity/baseline.json')).toBe(request().text);
    const commit = store.calls.find((c) => c.op === 'commitFile');
    expect(commit).toMatchObject({ branch: 'feature' });
    expect(commit?.op === 'commitFile' ? commit.message.split('\n')[0] : '').toBe(
      'Approve AgentVerity baseline for #7 (label by @maintainer)',
    );
    expect(w).toMatchObject({
      labelRemoved: true,
      labelWarning: null,
      delivered: { how: 'commit', branch: 'feature', fallback: null, artifact: null, warnings: [] },
    });
    expect(w.delivered.commit).toBe(store.head);
    expect(store.artifacts).toHaveLength(0);
  });

  it('a head that moved before the commit is refused (approval.stale) and nothing is written to GitHub', async () => {
    const store = fakeStore('b'.repeat(40), [LABEL]);
    const err = await writeApprovedBaseline(store, runnerFiles(), request()).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PromotionRefused);
    expect((err as PromotionRefused).code).toBe('approval.stale');
    expect(store.calls.map((c) => c.op)).not.toContain('commitFile');
    expect(store.calls.map((c) => c.op)).not.toContain('uploadFile');
  });

  it('a fork: never tries the contents write, uploads <artifact-name>-baseline and says why', async () => {
    const store = fakeStore(HEAD, [LABEL]);
    const w = await writeApprovedBaseline(store, runnerFiles(), request({ fork: true }));
    expect(store.calls.map((c) => c.op)).toEqual(['removeLabel', 'uploadFile']);
    expect(store.artifacts.map((a) => a.name)).toEqual(['agentverity-baseline']);
    expect(w.delivered).toMatchObject({ how: 'artifact', commit: null, artifact: { id: 1 } });
    expect(w.delivered.fallback).toMatch(/fork/);
  });

  it('a 403 on the contents write falls back to the artifact, naming the permission', async () => {
    const store = fakeStore(HEAD, [LABEL]);
    store.fail.commitFile.push(failure(403, 'Resource not accessible by integration'));
    const w = await writeApprovedBaseline(store, runnerFiles(), request());
    expect(w.delivered.how).toBe('artifact');
    expect(w.delivered.fallback).toContain('contents: write');
    expect(w.delivered.fallback).toContain('Resource not accessible by integration');
    expect(store.files.size).toBe(0);
  });

  it('another failed write (or an unreadable head) falls back too, saying what failed', async () => {
    for (const inject of ['commitFile', 'currentHead'] as const) {
      const store = fakeStore(HEAD, [LABEL]);
      store.fail[inject].push(failure(502, 'bad gateway'));
      const w = await writeApprovedBaseline(store, runnerFiles(), request());
      expect(w.delivered.how).toBe('artifact');
      expect(w.delivered.fallback).toBe('the commit to feature failed (bad gateway)');
    }
  });

  it('promote: artifact uploads only, with no fallback to explain', async () => {
    const store = fakeStore(HEAD, [LABEL]);
    const w = await writeApprovedBaseline(store, runnerFiles(), request({ promote: 'artifact' }));
    expect(store.calls.map((c) => c.op)).toEqual(['removeLabel', 'uploadFile']);
    expect(w.delivered).toMatchObject({ how: 'artifact', fallback: null });
  });

  it('a failed upload leaves the baseline on the runner only, with the reason as a warning', async () => {
    const store = fakeStore(HEAD, [LABEL]);
    store.fail.uploadFile.push('the artifact service said no');
    const w = await writeApprovedBaseline(store, runnerFiles(), request({ fork: true }));
    expect(w.delivered).toMatchObject({ how: 'runner', artifact: null });
    expect(w.delivered.warnings).toEqual([
      'the artifact upload failed: the artifact service said no',
    ]);
  });

  it('a label already gone counts as removed; another failure is a warning, never fatal', async () => {
    const gone = await writeApprovedBaseline(fakeStore(HEAD, []), runnerFiles(), request());
    expect(gone).toMatchObject({ labelRemoved: true, labelWarning: null });
    const store = fakeStore(HEAD, [LABEL]);
    store.fail.removeLabel.push(failure(500, 'server error'));
    const kept = await writeApprovedBaseline(store, runnerFiles(), request());
    expect(kept.labelRemoved).toBe(false);
    expect(kept.labelWarning).toContain('server error');
    expect(kept.delivered.how).toBe('commit');
  });

  it('a push landing between the check and the write is a warning on the commit', async () => {
    const store = fakeStore(HEAD, [LABEL]);
    const commitFile = store.commitFile;
    const raced = {
      ...store,
      commitFile: async (f: Parameters<typeof commitFile>[0]) => {
        const done = await commitFile(f);
        return done.ok ? { ...done, parent: 'e'.repeat(40) } : done;
      },
    };
    const w = await writeApprovedBaseline(raced, runnerFiles(), request());
    expect(w.delivered.warnings[0]).toMatch(/a push landed between the last check and the write/);
  });
});

describe('artifact names: one rule for the delivery and the candidate search', () => {
  it('the HTML artifact the delivery names is never a candidate; the baseline upload neither', () => {
    for (const zip of [
      'agentverity',
      'agentverity-2',
      'agentverity-shard-1-of-3',
      'agentverity-attempt-2',
    ]) {
      const html = htmlArtifactName(zip);
      expect(isHtmlReportArtifact(html)).toBe(true);
      expect(mayHoldCandidate(html, 'agentverity')).toBe(false);
      expect(mayHoldCandidate(zip, 'agentverity')).toBe(true);
    }
    expect(mayHoldCandidate(baselineArtifactName('agentverity'), 'agentverity')).toBe(false);
    expect(mayHoldCandidate('other', 'agentverity')).toBe(false);
    expect(mayHoldCandidate('agentverityx', 'agentverity')).toBe(false);
  });
});
