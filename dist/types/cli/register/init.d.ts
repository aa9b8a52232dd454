import { type Command } from 'commander';
import type { CommandContext } from '../shared.js';
/** `init`: its options here; its work (commands/init.ts) loaded when it runs. */
export declare function registerInit(program: Command, { io, setCode }: CommandContext): void;
