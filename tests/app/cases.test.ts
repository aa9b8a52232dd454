import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assessCases,
  DEFAULT_CASES_EVIDENCE_OUT,
  obtainCases,
  readCases,
  systemDigestsOf,
  type ObtainedCases,
} from '../../src/app/cases.js';
import { diskFiles, type AppIo } from '../../src/app/ports.js';
import { isInterrupted } from '../../src/errors.js';
import { refusalOfAsync } from '../helpers/refusal.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLE = path.join(ROOT, 'examples/stateful');
const PYTHON = ['python3', 'python'].find(
  (p) => spawnSync(p, ['-c', 'import json'], { stdio: 'ignore' }).status === 0,
);
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A folder holding a copy of the example's config and cases. */
function project(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'av-app-cases-'));
  dirs.push(d);
  for (const f of ['agentverity.yml', 'cases.jsonl'])
    copyFileSync(path.join(EXAMPLE, f), path.join(d, f));
  return d;
}

function io(cwd: string, logs: string[] = []): AppIo {
  return {
    cwd,
    env: process.env,
    files: diskFiles(),
    clock: { now: () => Date.UTC(2026, 11, 1) },
    log: (t) => logs.push(t),
    liveProgress: false,
  };
}

function obtained(value: ObtainedCases | unknown): ObtainedCases {
  if (isInterrupted(value)) throw new Error('interrupted');
  return value as ObtainedCases;
}

describe('obtainCases', () => {
  it('runs the example module, writes the cases evidence, and the report is recomputable from it', async () => {
    const cwd = project();
    const logs: string[] = [];
    const got = obtained(
      await obtainCases(
        { config: 'agentverity.yml', system: { module: path.join(EXAMPLE, 'system.mjs') } },
        io(cwd, logs),
      ),
    );
    expect(got.evidencePath).toBe(path.join(cwd, DEFAULT_CASES_EVIDENCE_OUT));
    expect(got.model.runs).toHaveLength(6);
    // Runs 1 and 2 of t-001 and t-002 called set_status: a control and a fault replay each.
    expect(got.model.replays).toHaveLength(8);
    expect(got.meta.system).toEqual({
      kind: 'module',
      source: 'system.mjs:default',
      version: 'ticket-desk-1',
      stateful: true,
      replayable: true,
      codeDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
      configDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const file = JSON.parse(readFileSync(got.evidencePath, 'utf8')) as {
      schema: string;
      createdAt: string;
    };
    expect(file.schema).toBe('agentverity-action/cases-evidence@1');
    expect(file.createdAt).toBe('2026-12-01T00:00:00.000Z');
    expect(logs.join('')).toMatch(
      /wrote cases evidence \(3 cases, 6 runs, 8 replays, 4 from the replay cache of version ticket-desk-1\)/,
    );

    const back = await readCases(DEFAULT_CASES_EVIDENCE_OUT, cwd);
    expect(back.digest).toBe(got.digest);
    const live = assessCases(got.model, got.digest);
    const again = assessCases(back.model, back.digest);
    expect(again).toEqual(live);
    expect(live.evidenceDigest).toBe(got.digest);
    const byName = new Map(live.criteria.map((c) => [c.name, c]));
    expect(byName.get('tickets_as_expected')).toMatchObject({ passed: 6, failed: 0, missing: 0 });
    expect(byName.get('no_collateral')).toMatchObject({ passed: 6, failed: 0 });
    expect(byName.get('says_what_it_did')).toMatchObject({ passed: 6, failed: 0 });
    expect(byName.get('recovers_from_error_at_set_status')?.recovery).toMatchObject({
      fault: 'error',
      held: expect.any(Number),
    });
    expect(byName.get('recovers_from_error_at_set_status')).toMatchObject({ passed: 4, failed: 0 });
  });

  it('a system that reports a failed update as done fails the fault_recovery criterion', async () => {
    const cwd = project();
    const source = readFileSync(path.join(EXAMPLE, 'system.mjs'), 'utf8');
    const flawed = source.replace(
      "box.use('escalate', { id, reason: error.message });",
      'return `${id} is now ${status}.`;',
    );
    expect(flawed).not.toBe(source);
    writeFileSync(path.join(cwd, 'flawed.mjs'), flawed);
    const got = obtained(
      await obtainCases({ config: 'agentverity.yml', system: { module: 'flawed.mjs' } }, io(cwd)),
    );
    const report = assessCases(got.model, got.digest);
    const recovery = report.criteria.find((c) => c.name === 'recovers_from_error_at_set_status');
    expect(recovery).toMatchObject({ status: 'failed', passed: 0, failed: 4 });
    expect(report.exitCode).toBe(1);
  });

  it('reuses the replay cache under .agentverity/replay-cache/<version>/ on the next run', async () => {
    const cwd = project();
    const first = obtained(
      await obtainCases(
        { config: 'agentverity.yml', system: { module: path.join(EXAMPLE, 'system.mjs') } },
        io(cwd),
      ),
    );
    // Run 2 repeats run 1's trajectories: the same key, so its replays come from the cache.
    expect(first.cacheHits).toBe(4);
    expect(readdirSync(path.join(cwd, '.agentverity/replay-cache/ticket-desk-1'))).toHaveLength(4);
    const second = obtained(
      await obtainCases(
        {
          config: 'agentverity.yml',
          system: { module: path.join(EXAMPLE, 'system.mjs') },
          runs: 2,
        },
        io(cwd),
      ),
    );
    expect(second.cacheHits).toBe(8);
    expect(second.calls).toBe(6);
    expect(second.model.replays).toEqual(first.model.replays.map((p) => ({ ...p, cached: true })));
    expect(assessCases(second.model, second.digest).replaySources).toEqual({
      replays: 8,
      cached: 8,
      cachedVersions: ['ticket-desk-1'],
    });
    // Fewer runs than the config says: the evidence records the runs made, and reads back.
    const third = obtained(
      await obtainCases(
        {
          config: 'agentverity.yml',
          system: { module: path.join(EXAMPLE, 'system.mjs') },
          runs: 1,
          evidenceOut: 'one.json',
        },
        io(cwd),
      ),
    );
    expect([third.cacheHits, third.calls, third.model.config.runs]).toEqual([4, 3, 1]);
    expect((await readCases('one.json', cwd)).digest).toBe(third.digest);
  });

  it('a system whose code changed under the same version is replayed afresh, not served its old replays', async () => {
    // Two checkouts sharing one cache folder (a module is imported once per process, so the
    // changed code is a second checkout here; across CI runs it is the same folder).
    const cwd = project();
    const later = project();
    const replayCache = path.join(cwd, 'shared-cache');
    const good = readFileSync(path.join(EXAMPLE, 'system.mjs'), 'utf8');
    writeFileSync(path.join(cwd, 'system.mjs'), good);
    const first = obtained(
      await obtainCases(
        { config: 'agentverity.yml', system: { module: 'system.mjs' }, replayCache },
        io(cwd),
      ),
    );
    expect(assessCases(first.model, first.digest).exitCode).toBe(0);
    // A regression that keeps the declared version: the old cache must not make it pass.
    const flawed = good.replace(
      "box.use('escalate', { id, reason: error.message });",
      'return `${id} is now ${status}.`;',
    );
    expect(flawed).not.toBe(good);
    writeFileSync(path.join(later, 'system.mjs'), flawed);
    const second = obtained(
      await obtainCases(
        { config: 'agentverity.yml', system: { module: 'system.mjs' }, replayCache },
        io(later),
      ),
    );
    expect(second.meta.system.version).toBe(first.meta.system.version);
    expect(second.meta.system.codeDigest).not.toBe(first.meta.system.codeDigest);
    const report = assessCases(second.model, second.digest);
    expect(report.exitCode).toBe(1);
    expect(
      report.criteria.find((c) => c.name === 'recovers_from_error_at_set_status'),
    ).toMatchObject({ status: 'failed', failed: 4 });
    // Only the replays this run made itself (run 2 repeats run 1) came from the cache.
    expect(second.cacheHits).toBe(4);
    expect(report.replaySources).toEqual({
      replays: 8,
      cached: 4,
      cachedVersions: ['ticket-desk-1'],
    });
    // A command names its script: the script's bytes key the cache as a module's do.
    const a = systemDigestsOf({ command: 'node system.mjs' }, first.model.config, later);
    const b = systemDigestsOf({ command: 'node system.mjs' }, first.model.config, cwd);
    expect(a.code).not.toBe(b.code);
    expect(systemDigestsOf({ command: 'no-such-program --x' }, first.model.config, cwd).code).toBe(
      null,
    );
  });

  it.skipIf(PYTHON === undefined)(
    'the Python worker gives the same findings as the JS module',
    async () => {
      const cwd = project();
      const js = obtained(
        await obtainCases(
          {
            config: 'agentverity.yml',
            system: { module: path.join(EXAMPLE, 'system.mjs') },
            replayCache: null,
            evidenceOut: 'js.json',
          },
          io(cwd),
        ),
      );
      const py = obtained(
        await obtainCases(
          {
            config: 'agentverity.yml',
            system: { command: `${PYTHON} ${path.join(EXAMPLE, 'worker.py')}` },
            replayCache: null,
            evidenceOut: 'py.json',
          },
          io(cwd),
        ),
      );
      expect(py.meta.system.kind).toBe('command');
      const timeless = (o: ObtainedCases) => o.model.runs.map(({ ms: _ms, ...r }) => r);
      expect(timeless(py)).toEqual(timeless(js));
      expect(py.model.replays).toEqual(js.model.replays);
      const a = assessCases(js.model, js.digest);
      const b = assessCases(py.model, py.digest);
      expect(b.findings).toEqual(a.findings);
      expect(b.exitCode).toBe(a.exitCode);
    },
  );

  it('writes the evidence, incomplete, before refusing a system that cannot answer', async () => {
    const cwd = project();
    writeFileSync(
      path.join(cwd, 'dead.mjs'),
      `export function reset(s) {} export function snapshot() { return {}; }
       export default async function agent(input) { throw new Error('no model key'); }`,
    );
    const r = await refusalOfAsync(
      obtainCases({ config: 'agentverity.yml', system: { module: 'dead.mjs' }, runs: 3 }, io(cwd)),
    );
    expect(r.code).toBe('cases.system-unavailable');
    expect(r.message).toMatch(/its first 4 calls all failed: 4 × no model key/);
    const file = JSON.parse(readFileSync(path.join(cwd, DEFAULT_CASES_EVIDENCE_OUT), 'utf8')) as {
      complete: boolean;
      runs: unknown[];
    };
    expect(file.complete).toBe(false);
    expect(file.runs).toHaveLength(4);
  });

  it('a system without snapshot leaves every state criterion missing, never passed', async () => {
    const cwd = project();
    writeFileSync(
      path.join(cwd, 'blind.mjs'),
      `export default async function agent(input) { return { answer: 'T-1 is now closed.', calls: [] }; }`,
    );
    const got = obtained(
      await obtainCases({ config: 'agentverity.yml', system: { module: 'blind.mjs' } }, io(cwd)),
    );
    expect(got.model.runs.every((r) => r.endState === null)).toBe(true);
    const report = assessCases(got.model, got.digest);
    const state = report.criteria.find((c) => c.name === 'tickets_as_expected');
    expect(state).toMatchObject({ passed: 0, missing: 6 });
    expect(state?.status).toBe('missing');
  });

  it('refuses before any call: HTTP, no system, two systems, bad runs, an unknown label, no cases file', async () => {
    const cwd = project();
    const http = await refusalOfAsync(
      obtainCases(
        { config: 'agentverity.yml', system: { url: 'http://127.0.0.1:9/agent' } },
        io(cwd),
      ),
    );
    expect(http.code).toBe('system.http');
    expect(
      (
        await refusalOfAsync(
          obtainCases({ config: 'agentverity.yml', system: {} as never }, io(cwd)),
        )
      ).code,
    ).toBe('cases.system');
    expect(
      (
        await refusalOfAsync(
          obtainCases(
            { config: 'agentverity.yml', system: { module: 'a.mjs', command: 'x' } as never },
            io(cwd),
          ),
        )
      ).code,
    ).toBe('cases.system');
    const runs = await refusalOfAsync(
      obtainCases({ config: 'agentverity.yml', system: { module: 'x.mjs' }, runs: 0 }, io(cwd)),
    );
    expect([runs.code, runs.setting]).toEqual(['cases.settings', 'runs']);
    writeFileSync(
      path.join(cwd, 'labels.jsonl'),
      `{"case": "t-001~nope", "transform": "nope", "valid": true}\n`,
    );
    const label = await refusalOfAsync(
      obtainCases(
        {
          config: 'agentverity.yml',
          labels: 'labels.jsonl',
          system: { module: path.join(EXAMPLE, 'system.mjs') },
        },
        io(cwd),
      ),
    );
    expect(label.message).toMatch(/t-001~nope/);
    writeFileSync(path.join(cwd, 'nocases.yml'), 'criteria:\n  - {name: s, type: state_matches}\n');
    const none = await refusalOfAsync(
      obtainCases(
        { config: 'nocases.yml', system: { module: path.join(EXAMPLE, 'system.mjs') } },
        io(cwd),
      ),
    );
    expect(none.code).toBe('cases.no-cases-file');
    // A relation the core could not judge (3 source cases, fewer than 20) is refused before
    // the system is even loaded (a missing module would be agent.missing).
    writeFileSync(
      path.join(cwd, 'relation.yml'),
      [
        'cases: cases.jsonl',
        'allow_approximate_methods: true',
        'criteria:',
        '  - {name: same, type: metamorphic_relation, relation: same_state, transform: polite}',
        'transforms:',
        '  - {name: polite, template: "Please: {value}"}',
        '',
      ].join('\n'),
    );
    const few = await refusalOfAsync(
      obtainCases({ config: 'relation.yml', system: { module: 'no-such-system.mjs' } }, io(cwd)),
    );
    expect(few.code).toBe('stateful.too-few-sources');
    expect(existsSync(path.join(cwd, DEFAULT_CASES_EVIDENCE_OUT))).toBe(false);
  });
});
