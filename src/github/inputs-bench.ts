// The inputs of `mode: bench` (agents compared or tested on a benchmark).
import { kebab, parseNumber, parseWhole, type Settings } from '../app/index.js';
import {
  BENCH_IMPORT_KEYS,
  benchCommandFor,
  benchOptionsOf,
  checkBenchSettings,
  type BenchSettings,
} from '../app/bench-run.js';
import { BENCH_DECLARED_KEYS, BENCH_SETTING_TABLE } from '../app/bench-setting-table.js';
import { isRefusal } from '../app/vocabulary.js';
import { lines, parsed, type InputReader, type Problems } from './input-kit.js';
import { inputOf, keyOf } from './input-names.js';

/** Inputs of `mode: bench` only (action.yml), each the kebab case of its bench setting (the bench table's `input: 'bench'` rows). */
export const BENCH_ONLY_INPUTS: readonly string[] = [
  'agents',
  ...BENCH_DECLARED_KEYS.filter((k) => BENCH_SETTING_TABLE[k].input === 'bench').map(kebab),
];

/** The gate's inputs `mode: bench` reads too, with the same meaning (the table's `input: 'gate'` rows). */
export const BENCH_SHARED_KEYS: ReadonlySet<string> = new Set(
  BENCH_DECLARED_KEYS.flatMap((key) => {
    if (BENCH_SETTING_TABLE[key].input !== 'gate') return [];
    // One input per importer that reads outcome logs for a bench (the registry's `bench`).
    return key === 'evidence' ? [key, ...BENCH_IMPORT_KEYS] : [key];
  }),
);

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
  // Each input of mode bench only, read by its row's kind (the engine's check then
  // holds the values to their ranges, as for the CLI's).
  for (const key of BENCH_DECLARED_KEYS) {
    const row = BENCH_SETTING_TABLE[key];
    if (row.input !== 'bench') continue;
    if (row.value === 'positive' || row.value === 'whole') value(kebab(key), parseWhole);
    else if (row.value === 'number') value(kebab(key), parseNumber);
    else text(kebab(key));
  }
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
