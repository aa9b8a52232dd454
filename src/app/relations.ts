// The `relations` setting: built-in relations by name (`case,whitespace`), a
// relations module (`./relations.mjs[:export]`), none, or (absent) the four
// built-ins. Names are checked by checkSettings; the module when it is loaded.
import { loadRelations } from '../collect/index.js';
import {
  BUILTIN_RELATION_NAMES,
  BUILTIN_RELATION_SHORT_NAMES,
  BUILTIN_RELATIONS,
  builtinRelationNamed,
  RELATION_FAILURE_REASONS,
  relationCallReasonOf,
  relationFailureReasonOf,
  type Relation,
  type RelationFailureReason,
  type RelationFailureShape,
} from '../core/index.js';
import type { Problem } from './problems.js';
import type { Settings } from './settings.js';

/** What the `relations` setting asks for. */
export type RelationsChoice =
  | { readonly kind: 'default' }
  | { readonly kind: 'none' }
  | { readonly kind: 'names'; readonly names: readonly string[] }
  | { readonly kind: 'module'; readonly spec: string };

/** One name: letters, digits, `-` and `_`; no `.`, `/` or `:`, which only a path has. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * Read the setting. A comma-separated list of plain names (no `.`, `/` or `:`) is
 * a choice of built-ins, `none` is no relations, anything else is a module path.
 */
export function relationsChoiceOf(value: Settings['relations']): RelationsChoice {
  if (value === undefined) return { kind: 'default' };
  if (value === false) return { kind: 'none' };
  const parts = value.split(',').map((p) => p.trim());
  const names = parts.filter((p) => p !== '');
  if (names.length === 0 || !names.every((n) => NAME.test(n))) {
    return { kind: 'module', spec: value };
  }
  if (names.length === 1 && names[0]?.toLowerCase() === 'none') return { kind: 'none' };
  return { kind: 'names', names };
}

/** The relations module the setting names (code from the workspace), or null. */
export function relationsModuleOf(value: Settings['relations']): string | null {
  const choice = relationsChoiceOf(value);
  return choice.kind === 'module' ? choice.spec : null;
}

/** How the built-ins are listed in a refusal. */
export function knownRelationNames(): string {
  return BUILTIN_RELATION_SHORT_NAMES.map(
    (short, i) => `${short} (${BUILTIN_RELATION_NAMES[i] ?? short})`,
  ).join(', ');
}

/** The problems of a choice of built-ins: every unknown name, with the known ones. */
export function relationsProblems(settings: Settings, out: Problem[]): void {
  const choice = relationsChoiceOf(settings.relations);
  if (choice.kind !== 'names') return;
  const unknown = choice.names.filter((n) => builtinRelationNamed(n) === undefined);
  if (unknown.length === 0) return;
  const quoted = unknown.map((n) => JSON.stringify(n.slice(0, 60))).join(', ');
  out.push({
    setting: 'relations',
    code: 'settings.relations-unknown',
    message: `${unknown.length === 1 ? 'no built-in relation is' : 'no built-in relations are'} named ${quoted}: the built-ins are ${knownRelationNames()}, or none; a relations module is a file path such as ./relations.mjs`,
  });
}

/**
 * The relations a live run uses: the built-ins named (in the order given, each
 * once), those of a module, none, or all four built-ins when nothing was said.
 * The settings must have passed checkSettings.
 */
export async function relationsFor(
  value: Settings['relations'],
  cwd: string,
): Promise<readonly Relation[]> {
  const choice = relationsChoiceOf(value);
  switch (choice.kind) {
    case 'default':
      return BUILTIN_RELATIONS;
    case 'none':
      return [];
    case 'module':
      return loadRelations(choice.spec, cwd);
    case 'names': {
      const out: Relation[] = [];
      for (const name of choice.names) {
        const r = builtinRelationNamed(name);
        if (r === undefined) throw new Error(`unchecked relation name ${JSON.stringify(name)}`);
        if (!out.includes(r)) out.push(r);
      }
      return out;
    }
  }
}

/** Why a relation could not be judged on one input (core's RELATION_FAILURE_REASONS). */
export const RELATION_FAILURE_CODES = RELATION_FAILURE_REASONS;
export type RelationFailureCode = RelationFailureReason;

/** One relation that ended in `error` on one input: which, where, and why. */
export interface RelationFailure {
  readonly relation: string;
  readonly type: string;
  /** The input's fingerprint (the input itself is left out of reports). */
  readonly fingerprint: string;
  readonly code: RelationFailureCode;
  /** The failed call's recorded reason (`timeout`, `runtime_error`, …), when a call failed. */
  readonly callReason?: string;
  /** The recorded words, as collected. */
  readonly reason: string;
}

/**
 * Every relation that ended in `error`, in case order: the relation, the input's
 * fingerprint, its reason code as the evidence records it (read from the record's
 * shape in evidence written before it was recorded, never from its words) and the
 * recorded words, so a report can say which relation failed on which input and why.
 */
export function relationFailuresOf(evidence: {
  readonly cases: readonly {
    readonly fingerprint: string;
    readonly relations?: readonly (RelationFailureShape & {
      readonly name: string;
      readonly type: string;
      readonly error?: string;
    })[];
  }[];
}): RelationFailure[] {
  const out: RelationFailure[] = [];
  for (const c of evidence.cases) {
    for (const r of c.relations ?? []) {
      const code = relationFailureReasonOf(r);
      if (code === null) continue;
      const call = relationCallReasonOf(r, code);
      out.push({
        relation: r.name,
        type: r.type,
        fingerprint: c.fingerprint,
        code,
        ...(call === undefined ? {} : { callReason: call }),
        reason: r.error ?? 'no reason was recorded',
      });
    }
  }
  return out;
}
