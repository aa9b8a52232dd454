import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { suiteDigestOf } from '../../src/app/index.js';
import { loadRecorded } from '../../src/app/recorded.js';
import { isRefusal } from '../../src/core/index.js';
import { readSuite } from '../../src/evidence/index.js';
import { cli, cliWith, ROOT, tempDir } from '../helpers/cli.js';

const SUITE = path.join(ROOT, 'examples/suites/router.json');

/** The router example's evidence, as if collected against the router suite; and another suite. */
async function collectedAgainstRouter() {
  const dir = tempDir();
  const digest = suiteDigestOf(await readSuite(SUITE));
  if (digest === null) throw new Error('no digest');
  const raw = JSON.parse(
    readFileSync(path.join(ROOT, 'examples/evidence/router.json'), 'utf8'),
  ) as Record<string, unknown>;
  raw['suite'] = { digest };
  const evidence = path.join(dir, 'evidence.json');
  writeFileSync(evidence, JSON.stringify(raw));
  // The same cases with one more critical decision: a different suite, a different digest.
  const suite = JSON.parse(readFileSync(SUITE, 'utf8')) as {
    contract: { critical: string[] };
  };
  suite.contract.critical.push('refund');
  const other = path.join(dir, 'other-suite.json');
  writeFileSync(other, JSON.stringify(suite, null, 2));
  const otherDigest = suiteDigestOf(await readSuite(other));
  return { dir, evidence, digest, other, otherDigest };
}

function expectMismatch(
  run: { code: number; stdout: string; stderr: string },
  given: { evidence: string; digest: string; other: string; otherDigest: string | null },
): void {
  expect(run.code).toBe(2);
  expect(run.stderr).toContain(given.digest);
  expect(run.stderr).toContain(String(given.otherDigest));
  expect(run.stderr).toContain(given.evidence);
  expect(run.stderr).toContain('collect the evidence again with this suite');
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

describe('evidence is judged against the suite it was collected for, not another', () => {
  it('assess refuses a suite other than the one the evidence records (exit 2, both digests, the file)', async () => {
    const given = await collectedAgainstRouter();
    expect(given.otherDigest).not.toBe(given.digest);
    const same = await cli('assess', '--evidence', given.evidence, '--suite', SUITE);
    expect(same.code).not.toBe(2);
    const other = await cli('assess', '--evidence', given.evidence, '--suite', given.other);
    expectMismatch(other, given);
    expect(other.stdout).toBe('');
    const refused = await loadRecorded(
      { evidence: [given.evidence], suite: given.other },
      given.dir,
    ).catch((e: unknown) => e);
    expect(isRefusal(refused) && refused.code).toBe('settings.suite-mismatch');
    expect(isRefusal(refused) && refused.data).toEqual({
      recordedDigest: given.digest,
      givenDigest: given.otherDigest,
    });
  });

  it('check and snapshot refuse it too, before comparing with the baseline', async () => {
    const given = await collectedAgainstRouter();
    const baseline = path.join(given.dir, 'baseline.json');
    const snap = await cliWith(
      { env: { USER: 'r' } },
      'snapshot',
      '--evidence',
      given.evidence,
      '--suite',
      SUITE,
      '--accept-reference',
      '--output',
      baseline,
    );
    expect(snap.code).toBe(0);
    writeFileSync(baseline, snap.files.get(baseline)!);
    const clean = await cli(
      'check',
      '--baseline',
      baseline,
      '--evidence',
      given.evidence,
      '--suite',
      SUITE,
    );
    expect(clean.code).toBe(0);
    const other = await cli(
      'check',
      '--baseline',
      baseline,
      '--evidence',
      given.evidence,
      '--suite',
      given.other,
    );
    expectMismatch(other, given);
    const snapOther = await cliWith(
      { env: { USER: 'r' } },
      'snapshot',
      '--evidence',
      given.evidence,
      '--suite',
      given.other,
      '--accept-reference',
      '--output',
      path.join(given.dir, 'other-baseline.json'),
    );
    expectMismatch(snapOther, given);
    expect(snapOther.files.size).toBe(0);
  });
});
