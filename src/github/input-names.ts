// The Action's names for the app's settings: each input is the kebab case of the
// setting key (`decisionPath` → `decision-path`), with one exception (`header` is
// the multi-line input `headers`). Refusals name settings this way.
import {
  describeRefusal,
  IMPORT_KINDS,
  kebab,
  type SettingKey,
  type Wording,
} from '../app/index.js';
import { isRefusal, Refusal } from '../app/vocabulary.js';

/** Settings whose input is not the kebab case of the key. */
const INPUT_EXCEPTIONS: Readonly<Record<string, string>> = { header: 'headers' };

/** The app settings the Action reads from inputs, in action.yml's order. */
export const SETTING_INPUT_KEYS: readonly SettingKey[] = [
  'agent',
  'agentCommand',
  'agentUrl',
  'header',
  'httpRetries',
  'inputs',
  'suite',
  'evidence',
  // One input per importer (the app's IMPORT_KINDS).
  ...IMPORT_KINDS,
  'inputPath',
  'decisionPath',
  'textPath',
  'toolsPath',
  'score',
  'provider',
  'promptId',
  'layer',
  'precision',
  'epsilon',
  'k',
  'budget',
  'maxWorkers',
  'timeout',
  'rateLimit',
  'relations',
  'isolation',
  'meter',
  'blindness',
  'blindnessThreshold',
  'reuse',
  'sequential',
  'curtail',
  'method',
  'allocation',
  'seed',
  'earlyRejection',
  'parallelRepeats',
  'errorPolicy',
  'shard',
  'redact',
  'withoutSuite',
];

/** The input of a setting (or of an Action-only setting keyed the same way). */
export function inputOf(key: string): string {
  return INPUT_EXCEPTIONS[key] ?? kebab(key);
}

/** `decision-path` → `decisionPath`: the key of an input. */
export function keyOf(input: string): string {
  if (input === 'headers') return 'header';
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
