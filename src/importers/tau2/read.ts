import { Refusal } from '../../core/errors.js';
import { isPlainObject, shortJson, typeName } from '../../evidence/paths.js';
import { taskIdOf } from '../outcomes/shared.js';

/**
 * τ²-bench results (sierra-research/tau2-bench, `tau2 run … --save-to`): one JSON
 * document `{timestamp, info, tasks, simulations}`, each simulation a run of one
 * task (`task_id`, `trial`, `termination_reason`, `reward_info`, `messages`).
 * This module reads the runs both the meter and `bench` need, in trial order.
 */

const CODE = 'import.tau2';

/**
 * Terminations that are not the agent's behaviour but a failed run
 * (tau2 `TerminationReason`): the evidence is then incomplete. `user_stop`,
 * `agent_stop` and `max_steps` end a conversation the agent conducted.
 */
export const FAILED_TERMINATIONS: ReadonlySet<string> = new Set([
  'timeout',
  'too_many_errors',
  'agent_error',
  'user_error',
  'infrastructure_error',
  'context_window_exceeded',
  'unexpected_error',
]);

/** One simulation as read. */
export interface Tau2Run {
  readonly task: string;
  /** True when the task id was a JSON number (kept so two spellings are refused). */
  readonly numeric: boolean;
  readonly trial: number;
  readonly termination: string;
  /** `reward_info.reward`, or null when the run was not evaluated (`reward_info: null`). */
  readonly reward: number | null;
  /** The agent's tool calls in order (assistant messages' `tool_calls[].name`), or null without `messages`. */
  readonly tools: readonly string[] | null;
  /** `simulations[i]` in the file. */
  readonly where: string;
}

/** True when a parsed JSON document looks like τ²-bench results. */
export function isTau2Results(document: unknown): boolean {
  return (
    isPlainObject(document) &&
    Array.isArray(document['simulations']) &&
    isPlainObject(document['info']) &&
    'tasks' in document
  );
}

function toolsOf(messages: unknown, where: string): string[] | null {
  if (messages === undefined) return null;
  if (!Array.isArray(messages)) {
    throw new Refusal(
      CODE,
      `expected a list of messages, found ${typeName(messages)}`,
      `${where}.messages`,
    );
  }
  const tools: string[] = [];
  messages.forEach((m: unknown, j) => {
    if (!isPlainObject(m) || m['role'] !== 'assistant') return;
    const calls = m['tool_calls'];
    if (calls === null || calls === undefined) return;
    if (!Array.isArray(calls)) {
      throw new Refusal(
        CODE,
        `expected a list of tool calls or null, found ${typeName(calls)}`,
        `${where}.messages[${j}].tool_calls`,
      );
    }
    calls.forEach((c: unknown, k) => {
      const name = isPlainObject(c) ? c['name'] : undefined;
      if (typeof name !== 'string' || name.trim() === '') {
        throw new Refusal(
          CODE,
          `expected a tool call with a non-empty name, found ${isPlainObject(c) ? shortJson(name) : typeName(c)}`,
          `${where}.messages[${j}].tool_calls[${k}]`,
        );
      }
      tools.push(name);
    });
  });
  return tools;
}

function rewardOf(info: unknown, where: string): number | null {
  if (info === null || info === undefined) return null;
  const reward = isPlainObject(info) ? info['reward'] : undefined;
  if (typeof reward !== 'number' || !Number.isFinite(reward)) {
    throw new Refusal(
      CODE,
      `expected reward_info with a numeric reward (or reward_info null for a run not evaluated), found ${isPlainObject(info) ? shortJson(reward) : typeName(info)}`,
      `${where}.reward_info${isPlainObject(info) ? '.reward' : ''}`,
    );
  }
  return reward;
}

/**
 * The runs of a τ²-bench results document, grouped by task in order of first
 * appearance and, inside a task, in trial order (a run's place in the file is
 * the order it finished, not the order it was asked for). A task run twice
 * under one trial number is refused: its runs would count twice.
 */
export function tau2RunsOf(document: unknown, file: string): Tau2Run[] {
  if (!isTau2Results(document)) {
    throw new Refusal(
      CODE,
      `expected τ²-bench results (an object with \`info\`, \`tasks\` and \`simulations\`), found ${isPlainObject(document) ? 'an object without them' : typeName(document)}`,
      file,
      { setting: 'tau2' },
    );
  }
  const sims = (document as Record<string, unknown>)['simulations'] as unknown[];
  if (sims.length === 0)
    throw new Refusal(CODE, 'expected at least one simulation, found none', `${file}: simulations`);
  const byTask = new Map<string, Tau2Run[]>();
  const firstAt = new Map<string, string>();
  sims.forEach((s: unknown, i) => {
    const where = `${file}: simulations[${i}]`;
    if (!isPlainObject(s))
      throw new Refusal(CODE, `expected a simulation object, found ${typeName(s)}`, where);
    const id = taskIdOf(s['task_id']);
    if (typeof id === 'string') throw new Refusal(CODE, id, `${where}.task_id`);
    const trial = s['trial'];
    if (!Number.isSafeInteger(trial) || (trial as number) < 0) {
      throw new Refusal(
        CODE,
        `expected the trial as a whole number of 0 or more, found ${shortJson(trial)}`,
        `${where}.trial`,
      );
    }
    const termination = s['termination_reason'];
    if (typeof termination !== 'string' || termination === '') {
      throw new Refusal(
        CODE,
        `expected the termination reason as text, found ${typeName(termination)}`,
        `${where}.termination_reason`,
      );
    }
    const run: Tau2Run = {
      task: id.id,
      numeric: id.numeric,
      trial: trial as number,
      termination,
      reward: rewardOf(s['reward_info'], where),
      tools: toolsOf(s['messages'], where),
      where: `${file}: simulations[${i}]`,
    };
    const list = byTask.get(id.id) ?? [];
    const twice = list.find((r) => r.trial === run.trial);
    if (twice !== undefined) {
      throw new Refusal(
        CODE,
        `task ${JSON.stringify(id.id)} has trial ${run.trial} twice (also at ${twice.where.slice(file.length + 2)}); each trial is one run, so it would count twice`,
        where,
      );
    }
    if (list.length > 0 && list[0]?.numeric !== run.numeric) {
      throw new Refusal(
        CODE,
        `the task id ${JSON.stringify(id.id)} is written both as a number and as text (first at ${firstAt.get(id.id) ?? '?'})`,
        `${where}.task_id`,
      );
    }
    if (list.length === 0) firstAt.set(id.id, where);
    list.push(run);
    byTask.set(id.id, list);
  });
  return [...byTask.values()].flatMap((list) => [...list].sort((a, b) => a.trial - b.trial));
}

/** tau2's success rule (`is_successful` in tau2/metrics/agent_metrics.py): a reward within 1e-6 of 1. */
export function isTau2Success(reward: number): boolean {
  return reward >= 1 - 1e-6 && reward <= 1 + 1e-6;
}
