import { i as isRefusal, R as Refusal, a as ISOLATIONS, L as LAYERS } from './types.js';
import { p as parseAgentSpec } from './module-spec.js';
import { a as IMPORTERS, I as IMPORT_KINDS } from './registry.js';

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
    return text.replace(/`([a-z][A-Za-z0-9]*)`/g, (_, key) => nameOf(key));
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

// The rows of the settings table (setting-table.ts says what each column means
// and derives the rest): one row per gate setting but the importers' files, in
// the order of SETTING_KEYS, which is also the order of each command's flags in
// `--help`. Adding a gate setting is its `Settings` field and one row here.
/** Where the evidence lands when nobody says (the CLI's `--evidence-out` default). */
const DEFAULT_EVIDENCE_OUT = 'agentverity-evidence.json';
const PRECISIONS = ['cheap', 'balanced', 'strict'];
const ERROR_POLICIES = ['record', 'raise'];
/** The meter's decision rules (docs/statistics.md). */
const METHOD_NAMES = ['wilson', 'exact'];
/** How a live run spreads its pairs over the inputs. */
const ALLOCATIONS = ['per-input', 'random'];
/**
 * Every setting but the importers' files, in the order of SETTING_KEYS (the
 * importers' rows follow `evidence`). The mapped type makes a setting of
 * `Settings` missing here, or one here that `Settings` lacks, a type error.
 */
const DECLARED = {
    agent: {
        type: 'text',
        commands: ['run', 'snapshot'],
        shownDefault: null,
        doc: 'JS/TS module exporting the agent, `file[:export]`',
        action: "A JavaScript module exporting the agent, as `file` or `file:export` (relative to `working-directory`). Same as the CLI's `--agent`.",
        arg: '<file[:export]>',
        help: 'JS module agent: an export (default `default`) that is the agent (input) => result or a factory () => agent',
    },
    agentCommand: {
        type: 'text',
        commands: ['run', 'snapshot'],
        shownDefault: null,
        doc: 'command starting a JSON-lines worker ([protocol](docs/agent-protocol.md))',
        action: 'A command that starts a long-lived worker speaking JSON lines on stdin/stdout (docs/agent-protocol.md). Same as `--agent-command`.',
        arg: '<command>',
        help: 'command worker speaking JSON lines on stdin/stdout (docs/agent-protocol.md), one process per worker',
    },
    agentUrl: {
        type: 'text',
        commands: ['run', 'snapshot'],
        shownDefault: null,
        doc: 'HTTP endpoint taking `{"input": …}`',
        action: 'An HTTP endpoint that takes `{"input": …}` and answers JSON. Same as `--agent-url`.',
        arg: '<url>',
        help: 'HTTP agent: POST {"input": …} and read the JSON answer',
    },
    header: {
        type: 'lines',
        input: 'headers',
        commands: ['run', 'snapshot'],
        appliesTo: ['http'],
        shownDefault: null,
        doc: '`Name: value` lines for `agent-url` (masked in the log)',
        action: 'HTTP headers for `agent-url`, one `Name: value` per line. Values are masked in the log. Same as repeating `--header`.',
        arg: '<name: value>',
        help: 'HTTP: a request header (repeatable)',
    },
    httpRetries: {
        type: 'whole',
        commands: ['run', 'snapshot'],
        appliesTo: ['http'],
        shownDefault: '`3`',
        doc: 'retries of an `agent-url` call on connection errors and 429/503',
        action: 'Retries of an `agent-url` call on connection errors and 429/503 (default 3). Same as `--http-retries`.',
        arg: '<n>',
        help: 'HTTP: retries on connection errors and 429/503 (default 3)',
    },
    inputs: {
        type: 'text',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: null,
        doc: 'seed inputs, one per line (text or JSONL)',
        action: 'The seed inputs, one per line (text) or one JSON object per line (.jsonl). Same as `--inputs`.',
        arg: '<file>',
        help: 'seed file: text (one input per line), .jsonl ({"input", "expected"?} or a string per line) or a suite .json',
    },
    evidence: {
        type: 'lines',
        commands: ['assess', 'snapshot', 'check'],
        shownDefault: null,
        doc: 'recorded evidence files or globs, one per line (merged in order)',
        action: 'Evidence files or globs, one per line; several are merged in order. Same as `--evidence`.',
        arg: '<files...>',
        help: 'evidence files (ours or agentverity.evidence/v2) or globs; several are merged in order',
    },
    inputPath: {
        type: 'text',
        commands: ['assess', 'snapshot', 'check'],
        appliesTo: ['readers'],
        shownDefault: null,
        doc: 'dotted path of the input in imported rows',
        action: 'Dotted path of the input in each imported row (promptfoo default `prompt.raw`, jsonl default `input`).',
        arg: '<path>',
        help: 'dotted path of the input in each row (promptfoo default prompt.raw, jsonl default input)',
    },
    score: {
        type: 'text',
        commands: ['assess', 'snapshot', 'check'],
        appliesTo: ['readers'],
        shownDefault: null,
        doc: 'Inspect AI: the score whose answer is the decision',
        action: 'Inspect AI: the score whose answer is the decision.',
        arg: '<name>',
        help: 'Inspect: the score whose answer is the decision',
    },
    provider: {
        type: 'text',
        commands: ['assess', 'snapshot', 'check'],
        appliesTo: ['readers'],
        shownDefault: null,
        doc: 'promptfoo: read only this provider',
        action: 'promptfoo: read only this provider (id or label).',
        arg: '<id>',
        help: 'promptfoo: read only this provider (id or label)',
    },
    promptId: {
        type: 'text',
        commands: ['assess', 'snapshot', 'check'],
        appliesTo: ['readers'],
        shownDefault: null,
        doc: 'promptfoo: read only this prompt',
        action: 'promptfoo: read only this prompt (id or index).',
        arg: '<id>',
        help: 'promptfoo: read only this prompt (id or index)',
    },
    decisionPath: {
        type: 'text',
        commands: ['run', 'assess', 'snapshot', 'check'],
        appliesTo: ['http', 'readers'],
        shownDefault: null,
        doc: 'dotted path of the decision in the answer or rows',
        action: "Dotted path of the decision in the agent's JSON answer or in each imported row.",
        arg: '<path>',
        help: 'dotted path of the decision: in structured promptfoo output, in a JSONL row (default decision) or in an Inspect sample',
        helpOn: {
            run: 'HTTP: where the decision is in the answer, e.g. result.route (default decision or verdict)',
        },
    },
    textPath: {
        type: 'text',
        commands: ['run', 'assess', 'snapshot', 'check'],
        appliesTo: ['http', 'readers'],
        shownDefault: null,
        doc: 'dotted path of the text in the answer or JSONL rows',
        action: "Dotted path of the agent's text in its JSON answer or in each JSONL row.",
        arg: '<path>',
        help: "dotted path of the agent's text in a JSONL row",
        helpOn: { run: 'HTTP: where the text is (default text)' },
    },
    toolsPath: {
        type: 'text',
        commands: ['run', 'assess', 'snapshot', 'check'],
        appliesTo: ['http', 'readers'],
        shownDefault: null,
        doc: 'dotted path of the tool list in the answer or JSONL rows',
        action: "Dotted path of the tool path (a list of tool names) in the agent's JSON answer or in each JSONL row.",
        arg: '<path>',
        help: 'dotted path of the tool path (list of tool names) in a JSONL row',
        helpOn: { run: 'HTTP: where the tool names are (default tools)' },
    },
    suite: {
        type: 'text',
        commands: ['run', 'assess', 'plan', 'snapshot', 'check'],
        shownDefault: null,
        doc: 'decision suite: seeds, expected decisions, contract',
        action: 'A decision suite (agentverity.decision-suite/v1): the seeds for a live run, the expected decisions for imports, the contract for both. Same as `--suite`.',
        arg: '<file>',
        help: 'decision suite (agentverity.decision-suite/v1) with the reviewed cases and contract',
        helpOn: {
            run: 'decision suite (agentverity.decision-suite/v1): inputs, routes and contract',
            plan: 'decision suite: plan calls per route from its cases and stability targets',
            snapshot: 'decision suite the evidence was collected from (contract, targets)',
            check: 'the decision suite, when the baseline was admitted with one',
        },
    },
    withoutSuite: {
        type: 'switch-off',
        commands: ['assess', 'snapshot', 'check'],
        // A live run is judged against the suite it runs: there it would be ignored.
        appliesTo: ['evidence', 'imports'],
        shownDefault: '`false`',
        doc: 'assess recorded evidence collected against a suite without it; every report says the contract was not applied (else refused); refused on a live run',
        action: 'Assess recorded evidence that was collected against a decision suite without that suite (`true` or `false`): its contract is not applied, and every report says so first. Without it, such evidence is refused (exit 2). A live run (an agent) is judged against the suite it runs: there `true` is refused.',
        help: 'assess evidence collected against a suite without that suite: its contract is not applied, and every report says so first (without this, such evidence is refused)',
        helpOn: {
            snapshot: 'judge evidence collected against a suite without that suite: its contract is not applied, every report says so first, and no baseline or candidate is admitted from it (admission.suite-not-applied)',
            check: 'check evidence collected against a suite without that suite: its contract is not applied, and the report says so first (without this, such evidence is refused)',
        },
    },
    layer: {
        type: 'choice',
        choices: LAYERS,
        commands: ['run', 'assess', 'snapshot', 'check'],
        appliesTo: ['live', 'readers'],
        shownDefault: '`verdict`',
        doc: 'what is compared: `verdict`, `text` or `tools`',
        action: 'What is compared: `verdict` (the default), `text` or `tools`.',
        arg: '<layer>',
        help: 'what is compared for imports: verdict (default), text or tools',
        helpOn: { run: 'what is compared: verdict, text or tools (default verdict)' },
    },
    isolation: {
        type: 'choice',
        choices: ISOLATIONS,
        commands: ['run', 'assess', 'snapshot', 'check'],
        appliesTo: ['live', 'imports'],
        shownDefault: null,
        doc: '`fresh-session`, `fresh-instance`, `shared-session` or `unknown` (imports: `unknown`)',
        action: 'How independent the repeats are: `fresh-session`, `fresh-instance`, `shared-session` or `unknown`. For imports the default is `unknown`, which every report mentions.',
        arg: '<isolation>',
        // No default of commander's: the help says once what applies when it is not given.
        help: 'how independent the imported repeats were (default unknown; evidence files record their own)',
        helpOn: {
            run: 'how repeats were isolated (default: what the agent declares, else unknown); fresh-instance calls a module factory per call',
        },
    },
    epsilon: {
        type: 'number',
        commands: ['run', 'assess', 'plan', 'snapshot', 'compare-evidence'],
        shownDefault: null,
        doc: 'flip-rate tolerance in (0, 1); overrides `precision`',
        action: 'The flip-rate tolerance, a fraction in (0, 1); overrides `precision`.',
        arg: '<e>',
        help: 'tolerance for the flip rate, between 0 and 1 (default 0.05)',
    },
    precision: {
        type: 'choice',
        choices: PRECISIONS,
        commands: ['run', 'assess', 'plan', 'snapshot', 'compare-evidence'],
        shownDefault: '`balanced`',
        doc: 'tolerance preset: `cheap` 0.10, `balanced` 0.05, `strict` 0.01',
        action: 'Tolerance preset: `cheap` (0.10), `balanced` (0.05, the default) or `strict` (0.01).',
        arg: '<preset>',
        help: 'tolerance preset: cheap 0.10, balanced 0.05, strict 0.01',
    },
    redact: {
        type: 'switch-off',
        commands: ['run', 'snapshot'],
        shownDefault: '`false`',
        doc: 'evidence keeps fingerprints and decisions only; no suite copy in the artifact',
        action: 'Keep only fingerprints and decisions in the evidence (`true` or `false`): no raw inputs, agent texts or tool names (tool names stay on the `tools` layer, where they are the decision), and no copy of the suite in the artifact. Error messages of failed calls are kept.',
        help: 'keep fingerprints, decisions and tool names in the evidence; drop inputs and texts',
    },
    k: {
        type: 'whole',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shapesMeter: true,
        shownDefault: 'planned',
        doc: 'repeats per input (even, ≥ 2)',
        action: 'Repeats per input (even, at least 2); by default planned from the tolerance.',
        arg: '<n>',
        help: 'repeats per input, even (pairs are repeats 1-2, 3-4, …; default: planned from epsilon and --budget, per route for a suite)',
    },
    budget: {
        type: 'whole',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shapesMeter: true,
        shownDefault: null,
        doc: 'every agent call counts (meter, first draws, relations); k planned to fit, a k that does not fit refused',
        action: 'At most this many agent calls in all (meter repeats, first draws and relation calls); the repeats are planned to fit, and a `k` that does not fit is refused before any call.',
        arg: '<calls>',
        help: 'the most agent calls in all (meter, first draws, relations): k is planned to fit, a --k that does not fit is refused; also caps sequential rounds',
    },
    blindnessThreshold: {
        type: 'number',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: '`0.9`',
        doc: 'share of inputs one decision may hold before the probes are blind',
        action: 'Share of inputs one decision may hold before the probes are blind, in (0, 1] (default 0.9).',
        arg: '<share>',
        help: 'share of inputs one decision may hold before the probes are blind (default 0.9)',
    },
    relations: {
        type: 'relations',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: 'built-in',
        doc: 'built-ins by name (`case, whitespace`), a module of your own, or `none` ([docs](docs/relations.md))',
        action: 'Which metamorphic relations run: built-in ones by name, comma-separated (`normalisation`, `case`, `whitespace`, `tool-selection`), a module exporting your own (`relations.mjs[:export]`), or `none`. Empty: the four built-ins (docs/relations.md).',
        arg: '<names|file[:export]>',
        help: 'built-in relations by name, comma-separated (normalisation, case, whitespace, tool-selection), or a module of your own relations (default: the four built-ins)',
        opposite: 'run no relations',
    },
    reuse: {
        type: 'switch-on',
        flag: '--no-reuse',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: '`true`',
        doc: '`false` draws blindness and relation sources independently',
        action: "`false` draws blindness and every relation's source independently instead of reusing the first repeat. Same as `--no-reuse`.",
        help: 'independent draws: blindness gets its own call and every relation asks the unchanged input again, instead of reusing the first repeat',
    },
    meter: {
        type: 'switch-on',
        flag: '--no-meter',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: '`true`',
        doc: '`false` leaves the repeatability meter out (status `unmeasured`)',
        action: '`false` leaves the repeatability meter out: one first draw per input for blindness, the contract and relations (status `unmeasured`). Same as `--no-meter`.',
        help: 'leave the repeatability meter out: one first draw per input for blindness, the contract and relations',
    },
    blindness: {
        type: 'switch-on',
        flag: '--no-blindness',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: '`true`',
        doc: '`false` leaves the blindness check out',
        action: '`false` leaves the blindness check out. Same as `--no-blindness`.',
        help: 'leave the blindness check out',
    },
    sequential: {
        type: 'switch-off',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shapesMeter: true,
        shownDefault: '`false`',
        doc: 'stop early at checkpoints declared before the first call',
        action: '`true` stops early at checkpoints declared before the first call (whole rounds); `k` is then planned. Same as `--sequential`.',
        help: 'stop early at checkpoints declared before the first call (whole rounds)',
    },
    curtail: {
        type: 'switch-off',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shapesMeter: true,
        shownDefault: '`false`',
        doc: 'stop a fixed-endpoint run once it can no longer certify',
        action: '`true` stops a fixed-endpoint run once even all-agreeing further pairs could not certify (never admits early). Same as `--curtail`.',
        help: 'fixed endpoint: stop once even all-agreeing further pairs could not certify (never admits early)',
    },
    method: {
        type: 'choice',
        choices: METHOD_NAMES,
        commands: ['run', 'assess', 'plan', 'snapshot'],
        shownDefault: '`wilson`',
        doc: "decision rule: `wilson` (the reference's) or `exact` (binomial tails, fewer pairs)",
        action: "The meter's decision rule: `wilson` (the reference's Wilson bound, the default) or `exact` (binomial tails: certifies with fewer pairs, both error rates at most 2.5%). Same as `--method`.",
        arg: '<rule>',
        help: "decision rule: wilson (the reference's Wilson bound, default) or exact (binomial tails; certifies with fewer pairs, both error rates at most 2.5%)",
    },
    allocation: {
        type: 'choice',
        choices: ALLOCATIONS,
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: '`per-input`',
        doc: "`random` draws each pair's input with `seed`: the same calls certify at any number of inputs",
        action: "`per-input` (k repeats of every input, the default) or `random` (each pair's input drawn with `seed`, so certifying costs the same calls at any number of inputs). Same as `--allocation`.",
        arg: '<how>',
        help: "per-input: k repeats of every input (default); random: each pair's input drawn with --seed, so certifying costs the same calls at any number of inputs",
    },
    seed: {
        type: 'whole',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: 'chosen and recorded',
        doc: 'seed of a random allocation',
        action: 'Seed of a random allocation; one is chosen and recorded in the evidence when absent. Same as `--seed`.',
        arg: '<n>',
        help: 'seed of a random allocation (default: one is chosen and recorded in the evidence)',
    },
    earlyRejection: {
        type: 'switch-on',
        flag: '--no-early-rejection',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shapesMeter: true,
        shownDefault: '`true`',
        doc: 'stop as soon as the evidence that decisions change is conclusive; `false` collects every planned pair',
        action: '`true` (the default) declares the early-rejection test: the run stops as soon as the evidence that the agent flips is conclusive (the stochastic direction keeps its 2.5% error); certification is still decided at the planned end. `false` collects every planned pair. Same as `--no-early-rejection`.',
        help: 'collect every planned pair, without the early-rejection test',
        opposite: 'declare the early-rejection test (the default): stop as soon as the evidence that the agent flips is conclusive; certification is still decided at the planned end',
    },
    maxWorkers: {
        type: 'whole',
        commands: ['run', 'plan', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: '`1`',
        doc: 'distinct inputs called at once',
        action: 'Distinct inputs called at once (default 1).',
        arg: '<n>',
        help: 'distinct inputs called at once (default 1)',
        helpOn: {
            plan: 'with --latency: inputs called at once in each shard (as run --max-workers; default 1)',
        },
    },
    parallelRepeats: {
        type: 'switch-off',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shapesMeter: true,
        shownDefault: '`false`',
        doc: 'also run the repeats of one input at once (stateless agents)',
        action: '`true` also runs the repeats of one input at once (stateless agents only).',
        help: 'also run the repeats of one input at once (stateless agents only)',
    },
    timeout: {
        type: 'duration',
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: '`2m`',
        doc: 'per-call timeout (`30s`, `2m`, `none`)',
        action: 'Per-call timeout: `200ms`, `30s`, `2m`, or `none` (default 2m).',
        arg: '<duration>',
        help: 'per call, e.g. 500ms, 30s, 2m, or none (default 120s)',
    },
    rateLimit: {
        type: 'rate',
        commands: ['run', 'plan', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: null,
        doc: 'at most this many calls per second or minute (`10/s`, `600/m`)',
        action: 'At most this many agent calls per second or minute: `10/s`, `600/m`.',
        arg: '<rate>',
        help: 'calls started per second across all workers, e.g. 10/s or 600/m',
        helpOn: {
            plan: 'with --latency: calls started per second in each shard, e.g. 10/s or 600/m (as run --rate-limit)',
        },
    },
    errorPolicy: {
        type: 'choice',
        choices: ERROR_POLICIES,
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: '`record`',
        doc: '`record` a failed call and go on, or `raise` at the first',
        action: '`record` (a failed call is recorded and the run goes on, the default) or `raise` (stop at the first).',
        arg: '<policy>',
        help: 'record: a failed call is recorded and the run goes on; raise: stop at the first (default record)',
    },
    costPerCall: {
        type: 'cost',
        input: null,
        commands: ['run', 'plan', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: null,
        doc: 'money per call, to show the cost in the plan',
        arg: '<amount>',
        help: 'money per call, to show the cost in the plan',
        helpOn: {
            plan: 'price of one agent call (any currency unit): adds the cost of each plan',
        },
    },
    evidenceOut: {
        type: 'text',
        input: null,
        commands: ['run', 'snapshot'],
        appliesTo: ['live'],
        shownDefault: null,
        doc: 'where the evidence is written (default agentverity-evidence.json)',
        arg: '<file>',
        help: `where the evidence is written (default ${DEFAULT_EVIDENCE_OUT})`,
    },
    shard: {
        type: 'text',
        commands: ['run'],
        appliesTo: ['live'],
        shownDefault: null,
        doc: '`I/N`: collect shard I of N only, by input fingerprint ([docs](docs/sharding.md))',
        action: "`I/N` collects shard I of N only: the inputs whose fingerprint falls in it, each with the whole run's plan (docs/sharding.md). Same as `--shard`.",
        arg: '<I/N>',
        help: "collect shard I of N only: the inputs whose fingerprint falls in it, with the whole run's plan; no report (assess the shards' evidence together)",
    },
};

// The one table of the gate's settings (issue 32 item 1): each setting declared
// once (its rows in setting-rows.ts) with its type, CLI flag and help, Action
// input, the CLI commands that take it, where it applies, its default as the docs
// show it and its one-line doc. Derived from it: SETTING_KEYS (settings.ts), the
// CLI's flag names and every gate command's setting flags (cli/settings.ts), the
// Action's input names and how each input is read (github/), the settings
// check's placement (check.ts), and the generated blocks of action.yml and the
// README (scripts/gen-settings.ts; tests/app/setting-table.test.ts fails on drift).
// The importers' file settings are rows made from the registry (its `help`).
/** The setting key written in kebab case: the rule both shells name settings by. */
function kebab(key) {
    return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
function rowOf(key, declared) {
    return {
        ...declared,
        key,
        flag: declared.flag ?? `--${kebab(key)}`,
        input: declared.input === undefined ? kebab(key) : declared.input,
    };
}
/** An importer's files: a flag and an input named for its kind, on the commands that read recorded runs. */
const IMPORT_ROWS = IMPORTERS.map((i) => rowOf(i.kind, {
    type: 'lines',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: i.help,
    // The Action's input is the bench's too, for the importers a bench reads.
    action: `${i.help}, one file per line.` +
        (i.bench === undefined
            ? ''
            : ` In mode \`bench\`: ${i.bench.help.replace(/ \(repeatable\)$/, '')}.`),
    arg: '<files...>',
    help: i.help.replace(/the suite\b/, '--suite'),
}));
/** Every setting, in the order the shells list them. */
const SETTING_TABLE = Object.entries(DECLARED).flatMap(([key, declared]) => {
    const row = rowOf(key, declared);
    return key === 'evidence' ? [row, ...IMPORT_ROWS] : [row];
});
/** The row of a setting key, or undefined for a name that is no setting. */
function settingRowOf(key) {
    return SETTING_TABLE.find((r) => r.key === key);
}

// The partition of a run's inputs into shards (docs/sharding.md). Pure.
/** The most shards a run may be split into. */
const MAX_SHARDS = 1000;
/** Hex digits of the fingerprint read as a number: 48 bits, exact in a double. */
const SHARD_HEX_DIGITS = 12;
/**
 * The shard (from 1 to `count`) an input belongs to, from its fingerprint (the
 * lowercase hex SHA-256 of its UTF-8 bytes that the evidence records):
 * `1 + (the first 12 hex digits as a number) mod count`. It depends on the input
 * alone, so adding, removing or reordering other inputs never moves it.
 */
function shardOfFingerprint(fingerprint, count) {
    const head = Number.parseInt(fingerprint.slice(0, SHARD_HEX_DIGITS), 16);
    if (!Number.isSafeInteger(head) || !Number.isSafeInteger(count) || count < 1) {
        throw new RangeError(`shardOfFingerprint: bad fingerprint or count (${count})`);
    }
    return 1 + (head % count);
}
/** `2/4` → {index: 2, count: 4}; null when the text is not two whole numbers `I/N`. */
function parseShardText(text) {
    const m = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(text);
    if (m === null)
        return null;
    return { index: Number(m[1]), count: Number(m[2]) };
}
/** `shards 3 and 4 of 4`, `shard 2 of 4`, `shards 1, 2 and 5 of 6`. */
function describeShards(indexes, count) {
    const shown = indexes.map(String);
    const list = shown.length <= 1
        ? (shown[0] ?? '')
        : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
    return `shard${indexes.length === 1 ? '' : 's'} ${list} of ${count}`;
}
/** The most ranges `describeRanges` lists before it counts the rest. */
const SHOWN_RANGES = 8;
/**
 * Positions among a run's inputs, compactly as ranges: `position 4`,
 * `positions 0–2, 5 and 9–11`, and past eight ranges `…, and 12 more`.
 * The positions are sorted and counted once each.
 */
function describePositions(positions) {
    const sorted = [...new Set(positions)].sort((a, b) => a - b);
    const ranges = [];
    for (const p of sorted) {
        const last = ranges[ranges.length - 1];
        if (last !== undefined && p === last[1] + 1)
            last[1] = p;
        else
            ranges.push([p, p]);
    }
    return describeRanges(ranges);
}
/** Sorted, disjoint ranges of positions, as `describePositions` writes them. */
function describeRanges(ranges) {
    const total = ranges.reduce((n, [a, b]) => n + b - a + 1, 0);
    const shown = ranges.slice(0, SHOWN_RANGES).map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`));
    const rest = ranges.slice(SHOWN_RANGES).reduce((n, [a, b]) => n + b - a + 1, 0);
    const word = total === 1 ? 'position' : 'positions';
    if (rest > 0)
        return `${word} ${shown.join(', ')}, and ${rest} more`;
    const list = shown.length <= 1
        ? (shown[0] ?? '')
        : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
    return `${word} ${list}`;
}
/**
 * The positions `0 … inputs−1` not among `present` (sorted, each once), as ranges;
 * computed from the gaps, so a huge `inputs` costs nothing.
 */
function missingRanges(present, inputs) {
    const out = [];
    let next = 0;
    for (const p of present) {
        if (p >= inputs)
            break;
        if (p > next)
            out.push([next, p - 1]);
        next = Math.max(next, p + 1);
    }
    if (next < inputs)
        out.push([next, inputs - 1]);
    return out;
}

// The typed settings both shells produce: what to assess (a live run of an agent,
// or recorded runs) and how. Every key is the camelCase of its CLI flag and of its
// Action input (`decisionPath` is `--decision-path` and `decision-path`) but for
// the few the settings table (setting-table.ts) names otherwise; both shells
// read the names from that table.
/** Where a baseline is written and looked for by default. */
const DEFAULT_BASELINE_PATH = '.agentverity/baseline.json';
/** The per-call timeout when none is given. */
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_BLINDNESS_THRESHOLD = 0.9;
/** Whether `run` declares the early-rejection test when nobody says. */
const DEFAULT_EARLY_REJECTION = true;
/**
 * The `shard` setting as {index, count}, or null when absent. The settings must
 * have passed checkSettings (which refuses a malformed or out-of-range shard).
 */
function shardOf(settings) {
    if (settings.shard === undefined)
        return null;
    const spec = parseShardText(settings.shard);
    if (spec === null)
        throw new Error(`shardOf: unchecked shard ${JSON.stringify(settings.shard)}`);
    return spec;
}
/** Each import kind and its one-line description, for the shells' flags and inputs. */
IMPORTERS.map((i) => ({ kind: i.kind, help: i.help }));
/**
 * Each import kind a bench reads (the registry's importers that declare `bench`) and
 * its one line, for the shells' flags and inputs (read at start-up, so it lives here).
 */
const BENCH_IMPORT_SOURCES = IMPORTERS.flatMap((i) => (i.bench === undefined ? [] : [{ kind: i.kind, help: i.bench.help }]));
/** The kinds of recorded runs, in the order their files are merged. */
const RECORDED_KINDS = ['evidence', ...IMPORT_KINDS];
/** The three ways to call an agent. */
const AGENT_KEYS = ['agent', 'agentCommand', 'agentUrl'];
/** Every setting key, for shells that map names and for the check: the settings table's order. */
const SETTING_KEYS = SETTING_TABLE.map((r) => r.key);
/**
 * The settings with every `null` left out: settings read from JSON (a library
 * caller's object, a parsed file) write `null` for "not given", and a setting not
 * given is planned or defaulted, never refused. The exceptions are the settings
 * whose `null` is a value of its own (`keep`): by default `timeout`, whose `null`
 * is no per-call timeout. The bench and cases settings go through it too.
 */
function withoutNulls(settings, keep = ['timeout']) {
    const raw = settings;
    let out = null;
    for (const key of Object.keys(raw)) {
        if (raw[key] !== null || keep.includes(key))
            continue;
        out ??= { ...raw };
        delete out[key];
    }
    return (out ?? settings);
}
/** The agent settings given, in the order of AGENT_KEYS. */
function agentsOf(settings) {
    return AGENT_KEYS.filter((k) => settings[k] !== undefined);
}
/** The recorded-run settings given (a non-empty list of files). */
function recordedOf(settings) {
    return RECORDED_KINDS.filter((k) => (settings[k] ?? []).length > 0);
}
/** True when the settings name a live run (at least one agent). */
function isLive(settings) {
    return agentsOf(settings).length > 0;
}
/** The files a run with these settings reads, each with its flag: no output may be one of them. */
function inputFilesOf(settings) {
    const files = [];
    const one = (key, given) => {
        if (given !== undefined && given !== '')
            files.push({ flag: `--${kebab(key)}`, given });
    };
    // The agent's module is an input too: a report or evidence written over it would
    // replace the code under test (a Python `run_agent` file is named the same way).
    if (settings.agent !== undefined)
        one('agent', parseAgentSpec(settings.agent).file);
    one('inputs', settings.inputs);
    one('suite', settings.suite);
    for (const key of RECORDED_KINDS) {
        for (const given of settings[key] ?? [])
            one(key, given);
    }
    return files;
}

export { BENCH_IMPORT_SOURCES as B, DEFAULT_BASELINE_PATH as D, MAX_SHARDS as M, SETTINGS_CODES as S, SettingsRefusal as a, describePositions as b, describeProblem as c, describeRefusal as d, describeRanges as e, describeShards as f, inputFilesOf as g, DEFAULT_TIMEOUT_MS as h, isSettingsRefusal as i, isLive as j, DEFAULT_EVIDENCE_OUT as k, DEFAULT_BLINDNESS_THRESHOLD as l, missingRanges as m, SETTING_TABLE as n, kebab as o, parseShardText as p, SETTING_KEYS as q, refuseProblems as r, shardOfFingerprint as s, settingRowOf as t, DEFAULT_EARLY_REJECTION as u, agentsOf as v, withoutNulls as w, recordedOf as x, shardOf as y };
