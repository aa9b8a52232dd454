import { type InspectLog } from '../inspect/inspect.js';
import { type BenchImport, type BenchImportOptions } from './shared.js';
/** Reads an Inspect log's JSON text (already parsed) as the log the importers share. */
export declare function inspectLogOf(value: unknown, file: string): InspectLog;
/** Reads an Inspect log into bench runs (one agent). */
export declare function benchFromInspect(log: InspectLog, file: string, options?: BenchImportOptions): BenchImport;
