import { type Relation } from '../core/index.js';
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
