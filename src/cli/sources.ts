import path from 'node:path';
import type { Command } from 'commander';
import type { Evidence } from '../core/index.js';
import {
  buildEvidenceFile,
  evidenceDigest,
  mergeEvidence,
  readEvidence,
} from '../evidence/index.js';
import { TOOL_NAME, VERSION } from '../version.js';
import type { CliIo } from './io.js';
import { collect } from './options.js';

/** Where `assess` (and the baseline commands) read recorded evidence from. */
export interface SourceOptions {
  readonly evidence?: readonly string[];
}

/** Evidence loaded from the command line, ready for `assess`. */
export interface LoadedEvidence {
  readonly evidence: Evidence;
  /** The files read, as the user named them. */
  readonly sources: readonly string[];
  /** Settings recorded by the tool that collected the evidence (ours only). */
  readonly collectedSettings: Readonly<Record<string, unknown>>;
  /** SHA-256 over the evidence's canonical JSON (DESIGN.md §5). */
  readonly digest: string;
}

export function addSourceOptions(command: Command): Command {
  return command.option(
    '--evidence <file>',
    'evidence file (ours or agentverity.evidence/v2); repeat to merge shards',
    collect,
  );
}

export async function loadEvidence(options: SourceOptions, io: CliIo): Promise<LoadedEvidence> {
  const files = options.evidence ?? [];
  const parts = [];
  for (const file of files) {
    const read = await readEvidence(path.resolve(io.cwd, file));
    parts.push({ ...read, name: file });
  }
  const evidence = parts.length === 1 ? parts[0]!.evidence : mergeEvidence(parts);
  const collectedSettings = parts.length === 1 && parts[0]!.file ? parts[0]!.file.settings : {};
  const digest = evidenceDigest(
    buildEvidenceFile(evidence, {
      tool: { name: TOOL_NAME, version: VERSION },
      createdAt: '',
      settings: collectedSettings,
      suiteDigest: null,
    }),
  );
  return { evidence, sources: files, collectedSettings, digest };
}
