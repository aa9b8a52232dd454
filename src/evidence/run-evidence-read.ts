// Reading our run evidence: `agentverity-action/evidence@1` and `@2` (a @2 case's
// decision table expanded to its @1 case), validated with the precompiled
// validators, checked (run-evidence-checks.ts) and turned into the core's
// Evidence, either whole (`parseEvidenceFile`) or case by case
// (`EvidenceCaseReader`, which read.ts streams a file through).
import type { ErrorObject, ValidateFunction } from 'ajv';
import type {
  Evidence,
  EvidenceCase,
  RecordedObservation,
  RecordedRelation,
  RandomAllocation,
} from '../core/assess/model.js';
import { Refusal } from '../core/errors.js';
import type { EvidencePartFile } from './merge.js';
import { ObservationSharer, SteadySeriesSharer } from './intern.js';
import { v1, v1Case, v2, v2Case } from './validators.generated.js';
import {
  problemFromAjv,
  refuseProblems,
  type Problem,
  type ProblemOverride,
} from './schema-problems.js';
import { placeOf, typeName } from './paths.js';
import { checkFileFormat, type FileFormat } from './file-format.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_PREFIX, EVIDENCE_FORMAT_V2 } from './schema.js';

import {
  copyDecision,
  fileEarlyRejection,
  fileSequential,
  type Allocation,
  type EvidenceFile,
  type FileCase,
  type FileObservation,
} from './run-evidence-file.js';
import {
  caseViewOf,
  hasContent,
  NONE_CONTENTLESS,
  semanticProblems,
  type CaseView,
  type FileHead,
} from './run-evidence-checks.js';

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

/** Our evidence: @1 and @2 are read (file-format.ts has the rule). */
const EVIDENCE_FILE_FORMAT: FileFormat = {
  reads: [EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2],
  prefix: EVIDENCE_FORMAT_PREFIX,
  what: 'evidence',
  formatCode: 'evidence.format',
  versionCode: 'evidence.version',
};

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
            ...(r.reason === undefined ? {} : { reason: r.reason }),
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
  const top = checkFileFormat(value, file, EVIDENCE_FILE_FORMAT);
  const format = top['schema'] as EvidenceFormatName;
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
      ? expandTables(top, tableProblems)
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
