import { i as isRefusal, R as Refusal } from './types.js';
import { f as parseAgentSpec } from './module-spec.js';

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

/** DeepEval test runs and saved datasets: each test case's output is its decision. */
const deepevalImporter = {
    kind: 'deepeval',
    title: 'a DeepEval test run or dataset',
    help: 'DeepEval test runs (testCases with input and actualOutput) or datasets saved as JSON (input, actual_output), each input run at least twice',
    settings: [],
    suite: 'optional',
    async load(file, { isolation, suite }) {
        const { importDeepEval } = await import('./file.js');
        return importDeepEval(file, { isolation, suite });
    },
};

// Shape tests the registry's entries use: dependency-free, so loading the
// registry (the CLI's start-up, `--help`) loads no reader.
/** A JSON object (not null, not an array). */
function isObjectLike(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Inspect AI eval logs run with epochs: the `.eval` zip or the JSON log. */
const inspectImporter = {
    kind: 'inspect',
    title: 'an Inspect AI log',
    help: 'Inspect AI eval logs run with epochs (.eval or .json)',
    settings: ['decisionPath', 'score', 'layer'],
    suite: 'optional',
    bench: {
        format: 'inspect',
        help: 'import an Inspect AI eval log (epochs are runs) instead of running (repeatable)',
    },
    detect: (doc) => isObjectLike(doc) && isObjectLike(doc['eval']) && ('samples' in doc || 'plan' in doc),
    async load(file, { isolation, layer, suite, options }) {
        const { importInspect } = await import('./inspect.js');
        return importInspect(file, { isolation, layer: layer ?? 'verdict', suite, ...options });
    },
};

/** Ordered JSON Lines: one run per line. */
const jsonlImporter = {
    kind: 'jsonl',
    title: 'a JSON Lines log',
    help: 'JSON Lines logs, one run per line in the order the runs happened',
    settings: ['inputPath', 'decisionPath', 'textPath', 'toolsPath', 'layer'],
    suite: 'optional',
    bench: {
        format: 'outcomes-jsonl',
        help: 'import a JSON-lines outcome log instead of running (repeatable)',
    },
    async load(file, { isolation, layer, suite, options }) {
        const { importJsonl } = await import('./jsonl.js');
        return importJsonl(file, {
            isolation,
            layer: layer ?? 'verdict',
            suite,
            ...options,
        });
    },
};

/** promptfoo result exports (JSON or JSON Lines), matched to the suite's inputs. */
const promptfooImporter = {
    kind: 'promptfoo',
    title: 'a promptfoo export',
    help: 'promptfoo result exports (promptfoo eval --repeat N --output FILE); needs the suite',
    settings: ['inputPath', 'decisionPath', 'provider', 'promptId'],
    suite: 'required',
    bench: {
        format: 'promptfoo',
        help: 'import a promptfoo export (made with --repeat) instead of running (repeatable)',
    },
    async load(file, { isolation, suite, options }) {
        if (suite === null) {
            throw new Refusal('settings.promptfoo-suite', 'a promptfoo export is read against the reviewed cases: give `suite`', undefined, { setting: 'suite' });
        }
        const { importPromptfoo } = await import('./promptfoo.js');
        return importPromptfoo(file, suite, { isolation, ...options });
    },
};

/** τ²-bench results: per-task trials, the agent's tool calls compared on the tools layer. */
const tau2Importer = {
    kind: 'tau2',
    title: 'τ²-bench results',
    help: "τ²-bench results files (tau2 run --num-trials N): each task's trials, the agent's tool calls compared (tools layer)",
    settings: ['layer'],
    suite: 'optional',
    bench: {
        format: 'tau2',
        help: 'import a τ²-bench results.json (trials are runs) instead of running (repeatable)',
    },
    detect: (doc) => isObjectLike(doc) && Array.isArray(doc['simulations']) && isObjectLike(doc['info']),
    async load(file, { isolation, layer, suite }) {
        const { importTau2 } = await import('./tau2.js');
        return importTau2(file, { isolation, suite, ...(layer === undefined ? {} : { layer }) });
    },
};

/** Every importer, in the order their settings, flags and inputs are listed. */
const IMPORTERS = [
    promptfooImporter,
    jsonlImporter,
    inspectImporter,
    deepevalImporter,
    tau2Importer,
];
/** The import kinds in table order. */
const IMPORT_KINDS = IMPORTERS.map((i) => i.kind);
/** The importer of a kind. */
function importerOf(kind) {
    const found = IMPORTERS.find((i) => i.kind === kind);
    if (found === undefined)
        throw new Error(`importerOf: unknown kind ${kind}`);
    return found;
}

// The one table of the gate's settings (issue 32 item 1): each setting declared
// once with its CLI flag, its Action input, the CLI commands that take it, its
// default as the docs show it and its one-line doc. SETTING_KEYS (settings.ts),
// the CLI's flag names (cli/settings.ts) and the Action's input names
// (github/input-names.ts) derive from it; tests/app/setting-table.test.ts fails
// when the commander program, action.yml or the README's inputs table disagree.
// The importers' file settings are rows made from the registry (its `help`).
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
function kebab(key) {
    return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
function rowOf(key, declared) {
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
const IMPORT_ROWS = IMPORTERS.map((i) => rowOf(i.kind, {
    type: 'lines',
    commands: ['assess', 'snapshot', 'check'],
    shownDefault: null,
    doc: i.help,
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

// The typed settings both shells produce: what to assess (a live run of an agent,
// or recorded runs) and how. Every key is the camelCase of its CLI flag and of its
// Action input (`decisionPath` is `--decision-path` and `decision-path`) but for
// the few the settings table (setting-table.ts) names otherwise; both shells
// read the names from that table.
/** Where the evidence lands when nobody says (the CLI's `--evidence-out` default). */
const DEFAULT_EVIDENCE_OUT = 'agentverity-evidence.json';
/** Where a baseline is written and looked for by default. */
const DEFAULT_BASELINE_PATH = '.agentverity/baseline.json';
/** The per-call timeout when none is given. */
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_BLINDNESS_THRESHOLD = 0.9;
const PRECISIONS = ['cheap', 'balanced', 'strict'];
const ERROR_POLICIES = ['record', 'raise'];
/** The meter's decision rules (docs/statistics.md). */
const METHOD_NAMES = ['wilson', 'exact'];
/** How a live run spreads its pairs over the inputs. */
const ALLOCATIONS = ['per-input', 'random'];
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
const IMPORT_SOURCES = IMPORTERS.map((i) => ({ kind: i.kind, help: i.help }));
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

export { METHOD_NAMES as A, BENCH_IMPORT_SOURCES as B, ALLOCATIONS as C, DEFAULT_BASELINE_PATH as D, ERROR_POLICIES as E, shardOf as F, IMPORT_SOURCES as I, MAX_SHARDS as M, PRECISIONS as P, SETTINGS_CODES as S, DEFAULT_EVIDENCE_OUT as a, SettingsRefusal as b, describePositions as c, describeRefusal as d, describeProblem as e, describeRanges as f, describeShards as g, inputFilesOf as h, isSettingsRefusal as i, importerOf as j, IMPORT_KINDS as k, IMPORTERS as l, missingRanges as m, DEFAULT_TIMEOUT_MS as n, isLive as o, parseShardText as p, DEFAULT_BLINDNESS_THRESHOLD as q, refuseProblems as r, shardOfFingerprint as s, SETTING_KEYS as t, DEFAULT_EARLY_REJECTION as u, settingRowOf as v, withoutNulls as w, kebab as x, agentsOf as y, recordedOf as z };
