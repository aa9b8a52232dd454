import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Benchmark, BenchTask, TaskEvaluation } from '../core/bench/types.js';
import { checkEvaluation, EVALUATION_TYPES } from '../core/bench/index.js';
import { Refusal } from '../core/errors.js';
import { digestOf } from './digest.js';
import { readTextFile, regularFile } from './json.js';
import { LIMITS } from './limits.js';
import { isBlank, shortJson, type PathPart } from './paths.js';
import { inlineDefinitions } from './schema-inline.js';
import { problemFromAjv } from './schema-problems.js';
import { lineOf, locatedRefusal, parseYamlText, type Located } from './yaml-text.js';

/**
 * Benchmark files (issue 17): versioned YAML (JSON is YAML too), the format
 * AgentVerdict users already write:
 *
 * ```yaml
 * version: "1"
 * name: general
 * description: …            # optional
 * tasks:
 *   - id: capital-france
 *     name: Capital of France # optional, default: the id
 *     category: geography     # optional
 *     prompt: What is the capital of France? Answer with one word.
 *     evaluation: {type: exact_match, expected: Paris, case_sensitive: false}
 *     decision: true          # optional: the output is a bounded decision (flip-rate meter)
 *     cluster: europe         # optional: tasks that are not independent
 * ```
 *
 * Every problem is refused with the file, the line and the JSON path, and what
 * was expected there (`benchmark.*` codes, exit 2): YAML syntax and duplicate
 * keys, unknown keys, wrong types, an unknown major version, duplicate task ids,
 * an empty prompt or expected text, a regular expression that does not compile.
 * Text fields must be YAML strings: `id: 007` is the number 7 to YAML, so it is
 * refused with the advice to quote it rather than silently read as "7".
 */

/** The versions this reader knows: major 1 (`"1"`, `"1.2"`, or the YAML number 1). */
export const BENCHMARK_MAJOR = 1;

/** Regular-expression flags a task may give; `g` and `y` make `test` stateful and are refused. */
export const REGEX_FLAGS = 'dimsuv';

const TEXT = { type: 'string', minLength: 1 } as const;

/** The JSON Schema (draft-07) of a benchmark file as written (snake_case keys). Published as schemas/benchmark.schema.json. */
export const BENCHMARK_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'AgentVerity Action benchmark',
  description:
    'A fixed list of tasks, each with a prompt and an evaluation (exact_match, contains or regex), run on one or more agents by `agentverity bench`. Written in YAML or JSON.',
  type: 'object',
  additionalProperties: false,
  required: ['version', 'name', 'tasks'],
  properties: {
    version: {
      description: 'The format version: "1" (a minor version such as "1.1" is read as 1).',
      type: ['string', 'integer'],
      pattern: '^[0-9]+(\\.[0-9]+)*$',
    },
    name: { ...TEXT, description: 'The benchmark name, shown in reports and digested.' },
    description: { type: 'string' },
    tasks: { type: 'array', minItems: 1, items: { $ref: '#/definitions/task' } },
  },
  definitions: {
    task: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'prompt', 'evaluation'],
      properties: {
        id: { ...TEXT, description: 'Unique within the benchmark: the key tasks are paired on.' },
        name: { ...TEXT, description: 'Default: the id.' },
        category: { type: ['string', 'null'] },
        prompt: { ...TEXT, description: 'What the agent is given, as is.' },
        evaluation: { $ref: '#/definitions/evaluation' },
        decision: {
          description:
            "The task's output is a bounded decision label: the flip-rate meter compares it across runs.",
          type: 'boolean',
        },
        cluster: {
          ...TEXT,
          description: 'Tasks sharing a cluster are not independent (cluster-aware intervals).',
        },
      },
    },
    evaluation: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'expected'],
      properties: {
        type: { enum: [...EVALUATION_TYPES] },
        expected: {
          ...TEXT,
          description:
            'exact_match: the answer (surrounding whitespace ignored); contains: a substring; regex: a JavaScript regular expression, searched anywhere in the output.',
        },
        case_sensitive: {
          description: 'exact_match and contains only; default true.',
          type: 'boolean',
        },
        flags: {
          description: 'regex only: any of d, i, m, s, u, v.',
          type: 'string',
          pattern: `^[${REGEX_FLAGS}]*$`,
        },
      },
    },
  },
} as const;

export type BenchmarkCode =
  | 'benchmark.syntax'
  | 'benchmark.invalid'
  | 'benchmark.version'
  | 'benchmark.duplicate-task'
  | 'benchmark.regex';

interface Problem {
  readonly code: BenchmarkCode;
  readonly path: readonly PathPart[];
  /** Point at the key rather than its value (unknown keys). */
  readonly atKey?: boolean;
  readonly message: string;
}

function refuse(problems: readonly Problem[], file: string, at: Located): never {
  const { message, where } = locatedRefusal(problems, file, at, 'benchmark file');
  throw new Refusal((problems[0] as Problem).code, message, where);
}

// ---------------------------------------------------------------------------
// Checking.

let validator: ValidateFunction | null = null;

function schemaProblems(value: unknown): Problem[] {
  if (validator === null) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
    validator = ajv.compile(inlineDefinitions(BENCHMARK_JSON_SCHEMA));
  }
  if (validator(value)) return [];
  return (validator.errors ?? []).map(problemOf).filter((p): p is Problem => p !== null);
}

/**
 * An ajv error in the words every reader of ours uses (schema-problems.ts, as
 * YAML names types, an unknown key at the key with the known ones), with a
 * benchmark's own for an empty task list and the version and regex-flag patterns.
 */
function problemOf(e: ErrorObject): Problem | null {
  const p = problemFromAjv(
    e,
    'a benchmark file',
    (err, path) => {
      const found = shortJson(err.data);
      switch (err.keyword) {
        case 'minItems':
          return { path, message: 'is empty; expected at least one task' };
        case 'pattern':
          return path[path.length - 1] === 'flags'
            ? {
                path,
                message: `expected regular-expression flags from "${REGEX_FLAGS}" (g and y are not allowed), found ${found}`,
              }
            : { path, message: `expected a version such as "1", found ${found}` };
        default:
          return undefined;
      }
    },
    { yaml: true, keysAt: (path) => Object.keys(knownKeysAt(path)) },
  );
  if (p === null) return null;
  const code: BenchmarkCode =
    e.keyword === 'pattern' && p.path[p.path.length - 1] !== 'flags'
      ? 'benchmark.version'
      : 'benchmark.invalid';
  return { code, ...p, ...(e.keyword === 'additionalProperties' ? { atKey: true } : {}) };
}

function knownKeysAt(path: readonly PathPart[]): Record<string, unknown> {
  const defs = BENCHMARK_JSON_SCHEMA.definitions;
  if (path.length === 0) return BENCHMARK_JSON_SCHEMA.properties;
  if (path.length === 2) return defs.task.properties;
  return defs.evaluation.properties;
}

/** The major version of a valid-looking version, or null. */
function majorOf(version: unknown): number | null {
  if (typeof version === 'number') return Number.isInteger(version) ? version : null;
  if (typeof version !== 'string' || !/^[0-9]+(\.[0-9]+)*$/.test(version)) return null;
  return Number(version.split('.')[0]);
}

/** Why a regular expression cannot be used, or null. */
export function regexProblem(source: string, flags: string): string | null {
  try {
    new RegExp(source, flags);
    return null;
  } catch (error) {
    return `not a valid regular expression (${error instanceof Error ? error.message : String(error)})`;
  }
}

interface RawTask {
  id: string;
  name?: string;
  category?: string | null;
  prompt: string;
  evaluation: {
    type: TaskEvaluation['type'];
    expected: string;
    case_sensitive?: boolean;
    flags?: string;
  };
  decision?: boolean;
  cluster?: string;
}

/** Problems a schema cannot state: version, duplicate ids, blank text, bad regexes, misplaced options. */
function semanticProblems(raw: { version: unknown; tasks: readonly RawTask[] }): Problem[] {
  const problems: Problem[] = [];
  const major = majorOf(raw.version);
  if (major !== BENCHMARK_MAJOR) {
    problems.push({
      code: 'benchmark.version',
      path: ['version'],
      message: `version ${shortJson(raw.version)} is not one this tool reads; expected "1" (major version ${BENCHMARK_MAJOR})`,
    });
  }
  const firstAt = new Map<string, number>();
  raw.tasks.forEach((t, i) => {
    const before = firstAt.get(t.id);
    if (before !== undefined) {
      problems.push({
        code: 'benchmark.duplicate-task',
        path: ['tasks', i, 'id'],
        message: `duplicate task id ${shortJson(t.id)}: tasks[${before}] has it too; every task id must be unique`,
      });
    } else firstAt.set(t.id, i);
    if (isBlank(t.prompt)) {
      problems.push({
        code: 'benchmark.invalid',
        path: ['tasks', i, 'prompt'],
        message: 'is blank; expected the prompt the agent is given',
      });
    }
    const e = t.evaluation;
    if (e.type === 'regex') {
      if (e.case_sensitive !== undefined) {
        problems.push({
          code: 'benchmark.invalid',
          path: ['tasks', i, 'evaluation', 'case_sensitive'],
          atKey: true,
          message: 'applies to exact_match and contains only; give a regex flags: i instead',
        });
      }
      const why = regexProblem(e.expected, e.flags ?? '');
      if (why !== null) {
        problems.push({
          code: 'benchmark.regex',
          path: ['tasks', i, 'evaluation', 'expected'],
          message: why,
        });
      }
    } else if (e.flags !== undefined) {
      problems.push({
        code: 'benchmark.invalid',
        path: ['tasks', i, 'evaluation', 'flags'],
        atKey: true,
        message: `applies to regex only; ${e.type} takes case_sensitive: false`,
      });
    }
  });
  return problems;
}

/** A task as the core models it: defaults applied, defaults left out (so the digest does not depend on them). */
function taskOf(t: RawTask): BenchTask {
  const e = t.evaluation;
  const flags = [...new Set(e.flags ?? '')].sort().join('');
  const evaluation: TaskEvaluation = {
    type: e.type,
    expected: e.expected,
    ...(e.case_sensitive === false ? { caseSensitive: false } : {}),
    ...(flags === '' ? {} : { flags }),
  };
  return {
    id: t.id,
    name: t.name ?? t.id,
    category: t.category ?? null,
    prompt: t.prompt,
    evaluation,
    ...(t.decision === true ? { decision: true } : {}),
    ...(t.cluster === undefined ? {} : { cluster: t.cluster }),
  };
}

/** The digest of a benchmark: SHA-256 of the RFC 8785 canonical JSON of `{name, tasks}`. */
export function benchmarkDigest(name: string, tasks: readonly BenchTask[]): string {
  return digestOf({ name, tasks });
}

/**
 * Parses a benchmark from its text (YAML or JSON); `file` names it in refusals.
 * Every refusal names the file, the line and the JSON path.
 */
export async function parseBenchmark(text: string, file: string): Promise<Benchmark> {
  const { value, at } = await parseYamlText(text, file, {
    syntax: 'benchmark.syntax',
    invalid: 'benchmark.invalid',
    what: 'a benchmark (version, name, tasks)',
    mapping: 'a mapping with version, name and tasks',
  });
  return benchmarkOfValue(value, file, at);
}

/**
 * The benchmark a parsed file holds, or the refusal of its problems. Linear in
 * the size of the file, however many problems it has: the schema is checked
 * with its definitions inlined (`inlineDefinitions`), and at most ten problems
 * are placed at their lines, then "… and N more problems".
 */
export function benchmarkOfValue(
  value: Record<string, unknown>,
  file: string,
  at: Located,
): Benchmark {
  const problems = schemaProblems(value);
  if (problems.length > 0) refuse(problems, file, at);
  const raw = value as { version: unknown; name: string; description?: string; tasks: RawTask[] };
  const semantic = semanticProblems(raw);
  if (semantic.length > 0) refuse(semantic, file, at);
  const tasks = raw.tasks.map(taskOf);
  // The core's own rules for an evaluation (the same grader runs it): checked too,
  // so a rule it adds later is refused here, at the task's line, before any call.
  tasks.forEach((t, i) => {
    if (t.evaluation !== null) {
      checkEvaluation(
        t.evaluation,
        `${file}:${lineOf(at, ['tasks', i, 'evaluation'], false)}: tasks[${i}].evaluation`,
      );
    }
  });
  return {
    version: '1',
    name: raw.name,
    ...(raw.description === undefined || raw.description.trim() === ''
      ? {}
      : { description: raw.description }),
    tasks,
    digest: benchmarkDigest(raw.name, tasks),
  };
}

// ---------------------------------------------------------------------------
// Bundled benchmarks and names.

/** The folder of this package (its package.json), from wherever this code runs (src/ or dist/). */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'benchmarks'))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Refusal(
    'benchmark.unknown',
    'the bundled benchmarks folder was not found beside this package',
  );
}

/** The folder of the bundled benchmarks (`benchmarks/` of the package). */
export function bundledBenchmarksDir(): string {
  return path.join(packageRoot(), 'benchmarks');
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const EXTENSIONS = ['.yaml', '.yml', '.json'];

function bundledFiles(): string[] {
  const dir = bundledBenchmarksDir();
  return readdirSync(dir)
    .filter((f) => EXTENSIONS.includes(path.extname(f)))
    .sort();
}

/**
 * Where a benchmark argument points: a path (it has a folder separator or a
 * .yaml/.yml/.json ending) is a file relative to `cwd`; a bare name is a bundled
 * benchmark, else a file of that name. Refused (`benchmark.unknown`) when neither exists.
 */
export function resolveBenchmark(pathOrName: string, cwd: string): string {
  const looksLikePath = /[\\/]/.test(pathOrName) || EXTENSIONS.includes(path.extname(pathOrName));
  if (!looksLikePath && NAME.test(pathOrName)) {
    const bundled = bundledFiles().find((f) => path.basename(f, path.extname(f)) === pathOrName);
    if (bundled !== undefined) return path.join(bundledBenchmarksDir(), bundled);
  }
  const file = path.resolve(cwd, pathOrName);
  if (existsSync(file)) {
    // Found, but a pipe, a device or a folder: refused as such (`file.not-regular`).
    if (!statSync(file).isFile()) regularFile(pathOrName === file ? file : pathOrName);
    return file;
  }
  const names = bundledFiles().map((f) => path.basename(f, path.extname(f)));
  throw new Refusal(
    'benchmark.unknown',
    looksLikePath
      ? 'no such benchmark file'
      : `no bundled benchmark of that name and no such file; the bundled benchmarks are ${names.join(', ')}`,
    pathOrName,
  );
}

/** Reads a benchmark file, or a bundled benchmark by name (`general`). */
export async function loadBenchmark(pathOrName: string, cwd: string): Promise<Benchmark> {
  const file = resolveBenchmark(pathOrName, cwd);
  // Refusals name the file as given; a bundled one by its place in the package.
  const bundled = file !== path.resolve(cwd, pathOrName);
  const shown = bundled ? `benchmarks/${path.basename(file)}` : pathOrName;
  return parseBenchmark(await readTextFile(file, LIMITS.yamlBytes), shown);
}

/** One bundled benchmark, as `bench list` shows it. */
export interface BenchmarkListing {
  readonly name: string;
  readonly description: string | null;
  readonly tasks: number;
  readonly file: string;
}

/** The bundled benchmarks, by name. */
export async function listBenchmarks(): Promise<BenchmarkListing[]> {
  const dir = bundledBenchmarksDir();
  const out: BenchmarkListing[] = [];
  for (const f of bundledFiles()) {
    const file = path.join(dir, f);
    const b = await parseBenchmark(await readTextFile(file), file);
    out.push({
      name: path.basename(f, path.extname(f)),
      description: b.description ?? null,
      tasks: b.tasks.length,
      file,
    });
  }
  return out;
}

/** What `bench info` shows about one benchmark. */
export interface BenchmarkInfo {
  readonly name: string;
  readonly description: string | null;
  readonly version: '1';
  readonly digest: string;
  readonly file: string;
  readonly tasks: number;
  /** Tasks per category (`null` category as "(none)"), in first-seen order. */
  readonly categories: Readonly<Record<string, number>>;
  /** Tasks per evaluation type. */
  readonly evaluations: Readonly<Record<string, number>>;
  readonly decisionTasks: number;
  /** Distinct clusters (a task without one is its own). */
  readonly clusters: number;
  readonly benchmark: Benchmark;
}

export async function benchmarkInfo(pathOrName: string, cwd: string): Promise<BenchmarkInfo> {
  const file = resolveBenchmark(pathOrName, cwd);
  const b = await loadBenchmark(pathOrName, cwd);
  const categories: Record<string, number> = {};
  const evaluations: Record<string, number> = {};
  for (const t of b.tasks) {
    const c = t.category ?? '(none)';
    categories[c] = (categories[c] ?? 0) + 1;
    const e = t.evaluation?.type ?? '(graded elsewhere)';
    evaluations[e] = (evaluations[e] ?? 0) + 1;
  }
  return {
    name: b.name,
    description: b.description ?? null,
    version: b.version,
    digest: b.digest,
    file,
    tasks: b.tasks.length,
    categories,
    evaluations,
    decisionTasks: b.tasks.filter((t) => t.decision === true).length,
    clusters: new Set(b.tasks.map((t) => t.cluster ?? `task:${t.id}`)).size,
    benchmark: b,
  };
}
