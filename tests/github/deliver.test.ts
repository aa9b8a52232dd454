// The gate's delivery (src/github/deliver.ts) in-process, through in-memory fakes
// of every port. One ordered log of calls records what happened; the tests fail
// when a port is not called, or is called out of order: the files and the outputs
// before any network call, the comment after the upload (it links the artifact),
// the step's result last, and a failed upload or comment noted in the summary
// without losing the report.
import { beforeAll, describe, expect, it } from 'vitest';
import { GithubApiError } from '../../src/github/comment.js';
import { deliver, type GateDelivery } from '../../src/github/deliver.js';
import type { ReportFiles, Result } from '../../src/github/evaluate.js';
import { readSettings } from '../../src/github/inputs.js';
import { OUTPUT_NAMES } from '../../src/github/outputs.js';
import type { GatePorts } from '../../src/github/ports.js';
import { gateResult } from '../helpers/gate.js';
import { ctx, DIR, fakes, HEAD, LABEL, NETWORK, PR, RUN, STICKY } from '../helpers/gate-ports.js';

const files: ReportFiles = {
  dir: DIR,
  evidence: `${DIR}/evidence.json`,
  report: `${DIR}/report.json`,
  junit: `${DIR}/junit.xml`,
  html: `${DIR}/report.html`,
  summary: `${DIR}/summary.md`,
  suite: null,
  check: null,
  candidate: `${DIR}/candidate-baseline.json`,
};

function settings(inputs: Record<string, string> = {}) {
  const all: Record<string, string> = {
    'github-token': 'ghs_0123456789abcdef',
    evidence: 'evidence.json',
    ...inputs,
  };
  return readSettings((name) => all[name] ?? '');
}

let stable: Result;
let blind: Result;

beforeAll(async () => {
  stable = await gateResult('stable');
  blind = await gateResult('blind');
});

function delivery(over: Partial<GateDelivery> = {}): GateDelivery {
  return {
    settings: settings(),
    ctx: ctx(),
    result: stable,
    files,
    secrets: [],
    fails: false,
    ...over,
  };
}

const index = (calls: readonly string[], call: string) => {
  const i = calls.indexOf(call);
  expect(i, `${call} was not called: ${calls.join(' ')}`).toBeGreaterThanOrEqual(0);
  return i;
};
const firstNetwork = (calls: readonly string[]) => calls.findIndex((c) => NETWORK.has(c));
const lastLocal = (calls: readonly string[], prefix: string) =>
  calls.reduce((last, c, i) => (c.startsWith(prefix) ? i : last), -1);

describe('deliver: the order', () => {
  it('files, then outputs, then the network; upload before the comment; the result last', async () => {
    const f = fakes();
    await deliver(delivery({ fails: true }), f.ports);
    const { calls } = f;
    const network = firstNetwork(calls);
    expect(network).toBeGreaterThan(0);
    // Every report file, and the outputs of the result, before any network call.
    for (const file of ['report.json', 'junit.xml', 'summary.md', 'candidate-baseline.json'])
      expect(index(calls, `files.write:${file}`)).toBeLessThan(network);
    for (const name of ['status', 'exit-code', 'report-path', 'candidate-digest', 'admitted'])
      expect(index(calls, `outputs.set:${name}`)).toBeLessThan(network);
    expect(lastLocal(calls, 'files.write')).toBeLessThan(index(calls, 'outputs.set:status'));
    // The network in its order: upload, the pull request, the record, the summary, the comment.
    const upload = index(calls, 'artifact.upload');
    expect(upload).toBe(network);
    expect(index(calls, 'pr.resolve')).toBeGreaterThan(upload);
    expect(index(calls, 'record.write')).toBeGreaterThan(index(calls, 'pr.resolve'));
    expect(index(calls, 'summary.write')).toBeGreaterThan(index(calls, 'record.write'));
    expect(index(calls, 'comment.upsert')).toBeGreaterThan(index(calls, 'summary.write'));
    // The step's result is the very last call.
    expect(calls.at(-1)).toBe('log.fail');
    expect(calls.filter((c) => c === 'log.fail')).toHaveLength(1);
  });

  it('the comment links the uploaded artifact and carries the record after the marker', async () => {
    const f = fakes();
    await deliver(delivery(), f.ports);
    expect(f.comments).toHaveLength(1);
    const body = f.comments[0]!.content.body;
    expect(body).toContain(
      `https://github.com/octo-org/agent-repo/actions/runs/${RUN}/artifacts/5`,
    );
    expect(body.split('\n')[0]).toBe(
      `<!-- agentverity-action/candidate@1 sha=${HEAD} digest=${stable.candidate!.digest} run=${RUN} -->`,
    );
    expect(body).toContain('### Baseline candidate');
    expect(f.comments[0]!.issue).toBe(PR);
    expect(f.comments[0]!.mode).toBe('always');
    // The summary carries the same section and the artifact link.
    expect(f.summaries).toHaveLength(1);
    expect(f.summaries[0]).toContain('### Baseline candidate');
    expect(f.summaries[0]).toContain(`/actions/runs/${RUN}/artifacts/5`);
  });

  it('records the candidate on the head commit, pointing at this run', async () => {
    const f = fakes();
    await deliver(delivery(), f.ports);
    expect(f.statuses).toEqual([
      {
        sha: HEAD,
        context: 'agentverity/baseline-candidate',
        description: `candidate sha256:${stable.candidate!.digest}`,
        targetUrl: `https://github.com/octo-org/agent-repo/actions/runs/${RUN}`,
      },
    ]);
  });

  it('sets every output of action.yml, once each, and passes the gate when fail-on does not', async () => {
    const f = fakes();
    await deliver(delivery(), f.ports);
    expect([...f.outputs.keys()].sort()).toEqual([...OUTPUT_NAMES].sort());
    for (const name of OUTPUT_NAMES) expect(f.outputWrites.get(name), name).toBe(1);
    expect(f.outputs.get('artifact-id')).toBe('5');
    expect(f.outputs.get('artifact-name')).toBe('agentverity');
    expect(f.outputs.get('comment-url')).toBe(STICKY.url);
    expect(f.outputs.get('candidate-digest')).toBe(stable.candidate!.digest);
    expect(f.outputs.get('promoted')).toBe('false');
    expect(f.calls).not.toContain('log.fail');
  });

  it('uploads every file of the step, and the evidence only when asked', async () => {
    const withEvidence = fakes();
    await deliver(delivery(), withEvidence.ports);
    const uploaded = withEvidence.calls.find((c) => c.startsWith('artifact.files:'))!;
    expect(uploaded.split(':')[1]!.split(',').sort()).toEqual([
      'candidate-baseline.json',
      'evidence.json',
      'junit.xml',
      'report.html',
      'report.json',
      'summary.md',
    ]);
    const without = fakes();
    await deliver(delivery({ settings: settings({ 'upload-evidence': 'false' }) }), without.ports);
    expect(without.calls.find((c) => c.startsWith('artifact.files:'))).not.toContain(
      'evidence.json',
    );
  });

  it('logs the text report and the annotations before any network call', async () => {
    const f = fakes();
    await deliver(delivery({ result: blind, fails: true }), f.ports);
    expect(index(f.calls, 'log.group')).toBeLessThan(firstNetwork(f.calls));
    expect(f.annotations.length).toBeGreaterThan(0);
    expect(lastLocal(f.calls, 'log.annotate')).toBeLessThan(firstNetwork(f.calls));
    expect(f.annotations.some((a) => a.level === 'error')).toBe(true);
  });
});

describe('deliver: failures never lose the report', () => {
  it('a failed upload: the files were written first, the summary says so, the comment is still written', async () => {
    const f = fakes({ upload: { ok: false, skipped: false, reason: 'quota <b>exceeded</b>' } });
    await deliver(delivery(), f.ports);
    expect(lastLocal(f.calls, 'files.write')).toBeLessThan(index(f.calls, 'artifact.upload'));
    expect(f.files.get(files.report)).toBeTruthy();
    expect(f.summaries.join('\n')).toContain(
      'The artifact upload failed: quota &lt;b&gt;exceeded&lt;/b&gt;',
    );
    expect(f.log.some((l) => l.level === 'warning' && l.message.includes(DIR))).toBe(true);
    expect(f.outputs.get('artifact-id')).toBe('');
    expect(f.comments).toHaveLength(1);
    // The zipped artifact is not linked; the HTML report, uploaded on its own, still is.
    expect(f.comments[0]!.content.body).not.toContain('/artifacts/5');
    expect(f.comments[0]!.content.body).toContain('/artifacts/6');
    // Without an artifact the candidate cannot be promoted: the record says so.
    expect(f.statuses[0]!.description).toBe(
      'no candidate: the candidate could not be uploaded as an artifact',
    );
    expect(f.comments[0]!.content.body).not.toContain('agentverity-action/candidate@1');
  });

  it('no artifact service: said in the log, not as a failure in the summary', async () => {
    const f = fakes({ upload: { ok: false, skipped: true, reason: 'no artifact service' } });
    await deliver(delivery(), f.ports);
    expect(f.log).toContainEqual({ level: 'info', message: 'AgentVerity: no artifact service' });
    expect(f.summaries.join('\n')).not.toContain('### Delivery');
  });

  it('a comment the token may not write on a fork: a notice, and a Delivery note in the summary', async () => {
    const f = fakes({
      comment: async () => {
        throw new GithubApiError(
          'create comment',
          403,
          'Resource not accessible by integration',
          true,
        );
      },
    });
    const fork = ctx(
      {},
      {
        pull_request: {
          number: PR,
          head: { sha: HEAD, repo: { full_name: 'forker/agent-repo' } },
          base: { repo: { full_name: 'octo-org/agent-repo' } },
        },
      },
    );
    await deliver(delivery({ ctx: fork, fails: true }), f.ports);
    expect(f.summaries).toHaveLength(2);
    expect(index(f.calls, 'comment.upsert')).toBeLessThan(f.calls.lastIndexOf('summary.write'));
    expect(f.summaries[1]).toContain('### Delivery');
    expect(f.summaries[1]).toContain('comes from a fork');
    expect(f.log.some((l) => l.level === 'notice' && l.message.includes('fork'))).toBe(true);
    expect(f.outputs.get('comment-url')).toBe('');
    expect(f.calls.at(-1)).toBe('log.fail');
  });

  it('any other comment failure is a warning with the HTTP status, escaped in the summary', async () => {
    const f = fakes({
      comment: async () => {
        throw new GithubApiError('update comment', 502, 'Bad <b>gateway</b>', false);
      },
    });
    await deliver(delivery(), f.ports);
    const warning = f.log.find((l) => l.level === 'warning')!;
    expect(warning.message).toContain('(HTTP 502)');
    expect(f.summaries[1]).toContain('Bad &lt;b&gt;gateway&lt;/b&gt;');
  });

  it('a pull request that cannot be found: no record, the failure in the summary', async () => {
    const f = fakes({
      resolve: async () => {
        throw Object.assign(new Error('boom'), { response: { status: 500 }, status: 500 });
      },
    });
    await deliver(delivery(), f.ports);
    expect(f.calls).not.toContain('record.write');
    expect(f.calls).not.toContain('comment.upsert');
    expect(f.summaries[1]).toContain('The PR comment was not written (HTTP 500)');
  });

  it('a record the token may not write: the comment carries it, and says so', async () => {
    const f = fakes({
      record: async () => {
        throw new GithubApiError('record the candidate', 403, 'Resource not accessible', true);
      },
    });
    await deliver(delivery(), f.ports);
    const body = f.comments[0]!.content.body;
    expect(body.split('\n')[0]).toContain('agentverity-action/candidate@1');
    expect(body).toContain(
      'The commit status was not written (the token cannot set commit statuses',
    );
    expect(f.log.some((l) => l.level === 'notice' && l.message.includes('statuses: write'))).toBe(
      true,
    );
  });
});

describe('deliver: what the pull request gets', () => {
  it('no token: no network beyond the upload, a warning, and every output still set', async () => {
    const f = fakes({ github: false });
    await deliver(delivery(), f.ports);
    expect(f.calls.filter((c) => NETWORK.has(c))).toEqual([
      'artifact.upload',
      'artifact.uploadFile',
    ]);
    expect(f.log.some((l) => l.message.includes('github-token is empty'))).toBe(true);
    expect([...f.outputs.keys()].sort()).toEqual([...OUTPUT_NAMES].sort());
    // Without the API no pull request is known, so there is nothing to approve here.
    expect(f.summaries[0]).toContain('No pull request, so nothing to approve here');
  });

  it('comment: never writes no comment and no warning about it', async () => {
    const f = fakes();
    await deliver(delivery({ settings: settings({ comment: 'never' }) }), f.ports);
    expect(f.calls).not.toContain('comment.upsert');
    expect(f.calls).toContain('record.write');
    expect(f.log.filter((l) => l.level === 'warning')).toEqual([]);
  });

  it('a run started by the approval label leaves the record and the comment alone', async () => {
    const f = fakes();
    const labeled = ctx({}, { action: 'labeled', label: { name: LABEL } });
    await deliver(delivery({ ctx: labeled }), f.ports);
    expect(f.calls).not.toContain('record.write');
    expect(f.calls).not.toContain('comment.upsert');
    expect(f.log.filter((l) => l.level === 'warning')).toEqual([]);
    expect(f.outputs.get('comment-url')).toBe('');
  });

  it('a push with the approval label on the PR: the label is removed and the comment says why', async () => {
    const f = fakes();
    const pushed = ctx(
      {},
      {
        action: 'synchronize',
        pull_request: {
          number: PR,
          head: { sha: HEAD, repo: { full_name: 'octo-org/agent-repo' } },
          base: { repo: { full_name: 'octo-org/agent-repo' } },
          labels: [{ name: LABEL }, { name: 'bug' }],
        },
      },
    );
    await deliver(delivery({ ctx: pushed }), f.ports);
    expect(f.removedLabels).toEqual([`${PR}:${LABEL}`]);
    expect(index(f.calls, 'pr.removeLabel')).toBeLessThan(index(f.calls, 'record.write'));
    expect(f.comments[0]!.content.body).toContain(`The label \`${LABEL}\` was removed`);
  });

  it('a label the token cannot remove: the comment says promotion will refuse it', async () => {
    const f = fakes({
      removeLabel: async () => {
        throw new GithubApiError('remove label', 403, 'Resource not accessible', true);
      },
    });
    const pushed = ctx(
      {},
      {
        action: 'synchronize',
        pull_request: {
          number: PR,
          head: { sha: HEAD, repo: { full_name: 'octo-org/agent-repo' } },
          base: { repo: { full_name: 'octo-org/agent-repo' } },
          labels: [{ name: LABEL }],
        },
      },
    );
    await deliver(delivery({ ctx: pushed }), f.ports);
    expect(f.comments[0]!.content.body).toContain('promotion will refuse it');
  });

  it('evidence that admits nothing: `no candidate: …` and the reasons', async () => {
    const f = fakes();
    await deliver(delivery({ result: blind }), f.ports);
    expect(f.statuses[0]!.description).toMatch(/^no candidate: the evidence fails admission\./);
    expect(f.files.has(files.candidate)).toBe(false);
    expect(f.outputs.get('candidate-digest')).toBe('');
    expect(f.comments[0]!.content.body).toContain('No candidate: the evidence does not admit');
  });

  it('secrets never reach the comment', async () => {
    const f = fakes();
    // The approval label stands in for a secret an agent's message might echo.
    await deliver(delivery({ secrets: [LABEL] }), f.ports);
    const body = f.comments[0]!.content.body;
    expect(body).not.toContain(LABEL);
    expect(body).toContain('***');
  });

  it('the material digest ignores the run: the same result from another run has the same digest', async () => {
    const one = fakes();
    const two = fakes();
    await deliver(delivery(), one.ports);
    await deliver(delivery({ ctx: ctx({ runId: '4243' }) }), two.ports);
    expect(one.comments[0]!.content.contentDigest).toBe(two.comments[0]!.content.contentDigest);
    expect(one.comments[0]!.content.body).not.toBe(two.comments[0]!.content.body);
  });
});

describe('deliver: a shard run (shard input)', () => {
  it('uploads <artifact-name>-shard-I-of-N, posts no comment, records no candidate, leaves the verdict to the merge', async () => {
    const f = fakes();
    const names: string[] = [];
    const upload = f.ports.artifact.upload;
    const ports: GatePorts = {
      ...f.ports,
      artifact: {
        ...f.ports.artifact,
        upload: (list, root, name) => {
          names.push(name);
          return upload(list, root, name);
        },
      },
    };
    const s = settings({ evidence: '', agent: 'agent.mjs', inputs: 'i.txt', shard: '2/4' });
    expect(s.shard).toEqual({ index: 2, count: 4 });
    await deliver(delivery({ settings: s }), ports);
    expect(names).toEqual(['agentverity-shard-2-of-4']);
    expect(f.calls).not.toContain('comment.upsert');
    expect(f.calls).not.toContain('record.write');
    expect(f.outputs.get('comment-url')).toBe('');
    expect(f.summaries[0]).not.toContain('Baseline candidate');
    expect(
      f.log.some((l) => l.message.includes('shard 2/4') && l.message.includes('mode: merge')),
    ).toBe(true);
  });

  it('a shard keeps a custom artifact-name as its prefix', async () => {
    const f = fakes();
    const names: string[] = [];
    const ports: GatePorts = {
      ...f.ports,
      artifact: {
        ...f.ports.artifact,
        upload: async (_list, _root, name) => {
          names.push(name);
          return { ok: true, artifact: { id: 9, name, size: 1 } };
        },
      },
    };
    await deliver(
      delivery({
        settings: settings({
          evidence: '',
          agent: 'agent.mjs',
          inputs: 'i.txt',
          shard: '1/3',
          'artifact-name': 'nightly',
        }),
      }),
      ports,
    );
    expect(names).toEqual(['nightly-shard-1-of-3']);
  });
});

describe('deliver: a shard run and a stale approval label', () => {
  it('leaves the label to the merge job (the shard job may not write)', async () => {
    const f = fakes();
    const pushed = ctx(
      {},
      {
        action: 'synchronize',
        pull_request: {
          number: PR,
          head: { sha: HEAD, repo: { full_name: 'octo-org/agent-repo' } },
          base: { repo: { full_name: 'octo-org/agent-repo' } },
          labels: [{ name: LABEL }],
        },
      },
    );
    const s = settings({ evidence: '', agent: 'agent.mjs', inputs: 'i.txt', shard: '1/2' });
    await deliver(delivery({ ctx: pushed, settings: s }), f.ports);
    expect(f.calls).not.toContain('pr.removeLabel');
    expect(f.removedLabels).toEqual([]);
    // The same push without a shard removes it (the test above): the shard is why.
    const g = fakes();
    await deliver(delivery({ ctx: pushed }), g.ports);
    expect(g.removedLabels).toEqual([`${PR}:${LABEL}`]);
  });
});
