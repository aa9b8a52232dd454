import { h as htmlText, x as xmlText, e as plainLineWithin, l as logSafeJson, a as terminalSafe, p as plainLine, m as markdownText } from './module-spec.js';
import { F as FINDING_NOTES, R as RELATION_TYPES, a3 as suiteNotAppliedNote, a7 as nextOf, p as plural, a8 as relationRate, a9 as noiseNote, C as listInputs, E as listing, aa as contractRows, v as formatPercent, a4 as interval, a2 as tolerance, ab as routeShortfall, a5 as decidedByText, ac as intervalName, a6 as allocationText, ad as ROUTE_HEADER, ae as routeCells, af as RELATION_HEADER, ag as relationCells, ah as approvalText, ai as capitalise } from './facts.js';
import { F as FAILED_CALL_REASONS, I as ISOLATIONS, L as LAYERS } from './types.js';
import { R as RELATION_FAILURE_REASONS } from './nearest.js';
import { H as HEADLINE_CATEGORIES, R as RUN_STATUSES, a as failureReasonText, d as describeFailureGroups } from './failure-groups.js';
import { k as keyLabel } from './observation.js';
import { t as table$1 } from './table.js';

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
        status: { enum: [...RUN_STATUSES] },
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
                reason: { enum: [...FAILED_CALL_REASONS] },
                relationReason: { enum: [...RELATION_FAILURE_REASONS] },
            }, ['relation', 'count', 'reason', 'relationReason']),
        },
        errorCount: count,
        failureGroups: {
            description: 'Every failure in one group by kind and reason (present when something failed), most first, with the first failure of each.',
            type: 'array',
            minItems: 1,
            items: object({
                kind: { enum: ['call', 'relation'] },
                reason: {
                    enum: [...FAILED_CALL_REASONS, ...RELATION_FAILURE_REASONS, 'not_recorded'],
                },
                count: { type: 'integer', minimum: 1 },
                example: object({
                    caseIndex: count,
                    fingerprint: { $ref: '#/definitions/sha256' },
                    phase: { enum: ['meter', 'source', 'relations', 'recorded'] },
                    relation: { type: 'string' },
                    callReason: { enum: [...FAILED_CALL_REASONS] },
                    message: { type: 'string', maxLength: 1000 },
                }, ['relation', 'callReason']),
            }),
        },
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
                status: nullable({ enum: [...RUN_STATUSES] }),
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
    }, ['stopReason', 'run', 'allocation', 'failureGroups'])});

/**
 * Small pieces the gate, bench and cases reports share, so each format says a
 * thing the same way in every report: the JSON blocks every report carries
 * (tool, findings, run facts, a flip-rate meter) and the Markdown table, link
 * and byte-budget helpers. Pure: no I/O.
 */
// ---- JSON ------------------------------------------------------------------
/** The run facts a JSON report keeps (no retries: those go under calls). */
function runFacts(run) {
    return {
        ...(run.durationMs !== undefined ? { durationMs: run.durationMs } : {}),
        ...(run.startedAt !== undefined ? { startedAt: run.startedAt } : {}),
        ...(run.commit !== undefined ? { commit: run.commit } : {}),
        ...(run.url !== undefined ? { url: run.url } : {}),
    };
}
/** The `run` block of a JSON report: present only when run facts are passed in. */
function runBlock(run) {
    return run === undefined ? {} : { run: runFacts(run) };
}
/** The `tool` of a JSON report, or null when none is passed in. */
function toolJson(tool) {
    return tool === undefined ? null : { name: tool.name, version: tool.version };
}
/** One finding as every JSON report writes it, in a fixed key order. */
function findingJson(f) {
    return {
        id: f.id,
        subject: f.subject,
        outcome: f.outcome,
        gates: f.gates,
        exitCode: f.exitCode,
        text: f.text,
    };
}
/** The figures of a flip-rate meter after its count of tasks or cases, in a fixed key order. */
function flipMeterJson(m) {
    return {
        pairs: m.pairs,
        flips: m.flips,
        flipRate: m.flipRate,
        ciLow: m.ciLow,
        ciHigh: m.ciHigh,
        call: m.call,
    };
}
// ---- Markdown --------------------------------------------------------------
/** UTF-8 length of a string, without node:buffer (render stays pure). */
function utf8Bytes(text) {
    let bytes = 0;
    for (const ch of text) {
        const code = ch.codePointAt(0);
        bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    }
    return bytes;
}
/** A GFM table: header, alignment row and the rows, cells already escaped. */
function tableLines(header, align, rows) {
    return [
        `| ${header.join(' | ')} |`,
        `| ${align.map((x) => (x === 'r' ? '---:' : '---')).join(' | ')} |`,
        ...rows.map((r) => `| ${r.join(' | ')} |`),
    ];
}
/** A link only for a plain https URL with nothing Markdown could read as syntax; else null. */
function safeLink(url, text) {
    if (url === undefined || !/^https:\/\/[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+$/.test(url))
        return null;
    if (/[()[\]<>"'`\\|]/.test(url))
        return null;
    return `[${text}](${url})`;
}
/** Where a shortened Markdown report points for the rest: a link, or the run's artifacts. */
function fullReportWhere(url) {
    return safeLink(url, 'full report') ?? 'the full report (in the run’s artifacts)';
}
/**
 * The last resort of a Markdown report over its budget: the headline alone,
 * cut to fit with a note that says so (never half an escape or entity at the end).
 */
function headlineOnly(headline, budget, where) {
    const tail = `\n\n> Shortened to fit ${budget} bytes: only the headline is shown. See ${where}.\n`;
    let head = headline;
    while (utf8Bytes(head) + utf8Bytes(tail) > budget && head.length > 0) {
        head = Array.from(head)
            .slice(0, Math.floor(Array.from(head).length * 0.8))
            .join('');
        head = head.replace(/\\$|&[#\w]*$/, '');
    }
    return `${head}${tail}`;
}
/**
 * A Markdown report within its byte budget: the full text when it fits, else
 * the first shortened rendering (one per step, in order) that fits, else the
 * headline alone.
 */
function fitToBudget(budget, full, steps, shortened, headline, artifactUrl) {
    if (utf8Bytes(full) <= budget)
        return full;
    const where = fullReportWhere(artifactUrl);
    for (const limits of steps) {
        const text = shortened(limits, where);
        if (utf8Bytes(text) <= budget)
            return text;
    }
    return headlineOnly(headline(), budget, where);
}
/** The CSS custom properties of one scheme of the palette. */
const cssTones = (p) => `--fg: ${p.fg}; --bg: ${p.bg}; --muted: ${p.muted}; --line: ${p.line}; --good: ${p.good}; --caution: ${p.caution}; --bad: ${p.bad};`;
/**
 * A scrollable HTML table with a caption, the first cell of each row its
 * header: `attrs` are the table's own attributes and every cell is already
 * escaped; the columns in `numeric` align as numbers.
 */
function captionedTable(attrs, caption, header, rows, numeric) {
    const th = header
        .map((h, i) => `<th scope="col"${numeric.has(i) ? ' class="num"' : ''}>${h}</th>`)
        .join('');
    const body = rows
        .map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td${numeric.has(i) ? ' class="num"' : ''}>${c}</td>`)).join('')}</tr>`)
        .join('\n');
    return `<div class="scroll"><table ${attrs}>\n<caption class="note">${caption}</caption>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}
/**
 * A whole self-contained HTML report: a strict Content-Security-Policy (no
 * script, no fetch, inline style and data: images only), the (already
 * escaped) title, the style and the body lines.
 */
function htmlPage(title, style, body) {
    return [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        `<title>${title}</title>`,
        `<style>${style}</style>`,
        '</head>',
        '<body>',
        ...body,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}
// ---- JUnit -----------------------------------------------------------------
/** Seconds with three decimals, as JUnit readers expect (`time="0.000"`). */
function junitSeconds(ms) {
    return ms === undefined || !Number.isFinite(ms) || ms < 0 ? '0.000' : (ms / 1000).toFixed(3);
}
/** One `<testcase>` of a bench or cases JUnit report, every value escaped and on one line. */
function junitCaseXml(c, file, time) {
    const lines = [
        `    <testcase name="${xmlText(plainLineWithin(c.name, 240), 240)}" classname="${c.classname}" file="${xmlText(file, 1000)}" time="${time}">`,
    ];
    if (c.element !== null) {
        // The message is the element's text too: some readers show only one of them.
        lines.push(`      <${c.element.tag} type="${c.element.type}" message="${xmlText(c.element.message, 1000)}">${xmlText(c.element.message, 4000)}</${c.element.tag}>`);
    }
    // One line per fact: a line break inside a value stays visible (\u000a).
    lines.push(`      <system-out>${c.out.map((l) => xmlText(l, 2000)).join('\n')}</system-out>`);
    lines.push('    </testcase>');
    return lines;
}
/** One `<property>` of a JUnit `<properties>` block, name and value escaped. */
const junitProperty = (name, value) => `      <property name="${xmlText(name, 200)}" value="${xmlText(value, 2000)}"/>`;
/** The tool and its version among the run facts of an HTML report's footer (none without a tool). */
const toolFacts = (tool) => tool === undefined ? [] : [`${htmlText(tool.name, 60)} ${htmlText(tool.version, 40)}`];
/** The measured commit among the run facts of an HTML report's footer (none without one). */
const commitFacts = (commit) => commit === undefined ? [] : [`commit <code>${htmlText(commit, 64)}</code>`];

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
    const notApplied = suiteNotAppliedNote(meta);
    return {
        schema: REPORT_SCHEMA,
        tool: { name: meta.tool.name, version: meta.tool.version },
        status: a.status,
        exitCode: a.exitCode,
        headline: { category: a.headline.category, text: a.headline.text },
        complete: a.complete,
        ...(a.stopReason !== undefined ? { stopReason: a.stopReason } : {}),
        // A contract left out on request is the first caveat.
        caveats: notApplied === null ? [...a.caveats] : [notApplied, ...a.caveats],
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
            ...(e.reason === undefined ? {} : { reason: e.reason }),
            ...(e.relationReason === undefined ? {} : { relationReason: e.relationReason }),
        })),
        errorCount: a.errorCount,
        // Present when something failed: every failure in one group, with its first
        // (by fingerprint only: the report holds no raw input).
        ...(a.failureGroups.length === 0
            ? {}
            : {
                failureGroups: a.failureGroups.map((g) => ({
                    kind: g.kind,
                    reason: g.reason,
                    count: g.count,
                    example: {
                        caseIndex: g.example.caseIndex,
                        fingerprint: g.example.fingerprint,
                        phase: g.example.phase,
                        ...(g.example.relation === undefined ? {} : { relation: g.example.relation }),
                        ...(g.example.callReason === undefined ? {} : { callReason: g.example.callReason }),
                        message: g.example.message.slice(0, 1000),
                    },
                })),
            }),
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

// The failures grouped by reason, as every report shows them: the groups are the
// assessment's (core/assess/failure-groups.ts); this file only words them. Each
// format passes its own escape for the untrusted parts (the input, the relation's
// name, the message); the kinds, reasons and counts are ours.
/** The columns of the failures-by-reason table. */
const FAILURE_GROUP_HEADER = ['failure', 'reason', 'count', 'first', 'message'];
/** Characters of an example's message shown in a table cell. */
const FAILURE_MESSAGE_MAX = 200;
/** How a failure's kind reads. */
function failureKindText(kind) {
    return kind === 'call' ? 'failed call' : 'relation not judged';
}
/** A group's reason, with the failed call's reason for a relation whose call failed. */
function failureGroupReason(g) {
    const call = g.example.callReason;
    return `${failureReasonText(g.reason)}${call === undefined ? '' : ` (call: ${call})`}`;
}
/** Where the example failed: its case, its input (or fingerprint), its relation. */
function failureExampleWhere(e, esc) {
    const input = e.excerpt === undefined ? e.fingerprint.slice(0, 12) : esc(`"${e.excerpt}"`, 70);
    const relation = e.relation === undefined ? '' : `, relation ${esc(e.relation, 60)}`;
    return `case ${e.caseIndex} ${input}${relation}`;
}
/** One row of the failures-by-reason table, each cell ready for the format. */
function failureGroupCells(g, esc) {
    return [
        failureKindText(g.kind),
        failureGroupReason(g),
        String(g.count),
        failureExampleWhere(g.example, esc),
        esc(g.example.message, FAILURE_MESSAGE_MAX),
    ];
}
/**
 * The groups as `key=value` lines (`failures.call.timeout=2, first case 3 "…": …`),
 * as JUnit's system-out lists figures; `esc` makes each untrusted part safe.
 */
function failureGroupLines(a, esc) {
    return a.failureGroups.map((g) => `failures.${g.kind}.${g.reason}=${g.count}, first ${failureExampleWhere(g.example, esc)}${g.example.callReason === undefined ? '' : ` (call: ${g.example.callReason})`}: ${esc(g.example.message, FAILURE_MESSAGE_MAX)}`);
}

// The findings as checks: each finding worded as one check (name, outcome, message,
// figures) for JUnit, the summaries and HTML, and the views of them every format
// shares (what gates, what cautions, checks that say the same thing). Whether a
// check gates is the finding's; this file only words it.
const GROUP = {
    evidence: 'evidence',
    meter: 'meter',
    route: 'routes',
    blindness: 'blindness',
    contract: 'contract',
    'contract-problem': 'contract',
    relations: 'relations',
    relation: 'relations',
    baseline: 'baseline',
};
const CONTRACT_PROBLEM = {
    'missing-intended': {
        name: 'required decision has no case',
        text: 'no case is written for',
    },
    'under-cased': { name: 'too few cases', text: 'fewer cases than the declared minimum for' },
    'unknown-observed': {
        name: 'undeclared decision returned',
        text: 'the agent returned decisions the contract does not allow:',
    },
    'missing-observed': {
        name: 'required decision never returned',
        text: 'no case ever reached',
    },
};
function figureLines(figures, skip = []) {
    return Object.entries(figures)
        .filter(([k, v]) => !skip.includes(k) && v !== null)
        .map(([k, v]) => `${k}=${String(v)}`);
}
function needLines(needs) {
    if (needs === null)
        return [];
    return [
        `pairsNeeded=${needs.total ?? 'n/a'}`,
        `morePairsNeeded=${needs.additional ?? 'n/a'}`,
        ...(needs.repeatsEach === null ? [] : [`repeatsEach=${needs.repeatsEach}`]),
    ];
}
/** Why a finding that could gate does not, as a clause. */
function notGating(f) {
    if (f.note === 'route-flips')
        return '; not gating, because a route already flips';
    if (f.note === 'no-target')
        return ' (no declared target, so it does not gate the run)';
    if (f.note === 'incomplete')
        return '; measured only on the inputs left after the failures, so it does not gate: the run is incomplete';
    return '';
}
/**
 * The findings as checks, each worded from its own figures. Whether a check
 * gates, and its outcome, are the finding's: this only words them, so a test
 * reporter never shows green on a run whose exit code is 1 or 2 and never red
 * on a run whose exit code is 0.
 */
function checksOf(a) {
    const checks = [];
    const push = (f, name, message, figures, figure) => checks.push({
        id: f.id,
        group: GROUP[f.kind],
        name,
        outcome: f.outcome,
        gates: f.gates,
        exitCode: f.exitCode,
        status: f.status,
        message,
        figures,
        ...(figure === undefined ? {} : { figure }),
    });
    const routeRows = new Map((a.routes?.routes ?? []).map((r) => [r.decision, r]));
    const relationRows = new Map(a.relations.map((r) => [r.name, r]));
    for (const f of a.findings) {
        switch (f.kind) {
            case 'evidence':
                push(f, 'evidence complete', a.complete
                    ? `every call and check finished (${a.calls.total} calls)`
                    : `${a.errorCount} of ${a.calls.total} calls or checks failed${a.stopReason !== undefined ? `; collection stopped early (${a.stopReason})` : ''}: the evidence is incomplete${errorDigest(a)}`, figureLines(f.figures, ['stopReason']));
                break;
            case 'meter': {
                const m = a.meter;
                if (m === null) {
                    push(f, 'pooled repeatability', 'not measured: no repeat series was scored (the meter was off or no input had two repeats), so nothing is known about whether decisions repeat', []);
                    break;
                }
                const base = `${m.flips} of ${m.pairs} pairs flipped, 95% interval ${interval(m.ciLow, m.ciHigh)}`;
                const changed = f.inputs === undefined ? '' : `; changed on rerun: ${listInputs(f.inputs)}`;
                const message = (m.call === 'undecided'
                    ? `undecided: ${base} straddles the ${tolerance(m.epsilon)} tolerance${notGating(f)}`
                    : m.call === 'stochastic'
                        ? `stochastic: ${base} is above the ${tolerance(m.epsilon)} tolerance; compare regressions${a.relations.length > 0 ? ' and relation violation rates' : ''} with this flip rate`
                        : `deterministic: ${base} against ${tolerance(m.epsilon)}`) + changed;
                push(f, 'pooled repeatability', message, [
                    ...figureLines(f.figures, ['repeats', 'maxRepeats']),
                    `repeats=${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}-${m.maxRepeats}`}`,
                    ...needLines(f.needs),
                ], `${m.call}, ${m.flips} of ${m.pairs} pairs flipped`);
                break;
            }
            case 'route': {
                const r = routeRows.get(f.subject);
                if (r === undefined)
                    break;
                const figures = `${r.flips} of ${r.pairs} pairs flipped, 95% interval ${interval(r.ciLow, r.ciHigh)} against ${r.targeted ? 'its target' : 'the tolerance'} ${tolerance(r.epsilon)}`;
                let message;
                if (r.call === 'stochastic') {
                    message = `stochastic: ${figures}${r.targeted ? '' : ' (no declared target, so it does not fail the run)'}`;
                }
                else if (r.call === 'undecided') {
                    message = `undecided: ${figures}; ${routeShortfall(r, f.needs)}${notGating(f)}`;
                }
                else {
                    message = `deterministic: ${figures}`;
                }
                push(f, `route ${r.decision}`, message, [...figureLines(f.figures), ...needLines(f.needs)], `${r.call}, ${r.flips} of ${r.pairs} pairs flipped`);
                break;
            }
            case 'blindness': {
                const b = a.blindness;
                if (b === null)
                    break;
                push(f, 'probe blindness', `${b.blind ? 'blind' : 'not blind'}: the most common first decision holds ${formatPercent(b.skew, 1)} of ${b.inputs} inputs (blind at ${formatPercent(b.threshold)}); ${b.distinct} distinct decisions${notGating(f)}`, figureLines(f.figures));
                break;
            }
            case 'contract': {
                const c = a.contract;
                if (c === null)
                    break;
                push(f, 'decision contract', c.satisfied
                    ? 'every required decision has cases and was returned'
                    : contractMessage(a, c), [
                    ...figureLines(f.figures, ['required']),
                    ...contractRows(a).map((r) => `route ${r.decision}: intended=${r.intended} observed=${r.observed} admissible=${r.admissible}${r.critical ? ' critical' : ''}`),
                    ...(c.unknownObserved.length > 0
                        ? [`unknownObserved=${c.unknownObserved.join(', ')}`]
                        : []),
                ]);
                break;
            }
            case 'contract-problem': {
                const p = CONTRACT_PROBLEM[f.subject];
                if (p === undefined)
                    break;
                const names = f.decisions ?? [];
                const critical = f.figures['critical'] ?? 0;
                const counted = f.subject === 'unknown-observed' ? undeclaredCounts(a, names) : null;
                push(f, `contract: ${p.name}`, `${p.text} ${counted === null ? listing(names, 8) : listing(counted.shown, 8)}${critical > 0 ? ` (${critical} critical)` : ''}`, [
                    `decisions=${names.join(', ')}`,
                    ...figureLines(f.figures),
                    ...(counted === null ? [] : [`cases=${counted.cases}`, ...counted.lines]),
                ], counted?.figure);
                break;
            }
            case 'relations': {
                const exercised = f.figures['exercised'];
                push(f, 'relation coverage', exercised === 0
                    ? 'no relation changed any input, so the relations tested nothing'
                    : `${exercised} changed inputs tested the relations`, figureLines(f.figures));
                break;
            }
            case 'relation': {
                const r = relationRows.get(f.subject);
                if (r === undefined)
                    break;
                const counts = `held ${r.held}, violated ${r.violated}, skipped ${r.skipped}, errors ${r.errors}`;
                let message;
                if (r.errors > 0)
                    message = `${r.errors} checks of this relation failed to run (${counts})`;
                else if (r.exercised === 0)
                    message = `tested nothing: the transform left every input unchanged (${counts})`;
                else if (r.violated > 0 && f.note === 'within-noise')
                    message = `changed the decision on ${r.violated} of ${r.exercised} changed inputs (${relationRate(r)}), ${noiseNote(r)}`;
                else if (r.violated > 0)
                    message = `changed the decision on ${r.violated} of ${r.exercised} changed inputs (${relationRate(r)})${f.inputs === undefined ? '' : `: ${listInputs(f.inputs)}`}${f.gates ? '' : '; the agent already flips on rerun, so judge this against the measured flip rate'}`;
                else
                    message = `held on all ${r.exercised} changed inputs (${counts})`;
                push(f, `relation ${r.name}`, message, [
                    ...figureLines(f.figures, ['exercised', 'violationRate']),
                    `violationRate=${r.violationRate ?? 'n/a'}`,
                ], `violated on ${r.violated} of ${r.exercised} changed inputs`);
                break;
            }
            case 'baseline': {
                const g = f.figures;
                // The candidate the gate writes and the approval it waits for (app/verdict.ts).
                const label = typeof g.label === 'string' ? g.label : '';
                if (g.status === 'candidate-written') {
                    push(f, 'baseline candidate', 'the evidence admits a baseline: a candidate was written for a maintainer to approve', figureLines(f.figures));
                    break;
                }
                if (g.status === 'no-approval' ||
                    g.status === 'approval-given' ||
                    g.status === 'approval-stale') {
                    const message = g.status === 'no-approval'
                        ? `no approval yet: a maintainer adds the label "${label}" to make the candidate the baseline`
                        : g.status === 'approval-stale'
                            ? `the label "${label}" was given before the latest push, so it approves an earlier commit; add it again to approve this candidate`
                            : `the label "${label}" is on the pull request: the promote job judges it and writes the baseline`;
                    push(f, 'baseline approval', message, figureLines(f.figures));
                    break;
                }
                const checked = Number(g.checked ?? 0);
                const changed = Number(g.changed ?? 0);
                const name = g.status === 'drift'
                    ? 'baseline drift'
                    : g.status === 'refused'
                        ? 'baseline not compared'
                        : 'baseline unchanged';
                let message;
                if (g.status === 'refused') {
                    message = `the evidence could not be compared with the approved baseline (${plural(Number(g.refusals ?? 0), 'refusal')})`;
                }
                else if (g.status === 'drift') {
                    const parts = [];
                    if (changed > 0)
                        parts.push(`${changed} of ${checked} inputs changed decision`);
                    if (g.unstable === true)
                        parts.push('the agent no longer repeats where the baseline did');
                    message = `drifted from the approved baseline: ${parts.join('; ')}`;
                }
                else {
                    message = `all ${checked} baseline inputs kept their approved decision`;
                }
                push(f, name, message, figureLines(f.figures));
                break;
            }
        }
    }
    return checks;
}
/**
 * The contract's own message when it is not satisfied: its advice (the first thing
 * to fix) with that problem's numbers, so a reader of the failure alone has them:
 * how many cases returned each undeclared decision, of how many; how many cases
 * expect or reached a required decision that none does. (Too few cases says its
 * own numbers.)
 */
function contractMessage(a, c) {
    const cases = undeclaredCounts(a, []).cases;
    const returned = (n) => Math.max(c.observedCaseCounts.get(n) ?? 0, c.observedCounts.get(n) ?? 0);
    const counted = (names, verb, count) => `${c.advice} (${names.map((n) => `${n}: ${verb} by ${count(n)} of ${cases} cases`).join(', ')})`;
    if (c.missingIntended.length > 0)
        return counted(c.missingIntended, 'expected', () => 0);
    if (c.underCased.length > 0)
        return c.advice;
    if (c.unknownObserved.length > 0)
        return counted(c.unknownObserved, 'returned', returned);
    if (c.missingObserved.length > 0)
        return counted(c.missingObserved, 'returned', () => 0);
    return c.advice;
}
/**
 * How many cases returned each undeclared decision, of how many cases: a case
 * counts once, whichever of its draws returned it.
 */
function undeclaredCounts(a, names) {
    const c = a.contract;
    let cases = 0;
    for (const n of c?.intendedCounts.values() ?? [])
        cases += n;
    const of = (name) => Math.max(c?.observedCaseCounts.get(name) ?? 0, c?.observedCounts.get(name) ?? 0);
    const counts = names.map(of);
    const returned = counts.reduce((x, y) => x + y, 0);
    return {
        shown: names.map((n, i) => `${n} (${counts[i] ?? 0} of ${cases} cases)`),
        lines: names.map((n, i) => `casesReturned.${n}=${counts[i] ?? 0}`),
        cases,
        figure: names.length === 1
            ? `${counts[0] ?? 0} of ${cases} cases`
            : `${names.length} undeclared decisions, ${returned} case returns of ${cases} cases`,
    };
}
/** The agent's own error messages, distinct and counted, most frequent first. */
function distinctErrors(a, max = 5) {
    const counts = new Map();
    for (const e of a.errors)
        counts.set(e.message, (counts.get(e.message) ?? 0) + (e.count ?? 1));
    return [...counts.entries()]
        .map(([message, count]) => ({ message, count }))
        .sort((x, y) => y.count - x.count || (x.message < y.message ? -1 : x.message > y.message ? 1 : 0))
        .slice(0, max);
}
function errorDigest(a) {
    const list = distinctErrors(a);
    if (list.length === 0)
        return '';
    const distinct = new Set(a.errors.map((e) => e.message)).size;
    const shown = list.map((e) => `${e.count}x ${e.message.slice(0, 300)}`).join('; ');
    const reasons = describeFailureGroups(a.failureGroups);
    return ` (${reasons === null ? '' : `${reasons}; `}${distinct === 1 ? 'the error' : `${distinct} distinct errors`}: ${shown}${distinct > list.length ? `; and ${distinct - list.length} more` : ''})`;
}
function gateSummary(a) {
    const checks = checksOf(a);
    // The finding that names the status first, then those that say no, then the rest.
    const rank = (c) => (c.status === a.status ? 0 : c.exitCode);
    return {
        gating: checks.filter((c) => c.gates).sort((x, y) => rank(x) - rank(y)),
        cautions: checks.filter((c) => c.outcome === 'caution'),
    };
}
/**
 * Group checks of one group whose message is the same (five quiet routes that
 * each need 60 more agreeing pairs), in the order of their first member.
 */
function groupChecks(checks) {
    const groups = new Map();
    for (const c of checks) {
        const key = JSON.stringify([c.group, c.message]);
        const g = groups.get(key);
        if (g)
            g.push(c);
        else
            groups.set(key, [c]);
    }
    return [...groups.values()].map((list) => {
        const first = list[0];
        if (list.length === 1)
            return { name: first.name, message: first.message, checks: list };
        const prefix = first.group === 'routes' ? 'route ' : first.group === 'relations' ? 'relation ' : '';
        const subjects = list.map((c) => prefix !== '' && c.name.startsWith(prefix) ? c.name.slice(prefix.length) : c.name);
        const plural = prefix === '' ? '' : `${prefix.trim()}s `;
        return { name: `${plural}${listing(subjects, 8)}`, message: first.message, checks: list };
    });
}
/** How a gating check reads in a list: what it does to the run. */
function gateWord(c) {
    return c.exitCode === 1 ? 'says no (exit 1)' : 'is not enough evidence (exit 2)';
}
/** The heading of the list of gating checks. */
function gateHeading(a, count) {
    return count === 0
        ? `Nothing keeps this run from passing (exit ${a.exitCode})`
        : `What keeps this run from passing (${count}; exit ${a.exitCode})`;
}

// The run's settings as reports show them: `key=value` lines for the plain
// formats, and the same settings in words (`tolerance 5%`, `k raised by the
// stability targets on …`) for the summaries.
/** Figures for the suite header and the JSON-free formats: settings as `key=value`, sorted. */
function settingLines(settings) {
    return Object.keys(settings)
        .sort()
        .map((k) => `${k}=${typeof settings[k] === 'string' ? settings[k] : JSON.stringify(settings[k])}`);
}
const list = (value) => Array.isArray(value) ? value.map((v) => String(v)).join(', ') : String(value);
const number = (value) => (typeof value === 'number' ? value : null);
/**
 * How each recorded setting reads, in words; null leaves a default (or an
 * absent value) out. Keys not listed read as `key value`.
 */
const SETTING_PHRASES = {
    command: () => null,
    epsilon: (v) => (number(v) === null ? null : `tolerance ${tolerance(v)}`),
    precision: (v) => `precision ${String(v)}`,
    blindnessThreshold: (v) => number(v) === null ? null : `blind at ${formatPercent(v)} of inputs`,
    layer: (v) => `layer ${String(v)}`,
    k: (v) => (number(v) === null ? null : `${String(v)} repeats per input`),
    kRaised: (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0
        ? `k raised by the stability targets on ${Object.entries(v)
            .map(([route, repeats]) => `${route} (${String(repeats)} repeats per input)`)
            .join(', ')}`
        : null,
    budget: (v) => (number(v) === null ? null : `budget ${String(v)} calls`),
    relations: (v) => Array.isArray(v) ? (v.length === 0 ? 'no relations' : `relations ${list(v)}`) : null,
    reuse: (v) => (v === false ? 'no call reuse' : null),
    meter: (v) => (v === false ? 'meter left out' : null),
    blindness: (v) => (v === false ? 'blindness check left out' : null),
    sequential: (v) => (v === true ? 'sequential' : null),
    curtail: (v) => (v === true ? 'curtailed' : null),
    maxWorkers: (v) => (number(v) !== null && v > 1 ? `${String(v)} workers` : null),
    parallelRepeats: (v) => (v === true ? 'repeats in parallel' : null),
    timeoutMs: (v) => (number(v) === null ? null : `timeout ${v / 1000}s per call`),
    ratePerSecond: (v) => (number(v) === null ? null : `at most ${String(v)} calls per second`),
    errorPolicy: (v) => (v === 'raise' ? 'stop at the first failed call' : null),
    agent: (v) => `${String(v)} agent`,
    seeds: (v) => `inputs from ${String(v)}`,
    evidence: (v) => (Array.isArray(v) && v.length === 0 ? null : `evidence from ${list(v)}`),
    suite: (v) => `suite ${String(v)}`,
};
/**
 * The routes a given k was raised on by the suite's stability targets, in words
 * (`k raised by the stability targets on a (70 repeats per input)`), or null when
 * the settings record none: every report says it, never a silent raise.
 */
function kRaisedText(settings) {
    const phrase = SETTING_PHRASES['kRaised'];
    return phrase === undefined || !Object.hasOwn(settings, 'kRaised')
        ? null
        : phrase(settings['kRaised']);
}
/**
 * The settings as a person reads them (`tolerance 5%`, `suite payments.json`),
 * in the order they were recorded, defaults and empty values left out: raw
 * text, which each format escapes. The JSON report and JUnit keep the raw keys.
 */
function readableSettings(settings) {
    const out = [];
    for (const [key, value] of Object.entries(settings)) {
        if (value === null || value === undefined)
            continue;
        // Own keys only: a setting named `__proto__` or `constructor` is just a name.
        const phrase = Object.hasOwn(SETTING_PHRASES, key) ? SETTING_PHRASES[key] : undefined;
        const text = phrase === undefined
            ? `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`
            : phrase(value);
        if (text !== null)
            out.push(text);
    }
    return out;
}

/** A shell's clause that a check does not fail or gate the run: not the test's words. */
const RUN_CLAUSE = /,? so it does not (?:fail|gate) the run/g;
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
    const notApplied = suiteNotAppliedNote(meta);
    // A contract left out on request is said before anything else.
    if (notApplied !== null)
        out.push(paint('bold', terminalSafe(notApplied, 2000)), '');
    out.push(`${paint('bold', paint(headlineColour(a), a.headline.category))}: ${terminalSafe(a.headline.text, 2000)}`);
    out.push('');
    const test = options.test;
    const verdict = test === undefined
        ? `exit ${a.exitCode}`
        : `${test.fails ? 'fails this test' : 'passes this test'}${test.why === undefined ? '' : `: ${test.why}`}`;
    const words = (message) => test === undefined ? message : message.replace(RUN_CLAUSE, '');
    out.push(`status ${a.status} (${verdict}) · layer ${a.layer} · isolation ${a.isolation} · tolerance ${tolerance(a.epsilon)}`);
    const raised = meta === null ? null : kRaisedText(meta.settings);
    if (raised !== null)
        out.push(terminalSafe(raised, 2000));
    const section = (title) => {
        out.push('');
        out.push(paint('bold', title));
    };
    const gates = gateSummary(a);
    if (gates.gating.length > 0) {
        section(test === undefined
            ? gateHeading(a, gates.gating.length)
            : `What fails this test (${gates.gating.length})`);
        for (const c of gates.gating) {
            const word = test === undefined ? gateWord(c) : c.exitCode === 1 ? 'says no' : 'is not enough evidence';
            out.push(`  - ${terminalSafe(c.name, 200)} ${word}: ${terminalSafe(words(c.message), 1000)}`);
        }
    }
    if (gates.cautions.length > 0) {
        let heading = 'Needs care, does not fail the run';
        if (test !== undefined)
            heading =
                test.fails && gates.gating.length === 0
                    ? 'Fails this test'
                    : test.fails
                        ? 'Needs care'
                        : 'Needs care, does not fail this test';
        section(`${heading} (${gates.cautions.length})`);
        const groups = groupChecks(gates.cautions);
        for (const g of groups.slice(0, 12)) {
            out.push(`  - ${terminalSafe(g.name, 600)}: ${terminalSafe(words(g.message), 1000)}`);
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
        out.push(...table$1(rows, new Set([1, 2, 3])).map((l) => `  ${l}`));
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
        out.push(...table$1(rows, new Set([1, 2])).map((l) => `  ${l}`));
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
        out.push(...table$1(rows, new Set([2, 3, 4, 5])).map((l) => `  ${l}`));
    }
    if (a.errors.length > 0) {
        section(`Failures (${a.errorCount})`);
        const reasons = describeFailureGroups(a.failureGroups);
        if (reasons !== null)
            out.push(`  ${reasons}`);
        const grouped = [
            [...FAILURE_GROUP_HEADER],
            ...a.failureGroups.map((g) => failureGroupCells(g, terminalSafe)),
        ];
        out.push('  By reason, with the first of each:');
        out.push(...table$1(grouped, new Set([2])).map((l) => `    ${l}`));
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

/** Numbers in SVG coordinates: fixed precision so the file is byte-stable. */
function n(x) {
    return Number.isInteger(x) ? String(x) : x.toFixed(2);
}
/**
 * The page's colours, light and dark. Each tone keeps a WCAG contrast of at least
 * 4.5:1 against its background (a test computes it), so the headline stays
 * readable as text, not only as a colour.
 */
const PALETTE = {
    light: {
        fg: '#1f2328',
        bg: '#ffffff',
        muted: '#57606a',
        line: '#d0d7de',
        good: '#1a7f37',
        caution: '#9a6700',
        bad: '#cf222e',
    },
    dark: {
        fg: '#e6edf3',
        bg: '#0d1117',
        muted: '#8d96a0',
        line: '#30363d',
        good: '#3fb950',
        caution: '#d29922',
        bad: '#f85149',
    },
};
/**
 * What each headline category means, as the terminal report colours it: the
 * evidence says no (exit 1) is bad; not enough evidence (exit 2), a run that
 * passes with decisions that flip, or nothing measured is caution; a
 * deterministic run is good.
 */
const CATEGORY_TONE = {
    INCOMPLETE: 'caution',
    'NOT TRUSTWORTHY': 'bad',
    'NOT READY': 'bad',
    'DRIFTED FROM BASELINE': 'bad',
    'BASELINE NOT COMPARED': 'caution',
    'NO VERDICT MEASURED': 'caution',
    'TRUSTWORTHY WITH CARE': 'caution',
    'NO ANSWER YET': 'caution',
    'TRUSTWORTHY AT POOLED LEVEL': 'good',
    TRUSTWORTHY: 'good',
};
/** The colour and the mark of each call in the plot (the mark differs too, for colour blindness). */
const CALLS = [
    {
        call: 'deterministic',
        tone: 'good',
        meaning: 'deterministic: the 95% upper bound is below the tolerance',
    },
    {
        call: 'stochastic',
        tone: 'bad',
        meaning: 'stochastic: the 95% lower bound is above the tolerance',
    },
    {
        call: 'undecided',
        tone: 'caution',
        meaning: 'undecided: the interval still holds the tolerance; collect more pairs',
    },
];
/** The observed rate's mark: a disc (deterministic), a diamond (stochastic), a ring (undecided). */
function rateMark(call, cx, cy) {
    if (call === 'stochastic') {
        const r = 5;
        return `<path class="rate" d="M${n(cx)} ${n(cy - r)}L${n(cx + r)} ${n(cy)}L${n(cx)} ${n(cy + r)}L${n(cx - r)} ${n(cy)}Z"/>`;
    }
    return `<circle class="rate" cx="${n(cx)}" cy="${n(cy)}" r="4"/>`;
}
/** Label font size in the plot, in SVG units (the style sheet sets the same). */
const LABEL_PX = 12;
/**
 * A generous width of one code point at the label size, in ems: wide enough for
 * the broad sans-serif faces (DejaVu Sans is the widest common default), so a
 * label that is estimated to fit does fit. East Asian wide characters take a
 * full em, emoji a little more, combining marks nothing.
 */
function glyphEm(code) {
    if ((code >= 0x0300 && code <= 0x036f) || code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f))
        return 0;
    if (code >= 0x1f000 || (code >= 0x2600 && code <= 0x27bf))
        return 1.3;
    if ((code >= 0x1100 && code <= 0x115f) ||
        (code >= 0x2e80 && code <= 0xa4cf) ||
        (code >= 0xac00 && code <= 0xd7a3) ||
        (code >= 0xf900 && code <= 0xfaff) ||
        (code >= 0xfe30 && code <= 0xfe4f) ||
        (code >= 0xff00 && code <= 0xff60) ||
        (code >= 0xffe0 && code <= 0xffe6))
        return 1;
    const ch = String.fromCodePoint(code);
    if ('mwMW@%'.includes(ch))
        return 1;
    if (/[a-z0-9]/.test(ch))
        return 0.64;
    if (/[A-Z]/.test(ch))
        return 0.8;
    if (code < 0x80)
        return 0.84;
    return 1;
}
/** The estimated width of a label in the plot, in SVG units. */
function labelWidthPx(text) {
    let em = 0;
    for (const ch of text)
        em += glyphEm(ch.codePointAt(0));
    return em * LABEL_PX;
}
/** The label cut (by code point, marked with an ellipsis) to at most `maxPx` wide. */
function fitLabel(text, maxPx) {
    if (labelWidthPx(text) <= maxPx)
        return text;
    const budget = maxPx - labelWidthPx('…');
    let used = 0;
    let out = '';
    for (const ch of text) {
        const w = glyphEm(ch.codePointAt(0)) * LABEL_PX;
        if (used + w > budget)
            break;
        used += w;
        out += ch;
    }
    return `${out}…`;
}
/** Plots with more rows than this repeat the axis above the first row. */
const TALL_PLOT_ROWS = 12;
/** The widest label column, in SVG units; a longer label is cut and shown whole on hover. */
const MAX_LABEL_WIDTH = 260;
/** The most of a label a hover text carries (a pathological label stays bounded). */
const TITLE_MAX = 2000;
function rowTitle(r) {
    return `${htmlText(r.label, TITLE_MAX)}: ${r.flips} of ${plural(r.pairs, 'pair')} flipped (${formatPercent(r.rate, 1)}), 95% interval ${interval(r.low, r.high)}, ${r.call} against ${r.targeted ? 'its target' : 'the tolerance'} ${tolerance(r.epsilon)}`;
}
/**
 * A forest plot: one row per route (and the pooled figure first), the 95%
 * interval as a line, the observed rate as a mark whose colour and shape say
 * the call, and a dashed line at each tolerance. The axis runs from 0 to the
 * smallest of 25/50/100% that holds every interval and tolerance; a tall plot
 * repeats it above the first row. The label column is as wide as the longest
 * label needs, up to MAX_LABEL_WIDTH; a longer label is cut with an ellipsis,
 * and every row carries its full label and figures as a hover title.
 */
function forestPlot(rows) {
    const labels = rows.map((r) => plainLine(r.label, TITLE_MAX));
    const pad = 12;
    const widest = Math.max(0, ...labels.map(labelWidthPx));
    const labelWidth = Math.min(MAX_LABEL_WIDTH, Math.max(100, Math.ceil(widest) + pad));
    const plotWidth = 300;
    const right = 20;
    const rowHeight = 26;
    const tall = rows.length > TALL_PLOT_ROWS;
    const top = tall ? 30 : 12;
    const axis = 40;
    const width = labelWidth + plotWidth + right;
    const height = top + rows.length * rowHeight + axis;
    const reach = Math.max(0, ...rows.map((r) => Math.max(r.high, r.epsilon)));
    const max = reach <= 0.25 ? 0.25 : reach <= 0.5 ? 0.5 : 1;
    const x = (v) => labelWidth + (Math.min(Math.max(v, 0), max) / max) * plotWidth;
    const parts = [];
    parts.push(`<svg id="forest-plot" role="img" aria-labelledby="forest-title" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">`, `<title id="forest-title">95% intervals of the flip rate per route against the tolerance</title>`);
    const ticks = max === 0.25
        ? [0, 0.05, 0.1, 0.15, 0.2, 0.25]
        : max === 0.5
            ? [0, 0.1, 0.2, 0.3, 0.4, 0.5]
            : [0, 0.2, 0.4, 0.6, 0.8, 1];
    const bottom = top + rows.length * rowHeight;
    for (const t of ticks) {
        parts.push(`<line class="grid" x1="${n(x(t))}" y1="${top}" x2="${n(x(t))}" y2="${bottom}"/>`);
    }
    const axisAt = (where, y) => [
        `<g class="axis axis-${where}">`,
        ...ticks.map((t) => `<text class="tick" x="${n(x(t))}" y="${y}" text-anchor="middle">${formatPercent(t)}</text>`),
        `</g>`,
    ];
    if (tall)
        parts.push(...axisAt('top', top - 10));
    parts.push(...axisAt('bottom', bottom + 16));
    rows.forEach((r, i) => {
        const y = top + i * rowHeight + rowHeight / 2;
        const shown = fitLabel(labels[i], labelWidth - pad);
        parts.push(`<g class="row call-${r.call}" data-call="${r.call}">`, `<title>${rowTitle(r)}</title>`, `<text class="label${r.pooled ? ' pooled' : ''}" x="${labelWidth - 8}" y="${n(y + 4)}" text-anchor="end">${htmlText(shown, TITLE_MAX)}</text>`, `<line class="epsilon" x1="${n(x(r.epsilon))}" y1="${n(y - rowHeight / 2 + 2)}" x2="${n(x(r.epsilon))}" y2="${n(y + rowHeight / 2 - 2)}"/>`, `<line class="ci" x1="${n(x(r.low))}" y1="${n(y)}" x2="${n(x(r.high))}" y2="${n(y)}"/>`, rateMark(r.call, x(r.rate), y), `</g>`);
    });
    parts.push(`<text class="tick" x="${labelWidth + plotWidth}" y="${bottom + 33}" text-anchor="end">flip rate</text>`, '</svg>');
    return parts.join('\n');
}
/** The plot's key: each call's colour and mark, and the tolerance line. */
function legend() {
    const key = (body) => `<svg class="key" viewBox="0 0 30 14" width="30" height="14" aria-hidden="true">${body}</svg>`;
    return [
        `<ul class="legend" id="plot-legend" aria-label="How to read the plot">`,
        ...CALLS.map((c) => `<li data-call="${c.call}">${key(`<g class="call-${c.call}"><line class="ci" x1="3" y1="7" x2="27" y2="7"/>${rateMark(c.call, 15, 7)}</g>`)} ${c.meaning}</li>`),
        `<li data-key="tolerance">${key('<line class="epsilon" x1="15" y1="0" x2="15" y2="14"/>')} the tolerance (a route’s own target when it has one)</li>`,
        `</ul>`,
        `<p class="note">Each line is the 95% interval of the flip rate (Wilson; Clopper–Pearson under the exact method) over disjoint rerun pairs; its mark is the observed rate. Hover a row for its full label and figures.</p>`,
    ].join('\n');
}
/**
 * An untrusted label for a table cell, cut to `max` code points and allowed to
 * break anywhere (a long name wraps instead of widening the table); when cut, the
 * full text (up to TITLE_MAX) is its hover title.
 */
function labelCell(text, max) {
    const title = Array.from(text).length > max ? ` title="${htmlText(text, TITLE_MAX)}"` : '';
    return `<span class="name"${title}>${htmlText(text, max)}</span>`;
}
function table(id, header, rows, numeric) {
    const th = header.map((h, i) => `<th${numeric.has(i) ? ' class="num"' : ''}>${h}</th>`).join('');
    const body = rows
        .map((r) => `<tr>${r.map((c, i) => `<td${numeric.has(i) ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`)
        .join('\n');
    return `<div class="scroll"><table id="${id}">\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}
const tones = cssTones;
const STYLE = `
:root { color-scheme: light dark; ${tones(PALETTE.light)} }
@media (prefers-color-scheme: dark) { :root { ${tones(PALETTE.dark)} } }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 960px; padding: 16px; overflow-wrap: break-word; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.headline { font-size: 1.05rem; }
.meta, .tick, .note { color: var(--muted); font-size: 0.85rem; }
.tone-good { color: var(--good); } .tone-caution { color: var(--caution); } .tone-bad { color: var(--bad); }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; min-width: 60%; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 10px 4px 0; text-align: left; vertical-align: top; }
td { min-width: 4ch; }
th, .num { white-space: nowrap; }
.name { display: inline-block; min-width: min(16ch, 45vw); overflow-wrap: anywhere; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.name[title] { text-decoration: underline dotted; }
#forest-plot { width: 100%; height: auto; max-width: 600px; display: block; }
svg text { fill: var(--fg); font-size: ${LABEL_PX}px; }
svg .tick { fill: var(--muted); font-size: 11px; }
svg .pooled { font-style: italic; }
svg .grid { stroke: var(--line); stroke-width: 1; }
svg .ci { stroke-width: 3; stroke-linecap: round; }
svg .epsilon { stroke: var(--fg); stroke-width: 1.5; stroke-dasharray: 4 3; }
.call-deterministic .ci { stroke: var(--good); } .call-deterministic .rate { fill: var(--good); }
.call-stochastic .ci { stroke: var(--bad); } .call-stochastic .rate { fill: var(--bad); }
.call-undecided .ci { stroke: var(--caution); } .call-undecided .rate { fill: var(--bg); stroke: var(--caution); stroke-width: 2; }
.legend { list-style: none; padding: 0; margin: 8px 0; font-size: 0.9rem; }
.legend li { margin: 2px 0; }
.legend .key { display: inline-block; vertical-align: middle; width: 30px; height: 14px; }
.outcome-failed, .outcome-error { font-weight: 600; }
.outcome-failed { color: var(--bad); } .outcome-error, .outcome-caution { color: var(--caution); }
`;
/**
 * The HTML report: one self-contained file (inline style, inline SVG, no script,
 * and a Content-Security-Policy that forbids every network request), readable on
 * a phone. Untrusted strings are escaped (htmlText) and only ever placed in text
 * nodes and quoted attributes.
 */
function renderHtml(a, meta) {
    const body = [];
    body.push(`<header>`);
    const notApplied = suiteNotAppliedNote(meta);
    // A contract left out on request is said before anything else.
    if (notApplied !== null)
        body.push(`<p class="contract-not-applied" role="alert"><b>${htmlText(notApplied, 2000)}</b></p>`);
    body.push(`<h1 class="tone-${CATEGORY_TONE[a.headline.category]}" id="headline-category" data-exit="${a.exitCode}">${a.headline.category}</h1>`);
    body.push(`<p class="headline" id="headline">${htmlText(a.headline.text, 4000)}</p>`);
    const m = a.meter;
    body.push(`<p class="meta">status <b>${a.status}</b> · exit ${a.exitCode} · tolerance ${tolerance(a.epsilon)} · layer ${a.layer} · isolation ${a.isolation}${m !== null ? ` · ${plural(m.inputs, 'input')} × ${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}–${m.maxRepeats}`} repeats` : ''}</p>`);
    body.push(`</header>`);
    const plotRows = [];
    if (m !== null) {
        plotRows.push({
            label: 'all inputs (pooled)',
            low: m.ciLow,
            high: m.ciHigh,
            rate: m.flipRate,
            epsilon: m.epsilon,
            targeted: false,
            pairs: m.pairs,
            flips: m.flips,
            call: m.call,
            pooled: true,
        });
    }
    for (const r of a.routes?.routes ?? []) {
        plotRows.push({
            label: r.decision,
            low: r.ciLow,
            high: r.ciHigh,
            rate: r.flipRate,
            epsilon: r.epsilon,
            targeted: r.targeted,
            pairs: r.pairs,
            flips: r.flips,
            call: r.call,
            pooled: false,
        });
    }
    if (plotRows.length > 0) {
        body.push(`<section><h2>Stability</h2>`);
        body.push(forestPlot(plotRows));
        body.push(legend());
        const rows = [
            ...(m !== null
                ? [
                    [
                        '<i>all inputs (pooled)</i>',
                        String(m.inputs),
                        String(m.pairs),
                        String(m.flips),
                        interval(m.ciLow, m.ciHigh),
                        '',
                        m.call,
                    ],
                ]
                : []),
            ...(a.routes?.routes ?? []).map((r) => routeCells(r, (t) => labelCell(t, 200))),
        ];
        body.push(table('routes', ['route', 'cases', 'pairs', 'flips', '95% CI', 'target', 'call'], rows, new Set([1, 2, 3, 4])));
        body.push(`<p class="note">Each interval is its own 95% statement (${intervalName(m?.method ?? 'wilson')}); the cases column of the pooled row counts inputs.</p>`);
        if (m !== null && m.decidedBy !== undefined) {
            body.push(`<p id="decided-by">${capitalise(decidedByText(m))}.</p>`);
        }
        if (a.allocation !== null) {
            body.push(`<p id="allocation">${capitalise(allocationText(a, (t) => htmlText(t, 1000)))}.</p>`);
        }
        const changed = a.findings.find((f) => f.id === 'meter')?.inputs;
        if (changed !== undefined) {
            body.push(`<p id="changed-inputs">${plural(changed.total, 'input')} with a changed decision: ${htmlText(listInputs(changed), 1000)}.</p>`);
        }
        const pairs = a.flipPairs;
        if (pairs.length > 0) {
            body.push(`<h2>Flip pairs</h2>`);
            body.push(table('flip-pairs', ['decision', 'decision', 'pairs'], pairs.map((p) => [
                labelCell(p.decisions[0], 200),
                labelCell(p.decisions[1], 200),
                String(p.count),
            ]), new Set([2])));
        }
        body.push(`</section>`);
    }
    body.push(`<section><h2>What to do next</h2><ul id="next">`);
    for (const s of nextOf(a))
        body.push(`<li>${htmlText(s.text, 2000)}</li>`);
    const approval = approvalText(a, meta);
    if (approval !== null)
        body.push(`<li>${htmlText(approval, 2000)}</li>`);
    body.push(`</ul></section>`);
    if (a.blindness !== null) {
        const b = a.blindness;
        body.push(`<section><h2>Probe spread</h2>`);
        body.push(`<p><b>${b.blind ? 'Blind' : 'Not blind'}</b>: ${plural(b.distinct, 'distinct decision')}; the most common first decision, “${htmlText(keyLabel(b.majority))}”, holds ${formatPercent(b.skew, 1)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)}).</p>`);
        body.push(`</section>`);
    }
    if (a.contract !== null) {
        const c = a.contract;
        body.push(`<section><h2>Decision contract: ${c.satisfied ? 'satisfied' : 'not satisfied'}</h2>`);
        body.push(table('contract', ['required route', 'intended', 'observed', 'admissible', 'why'], contractRows(a).map((r) => [
            `${labelCell(r.decision, 200)}${r.critical ? ' <i>(critical)</i>' : ''}`,
            String(r.intended),
            String(r.observed),
            r.admissible,
            r.why,
        ]), new Set([1, 2])));
        if (c.unknownObserved.length > 0) {
            body.push(`<p>Returned but not allowed: ${c.unknownObserved.map((x) => htmlText(x)).join(', ')}.</p>`);
        }
        body.push(`</section>`);
    }
    if (a.relations.length > 0) {
        body.push(`<section><h2>Relations</h2>`);
        body.push(table('relations', RELATION_HEADER, a.relations.map((r) => relationCells(r, (t) => labelCell(t, 200))), new Set([2, 3, 4, 5, 6])));
        body.push(`<p class="note">An unchanged input is skipped, never counted as held.</p></section>`);
    }
    body.push(`<section><h2>Checks</h2>`);
    body.push(table('checks', ['check', 'outcome', 'why'], checksOf(a).map((c) => [
        htmlText(c.name),
        `<span class="outcome-${c.outcome}">${c.outcome}</span>`,
        htmlText(c.message, 1000),
    ]), new Set()));
    body.push(`</section>`);
    if (a.errors.length > 0) {
        const reasons = describeFailureGroups(a.failureGroups);
        body.push(`<section><h2>Failures (${a.errorCount})</h2>${reasons === null ? '' : `<p>${htmlText(reasons, 300)}</p>`}`, table('failure-reasons', [...FAILURE_GROUP_HEADER], a.failureGroups.map((g) => failureGroupCells(g, labelCell)), new Set([2])), '<ul>');
        const listed = a.errors.slice(0, 20);
        for (const e of listed) {
            body.push(`<li>case ${e.caseIndex} (<code>${e.fingerprint.slice(0, 12)}</code>) ${e.phase}${e.relation !== undefined ? ` ${labelCell(e.relation, 60)}` : ''}: ${htmlText(e.message, 300)}${(e.count ?? 1) > 1 ? ` (×${e.count ?? 1})` : ''}</li>`);
        }
        const covered = listed.reduce((sum, e) => sum + (e.count ?? 1), 0);
        if (a.errorCount > covered)
            body.push(`<li>… and ${a.errorCount - covered} more</li>`);
        body.push(`</ul></section>`);
    }
    if (a.caveats.length > 0) {
        body.push(`<section><h2>Caveats</h2><ul>`);
        for (const c of a.caveats)
            body.push(`<li>${htmlText(c, 2000)}</li>`);
        body.push(`</ul></section>`);
    }
    body.push(`<footer class="meta"><h2>Run</h2>`);
    const facts = [
        ...toolFacts(meta?.tool),
        `${plural(a.calls.total, 'call')} (${a.calls.meter} meter, ${a.calls.sources > 0 ? `${a.calls.sources} first draws, ` : ''}${a.calls.relations} relations${meta?.run?.retries !== undefined ? `, ${meta.run.retries} retried` : ''})`,
        ...(meta?.evidenceDigest ? [`evidence <code>${htmlText(meta.evidenceDigest, 64)}</code>`] : []),
        ...commitFacts(meta?.run?.commit),
    ];
    body.push(`<p>${facts.join(' · ')}</p>`);
    const settings = meta === null ? [] : readableSettings(meta.settings);
    if (settings.length > 0) {
        body.push(`<p>Assessed with ${settings.map((s) => htmlText(s, 200)).join(' · ')}.</p>`);
    }
    body.push(`</footer>`);
    return htmlPage(`AgentVerity: ${a.headline.category}`, STYLE, body);
}

/** Below GitHub's 65,536-character comment limit, with room for the Action's marker. */
const COMMENT_BUDGET_BYTES = 60_000;
/** GitHub drops a job summary over 1 MiB. */
const SUMMARY_BUDGET_BYTES = 1024 * 1024;
const BAR_CELLS = 20;
/**
 * A text picture of one interval on a 0–100% scale, 5% per cell: `█` where the
 * 95% interval lies, `·` elsewhere, and `┃` at the tolerance. Only our own
 * characters, so it can sit in a code span.
 */
function intervalBar(low, high, epsilon) {
    let bar = '';
    const mark = Math.min(BAR_CELLS, Math.max(0, Math.round(epsilon * BAR_CELLS)));
    for (let i = 0; i < BAR_CELLS; i++) {
        if (i === mark)
            bar += '┃';
        const from = i / BAR_CELLS;
        const to = (i + 1) / BAR_CELLS;
        bar += high >= from && low < to ? '█' : '·';
    }
    if (mark === BAR_CELLS)
        bar += '┃';
    return bar;
}
/** What the bars of the route table show, under the table. */
const BAR_LEGEND = `_Each bar is the flip rate from 0 to 100% in ${100 / BAR_CELLS}% cells: █ covers the 95% interval, ┃ marks the tolerance._`;
/** The headline's sentence with a capital (it starts with our own word, never a label). */
function sentence(text) {
    return text.replace(/^[a-z]/, (c) => c.toUpperCase());
}
/** How important a route row is to keep when the table must shrink. */
function severity(r) {
    if (r.call === 'stochastic')
        return r.targeted ? 0 : 1;
    if (r.call === 'undecided')
        return r.targeted ? 2 : 3;
    return 4;
}
const FULL = { routes: Infinity, rows: Infinity, details: true };
function cell(text, max = 120) {
    return markdownText(text, max);
}
function more(lines, shown, total, what) {
    if (total > shown)
        lines.push('', `_… and ${total - shown} more ${what} in the full report._`);
}
/** What sets the exit code and what needs care, as the findings say. */
function gateMarkdown(a, limits) {
    const { gating, cautions } = gateSummary(a);
    const out = [''];
    const max = Number.isFinite(limits.rows) ? Math.max(3, limits.rows) : Infinity;
    if (gating.length === 0) {
        out.push(`**${gateHeading(a, 0)}.**`);
    }
    else {
        out.push(`**${gateHeading(a, gating.length)}:**`, '');
        for (const c of gating.slice(0, max)) {
            out.push(`- ${c.exitCode === 1 ? '❌' : '⚠️'} ${cell(c.name)} ${gateWord(c)}: ${markdownText(c.message, 600)}`);
        }
        more(out, Math.min(max, gating.length), gating.length, 'gating findings');
    }
    if (cautions.length > 0) {
        const groups = groupChecks(cautions);
        out.push('', `**Needs care, does not fail the run (${cautions.length}):**`, '');
        for (const g of groups.slice(0, max))
            out.push(`- 🟡 ${cell(g.name, 400)}: ${markdownText(g.message, 600)}`);
        more(out, Math.min(max, groups.length), groups.length, 'cautions');
    }
    return out;
}
function render(a, meta, limits, artifactUrl, shortened, omitApproval) {
    const out = [];
    out.push(`### AgentVerity: ${a.headline.category}`);
    out.push('');
    const notApplied = suiteNotAppliedNote(meta);
    // A contract left out on request is said before the headline.
    if (notApplied !== null)
        out.push(`> **${markdownText(notApplied, 2000)}**`, '');
    out.push(markdownText(sentence(a.headline.text), 4000));
    out.push('');
    const m = a.meter;
    const scale = m === null
        ? ''
        : ` · ${plural(m.inputs, 'input')} × ${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}–${m.maxRepeats}`} repeats`;
    out.push(`\`${a.status}\` · exit ${a.exitCode} · tolerance ${tolerance(a.epsilon)}${scale} · isolation \`${a.isolation}\``);
    if (shortened !== null) {
        out.push('');
        out.push(`> ${shortened}`);
    }
    out.push(...gateMarkdown(a, limits));
    // The compact table: the pooled figure, then the routes.
    const rows = [];
    if (m !== null) {
        rows.push([
            '_all inputs (pooled)_',
            String(m.inputs),
            String(m.pairs),
            String(m.flips),
            interval(m.ciLow, m.ciHigh),
            m.call,
            `\`${intervalBar(m.ciLow, m.ciHigh, m.epsilon)}\``,
        ]);
    }
    const routes = a.routes?.routes ?? [];
    const keep = new Set([...routes]
        .map((r, i) => ({ r, i }))
        .sort((x, y) => severity(x.r) - severity(y.r) || y.r.ciHigh - x.r.ciHigh || x.i - y.i)
        .slice(0, limits.routes)
        .map((x) => x.i));
    routes.forEach((r, i) => {
        if (!keep.has(i))
            return;
        rows.push([
            cell(r.decision),
            String(r.cases),
            String(r.pairs),
            String(r.flips),
            interval(r.ciLow, r.ciHigh),
            `${r.call}${r.targeted ? ` (target ${tolerance(r.epsilon)})` : ''}`,
            `\`${intervalBar(r.ciLow, r.ciHigh, r.epsilon)}\``,
        ]);
    });
    if (rows.length > 0) {
        out.push('');
        out.push(...tableLines(['route', 'cases', 'pairs', 'flips', '95% CI', 'call', 'flip rate, 0–100%'], ['l', 'r', 'r', 'r', 'l', 'l', 'l'], rows));
        more(out, keep.size, routes.length, 'routes');
        out.push('', BAR_LEGEND);
    }
    out.push('');
    out.push('**Next**');
    out.push('');
    for (const n of nextOf(a))
        out.push(`- ${markdownText(n.text, 2000)}`);
    const approval = omitApproval ? null : approvalText(a, meta);
    if (approval !== null)
        out.push(`- ${markdownText(approval, 2000)}`);
    if (limits.details) {
        out.push('');
        out.push('<details>');
        out.push('<summary>Details</summary>');
        out.push('');
        if (m !== null) {
            const changed = a.findings.find((f) => f.id === 'meter')?.inputs;
            out.push('#### Repeatability (pooled)');
            out.push('');
            out.push(`${m.call}: ${m.flips} of ${plural(m.pairs, 'disjoint pair')} flipped (${formatPercent(m.flipRate, 1)}); 95% ${intervalName(m.method)} interval ${interval(m.ciLow, m.ciHigh)} against ${tolerance(m.epsilon)}; ${m.inputsWithFlip} of ${plural(m.inputs, 'input')} changed decision${changed === undefined ? '' : `: ${markdownText(listInputs(changed), 1000)}`}.` +
                (m.decidedBy === undefined ? '' : ` ${capitalise(decidedByText(m))}.`) +
                (a.allocation === null
                    ? ''
                    : ` ${capitalise(allocationText(a, (t) => markdownText(t, 1000)))}.`));
            out.push('');
        }
        const b = a.blindness;
        if (b !== null) {
            out.push('#### Probe spread');
            out.push('');
            out.push(`${b.blind ? '**Blind**' : 'Not blind'}: ${plural(b.distinct, 'distinct decision')}; the most common first decision, ${cell(keyLabel(b.majority))}, holds ${formatPercent(b.skew, 1)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)}).`);
            out.push('');
        }
        const pairs = a.flipPairs;
        if (pairs.length > 0) {
            out.push('#### Flip pairs');
            out.push('');
            const shown = pairs.slice(0, limits.rows);
            out.push(...tableLines(['decision', 'decision', 'pairs'], ['l', 'l', 'r'], shown.map((p) => [cell(p.decisions[0]), cell(p.decisions[1]), String(p.count)])));
            more(out, shown.length, pairs.length, 'flip pairs');
            out.push('');
        }
        if (a.contract !== null) {
            const c = a.contract;
            out.push(`#### Decision contract: ${c.satisfied ? 'satisfied' : '**not satisfied**'}`);
            out.push('');
            const all = contractRows(a);
            const shown = all.slice(0, limits.rows);
            out.push(...tableLines(['required route', 'intended', 'observed', 'admissible', 'why'], ['l', 'r', 'r', 'l', 'l'], shown.map((r) => [
                `${cell(r.decision)}${r.critical ? ' (critical)' : ''}`,
                String(r.intended),
                String(r.observed),
                r.admissible,
                r.why,
            ])));
            more(out, shown.length, all.length, 'required routes');
            if (c.unknownObserved.length > 0) {
                out.push('');
                out.push(`Returned but not allowed: ${c.unknownObserved
                    .slice(0, limits.rows)
                    .map((x) => cell(x))
                    .join(', ')}${c.unknownObserved.length > limits.rows ? ` and ${c.unknownObserved.length - limits.rows} more` : ''}.`);
            }
            out.push('');
        }
        if (a.relations.length > 0) {
            out.push('#### Relations');
            out.push('');
            const shown = a.relations.slice(0, limits.rows);
            out.push(...tableLines(RELATION_HEADER, ['l', 'l', 'r', 'r', 'r', 'r', 'r'], shown.map((r) => relationCells(r, cell))));
            more(out, shown.length, a.relations.length, 'relations');
            out.push('');
            out.push('An unchanged input is skipped, never counted as held.');
            out.push('');
        }
        if (a.errors.length > 0) {
            out.push(`#### Failures (${a.errorCount})`);
            out.push('');
            const reasons = describeFailureGroups(a.failureGroups);
            if (reasons !== null)
                out.push(reasons, '');
            out.push(...tableLines([...FAILURE_GROUP_HEADER], ['l', 'l', 'r', 'l', 'l'], a.failureGroups.map((g) => failureGroupCells(g, cell))), '');
            const shown = a.errors.slice(0, Math.min(limits.rows, 10));
            for (const e of shown) {
                out.push(`- case ${e.caseIndex} (\`${e.fingerprint.slice(0, 12)}\`) ${e.phase}${e.relation !== undefined ? ` ${cell(e.relation, 60)}` : ''}: ${cell(e.message, 300)}${(e.count ?? 1) > 1 ? ` (×${e.count ?? 1})` : ''}`);
            }
            const covered = shown.reduce((sum, e) => sum + (e.count ?? 1), 0);
            if (a.errorCount > covered)
                out.push(`- … and ${a.errorCount - covered} more`);
            out.push('');
        }
        if (a.caveats.length > 0) {
            out.push('#### Caveats');
            out.push('');
            for (const c of a.caveats)
                out.push(`- ${markdownText(c, 2000)}`);
            out.push('');
        }
        out.push('#### Run');
        out.push('');
        const run = [
            ...(meta !== null ? [`${cell(meta.tool.name, 60)} ${cell(meta.tool.version, 40)}`] : []),
            `layer \`${a.layer}\``,
            `${plural(a.calls.total, 'call')} (${a.calls.meter} meter, ${a.calls.sources > 0 ? `${a.calls.sources} first draws, ` : ''}${a.calls.relations} relations${meta?.run?.retries !== undefined ? `, ${meta.run.retries} retried` : ''})`,
        ];
        if (meta?.evidenceDigest)
            run.push(`evidence \`${meta.evidenceDigest.slice(0, 16)}\``);
        out.push(run.join(' · '));
        const settings = meta === null ? [] : readableSettings(meta.settings);
        if (settings.length > 0) {
            out.push('');
            out.push(`Assessed with ${settings.map((s) => cell(s, 200)).join(' · ')}.`);
        }
        out.push('');
        out.push('</details>');
    }
    const link = safeLink(artifactUrl, 'full report');
    if (link !== null) {
        out.push('');
        out.push(`The ${link} (JSON, JUnit, HTML) is kept with the run.`);
    }
    return `${out.join('\n')}\n`;
}
/**
 * The Markdown report for a pull-request comment or a job summary: headline,
 * a compact route table with a text picture of each interval against the
 * tolerance, the next step (with how to approve a baseline when the evidence
 * admits one), and a collapsible details section. Every untrusted string is
 * escaped (markdownText). Over the byte budget it degrades visibly: fewer
 * rows, then no details, then only the headline, each time with a note that
 * links the full report when an artifact URL is given.
 */
function renderMarkdown(a, meta, options) {
    const budget = options.budgetBytes ??
        (options.mode === 'comment' ? COMMENT_BUDGET_BYTES : SUMMARY_BUDGET_BYTES);
    const artifactUrl = options.artifactUrl ?? meta?.artifactUrl;
    const omitApproval = options.omitApproval === true;
    const full = render(a, meta, FULL, artifactUrl, null, omitApproval);
    if (utf8Bytes(full) <= budget)
        return full;
    const where = fullReportWhere(artifactUrl);
    const routeCount = a.routes?.routes.length ?? 0;
    const steps = [50, 20, 10, 5].flatMap((n) => [{ routes: n, rows: n, details: true }]);
    steps.push({ routes: 20, rows: 0, details: false }, { routes: 5, rows: 0, details: false });
    for (const limits of steps) {
        const shownRoutes = Math.min(limits.routes, routeCount);
        const note = `Shortened to fit ${budget} bytes: ${routeCount > 0 ? `${shownRoutes} of ${plural(routeCount, 'route')} shown` : 'rows left out'}${limits.details ? `, at most ${limits.rows} rows per detail table` : ', details left out'}. See ${where}.`;
        const text = render(a, meta, limits, artifactUrl, note, omitApproval);
        if (utf8Bytes(text) <= budget)
            return text;
    }
    // Last resort: the headline alone, cut to fit.
    return headlineOnly(`### AgentVerity: ${a.headline.category}\n\n\`${a.status}\` · exit ${a.exitCode}: ${markdownText(sentence(a.headline.text), 4000)}`, budget, where);
}

export { COMMENT_BUDGET_BYTES as C, PALETTE as P, REPORT_SCHEMA as R, renderJson as a, buildJsonReport as b, commitFacts as c, captionedTable as d, cssTones as e, fitLabel as f, runBlock as g, htmlPage as h, findingJson as i, toolJson as j, flipMeterJson as k, labelWidthPx as l, junitSeconds as m, junitProperty as n, junitCaseXml as o, fitToBudget as p, tableLines as q, renderText as r, safeLink as s, toolFacts as t, checksOf as u, failureGroupLines as v, settingLines as w, renderHtml as x, renderMarkdown as y };
