// argv → app settings: each gate command's setting flags built from the settings
// table, commander's option bag (whose attribute names are the setting keys)
// copied into the typed settings, and how the CLI names a setting.
import { InvalidArgumentError, Option, type Command } from 'commander';
import {
  BENCH_DECLARED_KEYS,
  BENCH_SETTING_TABLE,
  type BenchColumn,
  type BenchFlagCommand,
} from '../app/bench-setting-table.js';
import { CASES_KEYS, CASES_SETTING_TABLE, type CasesColumn } from '../app/cases-setting-table.js';
import { parseCost, parseDuration, parseNumber, parseRate, parseWhole } from '../app/parse.js';
import type { Wording } from '../app/problems.js';
import {
  SETTING_TABLE,
  settingRowOf,
  type GateCommand,
  type SettingRow,
} from '../app/setting-table.js';
import {
  BENCH_IMPORT_SOURCES,
  DEFAULT_EARLY_REJECTION,
  kebab,
  SETTING_KEYS,
  type Settings,
} from '../app/settings.js';
import { collect, parsePositiveInt } from './options.js';

/** `--timeout none` (or 0): calls are never timed out (commander cannot carry null). */
export const NO_TIMEOUT = 0;

/**
 * The flag of a setting, from the settings table (app/setting-table.ts):
 * `decisionPath` → `--decision-path`, `meter` → `--no-meter`. A key that is no
 * gate setting (a bench or cases one, `passK`) follows the rule `--` + kebab case.
 */
export function flagOf(key: string): string {
  return settingRowOf(key)?.flag ?? `--${kebab(key)}`;
}

/** How the CLI words a setting in a refusal. */
export const CLI_WORDING: Wording = { nameOf: flagOf };

/** The typed settings from commander's option values (unset and defaulted switches left out). */
export function settingsOf(options: object): Settings {
  const bag = options as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const value = bag[key];
    if (value === undefined) continue;
    // commander sets a negated switch (--no-meter) to true unless it is given
    // (not one defined with its opposite, --early-rejection: that one stays unset).
    const row = settingRowOf(key);
    if (row?.type === 'switch-on' && row.opposite === undefined && value === true) continue;
    // --early-rejection and --no-early-rejection: only a choice other than the default counts.
    if (key === 'earlyRejection' && value === DEFAULT_EARLY_REJECTION) continue;
    if (key === 'timeout') out[key] = value === 0 ? null : value;
    else out[key] = value;
  }
  return out as Settings;
}

/** An app parser as a commander argument parser (its message becomes commander's). */
export function argParser<T>(parse: (text: string) => T): (text: string) => T {
  return (text) => {
    try {
      return parse(text);
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message);
    }
  };
}

/** How the CLI reads a flag's value, by the setting's type; null for a value taken as written. */
function parserOf(row: SettingRow): ((text: string, previous: unknown) => unknown) | null {
  switch (row.type) {
    case 'whole':
      return argParser(parseWhole);
    case 'number':
      return argParser(parseNumber);
    case 'duration':
      return argParser((text) => parseDuration(text) ?? NO_TIMEOUT);
    case 'rate':
      return argParser(parseRate);
    case 'cost':
      return argParser(parseCost);
    case 'lines':
      // `<files...>` takes several values at once; any other placeholder is repeated.
      return row.arg?.endsWith('...>') === true
        ? null
        : (text, previous) => [...((previous as string[] | undefined) ?? []), text];
    default:
      return null;
  }
}

/**
 * A setting's help line on `command`, its choices listed after it. The choices are
 * only listed: the settings check refuses any other value, with its code, in both
 * shells alike (commander's own choice check would word it otherwise, uncoded).
 */
export function helpOf(row: SettingRow, command: GateCommand): string {
  const help = row.helpOn?.[command] ?? row.help;
  return row.choices === undefined
    ? help
    : `${help} (choices: ${row.choices.map((c) => `"${c}"`).join(', ')})`;
}

/** A setting's flag as commander declares it on `command`, from its table row. */
function optionOf(row: SettingRow, command: GateCommand): Option {
  const switched = row.type === 'switch-on' || row.type === 'switch-off';
  const option = new Option(
    switched ? row.flag : `${row.flag} ${row.arg ?? '<value>'}`,
    helpOf(row, command),
  );
  const parse = parserOf(row);
  if (parse !== null) option.argParser(parse);
  return option;
}

/**
 * Every setting flag of a gate command, in the table's order: each row that names
 * the command, and its opposite flag where the row has one (`--no-relations`
 * after `--relations`, `--early-rejection` before `--no-early-rejection`). A new
 * row appears on every command it names with no edit here.
 */
export function settingOptions(
  command: GateCommand,
  table: readonly SettingRow[] = SETTING_TABLE,
): Option[] {
  return table
    .filter((row) => row.commands.includes(command))
    .flatMap((row) => {
      const option = optionOf(row, command);
      if (row.opposite === undefined) return [option];
      const negated = row.flag.startsWith('--no-');
      const opposite = new Option(
        negated ? `--${row.flag.slice('--no-'.length)}` : `--no-${row.flag.slice(2)}`,
        row.opposite,
      );
      return negated ? [opposite, option] : [option, opposite];
    });
}

/** Add the setting flags of a gate command to it (the options that are no setting are its own). */
export function addSettingOptions(command: Command, name: GateCommand): Command {
  for (const option of settingOptions(name)) command.addOption(option);
  return command;
}

/** How the CLI reads a cases flag's value, by the row's value kind; null for text as given. */
function casesParserOf(column: CasesColumn): ((text: string) => unknown) | null {
  switch (column.value) {
    case 'positive':
      return parsePositiveInt;
    case 'duration':
      // 0 stands for none here; the command makes it null for the engine.
      return argParser((text) => parseDuration(text) ?? NO_TIMEOUT);
    default:
      return null;
  }
}

/**
 * Every setting flag of `cases`, in its table's order (app/cases-setting-table.ts):
 * `--` + the kebab case of each key, and the negated flag after it where the row
 * has an opposite (`--no-replay-cache`). A new cases row appears with no edit here.
 */
export function casesOptions(): Option[] {
  return CASES_KEYS.flatMap((key) => {
    const column = CASES_SETTING_TABLE[key];
    const flag = `--${kebab(key)}`;
    const option = new Option(`${flag} ${column.arg}`, column.help);
    const parse = casesParserOf(column);
    if (parse !== null) option.argParser(parse);
    return column.opposite === undefined
      ? [option]
      : [option, new Option(`--no-${flag.slice(2)}`, column.opposite)];
  });
}

/** How the CLI reads a bench flag's value, by the row's value kind; null for text as given. */
function benchParserOf(
  column: BenchColumn,
): ((text: string, previous?: unknown) => unknown) | null {
  switch (column.value) {
    case 'positive':
      return parsePositiveInt;
    case 'whole':
      return argParser(parseWhole);
    case 'number':
      return argParser(parseNumber);
    case 'rate':
      return argParser(parseRate);
    case 'duration':
      return argParser((text) => {
        const ms = parseDuration(text);
        if (ms === null) throw new Error('expected a duration such as 30s, 2m or 0');
        return ms;
      });
    case 'lines':
      return (text: string, previous?: unknown) => collect(text, previous as string[] | undefined);
    default:
      return null;
  }
}

/**
 * Every setting flag of a bench command, in its table's order
 * (app/bench-setting-table.ts): `--` + the kebab case of each key the row gives
 * to this command, and after `--evidence` one repeatable flag per importer that
 * declares `bench` (the registry's `bench.help`). A new bench row appears with no
 * edit here.
 */
export function benchOptions(command: BenchFlagCommand): Option[] {
  return BENCH_DECLARED_KEYS.flatMap((key) => {
    const column = BENCH_SETTING_TABLE[key];
    const own: Option[] = [];
    if ((column.commands ?? ['test', 'compare']).includes(command)) {
      const help = command === 'run' ? (column.runHelp ?? column.help) : column.help;
      const option = new Option(`--${kebab(key)} ${column.arg}`, help);
      const parse = benchParserOf(column);
      if (parse !== null) option.argParser(parse);
      own.push(option);
    }
    if (key !== 'evidence' || command === 'run') return own;
    return [
      ...own,
      ...BENCH_IMPORT_SOURCES.map(({ kind, help }) =>
        new Option(`--${kind} <file>`, help).argParser((text: string, previous?: unknown) =>
          collect(text, previous as string[] | undefined),
        ),
      ),
    ];
  });
}
