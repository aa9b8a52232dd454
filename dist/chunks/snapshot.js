import { a as appIoOf } from './io.js';
import { s as settingsOf } from './settings2.js';
import { isMainProcessIo, exitBeforeAssessing } from './run.js';
import { R as Refusal } from './types.js';
import { r as refuseProblems, D as DEFAULT_BASELINE_PATH, g as inputFilesOf, j as isLive } from './settings.js';
import { h as admit, z as precheckSnapshot, n as buildBaseline, b as AdmissionRefused, q as checkSettings } from './check2.js';
import { o as outputPath, a as terminalSafe, r as refuseOutputsOverInputs, c as checkWritable } from './module-spec.js';
import { s as suiteDigestOf, T as TOOL, o as obtainEvidence, a as assessEvidence } from './obtain.js';
import { existsSync } from 'node:fs';
import { k as readRegularFileOrNull } from './json.js';
import { s as serialiseBaseline } from './baseline.js';
import { i as isoNow, c as clockFrom } from './telemetry.js';
import { j as jsonText } from './common2.js';
import { p as plural, a2 as tolerance } from './facts.js';
import { E as EXIT } from './errors.js';
import './commander.js';
import 'node:events';
import 'node:child_process';
import 'node:path';
import 'node:process';
import './cases-setting-table.js';
import './options.js';
import './reports.js';
import './format-renderers.js';
import './failure-groups.js';
import './nearest.js';
import './observation.js';
import './table.js';
import './report-options.js';
import './live-plan.js';
import './registry.js';
import 'node:url';
import './module.js';
import 'node:worker_threads';
import './scrub.js';
import './assess2.js';
import './digest.js';
import 'node:crypto';
import './suite.js';
import './order.js';
import 'node:fs/promises';
import 'node:buffer';
import './ajv.js';
import './file-format.js';
import './schema.js';
import './schema-inline.js';
import 'node:module';

// Baselines from evidence: an approved one (`snapshot --accept-reference`), or
// an unapproved candidate (`snapshot --candidate`, the Action's record), built
// by the admission rules and written through the files port.
/**
 * The baseline the evidence admits, stamped `createdAt`, with `approval` (null
 * for a candidate); null when the admission rules refuse it.
 */
function baselineOf(obtained, assessment, approval, createdAt) {
    try {
        return buildBaseline({
            assessment,
            evidence: obtained.evidence,
            evidenceDigest: obtained.digest,
            tool: TOOL,
            createdAt,
            approval,
            suiteDigest: suiteDigestOf(obtained.suite),
        });
    }
    catch (error) {
        if (error instanceof AdmissionRefused)
            return null;
        throw error;
    }
}
/**
 * `snapshot`: admit the evidence as an approved baseline (or a candidate when
 * `approval` is null) and write it to `target` (as given; resolved against the
 * working directory). A refused admission writes nothing.
 */
function writeSnapshot(obtained, assessment, approval, target, io, createdAt) {
    const mode = approval === null ? 'candidate' : 'approved';
    const file = outputPath(io.cwd, target, 'baseline');
    if (approval === null)
        refuseCandidateOverApproved(file, target);
    const baseline = baselineOf(obtained, assessment, approval, createdAt);
    if (baseline === null) {
        return {
            admission: admit(assessment, obtained.evidence, { approved: approval !== null }),
            mode,
            baseline: null,
            path: null,
        };
    }
    io.files.writeText(file, serialiseBaseline(baseline));
    return {
        admission: admit(assessment, obtained.evidence, { approved: approval !== null }),
        mode,
        baseline,
        path: target,
    };
}
/**
 * An unapproved candidate never replaces an approved baseline: a file at the
 * target that holds a baseline with an approval is refused (exit 2) before
 * anything is written (and, on a live run, before any call). A file that is not
 * such a baseline (none, a candidate, anything unreadable) is left to the write.
 */
function refuseCandidateOverApproved(file, given) {
    let approved = false;
    try {
        const bytes = existsSync(file) ? readRegularFileOrNull(file) : null;
        if (bytes !== null) {
            const value = JSON.parse(bytes.toString('utf8'));
            if (typeof value === 'object' && value !== null) {
                const { schema, approval } = value;
                approved =
                    typeof schema === 'string' &&
                        schema.includes('baseline') &&
                        typeof approval === 'object' &&
                        approval !== null;
            }
        }
    }
    catch {
        approved = false;
    }
    if (approved) {
        throw new Refusal('snapshot.approved-exists', 'holds an approved baseline; a candidate never overwrites one, so nothing was written: give another --output for the candidate (or remove the approved baseline yourself)', given);
    }
}
/**
 * The snapshot pre-check of a live run, made on the plan before any call: a plan
 * that could never certify the tolerance, even if no pair flipped, is refused.
 * With a k, that k is checked; without one, the plan's own k (planned from the
 * tolerance and the budget, as `run` plans it) is.
 */
function snapshotPrecheck(given, budget) {
    // `null` is "not given" (settings read from JSON): k is then planned, as for no k.
    const k = given ?? undefined;
    return (plan) => {
        // A planned run may give some routes more repeats: it is feasible when its pairs are.
        if (k === undefined && plan.pairsNeeded !== null && plan.pairs >= plan.pairsNeeded)
            return;
        const refused = precheckSnapshot(plan.inputs, k ?? null, plan.epsilon, {
            budget: budget ?? null,
            method: plan.method,
        });
        if (refused !== null) {
            throw new Refusal(refused.code, refused.reason, undefined, {
                setting: refused.setting,
                data: refused.data,
            });
        }
    };
}

const ADMISSION_REPORT_SCHEMA = 'agentverity-action/admission@1';
function renderSnapshotText(o) {
    const out = [];
    const b = o.baseline;
    if (b === null) {
        const reasons = o.mode === 'candidate'
            ? o.admission.refusals.filter((r) => r.code !== 'admission.not-approved')
            : o.admission.refusals;
        out.push(`snapshot refused: the evidence cannot be admitted as a ${o.mode === 'candidate' ? 'candidate ' : ''}baseline (${plural(reasons.length, 'reason')})`);
        for (const r of reasons)
            out.push(`  - ${terminalSafe(r.reason, 2000)} [${r.code}]`);
        return `${out.join('\n')}\n`;
    }
    const where = terminalSafe(o.path ?? '', 500);
    if (b.approval === null) {
        out.push(`candidate baseline written: ${plural(b.entries.length, 'decision')} on the ${b.layer} layer -> ${where}`);
        out.push('  not approved yet: approve it with snapshot --accept-reference or the approval label before check can use it');
    }
    else {
        out.push(`baseline admitted: ${plural(b.entries.length, 'approved decision')} on the ${b.layer} layer -> ${where}`);
        const how = b.approval.how === 'cli-flag'
            ? 'on the command line'
            : `by the label "${terminalSafe(b.approval.label, 80)}" on ${terminalSafe(b.approval.repository, 120)}#${b.approval.pullRequest} at ${b.approval.headSha.slice(0, 12)}`;
        out.push(`  approved by ${terminalSafe(b.approval.approver, 120)} ${how} (${b.approval.approvedAt})`);
    }
    const a = b.admission;
    out.push(`  evidence: ${a.flips} flips in ${plural(a.pairs, 'disjoint pair')} over ${plural(a.inputs, 'input')}, upper bound ${a.ciHigh.toFixed(4)} < ${tolerance(b.epsilon)}; ${a.blindnessDistinct} distinct decisions`);
    out.push(`  isolation: ${b.isolation}; evidence digest ${b.evidenceDigest.slice(0, 16)}…`);
    const unanimous = b.entries.filter((e) => e.count === e.observations).length;
    if (unanimous < b.entries.length) {
        out.push(`  ${b.entries.length - unanimous} of ${plural(b.entries.length, 'input')} did not answer the same on every call; each stores its most common decision with its count`);
    }
    return `${out.join('\n')}\n`;
}
function buildSnapshotJson(o) {
    const b = o.baseline;
    return {
        schema: ADMISSION_REPORT_SCHEMA,
        mode: o.mode,
        admitted: o.admission.admitted,
        supported: o.admission.supported,
        written: b !== null,
        refusals: o.admission.refusals.map((r) => ({ code: r.code, reason: r.reason })),
        baseline: b === null
            ? null
            : {
                path: o.path,
                candidate: b.approval === null,
                entries: b.entries.length,
                layer: b.layer,
                epsilon: b.epsilon,
                isolation: b.isolation,
                evidenceDigest: b.evidenceDigest,
                approval: b.approval,
            },
    };
}
function renderSnapshotJson(o) {
    return jsonText(buildSnapshotJson(o));
}

function approverOf(options, io) {
    const name = options.approver ??
        io.env.AGENTVERITY_APPROVER ??
        io.env.USER ??
        io.env.USERNAME ??
        io.env.LOGNAME;
    if (name === undefined || name.trim() === '') {
        throw new Refusal('usage.approver', 'cannot tell who approves this baseline: give --approver NAME', '--approver');
    }
    return name.trim();
}
async function snapshotCommand(options, io) {
    const accept = options.acceptReference === true;
    const candidate = options.candidate === true;
    if (accept === candidate) {
        throw new Refusal('usage.snapshot-mode', accept
            ? 'give either --accept-reference or --candidate, not both'
            : 'say what to write: --accept-reference to approve these decisions as the baseline yourself (a repeatable decision is not necessarily a right one, so a person must accept it), or --candidate to write an unapproved candidate for a later approval (the approval label)');
    }
    if (options.approver !== undefined && !accept) {
        throw new Refusal('usage.approver', '--approver applies to --accept-reference only');
    }
    if (options.output !== undefined && options.baselineOut !== undefined) {
        throw new Refusal('usage.output', 'give --output or --baseline-out, not both');
    }
    const settings = settingsOf(options);
    refuseProblems(checkSettings(settings, { source: 'either' }));
    const approver = accept ? approverOf(options, io) : null;
    const target = options.output ?? options.baselineOut ?? DEFAULT_BASELINE_PATH;
    refuseOutputsOverInputs(io.cwd, [
        {
            flag: options.output !== undefined
                ? '--output'
                : options.baselineOut !== undefined
                    ? '--baseline-out'
                    : 'the baseline file',
            given: target,
        },
    ], inputFilesOf(settings));
    const live = isLive(settings);
    // A live run spends calls: the baseline must have somewhere to go first.
    if (live)
        checkWritable(outputPath(io.cwd, target, 'baseline'), 'baseline');
    if (!accept)
        refuseCandidateOverApproved(outputPath(io.cwd, target, 'baseline'), target);
    const app = appIoOf(io, options.quiet === true);
    const obtained = await obtainEvidence(settings, app, {
        ownsProcess: live && isMainProcessIo(io),
        dryRun: options.dryRun === true,
        // The pre-check refuses a k that could never certify, before the agent is loaded.
        beforeCalls: snapshotPrecheck(settings.k, settings.budget),
    });
    if (obtained.kind !== 'evidence')
        return exitBeforeAssessing(obtained, io);
    const assessment = assessEvidence(obtained, app, 'snapshot');
    const createdAt = isoNow(clockFrom(io.env));
    const approval = approver === null ? null : { how: 'cli-flag', approver, approvedAt: createdAt };
    const outcome = writeSnapshot(obtained, assessment, approval, target, app, createdAt);
    if (options.format === 'json')
        io.stdout(renderSnapshotJson(outcome));
    else if (outcome.baseline === null)
        io.stderr(renderSnapshotText(outcome));
    else
        io.stdout(renderSnapshotText(outcome));
    return outcome.baseline === null ? EXIT.unusable : EXIT.clean;
}

export { DEFAULT_BASELINE_PATH, snapshotCommand };
