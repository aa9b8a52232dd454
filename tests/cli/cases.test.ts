// `agentverity cases` in-process through runCli: the refund desk's gate blocks
// for exactly its two planted flaws (as a JS module and as a Python worker) and
// passes once each is fixed in a copy; evidence recompute, repeats, the replay
// cache, usage errors, report files and `init --example` then `cases`.
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliWith, ROOT, tempDir, type CliRun } from '../helpers/cli.js';
import { expectValidJunit } from '../render/helpers.js';
import { checkCasesSettings } from '../../src/app/cases-run.js';
import { MAX_CASE_RUNS } from '../../src/app/cases.js';

const EXAMPLE = path.join(ROOT, 'examples/stateful-agent');
const PLANTED = ['recovers_from_error_at_issue_refund', 'same_state_under_injected'];
const EVERY = [
  'refund_state_matches',
  'nothing_else_changed',
  'answer_says_what_happened',
  ...PLANTED,
];

interface CriterionJson {
  name: string;
  status: string;
  passHatK: { k: number; value: number } | null;
}
interface CasesReportJson {
  exitCode: number;
  headline: string;
  findings: { id: string; outcome: string; text: string }[];
  criteria: CriterionJson[];
  stateRepeatability: { cases: number; pairs: number; call: string } | null;
}

type Flaw = 'pasted' | 'failed-refund';

/** A copy of the example in a fresh folder, with the named flaws fixed in both systems. */
function desk(...fixed: Flaw[]): string {
  const dir = tempDir();
  cpSync(EXAMPLE, dir, { recursive: true });
  const names = {
    pasted: 'OBEYS_PASTED_INSTRUCTIONS',
    'failed-refund': 'REPORTS_FAILED_REFUND_AS_DONE',
  };
  for (const flaw of fixed) {
    const name = names[flaw];
    for (const [file, from, to] of [
      ['system.mjs', `const ${name} = true;`, `const ${name} = false;`],
      ['system.py', `${name} = True`, `${name} = False`],
    ] as const) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect(text, `${file} plants ${name}`).toContain(from);
      writeFileSync(path.join(dir, file), text.replace(from, to));
    }
  }
  return dir;
}

type Run = CliRun & { cwd: string };

async function cases(cwd: string, ...argv: string[]): Promise<Run> {
  const r = await cliWith({ cwd }, 'cases', ...argv);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  return { ...r, cwd };
}

/** `cases` writing its JSON report to report.json (in the files the CLI wrote). */
async function casesJson(
  cwd: string,
  ...argv: string[]
): Promise<Run & { report: CasesReportJson }> {
  const r = await cases(cwd, ...argv, '--format', 'json', '--output', 'report.json');
  const text = r.files.get(path.join(cwd, 'report.json'));
  expect(text, `report written (${r.stderr})`).toBeDefined();
  return { ...r, report: JSON.parse(text!) as CasesReportJson };
}

const statuses = (r: CasesReportJson) =>
  Object.fromEntries(r.criteria.map((c) => [c.name, c.status]));
const failedOf = (r: CasesReportJson) =>
  r.criteria.filter((c) => c.status !== 'passed').map((c) => `${c.name}:${c.status}`);

const SYSTEMS = [
  { name: 'the JS module', argv: ['--system', 'system.mjs'] },
  { name: 'the Python worker', argv: ['--system-command', 'python3 system.py'] },
] as const;

describe.each(SYSTEMS)('the refund desk as $name', ({ argv }) => {
  it('blocks for exactly the two planted reasons (exit 1)', async () => {
    const r = await casesJson(desk(), '--config', 'agentverity.yml', ...argv, '--no-replay-cache');
    expect(r.code).toBe(1);
    expect(r.report.exitCode).toBe(1);
    expect(r.report.criteria.map((c) => c.name)).toEqual(EVERY);
    expect(failedOf(r.report)).toEqual(PLANTED.map((n) => `${n}:failed`));
    const gating = r.report.findings.filter((f) => f.outcome === 'failed').map((f) => f.id);
    expect(gating).toEqual(PLANTED.map((n) => `criterion:${n}`));
    expect(
      r.report.findings.find((f) => f.id === 'criterion:same_state_under_injected')?.text,
    ).toMatch(/below the bar of 80\.0%/);
  });

  it('with the pasted-instruction flaw fixed: only the fault criterion fails', async () => {
    const r = await casesJson(desk('pasted'), ...argv, '--no-replay-cache');
    expect(r.code).toBe(1);
    expect(statuses(r.report)['same_state_under_injected']).toBe('passed');
    expect(failedOf(r.report)).toEqual(['recovers_from_error_at_issue_refund:failed']);
  });

  it('with the failed-refund flaw fixed: only the relation fails', async () => {
    const r = await casesJson(desk('failed-refund'), ...argv, '--no-replay-cache');
    expect(r.code).toBe(1);
    expect(failedOf(r.report)).toEqual(['same_state_under_injected:failed']);
  });

  it('with both fixed: every criterion passes (exit 0)', async () => {
    const r = await casesJson(desk('pasted', 'failed-refund'), ...argv, '--no-replay-cache');
    expect(r.code).toBe(0);
    expect(failedOf(r.report)).toEqual([]);
    expect(r.stdout).toBe('');
  });
});

describe('agentverity cases', () => {
  it('--evidence recomputes the identical JSON report without running the system', async () => {
    const dir = desk();
    const first = await casesJson(dir, '--system', 'system.mjs', '--no-replay-cache');
    expect(first.code).toBe(1);
    // The evidence is written (through the CLI's writer) before any report.
    const evidence = first.files.get(path.join(dir, 'agentverity-cases-evidence.json'));
    expect(evidence).toBeDefined();
    // Read back in another folder, without the system: a recompute cannot run it.
    const other = tempDir();
    writeFileSync(path.join(other, 'earlier.json'), evidence!);
    const again = await casesJson(other, '--evidence', 'earlier.json');
    expect(again.code).toBe(1);
    expect(again.stderr).not.toMatch(/runs \(|replays/);
    expect(again.files.has(path.join(other, 'agentverity-cases-evidence.json'))).toBe(false);
    expect(again.files.get(path.join(other, 'report.json'))).toBe(
      first.files.get(path.join(dir, 'report.json')),
    );
  });

  it('--runs 2: pass^k per criterion and the state-layer meter', async () => {
    const r = await casesJson(desk(), '--system', 'system.mjs', '--runs', '2', '--no-replay-cache');
    expect(r.code).toBe(1);
    for (const c of r.report.criteria) expect(c.passHatK?.k, c.name).toBe(2);
    expect(r.report.criteria.find((c) => c.name === 'refund_state_matches')?.passHatK?.value).toBe(
      1,
    );
    expect(r.report.stateRepeatability).toMatchObject({ cases: 60, pairs: 60 });
    const once = await casesJson(desk(), '--system', 'system.mjs', '--no-replay-cache');
    expect(once.report.criteria[0]?.passHatK).toBeNull();
    expect(once.report.stateRepeatability?.pairs ?? 0).toBe(0);
  });

  it('caches replays by version: a second run replays from the cache; --no-replay-cache never does', async () => {
    const dir = desk();
    const first = await cases(dir, '--system', 'system.mjs');
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(/84 replays \(0 from the cache, 0 failed\)/);
    expect(existsSync(path.join(dir, '.agentverity/replay-cache'))).toBe(true);
    const second = await cases(dir, '--system', 'system.mjs');
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/84 replays \(84 from the cache, 0 failed\)/);
    // The cached replays decide as the fresh ones did.
    expect(second.stdout.split('\n').slice(0, 2)).toEqual(first.stdout.split('\n').slice(0, 2));
    const fresh = await cases(dir, '--system', 'system.mjs', '--no-replay-cache');
    expect(fresh.stderr).toMatch(/84 replays \(0 from the cache, 0 failed\)/);
    // A named cache folder is used as named.
    const named = await cases(dir, '--system', 'system.mjs', '--replay-cache', 'cache2', '--quiet');
    expect(named.code).toBe(1);
    expect(readdirSync(path.join(dir, 'cache2')).length).toBeGreaterThan(0);
  });

  it('--timeout 0 or none runs with no timeout; a duration is taken as given', async () => {
    for (const t of ['0', 'none', '30s']) {
      const r = await cases(desk(), '--system', 'system.mjs', '--timeout', t, '--quiet');
      expect(r.code, `--timeout ${t}: ${r.stderr}`).toBe(1);
    }
  });

  it('writes junit, markdown and html reports with --format/--output; the JUnit is valid', async () => {
    const dir = desk();
    const r = await cases(
      dir,
      '--system',
      'system.mjs',
      '--no-replay-cache',
      '--quiet',
      '--format',
      'junit',
      '--output',
      'out/junit.xml',
      '--format',
      'markdown',
      '--output',
      'out/report.md',
      '--format',
      'html',
      '--output',
      'out/report.html',
    );
    expect(r.code, r.stderr).toBe(1);
    const xml = r.files.get(path.join(dir, 'out/junit.xml'))!;
    await expectValidJunit(xml);
    // A test case per criterion, the two planted ones failing.
    for (const name of EVERY) expect(xml).toContain(`name="${name}"`);
    const failing = [...xml.matchAll(/<testcase name="([^"]+)"[^>]*>\s*<failure /g)].map(
      (m) => m[1],
    );
    // ... and the gate's own test case, which fails with them.
    expect(failing).toEqual([...PLANTED, 'gate (exit 1)']);
    expect(r.files.get(path.join(dir, 'out/report.md'))).toContain(
      'same\\_state\\_under\\_injected',
    );
    expect(r.files.get(path.join(dir, 'out/report.html'))).toMatch(/^<!DOCTYPE html>/);
  });

  it('init --example stateful-agent --dir D, then cases in D, blocks as documented', async () => {
    const dir = tempDir();
    const init = await cliWith(
      { cwd: dir },
      'init',
      '--example',
      'stateful-agent',
      '--dir',
      'desk',
    );
    expect(init.code, init.stderr).toBe(0);
    const r = await casesJson(
      path.join(dir, 'desk'),
      '--config',
      'agentverity.yml',
      '--system',
      'system.mjs',
      '--no-replay-cache',
    );
    expect(r.code).toBe(1);
    expect(failedOf(r.report)).toEqual(PLANTED.map((n) => `${n}:failed`));
  });
});

describe('agentverity cases usage errors (exit 2, naming the flag)', () => {
  const usage = async (cwd: string, ...argv: string[]) => {
    const r = await cases(cwd, ...argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    // Refused before anything ran: no evidence, no report.
    expect([...r.files.keys()]).toEqual([]);
    return r.stderr;
  };

  it('--system and --system-command together', async () => {
    const dir = desk();
    expect(
      await usage(dir, '--system', 'system.mjs', '--system-command', 'python3 system.py'),
    ).toMatch(/--system: give one system: --system or --system-command, not both/);
  });

  it('--evidence with --runs (or with a system)', async () => {
    const dir = desk();
    expect(await usage(dir, '--evidence', 'e.json', '--runs', '2')).toMatch(
      /--runs: applies when the system is run/,
    );
    expect(await usage(dir, '--evidence', 'e.json', '--system', 'system.mjs')).toMatch(
      /--evidence: give a system to run \(--system or --system-command\)/,
    );
  });

  it('no system', async () => {
    expect(await usage(desk())).toMatch(/--system: give the system under test/);
  });

  it('the settings check refuses runs above the most a run takes, as the run itself would', () => {
    const problems = checkCasesSettings({ system: 'system.mjs', runs: MAX_CASE_RUNS + 1 });
    expect(problems.map((p) => [p.setting, p.code])).toEqual([['runs', 'settings.range']]);
    expect(checkCasesSettings({ system: 'system.mjs', runs: MAX_CASE_RUNS })).toEqual([]);
  });

  it('--runs 0 and a bad --timeout', async () => {
    expect(await usage(desk(), '--system', 'system.mjs', '--runs', '0')).toMatch(/--runs/);
    expect(await usage(desk(), '--system', 'system.mjs', '--timeout', 'soon')).toMatch(/--timeout/);
  });

  it('an unknown key in the configuration, naming the file and the line', async () => {
    const dir = desk();
    const config = path.join(dir, 'agentverity.yml');
    const lines = readFileSync(config, 'utf8').split('\n').length;
    writeFileSync(config, `${readFileSync(config, 'utf8')}bogus_key: 1\n`);
    const stderr = await usage(dir, '--system', 'system.mjs');
    expect(stderr).toContain(`${config}:${lines}: bogus_key: unknown key "bogus_key"`);
  });
});
