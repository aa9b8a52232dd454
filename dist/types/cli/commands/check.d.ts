import { type Command } from 'commander';
import { type Baseline, type CheckResult, type DecisionSuite, type Evidence } from '../../core/index.js';
import type { CliIo } from '../io.js';
import { type Format } from '../options.js';
import type { CommandContext } from '../shared.js';
import { type SourceOptions } from '../sources.js';
export interface CheckOptions extends SourceOptions {
    readonly baseline: string;
    readonly suite?: string;
    readonly format: Format;
    readonly output?: string;
}
/**
 * Evidence against a baseline, assessed at the baseline's own tolerance and
 * blindness threshold (the `check` command and the Action's gate). A refusal
 * names the evidence files it is about.
 */
export declare function checkEvidence(baseline: Baseline, evidence: Evidence, suite: DecisionSuite | null, files: readonly string[], cwd: string): CheckResult;
export declare function checkCommand(options: CheckOptions, io: CliIo): Promise<number>;
export declare function registerCheck(program: Command, { io, setCode }: CommandContext): void;
