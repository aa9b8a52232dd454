/**
 * What several cases formats show, read off a CasesReport by looking up and
 * counting only: every status, finding, figure, the exit code and the headline
 * are the report's (buildCasesReport in src/core/stateful/report.ts).
 */
import type {
  CaseResult,
  CasesFinding,
  CasesReport,
  CriterionStatus,
  CriterionSummary,
  Json,
  PathComparison,
  RateInterval,
  Slice,
  StateRepeatability,
} from '../../core/stateful/types.js';
import { formatPercent, plural } from '../../core/index.js';
import type { RunMeta } from '../meta.js';

/** What a cases report says beyond the CasesReport itself, passed in by the caller. */
export interface CasesReportMeta {
  readonly tool?: { readonly name: string; readonly version: string };
  readonly run?: RunMeta;
  /** Where the full report is kept (a CI artifact); linked when the Markdown is shortened. */
  readonly artifactUrl?: string;
  /** The cases file as the repository names it: JUnit's `file`. */
  readonly casesFile?: string;
  /** Markdown only: the size limit in UTF-8 bytes (default COMMENT_BUDGET_BYTES). */
  readonly budgetBytes?: number;
}

/** A share as a percentage with one decimal; `n/a` for null. */
export function pct(x: number | null): string {
  return x === null ? 'n/a' : formatPercent(x, 1);
}

/** An interval of shares: `[70.2%, 91.1%]`. */
export function pctBounds(b: { readonly low: number; readonly high: number }): string {
  return `[${pct(b.low)}, ${pct(b.high)}]`;
}

/** A pass rate with its interval and method: `66.7% [35.4%, 87.9%] Wilson`. */
export function rateText(r: RateInterval | null): string {
  if (r === null) return 'n/a';
  return `${pct(r.value)} ${pctBounds(r)} ${r.method === 'cluster' ? 'cluster-aware' : 'Wilson'}`;
}

export const STATUS_WORD: Readonly<Record<CriterionStatus, string>> = {
  passed: 'PASSED',
  failed: 'FAILED',
  missing: 'MISSING',
  insufficient_evidence: 'INSUFFICIENT',
};

/** Plain words for a status, as a sentence uses it. */
export const STATUS_TEXT: Readonly<Record<CriterionStatus, string>> = {
  passed: 'passed',
  failed: 'failed',
  missing: 'missing evidence',
  insufficient_evidence: 'insufficient evidence',
};

/** A status's mark: ✅ passed, ❌ failed, ⚠️ missing or insufficient. */
export function statusMark(s: CriterionStatus): string {
  return s === 'passed' ? '✅' : s === 'failed' ? '❌' : '⚠️';
}

/** The tone of a status (colours in HTML). */
export function statusTone(s: CriterionStatus): 'good' | 'bad' | 'caution' {
  return s === 'passed' ? 'good' : s === 'failed' ? 'bad' : 'caution';
}

/** The title of a cases report: `AgentVerity cases: FAILED`. */
export function titleWord(r: CasesReport): string {
  return r.exitCode === 0 ? 'PASSED' : r.exitCode === 1 ? 'FAILED' : 'UNDECIDED';
}

/** A finding's mark: ❌ gates with exit 1, ⚠️ gates otherwise, ✅ passed, ℹ️ otherwise. */
export function findingMark(f: CasesFinding): string {
  if (f.gates) return f.exitCode === 1 ? '❌' : '⚠️';
  return f.outcome === 'passed' ? '✅' : 'ℹ️';
}

/** The plain-text word of a finding: its outcome and whether it gates. */
export function findingWord(f: CasesFinding): string {
  return `${STATUS_WORD[f.outcome]}${f.gates ? ` (gates, exit ${f.exitCode})` : ''}`;
}

/**
 * What a finding says, with its subject: the core's text starts with the
 * criterion's name, so the subject is added only when it does not.
 */
export function findingBody(f: CasesFinding): string {
  return f.subject === '' || f.text.startsWith(f.subject) ? f.text : `${f.subject}: ${f.text}`;
}

/** The bar as a percentage, or `none`. */
export function barText(c: CriterionSummary): string {
  return c.bar === null ? 'none' : pct(c.bar);
}

/** pass^k with its interval, or `n/a` (one run). */
export function passHatKText(c: CriterionSummary): string {
  const p = c.passHatK;
  return p === null ? 'n/a' : `${pct(p.value)} ${pctBounds(p)} (k=${p.k})`;
}

/** fault_recovery: `recovered 3 of 5 held (error): 60.0% [23.1%, 88.2%] Wilson`; '' otherwise. */
export function recoveryText(c: CriterionSummary): string {
  const r = c.recovery;
  if (r === undefined) return '';
  return `${r.recovered} of ${plural(r.held, 'held replay')} recovered from ${r.fault}: ${rateText(r.rate)}`;
}

/** The counts of a criterion's case runs: `8 passed · 2 failed · 0 missing · 0 insufficient`. */
export function countsText(c: CriterionSummary): string {
  return `${c.passed} passed · ${c.failed} failed · ${c.missing} missing · ${c.insufficient} insufficient`;
}

/** The state meter in words. */
export function stateMeterText(m: StateRepeatability): string {
  return `${m.call}: ${m.flips} of ${plural(m.pairs, 'disjoint rerun pair')} ended in different states (${pct(m.flipRate)}) over ${plural(m.cases, 'case')}, 95% CI ${pctBounds({ low: m.ciLow, high: m.ciHigh })}`;
}

/** A slice's dimension in words. */
export function sliceDimension(s: Slice): string {
  return s.dimension === 'tool_calls' ? 'tool calls' : 'trajectory length';
}

const RANK: Readonly<Record<CriterionStatus, number>> = {
  failed: 0,
  missing: 1,
  insufficient_evidence: 2,
  passed: 3,
};

/** The results that need a reader: every failed case run, then every missing and insufficient one, each in report order. */
export function notPassed(r: CasesReport): CaseResult[] {
  return r.results
    .map((x, i) => ({ x, i }))
    .filter(({ x }) => x.status !== 'passed')
    .sort((a, b) => RANK[a.x.status] - RANK[b.x.status] || a.i - b.i)
    .map(({ x }) => x);
}

/** The results of one case run, in report order. */
export function resultsOf(r: CasesReport, caseId: string, run: number): CaseResult[] {
  return r.results.filter((x) => x.case === caseId && x.run === run);
}

/**
 * A state value as one line of JSON; the absent marker of a PathComparison is
 * `null` here (the caller shows it distinctly). The contract spells absence as
 * the string 'absent', so a state holding that string reads as absent too.
 */
export function valueJson(v: Json | 'absent'): string | null {
  return v === 'absent' ? null : JSON.stringify(v);
}

/** A compared path's outcome in words. */
export const OUTCOME_TEXT: Readonly<Record<PathComparison['outcome'], string>> = {
  match: 'match',
  mismatch: 'MISMATCH',
  ignored: 'ignored',
  within_tolerance: 'within tolerance',
};

/** The compared paths a reader must see first: mismatches, then the rest in order. */
export function pathsInOrder(paths: readonly PathComparison[]): PathComparison[] {
  return [
    ...paths.filter((p) => p.outcome === 'mismatch'),
    ...paths.filter((p) => p.outcome !== 'mismatch'),
  ];
}

/** The run-wide findings (no criterion subject). */
export function runWideFindings(r: CasesReport): CasesFinding[] {
  return r.findings.filter((f) => f.subject === '');
}

/** The finding a criterion's summary stands for (the core writes one per criterion). */
export function findingOf(r: CasesReport, c: CriterionSummary): CasesFinding | undefined {
  return r.findings.find((f) => f.subject === c.name);
}

/** A headline sentence with a capital first letter. */
export function sentence(text: string): string {
  return text.replace(/^[a-z]/, (c) => c.toUpperCase());
}

/** The scale: "31 cases × 3 runs". */
export function scaleText(r: CasesReport): string {
  return `${plural(r.cases, 'case')} × ${plural(r.runs, 'run')}`;
}

/**
 * Where the replays came from, in words (raw: each format escapes it); null
 * when there were none. A replay served from the replay cache was not made by
 * this run, so every report says how many were and of which versions.
 */
export function replaySourcesText(r: CasesReport): string | null {
  const s = r.replaySources;
  if (s.replays === 0) return null;
  if (s.cached === 0) return `${plural(s.replays, 'replay')}, all made by this run`;
  const versions = s.cachedVersions.join(', ');
  return `${plural(s.replays, 'replay')}: ${s.cached} from the replay cache (version ${versions}), ${s.replays - s.cached} made by this run`;
}
