import { Worker } from 'node:worker_threads';
import { AgentCallError } from './types.js';

/**
 * A JS module run in a worker thread (issue 33, item 2): an agent or a system
 * stuck in a synchronous loop blocks its own thread, not this one, so the call's
 * timeout fires and `stop` ends the thread (`Worker.terminate` stops even a loop
 * that never yields). The module is loaded once per thread; a thread that was
 * stopped, or ended, is replaced on the next message by a fresh one that loads
 * the module again and replays the set-up messages (`remember`).
 *
 * The worker's code is the self-contained script below (no import of ours), so
 * it runs the same from the sources, under a test runner and from the bundles in
 * dist/. It answers one message at a time:
 *
 *   load {url}                 → the module's exports, described (kind, declared
 *                                parameters, a call method, an `isolation`; a
 *                                plain value as itself)
 *   make {name, factory}       → the agent: the export, or what the factory returns
 *   call {input, fresh}        → what the agent returns (fresh: a new instance first)
 *   hook {name, args}          → what the module's export `name` returns
 *
 * What the module prints goes to this process's standard error (never to the
 * report on standard output); an error it throws where no call awaits it is
 * reported to this process's `uncaughtException` / `unhandledRejection` watchers.
 */
const WORKER_SOURCE = String.raw`
const { parentPort } = require('node:worker_threads');
let mod = null;
let agent = null;
let factory = null;
const isolationOf = (v) => {
  try {
    const i = v.isolation;
    return typeof i === 'string' ? i : null;
  } catch {
    return null;
  }
};
const describe = (v) => {
  if (typeof v === 'function') return { kind: 'function', length: v.length, isolation: isolationOf(v) };
  if (v !== null && typeof v === 'object') {
    let call = false;
    try { call = typeof v.call === 'function'; } catch {}
    return { kind: 'object', call, isolation: isolationOf(v) };
  }
  return { kind: v === null ? 'null' : typeof v, value: typeof v === 'bigint' || typeof v === 'symbol' ? String(v) : v };
};
const asFunction = (v) => (typeof v === 'function' ? v : (input) => v.call(input));
const errorOf = (e) => {
  try {
    if (e !== null && typeof e === 'object' && typeof e.message === 'string') {
      return { error: {
        name: typeof e.name === 'string' ? e.name : 'Error',
        message: e.message,
        reason: typeof e.reason === 'string' ? e.reason : null,
        code: typeof e.code === 'string' ? e.code : null,
      } };
    }
    return { thrown: structuredClone(e) };
  } catch {
    try { return { thrown: String(e) }; } catch { return { thrown: 'a value that cannot be described' }; }
  }
};
async function run(m) {
  switch (m.op) {
    case 'load': {
      mod = await import(m.url);
      const exports = {};
      for (const key of Object.keys(mod)) exports[key] = describe(mod[key]);
      return { exports, same: mod.default !== undefined && mod.default === mod.createAgent };
    }
    case 'make': {
      const target = mod[m.name];
      if (m.factory) {
        factory = target;
        agent = await target();
      } else agent = target;
      return describe(agent);
    }
    case 'call': {
      const a = m.fresh && factory !== null ? await factory() : agent;
      return await asFunction(a)(m.input);
    }
    case 'hook':
      return await mod[m.name](...m.args);
    case 'ping':
      return true;
    default:
      throw new Error('unknown message ' + String(m.op));
  }
}
parentPort.on('message', async (m) => {
  let reply;
  try {
    reply = { id: m.id, ok: await run(m) };
  } catch (e) {
    reply = { id: m.id, ...errorOf(e) };
  }
  try {
    parentPort.postMessage(reply);
  } catch {
    // Not structured-cloneable (a function in it): the JSON of it, as a worker's answer would be.
    let copy;
    try { copy = JSON.parse(JSON.stringify(reply.ok)); } catch {}
    parentPort.postMessage(copy === undefined
      ? { id: m.id, error: { name: 'AgentCallError', reason: 'malformed_response', code: null,
          message: 'the value returned cannot be copied out of the module (it is not plain data, nor JSON); return strings, numbers, lists and plain objects' } }
      : { id: m.id, ok: copy });
  }
});
process.on('uncaughtException', (e) => parentPort.postMessage({ stray: 'uncaughtException', ...errorOf(e) }));
process.on('unhandledRejection', (e) => parentPort.postMessage({ stray: 'unhandledRejection', ...errorOf(e) }));
`;

/** A message to the worker. */
export type ThreadMessage =
  | { readonly op: 'ping' }
  | { readonly op: 'load'; readonly url: string }
  | { readonly op: 'make'; readonly name: string; readonly factory: boolean }
  | { readonly op: 'call'; readonly input: unknown; readonly fresh: boolean }
  | { readonly op: 'hook'; readonly name: string; readonly args: readonly unknown[] };

/** How the worker describes a value of the module (an export, or the agent a factory made). */
export type Described =
  | { readonly kind: 'function'; readonly length: number; readonly isolation: string | null }
  | { readonly kind: 'object'; readonly call: boolean; readonly isolation: string | null }
  | { readonly kind: string; readonly value?: unknown };

/** What `load` answers. */
export interface LoadedModule {
  readonly exports: Readonly<Record<string, Described>>;
  /** The default export is the `createAgent` export. */
  readonly same: boolean;
}

interface Reply {
  readonly id?: number;
  readonly ok?: unknown;
  readonly error?: {
    name: string;
    message: string;
    reason: string | null;
    code: string | null;
  };
  readonly thrown?: unknown;
  readonly stray?: 'uncaughtException' | 'unhandledRejection';
}

/** What the worker threw, as this side throws it: an Error with its name, reason and code, or the value itself. */
function thrownOf(reply: Reply): unknown {
  if (reply.error === undefined) return reply.thrown;
  const e = reply.error;
  const error = new Error(e.message) as Error & { reason?: string; code?: string };
  error.name = e.name;
  if (e.reason !== null) error.reason = e.reason;
  if (e.code !== null) error.code = e.code;
  return error;
}

/** The longest a fresh thread may take to load the module again after a stop (the default load timeout). */
export const WARM_UP_MS = 120_000;

interface Pending {
  readonly id: number;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** One worker thread for one module, replaced when stopped; one message at a time. */
export class ModuleThread {
  private worker: Worker | null = null;
  private pending: Pending | null = null;
  private nextId = 0;
  private readonly setup: ThreadMessage[] = [];
  private started = 0;
  private closed = false;
  /** A fresh thread being set up after a stop (see `stop`). */
  private warming: Promise<void> | null = null;

  constructor(setup: readonly ThreadMessage[] = []) {
    this.setup.push(...setup);
  }

  /** Another thread for the same module, set up the same way (for calls in flight at once). */
  sibling(): ModuleThread {
    return new ModuleThread(this.setup);
  }

  /** Messages every fresh thread is sent before its first other message (loading, making the agent). */
  remember(message: ThreadMessage): void {
    this.setup.push(message);
  }

  /** Threads started again after the first one (a timeout, a crash, an exit). */
  restarts(): number {
    return Math.max(0, this.started - 1);
  }

  /** Which thread the next message goes to: changes when one is started. */
  generation(): number {
    return this.worker === null ? this.started + 1 : this.started;
  }

  /** Whether a message is in flight. */
  busy(): boolean {
    return this.pending !== null;
  }

  /** Send one message (starting a thread first when there is none) and wait for its answer. */
  async request(message: ThreadMessage): Promise<unknown> {
    if (this.closed) throw new AgentCallError('the agent was closed');
    const warming = this.warming;
    if (warming !== null) {
      this.warming = null;
      await warming;
    }
    if (this.worker === null) {
      this.start();
      for (const m of this.setup) {
        try {
          await this.send(m);
        } catch (error) {
          throw new AgentCallError(
            `the module could not be set up again in a fresh worker thread (after the last one was stopped): ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
    return this.send(message);
  }

  private start(): void {
    this.started += 1;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      stdout: true,
      stderr: true,
      workerData: null,
    });
    // What the module prints goes to standard error, away from a report on standard output.
    worker.stdout.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    worker.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    worker.on('message', (reply: Reply) => {
      if (this.worker !== worker) return;
      if (reply.stray !== undefined) {
        this.stray(reply.stray, thrownOf(reply));
        return;
      }
      const pending = this.pending;
      if (pending === null || reply.id !== pending.id) return;
      this.pending = null;
      if (Object.hasOwn(reply, 'ok')) pending.resolve(reply.ok);
      else pending.reject(thrownOf(reply));
    });
    worker.on('error', (error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(new AgentCallError(`the agent's worker thread failed: ${error.message}`));
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(
        new AgentCallError(
          `the agent called process.exit(${code}); an agent must return or throw, not end the process`,
        ),
      );
    });
    worker.unref();
    this.worker = worker;
  }

  private send(message: ThreadMessage): Promise<unknown> {
    const worker = this.worker;
    if (worker === null) return Promise.reject(new AgentCallError('the worker thread ended'));
    if (this.pending !== null) {
      return Promise.reject(new AgentCallError('a message is already in flight'));
    }
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      try {
        worker.postMessage({ id, ...message });
      } catch (error) {
        this.pending = null;
        reject(
          new AgentCallError(
            `the request cannot be sent to the module's thread: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }
    });
  }

  /** An error the module threw where no call awaited it: to this process's watchers, as an in-process one would be. */
  private stray(event: 'uncaughtException' | 'unhandledRejection', error: unknown): void {
    if (process.listenerCount(event) === 0) {
      process.stderr.write(
        `agentverity: an error escaped the agent's calls in its worker thread: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      return;
    }
    (process.emit as (event: string, ...args: unknown[]) => boolean)(
      event,
      error,
      event === 'uncaughtException' ? 'uncaughtException' : Promise.resolve(),
    );
  }

  private fail(error: Error): void {
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }

  /**
   * Stop the thread now (the message in flight fails with `reason`) and start a
   * fresh one at once, set up in the background, so that the next message (a
   * reset, the next call) does not wait for its start-up under its own timeout.
   */
  stop(reason: string): void {
    const worker = this.worker;
    this.worker = null;
    this.fail(new AgentCallError(reason));
    if (worker !== null) void worker.terminate().catch(() => undefined);
    if (!this.closed && this.setup.length > 0) this.warming = this.warmUp();
  }

  /**
   * Resolves once a fresh thread started after a stop is set up (at once when
   * none is), so that a caller can start its own timer after the start-up.
   */
  async ready(): Promise<void> {
    const warming = this.warming;
    if (warming !== null) await warming;
  }

  /**
   * A fresh thread with the set-up messages answered, within WARM_UP_MS; on a
   * failure, none (the next message tries again and meets the failure itself).
   */
  private async warmUp(): Promise<void> {
    this.start();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('late')), WARM_UP_MS);
      });
      await Promise.race([
        (async () => {
          for (const m of this.setup) await this.send(m);
        })(),
        late,
      ]);
    } catch {
      this.fail(new AgentCallError('the fresh worker thread could not be set up'));
      const worker = this.worker;
      this.worker = null;
      if (worker !== null) void worker.terminate().catch(() => undefined);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.fail(new AgentCallError('the agent was closed'));
    if (worker !== null) await worker.terminate().catch(() => undefined);
  }
}
