/** Conformance handlers for the baselines issue (admission, check, drift). */
import * as core from '../../../src/core/index.js';
import { parseReferenceEvidence } from '../../../src/evidence/index.js';
import type { Handler, Json } from '../convert.js';

const FIXED_TIME = '2026-01-01T00:00:00.000Z';
const DIGEST = '0'.repeat(64);

function suiteOf(v: Json | undefined): core.DecisionSuite | null {
  return v === null || v === undefined ? null : core.parseSuite(v);
}

/** A stored decision in the reference's JSON shape. */
function referenceValue(d: core.BaselineDecision): Json {
  if (typeof d === 'string') return d;
  if ('noDecision' in d) return { kind: 'no_decision', reason: d.noDecision };
  return [...d.tools];
}

function approvedBaseline(evidenceJson: Json, epsilon: number): core.Baseline {
  const evidence = parseReferenceEvidence(evidenceJson);
  const assessment = core.assess(evidence, null, { epsilon });
  return core.buildBaseline({
    assessment,
    evidence,
    evidenceDigest: DIGEST,
    tool: { name: 'conformance', version: '0' },
    createdAt: FIXED_TIME,
    approval: { how: 'cli-flag', approver: 'conformance', approvedAt: FIXED_TIME },
  });
}

function pairText(p: readonly [string, string]): string {
  return `${p[0]} <-> ${p[1]}`;
}

export const handlers: Record<string, Handler> = {
  snapshot_admission: (i) => {
    const evidence = parseReferenceEvidence(i.evidence);
    const assessment = core.assess(evidence, suiteOf(i.suite), { epsilon: i.epsilon as number });
    const admission = core.admit(assessment, evidence, { approved: i.approved === true });
    // The reference returns the snapshot, or None when refused.
    return {
      admitted: admission.admitted ? true : null,
      refusals: admission.refusals.map((r) => r.code),
    };
  },
  snapshot_underpowered_message: (i) => ({
    message: core.underpoweredMessage({
      flips: i.flips as number,
      pairs: i.pairs as number,
      inputs: i.inputs as number,
      call: ((i.call as string | undefined) ?? 'undecided').replace(
        /^verdict-|\s.*$/g,
        '',
      ) as core.Call,
      epsilon: i.epsilon as number,
    }),
  }),
  snapshot_check: (i) => {
    const epsilon = i.epsilon as number;
    const baseline = approvedBaseline(i.baseline_evidence as Json, epsilon);
    const evidence = parseReferenceEvidence(i.current_evidence);
    const assessment = core.assess(evidence, null, { epsilon: baseline.epsilon });
    const result = core.checkBaseline(baseline, assessment, evidence);
    if (result.status === 'refused') {
      throw new core.Refusal(
        result.refusals[0]?.code ?? 'check.refused',
        result.refusals.map((r) => r.reason).join('; '),
      );
    }
    return {
      changes: result.changes.map((c) => ({
        input_fingerprint: c.fingerprint,
        expected: referenceValue(c.baseline),
        actual: referenceValue(c.current),
      })),
      checked: result.checked,
      clean: result.status === 'clean',
      cli_exit_code: result.exitCode,
      provenance_weakened: result.isolation.weakened,
    };
  },
  drift: (i) => {
    const c = core.compareEvidence(
      parseReferenceEvidence(i.before),
      parseReferenceEvidence(i.after),
      { epsilon: i.epsilon as number },
    );
    return {
      drift: {
        changed_routes: c.changedRoutes,
        drifted: c.drifted,
        gained_decisions: c.gainedDecisions,
        lost_decisions: c.lostDecisions,
        gained_flip_pairs: c.gainedFlipPairs.map(pairText),
        lost_flip_pairs: c.lostFlipPairs.map(pairText),
        informational_changes: c.informationalChanges,
        provenance_changes: c.provenanceChanges,
        isolation: { before: c.isolation.before, after: c.isolation.after },
        isolation_changed: c.isolation.changed,
        routes: c.routes.map((r) => ({
          decision: r.decision,
          before: { call: r.before.call, flips: r.before.flips, trials: r.before.pairs },
          after: { call: r.after.call, flips: r.after.flips, trials: r.after.pairs },
          verdict_changed: r.callChanged,
          direction: r.direction,
        })),
      },
      exit_code: c.drifted ? 1 : 0,
    };
  },
};

export const notYet: Record<string, string> = {};
