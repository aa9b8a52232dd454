import { type Command } from 'commander';
import type { Evidence } from '../core/index.js';
import type { CliIo } from './io.js';
/** Where a command reads recorded runs from: evidence files or another tool's output. */
export interface SourceOptions {
    readonly evidence?: readonly string[];
    readonly promptfoo?: readonly string[];
    readonly jsonl?: readonly string[];
    readonly inspect?: readonly string[];
    readonly inputPath?: string;
    readonly decisionPath?: string;
    readonly textPath?: string;
    readonly toolsPath?: string;
    readonly score?: string;
    readonly provider?: string;
    readonly promptId?: string;
    readonly layer?: string;
    readonly isolation?: string;
    /** The decision suite: required by --promptfoo, gives `expected` to --jsonl and --inspect. */
    readonly suite?: string;
}
export type SourceKind = 'evidence' | 'promptfoo' | 'jsonl' | 'inspect';
/** Evidence loaded from the command line, ready for `assess`. */
export interface LoadedEvidence {
    readonly evidence: Evidence;
    /** The files read, as the user named them (globs expanded), in merge order. */
    readonly sources: readonly string[];
    /** Each file read and how it was read, in merge order. */
    readonly parts: readonly {
        readonly file: string;
        readonly kind: SourceKind;
    }[];
    /** Settings recorded by the tool that collected the evidence (ours only). */
    readonly collectedSettings: Readonly<Record<string, unknown>>;
    /** SHA-256 over the evidence's canonical JSON (DESIGN.md §5), computed when first read. */
    readonly digest: string;
}
export declare function addSourceOptions(command: Command): Command;
/** True when the options name at least one source. */
export declare function hasSource(options: SourceOptions): boolean;
/** Refuses a command line that names no source of recorded runs. */
export declare function requireSource(options: SourceOptions, command?: string): void;
/**
 * Reads every source named on the command line and merges them: `--evidence`
 * files first, then the imported files, each in command-line order (globs in
 * sorted order). One import kind per command; evidence files may join it when
 * their layer and isolation agree.
 */
export declare function loadEvidence(options: SourceOptions, io: CliIo): Promise<LoadedEvidence>;
