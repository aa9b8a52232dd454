import { Refusal } from '../errors.js';
import type { ComparisonKey } from '../observation/observation.js';
import { compareCodePoints } from '../util/order.js';
import type { DecisionSuite } from './types.js';

/** How a suite's intended decisions and the agent's observed decisions cover a contract. */
export interface Coverage {
  /** Cases per expected label, sorted by label. */
  readonly intendedCounts: ReadonlyMap<string, number>;
  /** Primary observations per display name (one per case; nulls skipped). */
  readonly observedCounts: ReadonlyMap<string, number>;
  /** Cases that returned each display name on any repeat: one vote per case. */
  readonly observedCaseCounts: ReadonlyMap<string, number>;
  /** Share of required decisions with at least one reviewed case. */
  readonly intendedCoverage: number;
  /** Share of required decisions some case returned. */
  readonly observedCoverage: number;
  /** Required decisions no case expects. */
  readonly missingIntended: readonly string[];
  /** Required decisions no case returned. */
  readonly missingObserved: readonly string[];
  /** Returned values the contract neither allows nor declares (display names). */
  readonly unknownObserved: readonly string[];
  /** `[label, have, want]` for each `minimum_cases` entry with too few cases. */
  readonly underCased: readonly (readonly [string, number, number])[];
  /** Critical decisions among the missing ones (reported; implied by the others). */
  readonly missingCritical: readonly string[];
  /** None missing intended or observed, none unknown, none under-cased. */
  readonly satisfied: boolean;
  /** One sentence: the first thing to fix, or that the contract is met. */
  readonly advice: string;
}

/**
 * The name a comparison key is counted under: a decision's label,
 * `no decision: REASON`, and for values that are not labels at all a bracketed
 * description (`<empty answer>`, `<tool path: a > b>`), never an allowed label.
 */
export function coverageName(key: ComparisonKey): string {
  const body = key.slice(2);
  switch (key.slice(0, 2)) {
    case 'd:':
      return body;
    case 'n:':
      return `no decision: ${body}`;
    case 'e:':
      return '<empty answer>';
    case 't:': {
      let tools: unknown;
      try {
        tools = JSON.parse(body);
      } catch {
        tools = null;
      }
      if (!Array.isArray(tools)) return `<tool path: ${body}>`;
      return tools.length === 0
        ? '<tool path: none>'
        : `<tool path: ${tools.map(String).join(' > ')}>`;
    }
    default:
      return `<unrecognised value: ${key}>`;
  }
}

function sortedNames(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareCodePoints);
}

function countSorted(names: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return new Map([...counts.entries()].sort(([a], [b]) => compareCodePoints(a, b)));
}

function quoted(values: readonly string[]): string {
  return values.map((v) => `'${v}'`).join(', ');
}

function adviceFor(
  missingIntended: readonly string[],
  underCased: readonly (readonly [string, number, number])[],
  unknownObserved: readonly string[],
  missingObserved: readonly string[],
): string {
  if (missingIntended.length > 0) {
    return `add reviewed cases that expect ${quoted(missingIntended)}: the suite has none for ${missingIntended.length === 1 ? 'this required decision' : 'these required decisions'}`;
  }
  if (underCased.length > 0) {
    const parts = underCased.map(([label, have, want]) => `'${label}' has ${have} of ${want}`);
    return `add reviewed cases where the contract asks for more: ${parts.join(', ')}`;
  }
  if (unknownObserved.length > 0) {
    return `the agent returned ${quoted(unknownObserved)}, which the contract does not allow; allow or declare ${unknownObserved.length === 1 ? 'it' : 'them'}, or fix the agent`;
  }
  if (missingObserved.length > 0) {
    return `no case returned ${quoted(missingObserved)}: the agent never reached ${missingObserved.length === 1 ? 'this required decision' : 'these required decisions'}`;
  }
  return 'every required decision has reviewed cases and was returned by the agent';
}

/**
 * Compare a suite's intended decisions with what the agent returned
 * (reference-spec §8.2). `observed` holds one primary key per case (null when the
 * case produced nothing); `perCase`, when given, every key each case returned on
 * any repeat; `allObserved`, when given, every key seen (else the primaries stand
 * for it). A no-decision the contract does not declare, anywhere, is refused.
 * A declared no-decision is permitted but never satisfies a required decision.
 */
export function assessDecisionCoverage(
  suite: DecisionSuite,
  observed: readonly (ComparisonKey | null)[],
  perCase?: readonly (readonly ComparisonKey[])[] | null,
  allObserved?: readonly ComparisonKey[] | null,
): Coverage {
  const contract = suite.contract;
  const declared = new Set<string>(contract.allowedNoDecisions);

  const checkDeclared = (key: ComparisonKey | null, where: string): void => {
    if (key === null || !key.startsWith('n:')) return;
    const reason = key.slice(2);
    if (declared.has(reason)) return;
    const allowedList =
      contract.allowedNoDecisions.length === 0
        ? 'declares none'
        : `declares only ${quoted(contract.allowedNoDecisions)}`;
    throw new Refusal(
      'outcome.undeclared-no-decision',
      `the agent returned no decision (reason '${reason}'), but the contract's allowed_no_decisions ${allowedList}; declare it there if it is acceptable behaviour`,
      where,
    );
  };
  observed.forEach((key, i) => checkDeclared(key, `observed[${i}]`));
  perCase?.forEach((keys, i) =>
    keys.forEach((key, j) => checkDeclared(key, `perCase[${i}][${j}]`)),
  );
  allObserved?.forEach((key, i) => checkDeclared(key, `allObserved[${i}]`));

  const primaries = observed.filter((k): k is ComparisonKey => k !== null);

  const intendedCounts = countSorted(suite.cases.map((c) => c.expected));
  const observedCounts = countSorted(primaries.map(coverageName));

  // One vote per case for each distinct key it returned on any repeat.
  const caseSets: Set<ComparisonKey>[] =
    perCase === undefined || perCase === null
      ? primaries.map((k) => new Set([k]))
      : perCase.map((keys) => new Set(keys));
  const observedCaseCounts = countSorted(caseSets.flatMap((set) => [...set].map(coverageName)));
  const returnedLabels = new Set<string>();
  for (const set of caseSets)
    for (const key of set) if (key.startsWith('d:')) returnedLabels.add(key.slice(2));

  const seen = new Set<ComparisonKey>(allObserved ?? primaries);
  perCase?.forEach((keys) => keys.forEach((k) => seen.add(k)));
  const allowed = new Set(contract.allowed);
  const unknownObserved = sortedNames(
    [...seen]
      .filter((k) => !(k.startsWith('d:') && allowed.has(k.slice(2))) && !k.startsWith('n:'))
      .map(coverageName),
  );

  const missingIntended = contract.required
    .filter((l) => !intendedCounts.has(l))
    .sort(compareCodePoints);
  const missingObserved = contract.required
    .filter((l) => !returnedLabels.has(l))
    .sort(compareCodePoints);
  const underCased: [string, number, number][] = [];
  for (const [label, want] of [...contract.minimumCases.entries()].sort(([a], [b]) =>
    compareCodePoints(a, b),
  )) {
    const have = intendedCounts.get(label) ?? 0;
    if (have < want) underCased.push([label, have, want]);
  }
  const missing = new Set([...missingIntended, ...missingObserved]);
  const missingCritical = contract.critical.filter((l) => missing.has(l)).sort(compareCodePoints);

  const nRequired = contract.required.length;
  const share = (nMissing: number): number =>
    nRequired === 0 ? 1 : (nRequired - nMissing) / nRequired;

  return {
    intendedCounts,
    observedCounts,
    observedCaseCounts,
    intendedCoverage: share(missingIntended.length),
    observedCoverage: share(missingObserved.length),
    missingIntended,
    missingObserved,
    unknownObserved,
    underCased,
    missingCritical,
    satisfied:
      missingIntended.length === 0 &&
      missingObserved.length === 0 &&
      unknownObserved.length === 0 &&
      underCased.length === 0,
    advice: adviceFor(missingIntended, underCased, unknownObserved, missingObserved),
  };
}
