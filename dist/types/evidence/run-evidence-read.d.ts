import type { Evidence } from '../core/assess/model.js';
import type { EvidencePartFile } from './merge.js';
import { EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2 } from './schema.js';
import { type EvidenceFile } from './run-evidence-file.js';
export type EvidenceFormatName = typeof EVIDENCE_FORMAT | typeof EVIDENCE_FORMAT_V2;
/** The in-memory evidence a valid file holds. */
export declare function evidenceOfFile(f: EvidenceFile, file?: string): Evidence;
/**
 * Reads an `agentverity-action/evidence@1` value (already parsed JSON). Refuses
 * another format or version, lists up to ten schema problems at once, and checks
 * that fingerprints and the settings digest match what they cover. A case needs at
 * least one observation; a series too short for a pair is left to the assessment.
 */
export declare function parseEvidenceFile(value: unknown, file?: string): {
    evidence: Evidence;
    file: EvidenceFile;
};
/** A file being read case by case: each case checked and turned into evidence as it is read. */
export declare class EvidenceCaseReader {
    readonly format: EvidenceFormatName;
    private readonly views;
    private readonly cases;
    private readonly validateCase;
    private readonly steady;
    constructor(format: EvidenceFormatName);
    /** How many cases were read. */
    get count(): number;
    /**
     * The next case (the value a whole-file parse gives at `cases[count]`): false
     * when it has a problem of any kind, so that the file is read whole to name it;
     * its text is not kept, only its evidence and what the file's checks read.
     */
    add(value: unknown): boolean;
    /**
     * A decision table of one outcome, every observation its index and no duration
     * (a steady input, most cases of most runs): its view and evidence made from the
     * outcome without expanding the series, exactly as `expandCase`, `caseViewOf` and
     * `evidenceCaseOf` make them. False (nothing added) for any other case.
     */
    private addSteady;
    /**
     * The file's evidence, from its head (every member but `cases`, which must be
     * the cases added, in order): null when the file has a problem (the caller reads
     * it whole, so that it is refused with every problem named as before). A file is
     * accepted here exactly when the whole-file reader accepts it: the schema puts
     * nothing across cases, and the checks are the same functions over the same views.
     */
    finish(head: Readonly<Record<string, unknown>>, file?: string): {
        evidence: Evidence;
        file: EvidencePartFile;
    } | null;
}
