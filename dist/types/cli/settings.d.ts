import type { Wording } from '../app/problems.js';
import { type Settings } from '../app/settings.js';
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
