// Our run evidence file, `agentverity-action/evidence@1` and `@2` (DESIGN.md §5,
// docs/evidence-format.md): its types as both versions hold them once expanded
// (one observation object per call), and building and serialising a file from
// in-memory evidence. The streamed writer is write.ts; reading is
// run-evidence-read.ts, the checks a schema cannot make run-evidence-checks.ts.
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
} from '../core/assess/model.js';
import { Refusal } from '../core/errors.js';
import { type Method } from '../core/stats/index.js';
import type {
  FailedCallReason,
  Isolation,
  Layer,
  NoDecisionReason,
} from '../core/observation/types.js';
import type { RelationFailureReason } from '../core/relations/failure-reasons.js';
import { compareCodePoints } from '../core/util/order.js';
import { settingsDigest } from './digest.js';
import { isPlainObject } from './paths.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2 } from './schema.js';

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
  /** Why the relation could not be judged (one of RELATION_FAILURE_REASONS); only beside an error. */
  readonly reason?: RelationFailureReason;
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

export function copyDecision(d: RecordedDecision): FileDecision {
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
    ...(r.reason === undefined ? {} : { reason: r.reason }),
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
        reason: r.reason,
        source: r.source === undefined ? undefined : orderedObservation(r.source),
      })),
      source: c.source === undefined ? undefined : orderedObservation(c.source),
      position: c.position,
    })),
  };
  // JSON.stringify leaves out the undefined fields.
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
