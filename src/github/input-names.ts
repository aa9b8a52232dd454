// The Action's names for the app's settings, from the settings table
// (app/setting-table.ts): each input is the kebab case of the setting key
// (`decisionPath` → `decision-path`) unless the table says (`header` is the
// multi-line input `headers`). Refusals name settings this way.
import { SETTING_TABLE, settingRowOf } from '../app/setting-table.js';
import { describeRefusal, kebab, type SettingKey, type Wording } from '../app/index.js';
import { isRefusal, Refusal } from '../app/vocabulary.js';

/**
 * The app settings the Action reads from inputs, in action.yml's order: the
 * settings table's rows with an input (action.yml's block of them is generated
 * from the table, scripts/gen-settings.ts).
 */
export const SETTING_INPUT_KEYS: readonly SettingKey[] = SETTING_TABLE.filter(
  (r) => r.input !== null,
).map((r) => r.key);

/**
 * The input of a setting (or of an Action-only setting keyed the same way, or of
 * a gate setting the gate reads no input for but another mode does: `evidenceOut`).
 */
export function inputOf(key: string): string {
  return settingRowOf(key)?.input ?? kebab(key);
}

/** `decision-path` → `decisionPath`: the key of an input (`headers` → `header`, by the table). */
export function keyOf(input: string): string {
  const row = SETTING_TABLE.find((r) => r.input === input);
  if (row !== undefined) return row.key;
  return input.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** How the Action words a setting: `input 'decision-path': …`, and `suite` inside a message. */
export const ACTION_WORDING: Wording = {
  nameOf: inputOf,
  label: (key) => `input '${inputOf(key)}'`,
};

/**
 * A refusal from the engine worded for the Action: a setting it names becomes
 * its input (`input 'k': …`), never a flag; the code, setting and data stay.
 */
export function forAction(error: unknown): unknown {
  if (!isRefusal(error)) return error;
  if (error.setting === undefined && !/`[a-z][A-Za-z0-9]*`/.test(error.reason)) return error;
  return new Refusal(error.code, describeRefusal(error, ACTION_WORDING).join('\n'), undefined, {
    ...(error.setting === undefined ? {} : { setting: error.setting }),
    ...(error.data === undefined ? {} : { data: error.data }),
  });
}
