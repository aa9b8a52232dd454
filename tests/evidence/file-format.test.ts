// One check of a file's format name and version for every file we own
// (src/evidence/file-format.ts): the same rule and words through each reader,
// with each reader's own codes.
import { describe, expect, it } from 'vitest';
import {
  parseBaseline,
  parseBenchEvidence,
  parseCasesEvidence,
  parseEvidenceFile,
} from '../../src/evidence/index.js';
import { refusalOf } from '../helpers/refusal.js';

const READERS = [
  {
    name: 'evidence',
    parse: (v: unknown) => parseEvidenceFile(v, 'f.json'),
    prefix: 'agentverity-action/evidence@',
    reads: 'agentverity-action/evidence@1 and agentverity-action/evidence@2',
    codes: ['evidence.format', 'evidence.version'],
  },
  {
    name: 'bench evidence',
    parse: (v: unknown) => parseBenchEvidence(v, 'f.json'),
    prefix: 'agentverity-action/bench-evidence@',
    reads: 'agentverity-action/bench-evidence@1',
    codes: ['bench.evidence-format', 'bench.evidence-version'],
  },
  {
    name: 'cases evidence',
    parse: (v: unknown) => parseCasesEvidence(v, 'f.json'),
    prefix: 'agentverity-action/cases-evidence@',
    reads: 'agentverity-action/cases-evidence@1',
    codes: ['cases.evidence-format', 'cases.evidence-version'],
  },
  {
    name: 'baseline',
    parse: (v: unknown) => parseBaseline(v, 'f.json'),
    prefix: 'agentverity-action/baseline@',
    reads: 'agentverity-action/baseline@1',
    codes: ['baseline.format', 'baseline.version'],
  },
] as const;

describe.each(READERS)('the $name reader', ({ name, parse, prefix, reads, codes }) => {
  const [formatCode, versionCode] = codes;
  const first = reads.split(' and ')[0];

  it('refuses a value that is no object, asking for its schema', () => {
    const r = refusalOf(() => parse(['x']));
    expect([r.code, r.where, r.reason]).toEqual([
      formatCode,
      'f.json',
      `expected a JSON object with "schema": "${first}", found a list`,
    ]);
  });

  it('refuses no schema and another schema alike', () => {
    const missing = refusalOf(() => parse({}));
    expect([missing.code, missing.where, missing.reason]).toEqual([
      formatCode,
      'f.json: schema',
      `missing; expected "${first}"`,
    ]);
    const other = refusalOf(() => parse({ schema: 'promptfoo' }));
    expect([other.code, other.reason]).toEqual([
      formatCode,
      `expected "${first}", found "promptfoo"`,
    ]);
  });

  it('says a newer tool wrote a higher version, an older one a lower', () => {
    const newer = refusalOf(() => parse({ schema: `${prefix}9` }));
    expect([newer.code, newer.where, newer.reason]).toEqual([
      versionCode,
      'f.json: schema',
      `"${prefix}9" (${name} format version "9") is not supported; this build reads ${reads} (a newer agentverity-action may have written the file)`,
    ]);
    const older = refusalOf(() => parse({ schema: `${prefix}0` }));
    expect(older.code).toBe(versionCode);
    expect(older.reason).toMatch(
      /\(an older agentverity-action wrote the file: read it with that version\)$/,
    );
  });

  it('refuses a version that is no number, and any version not read, by the version code', () => {
    const odd = refusalOf(() => parse({ schema: `${prefix}beta` }));
    expect([odd.code, odd.reason]).toEqual([
      versionCode,
      `"${prefix}beta" (${name} format version "beta") is not supported; this build reads ${reads}`,
    ]);
    expect(refusalOf(() => parse({ schema: `${prefix}1.5` })).code).toBe(versionCode);
  });

  it('keeps the message short whatever the schema holds', () => {
    const r = refusalOf(() => parse({ schema: `${prefix}${'9'.repeat(100_000)}` }));
    expect(r.code).toBe(versionCode);
    expect(r.message.length).toBeLessThan(400);
  });
});

describe('a foreign format a reader knows', () => {
  it('is refused by that reader in its own words (the reference snapshot as a baseline)', () => {
    const r = refusalOf(() => parseBaseline({ schema: 'agentverity.snapshot/v4' }, 'f.json'));
    expect(r.code).toBe('baseline.reference-snapshot');
    // Any other reader calls it only another format.
    expect(refusalOf(() => parseBenchEvidence({ schema: 'agentverity.snapshot/v4' })).code).toBe(
      'bench.evidence-format',
    );
  });
});
