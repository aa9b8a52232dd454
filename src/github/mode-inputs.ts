// The Action's modes by name, with the inputs of their own (each declared in its
// mode's file): what reading the inputs (inputs.ts) needs of the mode table,
// without the steps. modes.ts gives each of these rows its step (MODE_TABLE,
// typed so that a mode without a step does not compile); reading the inputs
// therefore loads no step, and the steps (report-step.ts, workspace.ts) may read
// the settings without an import cycle. A mode is its file, its row here and its
// step there (docs/adr/0008).
import { BENCH_MODE_INPUTS } from './bench.js';
import { CASES_MODE_INPUTS } from './cases.js';
import type { ModeInputs } from './input-kit.js';

/** One mode's row before its step: its own inputs, when it has any. */
export interface ModeInputRow {
  readonly inputs?: ModeInputs<unknown>;
}

/** Every value of action.yml's `mode` input, in order, with its own inputs. */
export const MODE_INPUT_TABLE = {
  gate: {},
  promote: {},
  merge: {},
  bench: { inputs: BENCH_MODE_INPUTS },
  cases: { inputs: CASES_MODE_INPUTS },
} as const satisfies Readonly<Record<string, ModeInputRow>>;

/** The values of the `mode` input, in the table's order. */
export type Mode = keyof typeof MODE_INPUT_TABLE;
export const MODES = Object.keys(MODE_INPUT_TABLE) as readonly Mode[];

/** The modes that read inputs of their own, with them. */
export type ModeWithInputs = {
  [M in Mode]: (typeof MODE_INPUT_TABLE)[M] extends { readonly inputs: unknown } ? M : never;
}[Mode];
