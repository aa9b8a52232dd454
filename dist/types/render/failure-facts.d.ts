import { type Assessment, type FailureExample, type FailureGroup } from '../core/index.js';
/** The columns of the failures-by-reason table. */
export declare const FAILURE_GROUP_HEADER: readonly ["failure", "reason", "count", "first", "message"];
/** Characters of an example's message shown in a table cell. */
export declare const FAILURE_MESSAGE_MAX = 200;
/** Escapes untrusted text for one format, cut to `max` code points. */
export type Escape = (text: string, max: number) => string;
/** How a failure's kind reads. */
export declare function failureKindText(kind: FailureGroup['kind']): string;
/** A group's reason, with the failed call's reason for a relation whose call failed. */
export declare function failureGroupReason(g: FailureGroup): string;
/** Where the example failed: its case, its input (or fingerprint), its relation. */
export declare function failureExampleWhere(e: FailureExample, esc: Escape): string;
/** One row of the failures-by-reason table, each cell ready for the format. */
export declare function failureGroupCells(g: FailureGroup, esc: Escape): string[];
/**
 * The groups as `key=value` lines (`failures.call.timeout=2, first case 3 "…": …`),
 * as JUnit's system-out lists figures; `esc` makes each untrusted part safe.
 */
export declare function failureGroupLines(a: Assessment, esc: Escape): string[];
