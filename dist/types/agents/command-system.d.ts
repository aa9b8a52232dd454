import { type StatefulSystem } from './system-answer.js';
export interface CommandSystemOptions {
    readonly command: string;
    readonly cwd: string;
    readonly env?: Readonly<Record<string, string | undefined>>;
    /** The longest wait for the worker to answer `describe` (default 120 s); null: no cap. */
    readonly loadTimeoutMs?: number | null;
    /** Longest answer line accepted, in characters (default 16 MiB). */
    readonly maxLine?: number;
    /** Lines of stderr kept (default 40). */
    readonly stderrLines?: number;
    /**
     * Applied to the worker's text before any of it is cut for a message (a line
     * that is no JSON, the last stderr lines): the secrets the caller knows.
     */
    readonly scrub?: (text: string) => string;
}
/**
 * Start a command worker system and ask it what it can do (`describe` →
 * `{stateful, replayable, version}`). A worker that cannot answer `describe` is
 * refused naming the command (`system.describe`).
 */
export declare function loadCommandSystem(options: CommandSystemOptions): Promise<StatefulSystem>;
