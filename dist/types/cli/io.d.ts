/** Where the CLI writes; injected so tests can run commands in-process. */
export interface CliIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
    readonly cwd: string;
    readonly writeFile: (file: string, text: string) => void;
    /** The environment (NO_COLOR, CI, …); tests pass their own. */
    readonly env: Readonly<Record<string, string | undefined>>;
    /** Whether standard output / standard error are terminals (colour, live progress). */
    readonly stdoutIsTTY: boolean;
    readonly stderrIsTTY: boolean;
}
/** Write a report file; any failure is a clear refusal naming the file (exit 2). */
export declare function writeReportFile(file: string, text: string): void;
/**
 * Refuses (exit 2) a file that clearly cannot be written: a folder, a path
 * through a file, or a folder without write permission. A live run checks its
 * evidence and report files this way before the first call, so that calls are
 * not spent on evidence that could not be kept.
 */
export declare function checkWritable(file: string, what: string): void;
export declare function processIo(): CliIo;
