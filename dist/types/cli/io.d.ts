import { type AppIo } from '../app/ports.js';
import { type Telemetry } from '../app/telemetry.js';
/** The file writers of the app, which the CLI has always offered from here. */
export { checkWritable, outputPath, refusingWrites, writeTextFile as writeReportFile, } from '../app/files.js';
/** Where the CLI writes; injected so tests can run commands in-process. */
export interface CliIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
    readonly cwd: string;
    readonly writeFile: (file: string, text: string) => void;
    /** The environment (NO_COLOR, CI, SOURCE_DATE_EPOCH, …); tests pass their own. */
    readonly env: Readonly<Record<string, string | undefined>>;
    /** Whether standard output / standard error are terminals (colour, live progress). */
    readonly stdoutIsTTY: boolean;
    readonly stderrIsTTY: boolean;
    /** Where each assessment's OpenTelemetry summary span goes; absent (tests): nowhere. */
    readonly telemetry?: Telemetry;
}
/** The app's ports on the CLI's I/O: messages on stderr, files through `writeFile`. */
export declare function appIoOf(io: CliIo, quiet?: boolean): AppIo;
/**
 * The real process's I/O. A standard stream a reader closed (EPIPE, seen by
 * `watchClosedStreams`) is written no more: what would have gone there is dropped
 * and the run goes on to write its files and exit.
 */
export declare function processIo(): CliIo;
