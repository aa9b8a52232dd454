import { Refusal } from '../errors.js';

/** Named tolerances: the flip rate a run tests against, by how much the user cares. */
export const PRECISIONS = Object.freeze({ cheap: 0.1, balanced: 0.05, strict: 0.01 } as const);
export type Precision = keyof typeof PRECISIONS;

/** The preset used when neither a precision nor an epsilon is given. */
export const DEFAULT_PRECISION: Precision = 'balanced';

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value === undefined) return 'nothing';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Check that a tolerance is a finite number strictly between 0 and 1 and return it.
 * `where` names the setting or JSON path in the refusal.
 */
export function validateEpsilon(value: unknown, where = 'epsilon'): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value >= 1) {
    throw new Refusal(
      'stats.epsilon',
      `expected a number strictly between 0 and 1 (a flip rate such as 0.05), got ${describe(value)}`,
      where,
    );
  }
  return value;
}

/** True when `name` is one of the precision presets. */
export function isPrecision(name: string): name is Precision {
  return Object.hasOwn(PRECISIONS, name);
}

/**
 * The tolerance a run tests against. An explicit epsilon wins (and must lie in
 * (0, 1)); otherwise the named preset, `balanced` when none is named.
 */
export function resolveEpsilon(
  precision: string | undefined,
  epsilon: number | null | undefined,
): number {
  if (epsilon !== undefined && epsilon !== null) return validateEpsilon(epsilon);
  const name = precision ?? DEFAULT_PRECISION;
  if (!isPrecision(name)) {
    const known = Object.keys(PRECISIONS).sort().join(', ');
    throw new Refusal(
      'stats.precision',
      `${JSON.stringify(name)} is not a precision preset; use one of ${known}, or give an explicit epsilon`,
      'precision',
    );
  }
  return PRECISIONS[name];
}
