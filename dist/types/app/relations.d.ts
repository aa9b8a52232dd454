import { type Relation, type RelationFailureReason, type RelationFailureShape } from '../core/index.js';
import type { Problem } from './problems.js';
import type { Settings } from './settings.js';
/** What the `relations` setting asks for. */
export type RelationsChoice = {
    readonly kind: 'default';
} | {
    readonly kind: 'none';
} | {
    readonly kind: 'names';
    readonly names: readonly string[];
} | {
    readonly kind: 'module';
    readonly spec: string;
};
/**
 * Read the setting. A comma-separated list of plain names (no `.`, `/` or `:`) is
 * a choice of built-ins, `none` is no relations, anything else is a module path.
 */
export declare function relationsChoiceOf(value: Settings['relations']): RelationsChoice;
/** The relations module the setting names (code from the workspace), or null. */
export declare function relationsModuleOf(value: Settings['relations']): string | null;
/** How the built-ins are listed in a refusal. */
export declare function knownRelationNames(): string;
/** The problems of a choice of built-ins: every unknown name, with the known ones. */
export declare function relationsProblems(settings: Settings, out: Problem[]): void;
/**
 * The relations a live run uses: the built-ins named (in the order given, each
 * once), those of a module, none, or all four built-ins when nothing was said.
 * The settings must have passed checkSettings.
 */
export declare function relationsFor(value: Settings['relations'], cwd: string): Promise<readonly Relation[]>;
/** Why a relation could not be judged on one input (core's RELATION_FAILURE_REASONS). */
export declare const RELATION_FAILURE_CODES: readonly ["transform_failed", "no_source", "source_failed", "followup_failed", "check_failed"];
export type RelationFailureCode = RelationFailureReason;
/** One relation that ended in `error` on one input: which, where, and why. */
export interface RelationFailure {
    readonly relation: string;
    readonly type: string;
    /** The input's fingerprint (the input itself is left out of reports). */
    readonly fingerprint: string;
    readonly code: RelationFailureCode;
    /** The failed call's recorded reason (`timeout`, `runtime_error`, …), when a call failed. */
    readonly callReason?: string;
    /** The recorded words, as collected. */
    readonly reason: string;
}
/**
 * Every relation that ended in `error`, in case order: the relation, the input's
 * fingerprint, its reason code as the evidence records it (read from the record's
 * shape in evidence written before it was recorded, never from its words) and the
 * recorded words, so a report can say which relation failed on which input and why.
 */
export declare function relationFailuresOf(evidence: {
    readonly cases: readonly {
        readonly fingerprint: string;
        readonly relations?: readonly (RelationFailureShape & {
            readonly name: string;
            readonly type: string;
            readonly error?: string;
        })[];
    }[];
}): RelationFailure[];
