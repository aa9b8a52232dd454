import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ROOT, tempDir } from '../helpers/cli.js';

describe('agentverity assess', () => {
  it('assesses the bundled example cleanly, headline first', async () => {
    const r = await cli(
      'assess',
      '--evidence',
      'examples/evidence/router.json',
      '--suite',
      'examples/suites/router.json',
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/^TRUSTWORTHY AT POOLED LEVEL: /);
    expect(r.stdout).toContain('Decision contract: satisfied');
  });

  it('reads the reference evidence format (3/9 pooled, card_security stochastic, exit 0)', async () => {
    const r = await cli(
      'assess',
      '--evidence',
      'examples/evidence/reference-v2.json',
      '--format',
      'json',
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.meter).toMatchObject({ flips: 3, pairs: 9, call: 'stochastic' });
    expect(report.status).toBe('stochastic');
    const card = report.routes.find((x: { decision: string }) => x.decision === 'card_security');
    expect(card).toMatchObject({ flips: 3, pairs: 3, call: 'stochastic' });
    expect(card.ciLow).toBeCloseTo(0.438, 3);
    expect(report.isolation).toBe('fresh-session');
    expect(report.caveats).toEqual([]);
  });

  it('writes the report to --output and prints the headline', async () => {
    const r = await cli(
      'assess',
      '--evidence',
      'examples/evidence/router.json',
      '--format',
      'json',
      '--output',
      'out/report.json',
    );
    expect(r.code).toBe(0);
    const written = r.files.get(path.join(ROOT, 'out/report.json'));
    expect(written && JSON.parse(written).schema).toBe('agentverity-action/report@1');
    expect(r.stdout).toMatch(/^TRUSTWORTHY/);
  });

  it('gives the same report for the same evidence, byte for byte', async () => {
    const a = await cli(
      'assess',
      '--evidence',
      'examples/evidence/router.json',
      '--format',
      'json',
    );
    const b = await cli(
      'assess',
      '--evidence',
      'examples/evidence/router.json',
      '--format',
      'json',
    );
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).evidenceDigest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('merges --evidence given twice: observations concatenate before pairing', async () => {
    const dir = tempDir();
    const half = (from: number) => ({
      schema: 'agentverity.evidence/v2',
      layer: 'verdict',
      isolation: 'fresh-session',
      cases: [{ input: 'q', observations: from === 0 ? ['a', 'a', 'a'] : ['b', 'a', 'a'] }],
    });
    writeFileSync(path.join(dir, 'one.json'), JSON.stringify(half(0)));
    writeFileSync(path.join(dir, 'two.json'), JSON.stringify(half(1)));
    const r = await cli(
      'assess',
      '--evidence',
      path.join(dir, 'one.json'),
      '--evidence',
      path.join(dir, 'two.json'),
      '--format',
      'json',
    );
    const report = JSON.parse(r.stdout);
    // a a a | b a a → pairs (a,a) (a,b) (a,a): 3 pairs, 1 flip.
    expect(report.meter).toMatchObject({ pairs: 3, flips: 1 });
  });

  it('exit 2 with a clear message for a missing file, bad JSON and an unknown schema', async () => {
    const missing = await cli('assess', '--evidence', 'nope.json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.json/);
    expect(missing.stderr).not.toMatch(/\n\s+at /);

    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'bad.json'),
      '{\n  "schema": "agentverity.evidence/v2",\n  "cases": [\n',
    );
    const bad = await cli('assess', '--evidence', path.join(dir, 'bad.json'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bad\.json/);
    expect(bad.stderr).toMatch(/bad\.json:4:1/);

    writeFileSync(
      path.join(dir, 'future.json'),
      JSON.stringify({ schema: 'agentverity-action/evidence@9', cases: [] }),
    );
    const future = await cli('assess', '--evidence', path.join(dir, 'future.json'));
    expect(future.code).toBe(2);
    expect(future.stderr).toMatch(/evidence@9/);
  });

  it('exit 2 for an undecided pooled meter', async () => {
    const dir = tempDir();
    const cases = Array.from({ length: 6 }, (_, i) => ({
      input: `q${i}`,
      observations: Array(12).fill(`r${i}`),
    }));
    writeFileSync(
      path.join(dir, 'e.json'),
      JSON.stringify({ schema: 'agentverity.evidence/v2', cases }),
    );
    const r = await cli('assess', '--evidence', path.join(dir, 'e.json'));
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^NO ANSWER YET/);
    expect(r.stdout).toContain('37 more pairs');
  });
});

describe('usage errors exit 2, not 1', () => {
  it.each([
    [['assess']],
    [['assess', '--evidence', 'x.json', '--bogus']],
    [['assess', '--evidence', 'x.json', '--epsilon', '1.5']],
    [['assess', '--evidence', 'x.json', '--format', 'yaml']],
    [['assess', '--evidence', 'x.json', '--precision', 'extreme']],
    [['frobnicate']],
    [[]],
    [['plan']],
    [['plan', '--observed', '5/3']],
  ])('%j', async (argv) => {
    const r = await cli(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr.length).toBeGreaterThan(0);
  });

  it('refuses --epsilon together with --precision', async () => {
    const r = await cli(
      'assess',
      '--evidence',
      'examples/evidence/router.json',
      '--epsilon',
      '0.1',
      '--precision',
      'cheap',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--epsilon.*cannot be used with.*--precision/);
  });

  it('--help and --version exit 0', async () => {
    expect((await cli('--help')).code).toBe(0);
    const v = await cli('--version');
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^agentverity \d+\.\d+\.\d+/);
  });
});

describe('agentverity plan', () => {
  it('--observed 4/73 at 5% with a maximum of 201: earliest 202, 129 more, not reachable', async () => {
    const r = await cli(
      'plan',
      '--observed',
      '4/73',
      '--epsilon',
      '0.05',
      '--max-pairs',
      '201',
      '--format',
      'json',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).bestCase).toEqual({
      totalPairs: 202,
      additionalPairs: 129,
      reachable: false,
    });
    const text = await cli('plan', '--observed', '4/73', '--epsilon', '0.05', '--max-pairs', '201');
    expect(text.stdout).toContain('202 pairs (129 more): not reachable within the maximum of 201');
  });

  it('--observed 0/36 at 5%: 73 pairs, 37 more', async () => {
    const r = await cli('plan', '--observed', '0/36', '--format', 'json');
    expect(JSON.parse(r.stdout).bestCase).toMatchObject({ totalPairs: 73, additionalPairs: 37 });
  });

  it('--suite plans per route with targets: 146 / 762 / 146 = 1054 against uniform 2286', async () => {
    const r = await cli(
      'plan',
      '--suite',
      'examples/suites/route-targets.json',
      '--format',
      'json',
    );
    expect(r.code).toBe(0);
    const plan = JSON.parse(r.stdout);
    expect(plan.routes.map((p: { calls: number }) => p.calls)).toEqual([146, 762, 146]);
    expect(plan).toMatchObject({ totalCalls: 1054, uniformCalls: 2286, savedCalls: 1232 });
    const text = await cli('plan', '--suite', 'examples/suites/route-targets.json');
    expect(text.stdout).toContain('saves 1232');
  });

  it('an unreadable suite is exit 2 with a message, never a crash', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 's.json'), '{"schema": "agentverity.decision-suite/v1"}');
    const r = await cli('plan', '--suite', path.join(dir, 's.json'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/contract/);
  });
});

describe('writing reports', () => {
  it('creates missing folders and refuses an impossible path with exit 2', async () => {
    const { writeReportFile } = await import('../../src/cli/io.js');
    const dir = tempDir();
    const nested = path.join(dir, 'a', 'b', 'report.json');
    writeReportFile(nested, '{}\n');
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(nested, 'utf8')).toBe('{}\n');
    writeFileSync(path.join(dir, 'file'), 'x');
    expect(() => writeReportFile(path.join(dir, 'file', 'report.json'), '{}')).toThrow(
      /file\/report\.json: cannot write the report: a part of the path is a file/,
    );
    expect(() => writeReportFile(dir, '{}')).toThrow(/it is a folder/);
  });
});
