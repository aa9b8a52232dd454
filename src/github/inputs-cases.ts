// The inputs of `mode: cases` (a stateful system run on its cases).
import type { Settings } from '../app/index.js';
import { parseWhole } from '../app/index.js';
import { checkCasesSettings, type CasesSettings } from '../app/cases-run.js';
import { parsed, type InputReader, type Problems } from './input-kit.js';
import { inputOf, keyOf } from './input-names.js';

/** Inputs of `mode: cases` only (action.yml), each the kebab case of its cases setting. */
export const CASES_ONLY_INPUTS = [
  'config',
  'cases',
  'system',
  'system-command',
  'labels',
  'replay-cache',
] as const;

/** Every input `mode: cases` reads: its own, `runs` (as bench), and the gate's `evidence` and `timeout`. */
export const CASES_INPUTS: readonly string[] = [...CASES_ONLY_INPUTS, 'runs'];

/**
 * `mode: cases`: the cases settings from the inputs, checked by the engine's
 * one check. Any other input of the gate is refused, never ignored.
 */
export function readCasesInputs(
  problems: Problems,
  read: InputReader,
  gate: Settings,
): CasesSettings {
  const gateValues = gate as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(gateValues)) {
    if (key === 'timeout') out['timeout'] = gateValues[key];
    else if (key === 'evidence') {
      const files = gateValues[key] as string[];
      if (files.length > 1) problems.add('evidence', "mode 'cases' reads one cases evidence file");
      out['evidence'] = files[0];
    } else {
      problems.add(
        inputOf(key),
        key === 'agent' || key === 'agentCommand' || key === 'agentUrl'
          ? "mode 'cases' takes the system under test from input 'system' (a JS module) or 'system-command' (a worker)"
          : "does not apply to mode 'cases'",
        'action.gate-only',
      );
    }
  }
  for (const input of CASES_ONLY_INPUTS) {
    const v = read(input);
    if (v === '') continue;
    if (input === 'replay-cache') out['replayCache'] = v.toLowerCase() === 'none' ? null : v;
    else out[keyOf(input)] = v;
  }
  const runs = parsed(problems, read, 'runs', parseWhole);
  if (runs !== undefined) out['runs'] = runs;
  const settings = out as CasesSettings;
  problems.list.push(...checkCasesSettings(settings));
  return settings;
}
