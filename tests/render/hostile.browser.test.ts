// The HTML report of every hostile corpus entry (hostile-corpus.ts) in headless
// Chromium: no script runs (the corpus tries inline scripts, handlers, SVG and
// `javascript:` links, all setting window.__pwned), no element the agent wrote
// is made, no request leaves the page, nothing opens a dialog, and the text the
// page shows for the label is the label made visible (plainLine), cut where the
// report cuts it. Skipped with a message, never failed, without a Chromium binary.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainLine } from '../../src/render/escape.js';
import { renderHtml } from '../../src/render/index.js';
import { ROOT } from '../helpers/cli.js';
import { CORPUS, hostileReport } from './hostile-corpus.js';

const CANDIDATES = [
  process.env['CHROMIUM_PATH'],
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
].filter((p): p is string => typeof p === 'string' && p.length > 0);
const executable = CANDIDATES.find((p) => existsSync(p));
if (executable === undefined) {
  console.warn(
    `hostile HTML browser tests skipped: no Chromium binary found (looked at ${CANDIDATES.join(', ')})`,
  );
}

const OUT = path.join(ROOT, 'test-output', 'html', 'hostile');

/** Read in the page once it loaded. */
const SEEN = `(() => ({
        pwned: window.__pwned,
        made: document.querySelectorAll('script, iframe, object, embed, img, link, base, form, meta[http-equiv="refresh"], body style, a[href]').length,
        handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length,
        routeNames: [...document.querySelectorAll('#routes tbody span.name')].map((e) => e.textContent),
        routeTitles: [...document.querySelectorAll('#routes tbody span.name')].map((e) => e.getAttribute('title')),
        headline: document.querySelector('#headline')?.textContent ?? '',
      }))()`;

/** What a page shows and did, read in the page after it loaded. */
interface Seen {
  readonly pwned: unknown;
  readonly made: number;
  readonly handlers: number;
  readonly routeNames: string[];
  readonly routeTitles: (string | null)[];
  readonly headline: string;
}

describe.skipIf(executable === undefined)('hostile labels in the HTML report, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  // One page for all entries (a context each costs a third of a second): the page's
  // own file is the only address allowed; what else it asks for is aborted and kept.
  let current = '';
  const requests: string[] = [];
  const dialogs: string[] = [];
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await chromium.launch({
      executablePath: executable!,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const context = await browser.newContext({ javaScriptEnabled: true });
    await context.route('**/*', (route) =>
      route.request().url() === current ? route.continue() : route.abort(),
    );
    page = await context.newPage();
    page.on('request', (q) => {
      if (q.url() !== current) requests.push(q.url());
    });
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the probe sees a script that ran and the elements it made (a page without our escaping)', async () => {
    const file = path.join(OUT, 'control.html');
    writeFileSync(
      file,
      '<!DOCTYPE html><title>x</title><script>window.__pwned = 1</script><img src="x.png"><p id="headline">h</p>',
    );
    current = pathToFileURL(file).href;
    requests.length = 0;
    await page.goto(current, { waitUntil: 'load' });
    const seen = await page.evaluate<Seen>(SEEN);
    expect(seen.pwned).toBe(1);
    expect(seen.made).toBe(2);
    expect(requests).toEqual([new URL('x.png', current).href]);
  });

  it.each(CORPUS.map((c, i) => [c.name, c.text, i] as const))(
    '%s: no script, no element, no request; the label shown as text',
    async (_name, h, i) => {
      const r = hostileReport(h);
      const file = path.join(OUT, `entry-${i}.html`);
      writeFileSync(file, renderHtml(r.assessment, r.meta));
      current = pathToFileURL(file).href;
      requests.length = 0;
      dialogs.length = 0;
      await page.goto(current, { waitUntil: 'load' });
      const seen = await page.evaluate<Seen>(SEEN);
      expect(seen.pwned).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(requests).toEqual([]);
      expect(seen.made).toBe(0);
      expect(seen.handlers).toBe(0);
      // The route table shows the label as visible text, cut at 200 code points, the
      // whole of it (up to 2,000) in the title when it was cut.
      const label = h.trim() === '' ? `${h}x` : h;
      const shown = plainLine(label, 200);
      expect(seen.routeNames).toContain(shown);
      const at = seen.routeNames.indexOf(shown);
      expect(seen.routeTitles[at]).toBe(
        Array.from(label).length > 200 ? plainLine(label, 2000) : null,
      );
      expect(seen.headline.length).toBeGreaterThan(0);
    },
  );
});
