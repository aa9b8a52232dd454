import type { SettingKey } from './settings.js';
/** The CLI commands of the gate (bench and cases have their own settings). */
export declare const GATE_COMMANDS: readonly ["run", "assess", "plan", "snapshot", "check", "compare-evidence"];
export type GateCommand = (typeof GATE_COMMANDS)[number];
/**
 * How a setting's value is written (a flag's argument, an input's text): `lines`
 * one value per line (a repeatable flag), `whole`/`number`/`duration`/`rate`/`cost`
 * parsed as such, `choice` one of its choices (checked by the settings check,
 * case-insensitive in the Action), `relations` names, a module or `none`,
 * `switch-on`/`switch-off` a switch on or off by default, `text` as given.
 */
export type SettingType = 'text' | 'lines' | 'whole' | 'number' | 'duration' | 'rate' | 'cost' | 'choice' | 'relations' | 'switch-on' | 'switch-off';
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
}
/** The setting key written in kebab case: the rule both shells name settings by. */
export declare function kebab(key: string): string;
/** Every setting, in the order the shells list them. */
export declare const SETTING_TABLE: readonly SettingRow[];
/** The row of a setting key, or undefined for a name that is no setting. */
export declare function settingRowOf(key: string): SettingRow | undefined;
