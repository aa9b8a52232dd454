// The one table of the gate's settings (issue 32 item 1): each setting declared
// once with its CLI flag, its Action input, the CLI commands that take it, its
// default as the docs show it and its one-line doc. SETTING_KEYS (settings.ts),
// the CLI's flag names (cli/settings.ts) and the Action's input names
// (github/input-names.ts) derive from it; tests/app/setting-table.test.ts fails
// when the commander program, action.yml or the README's inputs table disagree.
// The importers' file settings are rows made from the registry (its `help`).
import { IMPORTERS, type ImportKind } from '../importers/registry.js';
import type { SettingKey } from './settings.js';

/** The CLI commands of the gate (bench and cases have their own settings). */
export const GATE_COMMANDS = [
  'run',
  'assess',
  'plan',
  'snapshot',
  'check',
  'compare-evidence',
] as const;
export type GateCommand = (typeof GATE_COMMANDS)[number];

/**
 * How a setting's value is written (a flag's argument, an input's text): `lines`
 * one value per line (a repeatable flag), `whole`/`number`/`duration`/`rate`/`cost`
 * parsed as such, `choice` one of its choices (checked by the settings check,
 * case-insensitive in the Action), `relations` names, a module or `none`,
 * `switch-on`/`switch-off` a switch on or off by default, `text` as given.
 */
export type SettingType =
  | 'text'
  | 'lines'
  | 'whole'
  | 'number'
  | 'duration'
  | 'rate'
  | 'cost'
  | 'choice'
  | 'relations'
  | 'switch-on'
  | 'switch-off';

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

type Declared = Omit<SettingRow, 'key' | 'flag' | 'input'> & {
  readonly flag?: string;
  readonly input?: string | null;
};

/**
 * Every setting but the importers' files, in the order of SETTING_KEYS (the
 * importers' rows follow `evidence`). The mapped type makes a setting of
 * `Settings` missing here, or one here that `Settings` lacks, a type error.
 */
const DECLARED: { readonly [K in Exclude<SettingKey, ImportKind>]: Declared } = {
  agent: {
    type: 'text',
    commands: ['run', 'snapshot'],
    shownDefault: null,
    doc: 'JS/TS module exporting the agent, `file[:export]`',
  },
  agentCommand: {
    type: 'text',
    commands: ['run', 'snapshot'],
    shownDefault: null,
    doc: 'command starting a JSON-lines worker ([protocol](docs/agent-protocol.md))',
  },
  agentUrl: {
    type: 'text',
    commands: ['run', 'snapshot'],
    shownDefault: null,
    doc: 'HTTP endpoint taking `{"input": …}`',
  },
  header: {
    type: 'lines',
    input: 'headers',
    commands: ['run', 'snapshot'],
    shownDefault: null,
    doc: '`Name: value` lines for `agent-url` (masked in the log)',
  },
  httpRetries: {
    type: 'whole',
    commands: ['run', 'snapshot'],
    shownDefault: '`3`',
    doc: 'retries of an `agent-url` call on connection errors and 429/503',
  },
  inputs: {
    type: 'text',
    commands: ['run', 'snapshot'],
    shownDefault: null,
    doc: 'seed inputs, one per line (text or JSONL)',
  },
  evidence: {
    type: 'lines',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: 'recorded evidence files or globs, one per line (merged in order)',
  },
  inputPath: {
    type: 'text',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: 'dotted path of the input in imported rows',
  },
  score: {
    type: 'text',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: 'Inspect AI: the score whose answer is the decision',
  },
  provider: {
    type: 'text',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: 'promptfoo: read only this provider',
  },
  promptId: {
    type: 'text',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: 'promptfoo: read only this prompt',
  },
  decisionPath: {
    type: 'text',
    commands: ['run', 'assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: 'dotted path of the decision in the answer or rows',
  },
  textPath: {
    type: 'text',
    commands: ['run', 'assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: 'dotted path of the text in the answer or JSONL rows',
  },
  toolsPath: {
    type: 'text',
    commands: ['run', 'assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: 'dotted path of the tool list in the answer or JSONL rows',
  },
  suite: {
    type: 'text',
    commands: ['run', 'assess', 'plan', 'snapshot', 'check'],
    shownDefault: null,
    doc: 'decision suite: seeds, expected decisions, contract',
  },
  withoutSuite: {
    type: 'switch-off',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: '`false`',
    doc: 'assess recorded evidence collected against a suite without it; every report says the contract was not applied (else refused); refused on a live run',
  },
  layer: {
    type: 'choice',
    commands: ['run', 'assess', 'snapshot', 'check'],
    shownDefault: '`verdict`',
    doc: 'what is compared: `verdict`, `text` or `tools`',
  },
  isolation: {
    type: 'choice',
    commands: ['run', 'assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: '`fresh-session`, `fresh-instance`, `shared-session` or `unknown` (imports: `unknown`)',
  },
  epsilon: {
    type: 'number',
    commands: ['run', 'assess', 'plan', 'snapshot', 'compare-evidence'],
    shownDefault: null,
    doc: 'flip-rate tolerance in (0, 1); overrides `precision`',
  },
  precision: {
    type: 'choice',
    commands: ['run', 'assess', 'plan', 'snapshot', 'compare-evidence'],
    shownDefault: '`balanced`',
    doc: 'tolerance preset: `cheap` 0.10, `balanced` 0.05, `strict` 0.01',
  },
  redact: {
    type: 'switch-off',
    commands: ['run', 'snapshot'],
    shownDefault: '`false`',
    doc: 'evidence keeps fingerprints and decisions only; no suite copy in the artifact',
  },
  k: {
    type: 'whole',
    commands: ['run', 'snapshot'],
    shownDefault: 'planned',
    doc: 'repeats per input (even, ≥ 2)',
  },
  budget: {
    type: 'whole',
    commands: ['run', 'snapshot'],
    shownDefault: null,
    doc: 'every agent call counts (meter, first draws, relations); k planned to fit, a k that does not fit refused',
  },
  blindnessThreshold: {
    type: 'number',
    commands: ['run', 'snapshot'],
    shownDefault: '`0.9`',
    doc: 'share of inputs one decision may hold before the probes are blind',
  },
  relations: {
    type: 'relations',
    commands: ['run', 'snapshot'],
    shownDefault: 'built-in',
    doc: 'built-ins by name (`case, whitespace`), a module of your own, or `none` ([docs](docs/relations.md))',
  },
  reuse: {
    type: 'switch-on',
    flag: '--no-reuse',
    commands: ['run', 'snapshot'],
    shownDefault: '`true`',
    doc: '`false` draws blindness and relation sources independently',
  },
  meter: {
    type: 'switch-on',
    flag: '--no-meter',
    commands: ['run', 'snapshot'],
    shownDefault: '`true`',
    doc: '`false` leaves the repeatability meter out (status `unmeasured`)',
  },
  blindness: {
    type: 'switch-on',
    flag: '--no-blindness',
    commands: ['run', 'snapshot'],
    shownDefault: '`true`',
    doc: '`false` leaves the blindness check out',
  },
  sequential: {
    type: 'switch-off',
    commands: ['run', 'snapshot'],
    shownDefault: '`false`',
    doc: 'stop early at checkpoints declared before the first call',
  },
  curtail: {
    type: 'switch-off',
    commands: ['run', 'snapshot'],
    shownDefault: '`false`',
    doc: 'stop a fixed-endpoint run once it can no longer certify',
  },
  method: {
    type: 'choice',
    commands: ['run', 'assess', 'plan', 'snapshot'],
    shownDefault: '`wilson`',
    doc: "decision rule: `wilson` (the reference's) or `exact` (binomial tails, fewer pairs)",
  },
  allocation: {
    type: 'choice',
    commands: ['run', 'snapshot'],
    shownDefault: '`per-input`',
    doc: "`random` draws each pair's input with `seed`: the same calls certify at any number of inputs",
  },
  seed: {
    type: 'whole',
    commands: ['run', 'snapshot'],
    shownDefault: 'chosen and recorded',
    doc: 'seed of a random allocation',
  },
  earlyRejection: {
    type: 'switch-on',
    flag: '--no-early-rejection',
    commands: ['run', 'snapshot'],
    shownDefault: '`true`',
    doc: 'stop as soon as the evidence that decisions change is conclusive; `false` collects every planned pair',
  },
  maxWorkers: {
    type: 'whole',
    commands: ['run', 'plan', 'snapshot'],
    shownDefault: '`1`',
    doc: 'distinct inputs called at once',
  },
  parallelRepeats: {
    type: 'switch-off',
    commands: ['run', 'snapshot'],
    shownDefault: '`false`',
    doc: 'also run the repeats of one input at once (stateless agents)',
  },
  timeout: {
    type: 'duration',
    commands: ['run', 'snapshot'],
    shownDefault: '`2m`',
    doc: 'per-call timeout (`30s`, `2m`, `none`)',
  },
  rateLimit: {
    type: 'rate',
    commands: ['run', 'plan', 'snapshot'],
    shownDefault: null,
    doc: 'at most this many calls per second or minute (`10/s`, `600/m`)',
  },
  errorPolicy: {
    type: 'choice',
    commands: ['run', 'snapshot'],
    shownDefault: '`record`',
    doc: '`record` a failed call and go on, or `raise` at the first',
  },
  costPerCall: {
    type: 'cost',
    input: null,
    commands: ['run', 'plan', 'snapshot'],
    shownDefault: null,
    doc: 'money per call, to show the cost in the plan',
  },
  evidenceOut: {
    type: 'text',
    input: null,
    commands: ['run', 'snapshot'],
    shownDefault: null,
    doc: 'where the evidence is written (default agentverity-evidence.json)',
  },
  shard: {
    type: 'text',
    commands: ['run'],
    shownDefault: null,
    doc: '`I/N`: collect shard I of N only, by input fingerprint ([docs](docs/sharding.md))',
  },
};

/** The setting key written in kebab case: the rule both shells name settings by. */
export function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function rowOf(key: SettingKey, declared: Declared): SettingRow {
  return {
    key,
    type: declared.type,
    flag: declared.flag ?? `--${kebab(key)}`,
    input: declared.input === undefined ? kebab(key) : declared.input,
    commands: declared.commands,
    shownDefault: declared.shownDefault,
    doc: declared.doc,
  };
}

/** An importer's files: a flag and an input named for its kind, on the commands that read recorded runs. */
const IMPORT_ROWS: readonly SettingRow[] = IMPORTERS.map((i) =>
  rowOf(i.kind, {
    type: 'lines',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: i.help,
  }),
);

/** Every setting, in the order the shells list them. */
export const SETTING_TABLE: readonly SettingRow[] = (
  Object.entries(DECLARED) as [Exclude<SettingKey, ImportKind>, Declared][]
).flatMap(([key, declared]) => {
  const row = rowOf(key, declared);
  return key === 'evidence' ? [row, ...IMPORT_ROWS] : [row];
});

/** The row of a setting key, or undefined for a name that is no setting. */
export function settingRowOf(key: string): SettingRow | undefined {
  return SETTING_TABLE.find((r) => r.key === key);
}
