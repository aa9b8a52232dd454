import path from 'node:path';
import { assess, resolveEpsilon, type DecisionSuite } from '../core/index.js';
import {
  buildEvidenceFile,
  evidenceDigest,
  mergeEvidence,
  readEvidence,
  readSuite,
} from '../evidence/index.js';
import { renderJson } from '../render/json.js';
import { terminalSafe } from '../render/escape.js';
import { renderText } from '../render/text.js';
import { TOOL_NAME, VERSION } from '../version.js';
import type { CliIo } from './io.js';
import type { Format } from './options.js';

export interface AssessOptions {
  readonly evidence: readonly string[];
  readonly suite?: string;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly format: Format;
  readonly output?: string;
}

export async function assessCommand(options: AssessOptions, io: CliIo): Promise<number> {
  // commander refuses --epsilon together with --precision (exit 2).
  const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
  const parts = [];
  for (const file of options.evidence) {
    const resolved = path.resolve(io.cwd, file);
    const read = await readEvidence(resolved);
    parts.push({ ...read, name: file });
  }
  const evidence = parts.length === 1 ? parts[0]!.evidence : mergeEvidence(parts);
  let suite: DecisionSuite | null = null;
  if (options.suite !== undefined) suite = await readSuite(path.resolve(io.cwd, options.suite));

  const assessment = assess(evidence, suite, { epsilon });
  const tool = { name: TOOL_NAME, version: VERSION };
  const settings = {
    epsilon,
    ...(options.precision !== undefined ? { precision: options.precision } : {}),
    blindnessThreshold: 0.9,
    evidence: options.evidence.map((f) => path.basename(f)),
    suite: options.suite === undefined ? null : path.basename(options.suite),
  };
  const collected = parts.length === 1 && parts[0]!.file ? parts[0]!.file.settings : {};
  const digest = evidenceDigest(
    buildEvidenceFile(evidence, { tool, createdAt: '', settings: collected, suiteDigest: null }),
  );
  const report =
    options.format === 'json'
      ? renderJson(assessment, { tool, settings, evidenceDigest: digest })
      : renderText(assessment);
  if (options.output !== undefined) {
    const target = path.resolve(io.cwd, options.output);
    io.writeFile(target, report);
    io.stdout(`${assessment.headline.category}: ${terminalSafe(assessment.headline.text, 2000)}\n`);
    io.stderr(`agentverity: wrote the ${options.format} report to ${options.output}\n`);
  } else {
    io.stdout(report);
  }
  return assessment.exitCode;
}
