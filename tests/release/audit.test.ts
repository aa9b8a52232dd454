// `npm audit` against audit-justifications.json: npm's JSON report read into one
// finding per advisory and package; each must be justified; a missing report (the
// advisory service did not answer) is a visible skip, or a failure when required.
// The command runs against a stand-in `npm` on PATH: no test reaches a registry.
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  auditVerdict,
  compareAudit,
  readAudit,
  readJustifications,
} from '../../scripts/audit/audit.js';
import { ROOT, tempDir } from '../helpers/cli.js';

/** An npm 11 `audit --json` report: one advisory in a direct package, reached twice. */
const REPORT = {
  auditReportVersion: 2,
  vulnerabilities: {
    'brace-expansion': {
      name: 'brace-expansion',
      severity: 'low',
      isDirect: false,
      via: [
        {
          source: 1105443,
          name: 'brace-expansion',
          dependency: 'brace-expansion',
          title: 'brace-expansion Regular Expression Denial of Service vulnerability',
          url: 'https://github.com/advisories/GHSA-v6h2-p8h4-qcjw',
          severity: 'low',
          range: '>=2.0.0 <=2.0.1',
        },
      ],
      effects: ['minimatch'],
      range: '2.0.0 - 2.0.1',
      fixAvailable: true,
    },
    minimatch: {
      name: 'minimatch',
      severity: 'low',
      isDirect: false,
      via: ['brace-expansion'],
      effects: [],
      range: '5.0.0 - 9.0.5',
      fixAvailable: true,
    },
    undici: {
      name: 'undici',
      severity: 'moderate',
      via: [
        {
          source: 1,
          name: 'undici',
          dependency: 'undici',
          title: 'A',
          url: '',
          severity: 'moderate',
          range: '<6',
        },
        {
          source: 1,
          name: 'undici',
          dependency: 'undici',
          title: 'A',
          url: '',
          severity: 'moderate',
          range: '<6',
        },
      ],
    },
  },
  metadata: { vulnerabilities: { low: 2, moderate: 1, total: 3 } },
};

const CLEAN = { auditReportVersion: 2, vulnerabilities: {}, metadata: {} };

describe('reading npm audit --json', () => {
  it('one finding per advisory and package, transitive mentions folded in', () => {
    const r = readAudit(JSON.stringify(REPORT));
    expect(r.kind).toBe('report');
    if (r.kind !== 'report') return;
    expect(r.findings).toEqual([
      {
        advisory: 'GHSA-v6h2-p8h4-qcjw',
        package: 'brace-expansion',
        severity: 'low',
        title: 'brace-expansion Regular Expression Denial of Service vulnerability',
        url: 'https://github.com/advisories/GHSA-v6h2-p8h4-qcjw',
        range: '>=2.0.0 <=2.0.1',
      },
      { advisory: '1', package: 'undici', severity: 'moderate', title: 'A', url: '', range: '<6' },
    ]);
    expect(readAudit(JSON.stringify(CLEAN))).toEqual({ kind: 'report', findings: [] });
  });

  it('no report when the service did not answer: an error object, no JSON, nothing', () => {
    const status405 = {
      message:
        '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    };
    expect(readAudit(JSON.stringify(status405))).toEqual({
      kind: 'unavailable',
      reason: status405.message,
    });
    const offline = {
      error: {
        code: 'ENOTFOUND',
        summary: 'request to https://registry.example failed',
        detail: '',
      },
    };
    expect(readAudit(JSON.stringify(offline))).toEqual({
      kind: 'unavailable',
      reason: 'request to https://registry.example failed',
    });
    expect(readAudit('', 'npm error code EAI_AGAIN\nmore')).toEqual({
      kind: 'unavailable',
      reason: 'npm error code EAI_AGAIN',
    });
    expect(readAudit('')).toEqual({ kind: 'unavailable', reason: 'npm printed no report' });
  });
});

describe('comparing with the justifications', () => {
  const reading = readAudit(JSON.stringify(REPORT));
  const findings = reading.kind === 'report' ? reading.findings : [];
  const why = 'brace-expansion is only in the lint tooling, never bundled into dist/.';

  it('fails on an advisory not justified, passes when each is, and notes stale entries', () => {
    const none = auditVerdict(reading, []);
    expect(none.code).toBe(1);
    expect(none.lines.join('\n')).toMatch(/NOT justified: brace-expansion .*GHSA-v6h2-p8h4-qcjw/);
    expect(none.lines.at(-1)).toBe('audit: 2 of 2 advisories not justified');

    const all = [
      { advisory: 'ghsa-v6h2-p8h4-qcjw', package: 'brace-expansion', why },
      { advisory: '1', package: 'undici', why },
      { advisory: 'GHSA-aaaa-bbbb-cccc', package: 'gone', why },
    ];
    const ok = auditVerdict(reading, all);
    expect(ok.code).toBe(0);
    expect(ok.lines.at(-1)).toBe('audit: 2 advisories, each justified');
    expect(ok.lines.join('\n')).toMatch(
      /note: .* GHSA-aaaa-bbbb-cccc in gone, which npm no longer reports/,
    );
    // The id alone is not enough: the package must match too.
    const c = compareAudit(findings, [
      { advisory: 'GHSA-v6h2-p8h4-qcjw', package: 'minimatch', why },
    ]);
    expect(c.unjustified).toHaveLength(2);
  });

  it('skips visibly when there is no report, and fails instead when required', () => {
    const none = { kind: 'unavailable' as const, reason: 'offline' };
    const skip = auditVerdict(none, []);
    expect(skip.code).toBe(0);
    expect(skip.lines[0]).toBe(
      "audit: skipped: the registry's advisory service gave no report (offline)",
    );
    expect(auditVerdict(none, [], { require: true }).code).toBe(1);
    expect(auditVerdict(readAudit(JSON.stringify(CLEAN)), []).lines).toEqual([
      'audit: no advisory',
    ]);
  });

  it('refuses a justification file without a reason for each entry', () => {
    expect(() => readJustifications({}, 'f.json')).toThrow(/expected \{"justifications"/);
    expect(() =>
      readJustifications(
        { justifications: [{ advisory: 'GHSA-x', package: 'p', why: 'ok' }] },
        'f.json',
      ),
    ).toThrow(/justifications\[0\]/);
  });

  it('the repository file is valid', () => {
    const file = JSON.parse(
      readFileSync(path.join(ROOT, 'audit-justifications.json'), 'utf8'),
    ) as unknown;
    expect(() => readJustifications(file, 'audit-justifications.json')).not.toThrow();
  });
});

describe('scripts/audit/run.ts', () => {
  /** Runs the command with a stand-in `npm` that prints `stdout` and exits with `code`. */
  function runWith(stdout: string, code: number, ...args: string[]) {
    const bin = tempDir();
    writeFileSync(path.join(bin, 'out.json'), stdout);
    const npm = path.join(bin, 'npm');
    writeFileSync(npm, `#!/bin/sh\ncat "${path.join(bin, 'out.json')}"\nexit ${code}\n`);
    chmodSync(npm, 0o755);
    return spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts', 'audit', 'run.ts'), ...args],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}` },
      },
    );
  }

  it('exits 1 on an unjustified advisory, 0 on a clean report', () => {
    const bad = runWith(JSON.stringify(REPORT), 1);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('NOT justified: brace-expansion');
    const clean = runWith(JSON.stringify(CLEAN), 0);
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('audit: no advisory');
  });

  it('exits 0 with a skipped line when npm gives no report, 1 with --require', () => {
    const error = JSON.stringify({ message: '503 Service Unavailable', statusCode: 503 });
    const skip = runWith(error, 1);
    expect(skip.status).toBe(0);
    expect(skip.stdout).toContain(
      "audit: skipped: the registry's advisory service gave no report (503 Service Unavailable)",
    );
    expect(runWith(error, 1, '--require').status).toBe(1);
  });

  it('reads another justification file with --file', () => {
    const dir = tempDir();
    const file = path.join(dir, 'j.json');
    writeFileSync(
      file,
      JSON.stringify({
        justifications: [
          {
            advisory: 'GHSA-v6h2-p8h4-qcjw',
            package: 'brace-expansion',
            why: 'only in dev tooling, never bundled.',
          },
          { advisory: '1', package: 'undici', why: 'only in dev tooling, never bundled.' },
        ],
      }),
    );
    const r = runWith(JSON.stringify(REPORT), 1, '--file', file);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('audit: 2 advisories, each justified');
  });
});
