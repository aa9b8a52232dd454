import type { Command } from 'commander';
import type { CommandContext } from '../shared.js';
export declare function registerPlan(program: Command, { io, setCode }: CommandContext): void;
