/**
 * The conformance harness: runs one vector through our code and compares
 * numbers, enumerations and structures with the reference's outputs. Driven only
 * by `kind`. The command line is scripts/conformance.ts.
 */
import * as core from '../../src/core/index.js';
import { isRefusal } from '../../src/core/errors.js';
import type { Layer } from '../../src/core/observation/types.js';
import {
  parseReferenceEvidence,
  totalPairs,
  writeReferenceEvidence,
} from '../../src/evidence/index.js';
import {
  NAME_MAP,
  coverageOut,
  keyOfValue,
  meterOut,
  observationOf,
  planOf,
  routesOut,
  targetsOf,
  toObject,
  type Handler,
  type Json,
} from './convert.js';
import * as baselines from './handlers/baselines.js';
import * as importers from './handlers/importers.js';
import * as run from './handlers/run.js';
export interface Vector {
  id: string;
  kind: string;
  input: Record<string, Json>;
  expected: Record<string, Json>;
}

/** Kinds that later issues build, by handler file. Reported as skipped, never as passed. */
export const NOT_YET: Record<string, string> = {
  ...importers.notYet,
  ...run.notYet,
  ...baselines.notYet,
};

const FOUNDATION: Record<string, Handler> = {
  wilson: (i) => core.wilson(i.successes as number, i.trials as number, i.z as number),
  classify_call: (i) => ({
    call: core.classify(i.ci_low as number, i.ci_high as number, i.epsilon as number),
  }),
  resolve_epsilon: (i) => ({
    epsilon: core.resolveEpsilon(
      (i.precision as string | null) ?? undefined,
      (i.epsilon as number | null) ?? undefined,
    ),
  }),
  pairs_for_deterministic_call: (i) => ({
    pairs: core.pairsForDeterministicCall(i.epsilon as number, {
      z: i.z as number,
      flipRate: i.flip_rate as number,
    }),
  }),
  plan_repeats: (i) => ({
    k: core.planRepeats(
      i.inputs as number,
      i.epsilon as number,
      (i.budget as number | null) ?? null,
    ),
  }),
  snapshot_infeasible: (i) => ({
    refused: core.snapshotPrecheck(i.inputs as number, i.k as number, i.epsilon as number).refused,
  }),
  derived_best_case_admission_pairs: (i) =>
    core.bestCaseAdmission({
      flips: i.observed_flips as number,
      pairs: i.observed_pairs as number,
      epsilon: i.epsilon as number,
      maxPairs: i.max_pairs as number,
      z: i.z as number,
    }),
  meter_score: (i) =>
    meterOut(
      core.scoreSeries(
        (i.series as Json[][]).map((s) => s.map(observationOf)),
        {
          layer: i.layer as Layer,
          epsilon: i.epsilon as number,
        },
      ),
    ),
  blindness: (i) => {
    const b = core.scoreBlindness(
      (i.observations as Json[]).map(observationOf),
      i.layer as Layer,
      i.threshold as number,
    );
    return { ...b, majority: core.keyValue(b.majority) };
  },
  transform: (i) => {
    const relation = core.BUILTIN_RELATIONS.find((r) => r.name === i.relation);
    if (!relation) throw new Error(`unknown relation ${String(i.relation)}`);
    const text = i.text as string;
    const output = relation.transform(text);
    return {
      output,
      changed: output !== text,
      outputCodePoints: [...output].map(
        (c) => `U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`,
      ),
    };
  },
  relation_check: (i) => {
    const source = observationOf(i.source as Json);
    const followup = observationOf(i.followup as Json);
    return Object.fromEntries(
      core.BUILTIN_RELATIONS.map((r) => [r.name, r.check(source, followup)]),
    );
  },
  fingerprint: (i) => ({ sha256: core.inputFingerprint(i.text as string) }),
  relation_catalogue: () => {
    const relations = core.BUILTIN_RELATIONS.map((r) => ({
      name: r.name,
      type: r.type,
      rtype: r.type,
    }));
    return { relations, catalogue: relations, names: relations.map((r) => r.name) };
  },
  stratified: (i) => {
    const layer = i.layer as Layer;
    return routesOut(
      core.stratify(
        (i.series as Json[]).map((s) => {
          const entry = s as Record<string, Json>;
          const obs = entry.observations as Json[] | null;
          return {
            intended: entry.intended as string,
            keys: obs === null ? null : obs.map((o) => core.comparisonKey(observationOf(o), layer)),
          };
        }),
        { layer, epsilon: i.epsilon as number, targets: targetsOf(i.targets) },
      ),
    );
  },
  route_plan: (i) => ({
    plans: core.planRouteRepeats({
      intended: i.intended as string[],
      epsilon: i.epsilon as number,
      targets: targetsOf(i.targets),
      minimumRepeats: i.minimum_repeats as number,
    }),
  }),
  sequential_plan: (i) => {
    const p = planOf(i);
    return { ...p, stochasticAtLeast: toObject(p.stochasticAtLeast) };
  },
  sequential_decide: (i) =>
    core.decideSequentially(planOf(i.plan as Record<string, Json>), i.outcomes as boolean[]),
  sequential_call_at: (i) => ({
    call: core.sequentialCallAt(
      planOf(i.plan as Record<string, Json>),
      i.checkpoint as number,
      i.flips as number,
    ),
  }),
  decision_coverage: (i) => {
    const suite = core.parseSuite(i.suite);
    const perCase = i.per_case as Json[][] | null;
    const all = i.all_observed as Json[] | null;
    const keys = (xs: Json[]) => xs.map(keyOfValue).filter((k): k is string => k !== null);
    return coverageOut(
      core.assessDecisionCoverage(
        suite,
        (i.observed as Json[]).map(keyOfValue),
        perCase === null ? null : perCase.map(keys),
        all === null ? null : keys(all),
      ),
    );
  },
  decision_contract: (i) => ({ contract: core.serialiseContract(core.parseContract(i.contract)) }),
  evidence_parse: (i) => {
    const evidence = parseReferenceEvidence(i.evidence);
    return { evidence: writeReferenceEvidence(evidence), totalPairs: totalPairs(evidence) };
  },
  evidence_assess: (i) => {
    const evidence = parseReferenceEvidence(i.evidence);
    const suite = i.suite === null || i.suite === undefined ? null : core.parseSuite(i.suite);
    const a = core.assess(evidence, suite, { epsilon: i.epsilon as number });
    const facts: Record<string, unknown> = {
      status: a.status,
      complete: a.complete,
      meter: a.meter && meterOut(a.meter),
      blindness: a.blindness && { ...a.blindness, majority: core.keyValue(a.blindness.majority) },
    };
    if (a.routes) {
      const r = routesOut(a.routes);
      facts.routes = r.routes;
      facts.flipPairs = r.flipPairs;
    }
    if (a.contract) facts.contract = coverageOut(a.contract);
    facts.relations = a.relations.map((r) => ({ ...r }));
    return { status: a.status, exitCode: a.exitCode, facts };
  },
  exit_code: (i) => ({ exitCode: core.exitCodeFor(i.status as core.Status) }),
};

/** Every handled kind: the foundation's and each later issue's own file. */
export const HANDLERS: Record<string, Handler> = {
  ...FOUNDATION,
  ...importers.handlers,
  ...run.handlers,
  ...baselines.handlers,
};

// --- comparison ---------------------------------------------------------------

const TOLERANCE = 1e-12;

function compare(expected: Json, actual: unknown, at: string, problems: string[]): void {
  if (expected === null) {
    if (actual !== null && actual !== undefined)
      problems.push(`${at}: expected null, got ${show(actual)}`);
    return;
  }
  if (typeof expected === 'number') {
    if (typeof actual !== 'number' || !(Math.abs(actual - expected) <= TOLERANCE)) {
      problems.push(`${at}: expected ${expected}, got ${show(actual)}`);
    }
    return;
  }
  if (typeof expected === 'string' || typeof expected === 'boolean') {
    if (actual !== expected)
      problems.push(`${at}: expected ${JSON.stringify(expected)}, got ${show(actual)}`);
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      problems.push(`${at}: expected a list of ${expected.length}, got ${show(actual)}`);
      return;
    }
    expected.forEach((e, i) => compare(e, actual[i], `${at}[${i}]`, problems));
    return;
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
    problems.push(`${at}: expected an object, got ${show(actual)}`);
    return;
  }
  const obj = actual as Record<string, unknown>;
  for (const [key, value] of Object.entries(expected)) {
    const ours = NAME_MAP[key] ?? key;
    const has = Object.hasOwn(obj, ours) || Object.hasOwn(obj, key);
    if (!has) {
      problems.push(`${at}.${key}: missing`);
      continue;
    }
    compare(value, Object.hasOwn(obj, ours) ? obj[ours] : obj[key], `${at}.${key}`, problems);
  }
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

export async function runVector(
  v: Vector,
): Promise<{ outcome: 'pass' | 'fail' | 'skip'; problems: string[] }> {
  if (Object.hasOwn(NOT_YET, v.kind)) return { outcome: 'skip', problems: [] };
  const handler = HANDLERS[v.kind];
  if (!handler)
    return {
      outcome: 'fail',
      problems: [`kind '${v.kind}' is neither handled nor listed as skipped`],
    };
  const wantsError = v.expected.error === true;
  let actual: unknown;
  try {
    actual = await handler(v.input);
  } catch (error) {
    if (wantsError && isRefusal(error)) return { outcome: 'pass', problems: [] };
    return {
      outcome: 'fail',
      problems: [wantsError ? `threw a non-refusal: ${String(error)}` : `threw: ${String(error)}`],
    };
  }
  if (wantsError) return { outcome: 'fail', problems: [`expected a refusal, got ${show(actual)}`] };
  const problems: string[] = [];
  compare(v.expected as Json, actual, 'expected', problems);
  return { outcome: problems.length === 0 ? 'pass' : 'fail', problems };
}
