// The case-by-case reader (readEvidencePart, EvidenceCaseReader; issue 18): it
// accepts exactly the files the whole-file reader accepts, gives the same
// evidence, and refuses every other file with the same refusal, whatever the
// problem and wherever it is; of the file it keeps only the head and each case's
// fingerprint and position.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/core/assess/model.js';
import { isRefusal } from '../../src/core/errors.js';
import { inputFingerprint as fp } from '../../src/core/fingerprint.js';
import { EvidenceCaseReader } from '../../src/evidence/run-evidence-read.js';
import { readEvidencePart } from '../../src/evidence/read.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2 } from '../../src/evidence/schema.js';
import { streamEvidenceFile } from '../../src/evidence/write.js';
import { wholeReadAsPart } from './helpers.js';
import { SAMPLE } from './sample.js';

let dir = '';
let serial = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'av-read-part-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const META = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  createdAt: '2026-07-28T14:32:43Z',
  settings: { k: 6 },
};

/** Evidence with relations, sources, errors, durations and long stable series. */
const EVIDENCE: Evidence = {
  ...SAMPLE,
  cases: [
    ...SAMPLE.cases,
    ...Array.from({ length: 5 }, (_, i) => {
      const input = `ticket ${i}: charged twice — ünïcödé 😀`;
      return {
        input,
        fingerprint: fp(input),
        observations: Array.from({ length: 12 }, (_, k) =>
          k === i ? { decision: 'billing', ms: 3 + k } : { decision: 'refund' },
        ),
        source: { decision: 'refund' },
      };
    }),
    // Steady inputs: every answer the same (one outcome in a decision table), one of one call.
    ...[8, 8, 1].map((n, i) => {
      const input = `steady ${i}`;
      return {
        input,
        fingerprint: fp(input),
        observations: Array.from({ length: n }, () => ({ decision: 'refund', text: 'ok' })),
      };
    }),
  ],
};

type Value = Record<string, unknown>;

function textOf(format: typeof EVIDENCE_FORMAT | typeof EVIDENCE_FORMAT_V2, shard = false): string {
  const positions = new Map(EVIDENCE.cases.map((c, i) => [c.fingerprint, i * 2]));
  const meta = shard ? { ...META, shard: { index: 1, count: 1, inputs: 40 }, positions } : META;
  return [...streamEvidenceFile(EVIDENCE, meta, format).chunks].join('');
}

async function written(text: string): Promise<string> {
  const path = join(dir, `e${serial++}.json`);
  await writeFile(path, text, 'utf8');
  return path;
}

type Outcome =
  | { readonly ok: unknown }
  | { readonly refused: { code: string; message: string; where: string | undefined } };

async function outcomeOf(read: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: await read() };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { refused: { code: error.code, message: error.message, where: error.where } };
  }
}

/** The part reader's outcome equals the whole-file reader's (its file cut to the part). */
async function expectSame(text: string, byCase = false): Promise<Outcome> {
  const path = await written(text);
  const part = await outcomeOf(async () => {
    const { byCase: read, ...rest } = await readEvidencePart(path);
    // A valid file of ours whose schema comes first is read case by case.
    if (byCase) expect(read).toBe(true);
    return rest;
  });
  const whole = await outcomeOf(() => wholeReadAsPart(path));
  expect(part).toStrictEqual(whole);
  // Member for member, in the same order.
  expect(JSON.stringify(part)).toBe(JSON.stringify(whole));
  // The file's name aside, so that outcomes of two files can be compared.
  return JSON.parse(JSON.stringify(part).replaceAll(path, 'FILE')) as Outcome;
}

/** A value's text with `cases` moved to the front (so its schema comes after them). */
function casesFirst(v: Value): string {
  const { cases, ...rest } = v;
  return JSON.stringify({ cases, ...rest }, null, 2);
}

const MUTATIONS: readonly [string, (v: Value, v2: boolean) => void][] = [
  ['nothing', () => {}],
  [
    'a case fingerprint that does not match its input',
    (v) => {
      (cases(v)[1] as Value)['fingerprint'] = 'f'.repeat(64);
    },
  ],
  [
    'two cases of one input',
    (v) => {
      cases(v)[3] = structuredClone(cases(v)[2]);
    },
  ],
  [
    'a case without observations',
    (v) => {
      (cases(v)[2] as Value)['observations'] = [];
    },
  ],
  [
    'an observation with nothing in it',
    (v, v2) => {
      const c = cases(v)[0] as Value;
      if (v2) (c['outcomes'] as Value[])[0] = {};
      else (c['observations'] as Value[])[1] = {};
    },
  ],
  [
    'a steady case whose one answer holds nothing',
    (v, v2) => {
      const c = cases(v)[7] as Value;
      if (v2) (c['outcomes'] as Value[])[0] = {};
      else c['observations'] = Array.from({ length: 8 }, () => ({}));
    },
  ],
  [
    'a steady case whose index is outside its table',
    (v, v2) => {
      const c = cases(v)[8] as Value;
      if (v2) (c['observations'] as number[])[7] = 1;
      else (c['observations'] as Value[])[7] = { decision: '' };
    },
  ],
  [
    'an index outside the decision table',
    (v, v2) => {
      const c = cases(v)[3] as Value;
      if (v2) (c['observations'] as number[])[4] = 99;
      else (c['observations'] as Value[])[4] = { decision: 7 };
    },
  ],
  [
    'a duration list of another length',
    (v, v2) => {
      const c = cases(v)[0] as Value;
      if (v2) c['ms'] = [1, 2];
      else (c['observations'] as Value[])[0] = { decision: 'refund', ms: -1 };
    },
  ],
  [
    'an unknown member in the last case',
    (v) => {
      (cases(v)[cases(v).length - 1] as Value)['extra'] = true;
    },
  ],
  [
    'a settings digest that does not match',
    (v) => {
      v['settingsDigest'] = '0'.repeat(64);
    },
  ],
  [
    'an unknown member in the head',
    (v) => {
      v['surprise'] = 1;
    },
  ],
  [
    'a relation not in the catalogue',
    (v) => {
      v['relations'] = [{ name: 'normalise', type: 'invariant' }];
    },
  ],
  [
    'failed runs beyond 2^53 − 1',
    (v) => {
      (cases(v)[0] as Value)['errors'] = Number.MAX_SAFE_INTEGER;
      (cases(v)[1] as Value)['errors'] = 5;
    },
  ],
  [
    'a shard whose cases have no positions',
    (v) => {
      v['shard'] = { index: 1, count: 1 };
    },
  ],
  [
    'cases that are not a list',
    (v) => {
      v['cases'] = { first: cases(v)[0] };
    },
  ],
  [
    'no cases at all',
    (v) => {
      v['cases'] = [];
    },
  ],
  [
    'a lone surrogate in an input',
    (v) => {
      (cases(v)[4] as Value)['input'] = 'half \ud800 a pair';
    },
  ],
];

function cases(v: Value): unknown[] {
  return v['cases'] as unknown[];
}

describe('readEvidencePart reads as the whole-file reader does', () => {
  for (const format of [EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2] as const) {
    const v2 = format === EVIDENCE_FORMAT_V2;
    for (const [what, mutate] of MUTATIONS) {
      it(`${format}: ${what}`, async () => {
        const value = JSON.parse(textOf(format)) as Value;
        mutate(value, v2);
        const valid = what === 'nothing' || what === 'no cases at all';
        const outcome = await expectSame(JSON.stringify(value, null, 2), valid);
        // Compact text, and the schema written after the cases, read the same too.
        expect(await expectSame(JSON.stringify(value), valid)).toStrictEqual(outcome);
        if (Array.isArray(value['cases'])) {
          expect(await expectSame(casesFirst(value))).toStrictEqual(outcome);
          // Members after the cases: still read case by case, the head laid out as a whole read's.
          const { cases: list, settings, ...rest } = value;
          const middle = JSON.stringify({ ...rest, cases: list, settings });
          expect(await expectSame(middle, valid)).toStrictEqual(outcome);
        }
        if (what === 'nothing') expect('ok' in outcome).toBe(true);
        if (what !== 'nothing' && what !== 'no cases at all') {
          expect('refused' in outcome, what).toBe(true);
        }
      });
    }

    it(`${format}: a shard's positions, a second "cases" list and a repeated "schema"`, async () => {
      const text = textOf(format, true);
      const shard = await expectSame(text, true);
      expect('ok' in shard).toBe(true);
      const cut = text.trimEnd().slice(0, -1);
      // JSON.parse keeps the last of a repeated member: both readers read the same file.
      await expectSame(`${cut},\n  "cases": []\n}\n`);
      await expectSame(`${cut},\n  "cases": ${JSON.stringify(JSON.parse(text).cases)}\n}\n`);
      const other = v2 ? EVIDENCE_FORMAT : EVIDENCE_FORMAT_V2;
      expect('refused' in (await expectSame(`${cut},\n  "schema": "${other}"\n}\n`))).toBe(true);
      await expectSame(`${cut},\n  "schema": "${format}"\n}\n`);
    });
  }

  it("keeps of the file its head and each case's fingerprint and position, never the series", async () => {
    const path = await written(textOf(EVIDENCE_FORMAT_V2, true));
    const read = await readEvidencePart(path);
    expect(read.file?.cases).toHaveLength(EVIDENCE.cases.length);
    for (const [i, c] of (read.file?.cases ?? []).entries()) {
      expect(Object.keys(c).sort()).toEqual(['fingerprint', 'position']);
      expect(c.position).toBe(i * 2);
    }
    expect(read.file?.shard).toEqual({ index: 1, count: 1, inputs: 40 });
    // The series are the evidence's, with equal answers one shared frozen object.
    const series = read.evidence.cases[3]?.observations ?? [];
    expect(series).toHaveLength(12);
    expect(series[0]).toBe(series[11]);
    expect(Object.isFrozen(series[0])).toBe(true);
  });
});

describe('EvidenceCaseReader', () => {
  it('takes the cases of a valid file one by one and gives its evidence from the head', () => {
    for (const format of [EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2] as const) {
      const value = JSON.parse(textOf(format)) as Value;
      const reader = new EvidenceCaseReader(format);
      for (const c of cases(value)) expect(reader.add(c)).toBe(true);
      expect(reader.count).toBe(EVIDENCE.cases.length);
      const read = reader.finish({ ...value, cases: [] });
      expect(read).not.toBeNull();
      expect(read?.evidence.cases.map((c) => c.fingerprint)).toEqual(
        EVIDENCE.cases.map((c) => c.fingerprint),
      );
      // A head of the other format, or with a problem, is not accepted here.
      expect(reader.finish({ ...value, cases: [], schema: 'x' })).toBeNull();
      expect(reader.finish({ ...value, cases: [], settingsDigest: '0'.repeat(64) })).toBeNull();
    }
  });

  it('says no to a case with a problem, without naming it (the whole-file reader does)', () => {
    const v1 = new EvidenceCaseReader(EVIDENCE_FORMAT);
    expect(v1.add({ fingerprint: 'x', observations: [] })).toBe(false);
    expect(v1.add({ fingerprint: 'a'.repeat(64), observations: [{ decision: 'a' }] })).toBe(true);
    const v2 = new EvidenceCaseReader(EVIDENCE_FORMAT_V2);
    expect(v2.add({ fingerprint: 'a'.repeat(64), outcomes: [{}], observations: [1] })).toBe(false);
    expect(
      v2.add({ fingerprint: 'a'.repeat(64), outcomes: [{}], observations: [0], ms: [1, 2] }),
    ).toBe(false);
    expect(v2.count).toBe(0);
  });
});
