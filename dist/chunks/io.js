import { j as writeTextFile } from './types.js';
import { o as openTelemetry, c as clockFrom, d as diskFiles } from './telemetry.js';

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
function processIo() {
    const stderr = (text) => process.stderr.write(text);
    return {
        stdout: (text) => process.stdout.write(text),
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
