/* eslint-disable no-control-regex -- these tests look for control characters */
import { describe, expect, it } from 'vitest';
import { assess, parseSuite, type Assessment } from '../../src/core/index.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import {
  renderHtml,
  renderJson,
  renderJunit,
  renderMarkdown,
  renderText,
  type ReportMeta,
} from '../../src/render/index.js';
import { alternating, evidenceOf, times } from '../helpers/evidence.js';
import { expectReporterShape, expectValidJunit, expectValidReport } from './helpers.js';

// Agent outputs, inputs and labels are untrusted: every format must keep them as text.
const HOSTILE = [
  '</details>',
  '<script>alert(1)</script>',
  '| pipes |',
  '@org/team',
  '\u001b[31mred\u001b[0m',
  'nul\u0000byte',
  'y'.repeat(10_000),
  '\u202eright-to-left\u200f',
  '[link](https://evil.example) ![img](https://evil.example/x.png) www.evil.example',
  '`tick` <!-- marker --> &amp; #12',
  // GitHub workflow commands: `::name::` at a line start (after spaces), `##[name]` anywhere.
  '::error::pwned',
  'line1\n::warning file=a.ts::injected',
  '  ::add-mask::leading spaces',
  '##[error]legacy ##[set-output name=x;]y',
  '%0A::notice::encoded',
];

/** A log line GitHub's runner would read as a workflow command. */
function workflowCommandLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => /^\s*::[a-z-]+/i.test(line) || line.includes('##['));
}

const meta: ReportMeta = {
  tool: { name: 'agentverity-action', version: 'test' },
  settings: { epsilon: 0.05, note: HOSTILE.join(' ') },
  evidenceDigest: 'a'.repeat(64),
  artifactUrl: 'https://example.invalid/run/1)<script>',
};

function scenarios(): [string, Assessment][] {
  // Each hostile label is a route; the first flips against another hostile label.
  const routes = evidenceOf(
    HOSTILE.map((label, i) => ({
      input: `q${i}`,
      obs: i === 0 ? alternating(label, HOSTILE[1]!, 20) : times(label, 20),
      expected: label,
    })),
  );
  const blind = evidenceOf(
    Array.from({ length: 10 }, (_, i) => ({ input: `b${i}`, obs: times(HOSTILE[0]!, 6) })),
  );
  const incomplete = evidenceOf([
    { input: 'p', obs: ['a', 'a', `x:${HOSTILE.join(' ')}`] },
    { input: 'r', obs: ['b', 'b'] },
  ]);
  const relations = evidenceOf(
    [0, 1].map((i) => ({
      input: `r${i}`,
      obs: times('a', 10),
      relations: [
        {
          name: HOSTILE[2]!,
          type: 'invariant' as const,
          followupFingerprint: inputFingerprint(`R${i}`),
          changed: true,
          observation: { decision: i === 0 ? 'a' : HOSTILE[3]! },
          outcome: i === 0 ? ('held' as const) : ('violated' as const),
        },
      ],
    })),
    { relations: [{ name: HOSTILE[2]!, type: 'invariant' }] },
  );
  const suite = parseSuite({
    schema: 'agentverity.decision-suite/v1',
    contract: {
      allowed: [HOSTILE[0], HOSTILE[1], HOSTILE[7], HOSTILE[11]],
      critical: [HOSTILE[7]],
    },
    cases: [
      { input: 's1', expected: HOSTILE[0] },
      { input: 's2', expected: HOSTILE[1] },
    ],
  });
  const contract = evidenceOf([
    { input: 's1', obs: times(HOSTILE[0]!, 10) },
    { input: 's2', obs: times(HOSTILE[4]!, 10) },
  ]);
  // Hostile inputs that change decision on rerun, and that a relation changed: the
  // reports name them by their text, so every format must escape it. The last
  // ones come first, so the workflow commands are among the five named.
  const inputs = evidenceOf(
    [...HOSTILE].reverse().map((input) => ({
      input,
      obs: alternating('a', 'b', 4),
      relations: [
        {
          name: 'swap',
          type: 'invariant' as const,
          followupFingerprint: inputFingerprint(`${input}!`),
          changed: true,
          observation: { decision: 'c' },
          outcome: 'violated' as const,
        },
      ],
    })),
    { relations: [{ name: 'swap', type: 'invariant' }] },
  );
  return [
    ['inputs', assess(inputs, null, { epsilon: 0.05 })],
    ['routes', assess(routes, null, { epsilon: 0.05 })],
    ['blind', assess(blind, null, { epsilon: 0.05 })],
    ['incomplete', assess(incomplete, null, { epsilon: 0.05 })],
    ['relations', assess(relations, null, { epsilon: 0.05 })],
    ['contract', assess(contract, suite, { epsilon: 0.05 })],
  ];
}

const RAW_CONTROL =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Pipes that end a table cell: not escaped by an odd run of backslashes. */
function cellPipes(line: string): number {
  return (line.match(/(?<!\\)(?:\\\\)*\|/g) ?? []).length;
}

describe.each(scenarios())('hostile strings: %s', (_name, a) => {
  it('text: nothing acts on the terminal', () => {
    const text = renderText(a, meta, { colour: false });
    expect(text).not.toMatch(RAW_CONTROL);
    expect(text.split('\n')[0]).toMatch(/^[A-Z ]+: /);
  });

  it('json: valid against the schema, parses back', () => {
    const report = JSON.parse(renderJson(a, meta));
    expectValidReport(report);
  });

  it('junit: valid against the XSD, names and times everywhere', async () => {
    const xml = renderJunit(a, meta);
    await expectValidJunit(xml);
    expectReporterShape(xml);
    expect(xml).not.toContain('<script');
    // A label with a line break stays on one line, its break shown as \u000a; an
    // input is named by its text on one line (its line breaks read as spaces).
    for (const line of xml.split('\n')) {
      if (line.includes('injected')) expect(line).toMatch(/line1(\\u000a| ::warning)/);
    }
  });

  it.each(['comment', 'summary'] as const)('markdown (%s): structure cannot be broken', (mode) => {
    const md = renderMarkdown(a, meta, { mode });
    expect(md.match(/<details>/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(md.match(/<\/details>/g)?.length ?? 0).toBe(md.match(/<details>/g)?.length ?? 0);
    expect(md).not.toMatch(/<(?!\/?details>|summary>|\/summary>)/);
    expect(md).not.toMatch(/@(?!&#x200D;)/);
    expect(md).not.toMatch(RAW_CONTROL);
    expect(md).not.toMatch(/\]\(https:\/\/evil/);
    expect(md).not.toContain('example.invalid'); // the artifact URL is not a plain https URL
    // Every table row has as many cell pipes as its header.
    const lines = md.split('\n');
    lines.forEach((line, i) => {
      if (!line.startsWith('| ')) return;
      let h = i;
      while (h > 0 && lines[h - 1]!.startsWith('| ')) h--;
      expect(cellPipes(line), line.slice(0, 200)).toBe(cellPipes(lines[h]!));
    });
  });

  it('no format prints a line that GitHub would run as a workflow command', () => {
    const outputs = [
      renderText(a, meta, { colour: false }),
      renderJson(a, meta),
      renderJunit(a, meta),
      renderMarkdown(a, meta, { mode: 'comment' }),
      renderMarkdown(a, meta, { mode: 'summary' }),
      renderHtml(a, meta),
    ];
    for (const out of outputs) expect(workflowCommandLines(out)).toEqual([]);
    // The JSON report still holds the labels as they were.
    expect(renderJson(a, meta)).toContain('##\\u005b');
  });

  it('html: every label stays text', () => {
    const html = renderHtml(a, meta);
    expect(html).not.toMatch(/<script|<img|<link|<!-- marker/);
    expect(html).not.toMatch(RAW_CONTROL);
    expect(html).toContain('Content-Security-Policy" content="default-src \'none\'');
  });
});
