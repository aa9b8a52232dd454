/* eslint-disable no-control-regex -- the checks look for control characters */
// Every entry of the hostile corpus (hostile-corpus.ts), in every role, through
// every format the project writes: the text report and the log group it is shown
// in, the JSON report, JUnit (well-formed and valid against the XSD), the job
// summary, the PR comment with its baseline sections, the Action's other Markdown
// sections, the HTML report (statically here; in Chromium in
// hostile.browser.test.ts) and the workflow annotations as the runner receives
// them. Each is compared with the same report made from a harmless label: the
// structure (lines, table rows, headings, XML elements) must not depend on what
// the agent said.
import * as core from '@actions/core';
import { describe, expect, it } from 'vitest';
import type { Baseline } from '../../src/core/index.js';
import { compareCodePoints } from '../../src/core/util/order.js';
import { renderCheckMarkdown, renderCheckText } from '../../src/render/baselines/index.js';
import { markdownCode, plainLine, plainLineWithin, terminalSafe } from '../../src/render/escape.js';
import { readableSettings } from '../../src/render/readable-settings.js';
import { baselineSection } from '../../src/render/github/baseline-section.js';
import {
  commentFailureNote,
  commentUpdateFailureNote,
  deliveryNote,
  uploadFailureNote,
} from '../../src/render/github/delivery.js';
import { promotedMarkdown, refusedMarkdown } from '../../src/render/github/promotion.js';
import {
  renderHtml,
  renderJson,
  renderJunit,
  renderMarkdown,
  renderText,
} from '../../src/render/index.js';
import { actionLog } from '../../src/github/actions-ports.js';
import { annotationsFor, limitAnnotations } from '../../src/github/annotations.js';
import { commentBody } from '../../src/github/comment.js';
import { commentContent } from '../../src/github/gate-report.js';
import type { Result } from '../../src/github/evaluate.js';
import {
  cellPipes,
  CORPUS,
  hostileReport,
  LONE_SURROGATE,
  ODD_BREAKS,
  outsideCode,
  RAW_CONTROL,
  workflowCommandLines,
  type HostileReport,
} from './hostile-corpus.js';
import {
  expectReporterShape,
  expectValidJunitFiles,
  expectValidReport,
  parseXml,
} from './helpers.js';
import type { XmlElement } from './helpers.js';

// Harmless labels in every gap between the report's fixed names, so a table
// sorted by name has its rows in the same order as the hostile one's.
const FIXED = ['missing', 'ok', 'partner case', 'route case'];
const BENIGN = ['a_benign', 'mz_benign', 'oz_benign', 'q_benign', 'z_benign'];
const benignReports = new Map<string, HostileReport>();
function benignFor(h: string): HostileReport & { readonly label: string } {
  const label = h.trim() === '' ? `${h}x` : h;
  const signs = (x: string) => FIXED.map((f) => Math.sign(compareCodePoints(x, f))).join();
  const name = BENIGN.find((b) => signs(b) === signs(label)) ?? 'a_benign';
  let report = benignReports.get(name);
  if (report === undefined) {
    report = hostileReport(name);
    benignReports.set(name, report);
  }
  return { ...report, label: name };
}

/** No character that acts on a reader rather than being read. */
function expectPlain(text: string, what: string): void {
  expect(RAW_CONTROL.exec(text)?.[0], `${what}: a raw control character`).toBeUndefined();
  expect(LONE_SURROGATE.exec(text)?.[0], `${what}: a lone surrogate`).toBeUndefined();
  expect(ODD_BREAKS.exec(text)?.[0], `${what}: a line break other than LF`).toBeUndefined();
  expect(workflowCommandLines(text), `${what}: a workflow command`).toEqual([]);
}

/** The shape of a Markdown document: each line's kind, never its words. */
function markdownShape(md: string): string[] {
  return md.split('\n').map((line) => {
    if (line === '') return 'blank';
    if (line.startsWith('|')) return `row ${cellPipes(line)}`;
    const heading = /^(#{1,6}) /.exec(line);
    if (heading !== null) return `h${heading[1]!.length}`;
    if (/^<\/?(details|summary)>/.test(line)) return line.replace(/>.*$/, '>');
    if (/^\s*[-*] /.test(line)) return 'item';
    if (line.startsWith('>')) return 'quote';
    return 'text';
  });
}

/** A link's destination may only be an address made of URL characters (safeLink). */
const SAFE_DESTINATION = /^https:\/\/[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+$/;

/** The Markdown invariants whatever the input: tags, mentions, links, tables, code spans. */
function expectSafeMarkdown(md: string, what: string): void {
  expectPlain(md, what);
  // Link destinations are checked on their own; the hidden marker is no text.
  const destinations = [...outsideCode(md).matchAll(/(?<!\\)\]\(([^)]*)\)/g)].map((m) => m[1]!);
  for (const d of destinations)
    expect(d, `${what}: a link to ${d.slice(0, 80)}`).toMatch(SAFE_DESTINATION);
  const text = outsideCode(md)
    .replace(/(?<!\\)\]\([^)]*\)/g, ']()')
    .replace(/^<!-- agentverity-action\/comment@1 [^\n]*-->$/m, '<!--');
  // Only the report's own tags, and the comment's hidden marker.
  const tags = text.match(/<[^>\s]*/g) ?? [];
  for (const tag of tags) {
    expect(
      ['<details', '</details', '<summary', '</summary', '<sub', '</sub', '<!--'],
      `${what}: ${tag}`,
    ).toContain(tag);
  }
  expect(text.match(/<details>/g)?.length ?? 0).toBe(text.match(/<\/details>/g)?.length ?? 0);
  // A mention pings unless a joiner follows the @.
  expect(text.match(/@(?!&#x200D;)/g) ?? [], `${what}: a mention`).toEqual([]);
  // No link, image or autolink to what the agent wrote.
  expect(text, what).not.toMatch(/\]\(https?:\/\/evil|https?:\/\/evil|www\.evil|<https?:/);
  // Every table row has as many cell pipes as its header.
  const lines = md.split('\n');
  lines.forEach((line, i) => {
    if (!line.startsWith('|')) return;
    let h = i;
    while (h > 0 && lines[h - 1]!.startsWith('|')) h--;
    expect(cellPipes(line), `${what}: ${line.slice(0, 120)}`).toBe(cellPipes(lines[h]!));
  });
  // Code spans close on their line.
  for (const line of lines)
    expect(openCodeSpan(line), `${what}: ${line.slice(0, 120)}`).toBe(false);
}

/**
 * True when a line leaves a code span open, read as CommonMark reads it: outside a
 * span a backslash escapes the next character; a run of n backticks opens a span
 * that only a run of exactly n closes, and inside it a backslash is plain text.
 */
function openCodeSpan(line: string): boolean {
  let i = 0;
  while (i < line.length) {
    if (line[i] === '\\') {
      i += 2;
      continue;
    }
    if (line[i] !== '`') {
      i++;
      continue;
    }
    let n = 0;
    while (line[i + n] === '`') n++;
    const close = new RegExp(`(?<!\`)\`{${n}}(?!\`)`, 'g');
    close.lastIndex = i + n;
    const m = close.exec(line);
    if (m === null) return true;
    i = m.index + n;
  }
  return false;
}

/** The tags of an HTML document with their attribute names, in order: never the text. */
function htmlShape(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-zA-Z][\w-]*)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    (m) =>
      // A long label carries its full text in a `title` (shown on hover): content, not shape.
      `${m[1]}${[...(m[2] ?? '').matchAll(/([\w:-]+)(?:="[^"]*")?/g)]
        .filter((x) => x[1] !== 'title')
        .map((x) => ` ${x[1]}`)
        .join('')}`,
  );
}

/** The element names of an XML document, depth first. */
function xmlShape(e: XmlElement, depth = 0): string[] {
  return [`${' '.repeat(depth)}${e.name}`, ...e.children.flatMap((c) => xmlShape(c, depth + 1))];
}

/** What the runner receives for one annotation, as @actions/core writes it. */
function emitted(run: () => void): string {
  const chunks: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  try {
    run();
  } finally {
    process.stdout.write = write;
  }
  return chunks.join('');
}

/** @actions/core's escaping undone: the command's data and properties as the runner reads them. */
function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
function unescapeProperty(s: string): string {
  return unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');
}

function result(r: HostileReport, h: string): Result {
  return {
    assessment: r.assessment,
    evidence: r.evidence,
    meta: { ...r.meta, run: { startedAt: '2026-01-02T03:04:05.000Z', durationMs: 10 } },
    check: { result: r.check, baseline: r.baseline, path: h, file: h },
    suitePath: h,
    suiteText: r.suiteText,
    inputsPath: null,
    admitted: false,
    admissionRefusals: [{ code: 'admission.incomplete', reason: h }],
    candidate: null,
    exitCode: r.assessment.exitCode,
    status: r.assessment.status,
  };
}

function comment(r: HostileReport, h: string, candidate: Baseline | null): string {
  const section = baselineSection({
    approvalLabel: h,
    approvalRoles: ['write', h],
    candidateFile: h,
    candidate: candidate === null ? null : { baseline: candidate, digest: 'c'.repeat(64) },
    admissionRefusals: [{ code: 'admission.incomplete', reason: h }],
    pullRequest: true,
    record: {
      headSha: 'f'.repeat(40),
      statusWritten: false,
      problem: { kind: 'failed', message: h },
      inComment: false,
    },
    replaces: { path: h, drifted: true },
    revoked: { label: h, removed: false },
  });
  const content = commentContent({
    settings: { commentKey: h },
    result: result(r, h),
    artifactUrl: 'https://github.com/acme/app/actions/runs/1/artifacts/2',
    headSha: 'f'.repeat(40),
    section,
    dataBlock: null,
    secrets: [],
  });
  return commentBody(h, content);
}

describe.each(CORPUS.map((c) => [c.name, c.text] as const))('hostile corpus: %s', (_name, h) => {
  const r = hostileReport(h);
  const B = benignFor(h);
  const meta = r.meta;
  const a = r.assessment;

  it('text: plain, one figure a line, the same lines as a harmless label', () => {
    for (const colour of [false, true]) {
      const text = renderText(a, meta, { colour });
      // Our own colour codes only.
      const own = colour ? text.replace(/\u001b\[[0-9;]*m/g, '') : text;
      expectPlain(own, `text (colour ${colour})`);
      // A 64 KiB label is cut: no line is more than a few labels long.
      expect(Math.max(...own.split('\n').map((l) => l.length))).toBeLessThan(10_000);
      expect(own.split('\n').length).toBe(
        renderText(B.assessment, B.meta, { colour: false }).split('\n').length,
      );
    }
    expectPlain(renderCheckText(r.check, r.baseline), 'check text');
  });

  it('the text report in the log: one group, nothing in it runs as a workflow command', () => {
    const out = emitted(() =>
      actionLog().group('AgentVerity report', renderText(a, meta, { colour: false })),
    );
    const lines = out.split(/\r?\n/).filter((l) => l !== '');
    expect(lines[0]).toBe('::group::AgentVerity report');
    expect(lines[lines.length - 1]).toBe('::endgroup::');
    expect(workflowCommandLines(lines.slice(1, -1).join('\n'))).toEqual([]);
  });

  it('json: valid against the schema, the label kept exactly as the agent gave it', () => {
    const json = renderJson(a, meta);
    expect(workflowCommandLines(json)).toEqual([]);
    const report = JSON.parse(json) as { routes: { decision: string }[] };
    expectValidReport(report);
    const label = h.trim() === '' ? `${h}x` : h;
    expect(report.routes.map((x) => x.decision)).toContain(label);
  });

  it('junit: well-formed, the same elements as a harmless label (the XSD: below)', () => {
    const xml = renderJunit(a, meta);
    expectReporterShape(xml);
    expectPlain(xml, 'junit');
    expect(xml).not.toMatch(/<script|<!\[CDATA|<!DOCTYPE|<!ENTITY/);
    expect(xmlShape(parseXml(xml))).toEqual(xmlShape(parseXml(renderJunit(B.assessment, B.meta))));
  });

  it.each(['summary', 'comment'] as const)('markdown (%s): structure cannot be broken', (mode) => {
    const md = renderMarkdown(a, meta, { mode });
    expectSafeMarkdown(md, `markdown ${mode}`);
    expect(markdownShape(md)).toEqual(
      markdownShape(renderMarkdown(B.assessment, B.meta, { mode })),
    );
    const check = renderCheckMarkdown(r.check, r.baseline, h);
    expectSafeMarkdown(check, 'check markdown');
    // The baseline's path is a code span: shown literally, so escaped for one.
    expect(check).toContain(`since ${markdownCode(h, 200)} (`);
    expect(markdownShape(check)).toEqual(
      markdownShape(renderCheckMarkdown(B.check, B.baseline, 'benign')),
    );
  });

  it('the PR comment, with the baseline sections, stays safe and under the limit', () => {
    for (const candidate of [null, r.baseline]) {
      const body = comment(r, h, candidate);
      expect(body.length).toBeLessThanOrEqual(65_536);
      expect(body.startsWith('<!-- ')).toBe(true);
      expectSafeMarkdown(body, 'comment');
      expect(markdownShape(body)).toEqual(
        markdownShape(comment(B, B.label, candidate === null ? null : B.baseline)),
      );
    }
  });

  it("the Action's other sections: promotion, refusal, delivery notes", () => {
    const approval = {
      how: 'pr-label' as const,
      // A GitHub login from the label event, not agent text: mentioned on purpose.
      approver: 'octocat',
      approvedAt: '2026-01-02T03:04:05Z',
      label: h,
      role: h,
      headSha: 'f'.repeat(40),
      pullRequest: 7,
      repository: 'acme/app',
    };
    const sections = [
      ...(['commit', 'artifact', 'runner'] as const).map((how) =>
        promotedMarkdown(
          {
            baseline: { ...r.baseline, approval },
            approval,
            digest: 'ab'.repeat(32),
            candidateRun: 42,
            candidateArtifact: h,
            record: { source: 'commit status' },
            delivered: {
              how,
              commit: how === 'commit' ? 'f'.repeat(40) : null,
              branch: h,
              artifact: how === 'artifact' ? { id: 1, name: h } : null,
              fallback: how === 'commit' ? null : h,
              warnings: [h],
            },
            file: h,
            repoPath: h,
            labelRemoved: false,
          },
          'https://github.com/acme/app/commit/ffff',
        ),
      ),
      refusedMarkdown({ code: 'approval.role', message: h, advice: h }),
      deliveryNote([
        uploadFailureNote(h),
        commentFailureNote({ forbidden: true, fork: true, status: 403, message: h }, 'markdown'),
        commentFailureNote({ forbidden: false, fork: false, status: 500, message: h }, 'markdown'),
        commentUpdateFailureNote(h),
      ]),
    ];
    for (const md of sections) expectSafeMarkdown(md.replace(/^@octocat /m, ''), 'section');
    // The plain note is an annotation's data (core.warning), where `##[` is text.
    const plain = commentFailureNote(
      { forbidden: true, fork: false, status: 403, message: h },
      'plain',
    );
    expectPlain(plain.replaceAll('##[', '##'), 'plain note');
    expect(plain).not.toContain('\n');
  });

  it('html: the same elements and attributes as a harmless label, no raw control', () => {
    const html = renderHtml(a, meta);
    expect(html).toContain('Content-Security-Policy" content="default-src \'none\'');
    expect(html.match(/<script/gi) ?? []).toEqual([]);
    expect(html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+\s*=/i);
    expect(htmlShape(html)).toEqual(htmlShape(renderHtml(B.assessment, B.meta)));
    expectPlain(html, 'html');
  });

  it('a hostile artifact address is linked only when it is a plain address', () => {
    const hostile = { ...meta, artifactUrl: `https://example.invalid/${h}` };
    for (const mode of ['summary', 'comment'] as const) {
      const md = renderMarkdown(a, hostile, { mode });
      expectSafeMarkdown(md, mode);
      if (!SAFE_DESTINATION.test(hostile.artifactUrl)) expect(md).not.toContain('example.invalid');
    }
  });

  it('annotations: one command a line as the runner reads it, the message kept as text', () => {
    const list = limitAnnotations(
      annotationsFor(a, r.check, {
        suitePath: h,
        suiteText: r.suiteText,
        baselinePath: h,
        relationsChosen: true,
      }),
    );
    expect(list.length).toBeGreaterThan(3);
    const log = actionLog();
    for (const x of list) {
      // The message is the data of a `::error …::` line, which the runner reads as
      // that command: a `##[` inside it is text. Everything else is held as anywhere.
      expectPlain(x.message.replaceAll('##[', '##'), 'annotation message');
      expectPlain(x.title.replaceAll('##[', '##'), 'annotation title');
      const out = emitted(() => log.annotate(x));
      // One line: the command, its properties, its message.
      expect(out.endsWith('\n')).toBe(true);
      const line = out.slice(0, -1);
      expect(line).not.toMatch(/[\r\n]/);
      const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/s.exec(line);
      expect(m, line.slice(0, 200)).not.toBeNull();
      expect(m![1]).toBe(x.level);
      expect(unescapeData(m![3]!)).toBe(x.message);
      const props = Object.fromEntries(
        (m![2] ?? '')
          .split(',')
          .filter((p) => p !== '')
          .map((p) => {
            const eq = p.indexOf('=');
            return [p.slice(0, eq), unescapeProperty(p.slice(eq + 1))];
          }),
      );
      expect(props['title']).toBe(x.title);
      if (x.file !== undefined) expect(props['file']).toBe(x.file);
    }
    // The hostile label reaches the annotations, made visible.
    const label = h.trim() === '' ? `${h}x` : h;
    const shown = plainLine(label, 40);
    expect(
      list.some(
        (x) => x.message.includes(shown.slice(0, 30)) || x.title.includes(shown.slice(0, 30)),
      ),
    ).toBe(true);
  });
});

// One run of xmllint for every entry's report (one run each takes a second per ten).
it('junit: every entry’s report is valid against the XSD', async () => {
  await expectValidJunitFiles(
    CORPUS.map((c, i) => ({
      fileName: `entry-${i}.xml`,
      contents: renderJunit(hostileReport(c.text).assessment, hostileReport(c.text).meta),
    })),
  );
});

// The toolkit is what escapes annotation data; make sure it is the one in use.
it('annotations go through @actions/core (its escaping is what keeps them on one line)', () => {
  const out = emitted(() => core.error('a\n::error::b', { title: 't::x' }));
  expect(out).toBe('::error title=t%3A%3Ax::a%0A::error::b\n');
});

describe('the escapes the corpus needed', () => {
  it('the Arabic letter mark and the line and paragraph separators are shown, not acted on', () => {
    expect(plainLine('a\u061cb\u2028c\u2029d', 100)).toBe('a\\u061cb\\u2028c\\u2029d');
    expect(terminalSafe('a\u061cb\u2028c')).toBe('a\\u061cb\\u2028c');
  });

  it('a lone surrogate reaches the terminal as its escape, a pair as itself', () => {
    expect(terminalSafe('x\ud800y🙂')).toBe('x\\ud800y🙂');
  });

  it('a name fits its width with its escapes counted, and a cut never splits one', () => {
    expect(plainLineWithin('ab', 5)).toBe('ab');
    expect(plainLineWithin('\n\n', 12)).toBe('\\u000a\\u000a');
    expect(plainLineWithin('\n\n', 11)).toBe('\\u000a…');
    expect(Array.from(plainLineWithin('\n'.repeat(1_000), 240)).length).toBeLessThanOrEqual(240);
  });

  it('a code span keeps ##[ from reading as a workflow command', () => {
    expect(markdownCode('##[error]x')).toBe('`##\u200d[error]x`');
  });

  it('a setting named like an Object property is a name', () => {
    expect(readableSettings({ __proto__: 1, constructor: 'x', toString: 2 } as never)).toEqual([
      'constructor x',
      'toString 2',
    ]);
    expect(readableSettings(JSON.parse('{"__proto__": "p"}') as Record<string, unknown>)).toEqual([
      '__proto__ p',
    ]);
  });
});
