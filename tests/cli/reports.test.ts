import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveReportTargets } from '../../src/cli/reports.js';
import { Refusal } from '../../src/core/errors.js';
import { cli, cliWith, ROOT, tempDir } from '../helpers/cli.js';
import { expectReporterShape, expectValidJunit, expectValidReport } from '../render/helpers.js';

const PAYMENT = [
  'assess',
  '--evidence',
  'tests/fixtures/reports/payment.evidence.json',
  '--suite',
  'tests/fixtures/reports/payment-suite.json',
];
const file = (r: { files: Map<string, string> }, name: string) =>
  r.files.get(path.join(ROOT, name));

describe('--format and --output on assess', () => {
  it('without a suite, JUnit names the recorded file the cases come from', async () => {
    const r = await cli(
      'assess',
      '--evidence',
      'tests/fixtures/reports/blind.evidence.json',
      '--format',
      'junit',
      '--output',
      'out/b.xml',
    );
    const files = [...file(r, 'out/b.xml')!.matchAll(/ file="([^"]*)"/g)].map((m) => m[1]);
    expect(new Set(files)).toEqual(new Set(['tests/fixtures/reports/blind.evidence.json']));
  });

  it('writes one file per --format/--output pair and prints the headline', async () => {
    const r = await cli(
      ...PAYMENT,
      '--format',
      'json',
      '--output',
      'out/r.json',
      '--format',
      'junit',
      '--output',
      'out/r.xml',
      '--format',
      'markdown',
      '--output',
      'out/r.md',
      '--format',
      'html',
      '--output',
      'out/r.html',
    );
    expect(r.code).toBe(0);
    expect(r.files.size).toBe(4);
    expectValidReport(JSON.parse(file(r, 'out/r.json')!));
    await expectValidJunit(file(r, 'out/r.xml')!);
    expectReporterShape(file(r, 'out/r.xml')!);
    // JUnit points test reporters at the suite, as the user named it.
    const files = [...file(r, 'out/r.xml')!.matchAll(/ file="([^"]*)"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(1);
    expect(new Set(files)).toEqual(new Set(['tests/fixtures/reports/payment-suite.json']));
    expect(file(r, 'out/r.md')).toMatch(/^### AgentVerity: TRUSTWORTHY WITH CARE/);
    expect(file(r, 'out/r.html')).toMatch(/^<!DOCTYPE html>/);
    expect(r.stdout).toMatch(/^TRUSTWORTHY WITH CARE: /);
    expect(r.stdout.split('\n')).toHaveLength(2);
    expect(r.stderr).toContain('wrote the junit report to out/r.xml');
  });

  it('a --format without --output goes to standard output; each --output takes the --format before it', async () => {
    const r = await cli(...PAYMENT, '--format', 'text', '--format', 'json', '--output', 'r.json');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^TRUSTWORTHY WITH CARE: /);
    expect(r.stdout).toContain('Stability by route');
    expect(JSON.parse(file(r, 'r.json')!).schema).toBe('agentverity-action/report@1');
  });

  it.each(['junit', 'markdown', 'html'])(
    '--format %s alone prints to standard output',
    async (f) => {
      const r = await cli(...PAYMENT, '--format', f);
      expect(r.code).toBe(0);
      expect(r.files.size).toBe(0);
      if (f === 'junit') await expectValidJunit(r.stdout);
      if (f === 'markdown') expect(r.stdout).toContain('| card\\_security | 1 | 13 | 8 |');
      if (f === 'html') expect(r.stdout).toContain('<svg id="forest-plot"');
    },
  );

  it('the exit code follows the evidence whatever the format (blind: 1)', async () => {
    const r = await cli(
      'assess',
      '--evidence',
      'tests/fixtures/reports/blind.evidence.json',
      '--format',
      'junit',
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('<failure type="agentverity.blindness"');
  });

  it.each([
    [['--format', 'text', '--format', 'json'], /text and json would all go to standard output/],
    [['--output', 'a.json', '--format', 'json'], /--output a\.json comes before any --format/],
    [
      ['--format', 'json', '--output', 'a.json', '--output', 'b.json'],
      /--format json has two files, a\.json and b\.json/,
    ],
    [
      ['--format', 'json', '--output', 'x', '--format', 'junit', '--output', 'x'],
      /--output x is given for both json and junit/,
    ],
    [['--output', 'a', '--output', 'b'], /2 --output values but no --format/],
    [['--format', 'pdf'], /expected one of text, json, junit, markdown, html/],
  ])('refuses an ambiguous request with exit 2: %j', async (args, message) => {
    const r = await cli(...PAYMENT, ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.files.size).toBe(0);
    expect(r.stdout).toBe('');
  });

  it('writes text (without --format) to --output', async () => {
    const r = await cli(...PAYMENT, '--output', 'report.txt');
    expect(r.code).toBe(0);
    expect(file(r, 'report.txt')).toMatch(/^TRUSTWORTHY WITH CARE: /);
  });
});

describe('colour', () => {
  const ESC = '\u001b[';
  it('on a TTY, text is coloured', async () => {
    const r = await cliWith({ stdoutIsTTY: true }, ...PAYMENT);
    expect(r.stdout).toContain(ESC);
    // eslint-disable-next-line no-control-regex -- these tests look for control characters
    expect(r.stdout.split('\n')[0]).toMatch(/^\u001b\[1m\u001b\[33mTRUSTWORTHY WITH CARE/);
  });

  it.each([
    [{ stdoutIsTTY: true, env: { NO_COLOR: '1' } }, false],
    [{ stdoutIsTTY: true, env: { NO_COLOR: '' } }, true],
    [{ stdoutIsTTY: false, env: {} }, false],
  ])('%j → colour %s', async (io, coloured) => {
    const r = await cliWith(io, ...PAYMENT);
    expect(r.stdout.includes(ESC)).toBe(coloured);
  });

  it('a file never gets colour, even from a TTY', async () => {
    const r = await cliWith({ stdoutIsTTY: true }, ...PAYMENT, '--output', 'r.txt');
    expect(file(r, 'r.txt')).not.toContain(ESC);
  });
});

describe('resolveReportTargets (options built in code)', () => {
  it('pairs the n-th output with the n-th format when the command line order is unknown', () => {
    expect(
      resolveReportTargets({ format: ['json', 'junit', 'text'], output: ['r.json', 'r.xml'] }),
    ).toEqual([
      { format: 'json', path: 'r.json' },
      { format: 'junit', path: 'r.xml' },
      { format: 'text', path: null },
    ]);
    expect(resolveReportTargets({})).toEqual([{ format: 'text', path: null }]);
    expect(() => resolveReportTargets({ format: ['json'], output: ['a', 'b'] })).toThrow(Refusal);
  });
});

describe('--markdown-form: the comment form of the markdown report', () => {
  /** 600 routes with long labels, a third of them flipping: a summary far over a comment's limit. */
  function manyRoutes(): string[] {
    const dir = tempDir();
    const routes: string[] = [];
    const cases: { input: string; expected: string }[] = [];
    const evidence: { input: string; observations: string[] }[] = [];
    for (let i = 0; i < 600; i++) {
      const route = `route-${i}-${'x'.repeat(120)}`;
      routes.push(route);
      cases.push({ input: `q${i}`, expected: route });
      const last = i % 3 === 0 ? `other-${i}` : route;
      evidence.push({ input: `q${i}`, observations: [route, route, route, last] });
    }
    const suite = path.join(dir, 'suite.json');
    const evidenceFile = path.join(dir, 'evidence.json');
    writeFileSync(
      suite,
      JSON.stringify({
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: routes, required: routes, critical: [] },
        cases,
      }),
    );
    writeFileSync(
      evidenceFile,
      JSON.stringify({ schema: 'agentverity.evidence/v2', cases: evidence }),
    );
    return ['assess', '--evidence', evidenceFile, '--suite', suite, '--format', 'markdown'];
  }

  it('stays under the 65,536 characters of a PR comment, shortening visibly; the summary form does not', async () => {
    const argv = manyRoutes();
    const summary = await cli(...argv, '--output', 'summary.md');
    const comment = await cli(...argv, '--markdown-form', 'comment', '--output', 'comment.md');
    expect(comment.code).toBe(summary.code);
    const s = file(summary, 'summary.md')!;
    const c = file(comment, 'comment.md')!;
    expect(s.length).toBeGreaterThan(65_536);
    expect(s).not.toContain('Shortened to fit');
    expect(c.length).toBeLessThan(65_536);
    expect(Buffer.byteLength(c, 'utf8')).toBeLessThanOrEqual(60_000);
    expect(c).toMatch(/^### AgentVerity: /);
    expect(c).toContain('Shortened to fit 60000 bytes');
    // The default is the summary form, as before.
    const explicit = await cli(...argv, '--markdown-form', 'summary', '--output', 'summary.md');
    expect(file(explicit, 'summary.md')).toBe(s);
  });

  it('refuses the form without a markdown report, and an unknown form', async () => {
    const noMarkdown = await cli(...PAYMENT, '--markdown-form', 'comment');
    expect(noMarkdown.code).toBe(2);
    expect(noMarkdown.stderr).toMatch(/--markdown-form applies to the markdown report only/);
    const unknown = await cli(...PAYMENT, '--format', 'markdown', '--markdown-form', 'tweet');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Allowed choices are summary, comment/);
  });
});
