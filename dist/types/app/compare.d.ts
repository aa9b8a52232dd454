import { type Evidence, type EvidenceComparison } from '../core/index.js';
export interface CompareSettings {
    readonly epsilon?: number;
    readonly precision?: string;
}
/** The settings of a comparison, refused (settings.*) before any file is read. */
export declare function checkCompareSettings(settings: CompareSettings): void;
export type Comparison = EvidenceComparison;
/** Compare two runs' evidence; `names` label them in the report. */
export declare function compareRecorded(before: Evidence, after: Evidence, settings: CompareSettings, names: {
    readonly before: string;
    readonly after: string;
}): {
    readonly comparison: Comparison;
    readonly exitCode: number;
};
