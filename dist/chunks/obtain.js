import path from 'node:path';
import { V as VERSION, T as TOOL_NAME } from './module-spec.js';
import { h as admit, k as approvedDecision, K as KeyInterner, v as keyOfBaselineDecision, l as baselineDecisionOfKey, q as checkSettings } from './check2.js';
import { w as withoutNulls, r as refuseProblems, j as isLive, l as DEFAULT_BLINDNESS_THRESHOLD, k as DEFAULT_EVIDENCE_OUT } from './settings.js';
import { l as assessmentSpan } from './telemetry.js';
import { s as scrubberOf, a as scrubDeep } from './scrub.js';
import { p as plural, E as listing, w as formatRate, S as pairsNeeded, v as formatPercent, t as excerptOf, U as resolveEpsilon } from './facts.js';
import { a as assess } from './assess2.js';
import { i as isRefusal, R as Refusal } from './types.js';
import { d as digestOf } from './digest.js';
import { o as serialiseSuite } from './suite.js';

/**
 * `check`: is the current evidence still making the baseline's decisions? In
 * order: the file must be an approved baseline; the current evidence must be
 * comparable (same layer, tolerance, threshold and suite) and must itself pass
 * admission (approval aside); it must cover exactly the baseline's inputs with
 * the same intended routes. Only then are decisions compared per fingerprint.
 * Every reason that stops the comparison is returned, not only the first.
 *
 * Re-admission fails for two different reasons, and they are told apart. An
 * agent that repeated its decisions when the baseline was approved and now
 * flips above the tolerance (a route, or the pooled figure, is stochastic) has
 * changed behaviour: that is drift (exit 1), with the routes and the numbers
 * (`instability`). Evidence that is only too small to decide is not enough
 * (exit 2), and the refusal says how many pairs are missing.
 */
const CHECK_CODES = [
    'check.candidate',
    'check.layer',
    'check.epsilon',
    'check.blindness-threshold',
    'check.suite',
    'check.readmission',
    'check.inputs',
    'check.intended',
];
const FRESH = ['fresh-session', 'fresh-instance'];
/** Fingerprint prefixes for a message: the first ten, then a count. */
function listFingerprints(prints, max = 10) {
    const shown = prints.slice(0, max).map((f) => f.slice(0, 12));
    const more = prints.length - shown.length;
    return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
/** The admission rules that fail because decisions flip or too few pairs were collected. */
const REPEATABILITY_RULES = new Set([
    'admission.route-stochastic',
    'admission.targeted-undecided',
    'admission.pooled-not-deterministic',
]);
function rangeText(f) {
    return `[${formatRate(f.ciLow)}, ${formatRate(f.ciHigh)}]`;
}
function pct(x) {
    return formatPercent(x, x * 100 >= 1 || x === 0 ? 0 : 1);
}
/** The current evidence flips above the tolerance: its routes and pooled figure; else null. */
function instabilityOf(baseline, a) {
    const m = a.meter;
    const routes = (a.routes?.routes ?? [])
        .filter((r) => r.call === 'stochastic')
        .map((r) => ({
        decision: r.decision,
        pairs: r.pairs,
        flips: r.flips,
        ciLow: r.ciLow,
        ciHigh: r.ciHigh,
        epsilon: r.epsilon,
        call: r.call,
    }));
    if (routes.length === 0 && m?.call !== 'stochastic')
        return null;
    const pooled = m === null
        ? null
        : {
            decision: '',
            pairs: m.pairs,
            flips: m.flips,
            ciLow: m.ciLow,
            ciHigh: m.ciHigh,
            epsilon: m.epsilon,
            call: m.call,
        };
    const was = baseline.admission;
    const routeText = listing(routes.map((r) => `route ${r.decision} flipped on ${r.flips} of ${plural(r.pairs, 'pair')} (95% interval ${rangeText(r)}, tolerance ${pct(r.epsilon)})`), 8);
    const pooledText = pooled === null
        ? ''
        : `all inputs together flipped on ${pooled.flips} of ${plural(pooled.pairs, 'pair')} (95% interval ${rangeText(pooled)}, ${pooled.call})`;
    const now = [routeText, pooledText].filter((t) => t !== '').join('; ');
    const reason = `when the baseline was admitted, ${was.flips} of ${plural(was.pairs, 'disjoint pair')} flipped (upper bound ${formatRate(was.ciHigh)}, under the ${pct(baseline.epsilon)} tolerance); now ${now}. ` +
        'A decision that repeated and now flips is a change in behaviour: find what changed (model, prompt, temperature, tools), or admit a new baseline once the decisions repeat again.';
    return {
        admitted: { pairs: was.pairs, flips: was.flips, ciHigh: was.ciHigh },
        routes,
        pooled,
        reason,
    };
}
/** Why the current evidence cannot be re-admitted; with the pairs missing when it is only too small. */
function readmissionRefusal(a, refusals, instability) {
    const m = a.meter;
    if (instability !== null) {
        return {
            code: 'check.readmission',
            reason: `the current evidence could not itself be admitted (${plural(refusals.length, 'reason')}); among them, decisions that repeated when the baseline was admitted now flip: ${instability.reason}`,
            admission: refusals,
        };
    }
    const tooSmall = m !== null && refusals.every((r) => REPEATABILITY_RULES.has(r.code));
    if (tooSmall && m !== null) {
        const need = pairsNeeded(m.flips, m.pairs, a.epsilon, m.inputs);
        const missing = m.call === 'deterministic' ? 0 : need.additional;
        const pooled = m.call === 'deterministic'
            ? `the pooled figure is decided (${m.flips} of ${plural(m.pairs, 'pair')} flipped)`
            : missing === null || need.total === null
                ? `${m.flips} of ${plural(m.pairs, 'disjoint pair')} flipped, and no practical number of pairs decides it at ${pct(a.epsilon)}`
                : `it has ${plural(m.pairs, 'disjoint pair')} (${m.flips} flipped); if every new pair agrees, ${need.total} decide it at ${pct(a.epsilon)}: ${missing} more (about ${need.repeatsEach ?? 2} repeats per input)`;
        return {
            code: 'check.readmission',
            reason: `the current evidence is too small to show whether the decisions still repeat, so it cannot be compared with the baseline: ${pooled}${refusals.some((r) => r.code === 'admission.targeted-undecided') ? '; routes with a stability target need more pairs too (below)' : ''}`,
            admission: refusals,
            ...(m.call === 'deterministic' ? {} : { pairsMissing: missing }),
        };
    }
    return {
        code: 'check.readmission',
        reason: `the current evidence could not itself be admitted, so it cannot show whether the decisions changed (${plural(refusals.length, 'reason')})`,
        admission: refusals,
    };
}
function checkBaseline(baseline, assessment, evidence, options = {}) {
    const refusals = [];
    const isolation = {
        baseline: baseline.isolation,
        current: evidence.isolation,
        weakened: FRESH.includes(baseline.isolation) && !FRESH.includes(evidence.isolation),
    };
    if (baseline.approval === null) {
        refusals.push({
            code: 'check.candidate',
            reason: 'the file is a candidate baseline: nobody has approved it, so there is no reference to check against; approve it first (with the snapshot command, or the approval label on the pull request)',
        });
    }
    if (assessment.layer !== baseline.layer) {
        refusals.push({
            code: 'check.layer',
            reason: `the baseline compares the ${baseline.layer} layer but the evidence is on the ${assessment.layer} layer`,
        });
    }
    if (assessment.epsilon !== baseline.epsilon) {
        refusals.push({
            code: 'check.epsilon',
            reason: `the baseline was admitted at a tolerance of ${baseline.epsilon} but the evidence was assessed at ${assessment.epsilon}`,
        });
    }
    if (assessment.blindness !== null &&
        assessment.blindness.threshold !== baseline.blindnessThreshold) {
        refusals.push({
            code: 'check.blindness-threshold',
            reason: `the baseline was admitted with a blindness threshold of ${baseline.blindnessThreshold} but the evidence was assessed with ${assessment.blindness.threshold}`,
        });
    }
    const suiteDigest = options.suiteDigest ?? null;
    const baselineSuite = baseline.suite?.digest ?? null;
    if (suiteDigest !== baselineSuite) {
        refusals.push({
            code: 'check.suite',
            reason: baselineSuite === null
                ? 'the baseline was admitted without a decision suite; check it without one'
                : suiteDigest === null
                    ? 'the baseline was admitted with a decision suite; give the same suite'
                    : 'the decision suite differs from the one the baseline was admitted with (its digest changed); admit a new baseline for the new suite',
        });
    }
    // An agent that now flips has changed behaviour (drift), unless something else
    // also keeps the evidence from being admitted; evidence that is only too small
    // to decide is refused with the pairs it is missing.
    const readmission = admit(assessment, evidence, { approved: true });
    const instability = readmission.supported ? null : instabilityOf(baseline, assessment);
    const onlyFlips = instability !== null && readmission.refusals.every((r) => REPEATABILITY_RULES.has(r.code));
    let readmissionRefused = false;
    if (!readmission.supported && !onlyFlips) {
        refusals.push(readmissionRefusal(assessment, readmission.refusals, instability));
        readmissionRefused = true;
    }
    const current = new Map();
    evidence.cases.forEach((c, i) => {
        if (!current.has(c.fingerprint))
            current.set(c.fingerprint, i);
    });
    const stored = new Set(baseline.entries.map((e) => e.fingerprint));
    const missing = baseline.entries.map((e) => e.fingerprint).filter((f) => !current.has(f));
    const added = [...current.keys()].filter((f) => !stored.has(f));
    if (missing.length > 0 || added.length > 0) {
        const parts = [];
        if (missing.length > 0) {
            parts.push(`${plural(missing.length, 'baseline input')} ${missing.length === 1 ? 'is' : 'are'} missing (${listFingerprints(missing)})`);
        }
        if (added.length > 0) {
            parts.push(`${plural(added.length, 'input')} ${added.length === 1 ? 'is' : 'are'} new (${listFingerprints(added)})`);
        }
        refusals.push({
            code: 'check.inputs',
            reason: `the evidence must cover exactly the baseline's inputs: ${parts.join('; ')} (fingerprint prefixes); admit a new baseline when the inputs change on purpose`,
            missing,
            added,
        });
    }
    const intendedChanged = baseline.entries.filter((e) => {
        const i = current.get(e.fingerprint);
        if (i === undefined)
            return false;
        return (evidence.cases[i]?.expected ?? undefined) !== e.intended;
    });
    if (intendedChanged.length > 0) {
        refusals.push({
            code: 'check.intended',
            reason: `the intended decision changed for ${plural(intendedChanged.length, 'input')} (${listFingerprints(intendedChanged.map((e) => e.fingerprint))}); the reviewed routes differ from the baseline's`,
        });
    }
    if (refusals.length > 0) {
        // The comparison is refused for another reason: the flips are still a reason not to compare.
        if (!readmission.supported && !readmissionRefused) {
            refusals.push(readmissionRefusal(assessment, readmission.refusals, instability));
        }
        return {
            status: 'refused',
            exitCode: 2,
            checked: 0,
            changes: [],
            instability: null,
            refusals,
            isolation,
        };
    }
    const interner = new KeyInterner();
    const changes = [];
    for (const entry of baseline.entries) {
        const c = evidence.cases[current.get(entry.fingerprint)];
        const now = c === undefined ? null : approvedDecision(c, evidence.layer, interner);
        if (now === null)
            continue; // refused above (missing observation)
        if (now.key === keyOfBaselineDecision(entry.decision))
            continue;
        changes.push({
            fingerprint: entry.fingerprint,
            ...(typeof c?.input === 'string' ? { excerpt: excerptOf(c.input) } : {}),
            ...(entry.intended !== undefined ? { intended: entry.intended } : {}),
            baseline: entry.decision,
            current: baselineDecisionOfKey(now.key),
            currentCount: now.count,
            currentObservations: now.observations,
        });
    }
    const drift = changes.length > 0 || instability !== null;
    return {
        status: drift ? 'drift' : 'clean',
        exitCode: drift ? 1 : 0,
        checked: baseline.entries.length,
        changes,
        instability,
        refusals: [],
        isolation,
    };
}

// The use cases on evidence: obtain it (a live run, or recorded runs read and
// merged) with its digest, suite, recorded settings and thresholds; assess it;
// check it against a baseline; write recorded runs as one evidence file.
const TOOL = { name: TOOL_NAME, version: VERSION };
/**
 * The settings a report records for an assessment of recorded runs (file base
 * names only, never paths or inputs).
 */
function recordedRunSettings(epsilon, settings, sources) {
    return {
        epsilon,
        ...(settings.precision === undefined ? {} : { precision: settings.precision }),
        ...(settings.method === undefined ? {} : { method: settings.method }),
        blindnessThreshold: DEFAULT_BLINDNESS_THRESHOLD,
        evidence: sources.map((f) => path.basename(f)),
        suite: settings.suite === undefined ? null : path.basename(settings.suite),
    };
}
/**
 * The evidence as the reports may see it: with `redact`, without its raw inputs
 * (fingerprints only), as the evidence file keeps it, so that no report names an
 * input by its text.
 */
/** Recorded evidence with the step's secrets scrubbed from every string (the same object when it holds none). */
function scrubbedFor(io, evidence) {
    const scrub = scrubberOf(io.secrets);
    return scrub === null ? evidence : scrubDeep(evidence, scrub);
}
function redactedFor(settings, evidence) {
    if (settings.redact !== true)
        return evidence;
    return { ...evidence, cases: evidence.cases.map(({ input: _input, ...rest }) => rest) };
}
/**
 * Check the settings (one refusal listing every problem), then obtain the
 * evidence they name: call the agent and write the evidence, or read and merge
 * the recorded runs. A dry run returns its plan; a run stopped by a signal
 * returns `Interrupted`.
 */
async function obtainEvidence(given, io, options = {}) {
    // `null` is "not given" (settings read from JSON): planned or defaulted as if absent.
    const settings = withoutNulls(given);
    refuseProblems(checkSettings(settings, {
        source: options.source ?? 'either',
        provided: { agent: options.agent !== undefined, inputs: options.seeds !== undefined },
    }));
    const startedAtMs = io.clock.now();
    if (options.agent !== undefined || isLive(settings)) {
        // A live run loads the collector and agents; recorded runs load the readers: each only when used.
        const { collectLive } = await import('./live.js');
        const run = await collectLive(settings, io, options);
        if (run.kind !== 'collected')
            return run;
        return {
            kind: 'evidence',
            evidence: redactedFor(settings, run.result.evidence),
            digest: run.digest,
            suite: run.suite,
            record: run.settings,
            epsilon: run.epsilon,
            blindnessThreshold: run.blindnessThreshold,
            sources: [],
            live: run,
            recorded: null,
            startedAtMs,
        };
    }
    const epsilon = resolveEpsilon(settings.precision ?? 'balanced', settings.epsilon);
    const { loadRecorded } = await import('./recorded.js');
    const loaded = await loadRecorded(settings, io.cwd);
    return {
        kind: 'evidence',
        evidence: scrubbedFor(io, redactedFor(settings, loaded.evidence)),
        get digest() {
            return loaded.digest;
        },
        suite: loaded.suite,
        record: recordedRunSettings(epsilon, settings, loaded.sources),
        epsilon,
        blindnessThreshold: DEFAULT_BLINDNESS_THRESHOLD,
        ...(settings.method === undefined ? {} : { method: settings.method }),
        sources: loaded.sources,
        live: null,
        recorded: loaded,
        startedAtMs,
    };
}
/**
 * `assess` on obtained evidence: a refusal it raises (no cases, a series too
 * short to pair, an unusable observation) names the recorded file(s) it is
 * about, so the user knows which file to fix.
 */
function assessObtained(obtained, cwd, thresholds) {
    try {
        return assess(obtained.evidence, obtained.suite, thresholds);
    }
    catch (error) {
        if (!isRefusal(error) || obtained.sources.length === 0)
            throw error;
        const named = obtained.sources.map((f) => path.resolve(cwd, f));
        const where = named.length === 1 ? named[0] : `${named.join(' + ')} (merged)`;
        throw new Refusal(error.code, error.message, where);
    }
}
/** Record the assessment's one summary span (sent when the shell flushes its telemetry). */
function recordSpan(io, assessment, command, startedAtMs) {
    io.telemetry?.record(assessmentSpan(assessment, command, startedAtMs, io.clock.now()));
}
/**
 * Assess at the thresholds the evidence was obtained with. `command` names the
 * assessment in its summary span (default: `run` for a live run, else `assess`).
 */
function assessEvidence(obtained, io, command = obtained.live === null ? 'assess' : 'run') {
    const notApplied = obtained.recorded?.suiteNotApplied ?? null;
    const assessment = assessObtained(obtained, io.cwd, {
        epsilon: obtained.epsilon,
        blindnessThreshold: obtained.blindnessThreshold,
        ...(obtained.method === undefined ? {} : { method: obtained.method }),
        // Evidence judged without its suite admits no baseline (admission.suite-not-applied).
        ...(notApplied === null ? {} : { suiteNotApplied: notApplied }),
    });
    recordSpan(io, assessment, command, obtained.startedAtMs);
    return assessment;
}
/**
 * Evidence against a baseline, assessed at the baseline's own tolerance and
 * blindness threshold (`check` and the Action's gate).
 */
function checkAgainstBaseline(baseline, obtained, io, 
/** The summary span's command; null: no span (the Action's gate sends its own assessment's). */
command = 'check') {
    const assessment = assessObtained(obtained, io.cwd, {
        epsilon: baseline.epsilon,
        blindnessThreshold: baseline.blindnessThreshold,
    });
    if (command !== null)
        recordSpan(io, assessment, command, obtained.startedAtMs);
    return checkBaseline(baseline, assessment, obtained.evidence, {
        suiteDigest: suiteDigestOf(obtained.suite),
    });
}
function suiteDigestOf(suite) {
    return suite === null ? null : digestOf(serialiseSuite(suite));
}
/**
 * The file a report's cases stand for, as the user named it: the suite, else the
 * inputs, else the first recorded file, else the evidence written. Test reporters
 * point their annotations there (JUnit `file`). Forward slashes, relative as given.
 */
function casesFileOf(settings, obtained) {
    const named = settings.suite ??
        (obtained.live !== null ? settings.inputs : undefined) ??
        obtained.sources[0] ??
        settings.evidenceOut ??
        DEFAULT_EVIDENCE_OUT;
    return named.split('\\').join('/');
}
/** The facts a report holds beside the assessment: tool, settings, digest, the run. */
function reportMetaOf(obtained, options = {}) {
    const live = obtained.live;
    const run = live === null
        ? options.run
        : {
            durationMs: Math.round(live.result.stats.elapsedMs),
            startedAt: live.file.createdAt,
            ...(live.result.stats.agent.retries === undefined
                ? {}
                : { retries: live.result.stats.agent.retries }),
            ...options.run,
        };
    const digest = options.evidenceDigest;
    return {
        tool: TOOL,
        settings: obtained.record,
        // Read only by the formats that print it (not the text report), so computed lazily.
        get evidenceDigest() {
            return digest ?? obtained.digest;
        },
        ...(options.approvalLabel === undefined ? {} : { approvalLabel: options.approvalLabel }),
        ...(options.artifactUrl === undefined ? {} : { artifactUrl: options.artifactUrl }),
        ...(options.casesFile === undefined ? {} : { casesFile: options.casesFile }),
        ...(run === undefined ? {} : { run }),
        ...(obtained.recorded?.suiteNotApplied == null
            ? {}
            : { suiteNotApplied: obtained.recorded.suiteNotApplied }),
    };
}

export { CHECK_CODES as C, TOOL as T, assessEvidence as a, casesFileOf as b, checkBaseline as c, checkAgainstBaseline as d, listFingerprints as l, obtainEvidence as o, reportMetaOf as r, suiteDigestOf as s };
