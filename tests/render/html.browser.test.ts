import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assess, parseSuite } from '../../src/core/index.js';
import { renderHtml } from '../../src/render/index.js';
import { CATEGORY_TONE, PALETTE, TALL_PLOT_ROWS } from '../../src/render/html.js';
import { ROOT } from '../helpers/cli.js';
import { alternating, evidenceOf, times } from '../helpers/evidence.js';
import { loadScenario, SCENARIOS } from './helpers.js';

// The HTML report in headless Chromium: it loads with no network request, shows the
// forest plot and the route table, stays within a phone's width, and a screenshot of
// each is saved under test-output/html/. CI installs Chromium (.ci/run); without a
// Chromium binary these tests are skipped with a message, never failed.
const CANDIDATES = [
  process.env['CHROMIUM_PATH'],
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
].filter((p): p is string => typeof p === 'string' && p.length > 0);
const executable = CANDIDATES.find((p) => existsSync(p));
if (executable === undefined) {
  console.warn(
    `HTML browser tests skipped: no Chromium binary found (looked at ${CANDIDATES.join(', ')}); install it with apt-get install chromium or set CHROMIUM_PATH`,
  );
}

const OUT = path.join(ROOT, 'test-output', 'html');

/** A computed style property of the element a locator finds (evaluated in the page). */
async function styleOf(locator: Locator, property: 'color' | 'stroke'): Promise<string> {
  return locator.evaluate(
    (el, name) => el.ownerDocument.defaultView?.getComputedStyle(el)[name] ?? '',
    property,
  );
}

/** `#rrggbb` as the computed style writes it. */
function rgb(hex: string): string {
  const v = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${v(1)}, ${v(3)}, ${v(5)})`;
}

/** Long route names of several kinds: Latin, wide capitals, CJK, emoji, markup. */
const LONG_LABELS = [
  'escalate_to_human_review_because_the_customer_disputes_a_recurring_card_payment',
  'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
  '退款延迟超过十四个工作日需要人工复核并通知客户的退款请求',
  '🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂',
  '<b>bold</b> & "quoted" route name that is long enough to be cut somewhere',
];

/** A suite of 17 routes (a tall plot) with long names, flipping on three of them. */
function tallReport() {
  const names = [
    ...LONG_LABELS,
    ...Array.from({ length: 12 }, (_, i) => `route_${String(i).padStart(2, '0')}`),
  ];
  const cases = names.map((name, i) => ({
    input: `case ${i}`,
    obs: i < 3 ? alternating(name, names[(i + 1) % names.length]!, 20) : times(name, 20),
    expected: name,
  }));
  const suite = parseSuite({
    schema: 'agentverity.decision-suite/v1',
    contract: { allowed: names },
    cases: cases.map((c) => ({ input: c.input, expected: c.expected })),
  });
  const a = assess(evidenceOf(cases), suite, { epsilon: 0.05 });
  return { names, a };
}

describe.skipIf(executable === undefined)('the HTML report in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await chromium.launch({
      executablePath: executable!,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(name: string, html: string, width = 390) {
    const file = path.join(OUT, `${name}.html`);
    writeFileSync(file, html);
    const url = pathToFileURL(file).href;
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url() !== url) requests.push(r.url());
    });
    await context.route('**/*', (route) =>
      route.request().url() === url ? route.continue() : route.abort(),
    );
    await page.goto(url, { waitUntil: 'load' });
    return { page, context, requests };
  }

  it.each(SCENARIOS.map((s) => [s.name, s] as const))(
    '%s: plot, table, no network, fits a phone',
    async (name, scenario) => {
      const { assessment, meta } = await loadScenario(scenario);
      const { page, context, requests } = await open(name, renderHtml(assessment, meta));
      const rows = (assessment.meter !== null ? 1 : 0) + (assessment.routes?.routes.length ?? 0);
      // Nothing measured (the meter off), nothing to plot.
      expect(await page.locator('#forest-plot').count()).toBe(rows > 0 ? 1 : 0);
      expect(await page.locator('#forest-plot g.row').count()).toBe(rows);
      expect(await page.locator('#routes tbody tr').count()).toBe(rows);
      expect(await page.locator('#headline-category').textContent()).toBe(
        assessment.headline.category,
      );
      if (rows > 0) {
        const box = await page.locator('#forest-plot').boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(200);
      }
      // No horizontal scrolling of the page on a 390-pixel phone (tables scroll inside).
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth'),
      ).toBeLessThanOrEqual(390);
      await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
      expect(requests).toEqual([]);
      await context.close();
    },
  );

  it.each([1024, 390])(
    'a tall plot with long labels (%dpx): no label is clipped, each carries its full text on hover, the axis is repeated at the top, the legend is there',
    async (width) => {
      const { names, a } = tallReport();
      // Plot rows: the pooled figure, then the routes in code-point order of their names.
      const labels = ['all inputs (pooled)', ...a.routes!.routes.map((r) => r.decision)];
      expect(labels.length).toBe(names.length + 1);
      expect(labels.length).toBeGreaterThan(TALL_PLOT_ROWS);
      const { page, context, requests } = await open(`tall-${width}`, renderHtml(a, null), width);
      const svg = (await page.locator('#forest-plot').boundingBox())!;
      const plotStart = (await page.locator('#forest-plot line.grid').first().boundingBox())!.x;
      const rows = page.locator('#forest-plot g.row');
      expect(await rows.count()).toBe(names.length + 1);
      for (let i = 0; i < names.length + 1; i++) {
        const label = rows.nth(i).locator('text.label');
        const box = (await label.boundingBox())!;
        // Inside the SVG on both sides, and clear of the plot area.
        expect(box.x).toBeGreaterThanOrEqual(svg.x);
        expect(box.x + box.width).toBeLessThanOrEqual(svg.x + svg.width);
        expect(box.x + box.width).toBeLessThanOrEqual(plotStart);
        expect(box.y).toBeGreaterThanOrEqual(svg.y);
        const title = (await rows.nth(i).locator('> title').textContent()) ?? '';
        const full = labels[i]!;
        expect(title.startsWith(`${full}: `)).toBe(true);
        const shown = (await label.textContent()) ?? '';
        if (shown !== full) {
          expect(shown.endsWith('…')).toBe(true);
          expect(full.startsWith(shown.slice(0, -1))).toBe(true);
        }
      }
      // The long labels are cut, the short ones shown whole.
      const cut = async (name: string) =>
        (await rows.nth(labels.indexOf(name)).locator('text.label').textContent()) !== name;
      for (const name of LONG_LABELS) expect(await cut(name)).toBe(true);
      expect(await cut('route_11')).toBe(false);
      // The markup in a label is text: no <b> element inside the plot.
      expect(await page.locator('#forest-plot b').count()).toBe(0);

      // The axis above the first row and below the last, with the same ticks.
      const topTicks = await page.locator('#forest-plot g.axis-top text').allTextContents();
      const bottomTicks = await page.locator('#forest-plot g.axis-bottom text').allTextContents();
      expect(topTicks.length).toBeGreaterThan(1);
      expect(topTicks).toEqual(bottomTicks);
      const firstRow = (await rows.first().boundingBox())!;
      const topAxis = (await page.locator('#forest-plot g.axis-top').boundingBox())!;
      const bottomAxis = (await page.locator('#forest-plot g.axis-bottom').boundingBox())!;
      const lastRow = (await rows.last().boundingBox())!;
      expect(topAxis.y + topAxis.height).toBeLessThanOrEqual(firstRow.y + 1);
      expect(topAxis.y).toBeGreaterThanOrEqual(svg.y);
      expect(bottomAxis.y).toBeGreaterThanOrEqual(lastRow.y + lastRow.height - 1);

      // The legend names the three calls and the tolerance line, each with a mark in its colour.
      const legend = page.locator('#plot-legend');
      expect(await legend.locator('li').count()).toBe(4);
      for (const [call, tone] of [
        ['deterministic', 'good'],
        ['stochastic', 'bad'],
        ['undecided', 'caution'],
      ] as const) {
        const item = legend.locator(`li[data-call="${call}"]`);
        expect(await item.textContent()).toContain(call);
        const stroke = await styleOf(item.locator('line.ci'), 'stroke');
        expect(stroke).toBe(rgb(PALETTE.light[tone]));
        // The plot's rows of that call use the legend's colour.
        const inPlot = page.locator(`#forest-plot g.row[data-call="${call}"] line.ci`);
        if ((await inPlot.count()) > 0) {
          expect(await styleOf(inPlot.first(), 'stroke')).toBe(stroke);
        }
      }
      expect(await legend.locator('li[data-key="tolerance"] line.epsilon').count()).toBe(1);

      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth'),
      ).toBeLessThanOrEqual(width);
      expect(requests).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `tall-${width}.png`), fullPage: true });
      await context.close();
    },
  );

  it('a short plot has the axis only below', async () => {
    const { assessment, meta } = await loadScenario(SCENARIOS[0]!);
    const { page, context } = await open('payment-short-axis', renderHtml(assessment, meta));
    expect(await page.locator('#forest-plot g.row').count()).toBeLessThanOrEqual(TALL_PLOT_ROWS);
    expect(await page.locator('#forest-plot g.axis-top').count()).toBe(0);
    expect(await page.locator('#forest-plot g.axis-bottom').count()).toBe(1);
    await context.close();
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))(
    '%s: the headline colour follows its category, light and dark',
    async (name, scenario) => {
      const { assessment, meta } = await loadScenario(scenario);
      const tone = CATEGORY_TONE[assessment.headline.category];
      const { page, context } = await open(`${name}-tone`, renderHtml(assessment, meta));
      const colour = () => styleOf(page.locator('#headline-category'), 'color');
      expect(await colour()).toBe(rgb(PALETTE.light[tone]));
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await colour()).toBe(rgb(PALETTE.dark[tone]));
      await context.close();
    },
  );

  it('the request watch works: a page that does load something is caught', async () => {
    const { context, requests } = await open(
      'control',
      '<!DOCTYPE html><html><body><img src="http://127.0.0.1:9/pixel.png"></body></html>',
    );
    expect(requests).toEqual(['http://127.0.0.1:9/pixel.png']);
    await context.close();
  });

  it('the payment plot shows card_security above the tolerance line', async () => {
    const { assessment, meta } = await loadScenario(SCENARIOS[0]!);
    const { page, context } = await open('payment-wide', renderHtml(assessment, meta), 1024);
    const row = page.locator('#forest-plot g.row', { hasText: 'card_security' });
    const ci = await row.locator('line.ci').boundingBox();
    const eps = await row.locator('line.epsilon').boundingBox();
    expect(ci && eps && ci.x > eps.x).toBe(true);
    await page.screenshot({ path: path.join(OUT, 'payment-wide.png'), fullPage: true });
    await context.close();
  });

  it('hostile labels stay text: no script, no extra element, no request', async () => {
    const hostile = [
      '</details><script>alert(1)</script>',
      '<img src="https://example.invalid/x.png" onerror="alert(1)">',
      '<link rel="stylesheet" href="https://example.invalid/s.css">',
      '| pipes | @org/team \u001b[31m\u0000 \u202eevil',
      'x'.repeat(10_000),
    ];
    const evidence = evidenceOf(
      hostile.map((label, i) => ({ input: `q${i}`, obs: times(label, 4), expected: label })),
    );
    const a = assess(evidence, null, { epsilon: 0.05 });
    const { page, context, requests } = await open(
      'hostile',
      renderHtml(a, {
        tool: { name: 'agentverity-action', version: 'test' },
        settings: { label: hostile[0] },
        evidenceDigest: null,
      }),
    );
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('link').count()).toBe(0);
    expect(await page.locator('#routes tbody tr').count()).toBe(hostile.length + 1);
    const text = (await page.locator('#routes').textContent()) ?? '';
    expect(text).toContain('</details><script>alert(1)</script>');
    expect(requests).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: path.join(OUT, 'hostile.png'), fullPage: true });
    await context.close();
  });
});
