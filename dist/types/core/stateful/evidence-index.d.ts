import { type CaseRun, type CasesEvidenceModel, type StatefulCase } from './types.js';
/** The evidence indexed once for every evaluator. */
export interface Indexed {
    readonly model: CasesEvidenceModel;
    readonly byId: ReadonlyMap<string, StatefulCase>;
    /** Runs of each case, by run number ascending. */
    readonly runs: ReadonlyMap<string, readonly CaseRun[]>;
    readonly sources: readonly StatefulCase[];
    readonly bookkeeping: readonly string[];
}
/** Index the model, refusing evidence that does not hold together (`stateful.evidence`). */
export declare function indexModel(model: CasesEvidenceModel): Indexed;
