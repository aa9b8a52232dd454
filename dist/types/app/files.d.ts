/** Write a text file (a report, evidence, a baseline); any failure is a refusal naming the file. */
export declare function writeTextFile(file: string, text: string): void;
/**
 * Refuses (exit 2) a file that clearly cannot be written: a folder, a path
 * through a file, or a folder without write permission. A live run checks its
 * evidence and report files this way before the first call, so that calls are
 * not spent on evidence that could not be kept.
 */
export declare function checkWritable(file: string, what: string): void;
