// What the reader fuzzers found, each kept as a plain test: every one of these
// threw something other than a refusal, or refused without a usable place or with
// a message no one could read, before its fix.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSuite } from '../../src/core/index.js';
import { parseJsonText, readBaseline, readEvidence, readSuite } from '../../src/evidence/index.js';
import {
  evidenceFromPromptfoo,
  evidenceFromPromptfooLines,
  importJsonl,
} from '../../src/importers/index.js';
import { tempDir } from '../helpers/cli.js';
import { refusalOf, refusalOfAsync } from '../helpers/refusal.js';
import { MAX_MESSAGE } from './harness.js';

const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures', name);
const deep = (d: number, inner = '0') => `${'['.repeat(d)}${inner}${']'.repeat(d)}`;

function write(name: string, text: string): string {
  const file = path.join(tempDir(), name);
  writeFileSync(file, text);
  return file;
}

describe('deep nesting is refused, not a stack overflow', () => {
  it('a JSON document nested past 512 levels is refused at the bracket that goes too deep', () => {
    const r = refusalOf(() => parseJsonText(`{\n  "a": ${deep(600)}\n}`, 'x.json'));
    expect(r.code).toBe('json.depth');
    // Line 2; the object is level 1, its first array (column 8) level 2, so level 513 opens at 8 + 511.
    expect(r.where).toBe(`x.json:2:${8 + 511}`);
    expect(parseJsonText(deep(511), 'x.json')).toBeDefined();
    // Brackets inside strings do not count.
    expect(parseJsonText(JSON.stringify({ a: '['.repeat(5_000) }), 'x.json')).toBeDefined();
  });

  it('our evidence with deeply nested settings (their digest recursed without end)', async () => {
    const file = write(
      'e.json',
      JSON.stringify({ schema: 'agentverity-action/evidence@1', settings: 'S' }).replace(
        '"S"',
        deep(20_000),
      ),
    );
    const r = await refusalOfAsync(readEvidence(file));
    expect(r.code).toBe('json.depth');
    expect(r.message.startsWith(`${file}:1:`)).toBe(true);
  });

  it('a JSON Lines row nested deeply (its message quoted the value)', async () => {
    const file = write(
      'runs.jsonl',
      `{"input": "q", "decision": ["a"]}\n{"input": "q", "decision": [${deep(20_000, '{"name": 1}')}]}\n`,
    );
    const r = await refusalOfAsync(importJsonl(file, { layer: 'tools' }));
    expect(r.code).toBe('json.depth');
    expect(r.where).toBe(`${file}:2`);
    // The decision's list (column 28) is level 2, so level 513 opens at column 28 + 511.
    expect(r.reason).toMatch(new RegExp(`at column ${28 + 511};`));
  });

  it('a promptfoo JSON Lines row nested deeply names the line and the column', () => {
    const suite = parseSuite({
      schema: 'agentverity.decision-suite/v1',
      contract: { allowed: ['a'] },
      cases: [{ input: 'q', expected: 'a' }],
    });
    const r = refusalOf(() =>
      evidenceFromPromptfooLines(`\n{"vars": ${deep(1_000)}}\n`, suite, {}, 'r.jsonl'),
    );
    expect(r.code).toBe('json.depth');
    expect(r.where).toBe(`r.jsonl:2:${10 + 511}`);
  });
});

describe('refusals stay readable whatever the file holds', () => {
  const huge = 'é'.repeat(100_000);

  it('an evidence file whose schema is a long string of our prefix', async () => {
    const file = write('e.json', JSON.stringify({ schema: `agentverity-action/evidence@${huge}` }));
    const r = await refusalOfAsync(readEvidence(file));
    expect(r.code).toBe('evidence.version');
    expect(r.message.length).toBeLessThan(400);
  });

  it('a baseline whose schema is a long string of its prefix, or of the reference snapshot', async () => {
    for (const prefix of ['agentverity-action/baseline@', 'agentverity.snapshot/']) {
      const file = write('b.json', JSON.stringify({ schema: `${prefix}${huge}` }));
      const r = await refusalOfAsync(readBaseline(file));
      expect(r.message.length, prefix).toBeLessThan(500);
    }
  });

  it('a suite quotes at most 60 characters of a value and lists at most ten problems', async () => {
    const file = write(
      's.json',
      JSON.stringify({
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: Array.from({ length: 300 }, (_, i) => `${huge.slice(0, 200)}${i}`) },
        cases: [
          { input: huge, expected: huge },
          ...Array.from({ length: 1_000 }, (_, i) => ({ input: `q${i}`, expected: 7 })),
        ],
      }),
    );
    const r = await refusalOfAsync(readSuite(file));
    expect(r.message.length).toBeLessThan(MAX_MESSAGE);
    expect(r.message).toMatch(/^.*: 1001 problems:\n/);
    expect(r.message).toContain('… and 991 more problems');
    expect(r.message.split('\n')).toHaveLength(12);

    const one = refusalOf(() => parseSuite({ schema: huge }, 'y.json'));
    expect(one.message).toBe(
      `y.json: schema: unsupported decision suite: found schema "${'é'.repeat(59)}…", expected "agentverity.decision-suite/v1"`,
    );
  });

  it("a case's expected decision outside a long allowed list names ten and counts the rest", () => {
    const r = refusalOf(() =>
      parseSuite(
        {
          schema: 'agentverity.decision-suite/v1',
          contract: { allowed: Array.from({ length: 40 }, (_, i) => `r${i}`) },
          cases: [{ input: 'q', expected: 'nope' }],
        },
        'z.json',
      ),
    );
    expect(r.message).toBe(
      `z.json: cases[0].expected: "nope" is not an allowed decision; expected one of ${Array.from(
        { length: 40 },
        (_, i) => `r${i}`,
      )
        .sort()
        .slice(0, 10)
        .map((l) => `"${l}"`)
        .join(', ')} and 30 more`,
    );
  });
});

describe('settings the digest cannot write', () => {
  it('a number too large for JSON in our evidence settings is refused at `settings`', async () => {
    const text = readFileSync(fixture('evidence/ours-minimal.json'), 'utf8').replace(
      '"repeats": 2',
      '"repeats": 1e999',
    );
    expect(text).toContain('1e999');
    const file = write('e.json', text);
    const r = await refusalOfAsync(readEvidence(file));
    expect(r.code).toBe('evidence.invalid');
    expect(r.where).toBe(`${file}: settings`);
    expect(r.reason).toMatch(/Infinity/);
  });
});

describe('promptfoo cells', () => {
  it('a provider id of any length is cut in the refusal that lists the cells', () => {
    const suite = parseSuite({
      schema: 'agentverity.decision-suite/v1',
      contract: { allowed: ['a'] },
      cases: [{ input: 'q', expected: 'a' }],
    });
    const long = 'openai:gpt-4o-mini'.repeat(5_000);
    const row = (provider: string) => ({
      provider: { id: provider },
      prompt: { raw: 'q' },
      response: { output: 'a' },
    });
    const r = refusalOf(() =>
      evidenceFromPromptfoo({ results: { results: [row('p1'), row(long)] } }, suite, {}, 'x.json'),
    );
    expect(r.message).toMatch(/holds 2 provider × prompt cells/);
    expect(r.message.length).toBeLessThan(600);
  });
});
