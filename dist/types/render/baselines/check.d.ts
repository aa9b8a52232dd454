import type { Baseline, CheckResult } from '../../core/index.js';
export declare const CHECK_REPORT_SCHEMA = "agentverity-action/check@1";
export interface CheckMeta {
    readonly baselinePath: string;
    readonly evidenceDigest: string;
}
export declare function renderCheckText(r: CheckResult, baseline: Baseline): string;
export declare function buildCheckJson(r: CheckResult, baseline: Baseline, meta: CheckMeta): {
    schema: string;
    status: "clean" | "refused" | "drift";
    exitCode: 0 | 1 | 2;
    checked: number;
    changed: number;
    changes: {
        fingerprint: string;
        intended: string | null;
        baseline: import("../../core/index.js").BaselineDecision;
        current: import("../../core/index.js").BaselineDecision;
        currentCount: number;
        currentObservations: number;
    }[];
    instability: {
        admitted: {
            readonly pairs: number;
            readonly flips: number;
            readonly ciHigh: number;
        };
        routes: {
            decision: string;
            pairs: number;
            flips: number;
            ciLow: number;
            ciHigh: number;
            epsilon: number;
            call: import("../../core/index.js").Call;
        }[];
        pooled: {
            decision: string;
            pairs: number;
            flips: number;
            ciLow: number;
            ciHigh: number;
            epsilon: number;
            call: import("../../core/index.js").Call;
        } | null;
        reason: string;
    } | null;
    refusals: {
        added?: readonly string[];
        missing?: readonly string[];
        pairsMissing?: number | null;
        admission?: {
            code: "admission.missing-observation" | "admission.incomplete" | "admission.meter-off" | "admission.route-stochastic" | "admission.targeted-undecided" | "admission.pooled-not-deterministic" | "admission.meter-inputs" | "admission.contract" | "admission.blindness-off" | "admission.blindness-inputs" | "admission.blind" | "admission.duplicate-inputs" | "admission.shared-session" | "admission.cached-replays" | "admission.suite-not-applied" | "admission.not-approved";
            reason: string;
        }[];
        code: "check.candidate" | "check.layer" | "check.epsilon" | "check.blindness-threshold" | "check.suite" | "check.readmission" | "check.inputs" | "check.intended";
        reason: string;
    }[];
    isolation: {
        readonly baseline: import("../../core/index.js").Isolation;
        readonly current: import("../../core/index.js").Isolation;
        readonly weakened: boolean;
    };
    baseline: {
        path: string;
        createdAt: string;
        layer: "verdict" | "text" | "tools";
        epsilon: number;
        evidenceDigest: string;
        approval: import("../../core/index.js").Approval | null;
    };
    evidenceDigest: string;
};
export declare function renderCheckJson(r: CheckResult, baseline: Baseline, meta: CheckMeta): string;
/**
 * The baseline check as a Markdown section for the job summary and the PR
 * comment: the verdict in one line, then what changed (at most `maxChanges` rows).
 */
export declare function renderCheckMarkdown(r: CheckResult, baseline: Baseline, baselinePath: string, maxChanges?: number): string;
