import path from 'node:path';
import { x as xmlText, p as plainLine, e as plainLineWithin, r as refuseOutputsOverInputs, j as refusingWrites, o as outputPath, a as terminalSafe } from './module-spec.js';
import { u as checksOf, v as failureGroupLines, w as settingLines, n as junitProperty, m as junitSeconds, x as renderHtml, y as renderMarkdown, a as renderJson, r as renderText } from './markdown.js';
import { a3 as suiteNotAppliedNote, v as formatPercent, a4 as interval, a2 as tolerance, a5 as decidedByText, a6 as allocationText } from './facts.js';
import { P as PAIRING, d as formatOfPath, R as REPORT_FORMATS } from './report-options.js';
import { R as Refusal } from './types.js';

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

/** The gate's report formats: one renderer per format (see ./formats.ts). */
const GATE_FORMATS = {
    text: (assessment, meta, options) => renderText(assessment, meta, { colour: options.colour === true }),
    json: (assessment, meta) => renderJson(assessment, meta),
    junit: (assessment, meta) => renderJunit(assessment, meta),
    markdown: (assessment, meta, options) => renderMarkdown(assessment, meta, {
        mode: options.markdownMode ?? 'summary',
        ...(options.budgetBytes !== undefined ? { budgetBytes: options.budgetBytes } : {}),
    }),
    html: (assessment, meta) => renderHtml(assessment, meta),
};
/** Render one format; every renderer is a pure function of the assessment and the meta. */
function renderReport(format, assessment, meta, options = {}) {
    return GATE_FORMATS[format](assessment, meta, options);
}

// Report files: every requested format rendered from one assessment, and the
// files written through the files port before anything is printed.
/** Render each target; colour only for a text report going to standard output. */
function renderReports(assessment, meta, targets, options = {}) {
    return targets.map((t) => ({
        ...t,
        text: renderReport(t.format, assessment, meta, {
            colour: t.format === 'text' && t.path === null && options.colour === true,
            ...(options.markdownForm === undefined ? {} : { markdownMode: options.markdownForm }),
        }),
    }));
}

/**
 * No report file may be one of the files the command reads (or the evidence it
 * writes): refused (exit 2, `output.is-input`) before anything is read or called.
 */
function refuseReportsOverInputs(options, cwd, inputs) {
    const outputs = resolveReportTargets(options).flatMap((t) => t.path === null ? [] : [{ flag: '--output', given: t.path }]);
    refuseOutputsOverInputs(cwd, outputs, inputs);
}
/**
 * Where each requested report goes, or a refusal (exit 2) for an ambiguous
 * request. Commands that collect call it before any agent call.
 */
function resolveReportTargets(options) {
    const formats = options.format ?? [];
    const outputs = options.output ?? [];
    if (options.markdownForm !== undefined && !formats.includes('markdown')) {
        throw new Refusal('usage.markdown-form', '--markdown-form applies to the markdown report only: give --format markdown');
    }
    if (formats.length === 0) {
        if (outputs.length > 1) {
            throw new Refusal('usage.format', `${outputs.length} --output values but no --format: give a --format before each --output (${PAIRING})`);
        }
        const only = outputs[0];
        if (only === undefined)
            return [{ format: 'text', path: null }];
        // `--output report.html` alone: the format its extension names, never text in an .html file.
        const inferred = formatOfPath(only, REPORT_FORMATS);
        if (inferred === null) {
            throw new Refusal('usage.format', `cannot tell the report format of --output ${only} from its extension: give --format (${REPORT_FORMATS.join(', ')}) before it`);
        }
        return [{ format: inferred, path: only }];
    }
    const paths = formats.map(() => null);
    outputs.forEach((output, j) => {
        const index = options.outputAfter !== undefined ? (options.outputAfter[j] ?? 0) - 1 : j;
        if (index < 0) {
            throw new Refusal('usage.format', `--output ${output} comes before any --format, so it is not clear which report it is for (${PAIRING})`);
        }
        if (index >= formats.length) {
            throw new Refusal('usage.format', `more --output values (${outputs.length}) than --format values (${formats.length}) (${PAIRING})`);
        }
        const earlier = paths[index];
        if (earlier !== null) {
            throw new Refusal('usage.format', `--format ${formats[index]} has two files, ${earlier} and ${output}: give one --output per --format`);
        }
        paths[index] = output;
    });
    const toStdout = formats.filter((_, i) => paths[i] === null);
    if (toStdout.length > 1) {
        throw new Refusal('usage.format', `${toStdout.join(' and ')} would all go to standard output: give an --output for all but one (${PAIRING})`);
    }
    const seen = new Map();
    formats.forEach((format, i) => {
        const p = paths[i];
        if (p === null || p === undefined)
            return;
        const key = path.resolve(p);
        const other = seen.get(key);
        if (other !== undefined) {
            throw new Refusal('usage.format', `--output ${p} is given for both ${other} and ${format}: give each report its own file`);
        }
        seen.set(key, format);
    });
    return formats.map((format, i) => ({ format, path: paths[i] ?? null }));
}
/**
 * Whether to colour standard output, the usual way (as chalk's supports-color):
 * FORCE_COLOR set to anything but `0` or `false` turns colour on, even when the
 * output is not a terminal (a CI log), and `0` or `false` turns it off; without
 * it, NO_COLOR (https://no-color.org) present and not empty turns colour off;
 * otherwise colour follows whether standard output is a terminal.
 */
function colourWanted(io) {
    const force = io.env['FORCE_COLOR'];
    if (force !== undefined)
        return !/^(0|false)$/i.test(force.trim());
    const noColor = io.env['NO_COLOR'];
    if (noColor !== undefined && noColor !== '')
        return false;
    return io.stdoutIsTTY;
}
/**
 * Render the assessment in every requested format and deliver each one: files
 * first, then standard output. With no report on standard output, the headline
 * is printed there so a person running the command still sees the answer.
 */
function emitReports(io, assessment, meta, options) {
    const targets = resolveReportTargets(options);
    const rendered = renderReports(assessment, meta, targets, {
        colour: colourWanted(io),
        ...(options.markdownForm === undefined ? {} : { markdownForm: options.markdownForm }),
    });
    for (const r of rendered) {
        if (r.path === null)
            continue;
        refusingWrites(io.writeFile)(outputPath(io.cwd, r.path), r.text);
        io.stderr(`agentverity: wrote the ${r.format} report to ${terminalSafe(r.path, 500)}\n`);
    }
    const out = rendered.find((r) => r.path === null);
    if (out !== undefined)
        io.stdout(out.text);
    else
        io.stdout(`${assessment.headline.category}: ${terminalSafe(assessment.headline.text, 2000)}\n`);
}

export { resolveReportTargets as a, emitReports as e, refuseReportsOverInputs as r };
