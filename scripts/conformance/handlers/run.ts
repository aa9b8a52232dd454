/** Conformance handlers for the run issue (scripted runs, callable adapters, sequential replay). */
import { functionAgent, observationFromResult } from '../../../src/agents/index.js';
import { collectEvidence, type CollectSettings } from '../../../src/collect/index.js';
import * as core from '../../../src/core/index.js';
import type { Layer, Observation } from '../../../src/core/observation/types.js';
import {
  coverageOut,
  meterOut,
  routesOut,
  verdictOf,
  type Handler,
  type Json,
} from '../convert.js';

type Obj = Record<string, Json>;

/**
 * The scripted agent of the vectors: keyed by the exact input string, each input
 * keeps its own call counter c and answers responses[s][c % len] (default[c % len]
 * when the input has no script; the default default is one observation with
 * verdict `default`); with `exhaust`, a call past the list fails.
 */
function scriptedAgent(spec: Obj) {
  const responses = (spec.responses ?? {}) as Record<string, Json[]>;
  const fallback = (spec.default as Json[] | undefined) ?? [{ verdict: 'default' }];
  const exhaust = spec.exhaust === true;
  const counts = new Map<string, number>();
  let total = 0;
  const call = (input: string) => {
    const c = counts.get(input) ?? 0;
    counts.set(input, c + 1);
    total += 1;
    const list = Object.hasOwn(responses, input) ? (responses[input] as Json[]) : fallback;
    if (exhaust && c >= list.length)
      throw new Error(`script exhausted for ${JSON.stringify(input)}`);
    const o = list[c % list.length] as Obj;
    return {
      decision: verdictOf(o.verdict) ?? undefined,
      text: typeof o.text === 'string' ? o.text : '',
      tools: Array.isArray(o.tools) ? o.tools : [],
    };
  };
  return { call, counts, calls: () => total };
}

const TRANSFORMS: Record<string, (arg: string) => (x: string) => string> = {
  identity: () => (x) => x,
  upper_ascii: () => (x) => x.replace(/[a-z]/g, (ch) => ch.toUpperCase()),
  raise: () => () => {
    throw new Error('transform failed on purpose');
  },
  append: (arg) => (x) => x + arg,
  replace: (arg) => {
    const i = arg.indexOf(':');
    const from = arg.slice(0, i);
    const to = arg.slice(i + 1);
    return (x) => x.split(from).join(to);
  },
};

const CHECKS: Record<string, (s: Observation, f: Observation) => boolean> = {
  verdict_equal: core.verdictEqual,
  tools_equal: core.toolsEqual,
  always_true: () => true,
  always_false: () => false,
};

function relationOf(spec: Obj): core.Relation {
  const transform = String(spec.transform);
  const colon = transform.indexOf(':');
  const name = colon < 0 ? transform : transform.slice(0, colon);
  const arg = colon < 0 ? '' : transform.slice(colon + 1);
  const make = TRANSFORMS[name];
  const check = CHECKS[String(spec.check)];
  if (make === undefined || check === undefined) {
    throw new Error(`unsupported relation spec ${JSON.stringify(spec)}`);
  }
  return core.defineRelation({
    name: spec.name as string,
    type: (spec.rtype ?? spec.type) as core.RelationType,
    transform: make(arg),
    check,
  });
}

async function runScripted(i: Obj, sequentialReplay: boolean) {
  const config = (i.config ?? {}) as Obj;
  const agentSpec = scriptedAgent((i.agent ?? {}) as Obj);
  const suite = i.suite === undefined || i.suite === null ? null : core.parseSuite(i.suite);
  const relations =
    i.relations === undefined ? core.BUILTIN_RELATIONS : (i.relations as Obj[]).map(relationOf);
  const runMeter = config.run_meter !== false;
  const runBlindness = config.run_blindness !== false;
  const precision = typeof config.precision === 'string' ? config.precision : 'balanced';
  const epsilon = core.resolveEpsilon(
    precision,
    typeof config.epsilon === 'number' ? config.epsilon : undefined,
  );
  const settings: CollectSettings = {
    cases: suite === null ? (i.inputs as string[]).map((input) => ({ input })) : [],
    suite,
    ...(typeof config.layer === 'string' ? { layer: config.layer as Layer } : {}),
    epsilon,
    ...(typeof config.k === 'number' ? { k: config.k } : {}),
    ...(typeof config.budget === 'number' ? { budget: config.budget } : {}),
    relations,
    reuse: config.reuse_unchanged_calls !== false,
    meter: runMeter,
    blindness: runBlindness,
    sequential: sequentialReplay || config.sequential === true,
    maxWorkers: typeof config.max_workers === 'number' ? config.max_workers : 1,
    errorPolicy: 'record',
  };
  const agent = await functionAgent((input: string) => agentSpec.call(input));
  const { evidence, stats } = await collectEvidence(settings, agent);
  const a = core.assess(evidence, suite, { epsilon });
  const meter = a.meter && (meterOut(a.meter) as Record<string, unknown>);
  if (meter && stats.sequential !== undefined) {
    meter.call = stats.sequential.call;
    meter.decided_by = { rule: 'declared-checkpoint', pairs: stats.sequential.pairs };
  }
  const facts: Record<string, unknown> = {
    status: a.status,
    complete: a.complete,
    meter,
    blindness: a.blindness && { ...a.blindness, majority: core.keyValue(a.blindness.majority) },
    relations: a.relations.map((r) => ({ ...r })),
  };
  if (a.routes) {
    const r = routesOut(a.routes);
    facts.routes = r.routes;
    facts.flipPairs = r.flipPairs;
  }
  if (a.contract) facts.contract = coverageOut(a.contract);
  return {
    agent_calls: agentSpec.calls(),
    calls_per_input: Object.fromEntries(agentSpec.counts),
    status: a.status,
    exitCode: a.exitCode,
    facts,
  };
}

/** Python's str() for the values a callable may return (bool, None, numbers, lists). */
function pythonStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

function pythonRepr(value: unknown): string {
  return typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : pythonStr(value);
}

/**
 * The callable adapter: what one returned value becomes. The vectors use
 * Python's stringification, so this handler passes Python's `str` as ours does
 * `String`; the mapping rules themselves are the product's.
 */
const callableAdapter: Handler = (i) => {
  const value = (i.value ?? i.return ?? i.returned ?? i.result ?? null) as unknown;
  const verdictKey = typeof i.verdict_key === 'string' ? i.verdict_key : undefined;
  const toolsKey = typeof i.tools_key === 'string' ? i.tools_key : undefined;
  let obs: Observation;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    // The reference reads a mapping leniently: a missing key is null, tools that are not a list are [].
    const d = value as Record<string, unknown>;
    const v = verdictKey === undefined ? d.verdict : d[verdictKey];
    const t = toolsKey === undefined ? d.tools : d[toolsKey];
    obs = observationFromResult(
      {
        decision: v === null || v === undefined ? null : typeof v === 'string' ? v : pythonStr(v),
        text: d.text === undefined ? '' : pythonStr(d.text),
        tools: Array.isArray(t) ? t.map(pythonStr) : [],
      },
      { stringify: pythonStr },
    );
  } else if (typeof value === 'string') {
    obs = observationFromResult(value);
  } else {
    obs = { text: pythonStr(value), verdict: null, tools: [] };
  }
  const outcome = core.outcomeOf(obs);
  return {
    text: obs.text,
    verdict: obs.verdict === null || typeof obs.verdict === 'string' ? obs.verdict : obs.verdict,
    tools: [...obs.tools],
    outcome,
    key: core.keyValue(core.comparisonKey(obs, 'verdict')),
  };
};

export const handlers: Record<string, Handler> = {
  run_scripted: (i) => runScripted(i as Obj, false),
  sequential_run_replay: (i) => runScripted(i as Obj, true),
  callable_adapter: callableAdapter,
};

export const notYet: Record<string, string> = {};
