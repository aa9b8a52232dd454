import { describe, expect, it } from 'vitest';
import { assess, type Evidence } from '../../src/core/index.js';
import {
  renderHtml,
  renderJson,
  renderJunit,
  renderMarkdown,
  renderText,
  type ReportMeta,
} from '../../src/render/index.js';
import { evidenceOf } from '../helpers/evidence.js';

const META: ReportMeta = {
  tool: { name: 'agentverity-action', version: 'test' },
  settings: { epsilon: 0.05 },
  evidenceDigest: null,
};
const SECRET = 'customer 4711 asks about card';

/** Six inputs whose decision changes on rerun, so findings name them. */
function flipping(): Evidence {
  return evidenceOf(
    Array.from({ length: 6 }, (_, i) => ({
      input: `${SECRET} ${i}`,
      obs: Array.from({ length: 10 }, (_, k) => (k % 2 === 0 ? `a${i}` : `b${i}`)),
    })),
  );
}

function reports(e: Evidence): string[] {
  const a = assess(e, null, { epsilon: 0.05 });
  return [
    renderText(a, META),
    renderJson(a, META),
    renderJunit(a, META),
    renderMarkdown(a, META, { mode: 'comment' }),
    renderMarkdown(a, META, { mode: 'summary' }),
    renderHtml(a, META),
  ];
}

describe('inputs in reports (docs/secrets.md)', () => {
  it('findings name inputs by an excerpt of their text where the evidence holds it', () => {
    const [text, , junit, comment, , html] = reports(flipping());
    for (const r of [text, junit, comment, html]) expect(r).toContain(SECRET);
  });

  it('redacted evidence (inputs dropped, as redact does) shows no input text in any format', () => {
    const e = flipping();
    const redacted: Evidence = { ...e, cases: e.cases.map(({ input: _input, ...rest }) => rest) };
    for (const r of reports(redacted)) {
      expect(r).not.toContain(SECRET);
      expect(r).not.toContain('4711');
    }
  });
});
