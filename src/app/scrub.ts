// Secrets are scrubbed where untrusted text enters a run, once: an agent's
// answers and errors as they come back from each call, and the strings of
// recorded evidence as it is read. Everything rendered afterwards (cut,
// escaped, folded) starts from clean text, so no format can keep a secret or a
// prefix of one. The values to scrub are the caller's (the Action passes its
// token, the agent's header values and credential-named environment values).
import type { Agent } from '../agents/index.js';
import type { StatefulSystem } from '../agents/system-answer.js';
import type { Observation } from '../core/index.js';
import { mapStrings } from '../core/util/map-strings.js';

/** Replaces every occurrence of a secret with `***`. */
export type Scrub = (text: string) => string;

/** Values shorter than this are not scrubbed: they would match ordinary text. */
export const MIN_SECRET_LENGTH = 8;

/** Names of environment variables that hold credentials by convention. */
export const SECRET_NAME =
  /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?|AUTH)(_|$)/i;

/** What a shell knows holds a secret: a token, request headers, the environment. */
export interface SecretSources {
  /** A token the shell was given (the Action's `github-token`). */
  readonly token?: string;
  /** An HTTP agent's request headers, each `Name: value`. */
  readonly headers?: readonly string[];
  /** The environment: its credential-named values (SECRET_NAME) are secrets. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The values to scrub, in one place: the token, each header's value (with and
 * without its scheme) and every credential-named environment value (model keys),
 * at least MIN_SECRET_LENGTH long, longest first so that a value containing
 * another is replaced whole.
 */
export function secretValuesOf(sources: SecretSources): string[] {
  const values = new Set<string>();
  const add = (value: string) => {
    if (value.length >= MIN_SECRET_LENGTH) values.add(value);
  };
  if (sources.token !== undefined) add(sources.token);
  for (const h of sources.headers ?? []) {
    const value = h.slice(h.indexOf(':') + 1).trim();
    add(value);
    add(value.replace(/^(Bearer|Basic|token)\s+/i, ''));
  }
  for (const [name, value] of Object.entries(sources.env ?? {})) {
    if (value !== undefined && SECRET_NAME.test(name)) add(value);
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** The scrubber of `secrets` (longest first, so a value containing another is replaced whole); null when none is long enough. */
export function scrubberOf(secrets: readonly string[] | undefined): Scrub | null {
  const given = (secrets ?? []).filter((s) => s.length >= MIN_SECRET_LENGTH);
  // A secret in JSON text (an answer's raw body, a worker's line) is written with
  // its quotes and backslashes escaped: that form is replaced too.
  const escaped = given.map((s) => JSON.stringify(s).slice(1, -1));
  const list = [...new Set([...given, ...escaped])].sort((a, b) => b.length - a.length);
  if (list.length === 0) return null;
  return (text) => {
    let out = text;
    for (const secret of list) if (out.includes(secret)) out = out.split(secret).join('***');
    return out;
  };
}

/**
 * `value` with every string in it scrubbed (keys too). Objects and arrays that
 * hold no secret are returned as they are (the same reference), so clean
 * evidence is not copied.
 */
export function scrubDeep<T>(value: T, scrub: Scrub): T {
  return mapStrings(value, scrub);
}

function scrubbedObservation(o: Observation, scrub: Scrub): Observation {
  return scrubDeep(o, scrub);
}

/** What was thrown, with the secrets gone from its message (the same error, or a scrubbed string). */
export function scrubThrown(error: unknown, scrub: Scrub | null): unknown {
  return scrub === null ? error : scrubbedError(error, scrub);
}

function scrubbedError(error: unknown, scrub: Scrub): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrub(error) : error;
  const message = scrub(error.message);
  if (message === error.message) return error;
  // The same error (its class and reason), with the secret gone from what it says.
  error.message = message;
  if (typeof error.stack === 'string') error.stack = scrub(error.stack);
  // A refusal says its reason and place apart from its message: those too.
  for (const key of ['reason', 'where'] as const) {
    const value: unknown = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') {
      Object.defineProperty(error, key, { value: scrub(value), enumerable: true });
    }
  }
  return error;
}

/** The agent whose answers and errors come back scrubbed, before the collector records them. */
export function scrubbingAgent(agent: Agent, scrub: Scrub | null): Agent {
  if (scrub === null) return agent;
  const call: Agent['call'] = (input, callId, fresh) => {
    let answer: ReturnType<Agent['call']>;
    try {
      answer = agent.call(input, callId, fresh);
    } catch (error) {
      throw scrubbedError(error, scrub);
    }
    if (answer !== null && typeof (answer as PromiseLike<Observation>).then === 'function') {
      return Promise.resolve(answer).then(
        (o) => scrubbedObservation(o, scrub),
        (error: unknown) => {
          throw scrubbedError(error, scrub);
        },
      );
    }
    return scrubbedObservation(answer as Observation, scrub);
  };
  const wrapped: Agent = {
    kind: agent.kind,
    label: agent.label,
    isolation: agent.isolation,
    call,
    close: () => agent.close(),
  };
  if (agent.abort !== undefined) {
    const abort = agent.abort.bind(agent);
    Object.assign(wrapped, {
      abort: (callId: number, reason: string) => {
        const said = abort(callId, reason);
        return typeof said === 'string' ? scrub(said) : said;
      },
    });
  }
  if (agent.diagnostics !== undefined) {
    const diagnostics = agent.diagnostics.bind(agent);
    Object.assign(wrapped, { diagnostics: () => scrubDeep(diagnostics(), scrub) });
  }
  return wrapped;
}

/**
 * The stateful system whose answers, tool calls, snapshots, errors and stderr
 * lines come back scrubbed, before the cases collector records or judges them
 * (the judgement cuts answers for its messages: a cut of clean text keeps no
 * prefix of a secret).
 */
export function scrubbingSystem(system: StatefulSystem, scrub: Scrub | null): StatefulSystem {
  if (scrub === null) return system;
  const clean = async <T>(f: () => Promise<T>): Promise<T> => {
    try {
      return scrubDeep(await f(), scrub);
    } catch (error) {
      throw scrubbedError(error, scrub);
    }
  };
  const wrapped: StatefulSystem = {
    kind: system.kind,
    source: scrub(system.source),
    version: system.version === null ? null : scrub(system.version),
    stateful: system.stateful,
    replayable: system.replayable,
    call: (input) => clean(() => system.call(input)),
    reset: (state) => clean(() => system.reset(state)),
    snapshot: () => clean(() => system.snapshot()),
    replay: (trajectory, options) => clean(() => system.replay(trajectory, options)),
    abort: (reason) => system.abort(reason),
    close: () => system.close(),
    stderr: () => system.stderr().map(scrub),
  };
  if (system.ready !== undefined) {
    const ready = system.ready.bind(system);
    Object.assign(wrapped, { ready: () => ready() });
  }
  return wrapped;
}
