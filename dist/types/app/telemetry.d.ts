import type { Assessment } from '../core/index.js';
import { type TelemetryCommand, type TelemetryValue } from '../render/telemetry.js';
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
    startSpan(name: string, options?: {
        startTime?: number;
        attributes?: Record<string, TelemetryValue>;
    }): {
        end(endTime?: number): void;
    };
}
/** Whether the environment turns telemetry off (ours, or OpenTelemetry's own switch). */
export declare function telemetryDisabled(env: Env): boolean;
/**
 * The user's `@opentelemetry/api`: resolved from the working directory first
 * (the project's own copy, as the Action's bundle has no node_modules of its
 * own), then from where this package is installed. Null when neither has it.
 * Every copy of the 1.x API shares one global registry, so either one reaches
 * the provider the user registered.
 */
export declare function loadOtelApi(cwd: string): Promise<OtelApi | null>;
/**
 * Whether anything registered with an OpenTelemetry 1.x API in this process (a
 * tracer provider, a context manager…): every 1.x copy keeps its registrations
 * on this one global. Without it no provider is registered, a span would go
 * nowhere, and the API (its module loader costs a few MiB at the end of a
 * large run) is not loaded at all.
 */
export declare function otelRegistered(global?: object): boolean;
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
export declare function openTelemetry(options: TelemetryOptions): Telemetry;
/** A telemetry port that sends nothing (the library's default, and tests). */
export declare const NO_TELEMETRY: Telemetry;
/** The summary span of one assessment, from when its evidence began to be obtained until now. */
export declare function assessmentSpan(assessment: Assessment, command: TelemetryCommand, startMs: number, endMs: number): SummarySpan;
export {};
