import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputFingerprint } from '../../src/core/index.js';
import { cli, cliWith } from '../helpers/cli.js';
import { evidenceOf, routed, writeEvidence } from './baseline-helpers.js';

/** Admits `routed()` evidence and writes the baseline to disk; returns the folder and paths. */
async function admitted(mode: '--accept-reference' | '--candidate' = '--accept-reference') {
  const { dir, file } = writeEvidence(evidenceOf(routed()));
  const out = path.join(dir, 'baseline.json');
  const r = await cliWith(
    { env: { USER: 'reviewer' } },
    'snapshot',
    '--evidence',
    file,
    mode,
    '--output',
    out,
  );
  expect(r.code).toBe(0);
  writeFileSync(out, r.files.get(out)!);
  return { dir, evidence: file, baseline: out };
}

describe('agentverity check', () => {
  it('is clean against the evidence that admitted it (exit 0)', async () => {
    const { evidence, baseline } = await admitted();
    const r = await cli('check', '--baseline', baseline, '--evidence', evidence);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('baseline clean: 3/3 decisions matched (verdict layer, tolerance 5%)\n');
  });

  it('names the one changed decision by its text and fingerprint (exit 1)', async () => {
    const { dir, baseline } = await admitted();
    const { file } = writeEvidence(evidenceOf(routed({ review: 'deny' })), 'now.json', dir);
    const r = await cli('check', '--baseline', baseline, '--evidence', file);
    expect(r.code).toBe(1);
    const prefix = inputFingerprint('review me').slice(0, 12);
    expect(r.stdout).toMatch(/^baseline drift: 1 of 3 decisions changed/);
    expect(r.stdout).toContain(
      `"review me" (${prefix}) [route review]: was "review", now "deny" (50 of 50 calls)`,
    );
    const json = await cli('check', '--baseline', baseline, '--evidence', file, '--format', 'json');
    const doc = JSON.parse(json.stdout);
    expect(doc).toMatchObject({
      schema: 'agentverity-action/check@1',
      status: 'drift',
      exitCode: 1,
      changed: 1,
    });
    expect(doc.changes[0]).toMatchObject({
      fingerprint: inputFingerprint('review me'),
      baseline: 'review',
      current: 'deny',
    });
  });

  it('refuses a candidate (exit 2)', async () => {
    const { evidence, baseline } = await admitted('--candidate');
    const r = await cli('check', '--baseline', baseline, '--evidence', evidence);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/candidate baseline: nobody has approved it/);
  });

  it('refuses a different input set, listing missing and new fingerprints (exit 2)', async () => {
    const { dir, baseline } = await admitted();
    const other = routed().map((c) =>
      c.input === 'review me' ? { ...c, input: 'escalate me' } : c,
    );
    const { file } = writeEvidence(evidenceOf(other), 'other.json', dir);
    const r = await cli('check', '--baseline', baseline, '--evidence', file, '--format', 'json');
    expect(r.code).toBe(2);
    const refusal = JSON.parse(r.stdout).refusals.find(
      (x: { code: string }) => x.code === 'check.inputs',
    );
    expect(refusal.missing).toEqual([inputFingerprint('review me')]);
    expect(refusal.added).toEqual([inputFingerprint('escalate me')]);
  });

  it('re-admits the current evidence first (exit 2 when it cannot support a comparison)', async () => {
    const { dir, baseline } = await admitted();
    const { file } = writeEvidence(evidenceOf(routed({}, 12)), 'thin.json', dir);
    const r = await cli('check', '--baseline', baseline, '--evidence', file);
    expect(r.code).toBe(2);
    // 3 inputs × 12 repeats: 18 quiet pairs of the 73 that decide 5%.
    expect(r.stderr).toMatch(
      /too small to show whether the decisions still repeat.*18 disjoint pairs.*73 decide it at 5%: 55 more/,
    );
    expect(r.stderr).toMatch(/\[admission\.pooled-not-deterministic\]/);
    const json = await cli('check', '--baseline', baseline, '--evidence', file, '--format', 'json');
    expect(JSON.parse(json.stdout).refusals[0]).toMatchObject({
      code: 'check.readmission',
      pairsMissing: 55,
    });
  });

  it('calls an agent that repeated when approved and now flips drift, with the routes and numbers (exit 1)', async () => {
    const { dir, baseline } = await admitted();
    // review now alternates review/deny on every pair: 25 of 25 pairs flip.
    const flipping = routed().map((c) =>
      c.input === 'review me'
        ? { ...c, obs: c.obs.map((label, i) => (i % 2 === 0 ? label : 'deny')) }
        : c,
    );
    const { file } = writeEvidence(evidenceOf(flipping), 'flips.json', dir);
    const r = await cli('check', '--baseline', baseline, '--evidence', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^baseline drift: the agent no longer repeats its decisions/);
    expect(r.stdout).toContain('when the baseline was admitted, 0 of 75 disjoint pairs flipped');
    expect(r.stdout).toMatch(
      /route review flipped on 25 of 25 pairs \(95% interval \[0\.\d{3}, 1\.000\]/,
    );
    expect(r.stdout).toMatch(/all inputs together flipped on 25 of 75 pairs/);
    expect(r.stderr).not.toMatch(/check refused/);
    const json = await cli('check', '--baseline', baseline, '--evidence', file, '--format', 'json');
    const doc = JSON.parse(json.stdout);
    expect(doc).toMatchObject({ status: 'drift', exitCode: 1, refusals: [] });
    expect(doc.instability.routes).toEqual([
      expect.objectContaining({ decision: 'review', pairs: 25, flips: 25, call: 'stochastic' }),
    ]);
    expect(doc.instability.admitted).toMatchObject({ pairs: 75, flips: 0 });
  });

  it('still refuses (exit 2) a flipping agent whose evidence is also incomplete', async () => {
    const { dir, baseline } = await admitted();
    const flipping = routed().map((c) =>
      c.input === 'review me'
        ? { ...c, obs: [...c.obs.map((label, i) => (i % 2 === 0 ? label : 'deny')), 'x:boom'] }
        : c,
    );
    const { file } = writeEvidence(evidenceOf(flipping), 'broken.json', dir);
    const r = await cli('check', '--baseline', baseline, '--evidence', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\[admission\.incomplete\]/);
    expect(r.stderr).toMatch(/\[admission\.route-stochastic\]/);
    expect(r.stderr).toMatch(/decisions that repeated when the baseline was admitted now flip/);
    expect(r.stderr).not.toMatch(/too small/);
  });

  it('names a changed input of redacted evidence by fingerprint only', async () => {
    const { dir, baseline } = await admitted();
    const e = evidenceOf(routed({ review: 'deny' }));
    const redacted = { ...e, cases: e.cases.map(({ input: _input, ...rest }) => rest) };
    const { file } = writeEvidence(redacted, 'redacted.json', dir);
    const r = await cli('check', '--baseline', baseline, '--evidence', file);
    expect(r.code).toBe(1);
    const prefix = inputFingerprint('review me').slice(0, 12);
    expect(r.stdout).toContain(`  ${prefix} [route review]: was "review"`);
    expect(r.stdout).not.toContain('review me');
  });

  it('says when the current run establishes weaker isolation, and stays clean', async () => {
    const { dir, baseline } = await admitted();
    const { file } = writeEvidence(evidenceOf(routed(), { isolation: 'unknown' }), 'u.json', dir);
    const r = await cli('check', '--baseline', baseline, '--evidence', file);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^isolation: the baseline was admitted on fresh-session repeats, but this evidence establishes only unknown/,
    );
  });

  it('refuses a bad baseline file with its path (exit 2)', async () => {
    const { dir, evidence } = await admitted();
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ schema: 'agentverity-action/baseline@9' }));
    const r = await cli('check', '--baseline', bad, '--evidence', evidence);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.json: schema: .*is not supported; this build reads/);
  });

  it('reads the baseline where snapshot writes it when --baseline is not given', async () => {
    const { dir, evidence } = await admitted();
    const missing = await cliWith({ cwd: dir }, 'check', '--evidence', evidence);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(
      /^agentverity: \.agentverity\/baseline\.json: no baseline here \(the default, where snapshot writes it\)/,
    );
    mkdirSync(path.join(dir, '.agentverity'));
    copyFileSync(path.join(dir, 'baseline.json'), path.join(dir, '.agentverity/baseline.json'));
    const r = await cliWith({ cwd: dir }, 'check', '--evidence', evidence);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^baseline clean: 3\/3 decisions matched/);
  });

  it('writes JSON to --output check.json without --format, and refuses a file named for no format', async () => {
    const { dir, evidence, baseline } = await admitted();
    const out = path.join(dir, 'check.json');
    const r = await cli('check', '--baseline', baseline, '--evidence', evidence, '--output', out);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.files.get(out)!)).toMatchObject({ status: 'clean' });
    const html = await cli(
      'check',
      '--baseline',
      baseline,
      '--evidence',
      evidence,
      '--output',
      path.join(dir, 'c.html'),
    );
    expect(html.code).toBe(2);
    expect(html.stderr).toMatch(/cannot tell the format of --output .*c\.html from its extension/);
  });

  it('binds the suite: a baseline admitted with a suite is refused without it', async () => {
    const { tempDir } = await import('../helpers/cli.js');
    const dir = tempDir();
    const out = path.join(dir, 'b.json');
    const args = [
      '--evidence',
      'examples/evidence/router.json',
      '--suite',
      'examples/suites/router.json',
    ];
    const snap = await cliWith(
      { env: { USER: 'r' } },
      'snapshot',
      ...args,
      '--accept-reference',
      '--output',
      out,
      '--format',
      'json',
    );
    expect(snap.code).toBe(0);
    expect(JSON.parse(snap.stdout)).toMatchObject({ admitted: true, written: true, refusals: [] });
    writeFileSync(out, snap.files.get(out)!);
    expect(JSON.parse(snap.files.get(out)!).suite.digest).toMatch(/^[0-9a-f]{64}$/);
    expect((await cli('check', '--baseline', out, ...args)).code).toBe(0);
    const without = await cli(
      'check',
      '--baseline',
      out,
      '--evidence',
      'examples/evidence/router.json',
    );
    expect(without.code).toBe(2);
    expect(without.stderr).toMatch(
      /admitted with a decision suite; give the same suite \[check\.suite\]/,
    );
  });
});
