import type { Isolation, Layer, NoDecisionReason } from '../observation/types.js';
/** The version string of our baseline file (DESIGN.md §5). */
export declare const BASELINE_SCHEMA = "agentverity-action/baseline@1";
export declare const BASELINE_SCHEMA_PREFIX = "agentverity-action/baseline@";
/**
 * The decision a baseline stores for one input, in the layer's own terms: a plain
 * label (the verdict or the text; may be "" for an empty answer), a typed
 * no-decision, or a tool path.
 */
export type BaselineDecision = string | {
    readonly noDecision: NoDecisionReason;
} | {
    readonly tools: readonly string[];
};
/** One fingerprinted input and the decision approved for it. */
export interface BaselineEntry {
    /** Lowercase hex SHA-256 of the input's UTF-8 bytes. */
    readonly fingerprint: string;
    /** The intended decision (route) of the case, when the evidence named one. */
    readonly intended?: string;
    /** The most common decision over the input's completed calls (the first seen breaks a tie). */
    readonly decision: BaselineDecision;
    /** How many completed calls returned that decision. */
    readonly count: number;
    /** Completed calls for this input. */
    readonly observations: number;
}
/** Approval given on the command line (`snapshot --accept-reference`). */
export interface CliFlagApproval {
    readonly how: 'cli-flag';
    readonly approver: string;
    /** ISO 8601 date-time. */
    readonly approvedAt: string;
}
/** Approval given by a pull-request label (the Action's promotion step). */
export interface PrLabelApproval {
    readonly how: 'pr-label';
    /** The GitHub login that added the label. */
    readonly approver: string;
    readonly approvedAt: string;
    readonly label: string;
    /** The approver's repository role when the label was given (admin, maintain, write…). */
    readonly role: string;
    /** The head commit the label was given on. */
    readonly headSha: string;
    readonly pullRequest: number;
    /** `owner/name`. */
    readonly repository: string;
}
/** Who approved the baseline, when and how. */
export type Approval = CliFlagApproval | PrLabelApproval;
/** The figures the evidence showed when the baseline was admitted. */
export interface AdmissionFacts {
    readonly inputs: number;
    readonly pairs: number;
    readonly flips: number;
    readonly ciHigh: number;
    readonly call: 'deterministic';
    readonly blindnessSkew: number;
    readonly blindnessDistinct: number;
    /** Per route, when the evidence named intended decisions. */
    readonly routes: readonly {
        readonly decision: string;
        readonly pairs: number;
        readonly flips: number;
        readonly ciHigh: number;
        readonly epsilon: number;
        readonly targeted: boolean;
        readonly call: 'deterministic' | 'undecided';
    }[];
}
/**
 * `agentverity-action/baseline@1`. A *candidate* is a baseline whose approval is
 * null: the evidence supports it but nobody has approved it yet.
 */
export interface Baseline {
    readonly schema: typeof BASELINE_SCHEMA;
    readonly tool: {
        readonly name: string;
        readonly version: string;
    };
    readonly createdAt: string;
    readonly layer: Layer;
    readonly epsilon: number;
    readonly blindnessThreshold: number;
    /** The isolation the admitting evidence established. */
    readonly isolation: Isolation;
    /** SHA-256 of the admitting evidence (DESIGN.md §5). */
    readonly evidenceDigest: string;
    readonly suite: {
        readonly digest: string;
    } | null;
    readonly admission: AdmissionFacts;
    readonly approval: Approval | null;
    /** In the evidence's input order. */
    readonly entries: readonly BaselineEntry[];
}
