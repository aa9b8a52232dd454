import { c as checkWritable, o as outputPath, a as terminalSafe, C as CLI_COMMAND } from './module-spec.js';
import { i as isInterrupted, E as EXIT } from './errors.js';
import { a as appIoOf } from './io.js';
import { r as refuseReportsOverInputs, a as resolveReportTargets, e as emitReports } from './reports.js';
import { s as settingsOf } from './settings2.js';
import { r as refuseProblems, k as DEFAULT_EVIDENCE_OUT, g as inputFilesOf } from './settings.js';
import { q as checkSettings } from './check2.js';
import { R as Refusal } from './types.js';
import { o as obtainEvidence, a as assessEvidence, r as reportMetaOf, b as casesFileOf } from './obtain.js';
import { d as describePlan } from './live-plan.js';
import 'node:fs';
import 'node:path';
import './telemetry.js';
import 'node:module';
import 'node:url';
import './format-renderers.js';
import './facts.js';
import './failure-groups.js';
import './nearest.js';
import './observation.js';
import './table.js';
import './cases-setting-table.js';
import './options.js';
import './commander.js';
import 'node:events';
import 'node:child_process';
import 'node:process';
import './report-options.js';
import './registry.js';
import './module.js';
import 'node:worker_threads';
import './scrub.js';
import './assess2.js';
import './digest.js';
import 'node:crypto';
import './suite.js';
import './order.js';

async function runCommand(options, io, hooks = {}) {
    const settings = settingsOf(options);
    refuseProblems(checkSettings(settings, { source: 'live' }));
    if (settings.shard !== undefined &&
        (options.format !== undefined || options.output !== undefined)) {
        throw new Refusal('usage.shard-report', "--shard writes the evidence of one shard only; its inputs are not the run, so no report is made of them. Leave out --format and --output, and assess the merged shards (assess --evidence 'shards/*.json') for the report");
    }
    // Refuse an ambiguous report request, or a report file that cannot be written, before any call.
    refuseReportsOverInputs(options, io.cwd, [
        ...inputFilesOf(settings),
        {
            flag: settings.evidenceOut === undefined ? 'the evidence file' : '--evidence-out',
            given: settings.evidenceOut ?? DEFAULT_EVIDENCE_OUT,
        },
    ]);
    for (const target of resolveReportTargets(options)) {
        if (target.path !== null)
            checkWritable(outputPath(io.cwd, target.path), 'report');
    }
    const app = appIoOf(io, options.quiet === true);
    const obtained = await obtainEvidence(settings, app, {
        source: 'live',
        dryRun: options.dryRun === true,
        ownsProcess: hooks.handleSigint === true,
        ...(hooks.signal === undefined ? {} : { signal: hooks.signal }),
    });
    if (obtained.kind !== 'evidence')
        return exitBeforeAssessing(obtained, io);
    const shard = obtained.live?.shard ?? null;
    if (shard !== null)
        return reportShard(obtained.live, shard, io);
    const assessment = assessEvidence(obtained, app);
    emitReports(io, assessment, reportMetaOf(obtained, { casesFile: casesFileOf(settings, obtained) }), options);
    return assessment.exitCode;
}
/**
 * A shard run ends at its evidence: the summary on stdout, 0 when the shard
 * collected everything it planned (an empty shard too), 2 when it is incomplete.
 */
function reportShard(run, shard, io) {
    const e = run.result.evidence;
    const c = run.result.stats.calls.total;
    io.stdout(`shard ${shard.index} of ${shard.count}: ${e.cases.length} of the run's ${shard.inputs} inputs` +
        (e.cases.length === 0 ? ' (none fall in this shard, so no call was made)' : `, ${c} calls`) +
        `; ${e.complete ? 'complete' : `incomplete (${terminalSafe(e.stopReason ?? 'collection stopped early', 500)})`}.\n` +
        `evidence: ${terminalSafe(run.evidencePath, 500)}\n` +
        `This shard is one part of the run and is not assessed alone: assess every shard's evidence together, e.g. ${CLI_COMMAND} assess --evidence 'shards/*.json'\n`);
    return e.complete ? EXIT.clean : EXIT.unusable;
}
/**
 * SIGINT (and the other process guards) belong to the real CLI process, not to
 * in-process test runs.
 */
/** A run that ends before any assessment: interrupted (130), or a dry run's plan (0). */
function exitBeforeAssessing(stopped, io) {
    if (isInterrupted(stopped))
        return EXIT.interrupted;
    io.stdout(describePlan(stopped.plan, null));
    io.stdout('dry run: no agent was loaded and no call was made\n');
    return EXIT.clean;
}
function isMainProcessIo(io) {
    return io.cwd === process.cwd() && io.env === process.env;
}

export { DEFAULT_EVIDENCE_OUT, exitBeforeAssessing, isMainProcessIo, runCommand };
