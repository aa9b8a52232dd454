// The Action's inputs (action.yml), read once and checked together: every problem
// is reported in one refusal, so a user fixes the workflow file in one go. The
// inputs that say what to assess become the app's typed settings, checked by the
// same checkSettings as the CLI's flags; the rest are the Action's own.
//
// Split by what they hold: input-kit.ts (reading one input), inputs-delivery.ts
// (the Action's own inputs); a mode's own inputs are declared and parsed in the
// mode's file and named in its row of the mode table (modes.ts), read here
// generically: adding a mode touches neither this file nor the delivery.
import {
  checkSettings,
  describeProblem,
  IMPORT_KINDS,
  parseCost,
  parseDuration,
  parseNumber,
  parseRate,
  parseWhole,
  relationsModuleOf,
  SettingsRefusal,
  type Settings,
} from '../app/index.js';
import { settingRowOf } from '../app/setting-table.js';
import { ACTION_WORDING, inputOf, SETTING_INPUT_KEYS } from './input-names.js';
import { DEFAULT_ARTIFACT_PATTERN, type ShardSpec } from './shards.js';
import { boolean, choice, lines, parsed, Problems, type InputReader } from './input-kit.js';
import {
  MODE_INPUT_TABLE as MODE_TABLE,
  MODES,
  type Mode,
  type ModeInputRow as ModeRow,
  type ModeWithInputs,
} from './mode-inputs.js';
import {
  readDelivery,
  readShard,
  type ApprovalSettings,
  type CommentSetting,
  type FailOn,
} from './inputs-delivery.js';

export { envInputReader, type InputReader } from './input-kit.js';
export { BENCH_ONLY_INPUTS } from './inputs-bench.js';
export { CASES_ONLY_INPUTS } from './cases.js';
export { MODES, type Mode } from './mode-inputs.js';
export {
  COMMENT_MODES,
  DEFAULT_APPROVAL_LABEL,
  DEFAULT_APPROVER_ROLES,
  DEFAULT_COMMENT_AUTHOR,
  FAIL_ON_STATUSES,
  FORBIDDEN_IN_ARTIFACT_NAME,
  parseFailOn,
  PROMOTE_TARGETS,
  type ApprovalSettings,
  type CommentSetting,
  type FailOn,
  type PromoteTarget,
} from './inputs-delivery.js';

/**
 * The settings of a mode with inputs of its own, as its row reads them (bench:
 * src/app/bench-run.ts's, cases: src/app/cases-run.ts's).
 */
export type ModeSource = {
  [M in ModeWithInputs]: {
    readonly kind: M;
    readonly options: ReturnType<(typeof MODE_TABLE)[M]['inputs']['read']>;
  };
}[ModeWithInputs];

/** What to assess: a live run of the agent or recorded runs, as the app's settings. */
export type Source =
  | { readonly kind: 'run'; readonly options: Settings }
  | { readonly kind: 'import'; readonly options: Settings }
  /** `mode: merge`: the shard artifacts of this run, downloaded before the gate (shards.ts). */
  | { readonly kind: 'merge'; readonly options: Settings }
  | ModeSource
  | { readonly kind: 'none' };

/** A mode's own inputs, when its row has any. */
function inputsOf(mode: Mode): ModeRow['inputs'] {
  const row: ModeRow = MODE_TABLE[mode];
  return row.inputs;
}

/** Whether a mode's own settings load code from the workspace (its row says). */
function modeLoadsCode(source: ModeSource): boolean {
  const spec = inputsOf(source.kind);
  return spec === undefined || spec.loadsCode(source.options);
}

/**
 * Every mode's own inputs are refused under any other mode that does not borrow
 * them, naming the modes that read them.
 */
function refuseOtherModesInputs(problems: Problems, read: InputReader, mode: Mode): void {
  const mine = inputsOf(mode);
  for (const owner of MODES) {
    const spec = inputsOf(owner);
    if (spec === undefined || owner === mode) continue;
    for (const input of spec.own) {
      if (read(input) === '' || mine?.borrowed?.includes(input) === true) continue;
      const readers = MODES.filter(
        (m) => m === owner || inputsOf(m)?.borrowed?.includes(input) === true,
      );
      problems.add(
        input,
        readers.length === 1
          ? `applies to mode '${owner}' only`
          : `applies to modes ${readers.map((m) => `'${m}'`).join(' and ')} only`,
        spec.code,
      );
    }
  }
}

export interface ActionSettings {
  readonly mode: Mode;
  readonly source: Source;
  readonly suite?: string;
  /** The baseline file, null for `none`; `explicit` when the workflow named one (then it must exist). */
  readonly baseline: { readonly path: string; readonly explicit: boolean } | null;
  /** Days the artifact is kept; undefined for the repository's default. */
  readonly retentionDays?: number;
  readonly comment: CommentSetting;
  readonly commentKey: string;
  readonly commentAuthor: string;
  /** The workflow set `comment-author` to something other than the default. */
  readonly commentAuthorGiven: boolean;
  readonly token: string;
  readonly artifactName: string;
  readonly uploadEvidence: boolean;
  readonly redact: boolean;
  readonly failOn: FailOn;
  readonly workingDirectory: string;
  readonly allowUntrustedCode: boolean;
  readonly approval: ApprovalSettings;
  /** `mode: merge`: which artifacts of this run are the shards (shards.ts). */
  readonly artifactPattern: string;
  /** The `shard` input of a shard run (`I/N`), null otherwise: it names the artifact. */
  readonly shard: ShardSpec | null;
}

/**
 * The inputs that say what to assess, as the app's settings: only what the
 * workflow gave (a switch only when it differs from its default). Unparsable
 * values are problems and left out, so the settings check does not repeat them.
 */
function readAppSettings(problems: Problems, read: InputReader): Settings {
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined) out[key] = value;
  };
  const text = (key: string) => put(key, read(inputOf(key)) || undefined);
  const files = (key: string) => {
    const given = lines(read(inputOf(key)));
    put(key, given.length === 0 ? undefined : given);
  };
  const value = <T>(key: string, parse: (v: string) => T) =>
    put(key, parsed(problems, read, inputOf(key), parse));
  // Choices are the settings check's, as for every shell; only the case is the Action's.
  const lower = (key: string) => put(key, read(inputOf(key)).toLowerCase() || undefined);
  const flag = (key: string, fallback: boolean) => {
    if (read(inputOf(key)) === '') return;
    const v = boolean(problems, read, inputOf(key), fallback);
    if (v !== fallback) out[key] = v;
  };
  // How each input is read is its setting's type in the settings table (app/setting-table.ts).
  for (const key of SETTING_INPUT_KEYS) {
    switch (settingRowOf(key)?.type) {
      case 'lines':
        files(key);
        break;
      case 'whole':
        value(key, parseWhole);
        break;
      case 'number':
        value(key, parseNumber);
        break;
      case 'duration':
        value(key, parseDuration);
        break;
      case 'rate':
        value(key, parseRate);
        break;
      case 'cost':
        value(key, parseCost);
        break;
      case 'choice':
        lower(key);
        break;
      case 'relations': {
        const v = read(inputOf(key));
        put(key, v === '' ? undefined : v.toLowerCase() === 'none' ? false : v);
        break;
      }
      case 'switch-on':
        flag(key, true);
        break;
      case 'switch-off':
        flag(key, false);
        break;
      default:
        text(key);
    }
  }
  return out as Settings;
}

/**
 * Read and check every input. Throws one refusal (exit 2) listing every
 * problem found, so nothing runs on a half-valid configuration; its `problems`
 * carry each setting's key and code, as the CLI's do.
 */
export function readSettings(read: InputReader): ActionSettings {
  const problems = new Problems();
  const mode = choice(problems, read, 'mode', MODES) ?? 'gate';
  const settings = readAppSettings(problems, read);
  refuseOtherModesInputs(problems, read, mode);
  const own = inputsOf(mode);
  let ownSource: ModeSource | null = null;
  if (mode === 'promote') {
    // Promotion reads the recorded candidate: it runs no agent and reads no evidence.
    for (const key of Object.keys(settings)) {
      if (key === 'redact') continue;
      problems.add(
        inputOf(key),
        "applies to mode 'gate' only: promotion runs no agent and reads no evidence",
        'action.gate-only',
      );
    }
  } else if (own !== undefined) {
    // The row's mode is one of those with inputs of their own, so this is its source.
    ownSource = { kind: mode, options: own.read(problems, read, settings) } as ModeSource;
  } else if (mode === 'merge') {
    // The evidence is the shard artifacts: no agent, no recorded runs, no shard of its own.
    for (const key of [...MERGE_SOURCES, 'shard']) {
      if (read(inputOf(key)) === '') continue;
      problems.add(
        inputOf(key),
        "does not apply to mode 'merge': its evidence is the shard artifacts of this run (input 'artifact-pattern')",
      );
    }
    const rest = Object.fromEntries(
      Object.entries(settings).filter(
        ([k]) => k !== 'shard' && !(MERGE_SOURCES as readonly string[]).includes(k),
      ),
    );
    // Checked as what they will be: settings of recorded evidence.
    problems.list.push(
      ...checkSettings({ ...rest, evidence: ['shards'] } as Settings, { source: 'either' }),
    );
  } else {
    problems.list.push(...checkSettings(settings, { source: 'either' }));
  }
  const delivery = readDelivery(problems, read);
  const artifactPattern = read('artifact-pattern') || DEFAULT_ARTIFACT_PATTERN;
  if (/[":<>|\\/\r\n]/.test(artifactPattern) || artifactPattern.length > 200) {
    problems.add(
      'artifact-pattern',
      'an artifact name pattern may not contain " : < > | \\ / or a line break, and at most 200 characters',
    );
  }
  const shard = readShard(problems, read, mode, delivery.uploadEvidence);

  if (problems.list.length > 0) {
    const n = problems.list.length;
    throw new SettingsRefusal(
      problems.list,
      `${n === 1 ? 'a problem' : `${n} problems`} with the step's inputs (the \`with:\` of the workflow step):\n${problems.list.map((p) => `  - ${describeProblem(p, ACTION_WORDING)}`).join('\n')}`,
    );
  }

  const live = [settings.agent, settings.agentCommand, settings.agentUrl].some(
    (a) => a !== undefined,
  );
  return {
    mode,
    source:
      mode === 'promote'
        ? { kind: 'none' }
        : ownSource !== null
          ? ownSource
          : mode === 'merge'
            ? { kind: 'merge', options: settings }
            : { kind: live ? 'run' : 'import', options: settings },
    ...(settings.suite === undefined ? {} : { suite: settings.suite }),
    redact: settings.redact === true,
    ...delivery,
    artifactPattern,
    shard,
  };
}

/** The inputs that say where the evidence comes from; `mode: merge` takes it from the shards. */
const MERGE_SOURCES: readonly string[] = [
  'agent',
  'agentCommand',
  'agentUrl',
  'evidence',
  ...IMPORT_KINDS,
];

/** Code from the workspace is loaded by a module agent, a worker command or a relations module. */
export function loadsWorkspaceCode(settings: ActionSettings): boolean {
  const kind = settings.source.kind;
  // A mode with inputs of its own says through its row (fail closed when it cannot).
  if (kind !== 'run' && kind !== 'import' && kind !== 'merge' && kind !== 'none') {
    return modeLoadsCode(settings.source);
  }
  if (settings.source.kind !== 'run') return false;
  const o = settings.source.options;
  return (
    o.agent !== undefined || o.agentCommand !== undefined || relationsModuleOf(o.relations) !== null
  );
}
