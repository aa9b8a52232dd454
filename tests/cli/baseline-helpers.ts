import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Evidence } from '../../src/core/index.js';
import { buildEvidenceFile, serialiseEvidenceFile } from '../../src/evidence/index.js';
import { tempDir } from '../helpers/cli.js';
import { evidenceOf, times, type CaseSpec } from '../helpers/evidence.js';

/** Three routed inputs, 25 quiet pairs each: 0/75 is deterministic at 5%. */
export function routed(over: Partial<Record<string, string>> = {}, repeats = 50): CaseSpec[] {
  return ['approve', 'deny', 'review'].map((label) => ({
    input: `${label} me`,
    obs: times(over[label] ?? label, repeats),
    expected: label,
  }));
}

/** Writes evidence as our evidence file in a fresh temporary folder; returns the folder and file. */
export function writeEvidence(
  evidence: Evidence,
  name = 'evidence.json',
  dir = tempDir(),
): { dir: string; file: string } {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    serialiseEvidenceFile(
      buildEvidenceFile(evidence, {
        tool: { name: 'agentverity-action', version: '0.1.0' },
        createdAt: '2026-11-29T12:00:00.000Z',
        settings: { k: 50 },
      }),
    ),
  );
  return { dir, file };
}

export { evidenceOf, times };
