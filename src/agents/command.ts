import { Refusal, type Isolation, type Observation } from '../core/index.js';
import { exitsWithin, JsonLinesWorker, StderrTail, WORKER_GRACE_MS } from './json-lines-worker.js';
import { observationFromResult, type ResultOptions } from './result.js';
import { AgentCallError, type Agent, type AgentDiagnostics } from './types.js';

/**
 * A command worker (`--agent-command "python agent.py"`): a long-lived process
 * that reads one JSON request per line on stdin and writes one JSON answer per
 * line on stdout (docs/agent-protocol.md):
 *
 *   → {"id": 7, "input": "…"}
 *   ← {"id": 7, "decision": "refund", "text": "…", "tools": ["lookup"]}
 *   ← {"id": 7, "error": "what went wrong"}
 *
 * Each worker (json-lines-worker.ts) handles one call at a time; the pool grows
 * to as many workers as calls in flight. A crash, a line that is not JSON, an answer with another id,
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

export class CommandAgent implements Agent {
  readonly kind = 'command';
  readonly label: string;
  readonly isolation: Isolation | null;
  readonly resultOptions: ResultOptions;
  private readonly options: CommandAgentOptions;
  private readonly idle: JsonLinesWorker[] = [];
  private readonly workers = new Set<JsonLinesWorker>();
  private readonly byCall = new Map<number, JsonLinesWorker>();
  /** The exits of workers taken out of service (killed), awaited by `close`. */
  private readonly retired: Promise<void>[] = [];
  private readonly stderr: StderrTail;
  private started = 0;
  private restarts = 0;
  private readonly spawned: number[] = [];
  private closed = false;
  private readonly onExit = (): void => {
    for (const w of this.workers) w.kill();
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
    this.stderr = new StderrTail(options.stderrLines ?? 40);
    process.on('exit', this.onExit);
  }

  private startWorker(): JsonLinesWorker {
    this.started += 1;
    const number = this.started;
    const worker = new JsonLinesWorker({
      command: this.options.command,
      cwd: this.options.cwd,
      ...(this.options.env === undefined ? {} : { env: this.options.env }),
      ...(this.options.maxLine === undefined ? {} : { maxLine: this.options.maxLine }),
      ...(this.options.scrub === undefined ? {} : { scrub: this.options.scrub }),
      noun: 'call',
      keep: (line) => this.stderr.keep(`[worker ${number}] ${line}`),
      stderrHint: () => this.stderr.hint(),
      retired: (w) => this.retire(w),
    });
    this.workers.add(worker);
    if (worker.child.pid !== undefined) this.spawned.push(worker.child.pid);
    return worker;
  }

  call(input: string, callId: number): Promise<Observation> {
    if (this.closed) return Promise.reject(new AgentCallError('the agent was closed'));
    let worker = this.idle.pop();
    while (worker !== undefined && worker.dead) worker = this.idle.pop();
    const w = worker ?? this.startWorker();
    return new Promise<Observation>((resolve, reject) => {
      this.byCall.set(callId, w);
      w.send(
        {
          id: callId,
          answered: (fields) => {
            this.byCall.delete(callId);
            try {
              resolve(observationFromResult(fields, this.resultOptions));
            } catch (e) {
              reject(e instanceof Error ? e : new AgentCallError(String(e)));
            }
            this.release(w);
          },
          failed: (e) => {
            this.byCall.delete(callId);
            reject(e);
            // An {"error"} answer leaves the worker in service; a protocol error does not.
            this.release(w);
          },
        },
        { input },
      );
    });
  }

  abort(callId: number, reason: string): string | undefined {
    const w = this.byCall.get(callId);
    if (w === undefined) return undefined;
    const hint = w.silenceHint();
    w.fail(reason);
    return hint === '' ? undefined : hint;
  }

  /** A worker finished a call and can take another (unless it is out of service). */
  private release(worker: JsonLinesWorker): void {
    if (!worker.dead && !this.closed) this.idle.push(worker);
  }

  /** A worker was taken out of service: it is replaced (lazily) by the next call. */
  private retire(worker: JsonLinesWorker): void {
    this.workers.delete(worker);
    this.retired.push(worker.whenExited());
    if (!this.closed) this.restarts += 1;
  }

  /** Process ids of every worker started so far (for diagnostics and tests). */
  pids(): readonly number[] {
    return [...this.spawned];
  }

  diagnostics(): AgentDiagnostics {
    return { restarts: this.restarts, stderr: this.stderr.lines() };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const all = [...this.workers];
    this.idle.length = 0;
    await Promise.all(all.map((w) => w.stop()));
    // Workers that failed earlier were killed; wait (a moment at most) until they are gone too.
    await exitsWithin(this.retired, 4 * WORKER_GRACE_MS);
    process.off('exit', this.onExit);
  }
}

export function commandAgent(options: CommandAgentOptions): Agent {
  return new CommandAgent(options);
}
