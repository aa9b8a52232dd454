import { describe, expect, it } from 'vitest';
import {
  assess,
  withBaseline,
  HEADLINE_CATEGORIES,
  parseSuite,
  type Assessment,
  type HeadlineCategory,
} from '../../src/core/index.js';
import {
  CATEGORY_TONE,
  fitLabel,
  labelWidthPx,
  PALETTE,
  renderHtml,
  TALL_PLOT_ROWS,
  type Tone,
} from '../../src/render/html.js';
import { renderText } from '../../src/render/text.js';
import { alternating, evidenceOf, times } from '../helpers/evidence.js';

const EPS = { epsilon: 0.05 };

function suiteOf(cases: readonly { input: string; expected: string }[], extra = {}) {
  return parseSuite({
    schema: 'agentverity.decision-suite/v1',
    contract: { allowed: [...new Set(cases.map((c) => c.expected))], ...extra },
    cases: cases.map((c) => ({ input: c.input, expected: c.expected })),
  });
}

/** One assessment for each headline category. */
function oneOfEach(): Assessment[] {
  const targeted = [
    { input: 'a', obs: alternating('a', 'b', 26), expected: 'a' },
    { input: 'b', obs: times('b', 26), expected: 'b' },
  ];
  const drawn = evidenceOf([
    { input: 'q1', obs: [] },
    { input: 'q2', obs: [] },
  ]);
  return [
    assess(
      evidenceOf([
        { input: 'q', obs: ['a', 'a', 'x:boom'] },
        { input: 'p', obs: ['b', 'b'] },
      ]),
      null,
      EPS,
    ),
    assess(
      evidenceOf(Array.from({ length: 5 }, (_, i) => ({ input: `q${i}`, obs: times('a', 30) }))),
      null,
      EPS,
    ),
    assess(evidenceOf(targeted), suiteOf(targeted, { stability_targets: { a: 0.01 } }), EPS),
    assess(
      {
        ...drawn,
        meter: false,
        cases: drawn.cases.map((c, i) => ({ ...c, source: { decision: `d${i}` } })),
      },
      null,
      EPS,
    ),
    assess(
      evidenceOf([
        { input: 'q', obs: alternating('a', 'b', 26) },
        { input: 'p', obs: times('b', 26) },
      ]),
      null,
      EPS,
    ),
    assess(
      evidenceOf([
        { input: 'q', obs: times('a', 4) },
        { input: 'p', obs: times('b', 4) },
      ]),
      null,
      EPS,
    ),
    assess(
      evidenceOf(
        Array.from({ length: 6 }, (_, i) => ({
          input: `q${i}`,
          obs: times(`r${i}`, 26),
          expected: `r${i}`,
        })),
      ),
      null,
      EPS,
    ),
    assess(
      evidenceOf([
        { input: 'q', obs: times('a', 80) },
        { input: 'p', obs: times('b', 80) },
      ]),
      null,
      EPS,
    ),
    ...(['drift', 'refused'] as const).map((status) =>
      withBaseline(
        assess(
          evidenceOf([
            { input: 'q', obs: times('a', 80) },
            { input: 'p', obs: times('b', 80) },
          ]),
          null,
          EPS,
        ),
        {
          status,
          exitCode: status === 'drift' ? 1 : 2,
          checked: status === 'drift' ? 2 : 0,
          changes:
            status === 'drift'
              ? [
                  {
                    fingerprint: 'f'.repeat(64),
                    baseline: 'b',
                    current: 'a',
                    currentCount: 80,
                    currentObservations: 80,
                  },
                ]
              : [],
          instability: null,
          refusals:
            status === 'refused' ? [{ code: 'check.inputs', reason: 'the inputs differ' }] : [],
          isolation: { baseline: 'fresh-session', current: 'fresh-session', weakened: false },
        },
      ),
    ),
  ];
}

const ANSI_TONE: Readonly<Record<string, Tone>> = {
  '\u001b[32m': 'good',
  '\u001b[33m': 'caution',
  '\u001b[31m': 'bad',
};

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe('the headline colour', () => {
  const all = oneOfEach();

  it('the fixtures cover every headline category', () => {
    const seen = new Set<HeadlineCategory>(all.map((a) => a.headline.category));
    expect([...seen].sort()).toEqual([...HEADLINE_CATEGORIES].sort());
  });

  it.each(all.map((a) => [a.headline.category, a] as const))(
    '%s: the HTML tone means what the terminal colour means',
    (category, a) => {
      const first = renderText(a, null, { colour: true }).split('\n')[0]!;
      const code = Object.keys(ANSI_TONE).find((c) => first.includes(c));
      expect(code, first).toBeDefined();
      expect(CATEGORY_TONE[category]).toBe(ANSI_TONE[code!]);
      expect(renderHtml(a, null)).toContain(
        `<h1 class="tone-${CATEGORY_TONE[category]}" id="headline-category"`,
      );
    },
  );

  it('TRUSTWORTHY WITH CARE is a caution, as the terminal shows it, not a pass', () => {
    expect(CATEGORY_TONE['TRUSTWORTHY WITH CARE']).toBe('caution');
  });

  it.each(['light', 'dark'] as const)(
    'every tone and the text keep a 4.5:1 contrast on the %s background',
    (scheme) => {
      const p = PALETTE[scheme];
      for (const colour of [p.fg, p.muted, p.good, p.caution, p.bad])
        expect(contrast(colour, p.bg)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('plot labels', () => {
  it('fitLabel keeps a label that fits, and cuts one that does not within the width, with an ellipsis', () => {
    expect(fitLabel('card_security', 200)).toBe('card_security');
    const long = 'escalate_to_human_review_because_the_customer_disputes_a_charge';
    const cut = fitLabel(long, 200);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(labelWidthPx(cut)).toBeLessThanOrEqual(200);
    expect(labelWidthPx(fitLabel(long, 201))).toBeGreaterThan(labelWidthPx(cut) - 12);
  });

  it('counts wide characters wider, and never splits a surrogate pair', () => {
    expect(labelWidthPx('退款')).toBeGreaterThan(labelWidthPx('ab'));
    expect(labelWidthPx('WW')).toBeGreaterThan(labelWidthPx('ii'));
    const cut = fitLabel('🙂'.repeat(40), 100);
    expect(labelWidthPx(cut)).toBeLessThanOrEqual(100);
    expect(Array.from(cut.slice(0, -1)).every((c) => c === '🙂')).toBe(true);
  });

  it('each row carries its full, escaped label and figures as a hover title', () => {
    const name = `<i>route</i> & "${'long'.repeat(30)}"`;
    const a = assess(
      evidenceOf([
        { input: 'q', obs: alternating(name, 'other', 20), expected: name },
        { input: 'p', obs: times('other', 20), expected: 'other' },
      ]),
      null,
      EPS,
    );
    const html = renderHtml(a, null);
    const escaped = name.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(html).toContain(
      `<title>${escaped.replaceAll('"', '&quot;')}: 10 of 10 pairs flipped (100.0%), 95% interval`,
    );
    expect(html).not.toContain('<i>route</i>');
    // The plot shows it cut, the table whole with the route name wrapping.
    expect(html).toMatch(
      /text-anchor="end">&lt;i&gt;route&lt;\/i&gt; &amp; &quot;(long)+l?o?n?g?…<\/text>/,
    );
  });
});

describe('the plot axis and legend', () => {
  const withRoutes = (count: number) =>
    assess(
      evidenceOf(
        Array.from({ length: count }, (_, i) => ({
          input: `q${i}`,
          obs: times(`r${i}`, 10),
          expected: `r${i}`,
        })),
      ),
      null,
      EPS,
    );

  it(`repeats the axis at the top above ${TALL_PLOT_ROWS} rows, not at or below`, () => {
    // Rows: the pooled figure and one per route.
    const short = renderHtml(withRoutes(TALL_PLOT_ROWS - 1), null);
    expect(short.match(/<g class="row /g)).toHaveLength(TALL_PLOT_ROWS);
    expect(short).not.toContain('axis-top');
    expect(short).toContain('axis-bottom');
    const tall = renderHtml(withRoutes(TALL_PLOT_ROWS), null);
    expect(tall.match(/<g class="row /g)).toHaveLength(TALL_PLOT_ROWS + 1);
    expect(tall).toContain('<g class="axis axis-top">');
    expect(tall).toContain('<g class="axis axis-bottom">');
  });

  it('has a legend for each call and the tolerance line', () => {
    const html = renderHtml(withRoutes(2), null);
    for (const call of ['deterministic', 'stochastic', 'undecided'])
      expect(html).toMatch(new RegExp(`<li data-call="${call}">.*${call}: `));
    expect(html).toContain('<li data-key="tolerance">');
  });

  it('lists the pooled flip pairs without a suite or intended decisions', () => {
    const a = assess(
      evidenceOf([
        { input: 'q', obs: alternating('allow', 'block', 16) },
        { input: 'p', obs: times('allow', 16) },
      ]),
      null,
      EPS,
    );
    expect(a.routes).toBeNull();
    const html = renderHtml(a, null);
    expect(html).toContain('<h2>Flip pairs</h2>');
    expect(html).toMatch(
      /<td><span class="name">allow<\/span><\/td><td><span class="name">block<\/span><\/td><td class="num">8<\/td>/,
    );
  });
});
