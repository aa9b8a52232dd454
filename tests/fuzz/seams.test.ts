// Fuzzing the readers added since the first fuzzers (issue 33): the YAML readers
// (a benchmark, agentverity.yml), cases evidence, bench evidence, and the shard
// merge after the evidence reader. Each input is a mutated real file, a random
// object of the right schema, or a hostile YAML text (cyclic and exploding
// aliases, deep nesting, 1e999 and .inf, huge anchored strings). See harness.ts
// for the contract each input is held to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  BENCH_EVIDENCE_FORMAT,
  buildBenchEvidence,
  parseBenchmark,
  serialiseBenchEvidence,
} from '../../src/evidence/index.js';
import { loadBenchmark } from '../../src/evidence/benchmark.js';
import { readBenchEvidence } from '../../src/evidence/bench-evidence.js';
import { readCasesConfig } from '../../src/evidence/cases-config.js';
import { CASES_EVIDENCE_FORMAT, readCasesEvidence } from '../../src/evidence/cases-evidence.js';
import { hasShards, mergeEvidence, mergeShards } from '../../src/evidence/merge.js';
import { readEvidencePart } from '../../src/evidence/read.js';
import { ROOT } from '../helpers/cli.js';
import { failureReport, fuzz, type Failure, type Input } from './harness.js';
import { documentInputs, fieldValue, loadSeeds, type SeedDoc } from './inputs.js';
import { encode } from './mutate.js';
import { FIXTURES } from './pipeline.js';

/** A YAML file as a seed: its value (mutated as JSON, which YAML reads) and its own bytes. */
function yamlSeed(file: string): SeedDoc {
  const bytes = new Uint8Array(readFileSync(file));
  return { name: path.basename(file), value: parseYaml(new TextDecoder().decode(bytes)), bytes };
}

const BENCHMARK = yamlSeed(path.join(ROOT, 'benchmarks/general.yaml'));
const CONFIG = yamlSeed(path.join(ROOT, 'examples/stateful/agentverity.yml'));

/** Hostile YAML texts, each after a head that makes the rest of the document plausible. */
function hostileYaml(head: string, listKey: string, numberKey: string): fc.Arbitrary<Input> {
  const deep = (n: number, open: string, close: string) =>
    `${listKey}: ${open.repeat(n)}${close.repeat(n)}\n`;
  const fragment = fc.oneof(
    fc.constant(`${listKey}: &t [*t]\n`),
    fc.constant(`${listKey}: &t\n  - *t\n`),
    fc.constant(`x: &m {a: *m}\n${listKey}: []\n`),
    fc.constantFrom(300, 513, 900, 5_000, 20_000).map((n) => deep(n, '[', ']')),
    fc.constantFrom(300, 513, 900, 20_000).map((n) => deep(n, '{a: ', '}')),
    fc
      .constantFrom('1e999', '-1e999', '.inf', '.nan', '1e-999', '0x1p2000')
      .map((v) => `${listKey}:\n  - ${numberKey}: ${v}\n`),
    fc
      .tuple(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 150 }))
      .map(
        ([size, n]) =>
          `junk: &a "${'y'.repeat(size)}"\nmore: [${Array.from({ length: n }, () => '*a').join(', ')}]\n${listKey}: []\n`,
      ),
    fc.constant(
      `a: &a ["x","x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\n${listKey}: [*d]\n`,
    ),
    fc.string({ unit: 'binary', maxLength: 200 }).map((s) => `${listKey}: ${s}\n`),
  );
  return fc.tuple(fc.boolean(), fragment).map(([withHead, f]) => ({
    bytes: encode(`${withHead ? head : ''}${f}`),
    ext: '.yaml',
    label: `hostile YAML: ${f.slice(0, 80)}`,
  }));
}

function yamlInputs(seed: SeedDoc, head: string, listKey: string, numberKey: string) {
  return fc.oneof(
    { weight: 6, arbitrary: documentInputs({ seeds: [seed], ext: '.yaml' }) },
    { weight: 4, arbitrary: hostileYaml(head, listKey, numberKey) },
  );
}

const OURS = loadSeeds([
  path.join(FIXTURES, 'evidence/ours-minimal.json'),
  path.join(FIXTURES, 'reports/stable.evidence.json'),
  path.join(FIXTURES, 'reports/payment.evidence.json'),
]);

const benchSeed = async (): Promise<SeedDoc> => {
  const b = await parseBenchmark(new TextDecoder().decode(BENCHMARK.bytes), 'general.yaml');
  const text = serialiseBenchEvidence(
    buildBenchEvidence(b, [], {
      tool: { name: 'agentverity-action', version: 'fuzz' },
      createdAt: '2026-07-28T14:32:43Z',
      options: {},
    }),
  );
  return { name: 'bench-evidence.json', value: JSON.parse(text) as unknown, bytes: encode(text) };
};

/**
 * The failures these fuzzers hold the readers to: the whole contract of harness.ts,
 * as the older readers are held to it: no exception (an exit 70), no slow input (a
 * hang), and every refusal naming its place (a line, a JSON path, a problem list)
 * with no engine phrase in its message.
 */
function heldTo(failures: readonly Failure[]): readonly Failure[] {
  return failures;
}

const shaped = (schema: string, fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(fields, { requiredKeys: [] }).map((v) => ({ schema, ...v }));

describe('fuzzing the seams (issue 33): YAML readers, cases and bench evidence, the shard merge', () => {
  it('benchmarks (YAML): read or refused with the place', async () => {
    const { stats, failures } = await fuzz({
      name: 'benchmark-yaml',
      runs: { ci: 300, full: 6_000 },
      arbitrary: yamlInputs(BENCHMARK, 'version: "1"\nname: hostile\n', 'tasks', 'id'),
      read: (file) => loadBenchmark(file, path.dirname(file)),
    });
    expect(failureReport(heldTo(failures))).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });

  it('agentverity.yml: read or refused with the place', async () => {
    const { stats, failures } = await fuzz({
      name: 'cases-config-yaml',
      runs: { ci: 300, full: 6_000 },
      arbitrary: yamlInputs(CONFIG, 'runs: 2\n', 'criteria', 'bar'),
      read: (file) => readCasesConfig(file),
    });
    expect(failureReport(heldTo(failures))).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });

  it('cases evidence: read or refused with the place', async () => {
    const { stats, failures } = await fuzz({
      name: 'cases-evidence',
      runs: { ci: 300, full: 6_000 },
      arbitrary: documentInputs({
        seeds: OURS,
        ext: '.json',
        shaped: shaped(CASES_EVIDENCE_FORMAT, {
          tool: fieldValue(fc.record({ name: fc.string(), version: fc.string() })),
          createdAt: fieldValue(fc.constant('2026-07-28T14:32:43Z')),
          complete: fieldValue(fc.boolean()),
          cases: fieldValue(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 })),
          runs: fieldValue(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 })),
          replays: fieldValue(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 })),
          labels: fieldValue(),
          config: fieldValue(),
          system: fieldValue(),
        }),
      }),
      read: (file) => readCasesEvidence(file),
    });
    expect(failureReport(heldTo(failures))).toBe('');
    expect(stats.tried).toBeGreaterThan(0);
  });

  it('bench evidence: read or refused with the place', async () => {
    const seed = await benchSeed();
    const { stats, failures } = await fuzz({
      name: 'bench-evidence',
      runs: { ci: 300, full: 6_000 },
      arbitrary: documentInputs({
        seeds: [seed],
        ext: '.json',
        foreign: OURS,
        shaped: shaped(BENCH_EVIDENCE_FORMAT, {
          tool: fieldValue(fc.record({ name: fc.string(), version: fc.string() })),
          createdAt: fieldValue(fc.constant('2026-07-28T14:32:43Z')),
          benchmark: fieldValue(),
          options: fieldValue(fc.dictionary(fc.string(), fc.jsonValue())),
          runs: fieldValue(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 })),
        }),
      }),
      read: (file) => readBenchEvidence(file),
    });
    expect(failureReport(heldTo(failures))).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });

  it('the shard merge: evidence read as parts, then merged as shards (or as parts)', async () => {
    const { stats, failures } = await fuzz({
      name: 'shard-merge',
      runs: { ci: 300, full: 6_000 },
      arbitrary: documentInputs({
        seeds: OURS,
        ext: '.json',
        shaped: shaped('agentverity-action/evidence@1', {
          layer: fieldValue(fc.constantFrom('verdict', 'text', 'tools', 'route')),
          shard: fieldValue(
            fc.record({
              index: fc.integer({ min: -1, max: 3 }),
              count: fc.integer({ min: 0, max: 3 }),
            }),
          ),
          cases: fieldValue(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 })),
        }),
      }),
      read: async (file) => {
        const part = await readEvidencePart(file);
        const one = { evidence: part.evidence, ...(part.file ? { file: part.file } : {}) };
        return [
          { ...one, name: 'a.json' },
          { ...one, name: 'b.json' },
        ];
      },
      after: (parts) => {
        if (hasShards(parts)) mergeShards(parts);
        else mergeEvidence(parts);
      },
    });
    expect(failureReport(heldTo(failures))).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });
});
