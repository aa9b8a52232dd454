import type { Command } from 'commander';
import type { CommandContext } from '../shared.js';
/** `check`: its options here (its settings' from the settings table); its work (commands/check.ts) loaded when it runs. */
export declare function registerCheck(program: Command, { io, setCode }: CommandContext): void;
