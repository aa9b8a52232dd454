import type { BenchReport } from '../../core/bench/types.js';
import { type BenchReportMeta } from './facts.js';
/** The file the cases stand for when the caller names none. */
export declare const DEFAULT_BENCH_JUNIT_FILE = "agentverity-benchmark.yaml";
/**
 * The JUnit XML bench report: a `<testsuites>` root, one `<testsuite>` per
 * agent with one `<testcase>` per task (`<failure>` when any attempt failed,
 * else `<error>` when any gave no valid output, each with the counts), and for
 * a comparison one more suite with a `<testcase>` per pair, a `<failure>` only
 * where the verdict's fail-if-worse finding gates on that pair. Every output
 * is escaped (xmlText) and kept on one line per attempt.
 */
export declare function renderBenchJunit(r: BenchReport, meta?: BenchReportMeta): string;
