import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBench, reportBench } from '../../../src/app/bench.js';
import type { BenchReport } from '../../../src/core/bench/types.js';
import { renderBench, type BenchReportMeta } from '../../../src/render/bench/index.js';
import { ROOT } from '../../helpers/cli.js';
import { expectReporterShape, expectValidJunitFiles, parseXml } from '../helpers.js';
import { expectGolden } from '../kit.js';
import { bundledRuns, CREATED_AT, latencyOf, RUNS, type BundledRun } from './bundled.js';

// Golden outputs of the bundled `general` benchmark with the two example agents of
// examples/bench (issue 17, "Done when"): each agent tested (`bench test`) and both
// compared (`bench compare`, 3 runs), collected through the engine with a deterministic
// clock (tests/render/bench/bundled.ts), rendered in every format and compared to
// tests/fixtures/golden/bench/bundled/. After an intended change run
// `UPDATE_GOLDEN=1 npx vitest run tests/render/bench/bundled.test.ts` and read the diff.
// Beside the golden equality, invariants a wrong golden would break: the JSON against its
// schema, the JUnit against the XSD, every figure in the Markdown and the text equal to
// the JSON's, the exit codes, the failing agent's counts as its README states them, and
// every report recomputed from its bench evidence file equal to the live one.
const GOLDEN = path.join(ROOT, 'tests/fixtures/golden/bench/bundled');
const META: BenchReportMeta = {
  tool: { name: 'agentverity-action', version: 'golden' },
  benchmarkFile: 'benchmarks/general.yaml',
};
const FORMATS = [
  { ext: 'txt', format: 'text' },
  { ext: 'json', format: 'json' },
  { ext: 'junit.xml', format: 'junit' },
  { ext: 'comment.md', format: 'markdown' },
  { ext: 'html', format: 'html' },
] as const;
const EXIT: Record<string, number> = { 'passing-test': 0, 'failing-test': 1, compare: 0 };

const validate = new Ajv({ allErrors: true, strict: true }).compile(
  JSON.parse(readFileSync(path.join(ROOT, 'schemas/bench-report.schema.json'), 'utf8')) as object,
);

const golden = (file: string, actual: string) => expectGolden(GOLDEN, file, actual);

// The JSON report as the test reads it (only what the checks use).
interface JBounds {
  low: number;
  high: number;
}
interface JPoint extends JBounds {
  k: number;
  value: number;
}
interface JTask {
  id: string;
  attempts: number;
  passes: number;
  fails: number;
  errors: number;
}
interface JAgent {
  agent: { name: string; kind: string; source: string };
  tasks: number;
  passed: number;
  failed: number;
  errored: number;
  reliability: { value: number; wilson: JBounds; cluster: JBounds };
  errorRate: number;
  consistency: number | null;
  latency: { count: number; p50: number | null; p95: number | null };
  k: number;
  passHatK: JPoint[];
  passAtK: JPoint[];
  perTask: JTask[];
}
interface JPair {
  a: string;
  b: string;
  pairedTasks: number;
  droppedTasks: number;
  meanDifference: number;
  interval: JBounds;
  p: number;
  pAdjusted: number;
  minimumDetectable: number;
  verdict: string;
}
interface JReport {
  command: string;
  exitCode: number;
  headline: { text: string };
  findings: { subject: string; text: string }[];
  runs: number;
  agents: JAgent[];
  pairs: JPair[];
  attempts: Record<string, { task: string; run: number; outcome: string; ms?: number }[]>;
}

// The test's own number formats (not the renderer's), from the JSON's values.
const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
const bounds = (b: JBounds) => `[${pct(b.low)}, ${pct(b.high)}]`;
const pts = (x: number) => {
  const v = (Math.round(x * 1000) / 10).toFixed(1);
  return x > 0 ? `+${v}` : x < 0 ? `−${v.replace('-', '')}` : `±${v}`;
};
const ms = (x: number | null) => (x === null ? 'n/a' : `${Math.round(x)} ms`);
const at = (curve: JPoint[], k: number) => {
  const p = curve.find((c) => c.k === k)!;
  return `${pct(p.value)} ${bounds(p)}`;
};
const marks = (j: JReport, agent: string, task: string) =>
  j.attempts[agent]!.filter((a) => a.task === task)
    .sort((x, y) => x.run - y.run)
    .map((a) => (a.outcome === 'pass' ? '✓' : a.outcome === 'fail' ? '✗' : '!'))
    .join('');

/** Each agent's figures, by row label of the text report's agent table. */
function textFigures(a: JAgent): Record<string, string> {
  return {
    kind: a.agent.kind,
    'passed / failed / errors': `${a.passed} / ${a.failed} / ${a.errored}`,
    reliability: pct(a.reliability.value),
    '95% over tasks': bounds(a.reliability.cluster),
    '95% Wilson': bounds(a.reliability.wilson),
    'error rate': pct(a.errorRate),
    consistency: pct(a.consistency),
    'latency p50': ms(a.latency.p50),
    'latency p95': ms(a.latency.p95),
    [`pass^${a.k} (all runs pass)`]: at(a.passHatK, a.k),
    [`pass@${a.k} (any run passes)`]: at(a.passAtK, a.k),
  };
}

/** Each agent's figures, by column header of the Markdown agent table. */
function markdownFigures(a: JAgent): Record<string, string> {
  return {
    attempts: String(a.passed + a.failed + a.errored),
    'pass / fail / error': `${a.passed} / ${a.failed} / ${a.errored}`,
    reliability: pct(a.reliability.value),
    '95% CI (tasks)': bounds(a.reliability.cluster),
    '95% Wilson': bounds(a.reliability.wilson),
    'error rate': pct(a.errorRate),
    consistency: pct(a.consistency),
    [`pass^${a.k}`]: at(a.passHatK, a.k),
    [`pass@${a.k}`]: at(a.passAtK, a.k),
    p50: ms(a.latency.p50),
    p95: ms(a.latency.p95),
  };
}

/** The lines of a text report's section, from its title to the next blank line. */
function section(text: string, title: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === title || l.startsWith(`${title} (`));
  expect(start, `section ${title}`).toBeGreaterThan(-1);
  const end = lines.findIndex((l, i) => i > start && l === '');
  return lines.slice(start + 1, end);
}
const textCells = (line: string) => line.trim().split(/\s{2,}/);

/** A Markdown table starting at its header line `| first |…`: header cells and rows. */
function markdownTable(md: string, first: string): { header: string[]; rows: string[][] } {
  const lines = md.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  expect(start, `table ${first}`).toBeGreaterThan(-1);
  const cells = (l: string) =>
    l
      .slice(2, -2)
      .split(' | ')
      .map((c) => c.trim());
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++)
    rows.push(cells(lines[i]!));
  return { header: cells(lines[start]!), rows };
}

/**
 * Every share (`53.3%`), difference in points (`+42.9`), p-value (`0.0330`) and latency
 * (`118 ms`) the report prints, once the JSON's own strings (headline, findings, task
 * names, outputs) are taken out, is one of the JSON's numbers in that format.
 */
function expectNumbersFromJson(rendered: string, j: JReport, raw: unknown): void {
  const numbers: number[] = [];
  const strings: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'number') numbers.push(v);
    else if (typeof v === 'string') strings.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(raw);
  let rest = rendered.replaceAll('&gt;', '>').replaceAll('&lt;', '<');
  for (const s of [...strings].sort((x, y) => y.length - x.length))
    if (s.length > 3) rest = rest.replaceAll(s, ' ');
  const shares = new Set(numbers.map((x) => (Math.abs(x) * 100).toFixed(1)));
  const p4 = new Set(numbers.map((x) => x.toFixed(4)));
  const whole = new Set(numbers.map((x) => String(Math.round(x))));
  const seen = { shares: 0, p: 0, ms: 0 };
  for (const m of rest.matchAll(/(?<![\w.])[+−±]?(\d+\.\d)(?![\d])/g)) {
    expect(shares, `${m[0]} in ${j.command}`).toContain(m[1]);
    seen.shares += 1;
  }
  for (const m of rest.matchAll(/(?<![\w.])(\d\.\d{4})(?!\d)/g)) {
    expect(p4, `${m[0]} in ${j.command}`).toContain(m[1]);
    seen.p += 1;
  }
  for (const m of rest.matchAll(/(?<![\w.])(\d+) ms\b/g)) {
    expect(whole, `${m[0]} in ${j.command}`).toContain(m[1]);
    seen.ms += 1;
  }
  expect(seen.shares).toBeGreaterThan(10);
  expect(seen.ms).toBeGreaterThan(1);
  if (j.pairs.length > 0) expect(seen.p).toBeGreaterThan(0);
}

/** The failing agent as examples/bench/README.md describes it: "fails six tasks and errors on one (`iso-date`…". */
function readmeClaim(): { fails: number; errorTask: string } {
  const readme = readFileSync(path.join(ROOT, 'examples/bench/README.md'), 'utf8');
  const m = /`failing-agent\.mjs`.*fails (\w+) tasks and errors on one \(`([\w-]+)`/.exec(readme);
  expect(m, 'the README row of failing-agent.mjs').not.toBeNull();
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  const fails = words.indexOf(m![1]!);
  expect(fails).toBeGreaterThan(0);
  return { fails, errorTask: m![2]! };
}

let RUNS_: BundledRun[] = [];
const out = new Map<string, Record<string, string>>();
beforeAll(async () => {
  RUNS_ = await bundledRuns();
  for (const r of RUNS_) {
    const rendered: Record<string, string> = {};
    for (const f of FORMATS) rendered[f.format] = renderBench(f.format, r.report, META);
    out.set(r.name, rendered);
  }
}, 120_000);

const NAMES = ['passing-test', 'failing-test', 'compare'] as const;
const run = (name: string) => RUNS_.find((r) => r.name === name)!;
const json = (name: string) => JSON.parse(out.get(name)!['json']!) as JReport;

describe.each(NAMES)('the bundled benchmark, %s', (name) => {
  it.each(FORMATS.map((f) => [f.ext, f] as const))(`golden ${name}.%s`, (_, { ext, format }) => {
    golden(`${name}.${ext}`, out.get(name)![format]!);
  });

  it('exit code, and the collection as asked: every task × 3 runs, timed by the fixed clock', () => {
    const r = run(name);
    expect(r.report.verdict.exitCode).toBe(EXIT[name]);
    expect(json(name).exitCode).toBe(EXIT[name]);
    expect(r.collected.evidence.createdAt).toBe(new Date(CREATED_AT).toISOString());
    for (const agentRun of r.collected.runs) {
      expect(agentRun.complete).toBe(true);
      expect(agentRun.attempts).toHaveLength(15 * RUNS);
      // Run-major, each call numbered from 1 per agent: its latency is the fixed one.
      const prompts = new Map(r.collected.benchmark.tasks.map((t) => [t.id, t.prompt ?? '']));
      agentRun.attempts.forEach((a, i) =>
        expect(a.ms, `${a.task}#${a.run}`).toBe(
          latencyOf(agentRun.agent.source, prompts.get(a.task)!, i + 1),
        ),
      );
    }
  });

  it('the JSON validates against schemas/bench-report.schema.json', () => {
    const raw: unknown = JSON.parse(out.get(name)!['json']!);
    expect(validate(raw), JSON.stringify(validate.errors)).toBe(true);
  });

  it('recomputed from the bench evidence file (readBench + reportBench), equal to the live report', async () => {
    const r = run(name);
    const read = await readBench(r.evidenceFile, ROOT);
    expect(read.evidenceDigest).toBe(r.collected.evidenceDigest);
    const again: BenchReport = reportBench(read, r.command);
    expect(again).toEqual(r.report);
    for (const f of FORMATS)
      expect(renderBench(f.format, again, META), f.format).toBe(out.get(name)![f.format]);
  });

  it('every figure in the text and the Markdown equals the JSON’s', () => {
    const j = json(name);
    const raw: unknown = JSON.parse(out.get(name)!['json']!);
    const text = out.get(name)!['text']!;
    const md = out.get(name)!['markdown']!;
    // The text's agent table: one column per agent.
    const rows = section(text, j.agents.length === 1 ? 'Agent' : 'Agents').map(textCells);
    expect(rows[0]).toEqual(j.agents.map((a) => a.agent.name));
    j.agents.forEach((a, i) => {
      for (const [label, want] of Object.entries(textFigures(a))) {
        const row = rows.find((cells) => cells[0] === label);
        expect(row, `${name}: text row ${label}`).toBeDefined();
        expect(row![i + 1], `${name}: text ${label} of ${a.agent.name}`).toBe(want);
      }
    });
    // The Markdown's agent table: one row per agent.
    const agentTable = markdownTable(md, 'agent');
    j.agents.forEach((a, i) => {
      const row = agentTable.rows[i]!;
      expect(row[0]).toBe(`**${a.agent.name}**`);
      for (const [col, want] of Object.entries(markdownFigures(a))) {
        const c = agentTable.header.indexOf(col);
        expect(c, `${name}: Markdown column ${col}`).toBeGreaterThan(0);
        expect(row[c], `${name}: Markdown ${col} of ${a.agent.name}`).toBe(want);
      }
    });
    // Per task: the marks and passes / attempts of every agent, in both.
    const taskTable = markdownTable(md, 'task');
    const taskText = section(text, 'Tasks').map(textCells);
    j.agents.forEach((a, i) => {
      for (const t of a.perTask) {
        const want = `${marks(j, a.agent.name, t.id)} ${t.passes}/${t.attempts}`;
        const mdRow = taskTable.rows.find((r) => r[0]!.startsWith(`**${t.id}**`))!;
        expect(mdRow[i + 1]!.startsWith(want), `${name}: Markdown task ${t.id}`).toBe(true);
        const textRow = taskText.find((r) => r[0] === t.id)!;
        if (j.agents.length === 1)
          expect(textRow.slice(2, 6)).toEqual([
            marks(j, a.agent.name, t.id),
            String(t.passes),
            String(t.fails),
            String(t.errors),
          ]);
        else expect(textRow[i + 2], `${name}: text task ${t.id}`).toBe(want);
      }
    });
    // The pairs.
    if (j.pairs.length > 0) {
      const pairs = markdownTable(md, 'pair');
      const pairText = section(text, 'Pairs').map(textCells);
      j.pairs.forEach((p, i) => {
        const tasks = `${p.pairedTasks}${p.droppedTasks > 0 ? ` (${p.droppedTasks} left out)` : ''}`;
        const diff = `${pts(p.meanDifference)} pts`;
        const ci = `[${pts(p.interval.low)}, ${pts(p.interval.high)}] pts`;
        const mdd = `${pts(p.minimumDetectable).replace('+', '')} pts`;
        expect(pairs.rows[i]!.slice(0, 4)).toEqual([`${p.a} vs ${p.b}`, tasks, diff, ci]);
        expect(pairs.rows[i]![pairs.header.indexOf('Holm p')]).toBe(p.pAdjusted.toFixed(4));
        expect(pairs.rows[i]![pairs.header.indexOf('min. detectable')]).toBe(mdd);
        expect(pairText[i + 1]).toEqual([
          `${p.a} vs ${p.b}`,
          tasks,
          diff,
          ci,
          p.p.toFixed(4),
          p.pAdjusted.toFixed(4),
          mdd,
          `${p.verdict === 'a-better' ? p.a : p.b} better`,
        ]);
      });
    }
    // And no other number: every share, difference, p and latency printed is the JSON's.
    expectNumbersFromJson(text, j, raw);
    expectNumbersFromJson(md, j, raw);
  });
});

describe('the bundled benchmark: what the example agents are said to do', () => {
  it('the passing agent passes every attempt, in every format', async () => {
    const j = json('passing-test');
    const a = j.agents[0]!;
    expect([a.passed, a.failed, a.errored]).toEqual([15 * RUNS, 0, 0]);
    expect(out.get('passing-test')!['text']!.split('\n')[0]).toBe(
      'AgentVerity bench test: PASSED (exit 0)',
    );
    const suite = parseXml(out.get('passing-test')!['junit']!).children[0]!;
    expect([suite.attributes['tests'], suite.attributes['failures']]).toEqual(['15', '0']);
    expect(suite.attributes['errors']).toBe('0');
  });

  it('the failing agent fails and errors on the tasks examples/bench/README.md names, ERROR never a FAIL', () => {
    const claim = readmeClaim();
    for (const name of ['failing-test', 'compare'] as const) {
      const j = json(name);
      const a = j.agents.find((x) => x.agent.source.endsWith('failing-agent.mjs'))!;
      const failing = a.perTask.filter((t) => t.fails > 0);
      const erroring = a.perTask.filter((t) => t.errors > 0);
      expect(failing, name).toHaveLength(claim.fails);
      expect(erroring.map((t) => t.id)).toEqual([claim.errorTask]);
      // Deterministic: a failing task fails every run, the erroring one errors every run.
      for (const t of failing) expect([t.fails, t.passes, t.errors]).toEqual([RUNS, 0, 0]);
      expect([erroring[0]!.errors, erroring[0]!.fails]).toEqual([RUNS, 0]);
      expect([a.failed, a.errored]).toEqual([claim.fails * RUNS, RUNS]);
      expect(a.passed).toBe((15 - claim.fails - 1) * RUNS);
    }
    // The JUnit suite counts them apart: six failures, one error.
    const suite = parseXml(out.get('failing-test')!['junit']!).children[0]!;
    expect(suite.attributes['tests']).toBe('15');
    expect(suite.attributes['failures']).toBe(String(claim.fails));
    expect(suite.attributes['errors']).toBe('1');
    const errorCase = suite.children.find((c) => c.children.some((x) => x.name === 'error'))!;
    expect(errorCase.attributes['name']).toContain(claim.errorTask);
    // The text names the error as an error.
    expect(out.get('failing-test')!['text']).toContain('3 attempts gave no valid output');
  });

  it('the comparison calls the passing agent better, and the failing agent’s figures are the same as tested alone', () => {
    const j = json('compare');
    expect(j.pairs).toHaveLength(1);
    expect(j.pairs[0]!.verdict).toBe('a-better');
    expect(j.pairs[0]!.a).toBe('passing-agent');
    const alone = json('failing-test').agents[0]!;
    const together = j.agents[1]!;
    expect(together).toEqual(alone);
  });

  it('every JUnit report is valid against junit-10.xsd and has the reporters’ shape', async () => {
    const files = NAMES.map((n) => ({ fileName: `${n}.xml`, contents: out.get(n)!['junit']! }));
    await expectValidJunitFiles(files);
    for (const f of files) expectReporterShape(f.contents);
  });

  it('no report says a finding’s subject twice', () => {
    for (const n of NAMES) {
      for (const f of ['text', 'markdown', 'html'] as const) {
        const rendered = out.get(n)![f]!;
        for (const a of json(n).agents)
          expect(rendered, `${n} ${f}`).not.toContain(`${a.agent.name}: ${a.agent.name}:`);
      }
    }
  });
});
