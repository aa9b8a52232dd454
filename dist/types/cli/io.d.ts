/** Where the CLI writes; injected so tests can run commands in-process. */
export interface CliIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
    readonly cwd: string;
    readonly writeFile: (file: string, text: string) => void;
}
/** Write a report file; any failure is a clear refusal naming the file (exit 2). */
export declare function writeReportFile(file: string, text: string): void;
export declare function processIo(): CliIo;
