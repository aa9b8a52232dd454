import { i as isRefusal, R as Refusal } from './types.js';

// Problems with settings, and how a shell words them. A problem names its
// setting by key and says what is wrong without naming any flag or input: a
// message may mention another setting as its key in backticks (`suite`), which
// each shell writes its own way (`--suite`, 'suite', or the property name).
/** Every code checkSettings may give (docs/codes.md and the registry in src/errors.ts list them). */
const SETTINGS_CODES = [
    'settings.agents',
    'settings.live-and-recorded',
    'settings.no-agent',
    'settings.no-recorded',
    'settings.nothing-to-assess',
    'settings.seeds',
    'settings.import-kinds',
    'settings.promptfoo-suite',
    'settings.suite-not-given',
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
];
/** The refusal of a settings check: every problem found, each keyed by its setting. */
class SettingsRefusal extends Refusal {
    problems;
    /** `message` defaults to one line per problem, each setting named by its key. */
    constructor(problems, message) {
        const only = problems.length === 1 ? problems[0] : undefined;
        super(only?.code ?? 'settings.problems', message ?? problems.map((p) => `${p.setting}: ${p.message}`).join('\n'), undefined, only === undefined
            ? {}
            : { setting: only.setting, ...(only.data === undefined ? {} : { data: only.data }) });
        this.problems = problems;
    }
}
/** True for a refusal carrying the problems of a settings check. */
function isSettingsRefusal(error) {
    return isRefusal(error) && Array.isArray(error.problems);
}
/** Throws a SettingsRefusal when there is any problem. */
function refuseProblems(problems) {
    if (problems.length > 0)
        throw new SettingsRefusal(problems);
}
/** A message's setting keys in backticks, written as the shell names them. */
function nameSettings(text, nameOf) {
    return text.replace(/`([a-z][A-Za-z]*)`/g, (_, key) => nameOf(key));
}
/** One problem as a shell shows it: `--k: expected an even number …`. */
function describeProblem(problem, wording) {
    const label = (wording.label ?? wording.nameOf)(problem.setting);
    return `${label}: ${nameSettings(problem.message, wording.nameOf)}`;
}
/**
 * A refusal as a shell shows it, one problem per line: a settings refusal lists
 * its problems; a refusal about one setting leads with the setting's name; any
 * other refusal keeps its place (file, line, JSON path) and reason. Setting keys
 * in backticks are named the shell's way.
 */
function describeRefusal(error, wording) {
    if (isSettingsRefusal(error))
        return error.problems.map((p) => describeProblem(p, wording));
    const reason = nameSettings(error.reason ?? error.message, wording.nameOf);
    const parts = [];
    if (typeof error.setting === 'string')
        parts.push((wording.label ?? wording.nameOf)(error.setting));
    if (typeof error.where === 'string')
        parts.push(error.where);
    parts.push(reason);
    return [parts.join(': ')];
}

export { SETTINGS_CODES as S, SettingsRefusal as a, describeProblem as b, describeRefusal as d, isSettingsRefusal as i, refuseProblems as r };
