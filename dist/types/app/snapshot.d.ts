import { type Approval, type Assessment, type Baseline } from '../core/index.js';
import type { SnapshotOutcome } from '../render/baselines/index.js';
import type { CollectionPlan } from '../collect/index.js';
import { type Obtained } from './obtain.js';
import type { AppIo } from './ports.js';
/**
 * The baseline the evidence admits, stamped `createdAt`, with `approval` (null
 * for a candidate); null when the admission rules refuse it.
 */
export declare function baselineOf(obtained: Pick<Obtained, 'evidence' | 'digest' | 'suite'>, assessment: Assessment, approval: Approval | null, createdAt: string): Baseline | null;
/** The unapproved candidate and its content digest, or null when the evidence admits none. */
export declare function candidateOf(obtained: Pick<Obtained, 'evidence' | 'digest' | 'suite'>, assessment: Assessment, createdAt: string): {
    readonly baseline: Baseline;
    readonly digest: string;
} | null;
/**
 * `snapshot`: admit the evidence as an approved baseline (or a candidate when
 * `approval` is null) and write it to `target` (as given; resolved against the
 * working directory). A refused admission writes nothing.
 */
export declare function writeSnapshot(obtained: Obtained, assessment: Assessment, approval: Approval | null, target: string, io: AppIo, createdAt: string): SnapshotOutcome;
/**
 * An unapproved candidate never replaces an approved baseline: a file at the
 * target that holds a baseline with an approval is refused (exit 2) before
 * anything is written (and, on a live run, before any call). A file that is not
 * such a baseline (none, a candidate, anything unreadable) is left to the write.
 */
export declare function refuseCandidateOverApproved(file: string, given: string): void;
/**
 * The snapshot pre-check of a live run, made on the plan before any call: a plan
 * that could never certify the tolerance, even if no pair flipped, is refused.
 * With a k, that k is checked; without one, the plan's own k (planned from the
 * tolerance and the budget, as `run` plans it) is.
 */
export declare function snapshotPrecheck(given: number | null | undefined, budget?: number | null): (plan: CollectionPlan) => void;
