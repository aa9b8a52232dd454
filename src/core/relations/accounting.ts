import type {
  EvidenceCase,
  RecordedRelation,
  RelationOutcome,
  RelationSpec,
  RelationType,
} from '../assess/model.js';
import { Refusal } from '../errors.js';
import { compareCodePoints } from '../util/order.js';
import type { NoiseJudgement } from './noise.js';

/** Outcome counts of one relation over the inputs it was applied to. */
export interface RelationSummary {
  readonly name: string;
  readonly type: RelationType;
  /** Inputs with an outcome for this relation. */
  readonly total: number;
  readonly held: number;
  readonly violated: number;
  /** The transform left the input unchanged: no call, no evidence either way. */
  readonly skipped: number;
  readonly errors: number;
  /** held + violated: the inputs that actually tested the relation. */
  readonly exercised: number;
  /** violated / exercised; null when nothing was exercised (never 0). */
  readonly violationRate: number | null;
  /** Every input was skipped: the relation tested nothing. */
  readonly vacuous: boolean;
  /**
   * Present when the relation has violations and the meter saw flips: the test of
   * its violations against the repeat pairs of the same inputs (noise.ts).
   */
  readonly noise?: NoiseJudgement;
}

export interface OutcomeCounts {
  held: number;
  violated: number;
  skipped: number;
  errors: number;
}

function emptyCounts(): OutcomeCounts {
  return { held: 0, violated: 0, skipped: 0, errors: 0 };
}

function add(counts: OutcomeCounts, outcome: RelationOutcome, where: string): void {
  switch (outcome) {
    case 'held':
      counts.held += 1;
      return;
    case 'violated':
      counts.violated += 1;
      return;
    case 'skipped':
      counts.skipped += 1;
      return;
    case 'error':
      counts.errors += 1;
      return;
    default:
      throw new Refusal(
        'relation.outcome',
        `unknown relation outcome ${JSON.stringify(outcome)}; expected held, violated, skipped or error`,
        where,
      );
  }
}

/** Summarise one relation from its outcome counts. */
export function summariseOutcomes(
  name: string,
  type: RelationType,
  counts: Readonly<OutcomeCounts>,
): RelationSummary {
  const exercised = counts.held + counts.violated;
  const total = exercised + counts.skipped + counts.errors;
  return {
    name,
    type,
    total,
    held: counts.held,
    violated: counts.violated,
    skipped: counts.skipped,
    errors: counts.errors,
    exercised,
    violationRate: exercised === 0 ? null : counts.violated / exercised,
    vacuous: total > 0 && exercised === 0 && counts.errors === 0,
  };
}

function catalogueIndex(catalogue: readonly RelationSpec[]): Map<string, number> {
  const index = new Map<string, number>();
  catalogue.forEach((spec, i) => {
    if (index.has(spec.name)) {
      throw new Refusal(
        'relations.duplicate-name',
        `the relation catalogue names '${spec.name}' twice; names must be unique`,
        `relations[${i}]`,
      );
    }
    index.set(spec.name, i);
  });
  return index;
}

/**
 * Walk each case's relation records, checking them against the catalogue: every
 * record must name a catalogued relation, with its type, at most once per case.
 */
function forEachRecord(
  catalogue: readonly RelationSpec[],
  cases: readonly EvidenceCase[],
  visit: (
    caseIndex: number,
    relationIndex: number,
    record: RecordedRelation,
    where: string,
  ) => void,
): void {
  const index = catalogueIndex(catalogue);
  cases.forEach((c, ci) => {
    const seen = new Set<string>();
    (c.relations ?? []).forEach((record, ri) => {
      const where = `cases[${ci}].relations[${ri}]`;
      const at = index.get(record.name);
      const spec = at === undefined ? undefined : catalogue[at];
      if (at === undefined || spec === undefined) {
        throw new Refusal(
          'relations.unknown-name',
          `relation '${record.name}' is not in the evidence's relation catalogue`,
          where,
        );
      }
      if (record.type !== spec.type) {
        throw new Refusal(
          'relations.type-mismatch',
          `relation '${record.name}' is recorded as ${JSON.stringify(record.type)} but the catalogue says '${spec.type}'`,
          where,
        );
      }
      if (seen.has(record.name)) {
        throw new Refusal(
          'relations.duplicate-record',
          `relation '${record.name}' is recorded twice for this case`,
          where,
        );
      }
      seen.add(record.name);
      visit(ci, at, record, where);
    });
  });
}

/**
 * One summary per catalogued relation, in catalogue order, counted from the
 * cases' relation records. A case with no record for a relation (collection
 * stopped before it) does not count towards that relation's total.
 */
export function summariseRelations(
  catalogue: readonly RelationSpec[],
  cases: readonly EvidenceCase[],
): RelationSummary[] {
  const counts = catalogue.map(() => emptyCounts());
  forEachRecord(catalogue, cases, (_ci, ri, record, where) => {
    const c = counts[ri];
    if (c !== undefined) add(c, record.outcome, `${where}.outcome`);
  });
  return catalogue.map((spec, i) =>
    summariseOutcomes(spec.name, spec.type, counts[i] ?? emptyCounts()),
  );
}

// ---------------------------------------------------------------------------
// Relation coverage per intended route (reference-spec.md §7.4).
// ---------------------------------------------------------------------------

export interface RouteRelationCoverage {
  /** The intended decision (route). */
  readonly decision: string;
  /** Cases written for this route. */
  readonly cases: number;
  readonly exercised: number;
  readonly skipped: number;
  readonly held: number;
  readonly violated: number;
  readonly errors: number;
  /** At least one relation was exercised on this route's cases. */
  readonly probed: boolean;
  readonly violationRate: number | null;
}

export interface RelationCoverage {
  /** In code-point order of the route name. */
  readonly routes: readonly RouteRelationCoverage[];
  readonly probed: readonly string[];
  readonly unprobed: readonly string[];
}

/**
 * Per intended route, the relation outcomes over that route's cases, pooled over
 * all relations. `intended` holds one route per case, in case order. Relation
 * records are taken as they are (the catalogue is checked by summariseRelations).
 */
export function relationCoverageByRoute(
  intended: readonly string[],
  cases: readonly EvidenceCase[],
): RelationCoverage {
  if (intended.length !== cases.length) {
    throw new Refusal(
      'relations.coverage-length',
      `relation coverage needs one intended decision per case: got ${intended.length} for ${cases.length} cases`,
      'intended',
    );
  }
  const byRoute = new Map<string, { cases: number; counts: OutcomeCounts }>();
  cases.forEach((c, ci) => {
    const route = intended[ci];
    if (typeof route !== 'string') {
      throw new Refusal(
        'relations.coverage-route',
        'an intended decision must be a string',
        `intended[${ci}]`,
      );
    }
    let entry = byRoute.get(route);
    if (entry === undefined) {
      entry = { cases: 0, counts: emptyCounts() };
      byRoute.set(route, entry);
    }
    entry.cases += 1;
    const counts = entry.counts;
    (c.relations ?? []).forEach((record, ri) => {
      add(counts, record.outcome, `cases[${ci}].relations[${ri}].outcome`);
    });
  });
  const routes: RouteRelationCoverage[] = [...byRoute.keys()]
    .sort(compareCodePoints)
    .map((decision) => {
      const { cases: n, counts } = byRoute.get(decision) ?? { cases: 0, counts: emptyCounts() };
      const exercised = counts.held + counts.violated;
      return {
        decision,
        cases: n,
        exercised,
        skipped: counts.skipped,
        held: counts.held,
        violated: counts.violated,
        errors: counts.errors,
        probed: exercised > 0,
        violationRate: exercised === 0 ? null : counts.violated / exercised,
      };
    });
  return {
    routes,
    probed: routes.filter((r) => r.probed).map((r) => r.decision),
    unprobed: routes.filter((r) => !r.probed).map((r) => r.decision),
  };
}
