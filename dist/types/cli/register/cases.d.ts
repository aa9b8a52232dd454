import type { Command } from 'commander';
import type { CommandContext } from '../shared.js';
/** `cases`: stateful agents — reset the world, check the world left behind, fail a tool. */
export declare function registerCases(program: Command, { io, setCode }: CommandContext): void;
