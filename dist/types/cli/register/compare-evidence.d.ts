import type { Command } from 'commander';
import type { CommandContext } from '../shared.js';
/** `compare-evidence`: its options here; its work loaded when it runs. */
export declare function registerCompareEvidence(program: Command, { io, setCode }: CommandContext): void;
