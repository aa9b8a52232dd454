import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium, launchChromium, openReport } from '../../helpers/browser.js';
import { renderBenchHtml } from '../../../src/render/bench/index.js';
import { bundledRun, FAILING, PASSING, type BundledRun } from './bundled.js';

// The real HTML bench reports (the bundled benchmark with the example agents, collected
// by the engine: tests/render/bench/bundled.ts) in headless Chromium at a phone's width
// (375 px) and a desktop's (1280 px): the compare report of the goldens; three agents
// with long names (64 characters, the engine's limit) on one run per task, so pass^k has
// a single k; and a run where every latency is 0 ms. No horizontal scrolling of the page,
// no request, no script error; the three charts visible with their labels inside them;
// the agents' names in the table headers never overlap one another. Without a Chromium
// binary these tests are skipped with a message, never failed.
const executable = findChromium('bundled bench HTML browser tests');

const WIDTHS = [375, 1280] as const;
const CHARTS = ['chart-reliability', 'chart-passk', 'chart-latency'] as const;
const LONG = [
  'router-prompt-v2-with-the-longer-system-prompt-from-the-pr-head-1',
  'router-prompt-v1-the-baseline-from-the-main-branch-of-the-repo-',
  'python-run-agent-file-examples-bench-agent-py-as-agentverdict-x',
].map((n) => n.slice(0, 64));

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

describe.skipIf(executable === undefined)(
  'the real HTML bench reports in headless Chromium',
  () => {
    let browser: Browser;
    let out: string;
    const runs: [string, BundledRun][] = [];
    beforeAll(async () => {
      out = mkdtempSync(path.join(tmpdir(), 'agentverity-bench-bundled-html-'));
      console.info(`bundled bench HTML screenshots: ${out}`);
      runs.push(['compare', await bundledRun('compare', 'compare', [PASSING, FAILING])]);
      runs.push([
        'three-long-one-run',
        await bundledRun('three', 'compare', [PASSING, FAILING, 'examples/bench/agent.py'], {
          runs: 1,
          names: LONG,
        }),
      ]);
      runs.push([
        'zero-latency',
        await bundledRun('zero', 'compare', [PASSING, FAILING], { zeroLatency: true }),
      ]);
      browser = await launchChromium(executable!);
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
    });

    const open = (name: string, html: string, width: number) =>
      openReport(browser, out, name, html, width);

    /** The boxes of the header cells' names of a table: none may overlap another. */
    async function expectHeadersApart(page: Page, table: string): Promise<void> {
      const names = page.locator(`#${table} thead th`);
      const boxes: Box[] = [];
      for (let i = 0; i < (await names.count()); i++) {
        const th = names.nth(i);
        // The text stays inside its own cell.
        const [scroll, client] = await th.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(scroll, `${table} header ${i}`).toBeLessThanOrEqual((client as number) + 1);
        boxes.push((await th.boundingBox())!);
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(overlap(boxes[i]!, boxes[j]!), `${table} headers ${i} and ${j}`).toBe(false);
    }

    for (const width of WIDTHS) {
      it.each([0, 1, 2])(
        `report %i at ${width}px: charts visible, labels inside, no overflow, no request`,
        async (index) => {
          const [name, run] = runs[index]!;
          const r = run.report;
          const { page, context, requests, problems } = await open(name, renderBenchHtml(r), width);
          expect(
            await page.evaluate<number>('document.documentElement.scrollWidth'),
            name,
          ).toBeLessThanOrEqual(width);
          for (const id of CHARTS) {
            const svg = page.locator(`#${id}`);
            expect(await svg.isVisible()).toBe(true);
            const box = (await svg.boundingBox())!;
            expect(box.width).toBeGreaterThan(250);
            expect(box.height).toBeGreaterThan(40);
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(width);
            const labels = svg.locator('text');
            for (let i = 0; i < (await labels.count()); i++) {
              const b = (await labels.nth(i).boundingBox())!;
              expect(b.x, `${name} ${id} label ${i}`).toBeGreaterThanOrEqual(box.x - 1);
              expect(b.x + b.width, `${name} ${id} label ${i}`).toBeLessThanOrEqual(
                box.x + box.width + 1,
              );
            }
          }
          const agents = r.comparison.agents.length;
          expect(await page.locator('#chart-reliability g.row').count()).toBe(agents);
          expect(await page.locator('#chart-passk g.series').count()).toBe(agents);
          expect(await page.locator('#chart-latency g.row').count()).toBe(agents);
          // Every agent's every attempt is a dot (or an error's cross) in the latency chart.
          for (let i = 0; i < agents; i++)
            expect(await page.locator(`#chart-latency g.row[data-agent="${i}"] .dot`).count()).toBe(
              r.benchmark.tasks.length * r.runs,
            );
          expect(await page.locator('#tasks tbody tr').count()).toBe(15);
          expect(await page.locator('#pairs tbody tr').count()).toBe((agents * (agents - 1)) / 2);
          await expectHeadersApart(page, 'agents');
          await expectHeadersApart(page, 'tasks');
          // A finding names its subject once.
          const findings = (await page.locator('#findings').textContent()) ?? '';
          for (const a of r.comparison.agents)
            expect(findings).not.toContain(`${a.agent.name}: ${a.agent.name}:`);
          await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
          expect(requests).toEqual([]);
          expect(problems).toEqual([]);
          await context.close();
        },
      );
    }

    it('one run per task: the pass^k chart says it has a single k; all latencies 0 ms: the latency chart says so', async () => {
      const single = await open('single-k', renderBenchHtml(runs[1]![1].report), 1280);
      await expect
        .poll(() => single.page.locator('#chart-passk text.single-k').isVisible())
        .toBe(true);
      expect(await single.page.locator('#chart-latency text.zero').count()).toBe(0);
      await single.context.close();
      const zero = await open('zero-note', renderBenchHtml(runs[2]![1].report), 375);
      expect(await zero.page.locator('#chart-latency text.zero').isVisible()).toBe(true);
      expect(await zero.page.locator('#chart-passk text.single-k').count()).toBe(0);
      await zero.context.close();
    });
  },
);
