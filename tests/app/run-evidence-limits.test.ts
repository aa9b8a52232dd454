// `run --evidence-out`: the run evidence is written within the limits its reader
// holds it to (docs/limits.md, issue 33 item 1): what the reader would refuse is
// refused when written (file.limit, exit 2), naming the limit, with nothing written.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunksWithinLimits, JsonTextLimits } from '../../src/app/limited-text.js';
import { LIMITS } from '../../src/evidence/limits.js';
import { cliWith, tempDir } from '../helpers/cli.js';

describe('JsonTextLimits: the reader’s limits, checked piece by piece', () => {
  it('passes a document within them, whatever the pieces', () => {
    const limits = new JsonTextLimits();
    for (const piece of ['{"a": [1, ', '2, {"b": "x\\"', '"}], "c": ', '"d"}']) {
      expect(limits.feed(piece)).toBeNull();
    }
  });

  it('counts a string as written across pieces, escapes included', () => {
    const limits = new JsonTextLimits();
    expect(limits.feed('{"a": "')).toBeNull();
    expect(limits.feed('x'.repeat(LIMITS.stringChars - 1))).toBeNull();
    expect(limits.feed('\\n')).toMatch(/a string of more than 16,777,216 characters/);
  });

  it('refuses nesting past the depth limit, and not at it', () => {
    const atLimit = new JsonTextLimits();
    expect(atLimit.feed('['.repeat(LIMITS.depth) + ']'.repeat(LIMITS.depth))).toBeNull();
    const over = new JsonTextLimits();
    expect(over.feed('['.repeat(LIMITS.depth + 1))).toMatch(/nest more than 512 levels/);
  });

  it('brackets and commas inside strings are not values or levels', () => {
    const limits = new JsonTextLimits();
    expect(limits.feed(`["${'['.repeat(LIMITS.depth + 10)}"]`)).toBeNull();
  });

  it('keeps the state a character-by-character scan keeps, however the text is cut', () => {
    // The scan the searching one replaced (issue 31): one character at a time.
    const byChar = (text: string) => {
      const s = { depth: 0, values: 0, inString: false, escaped: false, stringChars: 0 };
      for (const ch of text) {
        const c = ch.charCodeAt(0);
        if (s.inString) {
          if (s.escaped) s.escaped = false;
          else if (c === 0x5c) s.escaped = true;
          else if (c === 0x22) {
            s.inString = false;
            continue;
          }
          s.stringChars++;
        } else if (c === 0x22) {
          s.inString = true;
          s.stringChars = 0;
        } else if (c === 0x2c || c === 0x5b || c === 0x7b) {
          s.values++;
          if (c !== 0x2c) s.depth++;
        } else if (c === 0x5d || c === 0x7d) s.depth--;
      }
      return s;
    };
    const alphabet = fc.constantFrom('"', '\\', '[', ']', '{', '}', ',', 'a', ' ', 'é');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 120 }).map((cs) => cs.join('')),
        fc.array(fc.nat(120), { maxLength: 6 }),
        (text, cuts) => {
          const at = [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((a, b) => a - b);
          const pieces = [0, ...at].map((from, j) => text.slice(from, [...at, text.length][j]));
          const limits = new JsonTextLimits();
          for (const piece of pieces) expect(limits.feed(piece)).toBeNull();
          const got = limits as unknown as Record<string, unknown>;
          const want = byChar(text);
          expect({
            depth: got['depth'],
            values: got['values'],
            inString: got['inString'],
            escaped: got['escaped'],
            stringChars: got['stringChars'],
          }).toEqual(want);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a refusal is file.limit naming the file and the limit', () => {
    const pieces = chunksWithinLimits(['[', '['.repeat(LIMITS.depth)], 'out.json', 'evidence');
    expect(() => [...pieces]).toThrow(
      expect.objectContaining({
        code: 'file.limit',
        where: 'out.json',
        message: expect.stringMatching(
          /^out\.json: the evidence cannot be written: its arrays and objects nest more than 512 levels deep.*docs\/limits\.md/,
        ) as unknown,
      }),
    );
  });
});

describe('run --evidence-out within the reader’s limits', () => {
  it('refuses evidence holding an answer longer than the string limit (exit 2, nothing written)', async () => {
    const dir = tempDir();
    const agent = path.join(dir, 'long.mjs');
    writeFileSync(
      agent,
      `const long = 'y'.repeat(${LIMITS.stringChars + 5});\nexport default (input) => ({ decision: 'ok', text: long });\n`,
    );
    const inputs = path.join(dir, 'inputs.txt');
    writeFileSync(inputs, 'one\n');
    const out = path.join(dir, 'evidence.json');
    const r = await cliWith(
      { cwd: dir },
      'run',
      '--agent',
      agent,
      '--inputs',
      inputs,
      '--k',
      '2',
      '--evidence-out',
      out,
    );
    expect(r.stderr).toContain(`${out}: the evidence cannot be written`);
    expect(r.stderr).toMatch(/a string of more than 16,777,216 characters/);
    expect(r.code).toBe(2);
    expect(r.files.has(out)).toBe(false);
  });
});
