import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { BenchReport } from '../../../src/core/bench/types.js';
import {
  BENCH_REPORT_SCHEMA,
  niceTicks,
  OUTPUT_MAX,
  renderBench,
  renderBenchHtml,
  renderBenchJson,
  renderBenchJunit,
  renderBenchMarkdown,
  renderBenchText,
} from '../../../src/render/bench/index.js';
import { COMMENT_BUDGET_BYTES, utf8Bytes } from '../../../src/render/index.js';
import { ROOT } from '../../helpers/cli.js';
import {
  expectReporterShape,
  expectValidJunitFiles,
  parseXml,
  type XmlElement,
} from '../helpers.js';
import { ACTIVE, workflowCommandLines } from '../kit.js';
import {
  BENCH_FIXTURES,
  bigCompareReport,
  buildReport,
  GENERAL,
  compareThreeReport,
  compareTwoReport,
  HOSTILE_AGENT,
  HOSTILE_OUTPUTS,
  HUGE_OUTPUT,
  hostileReport,
  hostileTestReport,
  testReport,
} from './fixtures.js';

const META = { tool: { name: 'agentverity-action', version: 'test' } } as const;
const ALL = Object.entries(BENCH_FIXTURES).map(([name, build]) => [name, build()] as const);
const HOSTILE = [
  ['compare', hostileReport()],
  ['test', hostileTestReport()],
] as const;

const schema = JSON.parse(
  readFileSync(path.join(ROOT, 'schemas/bench-report.schema.json'), 'utf8'),
) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

describe('renderBench', () => {
  it.each(ALL)('%s: dispatches each format to its renderer, byte-stable', (_, r) => {
    expect(renderBench('text', r, META)).toBe(renderBenchText(r, META));
    expect(renderBench('json', r, META)).toBe(renderBenchJson(r, META));
    expect(renderBench('junit', r, META)).toBe(renderBenchJunit(r, META));
    expect(renderBench('markdown', r, META)).toBe(renderBenchMarkdown(r, META));
    expect(renderBench('html', r, META)).toBe(renderBenchHtml(r, META));
    for (const f of ['text', 'json', 'junit', 'markdown', 'html'] as const)
      expect(renderBench(f, r, META)).toBe(renderBench(f, structuredClone(r), META));
  });
});

describe('text', () => {
  it('bench test: headline first, every figure of the agent, the tasks that need a look', () => {
    const r = testReport();
    const text = renderBenchText(r, META);
    const lines = text.split('\n');
    expect(lines[0]).toBe('AgentVerity bench test: FAILED (exit 1)');
    expect(lines[1]).toBe(r.verdict.headline);
    const a = r.comparison.agents[0]!;
    expect(a.k).toBe(2);
    expect(text).toMatch(/reliability\s+77\.8%/);
    expect(text).toMatch(/95% over tasks\s+\[59\.2%, 96\.3%\]/);
    expect(text).toMatch(/95% Wilson\s+\[61\.9%, 88\.3%\]/);
    expect(text).toMatch(/error rate\s+2\.8%/);
    expect(text).toMatch(/consistency\s+79\.2%/);
    expect(text).toMatch(/latency p50\s+856 ms/);
    expect(text).toMatch(/latency p95\s+1\.54 s/);
    expect(text).toMatch(/pass\^2 \(all runs pass\)\s+72\.2% \[48\.3%, 96\.1%\]/);
    expect(text).toMatch(/pass@2 \(any run passes\)\s+88\.9% \[72\.1%, 100\.0%\]/);
    expect(text).toMatch(/decision flips\s+0\/1 \[0\.0%, 79\.3%\] undecided/);
    for (const f of r.verdict.findings) expect(text).toContain(f.text);
    expect(text).toContain('FAILED (gates, exit 1) router-v2');
    // One row per task, the marks in run order.
    expect(text).toMatch(/km-to-m\s+Kilometres to metres\s+✗✗✗\s+0\s+3\s+0\s+0\.0%/);
    expect(text).toMatch(/summary-5\s+Summarise in five words\s+✓!✓\s+2\s+0\s+1\s+100\.0%/);
    expect(text).toContain('5 tasks did not pass every attempt: capital-au');
    expect(text).not.toContain('Pairs');
  });

  it('compare: the pair table with McNemar, Newcombe, Holm, verdicts and the tie groups', () => {
    const r = compareThreeReport();
    const text = renderBenchText(r, META);
    expect(text.split('\n')[0]).toBe('AgentVerity bench compare: GATED (exit 1)');
    expect(text).toMatch(
      /alpha vs beta\s+12\s+\+8\.3 pts\s+\[−8\.0, \+24\.7\] pts\s+0\.5000 \(b=1, c=0\)\s+\[−20\.0, \+36\.6\] pts\s+0\.5000\s+0\.5000\s+28\.3 pts\s+no detectable difference/,
    );
    expect(text).toMatch(
      /alpha vs gamma\s+11 \(1 left out\)\s+\+63\.6 pts.*0\.0078\s+0\.0234\s+42\.6 pts\s+alpha better/,
    );
    expect(text).toContain('1. alpha, beta · 2. gamma');
    expect(text).toContain('alpha and beta: no detectable difference.');
    // Agents as columns.
    expect(text).toMatch(/^\s+alpha\s+beta\s+gamma$/m);
  });

  it('compare of two: what a user-named difference would take', () => {
    const text = renderBenchText(compareTwoReport(), META);
    expect(text).toContain(
      'To detect a difference of 10.0 points with power 0.8: 87 tasks at 3 runs each, or no number of runs of these 12 tasks reaches it.',
    );
    expect(text).not.toContain('McNemar');
  });

  it.each(HOSTILE)(
    'hostile %s: no control characters, no workflow command, nothing reordered',
    (_, r) => {
      const text = renderBenchText(r, META);
      expect(text).not.toMatch(ACTIVE);
      expect(workflowCommandLines(text)).toEqual([]);
      // Visible escapes instead.
      expect(text).toContain('\\u001b');
      expect(text).toContain('\\u202e');
      // Huge outputs are cut.
      expect(text.length).toBeLessThan(20_000);
    },
  );
});

describe('json', () => {
  it.each(ALL)('%s: valid against schemas/bench-report.schema.json', (_, r) => {
    const json = JSON.parse(renderBenchJson(r, META));
    const ok = validate(json);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(json.schema).toBe(BENCH_REPORT_SCHEMA);
    expect(json.tool).toEqual(META.tool);
  });

  it.each(ALL)('%s: every number and string of the report, unchanged', (_, r) => {
    const json = JSON.parse(renderBenchJson(r, META));
    const plain = JSON.parse(JSON.stringify(r)) as BenchReport;
    expect(json.agents).toEqual(plain.comparison.agents);
    expect(json.pairs).toEqual(plain.comparison.pairs);
    expect(json.tieGroups).toEqual(plain.comparison.tieGroups);
    expect(json.toDetect).toEqual(plain.comparison.toDetect);
    expect(json.findings).toEqual(plain.verdict.findings);
    expect(json.exitCode).toBe(r.verdict.exitCode);
    expect(json.headline).toBe(r.verdict.headline);
    expect(json.attempts).toEqual(plain.attempts);
    expect(json.evidenceDigest).toBe(r.evidenceDigest);
    expect(json.options).toEqual(plain.options);
  });

  it('the schema rejects what is not a bench report', () => {
    const good = JSON.parse(renderBenchJson(compareThreeReport(), META));
    const broken = [
      { ...good, schema: 'agentverity-action/report@1' },
      { ...good, agents: [] },
      { ...good, exitCode: 3 },
      { ...good, extra: true },
      { ...good, pairs: [{ ...good.pairs[0], verdict: 'a-wins' }] },
      {
        ...good,
        agents: [{ ...good.agents[0], reliability: { ...good.agents[0].reliability, value: 1.5 } }],
      },
    ];
    for (const b of broken) expect(validate(b)).toBe(false);
  });

  it('hostile outputs round-trip exactly, and nothing in the JSON is a workflow command', () => {
    const text = renderBenchJson(hostileReport(), META);
    expect(text).not.toContain('##[');
    expect(workflowCommandLines(text)).toEqual([]);
    const json = JSON.parse(text);
    const outputs = (json.attempts[HOSTILE_AGENT] as { output?: string }[]).map((a) => a.output);
    expect(outputs).toContain(HUGE_OUTPUT);
    expect(outputs).toContain(HOSTILE_OUTPUTS[1]);
  });

  it('run facts appear only when passed in', () => {
    const r = testReport();
    expect(JSON.parse(renderBenchJson(r)).run).toBeUndefined();
    expect(JSON.parse(renderBenchJson(r)).tool).toBeNull();
    const json = JSON.parse(renderBenchJson(r, { run: { durationMs: 1200, commit: 'abc' } }));
    expect(json.run).toEqual({ durationMs: 1200, commit: 'abc' });
    expect(validate(json)).toBe(true);
  });
});

function suites(xml: string): XmlElement[] {
  return parseXml(xml).children;
}
const cases = (s: XmlElement) => s.children.filter((c) => c.name === 'testcase');
const has = (c: XmlElement, tag: string) => c.children.find((x) => x.name === tag);

describe('junit', () => {
  it('every fixture is valid against junit-10.xsd and has the reporters’ shape', async () => {
    const files = [...ALL, ['big', bigCompareReport(50, 50)] as const].map(([name, r]) => ({
      fileName: `${name}.xml`,
      contents: renderBenchJunit(r, META),
    }));
    await expectValidJunitFiles(files);
    for (const f of files) expectReporterShape(f.contents);
  });

  it('bench test: one case per task, a failure where any attempt failed, an error where only errors', () => {
    const r = testReport();
    const [suite, ...rest] = suites(renderBenchJunit(r, META));
    expect(rest).toEqual([]);
    expect(suite!.attributes['name']).toBe('agentverity bench: router-v2');
    const cs = cases(suite!);
    expect(cs).toHaveLength(12);
    const failed = cs.filter((c) => has(c, 'failure')).map((c) => c.attributes['name']);
    expect(failed).toEqual([
      'capital-au: Capital of Australia',
      'km-to-m: Kilometres to metres',
      "count-r: Count the r's",
      'route-refund: Route a late-order refund',
    ]);
    const errored = cs.filter((c) => has(c, 'error'));
    expect(errored.map((c) => c.attributes['name'])).toEqual([
      'summary-5: Summarise in five words',
    ]);
    expect(has(errored[0]!, 'error')!.attributes['message']).toBe(
      'summary-5: 2 passed, 0 failed, 1 error of 3 attempts',
    );
    expect(has(cs[6]!, 'failure')!.attributes['message']).toBe(
      'km-to-m: 0 passed, 3 failed, 0 errors of 3 attempts',
    );
    expect(has(errored[0]!, 'system-out')!.text).toContain(
      'run 2 ERROR (30000 ms): timeout: no answer within 30000 ms',
    );
    // The exit code 1 of the verdict shows as failures and errors.
    expect(Number(suite!.attributes['failures']) + Number(suite!.attributes['errors'])).toBe(5);
  });

  it('compare: a pair fails only where the verdict’s fail-if-worse finding gates on it', () => {
    const three = suites(renderBenchJunit(compareThreeReport(), META));
    expect(three.map((s) => s.attributes['name'])).toEqual([
      'agentverity bench: alpha',
      'agentverity bench: beta',
      'agentverity bench: gamma',
      'agentverity bench: pairs',
    ]);
    const pairs = cases(three[3]!);
    expect(pairs.map((c) => [c.attributes['name'], has(c, 'failure') !== undefined])).toEqual([
      ['alpha vs beta', false],
      ['alpha vs gamma', true],
      ['beta vs gamma', true],
    ]);
    expect(has(pairs[1]!, 'failure')!.attributes['message']).toContain(
      'gamma is significantly worse',
    );
    // Two agents, head better, fail-if-worse head: nothing gates.
    const two = suites(renderBenchJunit(compareTwoReport(), META));
    expect(cases(two[2]!).map((c) => has(c, 'failure'))).toEqual([undefined]);
  });

  it.each(HOSTILE)(
    'hostile %s: outputs are text, one line per attempt, no workflow command',
    (kind, r) => {
      const xml = renderBenchJunit(r, META);
      expect(workflowCommandLines(xml)).toEqual([]);
      expect(xml).not.toContain('<script');
      expect(xml).not.toContain('<!DOCTYPE');
      expect(xml).not.toMatch(ACTIVE);
      const evil = suites(xml)[kind === 'compare' ? 1 : 0]!;
      if (kind === 'compare') {
        // The fail-if-worse finding gates on the pair: its hostile text is the failure's, as text.
        const failure = has(cases(suites(xml)[2]!)[0]!, 'failure')!;
        expect(failure.attributes['message']).toContain('<script>alert(4)</script> ]]> \\u0000');
        expect(failure.text).toContain('<script>alert(4)</script>');
      }
      expect(evil.attributes['name']).toBe(`agentverity bench: ${HOSTILE_AGENT}`);
      const out = has(cases(evil)[0]!, 'system-out')!.text;
      expect(out).toContain('</details><script>alert(1)</script>');
      expect(xml.length).toBeLessThan(40_000);
    },
  );
});

/** The number of cells a GFM table row has (unescaped pipes). */
function cellsOf(line: string): number {
  return line.replace(/\\\\/g, '').replace(/\\\|/g, '').split('|').length - 2;
}

function expectTablesIntact(md: string): void {
  const lines = md.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\| ---/.test(lines[i + 1] ?? '') || !lines[i]!.startsWith('|')) continue;
    const width = cellsOf(lines[i]!);
    for (let j = i + 1; j < lines.length && lines[j]!.startsWith('|'); j++)
      expect(cellsOf(lines[j]!), lines[j]).toBe(width);
  }
}

describe('markdown', () => {
  it('compare: per-metric columns, no combined score, a collapsible side-by-side table', () => {
    const md = renderBenchMarkdown(compareTwoReport(), META);
    expect(md.split('\n')[0]).toBe('### AgentVerity bench compare: COMPLETED');
    expect(md).toContain(
      '| agent | attempts | pass / fail / error | reliability | 95% CI (tasks) | 95% Wilson | error rate | consistency | pass^2 | pass@2 | p50 | p95 | decision flips |',
    );
    expect(md).not.toMatch(/score \|/i);
    expect(md).toContain(
      '| **base** | 36 | 16 / 19 / 1 | 44.4% | [21.2%, 67.7%] | [29.5%, 60.4%] | 2.8% | 73.6% |',
    );
    expect(md).toContain('| base vs head | 12 | −52.8 pts | [−74.7, −30.8] pts | &lt; 0.0001 |');
    expect(md).toContain('**head better**');
    expect(md).toMatch(/<details>\n<summary>Per task, side by side \(12 tasks\)<\/summary>/);
    expect(md).toContain(
      '| **capital-au** Capital of Australia | ✗✗✗ 0/3 · Sydney | ✓✓✓ 3/3 · Canberra |',
    );
    expectTablesIntact(md);
  });

  it('bench test: the agent row, the decision meter and the per-task table', () => {
    const md = renderBenchMarkdown(testReport(), META);
    expect(md.split('\n')[0]).toBe('### AgentVerity bench test: FAILED');
    expect(md).toContain('- ❌ router-v2: 7 attempts failed on 4 tasks');
    expect(md).toContain('Decision tasks: undecided: 0 of 1 disjoint pair flipped');
    expect(md).toContain(
      '| **summary-5** Summarise in five words | ✓!✓ 2/3 · Meeting moved to Wednesday |',
    );
    expect(md).not.toContain('**Pairs**');
    expectTablesIntact(md);
  });

  it.each(ALL)('%s: within the comment budget, tables intact', (_, r) => {
    const md = renderBenchMarkdown(r, META);
    expect(utf8Bytes(md)).toBeLessThanOrEqual(COMMENT_BUDGET_BYTES);
    expect(md).not.toContain('Shortened');
    expectTablesIntact(md);
  });

  it('a huge benchmark shortens visibly and stays under 65,536 characters', () => {
    const r = bigCompareReport();
    const unlimited = renderBenchMarkdown(r, { ...META, budgetBytes: 10_000_000 });
    expect(utf8Bytes(unlimited)).toBeGreaterThan(COMMENT_BUDGET_BYTES);
    const md = renderBenchMarkdown(r, {
      ...META,
      artifactUrl: 'https://github.com/o/r/actions/runs/1',
    });
    expect(utf8Bytes(md)).toBeLessThanOrEqual(COMMENT_BUDGET_BYTES);
    expect(md.length).toBeLessThan(65_536);
    expect(md).toMatch(/> Shortened to fit 60000 bytes: \d+ of 600 tasks in the per-task table/);
    expect(md).toContain('[full report](https://github.com/o/r/actions/runs/1)');
    expect(md).toMatch(/_… and \d+ more tasks in the full report\._/);
    // The agents and the pair are never dropped.
    expect(md).toContain('| **one** |');
    expect(md).toContain('| one vs two |');
    expectTablesIntact(md);
  });

  it('a tiny budget leaves the headline and says so', () => {
    const md = renderBenchMarkdown(compareThreeReport(), { ...META, budgetBytes: 600 });
    expect(utf8Bytes(md)).toBeLessThanOrEqual(600);
    expect(md).toContain('only the headline is shown');
    const small = renderBenchMarkdown(compareThreeReport(), { ...META, budgetBytes: 3000 });
    expect(utf8Bytes(small)).toBeLessThanOrEqual(3000);
    expect(small).toContain('the per-task table left out');
    expect(small).not.toContain('<details>');
  });

  it.each(HOSTILE)(
    'hostile %s: no HTML, no link, no mention, no workflow command; huge outputs cut',
    (_, r) => {
      const md = renderBenchMarkdown(r, META);
      expect(md).not.toMatch(/<(?!details>|\/details>|summary>|\/summary>)[a-z!/?]/i);
      expect(md.match(/<\/details>/g)).toHaveLength(1);
      expect(md).not.toMatch(/(?<!\\)\]\(/);
      expect(md).not.toMatch(/@everyone|@org/);
      expect(md).not.toMatch(ACTIVE);
      expect(workflowCommandLines(md)).toEqual([]);
      expect(md).not.toContain('A'.repeat(200));
      expect(utf8Bytes(md)).toBeLessThan(20_000);
      expectTablesIntact(md);
    },
  );
});

describe('html', () => {
  it.each(ALL)('%s: self-contained, three charts with titles and text, every task', (_, r) => {
    const html = renderBenchHtml(r, META);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'`);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|<[^>]*\s(src|href)=/i);
    for (const id of ['chart-reliability', 'chart-passk', 'chart-latency']) {
      expect(html).toContain(
        `<svg id="${id}" class="chart" role="img" aria-labelledby="${id}-title ${id}-desc"`,
      );
      expect(html).toMatch(new RegExp(`<desc id="${id}-desc">[^<]+</desc>`));
    }
    expect(html.match(/<g class="row agent-/g)).toHaveLength(2 * r.comparison.agents.length);
    expect(html.match(/<g class="series agent-/g)).toHaveLength(r.comparison.agents.length);
    const rows = html.split('<table id="tasks">')[1]!.split('</table>')[0]!;
    expect(rows.match(/<tr><th scope="row">/g)).toHaveLength(r.benchmark.tasks.length);
  });

  it('the pass^k chart has one point per k of each curve, the band where there are two or more', () => {
    const r = compareTwoReport();
    const html = renderBenchHtml(r, META);
    const svg = html.split('<svg id="chart-passk"')[1]!.split('</svg>')[0]!;
    const points = r.comparison.agents.reduce((s, a) => s + a.passHatK.length, 0);
    expect(svg.match(/<g class="point">/g)).toHaveLength(points);
    expect(svg.match(/class="band"/g)).toHaveLength(2);
    expect(svg).toContain('head: pass^3 91.7% [75.3%, 100.0%]');
  });

  it.each(HOSTILE)('hostile %s: every output is escaped text, cut to OUTPUT_MAX', (_, r) => {
    const html = renderBenchHtml(r, META);
    expect(html).not.toMatch(/<script|<img|<iframe|<link|<style>body|<!DOCTYPE x|<x>/i);
    expect(html).toContain('&lt;/details&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(htmlEscaped(HOSTILE_AGENT).replace('::warning::', '::warning::'));
    expect(html).not.toMatch(ACTIVE);
    expect(workflowCommandLines(html)).toEqual([]);
    expect(html).not.toContain('A'.repeat(OUTPUT_MAX + 1));
    expect(html).toContain(`${'A'.repeat(OUTPUT_MAX - 1)}…`);
  });
});

function htmlEscaped(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

describe('niceTicks', () => {
  it('runs from 0 past the maximum in round steps', () => {
    expect(niceTicks(1540)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(niceTicks(30_000)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });
});

describe('a degenerate report', () => {
  /** One agent whose every attempt errored with no latency, incomplete; one that ran half the tasks. */
  function degenerate(): BenchReport {
    const tasks = GENERAL.tasks.slice(0, 4);
    const r = buildReport({
      command: 'compare',
      benchmark: { ...GENERAL, tasks },
      runs: 1,
      agents: [
        {
          ref: { name: 'dead', kind: 'http', source: 'http://127.0.0.1:9' },
          tasks: Object.fromEntries(
            tasks.map((t) => [t.id, [{ o: 'E' as const, error: 'ECONNREFUSED' }]]),
          ),
        },
        {
          ref: { name: 'half', kind: 'module', source: 'half.mjs' },
          tasks: {
            [tasks[0]!.id]: [{ o: 'P', out: '42' }],
            [tasks[1]!.id]: [{ o: 'F', out: '1' }],
          },
        },
      ],
      verdict: {
        command: 'compare',
        exitCode: 2,
        headline: 'dead gave no valid output',
        findings: [],
      },
    });
    const [dead, half] = r.comparison.agents;
    return {
      ...r,
      comparison: { ...r.comparison, agents: [{ ...dead!, complete: false }, half!] },
    };
  }

  it('renders in every format: n/a where there is no figure, valid JSON and JUnit', async () => {
    const r = degenerate();
    const dead = r.comparison.agents[0]!;
    expect(dead.latency.p50).toBeNull();
    expect(dead.consistency).toBeNull();
    expect(r.comparison.pairs[0]!.pairedTasks).toBe(0);
    const text = renderBenchText(r, META);
    expect(text).toMatch(/latency p50\s+n\/a/);
    expect(text).toMatch(/complete\s+NO\s+yes/);
    expect(text.split('\n')[0]).toBe('AgentVerity bench compare: ERROR (exit 2)');
    const json = JSON.parse(renderBenchJson(r, META));
    expect(validate(json)).toBe(true);
    await expectValidJunitFiles([
      { fileName: 'degenerate.xml', contents: renderBenchJunit(r, META) },
    ]);
    expectReporterShape(renderBenchJunit(r, META));
    const md = renderBenchMarkdown(r, META);
    expect(md).toContain('| **dead** (incomplete) | 4 | 0 / 0 / 4 | 0.0% |');
    expectTablesIntact(md);
    const html = renderBenchHtml(r, META);
    expect(html).toContain('class="tone-caution" data-exit="2"');
    expect(html).not.toContain('NaN');
    expect(text + md).not.toContain('NaN');
  });
});
