// The assessment as OpenTelemetry span attributes: one low-cardinality summary
// per assessment (counts, rates, calls and flags), in the spirit of the
// reference's `agentverity.telemetry/v2` attribute map, under our own schema
// name. Pure: the span itself is made by the app's telemetry port.
//
// Never an attribute: a decision label, a prompt, an output, a fingerprint, a
// relation or route name, a file path or an error message. Everything here is
// a number, a boolean or one of a closed set of words we define (status,
// layer, isolation, method, call), so an attribute's cardinality is bounded by
// our vocabulary, never by the agent's output.
import type { Assessment } from '../core/index.js';
import { VERSION } from '../version.js';

/** The version of the attribute map; bumped when an attribute changes meaning. */
export const TELEMETRY_SCHEMA = 'agentverity-action/telemetry@1';

/** The summary span's name. */
export const TELEMETRY_SPAN_NAME = 'agentverity.assessment';

/** A span attribute value: OpenTelemetry's primitive types (no arrays are used). */
export type TelemetryValue = string | number | boolean;

/** The commands whose assessment is summarised (`gate`: the Action). */
export type TelemetryCommand = 'run' | 'assess' | 'snapshot' | 'check' | 'gate' | 'test';

/**
 * The attributes of the summary span of an assessment. `command` says which
 * command assessed (a closed set). Keys are `agentverity.*`; a key appears only
 * when its part of the assessment exists (no meter: no `agentverity.meter.*`).
 */
export function telemetryAttributes(
  a: Assessment,
  command: TelemetryCommand,
): Record<string, TelemetryValue> {
  const out: Record<string, TelemetryValue> = {
    'agentverity.schema': TELEMETRY_SCHEMA,
    'agentverity.version': VERSION,
    'agentverity.command': command,
    'agentverity.status': a.status,
    'agentverity.exit_code': a.exitCode,
    'agentverity.complete': a.complete,
    'agentverity.inputs': a.inputFingerprints.length,
    'agentverity.layer': a.layer,
    'agentverity.isolation': a.isolation,
    'agentverity.method': a.method,
    'agentverity.epsilon': a.epsilon,
    'agentverity.calls': a.calls.total,
    'agentverity.errors': a.errorCount,
    'agentverity.caveats': a.caveats.length,
    'agentverity.findings.gating': a.findings.filter((f) => f.gates).length,
    'agentverity.relations.total': a.relations.length,
    'agentverity.relations.exercised': a.relations.filter((r) => r.exercised > 0).length,
    'agentverity.relations.violated': a.relations.filter((r) => r.violated > 0).length,
    'agentverity.relations.vacuous': a.relations.filter((r) => r.vacuous).length,
  };
  const m = a.meter;
  if (m !== null) {
    out['agentverity.meter.call'] = m.call;
    out['agentverity.meter.flip_rate'] = m.flipRate;
    out['agentverity.meter.ci_low'] = m.ciLow;
    out['agentverity.meter.ci_high'] = m.ciHigh;
    out['agentverity.meter.epsilon'] = m.epsilon;
    out['agentverity.meter.pairs'] = m.pairs;
    out['agentverity.meter.flips'] = m.flips;
    out['agentverity.meter.repeats'] = m.repeats;
    out['agentverity.meter.max_repeats'] = m.maxRepeats;
    out['agentverity.meter.inputs_with_flip'] = m.inputsWithFlip;
  }
  const b = a.blindness;
  if (b !== null) {
    out['agentverity.blindness.blind'] = b.blind;
    out['agentverity.blindness.skew'] = b.skew;
    out['agentverity.blindness.distinct'] = b.distinct;
    out['agentverity.blindness.threshold'] = b.threshold;
  }
  const r = a.routes;
  if (r !== null) {
    out['agentverity.routes.total'] = r.routes.length;
    out['agentverity.routes.deterministic'] = r.deterministic.length;
    out['agentverity.routes.stochastic'] = r.stochastic.length;
    out['agentverity.routes.undecided'] = r.undecided.length;
    out['agentverity.routes.targeted_stochastic'] = r.targetedStochastic.length;
    out['agentverity.routes.targeted_undecided'] = r.targetedUndecided.length;
  }
  const c = a.contract;
  if (c !== null) {
    out['agentverity.contract.satisfied'] = c.satisfied;
    out['agentverity.contract.intended_coverage'] = c.intendedCoverage;
    out['agentverity.contract.observed_coverage'] = c.observedCoverage;
    out['agentverity.contract.missing_intended'] = c.missingIntended.length;
    out['agentverity.contract.missing_observed'] = c.missingObserved.length;
    out['agentverity.contract.unknown_observed'] = c.unknownObserved.length;
    out['agentverity.contract.missing_critical'] = c.missingCritical.length;
  }
  const rc = a.relationCoverage;
  if (rc !== null) {
    out['agentverity.relation_coverage.routes'] = rc.routes.length;
    out['agentverity.relation_coverage.probed'] = rc.probed.length;
    out['agentverity.relation_coverage.unprobed'] = rc.unprobed.length;
  }
  return out;
}
