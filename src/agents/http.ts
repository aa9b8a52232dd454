import { Refusal, type Isolation, type Observation } from '../core/index.js';
import { describeKeys, noDecisionFound, readResult, type ResultOptions } from './result.js';
import { AgentCallError, type Agent, type AgentDiagnostics } from './types.js';

/**
 * An HTTP agent (`--agent-url`): each call POSTs `{"input": "…"}` as JSON and
 * reads the observation from the JSON answer, at the top level (`decision` /
 * `verdict`, `text`, `tools`) or at the given paths (`result.route`, `choices.0.tool`).
 *
 * Retries happen only when the request could not be made (connection refused,
 * reset) and on 429 and 503, with exponential backoff (a Retry-After in seconds is
 * honoured up to the cap); never after a 2xx and never on other statuses. Every
 * retry is counted. A timeout (the collector's) aborts the request and any wait,
 * and the reading of a body that never ends. Until the agent has answered once, a
 * connection error that waiting will not mend (refused, no such host, a port fetch
 * forbids) fails the call at once: nothing is listening there yet.
 *
 * An answer's body is read up to `maxBodyBytes` (default 1 MiB): a larger one
 * fails the call, naming the cap, so a runaway body bounds memory even with no
 * timeout.
 */
/** The largest answer body read, in bytes: 1 MiB. */
export const MAX_HTTP_BODY_BYTES = 1024 * 1024;

/** Connection errors that retrying soon will not mend, while nothing has answered yet. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_NONAME', 'bad port']);

export interface HttpAgentOptions extends ResultOptions {
  readonly url: string;
  readonly decisionPath?: string;
  readonly textPath?: string;
  readonly toolsPath?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Retries per call (default 3). */
  readonly retries?: number;
  /** First backoff in ms, doubled each retry (default 250). */
  readonly backoffMs?: number;
  /** Longest wait between attempts in ms (default 5000). */
  readonly maxBackoffMs?: number;
  readonly isolation?: Isolation;
  /** The largest answer body read, in bytes (default MAX_HTTP_BODY_BYTES). */
  readonly maxBodyBytes?: number;
  /** Injected for tests; defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /**
   * Applied to the answer's body before it is parsed or cut for a message (an
   * error status quotes 200 characters of it): the secrets the caller knows.
   */
  readonly scrub?: (text: string) => string;
}

function bytesInWords(n: number): string {
  return n >= 2 ** 20 && n % 2 ** 20 === 0
    ? `${n / 2 ** 20} MiB`
    : n >= 1024 && n % 1024 === 0
      ? `${n / 1024} KiB`
      : `${n} bytes`;
}

/**
 * The body as text, read up to `cap` bytes (a declared or streamed length past it
 * fails the call); an abort (the call's timeout) ends the read.
 */
async function readBody(response: Response, cap: number, signal: AbortSignal): Promise<string> {
  const tooLarge = () =>
    new AgentCallError(
      `HTTP ${response.status} with a body larger than the ${bytesInWords(cap)} an answer may have; answer with the decision, not a document`,
    );
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > cap) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const body = response.body;
  if (body === null) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > cap) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AgentCallError) throw error;
    if (signal.aborted) throw new AgentCallError(String(signal.reason ?? 'aborted'));
    throw new AgentCallError(
      `HTTP ${response.status}: the body broke off after ${total} bytes (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

type Step = string | number;

/** The path settings of an HTTP agent, and how a message names them. */
type PathSetting = 'decisionPath' | 'textPath' | 'toolsPath';
const PATH_NAMES: Readonly<Record<PathSetting, string>> = {
  decisionPath: 'the decision path',
  textPath: 'the text path',
  toolsPath: 'the tools path',
};

/**
 * `a.b.0.c` → ['a', 'b', 0, 'c']; `$` or '' is the whole answer. An empty step
 * is refused, naming `setting` (the path's key in the settings).
 */
export function parseJsonPath(spec: string, setting: string): readonly Step[] {
  const trimmed = spec.trim().replace(/^\$\.?/, '');
  if (trimmed === '') return [];
  return trimmed.split('.').map((part) => {
    if (part === '') {
      throw new Refusal('agent.path', `empty step in the path ${JSON.stringify(spec)}`, undefined, {
        setting,
      });
    }
    return /^\d+$/.test(part) ? Number(part) : part;
  });
}

function valueAt(root: unknown, steps: readonly Step[]): unknown {
  let here: unknown = root;
  for (const step of steps) {
    if (here === null || typeof here !== 'object') return undefined;
    if (typeof step === 'number' && Array.isArray(here)) here = here[step];
    else if (Object.hasOwn(here, String(step)))
      here = (here as Record<string, unknown>)[String(step)];
    else return undefined;
  }
  return here;
}

/**
 * Where a path stops in the answer: the steps that could be followed, and the
 * keys of the object it stopped in (for a message naming what was there).
 */
function whereItStops(
  root: unknown,
  steps: readonly Step[],
): { at: string; keys: readonly string[]; what: string } {
  let here: unknown = root;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as Step;
    const at = steps.slice(0, i).join('.');
    const name = at === '' ? 'the answer' : at;
    if (Array.isArray(here)) {
      if (typeof step === 'number' && step < here.length) {
        here = here[step];
        continue;
      }
      return { at: name, keys: [], what: `${name} is a list of ${here.length} item(s)` };
    }
    if (here === null || typeof here !== 'object') {
      return { at: name, keys: [], what: `${name} is ${here === null ? 'null' : typeof here}` };
    }
    if (!Object.hasOwn(here, String(step))) {
      return {
        at: name,
        keys: Object.keys(here),
        what: `${name} has no ${JSON.stringify(String(step))}`,
      };
    }
    here = (here as Record<string, unknown>)[String(step)];
  }
  return { at: steps.join('.'), keys: [], what: `${steps.join('.')} is null` };
}

const HTTP_REMEDY =
  'answer {"decision": "<label>", …}, or set the decision path to where the decision is (such as output.route)';

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new AgentCallError(String(signal.reason ?? 'aborted')));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AgentCallError(String(signal.reason ?? 'aborted')));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The URL without credentials, query or fragment, for plans and reports. */
export function safeUrlLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return 'an HTTP endpoint';
  }
}

export class HttpAgent implements Agent {
  readonly kind = 'http';
  readonly label: string;
  readonly isolation: Isolation | null;
  private readonly options: HttpAgentOptions;
  private readonly paths: {
    decision: readonly Step[] | null;
    text: readonly Step[] | null;
    tools: readonly Step[] | null;
  };
  private readonly controllers = new Map<number, AbortController>();
  private retries = 0;
  /** Whether any request got an HTTP answer: from then on connection errors are retried. */
  private answered = false;
  private readonly doFetch: typeof fetch;

  constructor(options: HttpAgentOptions) {
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      throw new Refusal('agent.url', 'the agent URL is not a valid URL', undefined, {
        setting: 'agentUrl',
      });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Refusal(
        'agent.url',
        'the agent URL must start with http:// or https://',
        undefined,
        { setting: 'agentUrl' },
      );
    }
    // fetch refuses such a URL on every call, and the error would carry the
    // password into the evidence: refuse it once, before any call.
    if (url.username !== '' || url.password !== '') {
      throw new Refusal(
        'agent.url',
        'the agent URL holds a user name or password, which requests cannot carry; send credentials in a header instead ("Authorization: Basic …")',
        undefined,
        { setting: 'agentUrl' },
      );
    }
    // A header fetch cannot send would fail every call: refuse it before any call.
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      try {
        new Headers([[name, value]]);
      } catch {
        throw new Refusal(
          'agent.header',
          `cannot send the header ${JSON.stringify(name)}: a name is a single token (letters, digits, - and _) and a value holds no line break`,
          undefined,
          { setting: 'header' },
        );
      }
    }
    this.options = options;
    this.label = safeUrlLabel(options.url);
    this.isolation = options.isolation ?? null;
    this.doFetch = options.fetch ?? fetch;
    this.paths = {
      decision:
        options.decisionPath === undefined
          ? null
          : parseJsonPath(options.decisionPath, 'decisionPath'),
      text: options.textPath === undefined ? null : parseJsonPath(options.textPath, 'textPath'),
      tools: options.toolsPath === undefined ? null : parseJsonPath(options.toolsPath, 'toolsPath'),
    };
  }

  async call(input: string, callId: number): Promise<Observation> {
    const controller = new AbortController();
    this.controllers.set(callId, controller);
    try {
      return await this.attempt(input, controller.signal);
    } finally {
      this.controllers.delete(callId);
    }
  }

  private backoff(attempt: number, retryAfter: string | null): number {
    const cap = this.options.maxBackoffMs ?? 5000;
    if (retryAfter !== null && /^\d+(\.\d+)?$/.test(retryAfter.trim())) {
      return Math.min(cap, Number(retryAfter) * 1000);
    }
    return Math.min(cap, (this.options.backoffMs ?? 250) * 2 ** attempt);
  }

  private async attempt(input: string, signal: AbortSignal): Promise<Observation> {
    const maxRetries = this.options.retries ?? 3;
    const body = JSON.stringify({ input });
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.doFetch(this.options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...this.options.headers,
          },
          body,
          signal,
          // Never follow a redirect: it would send the body and every --header
          // (API keys included) to wherever the answer points.
          redirect: 'manual',
        });
      } catch (error) {
        if (signal.aborted) throw new AgentCallError(String(signal.reason ?? 'aborted'));
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const why = cause?.code ?? cause?.message ?? (error as Error).message;
        if (!this.answered && UNREACHABLE.has(why)) {
          throw new AgentCallError(
            `the request failed (${why}), not retried: nothing has answered at this URL yet`,
          );
        }
        if (attempt < maxRetries) {
          this.retries += 1;
          await sleep(this.backoff(attempt, null), signal);
          continue;
        }
        throw new AgentCallError(
          `the request failed (${why})${attempt > 0 ? ` after ${attempt} retries` : ''}`,
        );
      }
      this.answered = true;
      if (response.status === 429 || response.status === 503) {
        await response.body?.cancel().catch(() => undefined);
        if (attempt < maxRetries) {
          this.retries += 1;
          await sleep(this.backoff(attempt, response.headers.get('retry-after')), signal);
          continue;
        }
        throw new AgentCallError(`HTTP ${response.status} after ${attempt} retries`);
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        const to = response.headers.get('location');
        throw new AgentCallError(
          `HTTP ${response.status}: the agent answered with a redirect${to === null ? '' : ` to ${safeUrlLabel(to)}`}, which is not followed (it would forward the input and headers); give the final URL as the agent URL`,
        );
      }
      const answered = await readBody(
        response,
        this.options.maxBodyBytes ?? MAX_HTTP_BODY_BYTES,
        signal,
      );
      const text = this.options.scrub?.(answered) ?? answered;
      if (!response.ok) {
        throw new AgentCallError(
          `HTTP ${response.status}${text.trim() === '' ? '' : `: ${text.slice(0, 200)}`}`,
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new AgentCallError(
          `HTTP ${response.status} with a body that is not JSON (${JSON.stringify(text.slice(0, 80))})`,
          'malformed_response',
        );
      }
      return this.extract(json);
    }
  }

  private extract(json: unknown): Observation {
    const { decision, text, tools } = this.paths;
    if (decision === null && text === null && tools === null) {
      return readResult(json, this.options, { textIsDecision: false, remedy: HTTP_REMEDY });
    }
    const onVerdict = (this.options.layer ?? 'verdict') === 'verdict';
    const pick = (
      steps: readonly Step[] | null,
      setting: PathSetting,
      fallback: string[],
    ): unknown => {
      if (steps === null) {
        for (const key of fallback) {
          const v = valueAt(json, [key]);
          if (v !== undefined) return v;
        }
        return undefined;
      }
      const v = valueAt(json, steps);
      if (v === undefined || (v === null && setting === 'decisionPath' && onVerdict)) {
        const stop = whereItStops(json, steps);
        const found = `nothing at ${PATH_NAMES[setting]} ${steps.join('.')}: ${stop.what}`;
        if (setting === 'decisionPath') {
          throw noDecisionFound(found, stop.keys, 'set the decision path to where the decision is');
        }
        throw new AgentCallError(
          `the answer has ${found}${stop.keys.length > 0 ? ` (${describeKeys(stop.keys)})` : ''}`,
          'extraction_failed',
        );
      }
      return v;
    };
    const answerKeys =
      json !== null && typeof json === 'object' && !Array.isArray(json) ? Object.keys(json) : [];
    return readResult(
      {
        decision: pick(decision, 'decisionPath', ['decision', 'verdict']),
        text: pick(text, 'textPath', ['text']),
        tools: pick(tools, 'toolsPath', ['tools']),
      },
      {
        ...(this.options.stringify ? { stringify: this.options.stringify } : {}),
        ...(this.options.layer === undefined ? {} : { layer: this.options.layer }),
      },
      {
        // A text path without a decision path says: compare the text.
        textIsDecision: decision === null && text !== null,
        keys: answerKeys,
        remedy: HTTP_REMEDY,
      },
    );
  }

  abort(callId: number, reason: string): void {
    this.controllers.get(callId)?.abort(reason);
  }

  diagnostics(): AgentDiagnostics {
    return { retries: this.retries };
  }

  close(): Promise<void> {
    for (const c of this.controllers.values()) c.abort('closed');
    this.controllers.clear();
    return Promise.resolve();
  }
}

export function httpAgent(options: HttpAgentOptions): Agent {
  return new HttpAgent(options);
}
