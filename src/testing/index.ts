// The test-runner shell: keep an agent's repeatability check beside the other
// tests (Vitest, Jest, node:test, anything that fails a test on a thrown error).
//
//   import { expectRepeatable } from 'agentverity-action';
//   test('the router repeats its decisions', async () => {
//     await expectRepeatable(router, ['Refund order 1234', 'Where is my parcel?'], { epsilon: 0.1 });
//   });
//
// It is `agentverity run` with the agent and the inputs given as values: the same
// engine plans, calls, writes the evidence file and assesses (meter and blindness;
// relations when asked), and the same core decides the verdict. A test fails with
// the headline, what gates and the route table as its message.
import path from 'node:path';
import {
  clockFrom,
  diskFiles,
  obtainEvidence,
  assessEvidence,
  type AppIo,
  type Settings,
  type Telemetry,
} from '../app/index.js';
import { functionAgent, type Agent, type AgentResult } from '../app/index.js';
import { seedsOfValues } from '../app/index.js';
import type { Assessment, Isolation, Layer } from '../core/index.js';
import { renderText } from '../render/text.js';
import { CLI_COMMAND } from '../version.js';

/** An agent as a test has it: a function `(input) => result`, or one made already. */
export type TestAgent =
  | ((input: string) => AgentResult | PromiseLike<AgentResult>)
  | { call(input: string): unknown }
  | Agent;

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
export class RepeatabilityError extends Error {
  override readonly name = 'RepeatabilityError';
  readonly result: RepeatableResult;

  constructor(result: RepeatableResult) {
    super(result.message);
    this.result = result;
  }
}

function isAgent(value: unknown): value is Agent {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as Agent).call === 'function' &&
    typeof (value as Agent).close === 'function' &&
    typeof (value as Agent).kind === 'string'
  );
}

/**
 * The current test's name, from the matcher state Vitest and Jest both keep
 * under `Symbol.for('$$jest-matchers-object')` (and that `expect.getState()`
 * reads), when a test is running.
 */
function currentTestName(): string | undefined {
  try {
    const g = globalThis as Record<symbol | string, unknown>;
    const shared = g[Symbol.for('$$jest-matchers-object')] as
      { state?: { currentTestName?: unknown } } | undefined;
    const viaGlobal = (
      g['expect'] as { getState?: () => { currentTestName?: unknown } } | undefined
    )?.getState?.();
    const name = shared?.state?.currentTestName ?? viaGlobal?.currentTestName;
    return typeof name === 'string' && name.trim() !== '' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** A file name from a test name: letters, digits, dots and dashes only. */
function slug(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 100);
  return s === '' ? 'agent' : s;
}

async function agentOf(agent: TestAgent, layer: Layer, isolation?: Isolation): Promise<Agent> {
  if (isAgent(agent)) return agent;
  return functionAgent(agent as never, {
    factory: false,
    layer,
    label: typeof agent === 'function' && agent.name !== '' ? agent.name : 'function',
    ...(isolation === undefined ? {} : { isolation }),
  });
}

/**
 * Run the meter and blindness on the agent over the inputs, write the evidence
 * and return what was found, without throwing on a failed check (bad inputs or
 * settings are still thrown, as a `Refusal` naming the setting by its key and
 * the input by its index).
 * `inputs` is a list (strings, or `{input, expected}` with the intended
 * decision) or the path of a seed file or decision suite.
 */
export async function checkRepeatable(
  agent: TestAgent,
  inputs: readonly (string | { readonly input: string; readonly expected?: string })[] | string,
  options: RepeatableOptions = {},
): Promise<RepeatableResult> {
  const cwd = options.cwd ?? process.cwd();
  const name = options.name ?? currentTestName() ?? 'expect-repeatable';
  const evidenceOut =
    options.evidenceOut ?? path.join('agentverity-evidence', `${slug(name)}.json`);
  const layer = options.layer ?? options.settings?.layer ?? 'verdict';
  const settings: Settings = {
    relations: options.relations ?? false,
    ...options.settings,
    layer,
    evidenceOut,
    ...(typeof inputs === 'string' ? { inputs } : {}),
    ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
    ...(options.precision === undefined ? {} : { precision: options.precision }),
    ...(options.k === undefined ? {} : { k: options.k }),
    ...(options.budget === undefined ? {} : { budget: options.budget }),
    ...(options.isolation === undefined ? {} : { isolation: options.isolation }),
  };
  const io: AppIo = {
    cwd,
    env: process.env,
    files: diskFiles(),
    clock: clockFrom(process.env),
    log: options.log ?? (() => undefined),
    liveProgress: false,
    quiet: options.log === undefined,
    ...(options.telemetry === undefined ? {} : { telemetry: options.telemetry }),
  };
  const seeds = typeof inputs === 'string' ? undefined : seedsOfValues(inputs);
  const made = await agentOf(agent, layer, options.isolation);
  const obtained = await obtainEvidence(settings, io, {
    source: 'live',
    agent: made,
    ...(seeds === undefined ? {} : { seeds }),
  });
  // No dry run is asked for and no signal is listened to: evidence is all it can be.
  if (obtained.kind !== 'evidence') throw new Error(`unexpected ${obtained.kind} run`);
  const assessment = assessEvidence(obtained, io, 'test');
  // The summary span is sent now, as the CLI does before it exits (flush never throws).
  if (options.telemetry !== undefined) await options.telemetry.flush();
  const evidencePath = path.resolve(cwd, evidenceOut);
  const pass =
    assessment.exitCode === 0 &&
    (assessment.status !== 'stochastic' || options.allowStochastic === true);
  const why = pass
    ? undefined
    : assessment.exitCode === 0
      ? `the decisions were measured to vary (${assessment.status}) and allowStochastic is not set`
      : undefined;
  const report = renderText(assessment, null, {
    brief: true,
    test: { fails: !pass, ...(why === undefined ? {} : { why }) },
  }).trimEnd();
  const message = [
    report,
    '',
    `Evidence: ${evidencePath}`,
    `Assess it again without calling the agent: ${CLI_COMMAND} assess --evidence ${JSON.stringify(evidencePath)}`,
  ].join('\n');
  return { pass, assessment, evidencePath, message };
}

/**
 * As `checkRepeatable`, and throw a `RepeatabilityError` whose message is the
 * brief report when the check does not pass: the evidence says no (exit 1), is
 * not enough to decide (exit 2), or the decisions were measured to vary
 * (`stochastic`, unless `allowStochastic`). Resolves to the result otherwise.
 */
export async function expectRepeatable(
  agent: TestAgent,
  inputs: readonly (string | { readonly input: string; readonly expected?: string })[] | string,
  options: RepeatableOptions = {},
): Promise<RepeatableResult> {
  const result = await checkRepeatable(agent, inputs, options);
  if (!result.pass) throw new RepeatabilityError(result);
  return result;
}

/** The test-registering function of a runner: Vitest's and Jest's `test` (or `it`). */
export type RegisterTest = (
  name: string,
  fn: () => Promise<unknown>,
  timeoutMs?: number,
) => unknown;

/**
 * How long a test registered by `testRepeatable` may run by default: 10 minutes.
 * A measurement makes tens to hundreds of agent calls, so the runner's own default
 * (5 s in Vitest and Jest) is too short for any real agent.
 */
export const REPEATABLE_TEST_TIMEOUT_MS = 600_000;

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
export function testRepeatable(
  test: RegisterTest,
  name: string,
  agent: TestAgent,
  inputs: readonly (string | { readonly input: string; readonly expected?: string })[] | string,
  options: RepeatableTestOptions = {},
): void {
  if (typeof test !== 'function') {
    throw new TypeError(
      `testRepeatable needs the runner's test function first (import { test } from 'vitest', or Jest's global test), got ${test === null ? 'null' : typeof test}`,
    );
  }
  const { testTimeout = REPEATABLE_TEST_TIMEOUT_MS, ...rest } = options;
  if (!Number.isFinite(testTimeout) || testTimeout <= 0) {
    throw new RangeError(`testTimeout must be a positive number of ms, got ${String(testTimeout)}`);
  }
  test(
    name,
    async () => {
      await expectRepeatable(agent, inputs, { name, ...rest });
    },
    testTimeout,
  );
}
