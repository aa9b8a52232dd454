import path from 'node:path';
import { s as settingsOf } from './settings2.js';
import { r as refuseProblems } from './settings.js';
import { q as checkSettings } from './check2.js';
import { loadRecorded } from './recorded.js';
import { E as EXIT } from './errors.js';
import { U as resolveEpsilon, a2 as tolerance } from './facts.js';
import { c as compareEvidence } from './compare.js';
import { a as terminalSafe, e as refusingWrites, o as outputPath } from './module-spec.js';
import { j as jsonText } from './common2.js';
import { t as table } from './table.js';
import './commander.js';
import 'node:events';
import 'node:child_process';
import 'node:fs';
import 'node:process';
import './cases-setting-table.js';
import './options.js';
import './types.js';
import './registry.js';
import './observation.js';
import 'node:url';
import './module.js';
import 'node:worker_threads';
import './suite2.js';
import './json.js';
import 'node:fs/promises';
import 'node:buffer';
import './digest.js';
import 'node:crypto';
import './intern.js';
import './order.js';
import './schema.js';
import './nearest.js';
import './file-format.js';
import './suite.js';
import './assess2.js';
import './failure-groups.js';

// `compare-evidence`: two recorded runs compared route by route at one tolerance
// (core's compareEvidence). The shell reads the two files and renders; the
// settings are checked and the tolerance resolved here, and the exit code is the
// comparison's: drifted → 1, otherwise 0.
/** The settings of a comparison, refused (settings.*) before any file is read. */
function checkCompareSettings(settings) {
    refuseProblems(checkSettings({
        ...(settings.epsilon === undefined ? {} : { epsilon: settings.epsilon }),
        ...(settings.precision === undefined ? {} : { precision: settings.precision }),
    }, { source: 'none' }));
}
/** Compare two runs' evidence; `names` label them in the report. */
function compareRecorded(before, after, settings, names) {
    checkCompareSettings(settings);
    const epsilon = resolveEpsilon(settings.precision ?? 'balanced', settings.epsilon);
    const comparison = compareEvidence(before, after, { epsilon, names });
    return { comparison, exitCode: comparison.drifted ? EXIT.no : EXIT.clean };
}

const COMPARE_REPORT_SCHEMA = 'agentverity-action/compare@1';
/** The caution every comparison carries: two windows, each with its own interval. */
const INDEPENDENCE_NOTE = 'Each side is called on its own 95% interval, assuming its repeats were independent; a changed call is a reason to look, not a test that the two agents differ.';
function pairText(p) {
    return `${terminalSafe(p[0], 60)} <-> ${terminalSafe(p[1], 60)}`;
}
function value(v) {
    return terminalSafe(JSON.stringify(v) ?? 'null', 120);
}
function renderCompareText(c) {
    const out = [];
    out.push(`${c.drifted ? 'DRIFTED' : 'NO CHANGE'}: ${c.layer} layer, tolerance ${tolerance(c.epsilon)}`);
    if (c.routes.length > 0) {
        out.push('');
        const rows = [['route', 'before', 'after', 'call', 'rate']];
        for (const r of c.routes) {
            rows.push([
                terminalSafe(r.decision, 40),
                `${r.before.flips}/${r.before.pairs}`,
                `${r.after.flips}/${r.after.pairs}`,
                r.callChanged ? `${r.before.call} -> ${r.after.call}` : r.after.call,
                r.direction,
            ]);
        }
        out.push(...table(rows, new Set([1, 2])).map((l) => `  ${l}`));
        out.push('  (before and after are flips / disjoint pairs)');
    }
    const list = (label, items) => {
        if (items.length > 0)
            out.push(`${label}: ${items.map((d) => terminalSafe(d, 60)).join(', ')}`);
    };
    out.push('');
    list('decisions gained (routes only after)', c.gainedDecisions);
    list('decisions lost (routes only before)', c.lostDecisions);
    for (const r of c.routes) {
        if (r.decisionsGained.length === 0 && r.decisionsLost.length === 0)
            continue;
        const words = [
            ...(r.decisionsGained.length > 0
                ? [`gained ${r.decisionsGained.map((d) => terminalSafe(d, 60)).join(', ')}`]
                : []),
            ...(r.decisionsLost.length > 0
                ? [`lost ${r.decisionsLost.map((d) => terminalSafe(d, 60)).join(', ')}`]
                : []),
        ];
        out.push(`decisions moved on route ${terminalSafe(r.decision, 60)}: ${words.join('; ')}`);
    }
    if (c.gainedFlipPairs.length > 0)
        out.push(`flip pairs gained: ${c.gainedFlipPairs.map(pairText).join(', ')}`);
    if (c.lostFlipPairs.length > 0)
        out.push(`flip pairs lost: ${c.lostFlipPairs.map(pairText).join(', ')}`);
    out.push(`isolation: ${c.isolation.before}${c.isolation.changed ? ` -> ${c.isolation.after} (changed)` : ' (unchanged)'}`);
    for (const p of c.provenanceChanges) {
        out.push(`provenance ${terminalSafe(p.key, 60)}: ${value(p.before)} -> ${value(p.after)}`);
    }
    for (const p of c.informationalChanges) {
        out.push(`provenance ${terminalSafe(p.key, 60)}: ${value(p.before)} -> ${value(p.after)} (informational)`);
    }
    out.push('');
    out.push(`verdict: ${c.drifted ? 'DRIFTED' : 'NO CHANGE'}`);
    out.push(INDEPENDENCE_NOTE);
    return `${out.join('\n')}\n`;
}
function buildCompareJson(c) {
    return {
        schema: COMPARE_REPORT_SCHEMA,
        drifted: c.drifted,
        exitCode: c.drifted ? 1 : 0,
        layer: c.layer,
        epsilon: c.epsilon,
        changedRoutes: c.changedRoutes,
        routes: c.routes,
        gainedDecisions: c.gainedDecisions,
        lostDecisions: c.lostDecisions,
        flipPairs: c.flipPairs,
        gainedFlipPairs: c.gainedFlipPairs,
        lostFlipPairs: c.lostFlipPairs,
        provenanceChanges: c.provenanceChanges,
        informationalChanges: c.informationalChanges,
        isolation: c.isolation,
        independenceNote: INDEPENDENCE_NOTE,
    };
}
function renderCompareJson(c) {
    return jsonText(buildCompareJson(c));
}

/**
 * Reads every recorded run the options name and merges them (app/recorded.ts),
 * after the settings check: `--evidence` files first, then the imported files.
 */
async function loadEvidence(options, io) {
    const settings = settingsOf(options);
    refuseProblems(checkSettings(settings, { source: 'recorded' }));
    return loadRecorded(settings, io.cwd);
}

async function compareEvidenceCommand(before, after, options, io) {
    // The settings are refused before either file is read.
    const settings = {
        ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
        ...(options.precision === undefined ? {} : { precision: options.precision }),
    };
    checkCompareSettings(settings);
    const b = await loadEvidence({ evidence: [before] }, io);
    const a = await loadEvidence({ evidence: [after] }, io);
    const { comparison, exitCode } = compareRecorded(b.evidence, a.evidence, settings, {
        before: path.resolve(io.cwd, before),
        after: path.resolve(io.cwd, after),
    });
    const report = options.format === 'json' ? renderCompareJson(comparison) : renderCompareText(comparison);
    if (options.output !== undefined) {
        refusingWrites(io.writeFile)(outputPath(io.cwd, options.output, 'comparison'), report);
        io.stdout(`${comparison.drifted ? 'DRIFTED' : 'NO CHANGE'}\n`);
        io.stderr(`agentverity: wrote the ${options.format} comparison to ${options.output}\n`);
    }
    else {
        io.stdout(report);
    }
    return exitCode;
}

export { compareEvidenceCommand };
