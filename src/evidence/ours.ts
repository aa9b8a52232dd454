import type { ErrorObject, ValidateFunction } from 'ajv';
import type {
  Evidence,
  EvidenceCase,
  RecordedDecision,
  RecordedObservation,
  RecordedRelation,
  RelationOutcome,
  RelationSpec,
  RelationType,
  SequentialRecord,
  EarlyRejectionRecord,
  RandomAllocation,
} from '../core/assess/model.js';
import { Refusal } from '../core/errors.js';
import {
  MAX_PLANNED_PAIRS,
  MAX_SEQUENTIAL_LOOKS,
  MAX_SEQUENTIAL_PAIRS,
  type Method,
} from '../core/stats/index.js';
import { inputFingerprint } from '../core/fingerprint.js';
import { shardOfFingerprint } from '../core/shard.js';
import type {
  FailedCallReason,
  Isolation,
  Layer,
  NoDecisionReason,
} from '../core/observation/types.js';
import { compareCodePoints } from '../core/util/order.js';
import { settingsDigest } from './digest.js';
import type { EvidencePartFile } from './merge.js';
import { ObservationSharer, SteadySeriesSharer } from './intern.js';
import { v1, v1Case, v2, v2Case } from './validators.generated.js';
import {
  problemFromAjv,
  refuseProblems,
  type Problem,
  type ProblemOverride,
} from './schema-problems.js';
import { isPlainObject, placeOf, shortJson, typeName, type PathPart } from './paths.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_PREFIX, EVIDENCE_FORMAT_V2 } from './schema.js';

/**
 * Our evidence file, `agentverity-action/evidence@1` (DESIGN.md §5): the Evidence
 * model plus what it was collected with. Observations keep decision, text and tools
 * together so any layer can be assessed later.
 */

export type FileDecision = string | { readonly noDecision: NoDecisionReason };

export interface FileObservation {
  readonly decision?: FileDecision;
  readonly text?: string;
  readonly tools?: readonly string[];
  readonly ms?: number;
  readonly error?: string;
  /** Why the call failed (one of FAILED_CALL_REASONS); only beside an error. */
  readonly reason?: FailedCallReason;
  /** A row the evaluation tool served from its cache: kept, never a repeat (absent: a fresh call). */
  readonly cached?: true;
}

export interface FileRelation {
  readonly name: string;
  readonly type: RelationType;
  readonly followupFingerprint: string;
  readonly changed: boolean;
  readonly observation?: FileObservation;
  readonly outcome: RelationOutcome;
  readonly error?: string;
  /** The relation's own call on the unchanged input (collected without call reuse). */
  readonly source?: FileObservation;
}

export interface FileCase {
  /** Omitted when the file was redacted. */
  readonly input?: string;
  readonly fingerprint: string;
  readonly expected?: string;
  readonly errors?: number;
  /** In collection order; at least one (a pair needs two; assess counts what is there). */
  readonly observations: readonly FileObservation[];
  readonly relations?: readonly FileRelation[];
  /** An independent first draw for blindness and the contract (collected without call reuse). */
  readonly source?: FileObservation;
  /**
   * Shard evidence only: the input's place (from 0) among the whole run's inputs,
   * so that merged shards list their cases in the order of the unsharded run.
   */
  readonly position?: number;
}

/** A sequential run's plan and decision (DESIGN: decisions only at declared checkpoints). */
export type FileSequential = SequentialRecord;

export interface Allocation {
  readonly kind: 'per-input' | 'random';
  readonly seed?: string | number;
  /** Random allocation: the draws used (pairs asked for). */
  readonly pairs?: number;
}

export interface Shard {
  /** From 1 to count. */
  readonly index: number;
  readonly count: number;
  /** The inputs of the whole run, over every shard (written by this tool; optional to read). */
  readonly inputs?: number;
}

export interface EvidenceFile {
  /** The format the file was written in: the decision-table form (@2) reads as the same evidence. */
  readonly schema: typeof EVIDENCE_FORMAT | typeof EVIDENCE_FORMAT_V2;
  readonly tool: { readonly name: string; readonly version: string };
  readonly createdAt: string;
  readonly layer: Layer;
  readonly isolation: Isolation;
  readonly provenance: Readonly<Record<string, unknown>>;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly settingsDigest: string;
  readonly suite: { readonly digest: string } | null;
  readonly shard: Shard | null;
  readonly allocation: Allocation;
  readonly complete: boolean;
  readonly stopReason?: string;
  readonly relations: readonly RelationSpec[];
  /** False when the run left the meter out (cases then hold no repeats). */
  readonly meter?: boolean;
  /** False when the run left the blindness check out. */
  readonly blindness?: boolean;
  /** Present only for evidence collected sequentially. */
  readonly sequential?: FileSequential;
  /** The decision rule the run was planned for (absent: wilson). */
  readonly method?: Method;
  /** Present when the run declared the early-rejection test. */
  readonly earlyRejection?: EarlyRejectionRecord;
  readonly cases: readonly FileCase[];
}

export interface EvidenceFileMeta {
  readonly tool: { readonly name: string; readonly version: string };
  /** ISO 8601; passed in so that building a file stays reproducible. */
  readonly createdAt: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly suiteDigest?: string | null;
  readonly shard?: Shard | null;
  readonly allocation?: Allocation;
  /** Drop inputs and texts, keeping fingerprints, decisions and tool names. */
  readonly redact?: boolean;
  /** Shard evidence: each input's place among the whole run's inputs, by fingerprint. */
  readonly positions?: ReadonlyMap<string, number>;
}

// ---------------------------------------------------------------------------
// Building and writing.

function copyDecision(d: RecordedDecision): FileDecision {
  return typeof d === 'string' ? d : { noDecision: d.noDecision };
}

/** An observation as the file writes it (texts dropped when redacting). */
export function fileObservation(
  o: RecordedObservation,
  redact = false,
  keepTools = true,
): FileObservation {
  return {
    ...(o.decision === undefined ? {} : { decision: copyDecision(o.decision) }),
    ...(o.text === undefined || redact ? {} : { text: o.text }),
    ...(o.tools === undefined || (redact && !keepTools) ? {} : { tools: [...o.tools] }),
    ...(o.ms === undefined ? {} : { ms: o.ms }),
    ...(o.error === undefined ? {} : { error: o.error }),
    ...(o.reason === undefined ? {} : { reason: o.reason }),
    ...(o.cached === true ? { cached: true as const } : {}),
  };
}

/**
 * A case's observations as the file lists them: the series in collection order,
 * then the rows served from the tool's cache, each marked `cached: true` (the
 * reader takes those out of the series again).
 */
export function fileSeriesOf(c: EvidenceCase): readonly RecordedObservation[] {
  const cached = c.cached;
  if (cached === undefined || cached.length === 0) return c.observations;
  return [
    ...c.observations,
    ...cached.map((o) => (o.cached === true ? o : { ...o, cached: true })),
  ];
}

/** A relation record as the file writes it. */
export function fileRelation(r: RecordedRelation, redact = false, keepTools = true): FileRelation {
  return {
    name: r.name,
    type: r.type,
    followupFingerprint: r.followupFingerprint,
    changed: r.changed,
    ...(r.observation === undefined
      ? {}
      : { observation: fileObservation(r.observation, redact, keepTools) }),
    outcome: r.outcome,
    ...(r.error === undefined ? {} : { error: r.error }),
    ...(r.source === undefined ? {} : { source: fileObservation(r.source, redact, keepTools) }),
  };
}

/** A case as the file writes it. */
export function fileCase(c: EvidenceCase, redact = false, keepTools = true): FileCase {
  return {
    ...(c.input === undefined || redact ? {} : { input: c.input }),
    fingerprint: c.fingerprint,
    ...(c.expected === undefined ? {} : { expected: c.expected }),
    ...(c.errors === undefined ? {} : { errors: c.errors }),
    observations: fileSeriesOf(c).map((o) => fileObservation(o, redact, keepTools)),
    ...(c.relations === undefined
      ? {}
      : { relations: c.relations.map((r) => fileRelation(r, redact, keepTools)) }),
    ...(c.source === undefined ? {} : { source: fileObservation(c.source, redact, keepTools) }),
  };
}

/** The early-rejection record as the file writes it. */
export function fileEarlyRejection(r: EarlyRejectionRecord): EarlyRejectionRecord {
  return {
    rule: r.rule,
    prior: r.prior,
    epsilon: r.epsilon,
    alpha: r.alpha,
    looks: r.looks,
    inputs: r.inputs,
    ...(r.lastLook === undefined ? {} : { lastLook: r.lastLook }),
    rejectedAt: r.rejectedAt,
  };
}

/** The sequential record as the file writes it. */
export function fileSequential(q: SequentialRecord): FileSequential {
  return {
    rule: q.rule,
    epsilon: q.epsilon,
    alpha: q.alpha,
    looks: q.looks,
    budget: q.budget,
    inputs: q.inputs,
    checkpoints: [...q.checkpoints],
    call: q.call,
    pairs: q.pairs,
  };
}

/**
 * Refuses a redaction that would erase what the layer compares: on the text layer
 * every text, on the verdict layer the text of a call that gave no decision.
 */
export function checkRedactable(evidence: Evidence): void {
  if (evidence.layer === 'text') {
    throw new Refusal(
      'evidence.redact',
      'cannot redact evidence on the text layer: the texts are what it compares; keep the inputs and texts or assess the verdict layer',
      'redact',
    );
  }
  if (evidence.layer !== 'verdict') return;
  evidence.cases.forEach((c, i) => {
    c.observations.forEach((o, k) => {
      if (o.decision === undefined && o.error === undefined && (o.text ?? '') !== '') {
        throw new Refusal(
          'evidence.redact',
          'this call gave text but no decision, and the verdict layer would compare that text; redaction would erase it',
          `cases[${i}].observations[${k}]`,
        );
      }
    });
  });
}

/** Our evidence file for in-memory evidence and the collection settings. */
export function buildEvidenceFile(evidence: Evidence, meta: EvidenceFileMeta): EvidenceFile {
  const redact = meta.redact === true;
  if (redact) checkRedactable(evidence);
  // Redacted evidence keeps tool names only when they are what the layer compares.
  const keepTools = !redact || evidence.layer === 'tools';
  const positions = meta.positions;
  const cases: FileCase[] = evidence.cases.map((c) => {
    const at = positions?.get(c.fingerprint);
    return at === undefined
      ? fileCase(c, redact, keepTools)
      : { ...fileCase(c, redact, keepTools), position: at };
  });
  const suiteDigest = meta.suiteDigest ?? null;
  return {
    schema: EVIDENCE_FORMAT,
    tool: { name: meta.tool.name, version: meta.tool.version },
    createdAt: meta.createdAt,
    layer: evidence.layer,
    isolation: evidence.isolation,
    provenance: { ...evidence.provenance },
    settings: { ...meta.settings },
    settingsDigest: settingsDigest(meta.settings),
    suite: suiteDigest === null ? null : { digest: suiteDigest },
    shard: meta.shard ?? null,
    allocation:
      evidence.allocation !== undefined
        ? { kind: 'random', seed: evidence.allocation.seed, pairs: evidence.allocation.pairs }
        : (meta.allocation ?? { kind: 'per-input' }),
    complete: evidence.complete,
    ...(evidence.stopReason === undefined ? {} : { stopReason: evidence.stopReason }),
    relations: evidence.relations.map((r) => ({ name: r.name, type: r.type })),
    ...(evidence.meter === false ? { meter: false } : {}),
    ...(evidence.blindness === false ? { blindness: false } : {}),
    ...(evidence.sequential === undefined
      ? {}
      : { sequential: fileSequential(evidence.sequential) }),
    ...(evidence.method === undefined ? {} : { method: evidence.method }),
    ...(evidence.earlyRejection === undefined
      ? {}
      : { earlyRejection: fileEarlyRejection(evidence.earlyRejection) }),
    cases,
  };
}

function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort(compareCodePoints))
      out[key] = sortKeysDeep(value[key]);
    return out;
  }
  return value;
}

function orderedObservation(o: FileObservation): Record<string, unknown> {
  return {
    decision:
      o.decision === undefined || typeof o.decision === 'string'
        ? o.decision
        : { noDecision: o.decision.noDecision },
    text: o.text,
    tools: o.tools,
    ms: o.ms,
    error: o.error,
    reason: o.reason,
    cached: o.cached,
  };
}

/**
 * The file's text: 2-space JSON with a trailing newline. Known fields keep the
 * order of the format; free-form objects (provenance, settings) are key-sorted.
 */
export function serialiseEvidenceFile(file: EvidenceFile): string {
  const ordered = {
    schema: file.schema,
    tool: { name: file.tool.name, version: file.tool.version },
    createdAt: file.createdAt,
    layer: file.layer,
    isolation: file.isolation,
    provenance: sortKeysDeep(file.provenance),
    settings: sortKeysDeep(file.settings),
    settingsDigest: file.settingsDigest,
    suite: file.suite === null ? null : { digest: file.suite.digest },
    shard:
      file.shard === null
        ? null
        : { index: file.shard.index, count: file.shard.count, inputs: file.shard.inputs },
    allocation: {
      kind: file.allocation.kind,
      seed: file.allocation.seed,
      pairs: file.allocation.pairs,
    },
    complete: file.complete,
    stopReason: file.stopReason,
    relations: file.relations.map((r) => ({ name: r.name, type: r.type })),
    meter: file.meter,
    blindness: file.blindness,
    sequential: file.sequential === undefined ? undefined : fileSequential(file.sequential),
    method: file.method,
    earlyRejection:
      file.earlyRejection === undefined ? undefined : fileEarlyRejection(file.earlyRejection),
    cases: file.cases.map((c) => ({
      input: c.input,
      fingerprint: c.fingerprint,
      expected: c.expected,
      errors: c.errors,
      observations: c.observations.map(orderedObservation),
      relations: c.relations?.map((r) => ({
        name: r.name,
        type: r.type,
        followupFingerprint: r.followupFingerprint,
        changed: r.changed,
        observation: r.observation === undefined ? undefined : orderedObservation(r.observation),
        outcome: r.outcome,
        error: r.error,
        source: r.source === undefined ? undefined : orderedObservation(r.source),
      })),
      source: c.source === undefined ? undefined : orderedObservation(c.source),
      position: c.position,
    })),
  };
  // JSON.stringify leaves out the undefined fields.
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

// ---------------------------------------------------------------------------
// Reading.

/**
 * Schema validation with the validators compiled ahead of time from schema.ts
 * (validators.generated.js; ajv standalone code with the options of
 * validators-source.ts), so reading evidence compiles no schema at start-up.
 */
function validate(value: unknown, format: EvidenceFormatName): ErrorObject[] {
  const validator: ValidateFunction = format === EVIDENCE_FORMAT ? v1 : v2;
  return validator(value) ? [] : [...(validator.errors ?? [])];
}

export type EvidenceFormatName = typeof EVIDENCE_FORMAT | typeof EVIDENCE_FORMAT_V2;

/** A v2 case as the schema admits it. */
interface TableCase extends Omit<FileCase, 'observations'> {
  readonly outcomes: readonly Omit<FileObservation, 'ms'>[];
  readonly observations: readonly number[];
  readonly ms?: readonly (number | null)[];
}

/**
 * One schema-valid evidence@2 case as the v1-shaped case it stands for: its series
 * expanded from its decision table (one shared object per outcome when no duration
 * is recorded). Indices outside the table and a duration list of another length
 * are problems of the file (at `cases[i]`).
 */
function expandCase(c: TableCase, i: number, problems: Problem[]): FileCase {
  const { outcomes, observations: series, ms, ...rest } = c;
  if (ms !== undefined && ms.length !== series.length) {
    problems.push({
      path: ['cases', i, 'ms'],
      message: `expected one duration (or null) per observation, ${series.length}, found ${ms.length}`,
    });
  }
  const observations = series.map((at, k): FileObservation => {
    const outcome = outcomes[at];
    if (outcome === undefined) {
      problems.push({
        path: ['cases', i, 'observations', k],
        message: `expected an index into the case's ${outcomes.length} outcomes (0 to ${outcomes.length - 1}), found ${at}`,
      });
      return {};
    }
    const d = ms?.[k];
    return d === undefined || d === null ? outcome : { ...outcome, ms: d };
  });
  return { ...rest, observations };
}

/** A schema-valid evidence@2 value as the v1-shaped file it stands for (`expandCase` per case). */
function expandTables(value: Record<string, unknown>, problems: Problem[]): EvidenceFile {
  const cases = (value['cases'] as readonly TableCase[]).map((c, i) => expandCase(c, i, problems));
  return { ...(value as unknown as EvidenceFile), cases };
}

/** Our wording for the decision shape; the rest is the common wording. */
const evidenceProblem: ProblemOverride = (e, path) =>
  e.keyword === 'type' && e.schemaPath.startsWith('#/definitions/decision/')
    ? {
        path,
        message: `expected a decision label or {"noDecision": reason}, found ${typeName(e.data)}`,
      }
    : undefined;

function refuseEvidence(
  problems: readonly Problem[],
  file: string | undefined,
  format: EvidenceFormatName = EVIDENCE_FORMAT,
): never {
  return refuseProblems('evidence.invalid', format, problems, file, 'the evidence');
}

/** Refuses anything whose `schema` is not exactly ours, naming what was found. */
function checkFormat(
  value: unknown,
  file: string | undefined,
): asserts value is Record<string, unknown> {
  if (!isPlainObject(value)) {
    throw new Refusal(
      'evidence.format',
      `expected a JSON object with "schema": "${EVIDENCE_FORMAT}", found ${typeName(value)}`,
      placeOf(file, []),
    );
  }
  const schema = value['schema'];
  if (schema === EVIDENCE_FORMAT || schema === EVIDENCE_FORMAT_V2) return;
  if (typeof schema === 'string' && schema.startsWith(EVIDENCE_FORMAT_PREFIX)) {
    const version = schema.slice(EVIDENCE_FORMAT_PREFIX.length);
    throw new Refusal(
      'evidence.version',
      `${shortJson(schema)} (evidence format version ${shortJson(version)}) is not supported; this build reads ${EVIDENCE_FORMAT} and ${EVIDENCE_FORMAT_V2} (a newer tool may have written the file)`,
      placeOf(file, ['schema']),
    );
  }
  throw new Refusal(
    'evidence.format',
    schema === undefined
      ? `missing; expected "${EVIDENCE_FORMAT}"`
      : `expected "${EVIDENCE_FORMAT}", found ${shortJson(schema)}`,
    placeOf(file, ['schema']),
  );
}

function hasContent(o: FileObservation): boolean {
  return (
    o.decision !== undefined ||
    o.text !== undefined ||
    o.tools !== undefined ||
    o.error !== undefined
  );
}

/** A file without its cases: what the checks read besides them. */
type FileHead = Omit<EvidenceFile, 'cases'>;

/**
 * What the checks of a file read of one case: the case without its series, the
 * series' length, and which of its observations hold nothing. A file read whole
 * and a file read case by case are checked by the same functions over these.
 */
interface CaseView extends Omit<FileCase, 'observations'> {
  readonly observationCount: number;
  readonly contentless: readonly number[];
}

const NONE_CONTENTLESS: readonly number[] = Object.freeze([]);

function caseViewOf(c: FileCase): CaseView {
  const { observations, ...rest } = c;
  let contentless: number[] | null = null;
  let cached = 0;
  for (let k = 0; k < observations.length; k++) {
    const o = observations[k] as FileObservation;
    if (!hasContent(o)) (contentless ??= []).push(k);
    if (o.cached === true) cached++;
  }
  return {
    ...rest,
    // Rows served from the cache are not in the series: every count is of fresh calls.
    observationCount: observations.length - cached,
    contentless: contentless ?? NONE_CONTENTLESS,
  };
}

/** What a schema cannot say: digests and fingerprints match, relations come from the catalogue. */
function semanticProblems(f: FileHead, cases: readonly CaseView[]): Problem[] {
  const problems: Problem[] = [];
  // Settings the digest cannot write (a number too large for JSON, 1e999) are a
  // problem of the file at `settings`, not a refusal without a place.
  let expectedSettings: string | null = null;
  try {
    expectedSettings = settingsDigest(f.settings);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    problems.push({ path: ['settings'], message: error.reason });
  }
  if (expectedSettings !== null && f.settingsDigest !== expectedSettings) {
    problems.push({
      path: ['settingsDigest'],
      message: `does not match the settings (their digest is ${expectedSettings}); the file was edited or damaged`,
    });
  }
  if (f.shard !== null && f.shard.index > f.shard.count) {
    problems.push({
      path: ['shard', 'index'],
      message: `expected a shard index from 1 to ${f.shard.count}, found ${f.shard.index}`,
    });
  }
  problems.push(...shardProblems(f, cases));
  const catalogue = new Map<string, RelationType>();
  f.relations.forEach((r, i) => {
    if (catalogue.has(r.name)) {
      problems.push({
        path: ['relations', i, 'name'],
        message: `relation "${r.name}" is listed twice`,
      });
    }
    catalogue.set(r.name, r.type);
  });
  problems.push(...countProblems(f, cases));
  const seen = new Map<string, number>();
  cases.forEach((c, i) => {
    const at: PathPart[] = ['cases', i];
    if (c.input !== undefined) {
      let actual: string | undefined;
      try {
        actual = inputFingerprint(c.input);
      } catch (error) {
        problems.push({
          path: [...at, 'input'],
          message: error instanceof Error ? error.message : String(error),
        });
      }
      if (actual !== undefined && actual !== c.fingerprint) {
        problems.push({
          path: [...at, 'fingerprint'],
          message: `does not match the input (its SHA-256 is ${actual}); the file was edited or damaged`,
        });
      }
    }
    const earlier = seen.get(c.fingerprint);
    if (earlier !== undefined) {
      problems.push({
        path: [...at, 'fingerprint'],
        message: `the same input as cases[${earlier}]; every input must appear once`,
      });
    } else seen.set(c.fingerprint, i);
    const drawn = f.allocation.kind === 'random' && f.allocation.pairs !== undefined;
    if (c.observationCount === 0 && f.meter !== false && !drawn) {
      problems.push({
        path: [...at, 'observations'],
        message:
          'expected at least one observation (only evidence whose meter is false, or whose pairs were drawn at random, holds none)',
      });
    }
    for (const k of c.contentless) {
      problems.push({
        path: [...at, 'observations', k],
        message: 'an observation needs a decision, text, tools or an error',
      });
    }
    if (c.source !== undefined && !hasContent(c.source)) {
      problems.push({
        path: [...at, 'source'],
        message: 'an observation needs a decision, text, tools or an error',
      });
    }
    (c.relations ?? []).forEach((r, k) => {
      const rat: PathPart[] = [...at, 'relations', k];
      const listed = catalogue.get(r.name);
      if (listed === undefined) {
        problems.push({
          path: [...rat, 'name'],
          message: `relation "${r.name}" is not in the relations catalogue at the top of the file`,
        });
      } else if (listed !== r.type) {
        problems.push({
          path: [...rat, 'type'],
          message: `the catalogue lists "${r.name}" as ${listed}, found ${r.type}`,
        });
      }
      if (r.changed === (r.followupFingerprint === c.fingerprint)) {
        problems.push({
          path: [...rat, 'changed'],
          message: r.changed
            ? 'says the input changed, but the follow-up fingerprint equals the case fingerprint'
            : 'says the input is unchanged, but the follow-up fingerprint differs from the case fingerprint',
        });
      }
      if (!r.changed && (r.outcome === 'held' || r.outcome === 'violated')) {
        problems.push({
          path: [...rat, 'outcome'],
          message: `an unchanged input is skipped, never ${r.outcome}`,
        });
      }
      if (r.observation !== undefined && !hasContent(r.observation)) {
        problems.push({
          path: [...rat, 'observation'],
          message: 'an observation needs a decision, text, tools or an error',
        });
      }
    });
  });
  return problems;
}

/**
 * A shard's cases: each input falls in the shard by its fingerprint (the
 * partition of docs/sharding.md), and each has a distinct place among the run's
 * inputs, below their number. Evidence that is not a shard has no places.
 */
function shardProblems(f: FileHead, cases: readonly CaseView[]): Problem[] {
  const problems: Problem[] = [];
  const shard = f.shard;
  const places = new Map<number, number>();
  cases.forEach((c, i) => {
    if (shard === null) {
      if (c.position !== undefined) {
        problems.push({
          path: ['cases', i, 'position'],
          message: 'only shard evidence records positions ("shard" is null)',
        });
      }
      return;
    }
    if (shard.index > shard.count) return;
    const belongs = shardOfFingerprint(c.fingerprint, shard.count);
    if (belongs !== shard.index) {
      problems.push({
        path: ['cases', i, 'fingerprint'],
        message: `this input falls in shard ${belongs} of ${shard.count}, not in shard ${shard.index}; the file was edited or damaged`,
      });
    }
    if (c.position === undefined) {
      problems.push({
        path: ['cases', i],
        message: 'a shard case needs its "position" among the run\'s inputs',
      });
      return;
    }
    if (shard.inputs !== undefined && c.position >= shard.inputs) {
      problems.push({
        path: ['cases', i, 'position'],
        message: `expected a position below the run's ${shard.inputs} inputs, found ${c.position}`,
      });
    }
    const earlier = places.get(c.position);
    if (earlier !== undefined) {
      problems.push({
        path: ['cases', i, 'position'],
        message: `the same position as cases[${earlier}]`,
      });
    } else places.set(c.position, i);
  });
  if (shard !== null && shard.inputs !== undefined && cases.length > shard.inputs) {
    problems.push({
      path: ['shard', 'inputs'],
      message: `the shard holds ${cases.length} cases, more than the run's ${shard.inputs} inputs`,
    });
  }
  return problems;
}

/**
 * Counts are checked against the data they describe, never trusted to size work:
 * recorded failures are exact whole numbers (each, and their sum, at most 2^53 − 1);
 * a random allocation drew at least one pair per pair the cases hold and at most
 * what any plan draws; a sequential or early-rejection record's inputs are the cases
 * (fewer cases only when collection stopped early), its pairs are pairs in the file,
 * and its looks and budget are within what a plan may have.
 */
function countProblems(f: FileHead, cases: readonly CaseView[]): Problem[] {
  const problems: Problem[] = [];
  let failed = 0;
  let overflowed = false;
  /** Pairs begun (a pair cut short by a failed call counts) and whole pairs. */
  let begun = 0;
  let whole = 0;
  cases.forEach((c, i) => {
    begun += Math.ceil(c.observationCount / 2);
    whole += Math.floor(c.observationCount / 2);
    if (c.errors === undefined) return;
    if (!Number.isSafeInteger(c.errors)) {
      problems.push({
        path: ['cases', i, 'errors'],
        message: `expected the number of runs that failed as a whole number up to ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly), found ${shortJson(c.errors)}`,
      });
      return;
    }
    failed += c.errors;
    if (!overflowed && !Number.isSafeInteger(failed)) {
      overflowed = true;
      problems.push({
        path: ['cases', i, 'errors'],
        message: `the failed runs recorded up to this case add up to more than ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly); no run made that many calls`,
      });
    }
  });
  const pairs = f.allocation.pairs;
  if (f.allocation.kind === 'random' && pairs !== undefined) {
    if (pairs > MAX_PLANNED_PAIRS) {
      problems.push({
        path: ['allocation', 'pairs'],
        message: `${pairs} pairs drawn is more than the ${MAX_PLANNED_PAIRS} any plan draws`,
      });
    } else if (pairs < begun) {
      problems.push({
        path: ['allocation', 'pairs'],
        message: `the cases hold ${begun} pairs (counting a pair cut short by a failed call), each from one draw, but only ${pairs} were drawn`,
      });
    }
  }
  const inputsProblem = (record: 'sequential' | 'earlyRejection', inputs: number) => {
    const n = cases.length;
    if (inputs === n || (inputs > n && !f.complete && Number.isSafeInteger(inputs))) return;
    problems.push({
      path: [record, 'inputs'],
      message: f.complete
        ? `the plan's inputs per round are the cases collected, ${n}, found ${inputs}`
        : `the plan's inputs per round are at least the ${n} cases collected (and a whole number), found ${inputs}`,
    });
  };
  const q = f.sequential;
  if (q !== undefined) {
    inputsProblem('sequential', q.inputs);
    if (q.looks > MAX_SEQUENTIAL_LOOKS) {
      problems.push({
        path: ['sequential', 'looks'],
        message: `a plan may have at most ${MAX_SEQUENTIAL_LOOKS} looks, found ${q.looks}`,
      });
    }
    if (q.budget !== null && q.budget > MAX_SEQUENTIAL_PAIRS) {
      problems.push({
        path: ['sequential', 'budget'],
        message: `a plan may have at most ${MAX_SEQUENTIAL_PAIRS} pairs, found ${q.budget}`,
      });
    }
    if (q.checkpoints.length > q.looks) {
      problems.push({
        path: ['sequential', 'checkpoints'],
        message: `${q.checkpoints.length} checkpoints cannot come from ${q.looks} looks`,
      });
    }
    if (q.pairs > whole) {
      problems.push({
        path: ['sequential', 'pairs'],
        message: `the decision was made after ${q.pairs} pairs, but the cases hold ${whole}`,
      });
    }
  }
  const e = f.earlyRejection;
  if (e !== undefined) {
    inputsProblem('earlyRejection', e.inputs);
    if (e.rejectedAt !== null && e.rejectedAt > whole) {
      problems.push({
        path: ['earlyRejection', 'rejectedAt'],
        message: `the test rejected after ${e.rejectedAt} pairs, but the cases hold ${whole}`,
      });
    }
  }
  return problems;
}

function recordedObservation(o: FileObservation): RecordedObservation {
  return {
    ...(o.decision === undefined ? {} : { decision: copyDecision(o.decision) }),
    ...(o.text === undefined ? {} : { text: o.text }),
    ...(o.tools === undefined ? {} : { tools: [...o.tools] }),
    ...(o.ms === undefined ? {} : { ms: o.ms }),
    ...(o.error === undefined ? {} : { error: o.error }),
    ...(o.reason === undefined ? {} : { reason: o.reason }),
    ...(o.cached === true ? { cached: true } : {}),
  };
}

function sharedObservations(list: readonly FileObservation[]): RecordedObservation[] {
  const sharer = new ObservationSharer();
  const out = new Array<RecordedObservation>(list.length);
  // A decision table's series repeats its outcome objects: each is copied once, not once a call.
  const copied = new Map<FileObservation, RecordedObservation>();
  for (let k = 0; k < list.length; k++) {
    const o = list[k] as FileObservation;
    let shared = copied.get(o);
    if (shared === undefined) {
      shared = sharer.share(recordedObservation(o));
      if (copied.size < 8) copied.set(o, shared);
    }
    out[k] = shared;
  }
  return out;
}

/** The in-memory case a valid file's case holds (a steady series shared through `steady`). */
function evidenceCaseOf(c: FileCase, steady: SteadySeriesSharer): EvidenceCase {
  // Equal observations of a case become one shared object (k identical answers, one object).
  const all = sharedObservations(c.observations);
  if (!all.some((o) => o.cached === true)) return evidenceCaseWith(c, steady.share(all));
  // Rows served from the tool's cache leave the series; the case keeps them apart.
  return evidenceCaseWith(
    c,
    steady.share(all.filter((o) => o.cached !== true)),
    all.filter((o) => o.cached === true),
  );
}

/** As `evidenceCaseOf`, with the case's series already made. */
function evidenceCaseWith(
  c: Omit<FileCase, 'observations'>,
  observations: readonly RecordedObservation[],
  cached: readonly RecordedObservation[] = [],
): EvidenceCase {
  return {
    ...(c.input === undefined ? {} : { input: c.input }),
    fingerprint: c.fingerprint,
    ...(c.expected === undefined ? {} : { expected: c.expected }),
    observations,
    ...(cached.length === 0 ? {} : { cached }),
    ...(c.errors === undefined ? {} : { errors: c.errors }),
    ...(c.relations === undefined
      ? {}
      : {
          relations: c.relations.map((r): RecordedRelation => ({
            name: r.name,
            type: r.type,
            followupFingerprint: r.followupFingerprint,
            changed: r.changed,
            ...(r.observation === undefined
              ? {}
              : { observation: recordedObservation(r.observation) }),
            outcome: r.outcome,
            ...(r.error === undefined ? {} : { error: r.error }),
            ...(r.source === undefined ? {} : { source: recordedObservation(r.source) }),
          })),
        }),
    ...(c.source === undefined ? {} : { source: recordedObservation(c.source) }),
  };
}

/** The in-memory evidence a valid file holds. */
export function evidenceOfFile(f: EvidenceFile, file?: string): Evidence {
  const steady = new SteadySeriesSharer();
  return evidenceOfHead(
    f,
    f.cases.map((c) => evidenceCaseOf(c, steady)),
    file,
  );
}

/** The in-memory evidence of a valid file's head and its cases, already read. */
function evidenceOfHead(f: FileHead, cases: EvidenceCase[], file?: string): Evidence {
  return {
    layer: f.layer,
    isolation: f.isolation,
    provenance: { ...f.provenance },
    cases,
    complete: f.complete,
    ...(f.stopReason === undefined ? {} : { stopReason: f.stopReason }),
    relations: f.relations.map((r) => ({ name: r.name, type: r.type })),
    ...(f.meter === false ? { meter: false } : {}),
    ...(f.blindness === false ? { blindness: false } : {}),
    ...(f.sequential === undefined ? {} : { sequential: fileSequential(f.sequential) }),
    ...(f.method === undefined ? {} : { method: f.method }),
    ...(f.earlyRejection === undefined
      ? {}
      : { earlyRejection: fileEarlyRejection(f.earlyRejection) }),
    ...(f.allocation.kind === 'random' && f.allocation.pairs !== undefined
      ? { allocation: randomAllocationOf(f.allocation, file) }
      : {}),
  };
}

/**
 * A random allocation record as the assessment reads it (only when it says how many
 * pairs were drawn: older files without it are assessed per input, as before); the
 * seed and pairs must be whole numbers.
 */
function randomAllocationOf(a: Allocation, file?: string): RandomAllocation {
  if (typeof a.seed !== 'number' || !Number.isSafeInteger(a.seed) || a.seed < 0) {
    throw new Refusal(
      'evidence.allocation',
      `a random allocation needs the whole-number seed its draws came from, got ${JSON.stringify(a.seed)}`,
      placeOf(file, ['allocation', 'seed']),
    );
  }
  if (typeof a.pairs !== 'number' || !Number.isSafeInteger(a.pairs) || a.pairs < 0) {
    throw new Refusal(
      'evidence.allocation',
      `a random allocation needs the number of pairs drawn, got ${JSON.stringify(a.pairs)}`,
      placeOf(file, ['allocation', 'pairs']),
    );
  }
  return { kind: 'random', seed: a.seed, pairs: a.pairs };
}

/**
 * Reads an `agentverity-action/evidence@1` value (already parsed JSON). Refuses
 * another format or version, lists up to ten schema problems at once, and checks
 * that fingerprints and the settings digest match what they cover. A case needs at
 * least one observation; a series too short for a pair is left to the assessment.
 */
export function parseEvidenceFile(
  value: unknown,
  file?: string,
): { evidence: Evidence; file: EvidenceFile } {
  checkFormat(value, file);
  const format = value['schema'] as EvidenceFormatName;
  const errors = validate(value, format);
  if (errors.length > 0) {
    const problems = errors
      .map((e) => problemFromAjv(e, format, evidenceProblem))
      .filter((p): p is Problem => p !== null);
    refuseEvidence(
      problems.length > 0 ? problems : [{ path: [], message: `does not match ${format}` }],
      file,
      format,
    );
  }
  const tableProblems: Problem[] = [];
  const parsed =
    format === EVIDENCE_FORMAT_V2
      ? expandTables(value, tableProblems)
      : (value as unknown as EvidenceFile);
  if (tableProblems.length > 0) refuseEvidence(tableProblems, file, format);
  const problems = semanticProblems(parsed, parsed.cases.map(caseViewOf));
  if (problems.length > 0) refuseEvidence(problems, file, format);
  return { evidence: evidenceOfFile(parsed, file), file: parsed };
}

// ---------------------------------------------------------------------------
// Reading case by case (read.ts streams a file through these).

/** A file being read case by case: each case checked and turned into evidence as it is read. */
export class EvidenceCaseReader {
  private readonly views: CaseView[] = [];
  private readonly cases: EvidenceCase[] = [];
  private readonly validateCase: ValidateFunction;
  private readonly steady = new SteadySeriesSharer();

  constructor(readonly format: EvidenceFormatName) {
    this.validateCase = format === EVIDENCE_FORMAT ? v1Case : v2Case;
  }

  /** How many cases were read. */
  get count(): number {
    return this.cases.length;
  }

  /**
   * The next case (the value a whole-file parse gives at `cases[count]`): false
   * when it has a problem of any kind, so that the file is read whole to name it;
   * its text is not kept, only its evidence and what the file's checks read.
   */
  add(value: unknown): boolean {
    if (!this.validateCase(value)) return false;
    if (this.format === EVIDENCE_FORMAT_V2 && this.addSteady(value as TableCase)) return true;
    let c: FileCase;
    if (this.format === EVIDENCE_FORMAT_V2) {
      const problems: Problem[] = [];
      c = expandCase(value as TableCase, this.cases.length, problems);
      if (problems.length > 0) return false;
    } else c = value as FileCase;
    this.views.push(caseViewOf(c));
    this.cases.push(evidenceCaseOf(c, this.steady));
    return true;
  }

  /**
   * A decision table of one outcome, every observation its index and no duration
   * (a steady input, most cases of most runs): its view and evidence made from the
   * outcome without expanding the series, exactly as `expandCase`, `caseViewOf` and
   * `evidenceCaseOf` make them. False (nothing added) for any other case.
   */
  private addSteady(t: TableCase): boolean {
    const { outcomes, observations: series, ms, ...rest } = t;
    const outcome = outcomes[0];
    if (outcomes.length !== 1 || outcome === undefined || ms !== undefined) return false;
    if (outcome.cached === true) return false;
    const n = series.length;
    for (let k = 0; k < n; k++) if (series[k] !== 0) return false;
    const contentless = hasContent(outcome)
      ? NONE_CONTENTLESS
      : Array.from({ length: n }, (_, k) => k);
    this.views.push({ ...rest, observationCount: n, contentless });
    const answer = Object.freeze(recordedObservation(outcome));
    this.cases.push(evidenceCaseWith(rest, n === 0 ? [] : this.steady.of(answer, n)));
    return true;
  }

  /**
   * The file's evidence, from its head (every member but `cases`, which must be
   * the cases added, in order): null when the file has a problem (the caller reads
   * it whole, so that it is refused with every problem named as before). A file is
   * accepted here exactly when the whole-file reader accepts it: the schema puts
   * nothing across cases, and the checks are the same functions over the same views.
   */
  finish(
    head: Readonly<Record<string, unknown>>,
    file?: string,
  ): { evidence: Evidence; file: EvidencePartFile } | null {
    const { cases: _none, ...members } = head;
    if (members['schema'] !== this.format) return null;
    if (validate({ ...members, cases: [] }, this.format).length > 0) return null;
    const f = members as unknown as FileHead;
    if (semanticProblems(f, this.views).length > 0) return null;
    return {
      evidence: evidenceOfHead(f, this.cases, file),
      // The head's members in the file's order, then the cases (as `partFileOf` lays them out).
      file: {
        ...f,
        cases: this.views.map((v) =>
          v.position === undefined
            ? { fingerprint: v.fingerprint }
            : { fingerprint: v.fingerprint, position: v.position },
        ),
      },
    };
  }
}
