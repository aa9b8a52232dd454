import type { EvidenceComparison } from '../../core/index.js';
export declare const COMPARE_REPORT_SCHEMA = "agentverity-action/compare@1";
/** The caution every comparison carries: two windows, each with its own interval. */
export declare const INDEPENDENCE_NOTE = "Each side is called on its own 95% interval, assuming its repeats were independent; a changed call is a reason to look, not a test that the two agents differ.";
export declare function renderCompareText(c: EvidenceComparison): string;
export declare function buildCompareJson(c: EvidenceComparison): {
    schema: string;
    drifted: boolean;
    exitCode: number;
    layer: "verdict" | "text" | "tools";
    epsilon: number;
    changedRoutes: readonly string[];
    routes: readonly import("../../core/index.js").RouteComparison[];
    gainedDecisions: readonly string[];
    lostDecisions: readonly string[];
    flipPairs: readonly import("../../core/index.js").FlipPairComparison[];
    gainedFlipPairs: readonly (readonly [string, string])[];
    lostFlipPairs: readonly (readonly [string, string])[];
    provenanceChanges: readonly import("../../core/index.js").ProvenanceChange[];
    informationalChanges: readonly import("../../core/index.js").ProvenanceChange[];
    isolation: {
        readonly before: import("../../core/index.js").Isolation;
        readonly after: import("../../core/index.js").Isolation;
        readonly changed: boolean;
    };
    independenceNote: string;
};
export declare function renderCompareJson(c: EvidenceComparison): string;
