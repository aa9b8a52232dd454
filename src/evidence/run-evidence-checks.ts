// The checks of our run evidence (@1 and @2, once a @2 case is expanded) that a
// schema cannot make: digests and fingerprints match, relations come from the
// catalogue, shard places and recorded counts agree with the cases. They read
// per-case views (`caseViewOf`), so a file read whole and one read case by case
// (run-evidence-read.ts) are checked by the same functions.
import type { RelationType } from '../core/assess/model.js';
import { Refusal } from '../core/errors.js';
import {
  MAX_PLANNED_PAIRS,
  MAX_SEQUENTIAL_LOOKS,
  MAX_SEQUENTIAL_PAIRS,
} from '../core/stats/index.js';
import { inputFingerprint } from '../core/fingerprint.js';
import {
  relationFailureReasonOf,
  type RelationFailureReason,
} from '../core/relations/failure-reasons.js';
import { shardOfFingerprint } from '../core/shard.js';
import { settingsDigest } from './digest.js';
import { type Problem } from './schema-problems.js';
import { shortJson, type PathPart } from './paths.js';

import type { EvidenceFile, FileCase, FileObservation } from './run-evidence-file.js';

/** What each relation failure reason's record holds (the collector writes it so). */
const SHAPE_WORDS: Readonly<Record<RelationFailureReason, string>> = {
  transform_failed: 'an unchanged input and no call',
  no_source: 'a changed input and no call',
  source_failed: 'a failed source call',
  followup_failed: 'a failed follow-up call',
  check_failed: 'a follow-up call that answered',
};

export function hasContent(o: FileObservation): boolean {
  return (
    o.decision !== undefined ||
    o.text !== undefined ||
    o.tools !== undefined ||
    o.error !== undefined
  );
}

/** A file without its cases: what the checks read besides them. */
export type FileHead = Omit<EvidenceFile, 'cases'>;

/**
 * What the checks of a file read of one case: the case without its series, the
 * series' length, and which of its observations hold nothing. A file read whole
 * and a file read case by case are checked by the same functions over these.
 */
export interface CaseView extends Omit<FileCase, 'observations'> {
  readonly observationCount: number;
  readonly contentless: readonly number[];
}

export const NONE_CONTENTLESS: readonly number[] = Object.freeze([]);

export function caseViewOf(c: FileCase): CaseView {
  const { observations, ...rest } = c;
  let contentless: number[] | null = null;
  let cached = 0;
  for (let k = 0; k < observations.length; k++) {
    const o = observations[k] as FileObservation;
    if (!hasContent(o)) (contentless ??= []).push(k);
    if (o.cached === true) cached++;
  }
  return {
    ...rest,
    // Rows served from the cache are not in the series: every count is of fresh calls.
    observationCount: observations.length - cached,
    contentless: contentless ?? NONE_CONTENTLESS,
  };
}

/** What a schema cannot say: digests and fingerprints match, relations come from the catalogue. */
export function semanticProblems(f: FileHead, cases: readonly CaseView[]): Problem[] {
  const problems: Problem[] = [];
  // Settings the digest cannot write (a number too large for JSON, 1e999) are a
  // problem of the file at `settings`, not a refusal without a place.
  let expectedSettings: string | null = null;
  try {
    expectedSettings = settingsDigest(f.settings);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    problems.push({ path: ['settings'], message: error.reason });
  }
  if (expectedSettings !== null && f.settingsDigest !== expectedSettings) {
    problems.push({
      path: ['settingsDigest'],
      message: `does not match the settings (their digest is ${expectedSettings}); the file was edited or damaged`,
    });
  }
  if (f.shard !== null && f.shard.index > f.shard.count) {
    problems.push({
      path: ['shard', 'index'],
      message: `expected a shard index from 1 to ${f.shard.count}, found ${f.shard.index}`,
    });
  }
  problems.push(...shardProblems(f, cases));
  const catalogue = new Map<string, RelationType>();
  f.relations.forEach((r, i) => {
    if (catalogue.has(r.name)) {
      problems.push({
        path: ['relations', i, 'name'],
        message: `relation "${r.name}" is listed twice`,
      });
    }
    catalogue.set(r.name, r.type);
  });
  problems.push(...countProblems(f, cases));
  const seen = new Map<string, number>();
  cases.forEach((c, i) => {
    const at: PathPart[] = ['cases', i];
    if (c.input !== undefined) {
      let actual: string | undefined;
      try {
        actual = inputFingerprint(c.input);
      } catch (error) {
        problems.push({
          path: [...at, 'input'],
          message: error instanceof Error ? error.message : String(error),
        });
      }
      if (actual !== undefined && actual !== c.fingerprint) {
        problems.push({
          path: [...at, 'fingerprint'],
          message: `does not match the input (its SHA-256 is ${actual}); the file was edited or damaged`,
        });
      }
    }
    const earlier = seen.get(c.fingerprint);
    if (earlier !== undefined) {
      problems.push({
        path: [...at, 'fingerprint'],
        message: `the same input as cases[${earlier}]; every input must appear once`,
      });
    } else seen.set(c.fingerprint, i);
    const drawn = f.allocation.kind === 'random' && f.allocation.pairs !== undefined;
    if (c.observationCount === 0 && f.meter !== false && !drawn) {
      problems.push({
        path: [...at, 'observations'],
        message:
          'expected at least one observation (only evidence whose meter is false, or whose pairs were drawn at random, holds none)',
      });
    }
    for (const k of c.contentless) {
      problems.push({
        path: [...at, 'observations', k],
        message: 'an observation needs a decision, text, tools or an error',
      });
    }
    if (c.source !== undefined && !hasContent(c.source)) {
      problems.push({
        path: [...at, 'source'],
        message: 'an observation needs a decision, text, tools or an error',
      });
    }
    (c.relations ?? []).forEach((r, k) => {
      const rat: PathPart[] = [...at, 'relations', k];
      const listed = catalogue.get(r.name);
      if (listed === undefined) {
        problems.push({
          path: [...rat, 'name'],
          message: `relation "${r.name}" is not in the relations catalogue at the top of the file`,
        });
      } else if (listed !== r.type) {
        problems.push({
          path: [...rat, 'type'],
          message: `the catalogue lists "${r.name}" as ${listed}, found ${r.type}`,
        });
      }
      if (r.changed === (r.followupFingerprint === c.fingerprint)) {
        problems.push({
          path: [...rat, 'changed'],
          message: r.changed
            ? 'says the input changed, but the follow-up fingerprint equals the case fingerprint'
            : 'says the input is unchanged, but the follow-up fingerprint differs from the case fingerprint',
        });
      }
      if (!r.changed && (r.outcome === 'held' || r.outcome === 'violated')) {
        problems.push({
          path: [...rat, 'outcome'],
          message: `an unchanged input is skipped, never ${r.outcome}`,
        });
      }
      if (r.observation !== undefined && !hasContent(r.observation)) {
        problems.push({
          path: [...rat, 'observation'],
          message: 'an observation needs a decision, text, tools or an error',
        });
      }
      if (r.reason !== undefined) {
        const { reason: _recorded, ...shape } = r;
        const shaped = relationFailureReasonOf(shape);
        if (r.outcome !== 'error') {
          problems.push({
            path: [...rat, 'reason'],
            message: `a failure reason belongs only to a relation whose outcome is error, found ${r.outcome}`,
          });
        } else if (shaped !== r.reason) {
          problems.push({
            path: [...rat, 'reason'],
            message: `expected ${shaped ?? 'no reason'} for a record with ${shaped === null ? 'no failure' : SHAPE_WORDS[shaped]}, found ${r.reason}`,
          });
        }
      }
    });
  });
  return problems;
}

/**
 * A shard's cases: each input falls in the shard by its fingerprint (the
 * partition of docs/sharding.md), and each has a distinct place among the run's
 * inputs, below their number. Evidence that is not a shard has no places.
 */
export function shardProblems(f: FileHead, cases: readonly CaseView[]): Problem[] {
  const problems: Problem[] = [];
  const shard = f.shard;
  const places = new Map<number, number>();
  cases.forEach((c, i) => {
    if (shard === null) {
      if (c.position !== undefined) {
        problems.push({
          path: ['cases', i, 'position'],
          message: 'only shard evidence records positions ("shard" is null)',
        });
      }
      return;
    }
    if (shard.index > shard.count) return;
    const belongs = shardOfFingerprint(c.fingerprint, shard.count);
    if (belongs !== shard.index) {
      problems.push({
        path: ['cases', i, 'fingerprint'],
        message: `this input falls in shard ${belongs} of ${shard.count}, not in shard ${shard.index}; the file was edited or damaged`,
      });
    }
    if (c.position === undefined) {
      problems.push({
        path: ['cases', i],
        message: 'a shard case needs its "position" among the run\'s inputs',
      });
      return;
    }
    if (shard.inputs !== undefined && c.position >= shard.inputs) {
      problems.push({
        path: ['cases', i, 'position'],
        message: `expected a position below the run's ${shard.inputs} inputs, found ${c.position}`,
      });
    }
    const earlier = places.get(c.position);
    if (earlier !== undefined) {
      problems.push({
        path: ['cases', i, 'position'],
        message: `the same position as cases[${earlier}]`,
      });
    } else places.set(c.position, i);
  });
  if (shard !== null && shard.inputs !== undefined && cases.length > shard.inputs) {
    problems.push({
      path: ['shard', 'inputs'],
      message: `the shard holds ${cases.length} cases, more than the run's ${shard.inputs} inputs`,
    });
  }
  return problems;
}

/**
 * Counts are checked against the data they describe, never trusted to size work:
 * recorded failures are exact whole numbers (each, and their sum, at most 2^53 − 1);
 * a random allocation drew at least one pair per pair the cases hold and at most
 * what any plan draws; a sequential or early-rejection record's inputs are the cases
 * (fewer cases only when collection stopped early), its pairs are pairs in the file,
 * and its looks and budget are within what a plan may have.
 */
export function countProblems(f: FileHead, cases: readonly CaseView[]): Problem[] {
  const problems: Problem[] = [];
  let failed = 0;
  let overflowed = false;
  /** Pairs begun (a pair cut short by a failed call counts) and whole pairs. */
  let begun = 0;
  let whole = 0;
  cases.forEach((c, i) => {
    begun += Math.ceil(c.observationCount / 2);
    whole += Math.floor(c.observationCount / 2);
    if (c.errors === undefined) return;
    if (!Number.isSafeInteger(c.errors)) {
      problems.push({
        path: ['cases', i, 'errors'],
        message: `expected the number of runs that failed as a whole number up to ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly), found ${shortJson(c.errors)}`,
      });
      return;
    }
    failed += c.errors;
    if (!overflowed && !Number.isSafeInteger(failed)) {
      overflowed = true;
      problems.push({
        path: ['cases', i, 'errors'],
        message: `the failed runs recorded up to this case add up to more than ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly); no run made that many calls`,
      });
    }
  });
  const pairs = f.allocation.pairs;
  if (f.allocation.kind === 'random' && pairs !== undefined) {
    if (pairs > MAX_PLANNED_PAIRS) {
      problems.push({
        path: ['allocation', 'pairs'],
        message: `${pairs} pairs drawn is more than the ${MAX_PLANNED_PAIRS} any plan draws`,
      });
    } else if (pairs < begun) {
      problems.push({
        path: ['allocation', 'pairs'],
        message: `the cases hold ${begun} pairs (counting a pair cut short by a failed call), each from one draw, but only ${pairs} were drawn`,
      });
    }
  }
  const inputsProblem = (record: 'sequential' | 'earlyRejection', inputs: number) => {
    const n = cases.length;
    if (inputs === n || (inputs > n && !f.complete && Number.isSafeInteger(inputs))) return;
    problems.push({
      path: [record, 'inputs'],
      message: f.complete
        ? `the plan's inputs per round are the cases collected, ${n}, found ${inputs}`
        : `the plan's inputs per round are at least the ${n} cases collected (and a whole number), found ${inputs}`,
    });
  };
  const q = f.sequential;
  if (q !== undefined) {
    inputsProblem('sequential', q.inputs);
    if (q.looks > MAX_SEQUENTIAL_LOOKS) {
      problems.push({
        path: ['sequential', 'looks'],
        message: `a plan may have at most ${MAX_SEQUENTIAL_LOOKS} looks, found ${q.looks}`,
      });
    }
    if (q.budget !== null && q.budget > MAX_SEQUENTIAL_PAIRS) {
      problems.push({
        path: ['sequential', 'budget'],
        message: `a plan may have at most ${MAX_SEQUENTIAL_PAIRS} pairs, found ${q.budget}`,
      });
    }
    if (q.checkpoints.length > q.looks) {
      problems.push({
        path: ['sequential', 'checkpoints'],
        message: `${q.checkpoints.length} checkpoints cannot come from ${q.looks} looks`,
      });
    }
    if (q.pairs > whole) {
      problems.push({
        path: ['sequential', 'pairs'],
        message: `the decision was made after ${q.pairs} pairs, but the cases hold ${whole}`,
      });
    }
  }
  const e = f.earlyRejection;
  if (e !== undefined) {
    inputsProblem('earlyRejection', e.inputs);
    if (e.rejectedAt !== null && e.rejectedAt > whole) {
      problems.push({
        path: ['earlyRejection', 'rejectedAt'],
        message: `the test rejected after ${e.rejectedAt} pairs, but the cases hold ${whole}`,
      });
    }
  }
  return problems;
}
