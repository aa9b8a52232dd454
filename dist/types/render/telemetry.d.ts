import type { Assessment } from '../core/index.js';
/** The version of the attribute map; bumped when an attribute changes meaning. */
export declare const TELEMETRY_SCHEMA = "agentverity-action/telemetry@1";
/** The summary span's name. */
export declare const TELEMETRY_SPAN_NAME = "agentverity.assessment";
/** A span attribute value: OpenTelemetry's primitive types (no arrays are used). */
export type TelemetryValue = string | number | boolean;
/** The commands whose assessment is summarised (`gate`: the Action). */
export type TelemetryCommand = 'run' | 'assess' | 'snapshot' | 'check' | 'gate' | 'test';
/**
 * The attributes of the summary span of an assessment. `command` says which
 * command assessed (a closed set). Keys are `agentverity.*`; a key appears only
 * when its part of the assessment exists (no meter: no `agentverity.meter.*`).
 */
export declare function telemetryAttributes(a: Assessment, command: TelemetryCommand): Record<string, TelemetryValue>;
