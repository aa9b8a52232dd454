import { R as Refusal } from './types.js';
import { t as typeName, i as isBlank, s as shortJson, g as isPlainObject, h as findLoneSurrogate } from './json.js';
import { L as LONE_SURROGATE, d as digestOf, c as canonicalJson } from './digest.js';
import { l as loneSurrogateProblem } from './common.js';

/** Words a log may write for a pass or a fail (compared trimmed, in lower case). */
const PASS_WORDS = ['pass', 'passed', 'success'];
const FAIL_WORDS = ['fail', 'failed', 'failure'];
const OUTCOME_SHAPES = 'true/false, "pass"/"fail", "passed"/"failed", "success"/"failure", 1/0, a numeric score with a threshold, or null / {"kind": "no_decision"} for an error';
/**
 * Grades one recorded outcome value. A number passes when it is at least the
 * threshold; without a threshold only exactly 1 (pass) and 0 (fail) are read,
 * since any other cut-off would be a guess.
 */
function gradeValue(value, threshold) {
    if (value === true)
        return { outcome: 'pass' };
    if (value === false)
        return { outcome: 'fail' };
    if (value === null)
        return { outcome: 'error', error: 'no outcome was recorded (null)' };
    if (typeof value === 'number') {
        if (threshold !== undefined)
            return { outcome: value >= threshold ? 'pass' : 'fail' };
        if (value === 1)
            return { outcome: 'pass' };
        if (value === 0)
            return { outcome: 'fail' };
        return {
            problem: `found the score ${String(value)}, and no threshold was given: only 1 (pass) and 0 (fail) are read without one; give the threshold a score must reach to pass`,
            code: 'import.bench-score',
        };
    }
    if (typeof value === 'string') {
        const word = value.trim().toLowerCase();
        if (PASS_WORDS.includes(word))
            return { outcome: 'pass' };
        if (FAIL_WORDS.includes(word))
            return { outcome: 'fail' };
        const numeric = word !== '' && Number.isFinite(Number(word));
        return {
            problem: `expected ${OUTCOME_SHAPES}, found the text ${shortJson(value)}${numeric ? ' (a score must be a JSON number, not text)' : ''}`,
        };
    }
    if (isPlainObject(value) && value['kind'] === 'no_decision') {
        const reason = value['reason'];
        return {
            outcome: 'error',
            error: `no decision${typeof reason === 'string' && reason !== '' ? ` (${clip(reason, 80)})` : ''}`,
        };
    }
    return {
        problem: `expected ${OUTCOME_SHAPES}, found ${isPlainObject(value) ? shortJson(value) : typeName(value)}`,
    };
}
/** A task id from a log: a non-blank string or a whole number; the problem as text otherwise. */
function taskIdOf(value) {
    if (typeof value === 'number') {
        if (Number.isSafeInteger(value))
            return { id: String(value), numeric: true };
        return `expected a task id (a string or a whole number), found the number ${String(value)}`;
    }
    if (typeof value !== 'string') {
        return `expected a task id (a string or a whole number), found ${typeName(value)}`;
    }
    if (value.length === 0 || isBlank(value)) {
        return `expected a non-empty task id, found ${value.length === 0 ? 'an empty string' : 'only whitespace'}`;
    }
    if (LONE_SURROGATE.test(value))
        return loneSurrogateProblem(value);
    return { id: value, numeric: false };
}
/** Text as a report keeps it: strings as they are, other JSON values as canonical JSON. */
function outputText(value) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'string')
        return value;
    // A structure holding a lone surrogate has no canonical form: kept as JavaScript writes it.
    return findLoneSurrogate(value) === null ? canonicalJson(value) : JSON.stringify(value);
}
/** A latency in milliseconds (a finite number ≥ 0); the problem as text otherwise. */
function latencyOf(value) {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
        return value;
    return `expected a latency in milliseconds (a number of at least 0), found ${typeof value === 'number' ? String(value) : typeName(value)}`;
}
/** At most `max` characters (by code point), with an ellipsis when cut. */
function clip(text, max) {
    const chars = Array.from(text);
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
/** The file's name without its folders and last extension: the default name of a benchmark or an agent. */
function stemOf(fileName) {
    const base = fileName.split(/[\\/]/).pop() ?? fileName;
    const stem = base.replace(/\.[^.]+$/, '');
    return stem === '' ? base || 'import' : stem;
}
/**
 * Tasks in order of first appearance and attempts per agent in collection
 * order; a task's run number is its count of attempts so far for that agent.
 */
class BenchCollector {
    code;
    tasks = new Map();
    agents = new Map();
    constructor(code) {
        this.code = code;
    }
    /** Notes a task (first sight fixes its name and where it was met); a prompt that differs later is dropped. */
    task(id, where, options = {}) {
        const numeric = options.numeric ?? false;
        const known = this.tasks.get(id);
        if (known === undefined) {
            // No UTF-8 form, so no report or digest could name the task faithfully.
            if (LONE_SURROGATE.test(id)) {
                throw new Refusal(this.code, `the task id: ${loneSurrogateProblem(id)}`, where);
            }
            this.tasks.set(id, {
                id,
                name: options.name ?? id,
                prompt: options.prompt ?? null,
                promptAgrees: true,
                numeric,
                where,
            });
            return;
        }
        if (known.numeric !== numeric) {
            throw new Refusal(this.code, `the task id ${JSON.stringify(id)} is written both as a number and as text (first at ${known.where}); write every task id the same way`, where);
        }
        const prompt = options.prompt ?? null;
        if (known.promptAgrees && prompt !== known.prompt) {
            known.promptAgrees = false;
            known.prompt = null;
        }
    }
    /**
     * Adds one attempt of `agent` on `task` (already noted) and gives its run
     * number. A row the tool served from its cache (`extras.cached`) replays an
     * earlier call, so it is never a repeat: it waits until `finish`, where it is
     * left out (and counted) when the task has a fresh row of that agent, and
     * otherwise the first one stands as the task's one run and the rest are left
     * out. Its run number is given then; here 0.
     */
    attempt(agent, task, outcome, extras = {}) {
        if (extras.cached === true) {
            const byTask = this.pending.get(agent) ?? new Map();
            this.pending.set(agent, byTask);
            const list = byTask.get(task) ?? [];
            list.push({ outcome, extras: { ...extras, cached: false } });
            byTask.set(task, list);
            return 0;
        }
        let entry = this.agents.get(agent);
        if (entry === undefined) {
            entry = { name: agent, attempts: [], counts: new Map() };
            this.agents.set(agent, entry);
        }
        const run = (entry.counts.get(task) ?? 0) + 1;
        entry.counts.set(task, run);
        const attempt = {
            task,
            run,
            outcome,
            ...(outcome !== 'error' && extras.output !== undefined ? { output: extras.output } : {}),
            ...(outcome === 'error' ? { error: extras.error ?? 'the attempt failed' } : {}),
            ...(extras.ms === undefined ? {} : { ms: extras.ms }),
        };
        entry.attempts.push(attempt);
        return run;
    }
    /** Rows the tool served from its cache, per agent and task, in order: see `attempt`. */
    pending = new Map();
    cachedOf = new Map();
    /** Rows left out as served from the cache, over every agent. */
    get cachedCount() {
        let n = 0;
        for (const v of this.cachedOf.values())
            n += v;
        return n;
    }
    /** See `attempt`: cached rows become at most one run of a task without a fresh one. */
    settleCached() {
        for (const [agent, byTask] of this.pending) {
            for (const [task, list] of byTask) {
                const fresh = (this.agents.get(agent)?.counts.get(task) ?? 0) > 0;
                const first = list[0];
                if (!fresh && first !== undefined)
                    this.attempt(agent, task, first.outcome, first.extras);
                const left = fresh ? list.length : list.length - 1;
                if (left > 0)
                    this.cachedOf.set(agent, (this.cachedOf.get(agent) ?? 0) + left);
            }
        }
        this.pending.clear();
    }
    get taskCount() {
        return this.tasks.size;
    }
    /**
     * The benchmark and the runs. `order` sorts the tasks (default: first
     * appearance); every agent's run is complete unless `incomplete` says why not.
     */
    finish(name, source, options = {}) {
        let tasks = [...this.tasks.values()].map((t) => ({
            id: t.id,
            name: t.name,
            category: null,
            prompt: t.prompt,
            evaluation: null,
        }));
        if (options.order !== undefined)
            tasks = [...tasks].sort(options.order);
        const digest = digestOf({ name, tasks });
        const benchmark = { version: '1', name, tasks, digest };
        const ref = { name, digest };
        this.settleCached();
        const names = options.agentOrder ?? [...this.agents.keys()];
        const runs = names.map((agentName) => {
            const entry = this.agents.get(agentName);
            return {
                agent: { name: agentName, kind: 'import', source },
                benchmark: ref,
                runs: [...entry.counts.values()].reduce((m, n) => Math.max(m, n), 0),
                attempts: entry.attempts,
                complete: options.stopReason === undefined,
                ...(options.stopReason === undefined ? {} : { stopReason: options.stopReason }),
                ...((this.cachedOf.get(agentName) ?? 0) > 0
                    ? { cachedLeftOut: this.cachedOf.get(agentName) }
                    : {}),
            };
        });
        return { benchmark, runs };
    }
}
/** `a` and `b` unless taken: `b (2)`, `b (3)` … so agent names stay unique. */
function uniqueName(wanted, taken) {
    if (!taken.has(wanted))
        return wanted;
    for (let i = 2;; i++) {
        const next = `${wanted} (${i})`;
        if (!taken.has(next))
            return next;
    }
}
const BENCH_IMPORT_FORMATS = [
    'outcomes-jsonl',
    'promptfoo',
    'inspect',
    'tau2',
    'auto',
];

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
const FAILED_TERMINATIONS = new Set([
    'timeout',
    'too_many_errors',
    'agent_error',
    'user_error',
    'infrastructure_error',
    'context_window_exceeded',
    'unexpected_error',
]);
/** True when a parsed JSON document looks like τ²-bench results. */
function isTau2Results(document) {
    return (isPlainObject(document) &&
        Array.isArray(document['simulations']) &&
        isPlainObject(document['info']) &&
        'tasks' in document);
}
function toolsOf(messages, where) {
    if (messages === undefined)
        return null;
    if (!Array.isArray(messages)) {
        throw new Refusal(CODE, `expected a list of messages, found ${typeName(messages)}`, `${where}.messages`);
    }
    const tools = [];
    messages.forEach((m, j) => {
        if (!isPlainObject(m) || m['role'] !== 'assistant')
            return;
        const calls = m['tool_calls'];
        if (calls === null || calls === undefined)
            return;
        if (!Array.isArray(calls)) {
            throw new Refusal(CODE, `expected a list of tool calls or null, found ${typeName(calls)}`, `${where}.messages[${j}].tool_calls`);
        }
        calls.forEach((c, k) => {
            const name = isPlainObject(c) ? c['name'] : undefined;
            if (typeof name !== 'string' || name.trim() === '') {
                throw new Refusal(CODE, `expected a tool call with a non-empty name, found ${isPlainObject(c) ? shortJson(name) : typeName(c)}`, `${where}.messages[${j}].tool_calls[${k}]`);
            }
            tools.push(name);
        });
    });
    return tools;
}
function rewardOf(info, where) {
    if (info === null || info === undefined)
        return null;
    const reward = isPlainObject(info) ? info['reward'] : undefined;
    if (typeof reward !== 'number' || !Number.isFinite(reward)) {
        throw new Refusal(CODE, `expected reward_info with a numeric reward (or reward_info null for a run not evaluated), found ${isPlainObject(info) ? shortJson(reward) : typeName(info)}`, `${where}.reward_info${isPlainObject(info) ? '.reward' : ''}`);
    }
    return reward;
}
/**
 * The runs of a τ²-bench results document, grouped by task in order of first
 * appearance and, inside a task, in trial order (a run's place in the file is
 * the order it finished, not the order it was asked for). A task run twice
 * under one trial number is refused: its runs would count twice.
 */
function tau2RunsOf(document, file) {
    if (!isTau2Results(document)) {
        throw new Refusal(CODE, `expected τ²-bench results (an object with \`info\`, \`tasks\` and \`simulations\`), found ${isPlainObject(document) ? 'an object without them' : typeName(document)}`, file, { setting: 'tau2' });
    }
    const sims = document['simulations'];
    if (sims.length === 0)
        throw new Refusal(CODE, 'expected at least one simulation, found none', `${file}: simulations`);
    const byTask = new Map();
    const firstAt = new Map();
    sims.forEach((s, i) => {
        const where = `${file}: simulations[${i}]`;
        if (!isPlainObject(s))
            throw new Refusal(CODE, `expected a simulation object, found ${typeName(s)}`, where);
        const id = taskIdOf(s['task_id']);
        if (typeof id === 'string')
            throw new Refusal(CODE, id, `${where}.task_id`);
        const trial = s['trial'];
        if (!Number.isSafeInteger(trial) || trial < 0) {
            throw new Refusal(CODE, `expected the trial as a whole number of 0 or more, found ${shortJson(trial)}`, `${where}.trial`);
        }
        const termination = s['termination_reason'];
        if (typeof termination !== 'string' || termination === '') {
            throw new Refusal(CODE, `expected the termination reason as text, found ${typeName(termination)}`, `${where}.termination_reason`);
        }
        const run = {
            task: id.id,
            numeric: id.numeric,
            trial: trial,
            termination,
            reward: rewardOf(s['reward_info'], where),
            tools: toolsOf(s['messages'], where),
            where: `${file}: simulations[${i}]`,
        };
        const list = byTask.get(id.id) ?? [];
        const twice = list.find((r) => r.trial === run.trial);
        if (twice !== undefined) {
            throw new Refusal(CODE, `task ${JSON.stringify(id.id)} has trial ${run.trial} twice (also at ${twice.where.slice(file.length + 2)}); each trial is one run, so it would count twice`, where);
        }
        if (list.length > 0 && list[0]?.numeric !== run.numeric) {
            throw new Refusal(CODE, `the task id ${JSON.stringify(id.id)} is written both as a number and as text (first at ${firstAt.get(id.id) ?? '?'})`, `${where}.task_id`);
        }
        if (list.length === 0)
            firstAt.set(id.id, where);
        list.push(run);
        byTask.set(id.id, list);
    });
    return [...byTask.values()].flatMap((list) => [...list].sort((a, b) => a.trial - b.trial));
}
/** tau2's success rule (`is_successful` in tau2/metrics/agent_metrics.py): a reward within 1e-6 of 1. */
function isTau2Success(reward) {
    return reward >= 1 - 1e-6 && reward <= 1 + 1e-6;
}

export { BENCH_IMPORT_FORMATS as B, FAILED_TERMINATIONS as F, BenchCollector as a, taskIdOf as b, clip as c, isTau2Results as d, gradeValue as g, isTau2Success as i, latencyOf as l, outputText as o, stemOf as s, tau2RunsOf as t, uniqueName as u };
