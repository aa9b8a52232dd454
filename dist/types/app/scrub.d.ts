import type { Agent } from '../agents/index.js';
/** Replaces every occurrence of a secret with `***`. */
export type Scrub = (text: string) => string;
/** Values shorter than this are not scrubbed: they would match ordinary text. */
export declare const MIN_SECRET_LENGTH = 8;
/** The scrubber of `secrets` (longest first, so a value containing another is replaced whole); null when none is long enough. */
export declare function scrubberOf(secrets: readonly string[] | undefined): Scrub | null;
/**
 * `value` with every string in it scrubbed (keys too). Objects and arrays that
 * hold no secret are returned as they are (the same reference), so clean
 * evidence is not copied.
 */
export declare function scrubDeep<T>(value: T, scrub: Scrub): T;
/** The agent whose answers and errors come back scrubbed, before the collector records them. */
export declare function scrubbingAgent(agent: Agent, scrub: Scrub | null): Agent;
