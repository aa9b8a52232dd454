// Problems with settings, and how a shell words them. A problem names its
// setting by key and says what is wrong without naming any flag or input: a
// message may mention another setting as its key in backticks (`suite`), which
// each shell writes its own way (`--suite`, 'suite', or the property name).
import { isRefusal, Refusal, type RefusalDetail } from '../core/errors.js';

/** Every code checkSettings may give (docs/codes.md and the registry in src/errors.ts list them). */
export const SETTINGS_CODES = [
  'settings.agents',
  'settings.live-and-recorded',
  'settings.no-agent',
  'settings.no-recorded',
  'settings.nothing-to-assess',
  'settings.seeds',
  'settings.import-kinds',
  'settings.promptfoo-suite',
  'settings.suite-not-given',
  'settings.suite-mismatch',
  'settings.http-only',
  'settings.recorded-only',
  'settings.live-only',
  'settings.import-only',
  'settings.compare-only',
  'settings.import-kind',
  'settings.empty',
  'settings.meter-off',
  'settings.range',
  'settings.k-odd',
  'settings.epsilon-precision',
  'settings.choice',
  'settings.header',
  'settings.redact-text',
  'settings.allocation-k',
  'settings.seed-allocation',
  'settings.early-rejection-sequential',
  'settings.relations-unknown',
  'settings.agent-url',
  'settings.shard',
  'settings.shard-whole-run',
] as const;
export type SettingsCode = (typeof SETTINGS_CODES)[number];
/** A problem's code: the settings check's, or one of the Action's own inputs. */
export type ProblemCode =
  SettingsCode | 'action.input' | 'action.gate-only' | 'action.bench-only' | 'action.cases-only';

export interface Problem {
  /** The setting's key in the typed settings (`decisionPath`, `k`). */
  readonly setting: string;
  /** A stable code (`settings.k-odd`). */
  readonly code: ProblemCode;
  /** What is wrong and what to do, without any flag or input name. */
  readonly message: string;
  /** Numbers or names a shell may show or act on (a suggested k). */
  readonly data?: RefusalDetail['data'];
}

/** The refusal of a settings check: every problem found, each keyed by its setting. */
export class SettingsRefusal extends Refusal {
  readonly problems: readonly Problem[];

  /** `message` defaults to one line per problem, each setting named by its key. */
  constructor(problems: readonly Problem[], message?: string) {
    const only = problems.length === 1 ? problems[0] : undefined;
    super(
      only?.code ?? 'settings.problems',
      message ?? problems.map((p) => `${p.setting}: ${p.message}`).join('\n'),
      undefined,
      only === undefined
        ? {}
        : { setting: only.setting, ...(only.data === undefined ? {} : { data: only.data }) },
    );
    this.problems = problems;
  }
}

/** True for a refusal carrying the problems of a settings check. */
export function isSettingsRefusal(error: unknown): error is SettingsRefusal {
  return isRefusal(error) && Array.isArray((error as { problems?: unknown }).problems);
}

/** Throws a SettingsRefusal when there is any problem. */
export function refuseProblems(problems: readonly Problem[]): void {
  if (problems.length > 0) throw new SettingsRefusal(problems);
}

/** How a shell names a setting: `--decision-path`, `'decision-path'`, `decisionPath`. */
export type NameOf = (settingKey: string) => string;

export interface Wording {
  /** The shell's name of a setting, used inside a message. */
  readonly nameOf: NameOf;
  /** What goes before the reason (default: the name): the Action writes `input 'k'`. */
  readonly label?: NameOf;
}

/** A message's setting keys in backticks, written as the shell names them. */
export function nameSettings(text: string, nameOf: NameOf): string {
  return text.replace(/`([a-z][A-Za-z0-9]*)`/g, (_, key: string) => nameOf(key));
}

/** One problem as a shell shows it: `--k: expected an even number …`. */
export function describeProblem(problem: Problem, wording: Wording): string {
  const label = (wording.label ?? wording.nameOf)(problem.setting);
  return `${label}: ${nameSettings(problem.message, wording.nameOf)}`;
}

/**
 * A refusal as a shell shows it, one problem per line: a settings refusal lists
 * its problems; a refusal about one setting leads with the setting's name; any
 * other refusal keeps its place (file, line, JSON path) and reason. Setting keys
 * in backticks are named the shell's way.
 */
export function describeRefusal(error: Refusal, wording: Wording): string[] {
  if (isSettingsRefusal(error)) return error.problems.map((p) => describeProblem(p, wording));
  const reason = nameSettings(error.reason ?? error.message, wording.nameOf);
  const parts: string[] = [];
  if (typeof error.setting === 'string')
    parts.push((wording.label ?? wording.nameOf)(error.setting));
  if (typeof error.where === 'string') parts.push(error.where);
  parts.push(reason);
  return [parts.join(': ')];
}
