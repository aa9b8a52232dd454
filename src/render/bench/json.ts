import type {
  AgentSummary,
  Attempt,
  BenchReport,
  BenchTask,
  KCurvePoint,
  PairComparison,
} from '../../core/bench/types.js';
import { logSafeJson } from '../escape.js';
import { findingJson, flipMeterJson, runBlock, toolJson } from '../report-kit.js';
import type { BenchReportMeta } from './facts.js';

/** The `schema` of the JSON bench report (schemas/bench-report.schema.json). */
export const BENCH_REPORT_SCHEMA = 'agentverity-action/bench-report@1';

const bounds = (b: { low: number; high: number }) => ({ low: b.low, high: b.high });
const point = (p: KCurvePoint) => ({ k: p.k, value: p.value, low: p.low, high: p.high });

function taskJson(t: BenchTask): Record<string, unknown> {
  return {
    id: t.id,
    name: t.name,
    category: t.category,
    prompt: t.prompt,
    evaluation:
      t.evaluation === null
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

function agentJson(a: AgentSummary): Record<string, unknown> {
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
    decisions:
      a.decisions === null ? null : { tasks: a.decisions.tasks, ...flipMeterJson(a.decisions) },
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

function pairJson(p: PairComparison): Record<string, unknown> {
  return {
    a: p.a,
    b: p.b,
    pairedTasks: p.pairedTasks,
    droppedTasks: p.droppedTasks,
    meanDifference: p.meanDifference,
    se: p.se,
    interval: bounds(p.interval),
    mcnemar:
      p.mcnemar === null
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

function attemptJson(a: Attempt): Record<string, unknown> {
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
export function buildBenchJson(
  r: BenchReport,
  meta: BenchReportMeta = {},
): Record<string, unknown> {
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
    toDetect:
      r.comparison.toDetect === null
        ? null
        : {
            difference: r.comparison.toDetect.difference,
            tasksNeeded: r.comparison.toDetect.tasksNeeded,
            runsNeeded: r.comparison.toDetect.runsNeeded,
          },
    evidenceDigest: r.evidenceDigest,
    ...((r.cachedLeftOut ?? 0) > 0 ? { cachedLeftOut: r.cachedLeftOut } : {}),
    attempts: Object.fromEntries(
      r.comparison.agents.map((a) => [
        a.agent.name,
        (r.attempts[a.agent.name] ?? []).map(attemptJson),
      ]),
    ),
    ...runBlock(meta.run),
  };
}

/** The JSON bench report, pretty-printed and safe to print in a CI log. */
export function renderBenchJson(r: BenchReport, meta: BenchReportMeta = {}): string {
  return logSafeJson(buildBenchJson(r, meta));
}
