import {
  describeFailureGroups,
  formatPercent,
  keyLabel,
  listInputs,
  plural,
  type Assessment,
} from '../core/index.js';
import { terminalSafe } from './escape.js';
import {
  allocationText,
  decidedByText,
  intervalName,
  approvalText,
  contractRows,
  nextOf,
  interval,
  tolerance,
  ROUTE_HEADER,
  routeCells,
  RELATION_HEADER,
  relationCells,
  suiteNotAppliedNote,
} from './facts.js';
import { FAILURE_GROUP_HEADER, failureGroupCells } from './failure-facts.js';
import { gateHeading, gateSummary, gateWord, groupChecks } from './checks.js';
import { kRaisedText } from './readable-settings.js';
import type { ReportMeta } from './meta.js';
import { table } from './table.js';

export interface TextOptions {
  /** ANSI colour; the caller decides (a TTY and no NO_COLOR). */
  readonly colour?: boolean;
  /**
   * The answer and what decides it only: the headline, what gates, the meter,
   * blindness, the route table, flip pairs, failures and next steps (no contract
   * table, relations table or caveats). A failed test's message.
   */
  readonly brief?: boolean;
  /**
   * Worded for a test runner (the Vitest/Jest entry): what the run's exit code
   * would be is replaced by whether this test fails, and why, in the test's own
   * words, so a failed test's message never says `exit 0` or "does not fail".
   */
  readonly test?: { readonly fails: boolean; readonly why?: string };
}

/** A shell's clause that a check does not fail or gate the run: not the test's words. */
const RUN_CLAUSE = /,? so it does not (?:fail|gate) the run/g;

const ANSI = {
  bold: '\u001b[1m',
  red: '\u001b[31m',
  green: '\u001b[32m',
  yellow: '\u001b[33m',
  dim: '\u001b[2m',
  reset: '\u001b[0m',
} as const;

type Paint = (style: keyof typeof ANSI, text: string) => string;

function pct(x: number): string {
  return formatPercent(x, 1);
}

function headlineColour(a: Assessment): keyof typeof ANSI {
  if (a.exitCode === 1) return 'red';
  if (a.exitCode === 2) return 'yellow';
  return a.status === 'deterministic' ? 'green' : 'yellow';
}

/**
 * The terminal report. The first line is the answer: the headline category and
 * why. Every label from the agent or the evidence is made terminal-safe; colour
 * (only when asked for) wraps our own words, never a label.
 */
export function renderText(
  a: Assessment,
  meta: ReportMeta | null = null,
  options: TextOptions = {},
): string {
  const paint: Paint = options.colour
    ? (style, text) => `${ANSI[style]}${text}${ANSI.reset}`
    : (_style, text) => text;
  const out: string[] = [];
  const notApplied = suiteNotAppliedNote(meta);
  // A contract left out on request is said before anything else.
  if (notApplied !== null) out.push(paint('bold', terminalSafe(notApplied, 2000)), '');
  out.push(
    `${paint('bold', paint(headlineColour(a), a.headline.category))}: ${terminalSafe(a.headline.text, 2000)}`,
  );
  out.push('');
  const test = options.test;
  const verdict =
    test === undefined
      ? `exit ${a.exitCode}`
      : `${test.fails ? 'fails this test' : 'passes this test'}${test.why === undefined ? '' : `: ${test.why}`}`;
  const words = (message: string) =>
    test === undefined ? message : message.replace(RUN_CLAUSE, '');
  out.push(
    `status ${a.status} (${verdict}) · layer ${a.layer} · isolation ${a.isolation} · tolerance ${tolerance(a.epsilon)}`,
  );
  const raised = meta === null ? null : kRaisedText(meta.settings);
  if (raised !== null) out.push(terminalSafe(raised, 2000));
  const section = (title: string) => {
    out.push('');
    out.push(paint('bold', title));
  };

  const gates = gateSummary(a);
  if (gates.gating.length > 0) {
    section(
      test === undefined
        ? gateHeading(a, gates.gating.length)
        : `What fails this test (${gates.gating.length})`,
    );
    for (const c of gates.gating) {
      const word =
        test === undefined ? gateWord(c) : c.exitCode === 1 ? 'says no' : 'is not enough evidence';
      out.push(`  - ${terminalSafe(c.name, 200)} ${word}: ${terminalSafe(words(c.message), 1000)}`);
    }
  }
  if (gates.cautions.length > 0) {
    let heading = 'Needs care, does not fail the run';
    if (test !== undefined)
      heading =
        test.fails && gates.gating.length === 0
          ? 'Fails this test'
          : test.fails
            ? 'Needs care'
            : 'Needs care, does not fail this test';
    section(`${heading} (${gates.cautions.length})`);
    const groups = groupChecks(gates.cautions);
    for (const g of groups.slice(0, 12)) {
      out.push(`  - ${terminalSafe(g.name, 600)}: ${terminalSafe(words(g.message), 1000)}`);
    }
    if (groups.length > 12) out.push(`  - … and ${groups.length - 12} more`);
  }

  if (a.meter !== null) {
    const m = a.meter;
    section('Repeatability (pooled)');
    out.push(
      `  call          ${m.call}` + (m.decidedBy === undefined ? '' : ` (${decidedByText(m)})`),
    );
    out.push(
      `  flips         ${m.flips} of ${plural(m.pairs, 'disjoint pair')} (${pct(m.flipRate)})`,
    );
    out.push(`  95% interval  ${interval(m.ciLow, m.ciHigh)} (${intervalName(m.method)})`);
    if (a.allocation !== null)
      out.push(`  allocation    ${allocationText(a, (t) => terminalSafe(t, 1000))}`);
    const changed = a.findings.find((f) => f.id === 'meter')?.inputs;
    out.push(
      `  inputs        ${m.inputs}, ${m.repeats === m.maxRepeats ? `${m.repeats} repeats each` : `${m.repeats}–${m.maxRepeats} repeats`}, ${m.inputsWithFlip} with a changed decision${changed === undefined ? '' : `: ${terminalSafe(listInputs(changed), 1000)}`}`,
    );
  }

  if (a.blindness !== null) {
    const b = a.blindness;
    section('Probe spread (blindness)');
    out.push(
      `  ${b.blind ? paint('red', 'BLIND') : 'ok'}: ${b.distinct} distinct ${b.distinct === 1 ? 'decision' : 'decisions'}; the most common, "${terminalSafe(keyLabel(b.majority), 80)}", is ${pct(b.skew)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)})`,
    );
  }

  if (a.routes !== null) {
    section('Stability by route (each interval is its own 95% statement)');
    const rows: string[][] = [
      ROUTE_HEADER,
      ...a.routes.routes.map((r) => routeCells(r, (t) => terminalSafe(t, 40))),
    ];
    out.push(...table(rows, new Set([1, 2, 3])).map((l) => `  ${l}`));
  }

  // Flip pairs: per route with a suite, pooled without one.
  if (a.flipPairs.length > 0) {
    if (a.routes === null) section('Flip pairs (pooled over all inputs)');
    else out.push('  flip pairs:');
    for (const p of a.flipPairs.slice(0, 20)) {
      out.push(
        `    ${terminalSafe(p.decisions[0], 60)} <-> ${terminalSafe(p.decisions[1], 60)}  x${p.count}`,
      );
    }
    if (a.flipPairs.length > 20) out.push(`    … and ${a.flipPairs.length - 20} more`);
  }

  if (options.brief !== true && a.contract !== null) {
    const c = a.contract;
    section(`Decision contract: ${c.satisfied ? 'satisfied' : paint('red', 'NOT satisfied')}`);
    out.push(
      `  intended coverage ${pct(c.intendedCoverage)} · observed coverage ${pct(c.observedCoverage)}`,
    );
    const rows: string[][] = [['required route', 'intended', 'observed', 'admissible', 'why']];
    for (const r of contractRows(a)) {
      rows.push([
        `${terminalSafe(r.decision, 40)}${r.critical ? ' (critical)' : ''}`,
        String(r.intended),
        String(r.observed),
        r.admissible,
        r.why,
      ]);
    }
    out.push(...table(rows, new Set([1, 2])).map((l) => `  ${l}`));
    const line = (label: string, items: readonly string[]) => {
      if (items.length > 0)
        out.push(`  ${label}: ${items.map((x) => terminalSafe(x, 60)).join(', ')}`);
    };
    line('returned but not allowed', c.unknownObserved);
    line('critical and missing', c.missingCritical);
    for (const [label, have, want] of c.underCased)
      out.push(`  ${terminalSafe(label, 60)}: ${have} of ${want} cases`);
  }

  if (options.brief !== true && a.relations.length > 0) {
    section('Relations (an unchanged input is skipped, never held)');
    const rows: string[][] = [
      RELATION_HEADER,
      ...a.relations.map((r) => relationCells(r, (t) => terminalSafe(t, 40))),
    ];
    out.push(...table(rows, new Set([2, 3, 4, 5])).map((l) => `  ${l}`));
  }

  if (a.errors.length > 0) {
    section(`Failures (${a.errorCount})`);
    const reasons = describeFailureGroups(a.failureGroups);
    if (reasons !== null) out.push(`  ${reasons}`);
    const grouped = [
      [...FAILURE_GROUP_HEADER],
      ...a.failureGroups.map((g) => failureGroupCells(g, terminalSafe)),
    ];
    out.push('  By reason, with the first of each:');
    out.push(...table(grouped, new Set([2])).map((l) => `    ${l}`));
    for (const e of a.errors.slice(0, 5)) {
      out.push(
        `  case ${e.caseIndex} (${e.fingerprint.slice(0, 12)}) ${e.phase}${e.relation ? ` ${terminalSafe(e.relation, 40)}` : ''}: ${terminalSafe(e.message, 160)}`,
      );
    }
    if (a.errors.length > 5) out.push(`  … and ${a.errors.length - 5} more`);
  }

  if (options.brief !== true && a.caveats.length > 0) {
    section('Caveats');
    for (const c of a.caveats) out.push(`  - ${terminalSafe(c, 2000)}`);
  }

  const approval = approvalText(a, meta);
  if (a.next.length > 0) {
    section('What to do next');
    for (const n of nextOf(a)) out.push(`  - ${terminalSafe(n.text, 2000)}`);
    if (approval !== null) out.push(`    ${terminalSafe(approval, 2000)}`);
  }
  if (meta?.artifactUrl !== undefined) {
    out.push('');
    out.push(paint('dim', `Full report: ${terminalSafe(meta.artifactUrl, 500)}`));
  }
  return `${out.join('\n')}\n`;
}
