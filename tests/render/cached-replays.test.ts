import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/assess/index.js';
import { readSuite } from '../../src/evidence/index.js';
import { evidenceFromPromptfoo } from '../../src/importers/index.js';
import { renderHtml } from '../../src/render/html.js';
import { renderJson } from '../../src/render/json.js';
import { renderJunit } from '../../src/render/junit.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import type { ReportMeta } from '../../src/render/meta.js';
import { renderText } from '../../src/render/text.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/importers/promptfoo/${name}`, import.meta.url));
const suite = await readSuite(fixture('suite.json'));
const A = 'My card was charged twice for the same order.';
const META: ReportMeta = {
  tool: { name: 'agentverity-action', version: '0.0.0' },
  settings: {},
  evidenceDigest: null,
};

describe('rows served from the cache, in every gate report', () => {
  type Rows = { results: { results: { response: Record<string, unknown> }[] } };
  const rows = JSON.parse(readFileSync(fixture('normal.json'), 'utf8')) as Rows;
  const b = rows.results.results.filter(
    (r) => (r as unknown as { vars: { ticket: string } }).vars.ticket !== A,
  );
  (b[0] as { response: Record<string, unknown> }).response['cached'] = true;
  (b[1] as { response: Record<string, unknown> }).response['cached'] = true;
  const a = assess(evidenceFromPromptfoo(rows, suite, {}, 'partly.json'), suite, {
    epsilon: 0.05,
  });
  const said = /2 rows served from the evaluation tool(&#39;|&apos;|')s cache .* were left out/;

  it('the assessment counts them and says so in a caveat', () => {
    expect(a.cachedReplays).toBe(2);
    expect(a.caveats.some((c) => said.test(c))).toBe(true);
  });

  it('text, JSON, Markdown (summary and comment), HTML and JUnit all say so', () => {
    expect(renderText(a, META)).toMatch(said);
    expect(renderJson(a, META)).toMatch(said);
    expect(renderMarkdown(a, META, { mode: 'summary' })).toMatch(said);
    expect(renderMarkdown(a, META, { mode: 'comment' })).toMatch(said);
    expect(renderHtml(a, META)).toMatch(said);
    expect(renderJunit(a, META)).toContain('name="cachedReplaysLeftOut" value="2"');
  });

  it('fresh evidence says nothing of a cache', () => {
    const fresh = JSON.parse(readFileSync(fixture('normal.json'), 'utf8')) as unknown;
    const f = assess(evidenceFromPromptfoo(fresh, suite, {}, 'fresh.json'), suite, {
      epsilon: 0.05,
    });
    expect(f.cachedReplays).toBeUndefined();
    expect(renderText(f, META)).not.toMatch(/cache/);
  });
});
