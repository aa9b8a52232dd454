import { Refusal } from '../errors.js';
import { readContract, serialiseContract, type SerialisedContract } from './contract.js';
import {
  checkKnownKeys,
  describe,
  fileRoot,
  isRecord,
  ownField,
  pathOf,
  quoted,
  quotedList,
  refuseAll,
  type Problem,
} from './problems.js';
import type { DecisionContract, DecisionSuite, SuiteCase } from './types.js';

export const SUITE_SCHEMA = 'agentverity.decision-suite/v1';

/** The reference's JSON shape of a suite file. */
export interface SerialisedSuite {
  cases: { expected: string; input: string }[];
  contract: SerialisedContract;
  schema: typeof SUITE_SCHEMA;
}

/**
 * Blank as the reference judges it: nothing left after stripping Python's
 * whitespace (`str.isspace`). JavaScript's `trim()` differs: it strips U+FEFF and
 * keeps U+001C–U+001F and U+0085.
 */
function isPythonSpace(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    (c >= 0x1c && c <= 0x20) ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isPythonSpace(text.charCodeAt(i))) return false;
  return true;
}

/** The keys a suite, and each of its cases, may have. */
const SUITE_KEYS = ['schema', 'contract', 'cases'] as const;
const CASE_KEYS = ['input', 'expected'] as const;

/** How many duplicate inputs a refusal names before summarising the rest. */
const DUPLICATES_NAMED = 3;

function readText(
  record: Record<string, unknown>,
  key: 'input' | 'expected',
  path: string,
  problems: Problem[],
): string | null {
  const value = ownField(record, key);
  const at = pathOf(path, key);
  if (typeof value !== 'string') {
    problems.push({
      code: `suite.case-${key}-missing`,
      path: at,
      message: `expected a non-empty string, found ${value === undefined ? 'nothing' : describe(value)}`,
    });
    return null;
  }
  if (isBlank(value)) {
    problems.push({
      code: `suite.case-${key}-blank`,
      path: at,
      message: 'is blank; expected a non-empty string',
    });
    return null;
  }
  return value;
}

function readCases(
  value: unknown,
  path: string,
  contract: DecisionContract | null,
  problems: Problem[],
): SuiteCase[] {
  if (!Array.isArray(value)) {
    problems.push({
      code: value === undefined ? 'suite.cases-missing' : 'suite.cases-not-a-list',
      path,
      message: `expected a non-empty list of {"input", "expected"} cases, found ${value === undefined ? 'nothing' : describe(value)}`,
    });
    return [];
  }
  if (value.length === 0) {
    problems.push({
      code: 'suite.cases-empty',
      path,
      message: 'is empty; expected at least one case',
    });
    return [];
  }
  const allowed = contract === null ? null : new Set(contract.allowed);
  const cases: SuiteCase[] = [];
  const firstIndex = new Map<string, number>();
  const duplicates: string[] = [];
  value.forEach((item: unknown, index) => {
    const at = pathOf(path, index);
    if (!isRecord(item)) {
      problems.push({
        code: 'suite.case-not-an-object',
        path: at,
        message: `expected an object with "input" and "expected", found ${describe(item)}`,
      });
      return;
    }
    checkKnownKeys(item, CASE_KEYS, at, 'suite.unknown-key', problems);
    const input = readText(item, 'input', at, problems);
    const expected = readText(item, 'expected', at, problems);
    if (input !== null) {
      const first = firstIndex.get(input);
      if (first === undefined) firstIndex.set(input, index);
      else
        duplicates.push(`${pathOf(at, 'input')} repeats ${pathOf(pathOf(path, first), 'input')}`);
    }
    if (expected !== null && allowed !== null && !allowed.has(expected)) {
      problems.push({
        code: 'suite.expected-not-allowed',
        path: pathOf(at, 'expected'),
        message: `${quoted(expected)} is not an allowed decision; expected one of ${quotedList([...allowed])}`,
      });
    }
    if (input !== null && expected !== null) cases.push({ input, expected });
  });
  if (duplicates.length > 0) {
    const named = duplicates.slice(0, DUPLICATES_NAMED).join('; ');
    const more = duplicates.length - DUPLICATES_NAMED;
    problems.push({
      code: 'suite.duplicate-input',
      path,
      message: `inputs must be unique: ${named}${more > 0 ? ` (and ${more} more)` : ''}`,
    });
  }
  return cases;
}

/**
 * Validate an `agentverity.decision-suite/v1` document (reference-spec §8.1). Inputs
 * and expected labels are kept exactly as written. Every problem found is reported
 * in one Refusal naming the JSON paths.
 */
export function parseSuite(value: unknown, file?: string): DecisionSuite {
  // Places inside a file read `file: cases[0].input`; a suite in memory, `suite.cases[0].input`.
  const where = file ?? 'suite';
  const root = file === undefined ? 'suite' : fileRoot(file);
  if (!isRecord(value)) {
    throw new Refusal(
      'suite.not-an-object',
      `expected a decision suite object with "schema", "contract" and "cases", found ${describe(value)}`,
      where,
    );
  }
  const schema = ownField(value, 'schema');
  if (schema !== SUITE_SCHEMA) {
    const found =
      schema === undefined
        ? 'no schema'
        : `schema ${typeof schema === 'string' ? quoted(schema) : describe(schema)}`;
    throw new Refusal(
      'suite.schema',
      `unsupported decision suite: found ${found}, expected ${JSON.stringify(SUITE_SCHEMA)}`,
      pathOf(root, 'schema'),
    );
  }
  const problems: Problem[] = [];
  checkKnownKeys(value, SUITE_KEYS, root, 'suite.unknown-key', problems);
  const contractPath = pathOf(root, 'contract');
  const contractRaw = ownField(value, 'contract');
  let contract: DecisionContract | null = null;
  if (contractRaw === undefined) {
    problems.push({
      code: 'suite.contract-missing',
      path: contractPath,
      message: 'missing; expected the decision contract (at least "allowed")',
    });
  } else {
    contract = readContract(contractRaw, contractPath, problems);
  }
  const cases = readCases(ownField(value, 'cases'), pathOf(root, 'cases'), contract, problems);
  refuseAll(problems, where);
  if (contract === null) throw new Error('suite validation produced neither a suite nor a problem');
  return { contract, cases };
}

/** The suite in the reference's JSON shape. */
export function serialiseSuite(suite: DecisionSuite): SerialisedSuite {
  return {
    cases: suite.cases.map((c) => ({ expected: c.expected, input: c.input })),
    contract: serialiseContract(suite.contract),
    schema: SUITE_SCHEMA,
  };
}
