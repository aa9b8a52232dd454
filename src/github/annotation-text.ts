import type { Finding } from '../core/index.js';
import { listing } from '../core/index.js';
import { plainLine } from '../render/escape.js';

// The pieces every annotation is built from: its shape, its level from a finding,
// untrusted labels cut and made visible, and the place in a file it points at.
export interface Annotation {
  readonly level: 'error' | 'warning' | 'notice';
  /** The finding it shows (core/assess/findings.ts), when it shows one. */
  readonly finding?: string;
  readonly title: string;
  readonly message: string;
  readonly file?: string;
  readonly startLine?: number;
}

export interface AnnotationSources {
  /** The suite file as the workflow names it (relative to the workspace). */
  readonly suitePath?: string;
  /** The suite's text, to point route annotations at the line of their first case. */
  readonly suiteText?: string;
  readonly baselinePath?: string;
  /** The inputs file, when the cases came from one rather than from a suite. */
  readonly inputsPath?: string;
  /**
   * The workflow chose the relations (`relations:` names or a module). Only then
   * does a relation that tested nothing get a notice: a built-in nobody chose is
   * listed in the report, not pointed at as something to drop.
   */
  readonly relationsChosen?: boolean;
}

/** GitHub shows at most this many annotations of each level per step. */
export const ANNOTATION_LIMIT = 10;

/** The runner cuts a message at 4,096 characters; stay below it. */
export const MESSAGE_MAX = 4000;
export const TITLE_MAX = 200;
export const LABEL_MAX = 80;
/** Past this many distinct changes, baseline drift is one summary annotation. */
export const DRIFT_GROUPS_MAX = 5;

/** An untrusted label: visible escapes for control characters, cut to a length. */
export function label(value: string, max = LABEL_MAX): string {
  return plainLine(value, max);
}

export function labels(values: readonly string[], max = 8): string {
  return listing(
    values.map((v) => label(v)),
    max,
  );
}

export type Place = Pick<Annotation, 'file' | 'startLine'>;

export function place(file: string | undefined, line: number | null = null): Place {
  if (file === undefined || file === '') return {};
  return line === null ? { file } : { file, startLine: line };
}

export function annotation(
  level: Annotation['level'],
  title: string,
  message: string,
  at: Place,
  finding?: string,
) {
  return {
    level,
    ...(finding === undefined ? {} : { finding }),
    title: plainLine(title, TITLE_MAX),
    message: plainLine(message, MESSAGE_MAX),
    ...at,
  } satisfies Annotation;
}

export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Lines of a suite's JSON text: where each route's first case and each contract key are declared. */
export class SuiteLines {
  private readonly routes = new Map<string, number>();
  private readonly text: string;

  constructor(text: string | undefined) {
    this.text = text ?? '';
    const expected = /(?<!\\)"expected"\s*:\s*("(?:[^"\\\n]|\\.)*")/g;
    // Matches come in text order, so lines are counted once over the whole text.
    let line = 1;
    let counted = 0;
    for (const m of this.text.matchAll(expected)) {
      for (let i = this.text.indexOf('\n', counted); i >= 0 && i < m.index;) {
        line++;
        i = this.text.indexOf('\n', i + 1);
      }
      counted = m.index;
      let value: unknown;
      try {
        value = JSON.parse(m[1] as string);
      } catch {
        continue;
      }
      if (typeof value === 'string' && !this.routes.has(value)) this.routes.set(value, line);
    }
  }

  route(name: string): number | null {
    return this.routes.get(name) ?? null;
  }

  key(name: string): number | null {
    const m = new RegExp(`(?<!\\\\)"${name}"\\s*:`).exec(this.text);
    return m === null ? null : lineAt(this.text, m.index);
  }
}

/** The annotation level a finding's gating gives: 1 → error, 2 → warning, else notice. */
export function levelOf(f: Finding): Annotation['level'] {
  if (!f.gates) return 'notice';
  return f.exitCode === 1 ? 'error' : 'warning';
}
