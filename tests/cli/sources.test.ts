import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEvidence } from '../../src/cli/sources.js';
import { digestOfEvidence } from '../../src/evidence/index.js';
import type { Evidence } from '../../src/core/assess/model.js';
import { inputFingerprint as fp } from '../../src/core/fingerprint.js';
import { buildEvidenceFile, evidenceDigest, readEvidence } from '../../src/evidence/index.js';
import { cli, tempDir, ROOT } from '../helpers/cli.js';

const F = 'tests/fixtures/importers';
const report = (stdout: string): Record<string, unknown> =>
  JSON.parse(stdout) as Record<string, unknown>;

function referenceFile(dir: string, name: string, observations: string[], extra = {}): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    JSON.stringify({
      schema: 'agentverity.evidence/v2',
      isolation: 'unknown',
      cases: [{ input: 'q', observations }],
      ...extra,
    }),
  );
  return file;
}

describe('assess sources: importers on the command line', () => {
  it('reads a promptfoo export against its suite and gives the seed table', async () => {
    const run = await cli(
      'assess',
      '--promptfoo',
      `${F}/promptfoo/payment-export.json`,
      '--suite',
      `${F}/promptfoo/payment-suite.json`,
      '--format',
      'json',
    );
    expect(run.stderr).toBe('');
    const r = report(run.stdout);
    expect(r['status']).toBe('stochastic');
    expect(r['isolation']).toBe('unknown');
    expect((r['caveats'] as string[]).some((c) => c.includes('isolated'))).toBe(true);
    const routes = r['routes'] as { decision: string; pairs: number; flips: number }[];
    expect(routes.find((x) => x.decision === 'card_security')).toMatchObject({
      pairs: 13,
      flips: 8,
    });
  });

  it('reads JSONL with --isolation carried into the report', async () => {
    const run = await cli(
      'assess',
      '--jsonl',
      `${F}/jsonl/normal.jsonl`,
      '--isolation',
      'shared-session',
      '--format',
      'json',
    );
    const r = report(run.stdout);
    expect(r['isolation']).toBe('shared-session');
    expect((r['caveats'] as string[]).join(' ')).toContain('not independent');
    expect((r['meter'] as { pairs: number }).pairs).toBe(2);
  });

  it('reads an Inspect .eval log with --score', async () => {
    const run = await cli(
      'assess',
      '--inspect',
      `${F}/inspect/routing.eval`,
      '--score',
      'match',
      '--format',
      'json',
    );
    expect(run.stderr).toBe('');
    expect((report(run.stdout)['meter'] as { flips: number }).flips).toBe(1);
  });

  it.each([
    [['assess'], '--jsonl FILE'],
    [['assess', '--promptfoo', `${F}/promptfoo/normal.json`], 'give --suite SUITE'],
    [
      [
        'assess',
        '--evidence',
        'tests/fixtures/evidence/ours-minimal.json',
        '--isolation',
        'fresh-session',
      ],
      'records its own isolation',
    ],
    [
      ['assess', '--jsonl', `${F}/jsonl/normal.jsonl`, '--provider', 'x'],
      '--provider: does not apply to --jsonl',
    ],
    [
      ['assess', '--evidence', 'tests/fixtures/evidence/ours-minimal.json', '--input-path', 'x'],
      '--input-path: applies only to imported runs',
    ],
    [
      ['assess', '--jsonl', `${F}/jsonl/normal.jsonl`, '--inspect', `${F}/inspect/routing.eval`],
      'one kind of run at a time',
    ],
    [
      ['assess', '--evidence', 'tests/fixtures/evidence/none-*.json'],
      'no file matches the pattern "tests/fixtures/evidence/none-*.json"',
    ],
    [['assess', '--jsonl', `${F}/jsonl/normal.jsonl`, `${F}/jsonl/normal.jsonl`], 'named twice'],
    [['assess', '--jsonl', `${F}/jsonl/truncated.jsonl`], 'truncated.jsonl:3: not valid JSON'],
  ])('refuses %j with exit 2 and one clear line', async (argv, message) => {
    const run = await cli(...argv);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('assess sources: merging several files', () => {
  it('expands a glob in sorted order and concatenates observations before pairing', async () => {
    const dir = tempDir();
    referenceFile(dir, 'b.json', ['y', 'y']);
    referenceFile(dir, 'a.json', ['x', 'y', 'x']);
    const loaded = await loadEvidence(
      { evidence: [path.join(dir, '*.json')] },
      {
        stdout: () => undefined,
        stderr: () => undefined,
        cwd: ROOT,
        writeFile: () => undefined,
        env: {},
        stdoutIsTTY: false,
        stderrIsTTY: false,
      },
    );
    expect(loaded.sources.map((s) => path.basename(s))).toEqual(['a.json', 'b.json']);
    // (x,y) (x,y) (y): pairs are formed after the concatenation.
    expect(loaded.evidence.cases[0]?.observations.map((o) => o.decision)).toEqual([
      'x',
      'y',
      'x',
      'y',
      'y',
    ]);
    const run = await cli('assess', '--evidence', path.join(dir, '*.json'), '--format', 'json');
    expect(report(run.stdout)['meter'] as { pairs: number; flips: number }).toMatchObject({
      pairs: 2,
      flips: 2,
    });
  });

  it('merges an import with evidence files when isolation agrees, and refuses when it does not', async () => {
    const dir = tempDir();
    const ev = referenceFile(dir, 'e.json', ['refund', 'refund'], { isolation: 'fresh-session' });
    const jsonl = path.join(dir, 'runs.jsonl');
    writeFileSync(jsonl, '{"input":"q","decision":"other"}\n{"input":"q","decision":"other"}\n');
    const ok = await cli(
      'assess',
      '--evidence',
      ev,
      '--jsonl',
      jsonl,
      '--isolation',
      'fresh-session',
      '--format',
      'json',
    );
    expect(ok.stderr).toBe('');
    expect((report(ok.stdout)['meter'] as { pairs: number }).pairs).toBe(2);
    const bad = await cli('assess', '--evidence', ev, '--jsonl', jsonl);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('different isolation');
  });

  it('refuses a different expected decision for the same input in two files', async () => {
    const dir = tempDir();
    referenceFile(dir, 'a.json', ['x', 'x'], {
      cases: [{ input: 'q', expected: 'x', observations: ['x', 'x'] }],
    });
    referenceFile(dir, 'b.json', ['x', 'x'], {
      cases: [{ input: 'q', expected: 'y', observations: ['x', 'x'] }],
    });
    const run = await cli(
      'assess',
      '--evidence',
      path.join(dir, 'a.json'),
      path.join(dir, 'b.json'),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('different expected decisions');
  });
});

describe('the evidence digest of loaded evidence', () => {
  it('equals the digest of our evidence file built from it', async () => {
    const shared = { decision: 'a' };
    const evidence: Evidence = {
      layer: 'verdict',
      isolation: 'fresh-instance',
      provenance: { harness: 'x' },
      complete: true,
      relations: [{ name: 'n', type: 'invariant' }],
      cases: [
        {
          input: 'q',
          fingerprint: fp('q'),
          expected: 'a',
          errors: 1,
          observations: [
            shared,
            shared,
            { decision: { noDecision: 'refused' }, text: 'no', ms: 12 },
            { error: 'boom' },
          ],
          relations: [
            {
              name: 'n',
              type: 'invariant',
              followupFingerprint: fp('Q'),
              changed: true,
              observation: { decision: 'a', tools: ['t'] },
              outcome: 'held',
            },
          ],
        },
        { fingerprint: fp('r'), observations: [{ tools: ['x', 'y'] }, { text: 'é "quoted"' }] },
      ],
    };
    for (const settings of [{}, { epsilon: 0.05, nested: { b: 1, a: [2] } }]) {
      const expected = evidenceDigest(
        buildEvidenceFile(evidence, {
          tool: { name: 't', version: '1' },
          createdAt: '',
          settings,
          suiteDigest: null,
        }),
      );
      expect(digestOfEvidence(evidence, settings)).toBe(expected);
    }
    const read = await readEvidence(path.join(ROOT, 'tests/fixtures/evidence/ours-minimal.json'));
    expect(digestOfEvidence(read.evidence, read.file?.settings ?? {})).toBe(
      evidenceDigest(
        buildEvidenceFile(read.evidence, {
          tool: { name: 't', version: '1' },
          createdAt: '',
          settings: read.file?.settings ?? {},
          suiteDigest: null,
        }),
      ),
    );
  });
});
