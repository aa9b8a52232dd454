import { type BenchImport, type BenchImportOptions } from './shared.js';
/** Reads an outcome log given as JSONL text (a BOM and CRLF line ends are fine). */
export declare function benchFromOutcomeJsonl(text: string, file: string, options?: BenchImportOptions): BenchImport;
