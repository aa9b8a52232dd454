import type { CaseResult, CasesReport, PathComparison } from '../../core/stateful/types.js';
import { plural } from '../../core/index.js';
import { terminalSafe } from '../escape.js';
import { table } from '../table.js';
import {
  barText,
  countsText,
  findingBody,
  findingWord,
  notPassed,
  OUTCOME_TEXT,
  passHatKText,
  pathsInOrder,
  pct,
  rateText,
  recoveryText,
  replaySourcesText,
  scaleText,
  sliceDimension,
  stateMeterText,
  STATUS_WORD,
  titleWord,
  valueJson,
  type CasesReportMeta,
} from './facts.js';

const NAME = 48;
const VALUE = 60;
/** Failing case runs listed in full; the rest are counted. */
export const TEXT_RESULTS_MAX = 40;
/** Compared paths shown per case run. */
const PATHS_MAX = 12;

const value = (v: PathComparison['expected']): string => {
  const j = valueJson(v);
  return j === null ? '(absent)' : terminalSafe(j, VALUE);
};

function resultLines(x: CaseResult): string[] {
  const out = [
    `  - ${STATUS_WORD[x.status]} ${terminalSafe(x.criterion, NAME)} · case ${terminalSafe(x.case, NAME)} run ${x.run}${x.reasonCode === undefined ? '' : ` [${terminalSafe(x.reasonCode, 40)}]`}: ${terminalSafe(x.reason ?? '(no reason given)', 600)}`,
  ];
  if (x.changedPaths !== undefined && x.changedPaths.length > 0)
    out.push(
      `      changed: ${x.changedPaths
        .slice(0, PATHS_MAX)
        .map((p) => terminalSafe(p, NAME))
        .join(
          ', ',
        )}${x.changedPaths.length > PATHS_MAX ? ` and ${x.changedPaths.length - PATHS_MAX} more` : ''}`,
    );
  const paths = pathsInOrder(x.paths ?? []).filter((p) => p.outcome !== 'match');
  for (const p of paths.slice(0, PATHS_MAX))
    out.push(
      `      ${terminalSafe(p.path, NAME)}: ${OUTCOME_TEXT[p.outcome]} · expected ${value(p.expected)} · actual ${value(p.actual)} · initial ${value(p.initial)}`,
    );
  if (paths.length > PATHS_MAX)
    out.push(`      … and ${paths.length - PATHS_MAX} more compared paths in the JSON report`);
  return out;
}

/**
 * The cases report for a terminal: the title and the report's headline, its
 * findings (with their next steps), a table of the criteria (status, pass
 * rate with its interval, bar, pass^k, recovery per fault, counts), the
 * slices, the state-layer meter, and every case run that did not pass with
 * its reason and its changed or mismatching paths. Every value is
 * terminal-safe and cut.
 */
export function renderCasesText(r: CasesReport, meta: CasesReportMeta = {}): string {
  const out: string[] = [];
  out.push(`AgentVerity cases: ${titleWord(r)} (exit ${r.exitCode})`);
  out.push(terminalSafe(r.headline, 2000));
  out.push('');
  out.push(`${scaleText(r)} · evidence ${terminalSafe(r.evidenceDigest.slice(0, 16), 16)}`);
  const replays = replaySourcesText(r);
  if (replays !== null) out.push(terminalSafe(replays, 1200));
  const section = (title: string) => out.push('', title);

  if (r.findings.length > 0) {
    section('Findings');
    for (const f of r.findings)
      out.push(`  - ${findingWord(f)}: ${terminalSafe(findingBody(f), 1500)}`);
  }

  if (r.criteria.length > 0) {
    section('Criteria');
    const rows = [
      ['criterion', 'type', 'status', 'pass rate', 'bar', 'pass^k', 'runs'],
      ...r.criteria.map((c) => [
        terminalSafe(c.name, NAME),
        c.type,
        STATUS_WORD[c.status],
        rateText(c.passRate),
        barText(c),
        passHatKText(c),
        countsText(c),
      ]),
    ];
    for (const line of table(rows, new Set())) out.push(`  ${line}`);
    for (const c of r.criteria.filter((x) => x.recovery !== undefined))
      out.push(`  ${terminalSafe(c.name, NAME)}: ${recoveryText(c)}`);
    out.push(
      '  A criterion with a bar passes when its interval’s lower bound clears the bar, fails when the upper bound is below it, and is insufficient in between. Recovery counts only replays whose control replay held.',
    );
  }

  if (r.slices.length > 0) {
    section('Slices (rate and support per bucket; no curve fitted)');
    const rows = [
      ['dimension', 'bucket', 'support', 'passed', 'rate'],
      ...r.slices.map((s) => [
        sliceDimension(s),
        s.bucket,
        String(s.support),
        String(s.passed),
        pct(s.rate),
      ]),
    ];
    for (const line of table(rows, new Set([2, 3, 4]))) out.push(`  ${line}`);
  }

  section('State layer (is the end state the same across reruns?)');
  out.push(
    r.stateRepeatability === null
      ? '  n/a: no case was run twice with a state recorded both times.'
      : `  ${stateMeterText(r.stateRepeatability)}`,
  );

  const bad = notPassed(r);
  if (bad.length > 0) {
    section(`Case runs that did not pass (${bad.length})`);
    for (const x of bad.slice(0, TEXT_RESULTS_MAX)) out.push(...resultLines(x));
    if (bad.length > TEXT_RESULTS_MAX)
      out.push(
        `  … and ${plural(bad.length - TEXT_RESULTS_MAX, 'more case run')} in the JSON and HTML reports.`,
      );
  }

  out.push('');
  const tool =
    meta.tool === undefined
      ? ''
      : `${terminalSafe(meta.tool.name, 60)} ${terminalSafe(meta.tool.version, 40)} · `;
  out.push(`${tool}evidence ${terminalSafe(r.evidenceDigest, 80)} · exit ${r.exitCode}`);
  return `${out.join('\n')}\n`;
}
