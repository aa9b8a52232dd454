// The one delivery (src/github/delivery.ts) for every mode that reports: the gate
// (and the merge, which is the gate on the shards' evidence), bench and cases
// build one report set and go through it. The files come before the network, a
// failing upload or comment still leaves every file and the step's result per the
// verdict, the Markdown is rendered once, and the HTML report is uploaded again
// as its own unzipped artifact that the summary and the comment link.
import path from 'node:path';
import type { ArtifactClient, UploadArtifactOptions } from '@actions/artifact';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ObtainedBench } from '../../src/app/bench-run.js';
import { uploadSingleFile } from '../../src/github/artifact.js';
import { deliverBench } from '../../src/github/bench.js';
import { deliverCases } from '../../src/github/cases.js';
import { GithubApiError } from '../../src/github/comment.js';
import { deliver, type GateDelivery } from '../../src/github/deliver.js';
import { HTML_ARTIFACT_FOLDER } from '../../src/github/delivery.js';
import type { ReportFiles, Result } from '../../src/github/evaluate.js';
import { readSettings } from '../../src/github/inputs.js';
import type { StepFiles } from '../../src/github/step-files.js';
import * as markdown from '../../src/render/markdown.js';
import * as bench from '../../src/render/bench/index.js';
import * as cases from '../../src/render/cases/index.js';
import { gateResult } from '../helpers/gate.js';
import { ctx, DIR, fakes, NETWORK, RUN, type FakeOptions } from '../helpers/gate-ports.js';
import { testReport } from '../render/bench/fixtures.js';
import { refundDeskReport } from '../render/cases/fixtures.js';

vi.mock('../../src/render/markdown.js', async (original) => {
  const real = await original<typeof import('../../src/render/markdown.js')>();
  return { ...real, renderMarkdown: vi.fn(real.renderMarkdown) };
});
vi.mock('../../src/render/bench/index.js', async (original) => {
  const real = await original<typeof import('../../src/render/bench/index.js')>();
  return { ...real, renderBench: vi.fn(real.renderBench) };
});
vi.mock('../../src/render/cases/index.js', async (original) => {
  const real = await original<typeof import('../../src/render/cases/index.js')>();
  return { ...real, renderCases: vi.fn(real.renderCases) };
});

const gateFiles: ReportFiles = {
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

function stepFiles(prefix: string): StepFiles {
  return {
    dir: DIR,
    evidence: `${DIR}/${prefix}-evidence.json`,
    report: `${DIR}/${prefix}-report.json`,
    junit: `${DIR}/junit.xml`,
    html: `${DIR}/${prefix}-report.html`,
    summary: `${DIR}/summary.md`,
  };
}

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
beforeEach(() => {
  vi.mocked(markdown.renderMarkdown).mockClear();
  vi.mocked(bench.renderBench).mockClear();
  vi.mocked(cases.renderCases).mockClear();
});

function gate(over: Partial<GateDelivery> = {}): GateDelivery {
  return {
    settings: settings(),
    ctx: ctx(),
    result: stable,
    files: gateFiles,
    secrets: [],
    fails: false,
    ...over,
  };
}

/** Every mode that reports, delivered through the one delivery against the fakes. */
const MODES = {
  gate: async (o: FakeOptions, fails: boolean) => {
    const f = fakes(o);
    await deliver(gate({ result: fails ? blind : stable, fails }), f.ports);
    return { f, report: gateFiles.report, html: gateFiles.html };
  },
  bench: async (o: FakeOptions, fails: boolean) => {
    const f = fakes(o);
    const files = stepFiles('bench');
    // The step's result is the report's verdict: a failing one fails it.
    const passing = testReport();
    const report = {
      ...passing,
      verdict: { ...passing.verdict, exitCode: fails ? (1 as const) : (0 as const) },
    };
    await deliverBench(
      {
        settings: settings(),
        ctx: ctx(),
        report,
        obtained: { evidencePath: files.evidence } as ObtainedBench,
        files,
        workdir: '/runner/work/agent-repo',
        secrets: [],
      },
      f.ports,
    );
    return { f, report: files.report, html: files.html };
  },
  cases: async (o: FakeOptions, fails: boolean) => {
    const f = fakes(o);
    const files = stepFiles('cases');
    await deliverCases(
      {
        settings: settings(),
        ctx: ctx(),
        outcome: {
          report: { ...refundDeskReport(), exitCode: fails ? 1 : 0 },
          evidencePath: files.evidence,
          live: false,
        },
        files,
        workdir: '/runner/work/agent-repo',
        secrets: [],
      },
      f.ports,
    );
    return { f, report: files.report, html: files.html };
  },
} as const;

const firstNetwork = (calls: readonly string[]) => calls.findIndex((c) => NETWORK.has(c));
const lastWrite = (calls: readonly string[]) =>
  calls.reduce((last, c, i) => (c.startsWith('files.write') ? i : last), -1);

describe.each(Object.keys(MODES) as (keyof typeof MODES)[])('the one delivery: %s', (mode) => {
  it('writes every file and sets the outputs before any network call', async () => {
    const { f, report, html } = await MODES[mode]({}, false);
    const network = firstNetwork(f.calls);
    expect(network).toBeGreaterThan(0);
    expect(lastWrite(f.calls)).toBeLessThan(network);
    expect(f.calls.indexOf('outputs.set:exit-code')).toBeLessThan(network);
    expect(f.files.get(report)).toBeTruthy();
    expect(f.files.get(html)).toMatch(/^<!doctype html>/i);
    expect(f.calls.filter((c) => c === 'artifact.upload')).toHaveLength(1);
    expect(f.calls.at(-1)).not.toBe('log.fail');
  });

  it('a failed upload and a failed comment leave every file, are reported, and the step fails per the verdict', async () => {
    const { f, report } = await MODES[mode](
      {
        upload: { ok: false, skipped: false, reason: 'quota exceeded' },
        uploadFile: { ok: false, skipped: false, reason: 'quota exceeded' },
        comment: async () => {
          throw new GithubApiError('create comment', 502, 'Bad gateway', false);
        },
      },
      true,
    );
    expect(f.files.get(report)).toBeTruthy();
    expect(f.files.get(`${DIR}/summary.md`)).toBeTruthy();
    const summaries = f.summaries.join('\n');
    expect(summaries).toContain('The artifact upload failed: quota exceeded');
    expect(summaries).toContain('The HTML report was not uploaded on its own');
    expect(summaries).toContain('The PR comment was not written (HTTP 502)');
    expect(f.outputs.get('artifact-id')).toBe('');
    expect(f.outputs.get('exit-code')).toBe(mode === 'gate' ? String(blind.exitCode) : '1');
    expect(f.calls.at(-1)).toBe('log.fail');
  });

  it('uploads the HTML report on its own, unzipped, after the zip, and the comment links it', async () => {
    const { f, html } = await MODES[mode]({}, false);
    const single = f.calls.find((c) => c.startsWith('artifact.single:'));
    expect(single).toBe(`artifact.single:${HTML_ARTIFACT_FOLDER}/agentverity.html`);
    expect(f.files.get(`${DIR}/${HTML_ARTIFACT_FOLDER}/agentverity.html`)).toBe(`copy of ${html}`);
    expect(f.calls.indexOf('artifact.uploadFile')).toBeGreaterThan(
      f.calls.indexOf('artifact.upload'),
    );
    expect(f.calls.indexOf('artifact.uploadFile')).toBeLessThan(f.calls.indexOf('comment.upsert'));
    // The zipped artifact stays, with the HTML in it.
    const zipped = f.calls.find((c) => c.startsWith('artifact.files:'))!;
    expect(zipped).toContain(path.basename(html));
    expect(zipped).not.toContain(HTML_ARTIFACT_FOLDER);
    const runs = `https://github.com/octo-org/agent-repo/actions/runs/${RUN}`;
    const body = f.comments[0]!.content.body;
    expect(body).toContain(`[HTML report](${runs}/artifacts/6)`);
    expect(body).toContain(`[full report](${runs}/artifacts/5)`);
    expect(f.summaries[0]).toContain(`[HTML report](${runs}/artifacts/6)`);
  });

  it('renders the Markdown once and shows it in summary.md, the job summary and the comment', async () => {
    const { f } = await MODES[mode]({}, false);
    const calls =
      mode === 'gate'
        ? vi.mocked(markdown.renderMarkdown).mock.calls
        : (mode === 'bench'
            ? vi.mocked(bench.renderBench).mock.calls
            : vi.mocked(cases.renderCases).mock.calls
          ).filter((c) => c[0] === 'markdown');
    expect(calls).toHaveLength(1);
    const md = f.files.get(`${DIR}/summary.md`)!;
    expect(md.length).toBeGreaterThan(100);
    expect(f.summaries[0]!.startsWith(md)).toBe(true);
    expect(f.comments[0]!.content.body).toContain(md);
  });
});

describe('the HTML artifact', () => {
  it('is named after the zipped artifact when that was renamed on a clash', async () => {
    const f = fakes({
      upload: {
        ok: true,
        artifact: { id: 5, name: 'agentverity-attempt-2', size: 1 },
        renamedFrom: 'agentverity',
      },
    });
    await deliver(gate(), f.ports);
    expect(f.calls).toContain(`artifact.single:${HTML_ARTIFACT_FOLDER}/agentverity-attempt-2.html`);
  });

  it('a shard uploads no HTML of its own (the merge job reports; its pattern must not match it)', async () => {
    const f = fakes();
    const s = settings({ evidence: '', agent: 'agent.mjs', inputs: 'i.txt', shard: '1/2' });
    await deliver(gate({ settings: s }), f.ports);
    expect(f.calls).not.toContain('artifact.uploadFile');
  });

  it('no artifact service: no HTML upload failure is reported', async () => {
    const f = fakes({
      upload: { ok: false, skipped: true, reason: 'no artifact service' },
      uploadFile: { ok: false, skipped: true, reason: 'no artifact service' },
    });
    await deliver(gate(), f.ports);
    expect(f.summaries.join('\n')).not.toContain('### Delivery');
  });
});

describe('uploadSingleFile against the toolkit client', () => {
  it('asks for skipArchive with the one file, the artifact named after it', async () => {
    const seen: { name: string; files: string[]; root: string; options?: UploadArtifactOptions }[] =
      [];
    const client: Pick<ArtifactClient, 'uploadArtifact'> = {
      uploadArtifact: async (name, files, root, options) => {
        seen.push({ name, files, root, ...(options === undefined ? {} : { options }) });
        return { id: 12, size: 3 };
      },
    };
    const env = { ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_RESULTS_URL: 'http://127.0.0.1:1/' };
    const outcome = await uploadSingleFile(
      '/tmp/x/agentverity.html',
      { env, retentionDays: 3 },
      client,
    );
    expect(outcome).toEqual({ ok: true, artifact: { id: 12, name: 'agentverity.html', size: 3 } });
    expect(seen).toEqual([
      {
        name: 'agentverity.html',
        files: ['/tmp/x/agentverity.html'],
        root: '/tmp/x',
        options: { skipArchive: true, retentionDays: 3 },
      },
    ]);
  });

  it('never throws: a failure is the outcome, and no service is skipped', async () => {
    const client: Pick<ArtifactClient, 'uploadArtifact'> = {
      uploadArtifact: async () => {
        throw new Error('boom');
      },
    };
    const env = { ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_RESULTS_URL: 'http://127.0.0.1:1/' };
    expect(await uploadSingleFile('/tmp/a.html', { env }, client)).toEqual({
      ok: false,
      skipped: false,
      reason: 'boom',
    });
    expect((await uploadSingleFile('/tmp/a.html', { env: {} }, client)).ok).toBe(false);
  });
});
