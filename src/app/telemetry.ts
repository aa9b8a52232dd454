// OpenTelemetry, when the user has it: one summary span per assessment, made
// through the user's own `@opentelemetry/api` (an optional peer dependency, never
// bundled) so the span goes to whatever tracer provider their setup registered
// (`node --import ./otel.mjs`, NODE_OPTIONS, an SDK started in a test). Without
// the API, or with it but no provider registered, nothing is sent and nothing
// is paid: the API is only loaded when there is a span to send.
//
// The attributes are render/telemetry.ts's: counts and our own words only,
// never a prompt, an output, a label, a fingerprint or an error message.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Assessment } from '../core/index.js';
import {
  TELEMETRY_SPAN_NAME,
  telemetryAttributes,
  type TelemetryCommand,
  type TelemetryValue,
} from '../render/telemetry.js';
import { terminalSafe } from '../render/escape.js';
import { TOOL_NAME, VERSION } from '../version.js';
import type { Env } from './ports.js';

/** One span as it will be sent: name, start and end (ms since the epoch), attributes. */
export interface SummarySpan {
  readonly name: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly attributes: Readonly<Record<string, TelemetryValue>>;
}

/** The telemetry port: spans are recorded as they happen and sent by `flush`. */
export interface Telemetry {
  /** Keep one span to send. Cheap: loads nothing. */
  readonly record: (span: SummarySpan) => void;
  /**
   * Make the recorded spans through the OpenTelemetry API and ask the registered
   * provider to export them (before the process exits). Never throws; returns
   * how many spans were handed to the API (0 without one, or when disabled).
   */
  readonly flush: () => Promise<number>;
}

/** The part of `@opentelemetry/api` used here (structural: any 1.x fits). */
export interface OtelApi {
  readonly trace: {
    getTracer(name: string, version?: string): OtelTracer;
    getTracerProvider(): unknown;
  };
}
interface OtelTracer {
  startSpan(
    name: string,
    options?: { startTime?: number; attributes?: Record<string, TelemetryValue> },
  ): { end(endTime?: number): void };
}

/** Values of AGENTVERITY_TELEMETRY that turn the span off. */
const OFF = new Set(['0', 'off', 'false', 'no', 'none']);

/** Whether the environment turns telemetry off (ours, or OpenTelemetry's own switch). */
export function telemetryDisabled(env: Env): boolean {
  const ours = env['AGENTVERITY_TELEMETRY']?.trim().toLowerCase();
  if (ours !== undefined && OFF.has(ours)) return true;
  return env['OTEL_SDK_DISABLED']?.trim().toLowerCase() === 'true';
}

function apiOf(mod: unknown): OtelApi | null {
  const candidates = [mod, (mod as { default?: unknown } | null)?.default];
  for (const c of candidates) {
    const trace = (c as { trace?: { getTracer?: unknown } } | null | undefined)?.trace;
    if (trace !== undefined && typeof trace.getTracer === 'function') return c as OtelApi;
  }
  return null;
}

/**
 * The user's `@opentelemetry/api`: resolved from the working directory first
 * (the project's own copy, as the Action's bundle has no node_modules of its
 * own), then from where this package is installed. Null when neither has it.
 * Every copy of the 1.x API shares one global registry, so either one reaches
 * the provider the user registered.
 */
export async function loadOtelApi(cwd: string): Promise<OtelApi | null> {
  try {
    const resolved = createRequire(path.join(cwd, 'package.json')).resolve('@opentelemetry/api');
    const api = apiOf(await import(pathToFileURL(resolved).href));
    if (api !== null) return api;
  } catch {
    // Not in the project: try our own installation's.
  }
  try {
    return apiOf(await import('@opentelemetry/api'));
  } catch {
    return null;
  }
}

/**
 * Whether anything registered with an OpenTelemetry 1.x API in this process (a
 * tracer provider, a context manager…): every 1.x copy keeps its registrations
 * on this one global. Without it no provider is registered, a span would go
 * nowhere, and the API (its module loader costs a few MiB at the end of a
 * large run) is not loaded at all.
 */
export function otelRegistered(global: object = globalThis): boolean {
  const registry = (global as Record<symbol, unknown>)[Symbol.for('opentelemetry.js.api.1')];
  return typeof registry === 'object' && registry !== null;
}

/** The default loader: the user's API, only when something registered with one. */
async function loadRegisteredOtelApi(cwd: string): Promise<OtelApi | null> {
  return otelRegistered() ? loadOtelApi(cwd) : null;
}

const FLUSH_TIMEOUT_MS = 5000;

/** Ask the registered provider (behind the API's proxy) to export now, for at most 5 s. */
async function flushProvider(api: OtelApi): Promise<void> {
  const proxy = api.trace.getTracerProvider() as {
    getDelegate?: () => unknown;
    forceFlush?: () => Promise<void>;
  };
  const provider = (typeof proxy.getDelegate === 'function' ? proxy.getDelegate() : proxy) as {
    forceFlush?: () => Promise<void>;
  };
  if (typeof provider.forceFlush !== 'function') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
    timer.unref?.();
  });
  try {
    await Promise.race([provider.forceFlush(), timeout]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

export interface TelemetryOptions {
  /** Where to resolve the user's OpenTelemetry API from (the project). */
  readonly cwd: string;
  readonly env: Env;
  /** Where a failed export is said (stderr, the job log). */
  readonly log?: (text: string) => void;
  /** How the API is found (tests pass their own). */
  readonly load?: (cwd: string) => Promise<OtelApi | null>;
}

/** The telemetry port a shell passes to the engine. */
export function openTelemetry(options: TelemetryOptions): Telemetry {
  const pending: SummarySpan[] = [];
  const disabled = telemetryDisabled(options.env);
  const load = options.load ?? loadRegisteredOtelApi;
  return {
    record: (span) => {
      if (!disabled) pending.push(span);
    },
    flush: async () => {
      if (pending.length === 0) return 0;
      const spans = pending.splice(0);
      try {
        const api = await load(options.cwd);
        if (api === null) return 0;
        const tracer = api.trace.getTracer(TOOL_NAME, VERSION);
        for (const s of spans) {
          tracer
            .startSpan(s.name, { startTime: s.startMs, attributes: { ...s.attributes } })
            .end(s.endMs);
        }
        await flushProvider(api);
        return spans.length;
      } catch (error) {
        options.log?.(
          `agentverity: OpenTelemetry: the summary span could not be sent: ${terminalSafe(error instanceof Error ? error.message : String(error), 300)}\n`,
        );
        return 0;
      }
    },
  };
}

/** A telemetry port that sends nothing (the library's default, and tests). */
export const NO_TELEMETRY: Telemetry = { record: () => undefined, flush: async () => 0 };

/** The summary span of one assessment, from when its evidence began to be obtained until now. */
export function assessmentSpan(
  assessment: Assessment,
  command: TelemetryCommand,
  startMs: number,
  endMs: number,
): SummarySpan {
  return {
    name: TELEMETRY_SPAN_NAME,
    startMs,
    endMs: Math.max(startMs, endMs),
    attributes: telemetryAttributes(assessment, command),
  };
}
