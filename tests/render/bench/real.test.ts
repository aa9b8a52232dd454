import { beforeAll, describe, expect, it } from 'vitest';
import { reportBench } from '../../../src/app/bench.js';
import type { AgentRun, BenchReport } from '../../../src/core/bench/types.js';
import {
  latencyChart,
  passKChart,
  renderBenchHtml,
  renderBenchMarkdown,
  renderBenchText,
} from '../../../src/render/bench/index.js';
import {
  atK,
  duration,
  durationTick,
  sentence,
  subjectPrefix,
  unscoredText,
} from '../../../src/render/bench/facts.js';
import { bundledRun, FAILING, PASSING, type BundledRun } from './bundled.js';

// What reading the real reports (the bundled benchmark with the example agents, through
// the engine) showed, each fixed in src/render/bench and kept fixed here: in-process
// agents answer in well under a millisecond, so latencies printed as `0 ms` and a latency
// axis labelled `0 ms` at every tick; the core's finding texts begin with their subject,
// so the reports said `a: a: …`.

/** The same collected runs with every latency replaced. */
function withLatencies(r: BundledRun, ms: (old: number) => number | undefined): BenchReport {
  const runs: AgentRun[] = r.collected.runs.map((run) => ({
    ...run,
    attempts: run.attempts.map((a) => {
      const { ms: old, ...rest } = a;
      const next = old === undefined ? undefined : ms(old);
      return next === undefined ? rest : { ...rest, ms: next };
    }),
  }));
  return reportBench(
    {
      benchmark: r.collected.benchmark,
      runs,
      evidenceDigest: r.collected.evidenceDigest,
    },
    r.command,
  );
}

const ticks = (svg: string) =>
  [...svg.matchAll(/<text class="tick" [^>]*text-anchor="middle">([^<]*)<\/text>/g)].map(
    (m) => m[1],
  );

let compare: BundledRun;
beforeAll(async () => {
  compare = await bundledRun('real-compare', 'compare', [PASSING, FAILING]);
}, 60_000);

describe('latencies under a millisecond (an in-process agent)', () => {
  it('duration: two decimals below 1 ms, never 0 ms for a time that is not 0', () => {
    expect(duration(0)).toBe('0 ms');
    expect(duration(0.004)).toBe('< 0.01 ms');
    expect(duration(0.041)).toBe('0.04 ms');
    expect(duration(0.297)).toBe('0.30 ms');
    expect(duration(0.996)).toBe('1 ms');
    expect(duration(812.4)).toBe('812 ms');
    expect(duration(2414)).toBe('2.41 s');
    expect(duration(null)).toBe('n/a');
  });

  it('durationTick: neighbouring ticks never read the same', () => {
    expect([0, 0.1, 0.2, 0.3].map((t) => durationTick(t, 0.1))).toEqual([
      '0 ms',
      '0.1 ms',
      '0.2 ms',
      '0.3 ms',
    ]);
    expect([0, 0.05, 0.1].map((t) => durationTick(t, 0.05))).toEqual([
      '0 ms',
      '0.05 ms',
      '0.10 ms',
    ]);
    expect([0, 500, 1000, 1500].map((t) => durationTick(t, 500))).toEqual([
      '0 ms',
      '500 ms',
      '1.00 s',
      '1.50 s',
    ]);
  });

  it('the reports of a sub-millisecond run show its latencies, and the chart’s axis is readable', () => {
    // The real run's latencies as an in-process agent has them: 0.040 to 0.329 ms.
    const r = withLatencies(compare, (ms) => ms / 1000);
    const a = r.comparison.agents[0]!;
    expect(a.latency.p50).toBeGreaterThan(0);
    expect(a.latency.p50).toBeLessThan(1);
    const p50 = duration(a.latency.p50);
    expect(p50).toMatch(/^0\.\d\d ms$/);
    expect(renderBenchText(r)).toMatch(new RegExp(`latency p50 +${p50.replace('.', '\\.')}`));
    expect(renderBenchMarkdown(r)).toContain(`| ${p50} |`);
    expect(renderBenchHtml(r)).toContain(`<td class="num">${p50}</td>`);
    const labels = ticks(latencyChart(r));
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.slice(1).every((l) => l !== '0 ms')).toBe(true);
  });

  it('every latency 0 ms: the chart says so instead of looking broken', async () => {
    const zero = await bundledRun('real-zero', 'compare', [PASSING, FAILING], {
      zeroLatency: true,
    });
    const svg = latencyChart(zero.report);
    expect(zero.report.comparison.agents.every((a) => a.latency.max === 0)).toBe(true);
    expect(svg).toContain('every timed attempt: 0 ms');
    expect(new Set(ticks(svg)).size).toBe(ticks(svg).length);
    // Not said when a latency is not 0.
    expect(latencyChart(compare.report)).not.toContain('every timed attempt');
  });

  it('no latency recorded (an import without latencies): each row says so', () => {
    const r = withLatencies(compare, () => undefined);
    const svg = latencyChart(r);
    expect(svg.match(/no latency recorded/g)).toHaveLength(2);
    expect(svg).not.toContain('every timed attempt');
    expect(renderBenchText(r)).toMatch(/latency p50 +n\/a +n\/a/);
  });
});

describe('findings whose text begins with their subject', () => {
  it('subjectPrefix: the subject is shown only when the text does not start with it', () => {
    expect(subjectPrefix({ subject: 'a', text: 'a: every one of 45 attempts passed' })).toBe(false);
    expect(subjectPrefix({ subject: 'a vs b', text: 'a is better than b by 0.43' })).toBe(true);
    expect(subjectPrefix({ subject: 'a', text: 'all 45 attempts passed' })).toBe(true);
  });

  it('the real reports name each subject once', () => {
    const r = compare.report;
    const texts = [renderBenchText(r), renderBenchMarkdown(r), renderBenchHtml(r)];
    for (const f of r.verdict.findings) {
      for (const t of texts) {
        expect(t).toContain(f.text.slice(0, 40));
        expect(t).not.toContain(`${f.subject}: ${f.subject}:`);
        expect(t).not.toMatch(new RegExp(`>${f.subject}</span>: ${f.subject}:`));
      }
    }
    // The pair's finding, whose text does not begin with its subject, keeps it.
    expect(renderBenchText(r)).toContain(
      'passing-agent vs failing-agent: passing-agent is better than failing-agent',
    );
  });
});

describe('three agents with long names on one run per task', () => {
  // Two names alike in their first 50 characters: cut to 40, they read the same.
  const NAMES = [
    'router-with-the-longer-system-prompt-from-the-pr-head-v2',
    'router-with-the-longer-system-prompt-from-the-pr-head-v1',
    'python-run-agent-file-as-agentverdict-users-have-it-as-is-unchan',
  ];
  let three: BundledRun;
  beforeAll(async () => {
    three = await bundledRun(
      'real-three',
      'compare',
      [PASSING, FAILING, 'examples/bench/agent.py'],
      {
        runs: 1,
        names: NAMES,
      },
    );
  }, 60_000);

  it('text: the tables key the agents #1 #2 #3, each key given once with the whole name', () => {
    const text = renderBenchText(three.report);
    const lines = text.split('\n');
    NAMES.forEach((n, i) => expect(lines).toContain(`  #${i + 1}  ${n}`));
    expect(lines.find((l) => /^ +#1 +#2 +#3$/.test(l))).toBeDefined();
    expect(lines.find((l) => /^ {2}task +name +#1 +#2 +#3$/.test(l))).toBeDefined();
    expect(text).toContain('#1 vs #2');
    expect(text).not.toMatch(/router-with-the-longer-system-prompt-from…/);
    // Short names stay as they are.
    expect(renderBenchText(compare.report)).not.toContain('#1');
  });

  it('Markdown: every name whole (up to the engine’s 64 characters)', () => {
    expect(NAMES[2]).toHaveLength(64);
    const md = renderBenchMarkdown(three.report);
    expect(md).toContain(`| **${NAMES[2]}** |`);
    expect(md).toContain(`| ${NAMES[0]} | ${NAMES[1]} | ${NAMES[2]} |`);
  });

  it('pass^k of a single k: the chart says why there is no curve', () => {
    expect(passKChart(three.report)).toContain(
      '1 run per task: only k = 1; more runs draw a curve over k',
    );
    expect(passKChart(compare.report)).not.toContain('only k = 1');
  });
});

describe('bench test of the failing agent, read as its user', () => {
  let failing: BundledRun;
  beforeAll(async () => {
    failing = await bundledRun('real-failing', 'test', [FAILING]);
  }, 60_000);

  it('the Markdown headline keeps the agent’s name as it is (never “Failing-agent”)', () => {
    const md = renderBenchMarkdown(failing.report);
    expect(failing.report.verdict.headline.startsWith('failing-agent on general:')).toBe(true);
    expect(md.split('\n')[2]!.startsWith('failing-agent on general:')).toBe(true);
    expect(md).not.toContain('Failing-agent');
    // Our own words still start with a capital.
    expect(sentence('ranked in 2 groups', ['a', 'b'])).toBe('Ranked in 2 groups');
    expect(sentence('b is worse', ['a', 'b'])).toBe('b is worse');
  });

  it('the task that errored says why, in the text and the Markdown', () => {
    const text = renderBenchText(failing.report);
    const row = text.split('\n').find((l) => l.startsWith('  iso-date '))!;
    expect(row).toMatch(/!!! +0 +0 +3 .*\(error: the date tool is unavailable\)$/);
    expect(renderBenchMarkdown(failing.report)).toContain(
      '| **iso-date** Date in ISO 8601 | !!! 0/3 · error: the date tool is unavailable |',
    );
    expect(renderBenchMarkdown(compare.report)).toContain(
      '!!! 0/3 · error: the date tool is unavailable |',
    );
  });

  it('pass^k above the reliability is explained: the task with no scored run is named', async () => {
    const a = failing.report.comparison.agents[0]!;
    expect(atK(a.passHatK, 3)!.value).toBeGreaterThan(a.reliability.value);
    const note =
      'pass^k and pass@k are over scored runs (pass or fail), so a task whose every attempt errored is left out of them: failing-agent: 1 task (iso-date).';
    expect(renderBenchText(failing.report)).toContain(`  ${note}\n`);
    expect(renderBenchMarkdown(failing.report)).toContain(`_${note}_`);
    expect(renderBenchHtml(failing.report)).toContain(`<p class="note" id="unscored">${note}</p>`);
    // Not said when every task has a scored run.
    const passing = await bundledRun('real-passing', 'test', [PASSING]);
    expect(unscoredText(passing.report, (x) => x)).toBeNull();
    expect(renderBenchText(passing.report)).not.toContain('scored runs');
  });
});
