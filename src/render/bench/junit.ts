import type {
  AgentSummary,
  BenchReport,
  PairComparison,
  TaskSummary,
} from '../../core/bench/types.js';
import { plainLineWithin, xmlText } from '../escape.js';
import { junitCaseXml, junitProperty, junitSeconds } from '../report-kit.js';
import {
  attemptsOf,
  countsText,
  gatingFindingOf,
  OUTCOME_WORD,
  pairVerdictText,
  pct,
  points,
  pointsBounds,
  pValue,
  type BenchReportMeta,
} from './facts.js';
import { BENCH_REPORT_SCHEMA } from './json.js';

/** The file the cases stand for when the caller names none. */
export const DEFAULT_BENCH_JUNIT_FILE = 'agentverity-benchmark.yaml';

/** Classnames no file of a user's repository can match (see ../junit.ts). */
const TASK_CLASS = 'agentverity: bench';
const PAIR_CLASS = 'agentverity: compare';

const seconds = junitSeconds;

interface Case {
  readonly name: string;
  readonly classname: string;
  readonly ms: number;
  readonly element: { tag: 'failure' | 'error'; type: string; message: string } | null;
  readonly out: readonly string[];
}

function caseXml(c: Case, file: string): string[] {
  return junitCaseXml(c, file, junitSeconds(c.ms));
}

function taskCase(r: BenchReport, a: AgentSummary, t: TaskSummary): Case {
  const attempts = attemptsOf(r, a.agent.name, t.id);
  const counts = `${countsText(t.passes, t.fails, t.errors)} of ${t.attempts} attempts`;
  const element: Case['element'] =
    t.fails > 0
      ? { tag: 'failure', type: 'agentverity.bench.fail', message: `${t.id}: ${counts}` }
      : t.errors > 0
        ? { tag: 'error', type: 'agentverity.bench.error', message: `${t.id}: ${counts}` }
        : null;
  return {
    name: `${t.id}: ${t.name}`,
    classname: TASK_CLASS,
    ms: attempts.reduce((s, x) => s + (x.ms !== undefined && Number.isFinite(x.ms) ? x.ms : 0), 0),
    element,
    out: [
      `agent ${a.agent.name}: ${counts}; pass rate ${pct(t.passRate)}; consistency ${pct(t.consistency)}`,
      ...(t.passHatK !== null
        ? [`pass^${a.k} ${pct(t.passHatK)}; pass@${a.k} ${pct(t.passAtK)}`]
        : []),
      ...attempts.map(
        (x) =>
          `run ${x.run} ${OUTCOME_WORD[x.outcome]}${x.ms !== undefined ? ` (${x.ms} ms)` : ''}: ${
            x.outcome === 'error'
              ? (x.error ?? 'no valid output')
              : (x.output ?? '(no output recorded)')
          }`,
      ),
    ],
  };
}

function pairCase(r: BenchReport, p: PairComparison): Case {
  const gating = gatingFindingOf(r, p);
  const facts = `${points(p.meanDifference)} pts (${pointsBounds(p.interval)}) over ${p.pairedTasks} paired tasks; p ${pValue(p.p)}, Holm ${pValue(p.pAdjusted)}: ${pairVerdictText(p)}`;
  return {
    name: `${p.a} vs ${p.b}`,
    classname: PAIR_CLASS,
    ms: 0,
    element:
      gating === null
        ? null
        : { tag: 'failure', type: 'agentverity.bench.worse', message: `${gating.text} (${facts})` },
    out: [
      facts,
      ...(p.droppedTasks > 0
        ? [`${p.droppedTasks} tasks scored on one side only were left out`]
        : []),
      ...(p.mcnemar !== null
        ? [
            `McNemar b=${p.mcnemar.b} c=${p.mcnemar.c}, exact p ${pValue(p.mcnemar.exactP)}, mid-p ${pValue(p.mcnemar.midP)}`,
          ]
        : []),
      ...(p.newcombe !== null ? [`Newcombe interval ${pointsBounds(p.newcombe)}`] : []),
      `minimum detectable difference ${points(p.minimumDetectable).replace(/^\+/, '')} pts`,
    ],
  };
}

function suiteXml(
  name: string,
  cases: readonly Case[],
  file: string,
  properties: readonly (readonly [string, string])[],
  meta: BenchReportMeta,
): string[] {
  const failures = cases.filter((c) => c.element?.tag === 'failure').length;
  const errors = cases.filter((c) => c.element?.tag === 'error').length;
  const ms = cases.reduce((s, c) => s + c.ms, 0);
  const attrs = [
    `name="${xmlText(plainLineWithin(name, 240), 240)}"`,
    `file="${xmlText(file, 1000)}"`,
    `tests="${cases.length}"`,
    `failures="${failures}"`,
    `errors="${errors}"`,
    `skipped="0"`,
    `time="${seconds(ms)}"`,
    ...(meta.run?.startedAt !== undefined
      ? [`timestamp="${xmlText(meta.run.startedAt, 64)}"`]
      : []),
  ];
  return [
    `  <testsuite ${attrs.join(' ')}>`,
    '    <properties>',
    ...properties.map(([k, v]) => junitProperty(k, v)),
    '    </properties>',
    ...cases.flatMap((c) => caseXml(c, file)),
    '  </testsuite>',
  ];
}

/**
 * The JUnit XML bench report: a `<testsuites>` root, one `<testsuite>` per
 * agent with one `<testcase>` per task (`<failure>` when any attempt failed,
 * else `<error>` when any gave no valid output, each with the counts), and for
 * a comparison one more suite with a `<testcase>` per pair, a `<failure>` only
 * where the verdict's fail-if-worse finding gates on that pair. Every output
 * is escaped (xmlText) and kept on one line per attempt.
 */
export function renderBenchJunit(r: BenchReport, meta: BenchReportMeta = {}): string {
  const file = meta.benchmarkFile ?? DEFAULT_BENCH_JUNIT_FILE;
  const common: [string, string][] = [
    ['schema', BENCH_REPORT_SCHEMA],
    ...(meta.tool !== undefined
      ? ([['tool', `${meta.tool.name} ${meta.tool.version}`]] as [string, string][])
      : []),
    ['command', r.command],
    ['exitCode', String(r.verdict.exitCode)],
    ['headline', r.verdict.headline],
    ['benchmark', r.benchmark.name],
    ['benchmarkDigest', r.benchmark.digest],
    ['runs', String(r.runs)],
    ['evidenceDigest', r.evidenceDigest],
  ];
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let errors = 0;
  let totalMs = 0;
  const add = (name: string, cases: Case[], properties: [string, string][]) => {
    tests += cases.length;
    failures += cases.filter((c) => c.element?.tag === 'failure').length;
    errors += cases.filter((c) => c.element?.tag === 'error').length;
    totalMs += cases.reduce((s, c) => s + c.ms, 0);
    suites.push(...suiteXml(name, cases, file, properties, meta));
  };
  for (const a of r.comparison.agents) {
    add(
      `agentverity bench: ${a.agent.name}`,
      a.perTask.map((t) => taskCase(r, a, t)),
      [
        ...common,
        ['agent', a.agent.name],
        ['agentKind', a.agent.kind],
        ['reliability', `${a.reliability.value}`],
        ['reliabilityCluster', `${a.reliability.cluster.low} ${a.reliability.cluster.high}`],
        ['reliabilityWilson', `${a.reliability.wilson.low} ${a.reliability.wilson.high}`],
        ['errorRate', String(a.errorRate)],
        ['consistency', a.consistency === null ? 'n/a' : String(a.consistency)],
        ['k', String(a.k)],
        ['complete', String(a.complete)],
      ],
    );
  }
  if (r.command === 'compare' && r.comparison.pairs.length > 0) {
    add(
      'agentverity bench: pairs',
      r.comparison.pairs.map((p) => pairCase(r, p)),
      [
        ...common,
        ['alpha', String(r.comparison.alpha)],
        ['tieGroups', r.comparison.tieGroups.map((g) => g.join(', ')).join(' | ')],
        ...(r.options.failIfWorse !== undefined
          ? ([['failIfWorse', r.options.failIfWorse]] as [string, string][])
          : []),
      ],
    );
  }
  const time = seconds(meta.run?.durationMs ?? totalMs);
  return `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="agentverity bench" tests="${tests}" failures="${failures}" errors="${errors}" time="${time}">`,
    ...suites,
    '</testsuites>',
  ].join('\n')}\n`;
}
