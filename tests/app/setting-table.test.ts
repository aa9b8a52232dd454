// The settings table (src/app/setting-table.ts) against what derives from it or
// must agree with it: the commander program (which command defines which flag),
// action.yml's inputs and their order, the Action's input list, and the README's
// inputs table (each row's default and doc). A drift in any of them fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  GATE_COMMANDS,
  SETTING_TABLE,
  settingRowOf,
  type SettingRow,
} from '../../src/app/setting-table.js';
import { DEFAULT_EARLY_REJECTION, IMPORT_KINDS, SETTING_KEYS } from '../../src/app/settings.js';
import { buildProgram } from '../../src/cli/program.js';
import { flagOf, helpOf, settingOptions } from '../../src/cli/settings.js';
import { inputOf, keyOf, SETTING_INPUT_KEYS } from '../../src/github/input-names.js';
import { ROOT } from '../helpers/cli.js';

const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');

const program = buildProgram({
  io: {
    stdout: () => {},
    stderr: () => {},
    cwd: ROOT,
    writeFile: () => {},
    env: {},
    stdoutIsTTY: false,
    stderrIsTTY: false,
  },
  setCode: () => {},
});
const commandOf = (name: string): Command => {
  const found = program.commands.find((c) => c.name() === name);
  if (found === undefined) throw new Error(`no command ${name}`);
  return found;
};

/** The README's inputs table: input → [default cell, what cell]. */
function readmeRows(text: string): Map<string, [string, string]> {
  const rows = new Map<string, [string, string]>();
  for (const line of text.split('\n')) {
    const m = /^\| `([a-z0-9-]+)`\s*\|(.*?)\|(.*)\|\s*$/.exec(line);
    if (m !== null) rows.set(m[1] ?? '', [(m[2] ?? '').trim(), (m[3] ?? '').trim()]);
  }
  return rows;
}

/** The rows whose README line disagrees with the table (the importers' rows live in docs/importers.md). */
function readmeDrift(table: readonly SettingRow[], text: string): string[] {
  const rows = readmeRows(text);
  const drift: string[] = [];
  for (const row of table) {
    if (row.input === null || (IMPORT_KINDS as readonly string[]).includes(row.key)) continue;
    const got = rows.get(row.input);
    if (got === undefined) drift.push(`${row.input}: no README row`);
    else if (got[0] !== (row.shownDefault ?? '')) drift.push(`${row.input}: default ${got[0]}`);
    else if (got[1] !== row.doc) drift.push(`${row.input}: doc ${got[1]}`);
  }
  return drift;
}

describe('the settings table', () => {
  it('declares every setting once, in SETTING_KEYS order', () => {
    const keys = SETTING_TABLE.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SETTING_KEYS).toEqual(keys);
    for (const kind of IMPORT_KINDS) expect(keys).toContain(kind);
  });

  it("types each setting as the CLI's option reads it", () => {
    for (const row of SETTING_TABLE) {
      const option = commandOf(row.commands[0] ?? 'run').options.find(
        (o) => o.attributeName() === row.key && o.long === row.flag,
      );
      expect(option, row.key).toBeDefined();
      const takesValue = option?.required === true || option?.optional === true;
      // A switch takes no value; every other setting does, and its row names the placeholder.
      expect(takesValue, row.key).toBe(!row.type.startsWith('switch'));
      expect(row.arg !== undefined, row.key).toBe(!row.type.startsWith('switch'));
      if (row.type === 'lines')
        expect(option?.variadic === true || option?.parseArg !== undefined, row.key).toBe(true);
    }
    expect(settingRowOf('earlyRejection')?.type).toBe(
      DEFAULT_EARLY_REJECTION ? 'switch-on' : 'switch-off',
    );
  });

  it('names each flag and input for both shells', () => {
    for (const row of SETTING_TABLE) {
      expect(flagOf(row.key)).toBe(row.flag);
      if (row.input !== null) {
        expect(inputOf(row.key)).toBe(row.input);
        expect(keyOf(row.input)).toBe(row.key);
      }
    }
    expect(flagOf('meter')).toBe('--no-meter');
    expect(inputOf('header')).toBe('headers');
    // Keys of no gate setting follow the rule.
    expect(flagOf('passK')).toBe('--pass-k');
    expect(inputOf('failIfWorse')).toBe('fail-if-worse');
  });

  it.each(GATE_COMMANDS.map((c) => [c]))(
    'says which settings `%s` takes, as the commander program defines them',
    (name) => {
      const command = commandOf(name);
      const declared = SETTING_TABLE.filter((r) => r.commands.includes(name)).map((r) => r.key);
      const defined = command.options
        .map((o) => o.attributeName())
        .filter((a) => (SETTING_KEYS as readonly string[]).includes(a));
      expect([...new Set(defined)].sort()).toEqual([...declared].sort());
      const longs = command.options.map((o) => o.long);
      for (const key of declared)
        expect(longs, `${name} ${key}`).toContain(settingRowOf(key)?.flag);
    },
  );

  it.each(GATE_COMMANDS.map((c) => [c]))(
    "builds `%s`'s setting flags from the table: placeholder, help, choices, repeats",
    (name) => {
      const command = commandOf(name);
      for (const row of SETTING_TABLE.filter((r) => r.commands.includes(name))) {
        const option = command.options.find((o) => o.long === row.flag);
        expect(option?.flags, row.key).toBe(
          row.type.startsWith('switch') ? row.flag : `${row.flag} ${row.arg ?? ''}`,
        );
        expect(option?.description, row.key).toBe(helpOf(row, name));
        expect(option?.description.startsWith(row.helpOn?.[name] ?? row.help), row.key).toBe(true);
        for (const choice of row.choices ?? [])
          expect(option?.description, row.key).toContain(`"${choice}"`);
        // Choices are the settings check's (coded, as in the Action), not commander's.
        expect(option?.argChoices, row.key).toBeUndefined();
        if (row.opposite !== undefined) {
          const other = command.options.find(
            (o) => o.attributeName() === row.key && o.long !== row.flag,
          );
          expect(other?.description, row.key).toBe(row.opposite);
        }
      }
    },
  );

  it('puts a new row on every command it names, with no CLI edit', () => {
    const scratch: SettingRow = {
      key: 'scratchSetting' as SettingRow['key'],
      type: 'lines',
      flag: '--scratch-setting',
      input: 'scratch-setting',
      commands: ['assess', 'plan'],
      shownDefault: null,
      doc: 'a setting that is not there',
      arg: '<file>',
      help: 'a scratch file (repeatable)',
    };
    const table = [...SETTING_TABLE, scratch];
    for (const name of GATE_COMMANDS) {
      const option = settingOptions(name, table).find((o) => o.long === '--scratch-setting');
      expect(option !== undefined, name).toBe(scratch.commands.includes(name));
      // `lines` with a single placeholder is repeated: each value is kept.
      if (option !== undefined) expect(option.parseArg?.('b', ['a'])).toEqual(['a', 'b']);
    }
  });

  it("gives each input an action.yml input, in action.yml's order, read by the Action", () => {
    const action = parse(read('action.yml')) as { inputs: Record<string, unknown> };
    const withInput = SETTING_TABLE.filter((r) => r.input !== null);
    expect([...SETTING_INPUT_KEYS].sort()).toEqual(withInput.map((r) => r.key).sort());
    const names = new Set(withInput.map((r) => r.input));
    const inActionOrder = Object.keys(action.inputs).filter((i) => names.has(i));
    expect(inActionOrder).toEqual(SETTING_INPUT_KEYS.map(inputOf));
  });

  it("agrees with the README's inputs table, row by row", () => {
    expect(readmeDrift(SETTING_TABLE, read('README.md'))).toEqual([]);
  });

  it('notices a README row that drifted (the check above can fail)', () => {
    const row = SETTING_TABLE.find((r) => r.key === 'k');
    expect(row).toBeDefined();
    if (row === undefined) return;
    const text = `| \`k\` | planned | ${row.doc} (changed) |\n`;
    expect(readmeDrift([row], text)).toEqual([`k: doc ${row.doc} (changed)`]);
    expect(readmeDrift([row], '')).toEqual(['k: no README row']);
  });
});
