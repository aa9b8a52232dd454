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
import { observationFromResult, type ResultOptions } from './result.js';
import type { Agent } from './types.js';

/** An agent function: one input in, one result (or a promise of one) out. */
export type AgentFunction = (input: string) => unknown;
/** A factory: called with no argument, returns the agent (or a promise of it). */
export type AgentFactory = () => unknown;

export interface FunctionAgentOptions extends ResultOptions {
  /** Treat the function as a factory (default: a function declaring no parameter is a factory). */
  readonly factory?: boolean;
  /** Overrides what the function declares. */
  readonly isolation?: Isolation;
  readonly label?: string;
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

async function build(
  kind: string,
  label: string,
  target: unknown,
  options: FunctionAgentOptions,
  moduleIsolation: Isolation | null,
): Promise<Agent> {
  let fn: AgentFunction;
  let factory: AgentFactory | null = null;
  let declared = declaredIsolation(target) ?? moduleIsolation;
  if (typeof target === 'function') {
    const isFactory = options.factory ?? (target as AgentFactory).length === 0;
    if (isFactory) {
      factory = target as AgentFactory;
      let made: unknown;
      try {
        made = await factory();
      } catch (error) {
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
  } else {
    fn = asAgentFunction(target, label);
  }
  return new FunctionAgent(kind, label, fn, factory, options.isolation ?? declared, options);
}

/**
 * An in-process agent from a function: an agent `(input) => result` or, when it
 * declares no parameter, a factory `() => agent` called once now (and once per
 * call under fresh-instance isolation).
 */
export function functionAgent(
  target: AgentFunction | AgentFactory | { call(input: string): unknown },
  options: FunctionAgentOptions = {},
): Promise<Agent> {
  return build('function', options.label ?? 'function', target, options, null);
}

/** `path/to/agent.mjs[:exportName]` split into the file and the export (default `default`). */
export function parseAgentSpec(spec: string): { file: string; exportName: string } {
  const match = /^(.+):([A-Za-z_$][\w$]*)$/.exec(spec);
  // A single letter before the colon is a Windows drive, not a file.
  if (match && (match[1] as string).length > 1) {
    return { file: match[1] as string, exportName: match[2] as string };
  }
  return { file: spec, exportName: 'default' };
}

const TS_EXTENSIONS = new Set(['.ts', '.mts', '.cts', '.tsx']);

/** The refusal for a module that failed to load, with the way out for TypeScript files. */
export function moduleLoadRefusal(error: unknown, file: string): Refusal {
  const code = (error as { code?: unknown } | null)?.code;
  const message = describeThrown(error);
  if (
    TS_EXTENSIONS.has(path.extname(file).toLowerCase()) &&
    code === 'ERR_UNKNOWN_FILE_EXTENSION'
  ) {
    return new Refusal(
      'agent.typescript',
      'this Node cannot load TypeScript directly; run agentverity with a TypeScript loader ' +
        '(node --import tsx node_modules/agentverity-action/dist/cli.js run …), use Node 23.6 or later ' +
        '(which strips types), or build the agent to JavaScript first and pass the .js file',
      file,
    );
  }
  return new Refusal('agent.load', `the agent module failed to load: ${message}`, file);
}

export interface ModuleAgentOptions extends FunctionAgentOptions {
  /** Folder the module path is relative to. */
  readonly cwd: string;
}

/** Load `--agent path/to/agent.mjs[:exportName]`. */
export async function loadModuleAgent(spec: string, options: ModuleAgentOptions): Promise<Agent> {
  const { file, exportName } = parseAgentSpec(spec);
  const resolved = path.resolve(options.cwd, file);
  if (!existsSync(resolved)) {
    throw new Refusal('agent.missing', 'no such agent module', file);
  }
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(resolved).href)) as Record<string, unknown>;
  } catch (error) {
    throw moduleLoadRefusal(error, file);
  }
  if (!Object.hasOwn(mod, exportName) || mod[exportName] === undefined) {
    const names = Object.keys(mod).filter((n) => n !== '__esModule');
    throw new Refusal(
      'agent.export',
      `the module has no export named '${exportName}'` +
        (names.length > 0 ? `; it exports ${names.slice(0, 10).join(', ')}` : '') +
        ` (write ${file}:NAME to pick one)`,
      file,
    );
  }
  const target = mod[exportName];
  if (typeof target !== 'function' && (target === null || typeof target !== 'object')) {
    throw new Refusal(
      'agent.export-type',
      `export '${exportName}' is ${target === null ? 'null' : typeof target}; expected an agent function (input) => result or a factory () => agent`,
      file,
    );
  }
  const moduleIsolation = declaredIsolation({ isolation: mod.isolation });
  return build('module', `${path.basename(file)}:${exportName}`, target, options, moduleIsolation);
}
