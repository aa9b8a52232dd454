import type { AssessmentFacts } from './assessment.js';
/** A concrete next step, with the number that makes it actionable when there is one. */
export interface NextStep {
    readonly code: 'fix-failures' | 'write-cases' | 'declare-or-fix' | 'reach-route' | 'diversify-probes' | 'change-relations' | 'stabilise-routes' | 'collect-pairs' | 'collect-route-pairs' | 'inspect-violations' | 'compare-to-rate' | 'admit-baseline' | 'measure';
    readonly text: string;
    /** Further pairs needed when every new pair agrees, when that applies. */
    readonly pairs?: number;
    /** Repeats per input that would give those pairs, when that applies. */
    readonly repeats?: number;
}
export declare function nextSteps(a: AssessmentFacts): NextStep[];
