import { writeFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { Refusal } from '../core/errors.js';
import { type CasesEvidenceModel, type StatefulCase } from '../core/stateful/types.js';
import { caseFingerprint } from './cases.js';

import { digestOf } from './digest.js';
import { readJsonFile, refuseLoneSurrogates } from './json.js';
import { placeOf, shortJson, type PathPart } from './paths.js';
import { checkFileFormat, type FileFormat } from './file-format.js';
import { problemFromAjv, problemsRefusal } from './schema-problems.js';
import { inlineDefinitions } from './schema-inline.js';
import {
  CASES_EVIDENCE_FORMAT,
  CASES_EVIDENCE_JSON_SCHEMA,
  CASES_EVIDENCE_PREFIX,
} from './cases-evidence-schema.js';

/**
 * Cases evidence, `agentverity-action/cases-evidence@1` (issue 16): everything a
 * stateful `cases` run recorded, written before any report, so that a report is
 * recomputed from the file alone, without calling the agent:
 *
 * ```
 * { schema, tool {name, version}, createdAt,
 *   system {kind, source, version: string | null, stateful, replayable},
 *   config  (CasesConfig: criteria, transforms, runs, confidence, …),
 *   cases   [{id, input, initialState, expected {answer?, state?}, cluster?, derived?, fingerprint}],
 *   runs    [{case, run, trajectory {calls [{tool, args, result?, error?}], answer, error?},
 *             endState {schema: "environment_state/v1", state} | null, ms?}],
 *   replays [{case, run, tool, callIndex, fault, trajectory, endState, version, error?, cached?}],
 *   labels  [{case, transform, valid, labeler?}],   // the validity labels used
 *   complete }
 * ```
 *
 * Inputs, states, tool arguments and results are stored as given: redaction is
 * out of scope for cases evidence (do not run cases holding secrets you cannot
 * store). A case's `where` (the line it was read from) is not stored.
 *
 * The reader refuses an unknown major version, a shape that does not match the
 * schema (each problem by JSON path), a fingerprint that is not its case's
 * `{input, initial_state}`, a derived case whose source or transform is not in
 * the file, a run or replay naming an unknown case or run, a replay whose call is
 * not the recorded run's, a run or case recorded twice, and a label of no derived case.
 */

export {
  CASES_EVIDENCE_FORMAT,
  CASES_EVIDENCE_JSON_SCHEMA,
  CASES_EVIDENCE_PREFIX,
} from './cases-evidence-schema.js';

/** What a cases evidence file says besides the model: who wrote it, when, and of what system. */
export interface CasesEvidenceMeta {
  readonly tool: { readonly name: string; readonly version: string };
  readonly createdAt: string;
  readonly system: {
    readonly kind: string;
    readonly source: string;
    readonly version: string | null;
    readonly stateful: boolean;
    readonly replayable: boolean;
    /** SHA-256 of the system's code; null: none could be read (absent in files written before it was recorded). */
    readonly codeDigest?: string | null;
    /** SHA-256 of the configuration the system was run with. */
    readonly configDigest?: string | null;
  };
}

/** A cases evidence file read back: the model the core assesses, the meta, and the evidence digest. */
export interface ReadCasesEvidence {
  readonly model: CasesEvidenceModel;
  readonly meta: CasesEvidenceMeta;
  readonly digest: string;
}

type Code =
  | 'cases.evidence-format'
  | 'cases.evidence-version'
  | 'cases.evidence-invalid'
  | 'cases.evidence-fingerprint'
  | 'cases.evidence-unknown-case'
  | 'cases.evidence-duplicate';

interface Problem {
  readonly code: Code;
  readonly path: readonly PathPart[];
  readonly message: string;
}

function refuse(problems: readonly Problem[], file: string | undefined): never {
  const { message, where } = problemsRefusal(
    CASES_EVIDENCE_FORMAT,
    problems,
    file,
    'the cases evidence',
  );
  throw new Refusal((problems[0] as Problem).code, message, where);
}

/** A case as stored: without `where` (a place on the machine that wrote it). */
function storedCase(c: StatefulCase): StatefulCase {
  const { where: _where, ...rest } = c;
  return rest;
}

/** The model as plain JSON, as it is written and digested (no `where`, no undefined fields). */
function plain(model: CasesEvidenceModel): Omit<CasesEvidenceModel, 'complete'> {
  return JSON.parse(
    JSON.stringify({
      config: model.config,
      cases: model.cases.map(storedCase),
      runs: model.runs,
      replays: model.replays,
      labels: model.labels,
    }),
  ) as Omit<CasesEvidenceModel, 'complete'>;
}

/**
 * The cases evidence digest: SHA-256 of the RFC 8785 canonical JSON of
 * `{config, cases, runs, replays, labels}` as stored (a case's `where` left out;
 * not the tool, the time, the system or `complete`): what a report says it was
 * computed from (`CasesReport.evidenceDigest`).
 */
export function casesEvidenceDigest(model: CasesEvidenceModel): string {
  return digestOf(plain(model));
}

/** The file's text: pretty JSON, one trailing newline. */
export function serialiseCasesEvidence(model: CasesEvidenceModel, meta: CasesEvidenceMeta): string {
  const body = plain(model);
  const file = {
    schema: CASES_EVIDENCE_FORMAT,
    tool: { name: meta.tool.name, version: meta.tool.version },
    createdAt: meta.createdAt,
    system: {
      kind: meta.system.kind,
      source: meta.system.source,
      version: meta.system.version,
      stateful: meta.system.stateful,
      replayable: meta.system.replayable,
      ...(meta.system.codeDigest === undefined ? {} : { codeDigest: meta.system.codeDigest }),
      ...(meta.system.configDigest === undefined ? {} : { configDigest: meta.system.configDigest }),
    },
    config: body.config,
    cases: body.cases,
    runs: body.runs,
    replays: body.replays,
    labels: body.labels,
    complete: model.complete,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * Writes cases evidence to a file (the engine may write `serialiseCasesEvidence`
 * through its file port instead). A failure to write is Node's error.
 */
export function writeCasesEvidence(
  file: string,
  model: CasesEvidenceModel,
  meta: CasesEvidenceMeta,
): void {
  writeFileSync(file, serialiseCasesEvidence(model, meta), 'utf8');
}

const CASES_FILE_FORMAT: FileFormat = {
  reads: [CASES_EVIDENCE_FORMAT],
  prefix: CASES_EVIDENCE_PREFIX,
  what: 'cases evidence',
  formatCode: 'cases.evidence-format',
  versionCode: 'cases.evidence-version',
};

let validator: ValidateFunction | null = null;

interface FileShape {
  readonly schema: string;
  readonly tool: CasesEvidenceMeta['tool'];
  readonly createdAt: string;
  readonly system: CasesEvidenceMeta['system'];
  readonly config: CasesEvidenceModel['config'];
  readonly cases: readonly StatefulCase[];
  readonly runs: CasesEvidenceModel['runs'];
  readonly replays: CasesEvidenceModel['replays'];
  readonly labels: CasesEvidenceModel['labels'];
  readonly complete: boolean;
}

/** The rules a schema cannot state. */
function semanticProblems(e: FileShape): Problem[] {
  const problems: Problem[] = [];
  const push = (code: Code, path: readonly PathPart[], message: string): void => {
    problems.push({ code, path, message });
  };
  const names = new Set<string>();
  e.config.criteria.forEach((c, i) => {
    if (names.has(c.name)) {
      push(
        'cases.evidence-duplicate',
        ['config', 'criteria', i, 'name'],
        `criterion ${shortJson(c.name)} is listed twice`,
      );
    }
    names.add(c.name);
  });
  const transforms = new Set(e.config.transforms.map((t) => t.name));
  e.config.criteria.forEach((c, i) => {
    if (c.type === 'metamorphic_relation' && !transforms.has(c.transform)) {
      push(
        'cases.evidence-invalid',
        ['config', 'criteria', i, 'transform'],
        `names transform ${shortJson(c.transform)}, which the config does not declare`,
      );
    }
  });
  const cases = new Map<string, StatefulCase>();
  e.cases.forEach((c, i) => {
    const at = ['cases', i];
    if (cases.has(c.id))
      push('cases.evidence-duplicate', [...at, 'id'], `case ${shortJson(c.id)} is listed twice`);
    cases.set(c.id, c);
    const actual = caseFingerprint(c.input, c.initialState);
    if (actual !== c.fingerprint) {
      push(
        'cases.evidence-fingerprint',
        [...at, 'fingerprint'],
        `does not match the case's input and initial state (they digest to ${actual}): the file was edited or is corrupt`,
      );
    }
  });
  e.cases.forEach((c, i) => {
    const at = ['cases', i];
    if (c.derived === undefined) {
      if (c.id.includes('~'))
        push(
          'cases.evidence-invalid',
          [...at, 'id'],
          `${shortJson(c.id)} names a derived case, but the case has no derived {source, transform}`,
        );
      return;
    }
    const { source, transform } = c.derived;
    if (c.id !== `${source}~${transform}`) {
      push(
        'cases.evidence-invalid',
        [...at, 'id'],
        `a case derived from ${shortJson(source)} by ${shortJson(transform)} is named ${shortJson(`${source}~${transform}`)}, not ${shortJson(c.id)}`,
      );
    }
    const src = cases.get(source);
    if (src === undefined || src.derived !== undefined) {
      push(
        'cases.evidence-unknown-case',
        [...at, 'derived', 'source'],
        `names source case ${shortJson(source)}, which the file does not hold as a source case`,
      );
    }
    if (!transforms.has(transform)) {
      push(
        'cases.evidence-invalid',
        [...at, 'derived', 'transform'],
        `names transform ${shortJson(transform)}, which the config does not declare`,
      );
    }
  });
  const runs = new Map<string, CasesEvidenceModel['runs'][number]>();
  e.runs.forEach((r, i) => {
    const at = ['runs', i];
    if (!cases.has(r.case))
      push(
        'cases.evidence-unknown-case',
        [...at, 'case'],
        `names case ${shortJson(r.case)}, which the file does not hold`,
      );
    if (r.run > e.config.runs)
      push(
        'cases.evidence-invalid',
        [...at, 'run'],
        `run ${r.run} is past the config's runs (${e.config.runs})`,
      );
    const key = `${r.case}\u0000${r.run}`;
    if (runs.has(key))
      push(
        'cases.evidence-duplicate',
        at,
        `run ${r.run} of case ${shortJson(r.case)} is recorded twice`,
      );
    runs.set(key, r);
  });
  // A run that stopped early is incomplete: evidence marked complete holds every case on every
  // run (checked once the runs are known to be distinct runs of known cases within range).
  if (problems.length === 0 && e.complete && e.runs.length !== e.cases.length * e.config.runs) {
    push(
      'cases.evidence-invalid',
      ['complete'],
      `is true, but the file records ${e.runs.length} case runs where ${e.config.runs} runs of ${e.cases.length} cases make ${e.cases.length * e.config.runs}`,
    );
  }
  const replays = new Set<string>();
  e.replays.forEach((p, i) => {
    const at = ['replays', i];
    if (!cases.has(p.case)) {
      push(
        'cases.evidence-unknown-case',
        [...at, 'case'],
        `names case ${shortJson(p.case)}, which the file does not hold`,
      );
      return;
    }
    const recorded = runs.get(`${p.case}\u0000${p.run}`);
    if (recorded === undefined) {
      push(
        'cases.evidence-unknown-case',
        [...at, 'run'],
        `replays run ${p.run} of case ${shortJson(p.case)}, which the file does not record`,
      );
    } else {
      const call = recorded.trajectory.calls[p.callIndex];
      if (call === undefined || call.tool !== p.tool) {
        push(
          'cases.evidence-invalid',
          [...at, 'callIndex'],
          `the recorded run has no call ${p.callIndex} to ${shortJson(p.tool)}${call === undefined ? ` (it made ${recorded.trajectory.calls.length} calls)` : ` (call ${p.callIndex} is to ${shortJson(call.tool)})`}`,
        );
      }
    }
    const key = JSON.stringify([p.case, p.run, p.callIndex, p.fault, p.version]);
    if (replays.has(key))
      push(
        'cases.evidence-duplicate',
        at,
        `the replay of run ${p.run} of case ${shortJson(p.case)} at call ${p.callIndex} with fault ${String(p.fault)} is recorded twice`,
      );
    replays.add(key);
  });
  const labelled = new Set<string>();
  e.labels.forEach((l, i) => {
    const at = ['labels', i];
    const c = cases.get(l.case);
    if (c?.derived?.transform !== l.transform) {
      push(
        'cases.evidence-unknown-case',
        [...at, 'case'],
        `labels ${shortJson(l.case)}, which is not a case the file holds as derived by transform ${shortJson(l.transform)}`,
      );
    }
    const key = `${l.case}\u0000${l.labeler ?? ''}`;
    if (labelled.has(key))
      push(
        'cases.evidence-duplicate',
        at,
        `${shortJson(l.case)} is labelled twice by ${l.labeler === undefined ? 'an unnamed labeler' : shortJson(l.labeler)}`,
      );
    labelled.add(key);
  });
  return problems;
}

/** Checks a parsed cases evidence value; `file` names it in refusals. */
export function parseCasesEvidence(value: unknown, file?: string): ReadCasesEvidence {
  checkFileFormat(value, file, CASES_FILE_FORMAT);
  refuseLoneSurrogates(value, (at) => placeOf(file, at));
  if (validator === null) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
    validator = ajv.compile(inlineDefinitions(CASES_EVIDENCE_JSON_SCHEMA));
  }
  if (!validator(value)) {
    const problems = (validator.errors ?? [])
      .map((err) => problemFromAjv(err, CASES_EVIDENCE_FORMAT))
      .filter((p): p is NonNullable<typeof p> => p !== null)
      .map((p): Problem => ({ code: 'cases.evidence-invalid', ...p }));
    refuse(problems, file);
  }
  const e = value as FileShape;
  const problems = semanticProblems(e);
  if (problems.length > 0) refuse(problems, file);
  const model: CasesEvidenceModel = {
    cases: e.cases,
    runs: e.runs,
    replays: e.replays,
    labels: e.labels,
    config: e.config,
    complete: e.complete,
  };
  return {
    model,
    meta: { tool: e.tool, createdAt: e.createdAt, system: e.system },
    digest: casesEvidenceDigest(model),
  };
}

/** Reads a cases evidence file (strict UTF-8 JSON), refusing what `parseCasesEvidence` refuses. */
export async function readCasesEvidence(file: string): Promise<ReadCasesEvidence> {
  return parseCasesEvidence(await readJsonFile(file), file);
}
