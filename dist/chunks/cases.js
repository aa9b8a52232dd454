import { i as casesReportOf, W as renderCases } from './cases-run.js';
import { C as CASES_KEYS } from './cases-setting-table.js';
import { i as isInterrupted, E as EXIT } from './errors.js';
import { c as checkWritable, o as outputPath, t as terminalSafeLines, V as VERSION, T as TOOL_NAME } from './module-spec.js';
import { a as appIoOf } from './io.js';
import { a as resolveReportTargets } from './reports.js';
import './format-renderers.js';
import './facts.js';
import './types.js';
import './failure-groups.js';
import './nearest.js';
import './observation.js';
import './table.js';
import './keep-evidence.js';
import './json.js';
import 'node:fs';
import 'node:fs/promises';
import 'node:buffer';
import 'node:worker_threads';
import 'node:crypto';
import 'node:path';
import './module.js';
import 'node:url';
import './limited-text.js';
import 'node:child_process';
import 'node:perf_hooks';
import './digest.js';
import './ajv.js';
import './file-format.js';
import './schema.js';
import './schema-inline.js';
import './scrub.js';
import './telemetry.js';
import 'node:module';
import './settings.js';
import './registry.js';
import './options.js';
import './commander.js';
import 'node:events';
import 'node:process';
import './report-options.js';

// `cases`: argv → the engine's cases settings (src/app/cases-run.ts), the report
// decided once by the core, and each requested format rendered from it.
/** The engine's settings from the command line (unset options left out). */
function casesSettingsOf(o) {
    const out = {};
    // Every setting taken as given but the two whose null is a value (read below).
    for (const key of CASES_KEYS) {
        if (key === 'timeout' || key === 'replayCache')
            continue;
        if (o[key] !== undefined)
            out[key] = o[key];
    }
    if (o.timeout !== undefined)
        out['timeout'] = o.timeout === 0 ? null : o.timeout;
    if (o.replayCache === false)
        out['replayCache'] = null;
    else if (typeof o.replayCache === 'string')
        out['replayCache'] = o.replayCache;
    return out;
}
async function casesCommand(options, io) {
    const settings = casesSettingsOf(options);
    // An ambiguous report request, or a report file that cannot be written, is refused before any call.
    const targets = resolveReportTargets(options);
    for (const t of targets)
        if (t.path !== null)
            checkWritable(outputPath(io.cwd, t.path), 'report');
    // In the CLI's own process a module system shares it: guard it as `run` and `bench` do.
    const ownsProcess = io.cwd === process.cwd() && io.env === process.env;
    const outcome = await casesReportOf(settings, appIoOf(io, options.quiet === true), {
        ownsProcess,
    });
    if (isInterrupted(outcome))
        return EXIT.interrupted;
    const meta = { tool: { name: TOOL_NAME, version: VERSION } };
    for (const t of targets) {
        const text = renderCases(t.format, outcome.report, meta);
        if (t.path === null) {
            io.stdout(t.format === 'text' ? terminalSafeLines(text, 10_000_000) : text);
        }
        else
            io.writeFile(outputPath(io.cwd, t.path), text);
    }
    return outcome.report.exitCode;
}

export { casesCommand, casesSettingsOf };
