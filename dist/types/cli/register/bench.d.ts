import { type Command } from 'commander';
import type { BenchReportKind } from '../commands/bench.js';
import type { CommandContext } from '../shared.js';
/** `--report`: the report files AgentVerdict users know, beside `--format`/`--output`. */
export declare const BENCH_REPORT_KINDS: readonly BenchReportKind[];
/** `bench`: benchmarks and side-by-side comparisons (docs/bench.md). */
export declare function registerBench(program: Command, { io, setCode }: CommandContext): void;
