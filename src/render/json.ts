import { keyLabel, type Assessment } from '../core/index.js';
import { logSafeJson } from './escape.js';
import { nextOf, suiteNotAppliedNote } from './facts.js';
import type { ReportMeta } from './meta.js';
import { REPORT_SCHEMA } from './report-schema.js';
import { runFacts } from './report-kit.js';

export { REPORT_JSON_SCHEMA, REPORT_SCHEMA } from './report-schema.js';
export type { ReportMeta, RunMeta } from './meta.js';

/** Settings with their keys sorted at every depth, so equal settings print equally. */
function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort())
      out[key] = sortedDeep((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/**
 * The JSON report as a plain object: camelCase facts, fixed key order, no raw
 * inputs (only SHA-256 fingerprints), no timestamps, so equal evidence gives a
 * byte-identical report.
 */
export function buildJsonReport(a: Assessment, meta: ReportMeta): Record<string, unknown> {
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
    relationCoverage:
      a.relationCoverage === null
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
      needs:
        f.needs === null
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

export function renderJson(a: Assessment, meta: ReportMeta): string {
  return logSafeJson(buildJsonReport(a, meta));
}
