// The format table is the one list of report formats: every family renders each
// format in it, the CLI reads an --output's extension by it, and the docs list
// exactly its formats (a drift fails here).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatOfPath } from '../../src/cli/options.js';
import {
  BENCH_FORMATS,
  CASES_FORMATS,
  extensionOf,
  FORMAT_RENDERERS,
  GATE_FORMATS,
  REPORT_FORMAT_TABLE,
  REPORT_FORMATS,
} from '../../src/render/index.js';
import { ROOT } from '../helpers/cli.js';

const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');

describe('the report format table', () => {
  it('has one renderer per format in every family, and no other', () => {
    for (const family of [GATE_FORMATS, BENCH_FORMATS, CASES_FORMATS]) {
      expect(Object.keys(family)).toEqual([...REPORT_FORMATS]);
      for (const render of Object.values(family)) expect(typeof render).toBe('function');
    }
  });

  it("reads each family's table from the one renderer row per format", () => {
    expect(Object.keys(FORMAT_RENDERERS)).toEqual([...REPORT_FORMATS]);
    for (const format of REPORT_FORMATS) {
      const row = FORMAT_RENDERERS[format];
      expect(Object.keys(row).sort(), format).toEqual(['bench', 'cases', 'gate']);
      expect(BENCH_FORMATS[format], format).toBe(row.bench);
      expect(CASES_FORMATS[format], format).toBe(row.cases);
      expect(GATE_FORMATS[format], format).toBe(row.gate);
    }
  });

  it('names each format once and each extension once', () => {
    expect(new Set(REPORT_FORMATS).size).toBe(REPORT_FORMATS.length);
    const extensions = REPORT_FORMAT_TABLE.flatMap((f) => [...f.extensions]);
    expect(new Set(extensions).size).toBe(extensions.length);
    expect(extensionOf('junit')).toBe('.xml');
    expect(extensionOf('html')).toBe('.html');
  });

  it('reads an --output extension by the table', () => {
    for (const f of REPORT_FORMAT_TABLE) {
      for (const ext of f.extensions) {
        expect(formatOfPath(`out/report${ext.toUpperCase()}`, REPORT_FORMATS)).toBe(f.name);
      }
    }
    expect(formatOfPath('report', REPORT_FORMATS)).toBe('text');
    expect(formatOfPath('report.pdf', REPORT_FORMATS)).toBeNull();
  });
});

describe('the docs list the table', () => {
  it('docs/reports.md has one row per format with its extensions, in order', () => {
    const doc = read('docs/reports.md');
    const rows = [...doc.matchAll(/^\| `([a-z]+)` +\| ([^|]+?) +\| ([^|]+?) +\|$/gm)].map((m) => ({
      name: m[1],
      title: m[2],
      extensions: [...(m[3] as string).matchAll(/`([^`]+)`/g)].map((e) => e[1]),
    }));
    expect(rows).toEqual(
      REPORT_FORMAT_TABLE.map((f) => ({
        name: f.name,
        title: f.title,
        extensions: [...f.extensions],
      })),
    );
  });

  it('every `--format a|b|…` in the docs names exactly the table (the README lists it)', () => {
    const listed = REPORT_FORMATS.join('|');
    for (const file of ['README.md', 'docs/stateful.md', 'docs/bench.md']) {
      const lists = [...read(file).matchAll(/--format ((?:[a-z]+\|){2,}[a-z]+)/g)].map((m) => m[1]);
      if (file === 'README.md') expect(lists.length, file).toBeGreaterThan(0);
      for (const list of lists) expect(list, file).toBe(listed);
    }
  });

  it('the family docs point to the one list instead of copying it', () => {
    for (const file of ['docs/stateful.md', 'docs/bench.md']) {
      expect(read(file), file).toContain('(reports.md#formats)');
    }
  });

  it("the README names each format's first extension for an --output without --format", () => {
    const readme = read('README.md');
    const sentence = /writes the format its extension names\s+\(([^)]+)\)/.exec(readme)?.[1] ?? '';
    const named = [...sentence.matchAll(/`(\.[a-z]+)`/g)].map((m) => m[1]);
    expect(named).toEqual(REPORT_FORMAT_TABLE.map((f) => f.extensions[0]));
  });
});
