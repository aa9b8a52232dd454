import { R as Refusal } from './types.js';
import { r as readJsonDocument, O as ObservationInterner, S as SeriesBuilder, a as requireRepeats, c as casesOf, e as expectedBySuite } from './common.js';
import { t as tau2RunsOf, F as FAILED_TERMINATIONS } from './read.js';
import './digest.js';
import 'node:crypto';
import './observation.js';
import './json.js';
import 'node:fs';
import 'node:fs/promises';
import 'node:buffer';
import './registry.js';

/** Evidence from a parsed τ²-bench results document; `file` names it in refusals. */
function evidenceFromTau2(document, options, file) {
    const layer = options.layer ?? 'tools';
    if (layer !== 'tools') {
        throw new Refusal('import.tau2', `a τ²-bench simulation's decisions are its tool calls, compared on the tools layer; the ${layer} layer is not read from it`, undefined, { setting: 'layer' });
    }
    const interner = new ObservationInterner({ layer });
    const series = new SeriesBuilder();
    for (const run of tau2RunsOf(document, file)) {
        if (FAILED_TERMINATIONS.has(run.termination)) {
            series.series(run.task, run.where).errors++;
            continue;
        }
        if (run.tools === null) {
            throw new Refusal('import.tau2', 'expected the messages of the simulation (its tool calls are the decision); this file was saved without them', `${run.where}.messages`);
        }
        series.add(run.task, interner.of({ tools: run.tools }), run.where);
    }
    const all = series.all();
    requireRepeats(all, (s) => s.observations.length, 2, 'Each task needs at least two trials that ended normally (one pair): run it with --num-trials 2 or more.');
    const info = document['info'];
    const commit = info['git_commit'];
    return {
        layer,
        isolation: options.isolation ?? 'unknown',
        provenance: {
            harness: 'tau2-bench',
            ...(typeof commit === 'string' && commit !== '' ? { harness_commit: commit } : {}),
        },
        cases: casesOf(all, expectedBySuite(options.suite)),
        complete: true,
        relations: [],
    };
}
/** Reads a τ²-bench results file into evidence (see evidenceFromTau2). */
async function importTau2(file, options = {}) {
    return evidenceFromTau2(await readJsonDocument(file, 'tau2'), options, file);
}

export { evidenceFromTau2, importTau2 };
