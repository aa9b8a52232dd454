import { Option, type Command } from 'commander';
import { type BenchFlagCommand } from '../app/bench-setting-table.js';
import type { Wording } from '../app/problems.js';
import { type GateCommand, type SettingRow } from '../app/setting-table.js';
import { type Settings } from '../app/settings.js';
/** `--timeout none` (or 0): calls are never timed out (commander cannot carry null). */
export declare const NO_TIMEOUT = 0;
/**
 * The flag of a setting, from the settings table (app/setting-table.ts):
 * `decisionPath` → `--decision-path`, `meter` → `--no-meter`. A key that is no
 * gate setting (a bench or cases one, `passK`) follows the rule `--` + kebab case.
 */
export declare function flagOf(key: string): string;
/** How the CLI words a setting in a refusal. */
export declare const CLI_WORDING: Wording;
/** The typed settings from commander's option values (unset and defaulted switches left out). */
export declare function settingsOf(options: object): Settings;
/** An app parser as a commander argument parser (its message becomes commander's). */
export declare function argParser<T>(parse: (text: string) => T): (text: string) => T;
/**
 * A setting's help line on `command`, its choices listed after it. The choices are
 * only listed: the settings check refuses any other value, with its code, in both
 * shells alike (commander's own choice check would word it otherwise, uncoded).
 */
export declare function helpOf(row: SettingRow, command: GateCommand): string;
/**
 * Every setting flag of a gate command, in the table's order: each row that names
 * the command, and its opposite flag where the row has one (`--no-relations`
 * after `--relations`, `--early-rejection` before `--no-early-rejection`). A new
 * row appears on every command it names with no edit here.
 */
export declare function settingOptions(command: GateCommand, table?: readonly SettingRow[]): Option[];
/** Add the setting flags of a gate command to it (the options that are no setting are its own). */
export declare function addSettingOptions(command: Command, name: GateCommand): Command;
/**
 * Every setting flag of `cases`, in its table's order (app/cases-setting-table.ts):
 * `--` + the kebab case of each key, and the negated flag after it where the row
 * has an opposite (`--no-replay-cache`). A new cases row appears with no edit here.
 */
export declare function casesOptions(): Option[];
/**
 * Every setting flag of a bench command, in its table's order
 * (app/bench-setting-table.ts): `--` + the kebab case of each key the row gives
 * to this command, and after `--evidence` one repeatable flag per importer that
 * declares `bench` (the registry's `bench.help`). A new bench row appears with no
 * edit here.
 */
export declare function benchOptions(command: BenchFlagCommand): Option[];
