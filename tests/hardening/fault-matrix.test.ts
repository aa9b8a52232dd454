/**
 * The fault matrix: every way an agent, the GitHub API, the artifact service or the
 * disk can fail, one table per surface. For each fault: no hang past the configured
 * timeouts (a hang fails the test through vitest's own timeout or the child guard,
 * never through a timed assertion), the evidence and reports on disk complete or
 * marked incomplete, the Action's outputs set, and the exit code right.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTPUT_NAMES } from '../../src/github/outputs.js';
import { cliWith, type CliRun } from '../helpers/cli.js';
import {
  startFakeArtifactService,
  type FakeArtifactService,
} from '../e2e/fakes/artifact-service.js';
import { startFakeGithub, type FakeGithub } from '../e2e/fakes/github-api.js';
import {
  hasActionBundle,
  pullRequestEvent,
  runAction,
  zipped,
  type ActionRun,
} from '../e2e/harness.js';
import { cliProcess, inputsFile, ROOT, tempDir } from './helpers.js';

const MISBEHAVING = path.join(ROOT, 'tests/fixtures/agents/misbehaving.mjs');
const ABUSE = path.join(ROOT, 'tests/fixtures/agents/process-abuse.mjs');
const WORKER = path.join(ROOT, 'tests/fixtures/agents/worker-misbehaving.mjs');
const CALL_TIMEOUT = '400ms';

interface Report {
  status: string;
  exitCode: number;
  complete: boolean;
}
interface EvidenceFile {
  complete: boolean;
  stopReason?: string;
  cases: { observations: { error?: string }[] }[];
}

/** What a run left: its exit code, its JSON report (stdout) and its evidence file. */
interface Outcome {
  code: number | null;
  stderr: string;
  report: Report | null;
  evidence: EvidenceFile | null;
}

function parsed<T>(text: string | undefined): T | null {
  if (text === undefined || text.trim() === '') return null;
  return JSON.parse(text) as T;
}

/** `run` in-process, the report as JSON on stdout, the evidence captured. */
async function runInProcess(
  agentArgs: string[],
  inputs: string[],
  more: string[] = [],
): Promise<Outcome> {
  const dir = tempDir();
  const out = path.join(dir, 'evidence.json');
  const r: CliRun = await cliWith(
    {},
    'run',
    ...agentArgs,
    '--inputs',
    inputsFile(inputs),
    '--k',
    '2',
    '--no-relations',
    '--quiet',
    '--timeout',
    CALL_TIMEOUT,
    '--evidence-out',
    out,
    '--format',
    'json',
    ...more,
  );
  return {
    code: r.code,
    stderr: r.stderr,
    report: parsed<Report>(r.stdout),
    evidence: parsed<EvidenceFile>(r.files.get(out)),
  };
}

/** `run` in the real CLI process (agents that abuse the process need one of their own). */
async function runInChild(agentArgs: string[], inputs: string[]): Promise<Outcome> {
  const dir = tempDir();
  const out = path.join(dir, 'evidence.json');
  const r = await cliProcess([
    'run',
    ...agentArgs,
    '--inputs',
    inputsFile(inputs),
    '--k',
    '2',
    '--no-relations',
    '--quiet',
    '--timeout',
    CALL_TIMEOUT,
    '--evidence-out',
    out,
    '--format',
    'json',
  ]);
  expect(r.killed, 'the CLI did not end by itself').toBe(false);
  return {
    code: r.code,
    stderr: r.stderr,
    report: parsed<Report>(r.stdout),
    evidence: existsSync(out) ? parsed<EvidenceFile>(readFileSync(out, 'utf8')) : null,
  };
}

/**
 * One input answers, one misbehaves: the report says incomplete with exit 2, as the
 * process does, and the evidence records the failed call with its error.
 */
function expectFailedCall(o: Outcome, error: RegExp): void {
  expect(o.code).toBe(2);
  expect(o.report).toMatchObject({ status: 'incomplete', exitCode: 2, complete: false });
  expect(o.evidence).not.toBeNull();
  const errors = (o.evidence?.cases ?? []).flatMap((c) => c.observations.map((x) => x.error ?? ''));
  expect(errors.filter((e) => e !== '').join('\n')).toMatch(error);
  expect(o.stderr).not.toMatch(/internal error|\n\s+at /);
}

/** Every call failed: the run stops (run.agent-unavailable, exit 2), its evidence marked incomplete. */
function expectUnavailable(o: Outcome, error: RegExp): void {
  expect(o.code).toBe(2);
  expect(o.report).toBeNull();
  expect(o.stderr).toMatch(/the agent cannot answer/);
  expect(o.stderr).toMatch(error);
  expect(o.evidence?.complete).toBe(false);
  expect(o.stderr).not.toMatch(/internal error|\n\s+at /);
}

// ---------------------------------------------------------------------------

describe('module agent', () => {
  const rows: [string, string[], string[], RegExp, 'in-process' | 'child'][] = [
    [
      'throws',
      ['--agent', `${MISBEHAVING}:throws`],
      ['fine', 'boom'],
      /boom on boom/,
      'in-process',
    ],
    [
      'rejects',
      ['--agent', `${MISBEHAVING}:rejects`],
      ['fine', 'boom'],
      /async boom/,
      'in-process',
    ],
    [
      'never settles (hangs)',
      ['--agent', `${MISBEHAVING}:hangs`],
      ['fine', 'hang'],
      /timed out after 400 ms/,
      'in-process',
    ],
    [
      'writes garbage (undefined)',
      ['--agent', `${MISBEHAVING}:garbage`],
      ['fine', 'undef'],
      /returned undefined/,
      'in-process',
    ],
    [
      'writes garbage (an object as the decision)',
      ['--agent', `${MISBEHAVING}:garbage`],
      ['fine', 'obj'],
      /decision must be a label/,
      'in-process',
    ],
    [
      'throws something unprintable',
      ['--agent', `${MISBEHAVING}:throwsUnprintable`],
      ['fine', 'boom'],
      /./,
      'in-process',
    ],
    [
      'exits the process mid-call',
      ['--agent', `${ABUSE}:exits`],
      ['fine', 'please exit'],
      /process\.exit\(0\)/,
      'child',
    ],
  ];
  it.each(rows)(
    '%s: a failed call, reports and exit code agree',
    async (_name, agent, inputs, error, where) => {
      const o =
        where === 'child' ? await runInChild(agent, inputs) : await runInProcess(agent, inputs);
      expectFailedCall(o, error);
    },
  );

  it('every call hangs: the run stops at its first timeout, evidence marked incomplete', async () => {
    expectUnavailable(
      await runInProcess(
        ['--agent', `${MISBEHAVING}:hangs`],
        ['hang 1', 'hang 2', 'hang 3', 'hang 4'],
      ),
      /the agent cannot answer: it did not answer its first call within 0\.4 s/,
    );
  });

  it('leaves a rejection unhandled: exit 2, and the report says exit 2, incomplete', async () => {
    const o = await runInChild(['--agent', `${ABUSE}:strayRejection`], ['one', 'three']);
    expect(o.code).toBe(2);
    expect(o.report).toMatchObject({ status: 'incomplete', exitCode: 2, complete: false });
    expect(o.evidence?.complete).toBe(false);
  });
});

describe('command worker', () => {
  const worker = [
    '--agent-command',
    `${JSON.stringify(process.execPath)} ${JSON.stringify(WORKER)}`,
  ];
  const rows: [string, string, RegExp][] = [
    ['crashes mid-call', 'crash', /exited|crash|code 3/i],
    ['hangs', 'hang', /timed out after 400 ms/],
    ['writes garbage', 'garbage', /not JSON|not a JSON/i],
    ['answers another id', 'wrongid', /id/],
    ['leaves a line unfinished', 'partial', /timed out|unfinished|never ended/i],
    ['answers without a decision', 'noroute', /decision/],
    ['answers a label far too long', 'longlabel', /256/],
  ];
  it.each(rows)('%s: a failed call, reports and exit code agree', async (_name, keyword, error) => {
    expectFailedCall(await runInProcess(worker, ['fine', `${keyword} now`]), error);
  });

  it('every call crashes the worker: the run stops, evidence marked incomplete', async () => {
    expectUnavailable(
      await runInProcess(worker, ['crash 1', 'crash 2', 'crash 3', 'crash 4']),
      /exited|crash|code 3/i,
    );
  });
});

// ---------------------------------------------------------------------------

describe('HTTP agent', () => {
  let server: Server;
  let url = '';
  const open = new Set<ServerResponse>();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const input = (JSON.parse(body) as { input: string }).input;
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      const fault = input.split(' ')[0];
      switch (fault) {
        case '500':
          return json(500, { error: 'boom' });
        case '429':
          return json(429, {}, { 'retry-after': '0' });
        case 'silent': // never answers
          open.add(res);
          return;
        case 'endless': // headers, then a body that never ends
          open.add(res);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"decision": "');
          return;
        case 'huge': {
          const text = JSON.stringify({ decision: 'ok', text: 'x'.repeat(2 * 2 ** 20) });
          res.writeHead(200, { 'content-type': 'application/json' });
          return void res.end(text);
        }
        case 'streamed': {
          // No content-length: the cap is on the bytes read.
          res.writeHead(200, {
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
          });
          res.write('{"decision": "ok", "text": "');
          const chunk = 'y'.repeat(64 * 1024);
          for (let i = 0; i < 40; i++) res.write(chunk);
          return void res.end('"}');
        }
        case 'garbage':
          res.writeHead(200, { 'content-type': 'application/json' });
          return void res.end('<html>not json</html>');
        default:
          return json(200, { decision: 'ok' });
      }
    });
  };

  beforeAll(async () => {
    server = createServer(handler);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/agent`;
  });
  afterAll(async () => {
    for (const res of open) res.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const http = (more: string[] = []) => ['--agent-url', url, '--http-retries', '1', ...more];
  const rows: [string, string, RegExp][] = [
    ['HTTP 500', '500', /HTTP 500/],
    ['HTTP 429 after its retries', '429', /HTTP 429 after 1 retries/],
    ['no answer (timeout)', 'silent', /timed out after 400 ms/],
    ['a body that never ends', 'endless', /timed out after 400 ms/],
    [
      'a body larger than the cap (content-length)',
      'huge',
      /larger than the 1 MiB an answer may have/,
    ],
    ['a streamed body larger than the cap', 'streamed', /larger than the 1 MiB an answer may have/],
    ['a body that is not JSON', 'garbage', /not JSON/],
  ];
  it.each(rows)('%s: a failed call, reports and exit code agree', async (_name, fault, error) => {
    expectFailedCall(await runInProcess(http(), ['fine', `${fault} now`]), error);
  });

  it('with --timeout none, a body larger than the cap still fails the call (the size cap bounds it)', async () => {
    const o = await runInProcess(http(), ['fine', 'streamed now'], ['--timeout', 'none']);
    expectFailedCall(o, /larger than the 1 MiB/);
  });

  it('nothing listens: the first calls fail at once (no retries), the run stops', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const o = await runInProcess(
      ['--agent-url', `http://127.0.0.1:${port}/`, '--http-retries', '3'],
      ['one', 'two', 'three', 'four'],
    );
    expectUnavailable(o, /ECONNREFUSED/);
    expect(o.stderr).toMatch(/not retried/);
  });
});

// ---------------------------------------------------------------------------

describe('file writes (an injected write error through the files port)', () => {
  const enospc = () =>
    Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

  it('the report directory is full: a refusal naming the file (exit 2), the evidence already written', async () => {
    const dir = tempDir();
    const report = path.join(dir, 'out', 'report.json');
    const evidence = path.join(dir, 'evidence.json');
    const written = new Map<string, string>();
    const r = await cliWith(
      {
        writeFile: (file, text) => {
          if (file === report) throw enospc();
          written.set(file, text);
        },
      },
      'run',
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs'),
      '--inputs',
      inputsFile(['refund please', 'where is my parcel']),
      '--k',
      '2',
      '--no-relations',
      '--quiet',
      '--evidence-out',
      evidence,
      '--format',
      'json',
      '--output',
      report,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(report);
    expect(r.stderr).toMatch(/no space left/i);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(written.has(evidence)).toBe(true);
  });

  it('the evidence cannot be written: a refusal (exit 2) and no report from unsaved evidence', async () => {
    const dir = tempDir();
    const evidence = path.join(dir, 'evidence.json');
    const report = path.join(dir, 'report.json');
    const written = new Map<string, string>();
    const r = await cliWith(
      {
        writeFile: (file, text) => {
          if (file === evidence) throw enospc();
          written.set(file, text);
        },
      },
      'run',
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs'),
      '--inputs',
      inputsFile(['refund please', 'where is my parcel']),
      '--k',
      '2',
      '--no-relations',
      '--quiet',
      '--evidence-out',
      evidence,
      '--format',
      'json',
      '--output',
      report,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no space left/i);
    expect(written.has(report)).toBe(false);
  });

  it('a real write that fails leaves no truncated file: the old one stays whole', async () => {
    const { writeTextFile } = await import('../../src/app/files.js');
    const dir = tempDir();
    const file = path.join(dir, 'report.json');
    writeFileSync(file, '{"old": true}\n');
    // A folder where the temporary file would go makes the write fail before the rename.
    mkdirSync(path.join(dir, `.report.json.${process.pid}.tmp`));
    expect(() => writeTextFile(file, '{"new": true}\n')).toThrow(/cannot write the report/);
    expect(readFileSync(file, 'utf8')).toBe('{"old": true}\n');
  });

  it('an output path that names a folder is refused before any call', async () => {
    const dir = tempDir();
    const r = await cliWith(
      {},
      'run',
      '--agent',
      `${MISBEHAVING}:throws`,
      '--inputs',
      inputsFile(['boom']),
      '--k',
      '2',
      '--no-relations',
      '--quiet',
      '--evidence-out',
      path.join(dir, 'evidence.json'),
      '--format',
      'json',
      '--output',
      `${path.join(dir, 'missing', 'reports')}/`,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/names a folder, not a file/);
    expect(r.files.size).toBe(0);
  });
});

// ---------------------------------------------------------------------------
// The Action (dist/index.js, npm run build) against the loopback fakes.

const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const PR = 7;
const STABLE = 'examples/evidence/router.json';

/** A loopback proxy in front of the GitHub fake that answers every request late. */
async function slowProxy(
  target: string,
  delayMs: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const to = new URL(target);
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(() => {
        const up = request(
          {
            host: to.hostname,
            port: to.port,
            path: req.url,
            method: req.method,
            headers: { ...req.headers, host: to.host },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        up.on('error', () => res.destroy());
        up.end(Buffer.concat(chunks));
      }, delayMs);
    });
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => {
      proxy.closeAllConnections();
      return new Promise((r) => proxy.close(() => r()));
    },
  };
}

describe.skipIf(!hasActionBundle())('the Action', () => {
  let github: FakeGithub;
  let artifacts: FakeArtifactService;

  beforeEach(async () => {
    github = await startFakeGithub();
    artifacts = await startFakeArtifactService();
    github.addPull({ number: PR, headSha: HEAD });
  });
  afterEach(async () => {
    try {
      github.assertClean();
    } finally {
      await github.close();
      await artifacts.close();
    }
  });

  function action(inputs: Record<string, string>, apiUrl = github.url): Promise<ActionRun> {
    return runAction({
      github: { url: apiUrl, owner: github.owner, repo: github.repo },
      artifacts: { url: artifacts.url, token: artifacts.token },
      eventName: 'pull_request',
      payload: pullRequestEvent({ number: PR, headSha: HEAD }),
      inputs,
      env: { AGENTVERITY_API_RETRY_BASE_MS: '1' },
      timeoutMs: 90_000,
    });
  }

  /** Every output action.yml declares is set, and the files on disk say what the outputs say. */
  function expectDelivered(run: ActionRun, status: string, exitCode: number): void {
    for (const name of OUTPUT_NAMES) expect(run.outputs, name).toHaveProperty(name);
    expect(run.outputs.status).toBe(status);
    expect(run.outputs['exit-code']).toBe(String(exitCode));
    const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')) as Report;
    expect(report).toMatchObject({ status, exitCode });
    expect(existsSync(run.outputs['junit-path']!)).toBe(true);
    expect(existsSync(run.outputs['evidence-path']!)).toBe(true);
  }

  describe('GitHub API', () => {
    const rows: [string, () => void, RegExp][] = [
      [
        '500 on every comment write',
        () => github.failNext('issues/create-comment', { status: 500, times: 10 }),
        /HTTP 500/,
      ],
      [
        '429 on every comment read',
        () =>
          github.failNext('issues/list-comments', {
            status: 429,
            times: 10,
            headers: { 'retry-after': '0' },
          }),
        /HTTP 429/,
      ],
      [
        '403 (the token may not comment)',
        () => github.failNext('issues/create-comment', { status: 403, times: 10 }),
        /403|not written/,
      ],
    ];
    it.each(rows)(
      '%s: the comment is given up, the result and the files stand',
      async (_name, inject, note) => {
        inject();
        const run = await action({ evidence: STABLE });
        expect(run.code).toBe(0);
        expectDelivered(run, 'deterministic', 0);
        expect(run.outputs['comment-url']).toBe('');
        expect(`${run.summary}\n${run.stdout}`).toMatch(note);
        // The zipped artifact and the HTML report's own file.
        expect(zipped(artifacts)).toHaveLength(1);
        expect(artifacts.artifacts).toHaveLength(2);
      },
    );

    it('slow answers (every request 300 ms late): the comment is written, the result stands', async () => {
      const proxy = await slowProxy(github.url, 300);
      try {
        const run = await action({ evidence: STABLE }, proxy.url);
        expect(run.code).toBe(0);
        expectDelivered(run, 'deterministic', 0);
        expect(github.comments(PR)).toHaveLength(1);
      } finally {
        await proxy.close();
      }
    });
  });

  describe('artifact upload', () => {
    const rows: [string, () => void][] = [
      ['refused at creation', () => artifacts.failNext('CreateArtifact', { status: 400 })],
      [
        'failing midway (a block of the upload)',
        () => artifacts.failNext('block', { status: 403 }),
      ],
      ['refused at finalisation', () => artifacts.failNext('FinalizeArtifact', { status: 400 })],
    ];
    it.each(rows)(
      '%s: the files stay on disk, outputs and summary are written',
      async (_name, inject) => {
        inject();
        const run = await action({ evidence: STABLE });
        expect(run.code).toBe(0);
        expectDelivered(run, 'deterministic', 0);
        expect(run.outputs['artifact-id']).toBe('');
        expect(run.summary).toContain('artifact upload failed');
        expect(github.comments(PR)).toHaveLength(1);
      },
    );

    it('a live run whose agent cannot answer: refused (exit 2), its incomplete evidence uploaded and named', async () => {
      const seeds = path.join(tempDir(), 'seeds.txt');
      writeFileSync(seeds, 'boom one\nboom two\nboom three\nboom four\n');
      const run = await action({
        agent: `${MISBEHAVING}:throws`,
        inputs: seeds,
        k: '2',
        relations: 'none',
      });
      expect(run.code).not.toBe(0);
      for (const name of OUTPUT_NAMES) expect(run.outputs, name).toHaveProperty(name);
      expect(run.outputs).toMatchObject({ status: 'refused', 'exit-code': '2' });
      const evidence = JSON.parse(
        readFileSync(run.outputs['evidence-path']!, 'utf8'),
      ) as EvidenceFile;
      expect(evidence.complete).toBe(false);
      expect(artifacts.artifacts).toHaveLength(1);
      expect(artifacts.artifacts[0]?.files.has('evidence.json')).toBe(true);
      expect(run.outputs['artifact-id']).not.toBe('');
    });

    it('the same, with the upload failing: the evidence stays on disk and the step says so', async () => {
      artifacts.failNext('CreateArtifact', { status: 400 });
      const seeds = path.join(tempDir(), 'seeds.txt');
      writeFileSync(seeds, 'boom one\nboom two\nboom three\nboom four\n');
      const run = await action({
        agent: `${MISBEHAVING}:throws`,
        inputs: seeds,
        k: '2',
        relations: 'none',
      });
      expect(run.outputs).toMatchObject({ status: 'refused', 'exit-code': '2', 'artifact-id': '' });
      expect(existsSync(run.outputs['evidence-path']!)).toBe(true);
      expect(run.stdout).toMatch(/could not upload the evidence/);
    });
  });

  describe('the report directory', () => {
    it('cannot be made (a file is in its way): refused with every output set', async () => {
      const run = await runAction({
        github: { url: github.url, owner: github.owner, repo: github.repo },
        eventName: 'pull_request',
        payload: pullRequestEvent({ number: PR, headSha: HEAD }),
        inputs: { evidence: STABLE },
        env: { AGENTVERITY_API_RETRY_BASE_MS: '1' },
        timeoutMs: 60_000,
      }).then(async (first) => {
        // The second step of the job finds a file where its folder would go.
        const blocked = path.join(first.runnerTemp, 'agentverity');
        return runAction({
          github: { url: github.url, owner: github.owner, repo: github.repo },
          eventName: 'pull_request',
          payload: pullRequestEvent({ number: PR, headSha: HEAD }),
          inputs: { evidence: STABLE },
          env: { AGENTVERITY_API_RETRY_BASE_MS: '1', RUNNER_TEMP: blockedTemp(blocked) },
          timeoutMs: 60_000,
        });
      });
      expect(run.code).not.toBe(0);
      for (const name of OUTPUT_NAMES) expect(run.outputs, name).toHaveProperty(name);
      expect(run.outputs['exit-code']).toBe('2');
    });
  });
});

/** A runner temp folder whose `agentverity` entry is a file, so the report folder cannot be made. */
function blockedTemp(_seen: string): string {
  const dir = tempDir();
  writeFileSync(path.join(dir, 'agentverity'), 'not a folder\n');
  return dir;
}
