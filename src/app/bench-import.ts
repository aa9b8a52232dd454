// Outcome logs imported as bench evidence (`bench test|compare --jsonl …`): each
// file's runs on the union of the tasks they name, under one benchmark, written
// as bench evidence before any report, like a live run's.
import path from 'node:path';
import type { AgentRun, Benchmark, BenchTask } from '../core/bench/index.js';
import { Refusal } from '../core/errors.js';
import { BENCH_ORDER } from '../collect/bench.js';
import {
  benchEvidenceDigest,
  buildBenchEvidence,
  serialiseBenchEvidence,
} from '../evidence/bench-evidence.js';
import { benchmarkDigest } from '../evidence/benchmark.js';
import { TOOL_NAME, VERSION } from '../version.js';
import { DEFAULT_BENCH_EVIDENCE_OUT } from './bench.js';
import {
  aboutSetting,
  importsOf,
  type BenchSettingKey,
  type BenchSettings,
} from './bench-settings.js';
import { outputPath } from './files.js';
import { textWithinLimits } from './limited-text.js';
import { isoNow, type AppIo } from './ports.js';
import { scrubberOf } from './scrub.js';
import { importerOf, type ImportKind } from '../importers/registry.js';

/** Imported outcome logs, written as bench evidence. */
export interface ImportedBench {
  readonly benchmark: Benchmark;
  readonly runs: readonly AgentRun[];
  readonly evidenceDigest: string;
  /** The bench evidence file written, relative to cwd as given. */
  readonly evidencePath: string;
}

/** The bench reader's format of an import kind (the check let only bench kinds through). */
function benchFormatOf(kind: ImportKind) {
  const bench = importerOf(kind).bench;
  if (bench === undefined) throw new Error(`importBench: ${kind} has no bench reader`);
  return bench.format;
}

/**
 * Outcome logs become bench evidence: each file's runs, on the union of the
 * tasks they name (a task id must mean the same task in every file), under
 * one benchmark; then the evidence is written like a live run's.
 */
export async function importBench(s: BenchSettings, io: AppIo): Promise<ImportedBench> {
  const { importBenchRunsFile } = await import('../importers/outcomes/outcomes.js');
  const scrub = scrubberOf(io.secrets);
  const tasks = new Map<string, { task: BenchTask; file: string }>();
  const runs: AgentRun[] = [];
  let name: string | null = s.benchmarkName ?? null;
  const names = new Set<string>();
  for (const { key, file } of importsOf(s)) {
    const format = benchFormatOf(key);
    const imported = await aboutSetting(key, () =>
      importBenchRunsFile(
        path.resolve(io.cwd, file),
        {
          format,
          ...pick(s, 'taskPath', 'outcomePath', 'errorPath', 'outputPath', 'latencyPath'),
          ...pick(s, 'promptPath', 'scorer', 'benchmarkName'),
          ...(s.threshold === undefined ? {} : { threshold: s.threshold }),
        },
        // The logs' strings are untrusted: scrubbed as they are read, before a
        // reader cuts one (an error kept to 500 characters) and before the bench
        // evidence is written.
        scrub,
      ),
    );
    name ??= imported.benchmark.name;
    for (const t of imported.benchmark.tasks) {
      const seen = tasks.get(t.id);
      if (seen === undefined) tasks.set(t.id, { task: t, file });
      else if (seen.task.prompt !== null && t.prompt !== null && seen.task.prompt !== t.prompt) {
        throw new Refusal(
          'import.bench-tasks',
          `task ${JSON.stringify(t.id)} has a different prompt here than in ${seen.file}: the logs are not of the same tasks`,
          file,
        );
      }
    }
    for (const run of imported.runs) {
      let agentName = run.agent.name;
      for (let n = 2; names.has(agentName); n++) agentName = `${run.agent.name}-${n}`;
      names.add(agentName);
      runs.push({ ...run, agent: { ...run.agent, name: agentName } });
    }
  }
  const taskList = [...tasks.values()].map((t) => t.task);
  const benchName = name ?? 'imported';
  const digest = benchmarkDigest(benchName, taskList);
  const benchmark: Benchmark = { version: '1', name: benchName, tasks: taskList, digest };
  const rebased = runs.map((r) => ({ ...r, benchmark: { name: benchName, digest } }));
  const evidence = buildBenchEvidence(benchmark, rebased, {
    tool: { name: TOOL_NAME, version: VERSION },
    createdAt: isoNow(io.clock),
    options: {
      order: BENCH_ORDER,
      imported: importsOf(s).map(({ key, file }) => ({ format: key, file })),
    },
  });
  const out = s.evidenceOut ?? DEFAULT_BENCH_EVIDENCE_OUT;
  const target = outputPath(io.cwd, out, 'bench evidence');
  io.files.checkWritable(target, 'bench evidence');
  io.files.writeText(
    target,
    textWithinLimits(evidence, target, 'bench evidence', () => serialiseBenchEvidence(evidence)),
  );
  if (io.quiet !== true) {
    io.log(
      `agentverity: imported ${rebased.length} agent run${rebased.length === 1 ? '' : 's'} on ${taskList.length} tasks; wrote bench evidence to ${out}\n`,
    );
  }
  return {
    benchmark,
    runs: rebased,
    evidenceDigest: benchEvidenceDigest(evidence),
    evidencePath: out,
  };
}

function pick<K extends BenchSettingKey>(
  s: BenchSettings,
  ...keys: K[]
): Partial<Pick<BenchSettings, K>> {
  const out: Partial<Pick<BenchSettings, K>> = {};
  for (const k of keys) if (s[k] !== undefined) out[k] = s[k];
  return out;
}
