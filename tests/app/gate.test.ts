// The Action's gate as an app use case (app/gate.ts, issue 28 items 1 and 2):
// runGate, in-process with a fixed clock and the files on disk, returns one
// result whose findings hold the baseline's outcome (clean, drift, refused) and
// the candidate's, whose exit code is the one its gating findings give, and
// whose `fail-on` reading (failsUnder) comes from that verdict alone.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  approvedBaseline,
  failsUnder,
  readGateBaseline,
  runGate,
  type GateBaseline,
  type GateRequest,
  type GateResult,
} from '../../src/app/index.js';
import { diskFiles, type AppIo } from '../../src/app/ports.js';
import type { Assessment } from '../../src/core/index.js';
import { isInterrupted } from '../../src/errors.js';
import { Refusal } from '../../src/app/vocabulary.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STABLE = path.join(ROOT, 'examples/evidence/router.json');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'av-app-gate-'));
  dirs.push(d);
  return d;
}

const missing = (file: string) => new Refusal('action.baseline', 'no baseline there', file);

function io(cwd: string): AppIo {
  return {
    cwd,
    env: {},
    files: diskFiles(),
    clock: { now: () => Date.UTC(2026, 11, 1) },
    log: () => undefined,
    liveProgress: false,
  };
}

function request(dir: string, evidence: string, over: Partial<GateRequest> = {}): GateRequest {
  return {
    settings: { evidence: [evidence] },
    evidenceOut: path.join(dir, 'evidence-out.json'),
    redact: false,
    suite: undefined,
    baseline: null,
    state: {
      candidateWanted: true,
      pullRequest: { label: 'agentverity:approve', labelGiven: false, pushed: false },
    },
    approvalLabel: 'agentverity:approve',
    junitRoot: dir,
    run: { commit: 'a'.repeat(40) },
    ...over,
  };
}

async function gate(dir: string, evidence: string, over: Partial<GateRequest> = {}) {
  const got = await runGate(request(dir, evidence, over), io(dir));
  if (isInterrupted(got)) throw new Error('interrupted');
  return got;
}

/** The exit code the verdict's gating findings give: the largest, 0 without any. */
function fromFindings(a: Assessment): number {
  return a.findings.filter((f) => f.gates).reduce((m, f) => Math.max(m, f.exitCode), 0);
}

function expectOneVerdict(r: GateResult): void {
  expect(r.exitCode).toBe(r.assessment.exitCode);
  expect(r.status).toBe(r.assessment.status);
  expect(r.exitCode).toBe(fromFindings(r.assessment));
}

/** The approved baseline of a clean run, written where the workflow names it. */
async function approved(dir: string): Promise<GateBaseline> {
  const first = await gate(dir, STABLE);
  expect(first.candidate).not.toBeNull();
  const { text } = approvedBaseline(first.candidate!.baseline, {
    how: 'pr-label',
    approver: 'alice',
    approvedAt: '2026-12-01T00:00:00.000Z',
    label: 'agentverity:approve',
    role: 'maintain',
    headSha: 'a'.repeat(40),
    pullRequest: 7,
    repository: 'o/r',
  });
  writeFileSync(path.join(dir, 'baseline.json'), text);
  const read = await readGateBaseline({ path: 'baseline.json', explicit: true }, dir, missing);
  expect(read).not.toBeNull();
  return read!;
}

describe('runGate: one verdict with the baseline and the candidate', () => {
  it('without a baseline: the candidate written and the approval it waits for are findings', async () => {
    const dir = folder();
    const r = await gate(dir, STABLE);
    expectOneVerdict(r);
    expect(r.exitCode).toBe(0);
    const ids = r.assessment.findings.map((f) => f.id);
    expect(ids).toContain('baseline:candidate');
    expect(r.assessment.findings.find((f) => f.id === 'baseline:approval')).toMatchObject({
      gates: false,
      outcome: 'caution',
      figures: { status: 'no-approval', label: 'agentverity:approve' },
    });
    expect(ids).not.toContain('baseline');
    // The evidence is written where the request says, before any report.
    expect(JSON.parse(readFileSync(path.join(dir, 'evidence-out.json'), 'utf8'))).toBeTruthy();
  });

  it('clean, drift and refused: the baseline finding decides with the assessment, in one result', async () => {
    const dir = folder();
    const baseline = await approved(dir);

    const clean = await gate(dir, STABLE, { baseline });
    expectOneVerdict(clean);
    expect(clean.assessment.findings.find((f) => f.id === 'baseline')).toMatchObject({
      outcome: 'passed',
      gates: false,
    });
    expect(clean.exitCode).toBe(0);

    const evidence = JSON.parse(readFileSync(STABLE, 'utf8'));
    for (const o of evidence.cases[0].observations) o.decision = `${o.decision}-v2`;
    writeFileSync(path.join(dir, 'drifted.json'), JSON.stringify(evidence));
    const drift = await gate(dir, path.join(dir, 'drifted.json'), { baseline });
    expectOneVerdict(drift);
    expect(drift.status).toBe('drift');
    expect(drift.exitCode).toBe(1);
    expect(drift.assessment.findings.find((f) => f.id === 'baseline')).toMatchObject({
      gates: true,
      status: 'drift',
    });
    // A drifted run still writes the candidate a maintainer may approve instead.
    expect(drift.candidate).not.toBeNull();
    expect(drift.assessment.findings.map((f) => f.id)).toContain('baseline:candidate');

    const other = JSON.parse(readFileSync(STABLE, 'utf8'));
    for (const c of other.cases) {
      c.input = `${c.input} (other)`;
      c.fingerprint = createHash('sha256').update(c.input, 'utf8').digest('hex');
    }
    writeFileSync(path.join(dir, 'other.json'), JSON.stringify(other));
    // A baseline of other inputs cannot be compared: refused, exit 2, in the one result.
    const refused = await gate(dir, path.join(dir, 'other.json'), { baseline });
    expectOneVerdict(refused);
    expect(refused.status).toBe('baseline-refused');
    expect(refused.exitCode).toBe(2);
    expect(refused.assessment.findings.find((f) => f.id === 'baseline')).toMatchObject({
      gates: true,
      status: 'baseline-refused',
    });
  });

  it('fail-on reads the verdict: drift and baseline-refused fail even when the assessment named the run', () => {
    const base = {
      id: 'baseline',
      kind: 'baseline',
      subject: '',
      outcome: 'failed',
      gates: true,
      exitCode: 1,
      status: 'drift',
      needs: null,
      figures: {},
    } as const;
    const a = { status: 'stochastic', exitCode: 1, findings: [base] } as unknown as Assessment;
    const rule = (codes: number[], statuses: string[]) => ({
      exitCodes: new Set(codes),
      statuses: new Set(statuses),
    });
    expect(failsUnder(rule([], ['drift']), a)).toBe(true);
    expect(failsUnder(rule([], ['stochastic']), a)).toBe(true);
    expect(failsUnder(rule([1], []), a)).toBe(true);
    expect(failsUnder(rule([2], ['baseline-refused']), a)).toBe(false);
    const passed = { ...a, findings: [{ ...base, gates: false, outcome: 'passed', status: null }] };
    expect(failsUnder(rule([], ['drift']), passed as unknown as Assessment)).toBe(false);
  });

  it('a baseline the workflow named must exist; the default may be absent', async () => {
    const dir = folder();
    await expect(
      readGateBaseline({ path: 'nope.json', explicit: true }, dir, missing),
    ).rejects.toMatchObject({ code: 'action.baseline', where: path.join(dir, 'nope.json') });
    expect(await readGateBaseline({ path: 'nope.json', explicit: false }, dir, missing)).toBeNull();
    expect(await readGateBaseline(null, dir, missing)).toBeNull();
  });
});
