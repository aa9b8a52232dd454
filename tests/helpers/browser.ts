import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

// What the browser tests of the HTML reports share: finding a Chromium binary (the tests
// are skipped with a message without one, never failed), launching it headless, and
// opening a report file at a width with every request but the file itself blocked and
// every request, script error, console error and dialog recorded.

const CANDIDATES = [
  process.env['CHROMIUM_PATH'],
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
].filter((p): p is string => typeof p === 'string' && p.length > 0);

/** The Chromium binary, or undefined (with a warning naming `what` is skipped). */
export function findChromium(what: string): string | undefined {
  const executable = CANDIDATES.find((p) => existsSync(p));
  if (executable === undefined) {
    console.warn(
      `${what} skipped: no Chromium binary found (looked at ${CANDIDATES.join(', ')}); install it with apt-get install chromium or set CHROMIUM_PATH`,
    );
  }
  return executable;
}

export function launchChromium(executable: string): Promise<Browser> {
  return chromium.launch({
    executablePath: executable,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/**
 * Writes `html` to `<out>/<name>-<width>.html` and opens it in a new context at
 * that width (800 px high): `requests` are the other URLs it asked for (all
 * aborted), `problems` its script errors, console errors and dialogs.
 */
export async function openReport(
  browser: Browser,
  out: string,
  name: string,
  html: string,
  width: number,
) {
  const file = path.join(out, `${name}-${width}.html`);
  writeFileSync(file, html);
  const url = pathToFileURL(file).href;
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (r.url() !== url) requests.push(r.url());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await context.route('**/*', (route) =>
    route.request().url() === url ? route.continue() : route.abort(),
  );
  await page.goto(url, { waitUntil: 'load' });
  return { page, context, requests, problems };
}
