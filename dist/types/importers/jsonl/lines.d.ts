import { type RefusalDetail } from '../../core/errors.js';
export declare const DEFAULT_MAX_LINE_BYTES: number;
/** Refuses at line `line` of `file`. */
export declare function refuseAt(file: string, line: number, message: string, detail?: RefusalDetail, code?: 'import.jsonl' | 'file.utf8' | 'json.depth'): never;
/**
 * Streams a file's lines as byte spans b[s, e) (strict UTF-8, checked a chunk at a
 * time; one leading BOM dropped; a `\r` before the line feed kept for the caller)
 * to `onLine` with 1-based numbers, holding at most one chunk and one unfinished
 * line. A line longer than `maxLineBytes` is refused.
 */
export declare function forEachLineSpan(path: string, onLine: (b: Buffer, s: number, e: number, n: number) => void, maxLineBytes?: number): Promise<void>;
/** As `forEachLineSpan`, with each line decoded to a string. */
export declare function forEachLine(path: string, onLine: (line: string, n: number) => void, maxLineBytes?: number): Promise<void>;
