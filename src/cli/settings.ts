// argv → app settings: commander's option bag (whose attribute names are the
// setting keys) copied into the typed settings, and how the CLI names a setting.
import { InvalidArgumentError } from 'commander';
import type { Wording } from '../app/problems.js';
import { settingRowOf } from '../app/setting-table.js';
import { DEFAULT_EARLY_REJECTION, kebab, SETTING_KEYS, type Settings } from '../app/settings.js';

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
    // commander sets a negated switch (--no-meter) to true unless it is given.
    if ((key === 'meter' || key === 'blindness' || key === 'reuse') && value === true) continue;
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
