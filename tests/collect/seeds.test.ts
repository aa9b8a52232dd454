import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSeedJsonl, parseSeedLines, readSeeds } from '../../src/collect/index.js';
import { tempDir } from '../helpers/cli.js';
import { refusalOf } from '../helpers/refusal.js';

describe('seed files', () => {
  it('reads text as the reference reads --inputs: stripped lines, blanks skipped', () => {
    // U+0085 and U+001C are Python whitespace (stripped); U+200B is not.
    expect(parseSeedLines('\uFEFF  one \r\n\n\ttwo\u0085\r\u001cthree\n\u200bfour\n   \n')).toEqual(
      [{ input: 'one' }, { input: 'two' }, { input: 'three' }, { input: '\u200bfour' }],
    );
  });

  it('reads JSONL strings and {input, expected} objects, refusing bad lines by file and line', () => {
    expect(parseSeedJsonl('"a"\n\n{"input": "b", "expected": "refund"}\n', 'seeds.jsonl')).toEqual([
      { input: 'a' },
      { input: 'b', expected: 'refund' },
    ]);
    expect(() => parseSeedJsonl('"a"\n{"input": 3}\n', 'seeds.jsonl')).toThrow(/seeds\.jsonl:2/);
    expect(() => parseSeedJsonl('"a"\n{oops\n', 'seeds.jsonl')).toThrow(/seeds\.jsonl:2/);
  });

  it('refuses a seed key it does not read, naming the line and the nearest known key', () => {
    const r = refusalOf(() =>
      parseSeedJsonl(
        '{"input": "a", "expected": "x"}\n{"input": "b", "expceted": "refund"}\n',
        'seeds.jsonl',
      ),
    );
    expect(r.code).toBe('seeds.unknown-key');
    expect(r.where).toBe('seeds.jsonl:2');
    expect(r.reason).toBe(
      'unknown key "expceted" (did you mean "expected"?); expected one of input, expected',
    );
  });

  it('detects a decision suite and keeps its routes', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'suite.json');
    writeFileSync(
      file,
      JSON.stringify({
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['a', 'b'] },
        cases: [
          { input: 'x', expected: 'a' },
          { input: 'y', expected: 'b' },
        ],
      }),
    );
    const seeds = await readSeeds(file);
    expect(seeds.format).toBe('suite');
    expect(seeds.cases).toEqual([
      { input: 'x', expected: 'a' },
      { input: 'y', expected: 'b' },
    ]);
    expect(seeds.suiteDigest).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(path.join(dir, 'empty.txt'), '\n  \n');
    await expect(readSeeds(path.join(dir, 'empty.txt'))).rejects.toThrow(/holds no inputs/);
    writeFileSync(path.join(dir, 'other.json'), '{"schema": "nope"}');
    await expect(readSeeds(path.join(dir, 'other.json'))).rejects.toThrow(/decision suite/);
  });

  it('refuses a repeated input naming the file and both positions', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'inputs.txt');
    writeFileSync(file, 'a\nb\n\na\n');
    // The place is the repeat's line (the blank line is not an input).
    await expect(readSeeds(file)).rejects.toThrow(
      `${file}:4: input 3 repeats input 1 ("a"); inputs must be distinct`,
    );
    const jsonl = path.join(dir, 'inputs.jsonl');
    writeFileSync(jsonl, '"a"\n\n{"input": "a"}\n');
    await expect(readSeeds(jsonl)).rejects.toThrow(`${jsonl}:3: input 2 repeats input 1`);
    const list = path.join(dir, 'inputs.json');
    writeFileSync(list, '["a", "b", "a"]');
    await expect(readSeeds(list)).rejects.toThrow(`${list}: [2]: input 3 repeats input 1`);
  });

  it('names a JSON Lines syntax error by the line of the file and the column in it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'inputs.jsonl');
    writeFileSync(file, '"a"\n\n{"input": }\n');
    await expect(readSeeds(file)).rejects.toThrow(`${file}:3:11: not valid JSON`);
  });
});
