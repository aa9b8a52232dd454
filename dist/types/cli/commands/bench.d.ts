import { type BenchCommand, type BenchSettings } from '../../app/bench-run.js';
import { type CliIo } from '../io.js';
import { type ReportOptions } from '../reports.js';
export type BenchReportKind = 'none' | 'json' | 'html' | 'all';
/** The options of the bench subcommands as commander gives them. */
export interface BenchCommandOptions extends ReportOptions, Omit<BenchSettings, 'agents'> {
    readonly report?: BenchReportKind;
    readonly reportDir?: string;
    readonly quiet?: boolean;
}
/** The files `--report` writes, by kind. */
export declare const BENCH_REPORT_FILES: {
    readonly json: "agentverity-bench-report.json";
    readonly html: "agentverity-bench-report.html";
};
/** The engine's bench settings from the command line (unset options left out; `--timeout 0` is none). */
export declare function benchSettingsOf(agents: readonly string[], options: BenchCommandOptions): BenchSettings;
export declare function benchCommand(command: BenchCommand, agents: readonly string[], options: BenchCommandOptions, io: CliIo): Promise<number>;
/** `bench run AGENT PROMPT`: one call, its answer on stdout; exit 1 when the call failed. */
export declare function benchRunCommand(agent: string, prompt: string, options: BenchCommandOptions, io: CliIo): Promise<number>;
/** `bench list`: the bundled benchmarks. */
export declare function benchListCommand(io: CliIo): Promise<number>;
/** `bench info FILE|NAME`: what the benchmark holds, after the same checks a run makes. */
export declare function benchInfoCommand(benchmark: string, io: CliIo): Promise<number>;
