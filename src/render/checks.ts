// The findings as checks: each finding worded as one check (name, outcome, message,
// figures) for JUnit, the summaries and HTML, and the views of them every format
// shares (what gates, what cautions, checks that say the same thing). Whether a
// check gates is the finding's; this file only words it.
import {
  describeFailureGroups,
  formatPercent,
  listInputs,
  listing,
  plural,
  type Assessment,
  type Finding,
  type FindingOutcome,
  type PairsNeeded,
} from '../core/index.js';
import {
  tolerance,
  interval,
  noiseNote,
  relationRate,
  contractRows,
  routeShortfall,
} from './facts.js';

export type CheckOutcome = FindingOutcome;

export type CheckGroup =
  'evidence' | 'meter' | 'routes' | 'blindness' | 'contract' | 'relations' | 'baseline';

/** One finding as a check: what JUnit, the summary and HTML show. */
export interface Check {
  readonly id: string;
  readonly group: CheckGroup;
  /** Stable name; labels inside are raw (the format escapes them). */
  readonly name: string;
  readonly outcome: CheckOutcome;
  /** Sets the exit code (the finding's own flag, never decided here). */
  readonly gates: boolean;
  /** The exit code it sets when it gates (1 or 2), else 0: the finding's. */
  readonly exitCode: number;
  /** The status the finding stands for, when it gates or cautions. */
  readonly status: Finding['status'];
  /** One sentence: why it failed, erred, was skipped or needs care, or what it measured. */
  readonly message: string;
  /** Figures as `key=value` lines. */
  readonly figures: readonly string[];
  /**
   * The one figure the finding turns on, in words (`8 of 13 pairs flipped`), for
   * readers that show only a case's name; absent where no single figure says it.
   */
  readonly figure?: string;
}

const GROUP: Readonly<Record<Finding['kind'], CheckGroup>> = {
  evidence: 'evidence',
  meter: 'meter',
  route: 'routes',
  blindness: 'blindness',
  contract: 'contract',
  'contract-problem': 'contract',
  relations: 'relations',
  relation: 'relations',
  baseline: 'baseline',
};

const CONTRACT_PROBLEM: Readonly<Record<string, { name: string; text: string }>> = {
  'missing-intended': {
    name: 'required decision has no case',
    text: 'no case is written for',
  },
  'under-cased': { name: 'too few cases', text: 'fewer cases than the declared minimum for' },
  'unknown-observed': {
    name: 'undeclared decision returned',
    text: 'the agent returned decisions the contract does not allow:',
  },
  'missing-observed': {
    name: 'required decision never returned',
    text: 'no case ever reached',
  },
};

function figureLines(figures: Finding['figures'], skip: readonly string[] = []): string[] {
  return Object.entries(figures)
    .filter(([k, v]) => !skip.includes(k) && v !== null)
    .map(([k, v]) => `${k}=${String(v)}`);
}

function needLines(needs: PairsNeeded | null): string[] {
  if (needs === null) return [];
  return [
    `pairsNeeded=${needs.total ?? 'n/a'}`,
    `morePairsNeeded=${needs.additional ?? 'n/a'}`,
    ...(needs.repeatsEach === null ? [] : [`repeatsEach=${needs.repeatsEach}`]),
  ];
}

/** Why a finding that could gate does not, as a clause. */
function notGating(f: Finding): string {
  if (f.note === 'route-flips') return '; not gating, because a route already flips';
  if (f.note === 'no-target') return ' (no declared target, so it does not gate the run)';
  if (f.note === 'incomplete')
    return '; measured only on the inputs left after the failures, so it does not gate: the run is incomplete';
  return '';
}

/**
 * The findings as checks, each worded from its own figures. Whether a check
 * gates, and its outcome, are the finding's: this only words them, so a test
 * reporter never shows green on a run whose exit code is 1 or 2 and never red
 * on a run whose exit code is 0.
 */
export function checksOf(a: Assessment): Check[] {
  const checks: Check[] = [];
  const push = (
    f: Finding,
    name: string,
    message: string,
    figures: readonly string[],
    figure?: string,
  ) =>
    checks.push({
      id: f.id,
      group: GROUP[f.kind],
      name,
      outcome: f.outcome,
      gates: f.gates,
      exitCode: f.exitCode,
      status: f.status,
      message,
      figures,
      ...(figure === undefined ? {} : { figure }),
    });
  const routeRows = new Map((a.routes?.routes ?? []).map((r) => [r.decision, r]));
  const relationRows = new Map(a.relations.map((r) => [r.name, r]));
  for (const f of a.findings) {
    switch (f.kind) {
      case 'evidence':
        push(
          f,
          'evidence complete',
          a.complete
            ? `every call and check finished (${a.calls.total} calls)`
            : `${a.errorCount} of ${a.calls.total} calls or checks failed${a.stopReason !== undefined ? `; collection stopped early (${a.stopReason})` : ''}: the evidence is incomplete${errorDigest(a)}`,
          figureLines(f.figures, ['stopReason']),
        );
        break;
      case 'meter': {
        const m = a.meter;
        if (m === null) {
          push(
            f,
            'pooled repeatability',
            'not measured: no repeat series was scored (the meter was off or no input had two repeats), so nothing is known about whether decisions repeat',
            [],
          );
          break;
        }
        const base = `${m.flips} of ${m.pairs} pairs flipped, 95% interval ${interval(m.ciLow, m.ciHigh)}`;
        const changed = f.inputs === undefined ? '' : `; changed on rerun: ${listInputs(f.inputs)}`;
        const message =
          (m.call === 'undecided'
            ? `undecided: ${base} straddles the ${tolerance(m.epsilon)} tolerance${notGating(f)}`
            : m.call === 'stochastic'
              ? `stochastic: ${base} is above the ${tolerance(m.epsilon)} tolerance; compare regressions${a.relations.length > 0 ? ' and relation violation rates' : ''} with this flip rate`
              : `deterministic: ${base} against ${tolerance(m.epsilon)}`) + changed;
        push(
          f,
          'pooled repeatability',
          message,
          [
            ...figureLines(f.figures, ['repeats', 'maxRepeats']),
            `repeats=${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}-${m.maxRepeats}`}`,
            ...needLines(f.needs),
          ],
          `${m.call}, ${m.flips} of ${m.pairs} pairs flipped`,
        );
        break;
      }
      case 'route': {
        const r = routeRows.get(f.subject);
        if (r === undefined) break;
        const figures = `${r.flips} of ${r.pairs} pairs flipped, 95% interval ${interval(r.ciLow, r.ciHigh)} against ${r.targeted ? 'its target' : 'the tolerance'} ${tolerance(r.epsilon)}`;
        let message: string;
        if (r.call === 'stochastic') {
          message = `stochastic: ${figures}${r.targeted ? '' : ' (no declared target, so it does not fail the run)'}`;
        } else if (r.call === 'undecided') {
          message = `undecided: ${figures}; ${routeShortfall(r, f.needs)}${notGating(f)}`;
        } else {
          message = `deterministic: ${figures}`;
        }
        push(
          f,
          `route ${r.decision}`,
          message,
          [...figureLines(f.figures), ...needLines(f.needs)],
          `${r.call}, ${r.flips} of ${r.pairs} pairs flipped`,
        );
        break;
      }
      case 'blindness': {
        const b = a.blindness;
        if (b === null) break;
        push(
          f,
          'probe blindness',
          `${b.blind ? 'blind' : 'not blind'}: the most common first decision holds ${formatPercent(b.skew, 1)} of ${b.inputs} inputs (blind at ${formatPercent(b.threshold)}); ${b.distinct} distinct decisions${notGating(f)}`,
          figureLines(f.figures),
        );
        break;
      }
      case 'contract': {
        const c = a.contract;
        if (c === null) break;
        push(
          f,
          'decision contract',
          c.satisfied
            ? 'every required decision has cases and was returned'
            : contractMessage(a, c),
          [
            ...figureLines(f.figures, ['required']),
            ...contractRows(a).map(
              (r) =>
                `route ${r.decision}: intended=${r.intended} observed=${r.observed} admissible=${r.admissible}${r.critical ? ' critical' : ''}`,
            ),
            ...(c.unknownObserved.length > 0
              ? [`unknownObserved=${c.unknownObserved.join(', ')}`]
              : []),
          ],
        );
        break;
      }
      case 'contract-problem': {
        const p = CONTRACT_PROBLEM[f.subject];
        if (p === undefined) break;
        const names = f.decisions ?? [];
        const critical = (f.figures['critical'] as number | undefined) ?? 0;
        const counted = f.subject === 'unknown-observed' ? undeclaredCounts(a, names) : null;
        push(
          f,
          `contract: ${p.name}`,
          `${p.text} ${counted === null ? listing(names, 8) : listing(counted.shown, 8)}${critical > 0 ? ` (${critical} critical)` : ''}`,
          [
            `decisions=${names.join(', ')}`,
            ...figureLines(f.figures),
            ...(counted === null ? [] : [`cases=${counted.cases}`, ...counted.lines]),
          ],
          counted?.figure,
        );
        break;
      }
      case 'relations': {
        const exercised = f.figures['exercised'] as number;
        push(
          f,
          'relation coverage',
          exercised === 0
            ? 'no relation changed any input, so the relations tested nothing'
            : `${exercised} changed inputs tested the relations`,
          figureLines(f.figures),
        );
        break;
      }
      case 'relation': {
        const r = relationRows.get(f.subject);
        if (r === undefined) break;
        const counts = `held ${r.held}, violated ${r.violated}, skipped ${r.skipped}, errors ${r.errors}`;
        let message: string;
        if (r.errors > 0) message = `${r.errors} checks of this relation failed to run (${counts})`;
        else if (r.exercised === 0)
          message = `tested nothing: the transform left every input unchanged (${counts})`;
        else if (r.violated > 0 && f.note === 'within-noise')
          message = `changed the decision on ${r.violated} of ${r.exercised} changed inputs (${relationRate(r)}), ${noiseNote(r)}`;
        else if (r.violated > 0)
          message = `changed the decision on ${r.violated} of ${r.exercised} changed inputs (${relationRate(r)})${f.inputs === undefined ? '' : `: ${listInputs(f.inputs)}`}${f.gates ? '' : '; the agent already flips on rerun, so judge this against the measured flip rate'}`;
        else message = `held on all ${r.exercised} changed inputs (${counts})`;
        push(
          f,
          `relation ${r.name}`,
          message,
          [
            ...figureLines(f.figures, ['exercised', 'violationRate']),
            `violationRate=${r.violationRate ?? 'n/a'}`,
          ],
          `violated on ${r.violated} of ${r.exercised} changed inputs`,
        );
        break;
      }
      case 'baseline': {
        const g = f.figures;
        // The candidate the gate writes and the approval it waits for (app/verdict.ts).
        const label = typeof g.label === 'string' ? g.label : '';
        if (g.status === 'candidate-written') {
          push(
            f,
            'baseline candidate',
            'the evidence admits a baseline: a candidate was written for a maintainer to approve',
            figureLines(f.figures),
          );
          break;
        }
        if (
          g.status === 'no-approval' ||
          g.status === 'approval-given' ||
          g.status === 'approval-stale'
        ) {
          const message =
            g.status === 'no-approval'
              ? `no approval yet: a maintainer adds the label "${label}" to make the candidate the baseline`
              : g.status === 'approval-stale'
                ? `the label "${label}" was given before the latest push, so it approves an earlier commit; add it again to approve this candidate`
                : `the label "${label}" is on the pull request: the promote job judges it and writes the baseline`;
          push(f, 'baseline approval', message, figureLines(f.figures));
          break;
        }
        const checked = Number(g.checked ?? 0);
        const changed = Number(g.changed ?? 0);
        const name =
          g.status === 'drift'
            ? 'baseline drift'
            : g.status === 'refused'
              ? 'baseline not compared'
              : 'baseline unchanged';
        let message: string;
        if (g.status === 'refused') {
          message = `the evidence could not be compared with the approved baseline (${plural(Number(g.refusals ?? 0), 'refusal')})`;
        } else if (g.status === 'drift') {
          const parts: string[] = [];
          if (changed > 0) parts.push(`${changed} of ${checked} inputs changed decision`);
          if (g.unstable === true) parts.push('the agent no longer repeats where the baseline did');
          message = `drifted from the approved baseline: ${parts.join('; ')}`;
        } else {
          message = `all ${checked} baseline inputs kept their approved decision`;
        }
        push(f, name, message, figureLines(f.figures));
        break;
      }
    }
  }
  return checks;
}

/**
 * The contract's own message when it is not satisfied: its advice (the first thing
 * to fix) with that problem's numbers, so a reader of the failure alone has them:
 * how many cases returned each undeclared decision, of how many; how many cases
 * expect or reached a required decision that none does. (Too few cases says its
 * own numbers.)
 */
function contractMessage(a: Assessment, c: NonNullable<Assessment['contract']>): string {
  const cases = undeclaredCounts(a, []).cases;
  const returned = (n: string) =>
    Math.max(c.observedCaseCounts.get(n) ?? 0, c.observedCounts.get(n) ?? 0);
  const counted = (names: readonly string[], verb: string, count: (n: string) => number) =>
    `${c.advice} (${names.map((n) => `${n}: ${verb} by ${count(n)} of ${cases} cases`).join(', ')})`;
  if (c.missingIntended.length > 0) return counted(c.missingIntended, 'expected', () => 0);
  if (c.underCased.length > 0) return c.advice;
  if (c.unknownObserved.length > 0) return counted(c.unknownObserved, 'returned', returned);
  if (c.missingObserved.length > 0) return counted(c.missingObserved, 'returned', () => 0);
  return c.advice;
}

/**
 * How many cases returned each undeclared decision, of how many cases: a case
 * counts once, whichever of its draws returned it.
 */
function undeclaredCounts(
  a: Assessment,
  names: readonly string[],
): { shown: string[]; lines: string[]; cases: number; figure: string } {
  const c = a.contract;
  let cases = 0;
  for (const n of c?.intendedCounts.values() ?? []) cases += n;
  const of = (name: string): number =>
    Math.max(c?.observedCaseCounts.get(name) ?? 0, c?.observedCounts.get(name) ?? 0);
  const counts = names.map(of);
  const returned = counts.reduce((x, y) => x + y, 0);
  return {
    shown: names.map((n, i) => `${n} (${counts[i] ?? 0} of ${cases} cases)`),
    lines: names.map((n, i) => `casesReturned.${n}=${counts[i] ?? 0}`),
    cases,
    figure:
      names.length === 1
        ? `${counts[0] ?? 0} of ${cases} cases`
        : `${names.length} undeclared decisions, ${returned} case returns of ${cases} cases`,
  };
}

/** The agent's own error messages, distinct and counted, most frequent first. */
export function distinctErrors(a: Assessment, max = 5): { message: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const e of a.errors) counts.set(e.message, (counts.get(e.message) ?? 0) + (e.count ?? 1));
  return [...counts.entries()]
    .map(([message, count]) => ({ message, count }))
    .sort(
      (x, y) => y.count - x.count || (x.message < y.message ? -1 : x.message > y.message ? 1 : 0),
    )
    .slice(0, max);
}

function errorDigest(a: Assessment): string {
  const list = distinctErrors(a);
  if (list.length === 0) return '';
  const distinct = new Set(a.errors.map((e) => e.message)).size;
  const shown = list.map((e) => `${e.count}x ${e.message.slice(0, 300)}`).join('; ');
  const reasons = describeFailureGroups(a.failureGroups);
  return ` (${reasons === null ? '' : `${reasons}; `}${distinct === 1 ? 'the error' : `${distinct} distinct errors`}: ${shown}${distinct > list.length ? `; and ${distinct - list.length} more` : ''})`;
}

/** What sets the exit code, and what needs care without failing the run: views of the findings. */
export interface GateSummary {
  /** The checks that set the exit code, those that say no (exit 1) first. */
  readonly gating: readonly Check[];
  readonly cautions: readonly Check[];
}

export function gateSummary(a: Assessment): GateSummary {
  const checks = checksOf(a);
  // The finding that names the status first, then those that say no, then the rest.
  const rank = (c: Check) => (c.status === a.status ? 0 : c.exitCode);
  return {
    gating: checks.filter((c) => c.gates).sort((x, y) => rank(x) - rank(y)),
    cautions: checks.filter((c) => c.outcome === 'caution'),
  };
}

/** Checks that say the same thing about several subjects, shown as one line. */
export interface SameChecks {
  /** `route a, b and c`, or the one check's name. */
  readonly name: string;
  readonly message: string;
  readonly checks: readonly Check[];
}

/**
 * Group checks of one group whose message is the same (five quiet routes that
 * each need 60 more agreeing pairs), in the order of their first member.
 */
export function groupChecks(checks: readonly Check[]): SameChecks[] {
  const groups = new Map<string, Check[]>();
  for (const c of checks) {
    const key = JSON.stringify([c.group, c.message]);
    const g = groups.get(key);
    if (g) g.push(c);
    else groups.set(key, [c]);
  }
  return [...groups.values()].map((list) => {
    const first = list[0] as Check;
    if (list.length === 1) return { name: first.name, message: first.message, checks: list };
    const prefix =
      first.group === 'routes' ? 'route ' : first.group === 'relations' ? 'relation ' : '';
    const subjects = list.map((c) =>
      prefix !== '' && c.name.startsWith(prefix) ? c.name.slice(prefix.length) : c.name,
    );
    const plural = prefix === '' ? '' : `${prefix.trim()}s `;
    return { name: `${plural}${listing(subjects, 8)}`, message: first.message, checks: list };
  });
}

/** How a gating check reads in a list: what it does to the run. */
export function gateWord(c: Check): string {
  return c.exitCode === 1 ? 'says no (exit 1)' : 'is not enough evidence (exit 2)';
}

/** The heading of the list of gating checks. */
export function gateHeading(a: Assessment, count: number): string {
  return count === 0
    ? `Nothing keeps this run from passing (exit ${a.exitCode})`
    : `What keeps this run from passing (${count}; exit ${a.exitCode})`;
}
