import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';
import { evidenceOf, routed, writeEvidence } from './baseline-helpers.js';
import { alternating, times } from '../helpers/evidence.js';

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
    const doc = JSON.parse(r.stdout);
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
    const doc = JSON.parse(r.stdout);
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
