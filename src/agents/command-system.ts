import { describeThrown, Refusal } from '../core/index.js';
import { exitsWithin, JsonLinesWorker, StderrTail, WORKER_GRACE_MS } from './json-lines-worker.js';
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
import { AgentCallError } from './types.js';

// Stateful systems as command workers (stateful.ts): one worker process speaking
// the JSON-lines protocol of docs/agent-protocol.md (json-lines-worker.ts), one
// message at a time.

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

/**
 * The system's one worker (json-lines-worker.ts) answering one message at a
 * time. A crash, a line that is not JSON, an answer with another id or an abort
 * fails the message in flight and ends the process; the next message starts a new
 * one (the harness resets the world before every case, so nothing is lost that a
 * case relies on). Request ids count up over the system's life; stderr is kept
 * across its processes.
 */
class SystemWorker {
  private worker: JsonLinesWorker | null = null;
  private busy = false;
  private nextId = 0;
  private started = 0;
  private readonly stderr: StderrTail;
  private readonly exits: Promise<void>[] = [];
  closed = false;

  /** A worker is its own process group: killed if this process exits without closing it. */
  private readonly onExit = (): void => this.kill();

  constructor(private readonly options: CommandSystemOptions) {
    this.stderr = new StderrTail(options.stderrLines ?? 40);
    process.on('exit', this.onExit);
  }

  private running(): JsonLinesWorker {
    if (this.worker !== null && !this.worker.dead) return this.worker;
    this.started += 1;
    const worker = new JsonLinesWorker({
      command: this.options.command,
      cwd: this.options.cwd,
      ...(this.options.env === undefined ? {} : { env: this.options.env }),
      ...(this.options.maxLine === undefined ? {} : { maxLine: this.options.maxLine }),
      ...(this.options.scrub === undefined ? {} : { scrub: this.options.scrub }),
      noun: 'message',
      keep: (line) => this.stderr.keep(line),
      stderrHint: () => this.stderr.hint(),
    });
    this.exits.push(worker.whenExited());
    this.worker = worker;
    return worker;
  }

  /** Sends one message; resolves with the answer's fields (without `id`). */
  request(message: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (this.closed) return Promise.reject(new AgentCallError('the system was closed'));
    if (this.busy) return Promise.reject(new AgentCallError('a message is already in flight'));
    const worker = this.running();
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve, reject) => {
      this.busy = true;
      worker.send(
        {
          id,
          answered: (fields) => {
            this.busy = false;
            resolve(fields);
          },
          failed: (error) => {
            this.busy = false;
            reject(error);
          },
        },
        message,
      );
    });
  }

  stderrLines(): readonly string[] {
    return this.stderr.lines();
  }

  stderrHint(): string {
    return this.stderr.hint();
  }

  /** Fails the message in flight (if any) and ends the worker. */
  fail(message: string): void {
    this.worker?.fail(message);
  }

  kill(): void {
    this.worker?.kill();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const worker = this.worker;
    if (worker !== null) {
      worker.reject('the system was closed');
      if (!worker.dead) await worker.stop();
    }
    await exitsWithin(this.exits, 4 * WORKER_GRACE_MS);
    process.off('exit', this.onExit);
  }

  pid(): number | undefined {
    return this.worker === null || this.worker.dead ? undefined : this.worker.child.pid;
  }

  /** Which worker process the next message goes to: changes when one is started. */
  generation(): number {
    return this.worker === null || this.worker.dead ? this.started + 1 : this.started;
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
  const worker = new SystemWorker(options);
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
    private readonly worker: SystemWorker,
    readonly stateful: boolean,
    readonly replayable: boolean,
    readonly version: string | null,
  ) {}

  async call(input: string | JsonObject): Promise<SystemAnswer> {
    return systemAnswerOf(await this.worker.request({ type: 'call', input }));
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
    const answer = await this.worker.request({
      type: 'replay',
      trajectory,
      checkpoint: options.checkpoint,
      change: options.change,
      input: options.input,
    });
    return systemAnswerOf(answer, 'the replay answer');
  }

  abort(reason: string): void {
    this.worker.fail(reason);
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
