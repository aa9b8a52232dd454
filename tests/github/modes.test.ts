// The mode table (src/github/modes.ts): every mode of the `mode` input has one
// row, and the Action's entry (main.ts) runs the row of the mode it read. The
// gate's row is run in-process on recorded evidence, without a token or an
// artifact service: its files are written under RUNNER_TEMP, the HTML among them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODES, readSettings } from '../../src/github/inputs.js';
import { isRefusal } from '../../src/app/vocabulary.js';
import { loadsWorkspaceCode } from '../../src/github/inputs.js';
import { run } from '../../src/github/main.js';
import { MODE_STEPS, MODE_TABLE, type ModeRow } from '../../src/github/modes.js';
import { reportStep, type ReportingMode, type StepFolder } from '../../src/github/report-step.js';
import { ctx } from '../helpers/gate-ports.js';
import { FIXTURES } from '../render/helpers.js';

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

describe('the mode table', () => {
  it('has one row for every mode of the mode input, and no other', () => {
    expect(Object.keys(MODE_STEPS).sort()).toEqual([...MODES].sort());
  });

  it("reads each row's own inputs from the table: refused under every mode that does not read them", () => {
    const action = readFileSync(path.join(import.meta.dirname, '../../action.yml'), 'utf8');
    for (const owner of MODES) {
      const row: ModeRow = MODE_TABLE[owner];
      for (const input of row.inputs?.own ?? []) {
        expect(action, `${input} is an input of action.yml`).toMatch(
          new RegExp(`^  ${input}:`, 'm'),
        );
        for (const mode of MODES) {
          const other: ModeRow = MODE_TABLE[mode];
          if (mode === owner || other.inputs?.borrowed?.includes(input) === true) continue;
          const given: Record<string, string> = { mode, [input]: '1', evidence: 'e.json' };
          let problems: { setting: string; message: string }[] = [];
          try {
            readSettings((name) => given[name] ?? '');
          } catch (error) {
            if (!isRefusal(error)) throw error;
            problems = (error as unknown as { problems: typeof problems }).problems;
          }
          const named = problems.find((p) => p.message.includes(`'${owner}'`));
          expect(named, `${input} under mode ${mode}`).toBeDefined();
          expect(named!.message).toMatch(/^applies to modes? /);
        }
      }
    }
  });

  it('the untrusted-code guard asks each row whether its settings load workspace code', () => {
    const of = (given: Record<string, string>) =>
      loadsWorkspaceCode(readSettings((name) => given[name] ?? ''));
    expect(of({ mode: 'cases', system: 'system.mjs', cases: 'cases.yml' })).toBe(true);
    expect(of({ mode: 'cases', evidence: 'cases-evidence.json' })).toBe(false);
    expect(of({ mode: 'bench', agents: 'a=agent.mjs', benchmark: 'tasks.jsonl' })).toBe(true);
    expect(of({ mode: 'bench', agents: 'a=http://127.0.0.1:9/x', benchmark: 'tasks.jsonl' })).toBe(
      false,
    );
  });

  it('main runs the gate row: every report file on the runner, the verdict as the exit code', async () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'agentverity-modes-'));
    temps.push(temp);
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    await run(
      {
        INPUT_MODE: 'gate',
        INPUT_EVIDENCE: path.join(FIXTURES, 'blind.evidence.json'),
        INPUT_BASELINE: 'none',
        RUNNER_TEMP: temp,
        GITHUB_WORKSPACE: temp,
      },
      temp,
    );
    const dir = path.join(temp, 'agentverity');
    for (const file of ['report.json', 'junit.xml', 'summary.md', 'report.html'])
      expect(existsSync(path.join(dir, file)), file).toBe(true);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
      exitCode: number;
    };
    expect(report.exitCode).not.toBe(0);
    expect(process.exitCode).toBe(1);
    expect(out.join('')).toContain('no artifact service');
  });
});

describe('the Action masks secrets before it reads its inputs', () => {
  it('a refused input cannot show the token, a header value or a model key: each is masked first', async () => {
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    const key = 'sk_live_0123456789abcdef';
    await run(
      {
        INPUT_MODE: 'gate',
        'INPUT_AGENT-URL': 'http://127.0.0.1:9/agent',
        INPUT_HEADERS: 'Authorization: Bearer hdr_0123456789abcdef\nX-Broken',
        'INPUT_GITHUB-TOKEN': 'ghs_0123456789abcdefmask',
        'INPUT_FAIL-ON': 'nonsense',
        OPENAI_API_KEY: key,
      },
      os.tmpdir(),
    );
    const text = out.join('');
    const firstError = text.indexOf('::error');
    expect(firstError).toBeGreaterThan(-1);
    for (const secret of ['ghs_0123456789abcdefmask', 'hdr_0123456789abcdef', key]) {
      const mask = text.indexOf(`::add-mask::${secret}`);
      expect(mask, secret).toBeGreaterThan(-1);
      expect(mask, `${secret} is masked before the refusal`).toBeLessThan(firstError);
    }
    expect(process.exitCode).toBe(1);
  });
});

describe('a reporting step whose result an escaped error made untrusted', () => {
  it('is refused (exit 2) and delivers no reports: none can say 0 beside a step that says 2', async () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'agentverity-stray-'));
    temps.push(temp);
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    let reported = false;
    const mode: ReportingMode<StepFolder, { readonly code: number }> = {
      commentKey: '',
      telemetry: false,
      files: async () => ({ dir: temp, evidence: path.join(temp, 'evidence.json') }),
      evaluate: async () => {
        // What the runtime does with a promise nobody handled, outside any call:
        // the step's own watcher (the last one registered) hears it.
        const heard = process.listeners('unhandledRejection');
        (heard[heard.length - 1] as (reason: unknown, p: Promise<unknown>) => void)(
          new Error('a library rejected a promise nobody handled'),
          Promise.resolve(),
        );
        return { code: 0 };
      },
      exitCodeOf: (r) => r.code,
      reportSet: () => {
        reported = true;
        throw new Error('no report set for an untrusted result');
      },
    };
    await reportStep(
      readSettings((name) => ({ evidence: 'e.json' })[name] ?? ''),
      ctx({ workspace: temp }),
      { RUNNER_TEMP: temp },
      mode,
    );
    const text = out.join('');
    expect(reported).toBe(false);
    expect(text).toContain('escaped outside any call before the verdict was reached');
    expect(text).toMatch(/::error::AgentVerity: /);
    expect(process.exitCode).toBe(1);
  });
});
