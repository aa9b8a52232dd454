import type { Agent } from '../agents/index.js';
import type { StatefulSystem } from '../agents/system-answer.js';
/** Replaces every occurrence of a secret with `***`. */
export type Scrub = (text: string) => string;
/** Values shorter than this are not scrubbed: they would match ordinary text. */
export declare const MIN_SECRET_LENGTH = 8;
/** Names of environment variables that hold credentials by convention. */
export declare const SECRET_NAME: RegExp;
/** What a shell knows holds a secret: a token, request headers, the environment. */
export interface SecretSources {
    /** A token the shell was given (the Action's `github-token`). */
    readonly token?: string;
    /** An HTTP agent's request headers, each `Name: value`. */
    readonly headers?: readonly string[];
    /** The environment: its credential-named values (SECRET_NAME) are secrets. */
    readonly env?: Readonly<Record<string, string | undefined>>;
}
/**
 * The values to scrub, in one place: the token, each header's value (with and
 * without its scheme) and every credential-named environment value (model keys),
 * at least MIN_SECRET_LENGTH long, longest first so that a value containing
 * another is replaced whole.
 */
export declare function secretValuesOf(sources: SecretSources): string[];
/** The scrubber of `secrets` (longest first, so a value containing another is replaced whole); null when none is long enough. */
export declare function scrubberOf(secrets: readonly string[] | undefined): Scrub | null;
/**
 * `value` with every string in it scrubbed (keys too). Objects and arrays that
 * hold no secret are returned as they are (the same reference), so clean
 * evidence is not copied.
 */
export declare function scrubDeep<T>(value: T, scrub: Scrub): T;
/** What was thrown, with the secrets gone from its message (the same error, or a scrubbed string). */
export declare function scrubThrown(error: unknown, scrub: Scrub | null): unknown;
/** The agent whose answers and errors come back scrubbed, before the collector records them. */
export declare function scrubbingAgent(agent: Agent, scrub: Scrub | null): Agent;
/**
 * The stateful system whose answers, tool calls, snapshots, errors and stderr
 * lines come back scrubbed, before the cases collector records or judges them
 * (the judgement cuts answers for its messages: a cut of clean text keeps no
 * prefix of a secret).
 */
export declare function scrubbingSystem(system: StatefulSystem, scrub: Scrub | null): StatefulSystem;
