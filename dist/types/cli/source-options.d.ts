import type { ImportFiles } from '../app/settings.js';
/** Where a command reads recorded runs from: evidence files or another tool's output. */
export interface SourceOptions extends ImportFiles {
    readonly evidence?: readonly string[];
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
