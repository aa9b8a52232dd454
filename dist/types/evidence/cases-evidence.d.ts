import { type CasesEvidenceModel } from '../core/stateful/types.js';
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
export { CASES_EVIDENCE_FORMAT, CASES_EVIDENCE_JSON_SCHEMA, CASES_EVIDENCE_PREFIX, } from './cases-evidence-schema.js';
/** What a cases evidence file says besides the model: who wrote it, when, and of what system. */
export interface CasesEvidenceMeta {
    readonly tool: {
        readonly name: string;
        readonly version: string;
    };
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
/**
 * The cases evidence digest: SHA-256 of the RFC 8785 canonical JSON of
 * `{config, cases, runs, replays, labels}` as stored (a case's `where` left out;
 * not the tool, the time, the system or `complete`): what a report says it was
 * computed from (`CasesReport.evidenceDigest`).
 */
export declare function casesEvidenceDigest(model: CasesEvidenceModel): string;
/** The file's text: pretty JSON, one trailing newline. */
export declare function serialiseCasesEvidence(model: CasesEvidenceModel, meta: CasesEvidenceMeta): string;
/**
 * Writes cases evidence to a file (the engine may write `serialiseCasesEvidence`
 * through its file port instead). A failure to write is Node's error.
 */
export declare function writeCasesEvidence(file: string, model: CasesEvidenceModel, meta: CasesEvidenceMeta): void;
/** Checks a parsed cases evidence value; `file` names it in refusals. */
export declare function parseCasesEvidence(value: unknown, file?: string): ReadCasesEvidence;
/** Reads a cases evidence file (strict UTF-8 JSON), refusing what `parseCasesEvidence` refuses. */
export declare function readCasesEvidence(file: string): Promise<ReadCasesEvidence>;
