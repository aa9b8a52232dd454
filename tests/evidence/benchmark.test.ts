import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import canonicalize from 'canonicalize';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BENCHMARK_JSON_SCHEMA,
  benchmarkInfo,
  listBenchmarks,
  loadBenchmark,
  parseBenchmark,
  resolveBenchmark,
} from '../../src/evidence/benchmark.js';
import { asyncRefusalOf, refusalOf } from './helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'av-bench-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const TASK = `  - id: t1
    name: First
    category: c
    prompt: Say hi
    evaluation: { type: exact_match, expected: hi }
`;

function doc(tasks: string, head = 'version: "1"\nname: demo\n'): string {
  return `${head}tasks:\n${tasks}`;
}

describe('parseBenchmark', () => {
  it('reads tasks with defaults applied and the digest over canonical {name, tasks}', async () => {
    const b = await parseBenchmark(
      doc(`${TASK}  - id: t2
    prompt: Pick one
    evaluation: { type: regex, expected: '^a', flags: mi }
    decision: true
    cluster: k
`),
      'demo.yaml',
    );
    expect(b.version).toBe('1');
    expect(b.tasks).toEqual([
      {
        id: 't1',
        name: 'First',
        category: 'c',
        prompt: 'Say hi',
        evaluation: { type: 'exact_match', expected: 'hi' },
      },
      {
        id: 't2',
        name: 't2',
        category: null,
        prompt: 'Pick one',
        evaluation: { type: 'regex', expected: '^a', flags: 'im' },
        decision: true,
        cluster: 'k',
      },
    ]);
    const expected = createHash('sha256')
      .update(canonicalize({ name: 'demo', tasks: b.tasks }) as string, 'utf8')
      .digest('hex');
    expect(b.digest).toBe(expected);
  });

  it('gives the same digest whatever the key order and spelled-out defaults', async () => {
    const a = await parseBenchmark(doc(TASK), 'a.yaml');
    const b = await parseBenchmark(
      doc(`  - evaluation: { expected: hi, case_sensitive: true, type: exact_match }
    prompt: Say hi
    category: c
    name: First
    id: t1
`),
      'b.yaml',
    );
    expect(b.digest).toBe(a.digest);
    const c = await parseBenchmark(doc(TASK.replace('expected: hi', 'expected: ho')), 'c.yaml');
    expect(c.digest).not.toBe(a.digest);
  });

  it('reads JSON too, and a minor version of 1', async () => {
    const json = JSON.stringify({
      version: '1.2',
      name: 'j',
      tasks: [{ id: 'x', prompt: 'p', evaluation: { type: 'contains', expected: 'q' } }],
    });
    const b = await parseBenchmark(json, 'j.json');
    expect(b.tasks[0]?.evaluation?.type).toBe('contains');
  });

  it('refuses duplicate task ids at the line of the second one', async () => {
    const r = await asyncRefusalOf(() => parseBenchmark(doc(TASK + TASK), 'dup.yaml'));
    expect(r.code).toBe('benchmark.duplicate-task');
    expect(r.where).toBe('dup.yaml:9: tasks[1].id');
    expect(r.reason).toContain('tasks[0] has it too');
  });

  it('refuses a lone surrogate (no UTF-8 form, so no digest) at its line and JSON path', async () => {
    const r = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK.replace('prompt: Say hi', 'prompt: "Say \\uD800 hi"')), 'lone.yaml'),
    );
    expect(r.code).toBe('json.lone-surrogate');
    expect(r.where).toBe('lone.yaml:7: tasks[0].prompt');
    expect(r.message.startsWith('lone.yaml:7: tasks[0].prompt: ')).toBe(true);
    expect(r.reason).toContain('lone surrogate U+D800');
    const key = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK.replace('name: First', '"\\uDC00": First')), 'key.yaml'),
    );
    expect(key.code).not.toBe('digest.unrepresentable');
    expect(key.where?.startsWith('key.yaml:')).toBe(true);
  });

  it('refuses an unknown major version, naming what it reads', async () => {
    const r = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK, 'version: "2"\nname: demo\n'), 'v.yaml'),
    );
    expect(r.code).toBe('benchmark.version');
    expect(r.where).toBe('v.yaml:1: version');
    expect(r.reason).toContain('expected "1"');
    const bad = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK, 'version: one\nname: demo\n'), 'v.yaml'),
    );
    expect(bad.code).toBe('benchmark.version');
  });

  it('refuses a regular expression that does not compile, at its line', async () => {
    const r = await asyncRefusalOf(() =>
      parseBenchmark(
        doc(`${TASK}  - id: t2
    prompt: p
    evaluation:
      type: regex
      expected: "([a-z]"
`),
        'rx.yaml',
      ),
    );
    expect(r.code).toBe('benchmark.regex');
    expect(r.where).toBe('rx.yaml:13: tasks[1].evaluation.expected');
    expect(r.reason).toContain('not a valid regular expression');
  });

  it('refuses an empty and a blank prompt', async () => {
    const empty = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK.replace('prompt: Say hi', 'prompt: ""')), 'e.yaml'),
    );
    expect(empty.code).toBe('benchmark.invalid');
    expect(empty.where).toBe('e.yaml:7: tasks[0].prompt');
    expect(empty.reason).toContain('non-empty');
    const blank = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK.replace('prompt: Say hi', 'prompt: "   "')), 'b.yaml'),
    );
    expect(blank.where).toBe('b.yaml:7: tasks[0].prompt');
    expect(blank.reason).toContain('blank');
  });

  it('refuses unknown keys at the key, listing the known ones', async () => {
    const r = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK.replace('category: c', 'categry: c')), 'k.yaml'),
    );
    expect(r.code).toBe('benchmark.invalid');
    expect(r.where).toBe('k.yaml:6: tasks[0].categry');
    expect(r.reason).toContain('unknown key "categry" (did you mean "category"?)');
    expect(r.reason).toContain('category');
    const top = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK, 'version: "1"\nname: demo\nauthor: me\n'), 'k.yaml'),
    );
    expect(top.where).toBe('k.yaml:3: author');
  });

  it('refuses an unquoted number where text is expected, saying to quote it', async () => {
    const r = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK.replace('expected: hi', 'expected: 007')), 'n.yaml'),
    );
    expect(r.where).toBe('n.yaml:8: tasks[0].evaluation.expected');
    expect(r.reason).toContain('expected a string, found an integer');
    expect(r.reason).toContain('quote');
  });

  it('refuses options of the wrong evaluation type, and the g flag', async () => {
    const flags = await asyncRefusalOf(() =>
      parseBenchmark(doc(TASK.replace('expected: hi }', 'expected: hi, flags: i }')), 'f.yaml'),
    );
    expect(flags.where).toBe('f.yaml:8: tasks[0].evaluation.flags');
    const g = await asyncRefusalOf(() =>
      parseBenchmark(
        doc(
          TASK.replace(
            '{ type: exact_match, expected: hi }',
            '{ type: regex, expected: hi, flags: g }',
          ),
        ),
        'g.yaml',
      ),
    );
    expect(g.reason).toContain('g and y are not allowed');
  });

  it('lists several problems under the file, each with its line', async () => {
    const r = await asyncRefusalOf(() =>
      parseBenchmark(
        doc(`  - id: ""\n    prompt: p\n    evaluation: { type: fuzzy, expected: x }\n`),
        'm.yaml',
      ),
    );
    expect(r.where).toBe('m.yaml');
    expect(r.reason).toContain('2 problems');
    expect(r.reason).toContain('4: tasks[0].id');
    expect(r.reason).toContain(
      '6: tasks[0].evaluation.type: expected one of "exact_match", "contains", "regex"',
    );
  });

  it('refuses a file that is empty, or not a mapping', async () => {
    expect((await asyncRefusalOf(() => parseBenchmark('', 'x.yaml'))).code).toBe(
      'benchmark.invalid',
    );
    expect((await asyncRefusalOf(() => parseBenchmark('- a\n', 'x.yaml'))).reason).toContain(
      'found a list',
    );
    const none = await asyncRefusalOf(() =>
      parseBenchmark('version: "1"\nname: n\ntasks: []\n', 'x.yaml'),
    );
    expect(none.where).toBe('x.yaml:3: tasks');
  });
});

describe('bundled benchmarks', () => {
  it('general has at least 10 tasks, every evaluation type and decision tasks', async () => {
    const b = await loadBenchmark('general', dir);
    expect(b.name).toBe('general');
    expect(b.tasks.length).toBeGreaterThanOrEqual(10);
    const types = new Set(b.tasks.map((t) => t.evaluation?.type));
    expect([...types].sort()).toEqual(['contains', 'exact_match', 'regex']);
    expect(b.tasks.some((t) => t.decision === true)).toBe(true);
    expect(b.tasks.some((t) => t.evaluation?.caseSensitive === false)).toBe(true);
  });

  it('listBenchmarks and benchmarkInfo describe it', async () => {
    const list = await listBenchmarks();
    const general = list.find((l) => l.name === 'general');
    expect(general?.tasks).toBeGreaterThanOrEqual(10);
    expect(general?.description).toMatch(/tasks/);
    const info = await benchmarkInfo('general', dir);
    expect(info.tasks).toBe(general?.tasks);
    expect(Object.values(info.categories).reduce((a, b) => a + b, 0)).toBe(info.tasks);
    expect(info.decisionTasks).toBeGreaterThan(0);
    expect(info.clusters).toBeLessThan(info.tasks);
    expect(info.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a path is a file, a bare name a bundled benchmark, else a refusal listing them', async () => {
    const file = path.join(dir, 'mine.yaml');
    await writeFile(file, doc(TASK), 'utf8');
    expect(resolveBenchmark('mine.yaml', dir)).toBe(file);
    expect((await loadBenchmark('mine.yaml', dir)).name).toBe('demo');
    expect(resolveBenchmark('general', dir)).toBe(path.join(ROOT, 'benchmarks', 'general.yaml'));
    const unknown = refusalOf(() => resolveBenchmark('nope', dir));
    expect(unknown.code).toBe('benchmark.unknown');
    expect(unknown.reason).toContain('general');
    expect(refusalOf(() => resolveBenchmark('missing.yaml', dir)).reason).toBe(
      'no such benchmark file',
    );
  });
});

describe('schemas/benchmark.schema.json', () => {
  it('is the schema the reader validates with', async () => {
    const published = JSON.parse(
      await readFile(path.join(ROOT, 'schemas', 'benchmark.schema.json'), 'utf8'),
    ) as unknown;
    expect(published).toEqual(JSON.parse(JSON.stringify(BENCHMARK_JSON_SCHEMA)));
  });

  it('validates the bundled benchmark and refuses what the reader refuses by shape', async () => {
    const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(
      BENCHMARK_JSON_SCHEMA,
    );
    const general = parseYaml(
      await readFile(path.join(ROOT, 'benchmarks', 'general.yaml'), 'utf8'),
    ) as unknown;
    expect(validate(general)).toBe(true);
    const bad = parseYaml(doc(TASK.replace('category: c', 'categry: c'))) as unknown;
    expect(validate(bad)).toBe(false);
  });
});
