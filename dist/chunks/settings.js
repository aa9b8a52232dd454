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
/** The kinds of recorded runs, in the order their files are merged. */
const RECORDED_KINDS = ['evidence', 'promptfoo', 'jsonl', 'inspect'];
/** Recorded runs in another tool's format. */
const IMPORT_KINDS = ['promptfoo', 'jsonl', 'inspect'];
/** The three ways to call an agent. */
const AGENT_KEYS = ['agent', 'agentCommand', 'agentUrl'];
/** Every setting key, for shells that map names and for the check. */
const SETTING_KEYS = [
    'agent',
    'agentCommand',
    'agentUrl',
    'header',
    'httpRetries',
    'inputs',
    'evidence',
    'promptfoo',
    'jsonl',
    'inspect',
    'inputPath',
    'score',
    'provider',
    'promptId',
    'decisionPath',
    'textPath',
    'toolsPath',
    'suite',
    'withoutSuite',
    'layer',
    'isolation',
    'epsilon',
    'precision',
    'redact',
    'k',
    'budget',
    'blindnessThreshold',
    'relations',
    'reuse',
    'meter',
    'blindness',
    'sequential',
    'curtail',
    'method',
    'allocation',
    'seed',
    'earlyRejection',
    'maxWorkers',
    'parallelRepeats',
    'timeout',
    'rateLimit',
    'errorPolicy',
    'costPerCall',
    'evidenceOut',
    'shard',
];
/**
 * The settings with every `null` left out: settings read from JSON (a library
 * caller's object, a parsed file) write `null` for "not given", and a setting not
 * given is planned or defaulted, never refused. The one exception is `timeout`,
 * whose `null` is its own value: no per-call timeout.
 */
function withoutNulls(settings) {
    const raw = settings;
    let out = null;
    for (const key of Object.keys(raw)) {
        if (raw[key] !== null || key === 'timeout')
            continue;
        out ??= { ...raw };
        delete out[key];
    }
    return (out ?? settings);
}
/** The setting key written in kebab case: the rule both shells name settings by. */
function kebab(key) {
    return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
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
    one('inputs', settings.inputs);
    one('suite', settings.suite);
    for (const key of ['evidence', 'promptfoo', 'jsonl', 'inspect']) {
        for (const given of settings[key] ?? [])
            one(key, given);
    }
    return files;
}

export { ALLOCATIONS as A, DEFAULT_BASELINE_PATH as D, ERROR_POLICIES as E, IMPORT_KINDS as I, MAX_SHARDS as M, PRECISIONS as P, SETTING_KEYS as S, DEFAULT_EVIDENCE_OUT as a, DEFAULT_TIMEOUT_MS as b, isLive as c, describeShards as d, DEFAULT_BLINDNESS_THRESHOLD as e, DEFAULT_EARLY_REJECTION as f, agentsOf as g, METHOD_NAMES as h, inputFilesOf as i, shardOf as j, kebab as k, parseShardText as p, recordedOf as r, shardOfFingerprint as s, withoutNulls as w };
