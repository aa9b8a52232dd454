import { keyLabel, type Assessment } from '../core/index.js';

export const REPORT_SCHEMA = 'agentverity-action/report@1';

/** What the report says about the run beyond the assessment itself. */
export interface ReportMeta {
  readonly tool: { readonly name: string; readonly version: string };
  /** The settings the assessment used (epsilon, thresholds, sources…). */
  readonly settings: Readonly<Record<string, unknown>>;
  /** SHA-256 over the canonical evidence (settings, suite, layer, isolation, cases). */
  readonly evidenceDigest: string | null;
}

/**
 * The JSON report as a plain object: camelCase facts, fixed key order, no raw
 * inputs (only SHA-256 fingerprints), no timestamps, so equal evidence gives a
 * byte-identical report.
 */
export function buildJsonReport(a: Assessment, meta: ReportMeta): Record<string, unknown> {
  return {
    schema: REPORT_SCHEMA,
    tool: { name: meta.tool.name, version: meta.tool.version },
    status: a.status,
    exitCode: a.exitCode,
    headline: { category: a.headline.category, text: a.headline.text },
    complete: a.complete,
    caveats: [...a.caveats],
    layer: a.layer,
    isolation: a.isolation,
    epsilon: a.epsilon,
    meter:
      a.meter === null
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
          },
    blindness:
      a.blindness === null
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
    routes:
      a.routes === null
        ? null
        : a.routes.routes.map((r) => ({
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
    flipPairs:
      a.routes === null
        ? null
        : a.routes.flipPairs.map((p) => ({ decisions: [...p.decisions], count: p.count })),
    contract:
      a.contract === null
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
    })),
    errors: a.errors.slice(0, 100).map((e) => ({
      caseIndex: e.caseIndex,
      fingerprint: e.fingerprint,
      phase: e.phase,
      ...(e.relation !== undefined ? { relation: e.relation } : {}),
      message: e.message.slice(0, 1000),
    })),
    errorCount: a.errorCount,
    next: a.next.map((n) => ({
      code: n.code,
      text: n.text,
      ...(n.pairs !== undefined ? { pairs: n.pairs } : {}),
      ...(n.repeats !== undefined ? { repeats: n.repeats } : {}),
    })),
    calls: { total: a.calls.total, meter: a.calls.meter, relations: a.calls.relations },
    settings: { ...meta.settings },
    evidenceDigest: meta.evidenceDigest,
    inputFingerprints: [...a.inputFingerprints],
  };
}

export function renderJson(a: Assessment, meta: ReportMeta): string {
  return `${JSON.stringify(buildJsonReport(a, meta), null, 2)}\n`;
}
