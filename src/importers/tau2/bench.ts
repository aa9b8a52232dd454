import { Refusal } from '../../core/errors.js';
import type { BenchImport, BenchImportOptions } from '../outcomes/shared.js';
import { BenchCollector, stemOf } from '../outcomes/shared.js';
import { FAILED_TERMINATIONS, isTau2Success, tau2RunsOf } from './read.js';

/**
 * τ²-bench results as bench results: each task's trials are its attempts, in
 * trial order; a trial passes when its reward is 1 (tau2's own rule,
 * `is_successful`), an error when it ended in one (FAILED_TERMINATIONS) or was
 * not evaluated (`reward_info: null`). pass^k and its intervals are then the
 * bench's (core/bench/estimators.ts), over the trials the file holds.
 * The agent is the file's agent model (`info.agent_info.llm`), else the file's stem.
 */
export function benchFromTau2(
  document: unknown,
  fileName: string,
  options: BenchImportOptions = {},
): BenchImport {
  const runs = tau2RunsOf(document, fileName);
  const info = (document as Record<string, unknown>)['info'] as Record<string, unknown>;
  const agentInfo = info['agent_info'];
  const llm =
    typeof agentInfo === 'object' && agentInfo !== null
      ? (agentInfo as Record<string, unknown>)['llm']
      : undefined;
  const env = info['environment_info'];
  const domain =
    typeof env === 'object' && env !== null
      ? (env as Record<string, unknown>)['domain_name']
      : undefined;
  const agent =
    options.agentName ?? (typeof llm === 'string' && llm.trim() !== '' ? llm : stemOf(fileName));
  const name =
    options.benchmarkName ??
    (typeof domain === 'string' && domain.trim() !== '' ? `tau2-${domain}` : stemOf(fileName));
  const collector = new BenchCollector('import.bench-tau2');
  for (const run of runs) {
    collector.task(run.task, run.where, { numeric: run.numeric });
    if (FAILED_TERMINATIONS.has(run.termination)) {
      collector.attempt(agent, run.task, 'error', {
        error: `the simulation ended in ${run.termination}`,
      });
    } else if (run.reward === null) {
      collector.attempt(agent, run.task, 'error', { error: 'the simulation was not evaluated' });
    } else {
      collector.attempt(agent, run.task, isTau2Success(run.reward) ? 'pass' : 'fail');
    }
  }
  if (collector.taskCount === 0) {
    throw new Refusal('import.bench-tau2', 'expected at least one simulation', fileName);
  }
  return collector.finish(name, fileName);
}
