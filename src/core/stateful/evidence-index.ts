/**
 * The cases evidence indexed once for every evaluator of ./judge.ts, and the
 * checks that refuse evidence or a config that does not hold together: a case
 * id twice, a run of an unknown case or repeated, a derived case without its
 * source (`stateful.evidence`); a criterion with a bad name, bar, mode, path,
 * fault, relation or match (`stateful.criterion`); the run-wide numbers
 * (`stateful.config`). The `ignore` paths of every state criterion are
 * gathered here as the bookkeeping paths no comparison of a replay looks at.
 */
import { Refusal } from '../errors.js';
import { parsePath } from './paths.js';
import {
  FAULTS,
  RELATIONS,
  STATE_MODES,
  ANSWER_MATCHES,
  type CaseRun,
  type CasesConfig,
  type CasesEvidenceModel,
  type Criterion,
  type StatefulCase,
} from './types.js';
import { q } from './judgement.js';

/** The evidence indexed once for every evaluator. */
export interface Indexed {
  readonly model: CasesEvidenceModel;
  readonly byId: ReadonlyMap<string, StatefulCase>;
  /** Runs of each case, by run number ascending. */
  readonly runs: ReadonlyMap<string, readonly CaseRun[]>;
  readonly sources: readonly StatefulCase[];
  readonly bookkeeping: readonly string[];
}

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
