import { describe, expect, it } from 'vitest';
import {
  assess,
  excerptOf,
  inputFingerprint,
  listInputs,
  NAMED_INPUTS_SHOWN,
  type Evidence,
} from '../../../src/core/index.js';
import {
  renderHtml,
  renderJson,
  renderJunit,
  renderMarkdown,
  renderText,
  type ReportMeta,
} from '../../../src/render/index.js';
import { alternating, evidenceOf, times } from '../../helpers/evidence.js';

const meta: ReportMeta = {
  tool: { name: 'agentverity-action', version: 'test' },
  settings: {},
  evidenceDigest: 'a'.repeat(64),
};

/** Every format of one assessment, as text. */
function everyFormat(e: Evidence): Record<string, string> {
  const a = assess(e, null, { epsilon: 0.05 });
  return {
    text: renderText(a, meta),
    markdown: renderMarkdown(a, meta, { mode: 'summary' }),
    comment: renderMarkdown(a, meta, { mode: 'comment' }),
    html: renderHtml(a, meta),
    junit: renderJunit(a, meta),
  };
}

const redact = (e: Evidence): Evidence => ({
  ...e,
  cases: e.cases.map(({ input: _input, ...rest }) => rest),
});

describe('the inputs a finding names', () => {
  // No suite, no intended decisions: the report used to say only "2 with a changed decision".
  const flipped = evidenceOf([
    { input: 'refund my order please', obs: alternating('refund', 'escalate', 20) },
    { input: 'where is my parcel', obs: times('track', 20) },
    { input: 'cancel   the\nsubscription', obs: [...times('cancel', 19), 'retain'] },
  ]);

  it('names the inputs whose decision changed, by text, in the meter finding', () => {
    const a = assess(flipped, null, { epsilon: 0.05 });
    expect(a.meter?.inputsWithFlip).toBe(2);
    const meter = a.findings.find((f) => f.id === 'meter');
    expect(meter?.inputs).toEqual({
      total: 2,
      shown: [
        {
          caseIndex: 0,
          fingerprint: inputFingerprint('refund my order please'),
          excerpt: 'refund my order please',
        },
        {
          caseIndex: 2,
          fingerprint: inputFingerprint('cancel   the\nsubscription'),
          excerpt: 'cancel the subscription',
        },
      ],
    });
    expect(listInputs(meter!.inputs!)).toBe(
      '"refund my order please" and "cancel the subscription"',
    );
  });

  it('every format shows the same names', () => {
    const formats = everyFormat(flipped);
    for (const [name, text] of Object.entries(formats)) {
      expect(text, name).toMatch(/refund my order please/);
      expect(text, name).toMatch(/cancel the subscription/);
      expect(text, name).not.toMatch(/where is my parcel/);
    }
    expect(formats['text']).toContain(
      '2 with a changed decision: "refund my order please" and "cancel the subscription"',
    );
    const json = JSON.parse(renderJson(assess(flipped, null, { epsilon: 0.05 }), meta));
    const meter = json.findings.find((f: { id: string }) => f.id === 'meter');
    // The JSON report holds no raw input: fingerprints only.
    expect(meter.inputs).toEqual({
      total: 2,
      fingerprints: [
        inputFingerprint('refund my order please'),
        inputFingerprint('cancel   the\nsubscription'),
      ],
    });
    expect(JSON.stringify(json)).not.toContain('refund my order');
  });

  it('bounds the list: the first five, then how many more, the same in every format', () => {
    const many = evidenceOf(
      Array.from({ length: 8 }, (_, i) => ({
        input: `ticket ${i}`,
        obs: alternating('a', 'b', 6),
      })),
    );
    const meter = assess(many, null, { epsilon: 0.05 }).findings.find((f) => f.id === 'meter');
    expect(meter?.inputs?.shown).toHaveLength(NAMED_INPUTS_SHOWN);
    expect(meter?.inputs?.total).toBe(8);
    const list = '"ticket 0", "ticket 1", "ticket 2", "ticket 3", "ticket 4" and 3 more';
    expect(listInputs(meter!.inputs!)).toBe(list);
    for (const [name, text] of Object.entries(everyFormat(many))) {
      expect(text, name).toContain('ticket 4');
      expect(text, name).not.toContain('ticket 5');
      expect(text, name).toMatch(/and 3 more/);
    }
  });

  it('keeps redacted evidence redacted: fingerprints only', () => {
    const formats = everyFormat(redact(flipped));
    const prefix = inputFingerprint('refund my order please').slice(0, 12);
    for (const [name, text] of Object.entries(formats)) {
      expect(text, name).toContain(prefix);
      expect(text, name).not.toMatch(/refund my order|cancel the/);
    }
  });

  it('names the inputs a relation changed the decision of', () => {
    const relation = (input: string, violated: boolean) => ({
      name: 'polite',
      type: 'invariant' as const,
      followupFingerprint: inputFingerprint(`please, ${input}`),
      changed: true,
      observation: { decision: violated ? 'escalate' : 'refund' },
      outcome: violated ? ('violated' as const) : ('held' as const),
    });
    const e = evidenceOf(
      ['refund order 1', 'refund order 2', 'refund order 3'].map((input, i) => ({
        input,
        obs: times('refund', 40),
        relations: [relation(input, i !== 1)],
      })),
      { relations: [{ name: 'polite', type: 'invariant' }] },
    );
    const a = assess(e, null, { epsilon: 0.05 });
    const f = a.findings.find((x) => x.id === 'relation:polite');
    expect(f?.inputs?.shown.map((x) => x.excerpt)).toEqual(['refund order 1', 'refund order 3']);
    // The meter saw no change, so it names none.
    expect(a.findings.find((x) => x.id === 'meter')?.inputs).toBeUndefined();
    for (const [name, text] of Object.entries(everyFormat(e))) {
      expect(text, name).toMatch(/refund order 1.{0,40}refund order 3/);
      expect(text, name).not.toContain('refund order 2');
    }
  });

  it('cuts long text on one line, never inside a surrogate pair', () => {
    expect(excerptOf('  a\t\tb\r\nc  ')).toBe('a b c');
    const long = `${'x'.repeat(58)}😀😀😀`;
    const cut = excerptOf(long);
    expect(Array.from(cut)).toHaveLength(60);
    expect(cut.endsWith('😀…')).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
