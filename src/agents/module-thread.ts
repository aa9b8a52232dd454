import type { Isolation, Observation } from '../core/index.js';
import { observationFromResult, type ResultOptions } from './result.js';
import { ModuleThread, type LoadedModule, type ThreadMessage } from './thread.js';
import { AgentCallError, type Agent, type AgentDiagnostics } from './types.js';

/**
 * The module a worker thread loaded, as stand-ins this thread can check with the
 * same rules as a module loaded here (module.ts: which export, a factory or the
 * agent, declared parameters, an `isolation`): a function export is a function
 * declaring as many parameters, which, called as the factory, has the thread run
 * the real one (and every fresh thread after it); an object is an object with a
 * `call` method when it has one; a plain value is itself.
 */
export function standIns(loaded: LoadedModule, thread: ModuleThread): Record<string, unknown> {
  const mod: Record<string, unknown> = {};
  const standIn = (d: LoadedModule['exports'][string], name: string | null): unknown => {
    if (d.kind === 'function') {
      const f = function standInFunction(): Promise<unknown> {
        if (name === null) return Promise.reject(new AgentCallError('not callable here'));
        const make: ThreadMessage = { op: 'make', name, factory: true };
        return thread.request(make).then((made) => {
          thread.remember(make);
          return standIn(made as LoadedModule['exports'][string], null);
        });
      };
      Object.defineProperty(f, 'length', { value: (d as { length: number }).length });
      const isolation = (d as { isolation: string | null }).isolation;
      if (isolation !== null) Object.assign(f, { isolation });
      return f;
    }
    if (d.kind === 'object') {
      const o: Record<string, unknown> = {};
      if ((d as { call: boolean }).call) o.call = () => undefined;
      const isolation = (d as { isolation: string | null }).isolation;
      if (isolation !== null) o.isolation = isolation;
      return o;
    }
    return (d as { value?: unknown }).value;
  };
  for (const [name, d] of Object.entries(loaded.exports)) mod[name] = standIn(d, name);
  if (loaded.same) mod.default = mod.createAgent;
  return mod;
}

/**
 * A module agent running in worker threads: one thread per call in flight (the
 * first made at load; more as calls overlap, each loading the module once). A
 * call past its timeout is given up by `abort`, which stops that call's thread;
 * its next call starts a fresh one.
 */
export class ThreadAgent implements Agent {
  readonly kind = 'module';
  private readonly idle: ModuleThread[] = [];
  private readonly all: ModuleThread[] = [];
  private readonly byCall = new Map<number, ModuleThread>();
  private closed = false;

  private constructor(
    readonly label: string,
    first: ModuleThread,
    private readonly factory: boolean,
    readonly isolation: Isolation | null,
    private readonly options: ResultOptions,
  ) {
    this.idle.push(first);
    this.all.push(first);
  }

  /** The agent of export `name`: a factory was run when it was checked; any other export is made the agent now. */
  static async make(
    thread: ModuleThread,
    name: string,
    label: string,
    factory: boolean,
    isolation: Isolation | null,
    options: ResultOptions,
  ): Promise<ThreadAgent> {
    if (!factory) {
      const make: ThreadMessage = { op: 'make', name, factory: false };
      await thread.request(make);
      thread.remember(make);
    }
    return new ThreadAgent(label, thread, factory, isolation, options);
  }

  async call(input: string, callId: number, fresh: boolean): Promise<Observation> {
    if (this.closed) throw new AgentCallError('the agent was closed');
    let thread = this.idle.pop();
    if (thread === undefined) {
      thread = (this.all[0] as ModuleThread).sibling();
      this.all.push(thread);
    }
    this.byCall.set(callId, thread);
    try {
      const value = await thread.request({ op: 'call', input, fresh: fresh && this.factory });
      return observationFromResult(value, this.options);
    } finally {
      this.byCall.delete(callId);
      if (!this.closed) this.idle.push(thread);
    }
  }

  abort(callId: number, reason: string): undefined {
    this.byCall.get(callId)?.stop(reason);
    return undefined;
  }

  diagnostics(): AgentDiagnostics {
    return { restarts: this.all.reduce((n, t) => n + t.restarts(), 0) };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.all.map((t) => t.close()));
  }
}
