import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  describeThrown,
  ISOLATIONS,
  Refusal,
  type Isolation,
  type Observation,
} from '../core/index.js';
import { parseAgentSpec } from '../core/util/module-spec.js';
import { observationFromResult, type ResultOptions } from './result.js';
import { standIns, ThreadAgent } from './module-thread.js';
import { ModuleThread, WARM_UP_MS, type LoadedModule } from './thread.js';
import type { Agent } from './types.js';

/** An agent function: one input in, one result (or a promise of one) out. */
export type AgentFunction = (input: string) => unknown;
/** A factory: called with no argument, returns the agent (or a promise of it). */
export type AgentFactory = () => unknown;

/**
 * The export that declares a factory in an agent module. Any other export is the
 * agent itself: factories are declared, never guessed from a parameter count.
 */
export const FACTORY_EXPORT = 'createAgent';

export interface FunctionAgentOptions extends ResultOptions {
  /**
   * Whether the function is a factory `() => agent` (true) or the agent itself
   * (false). A module's `createAgent` export is a factory and any other export the
   * agent; a function declaring no parameter must say which it is (it is refused
   * otherwise: `Function.length` does not count a parameter with a default value
   * or a rest parameter, so the count cannot tell).
   */
  readonly factory?: boolean;
  /** Overrides what the function declares. */
  readonly isolation?: Isolation;
  readonly label?: string;
}

/** How long loading a module and running its factory may take by default: 120 s. */
export const DEFAULT_LOAD_TIMEOUT_MS = 120_000;

/**
 * Waits for `work`, but at most `ms` (null: as long as it takes): a module whose
 * top-level await, or a factory whose promise, never settles is the user's code
 * misbehaving, and ends in the refusal `late()` makes, not in a run that never
 * ends or an internal error.
 */
export async function within<T>(
  work: Promise<T>,
  ms: number | null,
  late: () => Error,
): Promise<T> {
  if (ms === null) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A duration in words for a message: 120 s, 1.5 s, 300 ms. */
export function inWords(ms: number): string {
  return ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** The isolation a function or object declares through an `isolation` property, or null. */
export function declaredIsolation(value: unknown): Isolation | null {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return null;
  const declared = (value as { isolation?: unknown }).isolation;
  return typeof declared === 'string' && (ISOLATIONS as readonly string[]).includes(declared)
    ? (declared as Isolation)
    : null;
}

/** A function the factory returned, or an object with a `call(input)` method. */
function asAgentFunction(value: unknown, where: string): AgentFunction {
  if (typeof value === 'function') return value as AgentFunction;
  if (value !== null && typeof value === 'object') {
    const call = (value as { call?: unknown }).call;
    if (typeof call === 'function') return (input: string) => call.call(value, input) as unknown;
  }
  throw new Refusal(
    'agent.factory-result',
    `the factory returned ${value === null ? 'null' : typeof value}; it must return the agent: a function (input) => result, or an object with a call(input) method`,
    where,
  );
}

class FunctionAgent implements Agent {
  readonly kind: string;
  readonly label: string;
  readonly isolation: Isolation | null;
  private readonly options: ResultOptions;
  private readonly factory: AgentFactory | null;
  private readonly where: string;
  private fn: AgentFunction;

  constructor(
    kind: string,
    label: string,
    fn: AgentFunction,
    factory: AgentFactory | null,
    isolation: Isolation | null,
    options: ResultOptions,
  ) {
    this.kind = kind;
    this.label = label;
    this.fn = fn;
    this.factory = factory;
    this.isolation = isolation;
    this.options = options;
    this.where = label;
  }

  call(input: string, _callId: number, fresh: boolean): Observation | PromiseLike<Observation> {
    if (fresh && this.factory !== null) {
      const made = this.factory();
      if (isThenable(made)) {
        return Promise.resolve(made).then((m) =>
          this.finish(asAgentFunction(m, this.where)(input)),
        );
      }
      return this.finish(asAgentFunction(made, this.where)(input));
    }
    return this.finish(this.fn(input));
  }

  private finish(result: unknown): Observation | PromiseLike<Observation> {
    if (isThenable(result)) {
      return Promise.resolve(result).then((v) => observationFromResult(v, this.options));
    }
    return observationFromResult(result, this.options);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** How a refusal of an ambiguous function says what to write instead. */
interface Ambiguity {
  /** Where: the module file, or the label of a function given to the library. */
  readonly where: string;
  /** What to write when it is the agent, and when it is a factory. */
  readonly asAgent: string;
  readonly asFactory: string;
  /** How the function is named in the message (`export 'default'`, `the function`). */
  readonly what: string;
}

async function build(
  kind: string,
  label: string,
  target: unknown,
  isFactory: boolean | undefined,
  options: FunctionAgentOptions,
  moduleIsolation: Isolation | null,
  ambiguity: Ambiguity,
  loadTimeoutMs: number | null = null,
  construct: AgentConstructor | null = null,
): Promise<Agent> {
  let fn: AgentFunction;
  let factory: AgentFactory | null = null;
  let declared = declaredIsolation(target) ?? moduleIsolation;
  if (typeof target === 'function') {
    if (isFactory === undefined && (target as AgentFunction).length === 0) {
      throw new Refusal(
        'agent.ambiguous',
        `${ambiguity.what} declares no parameter, so it could be the agent or a factory that makes it ` +
          '(a parameter with a default value, or a rest parameter, is not counted as one). ' +
          `If it is the agent, declare its input: ${ambiguity.asAgent}. ` +
          `If it makes the agent, ${ambiguity.asFactory}`,
        ambiguity.where,
      );
    }
    if (isFactory === true) {
      factory = target as AgentFactory;
      let made: unknown;
      const late = () =>
        new Refusal(
          'agent.load-timeout',
          `the agent factory did not return the agent within ${inWords(loadTimeoutMs ?? 0)}: the promise it returned never settled (a factory must resolve to the agent or throw)`,
          label,
        );
      try {
        made = await within(Promise.resolve().then(factory), loadTimeoutMs, late);
      } catch (error) {
        if (error instanceof Refusal && error.code === 'agent.load-timeout') throw error;
        throw new Refusal(
          'agent.factory-threw',
          `the agent factory threw before any call: ${describeThrown(error)}`,
          label,
        );
      }
      fn = asAgentFunction(made, label);
      declared = declaredIsolation(made) ?? declared;
    } else {
      fn = target as AgentFunction;
    }
  } else if (isFactory === true) {
    throw new Refusal(
      'agent.export-type',
      `${ambiguity.what} is ${target === null ? 'null' : typeof target}; a factory is a function () => agent`,
      ambiguity.where,
    );
  } else {
    fn = asAgentFunction(target, label);
  }
  const isolation = options.isolation ?? declared;
  return construct === null
    ? new FunctionAgent(kind, label, fn, factory, isolation, options)
    : construct(label, factory !== null, isolation);
}

/** Makes the agent a module in a worker thread stands for (`build` checked its stand-ins). */
type AgentConstructor = (
  label: string,
  factory: boolean,
  isolation: Isolation | null,
) => Agent | Promise<Agent>;

/** Makes the agent of the export `exportName` of a module in a worker thread. */
export type ThreadAgentConstructor = (
  exportName: string,
  label: string,
  factory: boolean,
  isolation: Isolation | null,
) => Agent | Promise<Agent>;

/**
 * An in-process agent from a function: the agent `(input) => result`, an object
 * with `call(input)`, or, with `factory: true`, a factory `() => agent` called once
 * now (and once per call under fresh-instance isolation). A function declaring no
 * parameter is refused unless `factory` says which it is.
 */
export function functionAgent(
  target: AgentFunction | AgentFactory | { call(input: string): unknown },
  options: FunctionAgentOptions = {},
): Promise<Agent> {
  const label = options.label ?? 'function';
  return build('function', label, target, options.factory, options, null, {
    where: label,
    what: 'the agent function',
    asAgent: '(input) => …, or pass { factory: false }',
    asFactory: 'pass { factory: true }',
  });
}

export { parseAgentSpec };

const TS_EXTENSIONS = new Set(['.ts', '.mts', '.cts', '.tsx']);

/** Where the running program is, and the folder a command is typed in (for the TypeScript advice). */
export interface LoadAdviceContext {
  /** The script Node is running (default `process.argv[1]`). */
  readonly entry?: string | undefined;
  /** The working directory (default `process.cwd()`). */
  readonly cwd?: string;
}

/**
 * The command that runs this same program under the tsx loader: `node --import
 * tsx node_modules/.bin/agentverity …` when started through npm's bin link,
 * `node --import tsx dist/cli.js …` in a checkout (the script path as Node was given
 * it, relative to the working directory when it is inside it).
 */
export function tsxCommand(context: LoadAdviceContext = {}): string {
  const entry = context.entry ?? process.argv[1];
  const cwd = context.cwd ?? process.cwd();
  let script = 'node_modules/.bin/agentverity';
  if (entry !== undefined && entry !== '') {
    const relative = path.relative(cwd, entry);
    script =
      relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
        ? relative.split(path.sep).join('/')
        : entry;
  }
  const quoted = /^[\w@%+=:,./-]+$/.test(script) ? script : JSON.stringify(script);
  return `node --import tsx ${quoted} …`;
}

/** The refusal for a module that failed to load, with the way out for TypeScript files. */
export function moduleLoadRefusal(
  error: unknown,
  file: string,
  context: LoadAdviceContext = {},
): Refusal {
  const code = (error as { code?: unknown } | null)?.code;
  const message = describeThrown(error);
  if (
    TS_EXTENSIONS.has(path.extname(file).toLowerCase()) &&
    code === 'ERR_UNKNOWN_FILE_EXTENSION'
  ) {
    return new Refusal(
      'agent.typescript',
      `Node ${process.versions.node} cannot load TypeScript by itself. Install the tsx loader ` +
        `(npm install --save-dev tsx) and start the same command through it: ${tsxCommand(context)}; ` +
        'or use Node 22.18 or later, which strips the types; or build the agent to JavaScript and pass the .js file',
      file,
    );
  }
  return new Refusal('agent.load', `the agent module failed to load: ${message}`, file);
}

/** Whether a loaded module has the export, defined. */
export function hasExport(mod: Record<string, unknown>, name: string): boolean {
  return Object.hasOwn(mod, name) && mod[name] !== undefined;
}

/**
 * The export to load: the one named in the spec, else the `createAgent`
 * factory when the module has one, else `default`; a module exporting both a
 * different default and a factory must name the one to use.
 */
export function chosenExport(
  mod: Record<string, unknown>,
  given: string,
  named: boolean,
  file: string,
): string {
  if (named || !hasExport(mod, FACTORY_EXPORT)) return given;
  if (hasExport(mod, 'default') && mod.default !== mod[FACTORY_EXPORT]) {
    throw new Refusal(
      'agent.ambiguous',
      `the module exports both a default agent and a factory ${FACTORY_EXPORT}; name the one to use: ` +
        `${file}:default for the agent, or ${file}:${FACTORY_EXPORT} for the factory`,
      file,
    );
  }
  return FACTORY_EXPORT;
}

export interface ModuleAgentOptions extends FunctionAgentOptions {
  /** Folder the module path is relative to. */
  readonly cwd: string;
  /**
   * The longest wait for the module to load (its top-level code) and for its
   * factory to make the agent, in ms (default DEFAULT_LOAD_TIMEOUT_MS); null: no cap.
   */
  readonly loadTimeoutMs?: number | null;
  /**
   * Run the module in a worker thread (default true), where a call's timeout can
   * stop even a synchronous loop (docs/agent-protocol.md, "Timeouts"); false: in
   * this thread, where only an asynchronous call can be given up.
   */
  readonly thread?: boolean;
}

/**
 * Load `--agent path/to/agent.mjs[:exportName]`. Without an export name the
 * module's `default` export is the agent, or its `createAgent` export the factory
 * (a module exporting both must name the one to use). A named export is the agent,
 * unless it is `createAgent`.
 */
export async function loadModuleAgent(spec: string, options: ModuleAgentOptions): Promise<Agent> {
  const { file, exportName: given } = parseAgentSpec(spec);
  const named = file !== spec;
  const resolved = path.resolve(options.cwd, file);
  if (!existsSync(resolved)) {
    throw new Refusal('agent.missing', 'no such agent module', file);
  }
  const loadTimeoutMs =
    options.loadTimeoutMs === undefined ? DEFAULT_LOAD_TIMEOUT_MS : options.loadTimeoutMs;
  const late = () =>
    new Refusal(
      'agent.load-timeout',
      `the agent module did not finish loading within ${inWords(loadTimeoutMs ?? 0)}: its top-level code awaits something that never settles (a module must finish loading; make the agent's slow set-up a createAgent factory, or let it happen on the first call)`,
      file,
    );
  const loaded = await loadUserModule(
    resolved,
    file,
    options.thread !== false,
    loadTimeoutMs,
    late,
  );
  if (loaded.thread === null) {
    return pickAndBuild(file, named, given, loaded.mod, options, loadTimeoutMs, null);
  }
  const thread = { thread: loaded.thread, mod: loaded.mod };
  try {
    return await pickAndBuild(
      file,
      named,
      given,
      thread.mod,
      options,
      loadTimeoutMs,
      (exportName, label, factory, isolation) =>
        ThreadAgent.make(thread.thread, exportName, label, factory, isolation, options),
    );
  } catch (error) {
    await thread.thread.close();
    throw error;
  }
}

/**
 * The module loaded in a worker thread and its exports as stand-ins, or null when
 * it is a TypeScript file that a thread cannot load (this Node strips no types and
 * no loader reaches the thread): it is then loaded in this thread, as before.
 * A load that does not finish in time stops the thread (even a synchronous loop).
 */
export async function threadFor(
  resolved: string,
  file: string,
  loadTimeoutMs: number | null,
  late: () => Refusal,
): Promise<{ thread: ModuleThread; mod: Record<string, unknown> } | null> {
  const thread = new ModuleThread();
  const load = { op: 'load', url: pathToFileURL(resolved).href } as const;
  let loaded: LoadedModule;
  try {
    // The thread's own start-up is not the module's loading time.
    await within(thread.request({ op: 'ping' }), WARM_UP_MS, late);
    loaded = (await within(thread.request(load), loadTimeoutMs, late)) as LoadedModule;
  } catch (error) {
    await thread.close();
    if (error instanceof Refusal && error.code === 'agent.load-timeout') throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (
      TS_EXTENSIONS.has(path.extname(file).toLowerCase()) &&
      code === 'ERR_UNKNOWN_FILE_EXTENSION'
    ) {
      return null;
    }
    throw moduleLoadRefusal(error, file);
  }
  thread.remember(load);
  return { thread, mod: standIns(loaded, thread) };
}

/**
 * The one loader of a user's module, for agents and systems alike: in a worker
 * thread (`threadFor`) unless told not to or it is a TypeScript file a thread
 * cannot load, else imported in this thread; either way within the load timeout,
 * and a failure is refused naming the file. `thread` is null when it was loaded here.
 */
export async function loadUserModule(
  resolved: string,
  file: string,
  inThread: boolean,
  loadTimeoutMs: number | null,
  late: () => Refusal,
): Promise<{ mod: Record<string, unknown>; thread: ModuleThread | null }> {
  const threaded = inThread ? await threadFor(resolved, file, loadTimeoutMs, late) : null;
  if (threaded !== null) return threaded;
  try {
    const mod = await within(
      import(pathToFileURL(resolved).href) as Promise<Record<string, unknown>>,
      loadTimeoutMs,
      late,
    );
    return { mod, thread: null };
  } catch (error) {
    if (error instanceof Refusal && error.code === 'agent.load-timeout') throw error;
    throw moduleLoadRefusal(error, file);
  }
}

/** The export to use, checked, and the agent built from it (in this thread, or by `construct`). */
async function pickAndBuild(
  file: string,
  named: boolean,
  given: string,
  mod: Record<string, unknown>,
  options: ModuleAgentOptions,
  loadTimeoutMs: number | null,
  threaded: ThreadAgentConstructor | null,
): Promise<Agent> {
  const has = (name: string) => hasExport(mod, name);
  const exportName = chosenExport(mod, given, named, file);
  if (!has(exportName)) {
    const names = Object.keys(mod).filter((n) => n !== '__esModule');
    throw new Refusal(
      'agent.export',
      `the module has no export named '${exportName}'` +
        (named ? '' : ` (nor a factory ${FACTORY_EXPORT})`) +
        (names.length > 0 ? `; it exports ${names.slice(0, 10).join(', ')}` : '') +
        ` (write ${file}:NAME to pick one)`,
      file,
    );
  }
  const target = mod[exportName];
  if (typeof target !== 'function' && (target === null || typeof target !== 'object')) {
    throw new Refusal(
      'agent.export-type',
      `export '${exportName}' is ${target === null ? 'null' : typeof target}; expected an agent function (input) => result, an object with call(input), or a factory exported as ${FACTORY_EXPORT}`,
      file,
    );
  }
  const moduleIsolation = declaredIsolation({ isolation: mod.isolation });
  const isFactory = options.factory ?? (exportName === FACTORY_EXPORT ? true : undefined);
  return build(
    'module',
    `${path.basename(file)}:${exportName}`,
    target,
    isFactory,
    options,
    moduleIsolation,
    {
      where: file,
      what: `export '${exportName}'`,
      asAgent:
        exportName === 'default'
          ? 'export default async (input) => …'
          : `export const ${exportName} = async (input) => …`,
      asFactory: `export it as the factory: export function ${FACTORY_EXPORT}() { … }`,
    },
    loadTimeoutMs,
    threaded === null
      ? null
      : (label, factory, isolation) => threaded(exportName, label, factory, isolation),
  );
}
