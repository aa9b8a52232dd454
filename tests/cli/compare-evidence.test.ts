import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { cli, cliWith, ROOT, tempDir } from '../helpers/cli.js';
import { evidenceOf, routed, writeEvidence } from './baseline-helpers.js';
import { alternating, times } from '../helpers/evidence.js';

const validateCompare = new Ajv({ allErrors: true, strict: true }).compile(
  JSON.parse(readFileSync(path.join(ROOT, 'schemas/compare-report.schema.json'), 'utf8')) as object,
);

/** compare-evidence's JSON report, checked against schemas/compare-report.schema.json. */
function compareJson(stdout: string): Record<string, unknown> {
  const doc = JSON.parse(stdout) as Record<string, unknown>;
  expect(validateCompare(doc), JSON.stringify(validateCompare.errors)).toBe(true);
  return doc;
}

/** Three routed inputs, 25 quiet pairs each; `moved` gives one input another decision on every call. */
function triage(moved: Partial<Record<string, string>> = {}) {
  return ['escalate', 'refund', 'billing'].map((label) => ({
    input: `ticket for ${label}`,
    obs: times(moved[label] ?? label, 50),
    expected: label,
  }));
}

describe('compare-evidence and check agree on the same pair', () => {
  it('an input moved from escalate to refund on every call: both exit 1 and name the route', async () => {
    const dir = tempDir();
    const before = writeEvidence(evidenceOf(triage()), 'before.json', dir).file;
    const after = writeEvidence(evidenceOf(triage({ escalate: 'refund' })), 'after.json', dir).file;
    const baseline = path.join(dir, 'baseline.json');
    const snap = await cliWith(
      { env: { USER: 'reviewer' } },
      'snapshot',
      '--evidence',
      before,
      '--accept-reference',
      '--output',
      baseline,
    );
    expect(snap.code).toBe(0);
    writeFileSync(baseline, snap.files.get(baseline)!);

    const compared = await cli('compare-evidence', before, after, '--format', 'json');
    expect(compared.code).toBe(1);
    const doc = compareJson(compared.stdout);
    expect(doc).toMatchObject({ drifted: true, exitCode: 1, changedRoutes: ['escalate'] });
    const routes = doc['routes'] as { decision: string }[];
    expect(routes.find((r) => r.decision === 'escalate')).toMatchObject({
      decisionsGained: ['refund'],
      decisionsLost: ['escalate'],
    });
    const compareText = await cli('compare-evidence', before, after);
    expect(compareText.code).toBe(1);
    expect(compareText.stdout).toContain(
      'decisions moved on route escalate: gained refund; lost escalate',
    );

    const checked = await cli('check', '--baseline', baseline, '--evidence', after);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/^baseline drift: 1 of 3 decisions changed/);
    expect(checked.stdout).toContain('"ticket for escalate"');
    expect(checked.stdout).toContain('[route escalate]: was "escalate", now "refund"');
    const checkJson = await cli(
      'check',
      '--baseline',
      baseline,
      '--evidence',
      after,
      '--format',
      'json',
    );
    expect(checkJson.code).toBe(1);
    expect(JSON.parse(checkJson.stdout)).toMatchObject({
      status: 'drift',
      changes: [{ intended: 'escalate', baseline: 'escalate', current: 'refund' }],
    });

    // And on the unchanged pair both say clean.
    expect((await cli('compare-evidence', before, before)).code).toBe(0);
    expect((await cli('check', '--baseline', baseline, '--evidence', before)).code).toBe(0);
  });
});

describe('agentverity compare-evidence', () => {
  it('says NO CHANGE for identical windows (exit 0)', async () => {
    const dir = tempDir();
    const a = writeEvidence(evidenceOf(routed()), 'a.json', dir).file;
    const b = writeEvidence(evidenceOf(routed()), 'b.json', dir).file;
    const r = await cli('compare-evidence', a, b);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^NO CHANGE: verdict layer, tolerance 5%/);
    expect(r.stdout).toMatch(/verdict: NO CHANGE/);
  });

  it('reports a changed route call and a new flip pair as drift (exit 1)', async () => {
    const dir = tempDir();
    const before = writeEvidence(evidenceOf(routed()), 'before.json', dir).file;
    const flipping = routed().map((c) =>
      c.expected === 'review'
        ? { ...c, obs: [...alternating('review', 'deny', 30), ...times('review', 20)] }
        : c,
    );
    const after = writeEvidence(
      evidenceOf(flipping, { isolation: 'unknown' }),
      'after.json',
      dir,
    ).file;
    const r = await cli('compare-evidence', before, after, '--format', 'json');
    expect(r.code).toBe(1);
    const doc = compareJson(r.stdout);
    expect(doc).toMatchObject({
      schema: 'agentverity-action/compare@1',
      drifted: true,
      changedRoutes: ['review'],
      gainedFlipPairs: [['deny', 'review']],
      isolation: { before: 'fresh-session', after: 'unknown', changed: true },
    });
    const text = await cli('compare-evidence', before, after);
    expect(text.stdout).toMatch(/review\s+0\/25\s+15\/25\s+undecided -> stochastic\s+higher/);
    expect(text.stdout).toMatch(/flip pairs gained: deny <-> review/);
    expect(text.stdout).toMatch(/isolation: fresh-session -> unknown \(changed\)/);
  });

  it('reports an input whose decision moved on every call as a change (exit 1)', async () => {
    const dir = tempDir();
    const before = writeEvidence(evidenceOf(routed()), 'before.json', dir).file;
    const after = writeEvidence(evidenceOf(routed({ review: 'deny' })), 'after.json', dir).file;
    const r = await cli('compare-evidence', before, after, '--format', 'json');
    expect(r.code).toBe(1);
    const doc = compareJson(r.stdout);
    expect(doc).toMatchObject({ drifted: true, changedRoutes: ['review'] });
    const text = await cli('compare-evidence', before, after);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/decisions moved on route review: gained deny; lost review/);
    expect(text.stdout).toMatch(/verdict: DRIFTED/);
  });

  it('refuses evidence without intended decisions (exit 2)', async () => {
    const dir = tempDir();
    const a = writeEvidence(evidenceOf(routed()), 'a.json', dir).file;
    const bare = writeEvidence(
      evidenceOf([{ input: 'q', obs: times('a', 4) }]),
      'bare.json',
      dir,
    ).file;
    const r = await cli('compare-evidence', a, bare);
    expect(r.code).toBe(2);
    // The refusal names the file, not just the side.
    expect(r.stderr).toContain(`${bare}: cases[0]: every case needs its intended decision`);
    expect(r.stderr).toMatch(/against the decision suite/);
  });

  it('refuses a missing file (exit 2) and needs two files', async () => {
    const dir = tempDir();
    const a = writeEvidence(evidenceOf(routed()), 'a.json', dir).file;
    expect((await cli('compare-evidence', a, path.join(dir, 'nope.json'))).code).toBe(2);
    expect((await cli('compare-evidence', a)).code).toBe(2);
  });
});
