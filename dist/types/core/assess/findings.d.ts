import { type Method } from '../stats/index.js';
import type { AssessmentFacts } from './assessment.js';
import type { NamedInputs } from './inputs.js';
import type { ExitCode, Status } from './status.js';
/**
 * The findings of an assessment, decided once: for each subject (evidence
 * completeness, the pooled meter, each route, blindness, the contract and each
 * of its problems, relation coverage and each relation) its outcome, whether it
 * sets the exit code, what it still needs and its numbers. The status ladder
 * lives here too, so the status and the findings cannot disagree: every report
 * format, the annotations and the exit code are views of this list.
 *
 * A finding gates when it alone would keep the run from passing: the evidence
 * says no (exit 1) or is not enough (exit 2). What the rest of the evidence
 * already explains does not gate: beside a route that flips, an undecided
 * pooled figure, an undecided targeted route and a relation violation are read
 * against the measured flip rate (reference-defects.md §2, DESIGN.md §4).
 * Invariant (tests/core/assess/findings.test.ts): the exit code is not 0
 * exactly when some finding gates, and the finding that names the status gates
 * with the status's exit code.
 */
export type FindingOutcome = 'passed' | 'failed' | 'error' | 'skipped' | 'caution';
export type FindingKind = 'evidence' | 'meter' | 'route' | 'blindness' | 'contract' | 'contract-problem' | 'relations' | 'relation' | 'baseline';
export type ContractProblem = 'missing-intended' | 'under-cased' | 'unknown-observed' | 'missing-observed';
/** Why a finding that would otherwise gate does not, or why it was skipped. */
export type FindingNote = 
/** A route with no declared target does not gate the run. */
'no-target'
/** Not gating, because a route already flips (the status explains the run). */
 | 'route-flips'
/** Nothing was scored, so repeatability was not measured. */
 | 'not-measured'
/** The transform left every input unchanged. */
 | 'unchanged'
/** The relation's violations are what the agent's own flips on the same inputs predict. */
 | 'within-noise'
/** Measured on what was left after failed calls: the run is incomplete, and that is what gates. */
 | 'incomplete';
/** Every finding note, for schemas and readers. */
export declare const FINDING_NOTES: readonly FindingNote[];
/** What it takes to decide a route or the pooled meter at its tolerance. */
export interface PairsNeeded {
    /** Further pairs that decide it when every new pair agrees; null when no practical number does. */
    readonly additional: number | null;
    /** Pairs in all, counting those collected; null when no practical number does. */
    readonly total: number | null;
    /** Repeats per case (a route) or per input (the meter) that give `total` pairs. */
    readonly repeatsEach: number | null;
    /** After a flip: pairs in all if the observed rate persists (null: no number does). Absent with no flip. */
    readonly atObservedRate?: number | null;
}
export type FigureValue = number | string | boolean | null;
export interface Finding {
    /** Stable within one assessment: `evidence`, `meter`, `route:<decision>`, `relation:<name>`… */
    readonly id: string;
    readonly kind: FindingKind;
    /** The route, relation or contract problem it is about; '' for the run-wide ones. */
    readonly subject: string;
    readonly outcome: FindingOutcome;
    /** Sets the exit code: the run cannot pass while this finding stands. */
    readonly gates: boolean;
    /** The exit code it sets when it gates (1 or 2), else 0. */
    readonly exitCode: ExitCode;
    /** The status this finding stands for, when it gates or cautions. */
    readonly status: Status | 'drift' | 'baseline-refused' | null;
    readonly note?: FindingNote;
    /** What is still needed to decide it; null when nothing more pairs could change is missing. */
    readonly needs: PairsNeeded | null;
    /** For a contract problem: the decisions it names. */
    readonly decisions?: readonly string[];
    /**
     * The inputs it is about, when it is about some: for the meter those whose
     * decision changed on rerun, for a relation those it changed the decision of.
     */
    readonly inputs?: NamedInputs;
    /** The numbers it was decided from, by name. */
    readonly figures: Readonly<Record<string, FigureValue>>;
}
/** The largest number of pairs a next step will ask for. */
export declare const MAX_PAIRS = 10000000;
/**
 * Pairs still needed to decide at `epsilon`, if every new pair agrees, with the
 * repeats per case (or per input) over `units` that give them, and after a flip
 * the count at the observed rate. The one place this is computed.
 */
export declare function pairsNeeded(flips: number, pairs: number, epsilon: number, units: number, method?: Method): PairsNeeded;
/** The ladder's verdict and the findings, from the same facts. */
export interface Decided {
    readonly status: Status;
    readonly findings: readonly Finding[];
}
type Facts = Omit<AssessmentFacts, 'status' | 'exitCode' | 'findings'>;
/** The inputs findings name (inputs.ts): the meter's changed ones, and each relation's violated ones. */
export interface FindingInputs {
    readonly meter: NamedInputs | null;
    readonly relations: ReadonlyMap<string, NamedInputs>;
}
/**
 * The status ladder (DESIGN.md §4, in the reference's order) and one finding per
 * subject, decided from the same booleans.
 */
export declare function decide(a: Facts, named?: FindingInputs): Decided;
export {};
