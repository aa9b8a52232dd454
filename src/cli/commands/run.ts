import path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import {
  commandAgent,
  httpAgent,
  loadModuleAgent,
  type Agent,
  type AgentDiagnostics,
} from '../../agents/index.js';
import {
  collectEvidence,
  loadRelations,
  planCollection,
  ProgressPrinter,
  readSeeds,
  type CollectionPlan,
  type CollectResult,
  type CollectSettings,
  type Seeds,
} from '../../collect/index.js';
import {
  assess,
  BUILTIN_RELATIONS,
  formatPercent,
  formatRate,
  isRefusal,
  Refusal,
  resolveEpsilon,
  type Isolation,
  type Layer,
  type DecisionSuite,
  type Relation,
} from '../../core/index.js';
import {
  buildEvidenceFile,
  evidenceDigest,
  serialiseEvidenceFile,
  type EvidenceFile,
} from '../../evidence/index.js';
import { terminalSafe } from '../../render/escape.js';
import { TOOL_NAME, VERSION } from '../../version.js';
import { checkWritable, type CliIo } from '../io.js';
import { parsePositiveInt } from '../options.js';
import { exitNow, guardAgentCalls } from '../process-guard.js';
import {
  addReportOptions,
  emitReports,
  resolveReportTargets,
  type ReportOptions,
} from '../reports.js';
import { epsilonOption, isolationOption, precisionOption, type CommandContext } from '../shared.js';

/** Exit code after Ctrl-C: the evidence so far is written, nothing is assessed (128 + SIGINT). */
export const EXIT_INTERRUPTED = 130;
export const DEFAULT_EVIDENCE_OUT = 'agentverity-evidence.json';
export const DEFAULT_TIMEOUT_MS = 120_000;
/** `--timeout none` (or 0): calls are never timed out. */
export const NO_TIMEOUT = 0;

export interface RunOptions extends ReportOptions {
  readonly agent?: string;
  readonly agentCommand?: string;
  readonly agentUrl?: string;
  readonly decisionPath?: string;
  readonly textPath?: string;
  readonly toolsPath?: string;
  readonly header?: readonly string[];
  readonly httpRetries?: number;
  readonly inputs?: string;
  readonly suite?: string;
  readonly k?: number;
  readonly budget?: number;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly layer?: Layer;
  readonly blindnessThreshold?: number;
  /** A module path, false for --no-relations, undefined for the built-ins. */
  readonly relations?: string | false;
  readonly reuse?: boolean;
  /** False for --no-meter. */
  readonly meter?: boolean;
  /** False for --no-blindness. */
  readonly blindness?: boolean;
  readonly sequential?: boolean;
  readonly curtail?: boolean;
  readonly maxWorkers?: number;
  readonly parallelRepeats?: boolean;
  /** Per-call timeout in ms; `NO_TIMEOUT` (0) or null for none. */
  readonly timeout?: number | null;
  readonly rateLimit?: number;
  readonly errorPolicy?: 'record' | 'raise';
  /** Undefined when not given on the command line (the agent's declaration then counts). */
  readonly isolation?: Isolation;
  readonly costPerCall?: number;
  readonly dryRun?: boolean;
  readonly quiet?: boolean;
  readonly evidenceOut?: string;
  readonly redact?: boolean;
}

/** How the command is wired to the process (tests leave it out or pass their own signal). */
export interface RunHooks {
  /** Aborting it works like Ctrl-C. */
  readonly signal?: AbortSignal;
  /** Listen for SIGINT on the real process (the CLI entry does; in-process tests do not). */
  readonly handleSigint?: boolean;
}

// ---------------------------------------------------------------------------
// Option parsers.

/**
 * `200ms`, `5s`, `2m`, or `0` / `none` for no timeout (returned as 0: commander
 * turns a parser's null into an empty string). A bare number is seconds.
 */
export function parseDuration(value: string): number {
  const v = value.trim().toLowerCase();
  if (v === 'none' || v === 'off' || v === '0') return NO_TIMEOUT;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min)?$/.exec(v);
  if (!m) throw new InvalidArgumentError('expected a duration such as 500ms, 30s or 2m (or none)');
  const n = Number(m[1]);
  const unit = m[2] ?? 's';
  const ms = unit === 'ms' ? n : unit === 's' ? n * 1000 : n * 60_000;
  if (!(ms > 0) || !Number.isFinite(ms))
    throw new InvalidArgumentError('expected a duration above 0');
  return ms;
}

/** `10/s`, `600/m` or a bare number of calls per second. */
export function parseRate(value: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(s|sec|second|m|min|minute))?\s*$/i.exec(value);
  if (!m) throw new InvalidArgumentError('expected calls per second or minute, e.g. 10/s or 600/m');
  const n = Number(m[1]);
  const perMinute = m[2] !== undefined && m[2].toLowerCase().startsWith('m');
  const perSecond = perMinute ? n / 60 : n;
  if (!(perSecond > 0)) throw new InvalidArgumentError('expected a rate above 0');
  return perSecond;
}

function parseThreshold(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 1) {
    throw new InvalidArgumentError('expected a share above 0 and at most 1, e.g. 0.9');
  }
  return n;
}

function parseMoney(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0) {
    throw new InvalidArgumentError('expected an amount of 0 or more, e.g. 0.002');
  }
  return n;
}

function parseHeaders(values: readonly string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const h of values ?? []) {
    const i = h.indexOf(':');
    if (i <= 0)
      throw new Refusal(
        'usage.header',
        `expected NAME: VALUE, got ${JSON.stringify(h)}`,
        '--header',
      );
    headers[h.slice(0, i).trim()] = h.slice(i + 1).trim();
  }
  return headers;
}

// ---------------------------------------------------------------------------
// The plan as text.

function describePlan(plan: CollectionPlan, agentLabel: string | null): string {
  const lines: string[] = [];
  const c = plan.calls;
  const about = c.atMost ? 'at most ' : '';
  const eps = formatPercent(plan.epsilon, plan.epsilon * 100 >= 1 ? 0 : 1);
  lines.push(
    `plan: ${plan.inputs} input${plan.inputs === 1 ? '' : 's'}` +
      (plan.mode === 'sequential'
        ? `, sequential (pairs read at declared checkpoints)`
        : plan.settings.meter
          ? `, k = ${plan.k} repeats each`
          : ', meter off (no repeats)') +
      `, layer ${plan.layer}, epsilon ${eps}, isolation ${plan.isolation}` +
      (agentLabel === null ? '' : `, agent ${terminalSafe(agentLabel, 120)}`),
  );
  lines.push(
    `  calls: meter ${c.meter}` +
      (c.sources > 0 ? ` + first draws ${c.sources}` : '') +
      (c.relationSources > 0 ? ` + relation sources ${c.relationSources}` : '') +
      ` + relations ${c.relations} = ${about}${c.total} total` +
      (plan.relationsSkipped > 0
        ? ` (${plan.relationsSkipped} relation checks skipped: unchanged input)`
        : ''),
  );
  if (plan.routePlans !== null) {
    for (const r of plan.routePlans) {
      lines.push(
        `  route ${terminalSafe(r.decision, 60)}: ${r.cases} case(s) × ${r.repeatsEach} repeats = ${r.calls} calls (target ${formatRate(r.target)})`,
      );
    }
  }
  if (plan.sequential !== null) {
    lines.push(
      `  checkpoints: ${plan.sequential.checkpoints.join(', ')} pairs (whole rounds of ${plan.inputs}); ` +
        `certify at the last with at most ${plan.sequential.certifyAtMost} flips`,
    );
  } else if (plan.settings.meter) {
    lines.push(
      `  pairs: ${plan.pairs}` +
        (plan.pairsNeeded === null ? '' : `; ${plan.pairsNeeded} agreeing pairs certify ${eps}`),
    );
  }
  if (plan.curtail !== null) {
    lines.push(
      '  curtail: stops early only when even all-agreeing further pairs could not certify',
    );
  }
  if (plan.cost !== null) {
    lines.push(
      `  cost: ${about}${formatMoney(plan.cost)} (${c.total} calls × ${plan.settings.costPerCall})`,
    );
  }
  for (const w of plan.warnings) lines.push(`  note: ${w}`);
  return `${lines.join('\n')}\n`;
}

function formatMoney(x: number): string {
  return x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : String(Number(x.toPrecision(3)));
}

function describeDiagnostics(d: AgentDiagnostics): string {
  const lines: string[] = [];
  if ((d.restarts ?? 0) > 0) lines.push(`agentverity: ${d.restarts} worker restart(s)`);
  if ((d.retries ?? 0) > 0)
    lines.push(`agentverity: ${d.retries} HTTP retr${d.retries === 1 ? 'y' : 'ies'}`);
  if (d.stderr !== undefined && d.stderr.length > 0) {
    lines.push(`agentverity: the agent's stderr (last ${d.stderr.length} lines):`);
    for (const l of d.stderr) lines.push(`  ${terminalSafe(l, 300)}`);
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------
// The command.

async function makeAgent(
  options: RunOptions,
  io: CliIo,
  isolation: Isolation | undefined,
): Promise<Agent> {
  const iso = isolation === undefined ? {} : { isolation };
  if (options.agent !== undefined) {
    return loadModuleAgent(options.agent, { cwd: io.cwd, ...iso });
  }
  if (options.agentCommand !== undefined) {
    return commandAgent({ command: options.agentCommand, cwd: io.cwd, env: io.env, ...iso });
  }
  return httpAgent({
    url: options.agentUrl as string,
    ...(options.decisionPath === undefined ? {} : { decisionPath: options.decisionPath }),
    ...(options.textPath === undefined ? {} : { textPath: options.textPath }),
    ...(options.toolsPath === undefined ? {} : { toolsPath: options.toolsPath }),
    headers: parseHeaders(options.header),
    ...(options.httpRetries === undefined ? {} : { retries: options.httpRetries }),
    ...iso,
  });
}

function checkUsage(options: RunOptions): void {
  const agents = [options.agent, options.agentCommand, options.agentUrl].filter(
    (a) => a !== undefined,
  );
  if (agents.length !== 1) {
    throw new Refusal(
      'usage.run-agent',
      'run needs exactly one agent: --agent FILE[:EXPORT], --agent-command "CMD" or --agent-url URL',
    );
  }
  if ((options.inputs === undefined) === (options.suite === undefined)) {
    throw new Refusal('usage.run-seeds', 'run needs exactly one of --inputs FILE or --suite FILE');
  }
  const httpOnly = [
    options.decisionPath,
    options.textPath,
    options.toolsPath,
    options.header,
    options.httpRetries,
  ];
  if (options.agentUrl === undefined && httpOnly.some((v) => v !== undefined)) {
    throw new Refusal(
      'usage.run-http',
      '--decision-path, --text-path, --tools-path, --header and --http-retries apply to --agent-url only',
    );
  }
  if (options.meter === false) {
    const given = (
      [
        ['--k', options.k],
        ['--budget', options.budget],
        ['--sequential', options.sequential],
        ['--curtail', options.curtail],
        ['--parallel-repeats', options.parallelRepeats],
      ] as const
    ).find(([, v]) => v !== undefined && v !== false);
    if (given !== undefined) {
      throw new Refusal(
        'usage.run-meter-off',
        `${given[0]} shapes the meter's repeats, and --no-meter leaves the meter out`,
        given[0],
      );
    }
  }
  if (options.redact === true && options.layer === 'text') {
    throw new Refusal(
      'usage.run-redact',
      'cannot redact evidence on the text layer: the texts are what it compares',
      '--redact',
    );
  }
}

async function loadSeeds(options: RunOptions, io: CliIo): Promise<Seeds> {
  const file = (options.suite ?? options.inputs) as string;
  const seeds = await readSeeds(file, io.cwd);
  if (options.suite !== undefined && seeds.format !== 'suite') {
    throw new Refusal(
      'usage.run-suite',
      `expected a decision suite (a .json file with the suite schema)`,
      file,
    );
  }
  return seeds;
}

function collectSettings(
  options: RunOptions,
  seeds: Seeds,
  relations: readonly Relation[],
  epsilon: number,
  isolation: Isolation | undefined,
): CollectSettings {
  const timeout =
    options.timeout === undefined
      ? DEFAULT_TIMEOUT_MS
      : options.timeout === NO_TIMEOUT
        ? null
        : options.timeout;
  return {
    cases: seeds.cases,
    suite: seeds.suite,
    ...(options.layer === undefined ? {} : { layer: options.layer }),
    epsilon,
    ...(options.k === undefined ? {} : { k: options.k }),
    ...(options.budget === undefined ? {} : { budget: options.budget }),
    relations,
    reuse: options.reuse !== false,
    meter: options.meter !== false,
    blindness: options.blindness !== false,
    sequential: options.sequential === true,
    curtail: options.curtail === true,
    maxWorkers: options.maxWorkers ?? 1,
    parallelRepeats: options.parallelRepeats === true,
    timeoutMs: timeout,
    ratePerSecond: options.rateLimit ?? null,
    errorPolicy: options.errorPolicy ?? 'record',
    ...(isolation === undefined ? {} : { isolation }),
    costPerCall: options.costPerCall ?? null,
  };
}

/** The settings recorded in the evidence and the report (no paths beyond base names, no secrets). */
function recordedSettings(
  options: RunOptions,
  plan: CollectionPlan,
  agent: Agent,
  blindnessThreshold: number,
): Record<string, unknown> {
  const s = plan.settings;
  return {
    command: 'run',
    epsilon: plan.epsilon,
    ...(options.precision === undefined ? {} : { precision: options.precision }),
    k: plan.mode === 'sequential' ? null : plan.k,
    budget: s.budget,
    layer: plan.layer,
    blindnessThreshold,
    relations: s.relations.map((r) => r.name),
    reuse: s.reuse,
    ...(s.meter ? {} : { meter: false }),
    ...(s.blindness ? {} : { blindness: false }),
    sequential: s.sequential,
    curtail: s.curtail,
    maxWorkers: s.maxWorkers,
    parallelRepeats: s.parallelRepeats,
    timeoutMs: s.timeoutMs,
    ratePerSecond: s.ratePerSecond,
    errorPolicy: s.errorPolicy,
    agent: agent.kind,
    seeds: path.basename((options.suite ?? options.inputs) as string),
  };
}

/** A finished collection whose evidence file is on disk, ready to be assessed or admitted. */
export interface CollectedRun {
  readonly result: CollectResult;
  readonly file: EvidenceFile;
  /** Where the evidence was written, as given. */
  readonly evidencePath: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly epsilon: number;
  readonly blindnessThreshold: number;
  /** The suite to assess with; null without one, or when some of its cases were not collected. */
  readonly suite: DecisionSuite | null;
}

/** Checks made before any call by a command that collects (e.g. the snapshot pre-check). */
export type BeforeCalls = (plan: CollectionPlan) => void;

/**
 * Collect evidence from the agent as the options say and write it: the part of
 * `run` before the assessment, shared with `snapshot` from a live run. Returns
 * an exit code instead when there is nothing to assess (a dry run, or Ctrl-C).
 */
export async function collectRun(
  options: RunOptions,
  io: CliIo,
  hooks: RunHooks = {},
  beforeCalls?: BeforeCalls,
): Promise<CollectedRun | number> {
  checkUsage(options);
  const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
  const blindnessThreshold = options.blindnessThreshold ?? 0.9;
  const seeds = await loadSeeds(options, io);
  const relations: readonly Relation[] =
    options.relations === false
      ? []
      : typeof options.relations === 'string'
        ? await loadRelations(options.relations, io.cwd)
        : BUILTIN_RELATIONS;
  const say = (text: string) => {
    if (options.quiet !== true) io.stderr(text);
  };

  // Every setting is checked (and the plan made) before the agent is loaded.
  let plan = planCollection(collectSettings(options, seeds, relations, epsilon, options.isolation));
  beforeCalls?.(plan);
  if (options.dryRun === true) {
    io.stdout(describePlan(plan, null));
    io.stdout('dry run: no agent was loaded and no call was made\n');
    return 0;
  }

  // Before any call: the evidence must have somewhere to go.
  checkWritable(path.resolve(io.cwd, options.evidenceOut ?? DEFAULT_EVIDENCE_OUT), 'evidence');
  const ownsProcess = hooks.handleSigint === true;
  // A module agent runs in this process: from loading it to the last call, its
  // process.exit() fails the call instead of ending the run, and what it prints
  // goes to stderr, away from the report on stdout.
  const unguard = ownsProcess ? guardAgentCalls() : () => undefined;
  let agent: Agent;
  try {
    agent = await makeAgent(options, io, options.isolation);
  } catch (error) {
    unguard();
    throw error;
  }
  const controller = new AbortController();
  let interrupts = 0;
  // Ctrl-C, and SIGTERM (how CI systems and `docker stop` cancel a job), stop the
  // run and write the evidence collected so far; a second one quits at once.
  const onSignal = (signal: NodeJS.Signals) => {
    interrupts += 1;
    if (interrupts > 1) exitNow(EXIT_INTERRUPTED);
    io.stderr(
      `\nagentverity: interrupted${signal === 'SIGINT' ? '' : ` (${signal})`}; writing the evidence collected so far (Ctrl-C again to quit at once)\n`,
    );
    controller.abort();
  };
  const onOuterAbort = () => controller.abort();
  hooks.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (ownsProcess) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }

  let result: CollectResult;
  try {
    if (options.isolation === undefined && agent.isolation !== null) {
      plan = planCollection(collectSettings(options, seeds, relations, epsilon, agent.isolation));
    }
    say(describePlan(plan, `${agent.kind} ${agent.label}`));
    const live = io.stderrIsTTY && !io.env['CI'];
    const printer = options.quiet === true ? null : new ProgressPrinter(io.stderr, live);
    result = await collectEvidence(plan, agent, {
      signal: controller.signal,
      ...(printer === null
        ? {}
        : {
            onProgress: (p) => (p.phase === 'done' ? printer.finish(p) : printer.update(p)),
            progressMs: ProgressPrinter.intervalFor(live),
          }),
    });
  } finally {
    try {
      await agent.close();
    } finally {
      unguard();
      hooks.signal?.removeEventListener('abort', onOuterAbort);
      if (ownsProcess) {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
    }
  }

  // The evidence first, always.
  const settings = recordedSettings(options, plan, agent, blindnessThreshold);
  const file = buildEvidenceFile(result.evidence, {
    tool: { name: TOOL_NAME, version: VERSION },
    createdAt: new Date().toISOString(),
    settings,
    suiteDigest: seeds.suiteDigest,
    redact: options.redact === true,
  });
  const out = options.evidenceOut ?? DEFAULT_EVIDENCE_OUT;
  io.writeFile(path.resolve(io.cwd, out), serialiseEvidenceFile(file));
  const { stats } = result;
  io.stderr(
    `agentverity: wrote ${result.evidence.complete ? '' : 'incomplete '}evidence (${result.evidence.cases.length} inputs, ${stats.calls.total} calls, ${stats.errors} failed) to ${terminalSafe(out, 500)}\n`,
  );
  io.stderr(describeDiagnostics(stats.agent));

  if (result.fatal !== undefined) {
    const cause = result.fatal.cause;
    if (cause !== undefined && !isRefusal(cause)) throw cause;
    throw new Refusal(
      'run.stopped',
      `collection stopped on an error (${terminalSafe(result.fatal.message, 500)}); the evidence collected so far is in ${out}`,
    );
  }
  if (stats.stopReason === 'interrupted') {
    io.stderr(
      `agentverity: interrupted; assess what was collected with: agentverity assess --evidence ${terminalSafe(out, 500)}\n`,
    );
    return EXIT_INTERRUPTED;
  }
  if (stats.curtailment !== undefined) {
    const s = stats.curtailment.stop;
    say(
      `agentverity: curtailed after pair ${s.atPair}: ${s.route === null ? 'pooled' : `route ${terminalSafe(s.route, 60)}`} has ${s.flips} flips in ${s.pairs} pairs; ` +
        `even if all ${s.endpointPairs - s.pairs} remaining pairs agreed, the upper bound at ${s.endpointPairs} pairs would be ${formatRate(s.bestCaseHigh)} >= ${formatRate(s.epsilon)}. ` +
        `${stats.curtailment.callsAvoided} calls avoided; the evidence is marked incomplete.\n`,
    );
  }
  if (stats.sequential !== undefined) {
    say(
      `agentverity: sequential decision at declared checkpoints: ${stats.sequential.call} after ${stats.sequential.pairs} pairs (${stats.sequential.rounds} rounds)\n`,
    );
  }

  let suite = seeds.suite;
  if (suite !== null && result.evidence.cases.length < suite.cases.length) {
    say(
      `agentverity: ${suite.cases.length - result.evidence.cases.length} suite cases were not collected, so the contract and route table are left out of this assessment\n`,
    );
    suite = null;
  }
  return { result, file, evidencePath: out, settings, epsilon, blindnessThreshold, suite };
}

export async function runCommand(
  options: RunOptions,
  io: CliIo,
  hooks: RunHooks = {},
): Promise<number> {
  // Refuse an ambiguous report request, or a report file that cannot be written, before any call.
  for (const target of resolveReportTargets(options)) {
    if (target.path !== null) checkWritable(path.resolve(io.cwd, target.path), 'report');
  }
  const collected = await collectRun(options, io, hooks);
  if (typeof collected === 'number') return collected;
  const { result, file, settings, epsilon, blindnessThreshold, suite } = collected;
  const { stats } = result;
  const assessment = assess(result.evidence, suite, { epsilon, blindnessThreshold });
  emitReports(
    io,
    assessment,
    {
      tool: { name: TOOL_NAME, version: VERSION },
      settings,
      evidenceDigest: evidenceDigest(file),
      run: {
        durationMs: Math.round(stats.elapsedMs),
        startedAt: file.createdAt,
        ...(stats.agent.retries === undefined ? {} : { retries: stats.agent.retries }),
      },
    },
    options,
  );
  return assessment.exitCode;
}

/** Every `run` option except the report options, in help order. */
export function runOptions(): Option[] {
  return [
    new Option(
      '--agent <file[:export]>',
      'JS module agent: an export (default `default`) that is the agent (input) => result or a factory () => agent',
    ),
    new Option(
      '--agent-command <command>',
      'command worker speaking JSON lines on stdin/stdout (docs/agent-protocol.md), one process per worker',
    ),
    new Option('--agent-url <url>', 'HTTP agent: POST {"input": …} and read the JSON answer'),
    new Option(
      '--decision-path <path>',
      'HTTP: where the decision is in the answer, e.g. result.route (default decision or verdict)',
    ),
    new Option('--text-path <path>', 'HTTP: where the text is (default text)'),
    new Option('--tools-path <path>', 'HTTP: where the tool names are (default tools)'),
    new Option('--header <name: value>', 'HTTP: a request header (repeatable)').argParser(
      (v: string, prev: string[] | undefined) => [...(prev ?? []), v],
    ),
    new Option(
      '--http-retries <n>',
      'HTTP: retries on connection errors and 429/503 (default 3)',
    ).argParser((v: string) => (Number(v) === 0 ? 0 : parsePositiveInt(v))),
    new Option(
      '--inputs <file>',
      'seed file: text (one input per line), .jsonl ({"input", "expected"?} or a string per line) or a suite .json',
    ),
    new Option(
      '--suite <file>',
      'decision suite (agentverity.decision-suite/v1): inputs, routes and contract',
    ),
    new Option(
      '--k <n>',
      'repeats per input (default: planned from epsilon and --budget)',
    ).argParser(parsePositiveInt),
    new Option(
      '--budget <calls>',
      'most meter calls when k is planned; also caps sequential rounds',
    ).argParser(parsePositiveInt),
    epsilonOption(),
    precisionOption(),
    new Option(
      '--layer <layer>',
      'what is compared: verdict, text or tools (default verdict)',
    ).choices(['verdict', 'text', 'tools']),
    new Option(
      '--blindness-threshold <share>',
      'share of inputs one decision may hold before the probes are blind (default 0.9)',
    ).argParser(parseThreshold),
    new Option('--relations <file[:export]>', 'relations module replacing the four built-ins'),
    new Option('--no-relations', 'run no relations'),
    new Option(
      '--no-meter',
      'leave the repeatability meter out: one first draw per input for blindness, the contract and relations',
    ),
    new Option('--no-blindness', 'leave the blindness check out'),
    new Option(
      '--no-reuse',
      'independent draws: blindness gets its own call and every relation asks the unchanged input again, instead of reusing the first repeat',
    ),
    new Option(
      '--sequential',
      'stop early at checkpoints declared before the first call (whole rounds)',
    ),
    new Option(
      '--curtail',
      'fixed endpoint: stop once even all-agreeing further pairs could not certify (never admits early)',
    ),
    new Option('--max-workers <n>', 'distinct inputs called at once (default 1)').argParser(
      parsePositiveInt,
    ),
    new Option(
      '--parallel-repeats',
      'also run the repeats of one input at once (stateless agents only)',
    ),
    new Option(
      '--timeout <duration>',
      'per call, e.g. 500ms, 30s, 2m, or none (default 120s)',
    ).argParser(parseDuration),
    new Option(
      '--rate-limit <rate>',
      'calls started per second across all workers, e.g. 10/s or 600/m',
    ).argParser(parseRate),
    new Option(
      '--error-policy <policy>',
      'record: a failed call is recorded and the run goes on; raise: stop at the first (default record)',
    ).choices(['record', 'raise']),
    isolationOption(
      'unknown',
      'how repeats were isolated (default: what the agent declares, else unknown); fresh-instance calls a module factory per call',
    ),
    new Option(
      '--cost-per-call <amount>',
      'money per call, to show the cost in the plan',
    ).argParser(parseMoney),
    new Option('--dry-run', 'print the plan and stop before loading the agent'),
    new Option('--quiet', 'no plan and no progress on stderr'),
    new Option(
      '--evidence-out <file>',
      `where the evidence is written (default ${DEFAULT_EVIDENCE_OUT})`,
    ),
    new Option(
      '--redact',
      'keep fingerprints, decisions and tool names in the evidence; drop inputs and texts',
    ),
  ];
}

/**
 * Add the `run` options to a command, leaving out the ones it defines itself
 * (named by attribute, e.g. `suite`, `epsilon`).
 */
export function addRunOptions(command: Command, skip: ReadonlySet<string> = new Set()): Command {
  for (const option of runOptions()) {
    if (!skip.has(option.attributeName())) command.addOption(option);
  }
  return command;
}

/**
 * The run options as given: without --isolation on the command line, the
 * agent's own declaration counts, so the option's default is dropped.
 */
export function givenRunOptions<T extends { isolation?: unknown }>(opts: T, cmd: Command): T {
  const options = { ...opts };
  if (cmd.getOptionValueSource('isolation') !== 'cli') delete options.isolation;
  return options;
}

export function registerRun(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('run')
    .description(
      'Call your agent on your inputs, write the evidence, then assess it like `assess`.',
    );
  addRunOptions(command);
  addReportOptions(command);
  command.allowExcessArguments(false).action(async (opts: RunOptions, cmd: Command) => {
    setCode(
      await runCommand(givenRunOptions(opts, cmd), io, { handleSigint: isMainProcessIo(io) }),
    );
  });
}

/**
 * SIGINT (and the other process guards) belong to the real CLI process, not to
 * in-process test runs.
 */
export function isMainProcessIo(io: CliIo): boolean {
  return io.cwd === process.cwd() && io.env === process.env;
}
