// The `cases` command's setting flags come from the cases settings table
// (app/cases-setting-table.ts): one flag per row, named by the key's kebab case,
// with the row's placeholder and help, its value read by the row's value kind.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES_KEYS, CASES_SETTING_TABLE } from '../../src/app/cases-setting-table.js';
import { casesOptions } from '../../src/cli/settings.js';

describe('cases flags from the cases settings table', () => {
  const options = casesOptions();
  const byFlag = new Map(options.map((o) => [o.long, o]));

  it('one flag per row, in the table order, the opposite right after its row', () => {
    const expected = CASES_KEYS.flatMap((k) => {
      const flag = `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      return CASES_SETTING_TABLE[k].opposite === undefined
        ? [flag]
        : [flag, `--no-${flag.slice(2)}`];
    });
    expect(options.map((o) => o.long)).toEqual(expected);
    expect(expected).toContain('--system-command');
    expect(expected.slice(-2)).toEqual(['--replay-cache', '--no-replay-cache']);
  });

  it("each flag carries its row's placeholder and help", () => {
    for (const key of CASES_KEYS) {
      const row = CASES_SETTING_TABLE[key];
      const option = options.find((o) => o.attributeName() === key && !o.negate);
      expect(option?.flags.endsWith(` ${row.arg}`), key).toBe(true);
      expect(option?.description, key).toBe(row.help);
    }
    expect(byFlag.get('--no-replay-cache')?.description).toBe('make every replay afresh');
  });

  it('reads values by the row kind: runs at least 1, timeout a duration (none → 0), text as given', () => {
    const runs = byFlag.get('--runs');
    const timeout = byFlag.get('--timeout');
    expect(runs?.parseArg?.('3', undefined)).toBe(3);
    expect(() => runs?.parseArg?.('0', undefined)).toThrow('expected a whole number of at least 1');
    expect(timeout?.parseArg?.('2m', undefined)).toBe(120_000);
    expect(timeout?.parseArg?.('none', undefined)).toBe(0);
    expect(() => timeout?.parseArg?.('soon', undefined)).toThrow();
    expect(byFlag.get('--config')?.parseArg).toBeUndefined();
  });

  it('each row with an own Action input is an input of action.yml that says `mode: cases`', () => {
    // The rows without one share the gate's input (runs, timeout, evidence) or have
    // none (the Action places the cases evidence itself).
    const action = readFileSync(path.join(import.meta.dirname, '../../action.yml'), 'utf8');
    const own = CASES_KEYS.filter((k) => CASES_SETTING_TABLE[k].ownInput === true);
    expect(own.length).toBeGreaterThan(0);
    for (const key of own) {
      const input = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const at = action.search(new RegExp(`^  ${input}:`, 'm'));
      expect(at, `${input} is an input of action.yml`).toBeGreaterThan(-1);
      expect(action.slice(at).split('\n')[1], input).toContain('`mode: cases`');
    }
  });
});
