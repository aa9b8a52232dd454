import type { CaseResult, CasesReport, CriterionSummary } from '../../core/stateful/types.js';
import { xmlText } from '../escape.js';
import { junitCaseXml, junitProperty, junitSeconds } from '../report-kit.js';
import {
  barText,
  countsText,
  findingOf,
  OUTCOME_TEXT,
  passHatKText,
  pathsInOrder,
  rateText,
  recoveryText,
  runWideFindings,
  STATUS_WORD,
  valueJson,
  type CasesReportMeta,
} from './facts.js';
import { CASES_REPORT_SCHEMA } from './json.js';

/** The file the cases stand for when the caller names none. */
export const DEFAULT_CASES_JUNIT_FILE = 'cases.jsonl';

/** Classnames no file of a user's repository can match (see ../junit.ts). */
const CRITERION_CLASS = 'agentverity: cases';
const GATE_CLASS = 'agentverity: gate';

/** Case runs listed per criterion in its system-out; the rest are counted. */
export const JUNIT_RESULTS_MAX = 200;
const PATHS_MAX = 20;

const seconds = junitSeconds;

interface Element {
  readonly tag: 'failure' | 'error' | 'skipped';
  readonly type: string;
  readonly message: string;
}

interface Case {
  readonly name: string;
  readonly classname: string;
  readonly element: Element | null;
  readonly out: readonly string[];
}

/**
 * What a criterion's status writes. A failed criterion is a `<failure>`; one
 * with missing or insufficient evidence is `<skipped>` (it was not judged
 * either way, and readers show a skipped case neither green nor red), its
 * message saying which and why. So that a run whose exit code is 2 never reads
 * as green, the suite also holds a gate case (see `gateCase`).
 */
function criterionElement(c: CriterionSummary, text: string): Element | null {
  switch (c.status) {
    case 'passed':
      return null;
    case 'failed':
      return { tag: 'failure', type: 'agentverity.cases.failed', message: text };
    case 'missing':
      return { tag: 'skipped', type: 'agentverity.cases.missing', message: `MISSING: ${text}` };
    case 'insufficient_evidence':
      return {
        tag: 'skipped',
        type: 'agentverity.cases.insufficient_evidence',
        message: `INSUFFICIENT EVIDENCE: ${text}`,
      };
  }
}

const shown = (v: Parameters<typeof valueJson>[0]) => valueJson(v) ?? '(absent)';

function resultLines(x: CaseResult): string[] {
  const out = [
    `case ${x.case} run ${x.run}: ${STATUS_WORD[x.status]}${x.reasonCode === undefined ? '' : ` [${x.reasonCode}]`}${x.reason === undefined ? '' : `: ${x.reason}`}`,
  ];
  if (x.changedPaths !== undefined && x.changedPaths.length > 0)
    out.push(`  changed: ${x.changedPaths.slice(0, PATHS_MAX).join(', ')}`);
  for (const p of pathsInOrder(x.paths ?? [])
    .filter((p) => p.outcome !== 'match')
    .slice(0, PATHS_MAX))
    out.push(
      `  ${p.path}: ${OUTCOME_TEXT[p.outcome]}; expected ${shown(p.expected)}; actual ${shown(p.actual)}; initial ${shown(p.initial)}`,
    );
  return out;
}

function criterionCase(r: CasesReport, c: CriterionSummary): Case {
  const text = findingOf(r, c)?.text ?? c.reason ?? STATUS_WORD[c.status];
  const results = r.results.filter((x) => x.criterion === c.name);
  const listed = [
    ...results.filter((x) => x.status !== 'passed'),
    ...results.filter((x) => x.status === 'passed'),
  ];
  return {
    name: c.name,
    classname: CRITERION_CLASS,
    element: criterionElement(c, text),
    out: [
      `${c.type}: ${STATUS_WORD[c.status]}${c.reasonCode === undefined ? '' : ` [${c.reasonCode}]`}`,
      `pass rate ${rateText(c.passRate)}; bar ${barText(c)}; pass^k ${passHatKText(c)}`,
      `case runs: ${countsText(c)}`,
      ...(c.recovery !== undefined ? [recoveryText(c)] : []),
      ...(c.reason !== undefined ? [`reason: ${c.reason}`] : []),
      ...listed.slice(0, JUNIT_RESULTS_MAX).flatMap(resultLines),
      ...(listed.length > JUNIT_RESULTS_MAX
        ? [`… and ${listed.length - JUNIT_RESULTS_MAX} more case runs in the JSON report`]
        : []),
    ],
  };
}

/**
 * The gate: one case that carries the report's exit code, so a run that
 * exits 2 (missing or insufficient evidence, nothing failed) shows an
 * `<error>` and never reads as green; exit 1 a `<failure>`; exit 0 passes.
 * Its message is the headline; run-wide findings are listed in it.
 */
function gateCase(r: CasesReport): Case {
  const wide = runWideFindings(r);
  const message = [r.headline, ...wide.map((f) => f.text)].join(' ');
  const element: Element | null =
    r.exitCode === 1
      ? { tag: 'failure', type: 'agentverity.cases.gate', message }
      : r.exitCode === 2
        ? { tag: 'error', type: 'agentverity.cases.undecided', message }
        : null;
  return {
    name: `gate (exit ${r.exitCode})`,
    classname: GATE_CLASS,
    element,
    out: [
      r.headline,
      ...r.criteria.map((c) => `${c.name}: ${STATUS_WORD[c.status]}`),
      ...wide.map((f) => `${STATUS_WORD[f.outcome]} ${f.id}: ${f.text}`),
    ],
  };
}

function caseXml(c: Case, file: string): string[] {
  return junitCaseXml(c, file, '0.000');
}

/**
 * The JUnit XML cases report: a `<testsuites>` root with one `<testsuite>`
 * holding one `<testcase>` per criterion — `<failure>` when it failed,
 * `<skipped>` (typed `agentverity.cases.missing` or
 * `agentverity.cases.insufficient_evidence`, the message saying why) when its
 * evidence is missing or insufficient, nothing when it passed — and its case
 * runs in `<system-out>`; then the gate case carrying the exit code (an
 * `<error>` for exit 2, so an undecided run is never green). Every value is
 * escaped (xmlText) and kept on one line.
 */
export function renderCasesJunit(r: CasesReport, meta: CasesReportMeta = {}): string {
  const file = meta.casesFile ?? DEFAULT_CASES_JUNIT_FILE;
  const cases = [...r.criteria.map((c) => criterionCase(r, c)), gateCase(r)];
  const count = (tag: Element['tag']) => cases.filter((c) => c.element?.tag === tag).length;
  const time = seconds(meta.run?.durationMs);
  const properties: [string, string][] = [
    ['schema', CASES_REPORT_SCHEMA],
    ...(meta.tool !== undefined
      ? ([['tool', `${meta.tool.name} ${meta.tool.version}`]] as [string, string][])
      : []),
    ['exitCode', String(r.exitCode)],
    ['headline', r.headline],
    ['cases', String(r.cases)],
    ['runs', String(r.runs)],
    ['replays', String(r.replaySources.replays)],
    ['replaysFromCache', String(r.replaySources.cached)],
    ['replayCacheVersions', r.replaySources.cachedVersions.join(', ')],
    ['evidenceDigest', r.evidenceDigest],
  ];
  const totals = `tests="${cases.length}" failures="${count('failure')}" errors="${count('error')}"`;
  return `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="agentverity cases" ${totals} time="${time}">`,
    `  <testsuite name="agentverity cases: criteria" file="${xmlText(file, 1000)}" ${totals} skipped="${count('skipped')}" time="${time}"${meta.run?.startedAt !== undefined ? ` timestamp="${xmlText(meta.run.startedAt, 64)}"` : ''}>`,
    '    <properties>',
    ...properties.map(([k, v]) => junitProperty(k, v)),
    '    </properties>',
    ...cases.flatMap((c) => caseXml(c, file)),
    '  </testsuite>',
    '</testsuites>',
  ].join('\n')}\n`;
}
