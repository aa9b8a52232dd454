import { keyLabel } from '../observation/observation.js';
import { violationsCount } from '../relations/index.js';
import { formatPercent, listing, plural } from '../util/format.js';
import type { AssessmentFacts } from './assessment.js';
import type { HeadlineCategory } from './status.js';

export interface Headline {
  readonly category: HeadlineCategory;
  /**
   * One sentence, in our words, with the figures that decide the category. It
   * starts with our own word or a figure, never with a label from the evidence,
   * so a format may capitalise its first letter.
   */
  readonly text: string;
}

function interval(low: number, high: number): string {
  return `95% CI ${formatPercent(low, 1)}–${formatPercent(high, 1)}`;
}

/**
 * The first line of every report. It is derived from the status, so it can never
 * contradict the status or the exit code (reference-defects.md §2).
 */
export function headlineFor(a: AssessmentFacts): Headline {
  const eps = formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1);
  const m = a.meter;
  const routes = a.routes;
  switch (a.status) {
    case 'incomplete': {
      const parts: string[] = [];
      if (a.errorCount > 0) {
        parts.push(
          `${plural(a.errorCount, 'call or check', 'calls or checks')} of ${a.calls.total} failed`,
        );
      }
      if (a.stopReason !== undefined) parts.push(`collection stopped early (${a.stopReason})`);
      else if (a.errorCount === 0) parts.push('collection stopped before it finished');
      return {
        category: 'INCOMPLETE',
        text: `${parts.join(' and ')}, so the evidence is incomplete; fix the failures and collect again before reading any figure.`,
      };
    }
    case 'contract': {
      const c = a.contract!;
      const parts: string[] = [];
      if (c.missingIntended.length > 0)
        parts.push(`no case is written for ${listing(c.missingIntended)}`);
      if (c.underCased.length > 0) {
        parts.push(
          c.underCased
            .map(([label, have, want]) => `${label} has ${have} of ${want} cases`)
            .join(', '),
        );
      }
      if (c.unknownObserved.length > 0)
        parts.push(`the agent returned undeclared ${listing(c.unknownObserved)}`);
      if (c.missingObserved.length > 0)
        parts.push(`the agent never returned ${listing(c.missingObserved)}`);
      return {
        category: 'NOT TRUSTWORTHY',
        text: `the decision contract is not met: ${parts.join('; ')}.`,
      };
    }
    case 'blind': {
      const b = a.blindness!;
      return {
        category: 'NOT TRUSTWORTHY',
        text: `the probes collapse onto one decision: "${keyLabel(b.majority)}" is the first answer on ${formatPercent(b.skew)} of ${plural(b.inputs, 'input')}, so a green run says more about the probes than about the agent.`,
      };
    }
    case 'vacuous': {
      const names = a.relations.filter((r) => r.exercised === 0).map((r) => r.name);
      return {
        category: 'NOT TRUSTWORTHY',
        text: `no relation changed any input (${listing(names)}), so the relations tested nothing.`,
      };
    }
    case 'target-failed': {
      const rows = routes!.routes.filter((r) => r.targeted && r.call === 'stochastic');
      return {
        category: 'NOT READY',
        text: `${plural(rows.length, 'route')} flip above the declared target: ${rows
          .map(
            (r) =>
              `${r.decision} ${r.flips}/${r.pairs} pairs (${interval(r.ciLow, r.ciHigh)}, target ${formatPercent(r.epsilon, 1)})`,
          )
          .join('; ')}.`,
      };
    }
    case 'stochastic': {
      if (routes !== null && routes.stochastic.length > 0) {
        const rows = routes.routes.filter((r) => r.call === 'stochastic');
        const hides =
          m !== null && m.call === 'deterministic' ? '; the pooled figure hides them' : '';
        return {
          category: 'TRUSTWORTHY WITH CARE',
          text: `decisions change on rerun above the ${eps} tolerance, concentrated on ${plural(rows.length, 'route')}: ${rows
            .map((r) => `${r.decision} (${r.flips} of ${r.pairs} pairs flipped)`)
            .join(', ')}${hides}.`,
        };
      }
      return {
        category: 'TRUSTWORTHY WITH CARE',
        text: `decisions change on rerun: ${m!.flips} of ${plural(m!.pairs, 'pair')} flipped (${formatPercent(m!.flipRate)}, ${interval(m!.ciLow, m!.ciHigh)}), above the ${eps} tolerance; compare ${a.relations.length > 0 ? 'relation violations and regressions' : 'regressions'} against this rate, not against zero.`,
      };
    }
    case 'undecided': {
      if (routes !== null && routes.targetedUndecided.length > 0) {
        return {
          category: 'NO ANSWER YET',
          text: `${routes.targetedUndecided.length === 1 ? 'route' : 'routes'} ${listing(routes.targetedUndecided)} ${routes.targetedUndecided.length === 1 ? 'has' : 'have'} a declared target but too few pairs to decide it.`,
        };
      }
      return {
        category: 'NO ANSWER YET',
        text: `${m!.flips} of ${plural(m!.pairs, 'pair')} flipped; the ${interval(m!.ciLow, m!.ciHigh)} neither clears nor exceeds the ${eps} tolerance, so collect more pairs.`,
      };
    }
    case 'violations': {
      const violated = a.relations.filter(violationsCount);
      return {
        category: 'NOT TRUSTWORTHY',
        text: `${plural(violated.length, 'relation')} changed the decision: ${violated
          .map((r) => `${r.name} on ${r.violated} of ${plural(r.exercised, 'changed input')}`)
          .join(', ')}.`,
      };
    }
    case 'deterministic': {
      const undecidedRoutes = routes?.undecided ?? [];
      const bound = `${m!.flips} of ${plural(m!.pairs, 'pair')} flipped and the 95% upper bound ${formatPercent(m!.ciHigh, 1)} is below the ${eps} tolerance`;
      if (undecidedRoutes.length > 0) {
        return {
          category: 'TRUSTWORTHY AT POOLED LEVEL',
          text: `${bound}, but ${listing(undecidedRoutes)} ${undecidedRoutes.length === 1 ? 'has' : 'have'} too few pairs to be decided on ${undecidedRoutes.length === 1 ? 'its' : 'their'} own${a.contract !== null ? `; all ${a.contract.contract.required.length} required decisions were observed` : ''}.`,
        };
      }
      const reach =
        a.contract !== null
          ? `all ${a.contract.contract.required.length} required decisions were observed`
          : `the probes reach ${plural(a.blindness?.distinct ?? 0, 'distinct decision')}`;
      const vacuous = a.relations.filter((r) => r.vacuous).length;
      return {
        category: 'TRUSTWORTHY',
        text: `decisions repeat: ${bound}; ${reach}${vacuous > 0 ? `; ${plural(vacuous, 'relation')} tested nothing` : ''}.`,
      };
    }
    case 'unmeasured':
      return {
        category: 'NO VERDICT MEASURED',
        text: 'no repeat series was scored, so nothing was measured about repeatability.',
      };
  }
}
