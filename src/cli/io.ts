// Leaves of the app, not its barrel: the CLI loads this before it knows the command.
import { writeTextFile } from '../app/files.js';
import { closedStandardStreams } from '../app/process-guard.js';
import { clockFrom, diskFiles, type AppIo } from '../app/ports.js';
import { openTelemetry, type Telemetry } from '../app/telemetry.js';

/** The file writers of the app, which the CLI has always offered from here. */
export {
  checkWritable,
  outputPath,
  refusingWrites,
  writeTextFile as writeReportFile,
} from '../app/files.js';

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
export function appIoOf(io: CliIo, quiet = false): AppIo {
  return {
    cwd: io.cwd,
    env: io.env,
    files: diskFiles(io.writeFile),
    clock: clockFrom(io.env),
    log: io.stderr,
    liveProgress: io.stderrIsTTY && !io.env['CI'],
    quiet,
    ...(io.telemetry === undefined ? {} : { telemetry: io.telemetry }),
  };
}

/**
 * The real process's I/O. A standard stream a reader closed (EPIPE, seen by
 * `watchClosedStreams`) is written no more: what would have gone there is dropped
 * and the run goes on to write its files and exit.
 */
export function processIo(): CliIo {
  const closed = closedStandardStreams();
  const stderr = (text: string) => {
    if (!closed.stderr && !process.stderr.destroyed) process.stderr.write(text);
  };
  return {
    stdout: (text) => {
      if (!closed.stdout && !process.stdout.destroyed) process.stdout.write(text);
    },
    stderr,
    cwd: process.cwd(),
    writeFile: writeTextFile,
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    // The user's OpenTelemetry setup, if any (loaded only when there is a span to send).
    telemetry: openTelemetry({ cwd: process.cwd(), env: process.env, log: stderr }),
  };
}
