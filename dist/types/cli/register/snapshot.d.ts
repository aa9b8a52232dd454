import type { Command } from 'commander';
import { type CommandContext } from '../shared.js';
export declare function registerSnapshot(program: Command, { io, setCode }: CommandContext): void;
