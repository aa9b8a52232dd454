import { spawn, type ChildProcess } from 'node:child_process';
import { describeThrown, Refusal } from '../core/index.js';
import { workerEnv } from './command.js';
import { DEFAULT_LOAD_TIMEOUT_MS, inWords, within } from './module.js';
import type { Json, JsonObject, Trajectory } from '../core/stateful/types.js';
import {
  checkVersion,
  jsonCopy,
  kindOf,
  systemAnswerOf,
  type ReplayOptions,
  type StatefulSystem,
  type SystemAnswer,
} from './system-answer.js';
import { AgentCallError, type CallFailureReason } from './types.js';

// Stateful systems as command workers (stateful.ts): one worker process speaking
// the JSON-lines protocol of docs/agent-protocol.md, one message at a time.

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
  /**
   * Applied to the worker's text before any of it is cut for a message (a line
   * that is no JSON, the last stderr lines): the secrets the caller knows.
   */
  readonly scrub?: (text: string) => string;
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
        `the worker wrote a line that is not JSON (${JSON.stringify(this.scrubText(line).slice(0, 120))}); print logs to stderr, answers to stdout`,
        'malformed_response',
      );
      return;
    }
    const pending = this.pending;
    if (pending === null) {
      this.protocolError('the worker wrote an answer when no message was waiting');
      return;
    }
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      this.protocolError(
        'the worker answered with JSON that is not an object',
        'malformed_response',
      );
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

  private scrubText(text: string): string {
    return this.options.scrub?.(text) ?? text;
  }

  private keep(line: string): void {
    this.kept.push(this.scrubText(line));
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

  /**
   * A protocol error fails the message in flight and ends the worker, with the
   * reasons command.ts gives the same errors: an answer that is not JSON, or not
   * an object, is `malformed_response`; a wrong id, an answer nobody asked for and
   * a line past the limit are `runtime_error`.
   */
  private protocolError(message: string, reason: CallFailureReason = 'runtime_error'): void {
    if (this.pending === null) this.keep(`(agentverity) ${message}`);
    this.fail(message, reason);
    this.kill();
  }

  /** Fail the message in flight (if any). */
  fail(message: string, reason: CallFailureReason = 'runtime_error'): void {
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
