import { type Answer } from './answers.js';
import type { CallCounts, CollectResult } from './collected.js';
import type { CollectionPlan } from './plan.js';
import type { CaseState } from './series.js';
/** What the relation calls need of the collection running them. */
export interface RelationCalls {
    readonly plan: CollectionPlan;
    readonly counts: CallCounts;
    /** Collection stopped (any reason). */
    halted(): boolean;
    /** One call of the agent (synchronous when the agent answered at once). */
    call(input: string): Answer | Promise<Answer>;
    /** Stop on an error (error policy raise): records it as the fatal error. */
    fail(fatal: NonNullable<CollectResult['fatal']>): void;
}
/**
 * Without call reuse, blindness and the contract read an independent draw of
 * each input rather than its first repeat (one extra call per input).
 */
export declare function runSource(ctx: RelationCalls, c: CaseState): Promise<void>;
export declare function runRelations(ctx: RelationCalls, c: CaseState): Promise<void>;
