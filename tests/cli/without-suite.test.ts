import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliWith, tempDir, ROOT } from '../helpers/cli.js';
import { evidenceOf, routed, writeEvidence } from './baseline-helpers.js';

const DIGEST = 'ab'.repeat(32);

/** The minimal evidence fixture, as if collected against a suite with DIGEST. */
function collectedAgainstSuite(): string {
  const raw = JSON.parse(
    readFileSync(path.join(ROOT, 'tests/fixtures/evidence/ours-minimal.json'), 'utf8'),
  ) as Record<string, unknown>;
  raw['suite'] = { digest: DIGEST };
  const file = path.join(tempDir(), 'evidence.json');
  writeFileSync(file, JSON.stringify(raw));
  return file;
}

describe('evidence is judged against the suite it was collected for', () => {
  it('assess refuses evidence collected against a suite when no suite is given (exit 2, names the digest and --suite)', async () => {
    const run = await cli('assess', '--evidence', collectedAgainstSuite());
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(DIGEST);
    expect(run.stderr).toContain('--suite');
    expect(run.stderr).toContain('--without-suite');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('with --without-suite every report says first that the contract was not applied', async () => {
    const evidence = collectedAgainstSuite();
    const first = async (format: string): Promise<string> => {
      const run = await cli(
        'assess',
        '--evidence',
        evidence,
        '--without-suite',
        '--format',
        format,
      );
      expect(run.stderr).toBe('');
      expect(run.code).not.toBe(2);
      return run.stdout;
    };
    const text = await first('text');
    expect(text.split('\n')[0]).toContain('CONTRACT NOT APPLIED');
    expect(text.split('\n')[0]).toContain(DIGEST);

    const json = JSON.parse(await first('json')) as { caveats: string[] };
    expect(json.caveats[0]).toContain('CONTRACT NOT APPLIED');
    expect(json.caveats[0]).toContain(DIGEST);

    const md = (await first('markdown')).split('\n').filter((l) => l.trim() !== '');
    expect(md[1]).toContain('CONTRACT NOT APPLIED');

    const junit = await first('junit');
    const names = [...junit.matchAll(/<testcase name="([^"]*)"/g)].map((m) => m[1]);
    expect(names[0]).toMatch(/^CAUTION: contract not applied \(suite abababababab/);
    expect(junit).toContain('name="contractNotApplied"');

    const html = await first('html');
    const header = html.slice(html.indexOf('<header>'));
    expect(header.indexOf('CONTRACT NOT APPLIED')).toBeGreaterThan(-1);
    expect(header.indexOf('CONTRACT NOT APPLIED')).toBeLessThan(header.indexOf('<h1'));
  });

  it('refuses --without-suite beside --suite, and on evidence that records no suite', async () => {
    const bare = await cli(
      'assess',
      '--evidence',
      path.join(ROOT, 'tests/fixtures/evidence/ours-minimal.json'),
      '--without-suite',
    );
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('--without-suite');
  });

  it('a live run takes no --without-suite: run and snapshot refuse it before any call (exit 2)', async () => {
    const dir = tempDir();
    for (const command of ['run', 'snapshot']) {
      const live = await cli(
        command,
        ...(command === 'snapshot' ? ['--candidate'] : []),
        '--agent',
        path.join(ROOT, 'tests/fixtures/agents/constant.mjs'),
        '--suite',
        path.join(ROOT, 'tests/fixtures/agents/payment-suite.json'),
        '--without-suite',
        '--evidence-out',
        path.join(dir, `${command}.json`),
      );
      expect(live.code).toBe(2);
      expect(live.stderr).toContain('--without-suite');
      expect(live.files.size).toBe(0);
    }
  });
});

describe('snapshot of evidence collected against a suite, without it', () => {
  /** Evidence that admits a candidate, written as if collected against the suite DIGEST. */
  function admissible(suite: string | null): { dir: string; file: string } {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    if (suite !== null) {
      const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      raw['suite'] = { digest: suite };
      writeFileSync(file, JSON.stringify(raw));
    }
    return { dir, file };
  }

  it('the evidence admits a candidate when it records no suite (the control)', async () => {
    const { dir, file } = admissible(null);
    const target = path.join(dir, 'candidate.json');
    const r = await cli('snapshot', '--evidence', file, '--candidate', '--output', target);
    expect(r.code).toBe(0);
    expect(r.files.has(target)).toBe(true);
  });

  it('refuses without --suite, and its hint names a flag snapshot takes', async () => {
    const { dir, file } = admissible(DIGEST);
    const r = await cli(
      'snapshot',
      '--evidence',
      file,
      '--candidate',
      '--output',
      path.join(dir, 'c.json'),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(DIGEST);
    expect(r.stderr).toContain('--without-suite');
    expect(r.files.size).toBe(0);
  });

  it('takes --without-suite, says first that the contract was not applied, and admits no baseline (exit 2)', async () => {
    const { dir, file } = admissible(DIGEST);
    for (const mode of ['--candidate', '--accept-reference']) {
      const target = path.join(dir, 'baseline.json');
      const text = await cliWith(
        { env: { USER: 'dana' } },
        'snapshot',
        '--evidence',
        file,
        '--without-suite',
        mode,
        '--output',
        target,
      );
      expect(text.stderr).not.toMatch(/unknown option/);
      expect(text.code).toBe(2);
      expect(text.files.size).toBe(0);
      const lines = text.stderr.split('\n');
      expect(lines.slice(0, 2).join('\n')).toContain('CONTRACT NOT APPLIED');
      expect(lines.slice(0, 2).join('\n')).toContain(DIGEST);
      expect(text.stderr).toContain('[admission.suite-not-applied]');

      const json = await cliWith(
        { env: { USER: 'dana' } },
        'snapshot',
        '--evidence',
        file,
        '--without-suite',
        mode,
        '--output',
        target,
        '--format',
        'json',
      );
      expect(json.code).toBe(2);
      const report = JSON.parse(json.stdout) as {
        written: boolean;
        supported: boolean;
        refusals: { code: string; reason: string }[];
      };
      expect(report.written).toBe(false);
      expect(report.supported).toBe(false);
      expect(report.refusals[0]?.code).toBe('admission.suite-not-applied');
      expect(report.refusals[0]?.reason).toContain('CONTRACT NOT APPLIED');
    }
  });
});
