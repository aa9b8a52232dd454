import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir, ROOT } from '../helpers/cli.js';

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
