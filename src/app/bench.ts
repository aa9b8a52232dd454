// Benchmarks (issue 17): the use cases `agentverity bench` and the Action's
// bench mode call. Collect every agent on the same benchmark and write the bench
// evidence before anything else (`collectBench`); read it back (`readBench`);
// the report of either (`reportBench`: the core's `buildBenchReport`, the one
// place the statistics and the verdict are decided); one call for `bench run`
// (`runBenchPrompt`).
import path from 'node:path';
import {
  commandAgent,
  httpAgent,
  isPythonAgentPath,
  loadModuleAgent,
  loadPythonAgent,
  safeUrlLabel,
  type Agent,
} from '../agents/index.js';
import { scrubberOf, scrubbingAgent, scrubThrown } from './scrub.js';
import {
  BENCH_ORDER,
  callAgentOnce,
  checkRunnable,
  collectBenchRun,
  describeUnanswered,
  type BenchCollectResult,
  type BenchProgress,
  type CallOutcome,
  type Clock as MonotonicClock,
} from '../collect/index.js';
import {
  buildBenchReport,
  resolveBenchOptions,
  type AgentRef,
  type AgentRun,
  type Benchmark,
  type BenchOptions,
  type BenchReport,
} from '../core/bench/index.js';
import { Refusal } from '../core/errors.js';
import { EXIT, interrupted, type Interrupted } from '../errors.js';
import {
  benchEvidenceDigest,
  benchmarkOfEvidence,
  buildBenchEvidence,
  readBenchEvidence,
  serialiseBenchEvidence,
  type BenchEvidence,
} from '../evidence/index.js';
import { terminalSafe } from '../render/escape.js';
import { TOOL_NAME, VERSION } from '../version.js';
import { outputPath } from './files.js';
import { targetOfFailedRun } from './keep-evidence.js';
import { textWithinLimits } from './limited-text.js';
import { headersOf } from './headers.js';
import { isoNow, type AppIo } from './ports.js';
import {
  exitNow,
  guardAgentCalls,
  sealStrayErrors,
  settleStrayErrors,
  strayErrorsSoFar,
} from './process-guard.js';
import { DEFAULT_TIMEOUT_MS } from './settings.js';

/** Where the bench evidence goes unless told otherwise. */
export const DEFAULT_BENCH_EVIDENCE_OUT = 'agentverity-bench-evidence.json';

/** How to reach one agent: any of the project's kinds, or a Python `run_agent` file. */
export type BenchAgentSpec =
  | { readonly kind: 'module'; readonly module: string }
  | { readonly kind: 'python'; readonly file: string }
  | { readonly kind: 'command'; readonly command: string }
  | {
      readonly kind: 'http';
      readonly url: string;
      readonly textPath?: string;
      readonly decisionPath?: string;
      /** `Name: value` lines. */
      readonly header?: readonly string[];
      readonly httpRetries?: number;
    };

export interface BenchAgentInput {
  /** Short unique name in the reports (`A`, `base`, a file stem). */
  readonly name: string;
  readonly spec: BenchAgentSpec;
  /** An agent already made (the library, tests): used instead of loading the spec. */
  readonly agent?: Agent;
}

/**
 * An AGENT argument as the CLI takes it: an http(s) URL is an HTTP agent, a
 * `.py` file a Python `run_agent` file, anything else a JS/TS module
 * (`FILE[:EXPORT]`). A command worker is named explicitly (`{kind: 'command'}`).
 */
export function benchAgentSpec(arg: string): BenchAgentSpec {
  if (/^https?:\/\//i.test(arg)) return { kind: 'http', url: arg };
  if (isPythonAgentPath(arg)) return { kind: 'python', file: arg };
  return { kind: 'module', module: arg };
}

/** A short name for an agent from its spec: the file stem, the URL host, the program. */
export function defaultAgentName(spec: BenchAgentSpec): string {
  switch (spec.kind) {
    case 'module': {
      const file = spec.module.replace(/:[A-Za-z_$][\w$]*$/, '');
      return path.basename(file, path.extname(file)) || 'agent';
    }
    case 'python':
      return path.basename(spec.file, path.extname(spec.file)) || 'agent';
    case 'command':
      return path.basename(spec.command.trim().split(/\s+/)[0] ?? 'command') || 'command';
    case 'http':
      try {
        return new URL(spec.url).host;
      } catch {
        return 'http';
      }
  }
}

/**
 * The names agents run under: the one given (`given[i]`, from `NAME=`), else a
 * name from the agent (its file, program or host) that no other agent has,
 * `-2`, `-3` … added, in the order given.
 */
export function agentNames(
  specs: readonly BenchAgentSpec[],
  given: readonly (string | null)[] = [],
): string[] {
  const taken = new Set(given.filter((n): n is string => n !== null));
  return specs.map((spec, i) => {
    const named = given[i];
    if (named !== undefined && named !== null) return named;
    const base = defaultAgentName(spec);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    return name;
  });
}

/** How the reports name an agent: its name, kind and source (a path, a program, a URL without query or credentials). */
export function agentRefOf(name: string, spec: BenchAgentSpec): AgentRef {
  switch (spec.kind) {
    case 'module':
      return { name, kind: 'module', source: spec.module };
    case 'python':
      return { name, kind: 'python', source: spec.file };
    case 'command':
      // The program only: arguments may hold things that do not belong in a report.
      return { name, kind: 'command', source: spec.command.trim().split(/\s+/)[0] ?? 'command' };
    case 'http':
      return { name, kind: 'http', source: safeUrlLabel(spec.url) };
  }
}

/** Loads one agent for a benchmark: answers are read as text (no decision needed). */
export async function makeBenchAgent(
  spec: BenchAgentSpec,
  io: Pick<AppIo, 'cwd' | 'env' | 'secrets'>,
  timeoutMs: number | null = DEFAULT_TIMEOUT_MS,
): Promise<Agent> {
  const loadTimeoutMs = Math.max(120_000, timeoutMs ?? 0);
  // The agent's own text is scrubbed before it cuts any for a message.
  const scrub = scrubberOf(io.secrets);
  const scrubbing = scrub === null ? {} : { scrub };
  switch (spec.kind) {
    case 'module':
      return loadModuleAgent(spec.module, { cwd: io.cwd, layer: 'text', loadTimeoutMs });
    case 'python':
      return loadPythonAgent({
        file: spec.file,
        cwd: io.cwd,
        env: io.env,
        layer: 'text',
        loadTimeoutMs,
      });
    case 'command':
      return commandAgent({
        command: spec.command,
        cwd: io.cwd,
        env: io.env,
        layer: 'text',
        ...scrubbing,
      });
    case 'http':
      return httpAgent({
        url: spec.url,
        layer: 'text',
        ...(spec.textPath === undefined ? {} : { textPath: spec.textPath }),
        ...(spec.decisionPath === undefined ? {} : { decisionPath: spec.decisionPath }),
        headers: headersOf(spec.header),
        ...(spec.httpRetries === undefined ? {} : { retries: spec.httpRetries }),
        ...scrubbing,
      });
  }
}

export interface CollectBenchOptions {
  readonly benchmark: Benchmark;
  /** One agent (`bench test`) or several (`bench compare`), collected one after another in this order. */
  readonly agents: readonly BenchAgentInput[];
  /** Runs of every task, the same for every agent (≥ 1). */
  readonly runs: number;
  /** Calls in flight at once per agent (default 1). */
  readonly maxWorkers?: number;
  /** Per-call timeout in ms (default 120 s); null: none. */
  readonly timeoutMs?: number | null;
  /** Calls started per second; absent: no limit. */
  readonly ratePerSecond?: number | null;
  /** Where the bench evidence is written (default `agentverity-bench-evidence.json`), relative to `io.cwd`. */
  readonly evidenceOut?: string;
  /** Monotonic ms for latencies and timeouts (default performance.now). */
  readonly now?: MonotonicClock;
  /** Aborting it works like Ctrl-C: the evidence so far is written, `Interrupted` returned. */
  readonly signal?: AbortSignal;
  /** This collection owns the process: SIGINT/SIGTERM are handled, a module agent's prints go to stderr. */
  readonly ownsProcess?: boolean;
  /** Called after every attempt (a progress line); `agent` is the agent's name. */
  readonly onAttempt?: (progress: BenchProgress) => void;
}

/** A finished collection whose bench evidence is on disk. */
export interface CollectedBench {
  readonly kind: 'collected';
  readonly evidence: BenchEvidence;
  /** The benchmark collected (as given). */
  readonly benchmark: Benchmark;
  /** Where it was written, as given. */
  readonly evidencePath: string;
  /** One per agent, in the order given: what `buildBenchReport` takes. */
  readonly runs: readonly AgentRun[];
  /** `benchEvidenceDigest` of the evidence: the report's `evidenceDigest`. */
  readonly evidenceDigest: string;
  /** Per agent: calls, errors, time and the agent kind's diagnostics. */
  readonly results: readonly BenchCollectResult[];
}

function checkAgents(agents: readonly BenchAgentInput[]): void {
  if (agents.length === 0) {
    throw new Refusal('bench.agent-names', 'a benchmark needs at least one agent', undefined, {
      setting: 'agent',
    });
  }
  const seen = new Set<string>();
  for (const a of agents) {
    if (a.name.trim() === '' || a.name.length > 64) {
      throw new Refusal(
        'bench.agent-names',
        `an agent name is 1 to 64 characters, got ${JSON.stringify(a.name.slice(0, 80))}`,
        undefined,
        { setting: 'agent' },
      );
    }
    if (seen.has(a.name)) {
      throw new Refusal(
        'bench.agent-names',
        `two agents are named ${JSON.stringify(a.name)}; give each a unique name`,
        undefined,
        {
          setting: 'agent',
        },
      );
    }
    seen.add(a.name);
  }
}

/**
 * `bench test` and `bench compare` up to the report: loads each agent in turn,
 * runs every task `runs` times on it (run-major, src/collect/bench.ts), closes
 * it, and writes the bench evidence (always, before any report and before any
 * refusal about the calls). Refuses before any call a bad setting, a benchmark
 * that cannot be run, or an evidence path that cannot be written. After the
 * calls: an agent that answered none of its first calls stops the collection
 * (the later agents are not called) and is refused with
 * `bench.agent-unavailable` once the evidence is written; Ctrl-C (or `signal`)
 * writes the evidence so far and returns `Interrupted`.
 */
export async function collectBench(
  options: CollectBenchOptions,
  io: AppIo,
): Promise<CollectedBench | Interrupted> {
  checkRunnable(options.benchmark);
  checkAgents(options.agents);
  if (!Number.isSafeInteger(options.runs) || options.runs < 1) {
    throw new Refusal(
      'bench.settings',
      `runs must be a whole number of at least 1, got ${String(options.runs)}`,
      undefined,
      {
        setting: 'runs',
      },
    );
  }
  const given = options.evidenceOut ?? DEFAULT_BENCH_EVIDENCE_OUT;
  io.files.checkWritable(outputPath(io.cwd, given, 'bench evidence'), 'bench evidence');
  const say = (text: string) => {
    if (io.quiet !== true) io.log(text);
  };
  const timeoutMs = options.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : options.timeoutMs;
  const maxWorkers = options.maxWorkers ?? 1;
  const b = options.benchmark;

  const controller = new AbortController();
  let interrupts = 0;
  let stoppedBy = 'SIGINT';
  const ownsProcess = options.ownsProcess === true;
  const onSignal = (signal: NodeJS.Signals) => {
    interrupts += 1;
    if (interrupts > 1) exitNow(EXIT.interrupted);
    stoppedBy = signal;
    io.log(
      `\nagentverity: interrupted; writing the bench evidence collected so far (Ctrl-C again to quit at once)\n`,
    );
    controller.abort();
  };
  const onOuterAbort = () => controller.abort();
  if (options.signal?.aborted === true) controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (ownsProcess) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }

  const results: BenchCollectResult[] = [];
  const escapedBefore = strayErrorsSoFar();
  try {
    for (const given of options.agents) {
      if (controller.signal.aborted) break;
      const ref = agentRefOf(given.name, given.spec);
      const unguard = ownsProcess ? guardAgentCalls() : () => undefined;
      let agent: Agent;
      try {
        // Secrets leave each answer before it is graded or recorded.
        agent = scrubbingAgent(
          given.agent ?? (await makeBenchAgent(given.spec, io, timeoutMs)),
          scrubberOf(io.secrets),
        );
      } catch (error) {
        unguard();
        throw scrubThrown(error, scrubberOf(io.secrets));
      }
      say(
        `bench: ${terminalSafe(given.name, 64)} (${agent.kind} ${terminalSafe(agent.label, 120)}): ${b.tasks.length} tasks × ${options.runs} run${options.runs === 1 ? '' : 's'} = ${b.tasks.length * options.runs} calls\n`,
      );
      let result: BenchCollectResult;
      try {
        result = await collectBenchRun(b, agent, ref, {
          runs: options.runs,
          maxWorkers,
          timeoutMs,
          signal: controller.signal,
          ...(options.ratePerSecond === undefined ? {} : { ratePerSecond: options.ratePerSecond }),
          ...(options.now === undefined ? {} : { now: options.now }),
          ...(options.onAttempt === undefined ? {} : { onAttempt: options.onAttempt }),
        });
      } finally {
        try {
          await agent.close();
        } finally {
          unguard();
        }
      }
      results.push(result);
      if (result.stop !== undefined) break;
    }
  } finally {
    options.signal?.removeEventListener('abort', onOuterAbort);
    if (ownsProcess) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }

  // An error that escaped every call (an agent's timer, a promise it left
  // unhandled) makes every run incomplete before the evidence is written, as `run`
  // does: the evidence, every report from it and the exit code then agree.
  let escaped = 0;
  if (ownsProcess) {
    await settleStrayErrors();
    escaped = strayErrorsSoFar() - escapedBefore;
    sealStrayErrors();
  }

  // The evidence first, always.
  const runs = results.map((r) =>
    escaped === 0
      ? r.run
      : {
          ...r.run,
          complete: false,
          stopReason: `${escaped} ${escaped === 1 ? 'error' : 'errors'} escaped outside any agent call, so the attempts are not trusted${r.run.stopReason === undefined ? '' : `; ${r.run.stopReason}`}`,
        },
  );
  const evidence = buildBenchEvidence(b, runs, {
    tool: { name: TOOL_NAME, version: VERSION },
    createdAt: isoNow(io.clock),
    options: {
      runs: options.runs,
      order: BENCH_ORDER,
      timeoutMs,
      maxWorkers,
      ...(options.ratePerSecond === undefined || options.ratePerSecond === null
        ? {}
        : { ratePerSecond: options.ratePerSecond }),
    },
  });
  const whole = runs.length === options.agents.length && runs.every((r) => r.complete);
  const dead = results.find((r) => r.unanswered !== undefined);
  // A failed run never replaces complete bench evidence at the default path.
  const { out, target } = await targetOfFailedRun(
    io,
    {
      out: given,
      named: options.evidenceOut !== undefined,
      failed: !whole || dead !== undefined || controller.signal.aborted,
    },
    'bench evidence',
    async (file) => {
      const kept = await readBenchEvidence(file);
      return kept.runs.length > 0 && kept.runs.every((r) => r.complete);
    },
  );
  io.files.writeText(
    target,
    textWithinLimits(evidence, target, 'bench evidence', () => serialiseBenchEvidence(evidence)),
  );
  const calls = results.reduce((n, r) => n + r.calls, 0);
  const errors = results.reduce((n, r) => n + r.errors, 0);
  io.log(
    `agentverity: wrote ${whole ? '' : 'incomplete '}bench evidence (${runs.length} agent${runs.length === 1 ? '' : 's'}, ${calls} calls, ${errors} errors) to ${terminalSafe(out, 500)}\n`,
  );

  if (dead?.unanswered !== undefined) {
    const u = dead.unanswered;
    const top = u.errors[0];
    const skipped = options.agents.length - results.length;
    throw new Refusal(
      'bench.agent-unavailable',
      `agent ${terminalSafe(dead.run.agent.name, 64)} cannot answer: ${terminalSafe(describeUnanswered(u), 800)}. Nothing was assessed` +
        (skipped > 0
          ? `, and the ${skipped} agent${skipped === 1 ? '' : 's'} after it ${skipped === 1 ? 'was' : 'were'} not called`
          : '') +
        `; the bench evidence collected so far (marked incomplete) is in ${terminalSafe(out, 500)}`,
      undefined,
      {
        data: {
          agent: dead.run.agent.name,
          calls: u.calls,
          error: top?.error ?? null,
          count: top?.count ?? 0,
        },
      },
    );
  }
  if (controller.signal.aborted) {
    return interrupted(options.signal?.aborted === true ? 'abort' : stoppedBy, out);
  }
  return {
    kind: 'collected',
    evidence,
    benchmark: b,
    evidencePath: out,
    runs,
    evidenceDigest: benchEvidenceDigest(evidence),
    results,
  };
}

/** What a report is recomputed from: the bench evidence read back. */
export interface ReadBench {
  readonly evidence: BenchEvidence;
  readonly benchmark: Benchmark;
  readonly runs: readonly AgentRun[];
  readonly evidenceDigest: string;
}

/** Reads a bench evidence file (relative to `cwd`) for a report, without calling any agent. */
export async function readBench(file: string, cwd: string): Promise<ReadBench> {
  const evidence = await readBenchEvidence(path.resolve(cwd, file));
  return {
    evidence,
    benchmark: benchmarkOfEvidence(evidence),
    runs: evidence.runs,
    evidenceDigest: benchEvidenceDigest(evidence),
  };
}

/**
 * The report of collected or read bench evidence: the core's one assessment
 * (`buildBenchReport`: summaries, comparison, verdict and exit code), with the
 * options given over the defaults (`resolveBenchOptions` checks them). `test`
 * takes one agent's run, `compare` two or more. Pure: no agent is called.
 */
export function reportBench(
  source: Pick<ReadBench, 'benchmark' | 'runs' | 'evidenceDigest'>,
  command: 'test' | 'compare',
  options: Partial<BenchOptions> = {},
): BenchReport {
  return buildBenchReport({
    command,
    benchmark: source.benchmark,
    runs: source.runs,
    options: resolveBenchOptions(options),
    evidenceDigest: source.evidenceDigest,
  });
}

/**
 * `bench run AGENT PROMPT`: loads the agent, makes one call, closes it. The
 * output, or why there is none (the call's error), and its latency; nothing is
 * written. A prompt that is empty is refused.
 */
export async function runBenchPrompt(
  spec: BenchAgentSpec,
  prompt: string,
  io: Pick<AppIo, 'cwd' | 'env'>,
  options: {
    readonly timeoutMs?: number | null;
    readonly agent?: Agent;
    readonly now?: MonotonicClock;
  } = {},
): Promise<CallOutcome> {
  if (prompt.trim() === '') {
    throw new Refusal(
      'bench.settings',
      'the prompt is empty; give the text to send to the agent',
      undefined,
      {
        setting: 'prompt',
      },
    );
  }
  const timeoutMs = options.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : options.timeoutMs;
  const agent = options.agent ?? (await makeBenchAgent(spec, io, timeoutMs));
  try {
    return await callAgentOnce(agent, prompt, {
      timeoutMs,
      ...(options.now === undefined ? {} : { now: options.now }),
    });
  } finally {
    await agent.close();
  }
}
