import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import canonicalize from 'canonicalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRun, Benchmark } from '../../src/core/bench/types.js';
import {
  BENCH_EVIDENCE_FORMAT,
  BENCH_EVIDENCE_JSON_SCHEMA,
  benchEvidenceDigest,
  benchmarkOfEvidence,
  buildBenchEvidence,
  parseBenchEvidence,
  readBenchEvidence,
  serialiseBenchEvidence,
  writeBenchEvidence,
  type BenchEvidence,
} from '../../src/evidence/bench-evidence.js';
import { parseBenchmark } from '../../src/evidence/benchmark.js';
import { asyncRefusalOf, refusalOf } from './helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let dir = '';
let bench: Benchmark;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'av-bench-ev-'));
  bench = await parseBenchmark(
    `version: "1"
name: tiny
tasks:
  - id: a
    prompt: Say a
    evaluation: { type: exact_match, expected: a }
  - id: b
    prompt: Say b
    evaluation: { type: contains, expected: b, case_sensitive: false }
`,
    'tiny.yaml',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function runOf(b: Benchmark, name = 'A'): AgentRun {
  return {
    agent: { name, kind: 'module', source: 'agent.mjs' },
    benchmark: { name: b.name, digest: b.digest },
    runs: 2,
    attempts: [
      { task: 'a', run: 1, outcome: 'pass', output: 'a', ms: 1.5 },
      { task: 'b', run: 1, outcome: 'fail', output: 'x', ms: 2 },
      { task: 'a', run: 2, outcome: 'error', error: 'timed out after 10 ms', ms: 10 },
      { task: 'b', run: 2, outcome: 'pass', output: 'B', ms: 0 },
    ],
    complete: true,
  };
}

function evidence(runs?: readonly AgentRun[]): BenchEvidence {
  return buildBenchEvidence(bench, runs ?? [runOf(bench), runOf(bench, 'B')], {
    tool: { name: 'agentverity-action', version: '0.1.0' },
    createdAt: '2026-12-01T00:00:00.000Z',
    options: { runs: 2, order: 'run-major' },
  });
}

/** A JSON copy to edit freely (any shape: the tests break it on purpose). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
function copy(e: BenchEvidence): Loose {
  return JSON.parse(serialiseBenchEvidence(e)) as Loose;
}

describe('bench evidence', () => {
  it('round-trips through its file, and the digest covers {benchmark, runs} only', async () => {
    const e = evidence();
    const file = path.join(dir, 'ev.json');
    writeBenchEvidence(file, e);
    const back = await readBenchEvidence(file);
    expect(back).toEqual(e);
    expect(back.schema).toBe(BENCH_EVIDENCE_FORMAT);
    const expected = createHash('sha256')
      .update(canonicalize({ benchmark: e.benchmark, runs: e.runs }) as string, 'utf8')
      .digest('hex');
    expect(benchEvidenceDigest(back)).toBe(expected);
    const later = { ...e, createdAt: '2027-01-01T00:00:00Z', options: { runs: 9 } };
    expect(benchEvidenceDigest(later)).toBe(expected);
    const edited = copy(e);
    edited.runs[0].attempts[1].outcome = 'pass';
    expect(benchEvidenceDigest(edited as BenchEvidence)).not.toBe(expected);
    expect(benchmarkOfEvidence(back)).toEqual(bench);
  });

  it('refuses an unknown major version and a file that is not bench evidence', () => {
    const v2 = copy(evidence());
    v2.schema = 'agentverity-action/bench-evidence@2';
    const r = refusalOf(() => parseBenchEvidence(v2, 'ev.json'));
    expect(r.code).toBe('bench.evidence-version');
    expect(r.where).toBe('ev.json: schema');
    const other = refusalOf(() =>
      parseBenchEvidence({ schema: 'agentverity-action/evidence@1' }, 'x.json'),
    );
    expect(other.code).toBe('bench.evidence-format');
    expect(refusalOf(() => parseBenchEvidence([], 'x.json')).code).toBe('bench.evidence-format');
  });

  it('refuses a bad shape, naming the JSON path', () => {
    const bad = copy(evidence());
    bad.runs[1].attempts[2].outcome = 'skipped';
    const r = refusalOf(() => parseBenchEvidence(bad, 'ev.json'));
    expect(r.code).toBe('bench.evidence-invalid');
    expect(r.where).toBe('ev.json: runs[1].attempts[2].outcome');
    expect(r.reason).toContain('"pass", "fail", "error"');
    const extra = copy(evidence());
    extra.runs[0].agent.token = 'x';
    delete extra.runs[0].complete;
    const two = refusalOf(() => parseBenchEvidence(extra, 'ev.json'));
    expect(two.where).toBe('ev.json');
    expect(two.reason).toContain('runs[0].complete: missing (required)');
    expect(two.reason).toContain('runs[0].agent.token: unexpected field');
  });

  it('refuses a benchmark digest that does not match its tasks, and a run of another benchmark', () => {
    const edited = copy(evidence());
    edited.benchmark.tasks[0].evaluation.expected = 'z';
    const r = refusalOf(() => parseBenchEvidence(edited, 'ev.json'));
    expect(r.code).toBe('bench.evidence-digest');
    expect(r.where).toBe('ev.json: benchmark.digest');
    const mixed = copy(evidence());
    mixed.runs[1].benchmark.digest = 'f'.repeat(64);
    const m = refusalOf(() => parseBenchEvidence(mixed, 'ev.json'));
    expect(m.code).toBe('bench.evidence-digest');
    expect(m.where).toBe('ev.json: runs[1].benchmark');
  });

  it('grades every recorded output again: an outcome its evaluation does not give is refused', () => {
    const flipped = copy(evidence());
    // "x" does not contain "b": a recorded pass of it is not what the evaluation says.
    flipped.runs[1].attempts[1].outcome = 'pass';
    const r = refusalOf(() => parseBenchEvidence(flipped, 'ev.json'));
    expect(r.code).toBe('bench.evidence-invalid');
    expect(r.where).toBe('ev.json: runs[1].attempts[1].outcome');
    expect(r.reason).toMatch(/grades the recorded output fail/);
    const failed = copy(evidence());
    failed.runs[0].attempts[0].outcome = 'fail';
    expect(refusalOf(() => parseBenchEvidence(failed, 'ev.json')).reason).toMatch(
      /grades the recorded output pass/,
    );
  });

  it('checks the recorded run count of collected evidence: planned runs, and a complete run whole', () => {
    const short = copy(evidence());
    short.runs[0].attempts.splice(2, 2);
    const r = refusalOf(() => parseBenchEvidence(short, 'ev.json'));
    expect(r.where).toBe('ev.json: runs[0].complete');
    expect(r.reason).toMatch(/records 2 attempts where 2 runs of 2 tasks make 4/);
    // Marked incomplete, the same attempts are read (the report says it is incomplete).
    short.runs[0].complete = false;
    expect(parseBenchEvidence(short, 'ev.json').runs[0]?.complete).toBe(false);
    const fewer = copy(evidence());
    fewer.runs[1].runs = 3;
    expect(refusalOf(() => parseBenchEvidence(fewer, 'ev.json')).reason).toMatch(
      /runs\[1\]\.runs.*options planned 2 runs/s,
    );
    // Imported evidence plans no runs: its attempts are as the log recorded them.
    const imported = copy(evidence());
    imported.options = { order: 'run-major', imported: [] };
    imported.runs[0].attempts.splice(2, 2);
    expect(parseBenchEvidence(imported, 'ev.json').runs[0]?.attempts).toHaveLength(2);
  });

  it('refuses attempts naming unknown tasks, runs out of range and repeats', () => {
    const unknown = copy(evidence());
    unknown.runs[0].attempts[3].task = 'c';
    const r = refusalOf(() => parseBenchEvidence(unknown, 'ev.json'));
    expect(r.code).toBe('bench.evidence-unknown-task');
    expect(r.where).toBe('ev.json: runs[0].attempts[3].task');
    const twice = copy(evidence());
    twice.runs[0].attempts[3] = { task: 'a', run: 1, outcome: 'pass', output: 'a' };
    expect(refusalOf(() => parseBenchEvidence(twice, 'ev.json')).code).toBe(
      'bench.evidence-duplicate',
    );
    const past = copy(evidence());
    past.runs[0].attempts[3].run = 3;
    expect(refusalOf(() => parseBenchEvidence(past, 'ev.json')).reason).toContain(
      "past the run's runs",
    );
    const names = copy(evidence([runOf(bench), runOf(bench)]));
    expect(refusalOf(() => parseBenchEvidence(names, 'ev.json')).where).toBe(
      'ev.json: runs[1].agent.name',
    );
    const why = copy(evidence());
    delete why.runs[0].attempts[2].error;
    expect(refusalOf(() => parseBenchEvidence(why, 'ev.json')).where).toBe(
      'ev.json: runs[0].attempts[2].error',
    );
  });

  it('refuses a file that is not JSON, naming the line', async () => {
    const file = path.join(dir, 'broken.json');
    await writeFile(file, '{\n  "schema": \n}\n', 'utf8');
    const r = await asyncRefusalOf(() => readBenchEvidence(file));
    expect(r.code).toBe('json.syntax');
    expect(r.where).toBe(`${file}:3:1`);
  });
});

describe('schemas/bench-evidence.schema.json', () => {
  it('is the schema the reader validates with, and accepts what is written', async () => {
    const published = JSON.parse(
      await readFile(path.join(ROOT, 'schemas', 'bench-evidence.schema.json'), 'utf8'),
    ) as unknown;
    expect(published).toEqual(JSON.parse(JSON.stringify(BENCH_EVIDENCE_JSON_SCHEMA)));
    const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(
      published as object,
    );
    expect(validate(copy(evidence()))).toBe(true);
    const bad = copy(evidence());
    bad.runs[0].attempts[0].run = 0;
    expect(validate(bad)).toBe(false);
  });
});

describe('bench evidence keeps the rows an import left out as cached', () => {
  it('accepts cachedLeftOut on a run (an optional field, so older evidence still reads)', () => {
    const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(
      BENCH_EVIDENCE_JSON_SCHEMA as object,
    );
    const e = copy(evidence()) as { runs: Record<string, unknown>[] };
    (e.runs[0] as Record<string, unknown>)['cachedLeftOut'] = 4;
    expect(validate(e)).toBe(true);
    (e.runs[0] as Record<string, unknown>)['cachedLeftOut'] = 0;
    expect(validate(e)).toBe(false);
  });
});
