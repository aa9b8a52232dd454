import { describe, expect, it } from 'vitest';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import { readJsonFile } from '../../src/evidence/json.js';
import {
  parseReferenceEvidence,
  serialiseReferenceEvidence,
  totalPairs,
  writeReferenceEvidence,
} from '../../src/evidence/reference.js';
import type { Evidence } from '../../src/core/assess/model.js';
import { fixture, refusalOf } from './helpers.js';

/** The eight `evidence_parse` vectors of shared/conformance/vectors.json (reference 0.18.3). */
const VECTORS: {
  id: string;
  input: unknown;
  expected: { evidence: unknown; totalPairs: number } | 'error';
}[] = [
  {
    id: 'minimal_ok',
    input: {
      cases: [{ input: 'q', observations: ['a', 'a'] }],
      layer: 'verdict',
      schema: 'agentverity.evidence/v2',
    },
    expected: {
      evidence: {
        cases: [{ input: 'q', observations: ['a', 'a'] }],
        isolation: 'unknown',
        layer: 'verdict',
        schema: 'agentverity.evidence/v2',
      },
      totalPairs: 1,
    },
  },
  {
    id: 'wrong_schema',
    input: {
      cases: [{ input: 'q', observations: ['a', 'a'] }],
      layer: 'verdict',
      schema: 'agentverity.evidence/v1',
    },
    expected: 'error',
  },
  {
    id: 'aggregate_refused',
    input: {
      cases: [{ flip_rate: 0.12, input: 'q', runs: 20 }],
      schema: 'agentverity.evidence/v2',
    },
    expected: 'error',
  },
  {
    id: 'one_observation_refused',
    input: {
      cases: [{ input: 'q', observations: ['a'] }],
      layer: 'verdict',
      schema: 'agentverity.evidence/v2',
    },
    expected: 'error',
  },
  {
    id: 'bad_layer_refused',
    input: {
      cases: [{ input: 'q', observations: ['a', 'a'] }],
      layer: 'logits',
      schema: 'agentverity.evidence/v2',
    },
    expected: 'error',
  },
  {
    id: 'unknown_reason_refused',
    input: {
      cases: [{ input: 'q', observations: ['a', { kind: 'no_decision', reason: 'timeout' }] }],
      layer: 'verdict',
      schema: 'agentverity.evidence/v2',
    },
    expected: 'error',
  },
  {
    id: 'text_layer_rejects_no_decision',
    input: {
      cases: [{ input: 'q', observations: ['a', { kind: 'no_decision', reason: 'refused' }] }],
      layer: 'text',
      schema: 'agentverity.evidence/v2',
    },
    expected: 'error',
  },
  {
    id: 'round_trip_sorted_provenance',
    input: {
      cases: [
        {
          errors: 2,
          expected: 'a',
          input: 'q',
          observations: ['a', { kind: 'no_decision', reason: 'refused' }, 'a'],
        },
      ],
      isolation: 'fresh-session',
      layer: 'verdict',
      provenance: { z: 1, a: 'x' },
      schema: 'agentverity.evidence/v2',
    },
    expected: {
      evidence: {
        cases: [
          {
            errors: 2,
            expected: 'a',
            input: 'q',
            observations: ['a', { kind: 'no_decision', reason: 'refused' }, 'a'],
          },
        ],
        isolation: 'fresh-session',
        layer: 'verdict',
        provenance: { a: 'x', z: 1 },
        schema: 'agentverity.evidence/v2',
      },
      totalPairs: 1,
    },
  },
];

describe('evidence_parse vectors', () => {
  it.each(VECTORS)('$id', ({ input, expected }) => {
    if (expected === 'error') {
      const r = refusalOf(() => parseReferenceEvidence(input, 'v.json'));
      expect(r.message.startsWith('v.json: ')).toBe(true);
      return;
    }
    const evidence = parseReferenceEvidence(input, 'v.json');
    const written = writeReferenceEvidence(evidence);
    expect(written).toEqual(expected.evidence);
    // Keys come out sorted, as the reference writes them.
    expect(JSON.stringify(written)).toBe(JSON.stringify(expected.evidence));
    expect(totalPairs(evidence)).toBe(expected.totalPairs);
  });
});

describe('parseReferenceEvidence', () => {
  it('reads the reference example (mrwersa/agentverity examples/imported_evidence.json)', async () => {
    const path = fixture('reference-imported.json');
    const evidence = parseReferenceEvidence(await readJsonFile(path), path);
    expect(evidence.layer).toBe('verdict');
    expect(evidence.isolation).toBe('fresh-session');
    expect(evidence.complete).toBe(true);
    expect(evidence.relations).toEqual([]);
    expect(evidence.provenance).toEqual({
      collected_at: '2026-07-28',
      collected_by: 'your-harness 1.4.2',
      model: 'example-model-v3',
    });
    expect(evidence.cases.map((c) => c.expected)).toEqual([
      'duplicate_charge',
      'refund_delay',
      'card_security',
    ]);
    const third = evidence.cases[2];
    expect(third?.fingerprint).toBe(inputFingerprint('I do not recognise this card purchase.'));
    expect(third?.observations.slice(0, 2)).toEqual([
      { decision: 'card_security', text: 'card_security' },
      { decision: 'merchant_dispute', text: 'merchant_dispute' },
    ]);
    expect(totalPairs(evidence)).toBe(9);
    // Writing it back gives the file itself.
    expect(serialiseReferenceEvidence(evidence)).toBe(
      JSON.stringify(await readJsonFile(path), null, 2) + '\n',
    );
  });

  it('maps each layer onto recorded observations', () => {
    const base = { schema: 'agentverity.evidence/v2' };
    const verdict = parseReferenceEvidence({
      ...base,
      cases: [{ input: 'q', observations: ['a', { kind: 'no_decision', reason: 'refused' }, ''] }],
    });
    expect(verdict.cases[0]?.observations).toEqual([
      { decision: 'a', text: 'a' },
      { decision: { noDecision: 'refused' } },
      { text: '' },
    ]);
    const text = parseReferenceEvidence({
      ...base,
      layer: 'text',
      cases: [{ input: 'q', observations: ['Hello.', 'Hello!'] }],
    });
    expect(text.cases[0]?.observations).toEqual([{ text: 'Hello.' }, { text: 'Hello!' }]);
    const tools = parseReferenceEvidence({
      ...base,
      layer: 'tools',
      cases: [{ input: 'q', observations: [['search', 'book'], []] }],
    });
    expect(tools.cases[0]?.observations).toEqual([{ tools: ['search', 'book'] }, { tools: [] }]);
    expect(writeReferenceEvidence(tools)['cases']).toEqual([
      { input: 'q', observations: [['search', 'book'], []] },
    ]);
    expect(writeReferenceEvidence(verdict)['cases']).toEqual([
      { input: 'q', observations: ['a', { kind: 'no_decision', reason: 'refused' }, ''] },
    ]);
  });

  it('keeps errors and omits a zero count when writing', () => {
    const e = parseReferenceEvidence({
      schema: 'agentverity.evidence/v2',
      cases: [
        { input: 'q', observations: ['a', 'a'], errors: 0 },
        { input: 'r', observations: ['a', 'a'], errors: 3 },
      ],
    });
    expect(e.cases.map((c) => c.errors)).toEqual([0, 3]);
    const cases = writeReferenceEvidence(e)['cases'] as Record<string, unknown>[];
    expect(cases[0]).not.toHaveProperty('errors');
    expect(cases[1]?.['errors']).toBe(3);
  });

  it('counts failed calls as errors when writing the reference format', () => {
    const evidence: Evidence = {
      layer: 'verdict',
      isolation: 'unknown',
      provenance: {},
      complete: false,
      relations: [],
      cases: [
        {
          input: 'q',
          fingerprint: inputFingerprint('q'),
          errors: 1,
          observations: [{ decision: 'a' }, { error: 'timeout' }, { decision: 'a' }],
        },
      ],
    };
    expect(writeReferenceEvidence(evidence)['cases']).toEqual([
      { errors: 2, input: 'q', observations: ['a', 'a'] },
    ]);
  });

  it('refuses to write a redacted case', () => {
    const r = refusalOf(() =>
      writeReferenceEvidence({
        layer: 'verdict',
        isolation: 'unknown',
        provenance: {},
        complete: true,
        relations: [],
        cases: [{ fingerprint: inputFingerprint('q'), observations: [{ decision: 'a' }] }],
      }),
    );
    expect(r.where).toBe('cases[0]');
    expect(r.message).toContain('redacted');
  });

  const ok = (cases: unknown[], extra: Record<string, unknown> = {}): unknown => ({
    schema: 'agentverity.evidence/v2',
    ...extra,
    cases,
  });

  it.each([
    ['not an object', [], 'e.json', 'expected a JSON object'],
    ['missing schema', { cases: [] }, 'e.json: schema', 'missing'],
    [
      'null layer',
      ok([{ input: 'q', observations: ['a', 'a'] }], { layer: null }),
      'e.json: layer',
      'found null',
    ],
    [
      'bad isolation',
      ok([{ input: 'q', observations: ['a', 'a'] }], { isolation: 'fresh' }),
      'e.json: isolation',
      'expected one of',
    ],
    [
      'provenance a list',
      ok([{ input: 'q', observations: ['a', 'a'] }], { provenance: [] }),
      'e.json: provenance',
      'expected an object, found a list',
    ],
    ['cases missing', { schema: 'agentverity.evidence/v2' }, 'e.json: cases', 'missing'],
    ['no cases', ok([]), 'e.json: cases', 'at least one case'],
    ['case not an object', ok(['q']), 'e.json: cases[0]', 'expected a case object'],
    ['input missing', ok([{ observations: ['a', 'a'] }]), 'e.json: cases[0].input', 'missing'],
    [
      'blank input',
      ok([{ input: ' \u3000\n', observations: ['a', 'a'] }]),
      'e.json: cases[0].input',
      'only whitespace',
    ],
    [
      'duplicate input',
      ok([
        { input: 'q', observations: ['a', 'a'] },
        { input: 'q', observations: ['a', 'a'] },
      ]),
      'e.json: cases[1].input',
      'cases[0]',
    ],
    [
      'lone surrogate',
      ok([{ input: 'q\ud800', observations: ['a', 'a'] }]),
      'e.json: cases[0].input',
      'lone surrogate',
    ],
    [
      'aggregate',
      ok([{ input: 'q', pass_rate: 0.9 }]),
      'e.json: cases[0]',
      'Aggregates such as rates or pass counts cannot be assessed',
    ],
    [
      'observations not a list',
      ok([{ input: 'q', observations: 'aa' }]),
      'e.json: cases[0].observations',
      'expected a list',
    ],
    [
      'empty observations',
      ok([{ input: 'q', observations: [] }]),
      'e.json: cases[0].observations',
      'at least 2',
    ],
    [
      'blank expected',
      ok([{ input: 'q', observations: ['a', 'a'], expected: ' ' }]),
      'e.json: cases[0].expected',
      'non-empty string',
    ],
    [
      'negative errors',
      ok([{ input: 'q', observations: ['a', 'a'], errors: -1 }]),
      'e.json: cases[0].errors',
      'non-negative integer',
    ],
    [
      'fractional errors',
      ok([{ input: 'q', observations: ['a', 'a'], errors: 1.5 }]),
      'e.json: cases[0].errors',
      'non-negative integer',
    ],
    [
      'list on verdict',
      ok([{ input: 'q', observations: ['a', ['t']] }]),
      'e.json: cases[0].observations[1]',
      'verdict layer',
    ],
    [
      'string on tools',
      ok([{ input: 'q', observations: [['t'], 'a'] }], { layer: 'tools' }),
      'e.json: cases[0].observations[1]',
      'tools layer',
    ],
    [
      'number in a tool path',
      ok([{ input: 'q', observations: [['t'], ['t', 3]] }], { layer: 'tools' }),
      'e.json: cases[0].observations[1][1]',
      'tool name',
    ],
    [
      'tagged decision',
      ok([{ input: 'q', observations: ['a', { kind: 'decision', label: 'a' }] }]),
      'e.json: cases[0].observations[1].kind',
      'bare label',
    ],
    [
      'number observation',
      ok([{ input: 'q', observations: ['a', 7] }]),
      'e.json: cases[0].observations[1]',
      'found an integer',
    ],
    [
      'null observation',
      ok([{ input: 'q', observations: ['a', null] }]),
      'e.json: cases[0].observations[1]',
      'found null',
    ],
    [
      'no-decision on tools',
      ok([{ input: 'q', observations: [['a'], { kind: 'no_decision', reason: 'refused' }] }], {
        layer: 'tools',
      }),
      'e.json: cases[0].observations[1]',
      'tools layer',
    ],
  ])('refuses %s, naming the file and the place', (_name, value, where, words) => {
    const r = refusalOf(() => parseReferenceEvidence(value, 'e.json'));
    expect(r.where).toBe(where);
    expect(r.message.startsWith(`${where}: `)).toBe(true);
    expect(r.message).toContain(words);
  });

  it('refuses the wrong-types fixture naming the file and path', async () => {
    const path = fixture('wrong-types.json');
    const value = await readJsonFile(path);
    const r2 = refusalOf(() => parseReferenceEvidence(value, path));
    expect(r2.where).toBe(`${path}: cases[1].errors`);
    expect(r2.message).toContain('found "2"');
  });

  it('takes the last of duplicate keys', async () => {
    const path = fixture('duplicate-keys.json');
    const evidence = parseReferenceEvidence(await readJsonFile(path), path);
    expect(evidence.layer).toBe('verdict');
    expect(evidence.cases[0]?.expected).toBe('a');
  });

  it('reads BOM and CRLF files', async () => {
    for (const name of ['bom.json', 'crlf.json']) {
      const evidence = parseReferenceEvidence(await readJsonFile(fixture(name)), name);
      expect(evidence.cases[0]?.input).toBe('Where is my refund?');
      expect(evidence.isolation).toBe('unknown');
      expect(evidence.provenance).toEqual({});
    }
  });
});
