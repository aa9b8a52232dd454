import type { BlindnessResult } from '../blindness/index.js';
import type { Coverage } from '../contract/index.js';
import type { DecisionContract } from '../contract/types.js';
import type { FlipPair, MeterResult } from '../meter/index.js';
import { type FailedCallReason, type Isolation, type Layer } from '../observation/types.js';
import type { RelationCoverage, RelationFailureReason, RelationSummary } from '../relations/index.js';
import type { RouteTable } from '../routes/index.js';
import type { Method } from '../stats/index.js';
import { type FailureGroup } from './failure-groups.js';
import type { Finding } from './findings.js';
import type { Headline } from './headline.js';
import type { NamedInputs } from './inputs.js';
import type { NextStep } from './next.js';
import type { ExitCode, RunStatus, Status } from './status.js';
export interface AssessSettings {
    /** Tolerance for the flip rate, 0 < epsilon < 1. */
    readonly epsilon: number;
    /** Share of inputs one decision may hold before the probes count as blind. */
    readonly blindnessThreshold?: number;
    /** The decision rule; default: the one the evidence records, else Wilson. */
    readonly method?: Method;
    /**
     * The digest of the suite the evidence was collected against, when it is judged
     * without it on request (`withoutSuite`): carried into the assessment, so that no
     * baseline is admitted from it (admission.suite-not-applied).
     */
    readonly suiteNotApplied?: string;
}
/** How a random-allocation run spread its pairs over the inputs. */
export interface AllocationSummary {
    readonly kind: 'random';
    readonly seed: number;
    /** Pairs drawn. */
    readonly pairs: number;
    readonly inputs: number;
    /** Inputs that gave at least one pair. */
    readonly exercised: number;
    /** Fingerprints of the inputs that gave no pair, in case order. */
    readonly unexercised: readonly string[];
    /** The same inputs named as reports name them (text where the evidence holds it). */
    readonly unexercisedInputs: NamedInputs;
}
export interface AssessmentError {
    readonly caseIndex: number;
    readonly fingerprint: string;
    readonly phase: 'meter' | 'source' | 'relations' | 'recorded';
    readonly relation?: string;
    readonly message: string;
    /** How many failures this entry stands for (runs recorded only as a count); absent: one. */
    readonly count?: number;
    /** Why the call failed, when its evidence records it (a relation's: its failed source or follow-up call). */
    readonly reason?: FailedCallReason;
    /** Why the relation could not be judged (phase `relations` only). */
    readonly relationReason?: RelationFailureReason;
}
/** How many failures had one reason (`not_recorded`: evidence that gives none). */
export interface FailureReasonCount {
    readonly reason: FailedCallReason | 'not_recorded';
    readonly count: number;
}
/**
 * The failed calls grouped by reason, most first (ties in the vocabulary's order),
 * those without a recorded reason last as `not_recorded`; relations that could not
 * be judged are grouped by failureGroupsOf.
 */
export declare function failureReasonCounts(errors: readonly AssessmentError[]): readonly FailureReasonCount[];
/**
 * "3 failed calls: 2 timeout, 1 malformed_response" (then the relations not judged,
 * by reason: failure-groups.ts); null when no failure records
 * its reason (evidence written before reasons were recorded reads as before).
 */
export declare function describeFailureReasons(errors: readonly AssessmentError[]): string | null;
export interface ContractResult extends Coverage {
    readonly contract: DecisionContract;
}
/** The facts an assessment decides from; headline and next steps are derived from them. */
export type AssessmentFacts = Omit<Assessment, 'headline' | 'caveats' | 'next' | 'status'> & {
    readonly status: Status;
};
export interface Assessment {
    /**
     * The run's status. An assessment of evidence alone has a `Status`; one with a
     * baseline check applied (`withBaseline`) may be `drift` or `baseline-refused`.
     */
    readonly status: RunStatus;
    readonly exitCode: ExitCode;
    readonly headline: Headline;
    /** False when any call failed, a failure was recorded, or collection stopped early. */
    readonly complete: boolean;
    readonly caveats: readonly string[];
    /**
     * Rows served from the tool's cache and kept out of every series (`cachedRowsOf`:
     * the cases' `cached` rows and provenance.cached_replays); absent when none.
     */
    readonly cachedReplays?: number;
    /** The suite digest whose contract was not applied on request (`withoutSuite`); absent otherwise. */
    readonly suiteNotApplied?: string;
    readonly layer: Layer;
    readonly isolation: Isolation;
    readonly epsilon: number;
    /** The decision rule every call was made by. */
    readonly method: Method;
    /** Present when each pair's input was drawn at random. */
    readonly allocation: AllocationSummary | null;
    readonly meter: MeterResult | null;
    /** The meter's flips by pair of decisions, over every scored input (empty without a meter). */
    readonly flipPairs: readonly FlipPair[];
    readonly blindness: BlindnessResult | null;
    readonly routes: RouteTable | null;
    readonly contract: ContractResult | null;
    readonly relations: readonly RelationSummary[];
    readonly relationCoverage: RelationCoverage | null;
    readonly errors: readonly AssessmentError[];
    /** Failures in all, including runs recorded only as a count. */
    readonly errorCount: number;
    /** Every failure grouped by kind and reason, with an example each (failure-groups.ts). */
    readonly failureGroups: readonly FailureGroup[];
    /**
     * Calls made: `meter` repeats, `sources` (independent first draws, only without
     * call reuse) and `relations` (follow-ups, plus fresh source calls without reuse).
     */
    readonly calls: {
        readonly total: number;
        readonly meter: number;
        readonly sources: number;
        readonly relations: number;
    };
    readonly inputFingerprints: readonly string[];
    /** One finding per subject: its outcome, whether it gates, what it still needs (findings.ts). */
    readonly findings: readonly Finding[];
    readonly next: readonly NextStep[];
    readonly stopReason?: string;
}
export declare function isolationCaveat(isolation: Isolation): string | null;
