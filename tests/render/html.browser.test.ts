import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assess } from '../../src/core/index.js';
import { renderHtml } from '../../src/render/index.js';
import { ROOT } from '../helpers/cli.js';
import { evidenceOf, times } from '../helpers/evidence.js';
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
