import { violationsCount } from '../relations/index.js';
import type { Method } from '../stats/index.js';
import { formatPercent, listing, plural } from '../util/format.js';
import type { AssessmentFacts } from './assessment.js';
import { pairsNeeded } from './findings.js';

/** A concrete next step, with the number that makes it actionable when there is one. */
export interface NextStep {
  readonly code:
    | 'fix-failures'
    | 'write-cases'
    | 'declare-or-fix'
    | 'reach-route'
    | 'diversify-probes'
    | 'change-relations'
    | 'stabilise-routes'
    | 'collect-pairs'
    | 'collect-route-pairs'
    | 'inspect-violations'
    | 'compare-to-rate'
    | 'admit-baseline'
    | 'measure';
  readonly text: string;
  /** Further pairs needed when every new pair agrees, when that applies. */
  readonly pairs?: number;
  /** Repeats per input that would give those pairs, when that applies. */
  readonly repeats?: number;
}

export function nextSteps(a: AssessmentFacts): NextStep[] {
  const steps: NextStep[] = [];
  const m = a.meter;
  const eps = formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1);
  switch (a.status) {
    case 'incomplete': {
      const first = a.errors[0];
      steps.push({
        code: 'fix-failures',
        text: `Fix the ${plural(a.errorCount, 'failed call', 'failed calls')}${first ? ` (first: ${first.message.slice(0, 200)})` : ''}, then collect again; an incomplete run is never admitted.`,
      });
      break;
    }
    case 'contract': {
      const c = a.contract!;
      if (c.missingIntended.length > 0) {
        steps.push({
          code: 'write-cases',
          text: `Write at least one case for ${listing(c.missingIntended)}.`,
        });
      }
      for (const [label, have, want] of c.underCased) {
        steps.push({
          code: 'write-cases',
          text: `Write ${want - have} more ${want - have === 1 ? 'case' : 'cases'} for ${label} (has ${have} of ${want}).`,
        });
      }
      if (c.unknownObserved.length > 0) {
        steps.push({
          code: 'declare-or-fix',
          text: `The agent returned ${listing(c.unknownObserved)}, which the contract does not allow: add it to \`allowed\` if it is legitimate, otherwise fix the agent.`,
        });
      }
      if (c.missingObserved.length > 0) {
        steps.push({
          code: 'reach-route',
          text: `No case ever reached ${listing(c.missingObserved)}: check that its cases really exercise it.`,
        });
      }
      break;
    }
    case 'blind': {
      const b = a.blindness!;
      const allowed = Math.ceil(b.threshold * b.inputs) - 1;
      steps.push({
        code: 'diversify-probes',
        text: `Add probes that should reach other decisions: at most ${allowed} of ${b.inputs} inputs may share one first answer (now ${b.majorityCount}).`,
      });
      break;
    }
    case 'vacuous':
      steps.push({
        code: 'change-relations',
        text: 'Use relations whose transforms change these inputs; a skipped relation is never evidence.',
      });
      break;
    case 'target-failed':
    case 'stochastic': {
      const rows = a.routes?.routes.filter((r) => r.call === 'stochastic') ?? [];
      if (rows.length > 0) {
        steps.push({
          code: 'stabilise-routes',
          text: `Stabilise ${listing(rows.map((r) => r.decision))} (for example pin the model, lower temperature, or make the instructions decisive), or accept the measured rate and compare later runs against it.`,
        });
      }
      steps.push({
        code: 'compare-to-rate',
        text: `Judge ${a.relations.length > 0 ? 'relation violations and regressions' : 'regressions'} against the measured flip rate, not against zero; this evidence cannot admit a baseline.`,
      });
      break;
    }
    case 'undecided': {
      const undecidedTargeted =
        a.routes?.routes.filter((r) => r.targeted && r.call === 'undecided') ?? [];
      steps.push(...routeSteps(undecidedTargeted));
      if (undecidedTargeted.length === 0 && m !== null) {
        const need = pairsNeeded(m.flips, m.pairs, a.epsilon, m.inputs, m.method);
        if (need.total === null || need.additional === null || need.repeatsEach === null) {
          steps.push({
            code: 'collect-pairs',
            text: `No practical number of pairs certifies ${eps}; choose a larger tolerance.`,
          });
          break;
        }
        const persist = need.atObservedRate;
        steps.push({
          code: 'collect-pairs',
          text: `Collect ${plural(need.additional, 'more pair')}: if every new pair agrees, ${need.total} pairs bound the flip rate below ${eps} (about ${need.repeatsEach} repeats per input over ${plural(m.inputs, 'input')}).${persist === undefined ? '' : persist === null ? ` At the observed rate (${formatPercent(m.flipRate, 1)}) no number of pairs certifies ${eps}.` : ` If the observed rate persists, about ${persist} pairs are needed.`}`,
          pairs: need.additional,
          repeats: need.repeatsEach,
        });
      }
      break;
    }
    case 'violations':
      steps.push({
        code: 'inspect-violations',
        text: `Inspect the violated relations (${listing(a.relations.filter(violationsCount).map((r) => r.name))}): the agent changed its decision when only the wording of the input changed.`,
      });
      break;
    case 'deterministic': {
      const undecidedRoutes = a.routes?.routes.filter((r) => r.call === 'undecided') ?? [];
      steps.push(...routeSteps(undecidedRoutes));
      steps.push({
        code: 'admit-baseline',
        text: 'This evidence can support a regression baseline, once a maintainer approves it.',
      });
      break;
    }
    case 'unmeasured':
      steps.push({
        code: 'measure',
        text: 'Run the meter: at least two repeats per input are needed.',
      });
      break;
  }
  return steps;
}

interface RouteFacts {
  readonly decision: string;
  readonly flips: number;
  readonly pairs: number;
  readonly epsilon: number;
  readonly cases: number;
  readonly method?: Method;
}

/** One step per distinct need, so six quiet routes with the same shortfall read as one line. */
function routeSteps(routes: readonly RouteFacts[]): NextStep[] {
  const groups = new Map<
    string,
    { names: string[]; step: Omit<NextStep, 'text'> & { suffix: string } }
  >();
  for (const r of routes) {
    const eps = formatPercent(r.epsilon, r.epsilon * 100 >= 1 ? 0 : 1);
    const need = pairsNeeded(r.flips, r.pairs, r.epsilon, r.cases, r.method);
    let id: string;
    let step: Omit<NextStep, 'text'> & { suffix: string };
    if (need.total === null || need.additional === null || need.repeatsEach === null) {
      id = `none:${eps}`;
      step = {
        code: 'collect-route-pairs',
        suffix: `no practical number of pairs certifies ${eps}; choose a larger tolerance.`,
      };
    } else {
      const perCase = need.repeatsEach;
      id = `${need.additional}:${perCase}:${eps}`;
      step = {
        code: 'collect-route-pairs',
        pairs: need.additional,
        repeats: perCase,
        suffix: `collect ${plural(need.additional, 'more pair')} (about ${perCase} repeats per case) to decide at ${eps}, if every new pair agrees.`,
      };
    }
    const group = groups.get(id);
    if (group) group.names.push(r.decision);
    else groups.set(id, { names: [r.decision], step });
  }
  return [...groups.values()].map(({ names, step }) => {
    const { suffix, ...rest } = step;
    const who = names.length === 1 ? `Route ${names[0]}` : `Routes ${listing(names, 8)}, each`;
    return { ...rest, text: `${who}: ${suffix}` };
  });
}
