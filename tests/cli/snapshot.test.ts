import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBaseline } from '../../src/evidence/index.js';
import { cli, cliWith, ROOT } from '../helpers/cli.js';
import { evidenceOf, routed, times, writeEvidence } from './baseline-helpers.js';

const PINNED = { SOURCE_DATE_EPOCH: '1798545600' }; // 2026-12-29T12:00:00Z

describe('agentverity snapshot', () => {
  it('refuses without --accept-reference or --candidate, explaining both', async () => {
    const { file } = writeEvidence(evidenceOf(routed()));
    const r = await cli('snapshot', '--evidence', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--accept-reference to approve/);
    expect(r.stderr).toMatch(/--candidate to write an unapproved candidate/);
    expect(r.files.size).toBe(0);
  });

  it('admits with --accept-reference and writes the baseline with its provenance', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const out = path.join(dir, 'base.json');
    const r = await cliWith(
      { env: PINNED },
      'snapshot',
      '--evidence',
      file,
      '--accept-reference',
      '--approver',
      'Dana',
      '--output',
      out,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^baseline admitted: 3 approved decisions on the verdict layer -> /);
    expect(r.stdout).toMatch(/approved by Dana on the command line \(2026-12-29T12:00:00.000Z\)/);
    const written = r.files.get(out);
    expect(written).toBeDefined();
    const b = parseBaseline(JSON.parse(written!), out);
    expect(b.approval).toEqual({
      how: 'cli-flag',
      approver: 'Dana',
      approvedAt: '2026-12-29T12:00:00.000Z',
    });
    expect(b.createdAt).toBe('2026-12-29T12:00:00.000Z');
    expect(b.entries.map((e) => e.decision)).toEqual(['approve', 'deny', 'review']);
    expect(b.evidenceDigest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the approver from the environment and writes to .agentverity/baseline.json by default', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const r = await cliWith(
      { env: { USER: 'sam' }, cwd: dir },
      'snapshot',
      '--evidence',
      file,
      '--accept-reference',
    );
    expect(r.code).toBe(0);
    const written = r.files.get(path.join(dir, '.agentverity', 'baseline.json'));
    expect(JSON.parse(written!).approval.approver).toBe('sam');
  });

  it('refuses --accept-reference when nobody can be named as approver', async () => {
    const { file } = writeEvidence(evidenceOf(routed()));
    const r = await cli('snapshot', '--evidence', file, '--accept-reference');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--approver NAME/);
  });

  it('writes a candidate with approval null', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const out = path.join(dir, 'candidate.json');
    const r = await cli('snapshot', '--evidence', file, '--candidate', '--baseline-out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^candidate baseline written: 3 decisions/);
    expect(JSON.parse(r.files.get(out)!).approval).toBeNull();
  });

  it('refuses unsupported evidence with every reason and writes nothing (exit 2)', async () => {
    const thin = evidenceOf(
      [
        { input: 'a', obs: times('yes', 36) },
        { input: 'b', obs: times('yes', 36) },
      ],
      { isolation: 'shared-session' },
    );
    const { file } = writeEvidence(thin);
    const r = await cliWith(
      { env: { USER: 'x' } },
      'snapshot',
      '--evidence',
      file,
      '--accept-reference',
    );
    expect(r.code).toBe(2);
    expect(r.files.size).toBe(0);
    expect(r.stderr).toMatch(/^snapshot refused: .*\(3 reasons\)/);
    expect(r.stderr).toMatch(/\[admission\.pooled-not-deterministic\]/);
    expect(r.stderr).toMatch(/\[admission\.blind\]/);
    expect(r.stderr).toMatch(/\[admission\.shared-session\]/);
  });

  it('lists the refusals as JSON with --format json', async () => {
    const r = await cli(
      'snapshot',
      '--evidence',
      path.join(ROOT, 'tests/fixtures/baselines/imported_evidence.json'),
      '--candidate',
      '--format',
      'json',
    );
    expect(r.code).toBe(2);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ schema: 'agentverity-action/admission@1', written: false });
    expect(doc.refusals.map((x: { code: string }) => x.code)).toEqual([
      'admission.route-stochastic',
      'admission.pooled-not-deterministic',
      'admission.not-approved',
    ]);
  });

  it('reads the evidence digest the same way assess does', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const out = path.join(dir, 'b.json');
    const snap = await cliWith(
      { env: { USER: 'x' } },
      'snapshot',
      '--evidence',
      file,
      '--accept-reference',
      '--output',
      out,
    );
    const report = await cli('assess', '--evidence', file, '--format', 'json');
    expect(JSON.parse(snap.files.get(out)!).evidenceDigest).toBe(
      JSON.parse(report.stdout).evidenceDigest,
    );
    expect(readFileSync(file, 'utf8')).toContain('approve me');
    expect(snap.files.get(out)).not.toContain('approve me');
  });

  describe('from a live run', () => {
    const agent = path.join(ROOT, 'examples/agents/router.mjs');
    const inputs = path.join(ROOT, 'examples/agents/tickets.txt');

    it('refuses a k that can never certify before any call (the pre-check)', async () => {
      const r = await cliWith(
        { env: PINNED },
        'snapshot',
        '--agent',
        agent,
        '--inputs',
        inputs,
        '--k',
        '4',
        '--accept-reference',
        '--approver',
        'Dana',
      );
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--k: 8 inputs at 4 repeats give 16 disjoint pairs/);
      expect(r.stderr).toMatch(/raise k to 20 or more/);
      expect(r.files.size).toBe(0); // no evidence: no call was made
    });

    it('without --k, checks the k a run would plan: a budget too small is refused before any call', async () => {
      const r = await cliWith(
        { env: PINNED },
        'snapshot',
        '--agent',
        agent,
        '--inputs',
        inputs,
        '--budget',
        '40',
        '--candidate',
      );
      expect(r.code).toBe(2);
      // 40 calls over 8 inputs plan k = 4: 16 pairs of the 73 that certify 5%.
      expect(r.stderr).toMatch(
        /--budget: with k planned as a run plans it, a budget of 40 calls allows 4 repeats of 8 inputs: 16 disjoint pairs, but even with no flip at all 73 are needed/,
      );
      expect(r.stderr).toMatch(/raise the budget to 160 calls or more \(k = 20\)/);
      expect(r.stderr).not.toMatch(/null|undefined/);
      expect(r.files.size).toBe(0); // no evidence: no call was made
    });

    it('collects, writes the evidence first, then admits with the run evidence digest', async () => {
      const r = await cliWith(
        { env: PINNED },
        'snapshot',
        '--agent',
        agent,
        '--inputs',
        inputs,
        '--quiet',
        '--accept-reference',
        '--approver',
        'Dana',
      );
      expect(r.code).toBe(0);
      const evidencePath = path.join(ROOT, 'agentverity-evidence.json');
      const baselinePath = path.join(ROOT, '.agentverity/baseline.json');
      expect([...r.files.keys()]).toEqual([evidencePath, baselinePath]);
      const b = parseBaseline(JSON.parse(r.files.get(baselinePath)!), baselinePath);
      expect(b.entries).toHaveLength(8);
      const { evidenceDigest } = await import('../../src/evidence/index.js');
      expect(b.evidenceDigest).toBe(evidenceDigest(JSON.parse(r.files.get(evidencePath)!)));
    });

    it('refuses a live run and recorded runs together', async () => {
      const { file } = writeEvidence(evidenceOf(routed()));
      const r = await cli(
        'snapshot',
        '--agent',
        agent,
        '--inputs',
        inputs,
        '--evidence',
        file,
        '--candidate',
      );
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/either a live run .* or recorded runs/);
    });
  });
});
