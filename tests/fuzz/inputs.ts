// Input generators for the reader fuzzers: real, valid files mutated structurally
// (mutate.ts), the files of other readers (a promptfoo export given as evidence),
// random JSON, random objects carrying the right `schema`, and random bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Input } from './harness.js';
import { describePlan, encode, planArb, applyOp, RawText, render, type Plan } from './mutate.js';

export interface SeedDoc {
  readonly name: string;
  readonly value: unknown;
  /** The file's bytes as they are (an untouched seed is read as it is). */
  readonly bytes: Uint8Array;
}

/** Parses the files that exist and are JSON (a BOM allowed); `lines` reads JSON Lines. */
export function loadSeeds(files: readonly string[], lines = false): SeedDoc[] {
  const out: SeedDoc[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const bytes = new Uint8Array(readFileSync(file));
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    try {
      const value = lines
        ? text
            .split('\n')
            .filter((l) => l.trim() !== '')
            .map((l) => JSON.parse(l) as unknown)
        : (JSON.parse(text) as unknown);
      out.push({ name: path.basename(file), value, bytes });
    } catch {
      // Not valid JSON: the fixture of a bad input, not a seed.
    }
  }
  if (out.length === 0) throw new Error(`no seed could be read from ${files.join(', ')}`);
  return out;
}

/** An input before its options are drawn. */
export interface Made {
  readonly bytes: Uint8Array;
  readonly label: string;
  readonly seed?: string;
}

export interface DocumentInputs {
  readonly seeds: readonly SeedDoc[];
  readonly ext: string;
  /** Recomputes digests and fingerprints, so a mutation reaches the checks past them. */
  readonly fixup?: (doc: unknown) => void;
  /** Random objects that pass the first check (the right `schema`). */
  readonly shaped?: fc.Arbitrary<unknown>;
  /** Files of other formats, given to this reader. */
  readonly foreign?: readonly SeedDoc[];
  /** A JSON Lines document: the seed's value is the list of rows. */
  readonly lines?: boolean;
  /** Reader options drawn with each input. */
  readonly options?: fc.Arbitrary<unknown>;
}

/** A mutated seed as bytes. */
export function mutated(seeds: readonly SeedDoc[], plan: Plan, spec: DocumentInputs): Made {
  const seed = seeds[plan.seed % seeds.length] as SeedDoc;
  const raw = new RawText();
  let doc = structuredClone(seed.value);
  for (const op of plan.ops) doc = applyOp(doc, op, raw);
  if (plan.fixup && spec.fixup !== undefined) {
    try {
      spec.fixup(doc);
    } catch {
      // The mutation left nothing to fix up.
    }
  }
  return {
    bytes: render(doc, plan, raw, spec.lines === true),
    label: describePlan(plan, seed.name),
    seed: seed.name,
  };
}

const randomJsonText: fc.Arbitrary<Made> = fc
  .jsonValue({ maxDepth: 4 })
  .map((v) => ({ bytes: encode(JSON.stringify(v) ?? 'null'), label: 'random JSON' }));

const randomText: fc.Arbitrary<Made> = fc
  .string({ unit: 'binary', maxLength: 300 })
  .map((s) => ({ bytes: encode(s), label: 'random text' }));

const randomBytes: fc.Arbitrary<Made> = fc
  .uint8Array({ maxLength: 600 })
  .map((b) => ({ bytes: b, label: 'random bytes' }));

/** The arbitrary of inputs for a reader of JSON documents (or JSON Lines). */
export function documentInputs(spec: DocumentInputs): fc.Arbitrary<Input> {
  const withOptions = (base: fc.Arbitrary<Made>): fc.Arbitrary<Input> =>
    fc.tuple(base, spec.options ?? fc.constant(undefined)).map(([b, options]) => ({
      bytes: b.bytes,
      label: b.label,
      ...(b.seed === undefined ? {} : { seed: b.seed }),
      ext: spec.ext,
      ...(options === undefined ? {} : { options }),
    }));
  const parts: { weight: number; arbitrary: fc.Arbitrary<Made> }[] = [
    { weight: 80, arbitrary: planArb().map((plan) => mutated(spec.seeds, plan, spec)) },
    {
      weight: 2,
      arbitrary: fc.nat().map((n) => {
        const seed = spec.seeds[n % spec.seeds.length] as SeedDoc;
        return { bytes: seed.bytes, label: `${seed.name} as it is`, seed: seed.name };
      }),
    },
    { weight: 4, arbitrary: randomJsonText },
    { weight: 2, arbitrary: randomText },
    { weight: 2, arbitrary: randomBytes },
  ];
  if (spec.shaped !== undefined) {
    parts.push({
      weight: 6,
      arbitrary: spec.shaped.map((v) => ({
        bytes: encode(
          spec.lines === true && Array.isArray(v)
            ? v.map((r) => JSON.stringify(r)).join('\n')
            : (JSON.stringify(v) ?? 'null'),
        ),
        label: 'random shaped JSON',
      })),
    });
  }
  if (spec.foreign !== undefined && spec.foreign.length > 0) {
    const foreign = spec.foreign;
    parts.push({
      weight: 4,
      arbitrary: planArb({ byteOps: false }).map((plan) =>
        mutated(foreign, plan, { seeds: foreign, ext: spec.ext }),
      ),
    });
  }
  return withOptions(fc.oneof(...parts));
}

/** Random JSON values mixed with values of the right kind for one field. */
export function fieldValue(...kinds: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> {
  return fc.oneof(fc.jsonValue({ maxDepth: 2 }), ...kinds);
}
