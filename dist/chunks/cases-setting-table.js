// The report formats every report family (gate, bench, cases) is rendered in:
// one line per format, its name (`--format`) and the file extensions that name it
// (the first is the one its files are written with). A leaf: the CLI's option
// definitions and the Action's file names load it without loading a renderer.
// The renderers are one row per format in ./format-renderers.ts (`{gate, bench,
// cases}`), typed so that a format missing there does not compile; each family's
// table (`GATE_FORMATS`, `BENCH_FORMATS`, `CASES_FORMATS`) is read from it.
const REPORT_FORMAT_TABLE = [
    { name: 'text', title: 'terminal text', extensions: ['.txt', '.text', '.log'] },
    { name: 'json', title: 'JSON report', extensions: ['.json'] },
    { name: 'junit', title: 'JUnit XML', extensions: ['.xml'] },
    { name: 'markdown', title: 'Markdown (comment or summary)', extensions: ['.md', '.markdown'] },
    { name: 'html', title: 'self-contained HTML page', extensions: ['.html', '.htm'] },
];
/** The format names, in the table's order. */
const REPORT_FORMATS = REPORT_FORMAT_TABLE.map((f) => f.name);
/** Every extension the table knows, with the format it names. */
const EXTENSION_FORMATS = Object.fromEntries(REPORT_FORMAT_TABLE.flatMap((f) => f.extensions.map((e) => [e, f.name])));

/**
 * The mapped type makes a setting of CasesSettings missing here a type error.
 * Adding a cases setting is its CasesSettings field and one row here.
 */
const CASES_SETTING_TABLE = {
    config: {
        scope: 'live',
        ownInput: true,
        arg: '<file>',
        help: 'agentverity.yml: criteria, transforms, validity labels, runs (default agentverity.yml)',
    },
    cases: {
        scope: 'live',
        ownInput: true,
        arg: '<file>',
        help: 'the cases file (JSONL or a JSON list); default: the one the config names',
    },
    system: {
        scope: 'source',
        ownInput: true,
        arg: '<module>',
        help: 'a JS/TS module (FILE[:EXPORT]) exporting the agent, reset(state), snapshot() and optionally replay() and version',
    },
    systemCommand: {
        scope: 'source',
        ownInput: true,
        arg: '<command>',
        help: 'a command starting a worker that speaks the stateful protocol (docs/agent-protocol.md)',
    },
    runs: {
        scope: 'live',
        arg: '<n>',
        value: 'positive',
        help: "runs of every case, each from a fresh reset (default: the config's runs)",
    },
    labels: {
        scope: 'live',
        ownInput: true,
        arg: '<file>',
        help: 'validity labels (JSONL); default: the file the config names',
    },
    timeout: {
        scope: 'live',
        nullIsValue: true,
        arg: '<duration>',
        value: 'duration',
        help: 'per message to the system, e.g. 30s or 2m (default 120s; 0 or none for none)',
    },
    evidence: {
        scope: 'source',
        arg: '<file>',
        help: 'recompute the report from cases evidence written earlier, without running the system',
    },
    evidenceOut: {
        scope: 'live',
        arg: '<file>',
        help: 'where the cases evidence is written (default agentverity-cases-evidence.json)',
    },
    replayCache: {
        scope: 'live',
        nullIsValue: true,
        ownInput: true,
        arg: '<dir>',
        help: "where replays are cached by the system's version, code and config digests (default .agentverity/replay-cache)",
        opposite: 'make every replay afresh',
    },
};
/** The cases settings' keys, in the table's order. */
const CASES_KEYS = Object.keys(CASES_SETTING_TABLE);

export { CASES_KEYS as C, EXTENSION_FORMATS as E, REPORT_FORMATS as R, CASES_SETTING_TABLE as a };
