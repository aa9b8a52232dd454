import { type Command } from 'commander';
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
export declare function addSourceOptions(command: Command): Command;
