import type {
  Evidence,
  EvidenceCase,
  RecordedObservation,
  RecordedRelation,
  RelationSpec,
} from '../core/assess/model.js';
import { Refusal } from '../core/errors.js';
import { describePositions, describeRanges, describeShards, missingRanges } from '../core/shard.js';
import { digestOf } from './digest.js';
import type { EvidenceFile, FileCase, Shard } from './run-evidence-file.js';

/** One piece of evidence to merge; `name` (usually the file path) is used in refusals. */
/**
 * What merging reads of our file besides its evidence: everything but the
 * observations (each case's fingerprint and shard position only), so a part
 * need not keep its parsed file's observations alive.
 */
export type EvidencePartFile = Omit<EvidenceFile, 'cases'> & {
  readonly cases: readonly Pick<FileCase, 'fingerprint' | 'position'>[];
};

/** A file's part for merging: its head, and per case the fingerprint and position only. */
export function partFileOf(file: EvidenceFile): EvidencePartFile {
  const { cases, ...head } = file;
  return {
    ...head,
    cases: cases.map((c) =>
      c.position === undefined
        ? { fingerprint: c.fingerprint }
        : { fingerprint: c.fingerprint, position: c.position },
    ),
  };
}

export interface EvidencePart {
  readonly evidence: Evidence;
  readonly file?: EvidencePartFile;
  readonly name: string;
}

interface Building {
  input?: string;
  fingerprint: string;
  expected?: string;
  expectedFrom: string;
  observations: RecordedObservation[];
  /** Rows served from the tool's cache, kept apart from the series. */
  cached: RecordedObservation[];
  errors: number;
  hasErrors: boolean;
  relations: RecordedRelation[] | undefined;
  /** Which part gave each relation name's record, for refusals. */
  relationFrom: Map<string, string>;
  source?: RecordedObservation;
  sourceFrom?: string;
}

function sameCatalogue(a: readonly RelationSpec[], b: readonly RelationSpec[]): boolean {
  return a.length === b.length && a.every((r, i) => r.name === b[i]?.name && r.type === b[i]?.type);
}

/** A part left in (absent or true) or out (false). */
function describeOn(on: boolean | undefined): string {
  return on === false ? 'left out' : 'in';
}

function describeCatalogue(c: readonly RelationSpec[]): string {
  return c.map((r) => `${r.name} (${r.type})`).join(', ');
}

/**
 * Merges evidence collected in parts (shards, or runs to add repeats). An input
 * (by fingerprint) seen in several parts keeps one case whose observations are
 * concatenated in part order, so pairs are formed after the concatenation. Cases
 * keep the order of first appearance. Parts must agree on layer, isolation, each
 * input's `expected`, the suite they were collected against and, where both ran
 * relations, the relation catalogue. An input's relation results are kept from
 * every part, but one relation may be recorded for an input by one part only (it
 * is checked once per input). The result is complete only if every part is.
 */
export function mergeEvidence(parts: readonly EvidencePart[]): Evidence {
  const checks = new PartChecks(parts);
  const first = checks.first;
  const byFingerprint = new Map<string, Building>();
  const order: Building[] = [];

  for (const part of parts) {
    checks.check(part);
    const e = part.evidence;
    e.cases.forEach((c: EvidenceCase, index) => {
      const known = byFingerprint.get(c.fingerprint);
      if (known === undefined) {
        const fresh: Building = {
          fingerprint: c.fingerprint,
          expectedFrom: part.name,
          observations: [...c.observations],
          cached: [...(c.cached ?? [])],
          errors: c.errors ?? 0,
          hasErrors: c.errors !== undefined,
          relations: c.relations === undefined ? undefined : [...c.relations],
          relationFrom: new Map((c.relations ?? []).map((r) => [r.name, part.name])),
        };
        if (c.input !== undefined) fresh.input = c.input;
        if (c.expected !== undefined) fresh.expected = c.expected;
        if (c.source !== undefined) {
          fresh.source = c.source;
          fresh.sourceFrom = part.name;
        }
        byFingerprint.set(c.fingerprint, fresh);
        order.push(fresh);
        return;
      }
      if (known.expected !== c.expected) {
        const show = (v: string | undefined): string =>
          v === undefined ? 'none' : JSON.stringify(v);
        throw new Refusal(
          'evidence.merge',
          `the same input (fingerprint ${c.fingerprint.slice(0, 12)}) has different expected decisions: ${show(known.expected)} in ${known.expectedFrom}, ${show(c.expected)} in ${part.name}`,
          `${part.name}: cases[${index}].expected`,
        );
      }
      if (known.input === undefined && c.input !== undefined) known.input = c.input;
      if (c.source !== undefined) {
        if (known.source !== undefined) {
          throw new Refusal(
            'evidence.merge',
            `the same input (fingerprint ${c.fingerprint.slice(0, 12)}) has an independent first draw in ${known.sourceFrom ?? 'an earlier part'} and in ${part.name}; blindness reads one first decision per input, so at most one part may carry it`,
            `${part.name}: cases[${index}].source`,
          );
        }
        known.source = c.source;
        known.sourceFrom = part.name;
      }
      known.observations.push(...c.observations);
      if (c.cached !== undefined) known.cached.push(...c.cached);
      known.errors += c.errors ?? 0;
      known.hasErrors ||= c.errors !== undefined;
      if (c.relations !== undefined) {
        for (const r of c.relations) {
          const earlier = known.relationFrom.get(r.name);
          if (earlier !== undefined) {
            throw new Refusal(
              'evidence.merge',
              `the same input (fingerprint ${c.fingerprint.slice(0, 12)}) has a result of relation '${r.name}' in ${earlier} and in ${part.name}; a relation is checked once per input, so at most one part may carry it (collect the extra repeats without relations)`,
              `${part.name}: cases[${index}].relations`,
            );
          }
          known.relationFrom.set(r.name, part.name);
        }
        known.relations = [...(known.relations ?? []), ...c.relations];
      }
    });
  }

  const cases: EvidenceCase[] = order.map((b) => ({
    ...(b.input === undefined ? {} : { input: b.input }),
    fingerprint: b.fingerprint,
    ...(b.expected === undefined ? {} : { expected: b.expected }),
    observations: b.observations,
    ...(b.cached.length === 0 ? {} : { cached: b.cached }),
    ...(b.hasErrors ? { errors: b.errors } : {}),
    ...(b.relations === undefined ? {} : { relations: b.relations }),
    ...(b.source === undefined ? {} : { source: b.source }),
  }));
  return assembled(parts, first, cases, checks.catalogue);
}

/**
 * Merges parts whose inputs are disjoint (the shards of one run: each input falls
 * in one shard by its fingerprint), under the same checks of the parts as
 * `mergeEvidence`; with no input in two parts, each case is kept as it is (no
 * copy of its series), and the cases of all parts are put in order by `compare`.
 */
function mergeDisjoint(
  parts: readonly EvidencePart[],
  compare: (a: EvidenceCase, b: EvidenceCase) => number,
): Evidence {
  const checks = new PartChecks(parts);
  const cases: EvidenceCase[] = [];
  for (const part of parts) {
    checks.check(part);
    for (const c of part.evidence.cases) cases.push(c);
  }
  return assembled(parts, checks.first, cases.sort(compare), checks.catalogue);
}

/**
 * The checks of the parts of one merge, part by part: none whose pairs are read in
 * the order of its one run (when there are several), and every part of the
 * first's layer, design, isolation and suite, with one relation catalogue.
 */
class PartChecks {
  readonly first: EvidencePart;
  catalogue: readonly RelationSpec[] = [];
  private catalogueFrom: string;

  constructor(parts: readonly EvidencePart[]) {
    const first = parts[0];
    if (first === undefined) {
      throw new Refusal('evidence.merge', 'nothing to merge: no evidence was given');
    }
    this.first = first;
    this.catalogueFrom = first.name;
    if (parts.length > 1) {
      const sequential = parts.find((p) => p.evidence.sequential !== undefined);
      if (sequential !== undefined) {
        throw new Refusal(
          'evidence.merge',
          `cannot merge ${sequential.name}: it was collected sequentially, and its decision depends on the round order of that one run. Assess it on its own`,
        );
      }
      const ordered = parts.find(
        (p) => p.evidence.allocation !== undefined || p.evidence.earlyRejection !== undefined,
      );
      if (ordered !== undefined) {
        throw new Refusal(
          'evidence.merge',
          `cannot merge ${ordered.name}: ${ordered.evidence.allocation !== undefined ? 'its pairs were drawn at random from a recorded seed' : 'it declared early rejection'}, so its pairs are read in the order of that one run. Assess it on its own`,
        );
      }
    }
  }

  check(part: EvidencePart): void {
    const first = this.first;
    const e = part.evidence;
    if (e.layer !== first.evidence.layer) {
      throw new Refusal(
        'evidence.merge',
        `cannot merge evidence of different layers: ${first.name} is on the ${first.evidence.layer} layer, ${part.name} on the ${e.layer} layer`,
      );
    }
    // The design of the collection: the meter and the blindness check left in or out,
    // and the decision rule planned for, are the same in every part (a shard's are its run's).
    const design: readonly [string, string, string][] = [
      ['the meter', describeOn(first.evidence.meter), describeOn(e.meter)],
      ['the blindness check', describeOn(first.evidence.blindness), describeOn(e.blindness)],
      ['the decision rule', first.evidence.method ?? 'wilson', e.method ?? 'wilson'],
    ];
    for (const [what, a, b] of design) {
      if (a !== b) {
        throw new Refusal(
          'evidence.merge',
          `cannot merge evidence collected with different designs: ${first.name} has ${what} ${a}, ${part.name} has it ${b}`,
        );
      }
    }
    if (e.isolation !== first.evidence.isolation) {
      throw new Refusal(
        'evidence.merge',
        `cannot merge evidence collected with different isolation: ${first.name} has ${first.evidence.isolation}, ${part.name} has ${e.isolation}`,
      );
    }
    const firstSuite = first.file?.suite ?? null;
    const suite = part.file?.suite ?? null;
    if (firstSuite !== null && suite !== null && firstSuite.digest !== suite.digest) {
      throw new Refusal(
        'evidence.merge',
        `cannot merge evidence collected against different suites: ${first.name} has suite digest ${firstSuite.digest.slice(0, 12)}, ${part.name} has ${suite.digest.slice(0, 12)}`,
      );
    }
    if (e.relations.length > 0) {
      if (this.catalogue.length === 0) {
        this.catalogue = e.relations;
        this.catalogueFrom = part.name;
      } else if (!sameCatalogue(this.catalogue, e.relations)) {
        throw new Refusal(
          'evidence.merge',
          `cannot merge evidence that ran different relations: ${this.catalogueFrom} ran ${describeCatalogue(this.catalogue)}; ${part.name} ran ${describeCatalogue(e.relations)}`,
        );
      }
    }
  }
}

/** The merged evidence of `parts` with these cases. */
function assembled(
  parts: readonly EvidencePart[],
  first: EvidencePart,
  cases: EvidenceCase[],
  catalogue: readonly RelationSpec[],
): Evidence {
  const incomplete = parts.filter((p) => !p.evidence.complete);
  const reasons = incomplete.map(
    (p) => `${p.name}: ${p.evidence.stopReason ?? 'collection stopped early'}`,
  );
  return {
    layer: first.evidence.layer,
    isolation: first.evidence.isolation,
    provenance: mergedProvenance(parts),
    cases,
    complete: incomplete.length === 0,
    ...(reasons.length > 0 ? { stopReason: reasons.join('; ') } : {}),
    relations: catalogue,
    // Equal in every part (checked above): the merged evidence is assessed as each part would be.
    ...(first.evidence.meter === false ? { meter: false } : {}),
    ...(first.evidence.blindness === false ? { blindness: false } : {}),
    ...(first.evidence.method === undefined ? {} : { method: first.evidence.method }),
  };
}

/** The common provenance when every part agrees; otherwise each part's, by name. */
function mergedProvenance(parts: readonly EvidencePart[]): Readonly<Record<string, unknown>> {
  const digests = new Set(parts.map((p) => digestOf(p.evidence.provenance)));
  if (digests.size === 1) return parts[0]?.evidence.provenance ?? {};
  return { merged: parts.map((p) => ({ name: p.name, provenance: p.evidence.provenance })) };
}

/** Merged shards, with what their evidence digest covers besides the cases. */
export interface MergedShards {
  readonly evidence: Evidence;
  /** The settings every shard recorded (they are equal). */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The suite digest every shard recorded, or null. */
  readonly suiteDigest: string | null;
  /** The shards given and how many the run has. */
  readonly shards: {
    readonly count: number;
    readonly present: readonly number[];
    /** With every shard given, how many positions of the run no shard holds. */
    readonly positionsMissing: number;
  };
}

/** True when some part is shard evidence of ours (then `mergeShards` reads them all). */
export function hasShards(parts: readonly EvidencePart[]): boolean {
  return parts.some((p) => (p.file?.shard ?? null) !== null);
}

function shardName(s: Shard): string {
  return `shard ${s.index} of ${s.count}`;
}

function showSetting(v: unknown): string {
  if (v === undefined) return 'absent';
  const text = JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The settings two shards recorded differently, as `key (a in A, b in B)`. */
function settingsDiff(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
  aName: string,
  bName: string,
): string {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const differ = keys.filter((k) => {
    const x = a[k];
    const y = b[k];
    if (x === undefined || y === undefined) return x !== y;
    return digestOf(x) !== digestOf(y);
  });
  const shown = differ
    .slice(0, 5)
    .map((k) => `${k} (${showSetting(a[k])} in ${aName}, ${showSetting(b[k])} in ${bName})`);
  return shown.join('; ') + (differ.length > 5 ? `; and ${differ.length - 5} more` : '');
}

/**
 * What a shard's provenance records of the run that may differ between the shards
 * of one run: how that shard's own collection went (an agent that stopped
 * answering, a curtailment, sequential rounds). Everything else (the collector,
 * the agent's kind and label, the mode, k) names the run and must be equal.
 */
const PER_SHARD_PROVENANCE: ReadonlySet<string> = new Set([
  'unanswered',
  'curtailment',
  'sequentialRounds',
]);

/** The provenance that names the run: what every shard of one run records alike. */
function identityOf(provenance: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(provenance).filter(([key]) => !PER_SHARD_PROVENANCE.has(key)),
  );
}

/**
 * Merges the shards of one sharded run (docs/sharding.md) into the evidence of the
 * whole run: every part must be a shard of the same count, each index given once,
 * collected against the same suite with the same settings (the shard itself is
 * not a setting, so their settings digests are equal), from the same agent (their
 * provenance agrees but for how each shard's collection went), no position of the
 * run in two shards. The cases are put back in the run's order by their recorded
 * positions. Shards not given, and with every shard given any position of the run
 * `0 … inputs−1` that no shard holds, make the merged evidence incomplete, naming them. The other rules of `mergeEvidence` (layer,
 * isolation, relations) apply as well.
 */
export function mergeShards(parts: readonly EvidencePart[]): MergedShards {
  const first = parts.find((p) => (p.file?.shard ?? null) !== null);
  const firstShard = first?.file?.shard ?? null;
  if (first === undefined || firstShard === null || first.file === undefined) {
    throw new Refusal('evidence.merge', 'nothing to merge: no shard evidence was given');
  }
  const firstFile = first.file;
  const byIndex = new Map<number, string>();
  const positionOwner = new Map<number, string>();
  const position = new Map<string, number>();
  /** The positions two files both hold, by the pair of files. */
  const twice = new Map<string, number[]>();
  let inputs: { count: number; from: string } | undefined;
  let firstIdentity: { identity: Record<string, unknown>; digest: string } | undefined;
  const firstSuite = firstFile.suite?.digest ?? null;
  for (const part of parts) {
    const file = part.file;
    const shard = file?.shard ?? null;
    if (file === undefined || shard === null) {
      throw new Refusal(
        'evidence.shard-mixed',
        `${part.name} is not a shard, but ${first.name} is ${shardName(firstShard)}: assess the shards of one run together, and nothing else`,
      );
    }
    if (shard.count !== firstShard.count) {
      throw new Refusal(
        'evidence.shard-mixed',
        `${first.name} is ${shardName(firstShard)} and ${part.name} is ${shardName(shard)}: shards of one run share their count; assess the shards of one run together`,
      );
    }
    const twin = byIndex.get(shard.index);
    if (twin !== undefined) {
      throw new Refusal(
        'evidence.shard-duplicate',
        `${twin} and ${part.name} are both ${shardName(shard)}; merging both would count its inputs twice (keep one file per shard)`,
      );
    }
    byIndex.set(shard.index, part.name);
    const suite = file.suite?.digest ?? null;
    if (suite !== firstSuite) {
      const show = (d: string | null) => (d === null ? 'no suite' : `suite ${d.slice(0, 12)}`);
      throw new Refusal(
        'evidence.shard-suite',
        `${first.name} was collected against ${show(firstSuite)} and ${part.name} against ${show(suite)}: shards of one run share their suite`,
      );
    }
    if (file.settingsDigest !== firstFile.settingsDigest) {
      throw new Refusal(
        'evidence.shard-settings',
        `${first.name} and ${part.name} were collected with different settings: ${settingsDiff(firstFile.settings, file.settings, first.name, part.name)}; shards of one run differ in their shard only`,
      );
    }
    if (shard.inputs !== undefined) {
      if (inputs === undefined) inputs = { count: shard.inputs, from: part.name };
      else if (shard.inputs !== inputs.count) {
        throw new Refusal(
          'evidence.shard-settings',
          `${inputs.from} is a shard of a run of ${inputs.count} inputs and ${part.name} of a run of ${shard.inputs}: the shards were cut from different seed inputs`,
        );
      }
    }
    const identity = identityOf(file.provenance);
    const identityDigest = digestOf(identity);
    if (firstIdentity === undefined) firstIdentity = { identity, digest: identityDigest };
    else if (identityDigest !== firstIdentity.digest) {
      throw new Refusal(
        'evidence.shard-agent',
        `${first.name} and ${part.name} were collected from different agents or runs: ${settingsDiff(firstIdentity.identity, identity, first.name, part.name)}; the shards of one run are collected from one agent`,
      );
    }
    for (const c of file.cases) {
      // Every shard case has a position (the reader checks it).
      const at = c.position ?? 0;
      const owner = positionOwner.get(at);
      if (owner !== undefined) {
        const pair = `${owner} and ${part.name}`;
        twice.set(pair, [...(twice.get(pair) ?? []), at]);
      } else positionOwner.set(at, part.name);
      position.set(c.fingerprint, at);
    }
  }
  if (twice.size > 0) {
    const clashes = [...twice.entries()].map(
      ([pair, at]) => `${pair} both have an input at ${describePositions(at)}`,
    );
    throw new Refusal(
      'evidence.shard-settings',
      `${clashes.slice(0, 3).join('; ')}${clashes.length > 3 ? `; and ${clashes.length - 3} more pairs of files` : ''} of the run: the shards were cut from different seed inputs, or a file was edited (every position is in one shard only)`,
    );
  }
  // The shards' inputs are disjoint (each falls in its shard, and the indices differ).
  const merged = mergeDisjoint(
    parts,
    (a, b) => (position.get(a.fingerprint) ?? 0) - (position.get(b.fingerprint) ?? 0),
  );
  const cases = merged.cases;
  const count = firstShard.count;
  const present = [...byIndex.keys()].sort((a, b) => a - b);
  const missing: number[] = [];
  for (let i = 1; i <= count; i++) if (!byIndex.has(i)) missing.push(i);
  const why =
    missing.length === 0
      ? undefined
      : `${describeShards(missing, count)} ${missing.length === 1 ? 'is' : 'are'} missing, so ${missing.length === 1 ? 'its' : 'their'} inputs were not assessed`;
  // With every shard given, every position of the run must be there: a shard file
  // whose cases were deleted leaves its positions out (below the recorded inputs,
  // or below the last position any shard holds when no shard records them).
  const held = [...positionOwner.keys()].sort((a, b) => a - b);
  const runInputs = inputs?.count ?? (held.length === 0 ? 0 : (held[held.length - 1] ?? 0) + 1);
  const gaps = missing.length === 0 ? missingRanges(held, runInputs) : [];
  const lostCount = gaps.reduce((n, [a, b]) => n + b - a + 1, 0);
  const lost =
    gaps.length === 0
      ? undefined
      : `${describeRanges(gaps)} of the run's ${runInputs} inputs ${lostCount === 1 ? 'is' : 'are'} in no shard, so ${lostCount === 1 ? 'that input was' : 'those inputs were'} not assessed: a shard's collection stopped early, or its file was edited`;
  const stopReason = [why, lost, merged.stopReason].filter((r) => r !== undefined).join('; ');
  return {
    evidence: {
      ...merged,
      cases,
      complete: merged.complete && missing.length === 0 && gaps.length === 0,
      ...(stopReason === '' ? {} : { stopReason }),
    },
    settings: firstFile.settings,
    suiteDigest: firstSuite,
    shards: { count, present, positionsMissing: lostCount },
  };
}
