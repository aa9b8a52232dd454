import { spawn, type ChildProcess } from 'node:child_process';
import { AgentCallError, type CallFailureReason } from './types.js';

/**
 * The JSON-lines worker under every kind that speaks to a process
 * (docs/agent-protocol.md): the command agent (command.ts, one worker per call in
 * flight), the Python agent behind its shim (python.ts, through command.ts) and
 * the command system of stateful cases (command-system.ts, one worker, restarted
 * after a failure).
 *
 * One `JsonLinesWorker` is one process started through the shell, in its own
 * process group, holding at most one request at a time:
 *
 *   → {"id": 7, …the request's fields}
 *   ← {"id": 7, …the answer's fields}      or   ← {"id": 7, "error": "…"}
 *
 * It frames stdout into lines (a `\r\n` ends a line too; blank lines are
 * skipped), caps an unended line at `maxLine` characters, and fails the request
 * in flight when the worker breaks the protocol: a line that is not JSON, or JSON
 * that is not an object (`malformed_response`), an answer with another id, an
 * answer nobody asked for, a line past the cap (`runtime_error`). A crash or exit
 * during a request fails it with the exit code or signal and the last stderr
 * lines. Any failure takes the worker out of service and kills its process
 * group; the owner starts another for the next request. EPIPE on stdin after a
 * crash is left to the exit handler.
 *
 * Worker output is untrusted: every stderr line and the part of a bad line
 * quoted in a message are scrubbed (`scrub`) before anything cuts them.
 */
export interface JsonLinesWorkerOptions {
  readonly command: string;
  readonly cwd: string;
  /** Environment of the worker (default: this process's), through `workerEnv`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Longest answer line accepted, in characters (default 16 MiB). */
  readonly maxLine?: number;
  /** The secrets the caller knows, taken out of the worker's text before any cut. */
  readonly scrub?: (text: string) => string;
  /** What one request is called in "the worker wrote an answer when no call was waiting". */
  readonly noun: string;
  /** Keeps one stderr line (already scrubbed) or a note of a protocol error nobody waited for. */
  readonly keep: (line: string) => void;
  /** The last stderr lines, appended to the message about an exit (`StderrTail.hint`). */
  readonly stderrHint: () => string;
  /** Called once, when the worker is taken out of service (failed, exited or killed). */
  readonly retired?: (worker: JsonLinesWorker) => void;
}

/** A request in flight: `answered` gets the answer's fields without `id` and `error`. */
export interface WorkerRequest {
  readonly id: number;
  readonly answered: (fields: Record<string, unknown>) => void;
  readonly failed: (error: Error) => void;
}

/** How long a worker whose stdin was closed may take to exit before it is killed. */
export const WORKER_GRACE_MS = 300;

const DEFAULT_MAX_LINE = 16 << 20;
const STDERR_CHUNK = 4096;

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

/** The last stderr lines kept across an owner's workers (default 40). */
export class StderrTail {
  private readonly kept: string[] = [];

  constructor(private readonly max = 40) {}

  keep(line: string): void {
    this.kept.push(line);
    if (this.kept.length > this.max) this.kept.splice(0, this.kept.length - this.max);
  }

  lines(): string[] {
    return [...this.kept];
  }

  /** The last three lines for a message, or nothing. */
  hint(): string {
    const last = this.kept.slice(-3).join(' | ');
    return last === '' ? '' : `; last stderr: ${last.slice(0, 300)}`;
  }
}

/** Waits for every exit, but at most `ms`. */
export async function exitsWithin(exits: readonly Promise<void>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(exits),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

export class JsonLinesWorker {
  readonly child: ChildProcess;
  /** Out of service: it failed, exited or was killed; it takes no more requests. */
  dead = false;
  private pending: WorkerRequest | null = null;
  /** Characters written on stdout since the request in flight was sent. */
  private wroteSinceSend = 0;
  private out = '';
  private err = '';
  private readonly exited: Promise<void>;

  constructor(private readonly options: JsonLinesWorkerOptions) {
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
    this.child.stdout?.on('data', (chunk: string) => this.onStdout(chunk));
    this.child.stderr?.on('data', (chunk: string) => this.onStderr(chunk));
    this.child.stdin?.on('error', () => {
      /* EPIPE after a crash: the close handler reports it */
    });
    this.child.on('error', (error) =>
      this.fail(`the worker could not be started: ${error.message}`),
    );
    // 'close' comes after stdout is drained, so an answer written just before exiting still counts.
    this.child.on('close', (code, signal) => {
      if (this.err !== '') this.keepLine(this.err);
      this.err = '';
      this.fail(
        `the worker exited during the call (${signal === null ? `exit code ${String(code)}` : `signal ${signal}`})` +
          options.stderrHint(),
      );
    });
  }

  /** Sends one request line `{"id", …fields}`; the worker must hold none. */
  send(request: WorkerRequest, fields: Record<string, unknown>): void {
    this.pending = request;
    this.wroteSinceSend = 0;
    this.child.stdin?.write(`${JSON.stringify({ id: request.id, ...fields })}\n`);
  }

  private scrubbed(text: string): string {
    return this.options.scrub?.(text) ?? text;
  }

  private keepLine(line: string): void {
    this.options.keep(this.scrubbed(line));
  }

  private onStdout(chunk: string): void {
    if (this.dead) return;
    this.wroteSinceSend += chunk.length;
    this.out += chunk;
    let nl = this.out.indexOf('\n');
    while (nl >= 0 && !this.dead) {
      const line = this.out.slice(0, nl);
      this.out = this.out.slice(nl + 1);
      this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      nl = this.out.indexOf('\n');
    }
    const maxLine = this.options.maxLine ?? DEFAULT_MAX_LINE;
    if (this.out.length > maxLine && !this.dead) {
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
        `the worker wrote a line that is not JSON (${JSON.stringify(this.scrubbed(line).slice(0, 120))}); print logs to stderr, answers to stdout`,
        'malformed_response',
      );
      return;
    }
    const pending = this.pending;
    if (pending === null) {
      this.protocolError(`the worker wrote an answer when no ${this.options.noun} was waiting`);
      return;
    }
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      this.protocolError(
        'the worker answered with JSON that is not an object',
        'malformed_response',
      );
      return;
    }
    const { id, error, ...fields } = message as Record<string, unknown>;
    if (id === undefined || String(id) !== String(pending.id)) {
      this.protocolError(
        `the worker answered id ${JSON.stringify(id) ?? 'undefined'} to request ${pending.id}`,
      );
      return;
    }
    this.pending = null;
    if (error !== undefined && error !== null) {
      pending.failed(new AgentCallError(typeof error === 'string' ? error : JSON.stringify(error)));
    } else {
      pending.answered(fields);
    }
  }

  private onStderr(chunk: string): void {
    this.err += chunk;
    let nl = this.err.indexOf('\n');
    while (nl >= 0) {
      this.keepLine(this.err.slice(0, nl));
      this.err = this.err.slice(nl + 1);
      nl = this.err.indexOf('\n');
    }
    if (this.err.length > STDERR_CHUNK) {
      this.keepLine(this.err);
      this.err = '';
    }
  }

  /**
   * A protocol error fails the request in flight and ends the worker; one that
   * came when nothing was waiting is kept beside the stderr lines.
   */
  private protocolError(message: string, reason: CallFailureReason = 'runtime_error'): void {
    if (this.pending === null) this.keepLine(`(agentverity) ${message}`);
    this.fail(message, reason);
  }

  /**
   * What is known about a request that gets no answer: a worker that wrote
   * nothing on stdout may have its answer stuck in a buffer; one that wrote part
   * of a line never ended it.
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

  /** Fails the request in flight (if any) without ending the worker: `stop` follows. */
  reject(message: string): void {
    const pending = this.pending;
    this.pending = null;
    if (pending !== null) pending.failed(new AgentCallError(message));
  }

  /** Fails the request in flight (if any), takes the worker out of service and kills it. */
  fail(message: string, reason: CallFailureReason = 'runtime_error'): void {
    const pending = this.pending;
    this.pending = null;
    const first = !this.dead;
    this.dead = true;
    if (pending !== null) pending.failed(new AgentCallError(message, reason));
    if (first) this.options.retired?.(this);
    this.signalKill();
  }

  /** Takes the worker out of service and kills its process group if it runs. */
  kill(): void {
    const first = !this.dead;
    this.dead = true;
    if (first) this.options.retired?.(this);
    this.signalKill();
  }

  private signalKill(): void {
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

  /** Closes stdin, waits a moment for a clean exit, then kills. */
  async stop(): Promise<void> {
    this.child.stdin?.end();
    const timer = setTimeout(() => this.kill(), WORKER_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
    this.dead = true;
  }

  whenExited(): Promise<void> {
    return this.exited;
  }
}
