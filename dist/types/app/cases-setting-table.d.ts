import type { CasesSettings } from './cases-run.js';
/** How a cases flag's value is read: a whole number of at least 1, a duration, or text as given. */
export type CasesValue = 'positive' | 'duration' | 'text';
/** What the shells and the check need to know of one cases setting. */
export interface CasesColumn {
    /**
     * `live`: applies when the system is run only (refused beside cases evidence);
     * `source`: says what is assessed (a system or cases evidence, checked as such).
     */
    readonly scope: 'live' | 'source';
    /** Its `null` is a value (no timeout, no replay cache), not "not given". */
    readonly nullIsValue?: true;
    /** It has an Action input of `mode: cases` only (the kebab case of the key); else it shares the gate's or the bench's. */
    readonly ownInput?: true;
    /** The CLI flag's value placeholder (`<file>`); the flag is `--` + the kebab case of the key. */
    readonly arg: string;
    /** How the CLI reads the flag's value (text as given unless the row says). */
    readonly value?: CasesValue;
    /** The CLI help line. */
    readonly help: string;
    /** The help of the negated flag the CLI also defines after it (`--no-replay-cache`). */
    readonly opposite?: string;
}
/**
 * The mapped type makes a setting of CasesSettings missing here a type error.
 * Adding a cases setting is its CasesSettings field and one row here.
 */
export declare const CASES_SETTING_TABLE: {
    readonly [K in keyof CasesSettings]-?: CasesColumn;
};
/** The cases settings' keys, in the table's order. */
export declare const CASES_KEYS: (keyof CasesSettings)[];
