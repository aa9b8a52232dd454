import type { BenchImport, BenchImportOptions } from '../outcomes/shared.js';
/**
 * τ²-bench results as bench results: each task's trials are its attempts, in
 * trial order; a trial passes when its reward is 1 (tau2's own rule,
 * `is_successful`), an error when it ended in one (FAILED_TERMINATIONS) or was
 * not evaluated (`reward_info: null`). pass^k and its intervals are then the
 * bench's (core/bench/estimators.ts), over the trials the file holds.
 * The agent is the file's agent model (`info.agent_info.llm`), else the file's stem.
 */
export declare function benchFromTau2(document: unknown, fileName: string, options?: BenchImportOptions): BenchImport;
