import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium, launchChromium, openReport } from '../../helpers/browser.js';
import type { CasesReport } from '../../../src/core/stateful/types.js';
import { renderCasesHtml } from '../../../src/render/cases/index.js';
import { plainLine } from '../../../src/render/escape.js';
import { CASES_FIXTURES, HOSTILE, bigReport } from './fixtures.js';

// The HTML cases report in headless Chromium at a phone's width (375 px) and a desktop's
// (1280 px): no network request, no script error, no dialog, no horizontal scrolling of the
// page, a panel per case with its compared paths, and the hostile values inert text.
// Screenshots go to a temporary directory (printed once). Without a Chromium binary these
// tests are skipped with a message, never failed.
const executable = findChromium('cases HTML browser tests');

const WIDTHS = [375, 1280] as const;
const REPORTS: [string, CasesReport][] = [
  ...Object.entries(CASES_FIXTURES).map(([n, f]) => [n, f()] as [string, CasesReport]),
  ['big', bigReport(60, 12)],
];

describe.skipIf(executable === undefined)('the HTML cases report in headless Chromium', () => {
  let browser: Browser;
  let out: string;
  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'agentverity-cases-html-'));
    console.info(`cases HTML screenshots: ${out}`);
    browser = await launchChromium(executable!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = (name: string, html: string, width: number) =>
    openReport(browser, out, name, html, width);

  /** Open every run's disclosure, so what is inside is laid out too. */
  async function openAll(page: import('playwright-core').Page) {
    await page.evaluate<void>(
      'document.querySelectorAll("details").forEach((d) => { d.open = true; })',
    );
  }

  for (const width of WIDTHS) {
    it.each(REPORTS)(
      `%s at ${width}px: no page overflow, a panel per case, every path a row, no request`,
      async (name, r) => {
        const { page, context, requests, problems } = await open(name, renderCasesHtml(r), width);
        await openAll(page);
        expect(
          await page.evaluate<number>('document.documentElement.scrollWidth'),
        ).toBeLessThanOrEqual(width);
        const ids = new Set([...r.casePanel.map((c) => c.case), ...r.results.map((x) => x.case)]);
        expect(await page.locator('section.panel').count()).toBe(ids.size);
        expect(await page.locator('#criteria tbody tr').count()).toBe(r.criteria.length);
        const paths = r.results.reduce((s, x) => s + (x.paths?.length ?? 0), 0);
        expect(await page.locator('table.paths tbody tr').count()).toBe(paths);
        // Each panel stays inside the page; its tables scroll inside their own box.
        const panels = page.locator('section.panel');
        for (let i = 0; i < Math.min(await panels.count(), 8); i++) {
          const b = (await panels.nth(i).boundingBox())!;
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width).toBeLessThanOrEqual(width);
        }
        // Expected, actual and initial of a compared path are all on screen, not scrolled away.
        const firstRow = page.locator('table.paths tbody tr').first();
        if ((await firstRow.count()) > 0) {
          await firstRow.scrollIntoViewIfNeeded();
          for (const label of ['expected', 'actual', 'initial']) {
            const b = (await firstRow.locator(`td[data-label="${label}"]`).boundingBox())!;
            expect(b.x).toBeGreaterThanOrEqual(0);
            expect(b.x + b.width, label).toBeLessThanOrEqual(width);
          }
        }
        expect(await page.locator('#headline').textContent()).toBe(plainLine(r.headline, 4000));
        await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
        expect(requests).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      },
    );
  }

  it('absent, null, ignored and tolerance read distinctly', async () => {
    const { page, context } = await open(
      'paths',
      renderCasesHtml(CASES_FIXTURES.undecided!()),
      1280,
    );
    await openAll(page);
    const row = (p: string) => page.locator('table.paths tbody tr', { hasText: p }).first();
    const cells = async (p: string) =>
      (await row(p).locator('td').allTextContents()).map((t) => t.trim());
    expect(await cells('customer.note')).toEqual(['match', 'null', 'null', 'absent']);
    expect(await cells('ledger.balance')).toEqual(['within tolerance', '100', '100.004', '120']);
    expect(await cells('meta.updated_at')).toEqual([
      'ignored',
      'absent',
      '"2026-12-01T15:00:00Z"',
      '"2026-11-30T09:00:00Z"',
    ]);
    // Ignored rows are greyed; an absent mark looks unlike a value.
    const opacity = await row('meta.updated_at').evaluate(
      (el) => el.ownerDocument.defaultView?.getComputedStyle(el).opacity ?? '',
    );
    expect(Number(opacity)).toBeLessThan(1);
    const absentStyle = await row('customer.note')
      .locator('.absent')
      .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).borderTopStyle ?? '');
    expect(absentStyle).toBe('dashed');
    await context.close();
  });

  it.each(WIDTHS)('hostile at %dpx: values are inert text, even opened', async (width) => {
    const r = CASES_FIXTURES.hostile!();
    const { page, context, requests, problems } = await open(
      'hostile-open',
      renderCasesHtml(r),
      width,
    );
    await openAll(page);
    expect(
      await page
        .locator('script, img, iframe, link, object, embed, form, a[href^="javascript"], x')
        .count(),
    ).toBe(0);
    expect(await page.locator('style').count()).toBe(1);
    expect(await page.locator('body').isVisible()).toBe(true);
    const text = (await page.locator('section.panel').textContent()) ?? '';
    expect(text).toContain('</details><script>alert(1)</script>');
    expect(text).toContain(']]><?xml version="1.0"?>');
    expect(text).toContain(HOSTILE[6].slice(0, 20));
    expect(text).toContain('\\u202e');
    expect(text).not.toContain('\u202e');
    // The huge value is cut and scrolls inside its own box.
    const pre = page.locator('pre.value', { hasText: 'AAAA' }).first();
    expect((await pre.textContent())!.length).toBeLessThanOrEqual(2001);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: path.join(out, `hostile-open-${width}.png`), fullPage: true });
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
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
