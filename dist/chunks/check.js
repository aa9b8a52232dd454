import { existsSync } from 'node:fs';
import path from 'node:path';
import { a as appIoOf } from './io.js';
import { s as settingsOf } from './settings2.js';
import { r as refuseProblems, D as DEFAULT_BASELINE_PATH } from './settings.js';
import { q as checkSettings } from './check2.js';
import { R as Refusal } from './types.js';
import { r as readBaseline } from './baseline.js';
import { o as obtainEvidence, d as checkAgainstBaseline } from './obtain.js';
import { E as EXIT } from './errors.js';
import { a as terminalSafe, e as refusingWrites, o as outputPath } from './module-spec.js';
import { j as jsonText, s as shownDecision } from './common2.js';
import { p as plural, a2 as tolerance } from './facts.js';
import './telemetry.js';
import 'node:module';
import 'node:url';
import './commander.js';
import 'node:events';
import 'node:child_process';
import 'node:process';
import './cases-setting-table.js';
import './options.js';
import './registry.js';
import './observation.js';
import './module.js';
import 'node:worker_threads';
import './ajv.js';
import './digest.js';
import 'node:crypto';
import './json.js';
import 'node:fs/promises';
import 'node:buffer';
import './file-format.js';
import './nearest.js';
import './schema.js';
import './schema-inline.js';
import './scrub.js';
import './assess2.js';
import './failure-groups.js';
import './suite.js';
import './order.js';

const CHECK_REPORT_SCHEMA = 'agentverity-action/check@1';
function isolationLine(r) {
    if (!r.isolation.weakened)
        return null;
    return `isolation: the baseline was admitted on ${r.isolation.baseline} repeats, but this evidence establishes only ${r.isolation.current}, so the independence of its repeats is assumed rather than shown (reported, not a failure)`;
}
/** An input whose decision changed: its text and fingerprint, or the fingerprint alone (redacted). */
function changedInput(c) {
    const print = c.fingerprint.slice(0, 12);
    return c.excerpt === undefined ? print : `"${terminalSafe(c.excerpt, 200)}" (${print})`;
}
function renderCheckText(r, baseline) {
    const out = [];
    if (r.status === 'refused') {
        out.push(`check refused: the evidence cannot be compared with the baseline (${plural(r.refusals.length, 'reason')})`);
        for (const x of r.refusals) {
            out.push(`  - ${terminalSafe(x.reason, 2000)} [${x.code}]`);
            for (const a of x.admission ?? []) {
                out.push(`      - ${terminalSafe(a.reason, 2000)} [${a.code}]`);
            }
        }
        return `${out.join('\n')}\n`;
    }
    const iso = isolationLine(r);
    const scope = `${baseline.layer} layer, tolerance ${tolerance(baseline.epsilon)}`;
    if (r.status === 'clean') {
        if (iso !== null)
            out.push(iso);
        out.push(`baseline clean: ${r.checked}/${r.checked} decisions matched (${scope})`);
        return `${out.join('\n')}\n`;
    }
    if (r.instability !== null) {
        out.push(`baseline drift: the agent no longer repeats its decisions (${scope})`);
        out.push(`  ${terminalSafe(r.instability.reason, 2000)}`);
        if (r.changes.length > 0) {
            out.push(`  and ${r.changes.length} of ${plural(r.checked, 'decision')} changed:`);
        }
    }
    else {
        out.push(`baseline drift: ${r.changes.length} of ${plural(r.checked, 'decision')} changed (${scope})`);
    }
    for (const c of r.changes) {
        const route = c.intended === undefined ? '' : ` [route ${terminalSafe(c.intended, 40)}]`;
        out.push(`  ${changedInput(c)}${route}: was ${shownDecision(c.baseline)}, now ${shownDecision(c.current)} (${c.currentCount} of ${plural(c.currentObservations, 'call')})`);
    }
    if (iso !== null)
        out.push(iso);
    return `${out.join('\n')}\n`;
}
function buildCheckJson(r, baseline, meta) {
    return {
        schema: CHECK_REPORT_SCHEMA,
        status: r.status,
        exitCode: r.exitCode,
        checked: r.checked,
        changed: r.changes.length,
        changes: r.changes.map((c) => ({
            fingerprint: c.fingerprint,
            intended: c.intended ?? null,
            baseline: c.baseline,
            current: c.current,
            currentCount: c.currentCount,
            currentObservations: c.currentObservations,
        })),
        instability: r.instability === null
            ? null
            : {
                admitted: r.instability.admitted,
                routes: r.instability.routes.map((x) => ({ ...x })),
                pooled: r.instability.pooled === null ? null : { ...r.instability.pooled },
                reason: r.instability.reason,
            },
        refusals: r.refusals.map((x) => ({
            code: x.code,
            reason: x.reason,
            ...(x.admission
                ? { admission: x.admission.map((a) => ({ code: a.code, reason: a.reason })) }
                : {}),
            ...(x.pairsMissing !== undefined ? { pairsMissing: x.pairsMissing } : {}),
            ...(x.missing ? { missing: x.missing } : {}),
            ...(x.added ? { added: x.added } : {}),
        })),
        isolation: r.isolation,
        baseline: {
            path: meta.baselinePath,
            createdAt: baseline.createdAt,
            layer: baseline.layer,
            epsilon: baseline.epsilon,
            evidenceDigest: baseline.evidenceDigest,
            approval: baseline.approval,
        },
        evidenceDigest: meta.evidenceDigest,
    };
}
function renderCheckJson(r, baseline, meta) {
    return jsonText(buildCheckJson(r, baseline, meta));
}

async function checkCommand(options, io) {
    const settings = settingsOf(options);
    refuseProblems(checkSettings(settings, { source: 'recorded' }));
    const baselinePath = options.baseline ?? DEFAULT_BASELINE_PATH;
    if (options.baseline === undefined && !existsSync(path.resolve(io.cwd, baselinePath))) {
        throw new Refusal('file.read', `no baseline here (the default, where snapshot writes it): admit one with npx agentverity snapshot --accept-reference, or give --baseline FILE`, baselinePath);
    }
    const baseline = await readBaseline(path.resolve(io.cwd, baselinePath));
    const app = appIoOf(io);
    const obtained = await obtainEvidence(settings, app, { source: 'recorded' });
    // Recorded runs are never interrupted nor planned; the types say so once here.
    if (obtained.kind !== 'evidence')
        return EXIT.unusable;
    const result = checkAgainstBaseline(baseline, obtained, app);
    const report = options.format === 'json'
        ? renderCheckJson(result, baseline, {
            baselinePath,
            evidenceDigest: obtained.digest,
        })
        : renderCheckText(result, baseline);
    if (options.output !== undefined) {
        refusingWrites(io.writeFile)(outputPath(io.cwd, options.output, 'check report'), report);
        const first = renderCheckText(result, baseline).split('\n')[0] ?? '';
        io.stdout(`${first}\n`);
        io.stderr(`agentverity: wrote the ${options.format} check report to ${options.output}\n`);
    }
    else if (result.status === 'refused' && options.format !== 'json') {
        io.stderr(report);
    }
    else {
        io.stdout(report);
    }
    return result.exitCode;
}

export { checkCommand };
