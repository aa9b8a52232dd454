import type { Command } from 'commander';
import type { CommandContext } from '../shared.js';

/** Placeholder registration; the command's own issue fills it in. */
export function registerSnapshot(_program: Command, _context: CommandContext): void {}
