import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdmissionRefused } from '../src/core/admission/baseline.js';
import { CHECK_CODES } from '../src/core/admission/check.js';
import { ADMISSION_CODES, type Admission } from '../src/core/admission/rules.js';
import { Refusal } from '../src/core/errors.js';
import {
  ADMISSION_RULE_CODES,
  CHECK_REFUSAL_CODES,
  CODE_REGISTRY,
  EXIT,
  exitCodeOf,
  interrupted,
  isInterrupted,
  isPromotionCode,
  isRefusalCode,
  meaningOfCode,
  PROMOTION_CODES,
  REFUSAL_CODES,
  type CodeFamily,
} from '../src/errors.js';
import {
  PROMOTION_CODES as APPROVAL_PROMOTION_CODES,
  PromotionRefused,
} from '../src/github/approval.js';
import { scanCodes, type CodeScan } from './helpers/codes.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

interface DocRow {
  readonly family: CodeFamily;
  readonly code: string;
  readonly meaning: string;
  readonly todo: string;
  readonly line: number;
}

/** The section a row is in says its family: promotion, admission rules, check refusals, or refusals. */
function familyOfSection(heading: string): CodeFamily {
  if (heading.startsWith('Promotion')) return 'promotion';
  if (heading.startsWith('Admission rules')) return 'admission';
  if (heading.startsWith('Baseline check refusals')) return 'check';
  return 'refusal';
}

/** The rows of every code table in docs/codes.md: `| \`code\` | meaning | what to do |`. */
function documentedRows(text: string): DocRow[] {
  const rows: DocRow[] = [];
  let heading = '';
  text.split('\n').forEach((line, index) => {
    const h = /^## (.+)$/.exec(line);
    if (h !== null) heading = h[1] as string;
    const m = /^\| `([^`]+)` \| (.+?) \| (.+?) \|$/.exec(line);
    if (m === null) return;
    rows.push({
      family: familyOfSection(heading),
      code: m[1] as string,
      meaning: m[2] as string,
      todo: m[3] as string,
      line: index + 1,
    });
  });
  return rows;
}

const key = (family: CodeFamily, code: string): string => `${family} ${code}`;

describe('the code registry, src/ and docs/codes.md agree', () => {
  let scan: CodeScan;
  beforeAll(() => {
    scan = scanCodes();
  });
  const docs = documentedRows(read('docs/codes.md'));

  it('sees the code of every refusal src/ throws (a literal, or a typed union of literals)', () => {
    expect(scan.uses.length).toBeGreaterThan(100);
    expect(scan.unseen).toEqual([]);
  });

  it('registers every code src/ throws, in the family of the class that throws it', () => {
    const missing = scan.uses
      .filter((u) => !Object.hasOwn(CODE_REGISTRY[u.kind], u.code))
      .map((u) => `${u.kind} ${u.code} (${u.at})`);
    expect(missing).toEqual([]);
  });

  it('registers no code src/ no longer throws', () => {
    const used = new Set(scan.uses.map((u) => key(u.kind, u.code)));
    const stale = [
      ...Object.keys(REFUSAL_CODES).map((c) => key('refusal', c)),
      ...Object.keys(PROMOTION_CODES).map((c) => key('promotion', c)),
    ].filter((k) => !used.has(k));
    expect(stale).toEqual([]);
  });

  it('registers exactly the admission rules and check refusals of the core', () => {
    expect(Object.keys(ADMISSION_RULE_CODES).sort()).toEqual([...ADMISSION_CODES].sort());
    expect(Object.keys(CHECK_REFUSAL_CODES).sort()).toEqual([...CHECK_CODES].sort());
  });

  it('documents every registered code once, and nothing else', () => {
    const documented = docs.map((r) => key(r.family, r.code));
    expect(documented.filter((k, i) => documented.indexOf(k) !== i)).toEqual([]);
    const registered = Object.entries(CODE_REGISTRY).flatMap(([family, codes]) =>
      Object.keys(codes).map((c) => key(family as CodeFamily, c)),
    );
    expect(registered.filter((k) => !documented.includes(k))).toEqual([]);
    expect(documented.filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('documents each code with the registry meaning and something to do', () => {
    const wrong = docs
      .filter((r) => {
        const meanings: Readonly<Record<string, string>> = CODE_REGISTRY[r.family];
        return meanings[r.code] !== r.meaning;
      })
      .map((r) => `docs/codes.md:${r.line} ${r.code}: "${r.meaning}"`);
    expect(wrong).toEqual([]);
    expect(docs.filter((r) => r.todo.trim().length < 8).map((r) => r.code)).toEqual([]);
  });

  it('spells every code as family.name in lower case', () => {
    const bad = Object.values(CODE_REGISTRY)
      .flatMap((codes) => Object.keys(codes))
      .filter((c) => !/^[a-z]+\.[a-z0-9]+(-[a-z0-9]+)*$/.test(c));
    expect(bad).toEqual([]);
  });

  it('keeps the promotion codes of docs/baseline-promotion.md the same as the registry', () => {
    const text = read('docs/baseline-promotion.md');
    const named = new Set(
      [...text.matchAll(/`((?:approval|promotion)\.[a-z-]+)`/g)].map((m) => m[1]),
    );
    expect([...named].sort()).toEqual(Object.keys(PROMOTION_CODES).sort());
    expect(text).toContain('](codes.md');
    expect([...APPROVAL_PROMOTION_CODES]).toEqual(Object.keys(PROMOTION_CODES));
  });

  it('links docs/codes.md from the README', () => {
    expect(read('README.md')).toContain('(docs/codes.md)');
  });
});

describe('the scan behind those tests', () => {
  let dir: string;
  let scan: CodeScan;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'av-codes-'));
    writeFileSync(
      path.join(dir, 'fixture.ts'),
      [
        'class Refusal extends Error {',
        '  constructor(readonly code: string, message: string) { super(message); }',
        '}',
        'class Sub extends Refusal {',
        "  constructor() { super('sub.code', 'from a subclass'); }",
        '}',
        "const CODE = 'const.code';",
        "type Two = 'union.one' | 'union.two';",
        'export function a(code: Two, loose: string, caught: Refusal): Error[] {',
        "  return [new Refusal('literal.code', 'a'), new Refusal(CODE, 'b'), new Refusal(code, 'c'),",
        "    new Refusal(caught.code, 'passed on'), new Refusal(loose, 'not seen'), new Sub()];",
        '}',
      ].join('\n'),
    );
    scan = scanCodes(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds literal, constant, union and subclass codes', () => {
    expect(scan.uses.map((u) => u.code).sort()).toEqual([
      'const.code',
      'literal.code',
      'sub.code',
      'union.one',
      'union.two',
    ]);
    expect(scan.uses.every((u) => u.kind === 'refusal')).toBe(true);
  });

  it('reports a code typed only as string, but not one passed on from another refusal', () => {
    expect(scan.unseen).toHaveLength(1);
    expect(scan.unseen[0]).toMatch(/fixture\.ts:11: loose$/);
  });
});

describe('exitCodeOf', () => {
  it('gives 2 for a refusal and a refused promotion', () => {
    expect(exitCodeOf(new Refusal('assess.no-cases', 'the evidence holds no cases'))).toBe(2);
    expect(exitCodeOf(new PromotionRefused('approval.closed', 'closed', 'reopen it'))).toBe(2);
    const admission: Admission = { admitted: false, supported: false, refusals: [] };
    expect(exitCodeOf(new AdmissionRefused(admission))).toBe(EXIT.unusable);
  });

  it('recognises a refusal made by another copy of the class by its name and code', () => {
    const copy = Object.assign(new Error('from another bundle'), {
      name: 'Refusal',
      code: 'json.syntax',
    });
    expect(exitCodeOf(copy)).toBe(2);
    expect(exitCodeOf(Object.assign(new Error('no code'), { name: 'Refusal' }))).toBe(70);
  });

  it('gives 70 for any other error and for a thrown value that is not an Error', () => {
    expect(exitCodeOf(new Error('a bug'))).toBe(70);
    expect(exitCodeOf(new TypeError('x is undefined'))).toBe(EXIT.internal);
    expect(exitCodeOf('a string')).toBe(70);
    expect(exitCodeOf(undefined)).toBe(70);
    expect(exitCodeOf(null)).toBe(70);
    expect(exitCodeOf({ name: 'Refusal', code: 'json.syntax', message: 'not an Error' })).toBe(70);
  });
});

describe('interrupted as a value', () => {
  it('carries the signal and where the evidence went', () => {
    const value = interrupted('SIGINT', 'agentverity-evidence.json');
    expect(value).toEqual({
      kind: 'interrupted',
      signal: 'SIGINT',
      evidencePath: 'agentverity-evidence.json',
    });
    expect(isInterrupted(value)).toBe(true);
    expect(isInterrupted(interrupted('SIGTERM', null))).toBe(true);
  });

  it('is told apart from an exit code and from other values', () => {
    expect(isInterrupted(EXIT.interrupted)).toBe(false);
    expect(isInterrupted(null)).toBe(false);
    expect(isInterrupted({ kind: 'collected' })).toBe(false);
    expect(isInterrupted('interrupted')).toBe(false);
    expect(EXIT.interrupted).toBe(130);
  });
});

describe('looking codes up', () => {
  it('tells refusal codes from promotion codes', () => {
    expect(isRefusalCode('assess.suite-mismatch')).toBe(true);
    expect(isRefusalCode('approval.stale')).toBe(false);
    expect(isPromotionCode('approval.stale')).toBe(true);
    expect(isPromotionCode('assess.suite-mismatch')).toBe(false);
    expect(isRefusalCode('toString')).toBe(false);
  });

  it('gives the meaning of a code of any family, and null for an unknown one', () => {
    expect(meaningOfCode('assess.suite-mismatch')).toBe(REFUSAL_CODES['assess.suite-mismatch']);
    expect(meaningOfCode('promotion.no-record')).toBe(PROMOTION_CODES['promotion.no-record']);
    expect(meaningOfCode('check.layer')).toBe(CHECK_REFUSAL_CODES['check.layer']);
    expect(meaningOfCode('admission.blind')).toBe(ADMISSION_RULE_CODES['admission.blind']);
    expect(meaningOfCode('no.such-code')).toBeNull();
    expect(meaningOfCode('constructor')).toBeNull();
  });
});
