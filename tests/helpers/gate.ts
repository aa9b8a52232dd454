// A gate Result (src/github/evaluate.ts) built in-process from a report fixture,
// with a fixed clock: for the renderer goldens and the delivery tests.
import path from 'node:path';
import { admit, buildBaseline, type Assessment } from '../../src/core/index.js';
import { baselineContentDigest, readEvidence } from '../../src/evidence/index.js';
import type { Result } from '../../src/github/evaluate.js';
import { verdictOf } from '../../src/core/index.js';
import { FIXTURES, loadScenario, SCENARIOS } from '../render/helpers.js';

export const FIXED_TIME = '2026-01-02T03:04:05.000Z';

/** `stable` admits a baseline; `blind` does not. */
export async function gateResult(name: 'stable' | 'blind' | 'payment'): Promise<Result> {
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (scenario === undefined) throw new Error(`no scenario ${name}`);
  const { assessment, meta } = await loadScenario(scenario);
  const read = await readEvidence(path.join(FIXTURES, scenario.evidence));
  const evidence = read.evidence;
  const admission = admit(assessment, evidence, { approved: false });
  const candidate = admission.supported
    ? candidateOf(assessment, evidence, meta.evidenceDigest ?? '')
    : null;
  return {
    assessment,
    evidence,
    meta: { ...meta, run: { startedAt: FIXED_TIME, durationMs: 1234 } },
    check: null,
    suitePath: null,
    suiteText: null,
    inputsPath: null,
    admitted: admission.supported,
    admissionRefusals: admission.refusals.filter((r) => r.code !== 'admission.not-approved'),
    candidate,
    exitCode: assessment.exitCode,
    status: verdictOf(assessment, null).status,
  };
}

function candidateOf(
  assessment: Assessment,
  evidence: Result['evidence'],
  digest: string,
): Result['candidate'] {
  const baseline = buildBaseline({
    assessment,
    evidence,
    evidenceDigest: digest,
    tool: { name: 'agentverity-action', version: 'golden' },
    createdAt: FIXED_TIME,
    approval: null,
    suiteDigest: null,
  });
  return { baseline, digest: baselineContentDigest(baseline) };
}
