/**
 * OpenTelemetry end to end: the committed bundles (dist/cli.js, dist/index.js)
 * with an OpenTelemetry setup loaded the way users load one (`node --import`,
 * NODE_OPTIONS on the Action's step), whose batch exporter writes each finished
 * span to a file. One summary span per assessment reaches it, because the tool
 * flushes the provider before it exits, and its attributes carry no agent text.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeArtifactService, type FakeArtifactService } from './fakes/artifact-service.js';
import { startFakeGithub, type FakeGithub } from './fakes/github-api.js';
import { REPO_ROOT, pullRequestEvent, runAction, zipped } from './harness.js';

const PRELOAD = path.join(REPO_ROOT, 'tests/fixtures/otel/preload.mjs');
const CLI = path.join(REPO_ROOT, 'dist/cli.js');
const NODE = process.env.AGENTVERITY_E2E_NODE ?? process.execPath;
const STABLE = 'examples/evidence/router.json';

interface ExportedSpan {
  name: string;
  scope: string;
  attributes: Record<string, unknown>;
}

function spansIn(file: string): ExportedSpan[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as ExportedSpan);
}

function spanFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'agentverity-otel-')), 'spans.jsonl');
}

describe.skipIf(!existsSync(CLI))('the CLI with an OpenTelemetry setup (node --import)', () => {
  it('run: one span, flushed before exit, with the counts and no input text', () => {
    const out = spanFile();
    const dir = path.dirname(out);
    const r = spawnSync(
      NODE,
      [
        '--import',
        PRELOAD,
        CLI,
        'run',
        '--agent',
        'examples/agents/router.mjs',
        '--inputs',
        'examples/agents/tickets.txt',
        '--evidence-out',
        path.join(dir, 'evidence.json'),
        '--quiet',
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, AGENTVERITY_TEST_SPANS: out, NODE_OPTIONS: '' },
        encoding: 'utf8',
      },
    );
    expect(r.status, r.stderr).toBe(0);
    const spans = spansIn(out);
    expect(spans).toHaveLength(1);
    const span = spans[0]!;
    expect(span.name).toBe('agentverity.assessment');
    expect(span.scope).toBe('agentverity-action');
    expect(span.attributes).toMatchObject({
      'agentverity.schema': 'agentverity-action/telemetry@1',
      'agentverity.command': 'run',
      'agentverity.status': 'deterministic',
      'agentverity.exit_code': 0,
      'agentverity.complete': true,
      'agentverity.layer': 'verdict',
      'agentverity.meter.call': 'deterministic',
    });
    const tickets = readFileSync(path.join(REPO_ROOT, 'examples/agents/tickets.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 8);
    const text = JSON.stringify(span.attributes);
    for (const t of tickets) expect(text).not.toContain(t);
  });

  it('AGENTVERITY_TELEMETRY=off: no span, same exit code', () => {
    const out = spanFile();
    const r = spawnSync(NODE, ['--import', PRELOAD, CLI, 'assess', '--evidence', STABLE], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        AGENTVERITY_TEST_SPANS: out,
        AGENTVERITY_TELEMETRY: 'off',
        NODE_OPTIONS: '',
      },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    expect(spansIn(out)).toEqual([]);
  });
});

describe.skipIf(!existsSync(path.join(REPO_ROOT, 'dist/index.js')))(
  'the Action with NODE_OPTIONS loading an OpenTelemetry setup',
  () => {
    let github: FakeGithub;
    let artifacts: FakeArtifactService;
    const TOKEN = 'ghs_e2e-token';
    const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

    beforeEach(async () => {
      github = await startFakeGithub({
        tokens: { [TOKEN]: { login: 'github-actions[bot]', type: 'Bot', canWrite: true } },
      });
      artifacts = await startFakeArtifactService();
      github.addPull({ number: 7, headSha: HEAD });
    });
    afterEach(async () => {
      try {
        github.assertClean();
        expect(artifacts.violations).toEqual([]);
      } finally {
        await github.close();
        await artifacts.close();
      }
    });

    it('gate: one span with command gate, after the comment and the artifact', async () => {
      const out = spanFile();
      const run = await runAction({
        github: { url: github.url, owner: github.owner, repo: github.repo },
        artifacts: { url: artifacts.url, token: artifacts.token },
        payload: pullRequestEvent({ number: 7, headSha: HEAD }),
        inputs: { evidence: STABLE },
        env: {
          AGENTVERITY_API_RETRY_BASE_MS: '1',
          AGENTVERITY_TEST_SPANS: out,
          NODE_OPTIONS: `--import ${PRELOAD}`,
        },
      });
      expect(run.code, run.stdout).toBe(0);
      expect(zipped(artifacts)).toHaveLength(1);
      const spans = spansIn(out);
      expect(spans).toHaveLength(1);
      expect(spans[0]!.attributes).toMatchObject({
        'agentverity.command': 'gate',
        'agentverity.status': run.outputs['status'],
        'agentverity.exit_code': Number(run.outputs['exit-code']),
        'agentverity.meter.flip_rate': Number(run.outputs['flip-rate']),
      });
    });
  },
);
