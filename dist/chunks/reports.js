import path from 'node:path';
import { r as refuseOutputsOverInputs, e as refusingWrites, o as outputPath, a as terminalSafe } from './module-spec.js';
import { f as familyFormats } from './format-renderers.js';
import { b as formatOfPath } from './options.js';
import { P as PAIRING } from './report-options.js';
import { R as Refusal } from './types.js';
import { R as REPORT_FORMATS } from './cases-setting-table.js';

/** The gate's report formats: its column of the renderer table (./format-renderers.ts). */
const GATE_FORMATS = familyFormats('gate');
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
