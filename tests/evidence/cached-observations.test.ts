// Issue 29, item 6: rows served from the evaluation tool's cache are kept in the
// evidence, per observation (`cached: true`), apart from every series. A recompute
// from the saved evidence (evidence@1 and @2, streamed or whole) keeps them out of
// the fresh repeats, counts them in every report and admits no baseline from them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/assess/index.js';
import { admit } from '../../src/core/admission/index.js';
import type { Evidence } from '../../src/core/assess/model.js';
import {
  buildEvidenceFile,
  EVIDENCE_FORMAT,
  EVIDENCE_FORMAT_V2,
  evidenceDigest,
  parseEvidenceFile,
  readSuite,
  serialiseEvidenceFile,
  streamEvidenceFile,
  type EvidenceFileMeta,
} from '../../src/evidence/index.js';
import { evidenceFromPromptfoo } from '../../src/importers/index.js';
import { cli, tempDir } from '../helpers/cli.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/importers/promptfoo/${name}`, import.meta.url));
const SUITE_FILE = fixture('suite.json');
const suite = await readSuite(SUITE_FILE);
const A = 'My card was charged twice for the same order.';
const META: EvidenceFileMeta = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  createdAt: '2026-12-02T05:00:00.000Z',
  settings: {},
  suiteDigest: null,
};

type Rows = { results: { results: { response: Record<string, unknown> }[] } };

/** The promptfoo fixture with `n` rows of the second input marked as served from the cache. */
function imported(n: number): Evidence {
  const rows = JSON.parse(readFileSync(fixture('normal.json'), 'utf8')) as Rows;
  const b = rows.results.results.filter(
    (r) => (r as unknown as { vars: { ticket: string } }).vars.ticket !== A,
  );
  for (let i = 0; i < n; i++)
    (b[i] as { response: Record<string, unknown> }).response['cached'] = true;
  return evidenceFromPromptfoo(rows, suite, {}, 'cached.json');
}

describe('cached rows in our evidence', () => {
  const evidence = imported(2);
  const direct = assess(evidence, suite, { epsilon: 0.05 });

  it('the importer keeps them per case, apart from the series, marked cached', () => {
    const kept = evidence.cases.flatMap((c) => c.cached ?? []);
    expect(kept).toHaveLength(2);
    expect(kept.every((o) => o.cached === true)).toBe(true);
    expect(evidence.cases.flatMap((c) => c.observations).some((o) => o.cached === true)).toBe(
      false,
    );
    expect(evidence.provenance['cached_replays']).toBeUndefined();
    expect(direct.cachedReplays).toBe(2);
  });

  it.each([EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2] as const)(
    'writes them as %s and reads them back: the same evidence, digest, count and verdict',
    (format) => {
      const stream = streamEvidenceFile(evidence, META, format);
      const text = [...stream.chunks].join('');
      if (format === EVIDENCE_FORMAT) {
        expect(text.match(/"cached": true/g)).toHaveLength(2);
        expect(text).toBe(serialiseEvidenceFile(buildEvidenceFile(evidence, META)));
      } else {
        expect(text).toContain('"cached": true');
      }
      const back = parseEvidenceFile(JSON.parse(text), 'evidence.json');
      expect(back.evidence.cases).toEqual(evidence.cases);
      expect(stream.digest()).toBe(evidenceDigest(back.file));
      const again = assess(back.evidence, suite, { epsilon: 0.05 });
      expect(again.cachedReplays).toBe(2);
      expect(again.status).toBe(direct.status);
      expect(again.meter).toEqual(direct.meter);
      expect(admit(again, back.evidence, { approved: true })).toEqual(
        admit(direct, evidence, { approved: true }),
      );
    },
  );

  it('a cached row is never a repeat: the fresh series is what the evidence had without it', () => {
    const stream = streamEvidenceFile(evidence, META);
    const back = parseEvidenceFile(JSON.parse([...stream.chunks].join('')), 'evidence.json');
    const fresh = imported(0);
    const pairsOf = (e: Evidence) => e.cases.map((c) => c.observations.length);
    expect(pairsOf(back.evidence)).toEqual(
      fresh.cases.map((c, i) => c.observations.length - (evidence.cases[i]?.cached?.length ?? 0)),
    );
  });

  it('assess --evidence of the saved file gives the same cached count and verdict as the import', async () => {
    const file = path.join(tempDir(), 'evidence.json');
    writeFileSync(file, serialiseEvidenceFile(buildEvidenceFile(evidence, META)));
    const fromFile = await cli(
      'assess',
      '--evidence',
      file,
      '--suite',
      SUITE_FILE,
      '--format',
      'json',
    );
    const fromImport = await cli(
      'assess',
      '--promptfoo',
      fixture('normal.json'),
      '--suite',
      SUITE_FILE,
      '--format',
      'json',
    );
    expect(fromFile.stderr).not.toMatch(/\n\s+at /);
    const report = JSON.parse(fromFile.stdout) as {
      status: string;
      exitCode: number;
      caveats: string[];
    };
    expect(report.status).toBe(direct.status);
    expect(fromFile.code).toBe(direct.exitCode);
    expect(
      report.caveats.some((c) => /^2 rows served from the evaluation tool's cache/.test(c)),
    ).toBe(true);
    // The fresh import of the same export says nothing of a cache.
    expect(fromImport.stdout).not.toMatch(/served from the evaluation tool's cache/);
    const text = await cli('assess', '--evidence', file, '--suite', SUITE_FILE);
    expect(text.stdout).toMatch(/2 rows served from the evaluation tool's cache/);
  });

  it('reads evidence written before: provenance.cached_replays still counts', () => {
    const old: Evidence = {
      ...imported(0),
      provenance: { harness: 'promptfoo', cached_replays: 3 },
    };
    const back = parseEvidenceFile(
      JSON.parse(serialiseEvidenceFile(buildEvidenceFile(old, META))),
      'old.json',
    );
    expect(assess(back.evidence, suite, { epsilon: 0.05 }).cachedReplays).toBe(3);
  });

  it('refuses a cached field that is not true', () => {
    const file = JSON.parse(serialiseEvidenceFile(buildEvidenceFile(evidence, META))) as {
      cases: { observations: Record<string, unknown>[] }[];
    };
    const o = file.cases[0]?.observations[0];
    if (o !== undefined) o['cached'] = false;
    expect(() => parseEvidenceFile(file, 'bad.json')).toThrow(/cached/);
  });
});
