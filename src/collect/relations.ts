import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  defineRelation,
  describeThrown,
  Refusal,
  type Relation,
  type RelationDefinition,
} from '../core/index.js';
import { moduleLoadRefusal, parseAgentSpec } from '../agents/index.js';

/**
 * User relations from a module (`--relations path.mjs[:export]`, default export
 * `default`): a list of relations, one relation, or a function with no argument
 * returning either (it may be async). Each relation is `{name, type, transform,
 * check, description?}` with type `invariant`, `monotone` or `directional`; all are
 * checked before any call. They replace the built-ins (import BUILTIN_RELATIONS
 * from the library to keep them).
 */
export async function loadRelations(spec: string, cwd: string): Promise<Relation[]> {
  const { file, exportName } = parseAgentSpec(spec);
  const resolved = path.resolve(cwd, file);
  if (!existsSync(resolved))
    throw new Refusal('relations.missing', 'no such relations module', file);
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(resolved).href)) as Record<string, unknown>;
  } catch (error) {
    const refusal = moduleLoadRefusal(error, file);
    throw new Refusal(
      'relations.load',
      refusal.message.replace(`${file}: `, '').replace('agent module', 'relations module'),
      file,
    );
  }
  let value = mod[exportName];
  if (value === undefined) {
    throw new Refusal('relations.export', `the module has no export named '${exportName}'`, file);
  }
  if (typeof value === 'function') {
    try {
      value = await (value as () => unknown)();
    } catch (error) {
      throw new Refusal(
        'relations.threw',
        `the relations function threw: ${describeThrown(error)}`,
        file,
      );
    }
  }
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  if (list.length === 0)
    throw new Refusal('relations.empty', 'the module gives no relations', file);
  const relations = list.map((r, i) =>
    defineRelation(r as RelationDefinition, `${file}: relations[${i}]`),
  );
  const seen = new Set<string>();
  for (const r of relations) {
    if (seen.has(r.name)) {
      throw new Refusal('relations.duplicate', `two relations are named '${r.name}'`, file);
    }
    seen.add(r.name);
  }
  return relations;
}
