import type { Command } from 'commander';
import type { CommandContext } from '../shared.js';
/** `assess`: its options here (its settings' from the settings table); its work (commands/assess.ts) loaded when it runs. */
export declare function registerAssess(program: Command, { io, setCode }: CommandContext): void;
