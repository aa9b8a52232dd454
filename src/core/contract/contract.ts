import { DECLARABLE_REASONS, type NoDecisionReason } from '../observation/types.js';
import { compareCodePoints } from '../util/order.js';
import type { DecisionContract } from './types.js';
import {
  checkKnownKeys,
  describe,
  isRecord,
  ownField,
  pathOf,
  quoted,
  quotedList,
  refuseAll,
  type Problem,
  type ProblemCode,
} from './problems.js';

/** The reference's JSON shape of a contract (snake_case; empty optional parts omitted). */
export interface SerialisedContract {
  allowed: string[];
  allowed_no_decisions?: string[];
  critical: string[];
  minimum_cases?: Record<string, number>;
  required: string[];
  stability_targets?: Record<string, number>;
}

/** The keys a contract may have (the reference's snake_case names). */
const CONTRACT_KEYS = [
  'allowed',
  'required',
  'critical',
  'stability_targets',
  'minimum_cases',
  'allowed_no_decisions',
] as const;

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareCodePoints);
}

/**
 * Read a list of non-empty strings. Returns null (and records a problem) when the
 * value is not such a list. A bare string is refused: it is not a list of labels.
 */
function readLabels(
  value: unknown,
  path: string,
  what: string,
  problems: Problem[],
): string[] | null {
  if (!Array.isArray(value)) {
    const hint = typeof value === 'string' ? ` (write [${quoted(value)}] for one label)` : '';
    problems.push({
      code: 'contract.not-a-list',
      path,
      message: `expected ${what} as a list of non-empty strings, found ${describe(value)}${hint}`,
    });
    return null;
  }
  const labels: string[] = [];
  let ok = true;
  value.forEach((item: unknown, index) => {
    if (typeof item !== 'string' || item.length === 0) {
      problems.push({
        code: 'contract.bad-label',
        path: pathOf(path, index),
        message: `expected a non-empty string, found ${describe(item)}`,
      });
      ok = false;
    } else {
      labels.push(item);
    }
  });
  return ok ? sortedUnique(labels) : null;
}

/** Record a problem for each label not in `of`; returns true when all are members. */
function checkSubset(
  labels: readonly string[],
  of: ReadonlySet<string>,
  path: string,
  ofName: string,
  code: ProblemCode,
  problems: Problem[],
): boolean {
  const outside = labels.filter((l) => !of.has(l));
  if (outside.length === 0) return true;
  problems.push({
    code,
    path,
    message: `${quotedList(outside)} ${outside.length === 1 ? 'is' : 'are'} not in ${ofName}; every entry must be one of ${quotedList([...of])}`,
  });
  return false;
}

/** Read a per-route map (`stability_targets`, `minimum_cases`) into a sorted Map. */
function readRouteMap(
  value: unknown,
  path: string,
  required: ReadonlySet<string> | null,
  requiredPath: string,
  check: (v: unknown) => string | null,
  codes: { key: ProblemCode; value: ProblemCode },
  problems: Problem[],
): Map<string, number> {
  const out = new Map<string, number>();
  if (value === undefined || value === null) return out;
  if (!isRecord(value)) {
    problems.push({
      code: 'contract.not-an-object',
      path,
      message: `expected an object mapping required decisions to values, found ${describe(value)}`,
    });
    return out;
  }
  const entries = Object.entries(value).sort(([a], [b]) => compareCodePoints(a, b));
  for (const [key, raw] of entries) {
    const at = pathOf(path, key);
    if (required !== null && !required.has(key)) {
      problems.push({
        code: codes.key,
        path: at,
        message: `${quoted(key)} is not a required decision (see ${requiredPath})`,
      });
    }
    const bad = check(raw);
    if (bad !== null) {
      problems.push({ code: codes.value, path: at, message: `${bad}, found ${describe(raw)}` });
    } else {
      out.set(key, raw as number);
    }
  }
  return out;
}

function checkTarget(v: unknown): string | null {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 1
    ? null
    : 'expected a number strictly between 0 and 1';
}

function checkMinimum(v: unknown): string | null {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 1
    ? null
    : `expected a whole number of at least 1 and at most ${Number.MAX_SAFE_INTEGER}`;
}

/**
 * Validate a contract, recording every problem; returns the contract when there are
 * none, else null.
 */
export function readContract(
  value: unknown,
  where: string,
  problems: Problem[],
): DecisionContract | null {
  const before = problems.length;
  if (!isRecord(value)) {
    problems.push({
      code: 'contract.not-an-object',
      path: where,
      message: `expected an object with at least "allowed", found ${describe(value)}`,
    });
    return null;
  }
  checkKnownKeys(value, CONTRACT_KEYS, where, 'contract.unknown-key', problems);

  // allowed
  const allowedPath = pathOf(where, 'allowed');
  const allowedRaw = ownField(value, 'allowed');
  let allowed: string[] | null = null;
  if (allowedRaw === undefined) {
    problems.push({
      code: 'contract.allowed-missing',
      path: allowedPath,
      message: 'missing; expected a non-empty list of the decisions the agent may return',
    });
  } else {
    allowed = readLabels(allowedRaw, allowedPath, 'the allowed decisions', problems);
    if (allowed !== null && allowed.length === 0) {
      problems.push({
        code: 'contract.allowed-empty',
        path: allowedPath,
        message: 'is empty; expected at least one allowed decision',
      });
      allowed = null;
    }
  }
  const allowedSet = allowed === null ? null : new Set(allowed);

  // required (defaults to all of allowed)
  const requiredPath = pathOf(where, 'required');
  const requiredRaw = ownField(value, 'required');
  let required: string[] | null;
  if (requiredRaw === undefined || requiredRaw === null) {
    required = allowed;
  } else {
    required = readLabels(requiredRaw, requiredPath, 'the required decisions', problems);
    if (required !== null && required.length === 0) {
      problems.push({
        code: 'contract.required-empty',
        path: requiredPath,
        message:
          'is empty; expected at least one required decision (omit it to require every allowed one)',
      });
      required = null;
    }
    if (required !== null && allowedSet !== null) {
      if (
        !checkSubset(
          required,
          allowedSet,
          requiredPath,
          allowedPath,
          'contract.required-not-allowed',
          problems,
        )
      ) {
        required = null;
      }
    }
  }
  const requiredSet = required === null ? null : new Set(required);

  // critical ⊆ required
  const criticalPath = pathOf(where, 'critical');
  const criticalRaw = ownField(value, 'critical');
  let critical: string[] = [];
  if (criticalRaw !== undefined && criticalRaw !== null) {
    critical = readLabels(criticalRaw, criticalPath, 'the critical decisions', problems) ?? [];
    if (requiredSet !== null) {
      checkSubset(
        critical,
        requiredSet,
        criticalPath,
        requiredPath,
        'contract.critical-not-required',
        problems,
      );
    }
  }

  const stabilityTargets = readRouteMap(
    ownField(value, 'stability_targets'),
    pathOf(where, 'stability_targets'),
    requiredSet,
    requiredPath,
    checkTarget,
    { key: 'contract.target-not-required', value: 'contract.target-out-of-range' },
    problems,
  );
  const minimumCases = readRouteMap(
    ownField(value, 'minimum_cases'),
    pathOf(where, 'minimum_cases'),
    requiredSet,
    requiredPath,
    checkMinimum,
    { key: 'contract.minimum-not-required', value: 'contract.minimum-not-whole' },
    problems,
  );

  // allowed_no_decisions ⊆ declarable reasons
  const declaredPath = pathOf(where, 'allowed_no_decisions');
  const declaredRaw = ownField(value, 'allowed_no_decisions');
  let allowedNoDecisions: NoDecisionReason[] = [];
  if (declaredRaw !== undefined && declaredRaw !== null) {
    const reasons =
      readLabels(declaredRaw, declaredPath, 'the declared no-decision reasons', problems) ?? [];
    const declarable = new Set<string>(DECLARABLE_REASONS);
    if (
      checkSubset(
        reasons,
        declarable,
        declaredPath,
        'the declarable reasons',
        'contract.reason-not-declarable',
        problems,
      )
    ) {
      allowedNoDecisions = reasons as NoDecisionReason[];
    }
  }

  if (problems.length > before || allowed === null || required === null) return null;
  return { allowed, required, critical, stabilityTargets, minimumCases, allowedNoDecisions };
}

/**
 * Validate a decision contract (reference-spec §8.1) and return it with its sets
 * sorted by code point and de-duplicated. Every problem found is reported in one
 * Refusal naming the JSON paths.
 */
export function parseContract(value: unknown, where = 'contract'): DecisionContract {
  const problems: Problem[] = [];
  const contract = readContract(value, where, problems);
  refuseAll(problems, where);
  if (contract === null)
    throw new Error('contract validation produced neither a contract nor a problem');
  return contract;
}

function sortedRecord(map: ReadonlyMap<string, number>): Record<string, number> {
  // Object.fromEntries defines own data properties, so a key such as "__proto__" is safe.
  return Object.fromEntries([...map.entries()].sort(([a], [b]) => compareCodePoints(a, b)));
}

/** The contract in the reference's JSON shape, keys and sets sorted. */
export function serialiseContract(contract: DecisionContract): SerialisedContract {
  // Keys in sorted order, as the reference writes them.
  return {
    allowed: sortedUnique(contract.allowed),
    ...(contract.allowedNoDecisions.length > 0
      ? { allowed_no_decisions: sortedUnique(contract.allowedNoDecisions) }
      : {}),
    critical: sortedUnique(contract.critical),
    ...(contract.minimumCases.size > 0
      ? { minimum_cases: sortedRecord(contract.minimumCases) }
      : {}),
    required: sortedUnique(contract.required),
    ...(contract.stabilityTargets.size > 0
      ? { stability_targets: sortedRecord(contract.stabilityTargets) }
      : {}),
  };
}
