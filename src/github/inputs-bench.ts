// The inputs of `mode: bench` (agents compared or tested on a benchmark).
import { parseNumber, parseWhole, type Settings } from '../app/index.js';
import {
  BENCH_IMPORT_KEYS,
  benchCommandFor,
  benchOptionsOf,
  checkBenchSettings,
  type BenchSettings,
} from '../app/bench-run.js';
import { isRefusal } from '../app/vocabulary.js';
import { lines, parsed, type InputReader, type Problems } from './input-kit.js';
import { inputOf, keyOf } from './input-names.js';

/** Inputs of `mode: bench` only (action.yml), each the kebab case of its bench setting. */
export const BENCH_ONLY_INPUTS = [
  'agents',
  'benchmark',
  'runs',
  'fail-if-worse',
  'confidence',
  'pass-k',
  'resamples',
  'difference',
  'task-path',
  'outcome-path',
  'error-path',
  'output-path',
  'latency-path',
  'prompt-path',
  'threshold',
  'scorer',
  'benchmark-name',
] as const;

/** The gate's inputs `mode: bench` reads too, with the same meaning. */
export const BENCH_SHARED_KEYS: ReadonlySet<string> = new Set([
  'evidence',
  // One input per importer that reads outcome logs for a bench (the registry's `bench`).
  ...BENCH_IMPORT_KEYS,
  'header',
  'httpRetries',
  'maxWorkers',
  'seed',
  'epsilon',
  'timeout',
  'rateLimit',
  'textPath',
]);

/**
 * `mode: bench`: the bench settings from the inputs (the bench ones and the
 * gate's that mean the same), checked by the engine's one check. A gate input
 * that means nothing to a benchmark is refused, never ignored.
 */
export function readBenchInputs(
  problems: Problems,
  read: InputReader,
  gate: Settings,
): BenchSettings {
  const gateValues = gate as Record<string, unknown>;
  for (const key of Object.keys(gateValues)) {
    if (BENCH_SHARED_KEYS.has(key)) continue;
    problems.add(
      inputOf(key),
      key === 'agent' || key === 'agentCommand' || key === 'agentUrl'
        ? "mode 'bench' takes its agents from input 'agents' (one per line, NAME=AGENT)"
        : "does not apply to mode 'bench'",
      'action.gate-only',
    );
  }
  const out: Record<string, unknown> = {};
  for (const key of BENCH_SHARED_KEYS) {
    if (gateValues[key] !== undefined) out[key] = gateValues[key];
  }
  // One bench evidence file: the gate's input is a list.
  const evidence = gateValues['evidence'] as string[] | undefined;
  if (evidence !== undefined) {
    if (evidence.length > 1) problems.add('evidence', "mode 'bench' reads one bench evidence file");
    out['evidence'] = evidence[0];
  }
  const agents = lines(read('agents'));
  if (agents.length > 0) out['agents'] = agents;
  const text = (input: string) => {
    const v = read(input);
    if (v !== '') out[keyOf(input)] = v;
  };
  const value = <T>(input: string, parse: (v: string) => T) => {
    const v = parsed(problems, read, input, parse);
    if (v !== undefined) out[keyOf(input)] = v;
  };
  text('benchmark');
  value('runs', parseWhole);
  text('fail-if-worse');
  value('confidence', parseNumber);
  value('pass-k', parseWhole);
  value('resamples', parseWhole);
  value('difference', parseNumber);
  for (const input of ['task-path', 'outcome-path', 'error-path', 'output-path', 'latency-path'])
    text(input);
  text('prompt-path');
  value('threshold', parseNumber);
  text('scorer');
  text('benchmark-name');
  const settings = out as BenchSettings;
  // Checked as the command they are: several agents compare, one is tested (so the
  // number of agents always fits); recorded outcomes as a comparison until read.
  problems.list.push(...checkBenchSettings(benchCommandFor(settings), settings));
  // The statistics' options, checked by the core as the run will check them.
  try {
    benchOptionsOf(settings);
  } catch (error) {
    if (!isRefusal(error) || error.setting === undefined) throw error;
    problems.add(inputOf(error.setting), error.reason);
  }
  return settings;
}
