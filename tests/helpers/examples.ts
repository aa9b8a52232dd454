// One way to run a bundled example through `agentverity run` in-process and
// check what every framework example promises: exit 0, deterministic, the
// contract met, each route deterministic, the isolation it declares.
import path from 'node:path';
import { expect } from 'vitest';
import { parseEvidenceFile } from '../../src/evidence/index.js';
import type { Evidence } from '../../src/core/index.js';
import { cliWith } from './cli.js';

export interface ExampleRun {
  readonly report: { status: string; contract: { satisfied: boolean } };
  readonly evidence: Evidence;
}

/** `run --agent AGENT --suite SUITE` on the example; `routes`: the suite's routes, in table order. */
export async function runDeterministicExample(
  agent: string,
  suite: string,
  routes: readonly string[],
): Promise<ExampleRun> {
  const files = new Map<string, string>();
  const r = await cliWith(
    { writeFile: (f, t) => void files.set(path.basename(f), t) },
    'run',
    '--agent',
    agent,
    '--suite',
    suite,
    '--quiet',
    '--format',
    'json',
    '--output',
    'report.json',
  );
  expect(r.code, r.stderr).toBe(0);
  const report = JSON.parse(files.get('report.json')!) as ExampleRun['report'] & {
    routes: { decision: string; call: string }[];
  };
  expect(report.status).toBe('deterministic');
  expect(report.contract.satisfied).toBe(true);
  expect(report.routes.map((x) => [x.decision, x.call])).toEqual(
    routes.map((d) => [d, 'deterministic']),
  );
  const { evidence } = parseEvidenceFile(JSON.parse(files.get('agentverity-evidence.json')!), 'e');
  expect(evidence.isolation).toBe('fresh-session');
  return { report, evidence };
}
