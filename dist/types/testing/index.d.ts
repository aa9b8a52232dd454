import { type Settings, type Telemetry } from '../app/index.js';
import { type Agent, type AgentResult } from '../app/index.js';
import type { Assessment, Isolation, Layer } from '../core/index.js';
/** An agent as a test has it: a function `(input) => result`, or one made already. */
export type TestAgent = ((input: string) => AgentResult | PromiseLike<AgentResult>) | {
    call(input: string): unknown;
} | Agent;
export interface RepeatableOptions {
    /** The flip-rate tolerance (default: the `balanced` precision's 0.05). */
    readonly epsilon?: number;
    /** `fast`, `balanced` or `strict` instead of an epsilon. */
    readonly precision?: string;
    /** Calls per input (default: as many as the tolerance needs). */
    readonly k?: number;
    /** At most this many agent calls in all. */
    readonly budget?: number;
    /** What is compared: the decision (`verdict`, default), the `text` or the `tools` path. */
    readonly layer?: Layer;
    /** How the agent is isolated between calls (default: what the function declares). */
    readonly isolation?: Isolation;
    /** Relations to check as well (`case,whitespace`, a module); default none. */
    readonly relations?: string;
    /** Where the evidence goes (default `agentverity-evidence/<test name>.json`). */
    readonly evidenceOut?: string;
    /** The name the evidence file is given when `evidenceOut` is not (default: the current test's name). */
    readonly name?: string;
    /** Pass on `stochastic` too (decisions measured to vary within the run are then only reported). */
    readonly allowStochastic?: boolean;
    /** Where relative paths resolve (default: the process's working directory). */
    readonly cwd?: string;
    /** Where the plan and progress go (default: nowhere). */
    readonly log?: (text: string) => void;
    /** Any other `run` setting, by its key (`timeout`, `maxWorkers`, `method`, `suite`…). */
    readonly settings?: Partial<Settings>;
    /**
     * Where the summary span goes (default: none): `openTelemetry({cwd, env})` sends it
     * through your registered OpenTelemetry provider before the check resolves.
     */
    readonly telemetry?: Telemetry;
}
/** What a check found: the assessment, and where its evidence is. */
export interface RepeatableResult {
    readonly pass: boolean;
    readonly assessment: Assessment;
    /** The evidence file written, as an absolute path. */
    readonly evidencePath: string;
    /** The brief text report: the headline, what gates, the meter and route table. */
    readonly message: string;
}
/** The error a failed check throws: its message is the brief report. */
export declare class RepeatabilityError extends Error {
    readonly name = "RepeatabilityError";
    readonly result: RepeatableResult;
    constructor(result: RepeatableResult);
}
/**
 * Run the meter and blindness on the agent over the inputs, write the evidence
 * and return what was found, without throwing on a failed check (bad inputs or
 * settings are still thrown, as a `Refusal` naming the setting by its key and
 * the input by its index).
 * `inputs` is a list (strings, or `{input, expected}` with the intended
 * decision) or the path of a seed file or decision suite.
 */
export declare function checkRepeatable(agent: TestAgent, inputs: readonly (string | {
    readonly input: string;
    readonly expected?: string;
})[] | string, options?: RepeatableOptions): Promise<RepeatableResult>;
/**
 * As `checkRepeatable`, and throw a `RepeatabilityError` whose message is the
 * brief report when the check does not pass: the evidence says no (exit 1), is
 * not enough to decide (exit 2), or the decisions were measured to vary
 * (`stochastic`, unless `allowStochastic`). Resolves to the result otherwise.
 */
export declare function expectRepeatable(agent: TestAgent, inputs: readonly (string | {
    readonly input: string;
    readonly expected?: string;
})[] | string, options?: RepeatableOptions): Promise<RepeatableResult>;
/** The test-registering function of a runner: Vitest's and Jest's `test` (or `it`). */
export type RegisterTest = (name: string, fn: () => Promise<unknown>, timeoutMs?: number) => unknown;
/**
 * How long a test registered by `testRepeatable` may run by default: 10 minutes.
 * A measurement makes tens to hundreds of agent calls, so the runner's own default
 * (5 s in Vitest and Jest) is too short for any real agent.
 */
export declare const REPEATABLE_TEST_TIMEOUT_MS = 600000;
export interface RepeatableTestOptions extends RepeatableOptions {
    /**
     * The test's timeout in ms, given to the runner when the test is registered
     * (default `REPEATABLE_TEST_TIMEOUT_MS`, 10 minutes).
     */
    readonly testTimeout?: number;
}
/**
 * Register a test that runs `expectRepeatable(agent, inputs, options)`, with a
 * timeout of its own (`testTimeout`, default 10 minutes) passed to the runner as
 * the test's third argument, so it runs under the runner's default configuration:
 *
 *   import { test } from 'vitest';            // or Jest's global `test`
 *   testRepeatable(test, 'the router repeats', router, ['Refund order 1234'], { epsilon: 0.1 });
 *
 * The evidence file is named after the test. `expectRepeatable` inside a test of
 * your own runs under that test's timeout instead (give the test one).
 */
export declare function testRepeatable(test: RegisterTest, name: string, agent: TestAgent, inputs: readonly (string | {
    readonly input: string;
    readonly expected?: string;
})[] | string, options?: RepeatableTestOptions): void;
