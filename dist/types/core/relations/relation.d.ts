import { type RelationType } from '../assess/model.js';
import { type Observation } from '../observation/index.js';
/**
 * A metamorphic relation: a transform of the input and a check between the
 * source observation and the follow-up one (true = the relation held).
 */
export interface Relation {
    readonly name: string;
    readonly type: RelationType;
    readonly transform: (input: string) => string;
    readonly check: (source: Observation, followup: Observation) => boolean;
    readonly description?: string;
}
/** What `defineRelation` accepts; checked field by field. */
export interface RelationDefinition {
    readonly name: string;
    readonly type: RelationType;
    readonly transform: (input: string) => string;
    readonly check: (source: Observation, followup: Observation) => boolean;
    readonly description?: string | undefined;
}
export declare function isRelationType(value: unknown): value is RelationType;
/**
 * Validate a relation before any call is made: a name that is not blank, a type
 * from the closed set, and functions for transform and check.
 */
export declare function defineRelation(spec: RelationDefinition, where?: string): Relation;
/** The decisions agree: equal comparison keys on the verdict layer. */
export declare function verdictEqual(source: Observation, followup: Observation): boolean;
/** The tool paths agree element by element (order matters; two empty paths agree). */
export declare function toolsEqual(source: Observation, followup: Observation): boolean;
export declare const BUILTIN_RELATIONS: readonly Relation[];
export declare const BUILTIN_RELATION_NAMES: readonly string[];
/** The built-in relation of that name, or undefined. */
export declare function builtinRelation(name: string): Relation | undefined;
/** The short names of the built-ins, in catalogue order: each name without `-invariance`. */
export declare const BUILTIN_RELATION_SHORT_NAMES: readonly string[];
/**
 * The built-in relation a person named: by its full name (`case-invariance`) or
 * its short one (`case`), in any letter case; undefined for any other name.
 */
export declare function builtinRelationNamed(name: string): Relation | undefined;
export interface AppliedRelation {
    readonly followup: string;
    /** False when the transform left the input as it was: the relation is then skipped. */
    readonly changed: boolean;
}
/**
 * Transform one input. An unchanged follow-up (exact string equality) means the
 * relation is skipped for this input: it is never counted as held. A transform
 * that returns something other than a string is refused.
 */
export declare function applyRelation(relation: Relation, input: string): AppliedRelation;
/**
 * Judge a follow-up against its source with the relation's check. A check that
 * returns something other than a boolean is refused rather than read as truthy.
 */
export declare function judgeRelation(relation: Relation, source: Observation, followup: Observation): 'held' | 'violated';
