// The Action's step outputs: one list of names, the same as action.yml's
// `outputs:` (a test compares them), and a writer that sets every one of them on
// every path — a refusal, an internal error, a skipped promotion — so that a
// workflow reading `steps.x.outputs.y` never sees a name go missing.

/** Every output action.yml declares, in its order. */
export const OUTPUT_NAMES = [
  'status',
  'exit-code',
  'report-path',
  'junit-path',
  'evidence-path',
  'flip-rate',
  'ci-high',
  'blind',
  'admitted',
  'comment-url',
  'artifact-id',
  'artifact-name',
  'candidate-digest',
  'promoted',
  'baseline-commit',
] as const;

export type OutputName = (typeof OUTPUT_NAMES)[number];

/** Where an output goes: `core.setOutput` in the Action, a map in tests. */
export interface OutputsPort {
  set(name: OutputName, value: string): void;
}

/**
 * Sets outputs through a port and remembers which were set, so that `complete`
 * can give every other one its empty value at the end.
 */
export class StepOutputs {
  private readonly given = new Map<OutputName, string>();

  constructor(private readonly port: OutputsPort) {}

  set(name: OutputName, value: string): void {
    this.given.set(name, value);
    this.port.set(name, value);
  }

  /** Several at once, in the order given. */
  setAll(values: Partial<Record<OutputName, string>>): void {
    for (const name of OUTPUT_NAMES) {
      const value = values[name];
      if (value !== undefined) this.set(name, value);
    }
  }

  has(name: OutputName): boolean {
    return this.given.has(name);
  }

  /** Every output not set yet gets `fallback[name]`, or the empty string. */
  complete(fallback: Partial<Record<OutputName, string>> = {}): void {
    for (const name of OUTPUT_NAMES) {
      if (!this.given.has(name)) this.set(name, fallback[name] ?? '');
    }
  }
}

/** A number for an output: empty when unmeasured (null, undefined, NaN or infinite). */
export function numberOutput(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : String(value);
}
