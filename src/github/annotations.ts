// Workflow annotations for a run: one per finding, levelled by the exit-code
// contract (DESIGN.md §5). What makes the exit code 1 (the evidence says no) is
// an error, what makes it 2 (not enough or unusable evidence) is a warning, and
// a finding that does not gate the run is a notice. The level is the finding's
// own (core/assess/findings.ts), as in every report, so an annotation never
// shows red for something the exit code ignores.
//
// Messages are plain text: the toolkit escapes workflow-command data, so nothing
// is escaped here; labels from the agent or the suite are cut to a length and
// their control characters shown as visible \u escapes (render/escape.ts).
import type { AnnotationProperties } from '@actions/core';
import {
  formatPercent,
  keyLabel,
  plural,
  type Assessment,
  type CheckResult,
  type Finding,
  type PairsNeeded,
  type RelationSummary,
} from '../core/index.js';
import { interval, noiseNote, relationRate, tolerance } from '../render/facts.js';

import {
  annotation,
  ANNOTATION_LIMIT,
  label,
  labels,
  levelOf,
  place,
  SuiteLines,
  type Annotation,
  type AnnotationSources,
  type Place,
} from './annotation-text.js';
import { approvalAnnotations, checkAnnotations } from './annotations-baseline.js';

export { ANNOTATION_LIMIT, type Annotation, type AnnotationSources } from './annotation-text.js';

/**
 * Workflow annotations for a run: one per finding, levelled by the exit-code
 * contract (DESIGN.md §5). What makes the exit code 1 (the evidence says no) is
 * an error, what makes it 2 (not enough or unusable evidence) is a warning, and
 * a finding that does not gate the run is a notice. The level is the finding's
 * own (core/assess/findings.ts), as in every report, so an annotation never
 * shows red for something the exit code ignores.
 *
 * Messages are plain text: the toolkit escapes workflow-command data, so nothing
 * is escaped here; labels from the agent or the suite are cut to a length and
 * their control characters shown as visible \u escapes (render/escape.ts).
 */

/** What an undecided route or meter still needs, from its finding. */
function needText(needs: PairsNeeded | null, epsilon: number, per: 'case' | 'input'): string {
  const tol = tolerance(epsilon);
  if (needs === null || needs.total === null || needs.additional === null) {
    return `No practical number of pairs decides it at ${tol}; choose a larger tolerance or stabilise it.`;
  }
  return `Collect ${plural(needs.additional, 'more agreeing pair')} (${needs.total} in all, about ${needs.repeatsEach} repeats per ${per}) to decide it at ${tol}.`;
}

function meterNeed(needs: PairsNeeded | null, epsilon: number): string {
  const tol = tolerance(epsilon);
  if (needs === null || needs.total === null || needs.additional === null) {
    return `No practical number of pairs certifies ${tol}; choose a larger tolerance.`;
  }
  return `Collect ${plural(needs.additional, 'more pair')}: if every new pair agrees, ${needs.total} pairs bound the flip rate below ${tol} (about ${needs.repeatsEach} repeats per input).`;
}

function routeAnnotations(a: Assessment, at: (route: string) => Place): Annotation[] {
  const routes = a.routes;
  if (routes === null) return [];
  const rows = new Map(routes.routes.map((r) => [r.decision, r]));
  const out: Annotation[] = [];
  const findings = a.findings.filter((f) => f.kind === 'route' && f.outcome !== 'passed');
  // Routes that fail the run first, then the others in table order.
  const ordered = [...findings].sort((x, y) => Number(y.gates) - Number(x.gates));
  for (const f of ordered) {
    const r = rows.get(f.subject);
    if (r === undefined) continue;
    const name = label(r.decision);
    const figures = `${r.flips} of ${plural(r.pairs, 'pair')} flipped (95% CI ${interval(r.ciLow, r.ciHigh)})`;
    if (r.call === 'stochastic') {
      out.push(
        annotation(
          levelOf(f),
          `Route ${name} flips on rerun`,
          r.targeted
            ? `${figures}, above its declared target ${tolerance(r.epsilon)}. Stabilise the route (pin the model, lower the temperature, make the instructions decisive), or raise its stability target in the suite if this rate is acceptable.`
            : `${figures}, above the ${tolerance(r.epsilon)} tolerance. It has no declared target, so it does not fail the run; stabilise it, or judge later runs${a.relations.length > 0 ? ' and relation violations' : ''} against this rate.`,
          at(r.decision),
          f.id,
        ),
      );
    } else if (r.call === 'undecided') {
      const why = f.gates
        ? ''
        : f.note === 'route-flips'
          ? ' Not gating, because another route already flips.'
          : ' It has no declared target, so it does not gate the run.';
      out.push(
        annotation(
          levelOf(f),
          `Route ${name} needs more pairs`,
          `${figures}; the interval does not decide it at ${r.targeted ? 'its declared target ' : ''}${tolerance(r.epsilon)}. ${needText(f.needs, r.epsilon, 'case')}${why}`,
          at(r.decision),
          f.id,
        ),
      );
    }
  }
  return out;
}

function relationAnnotations(a: Assessment, file: Place, chosen: boolean): Annotation[] {
  const out: Annotation[] = [];
  const rows = new Map(a.relations.map((r) => [r.name, r]));
  const vacuous = a.findings.some((g) => g.kind === 'relations' && g.gates);
  for (const f of a.findings) {
    if (f.kind === 'relations' && f.gates) {
      out.push(
        annotation(
          levelOf(f),
          'Relations tested nothing',
          `No relation changed any input (${labels(a.relations.map((r) => r.name))}), so the relations checked nothing; a skipped relation is never evidence. Use relations whose transforms change these inputs.`,
          file,
          f.id,
        ),
      );
    }
    if (f.kind !== 'relation') continue;
    const r = rows.get(f.subject);
    if (r === undefined) continue;
    if (r.errors > 0) {
      out.push(
        annotation(
          levelOf(f),
          `Relation ${label(r.name)} could not be checked`,
          `${plural(r.errors, 'check')} of the relation ${label(r.name)} failed to run (held ${r.held}, violated ${r.violated}, skipped ${r.skipped}), so the evidence is incomplete. Fix the failing follow-up calls and collect again.`,
          file,
          f.id,
        ),
      );
    } else if (r.violated > 0) out.push(violation(r, f, file));
    else if (f.outcome === 'skipped' && !vacuous && chosen) {
      out.push(
        annotation(
          'notice',
          `Relation ${label(r.name)} tested nothing`,
          `Its transform left all ${plural(r.skipped, 'input')} unchanged, so it was skipped everywhere (never counted as held). Leave it out of the relations input, or choose a transform that changes these inputs.`,
          file,
          f.id,
        ),
      );
    }
  }
  return out;
}

function violation(r: RelationSummary, f: Finding, file: Place): Annotation {
  const what = r.type === 'invariant' ? 'changed the decision' : 'failed its check';
  const counts = `held ${r.held}, violated ${r.violated}, skipped ${r.skipped}, errors ${r.errors}`;
  return annotation(
    levelOf(f),
    `Relation ${label(r.name)} violated`,
    `The ${r.type} relation ${label(r.name)} ${what} on ${r.violated} of ${plural(r.exercised, 'changed input')} (${relationRate(r)}; ${counts}). ${
      f.note === 'within-noise'
        ? `This is ${noiseNote(r)}; it does not fail the run.`
        : f.gates
          ? 'Inspect those inputs in the report: make the agent robust to this change of wording, or drop the relation if the change is legitimate.'
          : 'The agent already flips on rerun, so compare this rate with the measured flip rate before treating it as a defect.'
    }`,
    file,
    f.id,
  );
}

function contractAnnotations(
  a: Assessment,
  suitePath: string | undefined,
  lines: SuiteLines,
): Annotation[] {
  const c = a.contract;
  if (c === null || c.satisfied) return [];
  const critical = new Set(c.missingCritical);
  const critNote = (names: readonly string[]) => {
    const crit = names.filter((n) => critical.has(n));
    return crit.length > 0 ? ` Critical: ${labels(crit)}.` : '';
  };
  const title = (text: string, names: readonly string[]) =>
    names.some((n) => critical.has(n)) ? `${text} (critical)` : text;
  const out: Annotation[] = [];
  if (c.missingIntended.length > 0) {
    out.push(
      annotation(
        'error',
        title('Contract: required decision has no case', c.missingIntended),
        `No case is written for ${labels(c.missingIntended)}.${critNote(c.missingIntended)} Write at least one case for each in the suite.`,
        place(suitePath, lines.key('required')),
        'contract:missing-intended',
      ),
    );
  }
  if (c.underCased.length > 0) {
    const shown = c.underCased
      .slice(0, 8)
      .map(([name, have, want]) => `${label(name)} has ${have} of ${want}`);
    const rest = c.underCased.length - shown.length;
    out.push(
      annotation(
        'error',
        'Contract: too few cases',
        `Below the declared minimum number of cases: ${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}. Write the missing cases.`,
        place(suitePath, lines.key('minimum_cases')),
        'contract:under-cased',
      ),
    );
  }
  if (c.unknownObserved.length > 0) {
    out.push(
      annotation(
        'error',
        'Contract: undeclared decision returned',
        `The agent returned ${labels(c.unknownObserved)}, which the contract does not allow. Add it to "allowed" if it is legitimate, otherwise fix the agent.`,
        place(suitePath, lines.key('allowed')),
        'contract:unknown-observed',
      ),
    );
  }
  if (c.missingObserved.length > 0) {
    const first = c.missingObserved[0] as string;
    out.push(
      annotation(
        'error',
        title('Contract: required decision never returned', c.missingObserved),
        `No case ever reached ${labels(c.missingObserved)}.${critNote(c.missingObserved)} Check that its cases really exercise it, or fix the agent.`,
        place(suitePath, lines.route(first) ?? lines.key('required')),
        'contract:missing-observed',
      ),
    );
  }
  return out;
}

/**
 * The annotations for an assessment and an optional baseline check, in a fixed
 * order (run-wide findings, contract, routes, relations, baseline). Pass the
 * list through `limitAnnotations` before emitting it.
 */
export function annotationsFor(
  a: Assessment,
  check: CheckResult | null,
  sources: AnnotationSources,
): Annotation[] {
  const lines = new SuiteLines(sources.suiteText);
  const casesFile = sources.suitePath ?? sources.inputsPath;
  const casesPlace = place(casesFile);
  const routePlace = (route: string) =>
    place(casesFile, sources.suitePath !== undefined ? lines.route(route) : null);
  const out: Annotation[] = [];

  const ef = a.findings.find((f) => f.id === 'evidence');
  if (ef !== undefined && ef.gates) {
    const first = a.errors[0];
    const parts: string[] = [];
    if (a.errorCount > 0) {
      parts.push(
        `${a.errorCount} of ${plural(a.calls.total, 'call or check', 'calls or checks')} failed`,
      );
    }
    if (a.stopReason !== undefined)
      parts.push(`collection stopped early (${label(a.stopReason, 200)})`);
    else if (a.errorCount === 0) parts.push('collection stopped before it finished');
    out.push(
      annotation(
        levelOf(ef),
        'Evidence incomplete',
        `${parts.join(' and ')}${
          first !== undefined
            ? `; first: case ${first.caseIndex} (${first.phase}${first.relation !== undefined ? ` ${label(first.relation)}` : ''}): ${label(first.message, 200)}`
            : ''
        }. No figure of this run can be trusted: fix the failures and collect again.`,
        {},
        'evidence',
      ),
    );
  }

  const b = a.blindness;
  const bf = a.findings.find((f) => f.id === 'blindness');
  if (b !== null && bf !== undefined && bf.gates) {
    const allowed = Math.ceil(b.threshold * b.inputs) - 1;
    out.push(
      annotation(
        levelOf(bf),
        'Probes are blind',
        `"${label(keyLabel(b.majority))}" is the first answer on ${formatPercent(b.skew, 1)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)}), so a green run says more about the probes than about the agent. Add probes that should reach other decisions: at most ${allowed} of ${b.inputs} inputs may share one first answer (now ${b.majorityCount}).`,
        casesPlace,
        'blindness',
      ),
    );
  }

  out.push(...contractAnnotations(a, sources.suitePath, lines));

  const m = a.meter;
  const mf = a.findings.find((f) => f.kind === 'meter');
  if (m !== null && mf !== undefined && m.call === 'undecided' && mf.gates) {
    out.push(
      annotation(
        levelOf(mf),
        'Not enough pairs to decide',
        `${m.flips} of ${plural(m.pairs, 'pair')} flipped; the 95% CI ${interval(m.ciLow, m.ciHigh)} neither clears nor exceeds the ${tolerance(m.epsilon)} tolerance. ${meterNeed(mf.needs, m.epsilon)}`,
        casesPlace,
        'meter',
      ),
    );
  } else if (
    m !== null &&
    m.call === 'stochastic' &&
    (a.routes === null || a.routes.stochastic.length === 0)
  ) {
    out.push(
      annotation(
        'notice',
        'Decisions flip on rerun',
        `${m.flips} of ${plural(m.pairs, 'pair')} flipped (${formatPercent(m.flipRate, 1)}, 95% CI ${interval(m.ciLow, m.ciHigh)}), above the ${tolerance(m.epsilon)} tolerance. Compare regressions${a.relations.length > 0 ? ' and relation violation rates' : ''} with this flip rate, not with zero; this evidence cannot admit a baseline.`,
        casesPlace,
        'meter',
      ),
    );
  } else if (m === null && mf !== undefined && mf.note === 'not-measured') {
    out.push(
      annotation(
        'notice',
        'Repeatability not measured',
        'No repeat series was scored, so nothing is known about whether decisions repeat. Run the meter with at least two repeats per input.',
        casesPlace,
        'meter',
      ),
    );
  }

  out.push(...routeAnnotations(a, routePlace));
  out.push(...relationAnnotations(a, casesPlace, sources.relationsChosen === true));
  out.push(...checkAnnotations(check, place(sources.baselinePath)));
  out.push(...approvalAnnotations(a.findings));
  return out;
}

const LEVELS = ['error', 'warning', 'notice'] as const;

/**
 * What GitHub will show: errors, then warnings, then notices, at most
 * ANNOTATION_LIMIT of each (the runner drops the rest silently). When some are
 * left out, the last notice slot says how many, so nothing disappears unseen.
 */
export function limitAnnotations(list: readonly Annotation[]): Annotation[] {
  const byLevel = LEVELS.map((level) => list.filter((x) => x.level === level));
  const [errors, warnings, notices] = byLevel as [Annotation[], Annotation[], Annotation[]];
  const keptErrors = errors.slice(0, ANNOTATION_LIMIT);
  const keptWarnings = warnings.slice(0, ANNOTATION_LIMIT);
  const dropped = errors.length - keptErrors.length + (warnings.length - keptWarnings.length);
  const noticeRoom =
    dropped > 0 || notices.length > ANNOTATION_LIMIT ? ANNOTATION_LIMIT - 1 : ANNOTATION_LIMIT;
  const keptNotices = notices.slice(0, noticeRoom);
  const left = dropped + notices.length - keptNotices.length;
  const out = [...keptErrors, ...keptWarnings, ...keptNotices];
  if (left > 0) {
    out.push({
      level: 'notice',
      title: `${plural(left, 'annotation')} not shown`,
      message: `… and ${left} more (see the job summary)`,
    });
  }
  return out;
}

/** The properties `core.error`/`warning`/`notice` take for an annotation. */
export function annotationProperties(a: Annotation): AnnotationProperties {
  return {
    title: a.title,
    ...(a.file !== undefined ? { file: a.file } : {}),
    ...(a.startLine !== undefined ? { startLine: a.startLine } : {}),
  };
}
