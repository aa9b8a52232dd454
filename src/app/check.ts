// The one settings check. Both shells (and the library) call it on the typed
// settings before anything is read or called; each problem is keyed by its
// setting and worded without any flag or input name (app/problems.ts).
import { MAX_SHARDS, parseShardText } from '../core/index.js';
import { IMPORTERS, type ImportSettingKey } from '../importers/registry.js';
import type { Problem } from './problems.js';
import { relationsProblems } from './relations.js';
import { SETTING_TABLE, settingRowOf, type SettingPlace } from './setting-table.js';
import {
  agentsOf,
  IMPORT_KINDS,
  recordedOf,
  type AgentKey,
  type RecordedKind,
  type SettingKey,
  type Settings,
  withoutNulls,
} from './settings.js';

/**
 * What the settings are for: a live run only (`run`), recorded runs only
 * (`assess`, `check`), either one (`snapshot`, the Action's gate), or neither
 * (`plan`, `compare-evidence`: only the tolerance is read).
 */
export type SourceUse = 'live' | 'recorded' | 'either' | 'none';

export interface CheckOptions {
  readonly source?: SourceUse;
  /**
   * What a library caller passed as values rather than settings: an agent it
   * made (`agent`: an in-process JS agent, checked as a module agent) and the
   * inputs themselves (`inputs`: then `inputs` and `suite` name no file).
   */
  readonly provided?: { readonly agent?: boolean; readonly inputs?: boolean };
}

/** Where a setting applies: an agent kind or a kind of recorded run. */
type Context = AgentKey | RecordedKind;
const LIVE: readonly Context[] = ['agent', 'agentCommand', 'agentUrl'];
const IMPORTS: readonly Context[] = IMPORT_KINDS;

/** The importers that read an import setting (each importer's `settings`, registry.ts). */
function readBy(key: ImportSettingKey): Context[] {
  return IMPORTERS.filter((i) => (i.settings as readonly string[]).includes(key)).map(
    (i) => i.kind,
  );
}

/** The contexts of one place a setting applies to (the table's `appliesTo`). */
function contextsOf(key: SettingKey, place: SettingPlace): readonly Context[] {
  switch (place) {
    case 'live':
      return LIVE;
    case 'http':
      return ['agentUrl'];
    case 'readers':
      return readBy(key as ImportSettingKey);
    case 'imports':
      return IMPORTS;
    case 'evidence':
      return ['evidence'];
  }
}

/**
 * The settings that apply to some sources only, and the sources they apply to:
 * the settings table's `appliesTo`, in its order.
 */
const APPLIES: readonly (readonly [SettingKey, readonly Context[]])[] = SETTING_TABLE.flatMap(
  (row) =>
    row.appliesTo === undefined
      ? []
      : [[row.key, row.appliesTo.flatMap((place) => contextsOf(row.key, place))] as const],
);

/** The settings that shape the meter's repeats (the table's `shapesMeter`): meaningless with the meter off. */
const METER_SHAPING: readonly SettingKey[] = SETTING_TABLE.filter((r) => r.shapesMeter).map(
  (r) => r.key,
);

/** The settings written as text (the table's `text` rows): given, they may not be empty. */
const STRING_KEYS: readonly SettingKey[] = SETTING_TABLE.filter((r) => r.type === 'text').map(
  (r) => r.key,
);

const AGENTS_TEXT =
  'a module (`agent`), a worker command (`agentCommand`) or an HTTP endpoint (`agentUrl`)';
const RECORDED_TEXT = `\`evidence\`, ${IMPORT_KINDS.slice(0, -1)
  .map((k) => `\`${k}\``)
  .join(', ')} or \`${IMPORT_KINDS[IMPORT_KINDS.length - 1] ?? ''}\``;
/** How to import each kind: its key and FILE, and `suite` SUITE when the importer needs one. */
const IMPORT_TEXT = IMPORTERS.map(
  (i) => `\`${i.kind}\` FILE${i.suite === 'required' ? ' and `suite` SUITE' : ''}`,
);

function given(settings: Settings, key: SettingKey): boolean {
  const value = settings[key];
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  // A switch counts only when it asks for something other than its default (its
  // type in the table); the early-rejection test counts when it is declared (true).
  if (key === 'earlyRejection') return value === true;
  const type = settingRowOf(key)?.type;
  if (type === 'switch-on') return value === false;
  if (type === 'switch-off') return value === true;
  return true;
}

function list(keys: readonly string[]): string {
  const named = keys.map((k) => `\`${k}\``);
  return named.length <= 1
    ? (named[0] ?? '')
    : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1] ?? ''}`;
}

function choice(out: Problem[], key: SettingKey, value: unknown, choices: readonly string[]): void {
  if (value !== undefined && !choices.includes(value as string)) {
    out.push({
      setting: key,
      code: 'settings.choice',
      message: `expected one of ${choices.join(', ')}, got ${JSON.stringify(String(value)).slice(0, 80)}`,
    });
  }
}

function range(
  out: Problem[],
  key: SettingKey,
  value: number | null | undefined,
  ok: (n: number) => boolean,
  expected: string,
): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'number' || !Number.isFinite(value) || !ok(value)) {
    out.push({
      setting: key,
      code: 'settings.range',
      message: `expected ${expected}, got ${String(value)}`,
    });
  }
}

const whole = (min: number) => (n: number) => Number.isSafeInteger(n) && n >= min;

/** The problems of the source: which agent or recorded runs, and what goes with them. */
function sourceProblems(
  settings: Settings,
  use: SourceUse,
  out: Problem[],
  provided: CheckOptions['provided'] = {},
): Context[] | null {
  const agents: AgentKey[] =
    provided.agent === true ? ['agent', ...agentsOf(settings)] : agentsOf(settings);
  const recorded = recordedOf(settings);
  const imports = recorded.filter((k) => k !== 'evidence');
  if (use === 'none') return null;
  for (const extra of agents.slice(1)) {
    out.push({
      setting: extra,
      code: 'settings.agents',
      message: `give one agent, not several: ${AGENTS_TEXT}`,
    });
  }
  if (agents.length > 0 && recorded.length > 0) {
    out.push({
      setting: agents[0] as AgentKey,
      code: 'settings.live-and-recorded',
      message: `either a live run (\`agent\`, \`agentCommand\` or \`agentUrl\`) or recorded runs (${RECORDED_TEXT}), not both`,
    });
    return null;
  }
  if (agents.length === 0 && recorded.length === 0) {
    if (use === 'live') {
      out.push({
        setting: 'agent',
        code: 'settings.no-agent',
        message: `a live run needs exactly one agent: ${AGENTS_TEXT}`,
      });
    } else if (use === 'recorded') {
      out.push({
        setting: 'evidence',
        code: 'settings.no-recorded',
        message: `needs recorded runs: give \`evidence\` FILE, or import them with ${IMPORT_TEXT.slice(0, -1).join(', ')} or ${IMPORT_TEXT[IMPORT_TEXT.length - 1] ?? ''}`,
      });
    } else {
      out.push({
        setting: 'agent',
        code: 'settings.nothing-to-assess',
        message: `nothing to assess: give an agent (${AGENTS_TEXT}) with \`inputs\` or \`suite\`, or recorded runs (${RECORDED_TEXT})`,
      });
    }
    return null;
  }
  if (agents.length > 0) {
    if (use === 'recorded') {
      out.push({
        setting: agents[0] as AgentKey,
        code: 'settings.live-and-recorded',
        message: `reads recorded runs (${RECORDED_TEXT}); it does not call an agent`,
      });
      return null;
    }
    if (provided.inputs === true) {
      if (settings.inputs !== undefined || settings.suite !== undefined) {
        out.push({
          setting: settings.inputs === undefined ? 'suite' : 'inputs',
          code: 'settings.seeds',
          message: 'the inputs are given as values: name no `inputs` or `suite` file as well',
        });
      }
    } else if ((settings.inputs === undefined) === (settings.suite === undefined)) {
      out.push({
        setting: 'inputs',
        code: 'settings.seeds',
        message:
          'a live run reads its inputs from exactly one file: `inputs` FILE or `suite` FILE (seed inputs, or a decision suite)',
      });
    }
    return agents;
  }
  if (use === 'live') {
    out.push({
      setting: recorded[0] as RecordedKind,
      code: 'settings.live-and-recorded',
      message: `calls an agent (${AGENTS_TEXT}); recorded runs are read by the commands that assess them`,
    });
    return null;
  }
  if (imports.length > 1) {
    out.push({
      setting: imports[1] as RecordedKind,
      code: 'settings.import-kinds',
      message: `import one kind of run at a time: ${list(imports)} were both given (evidence files may be added with \`evidence\`)`,
    });
    return null;
  }
  const needsSuite = IMPORTERS.find((i) => i.suite === 'required' && imports.includes(i.kind));
  if (needsSuite !== undefined && settings.suite === undefined) {
    out.push({
      setting: 'suite',
      code: 'settings.promptfoo-suite',
      message: `${needsSuite.title} is read against the reviewed cases: give \`suite\` SUITE (rows are matched to its inputs)`,
    });
  }
  return recorded;
}

/** A setting given where it does not apply. */
function misplaced(
  key: SettingKey,
  where: readonly Context[],
  active: readonly Context[],
): Problem {
  const live = active.some((c) => LIVE.includes(c));
  if (live) {
    if (key === 'withoutSuite') {
      return {
        setting: key,
        code: 'settings.recorded-only',
        message:
          'applies only to recorded evidence (`evidence`) collected against a suite: a live run is judged against the suite it runs, so it would be ignored here; drop `withoutSuite`',
      };
    }
    if (where.includes('agentUrl')) {
      return {
        setting: key,
        code: 'settings.http-only',
        message: 'HTTP settings apply to `agentUrl` only (an HTTP agent); this agent is not one',
      };
    }
    return {
      setting: key,
      code: 'settings.recorded-only',
      message: `applies to imported runs only (${list(where.filter((c) => IMPORTS.includes(c)))})`,
    };
  }
  const importsWhere = where.filter((c) => IMPORTS.includes(c));
  if (importsWhere.length === 0) {
    return {
      setting: key,
      code: 'settings.live-only',
      message:
        key === 'inputs'
          ? 'seed inputs are for a live run: give an agent, or leave them out'
          : 'applies to a live run of an agent only',
    };
  }
  const kind = active.find((c) => IMPORTS.includes(c));
  if (kind === undefined) {
    return {
      setting: key,
      code: 'settings.import-only',
      message:
        key === 'isolation'
          ? `an evidence file records its own isolation; this applies only to imported runs (${list(importsWhere)})`
          : `applies only to imported runs (${list(importsWhere)}), not to evidence files`,
    };
  }
  return {
    setting: key,
    code: 'settings.import-kind',
    message: `does not apply to \`${kind}\`; it applies to ${list(importsWhere)}`,
  };
}

/**
 * The shard: `I/N` with 1 <= I <= N <= MAX_SHARDS, and only with settings whose
 * plan or stopping reads the pairs of every input at once (docs/sharding.md).
 */
function shardProblems(settings: Settings, out: Problem[], placed: ReadonlySet<string>): void {
  const text = settings.shard;
  if (text === undefined || placed.has('shard') || typeof text !== 'string' || text.trim() === '')
    return;
  const spec = parseShardText(text);
  if (spec === null) {
    out.push({
      setting: 'shard',
      code: 'settings.shard',
      message: `expected I/N, the shard to collect and how many there are (e.g. 2/4), got ${JSON.stringify(text.slice(0, 40))}`,
    });
    return;
  }
  const { index, count } = spec;
  if (count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    out.push({
      setting: 'shard',
      code: 'settings.shard',
      message:
        count < 1 || count > MAX_SHARDS
          ? `expected from 1 to ${MAX_SHARDS} shards, got ${count}`
          : `expected a shard from 1 to ${count}, got ${index}`,
      data: { index, count, maxShards: MAX_SHARDS },
    });
    return;
  }
  const whole: readonly [SettingKey, boolean, string][] = [
    [
      'allocation',
      settings.allocation === 'random',
      "random allocation draws each pair's input from one seeded sequence over every input",
    ],
    [
      'sequential',
      settings.sequential === true,
      'sequential stopping decides at checkpoints over whole rounds of every input',
    ],
    [
      'curtail',
      settings.curtail === true,
      'curtailment stops on the pairs of every input collected so far',
    ],
    [
      'earlyRejection',
      settings.earlyRejection === true,
      'early rejection stops on the pairs of every input collected so far (with a shard it is off unless asked for)',
    ],
  ];
  for (const [key, on, why] of whole) {
    if (!on) continue;
    out.push({
      setting: key,
      code: 'settings.shard-whole-run',
      message: `cannot be used with \`shard\`: ${why}, and a shard sees only its own inputs, so the merged shards would not be the run they stand for`,
    });
  }
}

/**
 * Every problem with the settings, in a stable order; empty when they can be
 * used as given. Nothing is read from disk: files are checked when they are read.
 */
export function checkSettings(asked: Settings, options: CheckOptions = {}): Problem[] {
  // `null` is "not given" (settings read from JSON), never a value to refuse.
  const settings = withoutNulls(asked);
  const use = options.source ?? 'either';
  const out: Problem[] = [];
  const active = sourceProblems(settings, use, out, options.provided);
  const placed = new Set<string>(out.map((p) => p.setting));

  if (active !== null) {
    for (const [key, where] of APPLIES) {
      if (placed.has(key) || !given(settings, key)) continue;
      if (active.some((c) => where.includes(c))) continue;
      out.push(misplaced(key, where, active));
      placed.add(key);
    }
  }

  for (const key of STRING_KEYS) {
    const value = settings[key];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '')) {
      out.push({ setting: key, code: 'settings.empty', message: 'expected a value, got nothing' });
    }
  }

  if (settings.meter === false) {
    for (const key of METER_SHAPING) {
      if (placed.has(key) || !given(settings, key)) continue;
      out.push({
        setting: key,
        code: 'settings.meter-off',
        message: "shapes the meter's repeats, but the meter is left out (`meter`)",
      });
      placed.add(key);
    }
  }

  if (!placed.has('k') && settings.k !== undefined) {
    const k = settings.k;
    if (!Number.isSafeInteger(k) || k < 2) {
      out.push({
        setting: 'k',
        code: 'settings.range',
        message: `expected a whole number of repeats of at least 2, got ${String(k)}`,
        data: { suggestedK: 2 },
      });
    } else if (k % 2 !== 0) {
      out.push({
        setting: 'k',
        code: 'settings.k-odd',
        message: `pairs are repeats 1–2, 3–4, …, so an odd k leaves each input's last repeat unpaired: use an even number of repeats, such as ${k + 1}`,
        data: { k, suggestedK: k + 1 },
      });
    }
  }

  range(
    out,
    'epsilon',
    settings.epsilon,
    (n) => n > 0 && n < 1,
    'a number between 0 and 1 (exclusive), e.g. 0.05',
  );
  if (settings.epsilon !== undefined && settings.precision !== undefined) {
    out.push({
      setting: 'epsilon',
      code: 'settings.epsilon-precision',
      message: 'cannot be used with `precision`: give a tolerance or a preset, not both',
    });
  }
  // Every choice setting's values are its row's `choices` (the shells only list them).
  for (const row of SETTING_TABLE) {
    if (row.choices !== undefined) choice(out, row.key, settings[row.key], row.choices);
  }
  range(
    out,
    'seed',
    settings.seed,
    (n) => Number.isSafeInteger(n) && n >= 0,
    `a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`,
  );
  if (settings.allocation === 'random') {
    if (settings.k !== undefined && !placed.has('k')) {
      out.push({
        setting: 'k',
        code: 'settings.allocation-k',
        message:
          'random allocation draws its pairs in total, not k per input: leave out `k` (use `budget` to cap the calls)',
      });
      placed.add('k');
    }
    for (const key of ['sequential', 'parallelRepeats'] as const) {
      if (settings[key] === true) {
        out.push({
          setting: key,
          code: 'settings.allocation-k',
          message: 'does not combine with random allocation, which draws one pair at a time',
        });
      }
    }
  } else if (settings.seed !== undefined && !placed.has('seed')) {
    out.push({
      setting: 'seed',
      code: 'settings.seed-allocation',
      message: 'a seed is for random allocation only: set `allocation` to random, or leave it out',
    });
  }
  if (settings.earlyRejection === true && settings.sequential === true) {
    out.push({
      setting: 'earlyRejection',
      code: 'settings.early-rejection-sequential',
      message: '`sequential` declares its own early looks: choose one stopping rule, not both',
    });
  }
  range(
    out,
    'blindnessThreshold',
    settings.blindnessThreshold,
    (n) => n > 0 && n <= 1,
    'a share above 0 and at most 1, e.g. 0.9',
  );
  if (!placed.has('budget'))
    range(out, 'budget', settings.budget, whole(1), 'a whole number of calls of at least 1');
  range(out, 'maxWorkers', settings.maxWorkers, whole(1), 'a whole number of at least 1');
  range(out, 'httpRetries', settings.httpRetries, whole(0), 'a whole number of 0 or more');
  range(out, 'timeout', settings.timeout, (n) => n > 0, 'a duration above 0 (or none)');
  range(out, 'rateLimit', settings.rateLimit, (n) => n > 0, 'a rate above 0');
  range(
    out,
    'costPerCall',
    settings.costPerCall,
    (n) => n >= 0,
    'an amount of 0 or more, e.g. 0.002',
  );
  for (const h of settings.header ?? []) {
    const i = h.indexOf(':');
    if (i <= 0 || h.slice(0, i).trim() === '') {
      out.push({
        setting: 'header',
        code: 'settings.header',
        message: `expected Name: value, got ${JSON.stringify(h.slice(0, 80))}`,
      });
    }
  }

  shardProblems(settings, out, placed);
  relationsProblems(settings, out);
  // A URL without a scheme (`127.0.0.1:8799`, `localhost:8080/route`): say which one it
  // needs. Only a plain host[:port][/path] is repeated back: a URL may carry a secret.
  const url = settings.agentUrl?.trim();
  if (typeof url === 'string' && url !== '' && !/^https?:\/\//i.test(url)) {
    const plainHost =
      /^[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/.test(url) && url.length <= 200;
    out.push({
      setting: 'agentUrl',
      code: 'settings.agent-url',
      message: plainHost
        ? `expected a URL starting with http:// or https://: did you mean "http://${url}"?`
        : 'expected a URL starting with http:// or https://, e.g. http://127.0.0.1:8799/agent',
    });
  }

  if (settings.redact === true && settings.layer === 'text') {
    out.push({
      setting: 'redact',
      code: 'settings.redact-text',
      message: 'cannot redact evidence on the text layer: the texts are what it compares',
    });
  }
  return out;
}

export { SETTINGS_CODES } from './problems.js';
