import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeThrown, Refusal } from '../core/index.js';
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
import { safeUrlLabel } from './http.js';
import {
  DEFAULT_LOAD_TIMEOUT_MS,
  chosenExport,
  FACTORY_EXPORT,
  hasExport,
  inWords,
  loadUserModule,
  parseAgentSpec,
  within,
} from './module.js';
import type { ModuleThread } from './thread.js';
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

export {
  jsonCopy,
  systemAnswerOf,
  type ReplayChange,
  type ReplayOptions,
  type StatefulSystem,
  type SystemAnswer,
} from './system-answer.js';

// ---- JS modules ----------------------------------------------------------------

type Fn = (...args: unknown[]) => unknown;

export interface ModuleSystemOptions {
  /** Folder the module path is relative to. */
  readonly cwd: string;
  /** The longest wait for the module to load and its factory to make the agent (default 120 s); null: no cap. */
  readonly loadTimeoutMs?: number | null;
  /** Run the module in a worker thread (default true; docs/agent-protocol.md, "Timeouts"). */
  readonly thread?: boolean;
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
  const late = () =>
    new Refusal(
      'agent.load-timeout',
      `the system module did not finish loading within ${inWords(loadTimeoutMs ?? 0)}: its top-level code awaits something that never settles`,
      file,
    );
  // The one module loader (module.ts): in a worker thread unless told not to or a
  // TypeScript file a thread cannot load, then in this one.
  const { mod, thread } = await loadUserModule(
    resolved,
    file,
    options.thread !== false,
    loadTimeoutMs,
    late,
  );
  try {
    return await systemOf(mod, file, named, given, loadTimeoutMs, thread);
  } catch (error) {
    await thread?.close();
    throw error;
  }
}

/** The system a loaded module (or its stand-ins in a worker thread) gives, checked. */
async function systemOf(
  mod: Record<string, unknown>,
  file: string,
  named: boolean,
  given: string,
  loadTimeoutMs: number | null,
  thread: ModuleThread | null,
): Promise<StatefulSystem> {
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
  const source = `${path.basename(file)}:${exportName}`;
  if (thread === null) return new ModuleSystem(source, agent, hooks, version);
  if (exportName !== FACTORY_EXPORT) {
    const make = { op: 'make', name: exportName, factory: false } as const;
    await thread.request(make);
    thread.remember(make);
  }
  return new ThreadSystem(source, thread, hooks, version);
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

/**
 * A system module in a worker thread (module.ts, thread.ts): its agent and its
 * hooks run there, so a call, reset, snapshot or replay past its timeout is
 * stopped (`abort` ends the thread; the next message starts a fresh one, loading
 * the module again). A fresh thread does not hold the world the case was reset
 * to, so a snapshot after one is refused, as a restarted command worker's is.
 */
class ThreadSystem implements StatefulSystem {
  readonly kind = 'module';
  readonly stateful: boolean;
  readonly replayable: boolean;
  /** The thread the world was last reset in (-1: never reset). */
  private resetIn = -1;

  constructor(
    readonly source: string,
    private readonly thread: ModuleThread,
    hooks: Partial<Record<(typeof SYSTEM_EXPORTS)[number], Fn>>,
    readonly version: string | null,
  ) {
    this.stateful = hooks.reset !== undefined && hooks.snapshot !== undefined;
    this.replayable = this.stateful && hooks.replay !== undefined;
    this.has = new Set(Object.keys(hooks));
  }

  private readonly has: Set<string>;

  private hook(name: (typeof SYSTEM_EXPORTS)[number], args: readonly unknown[]): Promise<unknown> {
    if (!this.has.has(name)) {
      return Promise.reject(new AgentCallError(`the system has no ${name} export`));
    }
    return this.thread.request({ op: 'hook', name, args });
  }

  async call(input: string | JsonObject): Promise<SystemAnswer> {
    return systemAnswerOf(await this.thread.request({ op: 'call', input, fresh: false }));
  }

  async reset(state: Json): Promise<void> {
    const generation = this.thread.generation();
    await this.hook('reset', [state]);
    this.resetIn = generation;
  }

  async snapshot(): Promise<Json> {
    if (this.resetIn !== -1 && this.thread.generation() !== this.resetIn) {
      throw new AgentCallError(
        "the system's worker thread was stopped since the reset (a call ran past its timeout), so its world is not the one the case left",
      );
    }
    return jsonCopy(await this.hook('snapshot', []), 'snapshot()');
  }

  async replay(trajectory: Trajectory, options: ReplayOptions): Promise<SystemAnswer> {
    return systemAnswerOf(await this.hook('replay', [trajectory, options]), 'replay()');
  }

  ready(): Promise<void> {
    return this.thread.ready();
  }

  abort(reason: string): void {
    this.thread.stop(reason);
  }

  close(): Promise<void> {
    return this.thread.close();
  }

  stderr(): readonly string[] {
    return [];
  }
}

// ---- command workers (command-system.ts) ------------------------------------------

export { loadCommandSystem, type CommandSystemOptions } from './command-system.js';

/** The refusal for a stateful run over HTTP: we cannot reset or snapshot a remote world. */
export function httpSystemRefusal(url: string): Refusal {
  return new Refusal(
    'system.http',
    'a stateful case run needs a system it can reset and snapshot, and an HTTP endpoint cannot be reset by us; ' +
      'run the system as a JS module or a command worker that answers the reset, snapshot and replay messages (docs/agent-protocol.md)',
    safeUrlLabel(url),
  );
}
