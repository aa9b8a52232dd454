import type { Command } from 'commander';
import type { CommandContext } from '../shared.js';
/**
 * `snapshot`: from recorded runs or a live run, so the settings of both (the
 * settings table's rows naming it; no --shard: a baseline is of the whole run),
 * then its own options.
 */
export declare function registerSnapshot(program: Command, { io, setCode }: CommandContext): void;
