import { o as obtainEvidence, a as assessEvidence, r as reportMetaOf, b as casesFileOf } from './obtain.js';
import { a as replayCurtailmentOnEvidence } from './replay.js';
import { E as EXIT } from './errors.js';
import { a as terminalSafe } from './module-spec.js';
import { p as plural, a2 as tolerance } from './facts.js';
import { a as appIoOf } from './io.js';
import { r as refuseReportsOverInputs, e as emitReports } from './reports.js';
import { g as inputFilesOf } from './settings.js';
import { s as settingsOf } from './settings2.js';
import 'node:path';
import './check2.js';
import './observation.js';
import './types.js';
import './registry.js';
import 'node:fs';
import 'node:url';
import './module.js';
import 'node:worker_threads';
import './telemetry.js';
import 'node:module';
import './scrub.js';
import './assess2.js';
import './digest.js';
import 'node:crypto';
import './failure-groups.js';
import './nearest.js';
import './suite.js';
import './order.js';
import './curtail.js';
import './format-renderers.js';
import './table.js';
import './cases-setting-table.js';
import './options.js';
import './commander.js';
import 'node:events';
import 'node:child_process';
import 'node:process';
import './report-options.js';

// The gate's verdict and what it admits, decided once (docs/adr/0007): the
// assessment with the baseline check applied, the admission of the evidence alone
// (a drifted run still admits the candidate a maintainer may approve), the
// baseline's findings beside the assessment's (drift or a refused comparison,
// from core's `withBaseline`; the candidate written and the approval it waits
// for, from here), the approved baseline a promotion writes, and the curtailment
// replay `assess` shows. Every report of the gate only formats these findings.
/** What early stopping would have saved on this evidence (null without a meter). */
function replayCurtailment(assessment, evidence, intended) {
    return replayCurtailmentOnEvidence(assessment, evidence, intended);
}

const REPLAY_TITLE = 'Curtailment replay (counterfactual)';
function scopeName(route) {
    return route === null ? 'pooled' : `route ${terminalSafe(route, 60)}`;
}
/** The replay as text: clearly a what-if, never a change to the assessment. */
function renderReplayText(r) {
    const out = [
        '',
        `${REPLAY_TITLE}: where the curtailment rule would have stopped on this evidence.`,
    ];
    out.push('  This is a what-if on recorded pairs; the assessment, its status and exit code are unchanged.');
    if (r === null) {
        out.push('  Nothing to replay: no pair was measured.');
        return `${out.join('\n')}\n`;
    }
    out.push(`  Order: the evidence does not record when each call was made, so pairs are taken in ${r.order}.`);
    out.push(`  Watched: ${r.scopes.map((s) => `${scopeName(s.route)} (endpoint ${plural(s.endpointPairs, 'pair')} at ${tolerance(s.epsilon)})`).join(', ')}.`);
    const s = r.stop;
    if (s === null) {
        out.push(`  It would not have stopped: certification stayed possible through all ${plural(r.totalPairs, 'pair')}.`);
    }
    else if (s.atPair === 0) {
        out.push(`  It would have stopped before the first call: ${scopeName(s.route)} cannot certify ${tolerance(s.epsilon)} even with no flip in ${plural(s.endpointPairs, 'pair')} (best-case bound ${s.bestCaseHigh.toFixed(4)}); all ${plural(r.totalPairs, 'pair')} (${r.callsAvoided} calls) would have been saved.`);
    }
    else {
        out.push(`  It would have stopped after pair ${s.atPair} of ${r.totalPairs}: ${scopeName(s.route)} had ${plural(s.flips, 'flip')} in ${plural(s.pairs, 'pair')}, and even if every later pair agreed its bound at ${plural(s.endpointPairs, 'pair')} would be ${s.bestCaseHigh.toFixed(4)}, not below ${tolerance(s.epsilon)}.`);
        out.push(`  Saved: ${plural(r.pairsAvoided, 'pair')} (${r.callsAvoided} calls). The rule only stops runs that can no longer be admitted; it never certifies early.`);
    }
    return `${out.join('\n')}\n`;
}

async function assessCommand(options, io) {
    const settings = settingsOf(options);
    refuseReportsOverInputs(options, io.cwd, inputFilesOf(settings));
    const app = appIoOf(io);
    const obtained = await obtainEvidence(settings, app, { source: 'recorded' });
    // Recorded runs are never interrupted nor planned; the types say so once here.
    if (obtained.kind !== 'evidence')
        return EXIT.unusable;
    const assessment = assessEvidence(obtained, app);
    emitReports(io, assessment, reportMetaOf(obtained, { casesFile: casesFileOf(settings, obtained) }), options);
    // A counterfactual after the report, on stderr: it never changes the status or exit code.
    if (options.replayCurtailment === true) {
        io.stderr(renderReplayText(replayCurtailment(assessment, obtained.evidence, obtained.suite?.cases.map((c) => c.expected))));
    }
    return assessment.exitCode;
}

export { assessCommand };
