import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { IMPORT_KINDS, RECORDED_KINDS, SETTING_KEYS } from '../../src/app/settings.js';
import {
  BENCH_IMPORT_KEYS,
  BENCH_SETTING_KEYS,
  checkBenchSettings,
} from '../../src/app/bench-settings.js';
import { registerBench } from '../../src/cli/register/bench.js';
import type { CommandContext } from '../../src/cli/shared.js';
import { addSettingOptions } from '../../src/cli/settings.js';
import { BENCH_SHARED_KEYS } from '../../src/github/inputs-bench.js';
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
 * seed-file format `jsonl` of a live run, and the evidence reader's hint naming
 * the setting that reads a foreign file. (The bench's outcome imports come from
 * the registry too: each importer that reads them declares `bench`.)
 */
/** The importers this project ships, in the registry's order. */
const SHIPPED: readonly string[] = ['promptfoo', 'jsonl', 'inspect', 'deepeval', 'tau2'];

const OTHER_MEANINGS = new Set(['src/collect/seeds.ts', 'src/evidence/read.ts']);

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
    const command = addSettingOptions(new Command('assess'), 'assess');
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
    // The shipped importers, in their order (a new one may join anywhere: its own test covers it).
    expect(IMPORT_KINDS.filter((k) => SHIPPED.includes(k))).toEqual(SHIPPED);
  });

  it('gives every importer that declares bench a bench flag and input; the others are refused', () => {
    const program = new Command();
    registerBench(program, { io: {} as CommandContext['io'], setCode: () => undefined });
    const bench = program.commands.find((c) => c.name() === 'bench');
    const benchFlags = (name: string) =>
      bench?.commands.find((c) => c.name() === name)?.options.map((o) => o.long) ?? [];
    for (const importer of IMPORTERS) {
      const kind = importer.kind;
      const takes = importer.bench !== undefined;
      expect(BENCH_IMPORT_KEYS.includes(kind), kind).toBe(takes);
      expect(BENCH_SETTING_KEYS.includes(kind), kind).toBe(takes);
      expect(BENCH_SHARED_KEYS.has(kind), kind).toBe(takes);
      for (const name of ['test', 'compare']) {
        expect(benchFlags(name).includes(`--${kind}`), `${name} --${kind}`).toBe(takes);
      }
      const problems = checkBenchSettings('compare', { [kind]: ['runs.json'] });
      if (takes) expect(problems).toEqual([]);
      else
        expect(problems.map((p) => [p.code, p.setting])).toEqual([['settings.import-kind', kind]]);
    }
    expect(BENCH_IMPORT_KEYS.filter((k) => SHIPPED.includes(k))).toEqual(
      SHIPPED.filter((k) => k !== 'deepeval'),
    );
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
