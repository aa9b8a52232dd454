import { describe, expect, it, vi } from 'vitest';
import {
  decodeUtf8,
  firstInvalidUtf8,
  parseJsonText,
  readJsonFile,
} from '../../src/evidence/json.js';
import { asyncRefusalOf, fixture, refusalOf } from './helpers.js';

describe('parseJsonText', () => {
  it('parses plain JSON', () => {
    expect(parseJsonText('{"a": [1, "x"]}', 'f.json')).toEqual({ a: [1, 'x'] });
  });

  it('strips exactly one leading BOM', () => {
    expect(parseJsonText('\uFEFF{"a": 1}', 'f.json')).toEqual({ a: 1 });
    const r = refusalOf(() => parseJsonText('\uFEFF\uFEFF{"a": 1}', 'f.json'));
    expect(r.message).toMatch(/^f\.json:1:1: /);
  });

  it('accepts CRLF line ends', () => {
    expect(parseJsonText('{\r\n  "a": 1\r\n}\r\n', 'f.json')).toEqual({ a: 1 });
  });

  it('keeps the last value of a repeated key', () => {
    expect(parseJsonText('{"a": 1, "a": 2}', 'f.json')).toEqual({ a: 2 });
  });

  it.each([
    ['', 'the file is empty'],
    ['   \n', 'only whitespace'],
    ['\uFEFF', 'the file is empty'],
  ])('refuses an empty file %j', (text, words) => {
    const r = refusalOf(() => parseJsonText(text, 'empty.json'));
    expect(r.code).toBe('json.empty');
    expect(r.message).toContain('empty.json');
    expect(r.message).toContain(words);
  });

  it.each([
    // text, line, column, expected words, found words
    ['{"a": }', 1, 7, 'a JSON value', "'}'"],
    ['{"a": 1', 1, 8, "',' or '}' after a property value", 'the end of the file'],
    ['[1,2', 1, 5, "',' or ']' after an array element", 'the end of the file'],
    ['{"a":1}x', 1, 8, 'the end of the file after the JSON value', "'x'"],
    ['{"a" 1}', 1, 6, "':' after the property name", "'1'"],
    ['"abc', 1, 5, 'a closing double quote', 'the end of the file'],
    ['[1,]', 1, 4, 'a JSON value', "']'"],
    ['{"a": tru}', 1, 10, "'true'", "'}'"],
    ['{\n  "a": 1,\n  "b": 2,\n}', 4, 1, 'a property name in double quotes', "'}'"],
    ['{\r\n  "a": 1\r\n  "b": 2\r\n}', 3, 3, "',' or '}'", `'"'`],
    ['{"a": "x\ny"}', 1, 9, 'no raw control character', 'the end of the line'],
    ['{"a": "\\q"}', 1, 9, 'a valid escape', "'q'"],
    ['{"a": 01}', 1, 8, "',' or '}'", "'1'"],
    ['{"a": -}', 1, 8, 'a digit', "'}'"],
    ['{"é": 1 2}', 1, 9, "',' or '}'", "'2'"],
  ])('refuses %j at line %i column %i', (text, line, column, expected, found) => {
    const r = refusalOf(() => parseJsonText(text, 'bad.json'));
    expect(r.code).toBe('json.syntax');
    expect(r.where).toBe(`bad.json:${line}:${column}`);
    expect(r.message).toContain(`expected ${expected}`);
    expect(r.message).toContain(`found ${found}`);
  });
});

describe('UTF-8', () => {
  const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);

  it.each([
    [bytes(0x61, 0xff), 1],
    [bytes(0x61, 0xc3), 1], // truncated two-byte sequence
    [bytes(0xc0, 0x80), 0], // overlong
    [bytes(0x61, 0x62, 0xed, 0xa0, 0x80), 2], // a surrogate
    [bytes(0xf4, 0x90, 0x80, 0x80), 0], // above U+10FFFF
    [bytes(0xe2, 0x82, 0x41), 0], // bad third byte
    [bytes(0xc3, 0xa9, 0xe2, 0x82, 0xac), 5], // "é€" is fine
  ])('finds the first bad sequence in %o at %i', (input, offset) => {
    expect(firstInvalidUtf8(input)).toBe(offset);
  });

  it('keeps a BOM for the JSON parser to strip', () => {
    expect(decodeUtf8(bytes(0xef, 0xbb, 0xbf, 0x31), 'f')).toBe('\uFEFF1');
  });

  it('refuses invalid UTF-8 naming the file, byte offset and line', async () => {
    const path = fixture('invalid-utf8.json');
    const r = await asyncRefusalOf(() => readJsonFile(path));
    expect(r.code).toBe('file.utf8');
    expect(r.where).toBe(path);
    expect(r.message).toContain(path);
    expect(r.message).toContain('byte 0xFF at byte offset 62 (line 1)');
  });
});

describe('readJsonFile', () => {
  it('reads a BOM file', async () => {
    const value = (await readJsonFile(fixture('bom.json'))) as { layer: string };
    expect(value.layer).toBe('verdict');
  });

  it('reads a CRLF file', async () => {
    const value = (await readJsonFile(fixture('crlf.json'))) as { cases: unknown[] };
    expect(value.cases).toHaveLength(1);
  });

  it('refuses an empty file', async () => {
    const path = fixture('empty.json');
    const r = await asyncRefusalOf(() => readJsonFile(path));
    expect(r.message).toBe(`${path}: the file is empty; expected a JSON value`);
  });

  it('refuses a blank file', async () => {
    const r = await asyncRefusalOf(() => readJsonFile(fixture('whitespace.json')));
    expect(r.code).toBe('json.empty');
  });

  it('refuses truncated JSON with line and column', async () => {
    const path = fixture('truncated.json');
    const r = await asyncRefusalOf(() => readJsonFile(path));
    expect(r.where).toBe(`${path}:5:1`);
    expect(r.message).toContain(
      "expected ',' or ']' after an array element, found the end of the file",
    );
  });

  it('places a syntax error in a CRLF file on the right line', async () => {
    const path = fixture('syntax-crlf.json');
    const r = await asyncRefusalOf(() => readJsonFile(path));
    // The comma is missing at the end of line 4; the unexpected token starts line 5.
    expect(r.where).toBe(`${path}:5:3`);
    expect(r.message).toContain(`expected ',' or '}' after a property value, found '"'`);
  });

  it('refuses a missing file', async () => {
    const path = fixture('no-such-file.json');
    const r = await asyncRefusalOf(() => readJsonFile(path));
    expect(r.code).toBe('file.read');
    expect(r.message).toBe(`${path}: cannot read the file: no such file`);
  });
});

describe('decodeUtf8 on a file larger than one string can hold', () => {
  it('says the file is too large, not that it is invalid UTF-8', () => {
    // V8 cannot make a string of more than about 512 MiB; stand in for such a file.
    const Real = globalThis.TextDecoder;
    vi.stubGlobal(
      'TextDecoder',
      class {
        decode(): string {
          throw new RangeError('Invalid string length');
        }
      },
    );
    // The fast path (Buffer, for well-formed UTF-8) fails the same way.
    const toString = vi.spyOn(Buffer.prototype, 'toString').mockImplementation(() => {
      throw new RangeError('Invalid string length');
    });
    try {
      const r = refusalOf(() => decodeUtf8(new Uint8Array([0x7b, 0x7d]), 'big.json'));
      expect(r.message).toMatch(/^big\.json: the file is too large to read as one document/);
      expect(r.message).not.toMatch(/UTF-8/);
      expect(r.message).not.toMatch(/Invalid string length/);
      expect(toString).toHaveBeenCalled();
    } finally {
      toString.mockRestore();
      vi.stubGlobal('TextDecoder', Real);
      vi.unstubAllGlobals();
    }
  });
});

describe('a broken file nested past any limit', () => {
  it('is refused with the same place and words wherever the reader is called from', () => {
    const text = `{"a":${'['.repeat(20_000)}1`;
    const direct = refusalOf(() => parseJsonText(text, 'deep.json'));
    // The same call from under a deep stack of the caller's own.
    const under = (n: number): ReturnType<typeof refusalOf> =>
      n === 0 ? refusalOf(() => parseJsonText(text, 'deep.json')) : under(n - 1);
    const deep = under(3_000);
    expect(deep.message).toBe(direct.message);
    expect(direct.code).toBe('json.syntax');
    expect(direct.message).toMatch(
      /^deep\.json:1:\d+: not valid JSON: expected less deeply nested JSON/,
    );
  });
});
