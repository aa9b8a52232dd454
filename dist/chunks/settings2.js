import { I as InvalidArgumentError, O as Option } from './commander.js';
import { C as CASES_KEYS, a as CASES_SETTING_TABLE } from './cases-setting-table.js';
import { n as SETTING_TABLE, o as kebab, B as BENCH_IMPORT_SOURCES, q as SETTING_KEYS, t as settingRowOf, u as DEFAULT_EARLY_REJECTION } from './settings.js';
import { d as collect, a as parsePositiveInt } from './options.js';

/**
 * Every bench setting but the agents and the outcome logs. The mapped type makes
 * a BenchSettings key missing here a type error: adding a bench setting is its
 * BenchSettings field and one row here.
 */
const BENCH_SETTING_TABLE = {
    benchmark: {
        scope: 'live',
        input: 'bench',
        arg: '<file|name>',
        help: 'benchmark file (YAML, version "1") or the name of a bundled one (bench list); default general',
    },
    runs: {
        scope: 'live',
        input: 'bench',
        arg: '<n>',
        value: 'positive',
        help: 'runs of every task (default 3)',
    },
    evidence: {
        scope: 'any',
        input: 'gate',
        arg: '<file>',
        help: 'recompute the report from bench evidence written earlier, without calling any agent',
    },
    taskPath: {
        scope: 'import',
        input: 'bench',
        arg: '<path>',
        help: 'imports: dotted path of the task id (JSONL default task)',
    },
    outcomePath: {
        scope: 'import',
        input: 'bench',
        arg: '<path>',
        help: 'JSONL import: dotted path of the outcome (default outcome)',
    },
    errorPath: {
        scope: 'import',
        input: 'bench',
        arg: '<path>',
        help: 'JSONL import: dotted path of an error (an ERROR attempt)',
    },
    outputPath: {
        scope: 'import',
        input: 'bench',
        arg: '<path>',
        help: "JSONL import: dotted path of the agent's output",
    },
    latencyPath: {
        scope: 'import',
        input: 'bench',
        arg: '<path>',
        help: 'JSONL import: dotted path of the latency in ms',
    },
    promptPath: {
        scope: 'import',
        input: 'bench',
        arg: '<path>',
        help: "JSONL import: dotted path of the task's prompt",
    },
    threshold: {
        scope: 'import',
        input: 'bench',
        arg: '<score>',
        value: 'number',
        help: 'imports: a numeric score at least this passes (needed for scores other than 0 and 1)',
    },
    scorer: {
        scope: 'import',
        input: 'bench',
        arg: '<name>',
        help: 'Inspect import: the scorer that grades each sample',
    },
    benchmarkName: {
        scope: 'import',
        input: 'bench',
        arg: '<name>',
        help: 'imports: the name of the benchmark the logs imply',
    },
    confidence: {
        scope: 'any',
        input: 'bench',
        arg: '<level>',
        value: 'number',
        help: 'two-sided confidence of every interval (default 0.95); the tests use 1 − confidence',
    },
    seed: {
        scope: 'any',
        input: 'gate',
        arg: '<n>',
        value: 'whole',
        help: 'seed of the bootstrap and permutation draws (default 1)',
    },
    resamples: {
        scope: 'any',
        input: 'bench',
        arg: '<n>',
        value: 'positive',
        help: 'bootstrap resamples (default 2000)',
    },
    passK: {
        scope: 'any',
        input: 'bench',
        arg: '<k>',
        value: 'positive',
        help: 'the headline k of pass^k and pass@k (default: the fewest scored runs of any task)',
    },
    epsilon: {
        scope: 'any',
        input: 'gate',
        arg: '<e>',
        value: 'number',
        help: 'tolerance of the flip-rate meter on tasks that declare a decision (default 0.05)',
    },
    difference: {
        scope: 'any',
        input: 'bench',
        arg: '<d>',
        value: 'number',
        help: 'a difference in pass rate you want to be able to detect, e.g. 0.1: the report says how many tasks or runs that needs',
    },
    failIfWorse: {
        scope: 'any',
        input: 'bench',
        arg: '<name>',
        commands: ['compare'],
        help: 'exit 1 when this agent is significantly worse than another (e.g. the head branch against the base)',
    },
    maxWorkers: {
        scope: 'live',
        input: 'gate',
        arg: '<n>',
        value: 'positive',
        help: 'calls in flight at once per agent (default 1)',
    },
    timeout: {
        scope: 'live',
        input: 'gate',
        arg: '<duration>',
        value: 'duration',
        commands: ['test', 'compare', 'run'],
        help: 'per-call timeout, e.g. 30s or 2m (default 120s; 0 for none)',
        runHelp: 'per-call timeout (default 120s; 0 for none)',
    },
    rateLimit: {
        scope: 'live',
        input: 'gate',
        arg: '<rate>',
        value: 'rate',
        help: 'calls started per second, e.g. 10/s or 600/m',
    },
    evidenceOut: {
        scope: 'any',
        arg: '<file>',
        help: 'where the bench evidence is written (default agentverity-bench-evidence.json)',
    },
    header: {
        scope: 'live',
        input: 'gate',
        arg: '<line>',
        value: 'lines',
        commands: ['test', 'compare', 'run'],
        help: "HTTP agents: a request header 'Name: value' (repeatable)",
    },
    textPath: {
        scope: 'live',
        input: 'gate',
        arg: '<path>',
        commands: ['test', 'compare', 'run'],
        help: "HTTP agents: dotted path of the answer in the response's JSON",
    },
    httpRetries: {
        scope: 'live',
        input: 'gate',
        arg: '<n>',
        value: 'whole',
        help: 'HTTP agents: retries of a failed request',
    },
};
/** The table's keys, in its order. */
const BENCH_DECLARED_KEYS = Object.keys(BENCH_SETTING_TABLE);

// Text to values, as both shells read them (a flag's argument, an input's text).
// Only the syntax is checked here; ranges and combinations are checkSettings's.
// Each parser throws an Error whose message says what was expected.
/** Any finite number: `0.05`, `1e-3`. */
function parseNumber(text) {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n))
        throw new Error('expected a number, e.g. 0.05');
    return n;
}
/** A whole number written with digits only: `4`, `0`. */
function parseWhole(text) {
    const n = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) {
        throw new Error('expected a whole number, e.g. 4');
    }
    return n;
}
/**
 * `200ms`, `5s`, `2m`, or `0` / `none` / `off` for no timeout (null). A bare
 * number is seconds.
 */
function parseDuration(text) {
    const v = text.trim().toLowerCase();
    if (v === 'none' || v === 'off' || v === '0')
        return null;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min)?$/.exec(v);
    if (!m)
        throw new Error('expected a duration such as 500ms, 30s or 2m (or none)');
    const n = Number(m[1]);
    const unit = m[2] ?? 's';
    const ms = unit === 'ms' ? n : unit === 's' ? n * 1000 : n * 60_000;
    if (!(ms > 0) || !Number.isFinite(ms))
        throw new Error('expected a duration above 0');
    return ms;
}
/** `10/s`, `600/m` or a bare number of calls per second; returns calls per second. */
function parseRate(text) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(s|sec|second|m|min|minute))?\s*$/i.exec(text);
    if (!m)
        throw new Error('expected calls per second or minute, e.g. 10/s or 600/m');
    const n = Number(m[1]);
    const perMinute = m[2] !== undefined && m[2].toLowerCase().startsWith('m');
    return perMinute ? n / 60 : n;
}
/** A cost per call: a plain decimal number of 0 or more in any currency unit, e.g. 0.0021. */
function parseCost(text) {
    const v = text.trim();
    const n = Number(v);
    if (v === '' || !/^[0-9]*\.?[0-9]+(e-?[0-9]+)?$/i.test(v) || !Number.isFinite(n)) {
        throw new Error('expected a cost per call of 0 or more, e.g. 0.002');
    }
    return n;
}

// argv → app settings: each gate command's setting flags built from the settings
// table, commander's option bag (whose attribute names are the setting keys)
// copied into the typed settings, and how the CLI names a setting.
/** `--timeout none` (or 0): calls are never timed out (commander cannot carry null). */
const NO_TIMEOUT = 0;
/**
 * The flag of a setting, from the settings table (app/setting-table.ts):
 * `decisionPath` → `--decision-path`, `meter` → `--no-meter`. A key that is no
 * gate setting (a bench or cases one, `passK`) follows the rule `--` + kebab case.
 */
function flagOf(key) {
    return settingRowOf(key)?.flag ?? `--${kebab(key)}`;
}
/** How the CLI words a setting in a refusal. */
const CLI_WORDING = { nameOf: flagOf };
/** The typed settings from commander's option values (unset and defaulted switches left out). */
function settingsOf(options) {
    const bag = options;
    const out = {};
    for (const key of SETTING_KEYS) {
        const value = bag[key];
        if (value === undefined)
            continue;
        // commander sets a negated switch (--no-meter) to true unless it is given
        // (not one defined with its opposite, --early-rejection: that one stays unset).
        const row = settingRowOf(key);
        if (row?.type === 'switch-on' && row.opposite === undefined && value === true)
            continue;
        // --early-rejection and --no-early-rejection: only a choice other than the default counts.
        if (key === 'earlyRejection' && value === DEFAULT_EARLY_REJECTION)
            continue;
        if (key === 'timeout')
            out[key] = value === 0 ? null : value;
        else
            out[key] = value;
    }
    return out;
}
/** An app parser as a commander argument parser (its message becomes commander's). */
function argParser(parse) {
    return (text) => {
        try {
            return parse(text);
        }
        catch (error) {
            throw new InvalidArgumentError(error.message);
        }
    };
}
/** How the CLI reads a flag's value, by the setting's type; null for a value taken as written. */
function parserOf(row) {
    switch (row.type) {
        case 'whole':
            return argParser(parseWhole);
        case 'number':
            return argParser(parseNumber);
        case 'duration':
            return argParser((text) => parseDuration(text) ?? NO_TIMEOUT);
        case 'rate':
            return argParser(parseRate);
        case 'cost':
            return argParser(parseCost);
        case 'lines':
            // `<files...>` takes several values at once; any other placeholder is repeated.
            return row.arg?.endsWith('...>') === true
                ? null
                : (text, previous) => [...(previous ?? []), text];
        default:
            return null;
    }
}
/**
 * A setting's help line on `command`, its choices listed after it. The choices are
 * only listed: the settings check refuses any other value, with its code, in both
 * shells alike (commander's own choice check would word it otherwise, uncoded).
 */
function helpOf(row, command) {
    const help = row.helpOn?.[command] ?? row.help;
    return row.choices === undefined
        ? help
        : `${help} (choices: ${row.choices.map((c) => `"${c}"`).join(', ')})`;
}
/** A setting's flag as commander declares it on `command`, from its table row. */
function optionOf(row, command) {
    const switched = row.type === 'switch-on' || row.type === 'switch-off';
    const option = new Option(switched ? row.flag : `${row.flag} ${row.arg ?? '<value>'}`, helpOf(row, command));
    const parse = parserOf(row);
    if (parse !== null)
        option.argParser(parse);
    return option;
}
/**
 * Every setting flag of a gate command, in the table's order: each row that names
 * the command, and its opposite flag where the row has one (`--no-relations`
 * after `--relations`, `--early-rejection` before `--no-early-rejection`). A new
 * row appears on every command it names with no edit here.
 */
function settingOptions(command, table = SETTING_TABLE) {
    return table
        .filter((row) => row.commands.includes(command))
        .flatMap((row) => {
        const option = optionOf(row, command);
        if (row.opposite === undefined)
            return [option];
        const negated = row.flag.startsWith('--no-');
        const opposite = new Option(negated ? `--${row.flag.slice('--no-'.length)}` : `--no-${row.flag.slice(2)}`, row.opposite);
        return negated ? [opposite, option] : [option, opposite];
    });
}
/** Add the setting flags of a gate command to it (the options that are no setting are its own). */
function addSettingOptions(command, name) {
    for (const option of settingOptions(name))
        command.addOption(option);
    return command;
}
/** How the CLI reads a cases flag's value, by the row's value kind; null for text as given. */
function casesParserOf(column) {
    switch (column.value) {
        case 'positive':
            return parsePositiveInt;
        case 'duration':
            // 0 stands for none here; the command makes it null for the engine.
            return argParser((text) => parseDuration(text) ?? NO_TIMEOUT);
        default:
            return null;
    }
}
/**
 * Every setting flag of `cases`, in its table's order (app/cases-setting-table.ts):
 * `--` + the kebab case of each key, and the negated flag after it where the row
 * has an opposite (`--no-replay-cache`). A new cases row appears with no edit here.
 */
function casesOptions() {
    return CASES_KEYS.flatMap((key) => {
        const column = CASES_SETTING_TABLE[key];
        const flag = `--${kebab(key)}`;
        const option = new Option(`${flag} ${column.arg}`, column.help);
        const parse = casesParserOf(column);
        if (parse !== null)
            option.argParser(parse);
        return column.opposite === undefined
            ? [option]
            : [option, new Option(`--no-${flag.slice(2)}`, column.opposite)];
    });
}
/** How the CLI reads a bench flag's value, by the row's value kind; null for text as given. */
function benchParserOf(column) {
    switch (column.value) {
        case 'positive':
            return parsePositiveInt;
        case 'whole':
            return argParser(parseWhole);
        case 'number':
            return argParser(parseNumber);
        case 'rate':
            return argParser(parseRate);
        case 'duration':
            return argParser((text) => {
                const ms = parseDuration(text);
                if (ms === null)
                    throw new Error('expected a duration such as 30s, 2m or 0');
                return ms;
            });
        case 'lines':
            return (text, previous) => collect(text, previous);
        default:
            return null;
    }
}
/**
 * Every setting flag of a bench command, in its table's order
 * (app/bench-setting-table.ts): `--` + the kebab case of each key the row gives
 * to this command, and after `--evidence` one repeatable flag per importer that
 * declares `bench` (the registry's `bench.help`). A new bench row appears with no
 * edit here.
 */
function benchOptions(command) {
    return BENCH_DECLARED_KEYS.flatMap((key) => {
        const column = BENCH_SETTING_TABLE[key];
        const own = [];
        if ((column.commands ?? ['test', 'compare']).includes(command)) {
            const help = command === 'run' ? (column.runHelp ?? column.help) : column.help;
            const option = new Option(`--${kebab(key)} ${column.arg}`, help);
            const parse = benchParserOf(column);
            if (parse !== null)
                option.argParser(parse);
            own.push(option);
        }
        if (key !== 'evidence' || command === 'run')
            return own;
        return [
            ...own,
            ...BENCH_IMPORT_SOURCES.map(({ kind, help }) => new Option(`--${kind} <file>`, help).argParser((text, previous) => collect(text, previous))),
        ];
    });
}

export { BENCH_DECLARED_KEYS as B, CLI_WORDING as C, addSettingOptions as a, benchOptions as b, casesOptions as c, argParser as d, BENCH_SETTING_TABLE as e, flagOf as f, parseDuration as p, settingsOf as s };
