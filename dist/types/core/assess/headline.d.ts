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
/**
 * The first line of every report. It is derived from the status, so it can never
 * contradict the status or the exit code (reference-defects.md §2).
 */
export declare function headlineFor(a: AssessmentFacts): Headline;
