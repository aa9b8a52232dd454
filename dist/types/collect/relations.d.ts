import { type Relation } from '../core/index.js';
/**
 * User relations from a module (`--relations path.mjs[:export]`, default export
 * `default`): a list of relations, one relation, or a function with no argument
 * returning either (it may be async). Each relation is `{name, type, transform,
 * check, description?}` with type `invariant`, `monotone` or `directional`; all are
 * checked before any call. They replace the built-ins (import BUILTIN_RELATIONS
 * from the library to keep them).
 */
export declare function loadRelations(spec: string, cwd: string): Promise<Relation[]>;
