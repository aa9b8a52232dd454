import path from 'node:path';
import {
  isPythonSpace,
  parseSuite,
  Refusal,
  serialiseSuite,
  SUITE_SCHEMA,
  type DecisionSuite,
} from '../core/index.js';
import { unknownKeyMessage } from '../core/util/nearest.js';
import { digestOf, parseJsonText, readTextFile } from '../evidence/index.js';
import type { SeedCase } from './plan.js';

/** The inputs a run starts from. */
export interface Seeds {
  readonly format: 'lines' | 'jsonl' | 'suite';
  readonly cases: readonly SeedCase[];
  readonly suite: DecisionSuite | null;
  /** SHA-256 of the suite's canonical JSON, for the evidence file. */
  readonly suiteDigest: string | null;
}

/** Python's str.strip(): its whitespace set, not JavaScript's (so fingerprints agree). */
export function stripPython(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isPythonSpace(text[start] as string)) start++;
  while (end > start && isPythonSpace(text[end - 1] as string)) end--;
  return text.slice(start, end);
}

/**
 * A text seed file as the reference reads `--inputs`: one input per line, each
 * line stripped of surrounding whitespace, blank lines skipped. Line ends are
 * \n, \r\n or \r. A leading byte-order mark is dropped.
 */
export function parseSeedLines(text: string): SeedCase[] {
  return seedLines(text, '').cases;
}

/** The seed cases of a text file and where each is (`file:line`), for refusals. */
interface Placed {
  readonly cases: SeedCase[];
  readonly places: string[];
}

function seedLines(text: string, file: string): Placed {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const cases: SeedCase[] = [];
  const places: string[] = [];
  body.split(/\r\n|\n|\r/).forEach((line, i) => {
    const input = stripPython(line);
    if (input === '') return;
    cases.push({ input });
    places.push(`${file}:${i + 1}`);
  });
  return { cases, places };
}

/** The keys a seed object may have. */
const SEED_KEYS: readonly string[] = ['input', 'expected'];

function seedOfValue(value: unknown, where: string): SeedCase {
  if (typeof value === 'string') {
    if (value === '') throw new Refusal('seeds.empty-input', 'an input must not be empty', where);
    return { input: value };
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    // A key we do not read (a misspelt `expected`) would drop what it says: refused.
    const unknown = Object.keys(value).find((key) => !SEED_KEYS.includes(key));
    if (unknown !== undefined) {
      throw new Refusal('seeds.unknown-key', unknownKeyMessage(unknown, SEED_KEYS), where);
    }
    const { input, expected } = value as Record<string, unknown>;
    if (typeof input !== 'string' || input === '') {
      throw new Refusal('seeds.input', 'expected "input" to be a non-empty string', where);
    }
    if (
      expected !== undefined &&
      expected !== null &&
      (typeof expected !== 'string' || expected === '')
    ) {
      throw new Refusal(
        'seeds.expected',
        'expected "expected" to be a non-empty string (the intended decision)',
        where,
      );
    }
    return typeof expected === 'string' ? { input, expected } : { input };
  }
  throw new Refusal(
    'seeds.line',
    'expected a JSON string or an object {"input": …, "expected"?: …}',
    where,
  );
}

/** A JSONL seed file: one JSON string or `{"input", "expected"?}` per line; blank lines skipped. */
export function parseSeedJsonl(text: string, file: string): SeedCase[] {
  return seedJsonl(text, file).cases;
}

function seedJsonl(text: string, file: string): Placed {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const cases: SeedCase[] = [];
  const places: string[] = [];
  body.split(/\r\n|\n|\r/).forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${file}:${i + 1}`;
    cases.push(seedOfValue(parseLine(line, file, i + 1), where));
    places.push(where);
  });
  return { cases, places };
}

/** One line's JSON; a refusal names the file's line and the column in it (`file:3:7`). */
function parseLine(line: string, file: string, n: number): unknown {
  try {
    return parseJsonText(line, file);
  } catch (error) {
    const column = error instanceof Refusal ? /:1:(\d+)$/.exec(error.where ?? '') : null;
    if (!(error instanceof Refusal) || column === null) throw error;
    throw new Refusal(error.code, error.reason, `${file}:${n}:${column[1]}`);
  }
}

/** Read a seed file: a decision suite (`.json`), JSONL (`.jsonl`, `.ndjson`), or text lines. */
export async function readSeeds(file: string, cwd = process.cwd()): Promise<Seeds> {
  const resolved = path.resolve(cwd, file);
  const text = await readTextFile(resolved);
  const ext = path.extname(file).toLowerCase();
  let seeds: Seeds;
  // Where each case is, for a refusal of a repeated input (a suite refuses its own).
  let places: readonly string[] = [];
  if (ext === '.jsonl' || ext === '.ndjson') {
    const read = seedJsonl(text, file);
    places = read.places;
    seeds = { format: 'jsonl', cases: read.cases, suite: null, suiteDigest: null };
  } else if (ext === '.json') {
    const value = parseJsonText(text, file);
    if (Array.isArray(value)) {
      places = value.map((_, i) => `${file}: [${i}]`);
      seeds = {
        format: 'jsonl',
        cases: value.map((v, i) => seedOfValue(v, `${file}: [${i}]`)),
        suite: null,
        suiteDigest: null,
      };
    } else if (
      value !== null &&
      typeof value === 'object' &&
      (value as { schema?: unknown }).schema === SUITE_SCHEMA
    ) {
      const suite = parseSuite(value, file);
      seeds = {
        format: 'suite',
        cases: suite.cases.map((c) => ({ input: c.input, expected: c.expected })),
        suite,
        suiteDigest: digestOf(serialiseSuite(suite)),
      };
    } else {
      throw new Refusal(
        'seeds.json',
        `expected a decision suite (schema ${SUITE_SCHEMA}) or a list of inputs`,
        file,
      );
    }
  } else {
    const read = seedLines(text, file);
    places = read.places;
    seeds = { format: 'lines', cases: read.cases, suite: null, suiteDigest: null };
  }
  if (seeds.cases.length === 0) {
    throw new Refusal('seeds.empty', 'the seed file holds no inputs', file);
  }
  refuseRepeatedInputs(seeds, places, file);
  return seeds;
}

/**
 * Inputs given as values (the library's test entry point): each a non-empty
 * string or `{input, expected?}`, as a JSON seed list holds them; a refusal
 * names the value by its index (`inputs[3]`).
 */
export function seedsOfValues(values: readonly unknown[], name = 'inputs'): Seeds {
  if (!Array.isArray(values) || values.length === 0) {
    throw new Refusal('seeds.empty', 'expected a non-empty list of inputs', name);
  }
  const places = values.map((_, i) => `${name}[${i}]`);
  const seeds: Seeds = {
    format: 'jsonl',
    cases: values.map((v, i) => seedOfValue(v, places[i] as string)),
    suite: null,
    suiteDigest: null,
  };
  refuseRepeatedInputs(seeds, places, name);
  return seeds;
}

function refuseRepeatedInputs(seeds: Seeds, places: readonly string[], file: string): void {
  const first = new Map<string, number>();
  seeds.cases.forEach((c, i) => {
    const earlier = first.get(c.input);
    if (earlier !== undefined) {
      const shown = JSON.stringify(c.input.length > 60 ? `${c.input.slice(0, 60)}…` : c.input);
      throw new Refusal(
        'collect.duplicate-inputs',
        `input ${i + 1} repeats input ${earlier + 1} (${shown}); inputs must be distinct (each is called k times)`,
        places[i] ?? file,
      );
    }
    first.set(c.input, i);
  });
}
