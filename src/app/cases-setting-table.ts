// The cases settings table (issue 32 item 1): each setting of `cases` once, in
// the order the shells list them, with what the check needs (its scope, whether
// its null is a value, whether its Action input is its own) and the CLI flag's
// placeholder, value kind and help. Derived from it: the check's lists and the
// Action's own inputs (cases-run.ts) and the `cases` command's setting flags
// (cli/settings.ts `tableOptions`, cli/register/cases.ts). Kept apart from
// cases-run.ts so that registering the CLI's commands loads nothing of the engine.
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
export const CASES_SETTING_TABLE: { readonly [K in keyof CasesSettings]-?: CasesColumn } = {
  config: {
    scope: 'live',
    ownInput: true,
    arg: '<file>',
    help: 'agentverity.yml: criteria, transforms, validity labels, runs (default agentverity.yml)',
  },
  cases: {
    scope: 'live',
    ownInput: true,
    arg: '<file>',
    help: 'the cases file (JSONL or a JSON list); default: the one the config names',
  },
  system: {
    scope: 'source',
    ownInput: true,
    arg: '<module>',
    help: 'a JS/TS module (FILE[:EXPORT]) exporting the agent, reset(state), snapshot() and optionally replay() and version',
  },
  systemCommand: {
    scope: 'source',
    ownInput: true,
    arg: '<command>',
    help: 'a command starting a worker that speaks the stateful protocol (docs/agent-protocol.md)',
  },
  runs: {
    scope: 'live',
    arg: '<n>',
    value: 'positive',
    help: "runs of every case, each from a fresh reset (default: the config's runs)",
  },
  labels: {
    scope: 'live',
    ownInput: true,
    arg: '<file>',
    help: 'validity labels (JSONL); default: the file the config names',
  },
  timeout: {
    scope: 'live',
    nullIsValue: true,
    arg: '<duration>',
    value: 'duration',
    help: 'per message to the system, e.g. 30s or 2m (default 120s; 0 or none for none)',
  },
  evidence: {
    scope: 'source',
    arg: '<file>',
    help: 'recompute the report from cases evidence written earlier, without running the system',
  },
  evidenceOut: {
    scope: 'live',
    arg: '<file>',
    help: 'where the cases evidence is written (default agentverity-cases-evidence.json)',
  },
  replayCache: {
    scope: 'live',
    nullIsValue: true,
    ownInput: true,
    arg: '<dir>',
    help: "where replays are cached by the system's version, code and config digests (default .agentverity/replay-cache)",
    opposite: 'make every replay afresh',
  },
};

/** The cases settings' keys, in the table's order. */
export const CASES_KEYS = Object.keys(CASES_SETTING_TABLE) as (keyof CasesSettings)[];
