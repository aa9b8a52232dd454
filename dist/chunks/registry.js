import { R as Refusal } from './types.js';

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
    looksLike: 'an Inspect AI eval log',
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
    looksLike: 'a promptfoo result export',
    detect: (doc) => isObjectLike(doc) &&
        ('evalId' in doc ||
            (isObjectLike(doc['results']) && 'results' in doc['results'] && 'prompts' in doc['results'])),
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

export { IMPORT_KINDS as I, IMPORTERS as a, importerOf as i };
