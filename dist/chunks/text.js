import { I as ISOLATIONS, L as LAYERS, l as logSafeJson, b as terminalSafe } from './types.js';
import { F as FINDING_NOTES, R as RELATION_TYPES, aK as nextOf, aD as tolerance, aS as gateSummary, aT as gateHeading, aU as gateWord, aV as groupChecks, aI as decidedByText, am as plural, aE as interval, aG as intervalName, aJ as allocationText, a8 as listInputs, Y as formatPercent, aW as ROUTE_HEADER, aF as routeCells, aM as contractRows, aO as RELATION_HEADER, aN as relationCells, aL as approvalText } from './check2.js';
import { H as HEADLINE_CATEGORIES, S as STATUSES } from './assess2.js';
import { k as keyLabel } from './module.js';
import { t as table } from './table.js';

const REPORT_SCHEMA = 'agentverity-action/report@1';
const count = { $ref: '#/definitions/count' };
const rate = { $ref: '#/definitions/rate' };
const labels = { $ref: '#/definitions/labels' };
const nullable = (schema) => ({ oneOf: [{ type: 'null' }, schema] });
const object = (properties, optional = []) => ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    properties,
});
/**
 * The JSON Schema (draft-07) of the JSON report, `agentverity-action/report@1`.
 * The published copy is schemas/report.schema.json; a test keeps the two
 * identical. Strict: no property outside the ones listed, so a reader (the
 * Action's second job reads reports from artifacts as untrusted data) can
 * validate before use.
 */
({
    ...object({
        schema: { const: REPORT_SCHEMA },
        tool: object({ name: { type: 'string' }, version: { type: 'string' } }),
        status: { enum: [...STATUSES] },
        exitCode: { enum: [0, 1, 2] },
        headline: object({
            category: { enum: [...HEADLINE_CATEGORIES] },
            text: { type: 'string', minLength: 1 },
        }),
        complete: { type: 'boolean' },
        stopReason: { type: 'string' },
        caveats: { type: 'array', items: { type: 'string' } },
        layer: { enum: [...LAYERS] },
        isolation: { enum: [...ISOLATIONS] },
        epsilon: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        allocation: {
            description: "Present when each pair's input was drawn at random from a recorded seed: which inputs were exercised.",
            ...object({
                kind: { const: 'random' },
                seed: count,
                pairs: count,
                inputs: count,
                exercised: count,
                unexercised: labels,
            }),
        },
        meter: nullable(object({
            inputs: count,
            repeats: count,
            maxRepeats: count,
            pairs: count,
            flips: count,
            inputsWithFlip: count,
            flipRate: rate,
            ciLow: rate,
            ciHigh: rate,
            call: { $ref: '#/definitions/call' },
            epsilon: { type: 'number' },
            method: { enum: ['wilson', 'exact'] },
            decidedBy: object({
                rule: { enum: ['declared-checkpoint', 'early-rejection'] },
                pairs: count,
                rejected: { type: 'boolean' },
            }, ['rejected']),
        }, ['decidedBy'])),
        blindness: nullable(object({
            inputs: count,
            skew: rate,
            distinct: count,
            blind: { type: 'boolean' },
            majority: { type: 'string' },
            majorityCount: count,
            threshold: rate,
        })),
        routes: {
            description: 'One row per intended decision (route), in code-point order of the decision; empty when the cases carry no intended decision or the meter was not run.',
            type: 'array',
            items: object({
                decision: { type: 'string' },
                cases: count,
                pairs: count,
                flips: count,
                flipRate: rate,
                ciLow: rate,
                ciHigh: rate,
                epsilon: { type: 'number' },
                targeted: { type: 'boolean' },
                call: { $ref: '#/definitions/call' },
                pairsNeeded: { type: ['integer', 'null'], minimum: 1 },
            }),
        },
        flipPairs: {
            description: "The pooled meter's flips by the two decisions they went between (each pair's decisions in code-point order), most frequent first, then by the decisions; empty when nothing flipped or the meter was not run. Their counts add up to meter.flips.",
            type: 'array',
            items: object({
                decisions: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
                count: { type: 'integer', minimum: 1 },
            }),
        },
        contract: {
            description: 'The decision contract and how the evidence meets it; null exactly when no decision suite (so no contract) was given.',
            ...nullable(object({
                satisfied: { type: 'boolean' },
                allowed: labels,
                required: labels,
                critical: labels,
                missingIntended: labels,
                missingObserved: labels,
                unknownObserved: labels,
                underCased: {
                    type: 'array',
                    items: object({ decision: { type: 'string' }, have: count, want: count }),
                },
                missingCritical: labels,
                intendedCoverage: rate,
                observedCoverage: rate,
                intendedCounts: { type: 'object', additionalProperties: count },
                observedCaseCounts: { type: 'object', additionalProperties: count },
            })),
        },
        relations: {
            type: 'array',
            items: object({
                name: { type: 'string' },
                type: { enum: [...RELATION_TYPES] },
                total: count,
                held: count,
                violated: count,
                skipped: count,
                errors: count,
                exercised: count,
                violationRate: nullable(rate),
                vacuous: { type: 'boolean' },
                noise: object({
                    test: { const: 'stratified-exact' },
                    pValue: rate,
                    level: rate,
                    relationPairs: count,
                    repeatPairs: count,
                    repeatFlips: count,
                    explained: { type: 'boolean' },
                }),
            }, ['noise']),
        },
        relationCoverage: nullable(object({
            routes: {
                type: 'array',
                items: object({
                    decision: { type: 'string' },
                    cases: count,
                    exercised: count,
                    skipped: count,
                    held: count,
                    violated: count,
                    errors: count,
                    probed: { type: 'boolean' },
                    violationRate: nullable(rate),
                }),
            },
            probed: labels,
            unprobed: labels,
        })),
        errors: {
            type: 'array',
            maxItems: 100,
            items: object({
                caseIndex: count,
                fingerprint: { $ref: '#/definitions/sha256' },
                phase: { enum: ['meter', 'source', 'relations', 'recorded'] },
                count: { type: 'integer', minimum: 2 },
                relation: { type: 'string' },
                message: { type: 'string', maxLength: 1000 },
            }, ['relation', 'count']),
        },
        errorCount: count,
        findings: {
            type: 'array',
            items: object({
                id: { type: 'string', minLength: 1 },
                kind: {
                    enum: [
                        'evidence',
                        'meter',
                        'route',
                        'blindness',
                        'contract',
                        'contract-problem',
                        'relations',
                        'relation',
                        'baseline',
                    ],
                },
                subject: { type: 'string' },
                outcome: { enum: ['passed', 'failed', 'error', 'skipped', 'caution'] },
                gates: { type: 'boolean' },
                exitCode: { enum: [0, 1, 2] },
                status: nullable({ enum: [...STATUSES, 'drift', 'baseline-refused'] }),
                note: { enum: [...FINDING_NOTES] },
                needs: nullable(object({
                    additional: nullable(count),
                    total: nullable(count),
                    repeatsEach: nullable(count),
                    atObservedRate: nullable(count),
                }, ['atObservedRate'])),
                decisions: labels,
                inputs: object({
                    total: count,
                    fingerprints: { type: 'array', items: { $ref: '#/definitions/sha256' } },
                }),
            }, ['note', 'decisions', 'inputs']),
        },
        next: {
            type: 'array',
            items: object({ code: { type: 'string' }, text: { type: 'string' }, pairs: count, repeats: count }, ['pairs', 'repeats']),
        },
        calls: object({ total: count, meter: count, sources: count, relations: count, retries: count }, ['retries']),
        run: object({
            durationMs: { type: 'number', minimum: 0 },
            startedAt: { type: 'string' },
            commit: { type: 'string' },
            url: { type: 'string' },
        }, ['durationMs', 'startedAt', 'commit', 'url']),
        settings: { type: 'object' },
        evidenceDigest: nullable({ $ref: '#/definitions/sha256' }),
        inputFingerprints: { type: 'array', items: { $ref: '#/definitions/sha256' } },
    }, ['stopReason', 'run', 'allocation'])});

/** The run facts the JSON report keeps (no retries: those go under calls). */
function runFacts(run) {
    return {
        ...(run.durationMs !== undefined ? { durationMs: run.durationMs } : {}),
        ...(run.startedAt !== undefined ? { startedAt: run.startedAt } : {}),
        ...(run.commit !== undefined ? { commit: run.commit } : {}),
        ...(run.url !== undefined ? { url: run.url } : {}),
    };
}
/** Settings with their keys sorted at every depth, so equal settings print equally. */
function sortedDeep(value) {
    if (Array.isArray(value))
        return value.map(sortedDeep);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const key of Object.keys(value).sort())
            out[key] = sortedDeep(value[key]);
        return out;
    }
    return value;
}
/**
 * The JSON report as a plain object: camelCase facts, fixed key order, no raw
 * inputs (only SHA-256 fingerprints), no timestamps, so equal evidence gives a
 * byte-identical report.
 */
function buildJsonReport(a, meta) {
    return {
        schema: REPORT_SCHEMA,
        tool: { name: meta.tool.name, version: meta.tool.version },
        status: a.status,
        exitCode: a.exitCode,
        headline: { category: a.headline.category, text: a.headline.text },
        complete: a.complete,
        ...(a.stopReason !== undefined ? { stopReason: a.stopReason } : {}),
        caveats: [...a.caveats],
        layer: a.layer,
        isolation: a.isolation,
        epsilon: a.epsilon,
        ...(a.allocation === null
            ? {}
            : {
                allocation: {
                    kind: a.allocation.kind,
                    seed: a.allocation.seed,
                    pairs: a.allocation.pairs,
                    inputs: a.allocation.inputs,
                    exercised: a.allocation.exercised,
                    unexercised: [...a.allocation.unexercised],
                },
            }),
        meter: a.meter === null
            ? null
            : {
                inputs: a.meter.inputs,
                repeats: a.meter.repeats,
                maxRepeats: a.meter.maxRepeats,
                pairs: a.meter.pairs,
                flips: a.meter.flips,
                inputsWithFlip: a.meter.inputsWithFlip,
                flipRate: a.meter.flipRate,
                ciLow: a.meter.ciLow,
                ciHigh: a.meter.ciHigh,
                call: a.meter.call,
                epsilon: a.meter.epsilon,
                method: a.meter.method,
                ...(a.meter.decidedBy === undefined
                    ? {}
                    : {
                        decidedBy: {
                            rule: a.meter.decidedBy.rule,
                            pairs: a.meter.decidedBy.pairs,
                            ...(a.meter.decidedBy.rejected === undefined
                                ? {}
                                : { rejected: a.meter.decidedBy.rejected }),
                        },
                    }),
            },
        blindness: a.blindness === null
            ? null
            : {
                inputs: a.blindness.inputs,
                skew: a.blindness.skew,
                distinct: a.blindness.distinct,
                blind: a.blindness.blind,
                majority: keyLabel(a.blindness.majority),
                majorityCount: a.blindness.majorityCount,
                threshold: a.blindness.threshold,
            },
        // Always arrays: no route table (no intended decisions) gives no rows, and the
        // flip pairs are the pooled meter's (equal to the route table's when there is one).
        routes: (a.routes?.routes ?? []).map((r) => ({
            decision: r.decision,
            cases: r.cases,
            pairs: r.pairs,
            flips: r.flips,
            flipRate: r.flipRate,
            ciLow: r.ciLow,
            ciHigh: r.ciHigh,
            epsilon: r.epsilon,
            targeted: r.targeted,
            call: r.call,
            pairsNeeded: r.pairsNeeded,
        })),
        flipPairs: a.flipPairs.map((p) => ({ decisions: [...p.decisions], count: p.count })),
        // null exactly when no decision suite (and so no contract) was given.
        contract: a.contract === null
            ? null
            : {
                satisfied: a.contract.satisfied,
                allowed: [...a.contract.contract.allowed],
                required: [...a.contract.contract.required],
                critical: [...a.contract.contract.critical],
                missingIntended: [...a.contract.missingIntended],
                missingObserved: [...a.contract.missingObserved],
                unknownObserved: [...a.contract.unknownObserved],
                underCased: a.contract.underCased.map(([label, have, want]) => ({
                    decision: label,
                    have,
                    want,
                })),
                missingCritical: [...a.contract.missingCritical],
                intendedCoverage: a.contract.intendedCoverage,
                observedCoverage: a.contract.observedCoverage,
                intendedCounts: Object.fromEntries(a.contract.intendedCounts),
                observedCaseCounts: Object.fromEntries(a.contract.observedCaseCounts),
            },
        relations: a.relations.map((r) => ({
            name: r.name,
            type: r.type,
            total: r.total,
            held: r.held,
            violated: r.violated,
            skipped: r.skipped,
            errors: r.errors,
            exercised: r.exercised,
            violationRate: r.violationRate,
            vacuous: r.vacuous,
            ...(r.noise === undefined
                ? {}
                : {
                    noise: {
                        test: r.noise.test,
                        pValue: r.noise.pValue,
                        level: r.noise.level,
                        relationPairs: r.noise.relationPairs,
                        repeatPairs: r.noise.repeatPairs,
                        repeatFlips: r.noise.repeatFlips,
                        explained: r.noise.explained,
                    },
                }),
        })),
        relationCoverage: a.relationCoverage === null
            ? null
            : {
                routes: a.relationCoverage.routes.map((r) => ({
                    decision: r.decision,
                    cases: r.cases,
                    exercised: r.exercised,
                    skipped: r.skipped,
                    held: r.held,
                    violated: r.violated,
                    errors: r.errors,
                    probed: r.probed,
                    violationRate: r.violationRate,
                })),
                probed: [...a.relationCoverage.probed],
                unprobed: [...a.relationCoverage.unprobed],
            },
        errors: a.errors.slice(0, 100).map((e) => ({
            caseIndex: e.caseIndex,
            fingerprint: e.fingerprint,
            phase: e.phase,
            ...(e.relation !== undefined ? { relation: e.relation } : {}),
            message: e.message.slice(0, 1000),
            ...((e.count ?? 1) > 1 ? { count: e.count } : {}),
        })),
        errorCount: a.errorCount,
        findings: a.findings.map((f) => ({
            id: f.id,
            kind: f.kind,
            subject: f.subject,
            outcome: f.outcome,
            gates: f.gates,
            exitCode: f.exitCode,
            status: f.status,
            ...(f.note !== undefined ? { note: f.note } : {}),
            needs: f.needs === null
                ? null
                : {
                    additional: f.needs.additional,
                    total: f.needs.total,
                    repeatsEach: f.needs.repeatsEach,
                    ...(f.needs.atObservedRate !== undefined
                        ? { atObservedRate: f.needs.atObservedRate }
                        : {}),
                },
            ...(f.decisions !== undefined ? { decisions: [...f.decisions] } : {}),
            // The inputs it names, by fingerprint only (the report holds no raw input).
            ...(f.inputs !== undefined
                ? {
                    inputs: {
                        total: f.inputs.total,
                        fingerprints: f.inputs.shown.map((i) => i.fingerprint),
                    },
                }
                : {}),
        })),
        next: nextOf(a).map((n) => ({
            code: n.code,
            text: n.text,
            ...(n.pairs !== undefined ? { pairs: n.pairs } : {}),
            ...(n.repeats !== undefined ? { repeats: n.repeats } : {}),
        })),
        calls: {
            total: a.calls.total,
            meter: a.calls.meter,
            sources: a.calls.sources,
            relations: a.calls.relations,
            ...(meta.run?.retries !== undefined ? { retries: meta.run.retries } : {}),
        },
        ...(meta.run !== undefined ? { run: runFacts(meta.run) } : {}),
        settings: sortedDeep(meta.settings),
        evidenceDigest: meta.evidenceDigest,
        inputFingerprints: [...a.inputFingerprints],
    };
}
function renderJson(a, meta) {
    return logSafeJson(buildJsonReport(a, meta));
}

const ANSI = {
    bold: '\u001b[1m',
    red: '\u001b[31m',
    green: '\u001b[32m',
    yellow: '\u001b[33m',
    dim: '\u001b[2m',
    reset: '\u001b[0m',
};
function pct(x) {
    return formatPercent(x, 1);
}
function headlineColour(a) {
    if (a.exitCode === 1)
        return 'red';
    if (a.exitCode === 2)
        return 'yellow';
    return a.status === 'deterministic' ? 'green' : 'yellow';
}
/**
 * The terminal report. The first line is the answer: the headline category and
 * why. Every label from the agent or the evidence is made terminal-safe; colour
 * (only when asked for) wraps our own words, never a label.
 */
function renderText(a, meta = null, options = {}) {
    const paint = options.colour
        ? (style, text) => `${ANSI[style]}${text}${ANSI.reset}`
        : (_style, text) => text;
    const out = [];
    out.push(`${paint('bold', paint(headlineColour(a), a.headline.category))}: ${terminalSafe(a.headline.text, 2000)}`);
    out.push('');
    out.push(`status ${a.status} (exit ${a.exitCode}) · layer ${a.layer} · isolation ${a.isolation} · tolerance ${tolerance(a.epsilon)}`);
    const section = (title) => {
        out.push('');
        out.push(paint('bold', title));
    };
    const gates = gateSummary(a);
    if (gates.gating.length > 0) {
        section(gateHeading(a, gates.gating.length));
        for (const c of gates.gating) {
            out.push(`  - ${terminalSafe(c.name, 200)} ${gateWord(c)}: ${terminalSafe(c.message, 1000)}`);
        }
    }
    if (gates.cautions.length > 0) {
        section(`Needs care, does not fail the run (${gates.cautions.length})`);
        const groups = groupChecks(gates.cautions);
        for (const g of groups.slice(0, 12)) {
            out.push(`  - ${terminalSafe(g.name, 600)}: ${terminalSafe(g.message, 1000)}`);
        }
        if (groups.length > 12)
            out.push(`  - … and ${groups.length - 12} more`);
    }
    if (a.meter !== null) {
        const m = a.meter;
        section('Repeatability (pooled)');
        out.push(`  call          ${m.call}` + (m.decidedBy === undefined ? '' : ` (${decidedByText(m)})`));
        out.push(`  flips         ${m.flips} of ${plural(m.pairs, 'disjoint pair')} (${pct(m.flipRate)})`);
        out.push(`  95% interval  ${interval(m.ciLow, m.ciHigh)} (${intervalName(m.method)})`);
        if (a.allocation !== null)
            out.push(`  allocation    ${allocationText(a, (t) => terminalSafe(t, 1000))}`);
        const changed = a.findings.find((f) => f.id === 'meter')?.inputs;
        out.push(`  inputs        ${m.inputs}, ${m.repeats === m.maxRepeats ? `${m.repeats} repeats each` : `${m.repeats}–${m.maxRepeats} repeats`}, ${m.inputsWithFlip} with a changed decision${changed === undefined ? '' : `: ${terminalSafe(listInputs(changed), 1000)}`}`);
    }
    if (a.blindness !== null) {
        const b = a.blindness;
        section('Probe spread (blindness)');
        out.push(`  ${b.blind ? paint('red', 'BLIND') : 'ok'}: ${b.distinct} distinct ${b.distinct === 1 ? 'decision' : 'decisions'}; the most common, "${terminalSafe(keyLabel(b.majority), 80)}", is ${pct(b.skew)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)})`);
    }
    if (a.routes !== null) {
        section('Stability by route (each interval is its own 95% statement)');
        const rows = [
            ROUTE_HEADER,
            ...a.routes.routes.map((r) => routeCells(r, (t) => terminalSafe(t, 40))),
        ];
        out.push(...table(rows, new Set([1, 2, 3])).map((l) => `  ${l}`));
    }
    // Flip pairs: per route with a suite, pooled without one.
    if (a.flipPairs.length > 0) {
        if (a.routes === null)
            section('Flip pairs (pooled over all inputs)');
        else
            out.push('  flip pairs:');
        for (const p of a.flipPairs.slice(0, 20)) {
            out.push(`    ${terminalSafe(p.decisions[0], 60)} <-> ${terminalSafe(p.decisions[1], 60)}  x${p.count}`);
        }
        if (a.flipPairs.length > 20)
            out.push(`    … and ${a.flipPairs.length - 20} more`);
    }
    if (options.brief !== true && a.contract !== null) {
        const c = a.contract;
        section(`Decision contract: ${c.satisfied ? 'satisfied' : paint('red', 'NOT satisfied')}`);
        out.push(`  intended coverage ${pct(c.intendedCoverage)} · observed coverage ${pct(c.observedCoverage)}`);
        const rows = [['required route', 'intended', 'observed', 'admissible', 'why']];
        for (const r of contractRows(a)) {
            rows.push([
                `${terminalSafe(r.decision, 40)}${r.critical ? ' (critical)' : ''}`,
                String(r.intended),
                String(r.observed),
                r.admissible,
                r.why,
            ]);
        }
        out.push(...table(rows, new Set([1, 2])).map((l) => `  ${l}`));
        const line = (label, items) => {
            if (items.length > 0)
                out.push(`  ${label}: ${items.map((x) => terminalSafe(x, 60)).join(', ')}`);
        };
        line('returned but not allowed', c.unknownObserved);
        line('critical and missing', c.missingCritical);
        for (const [label, have, want] of c.underCased)
            out.push(`  ${terminalSafe(label, 60)}: ${have} of ${want} cases`);
    }
    if (options.brief !== true && a.relations.length > 0) {
        section('Relations (an unchanged input is skipped, never held)');
        const rows = [
            RELATION_HEADER,
            ...a.relations.map((r) => relationCells(r, (t) => terminalSafe(t, 40))),
        ];
        out.push(...table(rows, new Set([2, 3, 4, 5])).map((l) => `  ${l}`));
    }
    if (a.errors.length > 0) {
        section(`Failures (${a.errorCount})`);
        for (const e of a.errors.slice(0, 5)) {
            out.push(`  case ${e.caseIndex} (${e.fingerprint.slice(0, 12)}) ${e.phase}${e.relation ? ` ${terminalSafe(e.relation, 40)}` : ''}: ${terminalSafe(e.message, 160)}`);
        }
        if (a.errors.length > 5)
            out.push(`  … and ${a.errors.length - 5} more`);
    }
    if (options.brief !== true && a.caveats.length > 0) {
        section('Caveats');
        for (const c of a.caveats)
            out.push(`  - ${terminalSafe(c, 2000)}`);
    }
    const approval = approvalText(a, meta);
    if (a.next.length > 0) {
        section('What to do next');
        for (const n of nextOf(a))
            out.push(`  - ${terminalSafe(n.text, 2000)}`);
        if (approval !== null)
            out.push(`    ${terminalSafe(approval, 2000)}`);
    }
    if (meta?.artifactUrl !== undefined) {
        out.push('');
        out.push(paint('dim', `Full report: ${terminalSafe(meta.artifactUrl, 500)}`));
    }
    return `${out.join('\n')}\n`;
}

export { REPORT_SCHEMA as R, renderJson as a, buildJsonReport as b, renderText as r };
