import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/core/errors.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import type { Evidence } from '../../src/core/assess/model.js';
import { parseSuite } from '../../src/core/contract/suite.js';
import { writeReferenceEvidence } from '../../src/evidence/reference.js';
import {
  evidenceFromJsonlLines,
  evidenceFromJsonlText,
  importJsonl,
} from '../../src/importers/index.js';
import { newScanResult, scanLine, scanLinePaths } from '../../src/importers/jsonl/scan.js';
import { parseDottedPath, walk } from '../../src/importers/paths.js';
import { asyncRefusalOf, refusalOf } from '../evidence/helpers.js';
import { tempDir } from '../helpers/cli.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/importers/jsonl/${name}`, import.meta.url));

const decisions = (e: Evidence): unknown[][] =>
  e.cases.map((c) => c.observations.map((o) => o.decision));

function writeTemp(name: string, content: string | Uint8Array): string {
  const file = path.join(tempDir(), name);
  writeFileSync(file, content);
  return file;
}

describe('JSONL importer: rows to evidence', () => {
  it('groups runs by input in order of first appearance and pairs them in file order', () => {
    const e = evidenceFromJsonlLines([
      '{"input": "b", "decision": "x"}',
      '{"input": "a", "decision": "y"}',
      '{"input": "b", "decision": "z"}',
      '',
      '{"input": "a", "decision": "y"}',
      '{"input": "b", "decision": "x"}',
    ]);
    expect(e.cases.map((c) => c.input)).toEqual(['b', 'a']);
    expect(decisions(e)).toEqual([
      ['x', 'z', 'x'],
      ['y', 'y'],
    ]);
    expect(e.cases[0]?.fingerprint).toBe(inputFingerprint('b'));
    expect(e.isolation).toBe('unknown');
    expect(e.layer).toBe('verdict');
    expect(e.provenance).toEqual({
      harness: 'jsonl',
      input_path: 'input',
      decision_path: 'decision',
    });
  });

  it('shares one observation object per distinct decision', () => {
    const e = evidenceFromJsonlLines(
      Array.from({ length: 40 }, (_, i) => `{"input": "q${i % 4}", "decision": "d${i % 2}"}`),
    );
    const objects = new Set(e.cases.flatMap((c) => c.observations));
    expect(objects.size).toBe(2);
    expect(Object.isFrozen([...objects][0])).toBe(true);
  });

  it('reads dotted paths, text and tool paths', async () => {
    const e = await importJsonl(fixture('nested.jsonl'), {
      inputPath: 'probe.text',
      decisionPath: 'result.route',
      textPath: 'reply',
      toolsPath: 'calls',
    });
    expect(writeReferenceEvidence(e)).toMatchObject({
      cases: [{ input: 'q', observations: ['r1', 'r2'] }],
    });
    expect(e.cases[0]?.observations[0]).toEqual({
      decision: 'r1',
      text: 'Route: r1',
      tools: ['lookup', 'route'],
    });
    const tools = await importJsonl(fixture('nested.jsonl'), {
      inputPath: 'probe.text',
      toolsPath: 'calls',
      layer: 'tools',
    });
    expect(tools.cases[0]?.observations.map((o) => o.tools)).toEqual([
      ['lookup', 'route'],
      ['lookup'],
    ]);
  });

  it('keeps a no-decision and a tool path given as the decision on the right layers', () => {
    const e = evidenceFromJsonlLines([
      '{"input": "q", "decision": {"kind": "no_decision", "reason": "refused"}}',
      '{"input": "q", "decision": "approve"}',
    ]);
    expect(decisions(e)).toEqual([[{ noDecision: 'refused' }, 'approve']]);
    const tools = evidenceFromJsonlLines(
      ['{"input": "q", "decision": ["a", "b"]}', '{"input": "q", "decision": ["a"]}'],
      { layer: 'tools' },
    );
    expect(tools.cases[0]?.observations.map((o) => o.tools)).toEqual([['a', 'b'], ['a']]);
    const r = refusalOf(() =>
      evidenceFromJsonlLines([
        '{"input": "q", "decision": ["a"]}',
        '{"input": "q", "decision": ["a"]}',
      ]),
    );
    expect(r.message).toContain('assess it on the tools layer');
    expect(r).toMatchObject({ code: 'import.jsonl', setting: 'layer' });
    expect(r.message).not.toMatch(/--[a-z]/);
  });

  it('takes expected decisions from the suite by exact input', () => {
    const suite = parseSuite({
      schema: 'agentverity.decision-suite/v1',
      cases: [{ input: 'a', expected: 'y' }],
      contract: { allowed: ['y'] },
    });
    const e = evidenceFromJsonlLines(
      [
        '{"input":"a","decision":"y"}',
        '{"input":"a","decision":"y"}',
        '{"input":"b","decision":"y"}',
        '{"input":"b","decision":"y"}',
      ],
      { suite },
    );
    expect(e.cases.map((c) => c.expected)).toEqual(['y', undefined]);
  });

  it('refuses an input that appears once, naming the count and the first', () => {
    const r = refusalOf(() =>
      evidenceFromJsonlLines([
        '{"input": "q", "decision": "a"}',
        '{"input": "lonely", "decision": "a"}',
        '{"input": "q", "decision": "a"}',
        '{"input": "alone", "decision": "a"}',
      ]),
    );
    expect(r.message).toContain('2 of 3 input(s) have fewer than 2 runs');
    expect(r.message).toContain('"lonely"');
    expect(r.where).toBe('the JSONL lines:2');
  });

  it('refuses bad rows naming the line and what was expected', () => {
    const cases: [string[], string, string][] = [
      [['{"input": "q", "decision": ""}'], ':1', 'found an empty string'],
      [['{"input": "q", "decision": "a"}', '{"input": "q", "decision": '], ':2', 'not valid JSON'],
      [['[1, 2]'], ':1', 'expected one JSON object per line, found a list'],
      [['{"input": "q"}'], ':1', 'nothing at "decision"'],
      [['{"decision": "a"}'], ':1', 'no input at "input"'],
      [['{"input": "  ", "decision": "a"}'], ':1', 'only whitespace'],
      [['{"input": "q", "decision": 3}'], ':1', 'found an integer'],
      [['{"input": "q", "decision": {"kind": "no_decision", "reason": "bored"}}'], ':1', '"bored"'],
      [['{"input": "\\ud800", "decision": "a"}'], ':1', 'lone surrogate'],
    ];
    for (const [lines, where, message] of cases) {
      const r = refusalOf(() => evidenceFromJsonlLines(lines));
      expect(r.where, lines.join('|')).toMatch(new RegExp(`^the JSONL lines${where}(:|$)`));
      expect(r.message, lines.join('|')).toContain(message);
    }
    expect(refusalOf(() => evidenceFromJsonlLines([''])).message).toContain('no rows');
  });

  it('refuses paths and layers that cannot work before reading a line', () => {
    expect(refusalOf(() => evidenceFromJsonlLines([], { inputPath: 'a..b' }))).toMatchObject({
      code: 'usage.path',
      setting: 'inputPath',
      where: undefined,
    });
    const tools = refusalOf(() => evidenceFromJsonlLines([], { toolsPath: 't' }));
    expect(tools).toMatchObject({ code: 'usage.jsonl', setting: 'toolsPath' });
    expect(tools.message).toBe(
      'the verdict layer compares decisions: give a decision path (or a text path to compare the text)',
    );
    const text = refusalOf(() => evidenceFromJsonlLines([], { layer: 'text', toolsPath: 't' }));
    expect(text).toMatchObject({ code: 'usage.jsonl', setting: 'layer' });
    expect(text.message).toBe('the text layer needs a text path or a decision path');
  });
});

describe('JSONL importer: files and bad input', () => {
  it('reads the normal file', async () => {
    const e = await importJsonl(fixture('normal.jsonl'));
    expect(decisions(e)).toEqual([
      ['refund', 'refund'],
      ['card_security', 'merchant_dispute'],
    ]);
  });

  it('accepts a BOM and CRLF line ends, and keeps the last of duplicate keys', async () => {
    for (const name of ['bom.jsonl', 'crlf.jsonl', 'duplicate-keys.jsonl']) {
      const e = await importJsonl(fixture(name));
      expect(decisions(e), name).toEqual([['refund', 'refund']]);
      expect(e.cases[0]?.input).toBe('refund please');
    }
  });

  it.each([
    ['empty.jsonl', 'empty.jsonl', 'the file is empty'],
    ['truncated.jsonl', 'truncated.jsonl:3', 'not valid JSON'],
    [
      'wrong-types.jsonl',
      'wrong-types.jsonl:2',
      'expected the input text (a string), found an integer',
    ],
    [
      'invalid-utf8.jsonl',
      'invalid-utf8.jsonl:2',
      'not valid UTF-8: the sequence starting with byte 0xFF',
    ],
    ['other-format.json', 'other-format.json:1', 'not JSON Lines'],
    ['missing.jsonl', 'missing.jsonl', 'no such file'],
  ])('refuses %s naming the file and line', async (name, where, message) => {
    const r = await asyncRefusalOf(() => importJsonl(fixture(name)));
    expect(r.where).toBe(fixture(where.replace(/:\d+$/, '')) + (/:\d+$/.exec(where)?.[0] ?? ''));
    expect(r.message).toContain(message);
  });

  it('refuses a zip archive, pointing at the Inspect import', async () => {
    const file = fileURLToPath(
      new URL('../fixtures/importers/inspect/routing.eval', import.meta.url),
    );
    const r = await asyncRefusalOf(() => importJsonl(file));
    expect(r.message).toContain('an Inspect AI .eval log is imported as an Inspect log');
    expect(r).toMatchObject({ setting: 'jsonl', data: { suggestedSetting: 'inspect' } });
  });

  it('names the path setting to fix when a row has nothing there', () => {
    const r = refusalOf(() =>
      evidenceFromJsonlLines(['{"input": "q", "verdict": "a"}'], { decisionPath: 'route' }),
    );
    expect(r).toMatchObject({ code: 'import.jsonl', setting: 'decisionPath' });
    expect(r.message).toMatch(/set the decision path to where it is$/);
    const input = refusalOf(() => evidenceFromJsonlLines(['{"prompt": "q", "decision": "a"}']));
    expect(input).toMatchObject({ code: 'import.jsonl', setting: 'inputPath' });
    expect(input.message).toMatch(/set the input path to where the input is$/);
  });

  it('refuses a line longer than the limit without reading it whole', async () => {
    const file = writeTemp(
      'huge.jsonl',
      `{"input":"q","decision":"a"}\n{"input":"q","decision":"${'x'.repeat(3 << 20)}"}\n`,
    );
    const r = await asyncRefusalOf(() => importJsonl(file, { maxLineBytes: 1 << 20 }));
    expect(r.where).toBe(`${file}:2`);
    expect(r.message).toContain('longer than 1,048,576 bytes');
    // Under the default limit (8 MiB) the same file is fine.
    const e = await importJsonl(file);
    expect(e.cases[0]?.observations).toHaveLength(2);
  });

  it('streams a file across chunk boundaries with the same result as the in-memory reader', async () => {
    // Lines of varied length and multi-byte text so some straddle the 1 MiB chunks.
    const lines: string[] = [];
    for (let i = 0; i < 30_000; i++) {
      const q = `q${i % 500} ${'é'.repeat(i % 7)}`;
      lines.push(
        JSON.stringify({ input: q, decision: `d${(i * 7) % 3}`, pad: 'x'.repeat(i % 90) }),
      );
    }
    lines.push('{"input":"esc\\u00e9","decision":"d\\u0031"}', '{"input":"escé","decision":"d1"}');
    const text = `${lines.join('\r\n')}\r\n`;
    const file = writeTemp('many.jsonl', text);
    const streamed = await importJsonl(file);
    const inMemory = evidenceFromJsonlText(text);
    expect(writeReferenceEvidence(streamed)).toEqual(writeReferenceEvidence(inMemory));
    expect(streamed.cases).toHaveLength(3501);
    // The escaped and the plain spelling of one input are one case.
    expect(streamed.cases[3500]?.observations.map((o) => o.decision)).toEqual(['d1', 'd1']);
  });

  it('refuses invalid UTF-8 in the middle of a large file with its line number', async () => {
    const good = '{"input":"q","decision":"a"}\n';
    const bytes = Buffer.concat([
      Buffer.from(good.repeat(50_000)),
      Buffer.from('{"input":"q","decision":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}\n'),
    ]);
    const file = writeTemp('bad.jsonl', bytes);
    const r = await asyncRefusalOf(() => importJsonl(file));
    expect(r.where).toBe(`${file}:50001`);
  });
});

describe('the line scanner agrees with JSON.parse', () => {
  const ka = Buffer.from('input');
  const kb = Buffer.from('decision');

  function check(line: string): void {
    const b = Buffer.from(line, 'utf8');
    const r = newScanResult();
    const ok = scanLine(b, 0, b.length, ka, kb, r);
    let parsed: unknown;
    let valid = true;
    try {
      parsed = JSON.parse(line);
    } catch {
      valid = false;
    }
    if (!ok) return; // saying no is always safe
    expect(valid, line).toBe(true);
    const obj = parsed as Record<string, unknown>;
    expect(typeof obj === 'object' && obj !== null && !Array.isArray(obj), line).toBe(true);
    const span = (s: number, e: number): unknown =>
      s < 0 ? undefined : JSON.parse(b.toString('utf8', s, e));
    expect(span(r.aStart, r.aEnd), line).toEqual(
      Object.hasOwn(obj, 'input') ? obj['input'] : undefined,
    );
    expect(span(r.bStart, r.bEnd), line).toEqual(
      Object.hasOwn(obj, 'decision') ? obj['decision'] : undefined,
    );
  }

  it('on generated objects and their mutations', () => {
    const row = fc.record(
      {
        input: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        decision: fc.oneof(fc.string(), fc.array(fc.string()), fc.jsonValue()),
        other: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(row, fc.nat(), fc.string({ maxLength: 3 }), (value, at, insert) => {
        const text = JSON.stringify(value);
        check(text);
        check(` ${text}\t`);
        const cut = at % (text.length + 1);
        check(text.slice(0, cut) + insert + text.slice(cut));
        check(text.slice(0, cut));
        check(text.replace('"input"', '"input":1,"input"'));
      }),
      { numRuns: 3000 },
    );
  });

  it('on hand-picked edge cases', () => {
    for (const line of [
      '{}',
      '{"input":"a","decision":"b"} x',
      '{"input":"a\tb","decision":"b"}',
      '{"input":"a","decision":01}',
      '{"input":"a","decision":1.}',
      '{"input":"a","decision":-}',
      '{"input":"a","decision":1e}',
      '{"input":"a","decision":"\\x"}',
      '{"input":"a","decision":"\\u12G4"}',
      '{"input":"a",}',
      '{"input":"a" "decision":"b"}',
      '{"\\u0069nput":"a","decision":"b"}',
      '{"input":"a","decision":tru}',
      '{"input":"a","decision":[1,]}',
      '\uFEFF{"input":"a","decision":"b"}',
      '{"input":"a","decision":"b","input":"c"}',
      `{"input":"a","decision":${'['.repeat(70)}${']'.repeat(70)}}`,
    ]) {
      check(line);
    }
  });
});

describe('the path scanner agrees with JSON.parse and walk on nested paths', () => {
  const paths: [string, string][] = [
    ['req.text', 'resp.label'],
    ['req.text', 'req.label'],
    ['a.b.c', 'a.d'],
    ['x', 'y.z'],
    ['req', 'req.text'],
  ];

  function check(line: string, pa: string, pb: string): void {
    const b = Buffer.from(line, 'utf8');
    const r = newScanResult();
    const A = parseDottedPath(pa, 'inputPath');
    const B = parseDottedPath(pb, 'decisionPath');
    const ok = scanLinePaths(
      b,
      0,
      b.length,
      A.parts.map((k) => Buffer.from(k)),
      B.parts.map((k) => Buffer.from(k)),
      r,
    );
    let parsed: unknown;
    let valid = true;
    try {
      parsed = JSON.parse(line);
    } catch {
      valid = false;
    }
    if (!ok) return; // saying no is always safe
    expect(valid, line).toBe(true);
    const span = (s: number, e: number): unknown =>
      s < 0 ? undefined : JSON.parse(b.toString('utf8', s, e));
    const at = (p: typeof A): unknown => {
      const w = walk(parsed, p);
      return w.found ? w.value : undefined;
    };
    expect(span(r.aStart, r.aEnd), `${pa} in ${line}`).toEqual(at(A));
    expect(span(r.bStart, r.bEnd), `${pb} in ${line}`).toEqual(at(B));
  }

  const leaf = fc.oneof(
    fc.string({ maxLength: 6 }),
    fc.integer(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const inner = fc.dictionary(
    fc.constantFrom('text', 'label', 'b', 'c', 'd', 'z', 'id'),
    fc.oneof(leaf, fc.dictionary(fc.constantFrom('c', 'text', 'q'), leaf, { maxKeys: 3 })),
    { maxKeys: 4 },
  );
  const row = fc.dictionary(
    fc.constantFrom('req', 'resp', 'a', 'x', 'y', 'other'),
    fc.oneof(inner, leaf, fc.array(inner, { maxLength: 2 })),
    { maxKeys: 5 },
  );

  it('on generated rows, repeated keys and mutations', () => {
    fc.assert(
      fc.property(row, row, fc.nat(), fc.string({ maxLength: 3 }), (value, more, at, insert) => {
        const text = JSON.stringify(value);
        // A second occurrence of every top-level key: JSON.parse keeps the last one.
        const extra = JSON.stringify(more).slice(1, -1);
        const twice =
          extra === '' ? text : `${text.slice(0, -1)}${text === '{}' ? '' : ','}${extra}}`;
        for (const [pa, pb] of paths) {
          check(text, pa, pb);
          check(twice, pa, pb);
          const cut = at % (text.length + 1);
          check(text.slice(0, cut) + insert + text.slice(cut), pa, pb);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('on hand-picked nested cases', () => {
    for (const line of [
      '{"req":{"text":"a"},"resp":{"label":"b"}}',
      '{"req":{"text":"a"},"req":{"id":1},"resp":{"label":"b"}}',
      '{"req":{"text":"a"},"req":5,"resp":{"label":"b"}}',
      '{"req":{"text":"a","text":"c"},"resp":{"label":"b"}}',
      '{"req":[{"text":"a"}],"resp":{"label":"b"}}',
      '{"req":{"t\u0065xt":"a"},"resp":{"label":"b"}}',
      '{"other":{"t\u0065xt":"a"},"req":{"text":"a"},"resp":{"label":"b"}}',
      '{"req":{"text":"a"},"resp":{"label":"b"}} ,',
      '{"req":{"text":"a"} "resp":{"label":"b"}}',
    ]) {
      check(line, 'req.text', 'resp.label');
    }
  });
});

describe('JSONL importer under fuzzing', () => {
  it('either gives evidence or refuses; it never crashes', () => {
    const line = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({
          input: fc.oneof(fc.string(), fc.jsonValue()),
          decision: fc.oneof(fc.string(), fc.jsonValue()),
        })
        .map((v) => JSON.stringify(v)),
      fc.constantFrom('{"input":"q","decision":"a"}', '{"input":"q","decision":"b"}', ''),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        try {
          const e = evidenceFromJsonlLines(lines);
          for (const c of e.cases) expect(c.observations.length).toBeGreaterThanOrEqual(2);
        } catch (error) {
          expect(isRefusal(error), String(error)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a file as it reads the same lines in memory', async () => {
    const dir = tempDir();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            input: fc.constantFrom('a', 'b', 'ü', '\\u00fc'),
            decision: fc.constantFrom('x', 'y', ''),
          }),
          { maxLength: 10 },
        ),
        async (rows) => {
          const text = rows
            .map((r) => `{"input":"${r.input}","decision":"${r.decision}"}`)
            .join('\n');
          const file = path.join(dir, `f${n++}.jsonl`);
          writeFileSync(file, text);
          const outcome = (fn: () => Evidence): unknown => {
            try {
              return writeReferenceEvidence(fn());
            } catch (error) {
              return isRefusal(error) ? 'refused' : error;
            }
          };
          let fromFile: unknown;
          try {
            fromFile = writeReferenceEvidence(await importJsonl(file));
          } catch (error) {
            fromFile = isRefusal(error) ? 'refused' : error;
          }
          expect(fromFile).toEqual(outcome(() => evidenceFromJsonlText(text)));
        },
      ),
      { numRuns: 150 },
    );
  });
});
