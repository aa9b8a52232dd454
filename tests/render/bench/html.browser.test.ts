import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium, launchChromium, openReport } from '../../helpers/browser.js';
import type { BenchReport } from '../../../src/core/bench/types.js';
import { renderBenchHtml } from '../../../src/render/bench/index.js';
import { plainLine } from '../../../src/render/escape.js';
import { BENCH_FIXTURES, HOSTILE_OUTPUTS, bigCompareReport } from './fixtures.js';

// The HTML bench report in headless Chromium at a phone's width (375 px) and a desktop's
// (1280 px): no network request, no script error, no dialog, no horizontal scrolling of the
// page, the three charts visible with their labels inside them, every task a row, and the
// hostile outputs inert text. Screenshots go to a temporary directory (printed once).
// Without a Chromium binary these tests are skipped with a message, never failed.
const executable = findChromium('bench HTML browser tests');

const WIDTHS = [375, 1280] as const;
const CHARTS = ['chart-reliability', 'chart-passk', 'chart-latency'] as const;
const REPORTS: [string, BenchReport][] = [
  ...Object.entries(BENCH_FIXTURES).map(([n, f]) => [n, f()] as [string, BenchReport]),
  ['big', bigCompareReport(120, 300)],
];

describe.skipIf(executable === undefined)('the HTML bench report in headless Chromium', () => {
  let browser: Browser;
  let out: string;
  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'agentverity-bench-html-'));
    console.info(`bench HTML screenshots: ${out}`);
    browser = await launchChromium(executable!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = (name: string, html: string, width: number) =>
    openReport(browser, out, name, html, width);

  for (const width of WIDTHS) {
    it.each(REPORTS)(
      `%s at ${width}px: charts visible, labels inside, no overflow, no request`,
      async (name, r) => {
        const { page, context, requests, problems } = await open(name, renderBenchHtml(r), width);
        expect(
          await page.evaluate<number>('document.documentElement.scrollWidth'),
        ).toBeLessThanOrEqual(width);
        for (const id of CHARTS) {
          const svg = page.locator(`#${id}`);
          expect(await svg.isVisible()).toBe(true);
          const box = (await svg.boundingBox())!;
          expect(box.width).toBeGreaterThan(250);
          expect(box.height).toBeGreaterThan(40);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          // The accessible name and description resolve to the chart's own title and desc.
          const labelled = (await svg.getAttribute('aria-labelledby'))!.split(' ');
          for (const ref of labelled)
            expect((await page.locator(`#${ref}`).textContent())?.length ?? 0).toBeGreaterThan(10);
          // Every label is inside its chart.
          const labels = svg.locator('text');
          for (let i = 0; i < (await labels.count()); i++) {
            const b = (await labels.nth(i).boundingBox())!;
            expect(b.x).toBeGreaterThanOrEqual(box.x - 1);
            expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
          }
        }
        const agents = r.comparison.agents.length;
        expect(await page.locator('#chart-reliability g.row').count()).toBe(agents);
        expect(await page.locator('#chart-passk g.series').count()).toBe(agents);
        expect(await page.locator('#chart-latency g.row').count()).toBe(agents);
        expect(await page.locator('#agents thead th').count()).toBe(agents + 1);
        expect(await page.locator('#tasks tbody tr').count()).toBe(r.benchmark.tasks.length);
        // The headline as text, its controls shown as visible escapes.
        expect(await page.locator('#headline').textContent()).toBe(
          plainLine(r.verdict.headline, 4000),
        );
        await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
        expect(requests).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      },
    );
  }

  it.each(WIDTHS)('hostile at %dpx: outputs are inert text, even opened', async (width) => {
    const r = BENCH_FIXTURES.hostile();
    const { page, context, requests, problems } = await open(
      'hostile-open',
      renderBenchHtml(r),
      width,
    );
    // Open every outputs disclosure.
    const summaries = page.locator('#tasks details > summary');
    for (let i = 0; i < (await summaries.count()); i++) await summaries.nth(i).click();
    expect(await page.locator('script, img, iframe, link, object, embed, form, x').count()).toBe(0);
    expect(await page.locator('style').count()).toBe(1);
    expect(await page.locator('body').isVisible()).toBe(true);
    const text = (await page.locator('#tasks').textContent()) ?? '';
    expect(text).toContain(HOSTILE_OUTPUTS[0]);
    expect(text).toContain(']]><?xml version="1.0"?>');
    expect(text).toContain('\\u202e');
    expect(text).not.toContain('\u202e');
    // The huge output is cut and scrolls inside its own box.
    const pre = page.locator('pre.output', { hasText: 'AAAA' });
    expect((await pre.textContent())!.length).toBeLessThanOrEqual(2001);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: path.join(out, `hostile-open-${width}.png`), fullPage: true });
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('each agent keeps one colour across charts and legend, distinct, light and dark', async () => {
    const r = BENCH_FIXTURES['compare-three']();
    const { page, context } = await open('colours', renderBenchHtml(r), 1280);
    const stroke = (selector: string) =>
      page
        .locator(selector)
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).stroke ?? '');
    const colours = async () => {
      const out: string[] = [];
      for (let i = 0; i < r.comparison.agents.length; i++) {
        const c = await stroke(`#chart-reliability g.row[data-agent="${i}"] line.ci`);
        expect(await stroke(`#legend-reliability li:nth-child(${i + 1}) line.ci`)).toBe(c);
        expect(
          await stroke(
            `#chart-passk g.series[data-agent="${i}"] polyline.line, #chart-passk g.series[data-agent="${i}"] line.band-bar`,
          ),
        ).toBe(c);
        expect(await stroke(`#legend-latency li:nth-child(${i + 1}) line.ci`)).toBe(c);
        out.push(c);
      }
      return out;
    };
    const light = await colours();
    expect(new Set(light).size).toBe(light.length);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await colours();
    expect(new Set(dark).size).toBe(dark.length);
    expect(dark).not.toEqual(light);
    await context.close();
  });

  it('the watches work: a page with a script error, a dialog and a request is caught', async () => {
    const { context, requests, problems } = await open(
      'control',
      `<!DOCTYPE html><html><body><img src="http://127.0.0.1:9/x.png"><script>alert('x'); throw new Error('boom')</script></body></html>`,
      375,
    );
    expect(requests).toEqual(['http://127.0.0.1:9/x.png']);
    expect(problems.some((p) => p.startsWith('dialog: x'))).toBe(true);
    expect(problems.some((p) => p.includes('boom'))).toBe(true);
    await context.close();
  });
});
