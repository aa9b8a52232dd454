// Fuzzing the importers: promptfoo exports (JSON and JSON Lines), ordered JSON
// Lines, and Inspect AI logs (the JSON log and the .eval zip). Each input is
// imported as `assess --promptfoo/--jsonl/--inspect` imports it, then assessed and
// rendered. See harness.ts for the contract each input is held to.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseSuite, type DecisionSuite } from '../../src/core/index.js';
import { readSuite } from '../../src/evidence/index.js';
import {
  evidenceFromJsonlText,
  importInspect,
  importJsonl,
  importPromptfoo,
  type InspectOptions,
  type JsonlOptions,
  type PromptfooOptions,
} from '../../src/importers/index.js';
import { failureReport, fuzz, SHARED, type Input } from './harness.js';
import { documentInputs, loadSeeds, type SeedDoc } from './inputs.js';
import {
  applyByteOp,
  applyOp,
  BYTE_OPS,
  describePlan,
  encode,
  planArb,
  RawText,
  render,
} from './mutate.js';
import { assessAndRender, FIXTURES, isObject } from './pipeline.js';

const at = (...parts: string[]) => path.join(FIXTURES, ...parts);
const thirdParty = (...parts: string[]) => path.join(SHARED, 'data/third-party', ...parts);
const existing = (dir: string, ext: string): string[] => {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(ext))
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
};

// ---------------------------------------------------------------------------
// promptfoo

const promptfooSuite = await readSuite(at('importers/promptfoo/suite.json'));
const paymentSuite = await readSuite(at('importers/promptfoo/payment-suite.json'));

/** The rows of an export, wherever the export keeps them. */
function rowsOf(value: unknown): unknown[] {
  if (!isObject(value)) return [];
  const top = value['results'];
  if (Array.isArray(top)) return top;
  if (isObject(top)) {
    const rows = top['results'] ?? top['outputs'];
    if (Array.isArray(rows)) return rows;
  }
  return [];
}

/** A suite of every input of an export, so a real third-party export gets past the suite match. */
function suiteOfRows(rows: readonly unknown[]): DecisionSuite | null {
  const inputs = new Set<string>();
  for (const row of rows) {
    const prompt = isObject(row) ? row['prompt'] : undefined;
    const raw = isObject(prompt) ? prompt['raw'] : undefined;
    if (typeof raw === 'string' && raw.trim() !== '') inputs.add(raw.trim());
  }
  if (inputs.size === 0) return null;
  return parseSuite({
    schema: 'agentverity.decision-suite/v1',
    contract: { allowed: ['x'] },
    cases: [...inputs].map((input) => ({ input, expected: 'x' })),
  });
}

const PROMPTFOO = loadSeeds([
  at('importers/promptfoo/normal.json'),
  at('importers/promptfoo/structured.json'),
  at('importers/promptfoo/matrix.json'),
  at('importers/promptfoo/crlf.json'),
  at('importers/promptfoo/duplicate-keys.json'),
  at('importers/promptfoo/payment-export.json'),
  ...existing(thirdParty('promptfoo'), '.json'),
]);

interface PromptfooCase {
  readonly suite: DecisionSuite;
  readonly options: PromptfooOptions;
}
const PROMPTFOO_CASES = new Map<string, PromptfooCase>(
  PROMPTFOO.map((seed): [string, PromptfooCase] => {
    if (seed.name === 'payment-export.json') {
      return [seed.name, { suite: paymentSuite, options: {} }];
    }
    if (seed.name === 'structured.json') {
      return [seed.name, { suite: promptfooSuite, options: { decisionPath: 'route.name' } }];
    }
    if (seed.name === 'matrix.json') {
      return [seed.name, { suite: promptfooSuite, options: { provider: 'anthropic:claude' } }];
    }
    const own = suiteOfRows(rowsOf(seed.value));
    const fixture = seed.name.match(/^(normal|crlf|duplicate-keys)\.json$/) !== null;
    return [seed.name, { suite: fixture || own === null ? promptfooSuite : own, options: {} }];
  }),
);

const promptfooOptions: fc.Arbitrary<PromptfooOptions | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        inputPath: fc.constantFrom('prompt.raw', 'vars.ticket', 'vars', 'a..b', 'response.output'),
        decisionPath: fc.constantFrom('route.name', 'route', 'x.y.z', '0'),
        provider: fc.constantFrom('anthropic:claude', 'openai:gpt-4o-mini', 'nobody', ''),
        promptId: fc.constantFrom('0', '1', 'p1'),
      },
      { requiredKeys: [] },
    ),
  },
);

function promptfooRead(file: string, input: Input) {
  const known = input.seed === undefined ? undefined : PROMPTFOO_CASES.get(input.seed);
  const suite = known?.suite ?? promptfooSuite;
  const options = (input.options as PromptfooOptions | undefined) ?? known?.options ?? {};
  return importPromptfoo(file, suite, options).then((evidence) => ({ evidence, suite }));
}

/** The rows of each export, as promptfoo's JSON Lines export writes them. */
const PROMPTFOO_LINES: SeedDoc[] = PROMPTFOO.filter((s) => rowsOf(s.value).length > 0)
  .slice(0, 6)
  .map((s) => {
    const rows = rowsOf(s.value);
    return {
      name: s.name,
      value: rows,
      bytes: encode(rows.map((r) => JSON.stringify(r)).join('\n')),
    };
  });

// ---------------------------------------------------------------------------
// JSON Lines

const JSONL = loadSeeds(
  [
    at('importers/jsonl/normal.jsonl'),
    at('importers/jsonl/nested.jsonl'),
    at('importers/jsonl/crlf.jsonl'),
    at('importers/jsonl/duplicate-keys.jsonl'),
    ...existing(thirdParty('trajectories'), '.jsonl'),
  ],
  true,
);

const JSONL_OPTIONS: Readonly<Record<string, JsonlOptions>> = {
  'nested.jsonl': {
    inputPath: 'probe.text',
    decisionPath: 'result.route',
    textPath: 'reply',
    toolsPath: 'calls',
  },
  'tau-bench-gpt-4o-airline.write-actions.jsonl': { layer: 'tools' },
  'agentrial-claude-3-haiku.tool-sequence.jsonl': { layer: 'tools' },
};

const jsonlOptions: fc.Arbitrary<JsonlOptions | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        inputPath: fc.constantFrom('input', 'probe.text', 'a.b', 'input.0'),
        decisionPath: fc.constantFrom('decision', 'result.route', 'decision.kind', 'x'),
        textPath: fc.constantFrom('reply', 'input', 'decision'),
        toolsPath: fc.constantFrom('calls', 'decision'),
        layer: fc.constantFrom('verdict', 'text', 'tools'),
      },
      { requiredKeys: [] },
    ),
  },
);

function jsonlOptionsOf(input: Input): JsonlOptions {
  return (
    (input.options as JsonlOptions | undefined) ??
    (input.seed === undefined ? undefined : JSONL_OPTIONS[input.seed]) ??
    {}
  );
}

/** The outcome of a read, for comparing the streamed reader with the in-memory one. */
async function outcome(read: () => unknown): Promise<{ ok: unknown } | { refused: string }> {
  try {
    return { ok: await read() };
  } catch (error) {
    if (error instanceof Error && error.name === 'Refusal') return { refused: error.message };
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Inspect AI

const INSPECT_JSON = loadSeeds([
  at('importers/inspect/routing.json'),
  at('importers/inspect/one-epoch.json'),
  at('importers/inspect/sample-error.json'),
  at('importers/inspect/crlf.json'),
  ...existing(thirdParty('inspect'), '.json'),
]);

const inspectOptions: fc.Arbitrary<InspectOptions> = fc.oneof(
  fc.constant({ score: 'match' }),
  fc.constant({}),
  fc.constant({ decisionPath: 'metadata.queue_hint' }),
  fc.constant({ decisionPath: 'output.completion' }),
  fc.constant({ score: 'match', layer: 'text' as const }),
  fc.constant({ score: 'exact' }),
  fc.constant({ score: 'match', decisionPath: 'x' }),
  fc.constant({ score: 'match', suite: promptfooSuite }),
);

interface EvalSeed {
  readonly name: string;
  /** Each entry: parsed JSON where it parses, else its bytes. */
  readonly entries: Record<string, unknown>;
  readonly bytes: Uint8Array;
}

const EVAL_SEEDS: EvalSeed[] = ['routing.eval', 'cancelled.eval'].map((name) => {
  const bytes = new Uint8Array(readFileSync(at('importers/inspect', name)));
  const entries: Record<string, unknown> = {};
  for (const [entry, data] of Object.entries(unzipSync(bytes))) {
    try {
      entries[entry] = JSON.parse(new TextDecoder().decode(data)) as unknown;
    } catch {
      entries[entry] = data;
    }
  }
  return { name, entries, bytes };
});
const TRUNCATED_EVAL = new Uint8Array(readFileSync(at('importers/inspect/truncated.eval')));

const ENTRY_NAMES = [
  'header.json',
  '_journal/start.json',
  'start.json',
  'results.json',
  'samples/1_epoch_1.json',
  'samples/1_epoch_9.json',
  'samples/x.json',
  'samples/.json',
  'samples/../header.json',
  'summaries.json',
];

/** A mutated .eval: entries mutated as JSON, renamed, dropped or damaged, then zipped, maybe damaged. */
const evalInputs: fc.Arbitrary<Input> = fc
  .tuple(
    planArb({ textOps: false, byteOps: false }),
    fc.array(fc.record({ kind: fc.nat({ max: 5 }), at: fc.nat() }), { maxLength: 3 }),
    fc.oneof(
      { weight: 8, arbitrary: fc.constant([]) },
      {
        weight: 1,
        arbitrary: fc.array(fc.record({ kind: fc.constantFrom(...BYTE_OPS), at: fc.nat() }), {
          minLength: 1,
          maxLength: 2,
        }),
      },
    ),
    fc.constantFrom(0, 6, 9),
    inspectOptions,
    fc.nat({ max: 30 }),
  )
  .map(([plan, entryOps, byteOps, level, options, mode]) => {
    if (mode === 0) {
      return { bytes: TRUNCATED_EVAL, ext: '.eval', label: 'truncated.eval', options };
    }
    const seed = EVAL_SEEDS[plan.seed % EVAL_SEEDS.length] as EvalSeed;
    const raw = new RawText();
    let doc: unknown = structuredClone(seed.entries);
    for (const op of plan.ops) doc = applyOp(doc, op, raw);
    const entries: Zippable = {};
    if (isObject(doc)) {
      for (const [name, value] of Object.entries(doc)) {
        entries[name] =
          value instanceof Uint8Array
            ? value
            : strToU8(raw.restore(JSON.stringify(value) ?? 'null'));
      }
    }
    const names = Object.keys(entries);
    for (const e of entryOps) {
      const name = names[e.at % Math.max(1, names.length)];
      const other = ENTRY_NAMES[e.at % ENTRY_NAMES.length] as string;
      if (e.kind === 0 && name !== undefined) delete entries[name];
      else if (e.kind === 1 && name !== undefined && entries[name] !== undefined) {
        entries[other] = entries[name];
        delete entries[name];
      } else if (e.kind === 2 && name !== undefined) {
        entries[name] = new Uint8Array([0xff, 0xfe, 0x00, 0x7b]);
      } else if (e.kind === 3) entries[other] = strToU8('{"status": "started"}');
      else if (e.kind === 4 && name !== undefined) entries[name] = new Uint8Array(0);
      else if (e.kind === 5 && name !== undefined) {
        const body = entries[name];
        if (body instanceof Uint8Array) entries[name] = body.subarray(0, e.at % (body.length + 1));
      }
    }
    let bytes: Uint8Array = zipSync(entries, { level: level as 0 | 6 | 9 });
    for (const b of byteOps) bytes = applyByteOp(bytes, '', b.kind, b.at);
    const entryText = entryOps.map((e) => `entry${e.kind}@${e.at}`).join(' ');
    return {
      bytes,
      ext: '.eval',
      label: `${describePlan(plan, seed.name)} ${entryText} level ${level}${byteOps.map((b) => ` ${b.kind}@${b.at}`).join('')}`,
      seed: seed.name,
      options,
    };
  });

/** Random bytes that start like a zip, and JSON logs given the .eval name. */
const evalOddities: fc.Arbitrary<Input> = fc.oneof(
  fc.uint8Array({ maxLength: 400 }).map((b) => ({
    bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...b]),
    ext: '.eval',
    label: 'PK header and random bytes',
    options: { score: 'match' },
  })),
  planArb().map((plan) => {
    const seed = INSPECT_JSON[plan.seed % INSPECT_JSON.length] as SeedDoc;
    const raw = new RawText();
    let doc = structuredClone(seed.value);
    for (const op of plan.ops) doc = applyOp(doc, op, raw);
    return {
      bytes: render(doc, plan, raw),
      ext: '.eval',
      label: `JSON log named .eval: ${describePlan(plan, seed.name)}`,
      options: { score: 'match' },
    };
  }),
);

// ---------------------------------------------------------------------------

describe('fuzzing the importers', () => {
  it('promptfoo JSON exports: every input is imported or refused with its place', async () => {
    const { stats, failures } = await fuzz({
      name: 'promptfoo',
      runs: { ci: 400, full: 12_000 },
      arbitrary: documentInputs({
        seeds: PROMPTFOO,
        ext: '.json',
        foreign: [...JSONL.slice(0, 1), ...INSPECT_JSON.slice(0, 1)],
        options: promptfooOptions,
      }),
      read: promptfooRead,
      after: ({ evidence, suite }) => assessAndRender(evidence, suite),
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });

  it('promptfoo JSON Lines exports: every input is imported or refused with its line', async () => {
    const { stats, failures } = await fuzz({
      name: 'promptfoo-jsonl',
      runs: { ci: 300, full: 6_000 },
      arbitrary: documentInputs({
        seeds: PROMPTFOO_LINES,
        ext: '.jsonl',
        lines: true,
        options: promptfooOptions,
      }),
      read: promptfooRead,
      after: ({ evidence, suite }) => assessAndRender(evidence, suite),
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });

  it('JSON Lines: every input is imported or refused with its line, streamed as in memory', async () => {
    const { stats, failures } = await fuzz({
      name: 'jsonl',
      runs: { ci: 600, full: 16_000 },
      arbitrary: documentInputs({
        seeds: JSONL,
        ext: '.jsonl',
        lines: true,
        options: jsonlOptions,
        foreign: PROMPTFOO.slice(0, 1),
      }),
      read: async (file, input) => {
        const options = jsonlOptionsOf(input);
        const streamed = await outcome(() => importJsonl(file, options));
        // The streaming reader (with its byte scanner) and the in-memory one agree,
        // on every file that is UTF-8 (the in-memory one is given text).
        const text = new TextDecoder('utf-8', { fatal: false }).decode(input.bytes);
        if (!text.includes('\ufffd')) {
          const inMemory = await outcome(async () => evidenceFromJsonlText(text, options, file));
          expect(inMemory).toEqual(streamed);
        }
        if ('refused' in streamed) return importJsonl(file, options);
        return streamed.ok as Awaited<ReturnType<typeof importJsonl>>;
      },
      after: (evidence, input) => assessAndRender(evidence, jsonlOptionsOf(input).suite ?? null),
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });

  it('Inspect JSON logs: every input is imported or refused with its place', async () => {
    const { stats, failures } = await fuzz({
      name: 'inspect-json',
      runs: { ci: 400, full: 12_000 },
      arbitrary: documentInputs({
        seeds: INSPECT_JSON,
        ext: '.json',
        options: inspectOptions,
        foreign: PROMPTFOO.slice(0, 1),
      }),
      read: (file, input) => importInspect(file, input.options as InspectOptions),
      after: (evidence, input) =>
        assessAndRender(evidence, (input.options as InspectOptions).suite ?? null),
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });

  it('Inspect .eval logs: every zip is imported or refused with its entry', async () => {
    const { stats, failures } = await fuzz({
      name: 'inspect-eval',
      runs: { ci: 400, full: 12_000 },
      arbitrary: fc.oneof(
        { weight: 9, arbitrary: evalInputs },
        { weight: 1, arbitrary: evalOddities },
      ),
      read: (file, input) => importInspect(file, input.options as InspectOptions),
      after: (evidence, input) =>
        assessAndRender(evidence, (input.options as InspectOptions).suite ?? null),
    });
    expect(failureReport(failures)).toBe('');
    expect(stats.accepted).toBeGreaterThan(0);
  });
});
