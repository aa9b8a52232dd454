import { h as htmlText, x as xmlText, f as plainLineWithin, l as logSafeJson, a as terminalSafe, g as plainLine, i as cut, m as markdownText, j as markdownCode } from './module-spec.js';
import { F as FINDING_NOTES, R as RELATION_TYPES, a3 as suiteNotAppliedNote, a4 as nextOf, p as plural, a5 as relationRate, a6 as noiseNote, C as listInputs, E as listing, a7 as contractRows, v as formatPercent, a8 as interval, a2 as tolerance, a9 as routeShortfall, aa as decidedByText, ab as intervalName, ac as allocationText, ad as ROUTE_HEADER, ae as routeCells, af as RELATION_HEADER, ag as relationCells, ah as approvalText, ai as capitalise } from './facts.js';
import { H as HEADLINE_CATEGORIES, R as RUN_STATUSES, a as failureReasonText, d as describeFailureGroups } from './failure-groups.js';
import { k as keyLabel } from './observation.js';
import { t as table$3 } from './table.js';
import { R as REPORT_FORMATS } from './cases-setting-table.js';
import { F as FAILED_CALL_REASONS, a as ISOLATIONS, L as LAYERS } from './types.js';
import { R as RELATION_FAILURE_REASONS } from './nearest.js';

const REPORT_SCHEMA = 'agentverity-action/report@1';
const count = { $ref: '#/definitions/count' };
const rate$1 = { $ref: '#/definitions/rate' };
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
            flipRate: rate$1,
            ciLow: rate$1,
            ciHigh: rate$1,
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
            skew: rate$1,
            distinct: count,
            blind: { type: 'boolean' },
            majority: { type: 'string' },
            majorityCount: count,
            threshold: rate$1,
        })),
        routes: {
            description: 'One row per intended decision (route), in code-point order of the decision; empty when the cases carry no intended decision or the meter was not run.',
            type: 'array',
            items: object({
                decision: { type: 'string' },
                cases: count,
                pairs: count,
                flips: count,
                flipRate: rate$1,
                ciLow: rate$1,
                ciHigh: rate$1,
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
                intendedCoverage: rate$1,
                observedCoverage: rate$1,
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
                violationRate: nullable(rate$1),
                vacuous: { type: 'boolean' },
                noise: object({
                    test: { const: 'stratified-exact' },
                    pValue: rate$1,
                    level: rate$1,
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
                    violationRate: nullable(rate$1),
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
function pct$2(x) {
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
        out.push(`  flips         ${m.flips} of ${plural(m.pairs, 'disjoint pair')} (${pct$2(m.flipRate)})`);
        out.push(`  95% interval  ${interval(m.ciLow, m.ciHigh)} (${intervalName(m.method)})`);
        if (a.allocation !== null)
            out.push(`  allocation    ${allocationText(a, (t) => terminalSafe(t, 1000))}`);
        const changed = a.findings.find((f) => f.id === 'meter')?.inputs;
        out.push(`  inputs        ${m.inputs}, ${m.repeats === m.maxRepeats ? `${m.repeats} repeats each` : `${m.repeats}–${m.maxRepeats} repeats`}, ${m.inputsWithFlip} with a changed decision${changed === undefined ? '' : `: ${terminalSafe(listInputs(changed), 1000)}`}`);
    }
    if (a.blindness !== null) {
        const b = a.blindness;
        section('Probe spread (blindness)');
        out.push(`  ${b.blind ? paint('red', 'BLIND') : 'ok'}: ${b.distinct} distinct ${b.distinct === 1 ? 'decision' : 'decisions'}; the most common, "${terminalSafe(keyLabel(b.majority), 80)}", is ${pct$2(b.skew)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)})`);
    }
    if (a.routes !== null) {
        section('Stability by route (each interval is its own 95% statement)');
        const rows = [
            ROUTE_HEADER,
            ...a.routes.routes.map((r) => routeCells(r, (t) => terminalSafe(t, 40))),
        ];
        out.push(...table$3(rows, new Set([1, 2, 3])).map((l) => `  ${l}`));
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
        out.push(`  intended coverage ${pct$2(c.intendedCoverage)} · observed coverage ${pct$2(c.observedCoverage)}`);
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
        out.push(...table$3(rows, new Set([1, 2])).map((l) => `  ${l}`));
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
        out.push(...table$3(rows, new Set([2, 3, 4, 5])).map((l) => `  ${l}`));
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
        out.push(...table$3(grouped, new Set([2])).map((l) => `    ${l}`));
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
function n$1(x) {
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
        return `<path class="rate" d="M${n$1(cx)} ${n$1(cy - r)}L${n$1(cx + r)} ${n$1(cy)}L${n$1(cx)} ${n$1(cy + r)}L${n$1(cx - r)} ${n$1(cy)}Z"/>`;
    }
    return `<circle class="rate" cx="${n$1(cx)}" cy="${n$1(cy)}" r="4"/>`;
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
const TITLE_MAX$1 = 2000;
function rowTitle(r) {
    return `${htmlText(r.label, TITLE_MAX$1)}: ${r.flips} of ${plural(r.pairs, 'pair')} flipped (${formatPercent(r.rate, 1)}), 95% interval ${interval(r.low, r.high)}, ${r.call} against ${r.targeted ? 'its target' : 'the tolerance'} ${tolerance(r.epsilon)}`;
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
    const labels = rows.map((r) => plainLine(r.label, TITLE_MAX$1));
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
        parts.push(`<line class="grid" x1="${n$1(x(t))}" y1="${top}" x2="${n$1(x(t))}" y2="${bottom}"/>`);
    }
    const axisAt = (where, y) => [
        `<g class="axis axis-${where}">`,
        ...ticks.map((t) => `<text class="tick" x="${n$1(x(t))}" y="${y}" text-anchor="middle">${formatPercent(t)}</text>`),
        `</g>`,
    ];
    if (tall)
        parts.push(...axisAt('top', top - 10));
    parts.push(...axisAt('bottom', bottom + 16));
    rows.forEach((r, i) => {
        const y = top + i * rowHeight + rowHeight / 2;
        const shown = fitLabel(labels[i], labelWidth - pad);
        parts.push(`<g class="row call-${r.call}" data-call="${r.call}">`, `<title>${rowTitle(r)}</title>`, `<text class="label${r.pooled ? ' pooled' : ''}" x="${labelWidth - 8}" y="${n$1(y + 4)}" text-anchor="end">${htmlText(shown, TITLE_MAX$1)}</text>`, `<line class="epsilon" x1="${n$1(x(r.epsilon))}" y1="${n$1(y - rowHeight / 2 + 2)}" x2="${n$1(x(r.epsilon))}" y2="${n$1(y + rowHeight / 2 - 2)}"/>`, `<line class="ci" x1="${n$1(x(r.low))}" y1="${n$1(y)}" x2="${n$1(x(r.high))}" y2="${n$1(y)}"/>`, rateMark(r.call, x(r.rate), y), `</g>`);
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
    const title = Array.from(text).length > max ? ` title="${htmlText(text, TITLE_MAX$1)}"` : '';
    return `<span class="name"${title}>${htmlText(text, max)}</span>`;
}
function table$2(id, header, rows, numeric) {
    const th = header.map((h, i) => `<th${numeric.has(i) ? ' class="num"' : ''}>${h}</th>`).join('');
    const body = rows
        .map((r) => `<tr>${r.map((c, i) => `<td${numeric.has(i) ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`)
        .join('\n');
    return `<div class="scroll"><table id="${id}">\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}
const tones$2 = cssTones;
const STYLE$2 = `
:root { color-scheme: light dark; ${tones$2(PALETTE.light)} }
@media (prefers-color-scheme: dark) { :root { ${tones$2(PALETTE.dark)} } }
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
        body.push(table$2('routes', ['route', 'cases', 'pairs', 'flips', '95% CI', 'target', 'call'], rows, new Set([1, 2, 3, 4])));
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
            body.push(table$2('flip-pairs', ['decision', 'decision', 'pairs'], pairs.map((p) => [
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
        body.push(table$2('contract', ['required route', 'intended', 'observed', 'admissible', 'why'], contractRows(a).map((r) => [
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
        body.push(table$2('relations', RELATION_HEADER, a.relations.map((r) => relationCells(r, (t) => labelCell(t, 200))), new Set([2, 3, 4, 5, 6])));
        body.push(`<p class="note">An unchanged input is skipped, never counted as held.</p></section>`);
    }
    body.push(`<section><h2>Checks</h2>`);
    body.push(table$2('checks', ['check', 'outcome', 'why'], checksOf(a).map((c) => [
        htmlText(c.name),
        `<span class="outcome-${c.outcome}">${c.outcome}</span>`,
        htmlText(c.message, 1000),
    ]), new Set()));
    body.push(`</section>`);
    if (a.errors.length > 0) {
        const reasons = describeFailureGroups(a.failureGroups);
        body.push(`<section><h2>Failures (${a.errorCount})</h2>${reasons === null ? '' : `<p>${htmlText(reasons, 300)}</p>`}`, table$2('failure-reasons', [...FAILURE_GROUP_HEADER], a.failureGroups.map((g) => failureGroupCells(g, labelCell)), new Set([2])), '<ul>');
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
    return htmlPage(`AgentVerity: ${a.headline.category}`, STYLE$2, body);
}

/** A share as a percentage with one decimal; `n/a` for null. */
function pct$1(x) {
    return x === null ? 'n/a' : formatPercent(x, 1);
}
/** An interval of shares: `[70.2%, 91.1%]`. */
function pctBounds$1(b) {
    return `[${pct$1(b.low)}, ${pct$1(b.high)}]`;
}
/** A difference of shares in percentage points, always signed: `+41.7 pts`. */
function points(x) {
    const v = Math.round(x * 1000) / 10;
    const text = Math.abs(v).toFixed(1);
    return `${v > 0 ? '+' : v < 0 ? '−' : '±'}${text}`;
}
function pointsBounds(b) {
    return `[${points(b.low)}, ${points(b.high)}] pts`;
}
/** A p-value for people: four decimals, `< 0.0001` below that. */
function pValue(p) {
    if (!Number.isFinite(p))
        return 'n/a';
    if (p < 0.0001)
        return '< 0.0001';
    return p.toFixed(4);
}
/**
 * Milliseconds for people: `812 ms`, `2.41 s`, and under a millisecond (an
 * in-process agent) with two decimals, `0.04 ms`, so a fast agent never reads
 * as `0 ms`; a time that rounds to zero there is `< 0.01 ms`.
 */
function duration(ms) {
    if (ms === null || !Number.isFinite(ms))
        return 'n/a';
    if (ms === 0)
        return '0 ms';
    if (ms < 0.005)
        return '< 0.01 ms';
    if (ms < 0.995)
        return `${ms.toFixed(2)} ms`;
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    return `${(ms / 1000).toFixed(2)} s`;
}
/**
 * A tick on a latency axis whose ticks are `step` ms apart: as many decimals
 * as the step needs, so neighbouring ticks never read the same (`0.10 ms`,
 * `0.20 ms`; `500 ms`, `1.00 s`).
 */
function durationTick(ms, step) {
    if (ms === 0)
        return '0 ms';
    if (step >= 1)
        return duration(ms);
    const decimals = Math.min(6, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)));
    return `${ms.toFixed(decimals)} ms`;
}
/**
 * Whether a finding's subject is to be shown before its text: not when the
 * text already begins with it (`a: every one of …`), so no report says `a: a:`.
 */
function subjectPrefix(f) {
    return !f.text.startsWith(`${f.subject}:`);
}
/** The confidence as people say it: `95%`. */
function confidence(r) {
    const c = r.options.confidence * 100;
    return formatPercent(r.options.confidence, Math.abs(c - Math.round(c)) < 1e-9 ? 0 : 1);
}
/** The curve's point at k, if the curve has one. */
function atK(curve, k) {
    return curve.find((p) => p.k === k) ?? null;
}
/** `a-better` etc. in words, naming the agents. */
function pairVerdictText(p) {
    switch (p.verdict) {
        case 'a-better':
            return `${p.a} better`;
        case 'b-better':
            return `${p.b} better`;
        case 'no-detectable-difference':
            return p.reachable ? 'no detectable difference' : 'too small to tell';
    }
}
/** The agent a pair's verdict puts below the other, or null for no detectable difference. */
function worseSide(p) {
    if (p.verdict === 'a-better')
        return p.b;
    if (p.verdict === 'b-better')
        return p.a;
    return null;
}
/**
 * The gating finding a pair stands for: a gating `worse` finding (the
 * fail-if-worse option) whose subject is the side this pair's verdict puts
 * below the other. The verdict decided it; this only finds it.
 */
function gatingFindingOf(r, p) {
    const worse = worseSide(p);
    if (worse === null)
        return null;
    return (r.verdict.findings.find((f) => f.gates && f.outcome === 'worse' && f.subject === worse) ?? null);
}
/** The attempts of one agent on one task, in run order. */
function attemptsOf(r, agent, task) {
    return (r.attempts[agent] ?? []).filter((a) => a.task === task).sort((x, y) => x.run - y.run);
}
/** One mark per attempt: ✓ pass, ✗ fail, ! error. */
function outcomeMarks(attempts) {
    return attempts
        .map((a) => (a.outcome === 'pass' ? '✓' : a.outcome === 'fail' ? '✗' : '!'))
        .join('');
}
const OUTCOME_WORD = {
    pass: 'PASS',
    fail: 'FAIL',
    error: 'ERROR',
};
/** "28 passed, 7 failed, 1 error" for a task or an agent. */
function countsText$1(passes, fails, errors) {
    return `${passes} passed, ${fails} failed, ${plural(errors, 'error')}`;
}
/** The benchmark's scale: "12 tasks × 3 runs". */
function scaleText$1(r) {
    return `${plural(r.benchmark.tasks.length, 'task')} × ${plural(r.runs, 'run')}`;
}
/** The headline k shared by every agent, or null when the agents' k differ. */
function commonK(agents) {
    const ks = new Set(agents.map((a) => a.k));
    return ks.size === 1 ? (agents[0]?.k ?? null) : null;
}
/** The decision meter in words. */
function decisionsText(d, conf) {
    return `${d.call}: ${d.flips} of ${plural(d.pairs, 'disjoint pair')} flipped (${pct$1(d.flipRate)}) on ${plural(d.tasks, 'decision task')}, ${conf} CI ${pctBounds$1({ low: d.ciLow, high: d.ciHigh })}`;
}
/** What to do with a pair's result, in plain words. */
function pairAdvice(r, p) {
    const mdd = `${points(p.minimumDetectable).replace(/^\+/, '')} points`;
    if (p.verdict === 'no-detectable-difference' && !p.reachable)
        return `${p.a} and ${p.b}: too small to tell. At ${scaleText$1(r)} the paired test cannot reach p below ${+r.comparison.alpha.toFixed(4)} however large the difference, so this says nothing about whether they differ; add tasks.`;
    if (p.verdict === 'no-detectable-difference')
        return `${p.a} and ${p.b}: no detectable difference. At ${scaleText$1(r)} a true difference smaller than about ${mdd} would likely go unseen; add tasks to see smaller ones.`;
    const better = p.verdict === 'a-better' ? p.a : p.b;
    const worse = p.verdict === 'a-better' ? p.b : p.a;
    return `${better} passes more often than ${worse} (Holm-adjusted p ${pValue(p.pAdjusted)}); the difference could be as small as ${points(Math.min(Math.abs(p.interval.low), Math.abs(p.interval.high))).replace(/^\+/, '')} points.`;
}
/** What the user-named difference would take, in words; null when none was named. */
function toDetectText(r) {
    const t = r.comparison.toDetect;
    if (t === null)
        return null;
    const size = `${points(t.difference).replace(/^\+/, '')} points`;
    const tasks = t.tasksNeeded === null
        ? 'no number of tasks at this number of runs reaches it'
        : `${plural(t.tasksNeeded, 'task')} at ${plural(r.runs, 'run')} each`;
    const runs = t.runsNeeded === null
        ? `no number of runs of these ${plural(r.benchmark.tasks.length, 'task')} reaches it`
        : `${plural(t.runsNeeded, 'run')} of these ${plural(r.benchmark.tasks.length, 'task')}`;
    return `To detect a difference of ${size} with power 0.8: ${tasks}, or ${runs}.`;
}
/** Tie groups in words: "1. alpha, beta · 2. gamma". */
function tieGroupsText(r, name) {
    return r.comparison.tieGroups.map((g, i) => `${i + 1}. ${g.map(name).join(', ')}`).join(' · ');
}
/** A finding's mark: ❌ gates with exit 1, ⚠️ gates otherwise, ✅ passed, ℹ️ otherwise. */
function findingMark$1(f) {
    if (f.gates)
        return f.exitCode === 1 ? '❌' : '⚠️';
    return f.outcome === 'passed' ? '✅' : 'ℹ️';
}
/** The plain-text word of a finding: what its outcome is and whether it gates. */
function findingWord$1(f) {
    return `${f.outcome.toUpperCase()}${f.gates ? ` (gates, exit ${f.exitCode})` : ''}`;
}
/**
 * A headline sentence with a capital first letter when our own words start
 * it; a headline that starts with one of `names` (an agent's name) is kept as
 * it is, since a name is never changed.
 */
function sentence$2(text, names = []) {
    if (names.some((name) => name !== '' && text.startsWith(name)))
        return text;
    return text.replace(/^[a-z]/, (c) => c.toUpperCase());
}
/**
 * The most common error among attempts that gave no valid output (the first
 * seen of equally common ones), or null when none errored.
 */
function topError(attempts) {
    const counts = new Map();
    for (const a of attempts)
        if (a.outcome === 'error') {
            const e = a.error ?? 'no valid output';
            counts.set(e, (counts.get(e) ?? 0) + 1);
        }
    let best = null;
    let most = 0;
    for (const [e, n] of counts)
        if (n > most) {
            best = e;
            most = n;
        }
    return best;
}
/** The title of a bench report: `AgentVerity bench test: FAILED`. */
function titleWord$1(r) {
    const exit = r.verdict.exitCode;
    if (r.verdict.command === 'test')
        return exit === 0 ? 'PASSED' : exit === 1 ? 'FAILED' : 'ERROR';
    return exit === 0 ? 'COMPLETED' : exit === 1 ? 'GATED' : 'ERROR';
}
/**
 * The tasks pass^k and pass@k leave out, per agent: those whose every attempt
 * errored (no scored run), so a pass^k above the reliability reads right.
 * Null when no agent has one.
 */
function unscoredTasks(r) {
    const out = r.comparison.agents
        .map((a) => ({
        agent: a.agent.name,
        tasks: a.perTask.filter((t) => t.attempts > 0 && t.passes + t.fails === 0).map((t) => t.id),
    }))
        .filter((x) => x.tasks.length > 0);
    return out.length === 0 ? null : out;
}
/** `unscoredTasks` in words, each name and id through `safe`. */
function unscoredText(r, safe) {
    const list = unscoredTasks(r);
    if (list === null)
        return null;
    const shown = (ids) => `${ids.slice(0, 5).map(safe).join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''}`;
    return `pass^k and pass@k are over scored runs (pass or fail), so a task whose every attempt errored is left out of them: ${list
        .map((x) => `${safe(x.agent)}: ${plural(x.tasks.length, 'task')} (${shown(x.tasks)})`)
        .join('; ')}.`;
}

/** SVG numbers with fixed precision, so the file is byte-stable. */
function n(x) {
    return Number.isInteger(x) ? String(x) : x.toFixed(2);
}
/** Agents beyond this many reuse the colours (the shapes repeat less often). */
const AGENT_COLOURS = 8;
const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'down', 'cross'];
/** The mark of agent `i` centred at (cx, cy), radius r. */
function agentMark(i, cx, cy, r = 4.5) {
    const shape = SHAPES[i % SHAPES.length];
    const p = (pts) => `<path class="mark" d="${pts.map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('')}Z"/>`;
    switch (shape) {
        case 'circle':
            return `<circle class="mark" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`;
        case 'square':
            return `<rect class="mark" x="${n(cx - r * 0.85)}" y="${n(cy - r * 0.85)}" width="${n(r * 1.7)}" height="${n(r * 1.7)}"/>`;
        case 'triangle':
            return p([
                [cx, cy - r],
                [cx + r, cy + r * 0.8],
                [cx - r, cy + r * 0.8],
            ]);
        case 'diamond':
            return p([
                [cx, cy - r],
                [cx + r, cy],
                [cx, cy + r],
                [cx - r, cy],
            ]);
        case 'down':
            return p([
                [cx - r, cy - r * 0.8],
                [cx + r, cy - r * 0.8],
                [cx, cy + r],
            ]);
        case 'cross':
            return `<path class="mark cross" d="M${n(cx - r)} ${n(cy - r)}L${n(cx + r)} ${n(cy + r)}M${n(cx + r)} ${n(cy - r)}L${n(cx - r)} ${n(cy + r)}"/>`;
    }
}
function agentClass(i) {
    return `agent-${i % AGENT_COLOURS}`;
}
const TITLE_MAX = 2000;
const LABEL_MAX_PX = 200;
/** The label column's width for these names, in SVG units. */
function labelColumn(names) {
    const widest = Math.max(0, ...names.map((s) => labelWidthPx(plainLine(s, 200))));
    return Math.min(LABEL_MAX_PX, Math.max(80, Math.ceil(widest) + 16));
}
function labelText(name, x, y, width) {
    const shown = fitLabel(plainLine(name, 200), width - 16);
    return `<text class="label" x="${n(x)}" y="${n(y)}" text-anchor="end">${htmlText(shown, TITLE_MAX)}</text>`;
}
function svgOpen(id, width, height, title, desc) {
    return [
        `<svg id="${id}" class="chart" role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${n(width)} ${n(height)}" width="${n(width)}" height="${n(height)}" xmlns="http://www.w3.org/2000/svg">`,
        `<title id="${id}-title">${title}</title>`,
        `<desc id="${id}-desc">${desc}</desc>`,
    ];
}
const PERCENT_TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1];
/**
 * Reliability per agent: the observed share as the agent's mark, the interval
 * over tasks (the verdict's) as a thick line and the Wilson interval over
 * attempts as a thin one, on a 0–100% axis.
 */
function reliabilityChart(r) {
    const agents = r.comparison.agents;
    const names = agents.map((a) => a.agent.name);
    const labelWidth = labelColumn(names);
    const plot = 320;
    const rowH = 30;
    const top = 12;
    const width = labelWidth + plot + 24;
    const height = top + agents.length * rowH + 40;
    const x = (v) => labelWidth + Math.min(1, Math.max(0, v)) * plot;
    const bottom = top + agents.length * rowH;
    const desc = agents
        .map((a) => `${htmlText(a.agent.name, 200)}: ${pct$1(a.reliability.value)}, interval over tasks ${pctBounds$1(a.reliability.cluster)}, Wilson ${pctBounds$1(a.reliability.wilson)}`)
        .join('; ');
    const parts = svgOpen('chart-reliability', width, height, 'Reliability per agent with its intervals', `${desc}.`);
    for (const t of PERCENT_TICKS) {
        parts.push(`<line class="grid" x1="${n(x(t))}" y1="${top}" x2="${n(x(t))}" y2="${bottom}"/>`);
        parts.push(`<text class="tick" x="${n(x(t))}" y="${bottom + 16}" text-anchor="middle">${formatPercent(t)}</text>`);
    }
    agents.forEach((a, i) => {
        const y = top + i * rowH + rowH / 2;
        const rel = a.reliability;
        parts.push(`<g class="row ${agentClass(i)}" data-agent="${i}">`, `<title>${htmlText(a.agent.name, TITLE_MAX)}: reliability ${pct$1(rel.value)} (${a.passed} of ${plural(a.attempts, 'attempt')} passed); interval over tasks ${pctBounds$1(rel.cluster)}; Wilson ${pctBounds$1(rel.wilson)}</title>`, labelText(a.agent.name, labelWidth - 8, y + 4, labelWidth), `<line class="wilson" x1="${n(x(rel.wilson.low))}" y1="${n(y + 7)}" x2="${n(x(rel.wilson.high))}" y2="${n(y + 7)}"/>`, `<line class="ci" x1="${n(x(rel.cluster.low))}" y1="${n(y)}" x2="${n(x(rel.cluster.high))}" y2="${n(y)}"/>`, agentMark(i, x(rel.value), y), `</g>`);
    });
    parts.push(`<text class="tick" x="${labelWidth + plot}" y="${bottom + 33}" text-anchor="end">reliability (passed / attempts)</text>`, '</svg>');
    return parts.join('\n');
}
/**
 * pass^k over k, one line per agent with its interval as a band, and pass@k
 * as a dashed line of the same colour; y from 0 to 100%.
 */
function passKChart(r) {
    const agents = r.comparison.agents;
    const kMax = Math.max(1, ...agents.flatMap((a) => a.passHatK.map((p) => p.k)));
    const left = 44;
    const plotW = 400;
    const plotH = 200;
    const top = 14;
    const width = left + plotW + 20;
    const height = top + plotH + 44;
    const x = (k) => (kMax === 1 ? left + plotW / 2 : left + ((k - 1) / (kMax - 1)) * plotW);
    const y = (v) => top + (1 - Math.min(1, Math.max(0, v))) * plotH;
    const desc = agents
        .map((a) => `${htmlText(a.agent.name, 200)}: pass^k ${a.passHatK.map((p) => `k=${p.k} ${pct$1(p.value)}`).join(', ') || 'none'}; pass@k ${a.passAtK.map((p) => `k=${p.k} ${pct$1(p.value)}`).join(', ') || 'none'}`)
        .join('; ');
    const parts = svgOpen('chart-passk', width, height, 'pass^k (all k runs pass, solid) and pass@k (any of k runs passes, dashed) over k', `${desc}.`);
    for (const t of PERCENT_TICKS) {
        parts.push(`<line class="grid" x1="${left}" y1="${n(y(t))}" x2="${left + plotW}" y2="${n(y(t))}"/>`);
        parts.push(`<text class="tick" x="${left - 6}" y="${n(y(t) + 4)}" text-anchor="end">${formatPercent(t)}</text>`);
    }
    // At most about 12 labelled ks on the axis.
    const step = Math.max(1, Math.ceil(kMax / 12));
    for (let k = 1; k <= kMax; k += step) {
        parts.push(`<text class="tick" x="${n(x(k))}" y="${top + plotH + 16}" text-anchor="middle">${k}</text>`);
    }
    parts.push(`<text class="tick" x="${left + plotW}" y="${top + plotH + 33}" text-anchor="end">k (runs)</text>`);
    // One k is a point, not a curve: say why, and what would draw one.
    if (kMax === 1)
        parts.push(`<text class="tick single-k" x="${left + plotW}" y="${top + plotH - 8}" text-anchor="end">1 run per task: only k = 1; more runs draw a curve over k</text>`);
    // With one k the agents' marks would sit on one another: spread them a little.
    const spread = (i) => (kMax === 1 ? (i - (agents.length - 1) / 2) * 10 : 0);
    agents.forEach((a, i) => {
        const hat = a.passHatK;
        const at = a.passAtK;
        parts.push(`<g class="series ${agentClass(i)}" data-agent="${i}">`);
        parts.push(`<title>${htmlText(a.agent.name, TITLE_MAX)}</title>`);
        if (hat.length > 1) {
            const upper = hat.map((p) => `${n(x(p.k))} ${n(y(p.high))}`);
            const lower = [...hat].reverse().map((p) => `${n(x(p.k))} ${n(y(p.low))}`);
            parts.push(`<path class="band" d="M${[...upper, ...lower].join('L')}Z"/>`);
            parts.push(`<polyline class="line" points="${hat.map((p) => `${n(x(p.k))},${n(y(p.value))}`).join(' ')}"/>`);
        }
        else if (hat.length === 1) {
            const p = hat[0];
            parts.push(`<line class="band-bar" x1="${n(x(p.k) + spread(i))}" y1="${n(y(p.low))}" x2="${n(x(p.k) + spread(i))}" y2="${n(y(p.high))}"/>`);
        }
        if (at.length > 1)
            parts.push(`<polyline class="line at" points="${at.map((p) => `${n(x(p.k))},${n(y(p.value))}`).join(' ')}"/>`);
        for (const p of hat) {
            parts.push(`<g class="point"><title>${htmlText(a.agent.name, TITLE_MAX)}: pass^${p.k} ${pct$1(p.value)} ${pctBounds$1(p)}</title>${agentMark(i, x(p.k) + spread(i), y(p.value), 4)}</g>`);
        }
        parts.push(`</g>`);
    });
    parts.push('</svg>');
    return parts.join('\n');
}
/** Round ticks from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten. */
function niceTicks(max, count = 5) {
    if (!(max > 0) || !Number.isFinite(max))
        return [0, 1];
    const raw = max / count;
    const pow = 10 ** Math.floor(Math.log10(raw));
    const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
    const ticks = [];
    for (let t = 0; t < max + step / 2; t += step)
        ticks.push(Math.round(t * 1e6) / 1e6);
    if ((ticks[ticks.length - 1] ?? 0) < max)
        ticks.push((ticks[ticks.length - 1] ?? 0) + step);
    return ticks;
}
/** Dots drawn per agent at most; a larger set is thinned evenly (the note says so). */
const MAX_DOTS = 600;
function thinned(xs) {
    if (xs.length <= MAX_DOTS)
        return [...xs];
    const out = [];
    for (let i = 0; i < MAX_DOTS; i++)
        out.push(xs[Math.floor((i * xs.length) / MAX_DOTS)]);
    return out;
}
/**
 * Latency per agent: every timed attempt as a dot (an error as a cross), and
 * the summary's p50 and p95 as marks across the row, on one linear axis.
 */
function latencyChart(r) {
    const agents = r.comparison.agents;
    const timed = agents.map((a) => (r.attempts[a.agent.name] ?? []).filter((x) => x.ms !== undefined && Number.isFinite(x.ms) && x.ms >= 0));
    const max = Math.max(0, ...timed.flat().map((x) => x.ms), ...agents.map((a) => a.latency.max ?? 0));
    const ticks = niceTicks(max);
    const top = ticks[ticks.length - 1];
    const names = agents.map((a) => a.agent.name);
    const labelWidth = labelColumn(names);
    const plot = 320;
    const rowH = 40;
    const head = 12;
    const width = labelWidth + plot + 28;
    const height = head + agents.length * rowH + 40;
    const x = (ms) => labelWidth + (top === 0 ? 0 : Math.min(1, ms / top)) * plot;
    const bottom = head + agents.length * rowH;
    const desc = agents
        .map((a) => `${htmlText(a.agent.name, 200)}: ${plural(a.latency.count, 'timed attempt')}, p50 ${duration(a.latency.p50)}, p95 ${duration(a.latency.p95)}, from ${duration(a.latency.min)} to ${duration(a.latency.max)}`)
        .join('; ');
    const parts = svgOpen('chart-latency', width, height, 'Latency of every attempt per agent', `${desc}.`);
    const step = ticks.length > 1 ? ticks[1] - ticks[0] : 1;
    for (const t of ticks) {
        parts.push(`<line class="grid" x1="${n(x(t))}" y1="${head}" x2="${n(x(t))}" y2="${bottom}"/>`);
        parts.push(`<text class="tick" x="${n(x(t))}" y="${bottom + 16}" text-anchor="middle">${durationTick(t, step)}</text>`);
    }
    // Every dot on the zero line reads like a broken chart: say what it means.
    const allZero = max === 0 && timed.some((t) => t.length > 0);
    agents.forEach((a, i) => {
        const y = head + i * rowH + rowH / 2;
        const dots = thinned(timed[i] ?? []);
        parts.push(`<g class="row ${agentClass(i)}" data-agent="${i}">`, `<title>${htmlText(a.agent.name, TITLE_MAX)}: ${plural(a.latency.count, 'timed attempt')}; p50 ${duration(a.latency.p50)}, p95 ${duration(a.latency.p95)}${(timed[i]?.length ?? 0) > MAX_DOTS ? `; ${MAX_DOTS} of ${timed[i]?.length ?? 0} shown` : ''}</title>`, labelText(a.agent.name, labelWidth - 8, y + 4, labelWidth));
        if (dots.length === 0)
            parts.push(`<text class="tick none" x="${n(labelWidth + 6)}" y="${n(y + 4)}">no latency recorded</text>`);
        else if (allZero && i === 0)
            parts.push(`<text class="tick zero" x="${n(labelWidth + plot)}" y="${n(y + 4)}" text-anchor="end">every timed attempt: 0 ms</text>`);
        dots.forEach((d, j) => {
            const cy = y - 9 + ((j * 7) % 19);
            const cx = x(d.ms);
            parts.push(d.outcome === 'error'
                ? `<path class="dot error" d="M${n(cx - 3)} ${n(cy - 3)}L${n(cx + 3)} ${n(cy + 3)}M${n(cx + 3)} ${n(cy - 3)}L${n(cx - 3)} ${n(cy + 3)}"/>`
                : `<circle class="dot ${d.outcome}" cx="${n(cx)}" cy="${n(cy)}" r="2.5"/>`);
        });
        for (const [q, v] of [
            ['p50', a.latency.p50],
            ['p95', a.latency.p95],
        ]) {
            if (v === null)
                continue;
            parts.push(`<line class="quantile ${q}" x1="${n(x(v))}" y1="${n(y - 13)}" x2="${n(x(v))}" y2="${n(y + 13)}"/>`);
        }
        parts.push(`</g>`);
    });
    parts.push(`<text class="tick" x="${labelWidth + plot}" y="${bottom + 33}" text-anchor="end">milliseconds per attempt</text>`, '</svg>');
    return parts.join('\n');
}

/** Code points of one output shown in the per-task table (the JSON report keeps all). */
const OUTPUT_MAX = 2000;
/** Agent colours, light and dark; each agent also has its own mark shape. */
const AGENT_LIGHT = [
    '#0072b2',
    '#c34a00',
    '#007a5a',
    '#b0468f',
    '#8a6200',
    '#2a7ab0',
    '#6f42c1',
    '#57606a',
];
const AGENT_DARK = [
    '#56b4e9',
    '#ff8c42',
    '#3ddc97',
    '#e3a1c8',
    '#f5b942',
    '#9ad1f5',
    '#c297ff',
    '#b1bac4',
];
function tone(r) {
    if (r.verdict.exitCode === 1)
        return 'bad';
    if (r.verdict.exitCode === 2)
        return 'caution';
    return 'good';
}
const tones$1 = cssTones;
const agentVars = (colours) => colours.map((c, i) => `--agent-${i}: ${c};`).join(' ');
const STYLE$1 = `
:root { color-scheme: light dark; ${tones$1(PALETTE.light)} ${agentVars(AGENT_LIGHT)} }
@media (prefers-color-scheme: dark) { :root { ${tones$1(PALETTE.dark)} ${agentVars(AGENT_DARK)} } }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 1040px; padding: 16px; overflow-wrap: anywhere; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.headline { font-size: 1.05rem; }
.meta, .tick, .note { color: var(--muted); font-size: 0.85rem; }
.tone-good { color: var(--good); } .tone-caution { color: var(--caution); } .tone-bad { color: var(--bad); }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 10px 4px 0; text-align: left; vertical-align: top; }
th { white-space: nowrap; }
tbody th { white-space: normal; min-width: 12ch; }
td { overflow-wrap: normal; }
caption { text-align: left; caption-side: top; padding-bottom: 4px; }
.nowrap { white-space: nowrap; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
#agents .num { text-align: left; }
.name { display: inline-block; max-width: 32ch; overflow-wrap: anywhere; }
li .name, p .name { display: inline; }
#agents thead th, #tasks thead th { white-space: normal; min-width: 14ch; }
#pairs tbody th { min-width: 24ch; }
.chart { width: 100%; height: auto; max-width: 640px; display: block; }
svg text { fill: var(--fg); font-size: 12px; }
svg .tick { fill: var(--muted); font-size: 11px; }
svg .grid { stroke: var(--line); stroke-width: 1; }
svg .ci { stroke-width: 4; stroke-linecap: round; }
svg .wilson { stroke-width: 1.5; stroke-dasharray: 3 2; }
svg .line { fill: none; stroke-width: 2; }
svg .line.at { stroke-dasharray: 5 3; stroke-width: 1.5; }
svg .band { stroke: none; fill-opacity: 0.18; }
svg .band-bar { stroke-width: 6; stroke-opacity: 0.3; }
svg .quantile { stroke: var(--fg); stroke-width: 1.5; }
svg .quantile.p95 { stroke-dasharray: 3 2; }
svg .dot { fill-opacity: 0.7; }
svg .dot.fail { fill-opacity: 0.35; }
svg .dot.error { fill: none; stroke-width: 1.5; }
svg .mark.cross { fill: none; stroke-width: 2; }
${Array.from({ length: AGENT_COLOURS }, (_, i) => `.agent-${i} .ci, .agent-${i} .wilson, .agent-${i} .line, .agent-${i} .band-bar, .agent-${i} .dot.error, .agent-${i} .mark.cross { stroke: var(--agent-${i}); } .agent-${i} .mark, .agent-${i} .band, .agent-${i} .dot { fill: var(--agent-${i}); }`).join('\n')}
.legend { list-style: none; padding: 0; margin: 8px 0; font-size: 0.9rem; }
.legend li { margin: 2px 0; }
.legend .key { display: inline-block; vertical-align: middle; width: 30px; height: 14px; }
.o-pass { color: var(--good); } .o-fail { color: var(--bad); font-weight: 600; } .o-error { color: var(--caution); font-weight: 600; }
.marks { font-family: ui-monospace, monospace; letter-spacing: 1px; }
pre.output { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 16em; overflow: auto; margin: 2px 0 6px; padding: 4px 6px; background: color-mix(in srgb, var(--line) 30%, transparent); font-size: 0.85rem; }
details > summary { cursor: pointer; }
ol.attempts { padding-left: 1.2em; margin: 4px 0; }
#tasks td { min-width: 18ch; max-width: 60ch; }
#tasks th .name, #tasks td pre { overflow-wrap: anywhere; }
`;
function table$1(id, caption, header, rows, numeric) {
    return captionedTable(`id="${id}"`, caption, header, rows, numeric);
}
const name$1 = (text, max = 200) => `<span class="name">${htmlText(text, max)}</span>`;
/** The agents' key: each one's colour and mark. */
function agentLegend(agents, id) {
    return [
        `<ul class="legend" id="${id}" aria-label="Agents in the chart">`,
        ...agents.map((a, i) => `<li class="${agentClass(i)}"><svg class="key" viewBox="0 0 30 14" width="30" height="14" aria-hidden="true"><line class="ci" x1="2" y1="7" x2="28" y2="7"/>${agentMark(i, 15, 7, 4)}</svg> ${name$1(a.agent.name)}</li>`),
        `</ul>`,
    ].join('\n');
}
/** One output, each line escaped and the whole cut to OUTPUT_MAX code points. */
function outputBlock(text) {
    const shown = cut(text, OUTPUT_MAX);
    return `<pre class="output">${shown
        .split('\n')
        .map((l) => htmlText(l, OUTPUT_MAX))
        .join('\n')}</pre>`;
}
function attemptItem(x) {
    const word = `<span class="o-${x.outcome}">${OUTCOME_WORD[x.outcome]}</span>`;
    const ms = x.ms === undefined ? '' : ` · ${duration(x.ms)}`;
    const body = x.outcome === 'error'
        ? ` ${htmlText(x.error ?? 'no valid output', 1000)}`
        : x.output === undefined
            ? ' <i>(no output recorded)</i>'
            : outputBlock(x.output);
    return `<li>run ${x.run}: ${word}${ms}${body}</li>`;
}
function taskCell(r, a, id) {
    const t = a.perTask.find((x) => x.id === id);
    if (t === undefined)
        return '<i>not run</i>';
    const attempts = attemptsOf(r, a.agent.name, id);
    const marks = outcomeMarks(attempts);
    return [
        `<span class="marks" aria-label="${t.passes} passed, ${t.fails} failed, ${t.errors} errors">${marks}</span> ${t.passes}/${t.attempts}`,
        t.consistency === null ? '' : ` · consistency ${pct$1(t.consistency)}`,
        attempts.length === 0
            ? ''
            : `<details><summary>outputs</summary><ol class="attempts">${attempts.map(attemptItem).join('')}</ol></details>`,
    ].join('');
}
/**
 * The HTML bench report: one self-contained page (inline style and SVG, no
 * script, a Content-Security-Policy that forbids every request) with the
 * verdict, per-metric agent table, charts (reliability with intervals,
 * pass^k curves with bands, latency of every attempt), the pairs and tie
 * groups, and a per-task side-by-side table with each agent's outputs. Every
 * untrusted string goes through htmlText into a text node or quoted attribute.
 */
function renderBenchHtml(r, meta = {}) {
    const v = r.verdict;
    const agents = r.comparison.agents;
    const conf = confidence(r);
    const k = commonK(agents);
    const body = [];
    body.push('<header>');
    body.push(`<h1 id="headline-category" class="tone-${tone(r)}" data-exit="${v.exitCode}">AgentVerity bench ${v.command}: ${titleWord$1(r)}</h1>`);
    body.push(`<p class="headline" id="headline">${htmlText(v.headline, 4000)}</p>`);
    body.push(`<p class="meta">exit ${v.exitCode} · benchmark ${name$1(r.benchmark.name)} · ${scaleText$1(r)} · ${conf} confidence · digest <code>${htmlText(r.benchmark.digest.slice(0, 16), 16)}</code></p>`);
    body.push('</header>');
    if (v.findings.length > 0) {
        body.push('<section><h2>Findings</h2><ul id="findings">');
        for (const f of v.findings)
            body.push(`<li data-outcome="${f.outcome}" data-gates="${f.gates}"><b class="tone-${f.gates ? (f.exitCode === 1 ? 'bad' : 'caution') : 'good'}">${htmlText(f.outcome)}${f.gates ? ` (gates, exit ${f.exitCode})` : ''}</b> ${subjectPrefix(f) ? `${name$1(f.subject)}: ` : ''}${htmlText(f.text, 2000)}</li>`);
        body.push('</ul></section>');
    }
    const curve = (a, which) => {
        const p = atK(a[which], a.k);
        return p === null ? 'n/a' : `${pct$1(p.value)} ${pctBounds$1(p)}${k === null ? ` (k=${a.k})` : ''}`;
    };
    body.push(`<section><h2>${agents.length === 1 ? 'Agent' : 'Agents'}</h2>`);
    // One row per figure, one column per agent: narrow enough for a phone with a few agents.
    const figures = [
        ['kind', (a) => htmlText(a.agent.kind, 40) + (a.complete ? '' : ' <b>(incomplete)</b>')],
        ['attempts', (a) => `${a.attempts} (${plural(a.tasks, 'task')})`],
        ['pass / fail / error', (a) => `${a.passed} / ${a.failed} / ${a.errored}`],
        ['reliability', (a) => `<b>${pct$1(a.reliability.value)}</b>`],
        [`${conf} CI over tasks`, (a) => pctBounds$1(a.reliability.cluster)],
        [`${conf} Wilson`, (a) => pctBounds$1(a.reliability.wilson)],
        ['error rate', (a) => pct$1(a.errorRate)],
        ['consistency', (a) => pct$1(a.consistency)],
        ['latency p50', (a) => duration(a.latency.p50)],
        ['latency p95', (a) => duration(a.latency.p95)],
        [`pass^${k ?? 'k'}`, (a) => curve(a, 'passHatK')],
        [`pass@${k ?? 'k'}`, (a) => curve(a, 'passAtK')],
    ];
    if (agents.some((a) => a.decisions !== null))
        figures.push([
            'decision flips',
            (a) => a.decisions === null
                ? 'n/a'
                : `${a.decisions.flips}/${a.decisions.pairs} ${pctBounds$1({ low: a.decisions.ciLow, high: a.decisions.ciHigh })} ${a.decisions.call}`,
        ]);
    body.push(table$1('agents', 'One row per figure, one column per agent; there is no combined score.', ['figure', ...agents.map((a) => name$1(a.agent.name))], figures.map(([label, f]) => [label, ...agents.map(f)]), new Set(agents.map((_, i) => i + 1))));
    body.push(`<p class="note">Reliability is passed / attempts (an error, no valid output, is not a pass and never a fail). The interval over tasks treats the task as the unit and is the one the verdict uses; Wilson treats attempts as independent. Consistency: per task, the share of its most common valid output, averaged.</p>`);
    body.push('</section>');
    body.push('<section><h2>Reliability</h2>');
    body.push(reliabilityChart(r));
    body.push(agentLegend(agents, 'legend-reliability'));
    body.push(`<p class="note">The mark is the observed reliability; the thick line the ${conf} interval over tasks, the thin dashed line the Wilson interval over attempts. The agent table above holds the same figures.</p>`);
    body.push('</section>');
    body.push('<section><h2>pass^k and pass@k</h2>');
    body.push(passKChart(r));
    body.push(agentLegend(agents, 'legend-passk'));
    const unscored = unscoredText(r, (s) => htmlText(s, 200));
    if (unscored !== null)
        body.push(`<p class="note" id="unscored">${unscored}</p>`);
    body.push(`<p class="note">Solid: pass^k, the chance that all k runs of a task pass (unbiased estimate, mean over tasks), with its ${conf} band. Dashed: pass@k, the chance that at least one of k runs passes.</p>`);
    body.push('</section>');
    body.push('<section><h2>Latency</h2>');
    body.push(latencyChart(r));
    body.push(agentLegend(agents, 'legend-latency'));
    body.push(`<p class="note">Each dot is one attempt (a cross: an error); the solid line marks p50, the dashed one p95. At most ${MAX_DOTS} dots per agent are drawn.</p>`);
    body.push('</section>');
    const pairs = r.comparison.pairs;
    if (pairs.length > 0) {
        const exact = pairs.some((p) => p.mcnemar !== null || p.newcombe !== null);
        body.push('<section><h2>Pairs</h2>');
        body.push(table$1('pairs', 'Paired on task id; difference of per-task pass rate, first agent minus second.', [
            'pair',
            'tasks',
            'difference',
            `${conf} CI`,
            ...(exact ? ['McNemar mid-p', `Newcombe ${conf}`] : []),
            'p',
            'Holm p',
            'min. detectable',
            'verdict',
        ], pairs.map((p) => [
            `${name$1(p.a)} vs ${name$1(p.b)}`,
            `${p.pairedTasks}${p.droppedTasks > 0 ? ` (${p.droppedTasks} left out)` : ''}`,
            `${points(p.meanDifference)} pts`,
            `<span class="nowrap">${pointsBounds(p.interval)}</span>`,
            ...(exact
                ? [
                    p.mcnemar === null ? 'n/a' : htmlText(pValue(p.mcnemar.midP)),
                    p.newcombe === null
                        ? 'n/a'
                        : `<span class="nowrap">${pointsBounds(p.newcombe)}</span>`,
                ]
                : []),
            htmlText(pValue(p.p)),
            htmlText(pValue(p.pAdjusted)),
            `${points(p.minimumDetectable).replace(/^\+/, '')} pts`,
            `<span class="nowrap">${htmlText(pairVerdictText(p), 500)}</span>`,
        ]), new Set(exact ? [1, 2, 4, 6, 7, 8] : [1, 2, 4, 5, 6])));
        body.push(`<p id="tie-groups"><b>Not separable</b> (best first): ${tieGroupsText(r, (s) => name$1(s))}</p>`);
        body.push('<ul id="advice">');
        for (const p of pairs)
            body.push(`<li>${htmlText(pairAdvice(r, p), 1000)}</li>`);
        const detect = toDetectText(r);
        if (detect !== null)
            body.push(`<li>${htmlText(detect, 1000)}</li>`);
        body.push('</ul></section>');
    }
    body.push(`<section><h2>Per task${agents.length > 1 ? ', side by side' : ''}</h2>`);
    body.push(table$1('tasks', `${plural(r.benchmark.tasks.length, 'task')}; ✓ pass, ✗ fail, ! error, one mark per run. Open “outputs” for each attempt’s output (cut to ${OUTPUT_MAX} characters).`, ['task', ...agents.map((a) => name$1(a.agent.name))], r.benchmark.tasks.map((t) => [
        `${name$1(t.id, 100)}<br><span class="meta">${htmlText(t.name, 300)}${t.category === null ? '' : ` · ${htmlText(t.category, 100)}`}${t.decision === true ? ' · decision' : ''}</span>`,
        ...agents.map((a) => taskCell(r, a, t.id)),
    ]), new Set()));
    body.push('</section>');
    body.push('<footer class="meta"><h2>Run</h2><p>');
    const facts = [
        ...toolFacts(meta.tool),
        `evidence <code>${htmlText(r.evidenceDigest, 64)}</code>`,
        `seed ${r.options.seed}, ${r.options.resamples} resamples`,
        ...commitFacts(meta.run?.commit),
    ];
    body.push(facts.join(' · '));
    body.push('</p></footer>');
    return htmlPage(`AgentVerity bench ${v.command}: ${titleWord$1(r)}`, STYLE$1, body);
}

/** The `schema` of the JSON bench report (schemas/bench-report.schema.json). */
const BENCH_REPORT_SCHEMA = 'agentverity-action/bench-report@1';
const bounds = (b) => ({ low: b.low, high: b.high });
const point = (p) => ({ k: p.k, value: p.value, low: p.low, high: p.high });
function taskJson(t) {
    return {
        id: t.id,
        name: t.name,
        category: t.category,
        prompt: t.prompt,
        evaluation: t.evaluation === null
            ? null
            : {
                type: t.evaluation.type,
                expected: t.evaluation.expected,
                ...(t.evaluation.caseSensitive !== undefined
                    ? { caseSensitive: t.evaluation.caseSensitive }
                    : {}),
                ...(t.evaluation.flags !== undefined ? { flags: t.evaluation.flags } : {}),
            },
        decision: t.decision === true,
        cluster: t.cluster ?? t.id,
    };
}
function agentJson(a) {
    return {
        agent: { name: a.agent.name, kind: a.agent.kind, source: a.agent.source },
        benchmark: { name: a.benchmark.name, digest: a.benchmark.digest },
        tasks: a.tasks,
        attempts: a.attempts,
        passed: a.passed,
        failed: a.failed,
        errored: a.errored,
        reliability: {
            value: a.reliability.value,
            wilson: bounds(a.reliability.wilson),
            cluster: { ...bounds(a.reliability.cluster), se: a.reliability.cluster.se },
        },
        errorRate: a.errorRate,
        consistency: a.consistency,
        latency: {
            count: a.latency.count,
            p50: a.latency.p50,
            p95: a.latency.p95,
            min: a.latency.min,
            max: a.latency.max,
        },
        k: a.k,
        passHatK: a.passHatK.map(point),
        passAtK: a.passAtK.map(point),
        decisions: a.decisions === null ? null : { tasks: a.decisions.tasks, ...flipMeterJson(a.decisions) },
        perTask: a.perTask.map((t) => ({
            id: t.id,
            name: t.name,
            category: t.category,
            attempts: t.attempts,
            passes: t.passes,
            fails: t.fails,
            errors: t.errors,
            passRate: t.passRate,
            consistency: t.consistency,
            topOutput: t.topOutput,
            passHatK: t.passHatK,
            passAtK: t.passAtK,
        })),
        complete: a.complete,
    };
}
function pairJson(p) {
    return {
        a: p.a,
        b: p.b,
        pairedTasks: p.pairedTasks,
        droppedTasks: p.droppedTasks,
        meanDifference: p.meanDifference,
        se: p.se,
        interval: bounds(p.interval),
        mcnemar: p.mcnemar === null
            ? null
            : { b: p.mcnemar.b, c: p.mcnemar.c, exactP: p.mcnemar.exactP, midP: p.mcnemar.midP },
        newcombe: p.newcombe === null ? null : bounds(p.newcombe),
        p: p.p,
        pAdjusted: p.pAdjusted,
        verdict: p.verdict,
        minimumDetectable: p.minimumDetectable,
        reachable: p.reachable,
    };
}
function attemptJson(a) {
    return {
        task: a.task,
        run: a.run,
        outcome: a.outcome,
        ...(a.output !== undefined ? { output: a.output } : {}),
        ...(a.error !== undefined ? { error: a.error } : {}),
        ...(a.ms !== undefined ? { ms: a.ms } : {}),
    };
}
/**
 * The JSON bench report as a plain object: every figure of the BenchReport in a
 * fixed key order, camelCase, with `schema` and the tool; no timestamp unless
 * run facts are passed in, so equal reports give equal bytes.
 */
function buildBenchJson(r, meta = {}) {
    const o = r.options;
    return {
        schema: BENCH_REPORT_SCHEMA,
        tool: toolJson(meta.tool),
        command: r.command,
        exitCode: r.verdict.exitCode,
        headline: r.verdict.headline,
        findings: r.verdict.findings.map(findingJson),
        benchmark: {
            name: r.benchmark.name,
            digest: r.benchmark.digest,
            tasks: r.benchmark.tasks.map(taskJson),
        },
        runs: r.runs,
        options: {
            confidence: o.confidence,
            seed: o.seed,
            resamples: o.resamples,
            ...(o.k !== undefined ? { k: o.k } : {}),
            epsilon: o.epsilon,
            ...(o.difference !== undefined ? { difference: o.difference } : {}),
            ...(o.failIfWorse !== undefined ? { failIfWorse: o.failIfWorse } : {}),
        },
        agents: r.comparison.agents.map(agentJson),
        pairs: r.comparison.pairs.map(pairJson),
        tieGroups: r.comparison.tieGroups.map((g) => [...g]),
        alpha: r.comparison.alpha,
        toDetect: r.comparison.toDetect === null
            ? null
            : {
                difference: r.comparison.toDetect.difference,
                tasksNeeded: r.comparison.toDetect.tasksNeeded,
                runsNeeded: r.comparison.toDetect.runsNeeded,
            },
        evidenceDigest: r.evidenceDigest,
        ...((r.cachedLeftOut ?? 0) > 0 ? { cachedLeftOut: r.cachedLeftOut } : {}),
        attempts: Object.fromEntries(r.comparison.agents.map((a) => [
            a.agent.name,
            (r.attempts[a.agent.name] ?? []).map(attemptJson),
        ])),
        ...runBlock(meta.run),
    };
}
/** The JSON bench report, pretty-printed and safe to print in a CI log. */
function renderBenchJson(r, meta = {}) {
    return logSafeJson(buildBenchJson(r, meta));
}

/** The file the cases stand for when the caller names none. */
const DEFAULT_BENCH_JUNIT_FILE = 'agentverity-benchmark.yaml';
/** Classnames no file of a user's repository can match (see ../junit.ts). */
const TASK_CLASS = 'agentverity: bench';
const PAIR_CLASS = 'agentverity: compare';
const seconds$2 = junitSeconds;
function caseXml$1(c, file) {
    return junitCaseXml(c, file, junitSeconds(c.ms));
}
function taskCase(r, a, t) {
    const attempts = attemptsOf(r, a.agent.name, t.id);
    const counts = `${countsText$1(t.passes, t.fails, t.errors)} of ${t.attempts} attempts`;
    const element = t.fails > 0
        ? { tag: 'failure', type: 'agentverity.bench.fail', message: `${t.id}: ${counts}` }
        : t.errors > 0
            ? { tag: 'error', type: 'agentverity.bench.error', message: `${t.id}: ${counts}` }
            : null;
    return {
        name: `${t.id}: ${t.name}`,
        classname: TASK_CLASS,
        ms: attempts.reduce((s, x) => s + (x.ms !== undefined && Number.isFinite(x.ms) ? x.ms : 0), 0),
        element,
        out: [
            `agent ${a.agent.name}: ${counts}; pass rate ${pct$1(t.passRate)}; consistency ${pct$1(t.consistency)}`,
            ...(t.passHatK !== null
                ? [`pass^${a.k} ${pct$1(t.passHatK)}; pass@${a.k} ${pct$1(t.passAtK)}`]
                : []),
            ...attempts.map((x) => `run ${x.run} ${OUTCOME_WORD[x.outcome]}${x.ms !== undefined ? ` (${x.ms} ms)` : ''}: ${x.outcome === 'error'
                ? (x.error ?? 'no valid output')
                : (x.output ?? '(no output recorded)')}`),
        ],
    };
}
function pairCase(r, p) {
    const gating = gatingFindingOf(r, p);
    const facts = `${points(p.meanDifference)} pts (${pointsBounds(p.interval)}) over ${p.pairedTasks} paired tasks; p ${pValue(p.p)}, Holm ${pValue(p.pAdjusted)}: ${pairVerdictText(p)}`;
    return {
        name: `${p.a} vs ${p.b}`,
        classname: PAIR_CLASS,
        ms: 0,
        element: gating === null
            ? null
            : { tag: 'failure', type: 'agentverity.bench.worse', message: `${gating.text} (${facts})` },
        out: [
            facts,
            ...(p.droppedTasks > 0
                ? [`${p.droppedTasks} tasks scored on one side only were left out`]
                : []),
            ...(p.mcnemar !== null
                ? [
                    `McNemar b=${p.mcnemar.b} c=${p.mcnemar.c}, exact p ${pValue(p.mcnemar.exactP)}, mid-p ${pValue(p.mcnemar.midP)}`,
                ]
                : []),
            ...(p.newcombe !== null ? [`Newcombe interval ${pointsBounds(p.newcombe)}`] : []),
            `minimum detectable difference ${points(p.minimumDetectable).replace(/^\+/, '')} pts`,
        ],
    };
}
function suiteXml(name, cases, file, properties, meta) {
    const failures = cases.filter((c) => c.element?.tag === 'failure').length;
    const errors = cases.filter((c) => c.element?.tag === 'error').length;
    const ms = cases.reduce((s, c) => s + c.ms, 0);
    const attrs = [
        `name="${xmlText(plainLineWithin(name, 240), 240)}"`,
        `file="${xmlText(file, 1000)}"`,
        `tests="${cases.length}"`,
        `failures="${failures}"`,
        `errors="${errors}"`,
        `skipped="0"`,
        `time="${seconds$2(ms)}"`,
        ...(meta.run?.startedAt !== undefined
            ? [`timestamp="${xmlText(meta.run.startedAt, 64)}"`]
            : []),
    ];
    return [
        `  <testsuite ${attrs.join(' ')}>`,
        '    <properties>',
        ...properties.map(([k, v]) => junitProperty(k, v)),
        '    </properties>',
        ...cases.flatMap((c) => caseXml$1(c, file)),
        '  </testsuite>',
    ];
}
/**
 * The JUnit XML bench report: a `<testsuites>` root, one `<testsuite>` per
 * agent with one `<testcase>` per task (`<failure>` when any attempt failed,
 * else `<error>` when any gave no valid output, each with the counts), and for
 * a comparison one more suite with a `<testcase>` per pair, a `<failure>` only
 * where the verdict's fail-if-worse finding gates on that pair. Every output
 * is escaped (xmlText) and kept on one line per attempt.
 */
function renderBenchJunit(r, meta = {}) {
    const file = meta.benchmarkFile ?? DEFAULT_BENCH_JUNIT_FILE;
    const common = [
        ['schema', BENCH_REPORT_SCHEMA],
        ...(meta.tool !== undefined
            ? [['tool', `${meta.tool.name} ${meta.tool.version}`]]
            : []),
        ['command', r.command],
        ['exitCode', String(r.verdict.exitCode)],
        ['headline', r.verdict.headline],
        ['benchmark', r.benchmark.name],
        ['benchmarkDigest', r.benchmark.digest],
        ['runs', String(r.runs)],
        ['evidenceDigest', r.evidenceDigest],
    ];
    const suites = [];
    let tests = 0;
    let failures = 0;
    let errors = 0;
    let totalMs = 0;
    const add = (name, cases, properties) => {
        tests += cases.length;
        failures += cases.filter((c) => c.element?.tag === 'failure').length;
        errors += cases.filter((c) => c.element?.tag === 'error').length;
        totalMs += cases.reduce((s, c) => s + c.ms, 0);
        suites.push(...suiteXml(name, cases, file, properties, meta));
    };
    for (const a of r.comparison.agents) {
        add(`agentverity bench: ${a.agent.name}`, a.perTask.map((t) => taskCase(r, a, t)), [
            ...common,
            ['agent', a.agent.name],
            ['agentKind', a.agent.kind],
            ['reliability', `${a.reliability.value}`],
            ['reliabilityCluster', `${a.reliability.cluster.low} ${a.reliability.cluster.high}`],
            ['reliabilityWilson', `${a.reliability.wilson.low} ${a.reliability.wilson.high}`],
            ['errorRate', String(a.errorRate)],
            ['consistency', a.consistency === null ? 'n/a' : String(a.consistency)],
            ['k', String(a.k)],
            ['complete', String(a.complete)],
        ]);
    }
    if (r.command === 'compare' && r.comparison.pairs.length > 0) {
        add('agentverity bench: pairs', r.comparison.pairs.map((p) => pairCase(r, p)), [
            ...common,
            ['alpha', String(r.comparison.alpha)],
            ['tieGroups', r.comparison.tieGroups.map((g) => g.join(', ')).join(' | ')],
            ...(r.options.failIfWorse !== undefined
                ? [['failIfWorse', r.options.failIfWorse]]
                : []),
        ]);
    }
    const time = seconds$2(meta.run?.durationMs ?? totalMs);
    return `${[
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="agentverity bench" tests="${tests}" failures="${failures}" errors="${errors}" time="${time}">`,
        ...suites,
        '</testsuites>',
    ].join('\n')}\n`;
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
function sentence$1(text) {
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
const FULL$2 = { routes: Infinity, rows: Infinity, details: true };
function cell$2(text, max = 120) {
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
            out.push(`- ${c.exitCode === 1 ? '❌' : '⚠️'} ${cell$2(c.name)} ${gateWord(c)}: ${markdownText(c.message, 600)}`);
        }
        more(out, Math.min(max, gating.length), gating.length, 'gating findings');
    }
    if (cautions.length > 0) {
        const groups = groupChecks(cautions);
        out.push('', `**Needs care, does not fail the run (${cautions.length}):**`, '');
        for (const g of groups.slice(0, max))
            out.push(`- 🟡 ${cell$2(g.name, 400)}: ${markdownText(g.message, 600)}`);
        more(out, Math.min(max, groups.length), groups.length, 'cautions');
    }
    return out;
}
function render$2(a, meta, limits, artifactUrl, shortened, omitApproval) {
    const out = [];
    out.push(`### AgentVerity: ${a.headline.category}`);
    out.push('');
    const notApplied = suiteNotAppliedNote(meta);
    // A contract left out on request is said before the headline.
    if (notApplied !== null)
        out.push(`> **${markdownText(notApplied, 2000)}**`, '');
    out.push(markdownText(sentence$1(a.headline.text), 4000));
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
            cell$2(r.decision),
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
            out.push(`${b.blind ? '**Blind**' : 'Not blind'}: ${plural(b.distinct, 'distinct decision')}; the most common first decision, ${cell$2(keyLabel(b.majority))}, holds ${formatPercent(b.skew, 1)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)}).`);
            out.push('');
        }
        const pairs = a.flipPairs;
        if (pairs.length > 0) {
            out.push('#### Flip pairs');
            out.push('');
            const shown = pairs.slice(0, limits.rows);
            out.push(...tableLines(['decision', 'decision', 'pairs'], ['l', 'l', 'r'], shown.map((p) => [cell$2(p.decisions[0]), cell$2(p.decisions[1]), String(p.count)])));
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
                `${cell$2(r.decision)}${r.critical ? ' (critical)' : ''}`,
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
                    .map((x) => cell$2(x))
                    .join(', ')}${c.unknownObserved.length > limits.rows ? ` and ${c.unknownObserved.length - limits.rows} more` : ''}.`);
            }
            out.push('');
        }
        if (a.relations.length > 0) {
            out.push('#### Relations');
            out.push('');
            const shown = a.relations.slice(0, limits.rows);
            out.push(...tableLines(RELATION_HEADER, ['l', 'l', 'r', 'r', 'r', 'r', 'r'], shown.map((r) => relationCells(r, cell$2))));
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
            out.push(...tableLines([...FAILURE_GROUP_HEADER], ['l', 'l', 'r', 'l', 'l'], a.failureGroups.map((g) => failureGroupCells(g, cell$2))), '');
            const shown = a.errors.slice(0, Math.min(limits.rows, 10));
            for (const e of shown) {
                out.push(`- case ${e.caseIndex} (\`${e.fingerprint.slice(0, 12)}\`) ${e.phase}${e.relation !== undefined ? ` ${cell$2(e.relation, 60)}` : ''}: ${cell$2(e.message, 300)}${(e.count ?? 1) > 1 ? ` (×${e.count ?? 1})` : ''}`);
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
            ...(meta !== null ? [`${cell$2(meta.tool.name, 60)} ${cell$2(meta.tool.version, 40)}`] : []),
            `layer \`${a.layer}\``,
            `${plural(a.calls.total, 'call')} (${a.calls.meter} meter, ${a.calls.sources > 0 ? `${a.calls.sources} first draws, ` : ''}${a.calls.relations} relations${meta?.run?.retries !== undefined ? `, ${meta.run.retries} retried` : ''})`,
        ];
        if (meta?.evidenceDigest)
            run.push(`evidence \`${meta.evidenceDigest.slice(0, 16)}\``);
        out.push(run.join(' · '));
        const settings = meta === null ? [] : readableSettings(meta.settings);
        if (settings.length > 0) {
            out.push('');
            out.push(`Assessed with ${settings.map((s) => cell$2(s, 200)).join(' · ')}.`);
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
    const full = render$2(a, meta, FULL$2, artifactUrl, null, omitApproval);
    if (utf8Bytes(full) <= budget)
        return full;
    const where = fullReportWhere(artifactUrl);
    const routeCount = a.routes?.routes.length ?? 0;
    const steps = [50, 20, 10, 5].flatMap((n) => [{ routes: n, rows: n, details: true }]);
    steps.push({ routes: 20, rows: 0, details: false }, { routes: 5, rows: 0, details: false });
    for (const limits of steps) {
        const shownRoutes = Math.min(limits.routes, routeCount);
        const note = `Shortened to fit ${budget} bytes: ${routeCount > 0 ? `${shownRoutes} of ${plural(routeCount, 'route')} shown` : 'rows left out'}${limits.details ? `, at most ${limits.rows} rows per detail table` : ', details left out'}. See ${where}.`;
        const text = render$2(a, meta, limits, artifactUrl, note, omitApproval);
        if (utf8Bytes(text) <= budget)
            return text;
    }
    // Last resort: the headline alone, cut to fit.
    return headlineOnly(`### AgentVerity: ${a.headline.category}\n\n\`${a.status}\` · exit ${a.exitCode}: ${markdownText(sentence$1(a.headline.text), 4000)}`, budget, where);
}

const NAME$3 = 64;
const FULL$1 = { rows: Infinity, output: 120, details: true };
const STEPS$1 = [
    { rows: Infinity, output: 40, details: true },
    { rows: 200, output: 40, details: true },
    { rows: 100, output: 0, details: true },
    { rows: 50, output: 0, details: true },
    { rows: 20, output: 0, details: true },
    { rows: 0, output: 0, details: false },
];
const cell$1 = (text, max = NAME$3) => markdownText(text, max);
const agentNamesOf = (r) => r.comparison.agents.map((a) => a.agent.name);
function agentTable(r) {
    const agents = r.comparison.agents;
    const conf = confidence(r);
    const k = commonK(agents);
    const kWord = k ?? 'k';
    const curve = (a, which) => {
        const p = atK(a[which], a.k);
        return p === null ? 'n/a' : `${pct$1(p.value)} ${pctBounds$1(p)}${k === null ? ` (k=${a.k})` : ''}`;
    };
    const hasDecisions = agents.some((a) => a.decisions !== null);
    return tableLines([
        'agent',
        'attempts',
        'pass / fail / error',
        'reliability',
        `${conf} CI (tasks)`,
        `${conf} Wilson`,
        'error rate',
        'consistency',
        `pass^${kWord}`,
        `pass@${kWord}`,
        'p50',
        'p95',
        ...(hasDecisions ? ['decision flips'] : []),
    ], [
        'l',
        'r',
        'r',
        'r',
        'l',
        'l',
        'r',
        'r',
        'l',
        'l',
        'r',
        'r',
        ...(hasDecisions ? ['l'] : []),
    ], agents.map((a) => [
        `**${cell$1(a.agent.name)}**${a.complete ? '' : ' (incomplete)'}`,
        String(a.attempts),
        `${a.passed} / ${a.failed} / ${a.errored}`,
        pct$1(a.reliability.value),
        pctBounds$1(a.reliability.cluster),
        pctBounds$1(a.reliability.wilson),
        pct$1(a.errorRate),
        pct$1(a.consistency),
        curve(a, 'passHatK'),
        curve(a, 'passAtK'),
        duration(a.latency.p50),
        duration(a.latency.p95),
        ...(hasDecisions
            ? [
                a.decisions === null
                    ? 'n/a'
                    : `${a.decisions.flips}/${a.decisions.pairs} ${a.decisions.call}`,
            ]
            : []),
    ]));
}
function pairTable(r) {
    const pairs = r.comparison.pairs;
    const conf = confidence(r);
    const exact = pairs.some((p) => p.mcnemar !== null || p.newcombe !== null);
    return tableLines([
        'pair',
        'tasks',
        'difference',
        `${conf} CI`,
        ...(exact ? ['McNemar mid-p', `Newcombe ${conf}`] : []),
        'Holm p',
        'min. detectable',
        'verdict',
    ], ['l', 'r', 'r', 'l', ...(exact ? ['r', 'l'] : []), 'r', 'r', 'l'], pairs.map((p) => [
        `${cell$1(p.a)} vs ${cell$1(p.b)}`,
        `${p.pairedTasks}${p.droppedTasks > 0 ? ` (${p.droppedTasks} left out)` : ''}`,
        `${points(p.meanDifference)} pts`,
        pointsBounds(p.interval),
        ...(exact
            ? [
                p.mcnemar === null ? 'n/a' : markdownText(pValue(p.mcnemar.midP)),
                p.newcombe === null ? 'n/a' : pointsBounds(p.newcombe),
            ]
            : []),
        markdownText(pValue(p.pAdjusted)),
        `${points(p.minimumDetectable).replace(/^\+/, '')} pts`,
        p.verdict === 'no-detectable-difference'
            ? pairVerdictText(p)
            : `**${cell$1(pairVerdictText(p), 2 * NAME$3 + 10)}**`,
    ]));
}
/** The per-task table: one agent's tasks, or the agents side by side. */
function taskTable(r, limits) {
    const agents = r.comparison.agents;
    const tasks = r.benchmark.tasks.slice(0, limits.rows);
    const output = (text) => limits.output === 0 || text === null ? '' : ` · ${cell$1(text, limits.output)}`;
    const agentCell = (a, id) => {
        const t = a.perTask.find((x) => x.id === id);
        if (t === undefined)
            return '—';
        const attempts = attemptsOf(r, a.agent.name, id);
        const error = t.topOutput === null ? topError(attempts) : null;
        return `${outcomeMarks(attempts)} ${t.passes}/${t.attempts}${error === null ? output(t.topOutput) : limits.output === 0 ? '' : ` · error: ${cell$1(error, limits.output)}`}`;
    };
    const header = [
        'task',
        ...(agents.length === 1 ? ['runs (✓ ✗ !)'] : agents.map((a) => cell$1(a.agent.name))),
    ];
    return tableLines(header, header.map(() => 'l'), tasks.map((t) => [
        `**${cell$1(t.id, 40)}** ${cell$1(t.name, 60)}`,
        ...agents.map((a) => agentCell(a, t.id)),
    ]));
}
function render$1(r, meta, limits, note) {
    const v = r.verdict;
    const out = [];
    out.push(`### AgentVerity bench ${v.command}: ${titleWord$1(r)}`);
    out.push('');
    out.push(markdownText(sentence$2(v.headline, agentNamesOf(r)), 4000));
    out.push('');
    out.push(`\`${v.command}\` · exit ${v.exitCode} · benchmark ${cell$1(r.benchmark.name)} · ${scaleText$1(r)} · ${confidence(r)} confidence`);
    if (note !== null)
        out.push('', `> ${note}`);
    if (v.findings.length > 0) {
        out.push('');
        for (const f of v.findings)
            out.push(`- ${findingMark$1(f)} ${subjectPrefix(f) ? `${cell$1(f.subject, 120)}: ` : ''}${markdownText(f.text, 1000)}`);
    }
    out.push('', ...agentTable(r));
    out.push('', `_Each column is its own figure; there is no combined score. Reliability is passed / attempts (an error is not a pass); the interval over tasks is the one the verdict uses. pass^k: all k runs of a task pass; pass@k: at least one does._`);
    const unscored = unscoredText(r, (s) => cell$1(s));
    if (unscored !== null)
        out.push('', `_${unscored}_`);
    if (r.comparison.pairs.length > 0) {
        out.push('', '**Pairs** (paired on task id; difference of per-task pass rate, first − second)');
        out.push('', ...pairTable(r));
        out.push('', `**Not separable** (best first): ${tieGroupsText(r, (s) => cell$1(s))}`, '', '**What it means**', '');
        for (const p of r.comparison.pairs)
            out.push(`- ${markdownText(pairAdvice(r, p), 1000)}`);
        const detect = toDetectText(r);
        if (detect !== null)
            out.push(`- ${markdownText(detect, 1000)}`);
    }
    else {
        const a = r.comparison.agents[0];
        if (a?.decisions != null)
            out.push('', `Decision tasks: ${markdownText(decisionsText(a.decisions, confidence(r)), 1000)}.`);
    }
    if (limits.details) {
        const total = r.benchmark.tasks.length;
        const shown = Math.min(total, limits.rows);
        out.push('');
        out.push('<details>');
        out.push(`<summary>Per task${r.comparison.agents.length > 1 ? ', side by side' : ''} (${shown === total ? plural(total, 'task') : `${shown} of ${plural(total, 'task')}`})</summary>`);
        out.push('');
        out.push(...taskTable(r, limits));
        if (shown < total)
            out.push('', `_… and ${total - shown} more tasks in the full report._`);
        out.push('');
        out.push(`✓ pass · ✗ fail · ! error (no valid output, never counted as a fail), one mark per run${limits.output > 0 ? '; then passes / attempts and the most common output' : '; then passes / attempts'}.`);
        out.push('');
        out.push('</details>');
    }
    const link = safeLink(meta.artifactUrl, 'full report');
    if (link !== null)
        out.push('', `The ${link} (JSON, JUnit, HTML) is kept with the run.`);
    return `${out.join('\n')}\n`;
}
/**
 * The Markdown bench report for a pull-request comment (or a job summary with a
 * larger `budgetBytes`): headline, findings, per-metric agent columns (no
 * combined score), the pairs, tie groups and plain advice, and a collapsible
 * per-task table with outputs escaped and cut. Over the budget (60,000 bytes by
 * default, under GitHub's 65,536) it shortens visibly: shorter outputs, fewer
 * rows, no outputs, no per-task table, and last the headline alone.
 */
function renderBenchMarkdown(r, meta = {}) {
    const budget = meta.budgetBytes ?? COMMENT_BUDGET_BYTES;
    const total = r.benchmark.tasks.length;
    return fitToBudget(budget, render$1(r, meta, FULL$1, null), STEPS$1, (limits, where) => {
        const shown = Math.min(total, limits.rows);
        const what = limits.details
            ? `${shown === total ? 'every task' : `${shown} of ${plural(total, 'task')}`} in the per-task table, ${limits.output === 0 ? 'outputs left out' : `outputs cut to ${limits.output} characters`}`
            : 'the per-task table left out';
        return render$1(r, meta, limits, `Shortened to fit ${budget} bytes: ${what}. See ${where}.`);
    }, () => `### AgentVerity bench ${r.verdict.command}: ${titleWord$1(r)}\n\nexit ${r.verdict.exitCode}: ${markdownText(sentence$2(r.verdict.headline, agentNamesOf(r)), 4000)}`, meta.artifactUrl);
}

const NAME$2 = 40;
/** A name is shown whole up to the engine's limit for agent names. */
const AGENT_NAME = 64;
/** Wider names than this make the tables of a comparison key their columns `#1`, `#2`, …. */
const KEYED_ABOVE = 24;
/**
 * How the tables of this report head an agent's column: its name, or, when
 * two or more agents are compared and a name is long (cut, two long names
 * could read the same), its key `#1`, `#2`, … given once above the tables.
 */
function agentKeys(r) {
    const agents = r.comparison.agents;
    if (agents.length < 2)
        return null;
    if (agents.every((a) => [...terminalSafe(a.agent.name, AGENT_NAME)].length <= KEYED_ABOVE))
        return null;
    return new Map(agents.map((a, i) => [a.agent.name, `#${i + 1}`]));
}
function columnName(keys, name) {
    return keys?.get(name) ?? terminalSafe(name, AGENT_NAME);
}
/** The metric rows of the agent table: one column per agent. */
function agentRows(r, keys) {
    const agents = r.comparison.agents;
    const conf = confidence(r);
    const k = commonK(agents);
    const col = (f) => agents.map(f);
    const curve = (a, which) => {
        const p = atK(a[which], a.k);
        if (p === null)
            return 'n/a';
        return `${pct$1(p.value)} ${pctBounds$1(p)}${k === null ? ` (k=${a.k})` : ''}`;
    };
    const rows = [
        ['', ...col((a) => columnName(keys, a.agent.name))],
        ['kind', ...col((a) => terminalSafe(a.agent.kind, NAME$2))],
        ['attempts', ...col((a) => `${a.attempts} (${a.tasks} tasks)`)],
        ['passed / failed / errors', ...col((a) => `${a.passed} / ${a.failed} / ${a.errored}`)],
        ['reliability', ...col((a) => pct$1(a.reliability.value))],
        [`  ${conf} over tasks`, ...col((a) => pctBounds$1(a.reliability.cluster))],
        [`  ${conf} Wilson`, ...col((a) => pctBounds$1(a.reliability.wilson))],
        ['error rate', ...col((a) => pct$1(a.errorRate))],
        ['consistency', ...col((a) => pct$1(a.consistency))],
        ['latency p50', ...col((a) => duration(a.latency.p50))],
        ['latency p95', ...col((a) => duration(a.latency.p95))],
        [`pass^${k ?? 'k'} (all runs pass)`, ...col((a) => curve(a, 'passHatK'))],
        [`pass@${k ?? 'k'} (any run passes)`, ...col((a) => curve(a, 'passAtK'))],
    ];
    if (agents.some((a) => a.decisions !== null)) {
        rows.push([
            'decision flips',
            ...col((a) => a.decisions === null
                ? 'n/a'
                : `${a.decisions.flips}/${a.decisions.pairs} ${pctBounds$1({ low: a.decisions.ciLow, high: a.decisions.ciHigh })} ${a.decisions.call}`),
        ]);
    }
    if (agents.some((a) => !a.complete))
        rows.push(['complete', ...col((a) => (a.complete ? 'yes' : 'NO'))]);
    return rows;
}
/** What stands for a task's output when none was valid: its most common error, or `(none)`. */
function noOutput(r, agent, task) {
    const error = topError(attemptsOf(r, agent, task));
    return error === null ? '(none)' : `(error: ${terminalSafe(error, 40)})`;
}
/** Per task: its counts for one agent, or the agents side by side. */
function taskRows(r, keys) {
    const agents = r.comparison.agents;
    if (agents.length === 1) {
        const a = agents[0];
        return [
            [
                'task',
                'name',
                'runs',
                'pass',
                'fail',
                'error',
                'pass rate',
                'consistency',
                'most common output',
            ],
            ...a.perTask.map((t) => [
                terminalSafe(t.id, NAME$2),
                terminalSafe(t.name, NAME$2),
                outcomeMarks(attemptsOf(r, a.agent.name, t.id)),
                String(t.passes),
                String(t.fails),
                String(t.errors),
                pct$1(t.passRate),
                pct$1(t.consistency),
                t.topOutput !== null ? terminalSafe(t.topOutput, 40) : noOutput(r, a.agent.name, t.id),
            ]),
        ];
    }
    return [
        ['task', 'name', ...agents.map((a) => columnName(keys, a.agent.name))],
        ...r.benchmark.tasks.map(({ id, name }) => [
            terminalSafe(id, NAME$2),
            terminalSafe(name, NAME$2),
            ...agents.map((a) => {
                const t = a.perTask.find((x) => x.id === id);
                if (t === undefined)
                    return '-';
                return `${outcomeMarks(attemptsOf(r, a.agent.name, id))} ${t.passes}/${t.attempts}`;
            }),
        ]),
    ];
}
/**
 * The bench report for a terminal: the verdict's headline first, the findings,
 * a table of every agent's figures (reliability with both intervals, error rate,
 * consistency, latency, pass^k and pass@k at the headline k), the per-task
 * table, and for a comparison the pairs, tie groups and what more evidence
 * would take. Every name and output is terminal-safe.
 */
function renderBenchText(r, meta = {}) {
    const out = [];
    const conf = confidence(r);
    const v = r.verdict;
    out.push(`AgentVerity bench ${v.command}: ${titleWord$1(r)} (exit ${v.exitCode})`);
    out.push(terminalSafe(v.headline, 2000));
    out.push('');
    out.push(`benchmark ${terminalSafe(r.benchmark.name, 80)} · ${scaleText$1(r)} · ${conf} confidence · digest ${r.benchmark.digest.slice(0, 12)}`);
    const section = (title) => {
        out.push('');
        out.push(title);
    };
    if (v.findings.length > 0) {
        section('Findings');
        for (const f of v.findings)
            out.push(`  - ${findingWord$1(f)} ${subjectPrefix(f) ? `${terminalSafe(f.subject, 80)}: ` : ''}${terminalSafe(f.text, 1000)}`);
    }
    const keys = agentKeys(r);
    section(r.comparison.agents.length === 1 ? 'Agent' : 'Agents');
    if (keys !== null)
        for (const [agent, key] of keys)
            out.push(`  ${key}  ${terminalSafe(agent, AGENT_NAME)}`);
    for (const line of table$3(agentRows(r, keys), new Set()))
        out.push(`  ${line}`);
    out.push(`  Reliability is passed / attempts (an error counts as not passed). The interval over tasks treats the task as the unit and is the one the verdict uses; Wilson treats attempts as independent.`);
    const unscored = unscoredText(r, (s) => terminalSafe(s, AGENT_NAME));
    if (unscored !== null)
        out.push(`  ${unscored}`);
    section('Tasks');
    const rightAligned = r.comparison.agents.length === 1 ? new Set([3, 4, 5, 6, 7]) : new Set();
    for (const line of table$3(taskRows(r, keys), rightAligned))
        out.push(`  ${line}`);
    out.push('  ✓ pass · ✗ fail · ! error (no valid output, never counted as a fail), one mark per run.');
    const pairs = r.comparison.pairs;
    if (pairs.length > 0) {
        section(`Pairs (paired on task id; difference of per-task pass rate, first − second)`);
        const anyExact = pairs.some((p) => p.mcnemar !== null || p.newcombe !== null);
        const header = [
            'pair',
            'tasks',
            'difference',
            `${conf} CI`,
            ...(anyExact ? ['McNemar mid-p', `Newcombe ${conf}`] : []),
            'p',
            'Holm p',
            'min. detectable',
            'verdict',
        ];
        const rows = pairs.map((p) => [
            `${columnName(keys, p.a)} vs ${columnName(keys, p.b)}`,
            `${p.pairedTasks}${p.droppedTasks > 0 ? ` (${p.droppedTasks} left out)` : ''}`,
            `${points(p.meanDifference)} pts`,
            pointsBounds(p.interval),
            ...(anyExact
                ? [
                    p.mcnemar === null
                        ? 'n/a'
                        : `${pValue(p.mcnemar.midP)} (b=${p.mcnemar.b}, c=${p.mcnemar.c})`,
                    p.newcombe === null ? 'n/a' : pointsBounds(p.newcombe),
                ]
                : []),
            pValue(p.p),
            pValue(p.pAdjusted),
            `${points(p.minimumDetectable).replace(/^\+/, '')} pts`,
            keys === null
                ? terminalSafe(pairVerdictText(p), 2 * AGENT_NAME + 10)
                : p.verdict === 'no-detectable-difference'
                    ? pairVerdictText(p)
                    : `${columnName(keys, p.verdict === 'a-better' ? p.a : p.b)} better`,
        ]);
        for (const line of table$3([header, ...rows], new Set([1, 2])))
            out.push(`  ${line}`);
        if (pairs.some((p) => p.droppedTasks > 0))
            out.push('  Tasks scored on one side only are left out of the pair.');
        section('Tie groups (not separable from each other, best first)');
        out.push(`  ${tieGroupsText(r, (s) => terminalSafe(s, AGENT_NAME))}`);
        section('What it means');
        for (const p of pairs)
            out.push(`  - ${terminalSafe(pairAdvice(r, p), 1000)}`);
        const detect = toDetectText(r);
        if (detect !== null)
            out.push(`  - ${detect}`);
    }
    else {
        const a = r.comparison.agents[0];
        if (a !== undefined) {
            const bad = a.perTask.filter((t) => t.fails > 0 || t.errors > 0);
            section('What it means');
            if (bad.length === 0) {
                out.push(`  - Every attempt passed. pass^${a.k} is the share of tasks that pass all of ${a.k} runs.`);
            }
            else {
                out.push(`  - ${plural(bad.length, 'task')} did not pass every attempt: ${bad
                    .slice(0, 10)
                    .map((t) => `${terminalSafe(t.id, NAME$2)} (${countsText$1(t.passes, t.fails, t.errors)})`)
                    .join('; ')}${bad.length > 10 ? `; and ${bad.length - 10} more` : ''}.`);
                if (a.errored > 0)
                    out.push(`  - ${plural(a.errored, 'attempt')} gave no valid output: check the agent runs (timeouts, crashes) before reading the pass rate.`);
            }
            if (a.decisions !== null)
                out.push(`  - Decision tasks: ${decisionsText(a.decisions, conf)}.`);
        }
    }
    out.push('');
    const tool = meta.tool === undefined
        ? ''
        : `${terminalSafe(meta.tool.name, 60)} ${terminalSafe(meta.tool.version, 40)} · `;
    out.push(`${tool}evidence ${r.evidenceDigest.slice(0, 16)} · exit ${v.exitCode}`);
    return `${out.join('\n')}\n`;
}

/** A share as a percentage with one decimal; `n/a` for null. */
function pct(x) {
    return x === null ? 'n/a' : formatPercent(x, 1);
}
/** An interval of shares: `[70.2%, 91.1%]`. */
function pctBounds(b) {
    return `[${pct(b.low)}, ${pct(b.high)}]`;
}
/** A pass rate with its interval and method: `66.7% [35.4%, 87.9%] Wilson`. */
function rateText(r) {
    if (r === null)
        return 'n/a';
    return `${pct(r.value)} ${pctBounds(r)} ${r.method === 'cluster' ? 'cluster-aware' : 'Wilson'}`;
}
const STATUS_WORD = {
    passed: 'PASSED',
    failed: 'FAILED',
    missing: 'MISSING',
    insufficient_evidence: 'INSUFFICIENT',
};
/** Plain words for a status, as a sentence uses it. */
const STATUS_TEXT = {
    passed: 'passed',
    failed: 'failed',
    missing: 'missing evidence',
    insufficient_evidence: 'insufficient evidence',
};
/** A status's mark: ✅ passed, ❌ failed, ⚠️ missing or insufficient. */
function statusMark(s) {
    return s === 'passed' ? '✅' : s === 'failed' ? '❌' : '⚠️';
}
/** The tone of a status (colours in HTML). */
function statusTone(s) {
    return s === 'passed' ? 'good' : s === 'failed' ? 'bad' : 'caution';
}
/** The title of a cases report: `AgentVerity cases: FAILED`. */
function titleWord(r) {
    return r.exitCode === 0 ? 'PASSED' : r.exitCode === 1 ? 'FAILED' : 'UNDECIDED';
}
/** A finding's mark: ❌ gates with exit 1, ⚠️ gates otherwise, ✅ passed, ℹ️ otherwise. */
function findingMark(f) {
    if (f.gates)
        return f.exitCode === 1 ? '❌' : '⚠️';
    return f.outcome === 'passed' ? '✅' : 'ℹ️';
}
/** The plain-text word of a finding: its outcome and whether it gates. */
function findingWord(f) {
    return `${STATUS_WORD[f.outcome]}${f.gates ? ` (gates, exit ${f.exitCode})` : ''}`;
}
/**
 * What a finding says, with its subject: the core's text starts with the
 * criterion's name, so the subject is added only when it does not.
 */
function findingBody(f) {
    return f.subject === '' || f.text.startsWith(f.subject) ? f.text : `${f.subject}: ${f.text}`;
}
/** The bar as a percentage, or `none`. */
function barText(c) {
    return c.bar === null ? 'none' : pct(c.bar);
}
/** pass^k with its interval, or `n/a` (one run). */
function passHatKText(c) {
    const p = c.passHatK;
    return p === null ? 'n/a' : `${pct(p.value)} ${pctBounds(p)} (k=${p.k})`;
}
/** fault_recovery: `recovered 3 of 5 held (error): 60.0% [23.1%, 88.2%] Wilson`; '' otherwise. */
function recoveryText(c) {
    const r = c.recovery;
    if (r === undefined)
        return '';
    return `${r.recovered} of ${plural(r.held, 'held replay')} recovered from ${r.fault}: ${rateText(r.rate)}`;
}
/** The counts of a criterion's case runs: `8 passed · 2 failed · 0 missing · 0 insufficient`. */
function countsText(c) {
    return `${c.passed} passed · ${c.failed} failed · ${c.missing} missing · ${c.insufficient} insufficient`;
}
/** The state meter in words. */
function stateMeterText(m) {
    return `${m.call}: ${m.flips} of ${plural(m.pairs, 'disjoint rerun pair')} ended in different states (${pct(m.flipRate)}) over ${plural(m.cases, 'case')}, 95% CI ${pctBounds({ low: m.ciLow, high: m.ciHigh })}`;
}
/** A slice's dimension in words. */
function sliceDimension(s) {
    return s.dimension === 'tool_calls' ? 'tool calls' : 'trajectory length';
}
const RANK = {
    failed: 0,
    missing: 1,
    insufficient_evidence: 2,
    passed: 3,
};
/** The results that need a reader: every failed case run, then every missing and insufficient one, each in report order. */
function notPassed(r) {
    return r.results
        .map((x, i) => ({ x, i }))
        .filter(({ x }) => x.status !== 'passed')
        .sort((a, b) => RANK[a.x.status] - RANK[b.x.status] || a.i - b.i)
        .map(({ x }) => x);
}
/** The results of one case run, in report order. */
function resultsOf(r, caseId, run) {
    return r.results.filter((x) => x.case === caseId && x.run === run);
}
/**
 * A state value as one line of JSON; the absent marker of a PathComparison is
 * `null` here (the caller shows it distinctly). The contract spells absence as
 * the string 'absent', so a state holding that string reads as absent too.
 */
function valueJson(v) {
    return v === 'absent' ? null : JSON.stringify(v);
}
/** A compared path's outcome in words. */
const OUTCOME_TEXT = {
    match: 'match',
    mismatch: 'MISMATCH',
    ignored: 'ignored',
    within_tolerance: 'within tolerance',
};
/** The compared paths a reader must see first: mismatches, then the rest in order. */
function pathsInOrder(paths) {
    return [
        ...paths.filter((p) => p.outcome === 'mismatch'),
        ...paths.filter((p) => p.outcome !== 'mismatch'),
    ];
}
/** The run-wide findings (no criterion subject). */
function runWideFindings(r) {
    return r.findings.filter((f) => f.subject === '');
}
/** The finding a criterion's summary stands for (the core writes one per criterion). */
function findingOf(r, c) {
    return r.findings.find((f) => f.subject === c.name);
}
/** A headline sentence with a capital first letter. */
function sentence(text) {
    return text.replace(/^[a-z]/, (c) => c.toUpperCase());
}
/** The scale: "31 cases × 3 runs". */
function scaleText(r) {
    return `${plural(r.cases, 'case')} × ${plural(r.runs, 'run')}`;
}
/**
 * Where the replays came from, in words (raw: each format escapes it); null
 * when there were none. A replay served from the replay cache was not made by
 * this run, so every report says how many were and of which versions.
 */
function replaySourcesText(r) {
    const s = r.replaySources;
    if (s.replays === 0)
        return null;
    if (s.cached === 0)
        return `${plural(s.replays, 'replay')}, all made by this run`;
    const versions = s.cachedVersions.join(', ');
    return `${plural(s.replays, 'replay')}: ${s.cached} from the replay cache (version ${versions}), ${s.replays - s.cached} made by this run`;
}

/** Code points of one value (a state value, a tool's arguments or result, an answer) shown; the JSON report keeps all. */
const VALUE_MAX = 2000;
/** Code points of a compared value in a path table cell. */
const CELL_MAX = 400;
const tones = cssTones;
const STYLE = `
:root { color-scheme: light dark; ${tones(PALETTE.light)} }
@media (prefers-color-scheme: dark) { :root { ${tones(PALETTE.dark)} } }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 1040px; padding: 16px; overflow-wrap: anywhere; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 1rem; margin: 0 0 6px; }
.headline { font-size: 1.05rem; }
.meta, .note { color: var(--muted); font-size: 0.85rem; }
.tone-good { color: var(--good); } .tone-caution { color: var(--caution); } .tone-bad { color: var(--bad); }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 10px 4px 0; text-align: left; vertical-align: top; }
th { white-space: nowrap; }
tbody th { white-space: normal; min-width: 12ch; }
caption { text-align: left; caption-side: top; padding-bottom: 4px; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.name { display: inline-block; max-width: 40ch; overflow-wrap: anywhere; }
.status { font-weight: 600; white-space: nowrap; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.85rem; }
pre.value { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 16em; overflow: auto; margin: 2px 0 6px; padding: 4px 6px; background: color-mix(in srgb, var(--line) 30%, transparent); }
code.value { white-space: pre-wrap; overflow-wrap: anywhere; }
.absent { font-style: italic; color: var(--muted); border: 1px dashed var(--muted); border-radius: 3px; padding: 0 4px; font-size: 0.8rem; white-space: nowrap; }
.label { display: inline-block; border-radius: 3px; padding: 0 5px; font-size: 0.8rem; white-space: nowrap; border: 1px solid currentColor; }
table.paths td { min-width: 10ch; max-width: 40ch; }
@media (max-width: 640px) {
  table.paths thead { display: none; }
  table.paths, table.paths tbody, table.paths tr, table.paths th, table.paths td { display: block; max-width: none; min-width: 0; }
  table.paths tr { border-bottom: 1px solid var(--line); padding: 4px 0; }
  table.paths th, table.paths td { border-bottom: none; padding: 1px 0; }
  table.paths td::before { content: attr(data-label) ": "; color: var(--muted); font-size: 0.8rem; }
}
table.paths tr.o-mismatch th, table.paths tr.o-mismatch .label { color: var(--bad); font-weight: 600; }
table.paths tr.o-ignored { color: var(--muted); opacity: 0.75; }
table.paths tr.o-within_tolerance .label { color: var(--caution); }
table.paths tr.o-match .label { color: var(--good); }
.panel { border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; margin: 12px 0; }
.panel.tone-bad { border-left: 4px solid var(--bad); } .panel.tone-caution { border-left: 4px solid var(--caution); } .panel.tone-good { border-left: 4px solid var(--good); }
.panel, .panel .result { color: var(--fg); }
.result { margin: 8px 0 12px; }
ol.calls { padding-left: 1.4em; margin: 4px 0; }
ol.calls li { margin: 4px 0; }
.err { color: var(--bad); }
details > summary { cursor: pointer; }
details.trajectory { margin: 6px 0 10px; }
ul.index { padding-left: 1.2em; }
`;
const table = captionedTable;
const name = (text, max = 200) => `<span class="name">${htmlText(text, max)}</span>`;
/** A multi-line untrusted text: each line escaped, the whole cut to `max` code points. */
function block(text, max = VALUE_MAX, cls = 'value') {
    return `<pre class="${cls}">${cut(text, max)
        .split('\n')
        .map((l) => htmlText(l, max))
        .join('\n')}</pre>`;
}
/** A JSON value as pretty JSON in a block. */
const jsonBlock = (v, max = VALUE_MAX) => block(v === undefined ? 'undefined' : JSON.stringify(v, null, 2), max);
/** A compared value: absent as a labelled mark, distinct from `null`, else one line of JSON. */
function comparedValue(v) {
    const j = valueJson(v);
    return j === null
        ? '<span class="absent" title="the path does not exist">absent</span>'
        : `<code class="value">${htmlText(j, CELL_MAX)}</code>`;
}
const status = (s) => `<span class="status tone-${statusTone(s)}" data-status="${s}">${STATUS_TEXT[s]}</span>`;
/**
 * The compared paths, each row carrying its outcome as a class (mismatches
 * marked, ignored greyed). On a narrow screen each row becomes a block whose
 * cells are labelled (expected, actual, initial), so nothing hides off-screen.
 */
function pathsTable(x) {
    const paths = pathsInOrder(x.paths ?? []);
    const head = ['path', 'outcome', 'expected', 'actual', 'initial'];
    const rows = paths.map((p) => {
        const cells = [
            `<span class="label">${OUTCOME_TEXT[p.outcome]}</span>`,
            comparedValue(p.expected),
            comparedValue(p.actual),
            comparedValue(p.initial),
        ];
        return `<tr class="o-${p.outcome}" data-outcome="${p.outcome}"><th scope="row"><code>${htmlText(p.path, 300)}</code></th>${cells.map((c, i) => `<td data-label="${head[i + 1]}">${c}</td>`).join('')}</tr>`;
    });
    return [
        `<p class="note">${plural(paths.length, 'compared path')}: expected, actual (the end state) and initial side by side. Ignored paths are not judged; “absent” means the path does not exist, which differs from null.</p>`,
        `<div class="scroll"><table class="paths">`,
        `<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>`,
        `<tbody>\n${rows.join('\n')}\n</tbody>`,
        '</table></div>',
    ].join('\n');
}
function resultBlock(x) {
    const parts = [
        `<div class="result" data-criterion-status="${x.status}">`,
        `<p>${status(x.status)} <b>${name(x.criterion)}</b>${x.reasonCode === undefined ? '' : ` <code>${htmlText(x.reasonCode, 80)}</code>`}${x.reason === undefined ? '' : `: ${htmlText(x.reason, 1000)}`}</p>`,
    ];
    if (x.changedPaths !== undefined && x.changedPaths.length > 0)
        parts.push(`<p class="changed">Changed paths: ${x.changedPaths.map((p) => `<code>${htmlText(p, 300)}</code>`).join(', ')}</p>`);
    if (x.paths !== undefined && x.paths.length > 0)
        parts.push(pathsTable(x));
    parts.push('</div>');
    return parts.join('\n');
}
function callItem(c) {
    return [
        `<li><code class="tool">${htmlText(c.tool, 200)}</code>`,
        '<div>arguments</div>',
        jsonBlock(c.args),
        c.error !== undefined
            ? `<div class="err">error</div>${block(c.error)}`
            : c.result !== undefined
                ? `<div>result</div>${jsonBlock(c.result)}`
                : '<div class="note">(no result recorded)</div>',
        '</li>',
    ].join('\n');
}
function trajectoryBlock(t) {
    return [
        t.calls.length === 0
            ? '<p class="note">No tool calls.</p>'
            : `<ol class="calls">\n${t.calls.map(callItem).join('\n')}\n</ol>`,
        t.error !== undefined ? `<div class="err">the agent’s call failed</div>${block(t.error)}` : '',
        '<div>answer</div>',
        t.answer === null ? '<p class="note">(no final answer)</p>' : block(t.answer),
    ].join('\n');
}
/** Every case the panel shows: the report's case panel, then any case only the results name. */
function panelCases(r) {
    const out = [...r.casePanel];
    const seen = new Set(out.map((c) => c.case));
    for (const x of r.results) {
        if (seen.has(x.case))
            continue;
        seen.add(x.case);
        out.push({ case: x.case, runs: [] });
    }
    return out;
}
/** The worst status among a case's results (failed, then missing/insufficient, then passed). */
function worstTone(results) {
    if (results.length === 0)
        return null;
    if (results.some((x) => x.status === 'failed'))
        return 'bad';
    if (results.some((x) => x.status !== 'passed'))
        return 'caution';
    return 'good';
}
function casePanel(r, c, index) {
    const all = r.results.filter((x) => x.case === c.case);
    const runNumbers = [...new Set([...c.runs.map((x) => x.run), ...all.map((x) => x.run)])].sort((a, b) => a - b);
    const tone = worstTone(all);
    const parts = [
        `<section class="panel${tone === null ? '' : ` tone-${tone}`}" id="case-${index}" data-case-index="${index}">`,
        `<h3>Case ${name(c.case, 300)}</h3>`,
    ];
    if (c.input !== undefined)
        parts.push(`<div>input</div>${typeof c.input === 'string' ? block(c.input) : jsonBlock(c.input)}`);
    for (const n of runNumbers) {
        const run = c.runs.find((x) => x.run === n);
        const results = resultsOf(r, c.case, n);
        const open = results.some((x) => x.status !== 'passed') ? ' open' : '';
        parts.push(`<details class="run"${open}><summary>run ${n}${run === undefined ? '' : ` · ${plural(run.calls, 'tool call')}`} · ${results.map((x) => status(x.status)).join(' ')}</summary>`);
        parts.push(...results.map(resultBlock));
        if (run !== undefined) {
            if (run.trajectory !== undefined) {
                parts.push(`<details class="trajectory"><summary>Trajectory: ${plural(run.trajectory.calls.length, 'tool call')} with arguments and results, then the answer</summary>`, trajectoryBlock(run.trajectory), '</details>');
            }
            else {
                parts.push(`<p class="note">Trajectory not in the report (${plural(run.calls, 'tool call')}); it is in the evidence.</p>`, '<div>answer</div>', run.answer === null ? '<p class="note">(no final answer)</p>' : block(run.answer));
            }
        }
        parts.push('</details>');
    }
    parts.push('</section>');
    return parts.join('\n');
}
/**
 * The HTML cases report: one self-contained page (inline style, no script, a
 * Content-Security-Policy that forbids every request) with the headline and
 * findings, the criteria table, the state layer and the slices, and a case
 * panel per case: its input, then per run the trajectory (each tool call
 * with its arguments and result, then the answer) and each criterion's result
 * with every compared path — expected, actual and initial side by side,
 * absent shown apart from null, ignored paths greyed and labelled, tolerance
 * matches labelled. Every untrusted string goes through htmlText into a text
 * node or a quoted attribute.
 */
function renderCasesHtml(r, meta = {}) {
    const tone = r.exitCode === 1 ? 'bad' : r.exitCode === 2 ? 'caution' : 'good';
    const body = [];
    body.push('<header>');
    body.push(`<h1 id="headline-category" class="tone-${tone}" data-exit="${r.exitCode}">AgentVerity cases: ${titleWord(r)}</h1>`);
    body.push(`<p class="headline" id="headline">${htmlText(r.headline, 4000)}</p>`);
    body.push(`<p class="meta">exit ${r.exitCode} · ${scaleText(r)} · evidence <code>${htmlText(r.evidenceDigest.slice(0, 16), 16)}</code></p>`);
    const replays = replaySourcesText(r);
    if (replays !== null) {
        body.push(`<p class="meta" id="replay-sources" data-cached="${r.replaySources.cached}">${htmlText(replays, 1200)}</p>`);
    }
    body.push('</header>');
    if (r.findings.length > 0) {
        body.push('<section><h2>Findings</h2><ul id="findings">');
        for (const f of r.findings)
            body.push(`<li data-outcome="${f.outcome}" data-gates="${f.gates}"><b class="tone-${f.gates ? (f.exitCode === 1 ? 'bad' : 'caution') : 'good'}">${STATUS_TEXT[f.outcome]}${f.gates ? ` (gates, exit ${f.exitCode})` : ''}</b>: ${htmlText(findingBody(f), 2000)}</li>`);
        body.push('</ul></section>');
    }
    body.push('<section><h2>Criteria</h2>');
    body.push(table('id="criteria"', 'One row per criterion. With a bar, a criterion passes when its interval’s lower bound clears the bar, fails when the upper bound is below it, and has insufficient evidence in between.', ['criterion', 'type', 'status', 'pass rate', 'bar', 'pass^k', 'case runs', 'recovery'], r.criteria.map((c) => [
        name(c.name),
        `<code>${c.type}</code>`,
        `${status(c.status)}${c.reasonCode === undefined ? '' : ` <code>${htmlText(c.reasonCode, 80)}</code>`}`,
        rateText(c.passRate),
        barText(c),
        passHatKText(c),
        countsText(c),
        c.recovery === undefined ? '—' : htmlText(recoveryText(c), 400),
    ]), new Set([4])));
    body.push('</section>');
    body.push('<section><h2>State layer and slices</h2>');
    const m = r.stateRepeatability;
    body.push(`<p id="state-meter"><b>State layer</b> (is the end state the same across reruns?): ${m === null ? 'n/a: no case was run twice with its state recorded.' : htmlText(stateMeterText(m), 600)}</p>`);
    if (r.slices.length > 0)
        body.push(table('id="slices"', 'Rate and support per bucket (case runs judged by at least one criterion); no curve fitted.', ['dimension', 'bucket', 'support', 'passed', 'rate'], r.slices.map((s) => [
            sliceDimension(s),
            htmlText(s.bucket, 40),
            String(s.support),
            String(s.passed),
            pct(s.rate),
        ]), new Set([2, 3, 4])));
    body.push('</section>');
    const cases = panelCases(r);
    const needing = cases
        .map((c, i) => ({
        c,
        i,
        results: r.results.filter((x) => x.case === c.case && x.status !== 'passed'),
    }))
        .filter((x) => x.results.length > 0);
    body.push(`<section><h2>Cases (${cases.length})</h2>`);
    if (needing.length > 0) {
        body.push(`<p>${plural(needing.length, 'case')} with a case run that did not pass:</p><ul class="index" id="case-index">`);
        for (const x of needing)
            body.push(`<li><a href="#case-${x.i}">${name(x.c.case, 200)}</a>: ${[...new Set(x.results.map((y) => `${STATUS_TEXT[y.status]} ${y.criterion}`))].map((t) => htmlText(t, 300)).join('; ')}</li>`);
        body.push('</ul>');
    }
    body.push(...cases.map((c, i) => casePanel(r, c, i)));
    body.push('</section>');
    body.push('<footer class="meta"><h2>Run</h2><p>');
    const facts = [
        ...toolFacts(meta.tool),
        `evidence <code>${htmlText(r.evidenceDigest, 80)}</code>`,
        ...commitFacts(meta.run?.commit),
    ];
    body.push(facts.join(' · '));
    body.push('</p></footer>');
    return htmlPage(`AgentVerity cases: ${titleWord(r)}`, STYLE, body);
}

/** The `schema` of the JSON cases report (schemas/cases-report.schema.json). */
const CASES_REPORT_SCHEMA = 'agentverity-action/cases-report@1';
const rate = (r) => r === null ? null : { value: r.value, low: r.low, high: r.high, method: r.method };
function criterionJson(c) {
    return {
        name: c.name,
        type: c.type,
        status: c.status,
        ...(c.reason !== undefined ? { reason: c.reason } : {}),
        ...(c.reasonCode !== undefined ? { reasonCode: c.reasonCode } : {}),
        bar: c.bar,
        passed: c.passed,
        failed: c.failed,
        missing: c.missing,
        insufficient: c.insufficient,
        passRate: rate(c.passRate),
        passHatK: c.passHatK === null
            ? null
            : { k: c.passHatK.k, value: c.passHatK.value, low: c.passHatK.low, high: c.passHatK.high },
        ...(c.recovery !== undefined
            ? {
                recovery: {
                    fault: c.recovery.fault,
                    held: c.recovery.held,
                    recovered: c.recovery.recovered,
                    rate: rate(c.recovery.rate),
                },
            }
            : {}),
    };
}
const pathJson = (p) => ({
    path: p.path,
    expected: p.expected,
    actual: p.actual,
    initial: p.initial,
    outcome: p.outcome,
});
function resultJson(x) {
    return {
        criterion: x.criterion,
        case: x.case,
        run: x.run,
        status: x.status,
        ...(x.reason !== undefined ? { reason: x.reason } : {}),
        ...(x.reasonCode !== undefined ? { reasonCode: x.reasonCode } : {}),
        ...(x.paths !== undefined ? { paths: x.paths.map(pathJson) } : {}),
        ...(x.changedPaths !== undefined ? { changedPaths: [...x.changedPaths] } : {}),
    };
}
const callJson = (c) => ({
    tool: c.tool,
    args: c.args,
    ...(c.result !== undefined ? { result: c.result } : {}),
    ...(c.error !== undefined ? { error: c.error } : {}),
});
const trajectoryJson = (t) => ({
    calls: t.calls.map(callJson),
    answer: t.answer,
    ...(t.error !== undefined ? { error: t.error } : {}),
});
/**
 * The JSON cases report as a plain object: every figure of the CasesReport in
 * a fixed key order, with `schema` and the tool; no timestamp unless run facts
 * are passed in, so equal reports give equal bytes.
 */
function buildCasesJson(r, meta = {}) {
    const m = r.stateRepeatability;
    return {
        schema: CASES_REPORT_SCHEMA,
        tool: toolJson(meta.tool),
        exitCode: r.exitCode,
        headline: r.headline,
        findings: r.findings.map(findingJson),
        cases: r.cases,
        runs: r.runs,
        criteria: r.criteria.map(criterionJson),
        results: r.results.map(resultJson),
        stateRepeatability: m === null ? null : { cases: m.cases, ...flipMeterJson(m) },
        slices: r.slices.map((s) => ({
            dimension: s.dimension,
            bucket: s.bucket,
            support: s.support,
            passed: s.passed,
            rate: s.rate,
        })),
        casePanel: r.casePanel.map((c) => ({
            case: c.case,
            ...(c.input !== undefined ? { input: c.input } : {}),
            runs: c.runs.map((x) => ({
                run: x.run,
                calls: x.calls,
                answer: x.answer,
                ...(x.trajectory !== undefined ? { trajectory: trajectoryJson(x.trajectory) } : {}),
            })),
        })),
        replaySources: {
            replays: r.replaySources.replays,
            cached: r.replaySources.cached,
            cachedVersions: [...r.replaySources.cachedVersions],
        },
        evidenceDigest: r.evidenceDigest,
        ...runBlock(meta.run),
    };
}
/** The JSON cases report, pretty-printed and safe to print in a CI log. */
function renderCasesJson(r, meta = {}) {
    return logSafeJson(buildCasesJson(r, meta));
}

/** The file the cases stand for when the caller names none. */
const DEFAULT_CASES_JUNIT_FILE = 'cases.jsonl';
/** Classnames no file of a user's repository can match (see ../junit.ts). */
const CRITERION_CLASS = 'agentverity: cases';
const GATE_CLASS = 'agentverity: gate';
/** Case runs listed per criterion in its system-out; the rest are counted. */
const JUNIT_RESULTS_MAX = 200;
const PATHS_MAX$1 = 20;
const seconds$1 = junitSeconds;
/**
 * What a criterion's status writes. A failed criterion is a `<failure>`; one
 * with missing or insufficient evidence is `<skipped>` (it was not judged
 * either way, and readers show a skipped case neither green nor red), its
 * message saying which and why. So that a run whose exit code is 2 never reads
 * as green, the suite also holds a gate case (see `gateCase`).
 */
function criterionElement(c, text) {
    switch (c.status) {
        case 'passed':
            return null;
        case 'failed':
            return { tag: 'failure', type: 'agentverity.cases.failed', message: text };
        case 'missing':
            return { tag: 'skipped', type: 'agentverity.cases.missing', message: `MISSING: ${text}` };
        case 'insufficient_evidence':
            return {
                tag: 'skipped',
                type: 'agentverity.cases.insufficient_evidence',
                message: `INSUFFICIENT EVIDENCE: ${text}`,
            };
    }
}
const shown$1 = (v) => valueJson(v) ?? '(absent)';
function resultLines$1(x) {
    const out = [
        `case ${x.case} run ${x.run}: ${STATUS_WORD[x.status]}${x.reasonCode === undefined ? '' : ` [${x.reasonCode}]`}${x.reason === undefined ? '' : `: ${x.reason}`}`,
    ];
    if (x.changedPaths !== undefined && x.changedPaths.length > 0)
        out.push(`  changed: ${x.changedPaths.slice(0, PATHS_MAX$1).join(', ')}`);
    for (const p of pathsInOrder(x.paths ?? [])
        .filter((p) => p.outcome !== 'match')
        .slice(0, PATHS_MAX$1))
        out.push(`  ${p.path}: ${OUTCOME_TEXT[p.outcome]}; expected ${shown$1(p.expected)}; actual ${shown$1(p.actual)}; initial ${shown$1(p.initial)}`);
    return out;
}
function criterionCase(r, c) {
    const text = findingOf(r, c)?.text ?? c.reason ?? STATUS_WORD[c.status];
    const results = r.results.filter((x) => x.criterion === c.name);
    const listed = [
        ...results.filter((x) => x.status !== 'passed'),
        ...results.filter((x) => x.status === 'passed'),
    ];
    return {
        name: c.name,
        classname: CRITERION_CLASS,
        element: criterionElement(c, text),
        out: [
            `${c.type}: ${STATUS_WORD[c.status]}${c.reasonCode === undefined ? '' : ` [${c.reasonCode}]`}`,
            `pass rate ${rateText(c.passRate)}; bar ${barText(c)}; pass^k ${passHatKText(c)}`,
            `case runs: ${countsText(c)}`,
            ...(c.recovery !== undefined ? [recoveryText(c)] : []),
            ...(c.reason !== undefined ? [`reason: ${c.reason}`] : []),
            ...listed.slice(0, JUNIT_RESULTS_MAX).flatMap(resultLines$1),
            ...(listed.length > JUNIT_RESULTS_MAX
                ? [`… and ${listed.length - JUNIT_RESULTS_MAX} more case runs in the JSON report`]
                : []),
        ],
    };
}
/**
 * The gate: one case that carries the report's exit code, so a run that
 * exits 2 (missing or insufficient evidence, nothing failed) shows an
 * `<error>` and never reads as green; exit 1 a `<failure>`; exit 0 passes.
 * Its message is the headline; run-wide findings are listed in it.
 */
function gateCase(r) {
    const wide = runWideFindings(r);
    const message = [r.headline, ...wide.map((f) => f.text)].join(' ');
    const element = r.exitCode === 1
        ? { tag: 'failure', type: 'agentverity.cases.gate', message }
        : r.exitCode === 2
            ? { tag: 'error', type: 'agentverity.cases.undecided', message }
            : null;
    return {
        name: `gate (exit ${r.exitCode})`,
        classname: GATE_CLASS,
        element,
        out: [
            r.headline,
            ...r.criteria.map((c) => `${c.name}: ${STATUS_WORD[c.status]}`),
            ...wide.map((f) => `${STATUS_WORD[f.outcome]} ${f.id}: ${f.text}`),
        ],
    };
}
function caseXml(c, file) {
    return junitCaseXml(c, file, '0.000');
}
/**
 * The JUnit XML cases report: a `<testsuites>` root with one `<testsuite>`
 * holding one `<testcase>` per criterion — `<failure>` when it failed,
 * `<skipped>` (typed `agentverity.cases.missing` or
 * `agentverity.cases.insufficient_evidence`, the message saying why) when its
 * evidence is missing or insufficient, nothing when it passed — and its case
 * runs in `<system-out>`; then the gate case carrying the exit code (an
 * `<error>` for exit 2, so an undecided run is never green). Every value is
 * escaped (xmlText) and kept on one line.
 */
function renderCasesJunit(r, meta = {}) {
    const file = meta.casesFile ?? DEFAULT_CASES_JUNIT_FILE;
    const cases = [...r.criteria.map((c) => criterionCase(r, c)), gateCase(r)];
    const count = (tag) => cases.filter((c) => c.element?.tag === tag).length;
    const time = seconds$1(meta.run?.durationMs);
    const properties = [
        ['schema', CASES_REPORT_SCHEMA],
        ...(meta.tool !== undefined
            ? [['tool', `${meta.tool.name} ${meta.tool.version}`]]
            : []),
        ['exitCode', String(r.exitCode)],
        ['headline', r.headline],
        ['cases', String(r.cases)],
        ['runs', String(r.runs)],
        ['replays', String(r.replaySources.replays)],
        ['replaysFromCache', String(r.replaySources.cached)],
        ['replayCacheVersions', r.replaySources.cachedVersions.join(', ')],
        ['evidenceDigest', r.evidenceDigest],
    ];
    const totals = `tests="${cases.length}" failures="${count('failure')}" errors="${count('error')}"`;
    return `${[
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="agentverity cases" ${totals} time="${time}">`,
        `  <testsuite name="agentverity cases: criteria" file="${xmlText(file, 1000)}" ${totals} skipped="${count('skipped')}" time="${time}"${meta.run?.startedAt !== undefined ? ` timestamp="${xmlText(meta.run.startedAt, 64)}"` : ''}>`,
        '    <properties>',
        ...properties.map(([k, v]) => junitProperty(k, v)),
        '    </properties>',
        ...cases.flatMap((c) => caseXml(c, file)),
        '  </testsuite>',
        '</testsuites>',
    ].join('\n')}\n`;
}

const NAME$1 = 60;
const FULL = { rows: Infinity, paths: 6, value: 80, details: true };
const STEPS = [
    { rows: Infinity, paths: 3, value: 40, details: true },
    { rows: 200, paths: 2, value: 40, details: true },
    { rows: 100, paths: 0, value: 40, details: true },
    { rows: 50, paths: 0, value: 40, details: true },
    { rows: 20, paths: 0, value: 40, details: true },
    { rows: 0, paths: 0, value: 40, details: false },
];
const cell = (text, max = NAME$1) => markdownText(text, max);
/** A code span for a table cell: a `|` inside a span would still end the cell (GFM), so it is escaped. */
const code = (text, max) => markdownCode(text, max).replaceAll('|', '\\|');
function criteriaTable(r) {
    return tableLines([
        'criterion',
        'type',
        'status',
        'pass rate (interval)',
        'bar',
        'pass^k',
        'pass / fail / missing / insufficient',
    ], ['l', 'l', 'l', 'l', 'r', 'l', 'r'], r.criteria.map((c) => [
        `**${cell(c.name)}**`,
        code(c.type, 40),
        `${statusMark(c.status)} ${STATUS_TEXT[c.status]}`,
        rateText(c.passRate),
        barText(c),
        passHatKText(c),
        `${c.passed} / ${c.failed} / ${c.missing} / ${c.insufficient}`,
    ]));
}
const shown = (v, max) => {
    const j = valueJson(v);
    return j === null ? '_absent_' : code(j, max);
};
function pathsCell(x, limits) {
    const parts = [];
    if (x.changedPaths !== undefined && x.changedPaths.length > 0)
        parts.push(`changed: ${x.changedPaths
            .slice(0, Math.max(limits.paths, 3))
            .map((p) => code(p, 60))
            .join(', ')}${x.changedPaths.length > Math.max(limits.paths, 3) ? ` +${x.changedPaths.length - Math.max(limits.paths, 3)}` : ''}`);
    const off = pathsInOrder(x.paths ?? []).filter((p) => p.outcome === 'mismatch');
    for (const p of off.slice(0, limits.paths))
        parts.push(`${code(p.path, 60)} ${OUTCOME_TEXT[p.outcome]}: expected ${shown(p.expected, limits.value)}, actual ${shown(p.actual, limits.value)}, initial ${shown(p.initial, limits.value)}`);
    if (off.length > limits.paths)
        parts.push(`${limits.paths === 0 ? '' : '+'}${plural(off.length - limits.paths, 'mismatching path')}`);
    return parts.length === 0 ? '—' : parts.join('<br>');
}
function failingTable(bad, limits) {
    return tableLines(['criterion', 'case', 'run', 'status', 'why', 'paths'], ['l', 'l', 'r', 'l', 'l', 'l'], bad
        .slice(0, limits.rows)
        .map((x) => [
        cell(x.criterion, 40),
        code(x.case, 40),
        String(x.run),
        `${statusMark(x.status)} ${STATUS_TEXT[x.status]}${x.reasonCode === undefined ? '' : ` ${code(x.reasonCode, 40)}`}`,
        cell(x.reason ?? '', Math.max(limits.value * 3, 120)),
        pathsCell(x, limits),
    ]));
}
function heading(r) {
    return `### AgentVerity cases: ${titleWord(r)}`;
}
function render(r, meta, limits, note) {
    const out = [];
    out.push(heading(r));
    out.push('');
    out.push(markdownText(sentence(r.headline), 4000));
    out.push('');
    out.push(`\`cases\` · exit ${r.exitCode} · ${scaleText(r)}`);
    const replays = replaySourcesText(r);
    if (replays !== null)
        out.push('', markdownText(replays, 1200));
    if (note !== null)
        out.push('', `> ${note}`);
    if (r.findings.length > 0) {
        out.push('');
        for (const f of r.findings)
            out.push(`- ${findingMark(f)} ${markdownText(findingBody(f), 1500)}`);
    }
    if (r.criteria.length > 0) {
        out.push('', ...criteriaTable(r));
        const recovery = r.criteria.filter((c) => c.recovery !== undefined);
        if (recovery.length > 0) {
            out.push('');
            for (const c of recovery)
                out.push(`- Recovery, **${cell(c.name)}**: ${markdownText(recoveryText(c), 400)}`);
        }
        out.push('', '_A criterion with a bar passes when its interval’s lower bound clears the bar, fails when the upper bound is below it, and has insufficient evidence in between; a missing case run is never a pass._');
    }
    const m = r.stateRepeatability;
    out.push('', `**State layer** (same end state across reruns): ${m === null ? 'n/a (no case was run twice with its state recorded)' : markdownText(stateMeterText(m), 400)}`);
    if (r.slices.length > 0)
        out.push('', `**Slices** (rate, support): ${r.slices.map((s) => `${sliceDimension(s)} ${markdownText(s.bucket, 20)}: ${pct(s.rate)} (${s.support})`).join(' · ')}`);
    const bad = notPassed(r);
    if (bad.length > 0 && limits.details) {
        const shownRows = Math.min(bad.length, limits.rows);
        out.push('');
        out.push('<details>');
        out.push(`<summary>Case runs that did not pass (${shownRows === bad.length ? bad.length : `${shownRows} of ${bad.length}`})</summary>`);
        out.push('');
        out.push(...failingTable(bad, limits));
        if (shownRows < bad.length)
            out.push('', `_… and ${plural(bad.length - shownRows, 'more case run')} in the full report._`);
        out.push('');
        out.push('</details>');
    }
    const link = safeLink(meta.artifactUrl, 'full report');
    if (link !== null)
        out.push('', `The ${link} (JSON, JUnit, HTML with a panel per case) is kept with the run.`);
    return `${out.join('\n')}\n`;
}
/**
 * The Markdown cases report: a section of its own for the pull-request comment
 * (placed beside the gate's report, so it has its own heading): the headline,
 * the findings with their next steps, the criteria table, recovery per fault,
 * the state layer and the slices, and the case runs that did not pass in
 * `<details>`, with their reasons and mismatching paths. Over the budget
 * (60,000 bytes by default) it shortens visibly: fewer paths and shorter
 * values, fewer case runs, no case runs, and last the headline alone.
 */
function renderCasesMarkdown(r, meta = {}) {
    const budget = meta.budgetBytes ?? COMMENT_BUDGET_BYTES;
    const total = notPassed(r).length;
    return fitToBudget(budget, render(r, meta, FULL, null), STEPS, (limits, where) => {
        const rows = Math.min(total, limits.rows);
        const what = limits.details
            ? `${rows === total ? 'every case run that did not pass' : `${rows} of ${plural(total, 'case run')} that did not pass`}, ${limits.paths === 0 ? 'compared paths left out' : `at most ${plural(limits.paths, 'path')} each`}`
            : 'the case runs that did not pass left out';
        return render(r, meta, limits, `Shortened to fit ${budget} bytes: ${what}. See ${where}.`);
    }, () => `${heading(r)}\n\nexit ${r.exitCode}: ${markdownText(sentence(r.headline), 4000)}`, meta.artifactUrl);
}

const NAME = 48;
const VALUE = 60;
/** Failing case runs listed in full; the rest are counted. */
const TEXT_RESULTS_MAX = 40;
/** Compared paths shown per case run. */
const PATHS_MAX = 12;
const value = (v) => {
    const j = valueJson(v);
    return j === null ? '(absent)' : terminalSafe(j, VALUE);
};
function resultLines(x) {
    const out = [
        `  - ${STATUS_WORD[x.status]} ${terminalSafe(x.criterion, NAME)} · case ${terminalSafe(x.case, NAME)} run ${x.run}${x.reasonCode === undefined ? '' : ` [${terminalSafe(x.reasonCode, 40)}]`}: ${terminalSafe(x.reason ?? '(no reason given)', 600)}`,
    ];
    if (x.changedPaths !== undefined && x.changedPaths.length > 0)
        out.push(`      changed: ${x.changedPaths
            .slice(0, PATHS_MAX)
            .map((p) => terminalSafe(p, NAME))
            .join(', ')}${x.changedPaths.length > PATHS_MAX ? ` and ${x.changedPaths.length - PATHS_MAX} more` : ''}`);
    const paths = pathsInOrder(x.paths ?? []).filter((p) => p.outcome !== 'match');
    for (const p of paths.slice(0, PATHS_MAX))
        out.push(`      ${terminalSafe(p.path, NAME)}: ${OUTCOME_TEXT[p.outcome]} · expected ${value(p.expected)} · actual ${value(p.actual)} · initial ${value(p.initial)}`);
    if (paths.length > PATHS_MAX)
        out.push(`      … and ${paths.length - PATHS_MAX} more compared paths in the JSON report`);
    return out;
}
/**
 * The cases report for a terminal: the title and the report's headline, its
 * findings (with their next steps), a table of the criteria (status, pass
 * rate with its interval, bar, pass^k, recovery per fault, counts), the
 * slices, the state-layer meter, and every case run that did not pass with
 * its reason and its changed or mismatching paths. Every value is
 * terminal-safe and cut.
 */
function renderCasesText(r, meta = {}) {
    const out = [];
    out.push(`AgentVerity cases: ${titleWord(r)} (exit ${r.exitCode})`);
    out.push(terminalSafe(r.headline, 2000));
    out.push('');
    out.push(`${scaleText(r)} · evidence ${terminalSafe(r.evidenceDigest.slice(0, 16), 16)}`);
    const replays = replaySourcesText(r);
    if (replays !== null)
        out.push(terminalSafe(replays, 1200));
    const section = (title) => out.push('', title);
    if (r.findings.length > 0) {
        section('Findings');
        for (const f of r.findings)
            out.push(`  - ${findingWord(f)}: ${terminalSafe(findingBody(f), 1500)}`);
    }
    if (r.criteria.length > 0) {
        section('Criteria');
        const rows = [
            ['criterion', 'type', 'status', 'pass rate', 'bar', 'pass^k', 'runs'],
            ...r.criteria.map((c) => [
                terminalSafe(c.name, NAME),
                c.type,
                STATUS_WORD[c.status],
                rateText(c.passRate),
                barText(c),
                passHatKText(c),
                countsText(c),
            ]),
        ];
        for (const line of table$3(rows, new Set()))
            out.push(`  ${line}`);
        for (const c of r.criteria.filter((x) => x.recovery !== undefined))
            out.push(`  ${terminalSafe(c.name, NAME)}: ${recoveryText(c)}`);
        out.push('  A criterion with a bar passes when its interval’s lower bound clears the bar, fails when the upper bound is below it, and is insufficient in between. Recovery counts only replays whose control replay held.');
    }
    if (r.slices.length > 0) {
        section('Slices (rate and support per bucket; no curve fitted)');
        const rows = [
            ['dimension', 'bucket', 'support', 'passed', 'rate'],
            ...r.slices.map((s) => [
                sliceDimension(s),
                s.bucket,
                String(s.support),
                String(s.passed),
                pct(s.rate),
            ]),
        ];
        for (const line of table$3(rows, new Set([2, 3, 4])))
            out.push(`  ${line}`);
    }
    section('State layer (is the end state the same across reruns?)');
    out.push(r.stateRepeatability === null
        ? '  n/a: no case was run twice with a state recorded both times.'
        : `  ${stateMeterText(r.stateRepeatability)}`);
    const bad = notPassed(r);
    if (bad.length > 0) {
        section(`Case runs that did not pass (${bad.length})`);
        for (const x of bad.slice(0, TEXT_RESULTS_MAX))
            out.push(...resultLines(x));
        if (bad.length > TEXT_RESULTS_MAX)
            out.push(`  … and ${plural(bad.length - TEXT_RESULTS_MAX, 'more case run')} in the JSON and HTML reports.`);
    }
    out.push('');
    const tool = meta.tool === undefined
        ? ''
        : `${terminalSafe(meta.tool.name, 60)} ${terminalSafe(meta.tool.version, 40)} · `;
    out.push(`${tool}evidence ${terminalSafe(r.evidenceDigest, 80)} · exit ${r.exitCode}`);
    return `${out.join('\n')}\n`;
}

const seconds = junitSeconds;
/**
 * Classnames no file of the user's repository can match: test reporters that
 * point an annotation at a file (mikepenz/action-junit-report) look a classname
 * up as a path, and `meter` found tests/core/meter/meter.test.ts. The space and
 * colon keep ours apart, and every case names its file besides.
 */
const CLASSNAMES = {
    evidence: 'agentverity: evidence',
    meter: 'agentverity: meter',
    routes: 'agentverity: routes',
    blindness: 'agentverity: blindness',
    contract: 'agentverity: contract',
    relations: 'agentverity: relations',
    baseline: 'agentverity: baseline',
};
/** The file a report's cases stand for when the caller names none. */
const DEFAULT_JUNIT_FILE = 'agentverity-evidence.json';
/**
 * The element each outcome writes, if any. A caution needs care but does not
 * fail the run: a skipped case is the one state every reader shows without
 * turning the run red, marked by its type and a `CAUTION:` text.
 */
const OUTCOME_ELEMENT = {
    passed: null,
    failed: { tag: 'failure', prefix: '' },
    error: { tag: 'error', prefix: '' },
    skipped: { tag: 'skipped', type: '', prefix: '' },
    caution: { tag: 'skipped', type: 'agentverity.caution', prefix: 'CAUTION: ' },
};
/**
 * The case's name. A caution's name carries the word and its figure
 * (`CAUTION: route card_security (stochastic, 8 of 13 pairs flipped)`): the
 * consumers that show a skipped case by its name alone (dorny/test-reporter,
 * mikepenz/action-junit-report, EnricoMi/publish-unit-test-result-action)
 * would otherwise show a caution as a plain skip.
 */
function junitCaseName(check) {
    if (check.outcome !== 'caution')
        return check.name;
    // A caution worded without a figure of its own shows its message: it has the numbers.
    return `CAUTION: ${check.name} (${check.figure ?? check.message})`;
}
function testcase(check, file) {
    // The name fits 240 code points as a reporter shows it, visible escapes included.
    const open = `    <testcase name="${xmlText(plainLineWithin(junitCaseName(check), 240), 240)}" classname="${CLASSNAMES[check.group]}" file="${xmlText(file, 1000)}" time="0.000"`;
    // One line per fact: a line break inside a label stays visible (\u000a) and can
    // never start a line of its own.
    const body = [check.message, ...check.figures].map((line) => xmlText(line, 20_000)).join('\n');
    const lines = [`${open}>`];
    const element = OUTCOME_ELEMENT[check.outcome];
    if (element !== null) {
        // The message is the element's text too: some readers (dorny/test-reporter's
        // jest-junit parser) read only the text and fail on an empty element.
        const said = `${element.prefix}${check.message}`;
        const type = element.type ?? `agentverity.${check.group}`;
        lines.push(`      <${element.tag}${type === '' ? '' : ` type="${type}"`} message="${xmlText(said, 1000)}">${xmlText(said, 4000)}</${element.tag}>`);
    }
    lines.push(`      <system-out>${body}</system-out>`);
    lines.push('    </testcase>');
    return lines;
}
/**
 * The JUnit XML report: a `<testsuites>` root holding one `<testsuite>`, one
 * `<testcase>` per finding (evidence completeness, pooled meter, each route,
 * blindness, contract and each of its problems, relation coverage, each
 * relation), never one per trial. `<failure>` for a gating finding where the
 * evidence says no (exit 1), `<error>` for one where it is incomplete or
 * undecided (exit 2), so a failure or error appears exactly when the exit code
 * is not 0. `<skipped>` for what tested nothing or was not measured, and for a
 * caution (a stochastic route, a violation judged against the flip rate), whose
 * text starts `CAUTION:`. Each element carries its message as text as well.
 * Figures are in each case's `system-out` and in the suite's `properties`.
 * Every suite and case has a name, a file and a time.
 */
function renderJunit(a, meta) {
    const notApplied = suiteNotAppliedNote(meta);
    // A contract left out on request is the first case, a caution that names itself.
    const checks = [
        ...(notApplied === null || meta.suiteNotApplied === undefined
            ? []
            : [
                {
                    id: 'contract-not-applied',
                    group: 'contract',
                    name: 'contract not applied',
                    outcome: 'caution',
                    gates: false,
                    exitCode: 0,
                    status: null,
                    message: notApplied,
                    figures: [`suiteDigest=${meta.suiteNotApplied}`],
                    figure: `suite ${meta.suiteNotApplied.slice(0, 12)} given without --suite`,
                },
            ]),
        // The evidence case lists the failures by reason, each with its first.
        ...checksOf(a).map((c) => c.group === 'evidence' && a.failureGroups.length > 0
            ? { ...c, figures: [...c.figures, ...failureGroupLines(a, plainLine)] }
            : c),
    ];
    const count = (o) => checks.filter((c) => c.outcome === o).length;
    const failures = count('failed');
    const errors = count('error');
    const skipped = count('skipped') + count('caution');
    const file = meta.casesFile ?? DEFAULT_JUNIT_FILE;
    const time = seconds(meta.run?.durationMs);
    const properties = [
        ...(notApplied === null ? [] : [['contractNotApplied', notApplied]]),
        ['schema', 'agentverity-action/report@1'],
        ['tool', `${meta.tool.name} ${meta.tool.version}`],
        ['status', a.status],
        ['exitCode', String(a.exitCode)],
        ['headline', `${a.headline.category}: ${a.headline.text}`],
        [
            'gating',
            checks
                .filter((c) => c.gates)
                .map((c) => c.id)
                .join(', ') || 'none',
        ],
        [
            'caution',
            checks
                .filter((c) => c.outcome === 'caution')
                .map((c) => c.id)
                .join(', ') || 'none',
        ],
        ['complete', String(a.complete)],
        ['layer', a.layer],
        ['isolation', a.isolation],
        ['epsilon', String(a.epsilon)],
        ['calls', String(a.calls.total)],
        ...(meta.run?.retries !== undefined
            ? [['retries', String(meta.run.retries)]]
            : []),
    ];
    if (a.meter !== null) {
        properties.push([
            'meter',
            `${a.meter.call}: ${a.meter.flips}/${a.meter.pairs} pairs flipped (${formatPercent(a.meter.flipRate, 1)}), 95% CI ${interval(a.meter.ciLow, a.meter.ciHigh)} against ${tolerance(a.meter.epsilon)}`,
        ]);
        properties.push(['method', a.meter.method]);
        if (a.meter.decidedBy !== undefined)
            properties.push(['decidedBy', decidedByText(a.meter)]);
    }
    if (a.allocation !== null)
        properties.push(['allocation', allocationText(a, (t) => t)]);
    if (a.blindness !== null) {
        properties.push(['blind', String(a.blindness.blind)]);
    }
    if (a.contract !== null)
        properties.push(['contractSatisfied', String(a.contract.satisfied)]);
    if (a.cachedReplays !== undefined)
        properties.push(['cachedReplaysLeftOut', String(a.cachedReplays)]);
    properties.push(['evidenceDigest', meta.evidenceDigest ?? 'none']);
    if (meta.run?.commit !== undefined)
        properties.push(['commit', meta.run.commit]);
    if (meta.run?.url !== undefined)
        properties.push(['runUrl', meta.run.url]);
    if (meta.artifactUrl !== undefined)
        properties.push(['artifactUrl', meta.artifactUrl]);
    for (const line of settingLines(meta.settings)) {
        const eq = line.indexOf('=');
        properties.push([`setting.${line.slice(0, eq)}`, line.slice(eq + 1)]);
    }
    const suiteAttributes = [
        `name="agentverity"`,
        `file="${xmlText(file, 1000)}"`,
        `tests="${checks.length}"`,
        `failures="${failures}"`,
        `errors="${errors}"`,
        `skipped="${skipped}"`,
        `time="${time}"`,
        ...(meta.run?.startedAt !== undefined
            ? [`timestamp="${xmlText(meta.run.startedAt, 64)}"`]
            : []),
    ].join(' ');
    const out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="agentverity" tests="${checks.length}" failures="${failures}" errors="${errors}" time="${time}">`,
        `  <testsuite ${suiteAttributes}>`,
        '    <properties>',
        ...properties.map(([name, value]) => junitProperty(name, value)),
        '    </properties>',
        ...checks.flatMap((c) => testcase(c, file)),
        '  </testsuite>',
        '</testsuites>',
    ];
    return `${out.join('\n')}\n`;
}

/** Every format's renderers, one row per format (a format missing here does not compile). */
const FORMAT_RENDERERS = {
    text: {
        gate: (a, meta, options) => renderText(a, meta, { colour: options.colour === true }),
        bench: renderBenchText,
        cases: renderCasesText,
    },
    json: { gate: renderJson, bench: renderBenchJson, cases: renderCasesJson },
    junit: { gate: renderJunit, bench: renderBenchJunit, cases: renderCasesJunit },
    markdown: {
        gate: (a, meta, options) => renderMarkdown(a, meta, {
            mode: options.markdownMode ?? 'summary',
            ...(options.budgetBytes !== undefined ? { budgetBytes: options.budgetBytes } : {}),
        }),
        bench: renderBenchMarkdown,
        cases: renderCasesMarkdown,
    },
    html: { gate: renderHtml, bench: renderBenchHtml, cases: renderCasesHtml },
};
/** One family's renderers keyed by format, in the format table's order. */
function familyFormats(family) {
    return Object.fromEntries(REPORT_FORMATS.map((format) => [format, FORMAT_RENDERERS[format][family]]));
}

export { REPORT_SCHEMA as R, renderJson as a, buildJsonReport as b, familyFormats as f, renderText as r };
