import type { Evidence } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import { Refusal } from '../../core/errors.js';
import type { Isolation, Layer } from '../../core/observation/types.js';
import {
  casesOf,
  expectedBySuite,
  ObservationInterner,
  readJsonDocument,
  requireRepeats,
  SeriesBuilder,
} from '../common.js';
import { FAILED_TERMINATIONS, tau2RunsOf } from './read.js';

/**
 * τ²-bench results for the meter: each task is an input (its `task_id`), each
 * trial one observation whose decision is the agent's tool path (the names of
 * its tool calls, in order), compared on the tools layer. A run that ended in
 * an error (FAILED_TERMINATIONS) is a failed run: the evidence is incomplete.
 */
export interface Tau2Options {
  readonly isolation?: Isolation;
  /** Only `tools` (the default): a simulation's decisions are its tool calls. */
  readonly layer?: Layer;
  /** Gives each task its `expected` decision by exact task id. */
  readonly suite?: DecisionSuite | null;
}

/** Evidence from a parsed τ²-bench results document; `file` names it in refusals. */
export function evidenceFromTau2(document: unknown, options: Tau2Options, file: string): Evidence {
  const layer = options.layer ?? 'tools';
  if (layer !== 'tools') {
    throw new Refusal(
      'import.tau2',
      `a τ²-bench simulation's decisions are its tool calls, compared on the tools layer; the ${layer} layer is not read from it`,
      undefined,
      { setting: 'layer' },
    );
  }
  const interner = new ObservationInterner({ layer });
  const series = new SeriesBuilder();
  for (const run of tau2RunsOf(document, file)) {
    if (FAILED_TERMINATIONS.has(run.termination)) {
      series.series(run.task, run.where).errors++;
      continue;
    }
    if (run.tools === null) {
      throw new Refusal(
        'import.tau2',
        'expected the messages of the simulation (its tool calls are the decision); this file was saved without them',
        `${run.where}.messages`,
      );
    }
    series.add(run.task, interner.of({ tools: run.tools }), run.where);
  }
  const all = series.all();
  requireRepeats(
    all,
    (s) => s.observations.length,
    2,
    'Each task needs at least two trials that ended normally (one pair): run it with --num-trials 2 or more.',
  );
  const info = (document as Record<string, unknown>)['info'] as Record<string, unknown>;
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
export async function importTau2(file: string, options: Tau2Options = {}): Promise<Evidence> {
  return evidenceFromTau2(await readJsonDocument(file, 'tau2'), options, file);
}
