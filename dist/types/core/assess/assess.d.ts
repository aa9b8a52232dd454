import type { DecisionSuite } from '../contract/types.js';
import { type Assessment, type AssessSettings } from './assessment.js';
import type { Evidence } from './model.js';
/**
 * Evidence (+ suite + settings) → Assessment. Pure: the same evidence always
 * gives the same assessment.
 */
export declare function assess(evidence: Evidence, suite: DecisionSuite | null, settings: AssessSettings): Assessment;
/**
 * Rows served from the evaluation tool's cache that the evidence keeps out of its
 * series: those recorded per case (`EvidenceCase.cached`, evidence written since
 * they are kept) plus the count older evidence recorded in provenance.cached_replays.
 */
export declare function cachedRowsOf(evidence: Pick<Evidence, 'provenance' | 'cases'>): number;
/** provenance.cached_replays as the importers wrote it before rows were kept: a whole number, else 0. */
export declare function cachedReplaysOf(provenance: Readonly<Record<string, unknown>>): number;
