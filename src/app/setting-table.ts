// The one table of the gate's settings (issue 32 item 1): each setting declared
// once (its rows in setting-rows.ts) with its type, CLI flag and help, Action
// input, the CLI commands that take it, where it applies, its default as the docs
// show it and its one-line doc. Derived from it: SETTING_KEYS (settings.ts), the
// CLI's flag names and every gate command's setting flags (cli/settings.ts), the
// Action's input names and how each input is read (github/), the settings
// check's placement (check.ts), and the generated blocks of action.yml and the
// README (scripts/gen-settings.ts; tests/app/setting-table.test.ts fails on drift).
// The importers' file settings are rows made from the registry (its `help`).
import { IMPORTERS, type ImportKind } from '../importers/registry.js';
import { DECLARED } from './setting-rows.js';
import type { SettingKey } from './settings.js';

/** The CLI commands of the gate (bench and cases have their own settings). */
export const GATE_COMMANDS = [
  'run',
  'assess',
  'plan',
  'snapshot',
  'check',
  'compare-evidence',
] as const;
export type GateCommand = (typeof GATE_COMMANDS)[number];

/**
 * How a setting's value is written (a flag's argument, an input's text): `lines`
 * one value per line (a repeatable flag), `whole`/`number`/`duration`/`rate`/`cost`
 * parsed as such, `choice` one of its choices (checked by the settings check,
 * case-insensitive in the Action), `relations` names, a module or `none`,
 * `switch-on`/`switch-off` a switch on or off by default, `text` as given.
 */
export type SettingType =
  | 'text'
  | 'lines'
  | 'whole'
  | 'number'
  | 'duration'
  | 'rate'
  | 'cost'
  | 'choice'
  | 'relations'
  | 'switch-on'
  | 'switch-off';

/** One setting as the shells and the docs name it. */
export interface SettingRow {
  readonly key: SettingKey;
  readonly type: SettingType;
  /** The CLI flag: `--` + the kebab case of the key unless the row says (the negated switches). */
  readonly flag: string;
  /** The Action input: the kebab case of the key unless the row says; null when the Action has none. */
  readonly input: string | null;
  /** The CLI commands that define its flag. */
  readonly commands: readonly GateCommand[];
  /** Its default as the README's inputs table shows it; null when it has none to show. */
  readonly shownDefault: string | null;
  /** One line: what it is (the README's inputs table, for a setting with an input). */
  readonly doc: string;
  /** Its input's description in action.yml (a setting with an input has one). */
  readonly action?: string;
  /** Its values, for a `choice` (the CLI's flag offers them; the settings check holds to them). */
  readonly choices?: readonly string[];
  /** Where it applies, when not everywhere it is taken (the settings check's placement). */
  readonly appliesTo?: readonly SettingPlace[];
  /** It shapes the meter's repeats, so it means nothing with the meter left out. */
  readonly shapesMeter?: true;
  /** The CLI flag's value placeholder (`<file>`; `<files...>` takes several); none for a switch. */
  readonly arg?: string;
  /** The CLI help line, on every command that takes it but those `helpOn` names. */
  readonly help: string;
  /** The CLI help line on a command where it says something else. */
  readonly helpOn?: { readonly [C in GateCommand]?: string };
  /**
   * The help of the opposite flag the CLI also defines: `--no-relations` after
   * `--relations`, `--early-rejection` before `--no-early-rejection`.
   */
  readonly opposite?: string;
}

/** Where a setting applies when not everywhere (the settings check refuses it elsewhere). */
export type SettingPlace =
  /** a live run of any agent kind */
  | 'live'
  /** an HTTP agent (`agentUrl`) only */
  | 'http'
  /** the importers that declare the setting in their `settings` (importers/registry.ts) */
  | 'readers'
  /** every importer */
  | 'imports'
  /** evidence files */
  | 'evidence';

/** A row as setting-rows.ts writes it: the key is its name there, flag and input follow the rule unless given. */
export type Declared = Omit<SettingRow, 'key' | 'flag' | 'input'> & {
  readonly flag?: string;
  readonly input?: string | null;
};

/** The setting key written in kebab case: the rule both shells name settings by. */
export function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function rowOf(key: SettingKey, declared: Declared): SettingRow {
  return {
    ...declared,
    key,
    flag: declared.flag ?? `--${kebab(key)}`,
    input: declared.input === undefined ? kebab(key) : declared.input,
  };
}

/** An importer's files: a flag and an input named for its kind, on the commands that read recorded runs. */
const IMPORT_ROWS: readonly SettingRow[] = IMPORTERS.map((i) =>
  rowOf(i.kind, {
    type: 'lines',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: i.help,
    // The Action's input is the bench's too, for the importers a bench reads.
    action:
      `${i.help}, one file per line.` +
      (i.bench === undefined
        ? ''
        : ` In mode \`bench\`: ${i.bench.help.replace(/ \(repeatable\)$/, '')}.`),
    arg: '<files...>',
    help: i.help.replace(/the suite\b/, '--suite'),
  }),
);

/** Every setting, in the order the shells list them. */
export const SETTING_TABLE: readonly SettingRow[] = (
  Object.entries(DECLARED) as [Exclude<SettingKey, ImportKind>, Declared][]
).flatMap(([key, declared]) => {
  const row = rowOf(key, declared);
  return key === 'evidence' ? [row, ...IMPORT_ROWS] : [row];
});

/** The row of a setting key, or undefined for a name that is no setting. */
export function settingRowOf(key: string): SettingRow | undefined {
  return SETTING_TABLE.find((r) => r.key === key);
}
