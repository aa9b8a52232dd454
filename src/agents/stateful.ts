import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeThrown, Refusal } from '../core/index.js';
import type { Json, JsonObject, ToolCall, Trajectory } from '../core/stateful/types.js';
import { workerEnv } from './command.js';
import { safeUrlLabel } from './http.js';
import {
  DEFAULT_LOAD_TIMEOUT_MS,
  chosenExport,
  FACTORY_EXPORT,
  hasExport,
  inWords,
  moduleLoadRefusal,
  parseAgentSpec,
  within,
} from './module.js';
import { AgentCallError } from './types.js';

/**
 * Systems under test for stateful cases (issue 16): an agent together with the
 * world it acts on. A system declares what it can do:
 *
 * - **stateful**: `reset(state)` puts the world in the given state, `snapshot()`
 *   returns the world as it is now (JSON). The harness resets before every case
 *   run and replay (with a fresh deep copy of the case's initial state) and
 *   snapshots after it.
 * - **replayable** (stateful, plus `replay(trajectory, {checkpoint, change})`):
 *   restores the world as it was before call `checkpoint` of a recorded
 *   trajectory, gives the agent that call's result replaced by `change` (null:
 *   the recorded result, the control replay) and lets it continue; it returns the
 *   whole trajectory of the replayed run.
 * - `version`: a string naming this build of the system; replays are cached by it.
 *
 * Two kinds: a JS module (`system.mjs`: the agent as its default export, or a
 * `createAgent` factory, plus named exports `reset`, `snapshot`, `replay`,
 * `version`) and a command worker speaking the JSON-lines protocol of
 * docs/agent-protocol.md with the request types `call`, `reset`, `snapshot`,
 * `replay` and `describe`. Every answer is checked: a shape that is not the
 * protocol's is that call's error (an `AgentCallError`), never a crash, and what
 * is kept is a copy, so a system that later changes an object it returned does
 * not change what was recorded.
 */

/** What replaces the result of the call at the checkpoint of a replay. */
export type ReplayChange =
  | { readonly fault: 'error'; readonly message: string }
  | { readonly fault: 'timeout' }
  | { readonly fault: 'malformed'; readonly result: Json };

/**
 * Where a replay starts and what it changes. `input` is the case's request (the
 * trajectory holds the calls, not the request), given so that a system can run
 * its agent again from the start.
 */
export interface ReplayOptions {
  readonly checkpoint: number;
  readonly change: ReplayChange | null;
  readonly input: string | JsonObject;
}

/** What the agent did in one call of a system: its tool calls in order, then its answer. */
export interface SystemAnswer {
  readonly answer: string | null;
  readonly calls: readonly ToolCall[];
}

export interface StatefulSystem {
  readonly kind: 'module' | 'command';
  /** The module file (and export) or the command's program: for reports and evidence. */
  readonly source: string;
  readonly version: string | null;
  /** reset and snapshot both available. */
  readonly stateful: boolean;
  /** stateful, and replay available. */
  readonly replayable: boolean;
  /** The agent handles one request. Rejects (an `AgentCallError` or what the agent threw) when it fails. */
  call(input: string | JsonObject): Promise<SystemAnswer>;
  reset(state: Json): Promise<void>;
  snapshot(): Promise<Json>;
  replay(trajectory: Trajectory, options: ReplayOptions): Promise<SystemAnswer>;
  /** The message in flight took too long: stop it (a worker is killed and restarted on the next message). */
  abort(reason: string): void;
  close(): Promise<void>;
  /** The last lines the system wrote on stderr (command workers). */
  stderr(): readonly string[];
}

/** A version string: 1 to 256 characters. */
const MAX_VERSION = 256;
const MAX_TOOL_NAME = 256;

// ---- checking what a system returns ----------------------------------------

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * A deep copy of `value` when it is plain JSON (null, booleans, finite numbers,
 * strings, lists and plain objects, no cycles); otherwise an `AgentCallError`
 * saying where (`what` names the value: `snapshot()`, `calls[2].args`).
 */
export function jsonCopy(value: unknown, what: string): Json {
  const seen = new Set<object>();
  const copy = (v: unknown, at: string): Json => {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) {
        throw new AgentCallError(`${at} is ${String(v)}, which is not JSON`, 'malformed_response');
      }
      return v;
    }
    if (typeof v !== 'object') {
      throw new AgentCallError(`${at} is ${kindOf(v)}, which is not JSON`, 'malformed_response');
    }
    if (seen.has(v)) {
      throw new AgentCallError(
        `${at} refers to itself (a cycle is not JSON)`,
        'malformed_response',
      );
    }
    seen.add(v);
    try {
      if (Array.isArray(v)) return v.map((item, i) => copy(item, `${at}[${i}]`));
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) {
        throw new AgentCallError(
          `${at} is a ${(v as object).constructor?.name ?? 'class instance'}, not a plain JSON object`,
          'malformed_response',
        );
      }
      const out: Record<string, Json> = {};
      for (const [key, item] of Object.entries(v)) {
        if (item === undefined) continue;
        out[key] = copy(item, `${at}.${key}`);
      }
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return copy(value, what);
}

function checkToolCall(value: unknown, at: string): ToolCall {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AgentCallError(
      `${at} is ${kindOf(value)}; each call must be an object {tool, args, result?, error?}`,
      'malformed_response',
    );
  }
  const v = value as Record<string, unknown>;
  if (typeof v.tool !== 'string' || v.tool.trim() === '' || v.tool.length > MAX_TOOL_NAME) {
    throw new AgentCallError(
      `${at}.tool must be a tool name (a non-empty string of at most ${MAX_TOOL_NAME} characters), got ${kindOf(v.tool)}`,
      'malformed_response',
    );
  }
  if (!Object.hasOwn(v, 'args') || v.args === undefined) {
    throw new AgentCallError(
      `${at} (${v.tool}) has no args; give the arguments the tool was called with (null or {} for none)`,
      'malformed_response',
    );
  }
  const call: { tool: string; args: Json; result?: Json; error?: string } = {
    tool: v.tool,
    args: jsonCopy(v.args, `${at}.args`),
  };
  if (v.result !== undefined) call.result = jsonCopy(v.result, `${at}.result`);
  if (v.error !== undefined && v.error !== null) {
    if (typeof v.error !== 'string') {
      throw new AgentCallError(
        `${at}.error must be a string (what the agent was told), got ${kindOf(v.error)}`,
        'malformed_response',
      );
    }
    call.error = v.error;
  }
  const extra = Object.keys(v).filter((k) => !['tool', 'args', 'result', 'error'].includes(k));
  if (extra.length > 0) {
    throw new AgentCallError(
      `${at} has unknown keys ${extra
        .slice(0, 5)
        .map((k) => JSON.stringify(k))
        .join(', ')}; a call has tool, args, result and error`,
      'malformed_response',
    );
  }
  return call;
}

/**
 * What an agent (or a replay) returned, checked: a string is an answer with no
 * calls; an object gives `answer` (or, in a worker's reply, `text`: a string or
 * null) and `calls` (a list of `{tool, args, result?, error?}`).
 */
export function systemAnswerOf(value: unknown, what = 'the answer'): SystemAnswer {
  if (typeof value === 'string') return { answer: value, calls: [] };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AgentCallError(
      `${what} is ${kindOf(value)}; expected a string or an object {answer, calls}`,
      'malformed_response',
    );
  }
  const v = value as Record<string, unknown>;
  const given = v.answer !== undefined ? v.answer : v.text;
  if (given !== undefined && given !== null && typeof given !== 'string') {
    throw new AgentCallError(
      `${what}.${v.answer !== undefined ? 'answer' : 'text'} must be a string or null, got ${kindOf(given)}`,
      'malformed_response',
    );
  }
  const rawCalls = v.calls ?? [];
  if (!Array.isArray(rawCalls)) {
    throw new AgentCallError(
      `${what}.calls must be a list of {tool, args, result?, error?}, got ${kindOf(rawCalls)}`,
      'malformed_response',
    );
  }
  const calls = rawCalls.map((c, i) => checkToolCall(c, `${what}.calls[${i}]`));
  return { answer: given ?? null, calls };
}

function checkVersion(value: unknown, where: string, what: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_VERSION) {
    throw new Refusal(
      'system.version',
      `${what} must be a non-empty string of at most ${MAX_VERSION} characters, got ${kindOf(value)}${typeof value === 'string' ? ` of ${value.length} characters` : ''}`,
      where,
    );
  }
  return value;
}

// ---- JS modules ----------------------------------------------------------------

type Fn = (...args: unknown[]) => unknown;

export interface ModuleSystemOptions {
  /** Folder the module path is relative to. */
  readonly cwd: string;
  /** The longest wait for the module to load and its factory to make the agent (default 120 s); null: no cap. */
  readonly loadTimeoutMs?: number | null;
}

const SYSTEM_EXPORTS = ['reset', 'snapshot', 'replay'] as const;

/**
 * Load a system module `path/to/system.mjs[:exportName]`: the agent is the default
 * export (or the named one), or the `createAgent` factory's result (called once:
 * the world lives in the module, so every case runs on the same instance, reset
 * between cases); `reset`, `snapshot`, `replay` and `version` are named exports.
 * Refusals name the file.
 */
export async function loadModuleSystem(
  spec: string,
  options: ModuleSystemOptions,
): Promise<StatefulSystem> {
  const { file, exportName: given } = parseAgentSpec(spec);
  const named = file !== spec;
  const resolved = path.resolve(options.cwd, file);
  if (!existsSync(resolved)) throw new Refusal('agent.missing', 'no such system module', file);
  const loadTimeoutMs =
    options.loadTimeoutMs === undefined ? DEFAULT_LOAD_TIMEOUT_MS : options.loadTimeoutMs;
  let mod: Record<string, unknown>;
  try {
    mod = await within(
      import(pathToFileURL(resolved).href) as Promise<Record<string, unknown>>,
      loadTimeoutMs,
      () =>
        new Refusal(
          'agent.load-timeout',
          `the system module did not finish loading within ${inWords(loadTimeoutMs ?? 0)}: its top-level code awaits something that never settles`,
          file,
        ),
    );
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw moduleLoadRefusal(error, file);
  }
  const has = (name: string) => hasExport(mod, name);
  const exportName = chosenExport(mod, given, named, file);
  if (!has(exportName)) {
    throw new Refusal(
      'agent.export',
      `the system module has no export named '${exportName}'` +
        (named ? '' : ` (nor a factory ${FACTORY_EXPORT}); its default export must be the agent`),
      file,
    );
  }
  let target = mod[exportName];
  if (exportName === FACTORY_EXPORT) {
    if (typeof target !== 'function') {
      throw new Refusal(
        'agent.export-type',
        `export '${FACTORY_EXPORT}' is ${kindOf(target)}; a factory is a function () => agent`,
        file,
      );
    }
    const factory = target as Fn;
    try {
      target = await within(
        Promise.resolve().then(() => factory()),
        loadTimeoutMs,
        () => {
          return new Refusal(
            'agent.load-timeout',
            `the agent factory did not return the agent within ${inWords(loadTimeoutMs ?? 0)}`,
            file,
          );
        },
      );
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new Refusal(
        'agent.factory-threw',
        `the agent factory threw before any call: ${describeThrown(error)}`,
        file,
      );
    }
  }
  let agent: Fn;
  if (typeof target === 'function') {
    if (exportName !== FACTORY_EXPORT && target.length === 0) {
      throw new Refusal(
        'agent.ambiguous',
        `export '${exportName}' declares no parameter, so it could be the agent or a factory; ` +
          `declare its input (export default async (input) => …) or export the factory as ${FACTORY_EXPORT}`,
        file,
      );
    }
    agent = target as Fn;
  } else if (
    target !== null &&
    typeof target === 'object' &&
    typeof (target as { call?: unknown }).call === 'function'
  ) {
    const obj = target as { call: Fn };
    agent = (input) => obj.call(input);
  } else {
    throw new Refusal(
      exportName === FACTORY_EXPORT ? 'agent.factory-result' : 'agent.export-type',
      `${exportName === FACTORY_EXPORT ? 'the factory returned' : `export '${exportName}' is`} ${kindOf(target)}; the agent is a function (input) => {answer, calls}, or an object with call(input)`,
      file,
    );
  }
  const hooks: Partial<Record<(typeof SYSTEM_EXPORTS)[number], Fn>> = {};
  for (const name of SYSTEM_EXPORTS) {
    if (!has(name)) continue;
    if (typeof mod[name] !== 'function') {
      throw new Refusal(
        'system.export-type',
        `export '${name}' is ${kindOf(mod[name])}; it must be a function (docs/agent-protocol.md, stateful systems)`,
        file,
      );
    }
    hooks[name] = mod[name] as Fn;
  }
  const version = checkVersion(mod.version, file, "export 'version'");
  return new ModuleSystem(`${path.basename(file)}:${exportName}`, agent, hooks, version);
}

class ModuleSystem implements StatefulSystem {
  readonly kind = 'module';
  readonly stateful: boolean;
  readonly replayable: boolean;

  constructor(
    readonly source: string,
    private readonly agent: Fn,
    private readonly hooks: Partial<Record<(typeof SYSTEM_EXPORTS)[number], Fn>>,
    readonly version: string | null,
  ) {
    this.stateful = hooks.reset !== undefined && hooks.snapshot !== undefined;
    this.replayable = this.stateful && hooks.replay !== undefined;
  }

  async call(input: string | JsonObject): Promise<SystemAnswer> {
    const value = await this.agent(structuredClone(input));
    return systemAnswerOf(value);
  }

  async reset(state: Json): Promise<void> {
    const reset = this.hooks.reset;
    if (reset === undefined) throw new AgentCallError('the system has no reset export');
    await reset(state);
  }

  async snapshot(): Promise<Json> {
    const snapshot = this.hooks.snapshot;
    if (snapshot === undefined) throw new AgentCallError('the system has no snapshot export');
    return jsonCopy(await snapshot(), 'snapshot()');
  }

  async replay(trajectory: Trajectory, options: ReplayOptions): Promise<SystemAnswer> {
    const replay = this.hooks.replay;
    if (replay === undefined) throw new AgentCallError('the system has no replay export');
    const value = await replay(structuredClone(trajectory), structuredClone(options));
    return systemAnswerOf(value, 'replay()');
  }

  abort(): void {
    /* an in-process call cannot be stopped; its result is ignored */
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  stderr(): readonly string[] {
    return [];
  }
}

// ---- command workers --------------------------------------------------------------

export interface CommandSystemOptions {
  readonly command: string;
  readonly cwd: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The longest wait for the worker to answer `describe` (default 120 s); null: no cap. */
  readonly loadTimeoutMs?: number | null;
  /** Longest answer line accepted, in characters (default 16 MiB). */
  readonly maxLine?: number;
  /** Lines of stderr kept (default 40). */
  readonly stderrLines?: number;
}

interface PendingMessage {
  readonly id: number;
  readonly resolve: (message: Record<string, unknown>) => void;
  readonly reject: (error: Error) => void;
}

const GRACE_MS = 300;

/**
 * One worker process answering one message at a time. A crash, a line that is
 * not JSON, an answer with another id or an abort fails the message in flight and
 * kills the process; the next message starts a new one (the harness resets the
 * world before every case, so nothing is lost that a case relies on).
 */
class LineWorker {
  private child: ChildProcess | null = null;
  private pending: PendingMessage | null = null;
  private out = '';
  private err = '';
  private nextId = 0;
  private readonly kept: string[] = [];
  private exits: Promise<void>[] = [];
  closed = false;
  restarts = 0;
  private started = 0;

  /** A worker is its own process group: killed if this process exits without closing it. */
  private readonly onExit = (): void => this.kill();

  constructor(private readonly options: CommandSystemOptions) {
    process.on('exit', this.onExit);
  }

  private start(): ChildProcess {
    if (this.started > 0) this.restarts += 1;
    this.started += 1;
    const child = spawn(this.options.command, {
      shell: true,
      cwd: this.options.cwd,
      env: workerEnv(this.options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    this.out = '';
    this.err = '';
    this.exits.push(
      new Promise((resolve) => {
        child.once('close', () => resolve());
        child.once('error', () => resolve());
      }),
    );
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (this.child === child) this.onStdout(chunk);
    });
    child.stderr?.on('data', (chunk: string) => this.onStderr(chunk));
    child.stdin?.on('error', () => {
      /* EPIPE after a crash: the close handler reports it */
    });
    child.on('error', (error) => {
      if (this.child === child) this.fail(`the worker could not be started: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      if (this.err !== '') this.keep(this.err);
      this.err = '';
      if (this.child !== child) return;
      this.child = null;
      this.fail(
        `the worker exited during the call (${signal === null ? `exit code ${String(code)}` : `signal ${signal}`})${this.stderrHint()}`,
      );
    });
    this.child = child;
    return child;
  }

  request(message: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (this.closed) return Promise.reject(new AgentCallError('the system was closed'));
    if (this.pending !== null) {
      return Promise.reject(new AgentCallError('a message is already in flight'));
    }
    const child = this.child ?? this.start();
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      child.stdin?.write(`${JSON.stringify({ id, ...message })}\n`);
    });
  }

  private onStdout(chunk: string): void {
    this.out += chunk;
    let nl = this.out.indexOf('\n');
    while (nl >= 0) {
      const line = this.out.slice(0, nl);
      this.out = this.out.slice(nl + 1);
      this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      if (this.child === null) return;
      nl = this.out.indexOf('\n');
    }
    const maxLine = this.options.maxLine ?? 16 << 20;
    if (this.out.length > maxLine) {
      this.protocolError(`the worker wrote a line longer than ${maxLine} characters`);
    }
  }

  private onLine(line: string): void {
    if (line.trim() === '') return;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.protocolError(
        `the worker wrote a line that is not JSON (${JSON.stringify(line.slice(0, 120))}); print logs to stderr, answers to stdout`,
      );
      return;
    }
    const pending = this.pending;
    if (pending === null) {
      this.protocolError('the worker wrote an answer when no message was waiting');
      return;
    }
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      this.protocolError('the worker answered with JSON that is not an object');
      return;
    }
    const m = message as Record<string, unknown>;
    if (m.id === undefined || String(m.id) !== String(pending.id)) {
      this.protocolError(
        `the worker answered id ${JSON.stringify(m.id) ?? 'undefined'} to request ${pending.id}`,
      );
      return;
    }
    this.pending = null;
    if (m.error !== undefined && m.error !== null) {
      pending.reject(
        new AgentCallError(typeof m.error === 'string' ? m.error : JSON.stringify(m.error)),
      );
    } else {
      pending.resolve(m);
    }
  }

  private onStderr(chunk: string): void {
    this.err += chunk;
    let nl = this.err.indexOf('\n');
    while (nl >= 0) {
      this.keep(this.err.slice(0, nl));
      this.err = this.err.slice(nl + 1);
      nl = this.err.indexOf('\n');
    }
    if (this.err.length > 4096) {
      this.keep(this.err);
      this.err = '';
    }
  }

  private keep(line: string): void {
    this.kept.push(line);
    const max = this.options.stderrLines ?? 40;
    if (this.kept.length > max) this.kept.splice(0, this.kept.length - max);
  }

  stderrLines(): readonly string[] {
    return [...this.kept];
  }

  stderrHint(): string {
    const last = this.kept.slice(-3).join(' | ');
    return last === '' ? '' : `; last stderr: ${last.slice(0, 300)}`;
  }

  private protocolError(message: string): void {
    if (this.pending === null) this.keep(`(agentverity) ${message}`);
    this.fail(message, 'malformed_response');
    this.kill();
  }

  /** Fail the message in flight (if any). */
  fail(message: string, reason: 'runtime_error' | 'malformed_response' = 'runtime_error'): void {
    const pending = this.pending;
    this.pending = null;
    if (pending !== null) pending.reject(new AgentCallError(message, reason));
  }

  kill(): void {
    const child = this.child;
    this.child = null;
    if (child === null) return;
    const pid = child.pid;
    if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (process.platform !== 'win32') process.kill(-pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const child = this.child;
    this.fail('the system was closed');
    if (child !== null) {
      child.stdin?.end();
      const timer = setTimeout(() => this.kill(), GRACE_MS);
      await this.exits[this.exits.length - 1];
      clearTimeout(timer);
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.exits),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 4 * GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    this.child = null;
    process.off('exit', this.onExit);
  }

  pid(): number | undefined {
    return this.child?.pid;
  }

  /** Which worker process the next message goes to: changes when one is started. */
  generation(): number {
    return this.child === null ? this.started + 1 : this.started;
  }
}

/**
 * Start a command worker system and ask it what it can do (`describe` →
 * `{stateful, replayable, version}`). A worker that cannot answer `describe` is
 * refused naming the command (`system.describe`).
 */
export async function loadCommandSystem(options: CommandSystemOptions): Promise<StatefulSystem> {
  if (options.command.trim() === '') {
    throw new Refusal('agent.command', 'the system command is empty', undefined, {
      setting: 'agentCommand',
    });
  }
  const label = options.command.trim().split(/\s+/)[0] ?? 'command';
  const worker = new LineWorker(options);
  const loadTimeoutMs =
    options.loadTimeoutMs === undefined ? DEFAULT_LOAD_TIMEOUT_MS : options.loadTimeoutMs;
  let described: Record<string, unknown>;
  try {
    described = await within(worker.request({ type: 'describe' }), loadTimeoutMs, () => {
      worker.kill();
      return new AgentCallError(`no answer within ${inWords(loadTimeoutMs ?? 0)}`);
    });
  } catch (error) {
    await worker.close();
    throw new Refusal(
      'system.describe',
      `the system worker did not answer the describe message: ${describeThrown(error)}${worker.stderrHint()} (a stateful worker answers {"id", "stateful", "replayable", "version"}; docs/agent-protocol.md)`,
      label,
    );
  }
  const bad = (what: string) =>
    new Refusal(
      'system.describe',
      `the system worker's describe answer ${what} (expected {"id", "stateful": true|false, "replayable": true|false, "version": "…"|null})`,
      label,
    );
  if (typeof described.stateful !== 'boolean') {
    await worker.close();
    throw bad(`has no boolean "stateful" (it has ${kindOf(described.stateful)})`);
  }
  if (described.replayable !== undefined && typeof described.replayable !== 'boolean') {
    await worker.close();
    throw bad('has a "replayable" that is not a boolean');
  }
  let version: string | null;
  try {
    version = checkVersion(described.version, label, 'the describe answer\'s "version"');
  } catch (error) {
    await worker.close();
    throw error;
  }
  return new CommandSystem(
    label,
    worker,
    described.stateful,
    described.stateful && described.replayable === true,
    version,
  );
}

class CommandSystem implements StatefulSystem {
  readonly kind = 'command';
  /** The worker the world was last reset in (a new worker does not hold it). */
  private resetIn = -1;

  constructor(
    readonly source: string,
    private readonly worker: LineWorker,
    readonly stateful: boolean,
    readonly replayable: boolean,
    readonly version: string | null,
  ) {}

  async call(input: string | JsonObject): Promise<SystemAnswer> {
    const { id: _id, ...rest } = await this.worker.request({ type: 'call', input });
    return systemAnswerOf(rest);
  }

  async reset(state: Json): Promise<void> {
    if (!this.stateful) throw new AgentCallError('the system declared it is not stateful');
    const generation = this.worker.generation();
    await this.worker.request({ type: 'reset', state });
    this.resetIn = generation;
  }

  async snapshot(): Promise<Json> {
    if (!this.stateful) throw new AgentCallError('the system declared it is not stateful');
    if (this.worker.generation() !== this.resetIn) {
      throw new AgentCallError(
        'the worker was restarted since the reset (it crashed or was stopped), so its world is not the one the case left',
      );
    }
    const answer = await this.worker.request({ type: 'snapshot' });
    if (!Object.hasOwn(answer, 'state')) {
      throw new AgentCallError(
        'the snapshot answer has no "state" (expected {"id", "state": …})',
        'malformed_response',
      );
    }
    return jsonCopy(answer.state, 'the snapshot answer\'s "state"');
  }

  async replay(trajectory: Trajectory, options: ReplayOptions): Promise<SystemAnswer> {
    if (!this.replayable) throw new AgentCallError('the system declared it is not replayable');
    const { id: _id, ...rest } = await this.worker.request({
      type: 'replay',
      trajectory,
      checkpoint: options.checkpoint,
      change: options.change,
      input: options.input,
    });
    return systemAnswerOf(rest, 'the replay answer');
  }

  abort(reason: string): void {
    this.worker.fail(reason);
    this.worker.kill();
  }

  close(): Promise<void> {
    return this.worker.close();
  }

  stderr(): readonly string[] {
    return this.worker.stderrLines();
  }

  /** The running worker's process id (tests). */
  pid(): number | undefined {
    return this.worker.pid();
  }
}

/** The refusal for a stateful run over HTTP: we cannot reset or snapshot a remote world. */
export function httpSystemRefusal(url: string): Refusal {
  return new Refusal(
    'system.http',
    'a stateful case run needs a system it can reset and snapshot, and an HTTP endpoint cannot be reset by us; ' +
      'run the system as a JS module or a command worker that answers the reset, snapshot and replay messages (docs/agent-protocol.md)',
    safeUrlLabel(url),
  );
}
