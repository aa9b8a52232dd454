// examples/relations/relations.mjs as docs/relations.md describes it: loaded as a
// relations module, it replaces the built-ins; each relation is checked, a
// transform that leaves an input as it was is skipped (never held), and the names
// reach the evidence and the report.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEvidenceFile } from '../../src/evidence/index.js';
import { cliWith } from '../helpers/cli.js';

describe('examples/relations/relations.mjs', () => {
  it('runs in place of the built-ins: held, and skipped where the transform changed nothing', async () => {
    const files = new Map<string, string>();
    const r = await cliWith(
      { writeFile: (f, t) => void files.set(path.basename(f), t) },
      'run',
      '--agent',
      'examples/agents/router.mjs',
      '--inputs',
      'examples/agents/tickets.txt',
      '--relations',
      'examples/relations/relations.mjs',
      '--no-meter',
      '--quiet',
      '--format',
      'json',
      '--output',
      'report.json',
    );
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(files.get('report.json')!) as {
      relations: { name: string; type: string; held: number; violated: number; skipped: number }[];
    };
    expect(report.relations.map((x) => [x.name, x.type, x.held, x.violated, x.skipped])).toEqual([
      ['case-invariance', 'invariant', 8, 0, 0],
      ['greeting-invariance', 'invariant', 8, 0, 0],
      ['urgency-escalates', 'directional', 8, 0, 0],
      // Two tickets already end with a question mark: skipped there, not held.
      ['question-mark-invariance', 'invariant', 6, 0, 2],
    ]);
    const { evidence } = parseEvidenceFile(
      JSON.parse(files.get('agentverity-evidence.json')!),
      'e',
    );
    expect(evidence.relations.map((x) => x.name)).toEqual(report.relations.map((x) => x.name));
  });
});
