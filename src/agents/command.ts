import { spawn, type ChildProcess } from 'node:child_process';
import { Refusal, type Isolation, type Observation } from '../core/index.js';
import { observationFromResult, type ResultOptions } from './result.js';
import {
  AgentCallError,
  type Agent,
  type AgentDiagnostics,
  type CallFailureReason,
} from './types.js';

/**
 * A command worker (`--agent-command "python agent.py"`): a long-lived process
 * that reads one JSON request per line on stdin and writes one JSON answer per
 * line on stdout (docs/agent-protocol.md):
 *
 *   → {"id": 7, "input": "…"}
 *   ← {"id": 7, "decision": "refund", "text": "…", "tools": ["lookup"]}
 *   ← {"id": 7, "error": "what went wrong"}
 *
 * Each worker handles one call at a time; the pool grows to as many workers as
 * calls in flight. A crash, a line that is not JSON, an answer with another id,
 * or a timeout (the collector calls `abort`) fails that call, and the worker is
 * killed and replaced on the next call. Everything a worker writes to stderr is
 * kept (the last lines) for the report.
 */
export interface CommandAgentOptions extends ResultOptions {
  readonly command: string;
  readonly cwd: string;
  /**
   * Environment of the workers (default: this process's). `PYTHONUNBUFFERED=1` is
   * added unless it is set, so a Python worker's plain print() reaches the pipe at once.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Lines of stderr to keep across workers (default 40). */
  readonly stderrLines?: number;
  readonly isolation?: Isolation;
  /** Longest answer line accepted, in characters (default 16 MiB). */
  readonly maxLine?: number;
  /**
   * Applied to the worker's text before any of it is cut for a message (a line
   * that is no JSON, the last stderr lines): the secrets the caller knows.
   */
  readonly scrub?: (text: string) => string;
}

interface Pending {
  readonly id: number;
  readonly resolve: (obs: Observation) => void;
  readonly reject: (error: Error) => void;
}

const GRACE_MS = 300;

/**
 * The workers' environment: the one given (or this process's), with the settings
 * that keep a worker's stdout unbuffered when written to a pipe, unless the user
 * set them. Python buffers a pipe in blocks, so without this a worker using plain
 * print() answers nothing until its buffer fills: every call times out.
 */
export function workerEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env };
  if (out.PYTHONUNBUFFERED === undefined) out.PYTHONUNBUFFERED = '1';
  return out;
}

class Worker {
  readonly child: ChildProcess;
  readonly number: number;
  pending: Pending | null = null;
  dead = false;
  /** Characters written on stdout since the call in flight was sent. */
  wroteSinceSend = 0;
  private out = '';
  private err = '';
  private readonly exited: Promise<void>;

  constructor(
    private readonly owner: CommandAgent,
    number: number,
    options: CommandAgentOptions,
  ) {
    this.number = number;
    this.child = spawn(options.command, {
      shell: true,
      cwd: options.cwd,
      env: workerEnv(options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group, so a kill reaches the program behind the shell.
      detached: process.platform !== 'win32',
    });
    this.exited = new Promise((resolve) => {
      this.child.once('close', () => resolve());
      this.child.once('error', () => resolve());
    });
    this.child.stdout?.setEncoding('utf8');
    this.child.stderr?.setEncoding('utf8');
    this.child.stdout?.on('data', (chunk: string) =>
      this.onStdout(chunk, options.maxLine ?? 16 << 20),
    );
    this.child.stderr?.on('data', (chunk: string) => this.onStderr(chunk));
    this.child.stdin?.on('error', () => {
      /* EPIPE after a crash: the exit handler reports it */
    });
    this.child.on('error', (error) =>
      this.fail(`the worker could not be started: ${error.message}`),
    );
    // 'close' comes after stdout is drained, so an answer written just before exiting still counts.
    this.child.on('close', (code, signal) => {
      this.flushStderr();
      this.fail(
        `the worker exited during the call (${signal === null ? `exit code ${String(code)}` : `signal ${signal}`})` +
          this.owner.stderrHint(),
      );
    });
  }

  send(pending: Pending, input: string): void {
    this.pending = pending;
    this.wroteSinceSend = 0;
    const line = `${JSON.stringify({ id: pending.id, input })}\n`;
    this.child.stdin?.write(line);
  }

  private onStdout(chunk: string, maxLine: number): void {
    this.wroteSinceSend += chunk.length;
    this.out += chunk;
    let nl = this.out.indexOf('\n');
    while (nl >= 0 && !this.dead) {
      const line = this.out.slice(0, nl);
      this.out = this.out.slice(nl + 1);
      this.onLine(line);
      nl = this.out.indexOf('\n');
    }
    if (this.out.length > maxLine && !this.dead) {
      this.protocolError(`the worker wrote a line longer than ${maxLine} characters`);
    }
  }

  private onLine(raw: string): void {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') return;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.protocolError(
        `the worker wrote a line that is not JSON (${JSON.stringify(this.owner.scrubText(line).slice(0, 120))}); print logs to stderr, answers to stdout`,
        'malformed_response',
      );
      return;
    }
    const pending = this.pending;
    if (pending === null) {
      this.protocolError('the worker wrote an answer when no call was waiting');
      return;
    }
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      this.protocolError(
        'the worker answered with JSON that is not an object',
        'malformed_response',
      );
      return;
    }
    const { id, error, ...rest } = message as Record<string, unknown>;
    if (id === undefined || String(id) !== String(pending.id)) {
      this.protocolError(
        `the worker answered id ${JSON.stringify(id) ?? 'undefined'} to request ${pending.id}`,
      );
      return;
    }
    this.pending = null;
    if (error !== undefined && error !== null) {
      pending.reject(new AgentCallError(typeof error === 'string' ? error : JSON.stringify(error)));
    } else {
      try {
        pending.resolve(observationFromResult(rest, this.owner.resultOptions));
      } catch (e) {
        pending.reject(e instanceof Error ? e : new AgentCallError(String(e)));
      }
    }
    this.owner.release(this);
  }

  private onStderr(chunk: string): void {
    this.err += chunk;
    let nl = this.err.indexOf('\n');
    while (nl >= 0) {
      this.owner.keepStderr(this.number, this.err.slice(0, nl));
      this.err = this.err.slice(nl + 1);
      nl = this.err.indexOf('\n');
    }
    if (this.err.length > 4096) {
      this.owner.keepStderr(this.number, this.err);
      this.err = '';
    }
  }

  private flushStderr(): void {
    if (this.err !== '') this.owner.keepStderr(this.number, this.err);
    this.err = '';
  }

  private protocolError(message: string, reason: CallFailureReason = 'runtime_error'): void {
    if (this.pending === null) this.owner.keepStderr(this.number, `(agentverity) ${message}`);
    this.fail(message, reason);
    this.kill();
  }

  /**
   * What is known about a call that gets no answer: a worker that wrote nothing
   * on stdout may have its answer stuck in a buffer; one that wrote part of a
   * line never ended it.
   */
  silenceHint(): string {
    if (this.wroteSinceSend === 0) {
      return 'the worker wrote nothing on stdout during the call: did it flush stdout after writing its answer? (Python: print(..., flush=True); other languages buffer a pipe too)';
    }
    if (this.out !== '') {
      return `the worker wrote ${this.out.length} characters on stdout without ending the line: end each answer with a line feed and flush stdout`;
    }
    return '';
  }

  /** Fail the call in flight (if any) and take the worker out of service. */
  fail(message: string, reason: CallFailureReason = 'runtime_error'): void {
    const wasDead = this.dead;
    this.dead = true;
    const pending = this.pending;
    this.pending = null;
    if (pending !== null) pending.reject(new AgentCallError(message, reason));
    if (!wasDead) this.owner.retire(this);
  }

  kill(): void {
    this.dead = true;
    const pid = this.child.pid;
    if (pid === undefined || this.child.exitCode !== null || this.child.signalCode !== null) return;
    try {
      if (process.platform !== 'win32') process.kill(-pid, 'SIGKILL');
      else this.child.kill('SIGKILL');
    } catch {
      try {
        this.child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }

  /** Close stdin, wait a moment for a clean exit, then kill. */
  async stop(): Promise<void> {
    this.child.stdin?.end();
    const timer = setTimeout(() => this.kill(), GRACE_MS);
    await this.exited;
    clearTimeout(timer);
    this.dead = true;
  }

  killNow(): void {
    this.kill();
  }

  whenExited(): Promise<void> {
    return this.exited;
  }
}

export class CommandAgent implements Agent {
  readonly kind = 'command';
  readonly label: string;
  readonly isolation: Isolation | null;
  readonly resultOptions: ResultOptions;
  private readonly options: CommandAgentOptions;
  private readonly idle: Worker[] = [];
  private readonly workers = new Set<Worker>();
  private readonly byCall = new Map<number, Worker>();
  /** The exits of workers taken out of service (killed), awaited by `close`. */
  private readonly retired: Promise<void>[] = [];
  private readonly stderr: string[] = [];
  private started = 0;
  private restarts = 0;
  private readonly spawned: number[] = [];
  private closed = false;
  private readonly onExit = (): void => {
    for (const w of this.workers) w.killNow();
  };

  constructor(options: CommandAgentOptions) {
    if (options.command.trim() === '') {
      throw new Refusal('agent.command', 'the agent command is empty', undefined, {
        setting: 'agentCommand',
      });
    }
    this.options = options;
    // The program only: arguments may hold things that do not belong in a report.
    this.label = options.command.trim().split(/\s+/)[0] ?? 'command';
    this.isolation = options.isolation ?? null;
    this.resultOptions = options;
    process.on('exit', this.onExit);
  }

  call(input: string, callId: number): Promise<Observation> {
    if (this.closed) return Promise.reject(new AgentCallError('the agent was closed'));
    let worker = this.idle.pop();
    while (worker !== undefined && worker.dead) worker = this.idle.pop();
    if (worker === undefined) {
      this.started += 1;
      worker = new Worker(this, this.started, this.options);
      this.workers.add(worker);
      if (worker.child.pid !== undefined) this.spawned.push(worker.child.pid);
    }
    const w = worker;
    return new Promise<Observation>((resolve, reject) => {
      this.byCall.set(callId, w);
      const done = () => this.byCall.delete(callId);
      w.send(
        {
          id: callId,
          resolve: (o) => {
            done();
            resolve(o);
          },
          reject: (e) => {
            done();
            reject(e);
          },
        },
        input,
      );
    });
  }

  abort(callId: number, reason: string): string | undefined {
    const w = this.byCall.get(callId);
    if (w === undefined) return undefined;
    const hint = w.silenceHint();
    w.fail(reason);
    w.kill();
    return hint === '' ? undefined : hint;
  }

  /** A worker finished a call and can take another. */
  release(worker: Worker): void {
    if (!worker.dead && !this.closed) this.idle.push(worker);
  }

  /** A worker failed: it is replaced (lazily) by the next call. */
  retire(worker: Worker): void {
    this.workers.delete(worker);
    this.retired.push(worker.whenExited());
    if (!this.closed) this.restarts += 1;
    worker.kill();
  }

  /** `text` without the secrets the caller named (before any cut). */
  scrubText(text: string): string {
    return this.options.scrub?.(text) ?? text;
  }

  keepStderr(worker: number, line: string): void {
    this.stderr.push(`[worker ${worker}] ${this.scrubText(line)}`);
    const keep = this.options.stderrLines ?? 40;
    if (this.stderr.length > keep) this.stderr.splice(0, this.stderr.length - keep);
  }

  stderrHint(): string {
    const last = this.stderr.slice(-3).join(' | ');
    return last === '' ? '' : `; last stderr: ${last.slice(0, 300)}`;
  }

  /** Process ids of every worker started so far (for diagnostics and tests). */
  pids(): readonly number[] {
    return [...this.spawned];
  }

  diagnostics(): AgentDiagnostics {
    return { restarts: this.restarts, stderr: [...this.stderr] };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const all = [...this.workers];
    this.idle.length = 0;
    await Promise.all(all.map((w) => w.stop()));
    // Workers that failed earlier were killed; wait (a moment at most) until they are gone too.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.retired),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 4 * GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    process.off('exit', this.onExit);
  }
}

export function commandAgent(options: CommandAgentOptions): Agent {
  return new CommandAgent(options);
}
