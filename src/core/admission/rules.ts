import { type Assessment } from '../assess/assessment.js';
import type { Evidence } from '../assess/model.js';
import { pairsNeeded } from '../assess/findings.js';
import { keyLabel } from '../observation/observation.js';
import type { Call } from '../observation/types.js';
import {
  ceilDiv,
  pairsForDeterministicCall,
  planRepeats,
  snapshotPrecheck,
  validateEpsilon,
  type Method,
} from '../stats/index.js';
import { formatPercent, listing, plural } from '../util/format.js';

/**
 * Baseline admission (reference-spec §16.1, with our additions): a list of
 * rules kept as data, each with a stable code, a plain title and a test. The
 * test returns the reason it refuses, or null. `admit` runs every rule and
 * returns all that fail, in the reference's order, so that a reviewer sees every
 * reason at once.
 */

export const ADMISSION_CODES = [
  'admission.suite-not-applied',
  'admission.incomplete',
  'admission.meter-off',
  'admission.route-stochastic',
  'admission.targeted-undecided',
  'admission.pooled-not-deterministic',
  'admission.meter-inputs',
  'admission.contract',
  'admission.blindness-off',
  'admission.blindness-inputs',
  'admission.blind',
  'admission.missing-observation',
  'admission.duplicate-inputs',
  'admission.shared-session',
  'admission.cached-replays',
  'admission.not-approved',
] as const;
export type AdmissionCode = (typeof ADMISSION_CODES)[number];

/** What the rules look at. */
export interface AdmissionContext {
  readonly assessment: Assessment;
  readonly evidence: Evidence;
  /** Inputs the run was asked to cover (a live run's input count; the evidence's cases otherwise). */
  readonly requestedInputs: number;
  /** True only when a person approved explicitly ("stability is not correctness"). */
  readonly approved: boolean;
}

export interface AdmissionRule {
  readonly code: AdmissionCode;
  /** What the rule asks for, in one plain line. */
  readonly requirement: string;
  /** True for the approval rule: a candidate baseline is written when only it fails. */
  readonly approval: boolean;
  /** The reason the rule refuses this evidence, or null when it is satisfied. */
  readonly test: (context: AdmissionContext) => string | null;
}

export interface AdmissionRefusal {
  readonly code: AdmissionCode;
  readonly reason: string;
}

export interface Admission {
  /** Every rule passed, approval included. */
  readonly admitted: boolean;
  /** Every rule but approval passed: the evidence supports a (candidate) baseline. */
  readonly supported: boolean;
  /** The failing rules, in rule order. */
  readonly refusals: readonly AdmissionRefusal[];
}

function pct(x: number): string {
  return formatPercent(x, x * 100 >= 1 || x === 0 ? 0 : 1);
}

/** The facts the underpowered message is written from. */
export interface UnderpoweredInput {
  readonly flips: number;
  readonly pairs: number;
  readonly inputs: number;
  readonly call: Call;
  readonly epsilon: number;
  readonly method?: Method;
}

/**
 * Why the pooled call is not deterministic and what would change that
 * (reference-spec §16.2). Stochastic: the flips said so. Otherwise: the pairs a
 * run at the observed rate would need, as repeats per input; or, when no count
 * can certify at that rate, what tolerance could.
 */
export function underpoweredMessage(m: UnderpoweredInput): string {
  const eps = pct(m.epsilon);
  if (m.call === 'stochastic') {
    return `the decisions change too often to pin down: ${m.flips} of ${plural(m.pairs, 'disjoint pair')} disagreed, and even the low end of the 95% interval is above the tolerance of ${eps}`;
  }
  const rate = m.pairs === 0 ? 0 : m.flips / m.pairs;
  const method = m.method ?? 'wilson';
  const needed = pairsForDeterministicCall(m.epsilon, { flipRate: rate, method });
  const seen = `${m.flips} of ${plural(m.pairs, 'disjoint pair')} disagreed, which does not yet show the rate is below ${eps}`;
  if (needed === null) {
    const wider = m.epsilon * 5;
    const alternative =
      wider < 1 ? pairsForDeterministicCall(wider, { flipRate: rate, method }) : null;
    return (
      `${seen}; at the observed rate (${formatPercent(rate, 1)}) no number of pairs can bring the upper bound under ${eps}, so more repeats will not help` +
      (alternative !== null
        ? `; a tolerance of ${pct(wider)} would need about ${alternative} pairs at this rate`
        : `; only a tolerance above the observed rate could be certified`)
    );
  }
  const perInput = ceilDiv(needed, Math.max(1, m.inputs));
  return `${seen}; at the observed rate about ${needed} disjoint pairs are needed: collect at least ${2 * perInput} repeats per input (about ${m.inputs * 2 * perInput} calls for ${plural(m.inputs, 'input')})`;
}

/** What would certify a route: more agreeing pairs, or (after a flip) the count at its rate. */
function routeNeed(r: {
  readonly pairs: number;
  readonly flips: number;
  readonly epsilon: number;
  readonly cases: number;
  readonly method?: Method;
}): string {
  const eps = pct(r.epsilon);
  const need = pairsNeeded(r.flips, r.pairs, r.epsilon, r.cases, r.method);
  if (r.flips === 0) {
    if (need.additional === null) return '';
    const more = Math.max(1, need.additional);
    return `; ${more} more agreeing ${more === 1 ? 'pair' : 'pairs'} needed at ${eps}`;
  }
  const persist = need.atObservedRate ?? null;
  return persist === null
    ? `; at that rate no number of pairs certifies ${eps}`
    : `; at that rate about ${Math.max(1, persist - r.pairs)} more pairs needed at ${eps}`;
}

function routeFigures(a: Assessment, names: readonly string[], withNeed: boolean): string {
  const rows = a.routes?.routes ?? [];
  return listing(
    names.map((name) => {
      const r = rows.find((x) => x.decision === name);
      if (r === undefined) return name;
      return `${name} (${r.flips}/${r.pairs} pairs flipped${withNeed ? routeNeed(r) : ''})`;
    }),
    8,
  );
}

function completedPerCase(evidence: Evidence): number[] {
  return evidence.cases.map((c) => c.observations.filter((o) => o.error === undefined).length);
}

/** The admission rules, in the order the reference checks them (approval last). */
export const ADMISSION_RULES: readonly AdmissionRule[] = [
  {
    // First, so that every snapshot report leads with it: evidence judged without
    // the suite it was collected against had no contract checked, and a baseline
    // would carry decisions that suite may forbid. The safe rule: never admitted.
    code: 'admission.suite-not-applied',
    requirement:
      'the evidence was judged against the decision suite it was collected against (never with --without-suite)',
    approval: false,
    test: ({ assessment: a }) =>
      a.suiteNotApplied === undefined
        ? null
        : `CONTRACT NOT APPLIED: this evidence was collected against the decision suite ${a.suiteNotApplied.slice(0, 12)} (sha256 ${a.suiteNotApplied}), but it was judged without that suite on request (--without-suite), so its contract (required and allowed decisions, stability targets) was not checked; a baseline is never admitted from it: give the suite with --suite`,
  },
  {
    code: 'admission.incomplete',
    requirement: 'every call completed and collection ran to the end',
    approval: false,
    test: ({ assessment: a, evidence }) => {
      if (a.complete) return null;
      if (a.errorCount > 0) {
        return `${a.errorCount} of ${plural(a.calls.total, 'call')} failed; a baseline is admitted only from evidence in which every call completed`;
      }
      return `collection stopped before it finished${evidence.stopReason ? ` (${evidence.stopReason})` : ''}; a baseline needs the whole run`;
    },
  },
  {
    code: 'admission.meter-off',
    requirement: 'repeatability was measured',
    approval: false,
    test: ({ assessment: a }) =>
      a.meter === null
        ? 'no repeatability was measured: no input has two completed calls to form a pair'
        : null,
  },
  {
    code: 'admission.route-stochastic',
    requirement: 'no route changes decision above its tolerance',
    approval: false,
    test: ({ assessment: a }) => {
      const names = a.routes?.stochastic ?? [];
      if (names.length === 0) return null;
      return `${names.length === 1 ? 'a route changes' : 'routes change'} decision above the tolerance: ${routeFigures(a, names, false)}; a baseline would pin a decision that does not repeat`;
    },
  },
  {
    code: 'admission.targeted-undecided',
    requirement: 'every route with a stability target is certified at its target',
    approval: false,
    test: ({ assessment: a }) => {
      const names = a.routes?.targetedUndecided ?? [];
      if (names.length === 0) return null;
      return `${names.length === 1 ? 'a route with a stability target is' : 'routes with stability targets are'} not certified yet: ${routeFigures(a, names, true)}`;
    },
  },
  {
    code: 'admission.pooled-not-deterministic',
    requirement: 'the pooled call is deterministic at the tolerance',
    approval: false,
    test: ({ assessment: a }) => {
      const m = a.meter;
      if (m === null || m.call === 'deterministic') return null;
      return underpoweredMessage({
        flips: m.flips,
        pairs: m.pairs,
        inputs: m.inputs,
        call: m.call,
        epsilon: a.epsilon,
        method: m.method,
      });
    },
  },
  {
    code: 'admission.meter-inputs',
    requirement: 'the meter scored every requested input',
    approval: false,
    test: ({ assessment: a, requestedInputs }) =>
      a.meter !== null && a.meter.inputs !== requestedInputs
        ? `the meter scored ${a.meter.inputs} of ${plural(requestedInputs, 'requested input')}; every input needs a pair of completed calls`
        : null,
  },
  {
    code: 'admission.contract',
    requirement: 'the decision contract, when there is one, is satisfied',
    approval: false,
    test: ({ assessment: a }) =>
      a.contract !== null && !a.contract.satisfied
        ? `the decision contract is not satisfied: ${a.contract.advice}`
        : null,
  },
  {
    code: 'admission.blindness-off',
    requirement: 'the spread of decisions over the probes was measured',
    approval: false,
    test: ({ assessment: a }) =>
      a.blindness === null
        ? 'the spread of decisions over the probes was not measured: no input has a completed call'
        : null,
  },
  {
    code: 'admission.blindness-inputs',
    requirement: 'the spread was measured over every requested input',
    approval: false,
    test: ({ assessment: a, requestedInputs }) =>
      a.blindness !== null && a.blindness.inputs !== requestedInputs
        ? `the spread of decisions covers ${a.blindness.inputs} of ${plural(requestedInputs, 'requested input')}`
        : null,
  },
  {
    code: 'admission.blind',
    requirement: 'the probes are not blind (they reach more than one decision)',
    approval: false,
    test: ({ assessment: a }) => {
      const b = a.blindness;
      if (b === null || !b.blind) return null;
      return `the probes are blind: "${keyLabel(b.majority)}" is the answer for ${pct(b.skew)} of ${plural(b.inputs, 'input')} (blind at ${pct(b.threshold)}), so a baseline of them could not notice a changed decision`;
    },
  },
  {
    code: 'admission.missing-observation',
    requirement: 'every input has a completed call to take its decision from',
    approval: false,
    test: ({ evidence }) => {
      const empty = completedPerCase(evidence)
        .map((n, i) => ({ n, i }))
        .filter((x) => x.n === 0)
        .map((x) => `cases[${x.i}]`);
      return empty.length === 0
        ? null
        : `${plural(empty.length, 'input')} ${empty.length === 1 ? 'has' : 'have'} no completed call to take a decision from: ${listing(empty, 10)}`;
    },
  },
  {
    code: 'admission.duplicate-inputs',
    requirement: 'each input appears once',
    approval: false,
    test: ({ evidence }) => {
      const seen = new Set<string>();
      const twice = new Set<string>();
      for (const c of evidence.cases) {
        if (seen.has(c.fingerprint)) twice.add(c.fingerprint);
        seen.add(c.fingerprint);
      }
      return twice.size === 0
        ? null
        : `${plural(twice.size, 'input')} ${twice.size === 1 ? 'appears' : 'appear'} more than once (fingerprints ${listing(
            [...twice].map((f) => f.slice(0, 12)),
            10,
          )}); a baseline holds one decision per input, so merge their series first`;
    },
  },
  {
    code: 'admission.shared-session',
    requirement: 'the repeats were isolated (not one shared session)',
    approval: false,
    test: ({ evidence }) =>
      evidence.isolation === 'shared-session'
        ? 'the repeats shared one session, so they are not independent and the interval is narrower than the evidence supports; only fresh-session, fresh-instance or unknown isolation can admit a baseline'
        : null,
  },
  {
    // Rows served from the tool's cache are never in a series (the evidence
    // keeps them apart, per case), so every rule above already judges the fresh rows
    // alone. When some were left out and the fresh rows do not meet those
    // rules, this says the cache is why, so nobody admits on replays.
    code: 'admission.cached-replays',
    requirement:
      "the fresh calls alone meet every rule above (rows served from the tool's cache never count)",
    approval: false,
    test: (context) => {
      const cached = context.assessment.cachedReplays ?? 0;
      if (cached === 0) return null;
      const failing = ADMISSION_RULES.filter(
        (r) => !r.approval && r.code !== 'admission.cached-replays' && r.test(context) !== null,
      ).map((r) => r.code);
      if (failing.length === 0) return null;
      return `${plural(cached, 'row')} served from the evaluation tool's cache ${cached === 1 ? 'was' : 'were'} left out (a cached row replays an earlier call and is not a repeat), and the fresh calls alone do not meet ${listing(failing, failing.length)}; rerun with the cache off (promptfoo eval --no-cache; Inspect without cache) to admit a baseline`;
    },
  },
  {
    code: 'admission.not-approved',
    requirement: 'a person approved the baseline explicitly',
    approval: true,
    test: ({ approved }) =>
      approved
        ? null
        : 'nobody approved it: repeating a decision is not the same as the decision being right, so a person must accept these decisions as the reference (with the snapshot command, or the approval label on the pull request)',
  },
];

/** Run every admission rule and return all that fail, in rule order. */
export function admit(
  assessment: Assessment,
  evidence: Evidence,
  options: { readonly approved: boolean; readonly requestedInputs?: number },
): Admission {
  const context: AdmissionContext = {
    assessment,
    evidence,
    approved: options.approved,
    requestedInputs: options.requestedInputs ?? evidence.cases.length,
  };
  const refusals: AdmissionRefusal[] = [];
  let supported = true;
  for (const rule of ADMISSION_RULES) {
    const reason = rule.test(context);
    if (reason === null) continue;
    refusals.push({ code: rule.code, reason });
    if (!rule.approval) supported = false;
  }
  return { admitted: refusals.length === 0, supported, refusals };
}

/** The refusal code of the pre-check (reference-spec §16.3). */
export const PRECHECK_CODE = 'admission.infeasible';

/** Why `precheckSnapshot` refuses: the code, the reason, and the setting to change. */
export interface SnapshotPrecheckRefusal {
  readonly code: typeof PRECHECK_CODE;
  readonly reason: string;
  /**
   * `k` when more repeats would do, `budget` when k was planned and the budget
   * capped it, `epsilon` when no practical number of pairs would.
   */
  readonly setting: 'k' | 'budget' | 'epsilon';
  /** The least `k` that could certify, and the calls it would take (null when none could). */
  readonly data: { readonly suggestedK: number | null; readonly calls: number | null };
}

export interface SnapshotPrecheckOptions {
  /** The call budget a planned k must fit (as `run` plans it); ignored when k is given. */
  readonly budget?: number | null;
}

/**
 * Before any call: can `k` repeats of `inputs` inputs certify epsilon even if no
 * pair ever flips? Without a k (null or undefined), k is planned as a run plans
 * it (from the tolerance, capped by the budget) and that plan is checked.
 * Returns the refusal, or null when the plan is feasible.
 */
export function precheckSnapshot(
  inputs: number,
  k: number | null | undefined,
  epsilon: number,
  options: SnapshotPrecheckOptions & { readonly method?: Method } = {},
): SnapshotPrecheckRefusal | null {
  validateEpsilon(epsilon);
  const budget = options.budget ?? null;
  const method = options.method ?? 'wilson';
  const planned = k === null || k === undefined;
  const repeats = planned ? planRepeats(inputs, epsilon, budget, method) : k;
  const p = snapshotPrecheck(inputs, repeats, epsilon, method);
  if (!p.refused) return null;
  const eps = pct(epsilon);
  if (p.bestCase === null) {
    return {
      code: PRECHECK_CODE,
      reason: `no practical number of pairs certifies a tolerance of ${eps}; choose a larger tolerance`,
      setting: 'epsilon',
      data: { suggestedK: null, calls: null },
    };
  }
  const suggestedK = p.suggestedK ?? null;
  const calls = suggestedK === null ? null : inputs * suggestedK;
  const shortfall = `${plural(p.available, 'disjoint pair')}, but even with no flip at all ${p.bestCase} are needed to certify ${eps}`;
  if (planned) {
    // planRepeats reaches the best case unless the budget caps it.
    return {
      code: PRECHECK_CODE,
      reason: `with k planned as a run plans it, a budget of ${plural(budget ?? 0, 'call')} allows ${repeats} repeats of ${plural(inputs, 'input')}: ${shortfall}: ${calls === null ? 'raise the budget' : `raise the budget to ${calls} calls or more (k = ${suggestedK})`}, or give more inputs`,
      setting: 'budget',
      data: { suggestedK, calls },
    };
  }
  return {
    code: PRECHECK_CODE,
    reason: `${plural(inputs, 'input')} at ${k} repeats give ${shortfall}: ${suggestedK === null ? 'raise k' : `raise k to ${suggestedK} or more (about ${calls} calls)`}, or give more inputs`,
    setting: 'k',
    data: { suggestedK, calls },
  };
}
