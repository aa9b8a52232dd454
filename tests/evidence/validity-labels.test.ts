import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkLabels,
  parseValidityLabels,
  readValidityLabels,
} from '../../src/evidence/validity-labels.js';
import { asyncRefusalOf, refusalOf } from './helpers.js';

const F = 'labels.jsonl';
const jsonl = (...values: unknown[]): string => values.map((v) => JSON.stringify(v)).join('\n');
const label = (c: string, extra: Record<string, unknown> = {}) => ({
  case: c,
  transform: 'injected',
  valid: true,
  ...extra,
});

describe('parseValidityLabels', () => {
  it('reads each label, with and without a labeler, skipping blank lines', () => {
    const labels = parseValidityLabels(
      `\uFEFF${jsonl(label('a~injected', { labeler: 'ana' }), label('a~injected', { labeler: 'bo', valid: false }))}\r\n\n${jsonl(label('b~injected'))}\n`,
      F,
    );
    expect(labels).toEqual([
      { case: 'a~injected', transform: 'injected', valid: true, labeler: 'ana' },
      { case: 'a~injected', transform: 'injected', valid: false, labeler: 'bo' },
      { case: 'b~injected', transform: 'injected', valid: true },
    ]);
    expect(parseValidityLabels('', F)).toEqual([]);
  });

  it('refuses a label whose case is not derived by its transform', () => {
    const r = refusalOf(() => parseValidityLabels(jsonl(label('a~other')), F));
    expect(r.code).toBe('labels.invalid');
    expect(r.where).toBe('labels.jsonl:1: case');
    expect(r.reason).toContain('expected <case id>~injected');
    expect(refusalOf(() => parseValidityLabels(jsonl(label('~injected')), F)).where).toBe(
      'labels.jsonl:1: case',
    );
  });

  it('refuses unknown keys, wrong types, missing keys and bad JSON at their line', () => {
    const u = refusalOf(() =>
      parseValidityLabels(jsonl(label('a~injected'), label('b~injected', { ok: 1 })), F),
    );
    expect([u.code, u.where]).toEqual(['labels.invalid', 'labels.jsonl:2: ok']);
    expect(u.reason).toBe('unknown key "ok"; expected one of case, transform, valid, labeler');
    const v = refusalOf(() => parseValidityLabels(jsonl(label('a~injected', { valid: 'yes' })), F));
    expect([v.where, v.reason]).toEqual([
      'labels.jsonl:1: valid',
      'expected true or false, found a string',
    ]);
    const m = refusalOf(() => parseValidityLabels(jsonl({ case: 'a~injected', valid: true }), F));
    expect([m.where, m.reason]).toEqual(['labels.jsonl:1: transform', 'missing (required)']);
    const b = refusalOf(() => parseValidityLabels(jsonl(label('a~injected', { labeler: ' ' })), F));
    expect(b.where).toBe('labels.jsonl:1: labeler');
    const s = refusalOf(() =>
      parseValidityLabels(`${jsonl(label('a~injected'))}\n{"case": }\n`, F),
    );
    expect([s.code, s.where]).toEqual(['json.syntax', 'labels.jsonl:2:10']);
    const n = refusalOf(() => parseValidityLabels('[1]\n', F));
    expect([n.code, n.where]).toEqual(['labels.invalid', 'labels.jsonl:1']);
  });

  it('refuses one labeler labelling a case twice, and two unnamed labels of one case', () => {
    const r = refusalOf(() =>
      parseValidityLabels(
        jsonl(
          label('a~injected', { labeler: 'ana' }),
          label('a~injected', { labeler: 'ana', valid: false }),
        ),
        F,
      ),
    );
    expect([r.code, r.where]).toEqual(['labels.duplicate', 'labels.jsonl:2']);
    expect(r.reason).toContain('line 1 too');
    expect(
      refusalOf(() => parseValidityLabels(jsonl(label('a~injected'), label('a~injected')), F)).code,
    ).toBe('labels.duplicate');
  });
});

describe('checkLabels', () => {
  it('passes labels of derived cases and refuses one of no derived case, at its line', () => {
    const labels = parseValidityLabels(jsonl(label('a~injected'), label('zz~injected')), F);
    expect(() => checkLabels(labels.slice(0, 1), ['a~injected', 'b~injected'])).not.toThrow();
    const r = refusalOf(() => checkLabels(labels, new Set(['a~injected'])));
    expect(r.code).toBe('labels.unknown-case');
    expect(r.where).toBe('labels.jsonl:2: case');
    expect(r.reason).toContain('is there a case "zz"');
  });

  it('names a label made in memory by its index', () => {
    const r = refusalOf(() => checkLabels([{ case: 'x~t', transform: 't', valid: true }], []));
    expect(r.where).toBe('labels[0]: case');
  });
});

describe('readValidityLabels', () => {
  it('reads a file and names it in refusals', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'av-labels-'));
    const file = path.join(dir, 'labels.jsonl');
    await writeFile(file, `${jsonl(label('a~injected'))}\n`, 'utf8');
    expect(await readValidityLabels(file)).toHaveLength(1);
    await writeFile(file, `${jsonl(label('a~injected', { valid: 1 }))}\n`, 'utf8');
    expect((await asyncRefusalOf(() => readValidityLabels(file))).where).toBe(`${file}:1: valid`);
  });
});
