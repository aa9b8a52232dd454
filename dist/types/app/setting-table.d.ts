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
    readonly helpOn?: {
        readonly [C in GateCommand]?: string;
    };
    /**
     * The help of the opposite flag the CLI also defines: `--no-relations` after
     * `--relations`, `--early-rejection` before `--no-early-rejection`.
     */
    readonly opposite?: string;
}
/** Where a setting applies when not everywhere (the settings check refuses it elsewhere). */
export type SettingPlace = 
/** a live run of any agent kind */
'live'
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
export declare function kebab(key: string): string;
/** Every setting, in the order the shells list them. */
export declare const SETTING_TABLE: readonly SettingRow[];
/** The row of a setting key, or undefined for a name that is no setting. */
export declare function settingRowOf(key: string): SettingRow | undefined;
