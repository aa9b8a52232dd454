// The Action's inputs (action.yml), read once and checked together: every problem
// is reported in one refusal, so a user fixes the workflow file in one go. The
// inputs that say what to assess become the app's typed settings, checked by the
// same checkSettings as the CLI's flags; the rest are the Action's own.
import {
  checkSettings,
  DEFAULT_BASELINE_PATH,
  DEFAULT_EARLY_REJECTION,
  describeProblem,
  parseDuration,
  parseNumber,
  parseRate,
  parseWhole,
  SettingsRefusal,
  type Problem,
  type ProblemCode,
  type Settings,
} from '../app/index.js';
import {
  benchCommandFor,
  benchOptionsOf,
  checkBenchSettings,
  type BenchSettings,
} from '../app/bench-run.js';
import { checkCasesSettings, type CasesSettings } from '../app/cases-run.js';
import { isRefusal, STATUSES } from '../app/vocabulary.js';
import { ACTION_WORDING, inputOf, keyOf, SETTING_INPUT_KEYS } from './input-names.js';
import { DEFAULT_ARTIFACT_PATTERN, parseShardInput, type ShardSpec } from './shards.js';

export const MODES = ['gate', 'promote', 'merge', 'bench', 'cases'] as const;
export type Mode = (typeof MODES)[number];
export const COMMENT_MODES = ['always', 'on-change', 'never'] as const;
export type CommentSetting = (typeof COMMENT_MODES)[number];
export const PROMOTE_TARGETS = ['commit', 'artifact'] as const;
export type PromoteTarget = (typeof PROMOTE_TARGETS)[number];
export const DEFAULT_APPROVAL_LABEL = 'agentverity:approve-baseline';
export const DEFAULT_APPROVER_ROLES = ['admin', 'maintain', 'write'] as const;
/** Who GITHUB_TOKEN writes comments as. */
export const DEFAULT_COMMENT_AUTHOR = 'github-actions[bot]';

/** The statuses `fail-on` may name: the assessment's, and the baseline check's. */
export const FAIL_ON_STATUSES = [...STATUSES, 'drift', 'baseline-refused'] as const;

/** Which results fail the step. */
export interface FailOn {
  readonly exitCodes: ReadonlySet<number>;
  readonly statuses: ReadonlySet<string>;
}

/** What to assess: a live run of the agent or recorded runs, as the app's settings. */
export type Source =
  | { readonly kind: 'run'; readonly options: Settings }
  | { readonly kind: 'import'; readonly options: Settings }
  /** `mode: merge`: the shard artifacts of this run, downloaded before the gate (shards.ts). */
  | { readonly kind: 'merge'; readonly options: Settings }
  /** `mode: bench`: agents run on a benchmark, or recorded outcomes (src/app/bench-run.ts). */
  | { readonly kind: 'bench'; readonly options: BenchSettings }
  /** `mode: cases`: a stateful system run on its cases, or cases evidence (src/app/cases-run.ts). */
  | { readonly kind: 'cases'; readonly options: CasesSettings }
  | { readonly kind: 'none' };

/** Who may approve a baseline and how an approved one is delivered (docs/baseline-promotion.md). */
export interface ApprovalSettings {
  readonly label: string;
  /** Repository `role_name`s whose label counts, lower-case. */
  readonly roles: readonly string[];
  /** Logins (lower-case) and `org/team-slug` teams; empty when anyone with a role may approve. */
  readonly approvers: readonly string[];
  readonly allowSelfApproval: boolean;
  readonly promote: PromoteTarget;
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

/** Characters GitHub refuses in an artifact name. */
export const FORBIDDEN_IN_ARTIFACT_NAME = /[":<>|*?\\/\r\n]/g;

/** Reads one input as the runner passes it (`INPUT_<NAME>`); '' when not given. */
export type InputReader = (name: string) => string;

/** The runner's convention: `INPUT_` + the name upper-cased, spaces as underscores. */
export function envInputReader(env: NodeJS.ProcessEnv): InputReader {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** Problems keyed by setting (an input's camelCase key), worded like the app's. */
class Problems {
  readonly list: Problem[] = [];
  /** A problem with an input of the Action's own (`comment`, `fail-on`, …). */
  add(input: string, message: string, code: ProblemCode = 'action.input'): void {
    this.list.push({ setting: keyOf(input), code, message });
  }
}

/** Items of a comma- or line-separated list input, trimmed, without blanks. */
function items(value: string): string[] {
  return value
    .split(/[,\r\n]+/)
    .map((v) => v.trim())
    .filter((v) => v !== '' && !v.startsWith('#'));
}

/** Lines of a multi-line input (a list), without blanks and `#` comments. */
function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

function parsed<T>(
  problems: Problems,
  read: InputReader,
  name: string,
  parse: (value: string) => T,
): T | undefined {
  const value = read(name);
  if (value === '') return undefined;
  try {
    return parse(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.add(name, `${reason}; got ${JSON.stringify(value.slice(0, 200))}`);
    return undefined;
  }
}

function choice<T extends string>(
  problems: Problems,
  read: InputReader,
  name: string,
  choices: readonly T[],
): T | undefined {
  return parsed(problems, read, name, (v) => {
    const lower = v.toLowerCase();
    const found = choices.find((c) => c === lower);
    if (found === undefined) throw new Error(`expected one of ${choices.join(', ')}`);
    return found;
  });
}

/** YAML 1.2 core booleans, as `core.getBooleanInput` reads them. */
function boolean(problems: Problems, read: InputReader, name: string, fallback: boolean): boolean {
  const value = parsed(problems, read, name, (v) => {
    if (['true', 'True', 'TRUE'].includes(v)) return true;
    if (['false', 'False', 'FALSE'].includes(v)) return false;
    throw new Error('expected true or false');
  });
  return value ?? fallback;
}

export function parseFailOn(value: string): FailOn {
  const tokens = value
    .split(/[\s,]+/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
  if (tokens.length === 0) throw new Error('expected exit codes (1, 2), statuses or none');
  const exitCodes = new Set<number>();
  const statuses = new Set<string>();
  for (const t of tokens) {
    if (t === 'none' || t === 'never') continue;
    if (t === '1' || t === '2') exitCodes.add(Number(t));
    else if ((FAIL_ON_STATUSES as readonly string[]).includes(t)) statuses.add(t);
    else {
      throw new Error(
        `unknown value ${JSON.stringify(t.slice(0, 60))}: expected 1, 2, none or a status (${FAIL_ON_STATUSES.join(', ')})`,
      );
    }
  }
  if (tokens.some((t) => t === 'none' || t === 'never') && (exitCodes.size || statuses.size)) {
    throw new Error('none cannot be combined with other values');
  }
  return { exitCodes, statuses };
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
  for (const key of SETTING_INPUT_KEYS) {
    switch (key) {
      case 'evidence':
      case 'promptfoo':
      case 'jsonl':
      case 'inspect':
      case 'header':
        files(key);
        break;
      case 'httpRetries':
      case 'k':
      case 'budget':
      case 'maxWorkers':
      case 'seed':
        value(key, parseWhole);
        break;
      case 'epsilon':
      case 'blindnessThreshold':
        value(key, parseNumber);
        break;
      case 'timeout':
        value(key, parseDuration);
        break;
      case 'rateLimit':
        value(key, parseRate);
        break;
      case 'layer':
      case 'isolation':
      case 'precision':
      case 'errorPolicy':
      case 'method':
      case 'allocation':
        lower(key);
        break;
      case 'relations': {
        const v = read('relations');
        put(key, v === '' ? undefined : v.toLowerCase() === 'none' ? false : v);
        break;
      }
      case 'meter':
      case 'blindness':
      case 'reuse':
        flag(key, true);
        break;
      case 'sequential':
      case 'curtail':
      case 'parallelRepeats':
      case 'redact':
      case 'withoutSuite':
        flag(key, false);
        break;
      case 'earlyRejection':
        flag(key, DEFAULT_EARLY_REJECTION);
        break;
      default:
        text(key);
    }
  }
  return out as Settings;
}

/** The inputs of the Action's own: the comment, the artifact, the gate, approval. */
function readDelivery(problems: Problems, read: InputReader) {
  const comment = choice(problems, read, 'comment', COMMENT_MODES) ?? 'always';
  const commentKey = read('comment-key');
  if (commentKey !== '' && !/^[A-Za-z0-9._-]{1,100}$/.test(commentKey)) {
    problems.add('comment-key', 'expected up to 100 letters, digits, dots, dashes or underscores');
  }
  const commentAuthor = read('comment-author') || DEFAULT_COMMENT_AUTHOR;
  if (!/^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(commentAuthor)) {
    problems.add('comment-author', 'expected a GitHub login such as github-actions[bot]');
  }
  const artifactName = read('artifact-name') || 'agentverity';
  if (artifactName.search(FORBIDDEN_IN_ARTIFACT_NAME) >= 0 || artifactName.length > 200) {
    problems.add(
      'artifact-name',
      'an artifact name may not contain " : < > | * ? \\ / or a line break, and at most 200 characters',
    );
  }
  const uploadEvidence = boolean(problems, read, 'upload-evidence', true);
  const allowUntrustedCode = boolean(problems, read, 'allow-untrusted-code', false);
  const failOn = parsed(problems, read, 'fail-on', parseFailOn) ?? {
    exitCodes: new Set([1, 2]),
    statuses: new Set<string>(),
  };
  const retentionDays = parsed(problems, read, 'retention-days', (v) => {
    const n = parseWhole(v);
    if (n < 1 || n > 400) throw new Error('expected a number of days from 1 to 400');
    return n;
  });
  const baselineValue = read('baseline');
  return {
    comment,
    commentKey,
    commentAuthor,
    commentAuthorGiven: commentAuthor !== DEFAULT_COMMENT_AUTHOR,
    token: read('github-token'),
    artifactName,
    uploadEvidence,
    failOn,
    workingDirectory: read('working-directory') || '.',
    allowUntrustedCode,
    ...(retentionDays === undefined ? {} : { retentionDays }),
    baseline:
      baselineValue.toLowerCase() === 'none'
        ? null
        : {
            path: baselineValue === '' ? DEFAULT_BASELINE_PATH : baselineValue,
            explicit: baselineValue !== '' && baselineValue !== DEFAULT_BASELINE_PATH,
          },
    approval: readApproval(problems, read),
  };
}

function readApproval(problems: Problems, read: InputReader): ApprovalSettings {
  const label = read('approval-label') || DEFAULT_APPROVAL_LABEL;
  if (label.length > 50 || /[\r\n,]/.test(label)) {
    problems.add(
      'approval-label',
      'expected a label name of at most 50 characters, without commas or line breaks',
    );
  }
  const roles = (
    read('approver-roles') === '' ? [...DEFAULT_APPROVER_ROLES] : items(read('approver-roles'))
  ).map((r) => r.toLowerCase());
  if (roles.length === 0)
    problems.add('approver-roles', 'expected at least one role, e.g. admin, maintain, write');
  for (const role of roles) {
    if (!/^[a-z0-9][a-z0-9 _-]{0,99}$/.test(role))
      problems.add(
        'approver-roles',
        `expected role names such as admin, maintain, write; got ${JSON.stringify(role.slice(0, 100))}`,
      );
  }
  const approvers = items(read('approvers')).map((a) => a.replace(/^@/, '').toLowerCase());
  for (const a of approvers) {
    if (!/^[a-z0-9-]{1,39}(\/[a-z0-9._-]{1,100})?$/.test(a)) {
      problems.add(
        'approvers',
        `expected GitHub logins or org/team-slug; got ${JSON.stringify(a.slice(0, 100))}`,
      );
    }
  }
  const allowSelfApproval = boolean(problems, read, 'allow-self-approval', false);
  const promote = choice(problems, read, 'promote', PROMOTE_TARGETS) ?? 'commit';
  return { label, roles, approvers, allowSelfApproval, promote };
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
  let bench: BenchSettings | null = null;
  let cases: CasesSettings | null = null;
  if (mode !== 'bench') {
    for (const input of BENCH_ONLY_INPUTS) {
      if (read(input) !== '' && !(mode === 'cases' && CASES_INPUTS.includes(input))) {
        problems.add(
          input,
          CASES_INPUTS.includes(input)
            ? "applies to modes 'bench' and 'cases' only"
            : "applies to mode 'bench' only",
          'action.bench-only',
        );
      }
    }
  }
  if (mode !== 'cases') {
    for (const input of CASES_ONLY_INPUTS) {
      if (read(input) !== '') {
        problems.add(input, "applies to mode 'cases' only", 'action.cases-only');
      }
    }
  }
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
  } else if (mode === 'bench') {
    bench = readBenchInputs(problems, read, settings);
  } else if (mode === 'cases') {
    cases = readCasesInputs(problems, read, settings);
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
        : mode === 'bench' && bench !== null
          ? { kind: 'bench', options: bench }
          : mode === 'cases' && cases !== null
            ? { kind: 'cases', options: cases }
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

/** Inputs of `mode: cases` only (action.yml), each the kebab case of its cases setting. */
export const CASES_ONLY_INPUTS = [
  'config',
  'cases',
  'system',
  'system-command',
  'labels',
  'replay-cache',
] as const;

/** Every input `mode: cases` reads: its own, `runs` (as bench), and the gate's `evidence` and `timeout`. */
const CASES_INPUTS: readonly string[] = [...CASES_ONLY_INPUTS, 'runs'];

/**
 * `mode: cases`: the cases settings from the inputs, checked by the engine's
 * one check. Any other input of the gate is refused, never ignored.
 */
function readCasesInputs(problems: Problems, read: InputReader, gate: Settings): CasesSettings {
  const gateValues = gate as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(gateValues)) {
    if (key === 'timeout') out['timeout'] = gateValues[key];
    else if (key === 'evidence') {
      const files = gateValues[key] as string[];
      if (files.length > 1) problems.add('evidence', "mode 'cases' reads one cases evidence file");
      out['evidence'] = files[0];
    } else {
      problems.add(
        inputOf(key),
        key === 'agent' || key === 'agentCommand' || key === 'agentUrl'
          ? "mode 'cases' takes the system under test from input 'system' (a JS module) or 'system-command' (a worker)"
          : "does not apply to mode 'cases'",
        'action.gate-only',
      );
    }
  }
  for (const input of CASES_ONLY_INPUTS) {
    const v = read(input);
    if (v === '') continue;
    if (input === 'replay-cache') out['replayCache'] = v.toLowerCase() === 'none' ? null : v;
    else out[keyOf(input)] = v;
  }
  const runs = parsed(problems, read, 'runs', parseWhole);
  if (runs !== undefined) out['runs'] = runs;
  const settings = out as CasesSettings;
  problems.list.push(...checkCasesSettings(settings));
  return settings;
}

/** Inputs of `mode: bench` only (action.yml), each the kebab case of its bench setting. */
export const BENCH_ONLY_INPUTS = [
  'agents',
  'benchmark',
  'runs',
  'fail-if-worse',
  'confidence',
  'pass-k',
  'resamples',
  'difference',
  'task-path',
  'outcome-path',
  'error-path',
  'output-path',
  'latency-path',
  'prompt-path',
  'threshold',
  'scorer',
  'benchmark-name',
] as const;

/** The gate's inputs `mode: bench` reads too, with the same meaning. */
const BENCH_SHARED_KEYS: ReadonlySet<string> = new Set([
  'evidence',
  'promptfoo',
  'jsonl',
  'inspect',
  'header',
  'httpRetries',
  'maxWorkers',
  'seed',
  'epsilon',
  'timeout',
  'rateLimit',
  'textPath',
]);

/**
 * `mode: bench`: the bench settings from the inputs (the bench ones and the
 * gate's that mean the same), checked by the engine's one check. A gate input
 * that means nothing to a benchmark is refused, never ignored.
 */
function readBenchInputs(problems: Problems, read: InputReader, gate: Settings): BenchSettings {
  const gateValues = gate as Record<string, unknown>;
  for (const key of Object.keys(gateValues)) {
    if (BENCH_SHARED_KEYS.has(key)) continue;
    problems.add(
      inputOf(key),
      key === 'agent' || key === 'agentCommand' || key === 'agentUrl'
        ? "mode 'bench' takes its agents from input 'agents' (one per line, NAME=AGENT)"
        : "does not apply to mode 'bench'",
      'action.gate-only',
    );
  }
  const out: Record<string, unknown> = {};
  for (const key of BENCH_SHARED_KEYS) {
    if (gateValues[key] !== undefined) out[key] = gateValues[key];
  }
  // One bench evidence file: the gate's input is a list.
  const evidence = gateValues['evidence'] as string[] | undefined;
  if (evidence !== undefined) {
    if (evidence.length > 1) problems.add('evidence', "mode 'bench' reads one bench evidence file");
    out['evidence'] = evidence[0];
  }
  const agents = lines(read('agents'));
  if (agents.length > 0) out['agents'] = agents;
  const text = (input: string) => {
    const v = read(input);
    if (v !== '') out[keyOf(input)] = v;
  };
  const value = <T>(input: string, parse: (v: string) => T) => {
    const v = parsed(problems, read, input, parse);
    if (v !== undefined) out[keyOf(input)] = v;
  };
  text('benchmark');
  value('runs', parseWhole);
  text('fail-if-worse');
  value('confidence', parseNumber);
  value('pass-k', parseWhole);
  value('resamples', parseWhole);
  value('difference', parseNumber);
  for (const input of ['task-path', 'outcome-path', 'error-path', 'output-path', 'latency-path'])
    text(input);
  text('prompt-path');
  value('threshold', parseNumber);
  text('scorer');
  text('benchmark-name');
  const settings = out as BenchSettings;
  // Checked as the command they are: several agents compare, one is tested (so the
  // number of agents always fits); recorded outcomes as a comparison until read.
  problems.list.push(...checkBenchSettings(benchCommandFor(settings), settings));
  // The statistics' options, checked by the core as the run will check them.
  try {
    benchOptionsOf(settings);
  } catch (error) {
    if (!isRefusal(error) || error.setting === undefined) throw error;
    problems.add(inputOf(error.setting), error.reason);
  }
  return settings;
}

/** The inputs that say where the evidence comes from; `mode: merge` takes it from the shards. */
const MERGE_SOURCES = [
  'agent',
  'agentCommand',
  'agentUrl',
  'evidence',
  'promptfoo',
  'jsonl',
  'inspect',
] as const;

/**
 * The `shard` input, for the artifact's name. The engine checks it as the
 * `shard` setting (the collection of the shard), so a malformed value is refused
 * there, once.
 */
function readShard(
  problems: Problems,
  read: InputReader,
  mode: Mode,
  uploadEvidence: boolean,
): ShardSpec | null {
  const text = read('shard');
  if (text === '' || mode !== 'gate') return null;
  const shard = parseShardInput(text);
  // A malformed value is refused once, by the engine's check of the `shard` setting.
  if (shard === null) return null;
  if (!uploadEvidence) {
    problems.add(
      'upload-evidence',
      "a shard run's evidence is what mode 'merge' reads from its artifact: leave upload-evidence true",
    );
  }
  return shard;
}
