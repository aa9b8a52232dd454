// The run's settings as reports show them: `key=value` lines for the plain
// formats, and the same settings in words (`tolerance 5%`, `k raised by the
// stability targets on …`) for the summaries.
import { formatPercent } from '../core/index.js';
import { tolerance } from './facts.js';

/** Figures for the suite header and the JSON-free formats: settings as `key=value`, sorted. */
export function settingLines(settings: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(settings)
    .sort()
    .map(
      (k) => `${k}=${typeof settings[k] === 'string' ? settings[k] : JSON.stringify(settings[k])}`,
    );
}

type Phrase = (value: unknown) => string | null;

const list = (value: unknown): string =>
  Array.isArray(value) ? value.map((v) => String(v)).join(', ') : String(value);
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * How each recorded setting reads, in words; null leaves a default (or an
 * absent value) out. Keys not listed read as `key value`.
 */
const SETTING_PHRASES: Readonly<Record<string, Phrase>> = {
  command: () => null,
  epsilon: (v) => (number(v) === null ? null : `tolerance ${tolerance(v as number)}`),
  precision: (v) => `precision ${String(v)}`,
  blindnessThreshold: (v) =>
    number(v) === null ? null : `blind at ${formatPercent(v as number)} of inputs`,
  layer: (v) => `layer ${String(v)}`,
  k: (v) => (number(v) === null ? null : `${String(v)} repeats per input`),
  kRaised: (v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0
      ? `k raised by the stability targets on ${Object.entries(v)
          .map(([route, repeats]) => `${route} (${String(repeats)} repeats per input)`)
          .join(', ')}`
      : null,
  budget: (v) => (number(v) === null ? null : `budget ${String(v)} calls`),
  relations: (v) =>
    Array.isArray(v) ? (v.length === 0 ? 'no relations' : `relations ${list(v)}`) : null,
  reuse: (v) => (v === false ? 'no call reuse' : null),
  meter: (v) => (v === false ? 'meter left out' : null),
  blindness: (v) => (v === false ? 'blindness check left out' : null),
  sequential: (v) => (v === true ? 'sequential' : null),
  curtail: (v) => (v === true ? 'curtailed' : null),
  maxWorkers: (v) => (number(v) !== null && (v as number) > 1 ? `${String(v)} workers` : null),
  parallelRepeats: (v) => (v === true ? 'repeats in parallel' : null),
  timeoutMs: (v) => (number(v) === null ? null : `timeout ${(v as number) / 1000}s per call`),
  ratePerSecond: (v) => (number(v) === null ? null : `at most ${String(v)} calls per second`),
  errorPolicy: (v) => (v === 'raise' ? 'stop at the first failed call' : null),
  agent: (v) => `${String(v)} agent`,
  seeds: (v) => `inputs from ${String(v)}`,
  evidence: (v) => (Array.isArray(v) && v.length === 0 ? null : `evidence from ${list(v)}`),
  suite: (v) => `suite ${String(v)}`,
};

/**
 * The routes a given k was raised on by the suite's stability targets, in words
 * (`k raised by the stability targets on a (70 repeats per input)`), or null when
 * the settings record none: every report says it, never a silent raise.
 */
export function kRaisedText(settings: Readonly<Record<string, unknown>>): string | null {
  const phrase = SETTING_PHRASES['kRaised'];
  return phrase === undefined || !Object.hasOwn(settings, 'kRaised')
    ? null
    : phrase(settings['kRaised']);
}

/**
 * The settings as a person reads them (`tolerance 5%`, `suite payments.json`),
 * in the order they were recorded, defaults and empty values left out: raw
 * text, which each format escapes. The JSON report and JUnit keep the raw keys.
 */
export function readableSettings(settings: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(settings)) {
    if (value === null || value === undefined) continue;
    // Own keys only: a setting named `__proto__` or `constructor` is just a name.
    const phrase = Object.hasOwn(SETTING_PHRASES, key) ? SETTING_PHRASES[key] : undefined;
    const text =
      phrase === undefined
        ? `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`
        : phrase(value);
    if (text !== null) out.push(text);
  }
  return out;
}
