/**
 * Per-criterion judgement of a cases run (issue 16): every criterion of the
 * config on every case run it applies to, each a CaseResult with a status
 * (passed, failed, missing, insufficient_evidence) and a plain reason.
 *
 * - Which runs: `state_matches`, `state_unchanged`, `fault_recovery` and
 *   `answer` judge the cases as written (not the derived ones: those exist to
 *   test a relation, and are judged only by `metamorphic_relation` against
 *   their source).
 * - A run whose agent call failed (`trajectory.error`) is missing
 *   (`agent_error`) for every criterion: the harness could not complete it.
 * - Bookkeeping: the `ignore` paths of every state criterion are never
 *   compared when a control replay is checked against its recording, when a
 *   fault replay's constraints are checked, or by the state-layer meter.
 */
import { isPatternTimeout, unboundedMatcher, type PatternMatcher } from '../util/pattern.js';
import { Refusal } from '../errors.js';
import {
  changedPaths,
  compareState,
  formatPath,
  getPath,
  isAbsent,
  isUnder,
  jsonEqual,
  leafPaths,
  parsePath,
  statesAgree,
} from './paths.js';
import {
  FAULTS,
  RELATIONS,
  STATE_MODES,
  ANSWER_MATCHES,
  type CaseResult,
  type CaseRun,
  type CasesConfig,
  type CasesEvidenceModel,
  type Criterion,
  type Json,
  type PathComparison,
  type Replay,
  type StatefulCase,
  type ToolCall,
} from './types.js';

/** How many paths a reason quotes before it says "and N more". */
const QUOTED = 3;
/** How many characters of an answer a reason quotes. */
const ANSWER_CHARS = 120;

export interface CriterionJudgement {
  readonly criterion: Criterion;
  readonly results: readonly CaseResult[];
  /** The criterion's units share clusters (derived cases), so its rate must be cluster-aware. */
  readonly clustered: boolean;
  /** Set when the criterion as a whole could not be judged (its results carry the same code). */
  readonly blocked?: { readonly reasonCode: string; readonly reason: string };
  /** Plain facts the summary repeats (runs not judged, cases left out). */
  readonly notes: readonly string[];
}

/** The evidence indexed once for every evaluator. */
export interface Indexed {
  readonly model: CasesEvidenceModel;
  readonly byId: ReadonlyMap<string, StatefulCase>;
  /** Runs of each case, by run number ascending. */
  readonly runs: ReadonlyMap<string, readonly CaseRun[]>;
  readonly sources: readonly StatefulCase[];
  readonly bookkeeping: readonly string[];
}

const q = (s: string): string => JSON.stringify(s);

function show(v: Json | 'absent'): string {
  if (v === 'absent') return 'absent';
  const text = JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function quoteAnswer(answer: string | null): string {
  if (answer === null) return 'no answer';
  const a = answer.length > ANSWER_CHARS ? `${answer.slice(0, ANSWER_CHARS - 1)}…` : answer;
  return JSON.stringify(a);
}

/** `a expected 1, got 2; b expected …; and 3 more` */
export function describeMismatches(paths: readonly PathComparison[]): string {
  const bad = paths.filter((p) => p.outcome === 'mismatch');
  const listed = bad
    .slice(0, QUOTED)
    .map(
      (p) =>
        `${p.path === '' ? 'the whole state' : p.path} expected ${show(p.expected)}, got ${show(p.actual)}`,
    );
  const more = bad.length > QUOTED ? `; and ${bad.length - QUOTED} more` : '';
  return `${listed.join('; ')}${more}`;
}

function listPaths(paths: readonly string[]): string {
  const shownPaths = paths.slice(0, QUOTED).map((p) => (p === '' ? '(the whole state)' : p));
  const more = paths.length > QUOTED ? ` and ${paths.length - QUOTED} more` : '';
  return `${shownPaths.join(', ')}${more}`;
}

// ---- checking the model --------------------------------------------------------

function refuseEvidence(message: string, where?: string): never {
  throw new Refusal('stateful.evidence', message, where);
}

function checkCriterion(c: Criterion, i: number, names: Set<string>): void {
  const where = `criteria[${i}]`;
  const bad = (message: string): never => {
    throw new Refusal('stateful.criterion', message, where);
  };
  if (typeof c.name !== 'string' || c.name.length === 0) bad('expected a non-empty name');
  if (names.has(c.name)) bad(`the name ${q(c.name)} is used by another criterion`);
  names.add(c.name);
  if (c.bar !== undefined && (typeof c.bar !== 'number' || !(c.bar >= 0 && c.bar <= 1))) {
    bad(`expected the bar as a pass rate from 0 to 1, got ${String(c.bar)}`);
  }
  const checkPaths = (paths: readonly string[] | undefined, field: string): void => {
    for (const p of paths ?? []) {
      try {
        parsePath(p);
      } catch (error) {
        throw new Refusal('stateful.criterion', (error as Error).message, `${where}.${field}`);
      }
    }
  };
  switch (c.type) {
    case 'state_matches':
      if (!(STATE_MODES as readonly string[]).includes(c.mode))
        bad(`unknown mode ${q(String(c.mode))}`);
      if (c.mode === 'paths' && (c.paths ?? []).length === 0) bad('the paths mode needs `paths`');
      if (c.mode === 'tolerance' && c.tolerance === undefined)
        bad('the tolerance mode needs `tolerance`');
      if (c.tolerance !== undefined && !(Number.isFinite(c.tolerance) && c.tolerance >= 0)) {
        bad('expected the tolerance as a number of at least 0');
      }
      checkPaths(c.paths, 'paths');
      checkPaths(c.ignore, 'ignore');
      break;
    case 'state_unchanged':
      if ((c.paths ?? []).length === 0 && c.everythingElse !== true) {
        bad('expected `paths` that must keep their initial values, or `everything_else: true`');
      }
      checkPaths(c.paths, 'paths');
      checkPaths(c.ignore, 'ignore');
      break;
    case 'fault_recovery':
      if (typeof c.tool !== 'string' || c.tool.length === 0)
        bad('expected the `tool` whose call is faulted');
      if (!(FAULTS as readonly string[]).includes(c.fault))
        bad(`unknown fault ${q(String(c.fault))}`);
      if (!Array.isArray(c.escalateTools)) bad('expected `escalate_tools` as a list of tool names');
      break;
    case 'metamorphic_relation':
      if (!(RELATIONS as readonly string[]).includes(c.relation))
        bad(`unknown relation ${q(String(c.relation))}`);
      break;
    case 'answer':
      if (!(ANSWER_MATCHES as readonly string[]).includes(c.match))
        bad(`unknown match ${q(String(c.match))}`);
      break;
    default:
      bad(`unknown criterion type ${q(String((c as { type?: unknown }).type))}`);
  }
}

/** The run-wide numbers of the config (`stateful.config`). */
function checkConfig(config: CasesConfig): void {
  const bad = (field: string, expected: string, got: unknown): never => {
    throw new Refusal('stateful.config', `expected ${expected}, got ${String(got)}`, field);
  };
  if (!(typeof config.confidence === 'number' && config.confidence > 0 && config.confidence < 1)) {
    bad('confidence', 'a number strictly between 0 and 1', config.confidence);
  }
  if (!Number.isSafeInteger(config.runs) || config.runs < 1) {
    bad('runs', 'a whole number of at least 1', config.runs);
  }
  const m = config.minimumValidity;
  if (!(typeof m === 'number' && m >= 0 && m <= 1)) {
    bad('minimum_validity', 'a share from 0 to 1', m);
  }
  if (typeof config.allowApproximateMethods !== 'boolean') {
    bad('allow_approximate_methods', 'true or false', config.allowApproximateMethods);
  }
}

/** Index the model, refusing evidence that does not hold together (`stateful.evidence`). */
export function indexModel(model: CasesEvidenceModel): Indexed {
  const byId = new Map<string, StatefulCase>();
  model.cases.forEach((c, i) => {
    if (byId.has(c.id))
      refuseEvidence(`the case id ${q(c.id)} appears twice`, c.where ?? `cases[${i}]`);
    byId.set(c.id, c);
  });
  for (const c of model.cases) {
    if (c.derived !== undefined && !byId.has(c.derived.source)) {
      refuseEvidence(
        `the derived case ${q(c.id)} names a source case ${q(c.derived.source)} that is not in the evidence`,
        c.where,
      );
    }
  }
  const runs = new Map<string, CaseRun[]>();
  const seen = new Set<string>();
  model.runs.forEach((r, i) => {
    const where = `runs[${i}]`;
    if (!byId.has(r.case))
      refuseEvidence(`names case ${q(r.case)}, which the evidence does not hold`, where);
    if (!Number.isSafeInteger(r.run) || r.run < 1)
      refuseEvidence(`expected a run number of at least 1, got ${String(r.run)}`, where);
    const key = `${r.run}\u0000${r.case}`;
    if (seen.has(key)) refuseEvidence(`repeats run ${r.run} of case ${q(r.case)}`, where);
    seen.add(key);
    const list = runs.get(r.case) ?? [];
    list.push(r);
    runs.set(r.case, list);
  });
  for (const list of runs.values()) list.sort((a, b) => a.run - b.run);
  model.replays.forEach((r, i) => {
    if (!byId.has(r.case))
      refuseEvidence(`names case ${q(r.case)}, which the evidence does not hold`, `replays[${i}]`);
  });
  checkConfig(model.config);
  const names = new Set<string>();
  model.config.criteria.forEach((c, i) => checkCriterion(c, i, names));
  const bookkeeping: string[] = [];
  for (const c of model.config.criteria) {
    if (c.type === 'state_matches' || c.type === 'state_unchanged')
      bookkeeping.push(...(c.ignore ?? []));
  }
  return {
    model,
    byId,
    runs,
    sources: model.cases.filter((c) => c.derived === undefined),
    bookkeeping: [...new Set(bookkeeping)],
  };
}

// ---- helpers ------------------------------------------------------------------

type Judged = Omit<CaseResult, 'criterion'>;

function result(criterion: string, r: Judged): CaseResult {
  return { criterion, ...r };
}

function agentError(run: CaseRun): Judged | null {
  if (run.trajectory.error === undefined) return null;
  return {
    case: run.case,
    run: run.run,
    status: 'missing',
    reasonCode: 'agent_error',
    reason: `the agent's call failed (${run.trajectory.error}), so the run has nothing to judge`,
  };
}

function noState(run: CaseRun, what = 'the system recorded no end state'): Judged {
  return {
    case: run.case,
    run: run.run,
    status: 'missing',
    reasonCode: 'no_state',
    reason: `${what}, so the run is missing, never a pass`,
  };
}

/** Paths named in the expected state whose expected value differs from the initial one. */
function expectedChanges(c: StatefulCase): string[] {
  if (c.expected.state === undefined) return [];
  return leafPaths(c.expected.state).filter(
    (p) => !jsonEqual(getPath(c.expected.state as Json, p), getPath(c.initialState, p)),
  );
}

/** The paths a state_unchanged criterion finds changed in an end state. */
function unchangedViolations(
  crit: Extract<Criterion, { type: 'state_unchanged' }>,
  c: StatefulCase,
  end: Json,
): { changed: string[]; paths: PathComparison[] } {
  const changed: string[] = [];
  const paths: PathComparison[] = [];
  const ignore = crit.ignore ?? [];
  for (const p of crit.paths ?? []) {
    const comps = compareState(c.initialState, end, c.initialState, {
      mode: 'paths',
      paths: [p],
      ignore,
    });
    paths.push(...comps);
    for (const x of comps) if (x.outcome === 'mismatch') changed.push(x.path);
  }
  if (crit.everythingElse === true) {
    const except = c.expected.state === undefined ? [] : leafPaths(c.expected.state);
    for (const p of changedPaths(c.initialState, end, { ignore, except })) {
      if (changed.includes(p)) continue;
      changed.push(p);
      paths.push(
        ...compareState(c.initialState, end, c.initialState, { mode: 'paths', paths: [p] }),
      );
    }
  }
  return { changed, paths };
}

/**
 * A criterion judged run by run: every run of every case, in case and run
 * order, gets one result; a run whose agent call failed is `missing` before
 * `judge` sees it.
 */
function judgeEachRun(
  ix: Indexed,
  crit: Criterion,
  judge: (c: StatefulCase, run: CaseRun) => Judged,
): CriterionJudgement {
  const results: CaseResult[] = [];
  for (const c of ix.sources) {
    for (const run of ix.runs.get(c.id) ?? []) {
      results.push(result(crit.name, agentError(run) ?? judge(c, run)));
    }
  }
  return { criterion: crit, results, clustered: false, notes: [] };
}

// ---- the evaluators ----------------------------------------------------------------

function judgeStateMatches(
  ix: Indexed,
  crit: Extract<Criterion, { type: 'state_matches' }>,
): CriterionJudgement {
  return judgeEachRun(ix, crit, (c, run) => {
    if (c.expected.state === undefined) {
      return {
        case: c.id,
        run: run.run,
        status: 'missing',
        reasonCode: 'no_expected_state',
        reason: 'the case declares no expected state to compare with',
      };
    }
    if (run.endState === null) return noState(run);
    const paths = compareState(c.expected.state, run.endState.state, c.initialState, {
      mode: crit.mode,
      ...(crit.paths === undefined ? {} : { paths: crit.paths }),
      ...(crit.tolerance === undefined ? {} : { tolerance: crit.tolerance }),
      ...(crit.ignore === undefined ? {} : { ignore: crit.ignore }),
    });
    const bad = paths.filter((p) => p.outcome === 'mismatch').length;
    const judged = paths.filter((p) => p.outcome !== 'ignored').length;
    return {
      case: c.id,
      run: run.run,
      status: bad === 0 ? 'passed' : 'failed',
      reason:
        bad === 0
          ? `the end state matches the expected one (${crit.mode}) on ${judged} compared path${judged === 1 ? '' : 's'}`
          : `${bad} of ${judged} compared paths differ: ${describeMismatches(paths)}`,
      paths,
    };
  });
}

function judgeStateUnchanged(
  ix: Indexed,
  crit: Extract<Criterion, { type: 'state_unchanged' }>,
): CriterionJudgement {
  return judgeEachRun(ix, crit, (c, run) => {
    if (run.endState === null) return noState(run);
    const { changed, paths } = unchangedViolations(crit, c, run.endState.state);
    const scope =
      crit.everythingElse === true
        ? 'every path the expected state does not name'
        : 'the declared paths';
    return {
      case: c.id,
      run: run.run,
      status: changed.length === 0 ? 'passed' : 'failed',
      reason:
        changed.length === 0
          ? `${scope} kept ${crit.everythingElse === true ? 'its' : 'their'} initial values`
          : `${changed.length} path${changed.length === 1 ? '' : 's'} changed that must keep the initial value: ${listPaths(changed)}`,
      paths,
      changedPaths: changed,
    };
  });
}

function findReplay(
  ix: Indexed,
  run: CaseRun,
  tool: string,
  callIndex: number,
  fault: Replay['fault'],
): Replay | undefined {
  return ix.model.replays.find(
    (r) =>
      r.case === run.case &&
      r.run === run.run &&
      r.tool === tool &&
      r.callIndex === callIndex &&
      r.fault === fault,
  );
}

function judgeFaultRecovery(
  ix: Indexed,
  crit: Extract<Criterion, { type: 'fault_recovery' }>,
): CriterionJudgement {
  const results: CaseResult[] = [];
  let notCalled = 0;
  const constraints = ix.model.config.criteria.filter(
    (x): x is Extract<Criterion, { type: 'state_unchanged' }> => x.type === 'state_unchanged',
  );
  const escalate = new Set(crit.escalateTools);
  const ordinal = (i: number): string => `call ${i + 1}`;
  for (const c of ix.sources) {
    for (const run of ix.runs.get(c.id) ?? []) {
      const callIndex = run.trajectory.calls.findIndex((x: ToolCall) => x.tool === crit.tool);
      if (callIndex < 0) {
        notCalled++;
        continue;
      }
      const base = { case: c.id, run: run.run } as const;
      const missing = (reasonCode: string, reason: string, paths?: PathComparison[]): void => {
        results.push(
          result(crit.name, {
            ...base,
            status: 'missing',
            reasonCode,
            reason,
            ...(paths === undefined ? {} : { paths }),
          }),
        );
      };
      if (run.endState === null) {
        missing(
          'no_state',
          'the recorded run has no end state, so a replay cannot be checked against it; the case is missing, never judged',
        );
        continue;
      }
      if (c.expected.state === undefined) {
        missing(
          'no_expected_state',
          'the case declares no expected state, so recovery cannot be told from failure',
        );
        continue;
      }
      const control = findReplay(ix, run, crit.tool, callIndex, null);
      if (control === undefined) {
        missing(
          'no_control_replay',
          `no control replay (nothing changed) from before ${ordinal(callIndex)} (${crit.tool}) was recorded`,
        );
        continue;
      }
      if (control.error !== undefined) {
        missing('replay_error', `the control replay could not be made (${control.error})`);
        continue;
      }
      if (control.endState === null) {
        missing(
          'no_state',
          'the control replay recorded no end state, so it cannot be checked against the recording',
        );
        continue;
      }
      const held = compareState(run.endState.state, control.endState.state, c.initialState, {
        mode: 'whole',
        ignore: ix.bookkeeping,
      });
      if (!statesAgree(held)) {
        missing(
          'control_replay_diverged',
          `the control replay (nothing changed) did not reproduce the recorded end state (${describeMismatches(held)}), so the replay cannot be trusted and the case is not judged`,
          held,
        );
        continue;
      }
      const replay = findReplay(ix, run, crit.tool, callIndex, crit.fault);
      if (replay === undefined) {
        missing(
          'no_fault_replay',
          `no replay with a ${crit.fault} at ${ordinal(callIndex)} (${crit.tool}) was recorded`,
        );
        continue;
      }
      if (replay.error !== undefined) {
        missing('replay_error', `the ${crit.fault} replay could not be made (${replay.error})`);
        continue;
      }
      if (replay.endState === null) {
        missing('no_state', `the ${crit.fault} replay recorded no end state`);
        continue;
      }
      const end = replay.endState.state;
      // A recorded constraint broken: a state_unchanged criterion, or collateral damage.
      const broken: string[] = [];
      for (const k of constraints)
        for (const p of unchangedViolations(k, c, end).changed)
          if (!broken.includes(p)) broken.push(p);
      // Collateral damage: a path that neither the expected state nor the recorded run changed.
      const allowed = [
        ...expectedChanges(c),
        ...changedPaths(c.initialState, run.endState.state, { ignore: ix.bookkeeping }),
      ];
      for (const p of changedPaths(c.initialState, end, {
        ignore: ix.bookkeeping,
        except: allowed,
      })) {
        if (!broken.includes(p)) broken.push(p);
      }
      const paths = compareState(c.expected.state, end, c.initialState, {
        mode: 'subset',
        ignore: ix.bookkeeping,
      });
      const recovered = statesAgree(paths);
      const escalatedTo = replay.trajectory.calls
        .slice(callIndex + 1)
        .find((x) => escalate.has(x.tool));
      // A hand-over writes its own record (a ticket): after an escalation, a path
      // the initial state did not have is not collateral damage when it lies in a
      // part of the world (a top-level key) that neither the expected state nor
      // the recorded run writes. Changing a path the initial state had, or adding
      // to what the task writes (a second refund), is still damage.
      if (escalatedTo !== undefined) {
        const top = (p: string): string => formatPath(parsePath(p).slice(0, 1));
        const taskParts = new Set(allowed.map(top));
        // Paths a state_unchanged criterion names explicitly stay protected.
        const kept = constraints.flatMap((k) => (k.paths ?? []).map((q) => parsePath(q)));
        const handOver = broken.filter(
          (p) =>
            isAbsent(getPath(c.initialState, p)) &&
            !taskParts.has(top(p)) &&
            !kept.some((q) => isUnder(parsePath(p), q)),
        );
        for (const p of handOver) broken.splice(broken.indexOf(p), 1);
      }
      const at = `after the injected ${crit.fault} at ${ordinal(callIndex)} (${crit.tool})`;
      if (broken.length > 0) {
        results.push(
          result(crit.name, {
            ...base,
            status: 'failed',
            reason: `${at} the agent changed ${listPaths(broken)}, which ${broken.length === 1 ? 'was' : 'were'} to keep the initial value`,
            paths,
            changedPaths: broken,
          }),
        );
      } else if (recovered) {
        results.push(
          result(crit.name, {
            ...base,
            status: 'passed',
            reason: `${at} the agent recovered: the end state matches the expected one`,
            paths,
          }),
        );
      } else if (escalatedTo !== undefined) {
        results.push(
          result(crit.name, {
            ...base,
            status: 'passed',
            reason: `${at} the agent handed over by calling ${escalatedTo.tool}`,
            paths,
          }),
        );
      } else {
        const esc =
          crit.escalateTools.length === 0
            ? 'no escalation tool is declared'
            : `it called none of ${crit.escalateTools.join(', ')}`;
        results.push(
          result(crit.name, {
            ...base,
            status: 'failed',
            reason: `${at} the end state is not the expected one (${describeMismatches(paths)}), and ${esc}; its answer was ${quoteAnswer(replay.trajectory.answer)}`,
            paths,
          }),
        );
      }
    }
  }
  const notes =
    notCalled > 0
      ? [
          `${notCalled} case run${notCalled === 1 ? '' : 's'} never called ${crit.tool} and ${notCalled === 1 ? 'was' : 'were'} not judged`,
        ]
      : [];
  return { criterion: crit, results, clustered: false, notes };
}

/** The minimum number of distinct source cases a metamorphic rate needs. */
export const MIN_SOURCE_CASES = 20;

/** Derived cases of a transform, in evidence order. */
export function derivedOf(ix: Indexed, transform: string): StatefulCase[] {
  return ix.model.cases.filter((c) => c.derived?.transform === transform);
}

/**
 * Refuse a metamorphic criterion whose rate cannot be computed: derived cases
 * share their source's cluster, so the interval is cluster-aware (approximate)
 * and needs at least MIN_SOURCE_CASES clusters.
 */
export function checkMetamorphic(ix: Indexed): void {
  ix.model.config.criteria.forEach((crit, i) => {
    if (crit.type !== 'metamorphic_relation') return;
    const derived = derivedOf(ix, crit.transform);
    if (derived.length === 0) return;
    const where = `criteria[${i}] (${crit.name})`;
    if (!ix.model.config.allowApproximateMethods) {
      throw new Refusal(
        'stateful.approximate-methods',
        `a derived case shares its source's cluster, so this relation's rate needs a cluster-aware interval, which is approximate; set allow_approximate_methods: true in the config to accept it`,
        where,
      );
    }
    const sources = new Set(derived.map((d) => d.derived?.source));
    if (sources.size < MIN_SOURCE_CASES) {
      throw new Refusal(
        'stateful.too-few-sources',
        `the transform ${q(crit.transform)} derived cases from ${sources.size} source case${sources.size === 1 ? '' : 's'}; a cluster-aware interval needs at least ${MIN_SOURCE_CASES} (each source and its derived cases are one cluster), so add source cases`,
        where,
        { data: { sources: sources.size, needed: MIN_SOURCE_CASES } },
      );
    }
  });
}

function sameActions(a: readonly ToolCall[], b: readonly ToolCall[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => x.tool === b[i]?.tool && jsonEqual(x.args, b[i]?.args ?? null))
  );
}

function judgeMetamorphic(
  ix: Indexed,
  crit: Extract<Criterion, { type: 'metamorphic_relation' }>,
): CriterionJudgement {
  const derived = derivedOf(ix, crit.transform);
  const results: CaseResult[] = [];
  if (derived.length === 0) {
    const reason = `no case was derived by the transform ${q(crit.transform)}, so the relation has nothing to compare`;
    return {
      criterion: crit,
      results,
      clustered: true,
      blocked: { reasonCode: 'no_derived_cases', reason },
      notes: [],
    };
  }
  // Validity: a derived case is valid when every label it has says so.
  const verdicts = new Map<string, boolean>();
  for (const l of ix.model.labels) {
    if (l.transform !== crit.transform) continue;
    verdicts.set(l.case, (verdicts.get(l.case) ?? true) && l.valid);
  }
  const unlabelled = derived.filter((d) => !verdicts.has(d.id));
  const labelled = derived.length - unlabelled.length;
  const valid = derived.filter((d) => verdicts.get(d.id) === true);
  const share = labelled === 0 ? 0 : valid.length / labelled;
  const minimum = ix.model.config.minimumValidity;
  let blocked: CriterionJudgement['blocked'];
  if (unlabelled.length > 0) {
    blocked = {
      reasonCode: 'transform_not_checked',
      reason: `${unlabelled.length} of ${derived.length} derived cases of the transform ${q(crit.transform)} have no validity label, so nobody has checked that it keeps each request's meaning`,
    };
  } else if (share < minimum) {
    blocked = {
      reasonCode: 'transform_not_checked',
      reason: `only ${valid.length} of ${labelled} labelled derived cases of the transform ${q(crit.transform)} keep the request's meaning (${(share * 100).toFixed(1)}%, below the minimum validity of ${(minimum * 100).toFixed(1)}%)`,
    };
  }
  const notes: string[] = [];
  const judgedCases = blocked === undefined ? valid : derived;
  if (blocked === undefined && valid.length < derived.length) {
    const n = derived.length - valid.length;
    notes.push(
      `${n} derived case${n === 1 ? ' was' : 's were'} labelled as changing the request's meaning and left out`,
    );
  }
  for (const d of judgedCases) {
    const source = ix.byId.get(d.derived?.source ?? '') as StatefulCase;
    for (const run of ix.runs.get(d.id) ?? []) {
      const base = { case: d.id, run: run.run } as const;
      if (blocked !== undefined) {
        results.push(
          result(crit.name, {
            ...base,
            status: 'insufficient_evidence',
            reasonCode: blocked.reasonCode,
            reason: blocked.reason,
          }),
        );
        continue;
      }
      const err = agentError(run);
      if (err !== null) {
        results.push(result(crit.name, err));
        continue;
      }
      const src = (ix.runs.get(source.id) ?? []).find((r) => r.run === run.run);
      if (src === undefined) {
        results.push(
          result(crit.name, {
            ...base,
            status: 'missing',
            reasonCode: 'no_source_run',
            reason: `the source case ${q(source.id)} has no run ${run.run} to compare with`,
          }),
        );
        continue;
      }
      const srcErr = agentError(src);
      if (srcErr !== null) {
        results.push(
          result(crit.name, {
            ...base,
            status: 'missing',
            reasonCode: 'agent_error',
            reason: `the source case's run ${run.run} failed (${src.trajectory.error})`,
          }),
        );
        continue;
      }
      if (crit.relation === 'same_output') {
        const a = src.trajectory.answer;
        const b = run.trajectory.answer;
        const same = a === null || b === null ? a === b : a.trim() === b.trim();
        results.push(
          result(crit.name, {
            ...base,
            status: same ? 'passed' : 'failed',
            reason: same
              ? `the answer is the same as the source case's`
              : `the answer changed from ${quoteAnswer(a)} to ${quoteAnswer(b)}`,
          }),
        );
      } else if (crit.relation === 'same_actions') {
        const same = sameActions(src.trajectory.calls, run.trajectory.calls);
        const seq = (calls: readonly ToolCall[]): string =>
          calls.length === 0 ? 'no calls' : calls.map((x) => x.tool).join(' → ');
        results.push(
          result(crit.name, {
            ...base,
            status: same ? 'passed' : 'failed',
            reason: same
              ? `the tool calls (names and arguments) are the same as the source case's`
              : `the tool calls changed: the source made ${seq(src.trajectory.calls)}, the derived case ${seq(run.trajectory.calls)}${seq(src.trajectory.calls) === seq(run.trajectory.calls) ? ' (with other arguments)' : ''}`,
          }),
        );
      } else {
        if (src.endState === null || run.endState === null) {
          results.push(
            result(
              crit.name,
              noState(
                run,
                src.endState === null
                  ? "the source case's run recorded no end state"
                  : 'the derived case recorded no end state',
              ),
            ),
          );
          continue;
        }
        const ignore = (crit as { readonly ignore?: readonly string[] }).ignore ?? [];
        const paths = compareState(src.endState.state, run.endState.state, d.initialState, {
          mode: 'whole',
          ignore,
        });
        const same = statesAgree(paths);
        results.push(
          result(crit.name, {
            ...base,
            status: same ? 'passed' : 'failed',
            reason: same
              ? `the end state is the same as the source case's`
              : `the end state differs from the source case's: ${describeMismatches(paths)}`,
            paths,
          }),
        );
      }
    }
  }
  return {
    criterion: crit,
    results,
    clustered: true,
    ...(blocked === undefined ? {} : { blocked }),
    notes,
  };
}

function matchesAnswer(
  crit: Extract<Criterion, { type: 'answer' }>,
  expected: string,
  answer: string,
  where: string | undefined,
  match: PatternMatcher,
): boolean {
  const sensitive = crit.caseSensitive !== false;
  if (crit.match === 'regex') {
    try {
      new RegExp(expected, sensitive ? '' : 'i');
    } catch (error) {
      throw new Refusal(
        'stateful.answer-regex',
        `the expected answer is not a regular expression that compiles (${(error as Error).message})`,
        where,
      );
    }
    return match(expected, sensitive ? '' : 'i', answer);
  }
  const a = sensitive ? answer : answer.toLowerCase();
  const e = sensitive ? expected : expected.toLowerCase();
  return crit.match === 'exact' ? a.trim() === e.trim() : a.includes(e);
}

function judgeAnswer(
  ix: Indexed,
  crit: Extract<Criterion, { type: 'answer' }>,
  match: PatternMatcher,
): CriterionJudgement {
  return judgeEachRun(ix, crit, (c, run) => {
    const base = { case: c.id, run: run.run } as const;
    const expected = c.expected.answer;
    if (expected === undefined) {
      return {
        ...base,
        status: 'missing',
        reasonCode: 'no_expected_answer',
        reason: 'the case declares no expected answer',
      };
    }
    const answer = run.trajectory.answer;
    if (answer === null)
      return { ...base, status: 'failed', reason: 'the agent gave no final answer' };
    let ok: boolean;
    try {
      ok = matchesAnswer(crit, expected, answer, c.where ?? `case ${q(c.id)}`, match);
    } catch (error) {
      if (!isPatternTimeout(error)) throw error;
      // Never graded: missing evidence (exit 2), not a failure (issue 33).
      return { ...base, status: 'missing', reasonCode: 'pattern_timeout', reason: error.message };
    }
    const how =
      crit.match === 'exact' ? 'equals' : crit.match === 'contains' ? 'contains' : 'matches';
    return {
      ...base,
      status: ok ? 'passed' : 'failed',
      reason: ok
        ? `the answer ${how} the expected one`
        : `the answer ${quoteAnswer(answer)} does not ${how === 'equals' ? 'equal' : how === 'contains' ? 'contain' : 'match'} ${q(expected)}`,
    };
  });
}

/** Judge one criterion over the indexed evidence. */
export function judgeCriterion(
  ix: Indexed,
  criterion: Criterion,
  match: PatternMatcher = unboundedMatcher,
): CriterionJudgement {
  switch (criterion.type) {
    case 'state_matches':
      return judgeStateMatches(ix, criterion);
    case 'state_unchanged':
      return judgeStateUnchanged(ix, criterion);
    case 'fault_recovery':
      return judgeFaultRecovery(ix, criterion);
    case 'metamorphic_relation':
      return judgeMetamorphic(ix, criterion);
    case 'answer':
      return judgeAnswer(ix, criterion, match);
  }
}

/** Every criterion of the config on the evidence, in config order. */
export function judgeCases(
  model: CasesEvidenceModel,
  match: PatternMatcher = unboundedMatcher,
): CriterionJudgement[] {
  const ix = indexModel(model);
  checkMetamorphic(ix);
  return model.config.criteria.map((c) => judgeCriterion(ix, c, match));
}

/** Every criterion's results on the evidence, in config order, then case and run order. */
export function judgeResults(model: CasesEvidenceModel): CaseResult[] {
  return judgeCases(model).flatMap((j) => j.results);
}
