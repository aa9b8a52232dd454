import { k as writeTextFile } from './module-spec.js';
import { o as openTelemetry, m as closedStandardStreams, c as clockFrom, d as diskFiles } from './telemetry.js';

// Leaves of the app, not its barrel: the CLI loads this before it knows the command.
/** The app's ports on the CLI's I/O: messages on stderr, files through `writeFile`. */
function appIoOf(io, quiet = false) {
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
function processIo() {
    const closed = closedStandardStreams();
    const stderr = (text) => {
        if (!closed.stderr && !process.stderr.destroyed)
            process.stderr.write(text);
    };
    return {
        stdout: (text) => {
            if (!closed.stdout && !process.stdout.destroyed)
                process.stdout.write(text);
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

export { appIoOf as a, processIo as p };
