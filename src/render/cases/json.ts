import type {
  CaseResult,
  CasesReport,
  CriterionSummary,
  PathComparison,
  RateInterval,
  ToolCall,
  Trajectory,
} from '../../core/stateful/types.js';
import { logSafeJson } from '../escape.js';
import { findingJson, flipMeterJson, runBlock, toolJson } from '../report-kit.js';
import type { CasesReportMeta } from './facts.js';

/** The `schema` of the JSON cases report (schemas/cases-report.schema.json). */
export const CASES_REPORT_SCHEMA = 'agentverity-action/cases-report@1';

const rate = (r: RateInterval | null) =>
  r === null ? null : { value: r.value, low: r.low, high: r.high, method: r.method };

function criterionJson(c: CriterionSummary): Record<string, unknown> {
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
    passHatK:
      c.passHatK === null
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

const pathJson = (p: PathComparison) => ({
  path: p.path,
  expected: p.expected,
  actual: p.actual,
  initial: p.initial,
  outcome: p.outcome,
});

function resultJson(x: CaseResult): Record<string, unknown> {
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

const callJson = (c: ToolCall) => ({
  tool: c.tool,
  args: c.args,
  ...(c.result !== undefined ? { result: c.result } : {}),
  ...(c.error !== undefined ? { error: c.error } : {}),
});

const trajectoryJson = (t: Trajectory) => ({
  calls: t.calls.map(callJson),
  answer: t.answer,
  ...(t.error !== undefined ? { error: t.error } : {}),
});

/**
 * The JSON cases report as a plain object: every figure of the CasesReport in
 * a fixed key order, with `schema` and the tool; no timestamp unless run facts
 * are passed in, so equal reports give equal bytes.
 */
export function buildCasesJson(
  r: CasesReport,
  meta: CasesReportMeta = {},
): Record<string, unknown> {
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
export function renderCasesJson(r: CasesReport, meta: CasesReportMeta = {}): string {
  return logSafeJson(buildCasesJson(r, meta));
}
