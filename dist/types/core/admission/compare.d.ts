import type { Evidence } from '../assess/model.js';
import type { Call, Isolation, Layer } from '../observation/types.js';
/**
 * `compare-evidence BEFORE AFTER` (reference-spec §13): route by route, did a
 * call change, did a decision appear or vanish, did the agent start (or stop)
 * flipping between two decisions, and did isolation or provenance change? A rate
 * that moves inside one call is not drift.
 */
/** Provenance keys that change on every collection; reported, never drift. */
export declare const VOLATILE_PROVENANCE_KEYS: readonly string[];
export interface RouteSide {
    readonly flips: number;
    readonly pairs: number;
    readonly call: Call;
}
export interface RouteComparison {
    readonly decision: string;
    readonly before: RouteSide;
    readonly after: RouteSide;
    readonly callChanged: boolean;
    /**
     * Decisions an input of this route (the same fingerprint on both sides) gave
     * only after / only before: a decision that moved is a change even when the
     * route's flip rate and call stay the same.
     */
    readonly decisionsGained: readonly string[];
    readonly decisionsLost: readonly string[];
    /** How the observed flip rate moved; `incomparable` when either side has no pair. */
    readonly direction: 'higher' | 'lower' | 'unchanged' | 'incomparable';
}
export interface FlipPairComparison {
    readonly decisions: readonly [string, string];
    readonly before: number;
    readonly after: number;
}
export interface ProvenanceChange {
    readonly key: string;
    readonly before: unknown;
    readonly after: unknown;
}
export interface EvidenceComparison {
    readonly layer: Layer;
    readonly epsilon: number;
    readonly drifted: boolean;
    /** Routes present on both sides, in code-point order. */
    readonly routes: readonly RouteComparison[];
    readonly changedRoutes: readonly string[];
    readonly gainedDecisions: readonly string[];
    readonly lostDecisions: readonly string[];
    /** Every flip pair seen on either side, with its count on each. */
    readonly flipPairs: readonly FlipPairComparison[];
    readonly gainedFlipPairs: readonly (readonly [string, string])[];
    readonly lostFlipPairs: readonly (readonly [string, string])[];
    readonly provenanceChanges: readonly ProvenanceChange[];
    /** Changes of volatile keys (collection times, run ids): informational only. */
    readonly informationalChanges: readonly ProvenanceChange[];
    readonly isolation: {
        readonly before: Isolation;
        readonly after: Isolation;
        readonly changed: boolean;
    };
}
export declare function compareEvidence(before: Evidence, after: Evidence, options: {
    readonly epsilon: number;
    /** How refusals name the two sides, e.g. their file names (default BEFORE and AFTER). */
    readonly names?: {
        readonly before: string;
        readonly after: string;
    };
}): EvidenceComparison;
