import type { Admission, Baseline } from '../../core/index.js';
export declare const ADMISSION_REPORT_SCHEMA = "agentverity-action/admission@1";
/** What `snapshot` did: the admission, and the file written when there was one. */
export interface SnapshotOutcome {
    readonly admission: Admission;
    /** What was asked: an approved baseline or a candidate. */
    readonly mode: 'approved' | 'candidate';
    readonly baseline: Baseline | null;
    /** Where the baseline was written (as the user named it), null when refused. */
    readonly path: string | null;
}
export declare function renderSnapshotText(o: SnapshotOutcome): string;
export declare function buildSnapshotJson(o: SnapshotOutcome): Record<string, unknown>;
export declare function renderSnapshotJson(o: SnapshotOutcome): string;
