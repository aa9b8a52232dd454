import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { IMPORT_KINDS, RECORDED_KINDS, SETTING_KEYS } from '../../src/app/settings.js';
import { addSourceOptions } from '../../src/cli/source-options.js';
import { SETTING_INPUT_KEYS } from '../../src/github/input-names.js';
import { IMPORTERS } from '../../src/importers/registry.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    return statSync(path.join(ROOT, rel)).isDirectory() ? filesUnder(rel) : [rel];
  });
}

/**
 * Files outside src/importers that may spell a kind for another meaning: the
 * bench's own outcome-import table (its `jsonl`/`promptfoo`/`inspect` read outcome
 * logs, with other settings; docs/adr/0009-importer-registry.md), the seed-file
 * format `jsonl` of a live run, and the evidence reader's hint naming the setting
 * that reads a foreign file.
 */
const OTHER_MEANINGS = new Set([
  'src/app/bench-run.ts',
  'src/github/inputs-bench.ts',
  'src/cli/register/bench.ts',
  'src/collect/seeds.ts',
  'src/evidence/read.ts',
]);

describe('the importer registry', () => {
  it('is the only place outside an importer’s folder that names a kind', () => {
    const offenders: string[] = [];
    for (const file of filesUnder('src')) {
      if (!file.endsWith('.ts') || file.startsWith(`src${path.sep}importers${path.sep}`)) continue;
      if (OTHER_MEANINGS.has(file.split(path.sep).join('/'))) continue;
      const text = read(file);
      for (const kind of IMPORT_KINDS) {
        // The kind as a string literal: 'jsonl', "jsonl" or `jsonl` (as in a message).
        const literal = new RegExp(`(['"\`])${kind}\\1`);
        if (literal.test(text)) offenders.push(`${file}: ${kind}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('fails on a kind named outside it (the check above can fail)', () => {
    const literal = new RegExp(`(['"\`])${IMPORT_KINDS[0]}\\1`);
    expect(literal.test(`case '${IMPORT_KINDS[0]}':`)).toBe(true);
    expect(literal.test(`'settings.${IMPORT_KINDS[0]}-suite'`)).toBe(false);
  });

  it('gives every kind a setting, a CLI flag, an Action input and a docs line', () => {
    const command = addSourceOptions(new Command('assess'));
    const flags = command.options.map((o) => o.long);
    const action = parse(read('action.yml')) as { inputs: Record<string, unknown> };
    const docs = read('docs/importers.md');
    for (const importer of IMPORTERS) {
      const kind = importer.kind;
      expect(SETTING_KEYS).toContain(kind);
      expect(RECORDED_KINDS).toContain(kind);
      expect(flags, kind).toContain(`--${kind}`);
      expect(SETTING_INPUT_KEYS).toContain(kind);
      expect(Object.keys(action.inputs), kind).toContain(kind);
      expect(docs, kind).toContain(`| \`${kind}\` |`);
      expect(importer.help.length).toBeGreaterThan(10);
    }
    expect(IMPORT_KINDS).toEqual(['promptfoo', 'jsonl', 'inspect', 'deepeval', 'tau2']);
  });

  it('loads no reader when the registry is read (each loads in its load)', () => {
    for (const file of filesUnder('src/importers')) {
      if (!file.endsWith('importer.ts') && !file.endsWith('registry.ts')) continue;
      const imports = [...read(file).matchAll(/^import (?!type).*from '([^']+)'/gm)].map(
        (m) => m[1],
      );
      for (const target of imports) {
        expect(target, file).toMatch(/(\/importer|\/detect|\/contract|core\/errors)\.js$/);
      }
    }
  });
});
