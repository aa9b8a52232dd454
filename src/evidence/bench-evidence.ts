import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { writeFileSync } from 'node:fs';
import type { AgentRun, Benchmark, BenchTask } from '../core/bench/types.js';
import { EVALUATION_TYPES } from '../core/bench/types.js';
import { evaluateOutput } from '../core/bench/evaluate.js';
import { isPatternTimeout } from '../core/util/pattern.js';
import { boundedMatcher } from './pattern-match.js';
import { Refusal } from '../core/errors.js';
import { benchmarkDigest } from './benchmark.js';
import { digestOf } from './digest.js';
import { readJsonFile, refuseLoneSurrogates } from './json.js';
import { placeOf, shortJson, type PathPart } from './paths.js';
import { checkFileFormat, type FileFormat } from './file-format.js';
import { problemFromAjv, problemsRefusal } from './schema-problems.js';
import { DATE_TIME_PATTERN, DIGEST_PATTERN, TOOL_JSON_SCHEMA } from './schema.js';
import { inlineDefinitions } from './schema-inline.js';

/**
 * Bench evidence, `agentverity-action/bench-evidence@1` (issue 17): everything
 * a benchmark collection recorded, written before any report, so that every
 * report is recomputed from it without calling an agent:
 *
 * ```
 * { schema, tool {name, version}, createdAt,
 *   benchmark {name, digest, tasks (in full)},
 *   options {runs, order, timeoutMs, maxWorkers, …},
 *   runs: [ AgentRun {agent {name, kind, source}, benchmark {name, digest}, runs,
 *                     attempts [{task, run, outcome, output?, error?, ms?}],
 *                     complete, stopReason?} ] }
 * ```
 *
 * The reader refuses an unknown major version, a shape that does not match the
 * schema (every problem by JSON path), a benchmark digest that does not match
 * its tasks, a run of another benchmark, attempts naming unknown tasks, a run
 * number past the run's runs, and one task run recorded twice.
 */

export const BENCH_EVIDENCE_FORMAT = 'agentverity-action/bench-evidence@1';
export const BENCH_EVIDENCE_PREFIX = 'agentverity-action/bench-evidence@';

const TEXT = { type: 'string', minLength: 1 } as const;
const ATTEMPT_OUTCOMES_JSON = ['pass', 'fail', 'error'] as const;
const DIGEST = { type: 'string', pattern: DIGEST_PATTERN } as const;

export const BENCH_EVIDENCE_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'AgentVerity Action bench evidence',
  description:
    'The attempts of one or more agents on one benchmark, in collection order, with the benchmark in full (agentverity-action/bench-evidence@1).',
  type: 'object',
  additionalProperties: false,
  required: ['schema', 'tool', 'createdAt', 'benchmark', 'options', 'runs'],
  properties: {
    schema: { const: BENCH_EVIDENCE_FORMAT },
    tool: TOOL_JSON_SCHEMA,
    createdAt: { type: 'string', pattern: DATE_TIME_PATTERN },
    benchmark: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'digest', 'tasks'],
      properties: {
        name: TEXT,
        digest: {
          ...DIGEST,
          description: 'SHA-256 of the RFC 8785 canonical JSON of {name, tasks}.',
        },
        tasks: { type: 'array', minItems: 1, items: { $ref: '#/definitions/task' } },
      },
    },
    options: {
      description: 'How the attempts were collected (runs, order, timeout, workers), free-form.',
      type: 'object',
    },
    runs: { type: 'array', items: { $ref: '#/definitions/run' } },
  },
  definitions: {
    task: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'category', 'prompt', 'evaluation'],
      properties: {
        id: TEXT,
        name: { type: 'string' },
        category: { type: ['string', 'null'] },
        prompt: { type: ['string', 'null'] },
        evaluation: {
          type: ['object', 'null'],
          additionalProperties: false,
          required: ['type', 'expected'],
          properties: {
            type: { enum: [...EVALUATION_TYPES] },
            expected: { type: 'string' },
            caseSensitive: { type: 'boolean' },
            flags: { type: 'string' },
          },
        },
        decision: { type: 'boolean' },
        cluster: TEXT,
      },
    },
    run: {
      type: 'object',
      additionalProperties: false,
      required: ['agent', 'benchmark', 'runs', 'attempts', 'complete'],
      properties: {
        agent: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'kind', 'source'],
          properties: { name: TEXT, kind: TEXT, source: { type: 'string' } },
        },
        benchmark: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'digest'],
          properties: { name: TEXT, digest: DIGEST },
        },
        runs: { type: 'integer', minimum: 1 },
        attempts: { type: 'array', items: { $ref: '#/definitions/attempt' } },
        complete: { type: 'boolean' },
        stopReason: { type: 'string' },
        cachedLeftOut: { type: 'integer', minimum: 1 },
      },
    },
    attempt: {
      type: 'object',
      additionalProperties: false,
      required: ['task', 'run', 'outcome'],
      properties: {
        task: TEXT,
        run: { type: 'integer', minimum: 1 },
        outcome: { enum: [...ATTEMPT_OUTCOMES_JSON] },
        output: { type: 'string' },
        error: { type: 'string' },
        ms: { type: 'number', minimum: 0 },
      },
    },
  },
} as const;

/** The bench evidence file as written and read. */
export interface BenchEvidence {
  readonly schema: typeof BENCH_EVIDENCE_FORMAT;
  readonly tool: { readonly name: string; readonly version: string };
  readonly createdAt: string;
  readonly benchmark: {
    readonly name: string;
    readonly digest: string;
    readonly tasks: readonly BenchTask[];
  };
  readonly options: Readonly<Record<string, unknown>>;
  readonly runs: readonly AgentRun[];
}

type Code =
  | 'bench.evidence-format'
  | 'bench.evidence-version'
  | 'bench.evidence-invalid'
  | 'bench.evidence-digest'
  | 'bench.evidence-unknown-task'
  | 'bench.evidence-duplicate';

interface Problem {
  readonly code: Code;
  readonly path: readonly PathPart[];
  readonly message: string;
}

function refuse(problems: readonly Problem[], file: string | undefined): never {
  const { message, where } = problemsRefusal(
    BENCH_EVIDENCE_FORMAT,
    problems,
    file,
    'the bench evidence',
  );
  throw new Refusal((problems[0] as Problem).code, message, where);
}

let validator: ValidateFunction | null = null;

/** An ajv error in the words every reader of ours uses (schema-problems.ts), coded for bench evidence. */
function problemOf(e: ErrorObject): Problem | null {
  const p = problemFromAjv(e, BENCH_EVIDENCE_FORMAT, (err, at) =>
    err.keyword === 'minItems' ? { path: at, message: 'expected at least one task' } : undefined,
  );
  return p === null ? null : { code: 'bench.evidence-invalid', ...p };
}

const BENCH_FILE_FORMAT: FileFormat = {
  reads: [BENCH_EVIDENCE_FORMAT],
  prefix: BENCH_EVIDENCE_PREFIX,
  what: 'bench evidence',
  formatCode: 'bench.evidence-format',
  versionCode: 'bench.evidence-version',
};

/** How this tool orders the attempts it collects (src/collect/bench.ts BENCH_ORDER): evidence it collected says so. */
const COLLECTED_ORDER = 'run-major';

/**
 * Rules the schema cannot state: the digests, the tasks attempts name, runs in
 * range, no attempt twice; every recorded output graded again by its task's
 * evaluation agrees with the recorded outcome; and evidence this tool collected
 * (`options.order` run-major) records the runs its options planned, a run marked
 * complete holding every task on every run.
 */
/** Recorded outputs are graded again under the same time bound as when collected. */
const matchPattern = boundedMatcher();

function semanticProblems(e: BenchEvidence): Problem[] {
  const problems: Problem[] = [];
  const b = e.benchmark;
  const taskById = new Map(b.tasks.map((t) => [t.id, t] as const));
  // Collected by this tool (not imported from a log), with the runs it planned.
  const plannedRuns =
    e.options.order === COLLECTED_ORDER && e.options.imported === undefined
      ? e.options.runs
      : undefined;
  const collected = typeof plannedRuns === 'number';
  const actual = benchmarkDigest(b.name, b.tasks);
  if (actual !== b.digest) {
    problems.push({
      code: 'bench.evidence-digest',
      path: ['benchmark', 'digest'],
      message: `does not match the benchmark's name and tasks (they digest to ${actual}): the file was edited or is corrupt`,
    });
  }
  const ids = new Set<string>();
  b.tasks.forEach((t, i) => {
    if (ids.has(t.id)) {
      problems.push({
        code: 'bench.evidence-duplicate',
        path: ['benchmark', 'tasks', i, 'id'],
        message: `task id ${shortJson(t.id)} is listed twice`,
      });
    }
    ids.add(t.id);
  });
  const agents = new Set<string>();
  e.runs.forEach((r, i) => {
    if (agents.has(r.agent.name)) {
      problems.push({
        code: 'bench.evidence-duplicate',
        path: ['runs', i, 'agent', 'name'],
        message: `agent ${shortJson(r.agent.name)} has two runs; agent names are unique`,
      });
    }
    agents.add(r.agent.name);
    if (r.benchmark.digest !== b.digest || r.benchmark.name !== b.name) {
      problems.push({
        code: 'bench.evidence-digest',
        path: ['runs', i, 'benchmark'],
        message: `this run is of benchmark ${shortJson(r.benchmark.name)} (${r.benchmark.digest.slice(0, 12)}…), not the file's ${shortJson(b.name)} (${b.digest.slice(0, 12)}…)`,
      });
    }
    if (collected && r.runs !== plannedRuns) {
      problems.push({
        code: 'bench.evidence-invalid',
        path: ['runs', i, 'runs'],
        message: `is ${r.runs}, but the evidence's options planned ${String(plannedRuns)} runs of every task`,
      });
    }
    if (collected && r.complete && r.attempts.length !== r.runs * b.tasks.length) {
      problems.push({
        code: 'bench.evidence-invalid',
        path: ['runs', i, 'complete'],
        message: `is true, but the run records ${r.attempts.length} attempts where ${r.runs} runs of ${b.tasks.length} tasks make ${r.runs * b.tasks.length}: a run that stopped early is incomplete`,
      });
    }
    const seen = new Set<string>();
    r.attempts.forEach((a, j) => {
      const at = ['runs', i, 'attempts', j];
      const evaluation = taskById.get(a.task)?.evaluation ?? null;
      // Graded again only against the benchmark as recorded (an edited one is refused above).
      if (
        actual === b.digest &&
        a.outcome !== 'error' &&
        a.output !== undefined &&
        evaluation !== null
      ) {
        let pass: boolean | null;
        let why = '';
        try {
          pass = evaluateOutput(evaluation, a.output, matchPattern);
        } catch (error) {
          pass = null;
          if (isPatternTimeout(error)) why = ` (${error.message})`;
        }
        if (pass !== (a.outcome === 'pass')) {
          problems.push({
            code: 'bench.evidence-invalid',
            path: [...at, 'outcome'],
            message:
              pass === null
                ? `is ${a.outcome}, but the task's evaluation cannot grade the recorded output${why}`
                : `is ${a.outcome}, but the task's evaluation grades the recorded output ${pass ? 'pass' : 'fail'}: the file was edited or is corrupt`,
          });
        }
      }
      if (!ids.has(a.task)) {
        problems.push({
          code: 'bench.evidence-unknown-task',
          path: [...at, 'task'],
          message: `names task ${shortJson(a.task)}, which the benchmark does not have`,
        });
      }
      if (a.run > r.runs) {
        problems.push({
          code: 'bench.evidence-invalid',
          path: [...at, 'run'],
          message: `run ${a.run} is past the run's runs (${r.runs})`,
        });
      }
      const key = `${a.run}\u0000${a.task}`;
      if (seen.has(key)) {
        problems.push({
          code: 'bench.evidence-duplicate',
          path: at,
          message: `run ${a.run} of task ${shortJson(a.task)} is recorded twice`,
        });
      }
      seen.add(key);
      if (a.outcome === 'error' && a.error === undefined) {
        problems.push({
          code: 'bench.evidence-invalid',
          path: [...at, 'error'],
          message: 'missing: an error attempt says why it is one',
        });
      }
      if (a.outcome !== 'error' && a.error !== undefined) {
        problems.push({
          code: 'bench.evidence-invalid',
          path: [...at, 'error'],
          message: `a ${a.outcome} attempt has no error; only an error attempt does`,
        });
      }
    });
  });
  return problems;
}

/** Checks a parsed bench evidence value; `file` names it in refusals. */
export function parseBenchEvidence(value: unknown, file?: string): BenchEvidence {
  checkFileFormat(value, file, BENCH_FILE_FORMAT);
  refuseLoneSurrogates(value, (at) => placeOf(file, at));
  if (validator === null) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
    validator = ajv.compile(inlineDefinitions(BENCH_EVIDENCE_JSON_SCHEMA));
  }
  if (!validator(value))
    refuse(
      (validator.errors ?? []).map(problemOf).filter((p): p is Problem => p !== null),
      file,
    );
  const evidence = value as BenchEvidence;
  const problems = semanticProblems(evidence);
  if (problems.length > 0) refuse(problems, file);
  return evidence;
}

/** Reads a bench evidence file (strict UTF-8 JSON), refusing what `parseBenchEvidence` refuses. */
export async function readBenchEvidence(file: string): Promise<BenchEvidence> {
  return parseBenchEvidence(await readJsonFile(file), file);
}

export interface BenchEvidenceMeta {
  readonly tool: { readonly name: string; readonly version: string };
  readonly createdAt: string;
  readonly options: Readonly<Record<string, unknown>>;
}

/** The bench evidence of a benchmark and the runs collected (or imported) on it. */
export function buildBenchEvidence(
  benchmark: Pick<Benchmark, 'name' | 'digest' | 'tasks'>,
  runs: readonly AgentRun[],
  meta: BenchEvidenceMeta,
): BenchEvidence {
  return {
    schema: BENCH_EVIDENCE_FORMAT,
    tool: { name: meta.tool.name, version: meta.tool.version },
    createdAt: meta.createdAt,
    benchmark: { name: benchmark.name, digest: benchmark.digest, tasks: benchmark.tasks },
    options: meta.options,
    runs,
  };
}

/** The file's text: pretty JSON, one trailing newline. */
export function serialiseBenchEvidence(evidence: BenchEvidence): string {
  return `${JSON.stringify(evidence, null, 2)}\n`;
}

/**
 * Writes bench evidence to a file (library use; the engine writes through its
 * file port). A failure to write is Node's error.
 */
export function writeBenchEvidence(file: string, evidence: BenchEvidence): void {
  writeFileSync(file, serialiseBenchEvidence(evidence), 'utf8');
}

/**
 * The bench evidence digest: SHA-256 of the RFC 8785 canonical JSON of
 * `{benchmark, runs}` (not the tool, the time or the options): what a report
 * says it was computed from (`BenchReport.evidenceDigest`).
 */
export function benchEvidenceDigest(evidence: Pick<BenchEvidence, 'benchmark' | 'runs'>): string {
  return digestOf({ benchmark: evidence.benchmark, runs: evidence.runs });
}

/** The benchmark a bench evidence file holds, as the core models it. */
export function benchmarkOfEvidence(evidence: BenchEvidence): Benchmark {
  return { version: '1', ...evidence.benchmark };
}
